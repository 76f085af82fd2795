#pragma once
// What the Cascade Lab draws over the battle scene's counters (it paints; the
// window decides, STYLE.md §2): the routed trigger, an arrow from the unit
// that set off each check to the unit that took it, and by each checking
// unit a tag with its final morale and its die ("4 vs 3") in green (held)
// or red (failed). The check just played flashes.

#include "core/events/events.h"

#include <QGraphicsItem>
#include <QHash>
#include <QPointF>

namespace hardtack::ui {

class BattleScene;

enum { CascadeOverlayType = QGraphicsItem::UserType + 30 };

class CascadeOverlay : public QGraphicsItem
{
public:
    enum { Type = CascadeOverlayType };

    explicit CascadeOverlay(BattleScene *scene);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The trigger and the checks played so far (the last one is "current").
    void setCascade(const QString &trigger, const QVector<MoraleCheckEvent> &shown);
    void setHighlighted(const QString &unitId); // the unit of the explanation's selected row
    void setFlash(double level);                // 0 … 1: the current check's flash
    // Where a unit's counter stands now (its item's position); null if hidden.
    std::optional<QPointF> unitPosition(const QString &unitId) const;

private:
    void paintArrow(QPainter *p, QPointF from, QPointF to, const QColor &colour, double width) const;
    void paintTag(QPainter *p, QPointF at, const MoraleCheckEvent &c, bool current) const;

    BattleScene *m_scene;
    QString m_trigger;
    QVector<MoraleCheckEvent> m_shown;
    QString m_highlighted;
    double m_flash = 0;
};

} // namespace hardtack::ui
