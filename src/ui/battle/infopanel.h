#pragma once
// What is under the cursor or selected: the unit (its counter, name,
// brigade and commanders, men, quality, weapon, formation, facing, fatigue,
// ammunition, status) or leader, and the hex (terrain, elevation, roads,
// hexside features, objective, who stands there).

#include "core/scenario.h"
#include "core/rules/sideview.h"
#include "core/rules/threats.h"

#include <QPoint>
#include <QWidget>

class QLabel;

namespace hardtack {
class CounterPainter;
}

namespace hardtack::ui {

class InfoPanel : public QWidget
{
    Q_OBJECT

public:
    explicit InfoPanel(QWidget *parent = nullptr);

    void setScenario(const Scenario *scenario, CounterPainter *counters);
    // Whose screen this is: an enemy unit is described only as the side's
    // report of it (RULES §14, sideview.h).
    void setViewer(Side viewer);
    // The threat overlay's figures (nullptr: off): the hex's entry says by whom.
    void setThreats(const QHash<Hex, Threat> *threats);

    // Rich text describing one unit / leader / hex (also used for tooltips).
    // asReport: what a side is told of an enemy unit it sees (no quality,
    // fatigue, ammunition or losses; men approximate).
    static QString describeUnit(const Scenario &scenario, const Unit &unit, bool asReport = false);
    static QString describeLeader(const Scenario &scenario, const Formation &formation);
    static QString describeHex(const Scenario &scenario, Hex hex);

public slots:
    void setHoveredHex(QPoint hex);
    void setHoveredUnit(const QString &unitId);
    void setHoveredLeader(const QString &formationId);
    void setSelectedUnit(const QString &unitId);

private:
    void refresh();

    const Scenario *m_scenario = nullptr;
    Side m_viewer = Side::Union;
    const QHash<Hex, Threat> *m_threats = nullptr;
    CounterPainter *m_counters = nullptr;
    QPoint m_hex{-1, -1};
    QString m_hoveredUnit;
    QString m_hoveredLeader;
    QString m_selectedUnit;
    QLabel *m_picture;
    QLabel *m_subject;
    QLabel *m_hexText;
};

} // namespace hardtack::ui
