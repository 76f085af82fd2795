#include "movement.h"

#include "board.h"
#include "command.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <map>
#include <vector>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Movement)
};

CheckResult refuse(Refusal r, const QString &message)
{
    return CheckResult{r, message};
}
} // namespace

std::optional<int> enterCost(const Map &map, Hex from, Hex to, MoveClass c, bool artillery)
{
    if (!map.contains(to) || !map.contains(from))
        return std::nullopt;
    const auto side = from.sideTowards(to);
    if (!side)
        return std::nullopt;
    const Terrain t = map.terrainAt(to);
    if (t == Terrain::Water || c == MoveClass::Fixed)
        return std::nullopt;

    std::optional<int> base;
    const std::optional<RoadKind> road = map.bestRoadAcross(from, *side);
    if (road)
        base = roadCost(*road, c);
    if (!base)
        base = terrainCost(t, c);
    if (!base)
        return std::nullopt;

    int mp = *base;
    const quint8 f = map.sideFeatures(from, *side);
    const auto has = [f](HexsideFeature x) { return (f & (1u << int(x))) != 0; };
    if (has(HexsideFeature::Stream)) {
        if (has(HexsideFeature::Bridge) && road)
            mp += kHexsideCosts.bridgeOnRoad;
        else if (has(HexsideFeature::Ford))
            mp += kHexsideCosts.ford;
        else
            mp += kHexsideCosts.stream;
    }
    if (has(HexsideFeature::Fence))
        mp += kHexsideCosts.fence;
    if (has(HexsideFeature::StoneWall))
        mp += kHexsideCosts.stoneWall;
    const int climb = map.elevationAt(to) - map.elevationAt(from);
    if (climb > 0)
        mp += climb * (artillery ? kClimbCostPerLevelArtillery : kClimbCostPerLevel);
    return mp;
}

int turnCost(HexSide from, HexSide to)
{
    return std::max(0, sideDistance(from, to) - 1);
}

int movementAllowance(const Scenario &s, const Unit &u)
{
    double a = baseAllowance(u.type);
    if (u.isDisrupted())
        a *= 0.5;
    if (isDetached(s, u))
        a *= kDetachedAllowance;
    return int(a);
}

PathCheck checkPath(const Scenario &s, const Unit &u, const QVector<Hex> &path, std::optional<HexSide> facing)
{
    PathCheck pc;
    pc.finalFacing = u.facing;
    if (path.isEmpty()) {
        pc.result = refuse(Refusal::EmptyPath, Tr::tr("The path is empty."));
        return pc;
    }
    const MoveClass mc = moveClassOf(u);
    if (mc == MoveClass::Fixed) {
        pc.result = refuse(Refusal::CannotMove, Tr::tr("%1 is unlimbered: it may only turn in place.").arg(u.name));
        return pc;
    }
    const int allowance = movementAllowance(s, u);
    int mp = u.mpSpent;
    Hex at = u.hex;
    HexSide face = u.facing;
    for (int i = 0; i < path.size(); ++i) {
        const Hex next = path.at(i);
        const auto side = at.sideTowards(next);
        if (!side) {
            pc.result = refuse(Refusal::NotAdjacentStep, Tr::tr("%1 is not next to %2.").arg(next.toString(), at.toString()));
            return pc;
        }
        if (!s.map.contains(next)) {
            pc.result = refuse(Refusal::OffMap, Tr::tr("%1 is off the map.").arg(next.toString()));
            return pc;
        }
        const auto cost = enterCost(s.map, at, next, mc, u.type == UnitType::Artillery);
        if (!cost) {
            pc.result = refuse(Refusal::Impassable, Tr::tr("%1 cannot enter %2 (%3).")
                                                        .arg(u.name, next.toString(),
                                                             terrainNames().at(int(s.map.terrainAt(next)))));
            return pc;
        }
        if (hasEnemyUnit(s, next, u.side)) {
            pc.result = refuse(Refusal::EnemyOccupied, Tr::tr("%1 is held by the enemy.").arg(next.toString()));
            return pc;
        }
        mp += turnCost(face, *side) + *cost;
        face = *side;
        if (inEnemyZoc(s, next, u.side) && i + 1 < path.size()) {
            pc.result = refuse(Refusal::ZocStop, Tr::tr("Entering the enemy's zone of control at %1 ends the move.")
                                                     .arg(next.toString()));
            return pc;
        }
        at = next;
    }
    if (facing) {
        mp += turnCost(face, *facing);
        face = *facing;
    }
    if (mp > allowance) {
        pc.result = refuse(Refusal::NotEnoughMp, Tr::tr("%1 needs %2 MP but has %3 left.")
                                                     .arg(u.name).arg(mp - u.mpSpent).arg(allowance - u.mpSpent));
        return pc;
    }
    const int self = s.unitIndex(u.id);
    if (at != u.hex && !stackingAllows(s, at, {self})) {
        pc.result = refuse(Refusal::Stacking, Tr::tr("%1 would hold more than %2 men or %3 units.")
                                                  .arg(at.toString()).arg(kStackMen).arg(kStackUnits));
        return pc;
    }
    if (u.isDisrupted() && enemyAdjacent(s, at, u.side)) {
        pc.result = refuse(Refusal::DisruptedAdjacent,
                           Tr::tr("%1 is disrupted and may not end its move next to the enemy.").arg(u.name));
        return pc;
    }
    pc.mp = mp - u.mpSpent;
    pc.finalFacing = face;
    pc.endsInEnemyZoc = inEnemyZoc(s, at, u.side);
    return pc;
}

MoveRange::MoveRange(const Scenario &s, const Unit &u) : MoveRange(s, u, BoardIndex(s))
{
}

MoveRange::MoveRange(const Scenario &s, const Unit &u, const BoardIndex &board)
{
    const Side enemy = otherSide(u.side);
    const MoveClass mc = moveClassOf(u);
    if (mc == MoveClass::Fixed || u.isRouted() || u.moveEnded)
        return;
    const int budget = movementAllowance(s, u) - u.mpSpent;
    // Dijkstra over (hex, facing): turning costs depend on the facing. The
    // best cost per node lives in an array over the hexes within `budget` of
    // the start (every step costs at least 1 MP) × 6 facings: a hash per node
    // was the search's main cost on a grand-battle map.
    std::multimap<int, Node> open;
    const int radius = std::max(0, budget);
    const int span = 2 * radius + 1;
    std::vector<int> best(size_t(span) * size_t(span) * 6, INT_MAX);
    const auto nodeIndex = [&](const Node &n) {
        const Hex d = n.hex - u.hex;
        if (distance(n.hex, u.hex) > radius)
            return -1;
        return ((d.q + radius) * span + (d.r + radius)) * 6 + int(n.facing);
    };
    const auto bestOf = [&](const Node &n) {
        const int i = nodeIndex(n);
        return i < 0 ? INT_MAX : best[size_t(i)];
    };
    const Node start{u.hex, u.facing};
    if (const int i = nodeIndex(start); i >= 0)
        best[size_t(i)] = 0;
    open.insert({0, start});
    m_cost.insert(u.hex, 0);
    m_bestNode.insert(u.hex, start);
    while (!open.empty()) {
        const auto [c, n] = *open.begin();
        open.erase(open.begin());
        if (bestOf(n) < c)
            continue;
        if (n.hex != u.hex && board.inZocOf(n.hex, enemy))
            continue; // entering a ZOC ended the move there
        for (int k = 0; k < 6; ++k) {
            const HexSide side = HexSide(k);
            const Hex next = n.hex.neighbour(side);
            if (!s.map.contains(next) || board.hasUnitOf(next, enemy))
                continue;
            const auto cost = enterCost(s.map, n.hex, next, mc, u.type == UnitType::Artillery);
            if (!cost)
                continue;
            const int nc = c + turnCost(n.facing, side) + *cost;
            if (nc > budget)
                continue;
            const Node nn{next, side};
            const int ni = nodeIndex(nn);
            if (ni < 0 || nc >= best[size_t(ni)])
                continue;
            best[size_t(ni)] = nc;
            m_parent.insert(nn, n);
            open.insert({nc, nn});
            if (nc < m_cost.value(next, INT_MAX)) {
                m_cost.insert(next, nc);
                m_bestNode.insert(next, nn);
            }
        }
    }
    // Hexes where the unit may not end its move are still passed through,
    // but are not offered as destinations.
    const int self = s.unitIndex(u.id);
    for (const Hex &h : m_cost.keys()) {
        if (h == u.hex)
            continue;
        if (!board.stackingAllows(h, self) || (u.isDisrupted() && board.enemyAdjacent(h, u.side)))
            m_cost.remove(h);
    }
}

QVector<Hex> MoveRange::pathTo(Hex h) const
{
    QVector<Hex> path;
    if (!m_bestNode.contains(h) || !m_cost.contains(h))
        return path;
    // The start node has no parent; every other node on the best chain does.
    for (Node n = m_bestNode.value(h); m_parent.contains(n); n = m_parent.value(n))
        path.prepend(n.hex);
    return path;
}

QVector<Hex> MoveRange::hexes() const
{
    QVector<Hex> out = m_cost.keys();
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace hardtack
