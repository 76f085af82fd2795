#include "player.h"

#include <QElapsedTimer>

namespace hardtack {

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
