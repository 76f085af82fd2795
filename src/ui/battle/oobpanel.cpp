#include "oobpanel.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "core/rules/sideview.h"

#include "render/counterpainter.h"

#include <QHeaderView>

namespace hardtack::ui {

namespace {

constexpr int kUnitIdRole = Qt::UserRole + 1;

QString strengthText(const Unit &u, bool reported)
{
    if (u.type == UnitType::Artillery)
        return OobPanel::tr("%n gun(s)", nullptr, u.guns);
    if (reported)
        //: An enemy unit's strength as reported (to the nearest 50 men).
        return OobPanel::tr("about %1 men").arg(u.men);
    return OobPanel::tr("%n men", nullptr, u.men);
}

} // namespace

OobPanel::OobPanel(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Formation / unit"), tr("Leader / strength")});
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::Interactive);
    header()->resizeSection(1, 118); // "Longstreet (A)", "72,328 men"
    setIndentation(14);
    setIconSize(QSize(22, 22));
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (m_syncing || !item)
            return;
        const QString id = item->data(0, kUnitIdRole).toString();
        if (!id.isEmpty())
            emit unitActivated(id);
    });
}

void OobPanel::setScenario(const Scenario *scenario, CounterPainter *counters, Side viewer)
{
    clear();
    m_unitItems.clear();
    if (!scenario)
        return;
    const bool fog = scenario->rules.fogOfWar;
    // Under fog, the enemy formations the side knows of: those above a unit it sees.
    QSet<QString> known;
    for (const Unit &u : scenario->units)
        for (const Formation *f : scenario->chainOf(u))
            known.insert(f->id);
    QHash<QString, QTreeWidgetItem *> formationItems;
    QTreeWidgetItem *sideItems[2] = {nullptr, nullptr};
    int men[2] = {0, 0}, guns[2] = {0, 0};
    for (int s = 0; s < 2; ++s) {
        sideItems[s] = new QTreeWidgetItem(this, {Names::side(Side(s))});
        QFont bold = sideItems[s]->font(0);
        bold.setBold(true);
        sideItems[s]->setFont(0, bold);
        sideItems[s]->setIcon(0, QIcon(QPixmap::fromImage(counters->leaderImage(Side(s), Level::Army, 6, 22, Lod::Normal))));
    }
    // Parents come before children in the tree whatever the file's order.
    QVector<const Formation *> pending;
    for (const Formation &f : scenario->formations)
        pending.append(&f);
    while (!pending.isEmpty()) {
        QVector<const Formation *> later;
        for (const Formation *f : std::as_const(pending)) {
            if (fog && f->side != viewer && !known.contains(f->id))
                continue;
            QTreeWidgetItem *parent = f->parent.isEmpty() ? sideItems[int(f->side)] : formationItems.value(f->parent);
            if (!parent) {
                later.append(f);
                continue;
            }
            // An enemy leader the side does not see stands nowhere it knows.
            const bool leaderKnown = !(fog && f->side != viewer && f->leader.hex == kUnseenHex);
            auto *item = new QTreeWidgetItem(
                parent, {wordName(f->name), leaderKnown ? QStringLiteral("%1 (%2)").arg(Names::leaderSurname(wordName(f->leader.name)),
                                                                             QString(letterFromRating(f->leader.rating)))
                                              : QStringLiteral("—")});
            item->setToolTip(0, QStringLiteral("%1: %2").arg(Names::level(f->level), wordName(f->name)));
            if (leaderKnown)
                item->setToolTip(1, tr("%1, rating %2").arg(wordName(f->leader.name), QString(letterFromRating(f->leader.rating))));
            item->setIcon(0, QIcon(QPixmap::fromImage(
                                 counters->leaderImage(f->side, f->level, f->leader.rating, 22, Lod::Normal))));
            formationItems.insert(f->id, item);
        }
        if (later.size() == pending.size())
            break; // orphans (the loader rejects them; never loop forever)
        pending = later;
    }
    for (const Unit &u : scenario->units) {
        QTreeWidgetItem *parent = formationItems.value(u.brigade, sideItems[int(u.side)]);
        auto *item = new QTreeWidgetItem(parent, {wordName(u.name), strengthText(u, shownAsReport(*scenario, viewer, u))});
        item->setData(0, kUnitIdRole, u.id);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setIcon(0, QIcon(QPixmap::fromImage(counters->unitImage(CounterLook::of(u), 16, Lod::Normal))));
        if (!u.onMap)
            item->setToolTip(0, tr("Not on the map"));
        m_unitItems.insert(u.id, item);
        men[int(u.side)] += u.men;
        guns[int(u.side)] += u.guns;
    }
    for (int s = 0; s < 2; ++s) {
        if (fog && Side(s) != viewer) {
            // No totals of an army the side sees only in part.
            int seen = 0;
            for (const Unit &u : scenario->units)
                seen += u.side == Side(s) && u.onMap;
            sideItems[s]->setText(1, tr("%n unit(s) in sight", nullptr, seen));
            sideItems[s]->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            continue;
        }
        // The side's whole strength: the row shows the men, the tooltip the guns too.
        const QString menText = tr("%Ln men", nullptr, men[s]);
        sideItems[s]->setText(1, menText);
        sideItems[s]->setToolTip(1, menText + (guns[s] ? tr(", %Ln gun(s)", nullptr, guns[s]) : QString()));
        sideItems[s]->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    expandToDepth(1);
}

void OobPanel::showUnit(const QString &unitId)
{
    m_syncing = true;
    if (QTreeWidgetItem *item = m_unitItems.value(unitId)) {
        setCurrentItem(item);
        scrollToItem(item);
    } else {
        setCurrentItem(nullptr);
    }
    m_syncing = false;
}

} // namespace hardtack::ui
