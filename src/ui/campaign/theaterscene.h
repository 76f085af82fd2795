#pragma once
// The theater map as a scene (docs/GAME.md "Campaign"): the drawn land and
// sea, rivers, the connections by kind, the cities and water zones with their
// names, the armies' and fleets' counters, and the orders as arrows. A counter
// of the side giving orders is dragged onto a destination: the scene asks the
// route finder (the engine's) for the path and its days while dragging, and
// on the drop asks the window to give the move order. It knows no rules.

#include "geography.h"

#include "campaign/campaignmodel.h"

#include <QGraphicsScene>
#include <QHash>

#include <functional>
#include <optional>

namespace hardtack::ui {

class BackgroundItem;
class CityItem;
class CounterItem;
class FortItem;
class LabelItem;
class LinksItem;
class RouteItem;

// A path over the network as the engine finds it.
struct MapRoute
{
    QStringList nodes; // from the unit's node to the destination
    int days = 0;
    QString problem;   // why the move cannot be ordered; empty: it can
};

// An order drawn on the map.
struct MapOrder
{
    QString unit;
    Side side = Side::Union;
    QStringList nodes;
    int days = 0;
};

class TheaterScene : public QGraphicsScene
{
    Q_OBJECT

public:
    using RouteFinder = std::function<MapRoute(const QString &unit, const QString &node)>;

    explicit TheaterScene(QObject *parent = nullptr);
    ~TheaterScene() override;

    // The map and what stands on it. The first call builds the map; later
    // calls (a new turn) update owners and counters.
    void setCampaign(const CampaignScenario &state);
    void setOrders(const QList<MapOrder> &orders);
    // Whose counters may be dragged (none between turns or for the computer).
    void setMovableSide(std::optional<Side> side);
    void setRouteFinder(RouteFinder finder) { m_route = std::move(finder); }
    // Scene units per screen pixel (the view's zoom changed).
    void setPixel(double pixel);

    const TheaterProjection &projection() const { return m_projection; }
    QPointF nodePos(const QString &id) const { return m_nodePos.value(id); }
    // The node within reach of a scene position (30 pixels), or empty.
    QString nodeNear(QPointF scenePos, bool fleet) const;
    CounterItem *counter(const QString &unitId) const { return m_counters.value(unitId); }
    FortItem *fort(const QString &fortId) const { return m_forts.value(fortId); }
    QString selectedUnit() const { return m_selected; }
    void selectUnit(const QString &unitId);
    // The preview under the current drag (for tests): its label, empty if none.
    QString dragLabel() const { return m_dragLabel; }

    // The drag of a counter (CounterItem calls these; tests may too).
    void counterPressed(CounterItem *counter);
    void counterDragged(CounterItem *counter, QPointF scenePos);
    void counterDropped(CounterItem *counter, QPointF scenePos);

signals:
    void moveRequested(const QString &unitId, const QString &node);
    void unitSelected(const QString &unitId);

private:
    void build(const CampaignScenario &state);
    void placeCounters(const CampaignScenario &state);
    void placeForts(const CampaignScenario &state);
    void updateLabels();
    QPolygonF scenePath(const QStringList &nodes) const;

    TheaterProjection m_projection;
    BackgroundItem *m_background = nullptr;
    LinksItem *m_links = nullptr;
    QHash<QString, QPointF> m_nodePos;
    QHash<QString, bool> m_fleetNode;
    QHash<QString, QString> m_nodeName;
    QHash<QString, CityItem *> m_cities;
    QList<LabelItem *> m_labels;
    QHash<QString, CounterItem *> m_counters;
    QHash<QString, FortItem *> m_forts;
    QHash<QString, QString> m_unitNode;
    QList<RouteItem *> m_orderItems;
    RouteItem *m_drag = nullptr;
    QString m_dragLabel;
    RouteFinder m_route;
    std::optional<Side> m_movable;
    QString m_selected;
    double m_pixel = 1.0;
};

} // namespace hardtack::ui
