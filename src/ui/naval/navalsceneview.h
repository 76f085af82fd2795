#pragma once
// The diagram of the naval battle page: the two squadrons as ship silhouettes
// (resources/naval/*.svg) with hull, propulsion and crew bars and their
// flags, the shore batteries, the wind and the location; ships at close
// quarters sail in the inner lane, those at range in the outer one; the
// current shot is drawn as a line from firer to target.

#include "navalreplay.h"

#include <QHash>
#include <QPixmap>
#include <QWidget>

namespace hardtack::ui {

class NavalSceneView : public QWidget
{
    Q_OBJECT

public:
    explicit NavalSceneView(QWidget *parent = nullptr);

    void setBattle(const NavalBattle *battle);
    void setState(const NavalReplayState &state);
    QSize sizeHint() const override { return {760, 460}; }
    QSize minimumSizeHint() const override { return {480, 300}; }

    // Where a unit was drawn last (for tests).
    QRectF unitRect(int unit) const { return m_rects.value(unit); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPixmap silhouette(const QString &type, const QColor &color, const QSize &size);
    void drawBackdrop(QPainter &p, const QRectF &r);
    void drawUnit(QPainter &p, int unit, const QRectF &card);
    void drawBar(QPainter &p, const QRectF &r, double value, const QString &label);

    const NavalBattle *m_battle = nullptr;
    NavalReplayState m_state;
    bool m_mixed = false;      // some ships at close quarters and some at range
    QHash<QString, QPixmap> m_pixmaps;
    QHash<int, QRectF> m_rects;
};

// Draws a small ensign of the side (also used by the orders panel).
void paintNavalFlag(QPainter &p, const QRectF &r, Side side);
// The color a side's ships are drawn in.
QColor navalSideColor(Side side);

} // namespace hardtack::ui
