#pragma once
// The campaign mode (docs/GAME.md "Campaign"): the theater map with the
// armies and fleets, orders by dragging a counter, the treasury, the three
// scores as dials and as a chart, the narrated report of each turn, hotseat
// handoffs between two human sides, battles fought on the hex map or in the
// naval mode, and save and load. The engine (CampaignGame) decides; the
// mode shows, asks and words. A battle the player fights opens as a mode of
// the same window over the campaign, and the campaign is shown again at its end.
//
// A turn: each human side gives its orders in turn (behind a handoff screen
// when both are human), a computer side's come from the strategic player;
// then the forces move, and for every battle that involves a human side the
// player chooses to fight it (on the hex map, at sea: modes over the campaign) or to auto-resolve it;
// then the turn finishes and its report is read.

#include "campaigndocument.h"
#include "theaterscene.h"

#include "ui/battle/battlemode.h"

#include "campaign/campaigngame.h"

#include "ui/common/mode.h"

#include <QPointer>

#include <array>
#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;
class QLabel;
class QStackedWidget;
class QTabWidget;
class QTextBrowser;

namespace hardtack::ui {

class HandoffScreen;
class MapView;
class ScoreChart;
class ScoreGauges;
class TreasuryPanel;
class ForcesPanel;

class CampaignMode : public Mode
{
    Q_OBJECT

public:
    enum class BattleChoice { Ask, AutoResolve, Fight };

    explicit CampaignMode(QObject *parent = nullptr);
    ~CampaignMode() override;

    // Opens a campaign file (a new war, seeded) or a campaign save. On
    // failure the current campaign stays and *error names the file, the JSON
    // path and the problem.
    bool open(const QString &fileName, QString *error) override;
    bool open(const QString &fileName, quint64 seed, QString *error);
    bool save(const QString &fileName, QString *error) override;
    QString fileName() const override;

    // The mode in the window (ui/common/mode.h).
    QString title() const override;
    QString kind() const override;
    QWidget *centralWidget() const override;
    QList<QDockWidget *> docks() const override { return {m_warDock, m_reportDock}; }
    void arrangeDocks(QMainWindow *window) override;
    QList<QMenu *> menus() const override { return {m_campaignMenu, m_turnMenu}; }
    QList<QAction *> viewActions() const override { return m_viewActions; }
    QList<QToolBar *> toolBars() const override { return {m_toolBar}; }
    QStringList formats() const override;
    bool canSave() const override { return hasGame(); }
    QString saveCaption() const override;
    bool hasGame() const { return m_doc->game() != nullptr; }
    const CampaignGame *game() const { return m_doc->game(); }
    // The document that owns the war; the mode only reads it.
    CampaignDocument *document() const { return m_doc; }

    // Who commands each side (a new war: Union human, Confederacy computer).
    void setController(Side side, Controller who);
    Controller controller(Side side) const { return m_control[int(side)]; }
    // How battles involving a human side are settled (Ask: a question each
    // time; tests and scripts choose once).
    void setBattleChoice(BattleChoice choice) { m_battleChoice = m_landChoice = choice; }
    // Land battles only (the Turn menu sets both; a test fights at sea alone).
    void setLandBattleChoice(BattleChoice choice) { m_landChoice = choice; }
    // The data directory: New campaign looks in its scenarios/campaign, a
    // battle on the hex map takes its template map from its maps folder.
    void setDataDirectory(const QString &dir) { m_dataDir = dir; }

    // The side giving orders now, or none (resolving, game over).
    std::optional<Side> ordersSide() const { return m_ordersSide; }
    bool handoffShown() const;
    // Gives an order for the side giving orders; the problem, or None.
    OrderProblem give(const CampaignOrder &order);
    // The side giving orders is done; the next side, or the turn resolves.
    void endOrders();
    // Fast forward: the computer gives the human sides' orders too and every
    // battle is auto-resolved, turn after turn, to the end of the current
    // campaign (or of the war); then the players have the map again.
    void fastForward(bool on);
    bool isFastForwarding() const { return m_fastForwardTo > 0; }

    TheaterScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    TreasuryPanel *treasury() const { return m_treasury; }
    ScoreGauges *gauges() const { return m_gauges; }
    ScoreChart *chart() const { return m_chart; }
    HandoffScreen *handoff() const { return m_handoff; }
    // The narrated report of the last turn (HTML).
    QString reportHtml() const;

public slots:
    // Asks for a campaign file and its sides (New campaign…); false if none was opened.
    bool newCampaign();

private:
    void buildUi();
    void buildMenus();
    void startGame(std::unique_ptr<CampaignGame> game, const QString &fileName);
    // What the document changed, redrawn part by part.
    void documentChanged(const CampaignChange &change);
    // A new war or a save: the scene and everything else anew.
    void gameReplaced();
    // After the mode's own state changed (who gives orders, resolving, the
    // handoff): everything shown from the viewer's side.
    void updateView();
    void refreshMap();
    void refreshScores();
    void refreshPanels();
    void refreshDate();
    void refreshOrders();
    MapRoute routeFor(const QString &unit, const QString &node) const;
    // The order a counter dropped on a node gives: a move, an embarkation or a landing.
    CampaignOrder orderFor(const QString &unit, const QString &node, Side side) const;
    void moveRequested(const QString &unit, const QString &node);

    // The turn (campaignturnflow.cpp).
    void beginOrders(Side side);
    void showOrdersOf(Side side);
    void resolveTurn();
    void nextBattle();
    void fightLand(int index);
    void fightNaval(int index);
    void finishTurn();
    bool humanIn(const std::array<QStringList, 2> &armies) const;
    bool askFight(const QString &what, BattleChoice choice, bool naval);
    void showWarOver();

    CampaignDocument *m_doc;
    QString m_dataDir;
    quint64 m_seed = 1;
    std::array<Controller, 2> m_control{Controller::Human, Controller::Computer};
    BattleChoice m_battleChoice = BattleChoice::Ask;
    BattleChoice m_landChoice = BattleChoice::Ask;
    std::optional<Side> m_ordersSide;
    Side m_viewer = Side::Union;
    QList<LandBattle> m_land;
    int m_nextLand = 0;
    int m_nextNaval = 0;
    bool m_resolving = false;
    bool m_autoRestOfTurn = false; // the player chose to auto-resolve the rest of the turn
    int m_fastForwardTo = 0;       // fast forward: the computer plays on until this campaign begins (0: off)
    QString m_lastReport;

    TheaterScene *m_scene;
    MapView *m_view;
    HandoffScreen *m_handoff;
    QPointer<QStackedWidget> m_central; // the window deletes the widgets, maybe before the mode
    TreasuryPanel *m_treasury;
    ForcesPanel *m_forces;
    ScoreGauges *m_gauges;
    ScoreChart *m_chart;
    QTextBrowser *m_report;
    QTabWidget *m_tabs;
    QDockWidget *m_warDock;
    QDockWidget *m_reportDock;
    QMenu *m_campaignMenu;
    QMenu *m_turnMenu;
    QToolBar *m_toolBar;
    QList<QAction *> m_viewActions;
    QPointer<Mode> m_battleMode; // a battle of this campaign fought over it
    QLabel *m_dateLabel;
    QLabel *m_weatherLabel;
    QLabel *m_sideLabel;
    QAction *m_endOrders;
    QAction *m_warOverAction;
    QAction *m_fastForwardAction;
    std::array<QAction *, 2> m_computerActions{};
};

} // namespace hardtack::ui
