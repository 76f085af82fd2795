#pragma once
// Influence maps (the idea Wesnoth's AI calls power projection, made dense
// and fog-aware): per hex of the map, how much enemy fire can reach it now
// (through the enemies' fronts, as Defensive Fire would come) and next turn
// (any facing), how much friendly fire covers it, and where the seen enemy
// stands. Built once per plan from the side's view only; O(units × range²).

#include "core/rules/sideview.h"

#include <QVector>

namespace hardtack::ai {

// Fire value of a unit before target effects (men × weapon × quality × fatigue).
double baseFireValue(const Unit &u);
bool firesInFormation(const Unit &u);
bool isCombatUnit(const Unit &u);

class InfluenceMap
{
public:
    explicit InfluenceMap(const SideView &view);

    bool contains(Hex h) const { return index(h) >= 0; }
    double frontThreat(Hex h) const { return at(m_front, h); }   // enemy fire that needs no turn
    double threat(Hex h) const { return at(m_any, h); }          // any facing, next enemy turn
    double support(Hex h) const { return at(m_support, h); }     // friendly fire covering h
    // Distance to the nearest enemy the side sees or last saw (ghosts), or 99.
    int enemyDistance(Hex h) const;
    // Seen enemy units standing in h (indexes into the view's scenario).
    const QVector<int> &enemiesAt(Hex h) const;
    // Seen enemy hexes, ascending.
    const QVector<Hex> &enemyHexes() const { return m_enemyHexes; }
    // Nearest seen (or ghost) enemy hex from h, if any.
    std::optional<Hex> nearestEnemy(Hex h) const;
    Hex enemyCentroid() const { return m_enemyCentroid; }
    Hex friendCentroid() const { return m_friendCentroid; }
    bool anyEnemyKnown() const { return !m_knownHexes.isEmpty(); }

private:
    int index(Hex h) const;
    double at(const QVector<double> &grid, Hex h) const;

    const Scenario *m_s;
    int m_width = 0;
    int m_height = 0;
    QVector<double> m_front;
    QVector<double> m_any;
    QVector<double> m_support;
    QVector<int> m_distance;
    QVector<int> m_nearest;      // index into m_knownHexes of the nearest known enemy hex, or -1
    QVector<QVector<int>> m_enemies;
    QVector<Hex> m_enemyHexes;
    QVector<Hex> m_knownHexes;   // seen and ghost hexes
    Hex m_enemyCentroid;
    Hex m_friendCentroid;
};

// The hex whose centre is nearest to the mean of these hexes (in cube space).
Hex centroidOf(const QVector<Hex> &hexes);
// The facing of `from` whose neighbour lies closest to `target`.

} // namespace hardtack::ai
