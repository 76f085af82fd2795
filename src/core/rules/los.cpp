#include "los.h"

#include "board.h"
#include "clock.h"
#include "terrain.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hardtack {

namespace {
bool blocks(const Map &map, Hex h, double sightHeight)
{
    const int i = map.indexOf(h);
    if (i < 0)
        return false;
    return map.elevation.at(i) + obstacleHeight(map.terrain.at(i)) >= sightHeight - 1e-9;
}

// The i-th of n+1 hexes of line(a, b, nudge) (hex.cpp), computed alone and
// with the very same arithmetic, so that a sight line needs no allocation and
// the nudged twin is computed only where the first line is blocked.
struct LineWalk
{
    double aq, ar, as, bq, br, bs;
    int n;
    LineWalk(Hex a, Hex b, int n, int nudge) : n(n)
    {
        const double e = 1e-6 * (nudge >= 0 ? 1 : -1);
        aq = a.q + e;
        ar = a.r + e;
        as = a.s() - 2 * e;
        bq = b.q + e;
        br = b.r + e;
        bs = b.s() - 2 * e;
    }
    Hex at(int i) const
    {
        const double t = n == 0 ? 0.0 : double(i) / n;
        return cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t);
    }
};

// Hexes a side looks from, each once.
QVector<Hex> eyesOf(const Scenario &s, Side side)
{
    QVector<Hex> out;
    std::vector<char> marked(size_t(std::max(0, s.map.hexCount())), 0);
    const auto add = [&](Hex h) {
        const int i = s.map.indexOf(h);
        if (i < 0) {
            if (!out.contains(h))
                out.append(h);
        } else if (!marked[size_t(i)]) {
            marked[size_t(i)] = 1;
            out.append(h);
        }
    };
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.side == side)
            add(u.hex);
    for (const Formation &f : s.formations)
        if (f.side == side && f.leader.active())
            add(f.leader.hex);
    return out;
}

// Does any eye see hex `to` (within the night range `vis`, 0 = unlimited)?
bool anyEyeSees(const SightLines &los, const QVector<Hex> &eyes, int vis, Hex to)
{
    // Adjacent and shared hexes always see each other: no line to walk.
    for (const Hex &eye : eyes)
        if (distance(eye, to) <= 1)
            return true;
    for (const Hex &eye : eyes)
        if ((vis == 0 || distance(eye, to) <= vis) && los(eye, to))
            return true;
    return false;
}
} // namespace

bool hasLineOfSight(const Map &map, Hex from, Hex to)
{
    const int n = distance(from, to);
    if (n <= 1)
        return true;
    // Sight line: each end one level (the men on it) above its ground.
    const double h0 = map.elevationAt(from) + 1.0;
    const double h1 = map.elevationAt(to) + 1.0;
    // Two lines nudged to either side: where they differ the line runs
    // exactly along a hexside, and it is blocked only if both hexes block.
    const LineWalk a(from, to, n, +1);
    const LineWalk b(from, to, n, -1);
    for (int i = 1; i < n; ++i) {
        const double height = h0 + (h1 - h0) * double(i) / n;
        const Hex ha = a.at(i);
        if (!blocks(map, ha, height))
            continue;
        const Hex hb = b.at(i);
        if (hb == ha || blocks(map, hb, height))
            return false;
    }
    return true;
}

SightLines::SightLines(const Map &map) : m_map(map), m_memo(map.sightMemo())
{
    if (!m_memo || !m_memo->bind(map)) {
        m_memo = std::make_shared<SightMemo>();
        m_memo->bind(map);
    }
}

bool SightLines::operator()(Hex from, Hex to) const
{
    if (distance(from, to) <= 1)
        return true;
    const int i = m_map.indexOf(from), j = m_map.indexOf(to);
    if (i < 0 || j < 0)
        return hasLineOfSight(m_map, from, to);
    const int known = m_memo->get(i, j);
    if (known >= 0)
        return known;
    const bool yes = hasLineOfSight(m_map, from, to);
    m_memo->set(i, j, yes);
    return yes;
}

int visibilityRange(const Scenario &s, int turn)
{
    return isNightTurn(s, turn) ? kNightVisibility : 0;
}

bool canSeeHex(const Scenario &s, int turn, Hex from, Hex to)
{
    const int vis = visibilityRange(s, turn);
    if (vis > 0 && distance(from, to) > vis)
        return false;
    return hasLineOfSight(s.map, from, to);
}

QVector<Hex> observerHexes(const Scenario &s, Side side)
{
    return eyesOf(s, side);
}

QStringList visibleEnemies(const Scenario &s, int turn, Side side)
{
    const bool fog = s.rules.fogOfWar;
    const QVector<Hex> eyes = fog ? eyesOf(s, side) : QVector<Hex>{};
    const int vis = visibilityRange(s, turn);
    const SightLines los(s.map);
    // Units stack: each hex is looked at once.
    QHash<Hex, bool> seenHex;
    QVector<int> seen; // in unit id order
    for (int i : s.unitOrderById()) {
        const Unit &u = s.units.at(i);
        if (u.side == side || !isOnBoard(u))
            continue;
        bool yes = !fog;
        if (fog) {
            const auto it = seenHex.constFind(u.hex);
            yes = it != seenHex.constEnd() ? *it : *seenHex.insert(u.hex, anyEyeSees(los, eyes, vis, u.hex));
        }
        if (yes)
            seen.append(i);
    }
    QStringList out;
    out.reserve(seen.size());
    for (int i : std::as_const(seen))
        out.append(s.units.at(i).id);
    return out;
}

bool sideSees(const Scenario &s, int turn, Side side, const Unit &u)
{
    if (u.side == side)
        return true;
    if (!isOnBoard(u))
        return false;
    if (!s.rules.fogOfWar)
        return true;
    return anyEyeSees(SightLines(s.map), eyesOf(s, side), visibilityRange(s, turn), u.hex);
}

} // namespace hardtack
