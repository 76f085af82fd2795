// The turn of the campaign window: orders side by side (behind the handoff
// screen in hotseat), the computer's orders, the battles (fought or
// auto-resolved) and the report. See campaignmode.h.

#include "campaignbattle.h"
#include "campaignmode.h"
#include "waroverdialog.h"
#include "forcespanel.h"
#include "treasurypanel.h"
#include "turnnarrator.h"

#include "narrator/wordname.h"
#include "ui/battle/handoffscreen.h"
#include "ui/common/mapview.h"
#include "ui/common/modewindow.h"
#include "ui/naval/navalbattlewidget.h"
#include "ui/naval/navalmode.h"

#include "campaign/hexbattle.h"
#include "campaign/strategicai.h"
#include "core/battle.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>

namespace hardtack::ui {

void CampaignMode::setController(Side side, Controller who)
{
    m_control[int(side)] = who;
    if (QAction *a = m_computerActions[int(side)]) {
        QSignalBlocker b(a);
        a->setChecked(who == Controller::Computer);
    }
}

bool CampaignMode::handoffShown() const
{
    return m_central->currentWidget() == m_handoff;
}

void CampaignMode::beginOrders(Side side)
{
    m_resolving = false;
    if (!m_doc->game() || m_doc->game()->isOver()) {
        m_ordersSide.reset();
        m_central->setCurrentWidget(m_view);
        updateView();
        return;
    }
    m_ordersSide = side;
    if (m_control[int(side)] == Controller::Computer || isFastForwarding()) {
        if (isFastForwarding())
            m_central->setCurrentWidget(m_view); // no secrets while the computer plays both
        const int n = m_doc->giveComputerOrders(side);
        emit statusMessage((side == Side::Union ? tr("The Union gave %n order(s).", nullptr, n) : tr("The Confederacy gave %n order(s).", nullptr, n)), 6000);
        endOrders();
        return;
    }
    const bool hotseat = m_control[0] == Controller::Human && m_control[1] == Controller::Human;
    if (hotseat) {
        // The other player looks away: the map and the side panels hide.
        m_treasury->setGame(nullptr, side, false);
        m_forces->setGame(nullptr, side, false);
        m_handoff->showFor(side, tr("Orders for %1, turn %2 of campaign %3.")
                                     .arg(QLocale().toString(m_doc->game()->date(), QStringLiteral("MMMM yyyy")))
                                     .arg(m_doc->game()->turnInCampaign())
                                     .arg(m_doc->game()->campaign()));
        m_central->setCurrentWidget(m_handoff);
        // The toolbar names the side now called; its orders wait for the player.
        refreshOrders();
        m_endOrders->setEnabled(false);
        return;
    }
    showOrdersOf(side);
}

void CampaignMode::showOrdersOf(Side side)
{
    m_viewer = side;
    m_central->setCurrentWidget(m_view);
    m_view->setFocus();
    updateView();
}

void CampaignMode::fastForward(bool on)
{
    if (!m_doc->game() || m_doc->game()->isOver())
        on = false;
    const bool wasOn = isFastForwarding();
    m_fastForwardTo = on ? m_doc->game()->campaign() + 1 : 0;
    {
        QSignalBlocker b(m_fastForwardAction);
        m_fastForwardAction->setChecked(on);
    }
    m_fastForwardAction->setText(on ? tr("Stop the &fast forward") : tr("&Fast forward to the winter"));
    // Started while a side gives orders: the computer takes over from here.
    // (Started between turns, the running turn carries it on.)
    if (on && !wasOn && m_ordersSide && !m_resolving && m_control[int(*m_ordersSide)] == Controller::Human) {
        m_doc->clearOrders(*m_ordersSide);
        beginOrders(*m_ordersSide);
    }
}

void CampaignMode::endOrders()
{
    if (!m_doc->game() || !m_ordersSide || m_resolving)
        return;
    if (*m_ordersSide == Side::Union)
        beginOrders(Side::Confederate);
    else
        resolveTurn();
}

void CampaignMode::resolveTurn()
{
    m_ordersSide.reset();
    m_resolving = true;
    updateView();
    // The forces move (documentChanged shows them where the battles are).
    m_land = m_doc->beginTurn();
    m_autoRestOfTurn = false;
    m_nextLand = 0;
    m_nextNaval = 0;
    nextBattle();
}

bool CampaignMode::humanIn(const std::array<QStringList, 2> &armies) const
{
    for (int s = 0; s < 2; ++s)
        if (!armies[size_t(s)].isEmpty() && m_control[size_t(s)] == Controller::Human)
            return true;
    return false;
}

bool CampaignMode::askFight(const QString &what, BattleChoice choice, bool naval)
{
    switch (choice) {
    case BattleChoice::AutoResolve: return false;
    case BattleChoice::Fight: return true;
    case BattleChoice::Ask: break;
    }
    if (m_autoRestOfTurn || isFastForwarding())
        return false;
    QMessageBox box(m_central);
    box.setWindowTitle(tr("Battle"));
    box.setIcon(QMessageBox::Question);
    box.setText(what);
    box.setInformativeText(naval ? tr("Fight it yourself on the naval battle screen, or let the naval engine decide it "
                                      "from the squadrons' ships?")
                                 : tr("Fight it yourself on the hex map, or let the quick model decide it from "
                                      "the armies' strength?"));
    QPushButton *fight = box.addButton(tr("&Fight it"), QMessageBox::AcceptRole);
    box.addButton(tr("&Auto-resolve"), QMessageBox::RejectRole);
    // The way through a busy turn: one answer for every battle left in it.
    QPushButton *rest = box.addButton(tr("Auto-resolve &every battle left this turn"), QMessageBox::RejectRole);
    box.setDefaultButton(fight);
    box.exec();
    if (box.clickedButton() == rest)
        m_autoRestOfTurn = true;
    return box.clickedButton() == fight;
}

void CampaignMode::nextBattle()
{
    const CampaignScenario &map = m_doc->game()->scenario();
    while (m_nextLand < m_land.size()) {
        const int i = m_nextLand++;
        const LandBattle &b = m_land.at(i);
        if (!humanIn(b.armies))
            continue;
        if (askFight(tr("<b>A battle at %1.</b> Fight it on the hex map?").arg(map.nodeName(b.city).toHtmlEscaped()),
                     m_landChoice, false)) {
            fightLand(i);
            return; // goes on when the battle window closes
        }
    }
    const QList<NavalBattle> naval = m_doc->game()->navalBattles();
    while (m_nextNaval < naval.size()) {
        const int i = m_nextNaval++;
        if (m_control[0] == Controller::Computer && m_control[1] == Controller::Computer)
            continue;
        if (askFight(tr("<b>The squadrons meet: %1.</b> Fight it yourself?")
                         .arg(naval.at(i).name.toHtmlEscaped()),
                     m_battleChoice, true)) {
            fightNaval(i);
            return; // goes on when the naval battle is done
        }
    }
    finishTurn();
}

void CampaignMode::fightLand(int index)
{
    const LandBattle battle = m_land.at(index);
    LoadError error;
    const std::optional<Scenario> made = hexBattleScenario(*m_doc->game(), index, m_dataDir + QStringLiteral("/maps"), &error);
    if (!made) {
        QMessageBox::warning(m_central, tr("Battle"), tr("The battle cannot be set up on the hex map (%1); it is "
                                                         "auto-resolved.").arg(error.text()));
        nextBattle();
        return;
    }
    if (!window()) { // a campaign shown in no window: the auto-resolve decides
        nextBattle();
        return;
    }
    const Scenario &scenario = *made;
    BattleSetup setup;
    for (int s = 0; s < 2; ++s)
        setup.control[s] = m_control[size_t(s)];
    setup.seed = m_doc->game()->seed() + quint64(m_doc->game()->turn()) * 131 + quint64(index);
    // The battle opens in this window over the campaign, and the campaign
    // comes back when it is done (fought, or left to the auto-resolve model).
    auto *mode = new CampaignBattleMode(scenario, setup, window());
    connect(mode, &CampaignBattleMode::fought, this, [this, index, battle](const Battle &fought) {
        m_doc->setLandResult(index, landResultFromBattle(fought, battle));
        emit statusMessage(tr("The battle's result goes to the campaign."), 6000);
    });
    connect(mode, &Mode::finished, this, [this] { QTimer::singleShot(0, this, &CampaignMode::nextBattle); });
    m_battleMode = mode;
    window()->addMode(mode, this);
}

void CampaignMode::fightNaval(int index)
{
    if (!window()) {
        nextBattle();
        return;
    }
    const NavalBattle battle = m_doc->game()->navalBattles().at(index);
    auto *mode = new NavalMode(battle);
    for (Side s : {Side::Union, Side::Confederate})
        mode->battleWidget()->setComputer(s, m_control[int(s)] == Controller::Computer);
    mode->battleWidget()->setSeed(m_doc->game()->seed() + quint64(m_doc->game()->turn()) * 137 + quint64(index));
    mode->setTitle(tr("%1 — a naval battle of the campaign").arg(battle.name));
    // The way back to the theater map: the result once the battle is fought,
    // else the naval engine decides.
    mode->setReturnButton(tr("Return to the campaign"),
                          tr("Resolved battles count as fought; a battle left unresolved is decided by the naval "
                             "engine."));
    connect(mode, &Mode::finished, this, [this, index, mode] {
        const NavalBattleWidget *w = mode->battleWidget();
        if (w->resolution())
            m_doc->setNavalResult(index, w->battle(), *w->resolution());
        QTimer::singleShot(0, this, &CampaignMode::nextBattle);
    });
    m_battleMode = mode;
    window()->addMode(mode, this);
}

void CampaignMode::finishTurn()
{
    const TurnReport report = m_doc->finishTurn();
    m_land.clear();
    m_lastReport = TurnNarrator(*m_doc->game()).html(report);
    m_report->setHtml(m_lastReport);
    m_resolving = false;
    updateView();
    if (m_doc->game()->isOver()) {
        m_ordersSide.reset();
        updateView();
        fastForward(false);
        showWarOver();
        return;
    }
    if (isFastForwarding()) {
        if (m_doc->game()->campaign() < m_fastForwardTo) {
            // A glimpse of each turn on the way (the map, the dials, the report).
            QTimer::singleShot(120, this, [this] { beginOrders(Side::Union); });
            return;
        }
        fastForward(false);
        emit statusMessage(tr("Winter: the fast forward stops. Campaign %1 begins with your orders.")
                                     .arg(m_doc->game()->campaign()),
                                 10000);
    }
    if (m_control[0] == Controller::Computer && m_control[1] == Controller::Computer) {
        // Computer against computer: the war plays on at a pace one can follow.
        QTimer::singleShot(600, this, [this] { beginOrders(Side::Union); });
        return;
    }
    beginOrders(Side::Union);
}

void CampaignMode::showWarOver()
{
    if (!m_doc->game() || !m_doc->game()->isOver())
        return;
    // Not modal to the application: the map and the report stay to be read.
    auto *dialog = new WarOverDialog(*m_doc->game(), m_central);
    connect(dialog, &WarOverDialog::newCampaignRequested, this, &CampaignMode::newCampaign, Qt::QueuedConnection);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    m_warOverAction->setEnabled(true);
}

} // namespace hardtack::ui
