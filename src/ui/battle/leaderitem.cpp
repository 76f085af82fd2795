#include "leaderitem.h"
#include "battlescene.h"

#include "render/lod.h"

namespace hardtack::ui {

LeaderItem::LeaderItem(const QString &formationId, CounterPainter *counters, double hexWidth, double hexHeight)
    : m_formationId(formationId), m_counters(counters), m_hexWidth(hexWidth),
      m_size(CounterPainter::leaderSize(hexHeight))
{
    setAcceptHoverEvents(true);
    setZValue(20);
}

void LeaderItem::syncWith(const Formation &formation, QPointF position)
{
    m_side = formation.side;
    m_level = formation.level;
    m_rating = formation.leader.rating;
    setPos(position);
    setVisible(formation.leader.active());
    update();
}

QRectF LeaderItem::boundingRect() const
{
    const double half = m_size * 0.55;
    return QRectF(-half, -half, 2 * half, 2 * half);
}

QPainterPath LeaderItem::shape() const
{
    QPainterPath p;
    p.addEllipse(QPointF(0, 0), m_size / 2, m_size / 2);
    return p;
}

void LeaderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Lod lod = lodForHexPixels(m_hexWidth * deviceScale(painter));
    m_counters->paintLeader(painter, m_side, m_level, m_rating, QPointF(0, 0), m_size, lod);
}

void LeaderItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportLeaderHover(m_formationId);
    QGraphicsItem::hoverEnterEvent(event);
}

void LeaderItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportLeaderHover(QString());
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace hardtack::ui
