#include "hexsidepainter.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <functional>

namespace hardtack {

namespace {

const QColor kStream(70, 120, 178);
const QColor kStreamBank(46, 86, 138);
const QColor kFord(214, 196, 150);
const QColor kBridgeDeck(164, 128, 92);
const QColor kBridgeEdge(70, 50, 34);
const QColor kFence(112, 80, 48);
const QColor kWallEdge(66, 64, 60);
const QColor kWallFill(128, 126, 118);
const QColor kWallStone(206, 202, 190);

using SideVisitor = std::function<void(Hex h, HexSide side, quint8 features)>;

// Calls visit once per hexside with features that borders a hex of the cover.
void forEachSide(const Map &map, const HexCover &cover, const SideVisitor &visit)
{
    for (int i = 0; i < cover.rows.size(); ++i) {
        const int col = cover.col0 + i;
        for (int row = cover.rows.at(i).first; row <= cover.rows.at(i).second; ++row) {
            const Hex h = Hex::fromOffset(col, row);
            for (int k = 0; k < 6; ++k) {
                const HexSide side = HexSide(k);
                const quint8 f = map.sideFeatures(h, side);
                if (!f)
                    continue;
                // N, NE, SE belong to this hex; the others to the neighbour, unless it is not drawn.
                if (k >= 3 && cover.contains(h.neighbour(side)))
                    continue;
                visit(h, side, f);
            }
        }
    }
}

// Each hexside is stroked on its own: Qt's antialiasing rasterizer slows down
// sharply with the bounding box of one path made of many far-apart pieces.
void strokeAll(QPainter *painter, const QVector<QPainterPath> &paths, const QPen &pen)
{
    for (const QPainterPath &p : paths)
        painter->strokePath(p, pen);
}

bool has(quint8 features, HexsideFeature f)
{
    return features & (1u << int(f));
}

// A stable pseudo-random sign per hexside so streams meander the same way on every redraw.
double meander(Hex h, HexSide side)
{
    const Hex n = h.neighbour(side);
    const Hex a = std::min(h, n), b = std::max(h, n);
    // Unsigned arithmetic: the products wrap (a signed overflow would be undefined).
    const quint32 v = quint32(a.q) * 73856093u ^ quint32(a.r) * 19349663u ^ quint32(b.q) * 83492791u
                    ^ quint32(b.r) * 2654435761u;
    return (v >> 7) & 1 ? 1.0 : -1.0;
}

} // namespace

void HexsidePainter::paintWater(QPainter *painter, const Map &map, const MapGeometry &geometry,
                                const HexCover &cover, Lod lod, double scale)
{
    const double w = geometry.hexWidth();
    const double px = 1.0 / std::max(scale, 1e-6);
    QVector<QPainterPath> streams;
    QVector<QLineF> fords;
    forEachSide(map, cover, [&](Hex h, HexSide side, quint8 f) {
        if (!has(f, HexsideFeature::Stream) && !has(f, HexsideFeature::Ford))
            return;
        const auto [a, b] = geometry.layout().sideSegment(h, side);
        const QPointF mid = (a + b) / 2, along = b - a;
        const QPointF normal(-along.y(), along.x());
        QPainterPath stream(a);
        stream.quadTo(mid + normal * (0.12 * meander(h, side)), b);
        streams.append(stream);
        if (has(f, HexsideFeature::Ford))
            fords.append(QLineF(mid - normal * 0.32, mid + normal * 0.32));
    });
    if (streams.isEmpty())
        return;
    painter->save();
    painter->setBrush(Qt::NoBrush);
    if (lod != Lod::Overview)
        strokeAll(painter, streams, QPen(kStreamBank, std::max(0.095 * w, 2 * px), Qt::SolidLine, Qt::RoundCap));
    strokeAll(painter, streams, QPen(kStream, std::max(0.065 * w, px), Qt::SolidLine, Qt::RoundCap));
    if (!fords.isEmpty() && lod != Lod::Overview) {
        // A sandy crossing with stepping stones.
        QPen stones(kStreamBank, 0.05 * w, Qt::SolidLine, Qt::RoundCap);
        stones.setDashPattern({0.01, 2.0});
        for (const QLineF &ford : std::as_const(fords)) {
            painter->setPen(QPen(kFord, 0.12 * w, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(ford);
            painter->setPen(stones);
            painter->drawLine(ford);
        }
    }
    painter->restore();
}

void HexsidePainter::paintBarriers(QPainter *painter, const Map &map, const MapGeometry &geometry,
                                   const HexCover &cover, Lod lod, double scale)
{
    const double w = geometry.hexWidth();
    const double px = 1.0 / std::max(scale, 1e-6);
    QVector<QPainterPath> fences, walls;
    QVector<QPolygonF> bridges;
    forEachSide(map, cover, [&](Hex h, HexSide side, quint8 f) {
        const auto [a, b] = geometry.layout().sideSegment(h, side);
        const QPointF along = b - a, mid = (a + b) / 2;
        const double len = std::hypot(along.x(), along.y());
        const QPointF u = along / len, n(-u.y(), u.x());
        if (has(f, HexsideFeature::Fence)) {
            // The zig-zag "worm" rail fence of the period.
            const int zigs = std::max(2, int(std::lround(len / (0.07 * w))));
            QPainterPath fence(a);
            for (int i = 1; i < zigs; ++i)
                fence.lineTo(a + along * (double(i) / zigs) + n * ((i & 1) ? 0.025 * w : -0.025 * w));
            fence.lineTo(b);
            fences.append(fence);
        }
        if (has(f, HexsideFeature::StoneWall)) {
            QPainterPath wall(a + u * (0.04 * len));
            wall.lineTo(b - u * (0.04 * len));
            walls.append(wall);
        }
        if (has(f, HexsideFeature::Bridge)) {
            // A deck across the hexside, from one hex into the other.
            const double half = 0.2 * w, width = 0.065 * w;
            bridges.append(QPolygonF({mid - n * half - u * width, mid + n * half - u * width,
                                      mid + n * half + u * width, mid - n * half + u * width}));
        }
    });
    painter->save();
    painter->setBrush(Qt::NoBrush);
    if (!walls.isEmpty()) {
        // A dark band set with pale fieldstones: a wall, not a road or a railroad.
        strokeAll(painter, walls, QPen(kWallEdge, std::max(0.08 * w, 2 * px), Qt::SolidLine, Qt::RoundCap));
        if (lod != Lod::Overview) {
            strokeAll(painter, walls, QPen(kWallFill, 0.05 * w, Qt::SolidLine, Qt::RoundCap));
            QPen stones(kWallStone, 0.034 * w, Qt::SolidLine, Qt::RoundCap);
            stones.setDashPattern({0.01, 1.35});
            strokeAll(painter, walls, stones);
        }
    }
    if (!fences.isEmpty())
        strokeAll(painter, fences, QPen(kFence, std::max(0.022 * w, px), Qt::SolidLine, Qt::RoundCap,
                                         Qt::MiterJoin));
    if (!bridges.isEmpty()) {
        painter->setPen(QPen(kBridgeEdge, std::max(0.02 * w, px)));
        painter->setBrush(kBridgeDeck);
        for (const QPolygonF &p : std::as_const(bridges))
            painter->drawPolygon(p);
    }
    painter->restore();
}

} // namespace hardtack
