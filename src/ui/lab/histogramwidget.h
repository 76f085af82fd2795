#pragma once
// The Cascade Lab's histogram of cascade sizes (issue #11): for each number
// of units that failed in one cascade, the share of the simulated cascades,
// with the mean marked; one or two setups side by side in two colours. A Qt
// Charts bar chart (as the campaign's score chart); render() draws it for the
// exported PNG.

#include <QColor>
#include <QMap>
#include <QString>
#include <QVector>
#include <QtCharts/QChartView>

class QBarCategoryAxis;
class QValueAxis;

namespace hardtack::ui {

class HistogramWidget : public QChartView
{
    Q_OBJECT

public:
    struct Series
    {
        QString name;                 // the setup's caption
        QMap<int, qint64> histogram;  // units that failed → cascades
        qint64 trials = 0;
        double mean = 0;
    };

    explicit HistogramWidget(QWidget *parent = nullptr);

    void setSeries(const QVector<Series> &series); // one or two; empty clears
    const QVector<Series> &series() const { return m_series; }
    static QColor seriesColour(int index);
    // The chart drawn into rect at rect's size (for the exported PNG).
    void render(QPainter *p, const QRectF &rect) const;
    // The legend's text of a series (for tests).
    static QString legendText(const Series &series, int index);

    QSize sizeHint() const override { return {520, 240}; }
    QSize minimumSizeHint() const override { return {260, 160}; }

private:
    void rebuild();

    QChart *m_chart;
    QVector<Series> m_series;
};

} // namespace hardtack::ui
