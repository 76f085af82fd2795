#pragma once
// The victory scores over the war (RULES §17) as a Qt Charts line chart: one
// line per score (Union morale, Confederate morale, international opinion),
// turns along the bottom, the campaigns shaded in turn with a winter mark
// between them, and the three thresholds that end the war drawn across and
// labelled in plain words: 0 (a side sues for peace), 250 (the Union's bar at
// the end of the sixth campaign) and 1000 (Europe intervenes).

#include "campaign/scores.h"

#include <QList>
#include <QStringList>
#include <QtCharts/QChartView>

#include <array>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QChart;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace hardtack::ui {

class ScoreChart : public QChartView
{
    Q_OBJECT

public:
    explicit ScoreChart(QWidget *parent = nullptr);

    // The war's length (the campaign file's "start"): sets the turn axis and
    // the campaign bands. Defaults: 6 campaigns of 10 turns.
    void setSchedule(int campaigns, int turnsPerCampaign);
    // Optional names of the campaigns ("1861", "1862", …); default "Campaign N".
    void setCampaignNames(const QStringList &names);

    // One point per history entry (Scores::history()): the points of a turn
    // spread between that turn and the next, in the order they happened.
    void setHistory(const QList<ScorePoint> &history);
    void setScores(const Scores &scores) { setHistory(scores.history()); }

    // What the chart shows (for tests and the window's tooltips).
    QLineSeries *scoreSeries(ScoreKind kind) const { return m_score[size_t(kind)]; }
    const QList<QLineSeries *> &thresholdSeries() const { return m_thresholds; }
    static QList<double> thresholdValues(); // 0, 250, 1000
    QStringList thresholdLabels() const;    // the words drawn on each line
    // The x of a history entry: its turn plus its place among the turn's points.
    static QList<double> turnPositions(const QList<ScorePoint> &history);
    // A score's name as a title or legend entry ("International opinion").
    static QString scoreTitle(ScoreKind kind);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildBands();
    void placeLabels();

    QChart *m_chart = nullptr;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    std::array<QLineSeries *, 3> m_score{};
    QList<QLineSeries *> m_thresholds;
    QList<QGraphicsSimpleTextItem *> m_thresholdText;
    QList<QGraphicsRectItem *> m_thresholdPlate; // paper behind the words, over the lines
    QList<QAreaSeries *> m_bands;     // every other campaign, lightly shaded
    QList<QLineSeries *> m_winters;   // a dashed line between campaigns
    QList<QGraphicsSimpleTextItem *> m_bandText;
    QStringList m_campaignNames;
    int m_campaigns = 6;
    int m_turnsPerCampaign = 10;
    double m_lastX = 0;
};

} // namespace hardtack::ui
