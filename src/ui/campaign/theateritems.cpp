#include "theateritems.h"
#include "theaterscene.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QStyleOptionGraphicsItem>

#include <cmath>
#include <numbers>

namespace hardtack::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TheaterItems)
};

QPolygonF star(QPointF centre, double outer, double inner)
{
    QPolygonF p;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 ? inner : outer;
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        p << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    return p;
}

QFont serif(double pixels, bool bold = false, bool italic = false)
{
    QFont f(QStringLiteral("DejaVu Serif"));
    f.setPixelSize(std::max(1, int(std::lround(pixels))));
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

} // namespace

QColor TheaterPalette::body(Side side)
{
    return side == Side::Union ? QColor(0x2c, 0x4b, 0x80) : QColor(0x8a, 0x8c, 0x86);
}

QColor TheaterPalette::light(Side side)
{
    return side == Side::Union ? QColor(0x4a, 0x6e, 0xa8) : QColor(0xa3, 0xa5, 0x9f);
}

QColor TheaterPalette::rim(Side side)
{
    return side == Side::Union ? QColor(0x15, 0x24, 0x3f) : QColor(0xc9, 0xa2, 0x63);
}

QColor TheaterPalette::text(Side side)
{
    return side == Side::Union ? QColor(246, 242, 228) : QColor(24, 24, 22);
}

QColor TheaterPalette::ink()
{
    return QColor(62, 44, 28);
}

QColor TheaterPalette::paper()
{
    return QColor(236, 224, 194);
}

QColor TheaterPalette::sea()
{
    return QColor(176, 198, 196);
}

// --- Background -------------------------------------------------------------

BackgroundItem::BackgroundItem(const TheaterProjection &projection, const QRectF &bounds)
    : m_projection(projection), m_bounds(bounds), m_land(Geography::landPath(projection))
{
    setZValue(-100);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void BackgroundItem::setTerritory(const QList<QPair<QPointF, Side>> &cities)
{
    m_territory = cities;
    update();
}

void BackgroundItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    // The sea, darker towards the open ocean.
    p->fillRect(m_bounds, TheaterPalette::sea());
    // Engraved water lines along the coast: wide pale strokes under the land.
    const QColor line(120, 150, 152);
    for (int i = 4; i >= 1; --i) {
        QPen pen(QColor(line.red(), line.green(), line.blue(), 30 + 12 * (4 - i)), i * 9.0);
        pen.setJoinStyle(Qt::RoundJoin);
        p->strokePath(m_land, pen);
        QPen gap(TheaterPalette::sea(), i * 9.0 - 3.0);
        gap.setJoinStyle(Qt::RoundJoin);
        p->strokePath(m_land, gap);
    }
    // The land: aged paper.
    p->fillPath(m_land, TheaterPalette::paper());
    // Territory: a soft wash of each owner's colour round its cities.
    p->save();
    p->setClipPath(m_land);
    p->setPen(Qt::NoPen);
    for (const auto &[pos, side] : m_territory) {
        const double r = 1.35 * TheaterProjection::kPixelsPerDegree;
        QRadialGradient g(pos, r);
        QColor c = side == Side::Union ? QColor(70, 100, 160) : QColor(150, 120, 80);
        c.setAlpha(side == Side::Union ? 40 : 34);
        g.setColorAt(0, c);
        c.setAlpha(0);
        g.setColorAt(1, c);
        p->setBrush(g);
        p->drawEllipse(pos, r, r);
    }
    p->restore();
    // The coast, inked.
    p->setPen(QPen(TheaterPalette::ink(), 1.6));
    p->setBrush(Qt::NoBrush);
    p->drawPath(m_land);

    // Graticule every two degrees, faint, labelled on the frame.
    p->setPen(QPen(QColor(90, 70, 50, 55), 0.8, Qt::DashLine));
    p->setFont(serif(11, false, true));
    for (int lon = -100; lon <= -70; lon += 2) {
        const double x = m_projection.toScene(lon, 30).x();
        if (x < m_bounds.left() || x > m_bounds.right())
            continue;
        p->drawLine(QPointF(x, m_bounds.top()), QPointF(x, m_bounds.bottom()));
    }
    for (int lat = 20; lat <= 46; lat += 2) {
        const double y = m_projection.toScene(-80, lat).y();
        if (y < m_bounds.top() || y > m_bounds.bottom())
            continue;
        p->drawLine(QPointF(m_bounds.left(), y), QPointF(m_bounds.right(), y));
    }

    // Rivers: blue lines thickening towards the mouth, with their names.
    for (const River &r : Geography::rivers()) {
        const QPolygonF course = m_projection.toScene(r.course);
        QPen pen(QColor(70, 110, 140), 1.6 * r.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        QPainterPath path;
        path.moveTo(course.first());
        for (int i = 1; i + 1 < course.size(); ++i)
            path.quadTo(course[i], (course[i] + course[i + 1]) / 2);
        path.lineTo(course.last());
        p->strokePath(path, pen);
        // The name along the middle of the river.
        const int mid = int(course.size()) / 2;
        QPointF a = course[std::max(0, mid - 1)], b = course[mid];
        double angle = std::atan2(b.y() - a.y(), b.x() - a.x()) * 180 / std::numbers::pi;
        if (angle > 90)
            angle -= 180;
        if (angle < -90)
            angle += 180;
        p->save();
        p->translate((a + b) / 2);
        p->rotate(angle);
        p->setFont(serif(10 + 2 * r.width, false, true));
        p->setPen(QColor(50, 85, 115, 200));
        p->drawText(QRectF(-120, -18, 240, 14), Qt::AlignCenter, r.name);
        p->restore();
    }

    // The oceans named in spaced capitals, a compass rose and the title
    // cartouche in the open Atlantic.
    p->setPen(QColor(40, 70, 100, 150));
    QFont ocean = serif(30, false, true);
    ocean.setLetterSpacing(QFont::AbsoluteSpacing, 9);
    p->setFont(ocean);
    p->drawText(QRectF(m_projection.toScene(-79.5, 30.6), QSizeF(600, 50)), Qt::AlignLeft, QCoreApplication::translate("TheaterMap", "ATLANTIC OCEAN"));
    p->drawText(QRectF(m_projection.toScene(-92.5, 27.6), QSizeF(600, 50)), Qt::AlignLeft, QCoreApplication::translate("TheaterMap", "GULF OF MEXICO"));
    const QPointF rose = m_projection.toScene(-77.2, 27.9);
    p->setPen(QPen(TheaterPalette::ink(), 1.2));
    p->setBrush(Qt::NoBrush);
    p->drawEllipse(rose, 46, 46);
    p->drawEllipse(rose, 40, 40);
    p->setBrush(TheaterPalette::ink());
    p->drawPolygon(star(rose, 62, 9).mid(0, 10));
    p->setBrush(QColor(236, 224, 194));
    p->drawPolygon(star(rose, 34, 6));
    p->setFont(serif(18, true));
    p->setPen(TheaterPalette::ink());
    p->drawText(QRectF(rose.x() - 20, rose.y() - 92, 40, 24), Qt::AlignCenter, QStringLiteral("N"));
    // The cartouche: a paper plate with a double rule in the corner.
    const QRectF cart(m_bounds.right() - 470, m_bounds.bottom() - 190, 430, 150);
    p->setPen(QPen(TheaterPalette::ink(), 3));
    p->setBrush(QColor(240, 231, 206));
    p->drawRect(cart);
    p->setPen(QPen(TheaterPalette::ink(), 1));
    p->drawRect(cart.adjusted(7, 7, -7, -7));
    p->setFont(serif(17, false, true));
    p->drawText(cart.adjusted(0, 18, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QCoreApplication::translate("TheaterMap", "Map of the"));
    QFont title = serif(32, true);
    title.setLetterSpacing(QFont::AbsoluteSpacing, 3);
    p->setFont(title);
    p->drawText(cart.adjusted(0, 44, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QCoreApplication::translate("TheaterMap", "SEAT OF WAR"));
    p->setFont(serif(14, false, true));
    p->drawText(cart.adjusted(0, 96, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                QCoreApplication::translate("TheaterMap", "in the Southern and Border States"));

    // A double frame, as on an engraved sheet.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(TheaterPalette::ink(), 6));
    p->drawRect(m_bounds.adjusted(3, 3, -3, -3));
    p->setPen(QPen(TheaterPalette::ink(), 1.5));
    p->drawRect(m_bounds.adjusted(14, 14, -14, -14));
}

// --- Links ------------------------------------------------------------------

LinksItem::LinksItem(QList<Link> links) : m_links(std::move(links))
{
    setZValue(-50);
    QRectF r;
    for (const Link &l : m_links)
        r |= QRectF(l.a, l.b).normalized();
    m_bounds = r.adjusted(-10, -10, 10, 10);
}

void LinksItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    // Sea lanes and river reaches first, then roads, then the railways on top.
    const LinkKind order[] = {LinkKind::Sea, LinkKind::River, LinkKind::Road, LinkKind::Rail};
    for (LinkKind kind : order) {
        for (const Link &l : m_links) {
            if (l.kind != kind)
                continue;
            switch (kind) {
            case LinkKind::Sea: {
                QPen pen(QColor(40, 70, 110, 150), 1.6, Qt::DotLine, Qt::RoundCap);
                p->setPen(pen);
                p->drawLine(l.a, l.b);
                break;
            }
            case LinkKind::River: {
                QPen pen(QColor(40, 95, 150, 170), 2.2, Qt::DashDotLine, Qt::RoundCap);
                p->setPen(pen);
                p->drawLine(l.a, l.b);
                break;
            }
            case LinkKind::Road: {
                QPen pen(QColor(150, 100, 55), 2.2, Qt::DashLine, Qt::RoundCap);
                p->setPen(pen);
                p->drawLine(l.a, l.b);
                break;
            }
            case LinkKind::Rail: {
                // A track: a dark line with cross-ties.
                p->setPen(QPen(QColor(40, 32, 26), 2.4, Qt::SolidLine, Qt::RoundCap));
                p->drawLine(l.a, l.b);
                const QPointF d = l.b - l.a;
                const double len = std::hypot(d.x(), d.y());
                if (len < 1)
                    break;
                const QPointF u = d / len, n(-u.y() * 3.2, u.x() * 3.2);
                p->setPen(QPen(QColor(40, 32, 26), 1.2));
                for (double t = 6; t < len - 3; t += 9) {
                    const QPointF c = l.a + u * t;
                    p->drawLine(c - n, c + n);
                }
                break;
            }
            }
        }
    }
}

// --- Cities -----------------------------------------------------------------

CityItem::CityItem(const City &city)
{
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setZValue(10);
    setAcceptHoverEvents(true);
    setCity(city);
}

void CityItem::setCity(const City &city)
{
    prepareGeometryChange();
    m_city = city;
    setToolTip(m_city.name);
    update();
}

double CityItem::radius() const
{
    return 3.5 + 1.5 * m_city.level;
}

QRectF CityItem::boundingRect() const
{
    const double r = radius() + 14;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

QPainterPath CityItem::shape() const
{
    QPainterPath p;
    const double r = radius() + 2;
    p.addEllipse(QPointF(), r, r);
    return p;
}

void CityItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const Side owner = m_city.owner;
    const double r = radius();
    // A port: a ring of sea blue round the disc.
    if (m_city.port) {
        p->setPen(QPen(QColor(40, 80, 130), 2.0));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(QPointF(), r + 2.5, r + 2.5);
    }
    QRadialGradient g(QPointF(-r * 0.3, -r * 0.3), r * 1.3);
    g.setColorAt(0, TheaterPalette::light(owner));
    g.setColorAt(1, TheaterPalette::body(owner));
    p->setBrush(g);
    p->setPen(QPen(owner == Side::Union ? TheaterPalette::rim(owner) : QColor(80, 64, 40), 1.4));
    p->drawEllipse(QPointF(), r, r);
    const bool national = m_city.kind == CityKind::Richmond || m_city.kind == CityKind::Washington;
    if (national || m_city.kind == CityKind::StateCapital) {
        // A capital's star on the disc; the two national capitals a large gold star.
        const double outer = national ? r * 1.35 : r * 0.8;
        p->setBrush(national ? QColor(236, 190, 60) : QColor(250, 244, 226));
        p->setPen(QPen(national ? QColor(90, 60, 10) : QColor(40, 30, 20), national ? 1.2 : 0.8));
        p->drawPolygon(star(QPointF(), outer, outer * 0.42));
    }
}

// --- Labels -----------------------------------------------------------------

LabelItem::LabelItem(const QString &text, int importance, bool water, double dx)
    : m_text(text), m_importance(importance), m_water(water), m_dx(dx)
{
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setZValue(water ? 5 : 20);
    m_rect = rectFor(0);
}

QRectF LabelItem::rectFor(int placement) const
{
    const QFontMetricsF fm(serif(m_water ? 10.5 : 9.5 + m_importance * 0.9, m_importance >= 5, m_water));
    const double w = fm.horizontalAdvance(m_text) + 6, h = fm.height() + 2;
    if (m_water)
        return QRectF(-w / 2, 8, w, h);
    switch (placement) {
    case 1: return QRectF(-m_dx - w, -h / 2, w, h);
    case 2: return QRectF(-w / 2, -m_dx - h + 2, w, h);
    case 3: return QRectF(-w / 2, m_dx - 2, w, h);
    default: return QRectF(m_dx, -h / 2, w, h);
    }
}

void LabelItem::setPlacement(int placement)
{
    const QRectF r = rectFor(placement);
    if (r == m_rect)
        return;
    prepareGeometryChange();
    m_rect = r;
}

void LabelItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::TextAntialiasing);
    p->setFont(serif(m_water ? 10.5 : 9.5 + m_importance * 0.9, m_importance >= 5, m_water));
    if (m_water) {
        p->setPen(QColor(30, 60, 95, 210));
        p->drawText(m_rect, Qt::AlignCenter, m_text);
        return;
    }
    // A paper halo keeps the name legible over lines and tints.
    QPainterPath path;
    const QFontMetricsF fm(p->font());
    path.addText(QPointF(m_rect.left() + 3, m_rect.center().y() + fm.ascent() - fm.height() / 2), p->font(), m_text);
    p->setPen(QPen(QColor(240, 230, 205, 220), 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(Qt::NoBrush);
    p->drawPath(path);
    p->setPen(Qt::NoPen);
    p->setBrush(TheaterPalette::ink());
    p->drawPath(path);
}

// --- Zones ------------------------------------------------------------------

QString watersText(NavalLocation waters)
{
    switch (waters) {
    case NavalLocation::Sea: return Tr::tr("the open sea");
    case NavalLocation::Coastal: return Tr::tr("coastal waters");
    case NavalLocation::Harbor: return Tr::tr("a harbor");
    case NavalLocation::River: return Tr::tr("a river");
    case NavalLocation::RiverMouth: return Tr::tr("a river mouth");
    }
    return {};
}

ZoneItem::ZoneItem(const Zone &zone) : m_zone(zone)
{
    setToolTip(Tr::tr("<b>%1</b><br>Waters: %2").arg(zone.name.toHtmlEscaped(), watersText(zone.kind)));
}

void ZoneItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor navy(30, 60, 95);
    switch (m_zone.kind) {
    case NavalLocation::Sea:
    case NavalLocation::Coastal:
        // A small compass star: where fleets gather; coastal waters in a ring
        // of shoal water.
        if (m_zone.kind == NavalLocation::Coastal) {
            p->setPen(QPen(QColor(70, 120, 150), 1.0, Qt::DotLine));
            p->setBrush(QColor(215, 232, 236, 200));
            p->drawEllipse(QPointF(), 8.5, 8.5);
        }
        p->setPen(QPen(navy, 0.8));
        p->setBrush(QColor(235, 240, 236, 210));
        p->drawEllipse(QPointF(), 5.5, 5.5);
        p->setBrush(navy);
        p->drawPolygon(star(QPointF(), 5.5, 1.6));
        break;
    case NavalLocation::Harbor: {
        // An anchor on a pale disc.
        p->setPen(QPen(navy, 0.8));
        p->setBrush(QColor(235, 240, 236, 220));
        p->drawEllipse(QPointF(), 7, 7);
        p->setPen(QPen(navy, 1.4, Qt::SolidLine, Qt::RoundCap));
        p->setBrush(Qt::NoBrush);
        p->drawLine(QPointF(0, -4.5), QPointF(0, 4.5));
        p->drawLine(QPointF(-2.5, -2.5), QPointF(2.5, -2.5));
        p->drawArc(QRectF(-4.5, 0, 9, 9), 180 * 16, 180 * 16);
        p->drawEllipse(QPointF(0, -5.2), 1.1, 1.1);
        break;
    }
    case NavalLocation::River:
    case NavalLocation::RiverMouth:
        p->setPen(QPen(QColor(30, 70, 120), 1.2));
        p->setBrush(QColor(205, 225, 235));
        p->drawEllipse(QPointF(), 4.5, 4.5);
        if (m_zone.kind == NavalLocation::River) {
            p->drawLine(QPointF(-2.5, 0), QPointF(2.5, 0));
        } else {
            // The passes: a fork opening to the sea.
            p->drawLine(QPointF(0, -3), QPointF(0, 0.5));
            p->drawLine(QPointF(0, 0.5), QPointF(-2.6, 3));
            p->drawLine(QPointF(0, 0.5), QPointF(2.6, 3));
        }
        break;
    }
}

// --- Forts ------------------------------------------------------------------

void FortItem::setOffset(QPointF offset)
{
    prepareGeometryChange();
    m_offset = offset;
}

void FortItem::setFort(const Fort &fort, const QString &watersName, const QString &cityName)
{
    m_side = fort.battery.side;
    m_batteries = fort.battery.batteries;
    const QString side = m_side == Side::Union ? Tr::tr("Union") : Tr::tr("Confederate");
    QString text = Tr::tr("<b>%1</b> (%2)<br>Commands %3.").arg(fort.battery.name.toHtmlEscaped(), side,
                                                               watersName.toHtmlEscaped());
    if (m_batteries == 0)
        text += QStringLiteral("<br>") + Tr::tr("Silenced: its guns are dismounted until the winter.");
    else
        text += QStringLiteral("<br>")
                + Tr::tr("%n battery(ies), %1 gunners", nullptr, m_batteries).arg(QLocale().toString(fort.battery.men))
                + (fort.battery.rifled ? Tr::tr(", rifled guns") : QString())
                + (fort.battery.hill == Hill::High  ? Tr::tr(", on a high bluff")
                   : fort.battery.hill == Hill::Low ? Tr::tr(", on a low hill")
                                                    : QString())
                + QLatin1Char('.');
    text += QStringLiteral("<br><i>") + Tr::tr("It fires on enemy ships that come into these waters; it falls with %1.")
                .arg(cityName.toHtmlEscaped())
            + QStringLiteral("</i>");
    setToolTip(text);
    update();
}

void FortItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    p->translate(m_offset);
    // A star fort as the maps of the war drew them: a square curtain with a
    // diamond bastion at each corner.
    QPainterPath trace;
    trace.addRect(QRectF(-5.5, -5.5, 11, 11));
    for (const QPointF &k : {QPointF(-5.5, -5.5), QPointF(5.5, -5.5), QPointF(5.5, 5.5), QPointF(-5.5, 5.5)}) {
        QPolygonF diamond;
        diamond << k + QPointF(0, -3.6) << k + QPointF(3.6, 0) << k + QPointF(0, 3.6) << k + QPointF(-3.6, 0)
                << k + QPointF(0, -3.6);
        trace.addPolygon(diamond);
    }
    trace.setFillRule(Qt::WindingFill);
    trace = trace.simplified();
    const bool silenced = m_batteries == 0;
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    p->drawPath(trace.translated(1.2, 1.5));
    p->setPen(QPen(silenced ? QColor(110, 100, 90) : QColor(45, 35, 25), 1.2));
    p->setBrush(silenced ? QColor(190, 180, 165, 220) : TheaterPalette::body(m_side));
    p->drawPath(trace);
    if (silenced) {
        p->setPen(QPen(QColor(90, 40, 30), 1.6));
        p->drawLine(QPointF(-4, -4), QPointF(4, 4));
        p->drawLine(QPointF(-4, 4), QPointF(4, -4));
        return;
    }
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(9);
    p->setFont(f);
    p->setPen(TheaterPalette::text(m_side));
    p->drawText(QRectF(-6, -6, 12, 12), Qt::AlignCenter, QString::number(m_batteries));
}

} // namespace hardtack::ui
