#include "los.h"

#include "board.h"
#include "clock.h"
#include "terrain.h"

namespace hardtack {

namespace {
bool blocks(const Map &map, Hex h, double sightHeight)
{
    if (!map.contains(h))
        return false;
    return map.elevationAt(h) + obstacleHeight(map.terrainAt(h)) >= sightHeight - 1e-9;
}

QVector<Hex> observerHexes(const Scenario &s, Side side)
{
    QVector<Hex> out;
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.side == side && !out.contains(u.hex))
            out.append(u.hex);
    for (const Formation &f : s.formations)
        if (f.side == side && f.leader.active() && !out.contains(f.leader.hex))
            out.append(f.leader.hex);
    return out;
}
} // namespace

bool hasLineOfSight(const Map &map, Hex from, Hex to)
{
    const int n = distance(from, to);
    if (n <= 1)
        return true;
    // Sight line: each end one level (the men on it) above its ground.
    const double h0 = map.elevationAt(from) + 1.0;
    const double h1 = map.elevationAt(to) + 1.0;
    // Two lines nudged to either side: where they differ the line runs
    // exactly along a hexside, and it is blocked only if both hexes block.
    const QVector<Hex> a = line(from, to, +1);
    const QVector<Hex> b = line(from, to, -1);
    for (int i = 1; i < n; ++i) {
        const double height = h0 + (h1 - h0) * double(i) / n;
        const bool blockA = blocks(map, a.at(i), height);
        const bool blockB = a.at(i) == b.at(i) ? blockA : blocks(map, b.at(i), height);
        if (blockA && blockB)
            return false;
    }
    return true;
}

int visibilityRange(const Scenario &s, int turn)
{
    return isNightTurn(s, turn) ? kNightVisibility : 0;
}

bool canSeeHex(const Scenario &s, int turn, Hex from, Hex to)
{
    const int vis = visibilityRange(s, turn);
    if (vis > 0 && distance(from, to) > vis)
        return false;
    return hasLineOfSight(s.map, from, to);
}

QStringList visibleEnemies(const Scenario &s, int turn, Side side)
{
    const QVector<Hex> eyes = observerHexes(s, side);
    QStringList out;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side == side)
            continue;
        bool seen = !s.rules.fogOfWar;
        for (int k = 0; !seen && k < eyes.size(); ++k)
            seen = canSeeHex(s, turn, eyes.at(k), u.hex);
        if (seen)
            out.append(u.id);
    }
    return out;
}

bool sideSees(const Scenario &s, int turn, Side side, const Unit &u)
{
    if (u.side == side)
        return true;
    if (!isOnBoard(u))
        return false;
    if (!s.rules.fogOfWar)
        return true;
    for (const Hex &eye : observerHexes(s, side))
        if (canSeeHex(s, turn, eye, u.hex))
            return true;
    return false;
}

} // namespace hardtack
