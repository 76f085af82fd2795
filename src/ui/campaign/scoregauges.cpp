#include "scoregauges.h"

#include "scorechart.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>

namespace hardtack::ui {

namespace {

// The battle window's paper and ink (src/ui/battle: handoff screen, end report).
const QColor kPaper(0xf2, 0xe9, 0xd3);
const QColor kPaperEdge(0x8a, 0x75, 0x52);
const QColor kInk(0x2b, 0x24, 0x1c);
const QColor kFaintInk(0x6f, 0x62, 0x50);
const QColor kTrack(0xdc, 0xcf, 0xb0);
const QColor kDanger(0xa8, 0x2b, 0x22);

constexpr double kMax = 1000;

// The angle (degrees, Qt's counter-clockwise from three o'clock) of a value on
// the half dial: 0 on the left, 1000 on the right.
double angleOf(double value)
{
    return 180.0 - 180.0 * std::clamp(value, 0.0, kMax) / kMax;
}

QPointF onCircle(const QPointF &centre, double radius, double degrees)
{
    const double r = qDegreesToRadians(degrees);
    return centre + QPointF(radius * std::cos(r), -radius * std::sin(r));
}

struct Mark
{
    double value;
    QString label;
};

// RULES §17: the values that decide the war, per score.
QList<Mark> marksOf(ScoreKind kind)
{
    switch (kind) {
    case ScoreKind::UnionMorale:
        return {{0, ScoreGauges::tr("peace")}, {250, ScoreGauges::tr("250")}};
    case ScoreKind::ConfederateMorale:
        return {{0, ScoreGauges::tr("peace")}};
    case ScoreKind::Opinion:
        return {{1000, ScoreGauges::tr("intervention")}};
    }
    return {};
}

} // namespace

QColor scoreColour(ScoreKind kind)
{
    switch (kind) {
    case ScoreKind::UnionMorale: return QColor(0x2f, 0x4f, 0x8f);       // Union blue
    case ScoreKind::ConfederateMorale: return QColor(0x9a, 0x7b, 0x4f); // butternut
    case ScoreKind::Opinion: return QColor(0x8c, 0x2f, 0x39);           // claret of the courts
    }
    return Qt::black;
}

ScoreGauges::ScoreGauges(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    updateToolTip();
}

QSize ScoreGauges::sizeHint() const
{
    return {540, 190};
}

QSize ScoreGauges::minimumSizeHint() const
{
    return {360, 150};
}

QString ScoreGauges::explanation(ScoreKind kind)
{
    switch (kind) {
    case ScoreKind::UnionMorale:
        return tr("Union morale: at 0 the Union sues for peace. After the sixth campaign the Union wins only "
                  "if its morale is above 250.");
    case ScoreKind::ConfederateMorale:
        return tr("Confederate morale: at 0 the Confederacy sues for peace.");
    case ScoreKind::Opinion:
        return tr("International opinion: at 1000 Britain and France intervene and the Confederacy wins.");
    }
    return {};
}

void ScoreGauges::setScores(const Scores &scores)
{
    const auto &history = scores.history();
    // The change since the turn began: from the first point of the current
    // turn count (the "turn" event that closed the last turn, or the start).
    double start[3] = {scores.unionMorale(), scores.confederateMorale(), scores.opinion()};
    for (qsizetype i = history.size() - 1; i >= 0 && history.at(i).turn == scores.turn(); --i) {
        start[0] = history.at(i).unionMorale;
        start[1] = history.at(i).confederateMorale;
        start[2] = history.at(i).opinion;
    }
    setValues(scores.unionMorale(), scores.confederateMorale(), scores.opinion());
    setChanges(scores.unionMorale() - start[0], scores.confederateMorale() - start[1], scores.opinion() - start[2]);
}

void ScoreGauges::setValues(double unionMorale, double confederateMorale, double opinion)
{
    m_value = {unionMorale, confederateMorale, opinion};
    updateToolTip();
    update();
}

void ScoreGauges::setChanges(double unionMorale, double confederateMorale, double opinion)
{
    m_change = {unionMorale, confederateMorale, opinion};
    update();
}

void ScoreGauges::updateToolTip()
{
    QStringList lines;
    for (ScoreKind k : {ScoreKind::UnionMorale, ScoreKind::ConfederateMorale, ScoreKind::Opinion})
        lines << explanation(k);
    setToolTip(lines.join(QLatin1Char('\n')));
}

void ScoreGauges::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF all = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(QPen(kPaperEdge, 1.5));
    p.setBrush(kPaper);
    p.drawRoundedRect(all, 6, 6);
    const double w = all.width() / 3;
    int i = 0;
    for (ScoreKind k : {ScoreKind::UnionMorale, ScoreKind::ConfederateMorale, ScoreKind::Opinion}) {
        const QRectF cell(all.left() + i * w, all.top(), w, all.height());
        if (i > 0) {
            p.setPen(QPen(kTrack, 1));
            p.drawLine(QPointF(cell.left(), cell.top() + 12), QPointF(cell.left(), cell.bottom() - 12));
        }
        paintDial(p, cell.adjusted(8, 6, -8, -6), k);
        ++i;
    }
}

void ScoreGauges::paintDial(QPainter &p, const QRectF &cell, ScoreKind kind) const
{
    const double value = m_value[size_t(kind)];
    const QColor colour = scoreColour(kind);

    // Title.
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.05);
    p.setFont(title);
    p.setPen(kInk);
    // The whole title in the cell: a narrow dock shrinks the type (down to
    // three quarters), then elides, rather than cutting both ends.
    const QString name = ScoreChart::scoreTitle(kind);
    for (int i = 0; i < 6 && QFontMetricsF(title).horizontalAdvance(name) > cell.width(); ++i)
        title.setPointSizeF(title.pointSizeF() * 0.95);
    p.setFont(title);
    const QFontMetricsF tm(title);
    const QRectF titleRect(cell.left(), cell.top(), cell.width(), tm.height() + 2);
    p.drawText(titleRect, Qt::AlignHCenter | Qt::AlignTop, tm.elidedText(name, Qt::ElideRight, cell.width()));

    // The half dial, as large as the cell allows.
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.8);
    const QFontMetricsF sm(small);
    const double top = titleRect.bottom() + sm.height() + 4;
    const double bottomRoom = cell.height() * 0.34;
    const double radius = std::max(20.0, std::min(cell.width() / 2 - sm.horizontalAdvance(QStringLiteral("0000")),
                                                  cell.bottom() - bottomRoom - top));
    const QPointF centre(cell.center().x(), top + radius);
    const double thick = std::max(6.0, radius * 0.2);
    const QRectF arcRect(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);

    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kTrack, thick, Qt::SolidLine, Qt::FlatCap));
    p.drawArc(arcRect, 0, 180 * 16);
    // The Union's end-of-war bar: below 250 the sixth campaign's end is lost.
    if (kind == ScoreKind::UnionMorale) {
        p.setPen(QPen(QColor(kDanger.red(), kDanger.green(), kDanger.blue(), 70), thick, Qt::SolidLine, Qt::FlatCap));
        p.drawArc(arcRect, int(angleOf(250) * 16), int((180 - angleOf(250)) * 16));
    }
    // The score.
    p.setPen(QPen(colour, thick * 0.72, Qt::SolidLine, Qt::FlatCap));
    const double a = angleOf(value);
    p.drawArc(arcRect, int(a * 16), int((180 - a) * 16));

    // Scale ticks every 250 and the deciding thresholds, labelled.
    p.setFont(small);
    for (int v = 0; v <= 1000; v += 250) {
        const double deg = angleOf(v);
        p.setPen(QPen(kFaintInk, 1));
        p.drawLine(onCircle(centre, radius + thick / 2, deg), onCircle(centre, radius + thick / 2 + 3, deg));
    }
    for (const Mark &m : marksOf(kind)) {
        const double deg = angleOf(m.value);
        p.setPen(QPen(kDanger, 2.2, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(onCircle(centre, radius - thick / 2 - 2, deg), onCircle(centre, radius + thick / 2 + 5, deg));
        const QPointF at = onCircle(centre, radius + thick / 2 + 7, deg);
        const double tw = sm.horizontalAdvance(m.label);
        QRectF r(at.x() - tw / 2, at.y() - sm.height(), tw, sm.height());
        // The ends of the dial: the label goes under the end, inside the cell.
        if (m.value <= 0) {
            r.moveLeft(at.x() - thick);
            r.moveTop(centre.y() + 2);
        } else if (m.value >= kMax) {
            r.moveRight(at.x() + thick);
            r.moveTop(centre.y() + 2);
        }
        p.setPen(kDanger);
        p.drawText(r, Qt::AlignCenter, m.label);
    }

    // The needle.
    p.setPen(QPen(kInk, 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(centre, onCircle(centre, radius + thick / 2, a));
    p.setBrush(kInk);
    p.drawEllipse(centre, 3.5, 3.5);

    // The value, and the change since the turn began.
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(font().pointSizeF() * 1.7);
    const QFontMetricsF bm(big);
    p.setFont(big);
    p.setPen(colour.darker(125));
    const QRectF valueRect(cell.left(), centre.y() + 4, cell.width(), bm.height());
    p.drawText(valueRect, Qt::AlignHCenter | Qt::AlignTop, QString::number(qRound(value)));
    const double d = m_change[size_t(kind)];
    QString change;
    if (std::abs(d) < 0.05)
        change = tr("unchanged this turn");
    else
        change = tr("%1%2 this turn")
                     .arg(d > 0 ? QStringLiteral("▲ +") : QStringLiteral("▼ −"))
                     .arg(QString::number(std::abs(d), 'f', std::abs(d) < 10 ? 1 : 0));
    p.setFont(small);
    p.setPen(kFaintInk);
    p.drawText(QRectF(cell.left(), valueRect.bottom(), cell.width(), sm.height() + 2), Qt::AlignHCenter | Qt::AlignTop,
               change);
}

} // namespace hardtack::ui
