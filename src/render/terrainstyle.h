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
    static constexpr int kShadeSteps = 3; // hill shade -3 (darkest) .. +3 (lightest)
    static constexpr int kShades = 2 * kShadeSteps + 1;

    // The flat colour of a terrain at an elevation level.
    static QColor colour(Terrain terrain, int level, int shade = 0);
    // Lightens a colour with elevation: each level blends it 5.5% further
    // towards a pale parchment tone.
    static QColor tinted(QColor c, int level);
    // Hill shading: each step towards the light blends 10% towards a warm
    // white, each step away 11% towards a brown shadow.
    static QColor shaded(QColor c, int shade);

    // A seamless tile (Format_RGB32, power-of-two side) for hexes hexPx
    // device pixels wide. Without patterns the tile is 1×1 of the flat colour.
    // Returned by value (implicitly shared): the cache may drop entries.
    QImage texture(Terrain terrain, int level, int hexPx, bool patterned, int shade = 0);

    void clear()
    {
        m_cache.clear();
        m_patterns.clear();
        m_cacheBytes = 0;
    }

private:
    QImage pattern(Terrain terrain, int hexPx);
    QImage makeTexture(Terrain terrain, int level, int hexPx, int shade);
    QHash<quint64, QImage> m_cache;    // by terrain, level, shade, patterned, hex size
    qint64 m_cacheBytes = 0;
    QHash<quint64, QImage> m_patterns; // untinted, by terrain and hex size
};

} // namespace hardtack
