#include "theaterscene.h"
#include "theateritems.h"

#include "narrator/wordname.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TheaterScene)
};

// Thousands of men with one decimal ("12.4k"), the counter's figure.
QString menText(int men)
{
    if (men >= 10000)
        return Tr::tr("%1k").arg(men / 1000);
    return Tr::tr("%1k").arg(QLocale().toString(men / 1000.0, 'f', 1));
}

int importance(const City &c)
{
    if (c.kind == CityKind::Richmond || c.kind == CityKind::Washington)
        return 6;
    return std::min(5, c.level + (c.kind == CityKind::StateCapital ? 1 : 0));
}

} // namespace

TheaterScene::TheaterScene(QObject *parent) : QGraphicsScene(parent)
{
    m_drag = new RouteItem;
    m_drag->setZValue(60);
    m_drag->hide();
    addItem(m_drag);
}

TheaterScene::~TheaterScene() = default;

void TheaterScene::build(const CampaignScenario &state)
{
    QRectF extent;
    for (const City &c : state.cities) {
        m_nodePos.insert(c.id, m_projection.toScene(c.pos));
        m_fleetNode.insert(c.id, c.fleetNode());
        m_nodeName.insert(c.id, c.name);
        extent |= QRectF(m_projection.toScene(c.pos), QSizeF(1, 1));
    }
    for (const Zone &z : state.zones) {
        m_nodePos.insert(z.id, m_projection.toScene(z.pos));
        m_fleetNode.insert(z.id, true);
        m_nodeName.insert(z.id, z.name);
        extent |= QRectF(m_projection.toScene(z.pos), QSizeF(1, 1));
    }
    // A margin of about a degree round the places, more on the right for names.
    const double deg = TheaterProjection::kPixelsPerDegree;
    const QRectF bounds = extent.adjusted(-1.0 * deg, -1.0 * deg, 1.6 * deg, 0.9 * deg);
    setSceneRect(bounds);
    m_background = new BackgroundItem(m_projection, bounds);
    addItem(m_background);

    QList<LinksItem::Link> links;
    for (const Connection &c : state.connections)
        links.append({m_nodePos.value(c.from), m_nodePos.value(c.to), c.kind, c.days});
    m_links = new LinksItem(links);
    addItem(m_links);

    for (const Zone &z : state.zones) {
        auto *item = new ZoneItem(z);
        item->setPos(m_nodePos.value(z.id));
        item->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        item->setZValue(8);
        addItem(item);
        // The short name on the map ("Upper Mississippi"), the whole one as the tooltip.
        auto *label = new LabelItem(z.name.section(QStringLiteral(" ("), 0, 0), z.kind == ZoneKind::Sea ? 4 : 3, true, 0);
        label->setPos(item->pos());
        addItem(label);
        m_labels << label;
    }
    for (const City &c : state.cities) {
        auto *item = new CityItem(c);
        item->setPos(m_nodePos.value(c.id));
        addItem(item);
        m_cities.insert(c.id, item);
        // Clear of the disc, and of the large star of Richmond and Washington.
        const bool national = c.kind == CityKind::Richmond || c.kind == CityKind::Washington;
        auto *label = new LabelItem(c.name, importance(c), false, item->radius() * (national ? 1.35 : 1.0) + 3);
        label->setPos(item->pos());
        addItem(label);
        m_labels << label;
    }
    updateLabels();
}

void TheaterScene::setCampaign(const CampaignScenario &state)
{
    if (!m_background)
        build(state);
    QList<QPair<QPointF, Side>> territory;
    for (const City &c : state.cities) {
        if (CityItem *item = m_cities.value(c.id))
            item->setCity(c);
        territory.append({m_nodePos.value(c.id), c.owner});
    }
    m_background->setTerritory(territory);
    placeForts(state);
    placeCounters(state);
}

void TheaterScene::placeForts(const CampaignScenario &state)
{
    // Right of the node whose waters each commands (the fleets' counters sit
    // to its left, the waters' names below); two forts on one node side by side.
    QHash<QString, int> atNode;
    for (const Fort &f : state.forts) {
        FortItem *item = m_forts.value(f.battery.id);
        if (!item) {
            item = new FortItem;
            item->setFlag(QGraphicsItem::ItemIgnoresTransformations);
            item->setZValue(36);
            addItem(item);
            m_forts.insert(f.battery.id, item);
        }
        const int k = atNode[f.waters]++;
        item->setPos(m_nodePos.value(f.waters));
        item->setOffset(QPointF(17 + 21 * k, 0));
        item->setFort(f, m_nodeName.value(f.waters, f.waters), m_nodeName.value(f.city, f.city));
    }
}

void TheaterScene::placeCounters(const CampaignScenario &state)
{
    QSet<QString> alive;
    // Per node: the armies above the place and the fleets below, fanned out.
    QHash<QString, QStringList> armiesAt, fleetsAt;
    for (const Army &a : state.armies)
        armiesAt[a.location] << a.id;
    for (const Fleet &f : state.fleets)
        fleetsAt[f.location] << f.id;
    auto place = [&](CounterItem *item, const QString &node, const QStringList &here, double y) {
        // A stack on its place, fanned a little up and right so each counter peeks out.
        // A large stack stays compact: the fan spans at most 36 pixels.
        const int k = int(here.indexOf(item->id())), n = int(here.size());
        const double step = n > 1 ? std::min(9.0, 36.0 / (n - 1)) : 0.0;
        item->setPos(m_nodePos.value(node));
        item->setOffset(QPointF(-31 + (k - (n - 1) / 2.0) * step, y - (k - (n - 1) / 2.0) * step));
        item->setZValue((item->kind() == CounterItem::Kind::Army ? 40 : 38) + k * 0.01);
        m_unitNode.insert(item->id(), node);
        alive.insert(item->id());
    };
    for (const Army &a : state.armies) {
        CounterItem *item = m_counters.value(a.id);
        if (!item) {
            item = new CounterItem(CounterItem::Kind::Army, a.id, this);
            item->setScale(std::clamp(1.6 / m_pixel, 0.62, 1.0));
            addItem(item);
            m_counters.insert(a.id, item);
        }
        QString detail = Tr::tr("<b>%1</b><br>%2 (%3)<br>%n brigade(s), %4 men, %5 guns", nullptr,
                                int(a.brigades.size()))
                             .arg(wordName(a.name).toHtmlEscaped(), wordName(a.leader.name).toHtmlEscaped(),
                                  QString(QChar(u'A' + 6 - a.leader.rating)))
                             .arg(QLocale().toString(a.men()))
                             .arg(a.guns());
        if (!a.aboard.isEmpty())
            for (const Fleet &f : state.fleets)
                if (f.id == a.aboard)
                    detail += QStringLiteral("<br>") + Tr::tr("Aboard %1: drag it to a shore beside these waters to land.")
                                                           .arg(wordName(f.name).toHtmlEscaped());
        item->setLook(a.side, wordName(a.name), menText(a.men()), detail);
        item->setAboard(!a.aboard.isEmpty());
        place(item, a.location, armiesAt.value(a.location), -8);
    }
    for (const Fleet &f : state.fleets) {
        CounterItem *item = m_counters.value(f.id);
        if (!item) {
            item = new CounterItem(CounterItem::Kind::Fleet, f.id, this);
            item->setScale(std::clamp(1.6 / m_pixel, 0.62, 1.0));
            addItem(item);
            m_counters.insert(f.id, item);
        }
        QStringList ships;
        for (const Ship &s : f.ships)
            ships << wordName(s.name).toHtmlEscaped();
        QString detail = Tr::tr("<b>%1</b><br>%2").arg(wordName(f.name).toHtmlEscaped(), ships.join(QStringLiteral(", ")));
        if (const int capacity = f.capacity(); capacity > 0) {
            QStringList carried;
            int load = 0;
            for (const Army &a : state.armies)
                if (a.aboard == f.id) {
                    carried << wordName(a.name).toHtmlEscaped();
                    load += a.load();
                }
            detail += QStringLiteral("<br>")
                      + (carried.isEmpty() ? Tr::tr("Transports for %1 men, empty").arg(QLocale().toString(capacity))
                                           : Tr::tr("Carrying %1; room for %2 more men")
                                                 .arg(QLocale().createSeparatedList(carried),
                                                      QLocale().toString(std::max(0, capacity - load))));
        }
        item->setLook(f.side, wordName(f.name), QLocale().toString(int(f.ships.size())), detail);
        place(item, f.location, fleetsAt.value(f.location), m_cities.contains(f.location) ? 28 : 0);
    }
    // Units gone (destroyed, disbanded) leave the map.
    for (auto it = m_counters.begin(); it != m_counters.end();) {
        if (alive.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        m_unitNode.remove(it.key());
        if (m_selected == it.key())
            m_selected.clear();
        it = m_counters.erase(it);
    }
    setMovableSide(m_movable);
}

void TheaterScene::setOrders(const QList<MapOrder> &orders)
{
    qDeleteAll(m_orderItems);
    m_orderItems.clear();
    for (CounterItem *c : std::as_const(m_counters))
        c->setOrdered(false);
    for (const MapOrder &o : orders) {
        auto *item = new RouteItem;
        item->setPixel(m_pixel);
        item->setRoute(scenePath(o.nodes), o.side, Tr::tr("%n day(s)", nullptr, o.days), false);
        addItem(item);
        m_orderItems << item;
        if (CounterItem *c = m_counters.value(o.unit))
            c->setOrdered(true);
    }
}

void TheaterScene::setMovableSide(std::optional<Side> side)
{
    m_movable = side;
    for (CounterItem *c : std::as_const(m_counters))
        c->setMovable(side && c->side() == *side);
}

void TheaterScene::setPixel(double pixel)
{
    m_pixel = pixel;
    m_drag->setPixel(pixel);
    for (RouteItem *r : std::as_const(m_orderItems))
        r->setPixel(pixel);
    updateLabels();
    // Zoomed out, the counters shrink so the map shows between them.
    const double scale = std::clamp(1.6 / pixel, 0.62, 1.0);
    for (CounterItem *c : std::as_const(m_counters))
        c->setScale(scale);
}

void TheaterScene::updateLabels()
{
    // Zoomed out, only the larger places keep their names.
    const double zoom = 1.0 / m_pixel;
    // (Names that would collide give way below, so the thresholds can be generous.)
    const int least = zoom < 0.3 ? 5 : zoom < 0.45 ? 4 : zoom < 0.7 ? 3 : 1;
    // The names must not cover each other or a city: the most important
    // first, each on the first free side of its place (right, left, above,
    // below); a name with no free side gives way, the capitals never.
    auto toScene = [this](QPointF at, const QRectF &screen) {
        return QRectF(at + screen.topLeft() * m_pixel, screen.size() * m_pixel);
    };
    QList<QRectF> taken;
    for (const CityItem *c : std::as_const(m_cities)) {
        const double r = c->radius() + 1;
        taken << toScene(c->pos(), QRectF(-r, -r, 2 * r, 2 * r));
    }
    QList<LabelItem *> order = m_labels;
    std::stable_sort(order.begin(), order.end(), [](const LabelItem *a, const LabelItem *b) {
        if (a->isWater() != b->isWater())
            return !a->isWater(); // the cities' names before the waters'
        return a->importance() > b->importance();
    });
    for (LabelItem *l : std::as_const(order)) {
        if (l->importance() < least) {
            l->setVisible(false);
            continue;
        }
        int chosen = -1;
        const int tries = l->isWater() ? 1 : LabelItem::kPlacements;
        for (int k = 0; k < tries && chosen < 0; ++k) {
            const QRectF r = toScene(l->pos(), l->rectFor(k));
            if (std::none_of(taken.cbegin(), taken.cend(), [&](const QRectF &t) { return t.intersects(r); }))
                chosen = k;
        }
        const bool keep = chosen >= 0 || l->importance() >= 6;
        l->setVisible(keep);
        if (!keep)
            continue;
        l->setPlacement(std::max(chosen, 0));
        taken << toScene(l->pos(), l->rectFor(std::max(chosen, 0)));
    }
}

QString TheaterScene::nodeNear(QPointF scenePos, bool fleet) const
{
    QString best;
    double bestDistance = 30.0 * m_pixel;
    for (auto it = m_nodePos.cbegin(); it != m_nodePos.cend(); ++it) {
        if (fleet && !m_fleetNode.value(it.key()))
            continue;
        const QPointF d = it.value() - scenePos;
        const double dist = std::hypot(d.x(), d.y());
        if (dist < bestDistance) {
            bestDistance = dist;
            best = it.key();
        }
    }
    return best;
}

QPolygonF TheaterScene::scenePath(const QStringList &nodes) const
{
    QPolygonF path;
    for (const QString &n : nodes)
        path << m_nodePos.value(n);
    return path;
}

void TheaterScene::selectUnit(const QString &unitId)
{
    if (CounterItem *old = m_counters.value(m_selected))
        old->setSelectedCounter(false);
    m_selected = unitId;
    if (CounterItem *c = m_counters.value(unitId))
        c->setSelectedCounter(true);
    emit unitSelected(unitId);
}

void TheaterScene::counterPressed(CounterItem *counter)
{
    selectUnit(counter->id());
}

void TheaterScene::counterDragged(CounterItem *counter, QPointF scenePos)
{
    const QString from = m_unitNode.value(counter->id());
    const QString node = nodeNear(scenePos, counter->kind() == CounterItem::Kind::Fleet);
    m_drag->setPixel(m_pixel);
    if (node.isEmpty() || node == from || !m_route) {
        // Not over a place: a plain line to the cursor.
        m_drag->setRoute(QPolygonF{m_nodePos.value(from), scenePos}, counter->side(), QString(), true, true);
        m_dragLabel.clear();
    } else {
        const MapRoute route = m_route(counter->id(), node);
        const bool ok = route.problem.isEmpty() && route.nodes.size() >= 2;
        m_dragLabel = ok ? Tr::tr("%1: %n day(s)", nullptr, route.days).arg(m_nodeName.value(node, node))
                         : route.problem;
        m_drag->setRoute(ok ? scenePath(route.nodes) : QPolygonF{m_nodePos.value(from), m_nodePos.value(node)},
                         counter->side(), m_dragLabel, true, ok);
    }
    m_drag->show();
}

void TheaterScene::counterDropped(CounterItem *counter, QPointF scenePos)
{
    m_drag->hide();
    m_dragLabel.clear();
    const QString node = nodeNear(scenePos, counter->kind() == CounterItem::Kind::Fleet);
    if (!node.isEmpty() && node != m_unitNode.value(counter->id()))
        emit moveRequested(counter->id(), node);
}

} // namespace hardtack::ui
