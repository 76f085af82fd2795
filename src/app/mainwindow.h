#pragma once
// The main window assembles (STYLE.md §15): menus, tool bars and status bar
// around the current mode's central widget, docks and actions. It knows no
// rules. Today's one mode is the battle; more modes (the naval dialog, the
// Cascade Lab) plug in the same way.

#include <QMainWindow>
#include <QPointer>

class QMenu;

namespace hardtack::ui {
class BattleMode;
class CampaignWindow;
class PbemGame;
}

namespace hardtack::app {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario or save; on failure the current battle stays.
    bool openFile(const QString &fileName, QString *error);
    ui::BattleMode *battle() const { return m_battle; }
    ui::PbemGame *pbem() const { return m_pbem; }
    // Offers the autosave left by a session that did not end cleanly.
    void offerRestore();
    // The scenario's briefing (step by step for the tutorial), over the map.
    void showBriefing();

public slots:
    void newBattle();
    // The campaign window with a new war (New campaign…).
    void newCampaign();
    void openDialog();
    bool saveBattle();
    bool saveBattleAs();
    // The Cascade Lab (docs/GAME.md), in a window of its own, on the viewing
    // side's view of the battle.
    void openLab();

private slots:
    void about();
    void shortcuts();
    void rules();

private:
    void updateTitle();
    void updateRecent();
    void autosave();
    void applySettings();
    void showEndReport();
    void showRules(const QStringList &sections);
    void closeEvent(QCloseEvent *event) override;
    ui::CampaignWindow *campaignWindow();

    ui::BattleMode *m_battle;
    ui::PbemGame *m_pbem;
    QMenu *m_recent;
    QPointer<ui::CampaignWindow> m_campaign;
};

} // namespace hardtack::app
