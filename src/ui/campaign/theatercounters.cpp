// The counters of armies and fleets and the order arrows of the theater map
// (theateritems.h); the drawn map, cities and labels are in theateritems.cpp.

#include "theateritems.h"
#include "theaterscene.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hardtack::ui {

// --- Counters ---------------------------------------------------------------

namespace {
constexpr double kCounterW = 54;
constexpr double kCounterH = 34;
} // namespace

CounterItem::CounterItem(Kind kind, const QString &id, TheaterScene *scene)
    : m_kind(kind), m_id(id), m_scene(scene)
{
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setAcceptHoverEvents(true);
    setZValue(kind == Kind::Army ? 40 : 38);
}

void CounterItem::setLook(Side side, const QString &name, const QString &strength, const QString &detail)
{
    m_side = side;
    m_name = name;
    m_strength = strength;
    setToolTip(detail);
    update();
}

void CounterItem::setMovable(bool on)
{
    m_movable = on;
    setCursor(on ? Qt::OpenHandCursor : Qt::ArrowCursor);
}

void CounterItem::setOrdered(bool on)
{
    m_ordered = on;
    update();
}

void CounterItem::setAboard(bool on)
{
    if (m_aboard == on)
        return;
    m_aboard = on;
    update();
}

void CounterItem::setSelectedCounter(bool on)
{
    m_selected = on;
    update();
}

void CounterItem::setOffset(QPointF offset)
{
    prepareGeometryChange();
    m_offset = offset;
}

QRectF CounterItem::boundingRect() const
{
    return QRectF(m_offset.x() - kCounterW / 2 - 5, m_offset.y() - kCounterH / 2 - 5, kCounterW + 10, kCounterH + 10);
}

void CounterItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(m_offset.x() - kCounterW / 2, m_offset.y() - kCounterH / 2, kCounterW, kCounterH);
    // Shadow, body, rim.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 70));
    p->drawRoundedRect(r.translated(2, 2.5), 4, 4);
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0, TheaterPalette::light(m_side));
    g.setColorAt(1, TheaterPalette::body(m_side));
    p->setBrush(g);
    QColor rim = m_selected ? QColor(255, 210, 70) : TheaterPalette::rim(m_side);
    p->setPen(QPen(rim, m_selected || m_hover ? 3.0 : 2.0));
    p->drawRoundedRect(r, 4, 4);
    const QColor text = TheaterPalette::text(m_side);
    // The symbol on the left: a NATO infantry box for an army, a hull for a fleet.
    const QRectF sym(r.left() + 5, r.top() + 6, 18, 12);
    p->setPen(QPen(text, 1.4));
    p->setBrush(Qt::NoBrush);
    if (m_kind == Kind::Army) {
        p->drawRect(sym);
        p->drawLine(sym.topLeft(), sym.bottomRight());
        p->drawLine(sym.bottomLeft(), sym.topRight());
    } else {
        QPolygonF hull;
        hull << QPointF(sym.left(), sym.center().y() + 1) << QPointF(sym.right(), sym.center().y() + 1)
             << QPointF(sym.right() - 3, sym.bottom()) << QPointF(sym.left() + 3, sym.bottom());
        p->setBrush(text);
        p->drawPolygon(hull);
        p->drawLine(QPointF(sym.center().x(), sym.top() - 1), QPointF(sym.center().x(), sym.center().y() + 1));
        p->drawLine(QPointF(sym.center().x() - 5, sym.top() + 3), QPointF(sym.center().x() + 5, sym.top() + 3));
    }
    // The strength, large, on the right; the short name underneath.
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStretch(QFont::Condensed);
    f.setBold(true);
    f.setPixelSize(13);
    p->setFont(f);
    p->setPen(text);
    p->drawText(QRectF(r.left() + 24, r.top() + 2, r.width() - 27, 20), Qt::AlignRight | Qt::AlignVCenter, m_strength);
    f.setBold(false);
    f.setPixelSize(8);
    p->setFont(f);
    const QString shortName = QFontMetricsF(f).elidedText(m_name, Qt::ElideRight, r.width() - 6);
    p->drawText(QRectF(r.left() + 3, r.bottom() - 13, r.width() - 6, 12), Qt::AlignCenter, shortName);
    // At sea: a band of waves along the foot of the counter.
    if (m_aboard) {
        QPainterPath waves;
        const double y = r.bottom() + 3;
        waves.moveTo(r.left() + 2, y);
        for (double x = r.left() + 2; x < r.right() - 4; x += 8) {
            waves.quadTo(x + 2, y - 3, x + 4, y);
            waves.quadTo(x + 6, y + 3, x + 8, y);
        }
        p->setPen(QPen(QColor(40, 90, 140), 1.6));
        p->setBrush(Qt::NoBrush);
        p->drawPath(waves);
    }
    // An order given: a small gold arrowhead in the corner.
    if (m_ordered) {
        QPolygonF arrow;
        arrow << r.topRight() + QPointF(-9, 1) << r.topRight() + QPointF(1, 1) << r.topRight() + QPointF(1, 11);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(240, 196, 70));
        p->drawPolygon(arrow);
    }
}

void CounterItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    m_scene->counterPressed(this);
    if (m_movable) {
        m_dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void CounterItem::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_dragging)
        m_scene->counterDragged(this, event->scenePos());
}

void CounterItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_dragging = false;
    setCursor(Qt::OpenHandCursor);
    m_scene->counterDropped(this, event->scenePos());
}

void CounterItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = true;
    update();
}

void CounterItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hover = false;
    update();
}

// --- Routes -----------------------------------------------------------------

RouteItem::RouteItem()
{
    setZValue(30);
}

void RouteItem::setRoute(const QPolygonF &path, Side side, const QString &label, bool preview, bool valid)
{
    prepareGeometryChange();
    m_path = path;
    m_side = side;
    m_label = label;
    m_preview = preview;
    m_valid = valid;
    update();
}

void RouteItem::setPixel(double pixel)
{
    prepareGeometryChange();
    m_px = pixel;
}

QRectF RouteItem::boundingRect() const
{
    return m_path.boundingRect().adjusted(-30 * m_px, -50 * m_px, 260 * m_px, 30 * m_px);
}

void RouteItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_path.size() < 2)
        return;
    p->setRenderHint(QPainter::Antialiasing);
    const QColor c = !m_valid ? QColor(190, 40, 30) : m_side == Side::Union ? QColor(30, 60, 150) : QColor(150, 40, 30);
    // A wide pale casing, then the arrow line.
    p->setPen(QPen(QColor(255, 250, 235, 200), 9 * m_px, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPolyline(m_path);
    p->setPen(QPen(c, 4.5 * m_px, m_preview ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPolyline(m_path);
    // The arrowhead.
    const QPointF tip = m_path.last(), from = m_path[m_path.size() - 2];
    const QPointF d = tip - from;
    const double len = std::hypot(d.x(), d.y());
    if (len > 0.1) {
        const QPointF u = d / len, n(-u.y(), u.x());
        QPolygonF head;
        head << tip << tip - u * 16 * m_px + n * 8 * m_px << tip - u * 16 * m_px - n * 8 * m_px;
        p->setPen(QPen(QColor(255, 250, 235), 1.5 * m_px));
        p->setBrush(c);
        p->drawPolygon(head);
    }
    if (!m_label.isEmpty()) {
        // The label is drawn at screen size round the tip.
        p->save();
        p->translate(tip);
        p->scale(m_px, m_px);
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setBold(true);
        f.setPixelSize(14);
        p->setFont(f);
        const QFontMetricsF fm(f);
        const QRectF box(QPointF(14, -34), QSizeF(fm.horizontalAdvance(m_label) + 14, fm.height() + 6));
        p->setPen(QPen(c, 1.5));
        p->setBrush(QColor(255, 250, 235, 235));
        p->drawRoundedRect(box, 4, 4);
        p->setPen(c.darker(130));
        p->drawText(box, Qt::AlignCenter, m_label);
        p->restore();
    }
}

} // namespace hardtack::ui
