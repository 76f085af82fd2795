// Where the leaders ride in the Movement phase (docs/AI.md "Movement"): to
// rally a routed unit of their command, else to steady its middle.

#include "aimovement.h"

#include "core/rules/board.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <algorithm>
#include <climits>
#include <queue>

namespace hardtack::ai {

namespace {
// RULES §4: leaders move like columns (20 MP), ignore ZOC and stacking, and
// may not enter an enemy unit's hex. The cheapest path to the reachable hex
// nearest `target`.
QVector<Hex> leaderPath(const Occupancy &occ, Hex from, Hex target, int budget)
{
    const Map &map = occ.map();
    QHash<Hex, int> cost{{from, 0}};
    QHash<Hex, Hex> parent;
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    open.push({0, occ.index(from)});
    Hex best = from;
    while (!open.empty()) {
        const auto [c, k] = open.top();
        open.pop();
        const Hex h = map.hexAtIndex(k);
        if (cost.value(h, INT_MAX) < c)
            continue;
        if (distance(h, target) < distance(best, target) || (distance(h, target) == distance(best, target) && c < cost.value(best)))
            best = h;
        for (const Hex &nb : h.neighbours()) {
            const int j = occ.index(nb);
            if (j < 0 || occ.enemy(j))
                continue;
            const auto step = enterCost(map, h, nb, MoveClass::Column, false);
            if (!step || c + *step > budget)
                continue;
            if (c + *step < cost.value(nb, INT_MAX)) {
                cost.insert(nb, c + *step);
                parent.insert(nb, h);
                open.push({c + *step, j});
            }
        }
    }
    QVector<Hex> path;
    for (Hex h = best; h != from; h = parent.value(h))
        path.prepend(h);
    return path;
}

} // namespace

void planLeaders(Game &think, Context &c, const QSet<QString> &skip, QVector<PlannedStep> &out)
{
    const Scenario &s = think.scenario();
    QVector<int> order;
    for (int i = 0; i < s.formations.size(); ++i)
        if (s.formations.at(i).side == c.me && s.formations.at(i).leader.active())
            order.append(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const Formation &fa = s.formations.at(a), &fb = s.formations.at(b);
        return fa.level != fb.level ? fa.level < fb.level : QString::compare(fa.leader.id, fb.leader.id) < 0;
    });
    // The units each formation answers for (one pass over the board).
    QHash<QString, QVector<int>> command;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != c.me || u.type == UnitType::Wagon)
            continue;
        for (const Formation *up : s.chainOf(u))
            command[up->id].append(i);
    }
    QSet<QString> rallied;
    for (int fi : order) {
        const Formation f = s.formations.at(fi);
        // A leader this side's view has not located (the enemy's, when the
        // Hard player's look-ahead plays the enemy on a game of its view).
        if (skip.contains(f.leader.id) || f.leader.hex == kUnseenHex)
            continue;
        const QVector<int> mine = command.value(f.id);
        if (mine.isEmpty())
            continue;
        // RULES §12: a routed unit rallies better with a leader of its chain stacked.
        std::optional<Hex> target;
        int bestMen = 0;
        for (int i : mine) {
            const Unit &u = s.units.at(i);
            if (u.isRouted() && !rallied.contains(u.id) && u.men > bestMen
                && distance(u.hex, f.leader.hex) <= 8) {
                bestMen = u.men;
                target = u.hex;
            }
        }
        if (target) {
            for (int i : mine)
                if (s.units.at(i).hex == *target && s.units.at(i).isRouted())
                    rallied.insert(s.units.at(i).id);
        } else {
            // RULES §9: +1 morale stacked with a leader: the unit nearest the
            // middle of the command that is not in the front line.
            QVector<Hex> hexes;
            for (int i : mine)
                hexes.append(s.units.at(i).hex);
            const Hex mid = centroidOf(hexes);
            int bestScore = INT_MAX;
            for (int i : mine) {
                const Unit &u = s.units.at(i);
                const int k = c.occ->index(u.hex);
                const int sc = distance(u.hex, mid) * 2 + (k >= 0 && c.occ->enemyAdjacent(k) ? 5 : 0);
                if (sc < bestScore) {
                    bestScore = sc;
                    target = u.hex;
                }
            }
        }
        if (!target || *target == f.leader.hex)
            continue;
        const QVector<Hex> path = leaderPath(*c.occ, f.leader.hex, *target, kLeaderAllowance - f.leader.mpSpent);
        if (path.isEmpty())
            continue;
        const Order o = Order::moveLeader(f.leader.id, path);
        if (!think.apply(o).ok())   // checked inside: nothing done if refused
            continue;
        PlannedStep step;
        step.leader = f.leader.id;
        step.orders.append(o);
        step.path = path;
        step.expected = path.last();
        out.append(step);
    }
}

} // namespace hardtack::ai
