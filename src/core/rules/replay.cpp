#include "replay.h"

#include "game.h"

#include <QJsonArray>

namespace hardtack {

namespace {
// The first path where two JSON values differ (objects by member, arrays by
// index); empty when equal.
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &path)
{
    if (a == b)
        return {};
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        QStringList keys = x.keys() + y.keys();
        keys.removeDuplicates();
        keys.sort();
        for (const QString &k : std::as_const(keys))
            if (QString d = firstDifference(x.value(k), y.value(k), path + QLatin1Char('.') + k); !d.isEmpty())
                return d;
        return path;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i)
            if (QString d = firstDifference(x.at(i), y.at(i), path + QStringLiteral("[%1]").arg(i)); !d.isEmpty())
                return d;
        return path;
    }
    return path;
}
} // namespace

Game replayOrders(const Battle &saved, int *refusedOrder)
{
    *refusedOrder = -1;
    Game game = Game::start(saved.initial, saved.seed);
    game.setUndoKept(false);
    for (int i = 0; i < saved.orders.size(); ++i) {
        const RecordedOrder &o = saved.orders.at(i);
        const bool samePlace = game.turn() == o.turn && game.phase() == o.phase && game.actingSide() == o.side;
        if (!samePlace || !game.apply(o.order)) {
            *refusedOrder = i;
            break;
        }
    }
    return game;
}

ReplayResult replayBattle(const Battle &saved)
{
    ReplayResult r;
    const Game game = replayOrders(saved, &r.refusedOrder);
    r.ordersApplied = r.refusedOrder < 0 ? int(saved.orders.size()) : r.refusedOrder;
    const QVector<Event> &log = game.battle().log;
    r.events = int(log.size());
    r.logHash = logHash(log);
    const int common = int(std::min(log.size(), saved.log.size()));
    for (int i = 0; i < common && r.firstDifference < 0; ++i)
        if (!sameEvent(log.at(i), saved.log.at(i)))
            r.firstDifference = i;
    if (r.firstDifference < 0 && log.size() != saved.log.size())
        r.firstDifference = common;
    if (r.firstDifference < 0 && r.refusedOrder < 0) {
        // The state it ends in. Knowledge and the told masks only when the
        // save carries them (older saves rebuild them on loading).
        QJsonObject mine = battleToJson(game.battle());
        QJsonObject theirs = battleToJson(saved);
        mine.remove(QStringLiteral("log"));
        theirs.remove(QStringLiteral("log"));
        const auto blank = [](const SideKnowledge &k) { return k.seen.isEmpty() && k.ghosts.isEmpty(); };
        if (blank(saved.knowledge[0]) && blank(saved.knowledge[1])) {
            mine.remove(QStringLiteral("knowledge"));
            theirs.remove(QStringLiteral("knowledge"));
        }
        if (saved.told.isEmpty())
            mine.remove(QStringLiteral("told"));
        r.stateDifference = firstDifference(theirs, mine, QStringLiteral("$"));
    }
    r.ok = r.firstDifference < 0 && r.refusedOrder < 0 && r.stateDifference.isEmpty();
    return r;
}

QString ReplayResult::where() const
{
    if (refusedOrder >= 0)
        return QStringLiteral("$.orders[%1]").arg(refusedOrder);
    if (firstDifference >= 0)
        return QStringLiteral("$.log[%1]").arg(firstDifference);
    return stateDifference;
}

} // namespace hardtack
