#include "forcespanel.h"

#include "narrator/naval/navalnarrator.h"
#include "narrator/wordname.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

QChar rating(int r)
{
    return QChar(u'A' + std::clamp(6 - r, 0, 5));
}

QString armText(Arm a)
{
    switch (a) {
    case Arm::Infantry: return ForcesPanel::tr("infantry");
    case Arm::Cavalry: return ForcesPanel::tr("cavalry");
    case Arm::Artillery: return ForcesPanel::tr("artillery");
    }
    return {};
}

} // namespace

ForcesPanel::ForcesPanel(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(6, 6, 6, 6);
    m_units = new QTreeWidget;
    m_units->setColumnCount(3);
    m_units->setHeaderLabels({tr("Force"), tr("At"), tr("Strength")});
    m_units->setRootIsDecorated(false);
    m_units->header()->setStretchLastSection(false);
    m_units->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_units->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_units->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_units->header()->resizeSection(1, 120);
    m_units->setTextElideMode(Qt::ElideRight);
    m_units->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_units, &QWidget::customContextMenuRequested, this, &ForcesPanel::contextMenu);
    m_units->setMinimumHeight(120);
    l->addWidget(m_units, 3);
    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    l->addWidget(m_detail, 2);
    auto *title = new QLabel(tr("<b>Orders this turn</b>"));
    l->addWidget(title);
    m_orders = new QListWidget;
    m_orders->setMinimumHeight(60);
    l->addWidget(m_orders, 2);
    m_clear = new QPushButton(tr("Take back all orders"));
    l->addWidget(m_clear);
    connect(m_clear, &QPushButton::clicked, this, &ForcesPanel::clearRequested);
    connect(m_units, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        const QString id = item->data(0, Qt::UserRole).toString();
        showUnit(id);
        emit unitActivated(id);
    });
}

void ForcesPanel::setGame(const CampaignGame *game, Side side, bool active)
{
    m_game = game;
    m_side = side;
    m_active = active;
    refresh();
}

QString ForcesPanel::orderText(const CampaignGame &game, const CampaignOrder &o)
{
    const CampaignScenario &map = game.scenario();
    auto unitName = [&](const QString &id) {
        if (const Army *a = game.army(id))
            return wordName(a->name);
        if (const Fleet *f = game.fleet(id))
            return wordName(f->name);
        return id;
    };
    switch (o.type) {
    case CampaignOrderType::MoveArmy:
    case CampaignOrderType::MoveFleet:
        return tr("%1 to %2").arg(unitName(o.unit), map.nodeName(o.target));
    case CampaignOrderType::Rates:
        return tr("Tax %1%, tariff %2%").arg(o.tax).arg(o.tariff);
    case CampaignOrderType::Greenbacks:
        return tr("Issue $%1M in greenbacks").arg(o.amount);
    case CampaignOrderType::Draft:
        return tr("Call the draft");
    case CampaignOrderType::Recruit:
        return tr("Raise %1 at %2").arg(armText(o.arm), map.nodeName(o.target));
    case CampaignOrderType::Build:
        return tr("Build a %1 at %2").arg(NavalNarrator::shipTypeLabel(o.ship), map.nodeName(o.target));
    case CampaignOrderType::Embark:
        return tr("%1 embarks on %2").arg(unitName(o.unit), unitName(o.target));
    case CampaignOrderType::Land:
        return tr("%1 lands at %2").arg(unitName(o.unit), map.nodeName(o.target));
    }
    return {};
}

void ForcesPanel::refresh()
{
    const QString current = m_units->currentItem() ? m_units->currentItem()->data(0, Qt::UserRole).toString() : QString();
    QSignalBlocker block(m_units);
    m_units->clear();
    m_orders->clear();
    m_clear->setEnabled(false);
    if (!m_game) {
        m_detail->clear();
        return;
    }
    const CampaignScenario &map = m_game->scenario();
    for (const Army &a : m_game->armies()) {
        if (a.side != m_side)
            continue;
        const Fleet *carrier = a.aboard.isEmpty() ? nullptr : m_game->fleet(a.aboard);
        const QString at = carrier ? tr("aboard %1, %2").arg(wordName(carrier->name), map.nodeName(a.location))
                                   : map.nodeName(a.location);
        auto *item = new QTreeWidgetItem({wordName(a.name), at, QLocale().toString(a.men())});
        item->setData(0, Qt::UserRole, a.id);
        m_units->addTopLevelItem(item);
    }
    for (const Fleet &f : m_game->fleets()) {
        if (f.side != m_side)
            continue;
        auto *item = new QTreeWidgetItem(
            {wordName(f.name), map.nodeName(f.location), tr("%n ship(s)", nullptr, int(f.ships.size()))});
        item->setData(0, Qt::UserRole, f.id);
        m_units->addTopLevelItem(item);
    }
    for (int i = 0; i < m_units->topLevelItemCount(); ++i)
        if (m_units->topLevelItem(i)->data(0, Qt::UserRole).toString() == current)
            m_units->setCurrentItem(m_units->topLevelItem(i));
    for (const CampaignOrder &o : m_game->orders(m_side))
        m_orders->addItem(orderText(*m_game, o));
    m_clear->setEnabled(m_active && m_orders->count() > 0);
    showUnit(current);
}

void ForcesPanel::showUnit(const QString &id)
{
    if (!m_game || id.isEmpty()) {
        m_detail->setText(tr("<i>Drag a counter of yours on the map to a city or water to order a move; the "
                             "path and its days show as you drag.</i>"));
        return;
    }
    const CampaignScenario &map = m_game->scenario();
    if (const Army *a = m_game->army(id)) {
        QString html = tr("<b>%1</b> at %2<br>Commander: %3 (%4)<br>")
                           .arg(wordName(a->name).toHtmlEscaped(), map.nodeName(a->location).toHtmlEscaped(),
                                wordName(a->leader.name).toHtmlEscaped(), QString(rating(a->leader.rating)));
        html += QStringLiteral("<table cellspacing=1>");
        for (const Brigade &b : a->brigades) {
            const QString strength = b.arm == Arm::Artillery ? tr("%1 men, %2 guns").arg(b.men).arg(b.guns)
                                                             : tr("%1 men").arg(b.men);
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                        .arg(wordName(b.name).toHtmlEscaped(), strength,
                             tr("quality %1, experience %2").arg(rating(b.quality)).arg(b.experience));
        }
        m_detail->setText(html + QStringLiteral("</table>"));
        return;
    }
    if (const Fleet *f = m_game->fleet(id)) {
        QString html = tr("<b>%1</b> at %2<br>").arg(wordName(f->name).toHtmlEscaped(), map.nodeName(f->location).toHtmlEscaped());
        QStringList ships;
        for (const Ship &s : f->ships)
            ships << tr("%1 (%2)").arg(wordName(s.name).toHtmlEscaped(), NavalNarrator::shipTypeLabel(s.type));
        m_detail->setText(html + ships.join(QStringLiteral("<br>")));
        return;
    }
    m_detail->clear();
}

QList<CampaignOrder> ForcesPanel::seaOrders(const QString &armyId) const
{
    QList<CampaignOrder> out;
    const Army *a = m_game ? m_game->army(armyId) : nullptr;
    if (!a || a->side != m_side)
        return out;
    // Ashore: the fleets it may board; aboard (or boarding this turn): the
    // shores where it may land.
    if (a->aboard.isEmpty())
        for (const Fleet &f : m_game->fleets())
            if (f.side == m_side && f.capacity() > 0)
                if (const CampaignOrder o = CampaignOrder::embark(m_side, a->id, f.id); m_game->preview(o).ok())
                    out << o;
    for (const City &c : m_game->cities())
        if (c.fleetNode())
            if (const CampaignOrder o = CampaignOrder::land(m_side, a->id, c.id); m_game->preview(o).ok())
                out << o;
    return out;
}

void ForcesPanel::contextMenu(const QPoint &at)
{
    const QTreeWidgetItem *item = m_units->itemAt(at);
    if (!item || !m_game || !m_active)
        return;
    const QString id = item->data(0, Qt::UserRole).toString();
    const Army *a = m_game->army(id);
    if (!a)
        return;
    QMenu menu(this);
    const QList<CampaignOrder> orders = seaOrders(id);
    for (const CampaignOrder &o : orders) {
        const OrderPreview p = m_game->preview(o);
        const QString text = o.type == CampaignOrderType::Embark
                                 ? tr("Embark on %1 (%n day(s))", nullptr, p.days).arg(wordName(m_game->fleet(o.target)->name))
                                 : tr("Land at %1 (%n day(s) ashore)", nullptr, p.days)
                                       .arg(m_game->scenario().nodeName(o.target));
        connect(menu.addAction(text), &QAction::triggered, this, [this, o] { emit orderRequested(o); });
    }
    if (orders.isEmpty())
        menu.addAction(a->aboard.isEmpty() ? tr("No transports of ours beside it have room")
                                           : tr("No shore beside its fleet's waters"))
            ->setEnabled(false);
    menu.exec(m_units->viewport()->mapToGlobal(at));
}

QStringList ForcesPanel::orderLines() const
{
    QStringList out;
    for (int i = 0; i < m_orders->count(); ++i)
        out << m_orders->item(i)->text();
    return out;
}

} // namespace hardtack::ui
