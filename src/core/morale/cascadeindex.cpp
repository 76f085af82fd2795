// The positional index behind fast cascades: a dense grid over the bounding
// box of the units and leaders (in offset coordinates, padded by one hex so
// that every neighbour of an indexed hex is a cell too).

#include "morale.h"

#include <QHash>

#include <algorithm>
#include <numeric>

namespace hardtack {

CascadeIndex::CascadeIndex(const Scenario &s)
{
    const int n = int(s.units.size());
    m_cell.assign(n, -1);
    m_brigade.assign(n, 0);
    m_rank.assign(n, 0);
    m_side.assign(n, 0);
    for (int i = 0; i < n; ++i)
        m_side[i] = static_cast<unsigned char>(s.units.at(i).side);

    // Unit id order: ascending QString::compare.
    const QVector<int> order = s.unitOrderById();
    for (int i = 0; i < n; ++i)
        m_rank[order[i]] = i;

    QHash<QString, int> brigades;
    for (int i = 0; i < n; ++i) {
        auto it = brigades.constFind(s.units.at(i).brigade);
        if (it == brigades.cend())
            it = brigades.insert(s.units.at(i).brigade, int(brigades.size()));
        m_brigade[i] = it.value();
    }

    bool any = false;
    int cmin = 0, cmax = 0, rmin = 0, rmax = 0;
    const auto extend = [&](Hex h) {
        const Offset o = h.toOffset();
        if (!any) {
            cmin = cmax = o.col;
            rmin = rmax = o.row;
            any = true;
        }
        cmin = std::min(cmin, o.col);
        cmax = std::max(cmax, o.col);
        rmin = std::min(rmin, o.row);
        rmax = std::max(rmax, o.row);
    };
    for (const Unit &u : s.units)
        if (u.onMap)
            extend(u.hex);
    // Only leaders that count (active, on the map): a side's view parks the
    // enemy leaders it does not see far off the map (kUnseenHex), which
    // would otherwise stretch the grid over a billion cells.
    const auto counts = [&s](const Leader &l) { return l.active() && s.map.contains(l.hex); };
    for (const Formation &f : s.formations)
        if (counts(f.leader))
            extend(f.leader.hex);
    if (any) {
        m_col0 = cmin - 1;
        m_row0 = rmin - 1;
        m_cols = cmax - cmin + 3;
        m_rows = rmax - rmin + 3;
    }
    const int cells = m_cols * m_rows;
    m_leaderMask.assign(cells, 0);
    m_cellStart.assign(cells + 1, 0);

    for (int i = 0; i < n; ++i)
        if (s.units.at(i).onMap)
            m_cell[i] = cellOf(s.units.at(i).hex);
    // Counting sort into cells, visiting units in id order so each cell lists
    // its units in unit id order.
    for (int i = 0; i < n; ++i)
        if (m_cell[i] >= 0)
            ++m_cellStart[m_cell[i] + 1];
    for (int c = 0; c < cells; ++c)
        m_cellStart[c + 1] += m_cellStart[c];
    m_cellUnits.assign(m_cellStart[cells], -1);
    std::vector<int> fill(m_cellStart.begin(), m_cellStart.end() - 1);
    for (int i : order)
        if (m_cell[i] >= 0)
            m_cellUnits[fill[m_cell[i]]++] = i;

    for (const Formation &f : s.formations)
        if (counts(f.leader))
            m_leaderMask[cellOf(f.leader.hex)] |= (1u << int(f.side));

    // Odd-q neighbours (RULES §2) straight on the grid; the padding keeps
    // every neighbour of an indexed hex inside it, outer cells get -1.
    static constexpr int even[6][2] = {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}};
    static constexpr int odd[6][2] = {{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}};
    m_neighbourhood.resize(cells);
    for (int cell = 0; cell < cells; ++cell) {
        const int c = cell % m_cols;
        const int r = cell / m_cols;
        const auto &d = ((c + m_col0) & 1) ? odd : even;
        std::array<int, 7> &out = m_neighbourhood[cell];
        out[0] = cell;
        for (int i = 0; i < 6; ++i) {
            const int nc = c + d[i][0];
            const int nr = r + d[i][1];
            out[i + 1] = (nc < 0 || nr < 0 || nc >= m_cols || nr >= m_rows) ? -1 : nr * m_cols + nc;
        }
    }

    // What a cascade from each cell reaches, per side (cascadeimpl.h walks it).
    m_reachStart.assign(size_t(cells) * 2 + 1, 0);
    m_reach.clear();
    for (int cell = 0; cell < cells; ++cell)
        for (int side = 0; side < 2; ++side) {
            m_reachStart[size_t(cell) * 2 + side] = int(m_reach.size());
            for (int near : m_neighbourhood[cell]) {
                if (near < 0)
                    continue;
                for (const int *o = unitsBegin(near); o != unitsEnd(near); ++o)
                    if (m_side[*o] == side)
                        m_reach.push_back({*o, near != cell});
            }
        }
    m_reachStart[size_t(cells) * 2] = int(m_reach.size());
}

int CascadeIndex::cellOf(Hex h) const
{
    const Offset o = h.toOffset();
    const int c = o.col - m_col0;
    const int r = o.row - m_row0;
    if (c < 0 || r < 0 || c >= m_cols || r >= m_rows)
        return -1;
    return r * m_cols + c;
}

} // namespace hardtack
