#pragma once
// The background half of MapItem: renders blocks of map tiles on worker
// threads, so that a zoom or a jump never waits for the map painter. QImage
// painting is thread-safe; each worker has its own MapPainter and counter
// sheet (their caches are not), and its own shallow copy of the map (only
// read). Results reach the GUI thread through a queued call.

#include "render/mappainter.h"

#include <QImage>
#include <QObject>
#include <QRect>
#include <QVector>

#include <functional>
#include <memory>

namespace hardtack::ui {

// A job and its result: the tiles of one band in a block of tile
// coordinates, or (tiles empty) the whole map in one image, the overview.
struct TileBlock
{
    int generation = 0;
    int band = 0;
    double scale = 1.0;     // device pixels per scene unit
    QRect tiles;            // tile coordinates; empty: the overview
    bool grid = true;
    QVector<Objective> objectives;
    QVector<QImage> images; // the result: row by row, one per tile (or the overview)
    int hexes = 0;          // hexes rendered (tests)
};

class TileRenderer
{
public:
    static constexpr int kTile = 256; // device pixels on a side

    TileRenderer(const Map &map, double hexWidth);
    ~TileRenderer(); // waits for the jobs running
    TileRenderer(const TileRenderer &) = delete;
    TileRenderer &operator=(const TileRenderer &) = delete;

    // Renders block on a worker; done(block) then runs on the GUI thread
    // (never after this renderer is gone).
    void start(TileBlock block, std::function<void(TileBlock &)> done);
    // Jobs run at once (one worker thread fewer than the cores: the GUI
    // thread keeps one; at least one).
    static int maxJobs();
    // CPU time used so far by the jobs (of every renderer), in ms (the
    // frame benchmark reports it apart from the frames' own).
    static double workerCpuMs();

    // The same rendering on the calling thread (the synchronous path).
    static void render(MapPainter &painter, TileBlock &block);

private:
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    QObject m_context; // receives the results in the GUI thread
};

} // namespace hardtack::ui
