#pragma once
// Level of detail: how much to draw, from the size of a hex on the device. A
// zoomed-out map shows flat colours and plain counters; a close view shows
// patterns, labels and the numbers on the counters (Qt's chip example).

class QPainter;

namespace hardtack {

enum class Lod {
    Overview, // flat terrain colours; no grid, patterns, labels or text; counters are plain boxes
    Normal,   // patterns, grid, labels; counters show their symbol but no numbers
    Detail,   // everything, counters with strength and quality
};

// Hex widths in device pixels at which the next level starts.
constexpr double kLodNormalFrom = 18.0;
constexpr double kLodDetailFrom = 40.0;
// Map labels need letters of about 7 px to be read: below this they are noise.
constexpr double kLabelsFrom = 26.0;

constexpr Lod lodForHexPixels(double hexWidthPx)
{
    return hexWidthPx < kLodNormalFrom ? Lod::Overview
         : hexWidthPx < kLodDetailFrom ? Lod::Normal
                                       : Lod::Detail;
}

// Device pixels per scene unit of the painter's current transform.
double deviceScale(const QPainter *painter);

} // namespace hardtack
