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
const QColor kWallFill(176, 172, 162);

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

bool has(quint8 features, HexsideFeature f)
{
    return features & (1u << int(f));
}

// A stable pseudo-random sign per hexside so streams meander the same way on every redraw.
double meander(Hex h, HexSide side)
{
    const Hex n = h.neighbour(side);
    const Hex a = std::min(h, n), b = std::max(h, n);
    const quint32 v = quint32(a.q * 73856093) ^ quint32(a.r * 19349663) ^ quint32(b.q * 83492791) ^ quint32(b.r * 2654435761u);
    return (v >> 7) & 1 ? 1.0 : -1.0;
}

} // namespace

void HexsidePainter::paintWater(QPainter *painter, const Map &map, const MapGeometry &geometry,
                                const HexCover &cover, Lod lod, double scale)
{
    const double w = geometry.hexWidth();
    const double px = 1.0 / std::max(scale, 1e-6);
    QPainterPath streams;
    QVector<QLineF> fords;
    forEachSide(map, cover, [&](Hex h, HexSide side, quint8 f) {
        if (!has(f, HexsideFeature::Stream) && !has(f, HexsideFeature::Ford))
            return;
        const auto [a, b] = geometry.layout().sideSegment(h, side);
        const QPointF mid = (a + b) / 2, along = b - a;
        const QPointF normal(-along.y(), along.x());
        streams.moveTo(a);
        streams.quadTo(mid + normal * (0.12 * meander(h, side)), b);
        if (has(f, HexsideFeature::Ford))
            fords.append(QLineF(mid - normal * 0.32, mid + normal * 0.32));
    });
    if (streams.isEmpty())
        return;
    painter->save();
    painter->setBrush(Qt::NoBrush);
    if (lod != Lod::Overview)
        painter->strokePath(streams, QPen(kStreamBank, std::max(0.095 * w, 2 * px), Qt::SolidLine, Qt::RoundCap));
    painter->strokePath(streams, QPen(kStream, std::max(0.065 * w, px), Qt::SolidLine, Qt::RoundCap));
    if (!fords.isEmpty() && lod != Lod::Overview) {
        // A sandy crossing with stepping stones.
        painter->setPen(QPen(kFord, 0.12 * w, Qt::SolidLine, Qt::RoundCap));
        painter->drawLines(fords);
        QPen stones(kStreamBank, 0.05 * w, Qt::SolidLine, Qt::RoundCap);
        stones.setDashPattern({0.01, 2.0});
        painter->setPen(stones);
        painter->drawLines(fords);
    }
    painter->restore();
}

void HexsidePainter::paintBarriers(QPainter *painter, const Map &map, const MapGeometry &geometry,
                                   const HexCover &cover, Lod lod, double scale)
{
    const double w = geometry.hexWidth();
    const double px = 1.0 / std::max(scale, 1e-6);
    QPainterPath fences, walls;
    QVector<QPolygonF> bridges;
    forEachSide(map, cover, [&](Hex h, HexSide side, quint8 f) {
        const auto [a, b] = geometry.layout().sideSegment(h, side);
        const QPointF along = b - a, mid = (a + b) / 2;
        const double len = std::hypot(along.x(), along.y());
        const QPointF u = along / len, n(-u.y(), u.x());
        if (has(f, HexsideFeature::Fence)) {
            // The zig-zag "worm" rail fence of the period.
            const int zigs = std::max(2, int(std::lround(len / (0.07 * w))));
            fences.moveTo(a);
            for (int i = 1; i < zigs; ++i)
                fences.lineTo(a + along * (double(i) / zigs) + n * ((i & 1) ? 0.025 * w : -0.025 * w));
            fences.lineTo(b);
        }
        if (has(f, HexsideFeature::StoneWall)) {
            walls.moveTo(a + u * (0.04 * len));
            walls.lineTo(b - u * (0.04 * len));
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
        // Dark mortar under a chain of pale stones: a wall, not a railroad.
        painter->strokePath(walls, QPen(kWallEdge, std::max(0.075 * w, 2 * px), Qt::SolidLine, Qt::FlatCap));
        if (lod != Lod::Overview) {
            QPen stones(kWallFill, 0.045 * w, Qt::SolidLine, Qt::FlatCap);
            stones.setDashPattern({1.1, 0.45});
            painter->strokePath(walls, stones);
        }
    }
    if (!fences.isEmpty())
        painter->strokePath(fences, QPen(kFence, std::max(0.022 * w, px), Qt::SolidLine, Qt::RoundCap,
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
