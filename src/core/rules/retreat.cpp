#include "retreat.h"

#include "board.h"
#include "los.h"
#include "movement.h"
#include "terrain.h"

#include "core/events/events.h"

#include <algorithm>
#include <functional>

namespace hardtack {

namespace {
// Routed or beaten units move as their formation allows; a gun line that
// must go is hauled off as if limbered.
MoveClass retreatClass(const Unit &u)
{
    const MoveClass c = moveClassOf(u);
    return c == MoveClass::Fixed ? MoveClass::Limbered : c;
}

bool canEnter(const Scenario &s, const Unit &u, Hex from, Hex to)
{
    return enterCost(s.map, from, to, retreatClass(u), u.type == UnitType::Artillery).has_value();
}

// Moves a unit one hex; friendly leaders left alone in the old hex go along.
// A routed unit turns its back; a beaten one backs off still facing the enemy.
void stepUnit(Scenario &s, Unit &u, Hex to, bool turnAway)
{
    const Hex from = u.hex;
    if (const auto side = from.sideTowards(to); side && turnAway)
        u.facing = *side;
    u.hex = to;
    u.active = true;
    if (!hasFriendlyUnit(s, from, u.side))
        for (int f : leadersAt(s, from, u.side))
            s.formations[f].leader.hex = to;
}

int nearestDistance(Hex h, const QVector<Hex> &enemies)
{
    int best = INT_MAX;
    for (const Hex &e : enemies)
        best = std::min(best, distance(h, e));
    return best;
}
} // namespace

bool overrunOnDefeat(const Scenario &s, const QVector<int> &defenders, int d)
{
    if (s.units.at(d).type != UnitType::Artillery)
        return false;
    for (int o : defenders)
        if (o != d && isOnBoard(s.units.at(o)))
            return false;
    return true;
}

SurrenderEvent surrender(Scenario &s, Unit &u, SurrenderReason why)
{
    const int men = u.men, guns = u.guns;
    u.prisoners += men;
    u.men = 0;
    u.gunsLost += guns;
    u.gunsCaptured += guns;
    u.guns = 0;
    u.gone = true;
    u.onMap = false;
    u.mustCheck = u.fatigueCheck = false;
    // Leaders with it ride off (they are moved by displaceLeaders if overrun).
    Q_UNUSED(s);
    SurrenderEvent e;
    e.unit = u.id;
    e.hex = u.hex;
    e.prisoners = men;
    e.guns = guns;
    e.reason = why;
    return e;
}

QVector<Event> routRetreat(Scenario &s, int turn, int unitIndex, int maxHexes)
{
    Unit &u = s.units[unitIndex];
    RoutRetreatEvent e;
    e.unit = u.id;
    e.from = u.hex;
    e.maxHexes = maxHexes;
    // The enemies this unit can see, from where it stands now.
    QVector<Hex> enemies;
    for (int i : activeUnitIndexes(s)) {
        const Unit &o = s.units.at(i);
        if (o.side != u.side && canSeeHex(s, turn, u.hex, o.hex))
            enemies.append(o.hex);
    }
    if (enemies.isEmpty()) {
        e.result = RetreatResult::NoEnemyInSight;
        return {e};
    }
    // Every retreat of 1..maxHexes steps, each step farther from the nearest
    // seen enemy, enterable, without enemy units or enemy ZOC; it may pass
    // through a full friendly hex but must end where stacking allows. Best:
    // the longest, then the most road steps, then the farthest end, then the
    // first found (steps tried N, NE, …, NW, depth first).
    //
    // Nobody else moves while it looks, so the board is indexed once, and
    // since every step is farther from the enemy than the last, the best way
    // on from a hex with k steps left does not depend on how the unit got
    // there: it is worked out once per (hex, k). The first best found depth
    // first is the first best of the first best ways on, so the answer is
    // the one a search of every route would give.
    struct Route
    {
        QVector<Hex> hexes; // after the hex it starts from
        int roads = 0;
        int endDistance = 0;
    };
    const auto better = [](const Route &a, const Route &b) {
        if (a.hexes.size() != b.hexes.size())
            return a.hexes.size() > b.hexes.size();
        if (a.roads != b.roads)
            return a.roads > b.roads;
        return a.endDistance > b.endDistance;
    };
    const BoardIndex board(s);
    const Side enemy = otherSide(u.side);
    QHash<Hex, int> distances;
    const auto distanceAt = [&](Hex h) {
        auto it = distances.constFind(h);
        if (it == distances.cend())
            it = distances.insert(h, nearestDistance(h, enemies));
        return *it;
    };
    QHash<QPair<Hex, int>, std::optional<Route>> memo;
    const std::function<std::optional<Route>(Hex, int)> wayOn = [&](Hex from, int left) -> std::optional<Route> {
        const auto key = qMakePair(from, left);
        if (const auto it = memo.constFind(key); it != memo.cend())
            return *it;
        std::optional<Route> best;
        const int here = distanceAt(from);
        for (int k = 0; k < 6; ++k) {
            const HexSide side = HexSide(k);
            const Hex n = from.neighbour(side);
            if (!s.map.contains(n) || !canEnter(s, u, from, n) || board.hasUnitOf(n, enemy) || board.inZocOf(n, enemy))
                continue;
            const int d = distanceAt(n);
            if (d <= here)
                continue;
            const int road = s.map.bestRoadAcross(from, side) ? 1 : 0;
            if (board.stackingAllows(n, unitIndex)) {
                Route stop{{n}, road, d};
                if (!best || better(stop, *best))
                    best = std::move(stop);
            }
            if (left > 1)
                if (const std::optional<Route> on = wayOn(n, left - 1)) {
                    Route via{{n}, road + on->roads, on->endDistance};
                    via.hexes += on->hexes;
                    if (!best || better(via, *best))
                        best = std::move(via);
                }
        }
        memo.insert(key, best);
        return best;
    };
    const std::optional<Route> best = wayOn(u.hex, maxHexes);
    if (!best && !enemyAdjacent(s, u.hex, u.side)) {
        // RULES §11: no route and no enemy next to it: it stays, routed,
        // where it is (a map corner, a river bank, friends all around).
        e.result = RetreatResult::Cornered;
        return {e};
    }
    if (!best) {
        // [reading] "cannot retreat at all", hemmed in with an enemy next to
        // it: before it surrenders it slips one hex into any neighbour free
        // of enemy units where it may stand (an enemy ZOC, or no farther from
        // the enemy, allowed): the one farthest from the nearest seen enemy,
        // then with the fewest enemy-held hexes around it, then the first in
        // N … NW order. Only with no such hex does it surrender.
        std::optional<Hex> slip;
        int slipDistance = -1, slipHemmed = 0;
        for (int k = 0; k < 6; ++k) {
            const Hex n = u.hex.neighbour(HexSide(k));
            if (!s.map.contains(n) || !canEnter(s, u, u.hex, n) || hasEnemyUnit(s, n, u.side)
                || !stackingAllows(s, n, {unitIndex}))
                continue;
            const int d = nearestDistance(n, enemies);
            int hemmed = 0;
            for (const Hex &m : n.neighbours())
                hemmed += hasEnemyUnit(s, m, u.side) ? 1 : 0;
            if (d > slipDistance || (d == slipDistance && hemmed < slipHemmed)) {
                slip = n;
                slipDistance = d;
                slipHemmed = hemmed;
            }
        }
        if (!slip) {
            // One fact, one event: the retreat found no way out, the
            // surrender follows.
            e.result = RetreatResult::NoRetreat;
            return {e, surrender(s, u, SurrenderReason::CannotRetreat)};
        }
        stepUnit(s, u, *slip, true);
        e.path = {*slip};
        e.result = RetreatResult::SlippedAway;
        return {e};
    }
    for (const Hex &h : best->hexes)
        stepUnit(s, u, h, true);
    e.path = best->hexes;
    e.result = RetreatResult::Retreated;
    return {e};
}

QVector<Event> retreatBeatenDefenders(Scenario &s, const QVector<int> &defenders,
                                            const QVector<Hex> &attackerHexes)
{
    QVector<Event> events;
    for (int i : defenders) {
        Unit &u = s.units[i];
        if (!isOnBoard(u))
            continue;
        std::optional<Hex> best;
        int bestScore = 0;
        for (int k = 0; k < 6; ++k) {
            const HexSide side = HexSide(k);
            const Hex n = u.hex.neighbour(side);
            if (!s.map.contains(n) || !canEnter(s, u, u.hex, n) || hasEnemyUnit(s, n, u.side)
                || !stackingAllows(s, n, {i}))
                continue;
            bool away = true;
            for (const Hex &a : attackerHexes)
                away = away && distance(n, a) >= 2;
            if (!away)
                continue;
            const int score = (inEnemyZoc(s, n, u.side) ? 0 : 2) + (s.map.bestRoadAcross(u.hex, side) ? 1 : 0);
            if (!best || score > bestScore) {
                best = n;
                bestScore = score;
            }
        }
        if (!best) {
            events.append(surrender(s, u, SurrenderReason::BeatenNoRetreat));
            continue;
        }
        const Hex from = u.hex;
        stepUnit(s, u, *best, false);
        MeleeRetreatEvent e;
        e.unit = u.id;
        e.from = from;
        e.to = *best;
        events.append(e);
    }
    return events;
}

} // namespace hardtack
