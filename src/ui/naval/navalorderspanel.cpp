#include "navalorderspanel.h"

#include "narrator/wordname.h"
#include "naval/navalorders.h"

#include "navalsceneview.h"

#include "narrator/naval/navalnarrator.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSvgRenderer>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

const char *kColumnKeys[] = {"combat", "distance", "aim", "formation", "breakOff", "flee"};

QStringList labels(int column)
{
    QStringList out;
    switch (column) {
    case 0:
        for (CombatOrder o : {CombatOrder::Engage, CombatOrder::Accept, CombatOrder::Evade, CombatOrder::RunPast})
            out << NavalNarrator::combatLabel(o);
        break;
    case 1: out << NavalNarrator::distanceLabel(DistanceOrder::Range) << NavalNarrator::distanceLabel(DistanceOrder::Close); break;
    case 2: out << NavalNarrator::aimLabel(AimOrder::Propulsion) << NavalNarrator::aimLabel(AimOrder::Hull); break;
    case 3:
        out << NavalNarrator::formationLabel(FormationOrder::LineAhead)
            << NavalNarrator::formationLabel(FormationOrder::BreakLine);
        break;
    case 4:
        for (BreakOffOrder o : {BreakOffOrder::Never, BreakOffOrder::Light, BreakOffOrder::Heavy})
            out << NavalNarrator::breakOffLabel(o);
        break;
    default: out << NavalNarrator::fleeLabel(FleeOrder::Harbor) << NavalNarrator::fleeLabel(FleeOrder::OpenSea); break;
    }
    return out;
}

int valueOf(const ShipOrders &o, int column)
{
    switch (column) {
    case 0: return int(o.combat);
    case 1: return int(o.distance);
    case 2: return int(o.aim);
    case 3: return int(o.formation);
    case 4: return int(o.breakOff);
    default: return int(o.flee);
    }
}

QPixmap smallSilhouette(ShipType type, Side side)
{
    const QSize size(70, 28);
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    QSvgRenderer svg(QStringLiteral(":/naval/%1.svg").arg(shipTypeNames().at(int(type)).toLower()));
    svg.render(&p, QRectF(0, 0, size.width(), size.height()));
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(img.rect(), navalSideColor(side));
    p.end();
    return QPixmap::fromImage(img);
}

} // namespace

NavalOrdersPanel::NavalOrdersPanel(const NavalBattle &battle, Side side, QWidget *parent)
    : QWidget(parent), m_side(side), m_coastal(battle.location == NavalLocation::Coastal)
{
    setObjectName(QStringLiteral("ordersPanel/") + sideName(side));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);

    auto *head = new QHBoxLayout;
    auto *flag = new QLabel;
    QPixmap pm(30, 18);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        paintNavalFlag(p, QRectF(0.5, 0.5, 29, 17), side);
    }
    flag->setPixmap(pm);
    head->addWidget(flag);
    auto *title = new QLabel(tr("<b>%1 orders</b> — for the whole squadron, or ship by ship").arg(NavalNarrator::sideLabel(side)));
    head->addWidget(title, 1);
    auto *suggest = new QPushButton(tr("Suggest orders"));
    suggest->setObjectName(QStringLiteral("suggest/") + sideName(side));
    suggest->setToolTip(tr("Fill in the orders the naval computer player would give"));
    connect(suggest, &QPushButton::clicked, this, &NavalOrdersPanel::suggestRequested);
    head->addWidget(suggest);
    outer->addLayout(head);

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *inner = new QWidget;
    auto *grid = new QGridLayout(inner);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(3);
    const QStringList headers{tr("Battle"), tr("Distance"), tr("Aim at"), tr("Formation"), tr("Break off"),
                              tr("If beaten, flee")};
    for (int c = 0; c < Columns; ++c) {
        auto *h = new QLabel(QStringLiteral("<b>%1</b>").arg(headers.at(c)));
        grid->addWidget(h, 0, c + 2);
    }
    auto *squadLabel = new QLabel(tr("<i>Whole squadron</i>"));
    grid->addWidget(squadLabel, 1, 0, 1, 2);
    for (int c = 0; c < Columns; ++c) {
        QComboBox *box = makeCombo(QStringLiteral("squadron"), Column(c));
        box->insertItem(0, tr("(as below)"));
        box->setCurrentIndex(0);
        m_squadron[c] = box;
        grid->addWidget(box, 1, c + 2);
        connect(box, &QComboBox::activated, this, [this, c](int index) {
            if (index > 0)
                applyToSquadron(Column(c), index - 1);
        });
    }
    int row = 2;
    for (const Ship &s : battle.ships) {
        if (s.side != side)
            continue;
        m_ids << s.id;
        auto *pic = new QLabel;
        pic->setPixmap(smallSilhouette(s.type, side));
        grid->addWidget(pic, row, 0);
        auto *name = new QLabel(QStringLiteral("%1 <span style='color:#666'>(%2)</span>")
                                    .arg(wordName(s.name).toHtmlEscaped(), NavalNarrator::shipTypeLabel(s.type)));
        grid->addWidget(name, row, 1);
        std::array<QComboBox *, Columns> boxes{};
        for (int c = 0; c < Columns; ++c) {
            boxes[c] = makeCombo(s.id, Column(c));
            grid->addWidget(boxes[c], row, c + 2);
            connect(boxes[c], &QComboBox::activated, this, [this, c] { m_squadron[c]->setCurrentIndex(0); });
        }
        m_combos.insert(s.id, boxes);
        ++row;
    }
    grid->setRowStretch(row, 1);
    grid->setColumnStretch(1, 1);
    scroll->setWidget(inner);
    outer->addWidget(scroll, 1);
    showOrders(battle);
}

QComboBox *NavalOrdersPanel::makeCombo(const QString &owner, Column column)
{
    auto *box = new QComboBox;
    box->setObjectName(QStringLiteral("orders/%1/%2").arg(owner, QLatin1String(kColumnKeys[column])));
    box->addItems(labels(column));
    if (column == Flee && !m_coastal) {
        box->setEnabled(false);
        box->setToolTip(tr("Only in coastal waters does a beaten squadron choose between harbor and open sea"));
    }
    return box;
}

void NavalOrdersPanel::applyToSquadron(Column column, int value)
{
    for (const auto &boxes : std::as_const(m_combos))
        boxes[column]->setCurrentIndex(value);
}

void NavalOrdersPanel::showOrders(const NavalBattle &battle)
{
    for (const Ship &s : battle.ships) {
        if (s.side != m_side || !m_combos.contains(s.id))
            continue;
        const auto &boxes = m_combos[s.id];
        for (int c = 0; c < Columns; ++c)
            boxes[c]->setCurrentIndex(valueOf(s.orders, c));
    }
    for (QComboBox *box : m_squadron)
        if (box)
            box->setCurrentIndex(0);
}

QVector<NavalOrder> NavalOrdersPanel::orders(const NavalBattle &battle) const
{
    QVector<NavalOrder> given;
    for (const Ship &s : std::as_const(battle.ships)) {
        if (s.side != m_side || !m_combos.contains(s.id))
            continue;
        const auto &boxes = m_combos[s.id];
        // The boxes list the tables in order, so a choice outside them (none)
        // gives no order and leaves the ship's orders alone.
        const std::optional<ShipOrders> orders = shipOrdersFromChoices(
            {boxes[Combat]->currentIndex(), boxes[Distance]->currentIndex(), boxes[Aim]->currentIndex(),
             boxes[Formation]->currentIndex(), boxes[BreakOff]->currentIndex(), boxes[Flee]->currentIndex()});
        if (orders)
            given.append({s.id, *orders});
    }
    return given;
}

} // namespace hardtack::ui
