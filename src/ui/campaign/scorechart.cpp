#include "scorechart.h"

#include "scoregauges.h"

#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

namespace {

// The battle window's paper and ink (src/ui/battle: handoff screen, end report).
const QColor kPaper(0xf2, 0xe9, 0xd3);
const QColor kPlot(0xfa, 0xf4, 0xe4);
const QColor kInk(0x2b, 0x24, 0x1c);
const QColor kFaintInk(0x6f, 0x62, 0x50);
const QColor kGrid(0xdd, 0xd0, 0xb2);
const QColor kBand(0x9a, 0x7b, 0x4f, 26);
const QColor kDanger(0xa8, 0x2b, 0x22);

// The y range leaves a strip above 1000 for the campaign names and one below
// 0 for the winters, so neither threshold line lies on the plot's edge.
constexpr double kTop = 1090;
constexpr double kBottom = -70;

constexpr std::array<ScoreKind, 3> kKinds{ScoreKind::UnionMorale, ScoreKind::ConfederateMorale,
                                          ScoreKind::Opinion};

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

} // namespace

// The chart is handed to the view's constructor: a view made without one
// makes its own, and setChart() later would only release that one (leaked).
ScoreChart::ScoreChart(QWidget *parent) : QChartView(new QChart, parent)
{
    m_chart = chart();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundBrush(kPaper);
    m_chart->setBackgroundPen(QPen(QColor(0x8a, 0x75, 0x52), 1.5));
    m_chart->setBackgroundRoundness(0);
    m_chart->layout()->setContentsMargins(0, 0, 0, 0); // paper to the widget's edge
    m_chart->setPlotAreaBackgroundBrush(kPlot);
    m_chart->setPlotAreaBackgroundVisible(true);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(font().pointSizeF() * 1.2);
    m_chart->setTitleFont(titleFont);
    m_chart->setTitleBrush(kInk);
    m_chart->setTitle(tr("The war's victory scores"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->setLabelColor(kInk);
    m_chart->setMargins(QMargins(6, 4, 6, 4));

    m_axisX = new QValueAxis;
    m_axisY = new QValueAxis;
    for (QValueAxis *axis : {m_axisX, m_axisY}) {
        axis->setLabelsColor(kInk);
        axis->setTitleBrush(kFaintInk);
        axis->setGridLineColor(kGrid);
        axis->setMinorGridLineColor(kGrid.lighter(106));
        axis->setLinePenColor(kFaintInk);
        axis->setLabelFormat(QStringLiteral("%d"));
    }
    m_axisX->setTitleText(tr("Turn (two weeks each)"));
    m_axisY->setTitleText(tr("Points"));
    m_axisY->setRange(kBottom, kTop);
    m_axisY->setTickType(QValueAxis::TicksDynamic);
    m_axisY->setTickAnchor(0);
    m_axisY->setTickInterval(250);
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);

    // The thresholds of RULES §17, under the score lines.
    const QList<double> values = thresholdValues();
    const QColor colours[3] = {kDanger, scoreColour(ScoreKind::UnionMorale), scoreColour(ScoreKind::Opinion)};
    for (int i = 0; i < values.size(); ++i) {
        auto *line = new QLineSeries;
        line->setPen(QPen(colours[i], 1.6, Qt::DashLine, Qt::FlatCap));
        m_chart->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        hideFromLegend(m_chart, line);
        m_thresholds << line;
        auto *plate = new QGraphicsRectItem(m_chart);
        plate->setBrush(QColor(kPlot.red(), kPlot.green(), kPlot.blue(), 215));
        plate->setPen(Qt::NoPen);
        plate->setZValue(19);
        m_thresholdPlate << plate;
        auto *text = new QGraphicsSimpleTextItem(m_chart);
        text->setBrush(colours[i].darker(115));
        QFont f = font();
        f.setItalic(true);
        text->setFont(f);
        text->setZValue(20);
        m_thresholdText << text;
    }
    const QStringList labels = thresholdLabels();
    for (int i = 0; i < labels.size(); ++i)
        m_thresholdText[i]->setText(labels.at(i));

    for (ScoreKind k : kKinds) {
        auto *s = new QLineSeries;
        s->setName(scoreTitle(k));
        s->setPen(QPen(scoreColour(k), 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        m_chart->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
        m_score[size_t(k)] = s;
    }

    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(kPaper);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 300);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { placeLabels(); });
    rebuildBands();
    setHistory({});
}

QString ScoreChart::scoreTitle(ScoreKind kind)
{
    QString name = scoreDisplayName(kind);
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QList<double> ScoreChart::thresholdValues()
{
    return {0, 250, 1000};
}

QStringList ScoreChart::thresholdLabels() const
{
    return {tr("0: a side whose morale falls to 0 sues for peace"),
            tr("250: after the sixth campaign the Union wins only above this"),
            tr("1000: Europe intervenes and the Confederacy wins")};
}

void ScoreChart::setSchedule(int campaigns, int turnsPerCampaign)
{
    m_campaigns = std::max(1, campaigns);
    m_turnsPerCampaign = std::max(1, turnsPerCampaign);
    rebuildBands();
    setHistory({});
}

void ScoreChart::setCampaignNames(const QStringList &names)
{
    m_campaignNames = names;
    rebuildBands();
}

QList<double> ScoreChart::turnPositions(const QList<ScorePoint> &history)
{
    // A turn's points sit between the end of the previous turn and the end of
    // this one: the "turn" event (which raises the turn count) lands on the
    // whole number, what follows it in the same turn count spreads after it.
    QList<double> xs;
    xs.reserve(history.size());
    qsizetype i = 0;
    while (i < history.size()) {
        qsizetype j = i;
        while (j < history.size() && history.at(j).turn == history.at(i).turn)
            ++j;
        const double n = double(j - i);
        for (qsizetype k = i; k < j; ++k)
            xs << history.at(i).turn + double(k - i) / n;
        i = j;
    }
    return xs;
}

void ScoreChart::setHistory(const QList<ScorePoint> &history)
{
    const QList<double> xs = turnPositions(history);
    for (ScoreKind k : kKinds) {
        QList<QPointF> pts;
        pts.reserve(history.size());
        for (qsizetype i = 0; i < history.size(); ++i) {
            const ScorePoint &pt = history.at(i);
            const double y = k == ScoreKind::UnionMorale         ? pt.unionMorale
                             : k == ScoreKind::ConfederateMorale ? pt.confederateMorale
                                                                 : pt.opinion;
            pts << QPointF(xs.at(i), y);
        }
        m_score[size_t(k)]->replace(pts);
    }
    m_lastX = xs.isEmpty() ? 0 : xs.last();
    const double xMax = std::max<double>(m_campaigns * m_turnsPerCampaign, std::ceil(m_lastX));
    m_axisX->setRange(0, xMax);
    m_axisX->setTickInterval(m_turnsPerCampaign);
    m_axisX->setMinorTickCount(1);
    const QList<double> values = thresholdValues();
    for (int i = 0; i < m_thresholds.size(); ++i)
        m_thresholds[i]->replace({QPointF(0, values.at(i)), QPointF(xMax, values.at(i))});
    placeLabels();
}

void ScoreChart::rebuildBands()
{
    for (QAreaSeries *a : std::as_const(m_bands)) {
        m_chart->removeSeries(a);
        delete a;
    }
    for (QLineSeries *l : std::as_const(m_winters)) {
        m_chart->removeSeries(l);
        delete l;
    }
    qDeleteAll(m_bandText);
    m_bands.clear();
    m_winters.clear();
    m_bandText.clear();

    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    for (int c = 0; c < m_campaigns; ++c) {
        const double x0 = c * m_turnsPerCampaign, x1 = (c + 1) * m_turnsPerCampaign;
        // Every other campaign shaded, so each reads as one season of war.
        if (c % 2 == 1) {
            auto *upper = new QLineSeries;
            auto *lower = new QLineSeries;
            upper->append({QPointF(x0, kTop), QPointF(x1, kTop)});
            lower->append({QPointF(x0, kBottom), QPointF(x1, kBottom)});
            auto *band = new QAreaSeries(upper, lower);
            upper->setParent(band);
            lower->setParent(band);
            band->setBrush(kBand);
            band->setPen(Qt::NoPen);
            m_chart->addSeries(band);
            band->attachAxis(m_axisX);
            band->attachAxis(m_axisY);
            hideFromLegend(m_chart, band);
            m_bands << band;
        }
        auto *name = new QGraphicsSimpleTextItem(m_chart);
        name->setText(c < m_campaignNames.size() ? m_campaignNames.at(c) : tr("Campaign %1").arg(c + 1));
        QFont bold = small;
        bold.setBold(true);
        name->setFont(bold);
        name->setBrush(kFaintInk);
        name->setZValue(20);
        m_bandText << name;
    }
    // The winter between two campaigns: economy and recruiting, no fighting.
    for (int c = 1; c < m_campaigns; ++c) {
        auto *line = new QLineSeries;
        const double x = c * m_turnsPerCampaign;
        line->append({QPointF(x, kBottom), QPointF(x, kTop)});
        line->setPen(QPen(QColor(0x5d, 0x7a, 0x95), 1.2, Qt::DotLine));
        m_chart->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        hideFromLegend(m_chart, line);
        m_winters << line;
        auto *text = new QGraphicsSimpleTextItem(m_chart);
        text->setText(tr("winter"));
        QFont f = small;
        f.setItalic(true);
        text->setFont(f);
        text->setBrush(QColor(0x4a, 0x63, 0x7a));
        text->setZValue(20);
        m_bandText << text;
    }
    // The score lines stay on top of the bands: re-add them last.
    for (QLineSeries *s : m_score) {
        if (!s)
            continue;
        m_chart->removeSeries(s);
        m_chart->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    placeLabels();
}

void ScoreChart::placeLabels()
{
    if (!m_axisX || m_thresholds.isEmpty() || m_score[0] == nullptr)
        return;
    const QRectF plot = m_chart->plotArea();
    if (plot.isEmpty())
        return;
    QLineSeries *ref = m_score[0];
    const QList<double> values = thresholdValues();
    for (int i = 0; i < m_thresholdText.size(); ++i) {
        QGraphicsSimpleTextItem *t = m_thresholdText[i];
        const QPointF at = m_chart->mapToPosition(QPointF(0, values.at(i)), ref);
        const QRectF r = t->boundingRect();
        // Above its line, except the top one, which reads below it.
        const double y = values.at(i) >= 1000 ? at.y() + 2 : at.y() - r.height() - 1;
        t->setPos(plot.left() + 8, y);
        m_thresholdPlate[i]->setRect(QRectF(t->pos(), r.size()).adjusted(-3, 0, 3, 0));
    }
    for (int c = 0; c < m_campaigns && c < m_bandText.size(); ++c) {
        QGraphicsSimpleTextItem *t = m_bandText[c];
        const double mid = (c + 0.5) * m_turnsPerCampaign;
        const QPointF at = m_chart->mapToPosition(QPointF(mid, kTop), ref);
        const QPointF base = m_chart->mapToPosition(QPointF(mid, 1000), ref);
        const QRectF r = t->boundingRect();
        t->setPos(at.x() - r.width() / 2, (at.y() + base.y()) / 2 - r.height() / 2);
    }
    for (int w = 1; w < m_campaigns && m_campaigns - 1 + w < m_bandText.size(); ++w) {
        QGraphicsSimpleTextItem *t = m_bandText[m_campaigns - 1 + w];
        const double x = w * m_turnsPerCampaign;
        const QPointF at = m_chart->mapToPosition(QPointF(x, kBottom), ref);
        const QPointF zero = m_chart->mapToPosition(QPointF(x, 0), ref);
        const QRectF r = t->boundingRect();
        t->setPos(at.x() - r.width() / 2, (at.y() + zero.y()) / 2 - r.height() / 2);
    }
}

void ScoreChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    placeLabels();
}

} // namespace hardtack::ui
