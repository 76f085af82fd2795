#include "fastrange.h"

#include "core/rules/board.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <array>
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
    m_hexCost.fill(0, n);
    m_hexNode.fill(-1, n);
    m_hexStamp.fill(0, n);
    m_stepCosts.resize(8);
    m_next.fill(-1, n * 6);
    for (int k = 0; k < n; ++k)
        for (int d = 0; d < 6; ++d)
            m_next[k * 6 + d] = index(m_map->hexAtIndex(k).neighbour(HexSide(d)));
}

int *Occupancy::stepCosts(MoveClass mc, bool artillery) const
{
    QVector<int> &costs = m_stepCosts[int(mc) * 2 + (artillery ? 1 : 0)];
    if (costs.isEmpty())
        costs.fill(-2, hexCount() * 6);
    return costs.data();
}

int Occupancy::stepCost(int k, int d, MoveClass mc, bool artillery) const
{
    int &c = stepCosts(mc, artillery)[k * 6 + d];
    if (c == -2) {
        const Hex here = m_map->hexAtIndex(k);
        const auto cost = enterCost(*m_map, here, here.neighbour(HexSide(d)), mc, artillery);
        c = cost ? *cost : -1;
    }
    return c;
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
    return stackFits(m_count.at(k) + 1, m_points.at(k) + stackingPoints(u));
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
    m_stamp = stamp;
    const bool artillery = u.type == UnitType::Artillery;
    using Item = std::pair<int, int>; // cost, node
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    const int startNode = m_start * 6 + int(u.facing);
    occ.m_nodeStamp[startNode] = stamp;
    occ.m_nodeCost[startNode] = 0;
    occ.m_nodeParent[startNode] = -1;
    open.push({0, startNode});
    const Map &map = occ.map();
    // turnCost by (facing, new facing), looked up in the inner loop.
    std::array<std::array<int, 6>, 6> turn{};
    for (int a = 0; a < 6; ++a)
        for (int b = 0; b < 6; ++b)
            turn[size_t(a)][size_t(b)] = turnCost(HexSide(a), HexSide(b));
    const int *next = occ.m_next.constData();
    int *steps = occ.stepCosts(mc, artillery);
    QVector<int> reached;   // hexes other than the start, in the order first reached
    while (!open.empty()) {
        const auto [c, node] = open.top();
        open.pop();
        if (occ.m_nodeCost[node] < c)
            continue;
        const int k = node / 6;
        const int facing = node % 6;
        if (k != m_start) {
            if (occ.m_hexStamp[k] != stamp) {
                occ.m_hexStamp[k] = stamp;
                occ.m_hexCost[k] = c;
                occ.m_hexNode[k] = node;
                reached.append(k);
            } else if (c < occ.m_hexCost[k]) {
                occ.m_hexCost[k] = c;
                occ.m_hexNode[k] = node;
            }
            if (occ.zoc(k))
                continue; // RULES §4: entering a ZOC ends the move there
        }
        for (int d = 0; d < 6; ++d) {
            const int j = next[k * 6 + d];
            if (j < 0 || occ.enemy(j))
                continue;
            int cost = steps[k * 6 + d];
            if (cost == -2)
                cost = occ.stepCost(k, d, mc, artillery);
            if (cost < 0)
                continue;
            const int nc = c + turn[size_t(facing)][size_t(d)] + cost;
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
    for (int k : std::as_const(reached)) {
        if (!occ.fits(k, u) || (u.isDisrupted() && occ.enemyAdjacent(k)))
            continue;
        m_hexes.append(map.hexAtIndex(k));
    }
    std::sort(m_hexes.begin(), m_hexes.end());
}

int FastRange::at(Hex h) const
{
    const int k = m_occ->index(h);
    if (k < 0 || k == m_start || m_stamp == 0 || m_occ->m_hexStamp[k] != m_stamp)
        return -1;
    return k;
}

int FastRange::cost(Hex h) const
{
    const int k = at(h);
    return k < 0 ? -1 : m_occ->m_hexCost[k];
}

QVector<Hex> FastRange::pathTo(Hex h) const
{
    QVector<Hex> path;
    const int k = at(h);
    if (k < 0)
        return path;
    const Map &map = m_occ->map();
    for (int node = m_occ->m_hexNode[k]; node >= 0 && m_occ->m_nodeParent[node] >= 0; node = m_occ->m_nodeParent[node])
        path.prepend(map.hexAtIndex(node / 6));
    return path;
}

} // namespace hardtack::ai
