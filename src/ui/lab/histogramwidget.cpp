// The histogram of cascade sizes of the Cascade Lab's Monte Carlo (issue #11).

#include "histogramwidget.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hardtack::ui {

HistogramWidget::HistogramWidget(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HistogramWidget::setSeries(const QVector<Series> &series)
{
    m_series = series;
    update();
}

QColor HistogramWidget::seriesColour(int index)
{
    // Blue and orange: told apart in every common colour blindness.
    return index == 0 ? QColor(44, 123, 182) : QColor(230, 120, 20);
}

void HistogramWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    render(&p, rect());
}

void HistogramWidget::render(QPainter *p, const QRectF &rect) const
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->fillRect(rect, Qt::white);
    QFont f = p->font();
    f.setPixelSize(12);
    p->setFont(f);
    const QFontMetricsF fm(f);
    const double lh = fm.height();

    f.setBold(true);
    p->setFont(f);
    p->setPen(Qt::black);
    const QRectF titleRect(rect.left() + 8, rect.top() + 4, rect.width() - 16, lh + 2);
    p->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                tr("How far the panic spread: units that failed their check in one cascade"));
    f.setBold(false);
    p->setFont(f);

    if (m_series.isEmpty()) {
        p->drawText(rect, Qt::AlignCenter, tr("Run the simulation to see the sizes of the cascades."));
        p->restore();
        return;
    }

    int maxSize = 0;
    double maxShare = 0;
    for (const Series &s : m_series)
        for (auto it = s.histogram.cbegin(); it != s.histogram.cend(); ++it) {
            maxSize = std::max(maxSize, it.key());
            if (s.trials > 0)
                maxShare = std::max(maxShare, double(it.value()) / double(s.trials));
        }
    maxShare = std::max(0.05, std::ceil(maxShare * 10.0) / 10.0);

    // Legend line: a swatch and "name: mean m" per series.
    double x = rect.left() + 8;
    const double legendY = titleRect.bottom() + 2;
    for (int i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series.at(i);
        p->fillRect(QRectF(x, legendY + 3, 12, lh - 6), seriesColour(i));
        const QString text = tr("%1: mean %2 units (%3 cascades)")
                                 .arg(s.name.isEmpty() ? tr("Setup %1").arg(QChar('A' + i)) : s.name,
                                      QLocale().toString(s.mean, 'f', 2), QLocale().toString(s.trials));
        p->setPen(Qt::black);
        p->drawText(QRectF(x + 16, legendY, fm.horizontalAdvance(text) + 4, lh), Qt::AlignLeft | Qt::AlignVCenter, text);
        x += 16 + fm.horizontalAdvance(text) + 18;
    }

    const double left = rect.left() + fm.horizontalAdvance(QStringLiteral("100%")) + 14;
    const QRectF plot(left, legendY + lh + 8, rect.right() - left - 10, rect.bottom() - legendY - 3.2 * lh - 12);
    if (plot.width() < 20 || plot.height() < 20) {
        p->restore();
        return;
    }

    // Y axis: share of cascades, in steps of 10 % (or 1 % below 10 %).
    p->setPen(QColor(200, 200, 200));
    const double step = maxShare > 0.2 ? 0.1 : (maxShare > 0.1 ? 0.05 : 0.01);
    for (double v = 0; v <= maxShare + 1e-9; v += step) {
        const double y = plot.bottom() - plot.height() * v / maxShare;
        p->setPen(QColor(215, 215, 215));
        p->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p->setPen(Qt::black);
        p->drawText(QRectF(rect.left(), y - lh / 2, left - rect.left() - 6, lh), Qt::AlignRight | Qt::AlignVCenter,
                    QStringLiteral("%1%").arg(std::lround(v * 100.0)));
    }

    // Bars: one group per size 0..maxSize, a bar per series.
    const int groups = maxSize + 1;
    const double gw = plot.width() / groups;
    const double bw = gw * 0.8 / m_series.size();
    for (int i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series.at(i);
        if (s.trials <= 0)
            continue;
        for (auto it = s.histogram.cbegin(); it != s.histogram.cend(); ++it) {
            const double share = double(it.value()) / double(s.trials);
            const double h = plot.height() * share / maxShare;
            p->fillRect(QRectF(plot.left() + gw * it.key() + gw * 0.1 + bw * i, plot.bottom() - h, bw, h),
                        seriesColour(i));
        }
    }
    // X axis labels: every size while there is room, else every k-th.
    p->setPen(Qt::black);
    p->drawLine(plot.bottomLeft(), plot.bottomRight());
    const int every = std::max(1, int(std::ceil(fm.horizontalAdvance(QStringLiteral("000")) * 1.6 / gw)));
    for (int k = 0; k <= maxSize; k += every)
        p->drawText(QRectF(plot.left() + gw * k, plot.bottom() + 2, gw * every, lh),
                    Qt::AlignLeft | Qt::AlignTop, QStringLiteral(" %1").arg(k));
    // The means, as dashed lines in the series' colours.
    for (int i = 0; i < m_series.size(); ++i) {
        const double mx = plot.left() + gw * (m_series.at(i).mean + 0.5);
        p->setPen(QPen(seriesColour(i).darker(130), 2, Qt::DashLine));
        p->drawLine(QPointF(mx, plot.top()), QPointF(mx, plot.bottom()));
    }
    p->setPen(Qt::black);
    p->drawText(QRectF(plot.left(), plot.bottom() + lh + 2, plot.width(), lh), Qt::AlignHCenter | Qt::AlignTop,
                tr("units that failed (0: the panic stopped at once); bar height: share of the cascades; "
                   "dashed line: the mean"));
    p->restore();
}

} // namespace hardtack::ui
