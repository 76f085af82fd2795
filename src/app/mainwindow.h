#pragma once
// The main window assembles (STYLE.md §15): menus, tool bar and status bar
// around the battle mode's view, docks and actions. It knows no rules.

#include <QMainWindow>

namespace hardtack::ui {
class BattleMode;
}

namespace hardtack::app {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens a scenario or save; on failure the current battle stays.
    bool openFile(const QString &fileName, QString *error);
    ui::BattleMode *battle() const { return m_battle; }

private slots:
    void openDialog();
    void about();

private:
    void updateTitle();

    ui::BattleMode *m_battle;
};

} // namespace hardtack::app
