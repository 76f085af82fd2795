#include "roadpainter.h"

#include <QPainter>
#include <QPainterPath>

namespace hardtack {

namespace {

struct RoadLook
{
    QColor casing;       // invalid: none
    double casingWidth;  // in hex widths
    QColor fill;
    double fillWidth;
    QVector<qreal> dashes; // in pen widths; empty: solid
};

// Pike and road are cased (a dark edge around a light bed) so they read as
// the main routes; trails are dashed footpaths; railroads are a dark line
// with cross ties, drawn as a wide dashed pen.
const RoadLook kLooks[] = {
    {QColor(96, 66, 40), 0.15, QColor(236, 206, 140), 0.10, {}},     // pike
    {QColor(118, 90, 60), 0.11, QColor(228, 212, 172), 0.065, {}},   // road
    {QColor(), 0, QColor(122, 90, 56), 0.035, {2.5, 1.6}},         // trail
    {QColor(), 0, QColor(52, 48, 44), 0.032, {}},                   // railroad
};
const double kTieWidth = 0.12;
const QVector<qreal> kTieDashes{0.22, 0.85};

// The exits of a hex for one road kind, as hexsides (at most six).
int exitsOf(const Map &map, Hex h, quint8 bit, int *exits)
{
    int n = 0;
    for (int k = 0; k < 6; ++k)
        if (map.roadsAcross(h, HexSide(k)) & bit)
            exits[n++] = k;
    return n;
}

// Where the road goes on beyond the hexside `side` of h: the far exit of the
// neighbour when the road just passes through it, else the neighbour's centre.
QPointF beyond(const Map &map, const MapGeometry &geometry, Hex h, HexSide side, quint8 bit)
{
    const Hex n = h.neighbour(side);
    int exits[6];
    if (exitsOf(map, n, bit, exits) == 2) {
        const int back = int(opposite(side));
        return geometry.sideMidpoint(n, HexSide(exits[0] == back ? exits[1] : exits[0]));
    }
    return geometry.centre(n);
}

// Roads run through the hexside midpoints on a Catmull-Rom spline: a road
// straight across the odd-q columns comes out straight (not zig-zagging from
// centre to centre) and bends are smooth where two hexes meet, because both
// hexes compute the same tangent there.
// One small path per hex: Qt's antialiasing rasterizer slows down sharply
// with the size of a path's bounding box, so a map-wide path of many pieces
// costs twenty times more than its pieces stroked one by one.
QVector<QPainterPath> pathsFor(const Map &map, const MapGeometry &geometry, const QVector<Hex> &hexes, RoadKind kind)
{
    QVector<QPainterPath> paths;
    const quint8 bit = quint8(1u << int(kind));
    for (const Hex &h : hexes) {
        int exits[6];
        const int n = exitsOf(map, h, bit, exits);
        if (n == 0)
            continue;
        QPainterPath path;
        if (n == 2) {
            const QPointF p1 = geometry.sideMidpoint(h, HexSide(exits[0]));
            const QPointF p2 = geometry.sideMidpoint(h, HexSide(exits[1]));
            const QPointF p0 = beyond(map, geometry, h, HexSide(exits[0]), bit);
            const QPointF p3 = beyond(map, geometry, h, HexSide(exits[1]), bit);
            path.moveTo(p1);
            path.cubicTo(p1 + (p2 - p0) / 6.0, p2 - (p3 - p1) / 6.0, p2);
        } else {
            // Road ends and junctions: spokes from the centre.
            const QPointF c = geometry.centre(h);
            for (int i = 0; i < n; ++i) {
                path.moveTo(c);
                path.lineTo(geometry.sideMidpoint(h, HexSide(exits[i])));
            }
        }
        paths.append(path);
    }
    return paths;
}

void strokeAll(QPainter *painter, const QVector<QPainterPath> &paths, const QPen &pen)
{
    for (const QPainterPath &p : paths)
        painter->strokePath(p, pen);
}

QPen roadPen(const QColor &colour, double width, const QVector<qreal> &dashes, Qt::PenCapStyle cap)
{
    QPen pen(colour, width, Qt::SolidLine, cap, Qt::RoundJoin);
    if (!dashes.isEmpty())
        pen.setDashPattern(dashes);
    return pen;
}

} // namespace

void RoadPainter::paint(QPainter *painter, const Map &map, const MapGeometry &geometry, const QVector<Hex> &hexes,
                        Lod lod, double scale)
{
    if (map.roads.isEmpty())
        return;
    const double w = geometry.hexWidth();
    const double minWidth = 1.0 / std::max(scale, 1e-6); // one device pixel
    QVector<QPainterPath> paths[4];
    for (int k = 0; k < 4; ++k)
        paths[k] = pathsFor(map, geometry, hexes, RoadKind(k));

    painter->save();
    painter->setBrush(Qt::NoBrush);
    const bool detailed = lod != Lod::Overview;
    if (detailed) {
        for (int k = 0; k < 2; ++k)
            strokeAll(painter, paths[k],
                      roadPen(kLooks[k].casing, std::max(kLooks[k].casingWidth * w, 2 * minWidth), {}, Qt::RoundCap));
    }
    for (int k = 0; k < 4; ++k) {
        if (paths[k].isEmpty())
            continue;
        const RoadLook &look = kLooks[k];
        if (RoadKind(k) == RoadKind::Railroad && detailed)
            strokeAll(painter, paths[k], roadPen(look.fill, kTieWidth * w, kTieDashes, Qt::FlatCap));
        const QColor colour = detailed ? look.fill : (look.casing.isValid() ? look.casing : look.fill);
        strokeAll(painter, paths[k], roadPen(colour, std::max(look.fillWidth * w, minWidth),
                                             detailed ? look.dashes : QVector<qreal>{}, Qt::RoundCap));
    }
    painter->restore();
}

} // namespace hardtack
