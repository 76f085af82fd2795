#pragma once
// The pieces of the theater map: the drawn land and sea, the connections, a
// city, a sea zone or river reach, an army or fleet counter and the order
// arrows. They only paint what the scene hands them; the scene decides.

#include "geography.h"

#include "campaign/campaignmodel.h"

#include <QGraphicsObject>
#include <QGraphicsItem>
#include <QPainterPath>

namespace hardtack::ui {

// Union blue and Confederate grey with the butternut rim, as on the battle
// counters (resources/counters.svg).
struct TheaterPalette
{
    static QColor body(Side side);
    static QColor light(Side side);
    static QColor rim(Side side);
    static QColor text(Side side);
    static QColor ink();   // the engraver's dark brown
    static QColor paper(); // the land
    static QColor sea();
};

// Sea, land, the owners' territory, rivers, the graticule and the frame.
class BackgroundItem : public QGraphicsItem
{
public:
    BackgroundItem(const TheaterProjection &projection, const QRectF &bounds);
    // Territory: a tint round each city in its owner's colour.
    void setTerritory(const QList<QPair<QPointF, Side>> &cities);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TheaterProjection m_projection;
    QRectF m_bounds;
    QPainterPath m_land;
    QList<QPair<QPointF, Side>> m_territory;
};

// Every connection, styled by kind: rail as a tied track, road as a brown
// dashed line, river as a blue line, sea as a dotted sea lane.
class LinksItem : public QGraphicsItem
{
public:
    struct Link
    {
        QPointF a, b;
        LinkKind kind;
        int days;
    };
    explicit LinksItem(QList<Link> links);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QList<Link> m_links;
    QRectF m_bounds;
};

// A city: a disc sized by its economic level in its owner's colour, a star
// for a capital (large for Richmond and Washington), an anchor for a port.
class CityItem : public QGraphicsItem
{
public:
    explicit CityItem(const City &city);
    void setCity(const City &city);
    const QString &id() const { return m_city.id; }
    double radius() const;
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    City m_city;
};

// A city's or zone's name, at a fixed size on screen; minor names give way
// when the map is zoomed out.
class LabelItem : public QGraphicsItem
{
public:
    // dx: pixels right of the place (a water name is centred under it).
    LabelItem(const QString &text, int importance, bool water, double dx);
    int importance() const { return m_importance; }
    bool isWater() const { return m_water; }
    // Where the name sits round its place, in screen pixels from the place:
    // 0 right, 1 left, 2 above, 3 below (a water name: always below).
    static constexpr int kPlacements = 4;
    QRectF rectFor(int placement) const;
    void setPlacement(int placement);
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_text;
    int m_importance; // 1..6
    bool m_water;
    double m_dx;      // the place's radius and a gap
    QRectF m_rect;
};

// A sea zone or river reach, marked by its waters (RULES "Campaign: waters"):
// a compass rose for the open sea, a rose in a ring for coastal waters, an
// anchor for a harbor, a reach mark for a river, a fork for a river mouth.
class ZoneItem : public QGraphicsItem
{
public:
    explicit ZoneItem(const Zone &zone);
    const QString &id() const { return m_zone.id; }
    QRectF boundingRect() const override { return QRectF(-9, -9, 18, 18); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Zone m_zone;
};

// A fort or river battery (RULES "Campaign: forts") beside the waters it
// commands: a bastion in its side's colours with its batteries; silenced
// (no battery left), a grey ruin.
class FortItem : public QGraphicsItem
{
public:
    FortItem() { setAcceptHoverEvents(true); }
    void setFort(const Fort &fort, const QString &watersName, const QString &cityName);
    // Where it sits from its node, in pixels on screen.
    void setOffset(QPointF offset);
    QRectF boundingRect() const override { return QRectF(m_offset.x() - 11, m_offset.y() - 11, 22, 22); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Side m_side = Side::Confederate;
    int m_batteries = 0;
    QPointF m_offset;
};

// The localized name of a kind of waters ("coastal waters").
QString watersText(NavalLocation waters);

class TheaterScene;

// An army or a fleet: a counter at a fixed size on screen with its strength
// (thousands of men, or ships). A counter of the side giving orders may be
// dragged onto a destination; the scene shows the path and its days.
class CounterItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum class Kind { Army, Fleet };
    CounterItem(Kind kind, const QString &id, TheaterScene *scene);
    void setLook(Side side, const QString &name, const QString &strength, const QString &detail);
    const QString &id() const { return m_id; }
    Kind kind() const { return m_kind; }
    Side side() const { return m_side; }
    void setMovable(bool on);
    void setOrdered(bool on);
    void setSelectedCounter(bool on);
    // An army at sea: a wave under its counter.
    void setAboard(bool on);
    bool aboard() const { return m_aboard; }
    // Where the counter sits from its node, in pixels on screen (a stack fans out).
    void setOffset(QPointF offset);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    Kind m_kind;
    QString m_id;
    TheaterScene *m_scene;
    Side m_side = Side::Union;
    QString m_name;
    QString m_strength;
    bool m_movable = false;
    bool m_ordered = false;
    bool m_selected = false;
    bool m_hover = false;
    bool m_dragging = false;
    bool m_aboard = false;
    QPointF m_offset;
};

// Order arrows: the path of each ordered move, and the path under a drag
// with its days.
class RouteItem : public QGraphicsItem
{
public:
    RouteItem();
    void setRoute(const QPolygonF &path, Side side, const QString &label, bool preview, bool valid = true);
    // Scene units per screen pixel: the arrow keeps its size on screen.
    void setPixel(double pixel);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPolygonF m_path;
    Side m_side = Side::Union;
    QString m_label;
    bool m_preview = false;
    bool m_valid = true;
    double m_px = 1.0;
};

} // namespace hardtack::ui
