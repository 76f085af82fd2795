#include "overlayitem.h"

#include "render/counterpainter.h"
#include "render/lod.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hardtack::ui {

namespace {
bool s_safe = false;

QColor reachColour()
{
    return s_safe ? QColor(86, 180, 233, 160) : QColor(255, 255, 255, 120);
}
QColor pathColour()
{
    return s_safe ? QColor(240, 228, 66) : QColor(255, 225, 120);
}
QColor targetColour(bool melee)
{
    if (s_safe)
        return melee ? QColor(204, 121, 167) : QColor(213, 94, 0);
    return melee ? QColor(235, 80, 200) : QColor(235, 60, 50);
}
} // namespace

void OverlayItem::setSafePalette(bool on)
{
    s_safe = on;
}

OverlayItem::OverlayItem(const MapGeometry *geometry, CounterPainter *counters)
    : m_geometry(geometry), m_counters(counters)
{
    setZValue(5);
    // exposedRect is then the part to paint, not the whole map: the loops
    // over hexes below cost what the view shows (a 200×200 map drew 40,000
    // coordinates on every paint; issue 28 item 4).
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QRectF OverlayItem::boundingRect() const
{
    const double m = m_geometry->hexHeight();
    return m_geometry->bounds().adjusted(-m, -m, m, m);
}

QPolygonF OverlayItem::hexPolygon(Hex h, double shrink) const
{
    QPolygonF p = m_geometry->polygon(h);
    if (shrink == 1.0)
        return p;
    const QPointF c = m_geometry->centre(h);
    for (QPointF &pt : p)
        pt = c + (pt - c) * shrink;
    return p;
}

void OverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect.adjusted(-m_geometry->hexHeight(), -m_geometry->hexHeight(),
                                                        m_geometry->hexHeight(), m_geometry->hexHeight());
    auto inView = [&](Hex h) { return exposed.contains(m_geometry->centre(h)); };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const double w = m_geometry->size();

    // Night: a blue-black wash over the whole map, darker still where the
    // side's units do not see (hex polygons edge to edge, unsmoothed, so
    // no seam shows between them).
    if (m_night) {
        painter->setPen(Qt::NoPen);
        painter->fillRect(option->exposedRect.intersected(m_geometry->bounds()), QColor(20, 30, 76, 95));
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setBrush(QColor(8, 12, 40, 110));
        for (Hex h : m_geometry->hexesIn(option->exposedRect))
            if (m_geometry->contains(h) && !m_lit.contains(h))
                painter->drawPolygon(m_geometry->polygon(h));
        painter->setRenderHint(QPainter::Antialiasing);
    }

    // Line of sight: hexes not seen are darkened, so what is seen stands out.
    if (!m_seen.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 20, 110));
        for (Hex h : m_geometry->hexesIn(exposed))
            if (!m_seen.contains(h))
                painter->drawPolygon(m_geometry->polygon(h));
    }

    // Threats: amber where the enemy could fire, red hatching where it could
    // charge (both: both), under the orders so targets and paths stay clear.
    if (!m_threats.isEmpty()) {
        painter->setPen(Qt::NoPen);
        for (auto it = m_threats.cbegin(); it != m_threats.cend(); ++it) {
            if (!inView(it.key()))
                continue;
            const QPolygonF poly = m_geometry->polygon(it.key());
            if (it.value() & 1) {
                QColor c = threatColour(false);
                c.setAlpha(55);
                painter->setBrush(c);
                painter->drawPolygon(poly);
            }
            if (it.value() & 2) {
                QColor c = threatColour(true);
                c.setAlpha(60);
                painter->setBrush(c);
                painter->drawPolygon(poly);
                QBrush hatch(threatColour(true).darker(130), Qt::BDiagPattern);
                painter->setBrush(hatch);
                painter->drawPolygon(poly);
            }
        }
    }

    if (!m_reachable.isEmpty()) {
        // As in Wesnoth: what the unit cannot reach is shaded, so the
        // reachable area stands out lit.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(10, 10, 30, 85));
        for (Hex h : m_geometry->hexesIn(exposed))
            if (!m_reachable.contains(h) && h != m_origin)
                painter->drawPolygon(m_geometry->polygon(h));
        painter->setPen(QPen(reachColour(), w * 0.03));
        painter->setBrush(Qt::NoBrush);
        for (auto it = m_reachable.begin(); it != m_reachable.end(); ++it)
            if (inView(it.key()))
                painter->drawPolygon(hexPolygon(it.key(), 0.94));
    }

    for (Hex t : m_targets) {
        if (!inView(t))
            continue;
        const bool hot = m_hot && *m_hot == t;
        QColor c = targetColour(m_melee);
        painter->setPen(QPen(c, w * (hot ? 0.14 : 0.08)));
        c.setAlpha(hot ? 90 : 45);
        painter->setBrush(c);
        painter->drawPolygon(hexPolygon(t, 0.9));
    }

    if (m_ringCentre) {
        QPen pen(QColor(255, 255, 255, 170), w * 0.04, Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        for (int r : m_rings) {
            for (Hex h : ring(*m_ringCentre, r))
                if (m_geometry->contains(h) && inView(h))
                    painter->drawPolygon(hexPolygon(h, 0.82));
        }
    }

    // Coordinates as Tiller-series maps print them: small, at the top of the hex.
    if (m_coordinates && 2 * w * deviceScale(painter) >= 40) {
        QFont f = painter->font();
        f.setPixelSize(std::max(1, int(m_geometry->hexHeight() * 0.15)));
        painter->setFont(f);
        const double h = m_geometry->hexHeight();
        for (Hex hex : m_geometry->hexesIn(option->exposedRect)) {
            if (!m_geometry->contains(hex))
                continue;
            const QPointF c = m_geometry->centre(hex);
            const QRectF box(c.x() - w * 0.6, c.y() - h * 0.49, w * 1.2, h * 0.2);
            const auto o = hex.toOffset();
            const QString text = QStringLiteral("%1,%2").arg(o.col).arg(o.row);
            painter->setPen(QColor(255, 255, 255, 150));
            painter->drawText(box.translated(0.6, 0.6), Qt::AlignCenter, text);
            painter->setPen(QColor(30, 24, 12, 210));
            painter->drawText(box, Qt::AlignCenter, text);
        }
    }

    // Ghosts: where an enemy was last seen, dimmed, with the turn.
    const double unit = CounterPainter::unitSize(m_geometry->hexHeight());
    const Lod lod = lodForHexPixels(2 * w * deviceScale(painter));
    for (const Ghost &g : m_ghosts) {
        if (!m_geometry->contains(g.hex) || !inView(g.hex))
            continue;
        CounterLook look;
        look.side = m_enemy;
        look.hasFacing = false;
        painter->setOpacity(0.38);
        m_counters->paintUnit(painter, look, m_geometry->centre(g.hex), unit, lod);
        painter->setOpacity(1.0);
        QFont f = painter->font();
        f.setPixelSize(std::max(1, int(unit * 0.26)));
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(QColor(255, 255, 255, 220));
        const QPointF c = m_geometry->centre(g.hex);
        painter->drawText(QRectF(c.x() - unit / 2, c.y() - unit / 2, unit, unit), Qt::AlignCenter,
                          QStringLiteral("?%1").arg(g.turn));
    }

    if (m_path.size() > 0) {
        QPainterPath line;
        line.moveTo(m_geometry->centre(m_path.first()));
        for (Hex h : m_path)
            line.lineTo(m_geometry->centre(h));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0, 0, 0, 150), w * 0.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(line);
        painter->setPen(QPen(pathColour(), w * 0.11, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(line);
        const QPointF end = m_geometry->centre(m_path.last());
        const double r = w * 0.36;
        painter->setPen(QPen(QColor(40, 30, 10), w * 0.04));
        painter->setBrush(pathColour());
        painter->drawEllipse(end, r, r);
        QFont f = painter->font();
        f.setPixelSize(std::max(1, int(r * 1.1)));
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(QColor(40, 30, 10));
        painter->drawText(QRectF(end.x() - r, end.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(m_pathMp));
    }

    if (m_located) {
        painter->setPen(QPen(QColor(255, 255, 255), w * 0.12));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(hexPolygon(*m_located, 1.15));
    }
    painter->restore();
}

void OverlayItem::setReachable(const QHash<Hex, int> &mpCost, Hex origin)
{
    m_reachable = mpCost;
    m_origin = origin;
    update();
}

void OverlayItem::setPath(const QVector<Hex> &path, int mp)
{
    if (path == m_path && mp == m_pathMp)
        return;
    m_path = path;
    m_pathMp = mp;
    update();
}

void OverlayItem::setTargets(const QVector<Hex> &targets, bool melee)
{
    m_targets = targets;
    m_melee = melee;
    update();
}

void OverlayItem::setHotTarget(std::optional<Hex> hex)
{
    if (hex == m_hot)
        return;
    m_hot = hex;
    update();
}

void OverlayItem::setRangeRings(std::optional<Hex> centre, QVector<int> radii)
{
    m_ringCentre = centre;
    m_rings = std::move(radii);
    update();
}

void OverlayItem::setSeen(const QSet<Hex> &hexes)
{
    m_seen = hexes;
    update();
}

void OverlayItem::setGhosts(const QVector<Ghost> &ghosts, Side enemy)
{
    m_ghosts = ghosts;
    m_enemy = enemy;
    update();
}

void OverlayItem::setThreats(const QHash<Hex, quint8> &kinds)
{
    m_threats = kinds;
    update();
}

QColor OverlayItem::threatColour(bool charge)
{
    return charge ? QColor(196, 40, 32) : QColor(232, 160, 40);
}

void OverlayItem::setLocated(std::optional<Hex> hex)
{
    m_located = hex;
    update();
}

void OverlayItem::setNight(bool on, const QSet<Hex> &lit)
{
    if (on == m_night && lit == m_lit)
        return;
    m_night = on;
    m_lit = lit;
    update();
}

void OverlayItem::setCoordinates(bool on)
{
    m_coordinates = on;
    update();
}

void OverlayItem::clearOrders()
{
    m_reachable.clear();
    m_path.clear();
    m_targets.clear();
    m_hot.reset();
    update();
}

} // namespace hardtack::ui
