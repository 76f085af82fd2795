#include "influence.h"

#include "core/rules/board.h"
#include "core/rules/terrain.h"

#include <climits>
#include <cmath>

namespace hardtack::ai {

double baseFireValue(const Unit &u)
{
    const WeaponStats w = weaponStats(u.weapon);
    const double base = w.perGun ? u.guns * w.value : u.men * w.value;
    return base * qualityFactor(u.quality) * fatigueFactor(u.fatigue, u.type);
}

bool firesInFormation(const Unit &u)
{
    return u.formation == UnitFormation::Line || u.formation == UnitFormation::Dismounted
        || u.formation == UnitFormation::Unlimbered;
}

bool isCombatUnit(const Unit &u)
{
    return u.type != UnitType::Wagon;
}

Hex centroidOf(const QVector<Hex> &hexes)
{
    if (hexes.isEmpty())
        return {};
    double q = 0, r = 0;
    for (const Hex &h : hexes) {
        q += h.q;
        r += h.r;
    }
    q /= hexes.size();
    r /= hexes.size();
    return roundHex(q, r);
}

InfluenceMap::InfluenceMap(const SideView &view)
    : m_s(&view.scenario)
{
    const Scenario &s = view.scenario;
    m_width = s.map.width;
    m_height = s.map.height;
    const int n = m_width * m_height;
    m_front.fill(0.0, n);
    m_any.fill(0.0, n);
    m_support.fill(0.0, n);
    m_distance.fill(99, n);
    m_enemies.resize(n);

    QVector<Hex> friends;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        const bool enemy = u.side != view.side;
        if (!enemy) {
            if (isCombatUnit(u))
                friends.append(u.hex);
        } else {
            const int k = index(u.hex);
            if (k >= 0) {
                if (m_enemies[k].isEmpty())
                    m_enemyHexes.append(u.hex);
                m_enemies[k].append(i);
            }
        }
        if (!isCombatUnit(u) || u.isRouted() || u.ammo == Ammo::Out)
            continue;
        const int range = weaponStats(u.weapon).range;
        const double value = baseFireValue(u);
        // A unit that must deploy first fires next turn at best.
        const bool ready = firesInFormation(u);
        for (const Hex &h : hardtack::range(u.hex, range)) {
            const int k = index(h);
            if (k < 0 || h == u.hex)
                continue;
            const double v = value * (distance(u.hex, h) * 2 > range ? 0.5 : 1.0);
            if (!enemy) {
                m_support[k] += v;
                continue;
            }
            m_any[k] += ready ? v : 0.5 * v;
            if (ready && u.ammo == Ammo::Normal && inFrontArc(u.hex, u.facing, h))
                m_front[k] += v;
        }
    }
    std::sort(m_enemyHexes.begin(), m_enemyHexes.end());
    m_knownHexes = m_enemyHexes;
    for (const Ghost &g : view.ghosts)
        if (index(g.hex) >= 0 && !m_knownHexes.contains(g.hex))
            m_knownHexes.append(g.hex);

    // Multi-source breadth-first distances from every known enemy hex.
    // The sweep also carries which known hex is nearest (the first to reach
    // a hex wins; sources are in ascending hex order, so ties are fixed).
    std::sort(m_knownHexes.begin(), m_knownHexes.end());
    m_nearest.fill(-1, n);
    QVector<int> queue;
    for (int src = 0; src < m_knownHexes.size(); ++src) {
        const int k = index(m_knownHexes.at(src));
        if (m_distance[k] != 0) {
            m_distance[k] = 0;
            m_nearest[k] = src;
            queue.append(k);
        }
    }
    for (int head = 0; head < queue.size(); ++head) {
        const int k = queue.at(head);
        const Hex h = s.map.hexAtIndex(k);
        for (const Hex &nb : h.neighbours()) {
            const int j = index(nb);
            if (j >= 0 && m_distance[j] > m_distance[k] + 1) {
                m_distance[j] = m_distance[k] + 1;
                m_nearest[j] = m_nearest[k];
                queue.append(j);
            }
        }
    }
    m_enemyCentroid = centroidOf(m_knownHexes);
    m_friendCentroid = centroidOf(friends);
}

int InfluenceMap::index(Hex h) const
{
    const Offset o = h.toOffset();
    if (o.col < 0 || o.row < 0 || o.col >= m_width || o.row >= m_height)
        return -1;
    return o.row * m_width + o.col;
}

double InfluenceMap::at(const QVector<double> &grid, Hex h) const
{
    const int k = index(h);
    return k < 0 ? 0.0 : grid.at(k);
}

int InfluenceMap::enemyDistance(Hex h) const
{
    const int k = index(h);
    return k < 0 ? 99 : m_distance.at(k);
}

const QVector<int> &InfluenceMap::enemiesAt(Hex h) const
{
    static const QVector<int> none;
    const int k = index(h);
    return k < 0 ? none : m_enemies.at(k);
}

std::optional<Hex> InfluenceMap::nearestEnemy(Hex h) const
{
    if (const int k = index(h); k >= 0)
        return m_nearest.at(k) >= 0 ? std::optional<Hex>(m_knownHexes.at(m_nearest.at(k))) : std::nullopt;
    std::optional<Hex> best;
    int bestD = INT_MAX;
    for (const Hex &e : m_knownHexes) {
        const int d = distance(h, e);
        if (d < bestD || (d == bestD && e < *best)) {
            bestD = d;
            best = e;
        }
    }
    return best;
}

} // namespace hardtack::ai
