#include "maprenderer.h"
#include "pngwriter.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>

#include <cmath>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MapRenderer)
};
} // namespace

MapRenderer::MapRenderer(const Map *map, double hexWidth)
    : m_map(map), m_painter(map, hexWidth, &m_counters.sheet())
{
}

void MapRenderer::setScenario(const Scenario &scenario)
{
    const MapGeometry &g = m_painter.geometry();
    m_painter.setObjectives(scenario.objectives);
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
    // Band images are reused once the writer has let go of them: fresh
    // memory would be paid for again in page faults.
    QVector<QImage> pool;
    for (int y = 0; y < size.height(); y += kBandHeight) {
        const int h = std::min(kBandHeight, size.height() - y);
        QImage *band = nullptr;
        for (QImage &candidate : pool)
            if (candidate.height() == h && candidate.isDetached())
                band = &candidate;
        if (!band) {
            pool.append(QImage(size.width(), h, QImage::Format_RGB32));
            band = &pool.last();
        }
        paintArea(*band, QPoint(0, y));
        if (!png.writeBand(*band, error))
            return false;
    }
    return png.finish(error);
}

} // namespace hardtack
