#include "terrainstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <functional>

namespace hardtack {

namespace {

// Hypsometric tint: with the hill shading carrying the form of the ground, a
// light tint (9% a level washed woods on high ground out to parchment).
constexpr double kTintPerLevel = 0.055;
constexpr double kLightPerStep = 0.10;
constexpr double kShadowPerStep = 0.11;
const int kLightRgb[3] = {255, 250, 232};
const int kShadowRgb[3] = {64, 52, 34};
// Textures of every terrain, level and shade at one zoom stay cached; a
// budget rather than a count, since a close zoom's tiles are 4 MB each.
constexpr qint64 kCacheBudget = 160ll << 20;

// The blend of a channel value v for elevation tint a and hill shade.
int tintShade(int v, int ch, double a, int shade)
{
    static const int parchment[3] = {248, 240, 212};
    double t = v + (parchment[ch] - v) * a;
    if (shade > 0)
        t += (kLightRgb[ch] - t) * kLightPerStep * shade;
    else if (shade < 0)
        t += (kShadowRgb[ch] - t) * kShadowPerStep * -shade;
    return int(std::lround(std::clamp(t, 0.0, 255.0)));
}

// Pattern placement comes from this small hash-based generator, seeded per
// terrain, so every run draws the same tiles (drawing only, never rules).
class Scatter
{
public:
    explicit Scatter(quint64 seed) : m_state(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
    double next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return double((m_state * 0x2545F4914F6CDD1Dull) >> 11) / double(1ull << 53);
    }
    double between(double lo, double hi) { return lo + (hi - lo) * next(); }

private:
    quint64 m_state;
};

struct TerrainLook
{
    QColor ground; // pattern background
    QColor flat;   // the colour seen from afar
    QColor main;   // crowns, roofs, water streaks
    QColor dark;   // shadows, outlines, reeds
    QColor light;  // highlights
};

// One row per Terrain, in enum order.
const TerrainLook kLooks[] = {
    // clear: pale fields
    {QColor(207, 209, 160), QColor(205, 208, 158), QColor(186, 192, 138), QColor(170, 176, 122), QColor(222, 222, 178)},
    // woods: open hardwood forest
    {QColor(166, 184, 122), QColor(128, 158, 96), QColor(104, 144, 76), QColor(66, 102, 54), QColor(142, 176, 102)},
    // heavy woods: dense, dark
    {QColor(106, 134, 82), QColor(86, 116, 68), QColor(74, 110, 60), QColor(42, 70, 38), QColor(102, 138, 78)},
    // orchard: rows of fruit trees on grass
    {QColor(200, 206, 150), QColor(178, 192, 128), QColor(116, 154, 82), QColor(78, 112, 60), QColor(150, 182, 106)},
    // town: paving and houses; from afar the brick red of a printed map's blocks, not a pale smear
    {QColor(216, 206, 188), QColor(172, 128, 110), QColor(158, 88, 68), QColor(82, 66, 58), QColor(132, 126, 120)},
    // marsh: wet meadow with pools and reeds
    {QColor(180, 198, 164), QColor(160, 186, 162), QColor(128, 166, 176), QColor(84, 116, 76), QColor(204, 216, 190)},
    // water
    {QColor(124, 166, 200), QColor(124, 166, 200), QColor(150, 190, 218), QColor(98, 140, 178), QColor(170, 204, 228)},
};

const TerrainLook &lookOf(Terrain t)
{
    return kLooks[int(t)];
}

using Stamp = std::function<void(QPointF)>;

// Draws a shape at p and, where it crosses the tile's edge, again on the
// other side so the tile repeats without seams.
void wrapped(int tile, QPointF p, double reach, const Stamp &stamp)
{
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const QPointF q = p + QPointF(dx * tile, dy * tile);
            if (q.x() + reach < 0 || q.y() + reach < 0 || q.x() - reach > tile || q.y() - reach > tile)
                continue;
            stamp(q);
        }
}

// Positions on a jittered grid of about `spacing` pixels: even cover with no
// visible rows.
QVector<QPointF> jitteredGrid(int tile, double spacing, double jitter, Scatter &rnd)
{
    const int n = std::max(1, int(std::lround(tile / spacing)));
    const double cell = double(tile) / n;
    QVector<QPointF> out;
    out.reserve(n * n);
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i)
            out.append(QPointF((i + 0.5 + rnd.between(-jitter, jitter)) * cell,
                               (j + 0.5 + rnd.between(-jitter, jitter)) * cell));
    return out;
}

void drawTrees(QPainter &p, int tile, double hexPx, const TerrainLook &look, double spacing, double radius,
               Scatter &rnd)
{
    const QVector<QPointF> at = jitteredGrid(tile, spacing * hexPx, 0.45, rnd);
    p.setPen(Qt::NoPen);
    for (const QPointF &c : at) {
        const double r = radius * hexPx * rnd.between(0.8, 1.2);
        wrapped(tile, c, 2 * r, [&](QPointF q) {
            p.setBrush(look.dark);
            p.drawEllipse(q + QPointF(0.3 * r, 0.35 * r), r, r);
            p.setBrush(look.main);
            p.drawEllipse(q, r, r);
            p.setBrush(look.light);
            p.drawEllipse(q - QPointF(0.3 * r, 0.3 * r), 0.45 * r, 0.45 * r);
        });
    }
}

void drawClear(QPainter &p, int tile, double hexPx, const TerrainLook &look, Scatter &rnd)
{
    // Faint tufts of grass: enough texture to read as fields, never busy.
    p.setPen(Qt::NoPen);
    const QVector<QPointF> at = jitteredGrid(tile, 0.16 * hexPx, 0.5, rnd);
    for (const QPointF &c : at) {
        const double r = 0.018 * hexPx * rnd.between(0.7, 1.4);
        QColor col = rnd.next() < 0.5 ? look.main : look.light;
        col.setAlpha(150);
        p.setBrush(col);
        wrapped(tile, c, r, [&](QPointF q) { p.drawEllipse(q, r * 1.6, r); });
    }
}

void drawOrchard(QPainter &p, int tile, double hexPx, const TerrainLook &look)
{
    // Regular rows, every other row shifted: planted trees.
    const int n = std::max(2, int(std::lround(tile / (0.22 * hexPx))) & ~1);
    const double cell = double(tile) / n;
    const double r = std::max(0.9, 0.055 * hexPx);
    p.setPen(Qt::NoPen);
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            const QPointF c((i + 0.25 + 0.5 * (j & 1)) * cell, (j + 0.5) * cell);
            wrapped(tile, c, 2 * r, [&](QPointF q) {
                p.setBrush(look.dark);
                p.drawEllipse(q + QPointF(0.35 * r, 0.35 * r), r, r);
                p.setBrush(look.main);
                p.drawEllipse(q, r, r);
            });
        }
}

void drawTown(QPainter &p, int tile, double hexPx, const TerrainLook &look, Scatter &rnd)
{
    // Houses along an implied street grid: rectangles with dark outlines.
    const QVector<QPointF> at = jitteredGrid(tile, 0.2 * hexPx, 0.2, rnd);
    p.setPen(QPen(look.dark, std::max(0.6, 0.012 * hexPx)));
    for (const QPointF &c : at) {
        if (rnd.next() < 0.25)
            continue;
        const double w = hexPx * rnd.between(0.07, 0.12), h = hexPx * rnd.between(0.06, 0.1);
        const QColor roof = rnd.next() < 0.65 ? look.main : look.light;
        p.setBrush(roof);
        wrapped(tile, c, w + h, [&](QPointF q) { p.drawRect(QRectF(q.x() - w / 2, q.y() - h / 2, w, h)); });
    }
}

void drawMarsh(QPainter &p, int tile, double hexPx, const TerrainLook &look, Scatter &rnd)
{
    const QVector<QPointF> pools = jitteredGrid(tile, 0.24 * hexPx, 0.45, rnd);
    const double lw = std::max(0.8, 0.022 * hexPx);
    for (const QPointF &c : pools) {
        const double len = hexPx * rnd.between(0.08, 0.16);
        p.setPen(QPen(look.main, lw, Qt::SolidLine, Qt::RoundCap));
        wrapped(tile, c, len, [&](QPointF q) { p.drawLine(q - QPointF(len / 2, 0), q + QPointF(len / 2, 0)); });
        // A tuft of reeds beside each pool.
        const QPointF t = c + QPointF(rnd.between(-0.06, 0.06) * hexPx, -0.06 * hexPx);
        const double h = 0.06 * hexPx;
        p.setPen(QPen(look.dark, std::max(0.6, 0.012 * hexPx), Qt::SolidLine, Qt::RoundCap));
        wrapped(tile, t, h, [&](QPointF q) {
            p.drawLine(q, q + QPointF(0, -h));
            p.drawLine(q, q + QPointF(-0.5 * h, -0.8 * h));
            p.drawLine(q, q + QPointF(0.5 * h, -0.8 * h));
        });
    }
}

void drawWater(QPainter &p, int tile, double hexPx, const TerrainLook &look, Scatter &rnd)
{
    const QVector<QPointF> at = jitteredGrid(tile, 0.3 * hexPx, 0.4, rnd);
    p.setPen(QPen(look.light, std::max(0.6, 0.014 * hexPx), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    for (const QPointF &c : at) {
        const double w = 0.07 * hexPx;
        wrapped(tile, c, 2 * w, [&](QPointF q) {
            QPainterPath ripple(q - QPointF(w, 0));
            ripple.quadTo(q - QPointF(w / 2, w / 3), q);
            ripple.quadTo(q + QPointF(w / 2, w / 3), q + QPointF(w, 0));
            p.drawPath(ripple);
        });
    }
}

int tileSideFor(int hexPx)
{
    // About three hexes across, a power of two so the fill wraps with a mask.
    int side = 64;
    while (side < 3 * hexPx && side < 1024)
        side *= 2;
    return side;
}

} // namespace

QColor TerrainStyle::tinted(QColor c, int level)
{
    const double a = kTintPerLevel * std::clamp(level, 0, kLevels - 1);
    static const QColor parchment(248, 240, 212);
    return QColor(int(std::lround(c.red() + (parchment.red() - c.red()) * a)),
                  int(std::lround(c.green() + (parchment.green() - c.green()) * a)),
                  int(std::lround(c.blue() + (parchment.blue() - c.blue()) * a)));
}

QColor TerrainStyle::shaded(QColor c, int shade)
{
    shade = std::clamp(shade, -kShadeSteps, kShadeSteps);
    return QColor(tintShade(c.red(), 0, 0, shade), tintShade(c.green(), 1, 0, shade),
                  tintShade(c.blue(), 2, 0, shade));
}

QColor TerrainStyle::colour(Terrain terrain, int level, int shade)
{
    const QColor c = tinted(lookOf(terrain).flat, level);
    return shade == 0 ? c : shaded(c, shade);
}

QImage TerrainStyle::texture(Terrain terrain, int level, int hexPx, bool patterned, int shade)
{
    level = std::clamp(level, 0, kLevels - 1);
    hexPx = std::clamp(hexPx, 1, 4096);
    shade = std::clamp(shade, -kShadeSteps, kShadeSteps);
    const quint64 key = (quint64(int(terrain)) << 44) | (quint64(shade + kShadeSteps) << 36)
                      | (quint64(level) << 32) | (quint64(patterned) << 31) | quint64(patterned ? hexPx : 0);
    auto it = m_cache.constFind(key);
    if (it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > 1000 || m_cacheBytes > kCacheBudget) { // zooming through many scales: start over
        clear();
    }
    QImage img;
    if (patterned) {
        img = makeTexture(terrain, level, hexPx, shade);
    } else {
        img = QImage(1, 1, QImage::Format_RGB32);
        img.fill(colour(terrain, level, shade));
    }
    m_cache.insert(key, img);
    m_cacheBytes += img.sizeInBytes();
    return img;
}

QImage TerrainStyle::pattern(Terrain terrain, int hexPx)
{
    const quint64 key = (quint64(int(terrain)) << 32) | quint64(hexPx);
    if (const auto it = m_patterns.constFind(key); it != m_patterns.constEnd())
        return *it;
    const int tile = tileSideFor(hexPx);
    const TerrainLook &look = lookOf(terrain);
    QImage img(tile, tile, QImage::Format_RGB32);
    img.fill(look.ground);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        Scatter rnd(quint64(int(terrain)) * 7919 + quint64(tile));
        const double px = hexPx;
        switch (terrain) {
        case Terrain::Clear: drawClear(p, tile, px, look, rnd); break;
        case Terrain::Woods: drawTrees(p, tile, px, look, 0.2, 0.075, rnd); break;
        case Terrain::HeavyWoods: drawTrees(p, tile, px, look, 0.14, 0.07, rnd); break;
        case Terrain::Orchard: drawOrchard(p, tile, px, look); break;
        case Terrain::Town: drawTown(p, tile, px, look, rnd); break;
        case Terrain::Marsh: drawMarsh(p, tile, px, look, rnd); break;
        case Terrain::Water: drawWater(p, tile, px, look, rnd); break;
        }
    }
    m_patterns.insert(key, img);
    return img;
}

QImage TerrainStyle::makeTexture(Terrain terrain, int level, int hexPx, int shade)
{
    // The pattern is drawn once per terrain and zoom; each elevation level and
    // hill shade is the same pixels through one lookup table per channel.
    QImage img = pattern(terrain, hexPx);
    if (level == 0 && shade == 0)
        return img;
    img.detach();
    const double a = kTintPerLevel * level;
    uchar lut[3][256];
    for (int ch = 0; ch < 3; ++ch)
        for (int v = 0; v < 256; ++v)
            lut[ch][v] = uchar(tintShade(v, ch, a, shade));
    for (int y = 0; y < img.height(); ++y) {
        QRgb *row = reinterpret_cast<QRgb *>(img.scanLine(y));
        for (int x = 0; x < img.width(); ++x)
            row[x] = qRgb(lut[0][qRed(row[x])], lut[1][qGreen(row[x])], lut[2][qBlue(row[x])]);
    }
    return img;
}

} // namespace hardtack
