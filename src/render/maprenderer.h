#pragma once
// Renders a whole map (and, for a scenario or save, its objectives, units and
// leaders) to an image or a PNG file without any window: hardtack-cli render
// and the tests use it. The PNG is drawn in bands of rows by one worker
// thread per core, each with its own painters and caches (they are not
// shared between threads), while this thread writes the finished bands in
// order; memory stays at a few bands however large the map.

#include "counterpainter.h"
#include "mappainter.h"

#include "core/map.h"
#include "core/scenario.h"

#include <QImage>

#include <memory>

namespace hardtack {

class MapRenderer
{
public:
    // Refuse absurd sizes (a typo in --hex-width should not fill the disk).
    static constexpr int kMaxSide = 16384;
    static constexpr qint64 kMaxPixels = 200'000'000;
    static constexpr int kBandHeight = 256;

    // map must outlive the renderer.
    MapRenderer(const Map *map, double hexWidth);

    // Draw the scenario's units on the map, its leaders and objectives too.
    void setScenario(const Scenario &scenario);

    QSize imageSize() const;
    // Empty when the image size is within the limits, else why not.
    QString sizeProblem() const;
    int unitCount() const { return int(m_units.size()); }
    int leaderCount() const { return int(m_leaders.size()); }

    // The pixels of area (image coordinates) as an RGB32 image.
    QImage render(const QRect &area);
    QImage render() { return render(QRect(QPoint(0, 0), imageSize())); }
    bool writePng(const QString &fileName, QString *error);

private:
    struct PlacedUnit
    {
        QPointF centre;
        CounterLook look;
    };
    struct PlacedLeader
    {
        QPointF centre;
        Side side;
        Level level;
        int rating;
    };
    void paintArea(QImage &image, QPoint origin);
    // A renderer that draws the same things (for a worker thread).
    std::unique_ptr<MapRenderer> clone() const;

    const Map *m_map;
    double m_hexWidth;
    CounterPainter m_counters;
    MapPainter m_painter;
    QVector<PlacedUnit> m_units;
    QVector<PlacedLeader> m_leaders;
    QVector<Objective> m_objectives;
};

} // namespace hardtack
