#pragma once
// The New battle dialog: a scenario from the list (title, date, briefing and
// a map thumbnail), who commands each side (a human or the computer, Easy or
// Normal), the optional rules and the seed.

#include "battlemode.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;
class QTextBrowser;

namespace hardtack::ui {

class NewBattleDialog : public QDialog
{
    Q_OBJECT

public:
    NewBattleDialog(const QStringList &scenarioFiles, QWidget *parent = nullptr);
    QString scenarioFile() const;
    void setScenarioFile(const QString &file);
    BattleSetup setup() const;

private:
    void showScenario(int row);

    QStringList m_files;
    QListWidget *m_list;
    QLabel *m_thumb;
    QTextBrowser *m_brief;
    QComboBox *m_side[2];
    QComboBox *m_level;
    QSpinBox *m_seed;
    QCheckBox *m_fog;
    QCheckBox *m_routLimiting;
};

} // namespace hardtack::ui
