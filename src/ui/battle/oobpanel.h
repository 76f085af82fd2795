#pragma once
// The order of battle: a tree of side → army, corps, divisions, brigades (with
// their leaders) → units, with men and guns. Picking a unit selects it on the
// map and the other way round.

#include "core/scenario.h"

#include <QHash>
#include <QTreeWidget>

namespace hardtack {
class CounterPainter;
}

namespace hardtack::ui {

class OobPanel : public QTreeWidget
{
    Q_OBJECT

public:
    explicit OobPanel(QWidget *parent = nullptr);

    // scenario must outlive the panel's contents; counters draws the icons.
    // The order of battle as `viewer` knows it (scenario: its presented
    // view). Under fog of war the enemy's tree holds only the formations with
    // a unit it sees, its leaders' names only when seen, its strengths as
    // reported and no totals (RULES §14).
    void setScenario(const Scenario *scenario, CounterPainter *counters, Side viewer);
    void showUnit(const QString &unitId); // selects and reveals it; empty clears

signals:
    void unitActivated(const QString &unitId);

private:
    QHash<QString, QTreeWidgetItem *> m_unitItems;
    bool m_syncing = false;
};

} // namespace hardtack::ui
