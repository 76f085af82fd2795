#include "player.h"

#include "board.h"

#include <QElapsedTimer>
#include <QSet>

#include <algorithm>

namespace hardtack {

namespace {
// RULES §7 (12 hexes, the longest range) and §8 (adjacent).
int reachOf(bool melee)
{
    return melee ? 1 : 12;
}
} // namespace

bool unitCanAct(const Game &g, const Unit &u)
{
    const Side side = g.actingSide();
    if (!u.onMap || u.isRouted() || u.side != side || g.over())
        return false;
    switch (g.phase()) {
    case Phase::Movement:
        return !u.moveEnded && !u.moved && u.type != UnitType::Wagon && g.movementAllowance(u.id) > u.mpSpent;
    case Phase::DefensiveFire:
    case Phase::OffensiveFire:
    case Phase::Melee: {
        const bool melee = g.phase() == Phase::Melee;
        if ((u.fired && !melee) || (u.meleed && melee))
            return false;
        for (const Unit &e : g.scenario().units) {
            if (!e.onMap || e.side == side || distance(u.hex, e.hex) > reachOf(melee))
                continue;
            if (g.check(melee ? Order::melee({u.id}, e.hex) : Order::fire({u.id}, e.hex)).ok())
                return true;
        }
        return false;
    }
    }
    return false;
}

QVector<Hex> legalTargets(const Game &g, const QStringList &units, bool melee)
{
    QVector<Hex> out;
    const Unit *first = units.isEmpty() ? nullptr : g.scenario().unit(units.first());
    if (!first)
        return out;
    QSet<Hex> enemyHexes;
    for (const Unit &u : g.scenario().units)
        if (u.onMap && u.side != first->side)
            enemyHexes.insert(u.hex);
    for (Hex h : std::as_const(enemyHexes)) {
        if (distance(first->hex, h) > reachOf(melee))
            continue;
        if (g.check(melee ? Order::melee(units, h) : Order::fire(units, h)).ok())
            out << h;
    }
    std::sort(out.begin(), out.end(), [](Hex a, Hex b) { return std::pair(a.q, a.r) < std::pair(b.q, b.r); });
    return out;
}

PhasePlay playPhase(Game &game, TacticalPlayer &player, int maxRounds)
{
    PhasePlay out;
    const Side side = game.actingSide();
    const int turn = game.turn();
    const Phase phase = game.phase();
    const auto samePhase = [&] {
        return !game.over() && game.turn() == turn && game.phase() == phase && game.actingSide() == side;
    };
    for (int round = 0; round < maxRounds && samePhase(); ++round) {
        QElapsedTimer timer;
        timer.start();
        const QVector<Order> orders = player.orders(game.view(side));
        out.thinkingMs += timer.nsecsElapsed() / 1e6;
        if (orders.isEmpty())
            break;
        bool ended = false;
        for (const Order &o : orders) {
            if (!samePhase())
                break;
            if (game.apply(o).ok()) {
                ++out.applied;
                ended = ended || o.type == OrderType::EndPhase;
            } else {
                ++out.refused;
            }
        }
        if (ended)
            return out;
    }
    if (samePhase() && game.apply(Order::endPhase()).ok())
        ++out.applied;
    return out;
}

} // namespace hardtack
