#include "mapitem.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QThread>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

namespace {
QSet<MapItem *> s_items; // every live map item (waitUntilSharp); GUI thread only
constexpr int kRecentBands = 8;
constexpr double kOverviewPixels = 2048; // the overview's longer side
} // namespace

MapItem::MapItem(const Map *map, double hexWidth, CounterSheet *sheet)
    : m_painter(map, hexWidth, sheet), m_cachedGrid(m_painter.gridVisible()), m_renderer(*map, hexWidth)
{
    // Paint gets the exposed rect, so a scroll copies a strip, not the map.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setZValue(0);
    setCacheBudget(kDefaultBudgetBytes);
    s_items.insert(this);
}

MapItem::~MapItem()
{
    s_items.remove(this);
}

QRectF MapItem::boundingRect() const
{
    return m_painter.geometry().bounds();
}

void MapItem::invalidate()
{
    dropTiles();
    update();
}

void MapItem::dropTiles()
{
    m_tiles.clear();
    m_recentBands.clear();
    ++m_generation; // tiles on their way are stale
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

namespace {
// Runs the event loop (which delivers finished tiles and paints them) until
// every map item meets `done`; false after timeoutMs.
template<typename Done>
bool runEventsUntil(Done done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    for (;;) {
        QCoreApplication::processEvents();
        if (std::all_of(s_items.cbegin(), s_items.cend(), done))
            return true;
        if (t.elapsed() > timeoutMs)
            return false;
        QThread::msleep(1);
    }
}
} // namespace

bool MapItem::waitUntilSharp(int timeoutMs)
{
    return runEventsUntil([](const MapItem *i) { return i->isSharp(); }, timeoutMs);
}

bool MapItem::waitUntilMapShown(int timeoutMs)
{
    return runEventsUntil([](const MapItem *i) { return i->showsTheMap(); }, timeoutMs);
}

bool MapItem::allShowTheMap()
{
    return std::all_of(s_items.cbegin(), s_items.cend(), [](const MapItem *i) { return i->showsTheMap(); });
}

TileBlock MapItem::job(int band, double scale, const QRect &tiles) const
{
    TileBlock b;
    b.generation = m_generation;
    b.band = band;
    b.scale = scale;
    b.tiles = tiles;
    b.grid = m_painter.gridVisible();
    b.objectives = m_painter.objectives();
    return b;
}

void MapItem::insertTiles(TileBlock &b)
{
    int i = 0;
    for (int y = b.tiles.top(); y <= b.tiles.bottom(); ++y)
        for (int x = b.tiles.left(); x <= b.tiles.right(); ++x, ++i) {
            const quint64 key = tileKey(b.band, x, y);
            if (m_tiles.contains(key))
                continue;
            auto *image = new QImage(b.images.at(i));
            m_tiles.insert(key, image, qsizetype(image->sizeInBytes() / 1024));
            ++m_tilesRendered;
        }
    m_hexes += b.hexes;
    m_recentBands.removeOne(b.band);
    m_recentBands.prepend(b.band);
    if (m_recentBands.size() > kRecentBands)
        m_recentBands.removeLast();
}

void MapItem::deliver(TileBlock &b)
{
    if (b.generation != m_generation)
        return; // drawn before invalidate()
    if (b.tiles.isEmpty()) {
        m_overview = b.images.value(0);
        m_overviewScale = b.scale;
        m_overviewGeneration = b.generation;
        if (!m_sharp)
            update();
        return;
    }
    insertTiles(b);
    if (b.band == m_wantBand && b.tiles.intersects(m_wantTiles)) {
        // Only the block's pixels: the rest of the view is already right.
        const QRectF px(b.tiles.left() * kTile, b.tiles.top() * kTile, b.tiles.width() * kTile,
                        b.tiles.height() * kTile);
        update(QRectF(px.topLeft() / b.scale, px.size() / b.scale));
        m_sharp = false; // until that repaint
    }
}

void MapItem::schedule(int band, double scale, const QRect &visible)
{
    m_wantBand = band;
    m_wantScale = scale;
    m_wantTiles = visible;
    m_sharp = true;
    for (int y = visible.top(); y <= visible.bottom() && m_sharp; ++y)
        for (int x = visible.left(); x <= visible.right(); ++x)
            if (!m_tiles.contains(tileKey(band, x, y))) {
                m_sharp = false;
                break;
            }
    pump();
}

void MapItem::startOverview()
{
    syncGrid();
    if (m_synchronous || m_overviewGeneration == m_generation || m_overviewInFlight)
        return;
    const QSizeF size = boundingRect().size();
    const double scale = kOverviewPixels / std::max({size.width(), size.height(), 1.0});
    m_overviewInFlight = true;
    ++m_inFlight;
    m_renderer.start(job(0, scale, QRect()), [this](TileBlock &b) {
        m_overviewInFlight = false;
        --m_inFlight;
        deliver(b);
        pump();
    });
}

void MapItem::syncGrid()
{
    if (m_painter.gridVisible() != m_cachedGrid) {
        m_cachedGrid = m_painter.gridVisible();
        dropTiles();
    }
}

void MapItem::pump()
{
    if (m_synchronous || m_wantScale <= 0)
        return;
    // The overview first: every placeholder falls back on it.
    startOverview();
    const QSizeF mapPx = boundingRect().size() * m_wantScale;
    const QRect all(0, 0, int(std::ceil(mapPx.width() / kTile)), int(std::ceil(mapPx.height() / kTile)));
    if (m_wantTiles.isEmpty())
        return;
    // The view's tiles, then a ring of one tile around it (a pan's next strip).
    for (const QRect &want : {m_wantTiles, m_wantTiles.adjusted(-1, -1, 1, 1).intersected(all)}) {
        if (want.isEmpty())
            continue;
        const QPointF middle = QRectF(want).center();
        QVector<QPoint> blocks;
        for (int by = want.top() / kBlock; by <= want.bottom() / kBlock; ++by)
            for (int bx = want.left() / kBlock; bx <= want.right() / kBlock; ++bx)
                blocks.append(QPoint(bx, by));
        auto distance = [&](QPoint b) {
            const QPointF c((b.x() + 0.5) * kBlock, (b.y() + 0.5) * kBlock);
            return std::hypot(c.x() - middle.x(), c.y() - middle.y());
        };
        std::sort(blocks.begin(), blocks.end(), [&](QPoint a, QPoint b) { return distance(a) < distance(b); });
        for (QPoint b : std::as_const(blocks)) {
            if (m_inFlight >= TileRenderer::maxJobs())
                return;
            const quint64 key = tileKey(m_wantBand, b.x(), b.y());
            if (m_blocksInFlight.contains(key))
                continue;
            const QRect block = QRect(b.x() * kBlock, b.y() * kBlock, kBlock, kBlock).intersected(want);
            QRect missing;
            for (int y = block.top(); y <= block.bottom(); ++y)
                for (int x = block.left(); x <= block.right(); ++x)
                    if (!m_tiles.contains(tileKey(m_wantBand, x, y)))
                        missing |= QRect(x, y, 1, 1);
            if (missing.isEmpty())
                continue;
            m_blocksInFlight.insert(key);
            ++m_inFlight;
            m_renderer.start(job(m_wantBand, m_wantScale, missing), [this, key](TileBlock &done) {
                m_blocksInFlight.remove(key);
                --m_inFlight;
                deliver(done);
                pump();
            });
        }
    }
}

bool MapItem::drawPlaceholder(QPainter *painter, int band, double scale, QPoint origin, int tx, int ty)
{
    const QRectF scene = QRectF(tx * kTile / scale, ty * kTile / scale, kTile / scale, kTile / scale)
                             .intersected(boundingRect());
    if (scene.isEmpty())
        return true;
    const QRect dest(origin + QPoint(tx * kTile, ty * kTile), QSize(kTile, kTile));
    // Another zoom's tiles that cover the whole tile, the nearest zoom first
    // (m_recentBands is sorted so by paint()).
    for (int other : std::as_const(m_recentBands)) {
        if (other == band)
            continue;
        const double s = bandScale(other);
        const int u0 = int(std::floor(scene.left() * s / kTile)), v0 = int(std::floor(scene.top() * s / kTile));
        const int u1 = int(std::floor((scene.right() * s - 0.5) / kTile));
        const int v1 = int(std::floor((scene.bottom() * s - 0.5) / kTile));
        bool covered = true;
        for (int v = v0; v <= v1 && covered; ++v)
            for (int u = u0; u <= u1 && covered; ++u)
                covered = m_tiles.contains(tileKey(other, u, v));
        if (!covered)
            continue;
        painter->save();
        painter->setClipRect(dest, Qt::IntersectClip);
        const double k = kTile * scale / s; // one of its tiles, in device pixels
        for (int v = v0; v <= v1; ++v)
            for (int u = u0; u <= u1; ++u)
                painter->drawImage(QRectF(origin.x() + u * k, origin.y() + v * k, k, k),
                                   *m_tiles.object(tileKey(other, u, v)));
        painter->restore();
        return true;
    }
    if (m_overview.isNull())
        return false;
    const QRectF source(scene.topLeft() * m_overviewScale, scene.size() * m_overviewScale);
    const QRectF target(QPointF(origin) + scene.topLeft() * scale, scene.size() * scale);
    painter->drawImage(target, m_overview, source);
    return true;
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    m_lastPlaceholders = 0;
    m_lastBlank = 0;
    m_painted = true;
    syncGrid();
    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    if (exposed.isEmpty())
        return;
    const QTransform dev = painter->deviceTransform();
    const bool axisAligned = dev.type() <= QTransform::TxScale && std::abs(dev.m11() - dev.m22()) < 1e-9
                          && dev.m11() > 0;
    if (!axisAligned) {
        // Rotated or sheared (never in the game's view): draw straight.
        painter->fillRect(exposed, MapPainter::backgroundColour());
        m_hexes += m_painter.paint(painter, exposed).hexes;
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
    // The tiles of a device rect.
    auto tilesOf = [&](const QRect &deviceRect) {
        const QRect area = deviceRect.intersected(deviceMap).translated(-origin);
        if (area.isEmpty())
            return QRect();
        return QRect(QPoint(std::max(0, area.left() / kTile), std::max(0, area.top() / kTile)),
                     QPoint(std::min((deviceMap.width() - 1) / kTile, area.right() / kTile),
                            std::min((deviceMap.height() - 1) / kTile, area.bottom() / kTile)));
    };
    const QRect drawn = tilesOf(target);

    if (m_synchronous) {
        // Render the tiles not yet cached, in one block.
        QRect missing;
        for (int ty = drawn.top(); ty <= drawn.bottom(); ++ty)
            for (int tx = drawn.left(); tx <= drawn.right(); ++tx)
                if (!m_tiles.contains(tileKey(band, tx, ty)))
                    missing |= QRect(tx, ty, 1, 1);
        if (!missing.isEmpty()) {
            TileBlock b = job(band, scale, missing);
            TileRenderer::render(m_painter, b);
            insertTiles(b);
        }
    }
    // The view's tiles (not only the exposed ones: a partial repaint must
    // not forget a placeholder elsewhere in the view).
    QRect visible = drawn;
    if (widget) {
        const QRectF view = painter->worldTransform().inverted().mapRect(QRectF(widget->rect()));
        visible = tilesOf(dev.mapRect(view).toAlignedRect());
    }
    schedule(band, scale, visible);

    // Placeholders come from the nearest zoom first.
    std::sort(m_recentBands.begin(), m_recentBands.end(),
              [band](int a, int b) { return std::abs(a - band) < std::abs(b - band); });
    // Copy in device pixels.
    const QTransform base = painter->worldTransform().inverted() * painter->deviceTransform();
    painter->save();
    painter->setWorldTransform(base.inverted());
    // A placeholder shows for a moment only: scaled without smoothing, which
    // costs a fraction of a filtered scale (the frame must not wait for it).
    // Without antialiasing too: with it, the raster engine takes its slow
    // path for a scaled image (several times the cost of nearest-pixel
    // scaling), and tiles on whole device pixels gain nothing from it.
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setClipRect(target, Qt::IntersectClip);
    for (int ty = drawn.top(); ty <= drawn.bottom(); ++ty)
        for (int tx = drawn.left(); tx <= drawn.right(); ++tx) {
            if (const QImage *image = m_tiles.object(tileKey(band, tx, ty))) {
                painter->drawImage(origin + QPoint(tx * kTile, ty * kTile), *image);
                continue;
            }
            ++m_lastPlaceholders;
            if (drawPlaceholder(painter, band, scale, origin, tx, ty))
                continue;
            ++m_lastBlank;
            painter->fillRect(QRect(origin + QPoint(tx * kTile, ty * kTile), QSize(kTile, kTile)),
                          MapPainter::backgroundColour());
        }
    painter->restore();
    if (m_lastBlank > 0)
        ++m_blankPaints;
}

} // namespace hardtack::ui
