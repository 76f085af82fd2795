#pragma once
// What the mode wants shown on the map besides the counters (it decides; the
// item paints, STYLE.md §2): the reachable hexes, the path under the cursor
// with its MP cost, legal targets, range rings, the hexes a unit sees (line
// of sight tool), the ghosts of enemies last seen, and a hex to locate.

#include "itemtypes.h"

#include "render/mapgeometry.h"

#include "core/battle.h"

#include <QGraphicsItem>
#include <QHash>
#include <QSet>

namespace hardtack {
class CounterPainter;
}

namespace hardtack::ui {

enum { OverlayItemType = QGraphicsItem::UserType + 10 };

class OverlayItem : public QGraphicsItem
{
public:
    enum { Type = OverlayItemType };

    OverlayItem(const MapGeometry *geometry, CounterPainter *counters);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    void setReachable(const QHash<Hex, int> &mpCost, Hex origin);
    void setPath(const QVector<Hex> &path, int mp);
    void setTargets(const QVector<Hex> &targets, bool melee);
    void setHotTarget(std::optional<Hex> hex);
    void setRangeRings(std::optional<Hex> centre, QVector<int> radii);
    void setSeen(const QSet<Hex> &hexes);
    void setGhosts(const QVector<Ghost> &ghosts, Side enemy);
    void setLocated(std::optional<Hex> hex);
    // The threat overlay (threats.h): per hex, bit 1 the enemy could fire on
    // it, bit 2 charge it; empty: off.
    void setThreats(const QHash<Hex, quint8> &kinds);
    const QHash<Hex, quint8> &threats() const { return m_threats; }
    static QColor threatColour(bool charge);
    void clearOrders(); // reachable, path, targets
    // Each hex's [col,row] written at its top edge (the Coordinates setting),
    // once hexes are big enough on screen to read them.
    void setCoordinates(bool on);
    // A night turn (RULES §14): the map darkened, less where the side's
    // units see (`lit`: the hexes within night sight of them).
    void setNight(bool on, const QSet<Hex> &lit = {});
    bool night() const { return m_night; }
    bool coordinates() const { return m_coordinates; }

    const QHash<Hex, int> &reachable() const { return m_reachable; }
    const QVector<Hex> &targets() const { return m_targets; }
    const QVector<Ghost> &ghosts() const { return m_ghosts; }

    static void setSafePalette(bool on);

private:
    QPolygonF hexPolygon(Hex h, double shrink = 1.0) const;

    const MapGeometry *m_geometry;
    CounterPainter *m_counters;
    QHash<Hex, int> m_reachable;
    Hex m_origin;
    QVector<Hex> m_path;
    int m_pathMp = 0;
    QVector<Hex> m_targets;
    bool m_melee = false;
    std::optional<Hex> m_hot;
    std::optional<Hex> m_ringCentre;
    QVector<int> m_rings;
    QSet<Hex> m_seen;
    QVector<Ghost> m_ghosts;
    Side m_enemy = Side::Confederate;
    std::optional<Hex> m_located;
    QHash<Hex, quint8> m_threats;
    bool m_coordinates = false;
    bool m_night = false;
    QSet<Hex> m_lit;
};

} // namespace hardtack::ui
