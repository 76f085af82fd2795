#pragma once
// The main window assembles (STYLE.md §15): menus, tool bars and status bar
// around the current mode's central widget, docks and actions. It knows no
// rules. Today's one mode is the battle; more modes (the naval dialog, the
// Cascade Lab) plug in the same way.

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QMenu;

namespace hardtack::ui {
class BattleMode;
class CampaignWindow;
class ChatPanel;
class EditorWindow;
struct BattleSetup;
class NetworkGame;
class PbemGame;
enum class Controller;
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
    // A network game (docs/GAME.md "Network play"): hosts `scenarioFile`,
    // this window commanding `side` (given by a human or the computer), or
    // joins a host. The chat dock shows what happens to it.
    bool hostNetworkGame(const QString &scenarioFile, int side, ui::Controller who, quint16 port,
                         const QString &password, QString *error);
    void joinNetworkGame(const QString &address, quint16 port, const QString &password, ui::Controller who);
    ui::NetworkGame *networkGame() const;
    // Offers the autosave left by a session that did not end cleanly.
    void offerRestore();
    // The scenario's briefing (step by step for the tutorial), over the map.
    void showBriefing();
    // A scenario tried out from the editor (docs/EDITOR.md): played as set up,
    // never autosaved, not in the recent files; closing it leaves no
    // session to restore.
    bool playTrial(const QString &scenarioFile, const ui::BattleSetup &setup, QString *error);
    // The scenario editor in a window of its own (File → Scenario editor…,
    // hardtack --editor): a file to open, or a new map. Its "Play this
    // scenario" opens a trial window and shows the editor again, where it
    // was, when that closes. Null with *error when the file cannot be opened.
    static ui::EditorWindow *openEditor(const QString &fileName, QString *error);

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
    // File → Network game…: the host or join dialog.
    void networkDialog();

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
    bool m_trial = false; // a scenario tried out from the editor
    ui::CampaignWindow *campaignWindow();
    QStringList scenarioFiles() const;
    // A new network game replaces the last one (which is left, if running).
    ui::NetworkGame *newNetworkGame(ui::Controller who);
    // Before another battle replaces a running network game: asks, and leaves it.
    bool mayLeaveNetworkGame();

    ui::BattleMode *m_battle;
    ui::PbemGame *m_pbem;
    QMenu *m_recent;
    QPointer<ui::CampaignWindow> m_campaign;
    QPointer<ui::NetworkGame> m_net;
    ui::ChatPanel *m_chat;
    QDockWidget *m_chatDock;
};

} // namespace hardtack::app
