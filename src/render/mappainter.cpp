#include "mappainter.h"
#include "countersheet.h"
#include "hexsidepainter.h"
#include "paintutil.h"
#include "roadpainter.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hardtack {

namespace {

const QColor kLabelInk(58, 40, 24);
const QColor kLabelHalo(250, 244, 226, 215);

QFont labelFont(double pixelSize)
{
    // Period maps letter their place names in an italic serif.
    QFont f;
    f.setFamilies({QStringLiteral("P052"), QStringLiteral("C059"), QStringLiteral("DejaVu Serif")});
    f.setItalic(true);
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    return f;
}

} // namespace

MapPainter::MapPainter(const Map *map, double hexWidth, CounterSheet *sheet)
    : m_map(map), m_geometry(map->width, map->height, hexWidth), m_sheet(sheet),
      m_shades(TerrainRaster::reliefShades(*map))
{
}

RasterOptions MapPainter::rasterOptions(Lod lod) const
{
    RasterOptions o;
    o.patterns = lod != Lod::Overview;
    o.grid = m_grid && lod != Lod::Overview;
    o.contours = true;
    // Hill shading where ridges must read from afar; close up the bevel along
    // each step shows the slope instead (a close zoom's tiles are too large
    // to keep seven shades of each). One of the two, never both: together
    // they cost more and turn the slopes into a mosaic.
    o.relief = lod == Lod::Detail;
    if (lod != Lod::Detail)
        o.shades = &m_shades;
    return o;
}

int MapPainter::paintTerrain(QImage &image, double scale, QPointF offset, const QRectF &exposed)
{
    const QVector<Hex> hexes = m_geometry.hexesIn(exposed);
    return TerrainRaster::fill(image, scale, offset, *m_map, m_geometry, hexes, m_style,
                               rasterOptions(lodAt(scale)));
}

void MapPainter::paintTerrainVector(QPainter *painter, const QVector<Hex> &hexes)
{
    // For rotated or sheared transforms only (never used by the game's view).
    painter->save();
    painter->setPen(Qt::NoPen);
    for (const Hex &h : hexes) {
        const int i = m_map->indexOf(h);
        painter->setBrush(TerrainStyle::colour(m_map->terrain.at(i), m_map->elevation.at(i), m_shades.at(i)));
        painter->drawPolygon(m_geometry.polygon(h));
    }
    painter->restore();
}

MapPainter::Stats MapPainter::paint(QPainter *painter, const QRectF &exposed, Layers layers)
{
    Stats stats;
    const QRectF area = exposed.intersected(m_geometry.bounds());
    if (area.isEmpty())
        return stats;
    const HexCover cover = m_geometry.coverOf(area);
    const QVector<Hex> hexes = cover.hexes();
    stats.hexes = int(hexes.size());
    const double scale = deviceScale(painter);
    const Lod lod = lodAt(scale);

    if (layers & TerrainLayer) {
        const QTransform dev = painter->deviceTransform();
        const bool axisAligned = dev.type() <= QTransform::TxScale && std::abs(dev.m11() - dev.m22()) < 1e-9
                              && dev.m11() > 0;
        if (axisAligned) {
            // Fill at device resolution, then blit 1:1, in tiles so that a
            // huge exposed area never needs one huge image.
            const QRect target = dev.mapRect(area).toAlignedRect();
            constexpr int kTile = 1024;
            for (int ty = target.top(); ty <= target.bottom(); ty += kTile)
                for (int tx = target.left(); tx <= target.right(); tx += kTile) {
                    const QRect tile = QRect(tx, ty, kTile, kTile).intersected(target);
                    const QRectF tileScene = dev.inverted().mapRect(QRectF(tile));
                    QImage image(tile.size(), QImage::Format_ARGB32_Premultiplied);
                    image.fill(Qt::transparent);
                    const QVector<Hex> tileHexes = target == tile ? hexes : m_geometry.hexesIn(tileScene);
                    TerrainRaster::fill(image, dev.m11(), QPointF(dev.dx(), dev.dy()) - QPointF(tile.topLeft()),
                                        *m_map, m_geometry, tileHexes, m_style, rasterOptions(lod));
                    drawImageAtDevicePixel(painter, tile.topLeft(), image);
                }
        } else {
            paintTerrainVector(painter, hexes);
        }
    }

    // Strokes and labels of the visited hexes reach past the exposed rect:
    // clip, so that painting a rect never touches a pixel outside it.
    painter->save();
    painter->setClipRect(exposed, Qt::IntersectClip);
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (layers & WaterLayer)
        HexsidePainter::paintWater(painter, *m_map, m_geometry, cover, lod, scale);
    if (layers & RoadLayer)
        RoadPainter::paint(painter, *m_map, m_geometry, hexes, lod, scale);
    if (layers & BarrierLayer)
        HexsidePainter::paintBarriers(painter, *m_map, m_geometry, cover, lod, scale);
    if (layers & ObjectiveLayer)
        paintObjectives(painter, area, lod);
    if ((layers & LabelLayer) && m_geometry.hexWidth() * scale >= kLabelsFrom)
        paintLabels(painter, exposed);
    painter->restore();
    return stats;
}

void MapPainter::paintObjectives(QPainter *painter, const QRectF &exposed, Lod lod)
{
    if (!m_sheet || m_objectives.isEmpty())
        return;
    // A gold star in the upper right of the hex, clear of counters and leaders.
    const double h = m_geometry.hexHeight();
    const double size = (lod == Lod::Overview ? 0.5 : 0.34) * h;
    for (const Objective &o : m_objectives) {
        const QPointF c = m_geometry.centre(o.hex) + QPointF(0.42 * h, -0.27 * h);
        const QRectF r(c.x() - size / 2, c.y() - size / 2, size, size);
        if (!r.intersects(exposed))
            continue;
        const double scale = deviceScale(painter);
        const int px = std::max(3, int(std::lround(size * scale)));
        drawImageOnDevicePixels(painter, r.topLeft(), m_sheet->element(QStringLiteral("objective"), QSize(px, px)));
    }
}

void MapPainter::paintLabels(QPainter *painter, const QRectF &exposed)
{
    if (m_map->labels.isEmpty())
        return;
    const double w = m_geometry.hexWidth(), h = m_geometry.hexHeight();
    if (m_labelPaths.size() != m_map->labels.size()) {
        // Lettered once: turning text into outlines is the slow part.
        const QFont font = labelFont(0.27 * w);
        m_labelPaths.clear();
        for (const MapLabel &label : m_map->labels) {
            QPainterPath path;
            path.addText(QPointF(0, 0), font, label.text);
            // Centred low in the hex: counters sit in the middle, leaders
            // and objectives at the top.
            path.translate(m_geometry.centre(label.hex) + QPointF(0, 0.33 * h) - path.boundingRect().center());
            m_labelPaths.append(path);
        }
    }
    painter->save();
    const double halo = 0.09 * w;
    for (const QPainterPath &path : std::as_const(m_labelPaths)) {
        if (!path.boundingRect().adjusted(-halo, -halo, halo, halo).intersects(exposed))
            continue;
        painter->strokePath(path, QPen(kLabelHalo, halo, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->fillPath(path, kLabelInk);
    }
    painter->restore();
}

} // namespace hardtack
