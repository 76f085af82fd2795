#pragma once
// Hex math (RULES §2). Flat-topped hexes. Arithmetic uses cube coordinates
// (q, r, s) with q + r + s == 0 (only q and r are stored); files and the screen
// use "odd-q" offset coordinates [col, row] where odd columns sit half a hex lower.

#include <QHashFunctions>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QVector>

#include <array>
#include <optional>

namespace hardtack {

// Hexsides clockwise from the top.
enum class HexSide { N = 0, NE, SE, S, SW, NW };
constexpr int hexSideCount = 6;
const QStringList &hexSideNames(); // "N" … "NW"
QString hexSideName(HexSide side);
std::optional<HexSide> hexSideFromName(const QString &name);
constexpr HexSide opposite(HexSide s) { return HexSide((int(s) + 3) % 6); }
constexpr HexSide rotated(HexSide s, int steps) { return HexSide(((int(s) + steps) % 6 + 6) % 6); }
// Number of hexside steps between two facings (0..3).
int sideDistance(HexSide a, HexSide b);

struct Offset
{
    int col = 0;
    int row = 0;
    friend bool operator==(const Offset &, const Offset &) = default;
};

struct Hex
{
    int q = 0;
    int r = 0;
    constexpr int s() const { return -q - r; }

    static Hex fromOffset(Offset o);
    static Hex fromOffset(int col, int row) { return fromOffset(Offset{col, row}); }
    Offset toOffset() const;

    Hex neighbour(HexSide side) const;
    std::array<Hex, 6> neighbours() const;
    // The side of this hex that faces an adjacent hex, or nothing if not adjacent.
    std::optional<HexSide> sideTowards(const Hex &adjacent) const;

    friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr Hex operator*(Hex a, int k) { return {a.q * k, a.r * k}; }
    friend bool operator==(const Hex &, const Hex &) = default;
    friend bool operator<(const Hex &a, const Hex &b) { return a.q != b.q ? a.q < b.q : a.r < b.r; }

    QString toString() const; // "[col,row]"
};

inline size_t qHash(const Hex &h, size_t seed = 0) { return qHashMulti(seed, h.q, h.r); }

Hex direction(HexSide side);
// Steps between two hexes, and whether they touch (RULES §2).
constexpr int distance(Hex a, Hex b)
{
    const int dq = a.q - b.q, dr = a.r - b.r, ds = a.s() - b.s();
    return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}
constexpr bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; } // inline: scans over every unit ask it
// The hex of fractional cube coordinates (q + r + s = 0), by cube rounding:
// the one rounding of lines, centroids and steps toward a hex.
Hex cubeRound(double q, double r, double s);
inline Hex roundHex(double q, double r) { return cubeRound(q, r, -q - r); }
// The facing whose neighbour hex is closest to target (ties: the first
// clockwise from N).
HexSide facingTowards(Hex from, Hex target);
// Hexes from a to b inclusive (length distance+1), by cube rounding of evenly
// spaced points. nudge +1/-1 offsets the points by a tiny epsilon to one side,
// which decides ties where the line runs exactly along a hexside.
QVector<Hex> line(Hex a, Hex b, int nudge = +1);
QVector<Hex> ring(Hex centre, int radius);
QVector<Hex> range(Hex centre, int radius); // every hex within radius

// Pixel layout of flat-topped hexes: "size" is the centre-to-corner radius;
// a hex is 2*size wide and sqrt(3)*size tall; columns are 1.5*size apart.
class HexLayout
{
public:
    explicit HexLayout(double size = 20.0, QPointF origin = {}) : m_size(size), m_origin(origin) {}
    static HexLayout forHexWidth(double width, QPointF origin = {}) { return HexLayout(width / 2.0, origin); }

    double size() const { return m_size; }
    double hexWidth() const { return 2 * m_size; }
    double hexHeight() const;
    QPointF origin() const { return m_origin; }

    QPointF centre(Hex h) const;
    QVector<QPointF> polygon(Hex h) const; // six corners, for QPolygonF in the renderer
    QPointF corner(Hex h, int i) const; // i = 0..5, corner 0 at the east (right) point
    // Endpoints of the hexside (clockwise order).
    QPair<QPointF, QPointF> sideSegment(Hex h, HexSide side) const;
    Hex hexAt(QPointF p) const;
    // Pixel size of a map of cols×rows offset hexes, with the origin at 0.
    QSizeF mapSize(int cols, int rows) const;

private:
    double m_size;
    QPointF m_origin;
};

} // namespace hardtack
