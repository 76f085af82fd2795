#include "battlemode.h"
#include "battledocument.h"
#include "battlescene.h"
#include "catchupbar.h"
#include "effects.h"
#include "eventlogpanel.h"
#include "eventtext.h"
#include "handoffscreen.h"
#include "infopanel.h"
#include "mapitem.h"
#include "oobpanel.h"
#include "overlayitem.h"
#include "phasebar.h"
#include "unititem.h"

#include "narrator/wordname.h"
#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/rules/eventfilter.h"
#include "core/rules/terrain.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QMessageBox>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace hardtack::ui {

namespace {
// Hex widths on screen between which one may zoom, in device pixels.
constexpr double kMinHexPixels = 8.0;
constexpr double kMaxHexPixels = 320.0;
constexpr double kDetailHexPixels = 44.0; // a little above where counters get their numbers
} // namespace

BattleMode::BattleMode(QWidget *window) : Mode(window)
{
    m_doc = new BattleDocument(this);
    m_runner = new ComputerRunner(this);
    m_scene = new BattleScene(this);
    m_effects = new Effects(m_scene, &m_scene->geometry(), this);
    m_scene->setMoveAnimationMs(250);
    m_view = new MapView;
    m_view->setScene(m_scene);
    m_view->setZoomRange(kMinHexPixels / BattleScene::kHexWidth, kMaxHexPixels / BattleScene::kHexWidth);
    m_view->viewport()->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);
    m_view->installEventFilter(this);
    m_handoff = new HandoffScreen;
    m_central = new QStackedWidget(window);
    m_mapPage = new QWidget;
    m_catchUpBar = new CatchUpBar;
    m_catchUpBar->hide();
    auto *page = new QVBoxLayout(m_mapPage);
    page->setContentsMargins(0, 0, 0, 0);
    page->setSpacing(0);
    page->addWidget(m_catchUpBar);
    page->addWidget(m_view, 1);
    connect(m_catchUpBar, &CatchUpBar::nextRequested, this, &BattleMode::catchUpNext);
    connect(m_catchUpBar, &CatchUpBar::previousRequested, this, &BattleMode::catchUpPrevious);
    connect(m_catchUpBar, &CatchUpBar::skipRequested, this, &BattleMode::endCatchUp);
    m_central->addWidget(m_mapPage);
    m_central->addWidget(m_handoff);

    m_preview = new QLabel(m_view->viewport());
    m_preview->setObjectName(QStringLiteral("oddsPreview"));
    m_preview->setStyleSheet(QStringLiteral(
        "QLabel { background: rgba(28,26,22,225); color: #f3ead2; border: 1px solid #c9a85a;"
        " border-radius: 4px; padding: 6px 9px; font-size: 12px; }"));
    m_preview->hide();
    m_preview->setAttribute(Qt::WA_TransparentForMouseEvents);

    m_threatLegend = new QLabel(m_view->viewport());
    m_threatLegend->setObjectName(QStringLiteral("threatLegend"));
    m_threatLegend->setStyleSheet(m_preview->styleSheet());
    m_threatLegend->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_threatLegend->hide();

    m_oob = new OobPanel;
    m_oobDock = new QDockWidget(tr("Order of battle"), window);
    m_oobDock->setObjectName(QStringLiteral("oobDock"));
    m_oobDock->setWidget(m_oob);

    m_info = new InfoPanel;
    auto *infoScroll = new QScrollArea;
    infoScroll->setWidget(m_info);
    infoScroll->setWidgetResizable(true);
    infoScroll->setFrameShape(QFrame::NoFrame);
    m_infoDock = new QDockWidget(tr("Unit and hex"), window);
    m_infoDock->setObjectName(QStringLiteral("infoDock"));
    m_infoDock->setWidget(infoScroll);

    m_log = new EventLogPanel;
    m_log->setFilter([this](int index) { return eventVisible(index); });
    m_logDock = new QDockWidget(tr("Event log"), window);
    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_logDock->setWidget(m_log);

    auto action = [this](const QString &text, const QKeySequence &key) {
        auto *a = new QAction(text, this);
        if (!key.isEmpty())
            a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    m_zoomIn = new QAction(QIcon(QStringLiteral(":/icons/zoom-in.svg")), tr("Zoom &in"), this);
    m_zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus)});
    m_zoomOut = new QAction(QIcon(QStringLiteral(":/icons/zoom-out.svg")), tr("Zoom &out"), this);
    m_zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    m_zoomFit = new QAction(QIcon(QStringLiteral(":/icons/zoom-fit.svg")), tr("&Whole map"), this);
    m_zoomFit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_grid = new QAction(QIcon(QStringLiteral(":/icons/grid.svg")), tr("Hex &grid"), this);
    m_grid->setCheckable(true);
    m_grid->setChecked(true);
    m_grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_coordinates = new QAction(tr("Hex &coordinates"), this);
    m_coordinates->setCheckable(true);
    m_coordinates->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_coordinates, &QAction::toggled, this, [this](bool on) {
        if (m_scene->overlay())
            m_scene->overlay()->setCoordinates(on);
    });
    m_threatsAction = new QAction(QIcon(QStringLiteral(":/icons/threats.svg")), tr("Enemy &threats"), this);
    m_threatsAction->setCheckable(true);
    m_threatsAction->setShortcut(QKeySequence(Qt::Key_T));
    m_threatsAction->setToolTip(tr("Shade the hexes the enemy units you know of could fire on or charge next turn (T)"));
    connect(m_threatsAction, &QAction::toggled, this, [this] { updateThreats(); });
    for (QAction *a : {m_zoomIn, m_zoomOut, m_zoomFit, m_grid, m_coordinates, m_threatsAction})
        a->setShortcutContext(Qt::WindowShortcut);
    connect(m_zoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(m_zoomFit, &QAction::triggered, m_view, &MapView::zoomToFit);
    connect(m_grid, &QAction::toggled, m_scene, &BattleScene::setGridVisible);

    m_endPhase = action(tr("&End phase"), QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_endPhase, &QAction::triggered, this, [this] { endPhase(m_confirmEnd); });
    m_nextUnit = action(tr("&Next unit that can act"), QKeySequence(Qt::Key_Tab));
    connect(m_nextUnit, &QAction::triggered, this, &BattleMode::nextUnit);
    m_fireMode = action(tr("&Fire…"), QKeySequence(Qt::Key_F));
    connect(m_fireMode, &QAction::triggered, this, [this] { setInputMode(InputMode::Fire); });
    m_meleeMode = action(tr("&Melee…"), QKeySequence(Qt::Key_M));
    connect(m_meleeMode, &QAction::triggered, this, [this] { setInputMode(InputMode::Melee); });
    m_turnLeft = action(tr("Turn &left"), QKeySequence(Qt::Key_A));
    connect(m_turnLeft, &QAction::triggered, this, [this] { turn(-1); });
    m_turnRight = action(tr("Turn &right"), QKeySequence(Qt::Key_D));
    connect(m_turnRight, &QAction::triggered, this, [this] { turn(1); });
    m_formation = action(tr("Change f&ormation"), QKeySequence(Qt::Key_C));
    connect(m_formation, &QAction::triggered, this, &BattleMode::cycleFormation);
    // Undo and Redo follow the game's one history (BattleDocument forwards).
    m_undo = action(tr("&Undo"), QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(m_undo, &QAction::triggered, m_doc, &BattleDocument::undo);
    m_redo = action(tr("&Redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    connect(m_redo, &QAction::triggered, m_doc, &BattleDocument::redo);
    const auto showHistory = [this] {
        const QString undo = m_doc->undoText(), redo = m_doc->redoText();
        m_undo->setEnabled(!undo.isEmpty());
        m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
        m_redo->setEnabled(!redo.isEmpty());
        m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    };
    connect(m_doc, &BattleDocument::undoChanged, this, showHistory);
    showHistory();
    m_ringsAction = action(tr("Range &rings"), QKeySequence(Qt::Key_R));
    m_ringsAction->setCheckable(true);
    connect(m_ringsAction, &QAction::toggled, this, [this](bool on) {
        m_rings = on;
        updateSelectionOverlay();
    });
    m_cancelAi = action(tr("Stop the computer"), QKeySequence(Qt::Key_Escape));
    m_cancelAi->setVisible(false);
    connect(m_cancelAi, &QAction::triggered, this, [this] {
        m_runner->cancel();
        m_aiQueue.clear();
        // The cancelled side goes over to a human, who can carry on.
        m_setup.control[int(m_doc->game().actingSide())] = Controller::Human;
        emit statusMessage(tr("The computer stopped; you now command the %1.").arg(Names::side(m_doc->game().actingSide())));
        scheduleNext();
    });

    // The Orders menu: what the window puts between its File and View menus.
    m_ordersMenu = new QMenu(tr("&Orders"), window);
    for (QAction *a : orderActions()) {
        if (a)
            m_ordersMenu->addAction(a);
        else
            m_ordersMenu->addSeparator();
    }

    m_phaseBar = new PhaseBar(m_endPhase);
    m_phaseToolBar = new QToolBar(tr("Phase"));
    m_phaseToolBar->setObjectName(QStringLiteral("phaseToolBar"));
    m_phaseToolBar->setMovable(false);
    m_phaseToolBar->addWidget(m_phaseBar);

    m_hexLabel = new QLabel;
    m_hexLabel->setMinimumWidth(70);
    m_terrainLabel = new QLabel;
    m_terrainLabel->setMinimumWidth(240);
    m_zoomLabel = new QLabel;
    m_zoomLabel->setMinimumWidth(60);
    m_zoomLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_thinking = new QLabel;
    m_thinking->setMinimumWidth(300);
    m_thinking->setStyleSheet(QStringLiteral("QLabel { color: #b36b00; font-weight: bold; }"));
    connect(m_view, &MapView::zoomChanged, this,
            [this](double z) { m_zoomLabel->setText(tr("%1%").arg(int(std::lround(z * 100)))); });
    connect(m_runner, &ComputerRunner::thinkingChanged, this, [this](bool on) {
        m_thinking->setText(on ? tr("The computer is thinking… (Esc stops it)") : QString());
        m_cancelAi->setVisible(on);
    });
    connect(m_runner, &ComputerRunner::ordersReady, this, &BattleMode::computerOrders);

    connect(m_scene, &BattleScene::hexHovered, this, &BattleMode::showHex);
    connect(m_scene, &BattleScene::hexHovered, m_info, &InfoPanel::setHoveredHex);
    connect(m_scene, &BattleScene::unitHovered, m_info, &InfoPanel::setHoveredUnit);
    connect(m_scene, &BattleScene::leaderHovered, m_info, &InfoPanel::setHoveredLeader);
    connect(m_scene, &BattleScene::unitSelected, m_info, &InfoPanel::setSelectedUnit);
    connect(m_scene, &BattleScene::unitSelected, m_oob, &OobPanel::showUnit);
    connect(m_oob, &OobPanel::unitActivated, this, [this](const QString &id) {
        m_scene->selectUnit(id);
        updateSelectionOverlay();
        if (UnitItem *item = m_scene->unitItem(id); item && item->isVisible())
            m_view->centerOn(item);
    });
    connect(m_handoff, &HandoffScreen::ready, this, [this](Side side) {
        m_viewer = side;
        m_central->setCurrentWidget(m_mapPage);
        m_view->window()->activateWindow();
        m_view->setFocus();
        refresh();
        // The panels show this side's knowledge only.
        m_oob->setScenario(&m_shown, &m_scene->counters(), m_viewer);
        m_info->setScenario(&m_shown, &m_scene->counters());
        m_log->rebuild(m_doc->events());
        // Catch-up: what this side saw since it handed over, event by event.
        startCatchUp(side);
    });
    connect(m_log, &EventLogPanel::eventActivated, this, &BattleMode::locateEvent);

    connect(m_doc, &BattleDocument::eventAppended, m_log, &EventLogPanel::append);
    connect(m_doc, &BattleDocument::eventAppended, this, [this](int index, const Event &e) {
        if (!handoffShown() && eventVisible(index))
            m_pendingEffects << e;
    });
    connect(m_doc, &BattleDocument::logTruncated, this,
            [this](int) { m_log->rebuild(m_doc->events()); });
    connect(m_doc, &BattleDocument::changed, this, [this](const BattleChange &c) { refresh(&c); });
    connect(m_doc, &BattleDocument::historyCut, this, [this](const QString &why) { emit statusMessage(why); });
    // The window's title follows the battle (its turn, its file).
    connect(this, &BattleMode::battleChanged, this, &Mode::titleChanged);
    connect(m_doc, &BattleDocument::phaseEnded, this, &Mode::titleChanged);
    connect(m_doc, &BattleDocument::battleOver, this, [this] {
        if (!m_reported) {
            m_reported = true;
            emit battleOver();
        }
    });

    m_view->setZoom(1.0);
    m_zoomLabel->setText(tr("%1%").arg(100));
    setUpHelp();
}

BattleMode::~BattleMode()
{
    m_runner->cancel();
    // The scene's items point into the shown scenario.
    m_scene->setScenario(nullptr);
    for (QWidget *w : statusWidgets())
        if (w && !w->parent())
            delete w;
}

void BattleMode::setAnimationSpeed(double speed)
{
    m_effects->setSpeed(speed);
    m_scene->setMoveAnimationMs(int(250 * speed));
    m_aiDelay = int(120 * speed);
}

void BattleMode::setSafePalette(bool on)
{
    UnitItem::setSafePalette(on);
    OverlayItem::setSafePalette(on);
    m_scene->update();
}

void BattleMode::setGridVisible(bool on)
{
    m_grid->setChecked(on);
}

void BattleMode::setCoordinatesVisible(bool on)
{
    m_coordinates->setChecked(on);
}

bool BattleMode::coordinatesVisible() const
{
    return m_coordinates->isChecked();
}

QWidget *BattleMode::centralWidget() const
{
    return m_central;
}

bool BattleMode::hasBattle() const
{
    return m_doc->hasGame();
}

const Scenario *BattleMode::scenario() const
{
    return m_doc->hasGame() ? &m_doc->scenario() : nullptr;
}

QString BattleMode::fileName() const
{
    return m_doc->fileName();
}

bool BattleMode::handoffShown() const
{
    return m_central->currentWidget() == m_handoff;
}

bool BattleMode::open(const QString &fileName, QString *error)
{
    // A side played elsewhere stays so only where the save hook says so: a
    // plain file opened after such a game gives that side to the computer.
    BattleSetup setup = m_setup;
    for (Controller &c : setup.control)
        if (c == Controller::Remote)
            c = Controller::Computer;
    return open(fileName, setup, error);
}

bool BattleMode::open(const QString &fileName, const BattleSetup &setup, QString *error)
{
    LoadError le;
    const auto format = peekFormat(fileName, &le);
    if (!format) {
        *error = le.text();
        return false;
    }
    std::optional<Battle> battle;
    QString docFile;
    if (*format == QLatin1String("hardtack-scenario")) {
        auto s = loadScenario(fileName, &le);
        if (!s) {
            *error = le.text();
            return false;
        }
        if (setup.rules)
            s->rules = *setup.rules;
        battle = Battle::start(*s, setup.seed);
    } else if (*format == QLatin1String("hardtack-save")) {
        battle = loadBattle(fileName, &le);
        if (!battle) {
            *error = le.text();
            return false;
        }
        docFile = fileName;
    } else {
        *error = tr("%1: $.format: the game opens a scenario or a saved battle, not \"%2\"")
                     .arg(fileName, format->left(60));
        return false;
    }
    m_setup = docFile.isEmpty() || !m_saveSetupHook ? setup : m_saveSetupHook(*battle, setup);
    m_setup.rules.reset(); // chosen for this scenario only, not for the next file opened
    m_effects->clear();
    startBattle(std::move(*battle), docFile);
    return true;
}

void BattleMode::start(const Scenario &scenario, const BattleSetup &setup)
{
    m_setup = setup;
    m_effects->clear();
    startBattle(Battle::start(scenario, setup.seed), QString());
}

void BattleMode::start(Battle battle, const BattleSetup &setup)
{
    m_setup = setup;
    m_setup.rules.reset();
    m_effects->clear();
    startBattle(std::move(battle), QString());
}

void BattleMode::startBattle(Battle battle, const QString &fileName)
{
    m_runner->cancel();
    m_aiQueue.clear();
    m_aiRounds = 0;
    m_reported = false;
    endCatchUp();
    m_mode = InputMode::Select;
    m_reach.reset();
    for (int s = 0; s < 2; ++s)
        m_ai[s] = m_setup.control[s] == Controller::Computer ? makeComputerPlayer(m_setup.level, m_setup.seed + s)
                                                             : nullptr;
    // Items and panels point into the shown scenario: detach them first.
    m_effects->clear();
    m_pendingEffects.clear();
    EventText::setScenario(nullptr);
    m_scene->setScenario(nullptr);
    m_info->setScenario(nullptr, nullptr);
    m_oob->setScenario(nullptr, nullptr, m_viewer);
    {
        // The first view is the acting side's when both are human.
        const Side acting = battle.phase == Phase::DefensiveFire
                                ? (battle.phasingSide == Side::Union ? Side::Confederate : Side::Union)
                                : battle.phasingSide;
        const bool h0 = m_setup.control[0] == Controller::Human, h1 = m_setup.control[1] == Controller::Human;
        m_viewer = localSide().value_or(h0 && h1 ? acting : h1 ? Side::Confederate : Side::Union);
    }
    m_doc->setBattle(std::move(battle), fileName);
    // A side's first catch-up starts from here.
    m_lastSeenLog[0] = m_lastSeenLog[1] = int(m_doc->battle().log.size());
    m_stretchMark = int(m_doc->battle().orders.size());
    m_pendingEffects.clear();
    m_viewer = humanViewer();
    takeView();
    m_scene->setScenario(&m_shown);
    // The map item paints every pixel of its box (tiles are opaque).
    m_view->setOpaqueSceneRect(m_scene->mapItem()->boundingRect());
    EventText::setScenario(&m_doc->scenario());
    m_scene->setGridVisible(m_grid->isChecked());
    m_scene->mapItem()->startOverview(); // it renders while the window is laid out
    m_scene->overlay()->setCoordinates(m_coordinates->isChecked());
    m_oob->setScenario(&m_shown, &m_scene->counters(), m_viewer);
    m_info->setScenario(&m_shown, &m_scene->counters());
    m_log->rebuild(m_doc->events());
    m_central->setCurrentWidget(m_mapPage);
    m_view->setFocus(); // the keys (Tab, F, M, …) go to the map
    refresh();
    m_placeViewWhenShown = !m_view->isVisible();
    if (!m_placeViewWhenShown)
        centreView();
    emit battleChanged();
    // A battle saved after its end opens on its report.
    if (m_doc->game().over()) {
        m_reported = true;
        emit battleOver();
    }
}

bool BattleMode::save(const QString &fileName, QString *error)
{
    const bool ok = m_doc->save(fileName, error);
    if (ok)
        emit battleChanged();
    return ok;
}

std::optional<Side> BattleMode::localSide() const
{
    const bool r0 = m_setup.control[0] == Controller::Remote, r1 = m_setup.control[1] == Controller::Remote;
    if (r0 == r1)
        return std::nullopt;
    return r0 ? Side::Confederate : Side::Union;
}

Side BattleMode::humanViewer() const
{
    if (const auto local = localSide())
        return *local;
    const bool h0 = m_setup.control[0] == Controller::Human;
    const bool h1 = m_setup.control[1] == Controller::Human;
    if (h0 && h1 && m_doc->hasGame())
        return m_doc->game().actingSide();
    if (h1 && !h0)
        return Side::Confederate;
    return Side::Union;
}

QString BattleMode::title() const
{
    if (!m_doc->hasGame())
        return QString();
    const Battle &b = m_doc->battle();
    return tr("%1 (turn %2 of %3)").arg(wordName(b.scenario.localizedTitle(QLocale().name()))).arg(b.turn).arg(b.scenario.turns);
}

QString BattleMode::kind() const { return tr("Battle"); }

QStringList BattleMode::formats() const
{
    return {QStringLiteral("hardtack-scenario"), QStringLiteral("hardtack-save")};
}

QString BattleMode::saveCaption() const { return tr("Save the battle"); }

void BattleMode::arrangeDocks(QMainWindow *window)
{
    // The order of battle on the left; the unit and hex panel over the event
    // log on the right, the log (whose entries are sentences) the larger.
    window->addDockWidget(Qt::LeftDockWidgetArea, m_oobDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_infoDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_logDock);
    window->splitDockWidget(m_infoDock, m_logDock, Qt::Vertical);
    // The order of battle takes a fifth of a wide screen (its names are long).
    const QScreen *primary = QGuiApplication::primaryScreen();
    const int oobWidth = std::clamp(primary ? primary->availableGeometry().width() / 5 : 0, 330, 400);
    window->resizeDocks({m_oobDock, m_infoDock}, {oobWidth, 430}, Qt::Horizontal);
    window->resizeDocks({m_infoDock, m_logDock}, {380, 520}, Qt::Vertical);
}

QList<QAction *> BattleMode::viewActions() const
{
    return {m_zoomIn, m_zoomOut, m_zoomFit, m_grid, m_coordinates, m_threatsAction};
}

QList<QAction *> BattleMode::orderActions() const
{
    return {m_undo, m_redo, nullptr, m_ringsAction, m_nextUnit, m_fireMode, m_meleeMode, m_turnLeft, m_turnRight, m_formation,
            nullptr, m_endPhase, m_cancelAi};
}

QList<QWidget *> BattleMode::statusWidgets() const
{
    return {m_thinking, m_hexLabel, m_terrainLabel, m_zoomLabel};
}

// The viewing side's view of the game now (RULES §3): what it knows, a game
// of that to judge and preview on, and what its screen draws.
void BattleMode::takeView()
{
    m_sideView = m_doc->game().view(m_viewer);
    m_viewGame = std::make_unique<Game>(Game::fromView(m_sideView));
    m_shown = presentedScenario(m_sideView);
    m_info->setViewer(m_viewer);
}

// After every order: the viewing side's view, the counters, what can act,
// the phase bar; then whoever acts next.
void BattleMode::refresh(const BattleChange *change)
{
    if (!m_doc->hasGame() || m_applyingRemote)
        return;
    takeView();
    const Game &g = *m_viewGame;
    if (!m_scene->overlay())
        return; // startBattle() builds the scene next
    if (change && !change->whole())
        m_scene->syncUnits(change->units);
    else
        m_scene->syncAll();
    for (const Event &e : std::as_const(m_pendingEffects))
        m_effects->play(e, m_shown);
    m_pendingEffects.clear();
    m_scene->overlay()->setGhosts(m_sideView.ghosts, m_viewer == Side::Union ? Side::Confederate : Side::Union);
    QSet<Hex> lit; // at night, what the side's units can see (RULES §14)
    if (m_sideView.night)
        for (const Unit &u : m_shown.units)
            if (u.onMap && u.side == m_viewer)
                for (Hex h : range(u.hex, kNightVisibility))
                    lit.insert(h);
    m_scene->overlay()->setNight(m_sideView.night, lit);
    // A selected unit the side no longer sees is let go.
    QStringList keep;
    for (const QString &id : m_scene->selectedUnits())
        if (m_shown.unit(id))
            keep << id;
    m_scene->setSelection(keep);
    computeCanAct();
    updateThreats();
    // The order of battle follows what the side sees and each unit's strength.
    QVector<int> oobKey;
    oobKey.reserve(m_shown.units.size() * 3);
    for (const Unit &u : std::as_const(m_shown.units))
        oobKey << u.men << u.guns << (u.onMap ? 1 : 0);
    if (oobKey != m_oobKey || m_sideView.visibleEnemies != m_oobEnemies) {
        m_oobKey = oobKey;
        m_oobEnemies = m_sideView.visibleEnemies;
        if (!handoffShown())
            m_oob->setScenario(&m_shown, &m_scene->counters(), m_viewer);
    }
    const bool remoteSide = m_setup.control[0] == Controller::Remote || m_setup.control[1] == Controller::Remote;
    m_phaseBar->showGame(&g, int(m_canAct.size()),
                         waitingForRemote() ? tr("Waiting for the %1 turn…").arg(Names::side(m_doc->game().actingSide()))
                                            : QString(),
                         remoteSide && (waitingForRemote() || m_doc->game().over()));
    if (m_mode != InputMode::Select && !myTurn())
        m_mode = InputMode::Select;
    updateSelectionOverlay();
    scheduleNext();
}

void BattleMode::scheduleNext()
{
    if (m_nextScheduled)
        return;
    m_nextScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_nextScheduled = false;
        next();
    });
}

// Who acts now: a computer side thinks; between two humans the map hides
// until the next player is at the keyboard.
void BattleMode::next()
{
    if (!m_doc->hasGame())
        return;
    noteStretchEnd();
    if (m_doc->game().over())
        return;
    const Side acting = m_doc->game().actingSide();
    if (m_setup.control[int(acting)] == Controller::Remote) {
        // Nobody here is asked: the window shows its own side's view and
        // waits; the catch-up will start from what that side saw until now.
        m_lastSeenLog[int(m_viewer)] = int(m_doc->battle().log.size());
        return;
    }
    if (m_setup.control[int(acting)] == Controller::Computer) {
        if (!m_runner->isThinking() && m_aiQueue.isEmpty())
            startComputer(acting);
        return;
    }
    if (passIfIdle()) // before any handoff: none is shown for a phase that passes
        return;
    const bool hotseat = m_setup.control[0] == Controller::Human && m_setup.control[1] == Controller::Human;
    if (hotseat && acting != m_viewer && !handoffShown()) {
        m_scene->selectUnit(QString());
        m_scene->overlay()->clearOrders();
        hidePreview();
        m_lastSeenLog[int(m_viewer)] = int(m_doc->battle().log.size());
        endCatchUp();
        m_handoff->showFor(acting, tr("Turn %1, %2 phase.").arg(m_doc->game().turn()).arg(Names::phase(m_doc->game().phase())));
        // Nothing of the side that just played stays on screen.
        m_oob->setScenario(nullptr, nullptr, m_viewer);
        m_info->setScenario(nullptr, nullptr);
        m_log->rebuild({});
        m_central->setCurrentWidget(m_handoff);
        QTimer::singleShot(0, m_handoff, [this] { m_handoff->setFocus(); });
    }
}

bool BattleMode::myTurn() const
{
    if (!m_doc->hasGame() || m_doc->game().over() || handoffShown())
        return false;
    const Side acting = m_doc->game().actingSide();
    return acting == m_viewer && m_setup.control[int(acting)] == Controller::Human;
}

void BattleMode::updateThreats()
{
    m_threats.clear();
    const bool on = m_threatsAction->isChecked() && m_doc->hasGame() && !handoffShown();
    if (on)
        m_threats = enemyThreats(m_sideView);
    QHash<Hex, quint8> kinds;
    for (auto it = m_threats.cbegin(); it != m_threats.cend(); ++it)
        kinds.insert(it.key(), quint8((it->fire.isEmpty() ? 0 : 1) | (it->charge.isEmpty() ? 0 : 2)));
    if (m_scene->overlay())
        m_scene->overlay()->setThreats(kinds);
    m_info->setThreats(on ? &m_threats : nullptr);
    if (!on) {
        m_threatLegend->hide();
        return;
    }
    const auto swatch = [](QColor c) {
        return QStringLiteral("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span>").arg(c.name());
    };
    m_threatLegend->setText(
        QStringLiteral("<b>%1</b><br>%2 %3<br>%4 %5")
            .arg(tr("Enemy threats next turn").toHtmlEscaped(), swatch(OverlayItem::threatColour(false)),
                 tr("could be fired on").toHtmlEscaped(), swatch(OverlayItem::threatColour(true)),
                 tr("could be charged").toHtmlEscaped())
        + QStringLiteral("<br><i>%1</i>").arg(tr("Only the enemy units you see. Point at a hex: by whom.").toHtmlEscaped()));
    m_threatLegend->adjustSize();
    m_threatLegend->move(10, 10);
    m_threatLegend->show();
    m_threatLegend->raise();
}

bool BattleMode::eventVisible(int index) const
{
    return m_doc->hasGame() && isToldTo(m_doc->battle(), index, m_viewer);
}

void BattleMode::showHex(QPoint hex)
{
    if (!m_doc->hasGame() || hex.x() < 0) {
        m_hexLabel->clear();
        m_terrainLabel->clear();
        return;
    }
    const Hex h = Hex::fromOffset(hex.x(), hex.y());
    m_hexLabel->setText(Names::hex(h));
    m_terrainLabel->setText(Names::hexSummary(m_shown.map, h));
    hoverHex(h);
}

void BattleMode::centreView()
{
    const QRectF map = m_scene->geometry().bounds();
    const QRectF scene = m_scene->sceneRect();
    const QSize viewport = m_view->viewport()->size();
    if (scene.width() <= viewport.width() && scene.height() <= viewport.height()) {
        // A small map fills the view (up to twice the normal size).
        const double fit = std::min(viewport.width() / scene.width(), viewport.height() / scene.height()) * 0.99;
        m_view->setZoom(std::clamp(fit, 1.0, 2.0));
        m_view->centerOn(map.center());
        return;
    }
    // A big map: show where the viewing side's troops are, as close as fits
    // (numbers on the counters need 40 px hexes, so never further out than that).
    QRectF troops;
    for (const Unit &u : m_shown.units)
        if (u.onMap && u.side == m_viewer)
            troops = troops.united(m_scene->geometry().hexRect(u.hex));
    if (troops.isEmpty()) {
        m_view->setZoom(1.0);
        m_view->centerOn(map.center());
        return;
    }
    troops.adjust(-BattleScene::kHexWidth, -BattleScene::kHexWidth, BattleScene::kHexWidth, BattleScene::kHexWidth);
    const double fit = std::min(viewport.width() / troops.width(), viewport.height() / troops.height());
    m_view->setZoom(std::clamp(fit, kDetailHexPixels / BattleScene::kHexWidth, 1.0));
    m_view->centerOn(troops.center());
}

} // namespace hardtack::ui
