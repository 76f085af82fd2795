#pragma once
// The battle mode: plays a battle. It owns the battle document and
// contributes its pieces to the main window (STYLE.md §15): the map (behind
// the hotseat handoff screen) as central widget, the order of battle, unit
// and hex, and event log docks, the phase bar, the order and view actions
// and status bar fields. Input → mode → Order: clicks and keys become orders
// given to the document; the items only paint what the mode decides.

#include "computerside.h"

#include "ui/common/mode.h"

#include "core/events/events.h"
#include "core/rules/game.h"
#include "core/rules/movement.h"
#include "core/rules/sideview.h"
#include "core/rules/threats.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QToolBar;
class QWidget;

namespace hardtack::ui {

class BattleDocument;
struct BattleChange;
class BattleScene;
class CatchUpBar;
class Effects;
class EventLogPanel;
class HandoffScreen;
class InfoPanel;
class MapView;
class OobPanel;
class PhaseBar;

// Who gives a side's orders: a human at this window, the computer here, or
// someone elsewhere (Remote: a turn file now, a network peer later), whose
// orders reach the window through applyRemoteOrders().
enum class Controller { Human, Computer, Remote };

struct BattleSetup
{
    Controller control[2] = {Controller::Human, Controller::Computer};
    ComputerLevel level = ComputerLevel::Normal;
    quint64 seed = 1;
    // The optional rules chosen in the New battle dialog; unset: the scenario's own.
    std::optional<ScenarioRules> rules;
};

class BattleMode : public Mode
{
    Q_OBJECT

public:
    enum class InputMode { Select, Fire, Melee };

    explicit BattleMode(QWidget *window);
    ~BattleMode() override;

    // Opens a scenario (a new battle with setup) or a save (its battle goes
    // on; who plays each side comes from setup). On failure the current
    // battle stays and *error names the file, the JSON path and the problem.
    bool open(const QString &fileName, QString *error) override;
    bool open(const QString &fileName, const BattleSetup &setup, QString *error);
    // Starts a new battle on a scenario made in memory (a campaign's battle).
    void start(const Scenario &scenario, const BattleSetup &setup);
    // Takes up a battle already under way (re-simulated by the caller).
    void start(Battle battle, const BattleSetup &setup);
    // Who plays a save's sides, decided on the battle it holds (a game
    // played at a distance resumes with its remote side); unset: the setup
    // asked for. Called by open() for saves, before the battle starts.
    using SaveSetupHook = std::function<BattleSetup(const Battle &battle, const BattleSetup &asked)>;
    void setSaveSetupHook(SaveSetupHook hook) { m_saveSetupHook = std::move(hook); }
    bool save(const QString &fileName, QString *error) override;
    bool hasBattle() const;
    const Scenario *scenario() const;
    QString title() const override;
    QString fileName() const override;
    // The mode in the window (ui/common/mode.h).
    QString kind() const override;
    QStringList formats() const override;
    bool canSave() const override { return hasBattle(); }
    QString saveCaption() const override;
    void arrangeDocks(QMainWindow *window) override;
    QList<QMenu *> menus() const override { return {m_ordersMenu}; }
    BattleDocument *document() const { return m_doc; }
    const BattleSetup &setup() const { return m_setup; }
    void setDefaultSetup(const BattleSetup &setup) { m_setup = setup; }

    MapView *view() const { return m_view; }
    QWidget *centralWidget() const override;
    BattleScene *scene() const { return m_scene; }
    QList<QDockWidget *> docks() const override { return {m_oobDock, m_infoDock, m_logDock}; }
    QAction *threatsAction() const { return m_threatsAction; }
    const QHash<Hex, Threat> &threats() const { return m_threats; }
    QList<QAction *> viewActions() const override;
    QList<QAction *> orderActions() const;
    QList<QToolBar *> toolBars() const override { return {m_phaseToolBar}; }
    QList<QWidget *> statusWidgets() const override;
    PhaseBar *phaseBar() const { return m_phaseBar; }
    EventLogPanel *eventLog() const { return m_log; }
    HandoffScreen *handoff() const { return m_handoff; }

    // The side whose view the map shows.
    Side viewer() const { return m_viewer; }
    bool handoffShown() const;
    const SideView &sideView() const { return m_sideView; }
    InputMode inputMode() const { return m_mode; }
    QSet<QString> unitsThatCanAct() const { return m_canAct; }
    // The preview of the fire or melee order the cursor is on (empty lines: none).
    QStringList previewLines() const { return m_previewLines; }

    // The catch-up after a handoff: log indices of the events of the
    // opponent's turn this side may read, and the one shown (-1: none).
    QVector<int> catchUpEvents() const { return m_catchUp; }
    int catchUpStep() const { return m_catchUpStep; }
    bool catchingUp() const { return m_catchUpStep >= 0; }
    void catchUpNext();
    void catchUpPrevious();
    void endCatchUp();
    // Highlights an event's log entry and marks where it happened on the map.
    void locateEvent(int index);

    // The RULES.md sections F1 opens over `widget` (a panel or the odds
    // preview); empty: the whole rules reference.
    QStringList helpSections(const QWidget *widget) const override;
    QLabel *oddsPreview() const { return m_preview; }

    // Orders as the mouse and keys give them (public for tests and scripts).
    void clickHex(Hex hex, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void hoverHex(Hex hex);
    void setInputMode(InputMode mode);
    void endPhase(bool askWhenUnitsCanAct = true);
    void nextUnit();
    void turn(int steps);
    void cycleFormation();
    // Carries out orders of a Remote side (a turn file's, a peer's), each at
    // its recorded moment (turn, phase, side) and applied as a computer's
    // are; on the first refused one it stops and *error says which. Then
    // the catch-up shows what the viewing side may see of them.
    bool applyRemoteOrders(const QVector<RecordedOrder> &orders, QString *error);
    // Is the side to act now Remote (the window waits for its orders)?
    bool waitingForRemote() const;
    // Actions the phase bar offers as buttons while a Remote side acts or
    // after the battle ended with one (a turn file's Send turn); each shows
    // while enabled.
    void addWaitingAction(QAction *action);

    // Animation delay between a computer side's orders (0: none).
    void setComputerDelay(int ms) { m_aiDelay = ms; }
    void setConfirmEndPhase(bool on) { m_confirmEnd = on; }
    // A human side's fire or melee phase in which none of its units can
    // act ends by itself (Settings::skipIdlePhases; off unless set).
    void setSkipIdlePhases(bool on) { m_skipIdle = on; }
    // Animations: 1.0 normal, 0.5 fast, 0 off.
    void setAnimationSpeed(double speed);
    void setSafePalette(bool on);
    void setGridVisible(bool on);
    void setCoordinatesVisible(bool on);
    bool coordinatesVisible() const;

signals:
    void battleChanged();
    void battleOver();
    // After the window's own side acted, the side to act became a Remote
    // side, or the battle ended: what it did is ready to go out.
    void localStretchEnded();

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void setUpHelp();
    void showHex(QPoint hex);
    void centreView();
    void startBattle(Battle battle, const QString &fileName);
    // After every change: the viewing side's view and what it shows; with
    // `change`, the counters only of the units it touched (and those whose
    // place or sight moved), else all.
    void refresh(const BattleChange *change = nullptr);
    void scheduleNext();
    void next();
    void updateSelectionOverlay();
    void computeCanAct();
    bool canAct(const Unit &u) const;
    // An order as the viewing side may judge it: on its view (m_viewGame).
    CheckResult checkShown(const Order &order) const;
    // A fire or melee phase in which no unit of the acting side can act.
    bool actingSideIdle() const;
    // With m_skipIdle: ends such a phase and says so; true if it did.
    bool passIfIdle();
    // Ends the acting side's phase: nothing selected, back to plain selection.
    void passPhase();
    bool myTurn() const;
    QStringList ownSelection() const;
    QVector<Hex> legalTargets(bool melee) const;
    void showPreview(Hex hex, QPoint globalPos);
    void hidePreview();
    void give(const Order &order);
    void contextMenu(QPoint viewportPos);
    void showLineOfSight(bool on);
    // RULES §14: is the viewing side told log event `index` (eventfilter.h)?
    bool eventVisible(int index) const;
    // The threat overlay (key T): on, from the viewing side's view.
    void updateThreats();
    void takeView();
    Side humanViewer() const;
    // The side at the screen when exactly one side is played elsewhere.
    std::optional<Side> localSide() const;
    void noteStretchEnd();
    QVector<int> visibleEventsSince(int first) const;
    void startCatchUp(Side side);
    void showCatchUpStep(int step);

    // Computer side
    void startComputer(Side side);
    void computerOrders(const QVector<Order> &orders);
    void stepComputer();

    BattleDocument *m_doc;
    BattleSetup m_setup;
    Scenario m_shown;          // what the viewing side sees (its SideView's scenario)
    SideView m_sideView;
    // A game of what the viewing side knows (Game::fromView), remade after
    // every change: every figure, check and ring the window shows comes from
    // it; the true game only receives orders.
    std::unique_ptr<Game> m_viewGame;
    Side m_viewer = Side::Union;
    bool m_placeViewWhenShown = false;
    bool m_nextScheduled = false;
    bool m_reported = false;
    InputMode m_mode = InputMode::Select;
    std::optional<MoveRange> m_reach;
    QVector<Hex> m_targets;
    QStringList m_previewLines;
    QSet<QString> m_canAct;
    bool m_confirmEnd = true;
    bool m_skipIdle = false;
    bool m_rings = false;
    int m_lastSeenLog[2] = {0, 0}; // log size when each side last handed over (for its catch-up)
    QVector<int> m_catchUp;
    int m_catchUpStep = -1;
    SaveSetupHook m_saveSetupHook;
    bool m_applyingRemote = false; // applyRemoteOrders() at work: one refresh at its end
    int m_stretchMark = 0;         // orders told of (localStretchEnded) or received from a Remote side

    std::unique_ptr<TacticalPlayer> m_ai[2];
    ComputerRunner *m_runner;
    QVector<Order> m_aiQueue;
    int m_aiRounds = 0;
    QString m_aiPhaseKey;
    int m_aiDelay = 120;

    QVector<Event> m_pendingEffects;
    Effects *m_effects;
    BattleScene *m_scene;
    MapView *m_view;
    QStackedWidget *m_central;
    QWidget *m_mapPage;
    CatchUpBar *m_catchUpBar;
    HandoffScreen *m_handoff;
    OobPanel *m_oob;
    InfoPanel *m_info;
    EventLogPanel *m_log;
    PhaseBar *m_phaseBar;
    QToolBar *m_phaseToolBar;
    QMenu *m_ordersMenu;
    QDockWidget *m_oobDock;
    QDockWidget *m_infoDock;
    QDockWidget *m_logDock;
    QLabel *m_preview;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_zoomFit;
    QAction *m_grid;
    QAction *m_coordinates;
    QAction *m_endPhase;
    QAction *m_nextUnit;
    QAction *m_fireMode;
    QAction *m_meleeMode;
    QAction *m_turnLeft;
    QAction *m_turnRight;
    QAction *m_formation;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_ringsAction;
    QAction *m_threatsAction;
    QLabel *m_threatLegend;
    QHash<Hex, Threat> m_threats;
    QVector<int> m_oobKey;       // what the order of battle shows, to rebuild it on a change
    QStringList m_oobEnemies; // the threat overlay's, from the side's view (empty: off)
    QAction *m_cancelAi;
    // The status bar of the window that shows them owns these; without one
    // (a test, a window that never added them) the destructor deletes them.
    QPointer<QLabel> m_hexLabel;
    QPointer<QLabel> m_terrainLabel;
    QPointer<QLabel> m_zoomLabel;
    QPointer<QLabel> m_thinking;
};

} // namespace hardtack::ui
