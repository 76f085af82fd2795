#include "tilerenderer.h"

#include "render/countersheet.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPainter>
#include <QThread>
#include <QThreadPool>
#include <QWaitCondition>

#include <cmath>
#include <vector>

#ifdef Q_OS_UNIX
#include <pthread.h>
#include <time.h>
#endif

namespace hardtack::ui {

namespace {

int jobsAtOnce()
{
    return std::max(1, QThread::idealThreadCount() - 1);
}

// Jobs run in Qt's global pool: the raster engine hands large fills and
// image conversions to that pool unless it is called from one of its own
// threads, so a job done there stays on its thread (and its CPU time is
// counted as the job's). The pool grows by the jobs it may hold, so that the
// GUI thread's own fills never wait behind a job.
QThreadPool *tilePool()
{
    static bool grown = false;
    QThreadPool *pool = QThreadPool::globalInstance();
    if (!grown) {
        grown = true;
        pool->setMaxThreadCount(std::max(pool->maxThreadCount(), QThread::idealThreadCount()) + jobsAtOnce());
    }
    return pool;
}

// CPU time of the jobs: those done, and those running so far.
QMutex s_cpuMutex;
double s_doneMs = 0;
#ifdef Q_OS_UNIX
struct Running
{
    clockid_t clock;
    double startMs;
};
QVector<Running> s_running;

double clockMs(clockid_t id)
{
    timespec t{};
    return clock_gettime(id, &t) == 0 ? t.tv_sec * 1e3 + t.tv_nsec / 1e6 : 0.0;
}
#endif

// Counts the CPU time of the calling thread from construction to destruction.
class JobClock
{
public:
    JobClock()
    {
#ifdef Q_OS_UNIX
        if (pthread_getcpuclockid(pthread_self(), &m_clock) == 0) {
            QMutexLocker lock(&s_cpuMutex);
            s_running.append({m_clock, clockMs(m_clock)});
            m_ok = true;
        }
#endif
    }
    ~JobClock()
    {
#ifdef Q_OS_UNIX
        if (!m_ok)
            return;
        QMutexLocker lock(&s_cpuMutex);
        for (qsizetype i = 0; i < s_running.size(); ++i)
            if (s_running.at(i).clock == m_clock) {
                s_doneMs += clockMs(m_clock) - s_running.at(i).startMs;
                s_running.removeAt(i);
                break;
            }
#endif
    }

private:
#ifdef Q_OS_UNIX
    clockid_t m_clock{};
    bool m_ok = false;
#endif
};

// A worker's painting kit: the painter's caches (textures, lettering) and the
// counter sheet's are not thread-safe, so each job borrows a kit of its own.
struct Kit
{
    Kit(const Map *map, double hexWidth) : painter(map, hexWidth, &sheet) {}
    CounterSheet sheet;
    MapPainter painter;
};

} // namespace

struct TileRenderer::Shared
{
    Shared(const Map &m, double w) : map(m), hexWidth(w) {}
    const Map map; // a shallow copy: the caller's may go before a job ends
    const double hexWidth;
    QMutex mutex;
    QWaitCondition idle;
    int running = 0;
    bool closed = false;
    std::vector<std::unique_ptr<Kit>> kits; // the free ones
};

TileRenderer::TileRenderer(const Map &map, double hexWidth) : m_shared(std::make_shared<Shared>(map, hexWidth)) {}

TileRenderer::~TileRenderer()
{
    // Jobs not started yet see `closed` and return; wait for those running
    // (they post to m_context, which must outlive them).
    QMutexLocker lock(&m_shared->mutex);
    m_shared->closed = true;
    while (m_shared->running > 0)
        m_shared->idle.wait(&m_shared->mutex);
}

int TileRenderer::maxJobs()
{
    return jobsAtOnce();
}

double TileRenderer::workerCpuMs()
{
    QMutexLocker lock(&s_cpuMutex);
    double ms = s_doneMs;
#ifdef Q_OS_UNIX
    for (const Running &r : std::as_const(s_running))
        ms += clockMs(r.clock) - r.startMs;
#endif
    return ms;
}

void TileRenderer::start(TileBlock block, std::function<void(TileBlock &)> done)
{
    std::shared_ptr<Shared> shared = m_shared;
    QObject *context = &m_context;
    tilePool()->start([shared, context, block = std::move(block), done = std::move(done)]() mutable {
        const JobClock clock;
        std::unique_ptr<Kit> kit;
        {
            QMutexLocker lock(&shared->mutex);
            if (shared->closed)
                return;
            ++shared->running;
            if (!shared->kits.empty()) {
                kit = std::move(shared->kits.back());
                shared->kits.pop_back();
            }
        }
        if (!kit)
            kit = std::make_unique<Kit>(&shared->map, shared->hexWidth);
        render(kit->painter, block);
        QMetaObject::invokeMethod(
            context, [block = std::move(block), done = std::move(done)]() mutable { done(block); },
            Qt::QueuedConnection);
        QMutexLocker lock(&shared->mutex);
        shared->kits.push_back(std::move(kit));
        --shared->running;
        shared->idle.wakeAll();
    });
}

void TileRenderer::render(MapPainter &painter, TileBlock &b)
{
    painter.setGridVisible(b.grid);
    painter.setObjectives(b.objectives);
    const QRectF bounds = painter.geometry().bounds();
    // The block's pixels: tile (x, y) of a band shows the scene rect whose
    // pixels at this scale are [x·kTile, (x+1)·kTile) × [y·kTile, (y+1)·kTile),
    // the map's corner at (0, 0). The overview is the whole map.
    const QRect pixels = b.tiles.isEmpty()
                             ? QRect(QPoint(0, 0), (bounds.size() * b.scale).toSize().expandedTo(QSize(1, 1)))
                             : QRect(b.tiles.left() * kTile, b.tiles.top() * kTile, b.tiles.width() * kTile,
                                     b.tiles.height() * kTile);
    // One paint for the whole block: the painters' set-up per call costs
    // more than the pixels of a tile.
    QImage image(pixels.size(), QImage::Format_RGB32);
    // Paper under the ragged edge of the map (outside the map's box is never shown).
    image.fill(MapPainter::backgroundColour());
    const QRectF scene(pixels.left() / b.scale, pixels.top() / b.scale, pixels.width() / b.scale,
                       pixels.height() / b.scale);
    const QRectF area = scene.intersected(bounds);
    // The terrain straight into the pixels (as the PNG renderer does), then
    // everything over it through a painter.
    const QPointF offset(-pixels.left(), -pixels.top());
    b.hexes = painter.paintTerrain(image, b.scale, offset, area);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.setTransform(QTransform::fromTranslate(offset.x(), offset.y()).scale(b.scale, b.scale));
        painter.paint(&p, area, MapPainter::OverlayLayers);
    }
    b.images.clear();
    if (b.tiles.isEmpty()) {
        b.images.append(image);
        return;
    }
    // The tiles share the block's pixels (no copy): each holds a reference
    // to the block, freed with the last tile.
    b.images.reserve(b.tiles.width() * b.tiles.height());
    for (int y = 0; y < b.tiles.height(); ++y)
        for (int x = 0; x < b.tiles.width(); ++x) {
            auto *keep = new QImage(image);
            const uchar *bits = keep->constScanLine(y * kTile) + x * kTile * 4;
            b.images.append(QImage(
                bits, kTile, kTile, keep->bytesPerLine(), QImage::Format_RGB32,
                [](void *info) { delete static_cast<QImage *>(info); }, keep));
        }
}

} // namespace hardtack::ui
