#pragma once
// The Cascade Lab's sandbox editor: the selected unit's quality, fatigue,
// ammunition, status and formation. Each change is one undoable edit of the
// session (LabSession::editUnit); moving units and leaders is done on the
// map by dragging. "Reset to the file" undoes every edit in one step.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hardtack::ui {

class LabSession;

class SandboxPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SandboxPanel(LabSession *session, QWidget *parent = nullptr);

    void setUnit(const QString &unitId); // empty: none
    QString unit() const { return m_unit; }

    QComboBox *qualityBox() const { return m_quality; }

private:
    void refresh();
    void commit(const QString &what);

    LabSession *m_session;
    QString m_unit;
    bool m_refreshing = false;
    QLabel *m_title;
    QComboBox *m_quality;
    QSpinBox *m_fatigue;
    QComboBox *m_ammo;
    QComboBox *m_status;
    QComboBox *m_formation;
    QPushButton *m_reset;
};

} // namespace hardtack::ui
