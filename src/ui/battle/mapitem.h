#pragma once
// The map under the counters: one item for the whole map. The map never
// changes during a battle, so it is drawn once per zoom into tiles (images
// of kTile × kTile device pixels, rendered by the map painter,
// render/mappainter.h) kept in a cache with a memory budget; a frame copies
// the visible tiles 1:1. Tiles are rendered on worker threads
// (tilerenderer.h) so that no frame waits for them: until a tile is in, its
// place shows the nearest zoom already rendered, scaled, or else an overview
// of the whole map; the tile replaces it when it arrives. Counters are
// separate items.

#include "itemtypes.h"
#include "tilerenderer.h"

#include "render/mappainter.h"

#include <QCache>
#include <QGraphicsItem>
#include <QImage>
#include <QSet>

namespace hardtack::ui {

class MapItem : public QGraphicsItem
{
public:
    enum { Type = MapItemType };
    static constexpr int kTile = TileRenderer::kTile; // device pixels on a side
    static constexpr qint64 kDefaultBudgetBytes = 192ll * 1024 * 1024;

    // map must outlive the item; sheet draws the objective markers.
    MapItem(const Map *map, double hexWidth, CounterSheet *sheet);
    ~MapItem() override;

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

    // Render missing tiles in paint, on the GUI thread, as one block (tests:
    // the reference the background tiles must equal).
    void setSynchronous(bool on) { m_synchronous = on; }
    // Starts rendering the overview of the whole map (the placeholder of
    // every tile not yet in) before the first paint asks for it, so that the
    // window's first frame already shows the map. Idempotent.
    void startOverview();
    // True when the last paint showed the view's own tiles only (no
    // placeholder) and no tile for it is on its way.
    bool isSharp() const { return m_sharp && m_inFlight == 0; }
    // Runs the event loop until every map item is sharp (screenshots,
    // tests, the benchmark); false after timeoutMs.
    static bool waitUntilSharp(int timeoutMs = 10000);
    // True when every map item has been painted and its last paint showed
    // the map everywhere (its own tiles, or placeholders from another zoom
    // or the overview; no tile left blank): the first frame of the
    // start-up benchmark.
    static bool allShowTheMap();
    // Runs the event loop until allShowTheMap(); false after timeoutMs.
    static bool waitUntilMapShown(int timeoutMs = 10000);
    // Painted, and the last paint left no tile blank.
    bool showsTheMap() const { return m_painted && m_lastBlank == 0; }

    // Hexes and tiles rendered since the item was made (tests check that only
    // the tiles of the view are rendered, and that a cached area renders none).
    int hexesRendered() const { return m_hexes; }
    int tilesRendered() const { return m_tilesRendered; }
    // Tiles the last paint drew from a placeholder.
    int lastPlaceholderTiles() const { return m_lastPlaceholders; }
    // Paints that left part of the map blank (no tile and no placeholder yet).
    int blankPaints() const { return m_blankPaints; }
    bool hasOverview() const { return !m_overview.isNull() && m_overviewGeneration == m_generation; }

private:
    static constexpr double kBandsPerE = 1e6;
    static constexpr int kBlock = 4; // a job renders up to kBlock × kBlock tiles
    static quint64 tileKey(int band, int x, int y);
    void dropTiles();
    // Asks the workers for the missing tiles of the view (band, tile rect),
    // nearest the middle first, and for the overview.
    void schedule(int band, double scale, const QRect &visible);
    void pump();
    // Drops the tiles if the grid was switched since they were drawn.
    void syncGrid();
    void deliver(TileBlock &block);
    void insertTiles(TileBlock &block);
    TileBlock job(int band, double scale, const QRect &tiles) const;
    // Draws device rect `dest` (tile (tx, ty) of band) from another band's
    // tiles or the overview; false if there is none.
    bool drawPlaceholder(QPainter *painter, int band, double scale, QPoint origin, int tx, int ty);

    MapPainter m_painter; // the GUI thread's: the synchronous path
    QCache<quint64, QImage> m_tiles; // cost in KiB
    QImage m_overview;
    double m_overviewScale = 0;
    QVector<int> m_recentBands; // bands with tiles, most recent first
    bool m_cachedGrid;
    int m_generation = 0;
    // What the last paint wanted.
    int m_wantBand = 0;
    double m_wantScale = 0;
    QRect m_wantTiles;
    QSet<quint64> m_blocksInFlight;
    bool m_overviewInFlight = false;
    int m_overviewGeneration = -1;
    int m_inFlight = 0;
    bool m_sharp = true;
    bool m_synchronous = false;
    int m_hexes = 0;
    int m_tilesRendered = 0;
    int m_lastPlaceholders = 0;
    int m_lastBlank = 0; // tiles the last paint left in the background colour
    bool m_painted = false;
    int m_blankPaints = 0;
    TileRenderer m_renderer; // last: waits for its jobs before the rest goes
};

} // namespace hardtack::ui
