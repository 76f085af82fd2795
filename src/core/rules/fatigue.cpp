#include "fatigue.h"

#include "board.h"
#include "terrain.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

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

QJsonObject takeLosses(Scenario &s, Rng &rng, Unit &u, int men, LossKind kind, int fatigueGain)
{
    Q_UNUSED(s);
    const int lost = std::clamp(men, 0, u.men);
    QJsonObject e{{key("unit"), u.id}, {key("lost"), lost}};
    if (lost <= 0)
        return e;
    u.men -= lost;
    u.casualties += lost;
    u.mustCheck = true;
    u.active = true;

    if (u.type == UnitType::Artillery && u.guns > 0) {
        // RULES §7: one gun per 25 men lost; a remainder r loses one with chance r/25.
        int guns = lost / kMenPerGunLost;
        const int rest = lost % kMenPerGunLost;
        QJsonObject g{{key("whole"), guns}, {key("remainder"), rest}};
        if (rest > 0) {
            const double roll = rng.uniform01();
            const bool extra = roll < double(rest) / kMenPerGunLost;
            g.insert(key("chance"), double(rest) / kMenPerGunLost);
            g.insert(key("roll"), roll);
            guns += extra ? 1 : 0;
        }
        guns = std::min(guns, u.guns);
        u.guns -= guns;
        u.gunsLost += guns;
        g.insert(key("gunsLost"), guns);
        e.insert(key("guns"), g);
    }

    // RULES §5: fatigue gain uniform in [L, 3L], times the melee multiplier.
    int raw = -1; // -1: the gain was given, not rolled
    const double mult = fatigueMultiplier(kind);
    const int gain = fatigueGain >= 0 ? fatigueGain : rollFatigueGain(rng, lost, kind, &raw);
    const int before = u.fatigue;
    u.fatigue = std::min(kMaxFatigue, before + gain);
    e.insert(key("fatigue"), QJsonObject{{key("min"), lost}, {key("max"), 3 * lost}, {key("roll"), raw},
                                         {key("multiplier"), mult}, {key("gain"), gain},
                                         {key("before"), before}, {key("after"), u.fatigue}});
    // RULES §5 [seed]: a unit at 900 that takes a further fatigue loss checks
    // (it already owes the check for its losses: one check per unit).
    if (before == kMaxFatigue && gain > 0) {
        u.fatigueCheck = true;
        e.insert(key("fatigueAtMaximum"), true);
    }
    if (u.men == 0) {
        eliminate(u);
        u.mustCheck = u.fatigueCheck = false;
        e.insert(key("eliminated"), true);
    }
    return e;
}

QJsonObject recoverFatigue(Rng &rng, Unit &u, bool night)
{
    const int max = night ? kNightRecovery : kDayRecovery;
    const int roll = rng.uniformInt(0, max);
    const int before = u.fatigue;
    u.fatigue = std::max(0, before - roll);
    return QJsonObject{{key("type"), key("fatigue-recovery")}, {key("unit"), u.id}, {key("night"), night},
                       {key("min"), 0}, {key("max"), max}, {key("roll"), roll},
                       {key("before"), before}, {key("after"), u.fatigue}};
}

double ammoDepletionChance(const Unit &u)
{
    return u.type == UnitType::Artillery ? kAmmoDepletionArtillery : kAmmoDepletionSmallArms;
}

QJsonObject rollAmmoDepletion(Rng &rng, Unit &u)
{
    const double chance = ammoDepletionChance(u);
    const double roll = rng.uniform01();
    const bool drop = roll < chance;
    const Ammo before = u.ammo;
    if (drop && u.ammo != Ammo::Out)
        u.ammo = Ammo(int(u.ammo) + 1);
    return QJsonObject{{key("type"), key("ammo-check")}, {key("unit"), u.id}, {key("chance"), chance},
                       {key("roll"), roll}, {key("dropped"), drop},
                       {key("before"), ammoNames().at(int(before))}, {key("after"), ammoNames().at(int(u.ammo))}};
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

QVector<QJsonObject> resupply(Scenario &s, Side side)
{
    QVector<QJsonObject> events;
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
        const Ammo before = u.ammo;
        u.ammo = Ammo::Normal;
        wagon.supply -= cost;
        QJsonObject e{{key("type"), key("resupply")}, {key("unit"), u.id}, {key("wagon"), wagon.id},
                      {key("distance"), bestDist}, {key("cost"), cost},
                      {key("before"), ammoNames().at(int(before))}, {key("supplyLeft"), wagon.supply}};
        if (wagon.supply == 0) {
            // RULES §6: an empty wagon leaves the map (it is not lost to the enemy).
            wagon.onMap = false;
            wagon.gone = true;
            e.insert(key("wagonLeaves"), true);
        }
        events.append(e);
    }
    return events;
}

QVector<QJsonObject> returnStragglers(Scenario &s)
{
    QVector<QJsonObject> events;
    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.stragglers <= 0 || u.isRouted() || enemyAdjacent(s, u.hex, u.side))
            continue;
        int back = u.stragglers / 4;
        // Returning men must fit the hex's stacking (a lone unit always fits).
        if (unitsAt(s, u.hex).size() > 1 && u.type != UnitType::Artillery)
            back = std::min(back, std::max(0, kStackMen - stackPointsAt(s, u.hex)));
        if (back <= 0)
            continue;
        u.stragglers -= back;
        u.men += back;
        events.append(QJsonObject{{key("type"), key("stragglers-return")}, {key("unit"), u.id},
                                  {key("returned"), back}, {key("stillLost"), u.stragglers}});
    }
    return events;
}

} // namespace hardtack
