#pragma once
// The game's main window: the one ModeWindow (ui/common/modewindow.h) with
// the game's File and Help menus, in which every mode opens: the battle (always
// there, its first mode), a campaign and the battles it has fought over it, a
// naval battle and the Cascade Lab. It picks the mode that opens a file by
// the file's format and knows nothing of what is inside a mode; it also holds
// what lives beside the battle mode in the game: play by e-mail, network play
// and its chat, the autosave, the briefing and the end report.

#include "ui/common/modewindow.h"

#include <QPointer>

class QDockWidget;
class QMenu;

namespace hardtack::ui {
class BattleMode;
class CampaignMode;
class LabMode;
class Mode;
class ChatPanel;
class EditorWindow;
struct BattleSetup;
class NetworkGame;
class PbemGame;
enum class Controller;
}

namespace hardtack::app {

class MainWindow : public ui::ModeWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file in the mode its format calls for (a scenario or battle
    // save in the battle, a campaign in the campaign, a naval battle in a
    // naval mode) and shows that mode; on failure what was shown stays.
    bool openFile(const QString &fileName, QString *error);
    // The campaign mode, made and shown when first asked for.
    ui::CampaignMode *campaign();
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
    // The Cascade Lab (docs/GAME.md) over the battle, on the viewing side's
    // view of it (or on the default scenario without a battle).
    ui::LabMode *openLab();
    // File → Naval battle…: a hardtack-naval file in a naval mode.
    void openNavalDialog();
    // File → Save / Save as: the current mode's.
    bool saveCurrent();
    bool saveCurrentAs();
    // File → Network game…: the host or join dialog.
    void networkDialog();

private slots:
    void about();
    void shortcuts();
    void rules();

protected:
    QString titleFor(const ui::Mode *mode) const override;

private:
    void updateRecent();
    void updateFileActions();
    void autosave();
    void applySettings();
    void showEndReport();
    void showRules(const QStringList &sections);
    void closeEvent(QCloseEvent *event) override;
    bool m_trial = false; // a scenario tried out from the editor
    QStringList scenarioFiles() const;
    // A new network game replaces the last one (which is left, if running).
    ui::NetworkGame *newNetworkGame(ui::Controller who);
    // Before another battle replaces a running network game: asks, and leaves it.
    bool mayLeaveNetworkGame();

    ui::BattleMode *m_battle;
    ui::PbemGame *m_pbem;
    QMenu *m_recent;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_closeMode;
    QPointer<ui::NetworkGame> m_net;
    ui::ChatPanel *m_chat;
    QDockWidget *m_chatDock;
};

} // namespace hardtack::app
