#pragma once
// The battle's QGraphicsScene: the map item, one UnitItem per unit and one
// LeaderItem per leader, found by id (QHash<QString, UnitItem *>). It turns
// mouse movement into "which hex, which unit" signals; the rules and the
// panels listen. It never changes the scenario.

#include "render/counterpainter.h"
#include "render/mapgeometry.h"

#include "core/scenario.h"

#include <QGraphicsScene>
#include <QVariantAnimation>
#include <QHash>
#include <QPoint>
#include <QSet>

namespace hardtack::ui {

class LeaderItem;
class MapItem;
class OverlayItem;
class UnitItem;

class BattleScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr double kHexWidth = 64.0; // scene units across a hex

    explicit BattleScene(QObject *parent = nullptr);
    ~BattleScene() override;

    // Builds the items for scenario, which must outlive the scene or the
    // next call (nullptr clears the scene). The scenario may be a side's
    // view: a unit's item is made when the unit first appears in it (an
    // enemy coming into sight, a reinforcement) and hidden while it is absent.
    void setScenario(const Scenario *scenario);
    OverlayItem *overlay() const { return m_overlay; }
    const Scenario *scenario() const { return m_scenario; }
    const MapGeometry &geometry() const { return m_geometry; }
    MapItem *mapItem() const { return m_mapItem; }
    UnitItem *unitItem(const QString &unitId) const { return m_units.value(unitId); }
    LeaderItem *leaderItem(const QString &formationId) const { return m_leaders.value(formationId); }
    int unitItemCount() const { return int(m_units.size()); }
    CounterPainter &counters() { return m_counters; }

    // Re-reads positions and looks of every unit and leader from the scenario.
    void syncAll();
    // The same for the units in `changed` (a BattleChange's), and any other
    // whose place, stack or visibility is no longer what its item shows
    // (stack mates, units that came into or went out of sight); leaders all.
    void syncUnits(const QSet<QString> &changed);
    // The scenario's map or objectives changed under the items (the
    // editor): a new map item for the ground as it is now (the old one's
    // tiles and its renderer's copy are of the old ground). synchronous:
    // its tiles are drawn in the paint (no placeholder between strokes).
    void rebuildMap(bool synchronous);
    void setGridVisible(bool on);
    // Counters that changed hex slide there over this many ms (0: jump).
    void setMoveAnimationMs(int ms) { m_slideMs = ms; }

    QString selectedUnit() const;
    QStringList selectedUnits() const { return m_selection; }
    void selectUnit(const QString &unitId); // empty: none
    void setSelection(const QStringList &unitIds); // the first is "the" selected unit
    void setCanAct(const QSet<QString> &unitIds);
    // Units drawn on the map (visible items), for tests and the fog check.
    QStringList shownUnits() const;

    // Called by the items.
    void reportUnitHover(const QString &unitId);
    void reportLeaderHover(const QString &formationId);

signals:
    // Offset coordinates of the hex under the cursor; (-1, -1) off the map.
    void hexHovered(QPoint hex);
    void unitHovered(const QString &unitId);       // empty: none
    void leaderHovered(const QString &formationId); // empty: none
    void unitSelected(const QString &unitId);      // empty: none

protected:
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    // Called once at the start of every paint of a view: a new frame.
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void sync(const QSet<QString> *only);
    void clearItems();

    const Scenario *m_scenario = nullptr;
    MapGeometry m_geometry;
    CounterPainter m_counters;
    MapItem *m_mapItem = nullptr;
    QHash<QString, UnitItem *> m_units;
    QHash<QString, LeaderItem *> m_leaders;
    QPoint m_hoveredHex{-1, -1};
    QStringList m_selection;
    OverlayItem *m_overlay = nullptr;
    int m_slideMs = 0;
    QSet<QString> m_placed;                      // items put on their hex at least once
    QHash<QString, QVariantAnimation *> m_slides; // the slide running for an item
};

} // namespace hardtack::ui
