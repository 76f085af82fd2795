#pragma once
// Roads by kind (RULES §2: pike, road, trail, railroad), hex by hex: a hex the
// road passes through gets a smooth curve between the two hexsides it
// crosses; road ends and junctions get spokes from the hex centre.

#include "lod.h"
#include "mapgeometry.h"

#include "core/map.h"

class QPainter;

namespace hardtack {

class RoadPainter
{
public:
    // scale: device pixels per scene unit (keeps thin roads at least a pixel wide).
    static void paint(QPainter *painter, const Map &map, const MapGeometry &geometry, const QVector<Hex> &hexes,
                      Lod lod, double scale);
};

} // namespace hardtack
