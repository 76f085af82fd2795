#include "fastrange.h"

#include "core/rules/board.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <queue>

namespace hardtack::ai {

Occupancy::Occupancy(const Scenario &s, Side side)
    : m_map(&s.map), m_width(s.map.width), m_height(s.map.height)
{
    const int n = m_width * m_height;
    m_enemy.fill(false, n);
    m_zoc.fill(false, n);
    m_enemyAdjacent.fill(false, n);
    m_points.fill(0, n);
    m_count.fill(0, n);
    m_brigades.resize(n);
    for (const Unit &u : s.units) {
        if (!isOnBoard(u))
            continue;
        const int k = index(u.hex);
        if (k < 0)
            continue;
        if (u.side == side) {
            m_points[k] += stackingPoints(u);
            ++m_count[k];
            m_brigades[k].append(u.brigade);
            continue;
        }
        m_enemy[k] = true;
        for (const Hex &nb : u.hex.neighbours())
            if (const int j = index(nb); j >= 0)
                m_enemyAdjacent[j] = true;
        if (exertsZoc(u))
            for (const Hex &f : frontHexes(u))
                if (const int j = index(f); j >= 0)
                    m_zoc[j] = true;
    }
    m_nodeCost.fill(0, n * 6);
    m_nodeParent.fill(-1, n * 6);
    m_nodeStamp.fill(0, n * 6);
}

int Occupancy::index(Hex h) const
{
    const Offset o = h.toOffset();
    if (o.col < 0 || o.row < 0 || o.col >= m_width || o.row >= m_height)
        return -1;
    return o.row * m_width + o.col;
}

bool Occupancy::otherBrigade(int k, const QString &brigade) const
{
    for (const QString &b : m_brigades.at(k))
        if (b != brigade)
            return true;
    return false;
}

bool Occupancy::fits(int k, const Unit &u) const
{
    // RULES §4: a hex always holds one unit; else 1,000 points and 4 units.
    if (m_count.at(k) == 0)
        return true;
    return m_count.at(k) + 1 <= kStackUnits && m_points.at(k) + stackingPoints(u) <= kStackMen;
}

void Occupancy::leave(const Unit &u)
{
    const int k = index(u.hex);
    if (k < 0)
        return;
    m_points[k] -= stackingPoints(u);
    --m_count[k];
    m_brigades[k].removeOne(u.brigade);
}

void Occupancy::arrive(const Unit &u, Hex h)
{
    const int k = index(h);
    if (k < 0)
        return;
    m_points[k] += stackingPoints(u);
    ++m_count[k];
    m_brigades[k].append(u.brigade);
}

FastRange::FastRange(const Occupancy &occ, const Unit &u, int budget)
    : m_occ(&occ)
{
    const MoveClass mc = moveClassOf(u);
    m_start = occ.index(u.hex);
    if (mc == MoveClass::Fixed || u.isRouted() || u.moveEnded || m_start < 0 || budget <= 0)
        return;
    const int stamp = ++occ.m_stamp;
    const bool artillery = u.type == UnitType::Artillery;
    using Item = std::pair<int, int>; // cost, node
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    const int startNode = m_start * 6 + int(u.facing);
    occ.m_nodeStamp[startNode] = stamp;
    occ.m_nodeCost[startNode] = 0;
    occ.m_nodeParent[startNode] = -1;
    open.push({0, startNode});
    const Map &map = occ.map();
    while (!open.empty()) {
        const auto [c, node] = open.top();
        open.pop();
        if (occ.m_nodeCost[node] < c)
            continue;
        const int k = node / 6;
        const HexSide facing = HexSide(node % 6);
        const Hex here = map.hexAtIndex(k);
        if (k != m_start) {
            auto it = m_best.find(here);
            if (it == m_best.end() || c < it->first)
                m_best.insert(here, {c, node});
            if (occ.zoc(k))
                continue; // RULES §4: entering a ZOC ends the move there
        }
        for (int d = 0; d < 6; ++d) {
            const HexSide side = HexSide(d);
            const Hex next = here.neighbour(side);
            const int j = occ.index(next);
            if (j < 0 || occ.enemy(j))
                continue;
            const auto cost = enterCost(map, here, next, mc, artillery);
            if (!cost)
                continue;
            const int nc = c + turnCost(facing, side) + *cost;
            if (nc > budget)
                continue;
            const int nn = j * 6 + d;
            if (occ.m_nodeStamp[nn] == stamp && occ.m_nodeCost[nn] <= nc)
                continue;
            occ.m_nodeStamp[nn] = stamp;
            occ.m_nodeCost[nn] = nc;
            occ.m_nodeParent[nn] = node;
            open.push({nc, nn});
        }
    }
    for (auto it = m_best.cbegin(); it != m_best.cend(); ++it) {
        const int k = occ.index(it.key());
        if (!occ.fits(k, u) || (u.isDisrupted() && occ.enemyAdjacent(k)))
            continue;
        m_hexes.append(it.key());
    }
    std::sort(m_hexes.begin(), m_hexes.end());
}

int FastRange::cost(Hex h) const
{
    return m_best.value(h, {-1, -1}).first;
}

QVector<Hex> FastRange::pathTo(Hex h) const
{
    QVector<Hex> path;
    auto it = m_best.find(h);
    if (it == m_best.end())
        return path;
    const Map &map = m_occ->map();
    for (int node = it->second; node >= 0 && m_occ->m_nodeParent[node] >= 0; node = m_occ->m_nodeParent[node])
        path.prepend(map.hexAtIndex(node / 6));
    return path;
}

} // namespace hardtack::ai
