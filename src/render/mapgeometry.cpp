#include "mapgeometry.h"

#include <climits>
#include <cmath>

namespace hardtack {

MapGeometry::MapGeometry(int columns, int rows, double hexWidth)
    : m_layout(HexLayout::forHexWidth(hexWidth,
                                      QPointF(hexWidth / 2.0, HexLayout(hexWidth / 2.0).hexHeight() / 2.0)))
    , m_columns(std::max(0, columns))
    , m_rows(std::max(0, rows))
{
    m_bounds = QRectF(QPointF(0, 0), m_layout.mapSize(m_columns, m_rows));
}

QPolygonF MapGeometry::polygon(Hex h) const
{
    return QPolygonF(m_layout.polygon(h));
}

QRectF MapGeometry::hexRect(Hex h) const
{
    const QPointF c = centre(h);
    const double s = size(), hh = hexHeight() / 2.0;
    return QRectF(c.x() - s, c.y() - hh, 2 * s, 2 * hh);
}

QPointF MapGeometry::sideMidpoint(Hex h, HexSide side) const
{
    const auto [a, b] = m_layout.sideSegment(h, side);
    return (a + b) / 2.0;
}

bool MapGeometry::contains(Hex h) const
{
    const Offset o = h.toOffset();
    return o.col >= 0 && o.row >= 0 && o.col < m_columns && o.row < m_rows;
}

std::optional<Hex> MapGeometry::hexAt(QPointF p) const
{
    const Hex h = m_layout.hexAt(p);
    if (!contains(h))
        return std::nullopt;
    return h;
}

QPair<int, int> MapGeometry::rowsOf(int col, double y0, double y1) const
{
    // Column col's hex in row r spans [h*(r + odd/2), h*(r + 1 + odd/2)].
    const double h = hexHeight();
    const double shift = (col & 1) ? 0.5 : 0.0;
    int r0 = int(std::floor(y0 / h - shift)) ;
    int r1 = int(std::floor(y1 / h - shift));
    // A box that only touches the rect's edge does not intersect it.
    if ((r0 + 1 + shift) * h <= y0)
        ++r0;
    if ((r1 + shift) * h >= y1 && r1 > r0)
        --r1;
    return {std::max(r0, 0), std::min(r1, m_rows - 1)};
}

HexRange MapGeometry::rangeOf(const QRectF &rect) const
{
    HexRange out;
    if (m_columns == 0 || m_rows == 0 || rect.isEmpty())
        return out;
    // Column c spans x in [1.5*s*c, 1.5*s*c + 2*s].
    const double s = size(), step = 1.5 * s;
    int c0 = int(std::ceil((rect.left() - 2 * s) / step));
    if (c0 * step + 2 * s <= rect.left())
        ++c0;
    int c1 = int(std::floor(rect.right() / step));
    if (c1 * step >= rect.right())
        --c1;
    out.col0 = std::max(c0, 0);
    out.col1 = std::min(c1, m_columns - 1);
    if (out.col0 > out.col1)
        return HexRange{};
    // Even and odd columns are shifted by half a hex: take the union.
    out.row0 = m_rows;
    out.row1 = -1;
    for (int c = out.col0; c <= std::min(out.col0 + 1, out.col1); ++c) {
        const auto [r0, r1] = rowsOf(c, rect.top(), rect.bottom());
        out.row0 = std::min(out.row0, r0);
        out.row1 = std::max(out.row1, r1);
    }
    return out;
}

HexCover MapGeometry::coverOf(const QRectF &rect) const
{
    HexCover out;
    const HexRange range = rangeOf(rect);
    if (range.isEmpty())
        return out;
    out.col0 = range.col0;
    for (int c = range.col0; c <= range.col1; ++c)
        out.rows.append(rowsOf(c, rect.top(), rect.bottom()));
    return out;
}

int HexCover::count() const
{
    int n = 0;
    for (const auto &[r0, r1] : rows)
        n += std::max(0, r1 - r0 + 1);
    return n;
}

QVector<Hex> HexCover::hexes() const
{
    // Row by row: neighbours in the list are neighbours in memory when the
    // terrain is filled into an image, which keeps the fill in the cache.
    QVector<Hex> out;
    out.reserve(count());
    int first = INT_MAX, last = INT_MIN;
    for (const auto &[r0, r1] : rows) {
        first = std::min(first, r0);
        last = std::max(last, r1);
    }
    for (int r = first; r <= last; ++r)
        for (int i = 0; i < rows.size(); ++i)
            if (r >= rows.at(i).first && r <= rows.at(i).second)
                out.append(Hex::fromOffset(col0 + i, r));
    return out;
}

} // namespace hardtack
