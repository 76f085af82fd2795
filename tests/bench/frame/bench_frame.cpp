// bench_frame: how long the battle view takes to paint a frame (issue 9):
// the largest shipped scenario (most units × hexes) in a 1920×1080 view,
// panned across the whole map at three zoom levels and zoomed in and out.
// Target: median ≤ 8 ms, 95th percentile ≤ 16 ms of CPU time per frame (wall
// time too in the details). Prints one JSON line.
// Map tiles are rendered on worker threads (ui/battle/tilerenderer.h): a
// frame whose tiles are not in yet draws a scaled placeholder, and counts
// like any other. The workers' CPU time is not a frame's (it is reported
// apart), and the details say how long the sharp tiles take to arrive after a
// zoom (wall time, on this machine's load). --verbose logs every frame (CPU,
// GUI thread, wall, placeholder tiles, counters redrawn and scaled) on stderr.

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/battlescene.h"
#include "ui/battle/mapitem.h"
#include "ui/battle/unititem.h"
#include "ui/common/mapview.h"

#include "core/scenario.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QEvent>
#include <QMainWindow>
#include <QScrollBar>

#include <algorithm>
#include <functional>
#include <cstdio>
#include <ctime>

using namespace hardtack;

namespace {
// CPU time of the process, in ms, less the map tile workers'. The machine
// is shared: wall time measures the neighbours too, CPU time what a frame
// costs (all threads but the tile workers: Qt's raster engine hands large
// fills to a thread pool). Both are reported; the target is judged on CPU
// time.
double frameCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6 - ui::TileRenderer::workerCpuMs();
}

double guiThreadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// Counts the paints of the viewport.
class PaintCounter : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::Paint;
        return false;
    }
};

double at(const QVector<double> &sorted, double q)
{
    return sorted.at(std::min<qsizetype>(sorted.size() - 1, qsizetype(sorted.size() * q)));
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The largest shipped scenario.
    const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios"));
    QString best;
    qint64 bestSize = -1;
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        LoadError e;
        const auto s = loadScenario(dir.filePath(f), &e);
        if (!s)
            continue;
        const qint64 size = qint64(s->units.size() + 1) * s->map.width * s->map.height;
        if (size > bestSize) {
            bestSize = size;
            best = dir.filePath(f);
        }
    }
    QMainWindow window;
    auto *mode = new ui::BattleMode(&window);
    window.setCentralWidget(mode->centralWidget());
    ui::BattleSetup setup;
    setup.control[0] = setup.control[1] = ui::Controller::Human;
    QString error;
    if (best.isEmpty() || !mode->open(best, setup, &error)) {
        std::printf("{\"bench\":\"frame\",\"value\":0,\"unit\":\"ms\",\"target\":\"median <= 8 ms, p95 <= 16 ms\","
                    "\"ok\":false,\"details\":\"cannot open a scenario\"}\n");
        return 1;
    }
    ui::MapView *view = mode->view();
    view->setFixedSize(1920, 1080);
    window.show();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();

    const bool verbose = app.arguments().contains(QStringLiteral("--verbose"));
    ui::MapItem *map = mode->scene()->mapItem();
    QVector<double> ms, wallMs, guiMs;
    int placeholderFrames = 0;
    const double workersBefore = ui::TileRenderer::workerCpuMs();
    QElapsedTimer t;
    // A frame: one pan or zoom step, the whole viewport marked for repaint
    // (the worst case: a real pan repaints only the strip that scrolled in),
    // then one pass of the event loop: tiles that arrived, counters waiting
    // for a redraw, and one paint with all of it, as a real event loop paints
    // once per pass. (Until frame3 a frame was a pass of the event loop, with
    // its own paint, and then a forced repaint: two paints counted as one.)
    PaintCounter paints;
    view->viewport()->installEventFilter(&paints);
    auto frame = [&](const char *kind, const std::function<void()> &step) {
        const int drawn0 = ui::UnitItem::imagesDrawn(), scaled0 = ui::UnitItem::imagesScaled();
        paints.count = 0;
        t.start();
        const double cpu0 = frameCpuMs();
        const double gui0 = guiThreadCpuMs();
        step();
        view->viewport()->update();
        QCoreApplication::processEvents();
        if (paints.count == 0)
            view->viewport()->repaint(); // the paint had not come yet
        ms << frameCpuMs() - cpu0;
        guiMs << guiThreadCpuMs() - gui0;
        wallMs << t.nsecsElapsed() / 1e6;
        placeholderFrames += map->lastPlaceholderTiles() > 0;
        if (verbose)
            std::fprintf(stderr,
                         "frame %d %s zoom %.3f: %.2f ms CPU (GUI thread %.2f), %.2f ms wall; %d paint(s), "
                         "%d placeholder tiles, %d counters redrawn, %d scaled\n",
                         int(ms.size()), kind, view->zoom(), ms.last(), guiMs.last(), wallMs.last(),
                         std::max(1, paints.count), map->lastPlaceholderTiles(),
                         ui::UnitItem::imagesDrawn() - drawn0, ui::UnitItem::imagesScaled() - scaled0);
    };
    // Pan the whole map at three zoom levels (far, middle, close).
    for (double zoom : {0.25, 0.7, 1.6}) {
        view->setZoom(zoom);
        QCoreApplication::processEvents();
        QScrollBar *h = view->horizontalScrollBar();
        QScrollBar *v = view->verticalScrollBar();
        const int stepsX = 12, stepsY = 6;
        for (int y = 0; y <= stepsY; ++y)
            for (int x = 0; x <= stepsX; ++x) {
                frame("pan", [&] {
                    h->setValue(h->minimum() + (h->maximum() - h->minimum()) * x / stepsX);
                    v->setValue(v->minimum() + (v->maximum() - v->minimum()) * y / stepsY);
                });
            }
    }
    // Zoom in and out around the middle.
    view->centerOn(view->sceneRect().center());
    for (int i = 0; i < 30; ++i) {
        frame("zoom", [&] { view->setZoom(0.2 * std::pow(1.1, i)); });
    }
    // Time to sharp: after a zoom to a scale not seen yet, how long until
    // every tile of the view is in (wall time) and the workers' CPU for it.
    const double workers = ui::TileRenderer::workerCpuMs() - workersBefore;
    QVector<double> sharpMs, sharpCpuMs;
    for (double zoom : {0.3, 0.55, 0.85, 1.3, 2.0, 3.3}) {
        QCoreApplication::processEvents();
        ui::MapItem::waitUntilSharp(); // what is still on its way from the frames
        const double w0 = ui::TileRenderer::workerCpuMs();
        t.start();
        view->setZoom(zoom);
        view->viewport()->repaint();
        const bool sharp = ui::MapItem::waitUntilSharp(30000);
        sharpMs << (sharp ? t.nsecsElapsed() / 1e6 : 1e9);
        sharpCpuMs << ui::TileRenderer::workerCpuMs() - w0;
        if (verbose)
            std::fprintf(stderr, "zoom %.2f sharp after %.1f ms wall, %.1f ms worker CPU\n", zoom, sharpMs.last(),
                         sharpCpuMs.last());
    }
    std::sort(sharpMs.begin(), sharpMs.end());
    std::sort(sharpCpuMs.begin(), sharpCpuMs.end());

    std::sort(ms.begin(), ms.end());
    std::sort(wallMs.begin(), wallMs.end());
    std::sort(guiMs.begin(), guiMs.end());
    const double median = at(ms, 0.5);
    const double p95 = at(ms, 0.95);
    const bool ok = median <= 8.0 && p95 <= 16.0;
    std::printf("{\"bench\":\"frame\",\"value\":%.3f,\"unit\":\"ms\",\"target\":\"median <= 8 ms, p95 <= 16 ms\","
                "\"ok\":%s,\"details\":\"%s, %d frames at 1920x1080, CPU: median %.3f, p95 %.3f, max %.3f ms (GUI thread alone: median %.3f, p95 %.3f); "
                "wall: median %.3f, p95 %.3f, max %.3f ms; %d frames drew placeholders; "
                "tile workers: %d thread(s), %.0f ms CPU over the frames; after a zoom the tiles are sharp in "
                "median %.0f ms, max %.0f ms wall (worker CPU median %.0f ms)\"}\n",
                median, ok ? "true" : "false", qPrintable(QFileInfo(best).fileName()), int(ms.size()), median, p95,
                ms.last(), at(guiMs, 0.5), at(guiMs, 0.95), at(wallMs, 0.5), at(wallMs, 0.95), wallMs.last(), placeholderFrames,
                ui::TileRenderer::maxJobs(), workers, at(sharpMs, 0.5), sharpMs.last(), at(sharpCpuMs, 0.5));
    return ok ? 0 : 1;
}
