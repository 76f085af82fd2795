#pragma once
// Movement (RULES §2, §4): the cost of each step, movement allowance, whole
// paths with ZOC and stacking, and the range a unit can reach.

#include "orders.h"
#include "terrain.h"

#include "core/scenario.h"

#include <QHash>

#include <optional>

namespace hardtack {

class BoardIndex;

// RULES §2: MP to enter adjacent hex `to` from `from` for this move class
// (artillery pays 2 per level climbed); nothing when it may not enter.
std::optional<int> enterCost(const Map &map, Hex from, Hex to, MoveClass c, bool artillery);
// RULES §2: turning by this many hexsides: the first is free, then 1 MP each.
int turnCost(HexSide from, HexSide to);

// RULES §4, §13: movement allowance this turn (halved when disrupted, ×0.75
// when detached, rounded down). Unlimbered artillery has its full allowance
// for turning and limbering but may not move.
int movementAllowance(const Scenario &s, const Unit &u);

// A checked path: its total MP, the facing at its end.
struct PathCheck
{
    CheckResult result;
    int mp = 0;
    HexSide finalFacing = HexSide::N;
    bool endsInEnemyZoc = false;
};

// RULES §2, §4: checks moving unit u along `path` (the hexes entered, in
// order), facing in the direction of each step, then turning to `facing` if
// given: terrain, MP left, enemy units, ZOC (entering one ends the move),
// stacking at the end, disrupted units not ending next to an enemy.
PathCheck checkPath(const Scenario &s, const Unit &u, const QVector<Hex> &path, std::optional<HexSide> facing);

// Every hex unit u can reach this phase with its MP left, with the cheapest
// cost and the path to it (for the UI's range preview and the AI).
class MoveRange
{
public:
    MoveRange(const Scenario &s, const Unit &u);
    // The same, with the board already indexed (many ranges on one board).
    MoveRange(const Scenario &s, const Unit &u, const BoardIndex &board);
    bool reachable(Hex h) const { return m_cost.contains(h); }
    int cost(Hex h) const { return m_cost.value(h, -1); }
    QVector<Hex> pathTo(Hex h) const;
    QVector<Hex> hexes() const; // sorted

private:
    struct Node
    {
        Hex hex;
        HexSide facing;
        friend bool operator==(const Node &, const Node &) = default;
    };
    friend size_t qHash(const Node &n, size_t seed) { return qHashMulti(seed, n.hex.q, n.hex.r, int(n.facing)); }
    QHash<Hex, int> m_cost;
    QHash<Hex, Node> m_bestNode;
    QHash<Node, Node> m_parent;
};

} // namespace hardtack
