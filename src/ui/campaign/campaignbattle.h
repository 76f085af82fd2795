#pragma once
// A campaign's land battle fought on the hex map: the battle mode (the same
// map, docks, phase bar and orders as a single battle) on the scenario the
// campaign generated, opened in the campaign's window over the campaign. When
// the battle ends, the end report shows and "Return to the campaign" hands
// the finished battle back (fought) and closes the mode; leaving it before
// the end (Battle → Leave…) leaves the battle to the auto-resolve model.

#include "ui/battle/battlemode.h"

namespace hardtack {
struct Battle;
struct Scenario;
}

namespace hardtack::ui {

class CampaignBattleMode : public BattleMode
{
    Q_OBJECT

public:
    CampaignBattleMode(const Scenario &scenario, const BattleSetup &setup, QWidget *window);

    bool isDone() const { return m_done; }

    QString kind() const override;
    QList<QMenu *> menus() const override;
    // A campaign's battle is saved with the campaign, not on its own.
    QStringList formats() const override { return {}; }
    bool canSave() const override { return false; }
    // Before the end: asks whether to leave the battle to the auto-resolve model.
    bool mayClose() override;

signals:
    // The battle was fought to its end (then finished() follows).
    void fought(const hardtack::Battle &battle);

private:
    void showEnd();

    QMenu *m_battleMenu;
    bool m_done = false;
};

} // namespace hardtack::ui
