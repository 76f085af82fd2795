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
} // namespace

bool isOnBoard(const Unit &u)
{
    return u.onMap && !u.gone;
}

QVector<int> unitIndexesById(const Scenario &s)
{
    return s.unitOrderById();
}

QVector<int> activeUnitIndexes(const Scenario &s)
{
    QVector<int> idx;
    idx.reserve(s.units.size());
    for (int i : s.unitOrderById())
        if (isOnBoard(s.units.at(i)))
            idx.append(i);
    return idx;
}

QVector<int> unitsAt(const Scenario &s, Hex h)
{
    QVector<int> idx;
    for (int i = 0; i < s.units.size(); ++i)
        if (s.units.at(i).hex == h && isOnBoard(s.units.at(i)))
            idx.append(i);
    // Few units share a hex: sorted here.
    std::sort(idx.begin(), idx.end(),
              [&](int a, int b) { return QString::compare(s.units.at(a).id, s.units.at(b).id) < 0; });
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
        if (u.hex == h && u.side != friendly && isOnBoard(u))
            return true;
    return false;
}

bool hasFriendlyUnit(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units)
        if (u.hex == h && u.side == friendly && isOnBoard(u))
            return true;
    return false;
}

bool enemyAdjacent(const Scenario &s, Hex h, Side friendly)
{
    for (const Unit &u : s.units)
        if (adjacent(u.hex, h) && u.side != friendly && u.men > 0 && isOnBoard(u))
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
        if (u.side == friendly || !adjacent(u.hex, h) || !exertsZoc(u))
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
        if (u.hex == h && isOnBoard(u))
            points += stackingPoints(u);
    return points;
}

bool stackingAllows(const Scenario &s, Hex h, const QVector<int> &arriving, const QVector<int> &leaving)
{
    int points = 0, count = 0;
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        const bool arrives = arriving.contains(i);
        const bool here = !arrives && u.hex == h && isOnBoard(u) && !leaving.contains(i);
        if (here || arrives) {
            points += stackingPoints(u);
            ++count;
        }
    }
    // A hex always holds one unit, however large (a regiment of 1,200 men
    // must be able to stand somewhere).
    return stackFits(count, points);
}

BoardIndex::BoardIndex(const Scenario &s) : m_s(s)
{
    const size_t n = size_t(std::max(0, s.map.hexCount()));
    for (int k = 0; k < 2; ++k) {
        m_has[k].assign(n, 0);
        m_zoc[k].assign(n, 0);
    }
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        if (!isOnBoard(u))
            continue;
        const int at = s.map.indexOf(u.hex);
        if (at >= 0) {
            m_has[int(u.side)][size_t(at)] = 1;
            m_units[at].append(i);
        }
        if (exertsZoc(u))
            for (const Hex &f : frontHexes(u))
                if (const int j = s.map.indexOf(f); j >= 0)
                    m_zoc[int(u.side)][size_t(j)] = 1;
    }
}

bool BoardIndex::hasUnitOf(Hex h, Side side) const
{
    const int i = m_s.map.indexOf(h);
    return i >= 0 ? m_has[int(side)][size_t(i)] : hasEnemyUnit(m_s, h, otherSide(side));
}

bool BoardIndex::inZocOf(Hex h, Side side) const
{
    const int i = m_s.map.indexOf(h);
    return i >= 0 ? m_zoc[int(side)][size_t(i)] : inEnemyZoc(m_s, h, otherSide(side));
}

bool BoardIndex::enemyAdjacent(Hex h, Side friendly) const
{
    for (const Hex &n : h.neighbours())
        if (m_s.map.contains(n) && hasUnitOf(n, otherSide(friendly)))
            return true;
    return false;
}

bool BoardIndex::stackingAllows(Hex h, int arriving) const
{
    const int at = m_s.map.indexOf(h);
    if (at < 0)
        return hardtack::stackingAllows(m_s, h, {arriving});
    int points = stackingPoints(m_s.units.at(arriving)), count = 1;
    for (int i : m_units.value(at))
        if (i != arriving) {
            points += stackingPoints(m_s.units.at(i));
            ++count;
        }
    return stackFits(count, points);
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
