#include "replay.h"

#include "game.h"

namespace hardtack {

ReplayResult replayBattle(const Battle &saved)
{
    ReplayResult r;
    Game game = Game::start(saved.initial, saved.seed);
    for (int i = 0; i < saved.orders.size(); ++i) {
        const RecordedOrder &o = saved.orders.at(i);
        const bool samePlace = game.turn() == o.turn && game.phase() == o.phase && game.actingSide() == o.side;
        if (!samePlace || !game.apply(o.order)) {
            r.refusedOrder = i;
            break;
        }
        ++r.ordersApplied;
    }
    const QVector<QJsonObject> &log = game.battle().log;
    r.events = int(log.size());
    r.logHash = logHash(log);
    const int common = int(std::min(log.size(), saved.log.size()));
    for (int i = 0; i < common && r.firstDifference < 0; ++i)
        if (log.at(i) != saved.log.at(i))
            r.firstDifference = i;
    if (r.firstDifference < 0 && log.size() != saved.log.size())
        r.firstDifference = common;
    r.ok = r.firstDifference < 0 && r.refusedOrder < 0;
    return r;
}

} // namespace hardtack
