#include "board.h"

#include "terrain.h"

#include <QPointF>

#include <algorithm>
#include <cmath>

namespace hardtack {

namespace {
// Hex centres in units of the hex radius (flat-topped), for angle tests only.
QPointF centreOf(Hex h)
{
    return {1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0)};
}

void sortById(const Scenario &s, QVector<int> &idx)
{
    std::sort(idx.begin(), idx.end(), [&](int a, int b) {
        return QString::compare(s.units.at(a).id, s.units.at(b).id) < 0;
    });
}
} // namespace

bool isOnBoard(const Unit &u)
{
    return u.onMap && !u.gone;
}

QVector<int> unitIndexesById(const Scenario &s)
{
    QVector<int> idx(s.units.size());
    for (int i = 0; i < idx.size(); ++i)
        idx[i] = i;
    sortById(s, idx);
    return idx;
}

QVector<int> activeUnitIndexes(const Scenario &s)
{
    QVector<int> idx;
    for (int i = 0; i < s.units.size(); ++i)
        if (isOnBoard(s.units.at(i)))
            idx.append(i);
    sortById(s, idx);
    return idx;
}

QVector<int> unitsAt(const Scenario &s, Hex h)
{
    QVector<int> idx;
    for (int i = 0; i < s.units.size(); ++i)
        if (isOnBoard(s.units.at(i)) && s.units.at(i).hex == h)
            idx.append(i);
    sortById(s, idx);
    return idx;
}

QVector<int> unitsOfSideAt(const Scenario &s, Hex h, Side side)
{
    QVector<int> idx = unitsAt(s, h);
    idx.erase(std::remove_if(idx.begin(), idx.end(), [&](int i) { return s.units.at(i).side != side; }), idx.end());
    return idx;
}

bool hasEnemyUnit(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.side != friendly && u.hex == h)
            return true;
    return false;
}

bool hasFriendlyUnit(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.side == friendly && u.hex == h)
            return true;
    return false;
}

bool enemyAdjacent(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.men > 0 && u.side != friendly && distance(u.hex, h) == 1)
            return true;
    return false;
}

bool inFrontArc(Hex at, HexSide facing, Hex target)
{
    if (target == at)
        return false;
    const QPointF d = centreOf(target) - centreOf(at);
    const QPointF f = centreOf(at.neighbour(facing)) - centreOf(at);
    return d.x() * f.x() + d.y() * f.y() >= -1e-9;
}

bool isEnfilade(const Unit &u, Hex firerHex)
{
    if (u.isRouted())
        return true;
    return !inFrontArc(u.hex, u.facing, firerHex);
}

QVector<Hex> frontHexes(const Unit &u)
{
    return {u.hex.neighbour(rotated(u.facing, -1)), u.hex.neighbour(u.facing), u.hex.neighbour(rotated(u.facing, 1))};
}

bool exertsZoc(const Unit &u)
{
    if (!isOnBoard(u) || u.isRouted() || u.type == UnitType::Wagon)
        return false;
    return u.formation != UnitFormation::Limbered && u.formation != UnitFormation::Column;
}

bool inEnemyZoc(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units) {
        if (u.side == friendly || !exertsZoc(u) || distance(u.hex, h) != 1)
            continue;
        if (frontHexes(u).contains(h))
            return true;
    }
    return false;
}

int stackPointsAt(const Scenario &s, Hex h)
{
    int points = 0;
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.hex == h)
            points += stackingPoints(u);
    return points;
}

bool stackingAllows(const Scenario &s, Hex h, const QVector<int> &arriving, const QVector<int> &leaving)
{
    int points = 0, count = 0;
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        const bool here = isOnBoard(u) && u.hex == h && !leaving.contains(i) && !arriving.contains(i);
        if (here || arriving.contains(i)) {
            points += stackingPoints(u);
            ++count;
        }
    }
    // A hex always holds one unit, however large (a regiment of 1,200 men
    // must be able to stand somewhere).
    return count <= 1 || (points <= kStackMen && count <= kStackUnits);
}

QVector<int> leadersAt(const Scenario &s, Hex h, std::optional<Side> side)
{
    QVector<int> out;
    for (int i = 0; i < s.formations.size(); ++i) {
        const Formation &f = s.formations.at(i);
        if (f.leader.active() && f.leader.hex == h && (!side || f.side == *side))
            out.append(i);
    }
    return out;
}

} // namespace hardtack
