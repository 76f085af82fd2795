#pragma once
// How terrain looks: one muted, natural colour per terrain type, lightened
// with elevation (hypsometric tint), and a seamless pattern tile per terrain
// (tree crowns, orchard rows, houses, reeds, ripples) drawn at the device
// resolution of the current zoom, so patterns stay crisp at every scale.

#include "core/types.h"

#include <QColor>
#include <QHash>
#include <QImage>

namespace hardtack {

class TerrainStyle
{
public:
    static constexpr int kLevels = 10; // elevation levels 0..9

    // The flat colour of a terrain at an elevation level.
    static QColor colour(Terrain terrain, int level);
    // Lightens a colour with elevation: each level blends it 9% further
    // towards a pale parchment tone.
    static QColor tinted(QColor c, int level);

    // A seamless tile (Format_RGB32, power-of-two side) for hexes hexPx
    // device pixels wide. Without patterns the tile is 1×1 of the flat colour.
    // Returned by value (implicitly shared): the cache may drop entries.
    QImage texture(Terrain terrain, int level, int hexPx, bool patterned);

    void clear()
    {
        m_cache.clear();
        m_patterns.clear();
    }

private:
    QImage pattern(Terrain terrain, int hexPx);
    QImage makeTexture(Terrain terrain, int level, int hexPx);
    QHash<quint64, QImage> m_cache;    // by terrain, level, patterned, hex size
    QHash<quint64, QImage> m_patterns; // untinted, by terrain and hex size
};

} // namespace hardtack
