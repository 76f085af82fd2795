#include "computerside.h"

#include "ai/players.h"

#include "core/rules/scriptedplayer.h"

#include <QThread>

namespace hardtack::ui {

std::unique_ptr<TacticalPlayer> makeComputerPlayer(ComputerLevel level, quint64 seed)
{
    // Easy is the greedy baseline, Normal the computer opponent (docs/AI.md).
    return makeTacticalPlayer(level == ComputerLevel::Easy ? QStringLiteral("greedy") : QStringLiteral("ai"), seed);
}

ComputerRunner::ComputerRunner(QObject *parent) : QObject(parent)
{
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
    // The player sees a copy of the view; the thread touches nothing else.
    m_thread = QThread::create([player, view, result] { *result = player->orders(view); });
    QThread *thread = m_thread;
    connect(thread, &QThread::finished, this, [this, thread, result, cancelled] {
        thread->deleteLater();
        if (m_thread == thread)
            m_thread = nullptr;
        emit thinkingChanged(isThinking());
        if (!cancelled->load())
            emit ordersReady(*result);
    });
    thread->start();
    emit thinkingChanged(true);
}

void ComputerRunner::cancel()
{
    if (!m_thread)
        return;
    m_cancelled->store(true);
    // The player cannot be interrupted mid-thought: wait for it, drop its answer.
    QThread *t = m_thread;
    m_thread = nullptr;
    t->wait();
    emit thinkingChanged(false);
}

} // namespace hardtack::ui
