#pragma once
// A leader's marker on the map: a disc in the side's colour with one star per
// command level and his rating. Paints and reports hover; decides nothing.

#include "itemtypes.h"

#include "render/counterpainter.h"

#include <QGraphicsItem>

namespace hardtack::ui {

class LeaderItem : public QGraphicsItem
{
public:
    enum { Type = LeaderItemType };

    LeaderItem(const QString &formationId, CounterPainter *counters, double hexWidth, double hexHeight);

    int type() const override { return Type; }
    const QString &formationId() const { return m_formationId; }
    void syncWith(const Formation &formation, QPointF position);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QString m_formationId;
    CounterPainter *m_counters;
    Side m_side = Side::Union;
    Level m_level = Level::Brigade;
    int m_rating = 4;
    double m_hexWidth;
    double m_size;
};

} // namespace hardtack::ui
