// The battle mode's Remote side (issue 23): a side whose orders come from
// outside the window (a turn file now, a network peer later). Nobody here is
// asked for them; they are carried out as they arrive, each at its recorded
// moment, and the side at the screen is shown what it may see of them.

#include "battledocument.h"
#include "battlemode.h"
#include "phasebar.h"

#include "ui/common/names.h"

#include "core/battle.h"

namespace hardtack::ui {

bool BattleMode::waitingForRemote() const
{
    return m_doc->hasGame() && !m_doc->game().over()
           && m_setup.control[int(m_doc->game().actingSide())] == Controller::Remote;
}

void BattleMode::addWaitingAction(QAction *action)
{
    m_phaseBar->addWaitingAction(action);
}

// Tells once, when the window's own side has given orders since the last
// time and the side to act is now played elsewhere (or the battle is over).
void BattleMode::noteStretchEnd()
{
    const Game &g = m_doc->game();
    const int n = int(g.battle().orders.size());
    if (!localSide() || n <= m_stretchMark || !(g.over() || waitingForRemote()))
        return;
    m_stretchMark = n;
    if (m_setup.control[int(g.battle().orders.last().side)] != Controller::Remote)
        emit localStretchEnded();
}

bool BattleMode::applyRemoteOrders(const QVector<RecordedOrder> &orders, QString *error)
{
    if (!m_doc->hasGame()) {
        *error = tr("No battle is open.");
        return false;
    }
    // The events play in the catch-up, one by one, not all at once here.
    m_applyingRemote = true;
    QString refused;
    for (int i = 0; i < orders.size() && refused.isEmpty(); ++i) {
        const RecordedOrder &o = orders.at(i);
        const Game &g = m_doc->game();
        if (g.over())
            refused = tr("order %1 of %2 comes after the end of the battle").arg(i + 1).arg(orders.size());
        else if (m_setup.control[int(o.side)] != Controller::Remote)
            refused = tr("order %1 of %2 is the %3 side's, which is not played elsewhere")
                          .arg(i + 1).arg(orders.size()).arg(Names::side(o.side));
        else if (o.turn != g.turn() || o.phase != g.phase() || o.side != g.actingSide())
            refused = tr("order %1 of %2 was given in turn %3, %4 phase, by the %5 side; the battle is in turn %6, %7 "
                         "phase, the %8 side to act")
                          .arg(i + 1).arg(orders.size()).arg(o.turn)
                          .arg(Names::phase(o.phase), Names::side(o.side)).arg(g.turn())
                          .arg(Names::phase(g.phase()), Names::side(g.actingSide()));
        else if (const CheckResult r = m_doc->applyComputerOrder(o.order); !r)
            refused = tr("order %1 of %2 is refused: %3").arg(i + 1).arg(orders.size()).arg(r.message);
    }
    m_applyingRemote = false;
    m_pendingEffects.clear();
    m_stretchMark = int(m_doc->battle().orders.size());
    refresh();
    emit battleChanged();
    startCatchUp(m_viewer);
    if (!refused.isEmpty()) {
        *error = refused;
        return false;
    }
    return true;
}

} // namespace hardtack::ui
