#include "navalbattlewidget.h"

#include "navalorderspanel.h"
#include "navalreplay.h"
#include "navalsceneview.h"

#include "ai/naval/navalai.h"
#include "narrator/naval/navalnarrator.h"
#include "narrator/wordname.h"

#include "naval/navalfile.h"

#include <QComboBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {
QString sideKey(Side s) { return sideName(s); }
} // namespace

NavalBattleWidget::NavalBattleWidget(const NavalBattle &battle, QWidget *parent) : QWidget(parent), m_doc(new NavalDocument(battle, this))
{
    connect(m_doc, &NavalDocument::changed, this, &NavalBattleWidget::documentChanged);
    setObjectName(QStringLiteral("navalBattle"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    m_pages = new QStackedWidget;
    layout->addWidget(m_pages);
    buildOrdersPage();
    buildHandoffPage();
    buildBattlePage();
    for (int side = 0; side < 2; ++side)
        setComputer(Side(side), navalSideLacksOrders(m_doc->battle(), Side(side)) && !navalSideLacksOrders(m_doc->battle(), otherSide(Side(side))));
    showOrdersOf(m_computer[0] && !m_computer[1] ? Side::Confederate : Side::Union);
}

NavalBattleWidget::~NavalBattleWidget() = default;

void NavalBattleWidget::buildOrdersPage()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);

    // Who plays each side, and the seed of the dice.
    auto *setup = new QHBoxLayout;
    for (int side = 0; side < 2; ++side) {
        setup->addWidget(new QLabel(tr("%1:").arg(NavalNarrator::sideLabel(Side(side)))));
        auto *box = new QComboBox;
        box->setObjectName(QStringLiteral("player/") + sideKey(Side(side)));
        box->addItems({tr("Player"), tr("Computer")});
        connect(box, &QComboBox::activated, this, [this, side](int index) { setComputer(Side(side), index == 1); });
        m_player[side] = box;
        setup->addWidget(box);
        setup->addSpacing(16);
    }
    setup->addWidget(new QLabel(tr("Seed:")));
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, 999999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1000000)));
    m_seed->setToolTip(tr("The same battle, orders and seed always give the same result"));
    setup->addWidget(m_seed);
    setup->addStretch(1);
    v->addLayout(setup);

    auto *split = new QSplitter(Qt::Vertical);
    m_ordersScene = new NavalSceneView;
    m_ordersScene->setBattle(&m_doc->battle());
    split->addWidget(m_ordersScene);
    auto *bottom = new QWidget;
    auto *bv = new QVBoxLayout(bottom);
    bv->setContentsMargins(0, 4, 0, 0);
    m_panels = new QStackedWidget;
    for (int side = 0; side < 2; ++side) {
        m_panel[side] = new NavalOrdersPanel(m_doc->battle(), Side(side));
        connect(m_panel[side], &NavalOrdersPanel::suggestRequested, this, [this, side] {
            // A suggestion on a copy: the document's battle takes orders only when they are given.
            NavalBattle copy = m_doc->battle();
            chooseNavalOrders(copy, Side(side));
            m_panel[side]->showOrders(copy);
        });
        m_panels->addWidget(m_panel[side]);
    }
    m_computerNote = new QLabel;
    m_computerNote->setAlignment(Qt::AlignCenter);
    m_computerNote->setWordWrap(true);
    m_panels->addWidget(m_computerNote);
    bv->addWidget(m_panels, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_done = new QPushButton;
    m_done->setObjectName(QStringLiteral("ordersDone"));
    m_done->setDefault(true);
    connect(m_done, &QPushButton::clicked, this, &NavalBattleWidget::ordersDone);
    buttons->addWidget(m_done);
    bv->addLayout(buttons);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({440, 320});
    v->addWidget(split, 1);
    m_pages->addWidget(page);
}

void NavalBattleWidget::buildHandoffPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("handoff"));
    auto *v = new QVBoxLayout(page);
    v->addStretch(1);
    m_handoffFlag = new QLabel;
    m_handoffFlag->setAlignment(Qt::AlignCenter);
    v->addWidget(m_handoffFlag);
    m_handoffText = new QLabel;
    m_handoffText->setAlignment(Qt::AlignCenter);
    m_handoffText->setWordWrap(true);
    v->addWidget(m_handoffText);
    auto *ready = new QPushButton(tr("I have the screen — show my squadron"));
    ready->setObjectName(QStringLiteral("takeOver"));
    connect(ready, &QPushButton::clicked, this, &NavalBattleWidget::takeOver);
    auto *h = new QHBoxLayout;
    h->addStretch(1);
    h->addWidget(ready);
    h->addStretch(1);
    v->addLayout(h);
    v->addStretch(2);
    m_pages->addWidget(page);
}

void NavalBattleWidget::buildBattlePage()
{
    auto *page = new QWidget;
    auto *split = new QSplitter(Qt::Horizontal);
    auto *pv = new QVBoxLayout(page);
    pv->setContentsMargins(0, 0, 0, 0);
    pv->addWidget(split);

    auto *left = new QWidget;
    auto *lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    m_scene = new NavalSceneView;
    lv->addWidget(m_scene, 3);
    auto *steps = new QHBoxLayout;
    const QStringList names{tr("« Start"), tr("‹ Back"), tr("Next ›"), tr("End »")};
    for (int k = 0; k < 4; ++k) {
        m_stepButtons[k] = new QPushButton(names.at(k));
        m_stepButtons[k]->setObjectName(QStringLiteral("step%1").arg(k));
        steps->addWidget(m_stepButtons[k]);
    }
    connect(m_stepButtons[0], &QPushButton::clicked, this, [this] { showStep(0); });
    connect(m_stepButtons[1], &QPushButton::clicked, this, [this] { showStep(m_step - 1); });
    connect(m_stepButtons[2], &QPushButton::clicked, this, [this] { showStep(m_step + 1); });
    connect(m_stepButtons[3], &QPushButton::clicked, this, [this] { showStep(stepCount()); });
    m_stepLabel = new QLabel;
    steps->insertWidget(2, m_stepLabel);
    steps->insertStretch(2, 1);
    steps->insertStretch(4, 1);
    lv->addLayout(steps);

    // Below the diagram: the current event in words while the battle
    // unfolds, the result at the end (same place, so nothing jumps).
    m_results = new QGroupBox;
    auto *gv = new QVBoxLayout(m_results);
    m_resultPages = new QStackedWidget;
    gv->addWidget(m_resultPages);
    m_nowText = new QLabel;
    m_nowText->setObjectName(QStringLiteral("currentEvent"));
    m_nowText->setWordWrap(true);
    m_nowText->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_nowText->setTextFormat(Qt::RichText);
    m_resultPages->addWidget(m_nowText);
    auto *resultPage = new QWidget;
    auto *rv = new QVBoxLayout(resultPage);
    rv->setContentsMargins(0, 0, 0, 0);
    m_resultPages->addWidget(resultPage);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    rv->addWidget(m_summary);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("fates"));
    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels({tr("Ship or battery"), tr("Side"), tr("Type"), tr("Fate"), tr("Hull"),
                                        tr("Propulsion"), tr("Casualties"), tr("Historically")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);
    rv->addWidget(m_table);
    m_results->setFixedHeight(265);
    lv->addWidget(m_results);
    split->addWidget(left);

    m_tabs = new QTabWidget;
    m_log = new QListWidget;
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setWordWrap(true);
    m_log->setAlternatingRowColors(true);
    connect(m_log, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { showStep(m_log->row(item) + 1); });
    m_tabs->addTab(m_log, tr("Narration"));
    m_explain = new QTreeWidget;
    m_explain->setObjectName(QStringLiteral("explain"));
    m_explain->setColumnCount(2);
    m_explain->setHeaderLabels({tr("Unit and factor"), tr("Value")});
    m_explain->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_explain->header()->setStretchLastSection(false);
    m_tabs->addTab(m_explain, tr("Explain strength"));
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({830, 470});
    m_pages->addWidget(page);
}

void NavalBattleWidget::setComputer(Side side, bool computer)
{
    m_computer[int(side)] = computer;
    if (m_player[int(side)])
        m_player[int(side)]->setCurrentIndex(computer ? 1 : 0);
    if (m_stage == Stage::Orders)
        showOrdersOf(m_current);
}

void NavalBattleWidget::setSeed(quint64 seed)
{
    m_seed->setValue(int(seed % 1000000000));
}

quint64 NavalBattleWidget::seed() const
{
    return quint64(m_seed->value());
}

void NavalBattleWidget::showOrdersOf(Side side)
{
    m_stage = Stage::Orders;
    m_current = side;
    m_pages->setCurrentIndex(0);
    const bool other = !m_computer[1 - int(side)] && !m_given[1 - int(side)];
    if (m_computer[int(side)]) {
        m_computerNote->setText(tr("The computer gives the %1 orders; they are kept secret until the battle.")
                                    .arg(NavalNarrator::sideLabel(side)));
        m_panels->setCurrentWidget(m_computerNote);
    } else {
        m_panels->setCurrentWidget(m_panel[int(side)]);
    }
    if (m_computer[int(side)] && other)
        m_done->setText(tr("Continue with the %1 orders").arg(NavalNarrator::sideLabel(otherSide(side))));
    else if (!m_computer[int(side)] && other)
        m_done->setText(tr("Seal the %1 orders and hand over").arg(NavalNarrator::sideLabel(side)));
    else
        m_done->setText(tr("Resolve the battle"));
}

void NavalBattleWidget::ordersDone()
{
    if (m_stage != Stage::Orders)
        return;
    const int side = int(m_current);
    if (!m_computer[side])
        m_doc->give(Side(side), m_panel[side]->orders(m_doc->battle()));
    m_given[side] = true;
    const Side other = otherSide(m_current);
    if (!m_given[int(other)] && !m_computer[int(other)]) {
        if (m_computer[side]) {
            showOrdersOf(other); // nothing secret on screen: no handoff needed
            return;
        }
        // Hotseat: hide this side's orders before the other player looks.
        m_stage = Stage::Handoff;
        m_current = other;
        m_panels->setCurrentWidget(m_computerNote);
        m_handoffText->setText(tr("<h2>The %1 orders are sealed.</h2><p>Pass the screen to the %2 player.</p>")
                                   .arg(NavalNarrator::sideLabel(otherSide(other)), NavalNarrator::sideLabel(other)));
        QPixmap flag(90, 54);
        flag.fill(Qt::transparent);
        {
            QPainter p(&flag);
            p.setRenderHint(QPainter::Antialiasing);
            paintNavalFlag(p, QRectF(1, 1, 88, 52), other);
        }
        m_handoffFlag->setPixmap(flag);
        m_pages->setCurrentIndex(1);
        return;
    }
    resolveNow();
}

void NavalBattleWidget::takeOver()
{
    if (m_stage == Stage::Handoff)
        showOrdersOf(m_current);
}

void NavalBattleWidget::resolveNow()
{
    // The panels of human sides that have not pressed "done" still count
    // (the screenshot and a single player who resolves straight away).
    for (int side = 0; side < 2; ++side) {
        if (m_computer[side])
            m_doc->giveComputerOrders(Side(side));
        else if (!m_given[side])
            m_doc->give(Side(side), m_panel[side]->orders(m_doc->battle()));
        m_given[side] = true;
    }
    m_doc->resolve(seed()); // documentChanged shows the battle fought
}

const NavalBattle &NavalBattleWidget::battle() const { return m_doc->battle(); }

const std::optional<NavalResolution> &NavalBattleWidget::resolution() const { return m_doc->resolution(); }

void NavalBattleWidget::documentChanged(const NavalChange &change)
{
    switch (change.kind) {
    case NavalChange::Kind::Orders:
        // That side's panel shows the orders its ships now have (the computer's too).
        m_panel[int(change.side)]->showOrders(m_doc->battle());
        break;
    case NavalChange::Kind::Resolved:
        showResolution();
        break;
    }
}

void NavalBattleWidget::showResolution()
{
    m_stage = Stage::Battle;
    m_scene->setBattle(&m_doc->battle());
    const NavalNarrator narrator(m_doc->battle());
    m_log->clear();
    for (const NavalEvent &e : m_doc->resolution()->log.events()) {
        auto *item = new QListWidgetItem(narrator.text(e));
        const QString type = navalEventType(e);
        if (type == QLatin1String("winner") || type == QLatin1String("losses") || type == QLatin1String("join")) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
        item->setData(Qt::UserRole, type);
        m_log->addItem(item);
    }
    fillResults();
    fillExplain();
    m_pages->setCurrentIndex(2);
    showStep(0);
}

int NavalBattleWidget::stepCount() const
{
    return m_doc->resolution() ? int(m_doc->resolution()->log.events().size()) : 0;
}

void NavalBattleWidget::showStep(int step)
{
    if (!m_doc->resolution())
        return;
    m_step = std::clamp(step, 0, stepCount());
    m_scene->setState(replayNaval(m_doc->battle(), *m_doc->resolution(), m_step));
    // The log unfolds with the steps; the result waits for the end.
    for (int k = 0; k < m_log->count(); ++k)
        m_log->item(k)->setHidden(k >= m_step);
    if (m_step > 0) {
        m_log->setCurrentRow(m_step - 1);
        m_log->scrollToItem(m_log->item(m_step - 1));
    } else {
        m_log->setCurrentRow(-1);
    }
    const bool end = m_step == stepCount();
    m_resultPages->setCurrentIndex(end ? 1 : 0);
    m_results->setTitle(end ? tr("Result") : tr("Now"));
    if (!end) {
        const NavalNarrator narrator(m_doc->battle());
        const QVector<NavalEvent> &events = m_doc->resolution()->log.events();
        QString text = m_step == 0 ? tr("The squadrons meet. Press <b>Next ›</b> to follow the battle event by event, "
                                        "or <b>End »</b> for the result.")
                                   : narrator.text(events.at(m_step - 1)).toHtmlEscaped();
        if (m_step < events.size())
            text += QStringLiteral("<p style='color:#777'>") + tr("Next: %1").arg(narrator.text(events.at(m_step)).toHtmlEscaped())
                    + QStringLiteral("</p>");
        m_nowText->setText(QStringLiteral("<div style='font-size:13pt'>%1</div>").arg(text));
    }
    updateStepControls();
}

void NavalBattleWidget::updateStepControls()
{
    m_stepLabel->setText(m_step == 0 ? tr("Before the battle") : tr("Step %1 of %2").arg(m_step).arg(stepCount()));
    m_stepButtons[0]->setEnabled(m_step > 0);
    m_stepButtons[1]->setEnabled(m_step > 0);
    m_stepButtons[2]->setEnabled(m_step < stepCount());
    m_stepButtons[3]->setEnabled(m_step < stepCount());
}

void NavalBattleWidget::fillResults()
{
    const NavalOutcome &o = m_doc->resolution()->outcome;
    QString text;
    if (!m_doc->resolution()->situation.battle)
        text = tr("<b>No battle.</b> Nobody was ordered to engage or to run past.");
    else if (o.winner)
        text = tr("<b>%1 victory.</b>").arg(NavalNarrator::sideLabel(*o.winner));
    else
        text = tr("<b>No winner.</b>");
    text += QStringLiteral("<br>") + tr("Laurels: Union %1, Confederate %2 · Loss points: Union %3, Confederate %4 · "
                                        "Casualties: Union %5, Confederate %6")
                                         .arg(o.laurels[0]).arg(o.laurels[1]).arg(o.lossPoints[0]).arg(o.lossPoints[1])
                                         .arg(o.casualties[0]).arg(o.casualties[1]);
    // Beside the player's result: what happened in the real action (issue 21).
    const NavalNarrator narrator(m_doc->battle());
    // The ships' historical fates are in the table's last column; the
    // tooltip has the whole record.
    if (m_doc->battle().history) {
        text += QStringLiteral("<br><span style='color:#6b4f1d'>%1</span>").arg(narrator.historyText().toHtmlEscaped());
        const History &h = *m_doc->battle().history;
        QStringList tip{narrator.historyText(), narrator.historicalFatesText()};
        if (!h.note.isEmpty())
            tip << h.note;
        tip << h.source;
        m_summary->setToolTip(tip.join(QStringLiteral("\n\n")));
    } else {
        m_summary->setToolTip(QString());
    }
    m_summary->setText(text);
    m_table->setColumnHidden(7, !m_doc->battle().history);
    m_table->setRowCount(int(m_doc->battle().ships.size() + m_doc->battle().batteries.size()));
    int row = 0;
    const auto set = [this](int r, int c, const QString &s, bool center = false) {
        auto *item = new QTableWidgetItem(s);
        if (center)
            item->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(r, c, item);
    };
    for (int i = 0; i < m_doc->battle().ships.size(); ++i, ++row) {
        const Ship &s = m_doc->battle().ships.at(i);
        const ShipOutcome &so = o.ships.at(i);
        set(row, 0, wordName(s.name));
        set(row, 1, NavalNarrator::sideLabel(s.side));
        set(row, 2, NavalNarrator::shipTypeLabel(s.type));
        QString fate = NavalNarrator::fateLabel(so.fate);
        if (so.brokeOff)
            fate += tr(" (broke off)");
        set(row, 3, fate);
        set(row, 4, QString::number(so.hull), true);
        set(row, 5, QString::number(so.propulsion), true);
        set(row, 6, QString::number(so.crewLost), true);
        set(row, 7, narrator.historicalFate(s.id));
        m_table->item(row, 3)->setData(Qt::UserRole, shipFateNames().at(int(so.fate)));
    }
    for (int b = 0; b < m_doc->battle().batteries.size(); ++b, ++row) {
        const NavalBattery &nb = m_doc->battle().batteries.at(b);
        const BatteryOutcome &bo = o.batteries.at(b);
        set(row, 0, wordName(nb.name));
        set(row, 1, NavalNarrator::sideLabel(nb.side));
        set(row, 2, tr("naval battery"));
        set(row, 3, bo.destroyed ? tr("destroyed") : tr("%1 of %2 batteries").arg(bo.batteries).arg(nb.batteries));
        set(row, 4, QString());
        set(row, 5, QString());
        set(row, 6, QString::number(bo.menLost), true);
        set(row, 7, QString());
    }
}

void NavalBattleWidget::fillExplain()
{
    m_explain->clear();
    const NavalNarrator narrator(m_doc->battle());
    for (const NavalStrengthEvent &e : m_doc->resolution()->log.all<NavalStrengthEvent>()) {
        auto *unit = new QTreeWidgetItem(m_explain, {QStringLiteral("%1 (%2)").arg(narrator.name(e.unit),
                                                                                  NavalNarrator::sideLabel(e.side)),
                                                     NavalNarrator::number(e.value)});
        QFont f = unit->font(0);
        f.setBold(true);
        unit->setFont(0, f);
        unit->setFont(1, f);
        for (const NavalFactor &factor : e.factors) {
            const bool base = factor.key == QLatin1String("base");
            auto *child = new QTreeWidgetItem(unit, {narrator.factorLabel(factor),
                                                     base ? NavalNarrator::number(factor.value)
                                                          : QStringLiteral("×") + NavalNarrator::number(factor.value)});
            child->setToolTip(0, child->text(0));
            if (!base && std::abs(factor.value - 1.0) < 1e-12)
                child->setForeground(0, QColor(0x88, 0x88, 0x88));
        }
    }
    if (m_explain->topLevelItemCount() == 0)
        new QTreeWidgetItem(m_explain, {tr("No unit fought: there is no strength to explain."), QString()});
    m_explain->expandAll();
    m_explain->resizeColumnToContents(1);
}

} // namespace hardtack::ui
