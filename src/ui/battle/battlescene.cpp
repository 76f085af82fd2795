#include "battlescene.h"
#include "leaderitem.h"
#include "mapitem.h"
#include "unititem.h"

#include <QGraphicsSceneMouseEvent>

namespace hardtack::ui {

BattleScene::BattleScene(QObject *parent) : QGraphicsScene(parent)
{
    // Counters rarely move: a BSP index keeps hit tests and exposure cheap.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        QString id;
        for (QGraphicsItem *item : selectedItems())
            if (item->type() == UnitItem::Type)
                id = static_cast<UnitItem *>(item)->unitId();
        if (id != m_selected) {
            m_selected = id;
            emit unitSelected(id);
        }
    });
}

BattleScene::~BattleScene()
{
    // Items point into m_counters: delete them first.
    clearItems();
}

void BattleScene::clearItems()
{
    m_units.clear();
    m_leaders.clear();
    m_mapItem = nullptr;
    clear();
}

void BattleScene::setScenario(const Scenario *scenario)
{
    clearItems();
    m_scenario = scenario;
    m_selected.clear();
    if (!scenario) {
        m_geometry = MapGeometry();
        setSceneRect(QRectF());
        return;
    }
    m_geometry = MapGeometry(scenario->map.width, scenario->map.height, kHexWidth);
    m_mapItem = new MapItem(&scenario->map, kHexWidth, &m_counters.sheet());
    m_mapItem->mapPainter().setObjectives(scenario->objectives);
    addItem(m_mapItem);
    for (const Unit &u : scenario->units) {
        auto *item = new UnitItem(u.id, &m_counters, kHexWidth, m_geometry.hexHeight());
        m_units.insert(u.id, item);
        addItem(item);
    }
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

void BattleScene::syncAll()
{
    if (!m_scenario)
        return;
    const double unit = CounterPainter::unitSize(m_geometry.hexHeight());
    // Stacks fan out in scenario order; later units sit on top.
    QHash<Hex, QVector<int>> stacks;
    for (int i = 0; i < m_scenario->units.size(); ++i) {
        const Unit &u = m_scenario->units.at(i);
        if (u.onMap && m_geometry.contains(u.hex))
            stacks[u.hex].append(i);
    }
    for (int i = 0; i < m_scenario->units.size(); ++i) {
        const Unit &u = m_scenario->units.at(i);
        UnitItem *item = m_units.value(u.id);
        if (!item)
            continue;
        const QVector<int> stack = stacks.value(u.hex);
        const int k = int(stack.indexOf(i));
        const QPointF at = m_geometry.centre(u.hex) + CounterPainter::stackOffset(std::max(k, 0), int(stack.size()), unit);
        item->syncWith(u, at);
        item->setVisible(u.onMap && m_geometry.contains(u.hex));
        item->setZValue(10 + std::max(k, 0));
    }
    QHash<Hex, int> leadersIn;
    const double h = m_geometry.hexHeight();
    for (const Formation &f : m_scenario->formations) {
        LeaderItem *item = m_leaders.value(f.id);
        if (!item)
            continue;
        const int k = leadersIn[f.leader.hex]++;
        item->syncWith(f, m_geometry.centre(f.leader.hex) + CounterPainter::leaderOffset(h)
                              + QPointF(0.12 * h * k, 0.12 * h * k));
        item->setVisible(f.leader.active() && m_geometry.contains(f.leader.hex));
    }
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
    return m_selected;
}

void BattleScene::selectUnit(const QString &unitId)
{
    UnitItem *item = m_units.value(unitId);
    if (item && item->isSelected())
        return;
    clearSelection();
    if (item)
        item->setSelected(true);
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
