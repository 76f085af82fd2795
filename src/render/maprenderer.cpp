#include "maprenderer.h"
#include "pngwriter.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QThread>
#include <QThreadPool>

#include <cmath>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <vector>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MapRenderer)
};
} // namespace

MapRenderer::MapRenderer(const Map *map, double hexWidth)
    : m_map(map), m_hexWidth(hexWidth), m_painter(map, hexWidth, &m_counters.sheet())
{
}

std::unique_ptr<MapRenderer> MapRenderer::clone() const
{
    auto copy = std::make_unique<MapRenderer>(m_map, m_hexWidth);
    copy->m_units = m_units;
    copy->m_leaders = m_leaders;
    copy->m_objectives = m_objectives;
    copy->m_painter.setObjectives(m_objectives);
    return copy;
}

void MapRenderer::setScenario(const Scenario &scenario)
{
    const MapGeometry &g = m_painter.geometry();
    m_objectives = scenario.objectives;
    m_painter.setObjectives(m_objectives);
    const double unit = CounterPainter::unitSize(g.hexHeight());

    // Stacks fan out in file order.
    QHash<Hex, QVector<int>> stacks;
    for (int i = 0; i < scenario.units.size(); ++i) {
        const Unit &u = scenario.units.at(i);
        if (u.onMap && g.contains(u.hex))
            stacks[u.hex].append(i);
    }
    m_units.clear();
    for (int i = 0; i < scenario.units.size(); ++i) {
        const Unit &u = scenario.units.at(i);
        if (!u.onMap || !g.contains(u.hex))
            continue;
        const QVector<int> &stack = stacks.value(u.hex);
        const int k = int(stack.indexOf(i));
        m_units.append({g.centre(u.hex) + CounterPainter::stackOffset(k, int(stack.size()), unit), CounterLook::of(u)});
    }

    QHash<Hex, int> leadersIn;
    m_leaders.clear();
    const double h = g.hexHeight();
    for (const Formation &f : scenario.formations) {
        if (!f.leader.active() || !g.contains(f.leader.hex))
            continue;
        const int k = leadersIn[f.leader.hex]++;
        const QPointF fan(0.12 * h * k, 0.12 * h * k);
        m_leaders.append({g.centre(f.leader.hex) + CounterPainter::leaderOffset(h) + fan, f.side, f.level,
                          f.leader.rating});
    }
}

QSize MapRenderer::imageSize() const
{
    const QSizeF s = m_painter.geometry().bounds().size();
    return QSize(int(std::ceil(s.width())), int(std::ceil(s.height())));
}

QString MapRenderer::sizeProblem() const
{
    const QSizeF s = m_painter.geometry().bounds().size();
    const double pixels = s.width() * s.height();
    if (s.width() > kMaxSide || s.height() > kMaxSide || pixels > double(kMaxPixels))
        return Tr::tr("the image would be %1×%2 pixels (%3 megapixels); the limit is %4×%4 pixels and %5 "
                      "megapixels: use a smaller --hex-width")
            .arg(std::ceil(s.width()), 0, 'f', 0).arg(std::ceil(s.height()), 0, 'f', 0)
            .arg(pixels / 1e6, 0, 'f', 0).arg(kMaxSide).arg(kMaxPixels / 1000000);
    return {};
}

void MapRenderer::paintArea(QImage &image, QPoint origin)
{
    const QRectF area(QPointF(origin), QSizeF(image.size()));
    image.fill(MapPainter::backgroundColour());
    m_painter.paintTerrain(image, 1.0, -QPointF(origin), area);

    QPainter p(&image);
    p.translate(-QPointF(origin));
    p.setRenderHint(QPainter::Antialiasing);
    m_painter.paint(&p, area, MapPainter::OverlayLayers);

    const MapGeometry &g = m_painter.geometry();
    const Lod lod = m_painter.lodAt(1.0);
    const double unit = CounterPainter::unitSize(g.hexHeight());
    const double reach = unit * 0.75; // half the counter plus its facing wedge
    for (const PlacedUnit &u : std::as_const(m_units))
        if (area.intersects(QRectF(u.centre.x() - reach, u.centre.y() - reach, 2 * reach, 2 * reach)))
            m_counters.paintUnit(&p, u.look, u.centre, unit, lod);
    const double leader = CounterPainter::leaderSize(g.hexHeight());
    for (const PlacedLeader &l : std::as_const(m_leaders))
        if (area.intersects(QRectF(l.centre.x() - leader, l.centre.y() - leader, 2 * leader, 2 * leader)))
            m_counters.paintLeader(&p, l.side, l.level, l.rating, l.centre, leader, lod);
}

QImage MapRenderer::render(const QRect &area)
{
    QImage image(area.size(), QImage::Format_RGB32);
    if (!image.isNull())
        paintArea(image, area.topLeft());
    return image;
}

bool MapRenderer::writePng(const QString &fileName, QString *error)
{
    const QString problem = sizeProblem();
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    const QSize size = imageSize();
    PngWriter png;
    if (!png.open(fileName, size, error))
        return false;

    const int bands = (size.height() + kBandHeight - 1) / kBandHeight;
    const int workers = std::clamp(QThread::idealThreadCount(), 1, 16);
    std::vector<std::optional<PngWriter::Piece>> done(static_cast<size_t>(bands));
    std::mutex mutex;
    std::condition_variable changed;
    int next = 0, written = 0;
    bool stop = false;
    // Each worker draws and encodes whole bands with its own renderer; it
    // stays at most two bands per worker ahead of the writer, which bounds memory.
    std::vector<std::unique_ptr<MapRenderer>> renderers;
    for (int k = 0; k < workers; ++k)
        renderers.push_back(clone());
    auto work = [&](MapRenderer *renderer) {
        QImage band;
        for (;;) {
            int i;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return stop || next >= bands || next < written + 2 * workers; });
                if (stop || next >= bands)
                    return;
                i = next++;
            }
            const int y = i * kBandHeight, h = std::min(kBandHeight, size.height() - y);
            if (band.height() != h)
                band = QImage(size.width(), h, QImage::Format_RGB32);
            renderer->paintArea(band, QPoint(0, y));
            PngWriter::Piece piece = PngWriter::encode(band, i == bands - 1);
            {
                std::lock_guard lock(mutex);
                done[size_t(i)] = std::move(piece);
            }
            changed.notify_all();
        }
    };
    // The workers run on a pool of their own (the one thread style of the
    // project: QThreadPool, or QtConcurrent on one), freed when the image is written.
    QThreadPool pool;
    pool.setMaxThreadCount(workers);
    for (int k = 0; k < workers; ++k)
        pool.start([&work, renderer = renderers[size_t(k)].get()] { work(renderer); });

    bool ok = true;
    while (ok && written < bands) {
        PngWriter::Piece piece;
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return done[size_t(written)].has_value(); });
            piece = std::move(*done[size_t(written)]);
            done[size_t(written)].reset();
        }
        ok = png.write(piece, error);
        {
            std::lock_guard lock(mutex);
            ++written;
            stop = !ok;
        }
        changed.notify_all();
    }
    pool.waitForDone();
    return ok && png.finish(error);
}

} // namespace hardtack
