#include "campaignbattle.h"

#include "ui/battle/battledocument.h"
#include "ui/battle/endreport.h"
#include "ui/common/settings.h"

#include "core/battle.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

namespace hardtack::ui {

CampaignBattleWindow::CampaignBattleWindow(const Scenario &scenario, const BattleSetup &setup, const QString &title,
                                           QWidget *parent)
    : QMainWindow(parent)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("%1 — Hardtack").arg(title));
    m_battle = new BattleMode(this);
    m_battle->setAnimationSpeed(Settings::animationMs() / 120.0);
    m_battle->setSafePalette(Settings::safePalette());
    m_battle->setSkipIdlePhases(Settings::skipIdlePhases());
    setCentralWidget(m_battle->centralWidget());
    const QList<QDockWidget *> docks = m_battle->docks();
    addDockWidget(Qt::LeftDockWidgetArea, docks.at(0));
    addDockWidget(Qt::RightDockWidgetArea, docks.at(1));
    addDockWidget(Qt::RightDockWidgetArea, docks.at(2));
    splitDockWidget(docks.at(1), docks.at(2), Qt::Vertical);
    resizeDocks({docks.at(0), docks.at(1)}, {300, 330}, Qt::Horizontal);

    QMenu *battleMenu = menuBar()->addMenu(tr("&Battle"));
    battleMenu->addAction(tr("&Leave to the auto-resolve model"), this, &QWidget::close);
    QMenu *orders = menuBar()->addMenu(tr("&Orders"));
    for (QAction *a : m_battle->orderActions()) {
        if (a)
            orders->addAction(a);
        else
            orders->addSeparator();
    }
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addActions(m_battle->viewActions());
    QToolBar *tools = addToolBar(tr("View"));
    tools->setObjectName(QStringLiteral("campaignBattleTools"));
    tools->setMovable(false);
    tools->addActions(m_battle->viewActions());
    for (QToolBar *t : m_battle->toolBars()) {
        addToolBarBreak();
        addToolBar(Qt::TopToolBarArea, t);
    }
    for (QWidget *w : m_battle->statusWidgets())
        statusBar()->addPermanentWidget(w);
    connect(m_battle, &BattleMode::statusMessage, this, [this](const QString &t) { statusBar()->showMessage(t, 8000); });
    connect(m_battle, &BattleMode::battleOver, this, &CampaignBattleWindow::showEnd, Qt::QueuedConnection);

    m_battle->start(scenario, setup);
    statusBar()->showMessage(tr("A battle of the campaign: its result goes back to the theater map when it ends."));
    resize(1400, 900);
}

void CampaignBattleWindow::showEnd()
{
    if (m_done || !m_battle->hasBattle())
        return;
    m_done = true;
    // The end report, with the way back to the campaign.
    QDialog dialog(this);
    dialog.setWindowTitle(tr("The battle is over"));
    auto *l = new QVBoxLayout(&dialog);
    auto *text = new QTextBrowser;
    text->setHtml(EndReport::html(m_battle->document()->battle()));
    text->setMinimumSize(560, 420);
    l->addWidget(text);
    auto *buttons = new QDialogButtonBox;
    QPushButton *back = buttons->addButton(tr("Return to the campaign"), QDialogButtonBox::AcceptRole);
    back->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    l->addWidget(buttons);
    dialog.exec();
    emit finished(m_battle->document()->battle());
    close();
}

void CampaignBattleWindow::closeEvent(QCloseEvent *event)
{
    if (!m_done) {
        const auto answer = QMessageBox::question(
            this, tr("Leave the battle?"),
            tr("The battle is not over. Leave it and let the auto-resolve model decide it from the start?"));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_done = true;
        emit abandoned();
    }
    event->accept();
}

} // namespace hardtack::ui
