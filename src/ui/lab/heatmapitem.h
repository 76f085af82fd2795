#pragma once
// The Cascade Lab's heat map over the battle scene (issue #11): each hex with
// a unit that took a cascade check is tinted by that unit's chance to rout
// (the highest in a stacked hex) and labelled with the percentage; the
// forced unit is ringed. In difference mode the tint is setup B minus setup
// A: red where B routs more often, blue where less. legend() paints the key
// for the view and the exported PNG.

#include "render/mapgeometry.h"

#include <QGraphicsItem>
#include <QHash>
#include <QString>

class QPainter;

namespace hardtack::ui {

enum { HeatMapItemType = QGraphicsItem::UserType + 40 };

class HeatMapItem : public QGraphicsItem
{
public:
    enum { Type = HeatMapItemType };
    enum class Mode { Chance, Difference };

    explicit HeatMapItem(const MapGeometry *geometry);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Values per hex (0..1 for Chance, -1..1 for Difference); forced: the
    // trigger's hex (ringed), if any.
    void setValues(const QHash<Hex, double> &perHex, Mode mode, std::optional<Hex> forced = {});
    void clear();
    const QHash<Hex, double> &values() const { return m_values; }
    Mode mode() const { return m_mode; }
    // The hexes shown, grown by `margin` hexes, in scene coordinates (for framing).
    QRectF area(int margin = 2) const;

    static QColor colour(double value, Mode mode);
    // The key: a colour bar with its scale, under a title (for views and PNGs).
    static void paintLegend(QPainter *p, const QRectF &rect, Mode mode, const QString &title);

private:
    const MapGeometry *m_geometry;
    QHash<Hex, double> m_values;
    Mode m_mode = Mode::Chance;
    std::optional<Hex> m_forced;
};

} // namespace hardtack::ui
