// The battle mode's catch-up after a hotseat handoff (issue 9): the events
// of the opponent's turn the side may read (the event log's own filter, RULES
// §14), one at a time, and locating any event on the map.

#include "battledocument.h"
#include "battlemode.h"
#include "battlescene.h"
#include "catchupbar.h"
#include "effects.h"
#include "eventlogpanel.h"
#include "eventtext.h"
#include "overlayitem.h"

#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "core/battle.h"

namespace hardtack::ui {

// What the side saw since it handed over: every event of the log after that
// point it may read, headings (turn, phase) and quiet bookkeeping aside.
QVector<int> BattleMode::visibleEventsSince(int first) const
{
    QVector<int> out;
    const int n = int(m_doc->battle().log.size());
    for (int i = std::max(0, first); i < n; ++i) {
        if (!eventVisible(i))
            continue;
        const std::optional<Event> e = m_doc->event(i);
        if (e && !EventText::isTurnStart(*e) && !EventText::isPhaseStart(*e))
            out << i;
    }
    return out;
}

void BattleMode::startCatchUp(Side side)
{
    m_catchUp = visibleEventsSince(m_lastSeenLog[int(side)]);
    m_catchUpStep = -1;
    if (m_catchUp.isEmpty()) {
        endCatchUp();
        emit statusMessage(tr("%1: you saw nothing of your opponent's turn.").arg(Names::side(side)));
        return;
    }
    m_catchUpBar->show();
    catchUpNext();
}

void BattleMode::catchUpNext()
{
    if (m_catchUpStep + 1 >= m_catchUp.size()) {
        endCatchUp();
        return;
    }
    showCatchUpStep(m_catchUpStep + 1);
}

void BattleMode::catchUpPrevious()
{
    if (m_catchUpStep > 0)
        showCatchUpStep(m_catchUpStep - 1);
}

void BattleMode::showCatchUpStep(int step)
{
    m_catchUpStep = step;
    const int index = m_catchUp.at(step);
    const std::optional<Event> event = m_doc->event(index);
    if (!event)
        return;
    const Event &e = *event;
    const Side opponent = m_viewer == Side::Union ? Side::Confederate : Side::Union;
    m_catchUpBar->showStep(step, int(m_catchUp.size()), EventText::sentence(e),
                           tr("What you saw of the %1 turn").arg(Names::side(opponent)));
    // Shown even with the animations off: here the player asked for them.
    const double speed = m_effects->speed();
    if (speed <= 0)
        m_effects->setSpeed(1.0);
    m_effects->play(e, m_shown);
    m_effects->setSpeed(speed);
    locateEvent(index);
}

void BattleMode::endCatchUp()
{
    m_catchUp.clear();
    m_catchUpStep = -1;
    m_catchUpBar->hide();
    if (m_scene->overlay())
        m_scene->overlay()->setLocated(std::nullopt);
}

void BattleMode::locateEvent(int index)
{
    const std::optional<Event> e = m_doc->event(index);
    if (!e || !m_scene->overlay())
        return;
    m_log->highlight(index);
    const auto hex = EventText::where(*e, m_shown);
    m_scene->overlay()->setLocated(hex);
    if (hex && m_scene->geometry().contains(*hex))
        m_view->ensureVisible(m_scene->geometry().hexRect(*hex), 120, 120);
}

} // namespace hardtack::ui
