#include "unititem.h"
#include "battlescene.h"

#include "render/lod.h"

#include <QPainter>

namespace hardtack::ui {

UnitItem::UnitItem(const QString &unitId, CounterPainter *counters, double hexWidth, double hexHeight)
    : m_unitId(unitId), m_counters(counters), m_hexWidth(hexWidth), m_size(CounterPainter::unitSize(hexHeight))
{
    setFlag(QGraphicsItem::ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(10);
}

void UnitItem::syncWith(const Unit &unit, QPointF position)
{
    prepareGeometryChange();
    m_look = CounterLook::of(unit);
    setPos(position);
    setVisible(unit.onMap);
    update();
}

QRectF UnitItem::boundingRect() const
{
    // The body, its facing wedge and the selection glow.
    const double half = m_size * 0.5 + m_size * 0.25;
    return QRectF(-half, -half, 2 * half, 2 * half);
}

QPainterPath UnitItem::shape() const
{
    QPainterPath p;
    p.addRect(QRectF(-m_size / 2, -m_size / 2, m_size, m_size));
    return p;
}

void UnitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Lod lod = lodForHexPixels(m_hexWidth * deviceScale(painter));
    if (isSelected()) {
        // A warm glow around the selected counter.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(255, 214, 90), m_size * 0.09));
        painter->setBrush(QColor(255, 214, 90, 70));
        const double g = m_size * 0.62;
        painter->drawRoundedRect(QRectF(-g, -g, 2 * g, 2 * g), m_size * 0.14, m_size * 0.14);
        painter->restore();
    }
    m_counters->paintUnit(painter, m_look, QPointF(0, 0), m_size, lod);
}

void UnitItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportUnitHover(m_unitId);
    QGraphicsItem::hoverEnterEvent(event);
}

void UnitItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportUnitHover(QString());
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace hardtack::ui
