#include "computerside.h"

#include "ai/players.h"

#include "core/rules/scriptedplayer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace hardtack::ui {

std::unique_ptr<TacticalPlayer> makeComputerPlayer(ComputerLevel level, quint64 seed)
{
    // Easy is the greedy baseline, Normal the computer opponent, Hard the
    // computer opponent with a look-ahead (docs/AI.md).
    const QString name = level == ComputerLevel::Easy ? QStringLiteral("greedy")
        : level == ComputerLevel::Hard               ? QStringLiteral("hard")
                                                     : QStringLiteral("ai");
    return makeTacticalPlayer(name, seed);
}

ComputerRunner::ComputerRunner(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

ComputerRunner::~ComputerRunner()
{
    cancel();
}

void ComputerRunner::think(TacticalPlayer *player, const SideView &view)
{
    cancel();
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_cancelled = cancelled;
    auto result = std::make_shared<QVector<Order>>();
    // The player sees a copy of the view; the worker touches nothing else.
    auto *watcher = new QFutureWatcher<QVector<Order>>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, cancelled] {
        watcher->deleteLater();
        if (m_watcher == watcher)
            m_watcher = nullptr;
        emit thinkingChanged(isThinking());
        if (!cancelled->load())
            emit ordersReady(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, [player, view] { return player->orders(view); }));
    emit thinkingChanged(true);
}

void ComputerRunner::cancel()
{
    if (!m_watcher)
        return;
    m_cancelled->store(true);
    // The player cannot be interrupted mid-thought: wait for it, drop its answer.
    QFutureWatcher<QVector<Order>> *w = m_watcher;
    m_watcher = nullptr;
    w->waitForFinished();
    emit thinkingChanged(false);
}

} // namespace hardtack::ui
