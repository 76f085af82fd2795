#pragma once
// The map under the counters: one item for the whole map. The map never
// changes during a battle, so it is drawn once per zoom into tiles (images
// of kTile × kTile device pixels, rendered by the map painter,
// render/mappainter.h, when first seen) kept in a cache with a memory budget;
// a frame copies the visible tiles 1:1. Counters are separate items.

#include "itemtypes.h"

#include "render/mappainter.h"

#include <QCache>
#include <QGraphicsItem>
#include <QImage>

namespace hardtack::ui {

class MapItem : public QGraphicsItem
{
public:
    enum { Type = MapItemType };
    static constexpr int kTile = 256; // device pixels on a side
    static constexpr qint64 kDefaultBudgetBytes = 192ll * 1024 * 1024;

    // map must outlive the item; sheet draws the objective markers.
    MapItem(const Map *map, double hexWidth, CounterSheet *sheet);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const MapGeometry &geometry() const { return m_painter.geometry(); }
    // Changing what the painter draws needs invalidate() (the grid switch is
    // noticed by the next paint).
    MapPainter &mapPainter() { return m_painter; }
    // Drops every cached tile and repaints.
    void invalidate();
    void setCacheBudget(qint64 bytes);
    // Tiles are kept per zoom band: the band of a view scale (device pixels
    // per scene unit), and the scale its tiles are rendered at.
    static int bandOf(double deviceScale);
    static double bandScale(int band);

    // Hexes rendered into tiles by the last paint (tests check that only
    // tiles meeting the exposed area are rendered, and that a cached area
    // renders none).
    int lastHexesPainted() const { return m_lastHexes; }
    int lastTilesRendered() const { return m_lastTiles; }

private:
    static constexpr double kBandsPerE = 1e6;
    static quint64 tileKey(int band, int x, int y);
    // Renders the tiles of a block (tile coordinates) that are not cached.
    void renderTiles(int band, double scale, const QRect &tiles);

    MapPainter m_painter;
    QCache<quint64, QImage> m_tiles; // cost in KiB
    bool m_cachedGrid;
    int m_lastHexes = 0;
    int m_lastTiles = 0;
};

} // namespace hardtack::ui
