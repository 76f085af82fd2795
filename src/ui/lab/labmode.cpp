#include "labmode.h"
#include "cascadeoverlay.h"
#include "explainpanel.h"
#include "montecarlopanel.h"
#include "sandboxpanel.h"

#include "ui/battle/battlescene.h"
#include "ui/battle/unititem.h"
#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "narrator/narrator.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVariantAnimation>

namespace hardtack::ui {

namespace {
constexpr int kCheckMs = 900;  // one check at speed 1
constexpr int kRingPauseMs = 700; // and a breath between rings
constexpr double kMinHexPixels = 8.0;
constexpr double kMaxHexPixels = 320.0;
} // namespace

LabMode::LabMode(QObject *parent) : Mode(parent)
{
    setObjectName(QStringLiteral("labMode"));
    m_session = new LabSession(this);
    m_scene = new BattleScene(this);
    m_view = new MapView;
    m_view->setScene(m_scene);
    m_view->setZoomRange(kMinHexPixels / BattleScene::kHexWidth, kMaxHexPixels / BattleScene::kHexWidth);
    m_view->viewport()->installEventFilter(this);
    m_view->viewport()->setMouseTracking(true);
    // Two pages: one cascade played step by step, and the odds of many.
    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("labPages"));
    m_pages->setDocumentMode(true);
    m_pages->addTab(m_view, tr("One cascade, step by step"));
    // Shown (in the window): the view is placed once it has its size.
    m_pages->installEventFilter(this);

    // The legend: what the marks on the map mean, for someone who never read the rules.
    // A child of the view, not of its viewport: the viewport scrolls its children with the map.
    m_legend = new QLabel(m_view);
    m_legend->setObjectName(QStringLiteral("labMapLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_legend->setStyleSheet(QStringLiteral(
        "QLabel { background: rgba(28,26,22,215); color: #f3ead2; border: 1px solid #c9a85a;"
        " border-radius: 4px; padding: 6px 9px; font-size: 12px; }"));
    m_legend->setText(
        tr("<b>How to read the map</b><br>"
           "<span style=\"color:#ff8a70\">◯</span> the unit forced to rout<br>"
           "→ panic spreads to a friend in or next to its hex<br>"
           "<span style=\"background:#287d3c;color:white\">&nbsp;4&nbsp;</span> morale (quality ± modifiers) "
           "<span style=\"background:#faf4e2;color:#201c16\">&nbsp;3&nbsp;</span> the die<br>"
           "Die at or below morale: <span style=\"color:#7fd08f\"><b>holds</b></span>; "
           "above: <span style=\"color:#ff8a70\"><b>fails</b></span> (disrupted or routs)"));
    m_legend->adjustSize();

    m_explain = new ExplainPanel;
    m_explainDock = new QDockWidget(tr("Why each unit held or broke"));
    m_explainDock->setObjectName(QStringLiteral("labExplainDock"));
    m_explainDock->setWidget(m_explain);

    m_sandbox = new SandboxPanel(m_session);
    m_sandboxDock = new QDockWidget(tr("Sandbox"));
    m_sandboxDock->setObjectName(QStringLiteral("labSandboxDock"));
    m_sandboxDock->setWidget(m_sandbox);

    m_overlay = nullptr;
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &LabMode::advance);
    m_flash = new QVariantAnimation(this);
    m_flash->setStartValue(1.0);
    m_flash->setEndValue(0.0);
    m_flash->setEasingCurve(QEasingCurve::OutQuad);
    connect(m_flash, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        if (m_overlay)
            m_overlay->setFlash(v.toDouble());
    });

    buildActions();
    buildExperimentBar();
    buildPlaybackBar();
    buildMonteCarlo();

    connect(m_session, &LabSession::cascadeChanged, this, &LabMode::onCascadeChanged);
    connect(m_session, &LabSession::stepChanged, this, &LabMode::onStepChanged);
    connect(m_explain, &ExplainPanel::unitSelected, this, &LabMode::selectUnit);
    connect(m_scene, &BattleScene::unitSelected, this, [this](const QString &id) {
        m_sandbox->setUnit(id);
        m_explain->selectUnit(id);
        if (m_overlay)
            m_overlay->setHighlighted(id);
    });
    // Once the window shows the Lab: how to begin.
    QTimer::singleShot(0, this, [this] {
        emit statusMessage(tr("Right-click a unit and choose Force rout. Drag counters to change the situation."), 0);
    });
}

LabMode::~LabMode()
{
    m_timer->stop();
    m_flash->stop();
}

void LabMode::buildActions()
{
    // Opening a file is the window's (File → Open); the Lab's own menus follow.
    m_editMenu = new QMenu(tr("&Edit"));
    QMenu *edit = m_editMenu;
    QAction *undo = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Reset to the &file"), m_session, &LabSession::resetToFile);

    m_cascadeMenu = new QMenu(tr("&Cascade"));
    m_cascadeMenu->addAction(tr("&Force rout of the selected unit"), QKeySequence(Qt::Key_R), this,
                             [this] { forceRout(m_scene->selectedUnit()); });
    m_cascadeMenu->addAction(tr("Roll &again (next seed)"), QKeySequence(Qt::Key_N), this,
                             [this] { m_seed->setValue(m_seed->value() + 1); });
    m_cascadeMenu->addSeparator();
    m_playAction = m_cascadeMenu->addAction(tr("&Play"), QKeySequence(Qt::Key_Space), this, [this] {
        if (isPlaying())
            pause();
        else
            play();
    });
    m_stepBackAction = m_cascadeMenu->addAction(tr("Step &back"), QKeySequence(Qt::Key_Left), this, &LabMode::stepBack);
    m_stepForwardAction =
        m_cascadeMenu->addAction(tr("Step &forward"), QKeySequence(Qt::Key_Right), this, &LabMode::stepForward);
    m_startAction = m_cascadeMenu->addAction(tr("To the &start"), QKeySequence(Qt::Key_Home), this, &LabMode::toStart);
    m_endAction = m_cascadeMenu->addAction(tr("To the &end"), QKeySequence(Qt::Key_End), this, &LabMode::toEnd);

    m_cascadeMenu->addSeparator();
    QAction *close = m_cascadeMenu->addAction(tr("&Close the Lab"), QKeySequence::Close, this, &Mode::finished);
    close->setObjectName(QStringLiteral("closeLab"));

    const auto viewAction = [this](const QIcon &icon, const QString &text, const QKeySequence &key) {
        auto *a = new QAction(icon, text, this);
        a->setShortcut(key);
        m_viewActions.append(a);
        return a;
    };
    connect(viewAction(QIcon(QStringLiteral(":/icons/zoom-in.svg")), tr("Zoom &in"), QKeySequence::ZoomIn),
            &QAction::triggered, m_view, &MapView::zoomIn);
    connect(viewAction(QIcon(QStringLiteral(":/icons/zoom-out.svg")), tr("Zoom &out"), QKeySequence::ZoomOut),
            &QAction::triggered, m_view, &MapView::zoomOut);
    connect(viewAction(QIcon(), tr("&Frame the cascade"), QKeySequence(Qt::Key_F)), &QAction::triggered, this,
            &LabMode::frameCascade);
    connect(viewAction(QIcon(QStringLiteral(":/icons/zoom-fit.svg")), tr("&Whole map"), QKeySequence(Qt::CTRL | Qt::Key_0)),
            &QAction::triggered, m_view, &MapView::zoomToFit);
    QAction *legend = viewAction(QIcon(), tr("Map &legend"), {});
    legend->setCheckable(true);
    legend->setChecked(true);
    connect(legend, &QAction::toggled, m_legend, &QWidget::setVisible);
}

void LabMode::buildExperimentBar()
{
    auto *bar = new QToolBar(tr("Experiment"));
    m_experimentBar = bar;
    bar->setObjectName(QStringLiteral("labExperimentBar"));
    bar->setMovable(false);
    auto *title = new QLabel(tr("<b>Forced rout of</b>"));
    title->setContentsMargins(6, 0, 4, 0);
    bar->addWidget(title);
    m_triggerLabel = new QLabel;
    m_triggerLabel->setObjectName(QStringLiteral("labTrigger"));
    m_triggerLabel->setMinimumWidth(180);
    bar->addWidget(m_triggerLabel);
    bar->addSeparator();

    m_phase = new QComboBox;
    m_phase->setObjectName(QStringLiteral("labPhase"));
    m_phase->setToolTip(tr("In the defensive fire phase a failed check only disrupts; in the other phases it routs"));
    for (Phase p : {Phase::DefensiveFire, Phase::OffensiveFire, Phase::Melee, Phase::Movement})
        m_phase->addItem(tr("%1 phase").arg(NarratorNames::phase(p)), int(p));
    bar->addWidget(m_phase);
    m_daylight = new QComboBox;
    m_daylight->setObjectName(QStringLiteral("labDaylight"));
    m_daylight->addItem(tr("Day"), false);
    m_daylight->addItem(tr("Night (−2 morale)"), true);
    bar->addWidget(m_daylight);
    m_limiting = new QCheckBox(tr("Rout limiting"));
    m_limiting->setObjectName(QStringLiteral("labRoutLimiting"));
    m_limiting->setToolTip(tr("Optional rule: each ring after the first checks with +1 morale more, "
                              "so the panic dies down as it spreads"));
    bar->addWidget(m_limiting);
    auto *seedLabel = new QLabel(tr("Seed"));
    seedLabel->setContentsMargins(10, 0, 4, 0);
    seedLabel->setToolTip(tr("The dice are seeded: the same seed rolls the same cascade"));
    bar->addWidget(seedLabel);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("labSeed"));
    m_seed->setRange(0, 999999999);
    m_seed->setValue(1);
    bar->addWidget(m_seed);

    connect(m_phase, &QComboBox::activated, this, &LabMode::readOptions);
    connect(m_daylight, &QComboBox::activated, this, &LabMode::readOptions);
    connect(m_limiting, &QCheckBox::toggled, this, &LabMode::readOptions);
    connect(m_seed, &QSpinBox::valueChanged, this, &LabMode::readOptions);
}

void LabMode::buildPlaybackBar()
{
    auto *bar = new QToolBar(tr("Playback"));
    m_playbackBar = bar;
    bar->setObjectName(QStringLiteral("labPlaybackBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_startAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_startAction->setIconText(tr("Start"));
    m_stepBackAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_stepBackAction->setIconText(tr("Back"));
    m_playAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaPlay));
    m_playAction->setIconText(tr("Play"));
    m_stepForwardAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_stepForwardAction->setIconText(tr("Step"));
    m_endAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_endAction->setIconText(tr("End"));
    for (QAction *a : {m_startAction, m_stepBackAction, m_playAction, m_stepForwardAction, m_endAction})
        bar->addAction(a);
    auto *speedLabel = new QLabel(tr("Speed"));
    speedLabel->setContentsMargins(10, 0, 4, 0);
    bar->addWidget(speedLabel);
    m_speedBox = new QComboBox;
    m_speedBox->setObjectName(QStringLiteral("labSpeed"));
    for (double s : {0.5, 1.0, 2.0, 4.0})
        m_speedBox->addItem(tr("%1×").arg(QLocale().toString(s)), s);
    m_speedBox->setCurrentIndex(1);
    connect(m_speedBox, &QComboBox::activated, this,
            [this] { setSpeed(m_speedBox->currentData().toDouble()); });
    bar->addWidget(m_speedBox);
    bar->addSeparator();
    m_stepLabel = new QLabel;
    m_stepLabel->setObjectName(QStringLiteral("labStep"));
    m_stepLabel->setContentsMargins(8, 0, 8, 0);
    bar->addWidget(m_stepLabel);
}

bool LabMode::openFile(const QString &fileName, QString *error)
{
    pause();
    if (!m_session->load(fileName, error))
        return false;
    m_scene->setScenario(&m_session->shown());
    m_overlay = new CascadeOverlay(m_scene);
    m_scene->addItem(m_overlay);
    onCascadeChanged();
    if (m_session->original().lab)
        m_monteCarlo->setTrials(m_session->original().lab->trials);
    placeView();
    emit titleChanged();
    return true;
}

void LabMode::setScenario(const Scenario &scenario, const QString &fileName)
{
    pause();
    m_session->setScenario(scenario, fileName);
    m_scene->setScenario(&m_session->shown());
    m_overlay = new CascadeOverlay(m_scene);
    m_scene->addItem(m_overlay);
    onCascadeChanged();
    if (m_session->original().lab)
        m_monteCarlo->setTrials(m_session->original().lab->trials);
    placeView();
    emit titleChanged();
}

void LabMode::placeView()
{
    // Before the window is shown the viewport has no size yet: place the view
    // at its first resize (eventFilter).
    m_placeView = !m_view->viewport()->isVisible();
    if (m_placeView)
        return;
    if (!m_session->options().trigger.isEmpty()) {
        frameCascade();
        return;
    }
    // No experiment yet: the units at a size where they can be picked out.
    QPointF sum;
    int n = 0;
    for (const Unit &u : m_session->shown().units)
        if (u.onMap) {
            sum += m_scene->geometry().centre(u.hex);
            ++n;
        }
    m_view->zoomToFit();
    if (m_view->zoom() < 40.0 / BattleScene::kHexWidth && n > 0) {
        m_view->setZoom(40.0 / BattleScene::kHexWidth);
        m_view->centerOn(sum / n);
    }
}

QString LabMode::title() const
{
    return m_session->fileName().isEmpty() ? m_session->original().title
                                           : QFileInfo(m_session->fileName()).fileName();
}

QString LabMode::kind() const { return tr("Cascade Lab"); }

QWidget *LabMode::centralWidget() const { return m_pages; }

QList<QDockWidget *> LabMode::docks() const { return {m_explainDock, m_sandboxDock}; }

void LabMode::arrangeDocks(QMainWindow *window)
{
    // The sandbox shares the right-hand side with the explanation (a tab): the
    // map keeps the width, and the explanation is what one reads most.
    window->addDockWidget(Qt::RightDockWidgetArea, m_explainDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_sandboxDock);
    window->tabifyDockWidget(m_explainDock, m_sandboxDock);
    m_explainDock->raise();
    window->resizeDocks({m_explainDock}, {680}, Qt::Horizontal);
}

QStringList LabMode::formats() const
{
    return {QStringLiteral("hardtack-scenario"), QStringLiteral("hardtack-save")};
}

QString LabMode::fileName() const { return m_session->fileName(); }

QStringList LabMode::helpSections(const QWidget *) const
{
    return {QStringLiteral("Morale, rout cascade and rally")};
}

void LabMode::readOptions()
{
    if (m_writingOptions)
        return;
    LabOptions o = m_session->options();
    o.phase = Phase(m_phase->currentData().toInt());
    o.night = m_daylight->currentData().toBool();
    o.routLimiting = m_limiting->isChecked();
    o.seed = quint64(m_seed->value());
    m_session->setOptions(o);
}

void LabMode::writeOptions()
{
    m_writingOptions = true;
    const LabOptions &o = m_session->options();
    m_phase->setCurrentIndex(m_phase->findData(int(o.phase)));
    m_daylight->setCurrentIndex(o.night ? 1 : 0);
    // The scenario's own optional rule is always on: show it so, fixed.
    const bool scenarioRule = m_session->sandbox().rules.routLimiting;
    m_limiting->setChecked(o.routLimiting || scenarioRule);
    m_limiting->setEnabled(!scenarioRule);
    m_seed->setValue(int(std::min<quint64>(o.seed, 999999999)));
    m_writingOptions = false;
}

void LabMode::forceRout(const QString &unitId)
{
    const Unit *u = m_session->sandbox().unit(unitId);
    if (!u || !u->onMap)
        return;
    LabOptions o = m_session->options();
    o.trigger = unitId;
    if (o == m_session->options())
        m_session->setStep(0); // the same experiment again: replay it
    m_session->setOptions(o);
    frameCascade();
    play();
}

void LabMode::onCascadeChanged()
{
    writeOptions();
    m_scene->syncAll();
    const LabOptions &o = m_session->options();
    const NarrationContext names{&m_session->sandbox()};
    m_triggerLabel->setText(o.trigger.isEmpty() ? tr("<i>no unit yet: right-click one</i>")
                                                : names.unitName(o.trigger).toHtmlEscaped());
    QString summary;
    if (const auto &head = m_session->head()) {
        summary = tr("<b>%1</b> routs. Friendly units checked their morale %2 times in %3 rings; %4 failed.")
                      .arg(names.unitName(o.trigger).toHtmlEscaped())
                      .arg(head->checks)
                      .arg(head->rings)
                      .arg(head->failures);
        if (head->checks == 0)
            summary = tr("<b>%1</b> routs, but no friendly unit stands in or next to its hex: the panic goes no "
                         "further.")
                          .arg(names.unitName(o.trigger).toHtmlEscaped());
    }
    m_explain->setCascade(&m_session->sandbox(), o.trigger, m_session->checks(), summary);
    onStepChanged(m_session->step());
}

void LabMode::onStepChanged(int step)
{
    m_scene->syncAll();
    if (m_overlay) {
        m_overlay->setCascade(m_session->options().trigger, m_session->checks().mid(0, step));
        m_flash->stop();
        m_overlay->setFlash(0);
        if (step > 0 && m_speed > 0) {
            m_flash->setDuration(int(650 / m_speed));
            m_flash->start();
        }
    }
    // While playing, the view follows the panic.
    if (isPlaying() && step > 0)
        if (const UnitItem *item = m_scene->unitItem(m_session->checks().at(step - 1).unit))
            m_view->ensureVisible(item, 120, 120);
    const QString selected = m_explain->selectedUnit();
    m_explain->setStep(step);
    if (!selected.isEmpty())
        m_explain->selectUnit(selected);
    const int n = m_session->stepCount();
    if (m_session->options().trigger.isEmpty())
        m_stepLabel->setText(tr("Choose a unit to rout"));
    else if (n == 0)
        m_stepLabel->setText(tr("Nobody else checks"));
    else if (step == 0)
        m_stepLabel->setText(tr("The rout: %n check(s) to come", nullptr, n));
    else
        m_stepLabel->setText(tr("Ring %1 of %2 · check %3 of %4")
                                 .arg(m_session->ringOf(step))
                                 .arg(m_session->head() ? m_session->head()->rings : 0)
                                 .arg(step)
                                 .arg(n));
    m_stepBackAction->setEnabled(step > 0);
    m_startAction->setEnabled(step > 0);
    m_stepForwardAction->setEnabled(step < n);
    m_endAction->setEnabled(step < n);
    m_playAction->setEnabled(n > 0);
    if (step >= n)
        pause();
}

void LabMode::setSpeed(double speed)
{
    m_speed = std::max(0.1, speed);
    const int i = m_speedBox->findData(speed);
    if (i >= 0)
        m_speedBox->setCurrentIndex(i);
}

bool LabMode::isPlaying() const
{
    return m_timer->isActive();
}

void LabMode::play()
{
    if (m_session->step() >= m_session->stepCount()) {
        if (m_session->stepCount() == 0)
            return;
        m_session->setStep(0); // from the start again
    }
    m_playAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaPause));
    m_playAction->setIconText(tr("Pause"));
    m_playAction->setText(tr("&Pause"));
    m_timer->start(int(kCheckMs / m_speed));
}

void LabMode::pause()
{
    m_timer->stop();
    if (m_playAction) {
        m_playAction->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaPlay));
        m_playAction->setIconText(tr("Play"));
        m_playAction->setText(tr("&Play"));
    }
}

void LabMode::advance()
{
    const int step = m_session->step();
    if (step >= m_session->stepCount()) {
        pause();
        return;
    }
    m_session->setStep(step + 1);
    if (m_session->step() >= m_session->stepCount()) {
        pause();
        return;
    }
    // A longer breath before a new ring begins.
    const bool newRing = m_session->ringOf(step + 2) != m_session->ringOf(step + 1);
    m_timer->start(int((kCheckMs + (newRing ? kRingPauseMs : 0)) / m_speed));
}

void LabMode::stepForward()
{
    pause();
    m_session->setStep(m_session->step() + 1);
}

void LabMode::stepBack()
{
    pause();
    m_session->setStep(m_session->step() - 1);
}

void LabMode::toStart()
{
    pause();
    m_session->setStep(0);
}

void LabMode::toEnd()
{
    pause();
    m_session->setStep(m_session->stepCount());
}

void LabMode::selectUnit(const QString &unitId)
{
    m_scene->selectUnit(unitId); // emits unitSelected → panels and overlay
    m_sandbox->setUnit(unitId);
    if (m_overlay)
        m_overlay->setHighlighted(unitId);
}

void LabMode::frameCascade()
{
    const Scenario &s = m_session->shown();
    const Unit *t = s.unit(m_session->options().trigger);
    if (!t)
        return;
    // The trigger and the checks played so far (before the first: the first
    // ring), so what the player is reading is on screen at a useful size.
    const MapGeometry &g = m_scene->geometry();
    QRectF r(g.centre(t->hex), QSizeF(0, 0));
    const int upTo = m_session->step() > 0 ? m_session->step() : m_session->ringStart(2);
    for (int i = 0; i < upTo && i < m_session->stepCount(); ++i)
        if (const Unit *u = s.unit(m_session->checks().at(i).unit))
            r = r.united(QRectF(g.centre(u->hex), QSizeF(0, 0)));
    // Two hexes of margin, so a short cascade still shows its neighbourhood.
    const double m = g.hexHeight() * 2.2;
    r.adjust(-m, -m, m, m);
    const QSize port = m_view->viewport()->size();
    const double zoom = std::min(port.width() / r.width(), port.height() / r.height());
    // No closer than ~96 px a hex: the tags stay readable and the map around shows.
    m_view->setZoom(std::clamp(zoom, m_view->minimumZoom(), 96.0 / BattleScene::kHexWidth));
    m_view->centerOn(r.center());
}

} // namespace hardtack::ui
