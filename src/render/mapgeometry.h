#pragma once
// Where a map's hexes lie in scene (or image) coordinates: the flat-topped hex
// layout at a given hex width, placed so that the map's bounding box starts at
// (0, 0). The view, the painters and the PNG renderer all share this one answer.

#include "core/hex.h"

#include <QPolygonF>
#include <QRectF>
#include <QVector>

#include <optional>

namespace hardtack {

// An inclusive block of offset coordinates; empty when col0 > col1 or row0 > row1.
struct HexRange
{
    int col0 = 0;
    int col1 = -1;
    int row0 = 0;
    int row1 = -1;

    bool isEmpty() const { return col0 > col1 || row0 > row1; }
    bool contains(Offset o) const { return o.col >= col0 && o.col <= col1 && o.row >= row0 && o.row <= row1; }
};

// The hexes a rect touches, column by column: [rows[i].first, rows[i].second]
// of column col0 + i (even and odd columns are shifted by half a hex).
struct HexCover
{
    int col0 = 0;
    QVector<QPair<int, int>> rows;

    bool contains(Offset o) const
    {
        const int i = o.col - col0;
        return i >= 0 && i < rows.size() && o.row >= rows.at(i).first && o.row <= rows.at(i).second;
    }
    bool contains(Hex h) const { return contains(h.toOffset()); }
    int count() const;
    QVector<Hex> hexes() const; // row by row, west to east
};

class MapGeometry
{
public:
    MapGeometry() = default;
    MapGeometry(int columns, int rows, double hexWidth);

    const HexLayout &layout() const { return m_layout; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    double hexWidth() const { return m_layout.hexWidth(); }
    double hexHeight() const { return m_layout.hexHeight(); }
    double size() const { return m_layout.size(); } // centre to corner
    QRectF bounds() const { return m_bounds; }

    QPointF centre(Hex h) const { return m_layout.centre(h); }
    QPolygonF polygon(Hex h) const;
    QRectF hexRect(Hex h) const; // bounding box of the hex
    // The midpoint of a hexside.
    QPointF sideMidpoint(Hex h, HexSide side) const;
    bool contains(Hex h) const;

    // The hex whose polygon contains p, if it is on the map.
    std::optional<Hex> hexAt(QPointF p) const;

    // The hexes whose bounding boxes intersect rect, clamped to the map. For a
    // flat-topped layout the boxes of one column never overlap, so a small
    // rect inside one hex's middle yields exactly that hex.
    QVector<Hex> hexesIn(const QRectF &rect) const { return coverOf(rect).hexes(); }
    HexCover coverOf(const QRectF &rect) const;
    // The smallest block of offset coordinates that holds hexesIn(rect).
    HexRange rangeOf(const QRectF &rect) const;
    // The rows of column col whose bounding boxes intersect [y0, y1].
    QPair<int, int> rowsOf(int col, double y0, double y1) const;

private:
    HexLayout m_layout;
    int m_columns = 0;
    int m_rows = 0;
    QRectF m_bounds;
};

} // namespace hardtack
