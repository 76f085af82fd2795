#include "campaignbattle.h"

#include "ui/battle/battledocument.h"
#include "ui/battle/endreport.h"
#include "ui/common/modewindow.h"
#include "ui/common/settings.h"

#include "core/battle.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hardtack::ui {

CampaignBattleMode::CampaignBattleMode(const Scenario &scenario, const BattleSetup &setup, QWidget *window)
    : BattleMode(window)
{
    setAnimationSpeed(Settings::animationMs() / 120.0);
    setSafePalette(Settings::safePalette());
    setSkipIdlePhases(Settings::skipIdlePhases());
    setGridVisible(Settings::grid());
    m_battleMenu = new QMenu(tr("&Battle"), window);
    QAction *leave = m_battleMenu->addAction(tr("&Leave to the auto-resolve model"));
    leave->setObjectName(QStringLiteral("leaveCampaignBattle"));
    connect(leave, &QAction::triggered, this, [this] {
        if (mayClose())
            emit finished();
    });
    connect(this, &BattleMode::battleOver, this, &CampaignBattleMode::showEnd, Qt::QueuedConnection);
    start(scenario, setup);
}

QString CampaignBattleMode::kind() const { return tr("Campaign battle"); }

QList<QMenu *> CampaignBattleMode::menus() const { return QList<QMenu *>{m_battleMenu} + BattleMode::menus(); }

void CampaignBattleMode::showEnd()
{
    if (m_done || !hasBattle())
        return;
    m_done = true;
    // The end report, with the way back to the campaign.
    QDialog dialog(centralWidget());
    dialog.setObjectName(QStringLiteral("campaignBattleEnd"));
    dialog.setWindowTitle(tr("The battle is over"));
    auto *l = new QVBoxLayout(&dialog);
    auto *text = new QTextBrowser;
    text->setHtml(EndReport::html(document()->battle()));
    text->setMinimumSize(560, 420);
    l->addWidget(text);
    auto *buttons = new QDialogButtonBox;
    QPushButton *back = buttons->addButton(tr("Return to the campaign"), QDialogButtonBox::AcceptRole);
    back->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    l->addWidget(buttons);
    dialog.exec();
    emit fought(document()->battle());
    emit finished();
}

bool CampaignBattleMode::mayClose()
{
    if (m_done)
        return true;
    const auto answer = QMessageBox::question(
        centralWidget(), tr("Leave the battle?"),
        tr("The battle is not over. Leave it and let the auto-resolve model decide it from the start?"));
    if (answer != QMessageBox::Yes)
        return false;
    m_done = true;
    return true;
}

} // namespace hardtack::ui
