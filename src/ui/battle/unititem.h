#pragma once
// One unit counter on the map. It paints the counter (render/counterpainter.h)
// and reports hover; it decides nothing (STYLE.md §2). syncWith() copies what
// it shows from the model.

#include "itemtypes.h"

#include "render/counterpainter.h"

#include <QGraphicsItem>

namespace hardtack::ui {

class UnitItem : public QGraphicsItem
{
public:
    enum { Type = UnitItemType };

    UnitItem(const QString &unitId, CounterPainter *counters, double hexWidth, double hexHeight);
    ~UnitItem() override;

    int type() const override { return Type; }
    const QString &unitId() const { return m_unitId; }
    void syncWith(const Unit &unit, QPointF position);

    // What the mode wants shown around the counter (it decides; the item paints).
    void setSelectedLook(bool on);
    bool isSelectedLook() const { return m_selected; }
    void setCanAct(bool on);
    // Count shown on the badge of the top counter of a stack (0: no badge).
    void setStackCount(int n);
    int stackCount() const { return m_stackCount; }
    // The colour-blind-safe palette draws the selection and the markers in
    // colours told apart by every kind of colour vision.
    static void setSafePalette(bool on);
    // A paint of the view begins (BattleScene::drawBackground): counters
    // redrawn after a zoom get a new time budget.
    static void beginFrame();
    // Counter images drawn, and stale ones shown scaled, since the start
    // (the frame benchmark logs them per frame).
    static int imagesDrawn();
    static int imagesScaled();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    // Everything the item shows (ring, counter, fatigue bar, letters, badge).
    void paintCounter(QPainter *painter, double deviceScale);
    void dropImage() { m_image = QImage(); }
    static void refreshLater(UnitItem *item);

    QString m_unitId;
    CounterPainter *m_counters;
    CounterLook m_look;
    double m_hexWidth;
    double m_size; // counter body side in scene units
    int m_fatigue = 0;
    UnitFormation m_formation = UnitFormation::None;
    int m_stackCount = 0;
    bool m_selected = false;
    bool m_canAct = false;
    // The item as drawn at m_imageScale device pixels per scene unit: a frame
    // copies it (antialiased rings and text cost more than the pixels).
    QImage m_image;
    double m_imageScale = 0;
    int m_imagePalette = -1;
};

} // namespace hardtack::ui
