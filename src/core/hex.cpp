#include "hex.h"

#include <QSizeF>

#include <cmath>
#include <limits>

namespace hardtack {

const QStringList &hexSideNames()
{
    static const QStringList names{QStringLiteral("N"), QStringLiteral("NE"), QStringLiteral("SE"),
                                   QStringLiteral("S"), QStringLiteral("SW"), QStringLiteral("NW")};
    return names;
}

QString hexSideName(HexSide side)
{
    return hexSideNames().at(int(side));
}

std::optional<HexSide> hexSideFromName(const QString &name)
{
    const int i = int(hexSideNames().indexOf(name));
    if (i < 0)
        return std::nullopt;
    return HexSide(i);
}

int sideDistance(HexSide a, HexSide b)
{
    const int d = std::abs(int(a) - int(b));
    return std::min(d, 6 - d);
}

// Axial direction vectors, clockwise from N (flat-topped: N is straight up).
static constexpr std::array<Hex, 6> kDirections{{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

Hex direction(HexSide side)
{
    return kDirections[size_t(side)];
}

Hex Hex::fromOffset(Offset o)
{
    // odd-q: odd columns are shoved down half a hex.
    return Hex{o.col, o.row - (o.col - (o.col & 1)) / 2};
}

Offset Hex::toOffset() const
{
    return Offset{q, r + (q - (q & 1)) / 2};
}

Hex Hex::neighbour(HexSide side) const
{
    return *this + direction(side);
}

std::array<Hex, 6> Hex::neighbours() const
{
    std::array<Hex, 6> out;
    for (int i = 0; i < 6; ++i)
        out[size_t(i)] = *this + kDirections[size_t(i)];
    return out;
}

std::optional<HexSide> Hex::sideTowards(const Hex &adjacent) const
{
    const Hex d = adjacent - *this;
    for (int i = 0; i < 6; ++i)
        if (kDirections[size_t(i)] == d)
            return HexSide(i);
    return std::nullopt;
}

QString Hex::toString() const
{
    const Offset o = toOffset();
    return QStringLiteral("[%1,%2]").arg(o.col).arg(o.row);
}

Hex cubeRound(double fq, double fr, double fs)
{
    double q = std::round(fq), r = std::round(fr), s = std::round(fs);
    const double dq = std::abs(q - fq), dr = std::abs(r - fr), ds = std::abs(s - fs);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    return Hex{int(q), int(r)};
}

HexSide facingTowards(Hex from, Hex target)
{
    HexSide best = HexSide::N;
    int bestDist = std::numeric_limits<int>::max();
    for (int k = 0; k < 6; ++k) {
        const int d = distance(from.neighbour(HexSide(k)), target);
        if (d < bestDist) {
            bestDist = d;
            best = HexSide(k);
        }
    }
    return best;
}

QVector<Hex> line(Hex a, Hex b, int nudge)
{
    const int n = distance(a, b);
    QVector<Hex> out;
    out.reserve(n + 1);
    const double e = 1e-6 * (nudge >= 0 ? 1 : -1);
    const double aq = a.q + e, ar = a.r + e, as = a.s() - 2 * e;
    const double bq = b.q + e, br = b.r + e, bs = b.s() - 2 * e;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : double(i) / n;
        out.append(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
    }
    return out;
}

QVector<Hex> ring(Hex centre, int radius)
{
    if (radius <= 0)
        return {centre};
    QVector<Hex> out;
    out.reserve(6 * radius);
    Hex h = centre + direction(HexSide::SW) * radius;
    for (int side = 0; side < 6; ++side)
        for (int j = 0; j < radius; ++j) {
            out.append(h);
            h = h.neighbour(HexSide(side));
        }
    return out;
}

QVector<Hex> range(Hex centre, int radius)
{
    QVector<Hex> out;
    for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr)
            out.append(centre + Hex{dq, dr});
    return out;
}

double HexLayout::hexHeight() const
{
    return std::sqrt(3.0) * m_size;
}

QPointF HexLayout::centre(Hex h) const
{
    const double x = m_size * 1.5 * h.q;
    const double y = m_size * std::sqrt(3.0) * (h.r + h.q / 2.0);
    return m_origin + QPointF(x, y);
}

QPointF HexLayout::corner(Hex h, int i) const
{
    const double angle = M_PI / 3.0 * i;
    return centre(h) + QPointF(m_size * std::cos(angle), m_size * std::sin(angle));
}

QVector<QPointF> HexLayout::polygon(Hex h) const
{
    QVector<QPointF> p;
    p.reserve(6);
    for (int i = 0; i < 6; ++i)
        p.append(corner(h, i));
    return p;
}

QPair<QPointF, QPointF> HexLayout::sideSegment(Hex h, HexSide side) const
{
    // Corners (y down, angle clockwise from east): 0 E, 1 SE-bottom-right, 2 bottom-left,
    // 3 W, 4 top-left, 5 top-right. Side N runs 4→5, NE 5→0, SE 0→1, S 1→2, SW 2→3, NW 3→4.
    static constexpr int first[6] = {4, 5, 0, 1, 2, 3};
    const int a = first[int(side)];
    return {corner(h, a), corner(h, (a + 1) % 6)};
}

Hex HexLayout::hexAt(QPointF p) const
{
    const QPointF d = p - m_origin;
    const double q = (2.0 / 3.0 * d.x()) / m_size;
    const double r = (-1.0 / 3.0 * d.x() + std::sqrt(3.0) / 3.0 * d.y()) / m_size;
    return cubeRound(q, r, -q - r);
}

QSizeF HexLayout::mapSize(int cols, int rows) const
{
    if (cols <= 0 || rows <= 0)
        return {};
    const double w = m_size * (1.5 * (cols - 1) + 2.0);
    const double h = hexHeight() * (rows + (cols > 1 ? 0.5 : 0.0));
    return {w, h};
}

} // namespace hardtack
