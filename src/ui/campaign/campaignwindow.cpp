#include "campaignwindow.h"

#include "ai/naval/navalai.h"
#include "forcespanel.h"
#include "newcampaigndialog.h"
#include "scorechart.h"
#include "scoregauges.h"
#include "theateritems.h"
#include "theaterscene.h"
#include "treasurypanel.h"
#include "turnnarrator.h"

#include "ui/battle/handoffscreen.h"
#include "ui/common/mapview.h"

#include "campaign/campaignfile.h"
#include "campaign/campaignsave.h"
#include "core/jsonio.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace hardtack::ui {

CampaignWindow::CampaignWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("campaignWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/hardtack.svg")));
    buildUi();
    buildMenus();
    // Most of the screen, never more than it (a 1280×800 laptop as well as
    // a 1920×1080 monitor).
    QSize size(1440, 900);
    if (const QScreen *s = screen()) {
        const QSize avail = s->availableGeometry().size();
        size = avail.width() >= 1500 ? avail * 0.92 : avail;
    }
    resize(size);
    updateTitle();
}

CampaignWindow::~CampaignWindow()
{
    // The scene's items are built from the game; drop them first.
    delete m_view;
    delete m_scene;
}

void CampaignWindow::buildUi()
{
    m_scene = new TheaterScene(this);
    m_scene->setRouteFinder([this](const QString &u, const QString &n) { return routeFor(u, n); });
    m_view = new MapView;
    m_view->setScene(m_scene);
    m_view->setZoomRange(0.25, 4.0);
    m_view->setBackgroundBrush(QColor(52, 54, 48));
    connect(m_view, &MapView::zoomChanged, this, [this](double z) { m_scene->setPixel(1.0 / z); });
    connect(m_scene, &TheaterScene::moveRequested, this, &CampaignWindow::moveRequested);
    m_handoff = new HandoffScreen;
    connect(m_handoff, &HandoffScreen::ready, this, &CampaignWindow::showOrdersOf);
    m_central = new QStackedWidget;
    m_central->addWidget(m_view);
    m_central->addWidget(m_handoff);
    setCentralWidget(m_central);

    // The war at a glance: the dials above the side's treasury and forces.
    auto *side = new QWidget;
    auto *sl = new QVBoxLayout(side);
    sl->setContentsMargins(0, 0, 0, 0);
    m_gauges = new ScoreGauges;
    sl->addWidget(m_gauges);
    m_tabs = new QTabWidget;
    m_treasury = new TreasuryPanel;
    m_forces = new ForcesPanel;
    m_tabs->addTab(m_forces, tr("Forces"));
    // The treasury scrolls rather than making the window taller than a screen.
    auto *treasuryScroll = new QScrollArea;
    treasuryScroll->setWidget(m_treasury);
    treasuryScroll->setWidgetResizable(true);
    treasuryScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(treasuryScroll, tr("Treasury"));
    sl->addWidget(m_tabs, 1);
    auto *warDock = new QDockWidget(tr("The war"), this);
    warDock->setObjectName(QStringLiteral("warDock"));
    warDock->setWidget(side);
    warDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, warDock);
    connect(m_treasury, &TreasuryPanel::orderRequested, this, [this](const CampaignOrder &o) { give(o); });
    connect(m_forces, &ForcesPanel::unitActivated, this, [this](const QString &id) {
        m_scene->selectUnit(id);
        if (auto *c = m_scene->counter(id))
            m_view->centerOn(c);
    });
    connect(m_scene, &TheaterScene::unitSelected, m_forces, &ForcesPanel::showUnit);
    connect(m_forces, &ForcesPanel::orderRequested, this, [this](const CampaignOrder &o) { give(o); });
    connect(m_forces, &ForcesPanel::clearRequested, this, [this] {
        if (m_game && m_ordersSide) {
            m_game->clearOrders(*m_ordersSide);
            refreshOrders();
        }
    });

    // The turn report beside the chart of the scores.
    auto *bottom = new QSplitter(Qt::Horizontal);
    m_report = new QTextBrowser;
    m_report->setObjectName(QStringLiteral("turnReport"));
    m_report->setStyleSheet(QStringLiteral("QTextBrowser { background: #f5eddb; color: #2e2418; "
                                           "font-family: 'DejaVu Serif'; font-size: 13px; }"));
    m_chart = new ScoreChart;
    m_chart->setMinimumHeight(190); // a 1280×800 screen holds the whole window
    bottom->addWidget(m_report);
    bottom->addWidget(m_chart);
    // The report is read, the chart glanced at: the words get the wider half.
    bottom->setStretchFactor(0, 5);
    bottom->setStretchFactor(1, 4);
    bottom->setSizes({500, 400});
    auto *reportDock = new QDockWidget(tr("Turn report and scores"), this);
    reportDock->setObjectName(QStringLiteral("reportDock"));
    reportDock->setWidget(bottom);
    reportDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, reportDock);
    resizeDocks({warDock}, {470}, Qt::Horizontal);
    resizeDocks({reportDock}, {235}, Qt::Vertical);

    m_dateLabel = new QLabel;
    m_dateLabel->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; font-size: 14px; padding: 0 10px; }"));
    m_sideLabel = new QLabel;
    m_sideLabel->setStyleSheet(QStringLiteral("QLabel { font-size: 14px; padding: 0 10px; }"));
    m_weatherLabel = new QLabel;
    m_weatherLabel->setObjectName(QStringLiteral("weatherLabel"));
    m_weatherLabel->setStyleSheet(QStringLiteral("QLabel { font-size: 13px; padding: 0 10px; color: #2b4a66; }"));
}

void CampaignWindow::buildMenus()
{
    auto *newAction = new QAction(tr("&New campaign…"), this);
    newAction->setShortcut(QKeySequence::New);
    connect(newAction, &QAction::triggered, this, &CampaignWindow::newCampaign);
    auto *openAction = new QAction(QIcon(QStringLiteral(":/icons/open.svg")), tr("&Open…"), this);
    openAction->setShortcut(QKeySequence::Open);
    connect(openAction, &QAction::triggered, this, &CampaignWindow::openDialog);
    auto *saveAction = new QAction(tr("&Save"), this);
    saveAction->setShortcut(QKeySequence::Save);
    connect(saveAction, &QAction::triggered, this, &CampaignWindow::saveCampaign);
    auto *saveAs = new QAction(tr("Save &as…"), this);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(saveAs, &QAction::triggered, this, &CampaignWindow::saveCampaignAs);
    QMenu *file = menuBar()->addMenu(tr("&Campaign"));
    file->addAction(newAction);
    file->addAction(openAction);
    file->addAction(saveAction);
    file->addAction(saveAs);
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    m_endOrders = new QAction(tr("&End orders"), this);
    m_endOrders->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_endOrders, &QAction::triggered, this, &CampaignWindow::endOrders);
    QMenu *turn = menuBar()->addMenu(tr("&Turn"));
    turn->addAction(m_endOrders);
    m_warOverAction = turn->addAction(tr("The &end of the war…"), this, &CampaignWindow::showWarOver);
    m_warOverAction->setEnabled(false);
    turn->addSeparator();
    m_fastForwardAction = turn->addAction(tr("&Fast forward to the winter"));
    m_fastForwardAction->setCheckable(true);
    m_fastForwardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_fastForwardAction->setToolTip(tr("The computer gives your orders and every battle is auto-resolved, turn "
                                       "after turn, until this campaign ends (or the war). Again to stop."));
    connect(m_fastForwardAction, &QAction::toggled, this, &CampaignWindow::fastForward);
    turn->addSeparator();
    for (Side s : {Side::Union, Side::Confederate}) {
        QAction *a = turn->addAction((s == Side::Union ? tr("The computer commands the Union") : tr("The computer commands the Confederacy")));
        a->setCheckable(true);
        connect(a, &QAction::toggled, this, [this, s](bool on) {
            m_control[int(s)] = on ? Controller::Computer : Controller::Human;
        });
        m_computerActions[int(s)] = a;
    }
    turn->addSeparator();
    QActionGroup *choice = new QActionGroup(this);
    const std::pair<BattleChoice, QString> choices[] = {
        {BattleChoice::Ask, tr("Ask before each battle")},
        {BattleChoice::Fight, tr("Fight every battle")},
        {BattleChoice::AutoResolve, tr("Auto-resolve every battle")}};
    for (const auto &[c, text] : choices) {
        QAction *a = turn->addAction(text);
        a->setCheckable(true);
        a->setChecked(c == m_battleChoice);
        choice->addAction(a);
        connect(a, &QAction::triggered, this, [this, c = c] { setBattleChoice(c); });
    }

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = view->addAction(QIcon(QStringLiteral(":/icons/zoom-in.svg")), tr("Zoom &in"), m_view,
                                      &MapView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus)});
    QAction *zoomOut = view->addAction(QIcon(QStringLiteral(":/icons/zoom-out.svg")), tr("Zoom &out"), m_view,
                                       &MapView::zoomOut);
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    QAction *fit = view->addAction(QIcon(QStringLiteral(":/icons/zoom-fit.svg")), tr("&Whole map"), m_view,
                                   &MapView::zoomToFit);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    QToolBar *tools = addToolBar(tr("Campaign"));
    tools->setObjectName(QStringLiteral("campaignToolBar"));
    tools->setMovable(false);
    tools->setIconSize(QSize(24, 24));
    tools->addAction(openAction);
    tools->addSeparator();
    tools->addActions({zoomIn, zoomOut, fit});
    tools->addSeparator();
    tools->addWidget(m_dateLabel);
    tools->addWidget(m_weatherLabel);
    tools->addWidget(m_sideLabel);
    auto *spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    tools->addWidget(spacer);
    tools->addAction(m_fastForwardAction);
    tools->addAction(m_endOrders);
    if (QWidget *w = tools->widgetForAction(m_endOrders))
        w->setStyleSheet(QStringLiteral("QToolButton { font-weight: bold; padding: 4px 16px; }"));
}

bool CampaignWindow::open(const QString &fileName, QString *error)
{
    return open(fileName, m_seed, error);
}

bool CampaignWindow::open(const QString &fileName, quint64 seed, QString *error)
{
    LoadError le;
    const auto format = peekFormat(fileName, &le);
    if (!format) {
        *error = le.text();
        return false;
    }
    if (*format == QLatin1String(kCampaignFormat)) {
        auto scenario = loadCampaign(fileName, &le);
        if (!scenario) {
            *error = le.text();
            return false;
        }
        m_seed = seed;
        startGame(std::make_unique<CampaignGame>(*scenario, seed), QString());
        return true;
    }
    if (*format == QLatin1String(kCampaignSaveFormat)) {
        auto game = loadCampaignSave(fileName, &le);
        if (!game) {
            *error = le.text();
            return false;
        }
        startGame(std::move(game), fileName);
        return true;
    }
    *error = tr("%1: $.format: the campaign window opens a campaign or a campaign save, not \"%2\"")
                 .arg(fileName, format->left(60));
    return false;
}

bool CampaignWindow::save(const QString &fileName, QString *error)
{
    if (!m_game)
        return false;
    if (!saveCampaignGame(*m_game, fileName, error))
        return false;
    m_fileName = fileName;
    updateTitle();
    return true;
}

void CampaignWindow::startGame(std::unique_ptr<CampaignGame> game, const QString &fileName)
{
    m_game = std::move(game);
    // The naval battles the campaign resolves itself: the naval computer
    // player on each side's view (those a human fights go through the dialog).
    m_game->setNavalPlayers(navalOrders);
    m_fileName = fileName;
    m_resolving = false;
    m_land.clear();
    m_warOverAction->setEnabled(m_game->isOver());
    m_scene->clear();
    delete m_scene;
    m_scene = new TheaterScene(this);
    m_scene->setRouteFinder([this](const QString &u, const QString &n) { return routeFor(u, n); });
    connect(m_scene, &TheaterScene::moveRequested, this, &CampaignWindow::moveRequested);
    connect(m_scene, &TheaterScene::unitSelected, m_forces, &ForcesPanel::showUnit);
    m_view->setScene(m_scene);
    m_scene->setPixel(1.0 / m_view->zoom());
    const CampaignStart &start = m_game->scenario().start;
    m_chart->setSchedule(start.campaigns, start.turnsPerCampaign);
    // A new war opens on its briefing, a saved one on its last turn's report.
    m_lastReport = m_game->reports().isEmpty()
                       ? TurnNarrator::tr("<h3>%1</h3><p>%2</p>")
                             .arg(m_game->scenario().name.toHtmlEscaped(), m_game->scenario().description.toHtmlEscaped())
                       : TurnNarrator(*m_game).html(m_game->reports().last());
    m_report->setHtml(m_lastReport);
    for (Side s : {Side::Union, Side::Confederate}) {
        QSignalBlocker b(m_computerActions[int(s)]);
        m_computerActions[int(s)]->setChecked(m_control[int(s)] == Controller::Computer);
    }
    refresh();
    // The whole theater once the window has its size.
    QTimer::singleShot(0, m_view, &MapView::zoomToFit);
    m_view->zoomToFit();
    beginOrders(Side::Union);
    updateTitle();
}

void CampaignWindow::refresh()
{
    if (!m_game)
        return;
    // The map shows the state as a CampaignScenario: the file's map with the
    // current owners and forces.
    CampaignScenario state = m_game->scenario();
    state.cities = m_game->cities();
    state.armies = m_game->armies();
    state.fleets = m_game->fleets();
    state.forts = m_game->forts();
    // A human side sees what the rules let it see (RULES "Campaign: what a
    // side sees"): the side giving orders, or the one human against the computer.
    std::optional<Side> seer;
    if (m_ordersSide && m_control[int(*m_ordersSide)] == Controller::Human)
        seer = m_ordersSide;
    else if ((m_control[0] == Controller::Human) != (m_control[1] == Controller::Human))
        seer = m_control[0] == Controller::Human ? Side::Union : Side::Confederate;
    if (seer && !m_game->isOver()) {
        const CampaignView seen = m_game->view(*seer);
        state.armies = seen.armies;
        state.fleets = seen.fleets;
    }
    m_scene->setCampaign(state);
    m_gauges->setScores(m_game->scores());
    // The dials show what the last turn did (the current one has only begun).
    const QList<TurnScores> &h = m_game->history();
    if (!h.isEmpty()) {
        const TurnScores &now = h.last();
        const CampaignScenario &start = m_game->scenario();
        const double before[3] = {h.size() > 1 ? h.at(h.size() - 2).unionMorale : start.unionMorale,
                                  h.size() > 1 ? h.at(h.size() - 2).confederateMorale : start.confederateMorale,
                                  h.size() > 1 ? h.at(h.size() - 2).opinion : start.opinion};
        m_gauges->setChanges(now.unionMorale - before[0], now.confederateMorale - before[1], now.opinion - before[2]);
    }
    m_chart->setScores(m_game->scores());
    const Side viewer = m_ordersSide.value_or(m_viewer);
    const bool active = m_ordersSide && m_control[int(*m_ordersSide)] == Controller::Human && !m_resolving;
    m_treasury->setGame(m_game.get(), viewer, active);
    m_forces->setGame(m_game.get(), viewer, active);
    m_scene->setMovableSide(active ? m_ordersSide : std::nullopt);
    m_endOrders->setEnabled(active);
    // The turn to play; once the war is over, the last one played.
    const int perCampaign = m_game->scenario().start.turnsPerCampaign;
    const bool ended = m_game->isOver() && !m_game->reports().isEmpty();
    const TurnReport *last = ended ? &m_game->reports().last() : nullptr;
    m_dateLabel->setText(tr("%1 — campaign %2, turn %3 of %4")
                             .arg(QLocale().toString(last ? last->date : m_game->date(), QStringLiteral("MMMM yyyy")))
                             .arg(last ? last->campaign : m_game->campaign())
                             .arg(last ? (last->turn - 1) % perCampaign + 1 : m_game->turnInCampaign())
                             .arg(perCampaign));
    m_weatherLabel->setText(ended ? QString() : TurnNarrator::weatherText(m_game->weather()));
    m_weatherLabel->setToolTip(TurnNarrator::weatherExplained());
    refreshOrders();
}

void CampaignWindow::refreshOrders()
{
    if (!m_game)
        return;
    QList<MapOrder> shown;
    if (m_ordersSide) {
        const Side s = *m_ordersSide;
        for (const CampaignOrder &o : m_game->orders(s)) {
            if (o.type != CampaignOrderType::MoveArmy && o.type != CampaignOrderType::MoveFleet
                && o.type != CampaignOrderType::Land)
                continue;
            const MapRoute r = routeFor(o.unit, o.target);
            shown.append({o.unit, s, r.nodes, r.days});
        }
        m_sideLabel->setText(m_game->isOver() ? QString()
                                              : QStringLiteral("<span style='color:%1'>%2</span>")
                                                    .arg(TheaterPalette::body(s).darker(120).name(),
                                                         s == Side::Union ? tr("Orders of the Union")
                                                                          : tr("Orders of the Confederacy")));
    } else {
        QString over;
        if (m_game->isOver() && m_game->winner())
            over = QStringLiteral("<b style='color:%1'>%2</b>")
                       .arg(TheaterPalette::body(*m_game->winner()).darker(125).name(),
                            *m_game->winner() == Side::Union ? tr("The war is over: the Union has won")
                                                             : tr("The war is over: the Confederacy has won"));
        m_sideLabel->setText(over);
    }
    m_scene->setOrders(shown);
    m_forces->refresh();
    m_treasury->refresh();
}

MapRoute CampaignWindow::routeFor(const QString &unit, const QString &node) const
{
    MapRoute out;
    if (!m_game)
        return out;
    const Army *army = m_game->army(unit);
    const Fleet *fleet = army ? nullptr : m_game->fleet(unit);
    if (!army && !fleet)
        return out;
    const Side side = army ? army->side : fleet->side;
    const QString from = army ? army->location : fleet->location;
    const CampaignOrder order = orderFor(unit, node, side);
    const OrderPreview p = m_game->preview(order);
    if (!p.ok()) {
        out.problem = campaignOrderProblemText(p.problem);
        return out;
    }
    if (order.type == CampaignOrderType::Embark || order.type == CampaignOrderType::Land) {
        // Aboard or ashore: a short hop with the days it takes.
        out.nodes = QStringList{from, order.type == CampaignOrderType::Embark ? m_game->fleet(order.target)->location
                                                                              : order.target};
        out.days = p.days;
        return out;
    }
    const Route route = m_game->graph().route(from, node, side, m_game->cities(), fleet != nullptr);
    out.nodes = QStringList{from} + route.nodes;
    out.days = route.total;
    return out;
}

CampaignOrder CampaignWindow::orderFor(const QString &unit, const QString &node, Side side) const
{
    // A drag says which order (docs/GAME.md "Campaign"): a fleet sails; an
    // army aboard lands where it is dropped; an army ashore dropped on waters
    // (or on a port) where a fleet of its side has room embarks on it;
    // otherwise it marches.
    if (m_game->fleet(unit))
        return CampaignOrder::moveFleet(side, unit, node);
    const Army *a = m_game->army(unit);
    if (a && !a->aboard.isEmpty())
        return CampaignOrder::land(side, unit, node);
    if (a && (!m_game->city(node) || m_game->graph().neighbours(a->location, true).contains(node)))
        for (const Fleet &f : m_game->fleets())
            if (f.side == side && f.location == node && f.capacity() > 0) {
                const CampaignOrder embark = CampaignOrder::embark(side, unit, f.id);
                if (m_game->preview(embark).ok())
                    return embark;
            }
    return CampaignOrder::moveArmy(side, unit, node);
}

void CampaignWindow::moveRequested(const QString &unit, const QString &node)
{
    if (!m_game || !m_ordersSide)
        return;
    give(orderFor(unit, node, *m_ordersSide));
}

OrderProblem CampaignWindow::give(const CampaignOrder &order)
{
    if (!m_game || !m_ordersSide || order.side != *m_ordersSide)
        return OrderProblem::NotYours;
    const OrderPreview preview = m_game->preview(order);
    const OrderProblem problem = m_game->give(order);
    if (problem != OrderProblem::None) {
        statusBar()->showMessage(campaignOrderProblemText(problem), 8000);
        return problem;
    }
    statusBar()->showMessage(tr("Ordered: %1 — %2")
                                 .arg(ForcesPanel::orderText(*m_game, order),
                                      QTextDocumentFragment::fromHtml(TreasuryPanel::previewText(preview)).toPlainText()),
                             10000);
    refreshOrders();
    return problem;
}

QString CampaignWindow::reportHtml() const
{
    return m_lastReport;
}

void CampaignWindow::updateTitle()
{
    QString title = m_game ? m_game->scenario().name : tr("Campaign");
    if (!m_fileName.isEmpty())
        title = tr("%1 (%2)").arg(title, QFileInfo(m_fileName).fileName());
    setWindowTitle(tr("%1 — Hardtack").arg(title));
    emit titleChanged();
}

void CampaignWindow::openDialog()
{
    const QString start = m_fileName.isEmpty() ? QString() : QFileInfo(m_fileName).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a campaign or a saved campaign"), start,
                                                      tr("Hardtack files (*.json);;All files (*)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!open(file, &error))
        QMessageBox::critical(this, tr("Cannot open the file"), error);
}

void CampaignWindow::newCampaign()
{
    QStringList files;
    const QDir dir(m_dataDir + QStringLiteral("/scenarios/campaign"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        LoadError e;
        if (peekFormat(dir.filePath(f), &e).value_or(QString()) == QLatin1String(kCampaignFormat))
            files << dir.filePath(f);
    }
    NewCampaignDialog dialog(files, this);
    if (dialog.exec() != QDialog::Accepted || dialog.campaignFile().isEmpty())
        return;
    const std::array<Controller, 2> before = m_control;
    for (Side s : {Side::Union, Side::Confederate})
        m_control[int(s)] = dialog.controller(s);
    QString error;
    if (!open(dialog.campaignFile(), dialog.seed(), &error)) {
        m_control = before;
        QMessageBox::critical(this, tr("Cannot open the file"), error);
    }
}

bool CampaignWindow::saveCampaign()
{
    if (m_fileName.isEmpty())
        return saveCampaignAs();
    QString error;
    if (!save(m_fileName, &error)) {
        QMessageBox::critical(this, tr("Cannot save the campaign"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_fileName), 5000);
    return true;
}

bool CampaignWindow::saveCampaignAs()
{
    if (!m_game)
        return false;
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the campaign"), m_fileName,
                                                      tr("Hardtack saves (*.json)"));
    if (file.isEmpty())
        return false;
    QString error;
    if (!save(file, &error)) {
        QMessageBox::critical(this, tr("Cannot save the campaign"), error);
        return false;
    }
    return true;
}

void CampaignWindow::closeEvent(QCloseEvent *event)
{
    event->accept();
}

} // namespace hardtack::ui
