// The battle mode's computer side (issue 9): it thinks on its own side
// view in a worker thread and its orders are carried out one at a time, so a
// human sees each move the fog lets them see.

#include "battledocument.h"
#include "battlemode.h"

#include "core/battle.h"

#include <QTimer>

namespace hardtack::ui {

namespace {
constexpr int kMaxComputerRounds = 4096; // roundsPerPhase("ai") and ("hard"): the computer plans in rounds
}

void BattleMode::startComputer(Side side)
{
    const Game &g = m_doc->game();
    const QString key = QStringLiteral("%1/%2/%3").arg(g.turn()).arg(int(g.phase())).arg(int(g.phasingSide()));
    if (key != m_aiPhaseKey) {
        m_aiPhaseKey = key;
        m_aiRounds = 0;
    }
    if (!m_ai[int(side)])
        m_ai[int(side)] = makeComputerPlayer(m_setup.level, m_setup.seed + int(side));
    // The player thinks on the side's view, never on the live game.
    m_runner->think(m_ai[int(side)].get(), g.view(side));
}

void BattleMode::computerOrders(const QVector<Order> &orders)
{
    ++m_aiRounds;
    m_aiQueue = orders;
    if (m_aiQueue.isEmpty() || m_aiRounds > kMaxComputerRounds)
        m_aiQueue = {Order::endPhase()};
    stepComputer();
}

// One order at a time, so a human sees each move (what the fog lets them see).
void BattleMode::stepComputer()
{
    if (m_aiQueue.isEmpty() || !m_doc->hasGame())
        return;
    const Order o = m_aiQueue.takeFirst();
    const bool end = o.type == OrderType::EndPhase;
    m_doc->applyComputerOrder(o); // a refused order is skipped, as playPhase does; no undo snapshot
    if (end) {
        m_aiQueue.clear();
        return; // the new phase: refresh() schedules whoever acts next
    }
    if (!m_aiQueue.isEmpty()) {
        QTimer::singleShot(m_aiDelay, this, &BattleMode::stepComputer);
        return;
    }
    // Asks again with a fresh view, as playPhase does.
    if (!m_doc->game().over() && m_setup.control[int(m_doc->game().actingSide())] == Controller::Computer)
        startComputer(m_doc->game().actingSide());
}

} // namespace hardtack::ui
