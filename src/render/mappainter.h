#pragma once
// The map painter: draws a map's layers in order (terrain with elevation
// tint, relief and contours; streams and fords; roads; bridges, fences and
// walls; objectives; labels) for the part of the scene that is exposed, and
// only the hexes that intersect it. The level of detail follows the size of a
// hex on the device (lod.h).

#include "lod.h"
#include "mapgeometry.h"
#include "terrainraster.h"
#include "terrainstyle.h"

#include "core/map.h"
#include "core/scenario.h"

#include <QColor>
#include <QFlags>
#include <QPainterPath>

class QPainter;

namespace hardtack {

class CounterSheet;

class MapPainter
{
public:
    enum Layer {
        TerrainLayer = 0x1,
        WaterLayer = 0x2,    // streams, fords
        RoadLayer = 0x4,
        BarrierLayer = 0x8,  // bridges, fences, stone walls
        ObjectiveLayer = 0x10,
        LabelLayer = 0x20,
        AllLayers = 0x3f,
        OverlayLayers = AllLayers & ~TerrainLayer, // everything drawn over the terrain
    };
    Q_DECLARE_FLAGS(Layers, Layer)

    struct Stats
    {
        int hexes = 0; // hexes visited (those whose boxes intersect the exposed rect)
    };

    // map must outlive the painter. sheet (optional) draws objective markers.
    MapPainter(const Map *map, double hexWidth, CounterSheet *sheet = nullptr);

    const Map &map() const { return *m_map; }
    const MapGeometry &geometry() const { return m_geometry; }
    void setObjectives(const QVector<Objective> &objectives) { m_objectives = objectives; }
    const QVector<Objective> &objectives() const { return m_objectives; }
    void setGridVisible(bool on) { m_grid = on; }
    bool gridVisible() const { return m_grid; }

    // The colour around the map's ragged edge.
    static QColor backgroundColour() { return QColor(232, 224, 200); }
    Lod lodAt(double deviceScale) const { return lodForHexPixels(m_geometry.hexWidth() * deviceScale); }

    // Paints the exposed part of the map (scene coordinates) with the
    // painter's current transform.
    Stats paint(QPainter *painter, const QRectF &exposed, Layers layers = AllLayers);

    // The terrain layer straight into image, whose pixel p shows the scene
    // point (p - offset) / scale; only hexes that intersect exposed. Returns
    // the number of hexes filled.
    int paintTerrain(QImage &image, double scale, QPointF offset, const QRectF &exposed);

private:
    RasterOptions rasterOptions(Lod lod) const;
    void paintTerrainVector(QPainter *painter, const QVector<Hex> &hexes);
    void paintObjectives(QPainter *painter, const QRectF &exposed, Lod lod);
    void paintLabels(QPainter *painter, const QRectF &exposed);

    const Map *m_map;
    MapGeometry m_geometry;
    CounterSheet *m_sheet;
    TerrainStyle m_style;
    QVector<qint8> m_shades; // hill shade per hex (TerrainRaster::reliefShades), the map is fixed
    QVector<Objective> m_objectives;
    QVector<QPainterPath> m_labelPaths; // lettering of each map label, placed on the map
    bool m_grid = true;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(MapPainter::Layers)

} // namespace hardtack
