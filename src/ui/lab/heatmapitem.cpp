// The heat map of the Cascade Lab's Monte Carlo (issue #11).

#include "heatmapitem.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HeatMapItem)
};

QColor mix(const QColor &a, const QColor &b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// A sequential scale (pale yellow → orange → dark red) that reads in grey
// and for the common colour blindnesses, and a diverging one (blue ↔ red).
QColor sequential(double v)
{
    static const QColor stops[] = {QColor(255, 245, 170), QColor(253, 174, 60), QColor(227, 74, 30),
                                   QColor(140, 10, 40)};
    v = std::clamp(v, 0.0, 1.0) * 3.0;
    const int i = std::min(int(v), 2);
    return mix(stops[i], stops[i + 1], v - i);
}

QColor diverging(double v)
{
    v = std::clamp(v, -1.0, 1.0);
    const QColor white(247, 247, 247);
    // The tint saturates at ±50 points: smaller differences stay visible.
    const double t = std::min(std::abs(v) * 2.0, 1.0);
    return v >= 0 ? mix(white, QColor(178, 24, 43), t) : mix(white, QColor(33, 102, 172), t);
}

QString percent(double v, bool sign)
{
    const int p = int(std::lround(v * 100.0));
    if (sign && p > 0)
        return QStringLiteral("+%1%").arg(p);
    return QStringLiteral("%1%").arg(p);
}

} // namespace

HeatMapItem::HeatMapItem(const MapGeometry *geometry)
    : m_geometry(geometry)
{
    setZValue(40); // over the counters, under the Lab's dice and arrows (55+)
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF HeatMapItem::boundingRect() const
{
    return m_geometry->bounds();
}

void HeatMapItem::setValues(const QHash<Hex, double> &perHex, Mode mode, std::optional<Hex> forced)
{
    prepareGeometryChange();
    m_values = perHex;
    m_mode = mode;
    m_forced = forced;
    update();
}

void HeatMapItem::clear()
{
    setValues({}, m_mode, std::nullopt);
}

QRectF HeatMapItem::area(int margin) const
{
    QRectF r;
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it)
        r |= m_geometry->hexRect(it.key());
    if (m_forced)
        r |= m_geometry->hexRect(*m_forced);
    if (r.isNull())
        return m_geometry->bounds();
    const double m = margin * m_geometry->hexWidth();
    return r.adjusted(-m, -m, m, m) & m_geometry->bounds();
}

QColor HeatMapItem::colour(double value, Mode mode)
{
    return mode == Mode::Chance ? sequential(value) : diverging(value);
}

void HeatMapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double w = m_geometry->hexWidth();
    const QRectF exposed = option->exposedRect;
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(w * 0.24)));
    font.setBold(true);
    painter->setFont(font);
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        const QRectF box = m_geometry->hexRect(it.key());
        if (!box.intersects(exposed))
            continue;
        QPolygonF poly = m_geometry->polygon(it.key());
        const QPointF c = m_geometry->centre(it.key());
        for (QPointF &pt : poly)
            pt = c + (pt - c) * 0.96;
        QColor fill = colour(it.value(), m_mode);
        fill.setAlpha(165); // the counters stay readable beneath
        painter->setPen(QPen(colour(it.value(), m_mode).darker(150), w * 0.04));
        painter->setBrush(fill);
        painter->drawPolygon(poly);
        // The percentage on a plate at the foot of the hex, legible over any counter.
        const QString text = percent(it.value(), m_mode == Mode::Difference);
        const QRectF plate(c.x() - w * 0.34, c.y() + w * 0.14, w * 0.68, w * 0.28);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 225));
        painter->drawRoundedRect(plate, w * 0.05, w * 0.05);
        painter->setPen(Qt::black);
        painter->drawText(plate, Qt::AlignCenter, text);
    }
    if (m_forced) {
        const QPointF c = m_geometry->centre(*m_forced);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::black, w * 0.09));
        painter->drawEllipse(c, w * 0.46, w * 0.46);
        painter->setPen(QPen(Qt::white, w * 0.04));
        painter->drawEllipse(c, w * 0.46, w * 0.46);
    }
}

void HeatMapItem::paintLegend(QPainter *p, const QRectF &rect, Mode mode, const QString &title)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QColor(120, 120, 120));
    p->setBrush(QColor(255, 255, 255, 235));
    p->drawRoundedRect(rect, 6, 6);
    const double pad = 8;
    QFont f = p->font();
    f.setPixelSize(13);
    f.setBold(true);
    p->setFont(f);
    p->setPen(Qt::black);
    const QRectF titleRect(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, 36);
    p->drawText(titleRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
    const QRectF bar(rect.left() + pad, titleRect.bottom() + 4, rect.width() - 2 * pad, 16);
    QLinearGradient g(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 20; ++i) {
        const double t = i / 20.0;
        g.setColorAt(t, colour(mode == Mode::Chance ? t : t * 2.0 - 1.0, mode));
    }
    p->setBrush(g);
    p->setPen(QColor(90, 90, 90));
    p->drawRect(bar);
    f.setBold(false);
    f.setPixelSize(12);
    p->setFont(f);
    const QStringList ticks = mode == Mode::Chance
                                  ? QStringList{QStringLiteral("0%"), QStringLiteral("25%"), QStringLiteral("50%"),
                                                QStringLiteral("75%"), QStringLiteral("100%")}
                                  : QStringList{QStringLiteral("−100"), QStringLiteral("−50"), QStringLiteral("0"),
                                                QStringLiteral("+50"), QStringLiteral("+100")};
    for (int i = 0; i < ticks.size(); ++i) {
        const double x = bar.left() + bar.width() * i / (ticks.size() - 1);
        p->drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + 3));
        const double left = i == 0 ? x : i == ticks.size() - 1 ? x - 60 : x - 30;
        const QRectF tr(left, bar.bottom() + 3, 60, 16);
        p->drawText(tr, (i == 0 ? Qt::AlignLeft : i == ticks.size() - 1 ? Qt::AlignRight : Qt::AlignHCenter)
                            | Qt::AlignTop,
                    ticks.at(i));
    }
    const QRectF note(rect.left() + pad, bar.bottom() + 20, rect.width() - 2 * pad, rect.bottom() - bar.bottom() - 22);
    const QString text = mode == Mode::Chance
                             ? Tr::tr("Each tinted hex: how often its unit broke in the simulated cascades. "
                                      "Ringed: the unit forced to rout. Untinted units were never reached.")
                             : Tr::tr("Percentage points. Red: the unit breaks more often in the second setup; "
                                      "blue: less often.");
    p->drawText(note, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    p->restore();
}

} // namespace hardtack::ui
