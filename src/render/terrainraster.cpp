#include "terrainraster.h"

#include <array>
#include <cmath>
#include <cstring>

namespace hardtack {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;

// std::ceil is a library call on baseline x86-64 (no SSE4.1), and the fill
// takes three per pixel row of every hex.
inline int ceilInt(double v)
{
    const int i = int(v);
    return i + (v > i);
}

// Per-channel blend of a towards b by w/256.
inline QRgb blend(QRgb a, QRgb b, int w)
{
    const int iw = 256 - w;
    return qRgb((qRed(a) * iw + qRed(b) * w) >> 8, (qGreen(a) * iw + qGreen(b) * w) >> 8,
                (qBlue(a) * iw + qBlue(b) * w) >> 8);
}

inline QRgb scaled(QRgb a, int f) // f/256
{
    return qRgb(std::min(255, (qRed(a) * f) >> 8), std::min(255, (qGreen(a) * f) >> 8),
                std::min(255, (qBlue(a) * f) >> 8));
}

// Contours every other level (40 feet), drawn light: the hill shading
// carries the form of the ground, and a line on every 20-foot step read as
// noise at whole-map zoom (issue 14).
constexpr int kContourInterval = 2;
const QRgb kContour = qRgb(132, 92, 52);
const QRgb kSteep = qRgb(96, 60, 30);        // a step of two contours or more
const int kContourAlpha = 150;               // of 256
const int kSteepAlpha = 200;
const int kGridShade = 214;                  // ×214/256: a soft grey line
const QRgb kLit = qRgb(255, 252, 236);
const QRgb kShade = qRgb(70, 60, 40);
// Strong enough that a 20-foot rise reads at whole-map zoom (issue 14: the
// ridges of McPherson's Ridge and Antietam were barely visible at 90/80).
const int kLitStrength = 140;  // of 256, at the hexside
const int kShadeStrength = 150;

// The contour index of a level: hexsides between different indexes carry a line.
inline int contourOf(int level)
{
    return level / kContourInterval;
}

struct Edges
{
    // Elevation step down (>0) or up (<0) to each neighbour; 0 when equal or off the map.
    std::array<int, 6> step{};
    // Contour lines crossed to each neighbour (signed like step).
    std::array<int, 6> contours{};
};

// Screen directions (x east, y south) of the six sides, in HexSide order.
constexpr double kSideDir[6][2] = {{0, -1}, {0.8660254, -0.5}, {0.8660254, 0.5},
                                   {0, 1}, {-0.8660254, 0.5}, {-0.8660254, -0.5}};

} // namespace

QVector<qint8> TerrainRaster::reliefShades(const Map &map)
{
    const int n = map.width * map.height;
    QVector<qint8> out(n, 0);
    QVector<double> gx(n, 0.0), gy(n, 0.0);
    auto land = [&](int j) { return j >= 0 && map.terrain.at(j) != Terrain::Water; };
    for (int r = 0; r < map.height; ++r)
        for (int c = 0; c < map.width; ++c) {
            const Hex h = Hex::fromOffset(c, r);
            const int i = map.indexOf(h);
            if (!land(i))
                continue;
            // Least-squares slope over the ring of neighbours (levels per hex);
            // a missing neighbour counts as level with this hex.
            const int z = map.elevation.at(i);
            for (int k = 0; k < 6; ++k) {
                const int j = map.indexOf(h.neighbour(HexSide(k)));
                if (!land(j))
                    continue;
                const int dz = map.elevation.at(j) - z;
                gx[i] += dz * kSideDir[k][0] / 3.0;
                gy[i] += dz * kSideDir[k][1] / 3.0;
            }
        }
    for (int r = 0; r < map.height; ++r)
        for (int c = 0; c < map.width; ++c) {
            const Hex h = Hex::fromOffset(c, r);
            const int i = map.indexOf(h);
            if (!land(i))
                continue;
            // Averaged with the neighbours' slopes: levels are 20-foot
            // terraces, and unsmoothed each terrace edge shades as a stripe.
            double sx = 2 * gx[i], sy = 2 * gy[i], w = 2;
            for (int k = 0; k < 6; ++k) {
                const int j = map.indexOf(h.neighbour(HexSide(k)));
                if (land(j)) {
                    sx += gx[j];
                    sy += gy[j];
                    w += 1;
                }
            }
            // Light from the north-west: ground rising to the south-east faces it.
            const double lit = (sx + sy) / w * 0.70710678 * 3.0;
            out[i] = qint8(std::clamp(int(std::lround(lit)), -TerrainStyle::kShadeSteps, TerrainStyle::kShadeSteps));
        }
    return out;
}

int TerrainRaster::fill(QImage &image, double scale, QPointF offset, const Map &map,
                        const MapGeometry &geometry, const QVector<Hex> &hexes, TerrainStyle &style,
                        const RasterOptions &options)
{
    const int W = image.width(), H = image.height();
    if (W == 0 || H == 0 || hexes.isEmpty())
        return 0;
    const double s = geometry.size() * scale;
    const double hh = s * kSqrt3 / 2.0;
    const int hexPx = int(std::lround(2 * s));
    // Patterns are anchored to the scene origin so they do not swim when the view pans.
    const int anchorX = int(std::floor(offset.x())), anchorY = int(std::floor(offset.y()));
    // Contours grow with the zoom; the bevel of the relief shading too.
    const int contourW = std::max(s >= 9 ? 2 : 1, int(std::lround(s / 14.0)));
    const int bevel = options.relief ? std::max(1, int(std::lround(s * 0.32))) : 0;

    std::array<std::array<std::array<QImage, TerrainStyle::kShades>, TerrainStyle::kLevels>, 7> textures;
    uchar *bits = image.bits();
    const qsizetype bpl = image.bytesPerLine();
    int filled = 0;

    for (const Hex &h : hexes) {
        const int idx = map.indexOf(h);
        if (idx < 0)
            continue;
        ++filled;
        const Terrain t = map.terrain.at(idx);
        const int level = map.elevation.at(idx);
        const int shade = options.shades ? options.shades->at(idx) : 0;
        QImage &tex = textures[size_t(t)][size_t(level)][size_t(shade + TerrainStyle::kShadeSteps)];
        if (tex.isNull())
            tex = style.texture(t, level, hexPx, options.patterns, shade);
        const int tmask = tex.width() - 1; // power of two (or 1×1)
        const QRgb *texBits = reinterpret_cast<const QRgb *>(tex.constBits());
        const qsizetype texStride = tex.bytesPerLine() / 4;

        Edges e;
        if (options.contours || bevel > 0)
            for (int k = 0; k < 6; ++k) {
                const int j = map.indexOf(h.neighbour(HexSide(k)));
                if (j >= 0) {
                    e.step[size_t(k)] = level - map.elevation.at(j);
                    e.contours[size_t(k)] = contourOf(level) - contourOf(map.elevation.at(j));
                }
            }
        auto contourColour = [&](int n) { return std::abs(n) >= 2 ? kSteep : kContour; };
        auto contourAlpha = [&](int n) { return std::abs(n) >= 2 ? kSteepAlpha : kContourAlpha; };

        const QPointF c = geometry.centre(h) * scale + offset;
        const int yTop = ceilInt(c.y() - hh - 0.5);
        const int yBottom = ceilInt(c.y() + hh - 0.5) - 1;
        const int y0 = std::max(0, yTop);
        const int y1 = std::min(H, yBottom + 1);
        for (int y = y0; y < y1; ++y) {
            const double dy = y + 0.5 - c.y();
            const double hw = s - std::abs(dy) * (1.0 / kSqrt3);
            const int xl = ceilInt(c.x() - hw - 0.5);
            const int xr = ceilInt(c.x() + hw - 0.5); // exclusive
            const int x0 = std::max(0, xl), x1 = std::min(W, xr);
            if (x0 >= x1)
                continue;
            QRgb *row = reinterpret_cast<QRgb *>(bits + y * bpl);
            const QRgb *trow = texBits + ((y - anchorY) & tmask) * texStride;
            if (tmask == 0) {
                std::fill(row + x0, row + x1, trow[0]);
            } else {
                // The tile's row repeats along the span: copy it in runs.
                for (int x = x0; x < x1;) {
                    const int tx = (x - anchorX) & tmask;
                    const int n = std::min(x1 - x, tmask + 1 - tx);
                    std::memcpy(row + x, trow + tx, size_t(n) * sizeof(QRgb));
                    x += n;
                }
            }

            const bool upper = dy < 0;
            const HexSide west = upper ? HexSide::NW : HexSide::SW;
            const HexSide east = upper ? HexSide::NE : HexSide::SE;
            const int fromTop = y - yTop, fromBottom = yBottom - y;

            // Relief: slopes down to the north-west catch the light, slopes
            // down to the south-east lie in shade (a bevel inside the higher hex).
            if (bevel > 0) {
                auto shadeBand = [&](int from, int to, int dir, QRgb toward, int strength) {
                    for (int x = std::max(from, x0); x < std::min(to, x1); ++x) {
                        const int d = dir > 0 ? x - from : to - 1 - x;
                        row[x] = blend(row[x], toward, strength * (bevel - d) / bevel);
                    }
                };
                if (upper && e.step[size_t(HexSide::NW)] > 0)
                    shadeBand(xl, xl + bevel, +1, kLit, kLitStrength);
                if (!upper && e.step[size_t(HexSide::SE)] > 0)
                    shadeBand(xr - bevel, xr, -1, kShade, kShadeStrength);
                if (fromTop < bevel && e.step[size_t(HexSide::N)] > 0)
                    for (int x = x0; x < x1; ++x)
                        row[x] = blend(row[x], kLit, kLitStrength * (bevel - fromTop) / bevel);
                if (fromBottom < bevel && e.step[size_t(HexSide::S)] > 0)
                    for (int x = x0; x < x1; ++x)
                        row[x] = blend(row[x], kShade, kShadeStrength * (bevel - fromBottom) / bevel);
            }

            if (options.grid) {
                if (xl >= 0 && xl < W)
                    row[xl] = scaled(row[xl], kGridShade);
                if (fromTop == 0)
                    for (int x = x0; x < x1; ++x)
                        row[x] = scaled(row[x], kGridShade);
            }

            if (options.contours) {
                // Half of each contour's width on either side of the hexside.
                const int inner = (contourW + 1) / 2, outer = contourW / 2;
                if (const int st = e.contours[size_t(west)]; st != 0)
                    for (int x = std::max(x0, xl); x < std::min(x1, xl + inner); ++x)
                        row[x] = blend(row[x], contourColour(st), contourAlpha(st));
                if (const int st = e.contours[size_t(east)]; st != 0 && outer > 0)
                    for (int x = std::max(x0, xr - outer); x < std::min(x1, xr); ++x)
                        row[x] = blend(row[x], contourColour(st), contourAlpha(st));
                if (const int st = e.contours[size_t(HexSide::N)]; st != 0 && fromTop < inner)
                    for (int x = x0; x < x1; ++x)
                        row[x] = blend(row[x], contourColour(st), contourAlpha(st));
                if (const int st = e.contours[size_t(HexSide::S)]; st != 0 && fromBottom < outer)
                    for (int x = x0; x < x1; ++x)
                        row[x] = blend(row[x], contourColour(st), contourAlpha(st));
            }
        }
    }
    return filled;
}

} // namespace hardtack
