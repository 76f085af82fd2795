#pragma once
// What is under the cursor or selected: the unit (its counter, name,
// brigade and commanders, men, quality, weapon, formation, facing, fatigue,
// ammunition, status) or leader, and the hex (terrain, elevation, roads,
// hexside features, objective, who stands there).

#include "core/scenario.h"

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

    // Rich text describing one unit / leader / hex (also used for tooltips).
    static QString describeUnit(const Scenario &scenario, const Unit &unit);
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
