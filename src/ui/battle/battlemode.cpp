#include "battlemode.h"
#include "battlescene.h"
#include "infopanel.h"
#include "oobpanel.h"
#include "unititem.h"

#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "core/battle.h"
#include "core/jsonio.h"

#include <QAction>
#include <QEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>

namespace hardtack::ui {

namespace {
// Hex widths on screen between which one may zoom, in device pixels.
constexpr double kMinHexPixels = 8.0;
constexpr double kMaxHexPixels = 320.0;
constexpr double kDetailHexPixels = 44.0; // a little above where counters get their numbers
} // namespace

BattleMode::BattleMode(QWidget *window) : QObject(window)
{
    m_scene = new BattleScene(this);
    m_view = new MapView(window);
    m_view->setScene(m_scene);
    m_view->setZoomRange(kMinHexPixels / BattleScene::kHexWidth, kMaxHexPixels / BattleScene::kHexWidth);
    m_view->viewport()->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);

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
    for (QAction *a : {m_zoomIn, m_zoomOut, m_zoomFit})
        a->setShortcutContext(Qt::WindowShortcut);
    connect(m_zoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(m_zoomFit, &QAction::triggered, m_view, &MapView::zoomToFit);
    connect(m_grid, &QAction::toggled, m_scene, &BattleScene::setGridVisible);

    m_hexLabel = new QLabel;
    m_hexLabel->setMinimumWidth(70);
    m_terrainLabel = new QLabel;
    m_terrainLabel->setMinimumWidth(240);
    m_zoomLabel = new QLabel;
    m_zoomLabel->setMinimumWidth(60);
    m_zoomLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    connect(m_view, &MapView::zoomChanged, this,
            [this](double z) { m_zoomLabel->setText(tr("%1%").arg(int(std::lround(z * 100)))); });

    connect(m_scene, &BattleScene::hexHovered, this, &BattleMode::showHex);
    connect(m_scene, &BattleScene::hexHovered, m_info, &InfoPanel::setHoveredHex);
    connect(m_scene, &BattleScene::unitHovered, m_info, &InfoPanel::setHoveredUnit);
    connect(m_scene, &BattleScene::leaderHovered, m_info, &InfoPanel::setHoveredLeader);
    connect(m_scene, &BattleScene::unitSelected, m_info, &InfoPanel::setSelectedUnit);
    connect(m_scene, &BattleScene::unitSelected, m_oob, &OobPanel::showUnit);
    connect(m_oob, &OobPanel::unitActivated, this, [this](const QString &id) {
        m_scene->selectUnit(id);
        if (UnitItem *item = m_scene->unitItem(id); item && item->isVisible())
            m_view->centerOn(item);
    });
    m_view->setZoom(1.0);
    m_zoomLabel->setText(tr("%1%").arg(100));
}

BattleMode::~BattleMode()
{
    // The scene's items point into the scenario.
    m_scene->setScenario(nullptr);
}

bool BattleMode::open(const QString &fileName, QString *error)
{
    LoadError le;
    const auto format = peekFormat(fileName, &le);
    std::unique_ptr<Scenario> loaded;
    QString subtitle;
    if (!format) {
        *error = le.text();
        return false;
    }
    if (*format == QLatin1String("hardtack-scenario")) {
        auto s = loadScenario(fileName, &le);
        if (!s) {
            *error = le.text();
            return false;
        }
        loaded = std::make_unique<Scenario>(std::move(*s));
    } else if (*format == QLatin1String("hardtack-save")) {
        auto b = loadBattle(fileName, &le);
        if (!b) {
            *error = le.text();
            return false;
        }
        subtitle = tr("turn %1 of %2").arg(b->turn).arg(b->scenario.turns);
        loaded = std::make_unique<Scenario>(std::move(b->scenario));
    } else {
        *error = tr("%1: $.format: the game opens a scenario or a saved battle, not \"%2\"")
                     .arg(fileName, format->left(60));
        return false;
    }

    // Items and panels point into the scenario: detach them before it goes.
    m_scene->setScenario(nullptr);
    m_info->setScenario(nullptr, nullptr);
    m_oob->setScenario(nullptr, nullptr);
    m_scenario = std::move(loaded);
    m_fileName = fileName;
    m_subtitle = subtitle;
    m_scene->setScenario(m_scenario.get());
    m_scene->setGridVisible(m_grid->isChecked());
    m_oob->setScenario(m_scenario.get(), &m_scene->counters());
    m_info->setScenario(m_scenario.get(), &m_scene->counters());
    m_placeViewWhenShown = !m_view->isVisible();
    if (!m_placeViewWhenShown)
        centreView();
    emit battleChanged();
    return true;
}

QString BattleMode::title() const
{
    if (!m_scenario)
        return QString();
    return m_subtitle.isEmpty() ? m_scenario->title : tr("%1 (%2)").arg(m_scenario->title, m_subtitle);
}

QList<QAction *> BattleMode::viewActions() const
{
    return {m_zoomIn, m_zoomOut, m_zoomFit, m_grid};
}

QList<QWidget *> BattleMode::statusWidgets() const
{
    return {m_hexLabel, m_terrainLabel, m_zoomLabel};
}

void BattleMode::showHex(QPoint hex)
{
    if (!m_scenario || hex.x() < 0) {
        m_hexLabel->clear();
        m_terrainLabel->clear();
        return;
    }
    const Hex h = Hex::fromOffset(hex.x(), hex.y());
    m_hexLabel->setText(Names::hex(h));
    m_terrainLabel->setText(Names::hexSummary(m_scenario->map, h));
}

bool BattleMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && m_placeViewWhenShown && m_scenario) {
        m_placeViewWhenShown = false;
        centreView();
    }
    return QObject::eventFilter(watched, event);
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
    // A big map: show where the troops are, as close as fits (numbers on
    // the counters need 40 px hexes, so never further out than that).
    QRectF troops;
    for (const Unit &u : m_scenario->units)
        if (u.onMap)
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
