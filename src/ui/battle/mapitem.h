#pragma once
// The map under the counters: one item for the whole map that draws the
// exposed part through the map painter (render/mappainter.h).

#include "itemtypes.h"

#include "render/mappainter.h"

#include <QGraphicsItem>

namespace hardtack::ui {

class MapItem : public QGraphicsItem
{
public:
    enum { Type = MapItemType };

    // map must outlive the item; sheet draws the objective markers.
    MapItem(const Map *map, double hexWidth, CounterSheet *sheet);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const MapGeometry &geometry() const { return m_painter.geometry(); }
    MapPainter &mapPainter() { return m_painter; }
    // Hexes visited by the last paint (tests check that only exposed ones are).
    int lastHexesPainted() const { return m_lastHexes; }

private:
    MapPainter m_painter;
    int m_lastHexes = 0;
};

} // namespace hardtack::ui
