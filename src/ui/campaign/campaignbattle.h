#pragma once
// A campaign's land battle fought on the hex map: a window around the battle
// mode (the same map, docks, phase bar and orders as a single battle) on the
// scenario the campaign generated. When the battle ends, the end report shows
// and "Return to the campaign" hands the finished battle back; closing the
// window before the end leaves the battle to the auto-resolve model.

#include "ui/battle/battlemode.h"

#include <QMainWindow>

namespace hardtack {
struct Battle;
struct Scenario;
}

namespace hardtack::ui {

class CampaignBattleWindow : public QMainWindow
{
    Q_OBJECT

public:
    CampaignBattleWindow(const Scenario &scenario, const BattleSetup &setup, const QString &title,
                         QWidget *parent = nullptr);

    BattleMode *battle() const { return m_battle; }
    bool isDone() const { return m_done; }

signals:
    // The battle was fought to its end.
    void finished(const hardtack::Battle &battle);
    // The player left before the end.
    void abandoned();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void showEnd();

    BattleMode *m_battle;
    bool m_done = false;
};

} // namespace hardtack::ui
