#include "mapitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hardtack::ui {

MapItem::MapItem(const Map *map, double hexWidth, CounterSheet *sheet) : m_painter(map, hexWidth, sheet)
{
    // Paint gets the exposed rect, so a scroll repaints a strip, not the map.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setZValue(0);
}

QRectF MapItem::boundingRect() const
{
    return m_painter.geometry().bounds();
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    // Paper under the ragged edge of the map.
    painter->fillRect(exposed, MapPainter::backgroundColour());
    m_lastHexes = m_painter.paint(painter, exposed).hexes;
}

} // namespace hardtack::ui
