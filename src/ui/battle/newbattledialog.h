#pragma once
// The New battle dialog: a scenario from the list (title, date, briefing and
// a map thumbnail), who commands each side (a human or the computer, Easy or
// Normal), the optional rules and the seed; or play by e-mail: the side
// played here, both players' passwords and the folder for turn files.

#include "battlemode.h"
#include "pbemgame.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
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
    // Play by e-mail, when chosen.
    std::optional<PbemChoice> pbem() const;
    void setPbem(bool on);
    void setPbemFolder(const QString &dir);
    QGroupBox *pbemBox() const { return m_pbem; }

    void accept() override;

private:
    void showScenario(int row);
    void pbemToggled(bool on);

    QStringList m_files;
    QListWidget *m_list;
    QLabel *m_thumb;
    QTextBrowser *m_brief;
    QComboBox *m_side[2];
    QComboBox *m_level;
    QSpinBox *m_seed;
    QCheckBox *m_fog;
    QCheckBox *m_routLimiting;
    QGroupBox *m_pbem;
    QComboBox *m_pbemSide;
    QLineEdit *m_password[2]; // mine, the opponent's
    QLineEdit *m_folder;
};

} // namespace hardtack::ui
