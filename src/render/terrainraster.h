#pragma once
// The terrain layer, filled pixel span by pixel span straight into an image.
// A QPainter polygon per hex costs several microseconds; on a 200×200 map that
// alone would take longer than the whole render may. The spans also give the
// hex grid and the elevation contours for free: the first pixel of each span
// lies on the hexside shared with the western neighbour, the first row on the
// one shared with the northern neighbour.

#include "mapgeometry.h"
#include "terrainstyle.h"

#include "core/map.h"

#include <QImage>

namespace hardtack {

struct RasterOptions
{
    bool patterns = true; // pattern tiles, else flat colours
    bool grid = true;     // darken the hexsides
    bool contours = true; // brown lines where the elevation changes
    bool relief = true;   // light north-west and shaded south-east slopes
    // Hill shading: a shade step (TerrainStyle::kShades) per map index, lit
    // from the north-west, precomputed once per map (reliefShades). Null: none.
    const QVector<qint8> *shades = nullptr;
};

class TerrainRaster
{
public:
    // Fills the hexes with their terrain into image (Format_RGB32 or
    // ARGB32_Premultiplied), where an image pixel p shows the scene point
    // (p - offset) / scale. Pixels outside the hexes are left alone.
    // Returns the number of hexes filled.
    // The hill shade of every hex (by Map::indexOf): the slope estimated from
    // the six neighbours' levels, lit from the north-west, in steps of
    // -kShadeSteps..kShadeSteps (negative: in shade). Water is always flat.
    static QVector<qint8> reliefShades(const Map &map);

    static int fill(QImage &image, double scale, QPointF offset, const Map &map, const MapGeometry &geometry,
                    const QVector<Hex> &hexes, TerrainStyle &style, const RasterOptions &options);
};

} // namespace hardtack
