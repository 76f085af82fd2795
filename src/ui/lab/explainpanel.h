#pragma once
// The Cascade Lab's explanation: the cascade as a tree (each check under the
// unit whose rout or failure set it off), one row per check with its base
// quality, every modifier by name, the final morale, the die and the result;
// under it the narrator's sentence for the selected row. Rows appear as the
// animation plays them. Selecting a row names its unit (unitSelected); the
// window highlights it on the map and calls selectUnit() the other way.

#include "core/events/events.h"
#include "core/scenario.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace hardtack::ui {

class ExplainPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget *parent = nullptr);

    // The trigger, every check of the cascade (in the order rolled) and the
    // scenario for names; then how many checks are played so far.
    void setCascade(const Scenario *names, const QString &trigger, const QVector<MoraleCheckEvent> &checks,
                    const QString &summary);
    void setStep(int step);
    void selectUnit(const QString &unitId); // empty: none
    QString selectedUnit() const;
    QTreeWidget *tree() const { return m_tree; }
    // Column of each value (for the tests and the header).
    enum Column { UnitColumn, RingColumn, BaseColumn, ModifiersColumn, FinalColumn, RollColumn, ResultColumn };

signals:
    void unitSelected(const QString &unitId);

private:
    void showDetails();

    const Scenario *m_names = nullptr;
    QString m_trigger;
    QVector<MoraleCheckEvent> m_checks;
    QTreeWidget *m_tree;
    QTreeWidgetItem *m_root = nullptr;
    QVector<QTreeWidgetItem *> m_rows; // by check index
    QLabel *m_summary;
    QLabel *m_details;
    int m_step = 0;
    bool m_selecting = false;
};

} // namespace hardtack::ui
