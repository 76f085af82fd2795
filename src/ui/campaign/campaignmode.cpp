#include "campaignmode.h"

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
#include "ui/common/modewindow.h"

#include "campaign/campaignfile.h"
#include "campaign/campaignsave.h"
#include "core/jsonio.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace hardtack::ui {

CampaignMode::CampaignMode(QObject *parent) : Mode(parent)
{
    setObjectName(QStringLiteral("campaignMode"));
    m_doc = new CampaignDocument(this);
    connect(m_doc, &CampaignDocument::changed, this, &CampaignMode::documentChanged);
    buildUi();
    buildMenus();
}

CampaignMode::~CampaignMode()
{
    // The scene's items are built from the game; drop them first (the view,
    // the window's, may already be gone with it).
    if (m_central)
        m_view->setScene(nullptr);
    delete m_scene;
}

QWidget *CampaignMode::centralWidget() const { return m_central; }

QString CampaignMode::kind() const { return tr("Campaign"); }

QStringList CampaignMode::formats() const
{
    return {QLatin1String(kCampaignFormat), QLatin1String(kCampaignSaveFormat)};
}

QString CampaignMode::saveCaption() const { return tr("Save the campaign"); }

void CampaignMode::arrangeDocks(QMainWindow *window)
{
    // The war at a glance on the right, the report and the chart below the map.
    window->addDockWidget(Qt::RightDockWidgetArea, m_warDock);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_reportDock);
    window->resizeDocks({m_warDock}, {470}, Qt::Horizontal);
    window->resizeDocks({m_reportDock}, {235}, Qt::Vertical);
}

void CampaignMode::buildUi()
{
    m_scene = new TheaterScene(this);
    m_scene->setRouteFinder([this](const QString &u, const QString &n) { return routeFor(u, n); });
    m_view = new MapView;
    m_view->setObjectName(QStringLiteral("theaterView"));
    m_view->setScene(m_scene);
    m_view->setZoomRange(0.25, 4.0);
    m_view->setBackgroundBrush(QColor(52, 54, 48));
    connect(m_view, &MapView::zoomChanged, this, [this](double z) { m_scene->setPixel(1.0 / z); });
    connect(m_scene, &TheaterScene::moveRequested, this, &CampaignMode::moveRequested);
    m_handoff = new HandoffScreen;
    connect(m_handoff, &HandoffScreen::ready, this, &CampaignMode::showOrdersOf);
    m_central = new QStackedWidget;
    m_central->setObjectName(QStringLiteral("campaignMap"));
    m_central->addWidget(m_view);
    m_central->addWidget(m_handoff);

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
    m_warDock = new QDockWidget(tr("The war"));
    m_warDock->setObjectName(QStringLiteral("warDock"));
    m_warDock->setWidget(side);
    connect(m_treasury, &TreasuryPanel::orderRequested, this, [this](const CampaignOrder &o) { give(o); });
    connect(m_forces, &ForcesPanel::unitActivated, this, [this](const QString &id) {
        m_scene->selectUnit(id);
        if (auto *c = m_scene->counter(id))
            m_view->centerOn(c);
    });
    connect(m_scene, &TheaterScene::unitSelected, m_forces, &ForcesPanel::showUnit);
    connect(m_forces, &ForcesPanel::orderRequested, this, [this](const CampaignOrder &o) { give(o); });
    connect(m_forces, &ForcesPanel::clearRequested, this, [this] {
        if (m_doc->game() && m_ordersSide)
            m_doc->clearOrders(*m_ordersSide);
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
    m_reportDock = new QDockWidget(tr("Turn report and scores"));
    m_reportDock->setObjectName(QStringLiteral("reportDock"));
    m_reportDock->setWidget(bottom);

    m_dateLabel = new QLabel;
    m_dateLabel->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; font-size: 14px; padding: 0 10px; }"));
    m_sideLabel = new QLabel;
    m_sideLabel->setStyleSheet(QStringLiteral("QLabel { font-size: 14px; padding: 0 10px; }"));
    m_weatherLabel = new QLabel;
    m_weatherLabel->setObjectName(QStringLiteral("weatherLabel"));
    m_weatherLabel->setStyleSheet(QStringLiteral("QLabel { font-size: 13px; padding: 0 10px; color: #2b4a66; }"));
}

void CampaignMode::buildMenus()
{
    // Opening and saving are the window's (File); this menu has what only a campaign has.
    m_campaignMenu = new QMenu(tr("&Campaign"));
    m_campaignMenu->addAction(tr("&New campaign…"), this, &CampaignMode::newCampaign);
    m_campaignMenu->addSeparator();
    m_campaignMenu->addAction(tr("&Close the campaign"), this, [this] {
        if (m_battleMode) { // not while one of its battles is fought over it
            QMessageBox::information(m_central, tr("A battle is being fought"),
                                     tr("Finish the campaign's battle, or leave it to the auto-resolve model, first."));
            if (window())
                window()->showMode(m_battleMode);
            return;
        }
        if (window())
            window()->closeMode(this);
    });

    m_endOrders = new QAction(tr("&End orders"), this);
    m_endOrders->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_endOrders, &QAction::triggered, this, &CampaignMode::endOrders);
    m_turnMenu = new QMenu(tr("&Turn"));
    QMenu *turn = m_turnMenu;
    turn->addAction(m_endOrders);
    m_warOverAction = turn->addAction(tr("The &end of the war…"), this, &CampaignMode::showWarOver);
    m_warOverAction->setEnabled(false);
    turn->addSeparator();
    m_fastForwardAction = turn->addAction(tr("&Fast forward to the winter"));
    m_fastForwardAction->setCheckable(true);
    m_fastForwardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_fastForwardAction->setToolTip(tr("The computer gives your orders and every battle is auto-resolved, turn "
                                       "after turn, until this campaign ends (or the war). Again to stop."));
    connect(m_fastForwardAction, &QAction::toggled, this, &CampaignMode::fastForward);
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

    auto *zoomIn = new QAction(QIcon(QStringLiteral(":/icons/zoom-in.svg")), tr("Zoom &in"), this);
    connect(zoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus)});
    auto *zoomOut = new QAction(QIcon(QStringLiteral(":/icons/zoom-out.svg")), tr("Zoom &out"), this);
    connect(zoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    auto *fit = new QAction(QIcon(QStringLiteral(":/icons/zoom-fit.svg")), tr("&Whole map"), this);
    connect(fit, &QAction::triggered, m_view, &MapView::zoomToFit);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewActions = {zoomIn, zoomOut, fit};

    m_toolBar = new QToolBar(tr("Campaign"));
    QToolBar *tools = m_toolBar;
    tools->setObjectName(QStringLiteral("campaignToolBar"));
    tools->setMovable(false);
    tools->setIconSize(QSize(24, 24));
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

bool CampaignMode::open(const QString &fileName, QString *error)
{
    return open(fileName, m_seed, error);
}

bool CampaignMode::open(const QString &fileName, quint64 seed, QString *error)
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

bool CampaignMode::save(const QString &fileName, QString *error)
{
    if (!m_doc->save(fileName, error))
        return false;
    emit titleChanged();
    emit statusMessage(tr("Saved %1").arg(fileName), 5000);
    return true;
}

void CampaignMode::startGame(std::unique_ptr<CampaignGame> game, const QString &fileName)
{
    m_doc->setGame(std::move(game), fileName); // documentChanged: gameReplaced()
}

void CampaignMode::gameReplaced()
{
    m_resolving = false;
    m_land.clear();
    m_scene->clear();
    delete m_scene;
    m_scene = new TheaterScene(this);
    m_scene->setRouteFinder([this](const QString &u, const QString &n) { return routeFor(u, n); });
    connect(m_scene, &TheaterScene::moveRequested, this, &CampaignMode::moveRequested);
    connect(m_scene, &TheaterScene::unitSelected, m_forces, &ForcesPanel::showUnit);
    m_view->setScene(m_scene);
    m_scene->setPixel(1.0 / m_view->zoom());
    const CampaignStart &start = m_doc->game()->scenario().start;
    m_chart->setSchedule(start.campaigns, start.turnsPerCampaign);
    // A new war opens on its briefing, a saved one on its last turn's report.
    m_lastReport = m_doc->game()->reports().isEmpty()
                       ? TurnNarrator::tr("<h3>%1</h3><p>%2</p>")
                             .arg(m_doc->game()->scenario().name.toHtmlEscaped(), m_doc->game()->scenario().description.toHtmlEscaped())
                       : TurnNarrator(*m_doc->game()).html(m_doc->game()->reports().last());
    m_report->setHtml(m_lastReport);
    for (Side s : {Side::Union, Side::Confederate}) {
        QSignalBlocker b(m_computerActions[int(s)]);
        m_computerActions[int(s)]->setChecked(m_control[int(s)] == Controller::Computer);
    }
    updateView();
    // The whole theater once the window has its size.
    QTimer::singleShot(0, m_view, &MapView::zoomToFit);
    m_view->zoomToFit();
    beginOrders(Side::Union);
    emit titleChanged();
}

void CampaignMode::documentChanged(const CampaignChange &change)
{
    if (!m_doc->game())
        return;
    if (change.parts == CampaignChange::Everything) {
        gameReplaced();
        return;
    }
    // Each part of the window follows the part of the war it shows.
    if (change.has(CampaignChange::Forces) || change.has(CampaignChange::Cities))
        refreshMap();
    if (change.has(CampaignChange::Scores))
        refreshScores();
    if (change.has(CampaignChange::Treasury))
        m_treasury->refresh();
    if (change.has(CampaignChange::Date))
        refreshDate();
    if (change.has(CampaignChange::Orders) || change.has(CampaignChange::Forces))
        refreshOrders();
}

QString CampaignMode::fileName() const { return m_doc->fileName(); }

void CampaignMode::updateView()
{
    if (!m_doc->game())
        return;
    refreshMap();
    refreshScores();
    refreshPanels();
    refreshDate();
    refreshOrders();
}

void CampaignMode::refreshMap()
{
    // The map shows the state as a CampaignScenario: the file's map with the
    // current owners and forces.
    CampaignScenario state = m_doc->game()->scenario();
    state.cities = m_doc->game()->cities();
    state.armies = m_doc->game()->armies();
    state.fleets = m_doc->game()->fleets();
    state.forts = m_doc->game()->forts();
    // A human side sees what the rules let it see (RULES "Campaign: what a
    // side sees"): the side giving orders, or the one human against the computer.
    std::optional<Side> seer;
    if (m_ordersSide && m_control[int(*m_ordersSide)] == Controller::Human)
        seer = m_ordersSide;
    else if ((m_control[0] == Controller::Human) != (m_control[1] == Controller::Human))
        seer = m_control[0] == Controller::Human ? Side::Union : Side::Confederate;
    if (seer && !m_doc->game()->isOver()) {
        const CampaignView seen = m_doc->game()->view(*seer);
        state.armies = seen.armies;
        state.fleets = seen.fleets;
    }
    m_scene->setCampaign(state);
}

void CampaignMode::refreshScores()
{
    m_gauges->setScores(m_doc->game()->scores());
    // The dials show what the last turn did (the current one has only begun).
    const QList<TurnScores> &h = m_doc->game()->history();
    if (!h.isEmpty()) {
        const TurnScores &now = h.last();
        const CampaignScenario &start = m_doc->game()->scenario();
        const double before[3] = {h.size() > 1 ? h.at(h.size() - 2).unionMorale : start.unionMorale,
                                  h.size() > 1 ? h.at(h.size() - 2).confederateMorale : start.confederateMorale,
                                  h.size() > 1 ? h.at(h.size() - 2).opinion : start.opinion};
        m_gauges->setChanges(now.unionMorale - before[0], now.confederateMorale - before[1], now.opinion - before[2]);
    }
    m_chart->setScores(m_doc->game()->scores());
}

void CampaignMode::refreshPanels()
{
    const Side viewer = m_ordersSide.value_or(m_viewer);
    const bool active = m_ordersSide && m_control[int(*m_ordersSide)] == Controller::Human && !m_resolving;
    m_treasury->setGame(m_doc->game(), viewer, active);
    m_forces->setGame(m_doc->game(), viewer, active);
    m_scene->setMovableSide(active ? m_ordersSide : std::nullopt);
    m_endOrders->setEnabled(active);
}

void CampaignMode::refreshDate()
{
    // The turn to play; once the war is over, the last one played.
    const int perCampaign = m_doc->game()->scenario().start.turnsPerCampaign;
    const bool ended = m_doc->game()->isOver() && !m_doc->game()->reports().isEmpty();
    const TurnReport *last = ended ? &m_doc->game()->reports().last() : nullptr;
    m_dateLabel->setText(tr("%1 — campaign %2, turn %3 of %4")
                             .arg(QLocale().toString(last ? last->date : m_doc->game()->date(), QStringLiteral("MMMM yyyy")))
                             .arg(last ? last->campaign : m_doc->game()->campaign())
                             .arg(last ? (last->turn - 1) % perCampaign + 1 : m_doc->game()->turnInCampaign())
                             .arg(perCampaign));
    m_weatherLabel->setText(ended ? QString() : TurnNarrator::weatherText(m_doc->game()->weather()));
    m_weatherLabel->setToolTip(TurnNarrator::weatherExplained());
    m_warOverAction->setEnabled(m_doc->game()->isOver());
}

void CampaignMode::refreshOrders()
{
    if (!m_doc->game())
        return;
    QList<MapOrder> shown;
    if (m_ordersSide) {
        const Side s = *m_ordersSide;
        for (const CampaignOrder &o : m_doc->game()->orders(s)) {
            if (o.type != CampaignOrderType::MoveArmy && o.type != CampaignOrderType::MoveFleet
                && o.type != CampaignOrderType::Land)
                continue;
            const MapRoute r = routeFor(o.unit, o.target);
            shown.append({o.unit, s, r.nodes, r.days});
        }
        m_sideLabel->setText(m_doc->game()->isOver() ? QString()
                                              : QStringLiteral("<span style='color:%1'>%2</span>")
                                                    .arg(TheaterPalette::body(s).darker(120).name(),
                                                         s == Side::Union ? tr("Orders of the Union")
                                                                          : tr("Orders of the Confederacy")));
    } else {
        QString over;
        if (m_doc->game()->isOver() && m_doc->game()->winner())
            over = QStringLiteral("<b style='color:%1'>%2</b>")
                       .arg(TheaterPalette::body(*m_doc->game()->winner()).darker(125).name(),
                            *m_doc->game()->winner() == Side::Union ? tr("The war is over: the Union has won")
                                                             : tr("The war is over: the Confederacy has won"));
        m_sideLabel->setText(over);
    }
    m_scene->setOrders(shown);
    m_forces->refresh();
    m_treasury->refresh();
}

MapRoute CampaignMode::routeFor(const QString &unit, const QString &node) const
{
    MapRoute out;
    if (!m_doc->game())
        return out;
    const Army *army = m_doc->game()->army(unit);
    const Fleet *fleet = army ? nullptr : m_doc->game()->fleet(unit);
    if (!army && !fleet)
        return out;
    const Side side = army ? army->side : fleet->side;
    const QString from = army ? army->location : fleet->location;
    const CampaignOrder order = orderFor(unit, node, side);
    const OrderPreview p = m_doc->game()->preview(order);
    if (!p.ok()) {
        out.problem = campaignOrderProblemText(p.problem);
        return out;
    }
    if (order.type == CampaignOrderType::Embark || order.type == CampaignOrderType::Land) {
        // Aboard or ashore: a short hop with the days it takes.
        out.nodes = QStringList{from, order.type == CampaignOrderType::Embark ? m_doc->game()->fleet(order.target)->location
                                                                              : order.target};
        out.days = p.days;
        return out;
    }
    const Route route = m_doc->game()->graph().route(from, node, side, m_doc->game()->cities(), fleet != nullptr);
    out.nodes = QStringList{from} + route.nodes;
    out.days = route.total;
    return out;
}

CampaignOrder CampaignMode::orderFor(const QString &unit, const QString &node, Side side) const
{
    // A drag says which order (docs/GAME.md "Campaign"): a fleet sails; an
    // army aboard lands where it is dropped; an army ashore dropped on waters
    // (or on a port) where a fleet of its side has room embarks on it;
    // otherwise it marches.
    if (m_doc->game()->fleet(unit))
        return CampaignOrder::moveFleet(side, unit, node);
    const Army *a = m_doc->game()->army(unit);
    if (a && !a->aboard.isEmpty())
        return CampaignOrder::land(side, unit, node);
    if (a && (!m_doc->game()->city(node) || m_doc->game()->graph().neighbours(a->location, true).contains(node)))
        for (const Fleet &f : m_doc->game()->fleets())
            if (f.side == side && f.location == node && f.capacity() > 0) {
                const CampaignOrder embark = CampaignOrder::embark(side, unit, f.id);
                if (m_doc->game()->preview(embark).ok())
                    return embark;
            }
    return CampaignOrder::moveArmy(side, unit, node);
}

void CampaignMode::moveRequested(const QString &unit, const QString &node)
{
    if (!m_doc->game() || !m_ordersSide)
        return;
    give(orderFor(unit, node, *m_ordersSide));
}

OrderProblem CampaignMode::give(const CampaignOrder &order)
{
    if (!m_doc->game() || !m_ordersSide || order.side != *m_ordersSide)
        return OrderProblem::NotYours;
    const OrderPreview preview = m_doc->game()->preview(order);
    const OrderProblem problem = m_doc->give(order); // documentChanged shows the orders
    if (problem != OrderProblem::None) {
        emit statusMessage(campaignOrderProblemText(problem), 8000);
        return problem;
    }
    emit statusMessage(tr("Ordered: %1 — %2")
                                 .arg(ForcesPanel::orderText(*m_doc->game(), order),
                                      QTextDocumentFragment::fromHtml(TreasuryPanel::previewText(preview)).toPlainText()),
                             10000);
    return problem;
}

QString CampaignMode::reportHtml() const
{
    return m_lastReport;
}

QString CampaignMode::title() const
{
    QString title = m_doc->game() ? m_doc->game()->scenario().name : tr("Campaign");
    if (!m_doc->fileName().isEmpty())
        title = tr("%1 (%2)").arg(title, QFileInfo(m_doc->fileName()).fileName());
    return title;
}

bool CampaignMode::newCampaign()
{
    QStringList files;
    const QDir dir(m_dataDir + QStringLiteral("/scenarios/campaign"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        LoadError e;
        if (peekFormat(dir.filePath(f), &e).value_or(QString()) == QLatin1String(kCampaignFormat))
            files << dir.filePath(f);
    }
    NewCampaignDialog dialog(files, m_central);
    if (dialog.exec() != QDialog::Accepted || dialog.campaignFile().isEmpty())
        return false;
    const std::array<Controller, 2> before = m_control;
    for (Side s : {Side::Union, Side::Confederate})
        m_control[int(s)] = dialog.controller(s);
    QString error;
    if (!open(dialog.campaignFile(), dialog.seed(), &error)) {
        m_control = before;
        QMessageBox::critical(m_central, tr("Cannot open the file"), error);
        return false;
    }
    return true;
}

} // namespace hardtack::ui
