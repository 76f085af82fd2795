#pragma once
// Where a unit can move this phase, found on grids built once per plan
// (enemy hexes, enemy zones of control, friendly stacking) instead of the
// core's per-query scans of every unit, so a plan for 800 units stays fast.
// Same rules as core/rules/movement.h (RULES §2, §4); every path found is
// still judged by Game::check before it is given.

#include "core/rules/terrain.h"
#include "core/scenario.h"

#include <QVector>

namespace hardtack::ai {

class Occupancy
{
public:
    Occupancy(const Scenario &s, Side side);
    int index(Hex h) const;
    bool enemy(int k) const { return m_enemy.at(k); }
    bool zoc(int k) const { return m_zoc.at(k); }
    bool enemyAdjacent(int k) const { return m_enemyAdjacent.at(k); }
    int friendPoints(int k) const { return m_points.at(k); }
    int friendCount(int k) const { return m_count.at(k); }
    // Other brigades of this side standing in the hex.
    bool otherBrigade(int k, const QString &brigade) const;
    bool fits(int k, const Unit &u) const;
    // == enterCost(map(), hex k, its neighbour across d, mc, artillery), or
    // -1 when it may not enter: the map never changes during a plan, so
    // each step's cost is worked out once.
    int stepCost(int k, int d, MoveClass mc, bool artillery) const;
    void leave(const Unit &u);
    void arrive(const Unit &u, Hex h);
    const Map &map() const { return *m_map; }
    int hexCount() const { return m_width * m_height; }

private:
    friend class FastRange;
    int *stepCosts(MoveClass mc, bool artillery) const;   // the stepCost table, -2 where not worked out yet
    // Search workspace shared by the ranges built on this occupancy (one at a time).
    mutable QVector<int> m_nodeCost;
    mutable QVector<int> m_nodeParent;
    mutable QVector<int> m_nodeStamp;
    mutable QVector<int> m_hexCost;    // cheapest cost reaching the hex (any facing)
    mutable QVector<int> m_hexNode;    // the node that reached it so
    mutable QVector<int> m_hexStamp;
    mutable int m_stamp = 0;
    mutable QVector<QVector<int>> m_stepCosts;   // by move class and artillery; -2 unknown
    QVector<int> m_next;   // hex index × 6 + direction → the neighbour's index, or -1

    const Map *m_map;
    int m_width = 0;
    int m_height = 0;
    QVector<bool> m_enemy;
    QVector<bool> m_zoc;
    QVector<bool> m_enemyAdjacent;
    QVector<int> m_points;
    QVector<int> m_count;
    QVector<QStringList> m_brigades;
};

// Valid until the next FastRange is built on the same Occupancy.
class FastRange
{
public:
    // budget: MP the unit may spend on this move.
    FastRange(const Occupancy &occ, const Unit &u, int budget);
    // Reachable destinations (the start excluded), ascending, with their cost.
    const QVector<Hex> &hexes() const { return m_hexes; }
    int cost(Hex h) const;
    QVector<Hex> pathTo(Hex h) const;

private:
    const Occupancy *m_occ;
    int at(Hex h) const;   // the hex's index when this search reached it, else -1

    int m_start = -1;
    int m_stamp = 0;
    QVector<Hex> m_hexes;
};

} // namespace hardtack::ai
