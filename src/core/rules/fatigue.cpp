#include "fatigue.h"

#include "board.h"
#include "terrain.h"

#include <QHash>
#include "core/events/events.h"

#include <algorithm>

namespace hardtack {

namespace {
void eliminate(Unit &u)
{
    u.men = 0;
    u.gone = true;
    u.onMap = false;
}
} // namespace

double fatigueMultiplier(LossKind kind)
{
    switch (kind) {
    case LossKind::Fire: return 1.0;
    case LossKind::MeleeWinner: return 1.5;
    case LossKind::MeleeLoser: return 2.0;
    }
    return 1.0;
}

LossReport applyLosses(Scenario &s, Rng &rng, Unit &u, int men, LossKind kind, int fatigueGain)
{
    Q_UNUSED(s);
    const int lost = std::clamp(men, 0, u.men);
    LossReport e;
    e.unit = u.id;
    e.lost = lost;
    if (lost <= 0)
        return e;
    u.men -= lost;
    u.casualties += lost;
    u.mustCheck = true;
    u.active = true;

    if (u.type == UnitType::Artillery && u.guns > 0) {
        // RULES §7: one gun per 25 men lost; a remainder r loses one with chance r/25.
        GunLoss g;
        g.whole = lost / kMenPerGunLost;
        g.remainder = lost % kMenPerGunLost;
        int guns = g.whole;
        if (g.remainder > 0) {
            const double roll = rng.uniform01();
            g.chance = double(g.remainder) / kMenPerGunLost;
            g.roll = roll;
            guns += roll < *g.chance ? 1 : 0;
        }
        guns = std::min(guns, u.guns);
        u.guns -= guns;
        u.gunsLost += guns;
        g.gunsLost = guns;
        e.guns = g;
    }

    // RULES §5: fatigue gain uniform in [L, 3L], times the melee multiplier.
    FatigueGain f;
    f.min = lost;
    f.max = 3 * lost;
    f.roll = -1; // -1: the gain was given, not rolled
    f.multiplier = fatigueMultiplier(kind);
    f.gain = fatigueGain >= 0 ? fatigueGain : rollFatigueGain(rng, lost, kind, &f.roll);
    f.before = u.fatigue;
    u.fatigue = std::min(kMaxFatigue, f.before + f.gain);
    f.after = u.fatigue;
    e.fatigue = f;
    // RULES §5 [seed]: a unit at 900 that takes a further fatigue loss checks
    // (it already owes the check for its losses: one check per unit).
    if (f.before == kMaxFatigue && f.gain > 0) {
        u.fatigueCheck = true;
        e.fatigueAtMaximum = true;
    }
    if (u.men == 0) {
        eliminate(u);
        u.mustCheck = u.fatigueCheck = false;
        e.eliminated = true;
    }
    return e;
}

FatigueRecoveryEvent recoverFatigue(Rng &rng, Unit &u, bool night)
{
    FatigueRecoveryEvent e;
    e.unit = u.id;
    e.night = night;
    e.min = 0;
    e.max = night ? kNightRecovery : kDayRecovery;
    e.roll = rng.uniformInt(0, e.max);
    e.before = u.fatigue;
    u.fatigue = std::max(0, e.before - e.roll);
    e.after = u.fatigue;
    return e;
}
double ammoDepletionChance(const Unit &u)
{
    return u.type == UnitType::Artillery ? kAmmoDepletionArtillery : kAmmoDepletionSmallArms;
}

AmmoCheckEvent rollAmmoDepletion(Rng &rng, Unit &u)
{
    const double chance = ammoDepletionChance(u);
    const double roll = rng.uniform01();
    const bool drop = roll < chance;
    AmmoCheckEvent e;
    e.unit = u.id;
    e.chance = chance;
    e.roll = roll;
    e.dropped = drop;
    e.before = u.ammo;
    if (drop && u.ammo != Ammo::Out)
        u.ammo = Ammo(int(u.ammo) + 1);
    e.after = u.ammo;
    return e;
}

int supplyCost(const Unit &u)
{
    return (u.men + kMenPerSupplyPoint - 1) / kMenPerSupplyPoint;
}

namespace {
// Steps from `from` to every hex within the supply radius by a path that
// enters no enemy unit and no enemy ZOC (the start hex is free).
QHash<Hex, int> supplyReach(const Scenario &s, Hex from, Side side)
{
    QHash<Hex, int> dist{{from, 0}};
    QVector<Hex> frontier{from};
    for (int step = 1; step <= kSupplyRadius; ++step) {
        QVector<Hex> next;
        for (const Hex &h : frontier)
            for (const Hex &n : h.neighbours()) {
                if (dist.contains(n) || !s.map.contains(n) || s.map.terrainAt(n) == Terrain::Water)
                    continue;
                if (hasEnemyUnit(s, n, side) || inEnemyZoc(s, n, side))
                    continue;
                dist.insert(n, step);
                next.append(n);
            }
        frontier = next;
    }
    return dist;
}
} // namespace

QVector<Event> resupply(Scenario &s, Side side)
{
    QVector<Event> events;
    QVector<int> wagons;
    for (int i : activeUnitIndexes(s))
        if (s.units.at(i).side == side && s.units.at(i).type == UnitType::Wagon)
            wagons.append(i);
    if (wagons.isEmpty())
        return events;
    QHash<int, QHash<Hex, int>> reach;
    for (int w : wagons)
        reach.insert(w, supplyReach(s, s.units.at(w).hex, side));

    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.side != side || u.type == UnitType::Wagon || u.ammo == Ammo::Normal || u.isRouted())
            continue;
        const int cost = supplyCost(u);
        int best = -1, bestDist = 0;
        for (int w : wagons) {
            const Unit &wagon = s.units.at(w);
            if (!isOnBoard(wagon) || wagon.supply < cost || !reach.value(w).contains(u.hex))
                continue;
            const int d = reach.value(w).value(u.hex);
            if (best < 0 || d < bestDist) {
                best = w;
                bestDist = d;
            }
        }
        if (best < 0)
            continue;
        Unit &wagon = s.units[best];
        ResupplyEvent e;
        e.unit = u.id;
        e.wagon = wagon.id;
        e.distance = bestDist;
        e.cost = cost;
        e.before = u.ammo;
        u.ammo = Ammo::Normal;
        wagon.supply -= cost;
        e.supplyLeft = wagon.supply;
        if (wagon.supply == 0) {
            // RULES §6: an empty wagon leaves the map (it is not lost to the enemy).
            wagon.onMap = false;
            wagon.gone = true;
            e.wagonLeaves = true;
        }
        events.append(e);
    }
    return events;
}

QVector<Event> returnStragglers(Scenario &s, int percent, std::optional<Side> side)
{
    QVector<Event> events;
    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.stragglers <= 0 || u.isRouted() || enemyAdjacent(s, u.hex, u.side) || (side && u.side != *side))
            continue;
        int back = u.stragglers * percent / 100;
        // Returning men must fit the hex's stacking (a lone unit always fits).
        if (unitsAt(s, u.hex).size() > 1 && u.type != UnitType::Artillery)
            back = std::min(back, std::max(0, kStackMen - stackPointsAt(s, u.hex)));
        if (back <= 0)
            continue;
        u.stragglers -= back;
        u.men += back;
        StragglersReturnEvent e;
        e.unit = u.id;
        e.returned = back;
        e.stillLost = u.stragglers;
        events.append(e);
    }
    return events;
}

} // namespace hardtack
