// The histogram of cascade sizes of the Cascade Lab's Monte Carlo (issue #11),
// on Qt Charts: a bar set per setup over the category axis of sizes, the
// means as dashed vertical lines on a value axis laid over the categories.

#include "histogramwidget.h"

#include <QGraphicsLayout>
#include <QLocale>
#include <QPainter>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

HistogramWidget::HistogramWidget(QWidget *parent) : QChartView(new QChart, parent), m_chart(chart())
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setRenderHint(QPainter::Antialiasing);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundRoundness(0);
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    QFont title = font();
    title.setBold(true);
    m_chart->setTitleFont(title);
    m_chart->legend()->setAlignment(Qt::AlignTop);
    rebuild();
}

void HistogramWidget::setSeries(const QVector<Series> &series)
{
    m_series = series;
    rebuild();
}

QColor HistogramWidget::seriesColour(int index)
{
    // Blue and orange: told apart in every common colour blindness.
    return index == 0 ? QColor(44, 123, 182) : QColor(230, 120, 20);
}

QString HistogramWidget::legendText(const Series &s, int index)
{
    return tr("%1: mean %2 units (%3 cascades)")
        .arg(s.name.isEmpty() ? tr("Setup %1").arg(QChar('A' + index)) : s.name,
             QLocale().toString(s.mean, 'f', 2), QLocale().toString(s.trials));
}

void HistogramWidget::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes())
        m_chart->removeAxis(axis);
    const QString title = tr("How far the panic spread: units that failed their check in one cascade");
    if (m_series.isEmpty()) {
        m_chart->legend()->hide();
        m_chart->setTitle(QStringLiteral("%1<br><br><span style='font-weight:normal'>%2</span>")
                              .arg(title.toHtmlEscaped(),
                                   tr("Run the simulation to see the sizes of the cascades.").toHtmlEscaped()));
        setToolTip(QString());
        return;
    }
    m_chart->setTitle(title);
    setToolTip(tr("Units that failed (0: the panic stopped at once); bar height: share of the cascades; "
                  "dashed line: the mean"));
    m_chart->legend()->show();
    int maxSize = 0;
    double maxShare = 0;
    for (const Series &s : std::as_const(m_series))
        for (auto it = s.histogram.cbegin(); it != s.histogram.cend(); ++it) {
            maxSize = std::max(maxSize, it.key());
            if (s.trials > 0)
                maxShare = std::max(maxShare, double(it.value()) / double(s.trials));
        }
    maxShare = std::max(0.05, std::ceil(maxShare * 10.0) / 10.0);

    // The bars: a set per setup, a category per size 0..maxSize.
    auto *bars = new QBarSeries;
    bars->setBarWidth(0.8);
    for (int i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series.at(i);
        auto *set = new QBarSet(legendText(s, i));
        set->setColor(seriesColour(i));
        set->setBorderColor(seriesColour(i));
        for (int k = 0; k <= maxSize; ++k)
            set->append(s.trials > 0 ? 100.0 * double(s.histogram.value(k)) / double(s.trials) : 0.0);
        bars->append(set);
    }
    m_chart->addSeries(bars);
    auto *sizes = new QBarCategoryAxis;
    // Every size while there is room, else every k-th (the others blank).
    const int every = std::max(1, (maxSize + 1) / 25 + 1);
    QStringList labels;
    for (int k = 0; k <= maxSize; ++k)
        labels << (k % every == 0 ? QString::number(k) : QString(k, QChar(0x200b)));
    sizes->append(labels);
    sizes->setTitleText(tr("units that failed (0: the panic stopped at once)"));
    auto *share = new QValueAxis;
    share->setRange(0, 100 * maxShare);
    share->setLabelFormat(QStringLiteral("%.0f%%"));
    share->setTickCount(int(std::lround(maxShare * 10)) + 1 > 2 ? int(std::lround(maxShare * 10)) + 1 : 6);
    m_chart->addAxis(sizes, Qt::AlignBottom);
    m_chart->addAxis(share, Qt::AlignLeft);
    bars->attachAxis(sizes);
    bars->attachAxis(share);

    // The means: dashed lines on a hidden value axis over the categories
    // (category k spans k − 0.5 to k + 0.5).
    auto *along = new QValueAxis;
    along->setRange(-0.5, maxSize + 0.5);
    along->setVisible(false);
    m_chart->addAxis(along, Qt::AlignTop);
    for (int i = 0; i < m_series.size(); ++i) {
        auto *line = new QLineSeries;
        line->setName(tr("mean"));
        line->append(m_series.at(i).mean, 0);
        line->append(m_series.at(i).mean, 100 * maxShare);
        line->setPen(QPen(seriesColour(i).darker(130), 2, Qt::DashLine));
        m_chart->addSeries(line);
        line->attachAxis(along);
        line->attachAxis(share);
        for (QLegendMarker *m : m_chart->legend()->markers(line))
            m->setVisible(false);
    }
}

void HistogramWidget::render(QPainter *p, const QRectF &rect) const
{
    // Laid out at the target's size, then drawn there.
    QChart *c = m_chart;
    const QRectF old = c->geometry();
    c->resize(rect.size());
    c->scene()->render(p, rect, QRectF(c->pos(), rect.size()));
    c->setGeometry(old);
}

} // namespace hardtack::ui
