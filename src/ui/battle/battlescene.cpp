#include "battlescene.h"
#include "leaderitem.h"
#include "mapitem.h"
#include "overlayitem.h"
#include "unititem.h"

#include <QGraphicsSceneMouseEvent>
#include <QVariantAnimation>

namespace hardtack::ui {

BattleScene::BattleScene(QObject *parent) : QGraphicsScene(parent)
{
    // Counters rarely move: a BSP index keeps hit tests and exposure cheap.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
}

void BattleScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    UnitItem::beginFrame();
    QGraphicsScene::drawBackground(painter, rect);
}

BattleScene::~BattleScene()
{
    // Items point into m_counters: delete them first.
    clearItems();
}

void BattleScene::clearItems()
{
    for (QVariantAnimation *a : std::as_const(m_slides))
        a->stop();
    m_slides.clear();
    m_placed.clear();
    m_units.clear();
    m_leaders.clear();
    m_mapItem = nullptr;
    m_overlay = nullptr;
    clear();
}

void BattleScene::setScenario(const Scenario *scenario)
{
    clearItems();
    m_scenario = scenario;
    m_selection.clear();
    if (!scenario) {
        m_geometry = MapGeometry();
        setSceneRect(QRectF());
        return;
    }
    m_geometry = MapGeometry(scenario->map.width, scenario->map.height, kHexWidth);
    m_mapItem = new MapItem(&scenario->map, kHexWidth, &m_counters.sheet());
    m_mapItem->mapPainter().setObjectives(scenario->objectives);
    addItem(m_mapItem);
    m_overlay = new OverlayItem(&m_geometry, &m_counters);
    addItem(m_overlay);
    for (const Formation &f : scenario->formations) {
        auto *item = new LeaderItem(f.id, &m_counters, kHexWidth, m_geometry.hexHeight());
        m_leaders.insert(f.id, item);
        addItem(item);
    }
    // A margin of half a hex around the map, so its edge can be scrolled into the middle.
    const double m = kHexWidth / 2;
    setSceneRect(m_geometry.bounds().adjusted(-m, -m, m, m));
    syncAll();
}

void BattleScene::rebuildMap(bool synchronous)
{
    if (!m_scenario)
        return;
    delete m_mapItem;
    m_geometry = MapGeometry(m_scenario->map.width, m_scenario->map.height, kHexWidth);
    m_mapItem = new MapItem(&m_scenario->map, kHexWidth, &m_counters.sheet());
    m_mapItem->setSynchronous(synchronous);
    m_mapItem->mapPainter().setObjectives(m_scenario->objectives);
    addItem(m_mapItem);
    const double m = kHexWidth / 2;
    setSceneRect(m_geometry.bounds().adjusted(-m, -m, m, m));
    syncAll();
}

void BattleScene::syncAll() { sync(nullptr); }

void BattleScene::syncUnits(const QSet<QString> &changed) { sync(&changed); }

void BattleScene::sync(const QSet<QString> *only)
{
    if (!m_scenario)
        return;
    // Formations added since the scene was built (the editor) get their leader's item.
    for (const Formation &f : m_scenario->formations)
        if (!m_leaders.contains(f.id)) {
            auto *item = new LeaderItem(f.id, &m_counters, kHexWidth, m_geometry.hexHeight());
            m_leaders.insert(f.id, item);
            addItem(item);
        }
    const double unit = CounterPainter::unitSize(m_geometry.hexHeight());
    // Stacks fan out in scenario order; later units sit on top.
    QHash<Hex, QVector<int>> stacks;
    for (int i = 0; i < m_scenario->units.size(); ++i) {
        const Unit &u = m_scenario->units.at(i);
        if (!m_units.contains(u.id)) {
            auto *item = new UnitItem(u.id, &m_counters, kHexWidth, m_geometry.hexHeight());
            item->setVisible(false);
            m_units.insert(u.id, item);
            addItem(item);
        }
        if (u.onMap && m_geometry.contains(u.hex))
            stacks[u.hex].append(i);
    }
    for (auto it = m_units.begin(); it != m_units.end(); ++it) {
        UnitItem *item = it.value();
        const int i = m_scenario->unitIndex(it.key());
        if (i < 0) {
            // Not in this side's view (fog) or not in the battle.
            item->setVisible(false);
            item->setStackCount(0);
            continue;
        }
        const Unit &u = m_scenario->units.at(i);
        const QVector<int> stack = stacks.value(u.hex);
        const int k = int(stack.indexOf(i));
        const QPointF at = m_geometry.centre(u.hex) + CounterPainter::stackOffset(std::max(k, 0), int(stack.size()), unit);
        const int stackCount = k == stack.size() - 1 ? int(stack.size()) : 0;
        const bool visible = u.onMap && m_geometry.contains(u.hex);
        // Partial: a unit nothing named keeps its item while its place, stack and sight are as shown.
        if (only && !only->contains(it.key()) && item->isVisible() == visible && m_placed.contains(it.key())
            && (!visible || (item->stackCount() == stackCount && (item->pos() == at || m_slides.contains(it.key())))))
            continue;
        const QPointF before = item->pos();
        // A counter slides only from a hex it was shown on (not from where a new item starts).
        const bool wasShown = item->isVisible() && m_placed.contains(it.key());
        m_placed.insert(it.key());
        item->syncWith(u, at);
        item->setVisible(u.onMap && m_geometry.contains(u.hex));
        if (m_slideMs > 0 && wasShown && item->isVisible() && QLineF(before, at).length() > m_geometry.hexHeight() * 0.5) {
            // Slide from where it stood (the item paints; the unit is already there).
            if (QVariantAnimation *old = m_slides.take(it.key()))
                old->stop(); // deletes itself
            auto *slide = new QVariantAnimation(this);
            m_slides.insert(it.key(), slide);
            slide->setStartValue(before);
            slide->setEndValue(at);
            slide->setDuration(m_slideMs);
            slide->setEasingCurve(QEasingCurve::InOutQuad);
            const QString id = it.key();
            connect(slide, &QVariantAnimation::valueChanged, this, [this, id](const QVariant &v) {
                if (UnitItem *i = m_units.value(id))
                    i->setPos(v.toPointF());
            });
            connect(slide, &QVariantAnimation::finished, this, [this, id, slide] {
                if (m_slides.value(id) == slide)
                    m_slides.remove(id);
            });
            slide->start(QAbstractAnimation::DeleteWhenStopped);
            item->setPos(before);
        }
        item->setZValue(10 + std::max(k, 0));
        item->setStackCount(stackCount);
        item->setSelectedLook(m_selection.contains(it.key()));
    }
    QHash<Hex, int> leadersIn;
    const double h = m_geometry.hexHeight();
    for (auto it = m_leaders.begin(); it != m_leaders.end(); ++it) {
        LeaderItem *item = it.value();
        const Formation *f = m_scenario->formation(it.key());
        if (!f) {
            item->setVisible(false);
            continue;
        }
        const int k = leadersIn[f->leader.hex]++;
        item->syncWith(*f, m_geometry.centre(f->leader.hex) + CounterPainter::leaderOffset(h)
                               + QPointF(0.12 * h * k, 0.12 * h * k));
        item->setVisible(f->leader.active() && m_geometry.contains(f->leader.hex));
    }
}

QStringList BattleScene::shownUnits() const
{
    QStringList out;
    for (auto it = m_units.begin(); it != m_units.end(); ++it)
        if (it.value()->isVisible())
            out << it.key();
    out.sort();
    return out;
}

void BattleScene::setCanAct(const QSet<QString> &unitIds)
{
    for (auto it = m_units.begin(); it != m_units.end(); ++it)
        it.value()->setCanAct(unitIds.contains(it.key()));
}

void BattleScene::setGridVisible(bool on)
{
    if (!m_mapItem)
        return;
    m_mapItem->mapPainter().setGridVisible(on);
    m_mapItem->update();
}

QString BattleScene::selectedUnit() const
{
    return m_selection.value(0);
}

void BattleScene::selectUnit(const QString &unitId)
{
    setSelection(unitId.isEmpty() ? QStringList() : QStringList{unitId});
}

void BattleScene::setSelection(const QStringList &unitIds)
{
    QStringList ids;
    for (const QString &id : unitIds)
        if (m_units.contains(id) && !ids.contains(id))
            ids << id;
    if (ids == m_selection)
        return;
    const QString before = selectedUnit();
    m_selection = ids;
    for (auto it = m_units.begin(); it != m_units.end(); ++it)
        it.value()->setSelectedLook(m_selection.contains(it.key()));
    if (before != selectedUnit())
        emit unitSelected(selectedUnit());
}

void BattleScene::reportUnitHover(const QString &unitId)
{
    emit unitHovered(unitId);
}

void BattleScene::reportLeaderHover(const QString &formationId)
{
    emit leaderHovered(formationId);
}

void BattleScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QPoint hex(-1, -1);
    if (const auto h = m_geometry.hexAt(event->scenePos())) {
        const Offset o = h->toOffset();
        hex = QPoint(o.col, o.row);
    }
    if (hex != m_hoveredHex) {
        m_hoveredHex = hex;
        emit hexHovered(hex);
    }
    QGraphicsScene::mouseMoveEvent(event);
}

} // namespace hardtack::ui
