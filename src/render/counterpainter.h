#pragma once
// Unit counters and leader markers, composed from the counter sheet: a body in
// the side's colour (Union blue, Confederate grey with a butternut rim), the
// NATO symbol of the unit type, strength (men, or guns for artillery) and
// quality letter, a status marker (disrupted, routed; ammunition low or out)
// and a facing wedge. Leaders are discs with one star per command level (1
// brigade … 4 army) and their rating letter. Each finished counter is cached
// by its look and pixel size, so a map of 2,000 counters is mostly blits.

#include "countersheet.h"
#include "lod.h"

#include "core/scenario.h"

#include <QHash>
#include <QImage>

namespace hardtack {

// Everything that changes how a unit's counter looks.
struct CounterLook
{
    Side side = Side::Union;
    UnitType type = UnitType::Infantry;
    int strength = 0; // men, or guns for artillery
    int quality = 4;
    Status status = Status::Normal;
    Ammo ammo = Ammo::Normal;
    HexSide facing = HexSide::N;
    bool hasFacing = true; // wagons and routed units have no front

    static CounterLook of(const Unit &unit);
    QString key() const;
};

class CounterPainter
{
public:
    explicit CounterPainter(const QString &sheetFile = CounterSheet::defaultFile());

    CounterSheet &sheet() { return m_sheet; }

    // Counter body side, and leader disc diameter, for hexes hexHeight tall.
    static double unitSize(double hexHeight) { return 0.66 * hexHeight; }
    static double leaderSize(double hexHeight) { return 0.36 * hexHeight; }
    // Where the k-th of n counters in one hex sits relative to the hex centre:
    // a small diagonal fan so every counter of a stack peeks out.
    static QPointF stackOffset(int k, int n, double unitSize);
    // Where a leader sits relative to the hex centre (upper left, clear of the
    // counters' numbers).
    static QPointF leaderOffset(double hexHeight);

    // The counter image for a body bodyPx pixels wide, with a margin on every
    // side for the facing wedge; bodyPx + 2 * margin(bodyPx) square.
    QImage unitImage(const CounterLook &look, int bodyPx, Lod lod);
    static int margin(int bodyPx);
    QImage leaderImage(Side side, Level level, int rating, int px, Lod lod);

    // Paint at scene position centre with a body of bodySize scene units.
    void paintUnit(QPainter *painter, const CounterLook &look, QPointF centre, double bodySize, Lod lod);
    void paintLeader(QPainter *painter, Side side, Level level, int rating, QPointF centre, double size, Lod lod);

    int cachedCount() const { return int(m_cache.size()); }

private:
    void drawBody(QPainter &p, const CounterLook &look, const QRectF &body, Lod lod);
    void drawText(QPainter &p, const CounterLook &look, const QRectF &body);
    void drawMarkers(QPainter &p, const CounterLook &look, const QRectF &body, Lod lod);
    void drawFacing(QPainter &p, const CounterLook &look, const QRectF &body);

    CounterSheet m_sheet;
    QHash<QString, QImage> m_cache;
};

} // namespace hardtack
