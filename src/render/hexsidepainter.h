#pragma once
// Hexside features (RULES §2): streams and fords, then (after the roads)
// bridges, worm fences and stone walls. Each hexside is drawn once: by the hex
// to its south for N, NE and SE sides, or by the visited hex when its
// neighbour was not visited.

#include "lod.h"
#include "mapgeometry.h"

#include "core/map.h"

class QPainter;

namespace hardtack {

class HexsidePainter
{
public:
    // Streams and fords: under the roads.
    static void paintWater(QPainter *painter, const Map &map, const MapGeometry &geometry, const HexCover &cover,
                           Lod lod, double scale);
    // Bridges, fences and walls: over the roads.
    static void paintBarriers(QPainter *painter, const Map &map, const MapGeometry &geometry,
                              const HexCover &cover, Lod lod, double scale);
};

} // namespace hardtack
