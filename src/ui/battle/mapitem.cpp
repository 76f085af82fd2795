#include "mapitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace hardtack::ui {

MapItem::MapItem(const Map *map, double hexWidth, CounterSheet *sheet)
    : m_painter(map, hexWidth, sheet), m_cachedGrid(m_painter.gridVisible())
{
    // Paint gets the exposed rect, so a scroll copies a strip, not the map.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setZValue(0);
    setCacheBudget(kDefaultBudgetBytes);
}

QRectF MapItem::boundingRect() const
{
    return m_painter.geometry().bounds();
}

void MapItem::invalidate()
{
    m_tiles.clear();
    update();
}

void MapItem::setCacheBudget(qint64 bytes)
{
    // At least the tiles of a 4K view, so that a frame never evicts its own tiles.
    m_tiles.setMaxCost(qsizetype(std::max<qint64>(bytes, 48ll * 1024 * 1024) / 1024));
}

int MapItem::bandOf(double deviceScale)
{
    // Zooms closer than one part in 10⁶ share tiles (the difference is below a pixel).
    return int(std::lround(std::log(deviceScale) * kBandsPerE));
}

double MapItem::bandScale(int band)
{
    return std::exp(band / kBandsPerE);
}

quint64 MapItem::tileKey(int band, int x, int y)
{
    // 24 bits of band (zooms from e^-8 to e^8), 20 of each tile coordinate.
    return (quint64(quint32(band) & 0xffffff) << 40) | (quint64(quint32(x) & 0xfffff) << 20)
         | (quint32(y) & 0xfffff);
}

void MapItem::renderTiles(int band, double scale, const QRect &tiles)
{
    // One paint for the whole block of tiles (a scrolled-in strip, a zoomed
    // view): the painters' set-up per call costs more than the pixels of a tile.
    // Tile (x, y) of a band shows the scene rect whose pixels at this scale
    // are [x·kTile, (x+1)·kTile) × [y·kTile, (y+1)·kTile), the map's corner at (0, 0).
    QImage block(tiles.width() * kTile, tiles.height() * kTile, QImage::Format_RGB32);
    // Paper under the ragged edge of the map (outside the map's box is never copied).
    block.fill(MapPainter::backgroundColour());
    const QRectF scene(tiles.left() * kTile / scale, tiles.top() * kTile / scale, block.width() / scale,
                       block.height() / scale);
    const QRectF area = scene.intersected(boundingRect());
    // The terrain straight into the block's pixels (as the PNG renderer does),
    // then everything over it through a painter.
    const QPointF offset(-tiles.left() * kTile, -tiles.top() * kTile);
    m_lastHexes += m_painter.paintTerrain(block, scale, offset, area);
    {
        QPainter p(&block);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.setTransform(QTransform::fromTranslate(offset.x(), offset.y()).scale(scale, scale));
        m_painter.paint(&p, area, MapPainter::OverlayLayers);
    }
    for (int y = tiles.top(); y <= tiles.bottom(); ++y)
        for (int x = tiles.left(); x <= tiles.right(); ++x) {
            const quint64 key = tileKey(band, x, y);
            if (m_tiles.contains(key))
                continue;
            auto *image = new QImage(block.copy((x - tiles.left()) * kTile, (y - tiles.top()) * kTile, kTile, kTile));
            m_tiles.insert(key, image, qsizetype(image->sizeInBytes() / 1024));
            ++m_lastTiles;
        }
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    m_lastHexes = 0;
    m_lastTiles = 0;
    if (m_painter.gridVisible() != m_cachedGrid) {
        m_cachedGrid = m_painter.gridVisible();
        m_tiles.clear();
    }
    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    if (exposed.isEmpty())
        return;
    const QTransform dev = painter->deviceTransform();
    const bool axisAligned = dev.type() <= QTransform::TxScale && std::abs(dev.m11() - dev.m22()) < 1e-9
                          && dev.m11() > 0;
    if (!axisAligned) {
        // Rotated or sheared (never in the game's view): draw straight.
        painter->fillRect(exposed, MapPainter::backgroundColour());
        m_lastHexes = m_painter.paint(painter, exposed).hexes;
        return;
    }
    // Tiles are drawn 1:1 on device pixels, never resampled (a resampled map
    // looks soft): each zoom has its own tiles, rendered at that zoom.
    const int band = bandOf(dev.m11());
    const double scale = bandScale(band);
    const QPoint origin(int(std::lround(dev.dx())), int(std::lround(dev.dy()))); // the map's corner

    // The device pixels to fill: the exposed part of the map's box.
    const QRect deviceMap = QRectF(QPointF(origin), boundingRect().size() * scale).toAlignedRect();
    const QRect target = dev.mapRect(exposed).toAlignedRect().intersected(deviceMap);
    if (target.isEmpty())
        return;
    // The tiles that hold them.
    const QRect area = target.translated(-origin);
    const int x0 = std::max(0, area.left() / kTile), y0 = std::max(0, area.top() / kTile);
    const int x1 = std::min((deviceMap.width() - 1) / kTile, area.right() / kTile);
    const int y1 = std::min((deviceMap.height() - 1) / kTile, area.bottom() / kTile);

    // Render the tiles not yet cached, in one block.
    QRect missing;
    for (int ty = y0; ty <= y1; ++ty)
        for (int tx = x0; tx <= x1; ++tx)
            if (!m_tiles.contains(tileKey(band, tx, ty)))
                missing |= QRect(tx, ty, 1, 1);
    if (!missing.isEmpty())
        renderTiles(band, scale, missing);

    // Copy in device pixels.
    const QTransform base = painter->worldTransform().inverted() * painter->deviceTransform();
    painter->save();
    painter->setWorldTransform(base.inverted());
    painter->setClipRect(target, Qt::IntersectClip);
    for (int ty = y0; ty <= y1; ++ty)
        for (int tx = x0; tx <= x1; ++tx)
            if (const QImage *image = m_tiles.object(tileKey(band, tx, ty)))
                painter->drawImage(origin + QPoint(tx * kTile, ty * kTile), *image);
    painter->restore();
}

} // namespace hardtack::ui
