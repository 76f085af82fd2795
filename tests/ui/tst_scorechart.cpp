// The campaign window's score widgets (issue 13): the chart draws one point
// per history entry of the scores, the three thresholds of RULES §17 (0 peace,
// 250 the Union's bar after the sixth campaign, 1000 intervention) as
// labelled lines, and a legend of the three scores only; the gauges show the
// current scores and the change since the turn began. Offscreen. With
// HARDTACK_SHOT_DIR set, the widgets are also saved as PNGs to look at.

#include "ui/campaign/scorechart.h"
#include "ui/campaign/scoregauges.h"

#include "campaign/scores.h"

#include <QDir>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

// Two and a half campaigns of a war: a turn's battles (casualties, laurels), a
// capture, the campaign ends.
Scores sampleWar(int turns)
{
    Scores s;
    for (int t = 1; t <= turns; ++t) {
        if (t % 3 == 0) {
            s.apply(ScoreEvent::casualties(Side::Union, 2500 + 150 * t));
            s.apply(ScoreEvent::casualties(Side::Confederate, 1800 + 120 * t));
            s.apply(ScoreEvent::laurels(t % 2 ? Side::Confederate : Side::Union, 40));
        }
        if (t == 14)
            s.apply(ScoreEvent::capture(Side::Union, QStringLiteral("nashville"), 3, CityKind::StateCapital));
        s.apply(ScoreEvent::turn());
        if (t % 10 == 0)
            s.apply(ScoreEvent::campaignEnd());
    }
    return s;
}

double yOf(const ScorePoint &p, ScoreKind k)
{
    return k == ScoreKind::UnionMorale ? p.unionMorale : k == ScoreKind::ConfederateMorale ? p.confederateMorale
                                                                                         : p.opinion;
}

void saveShot(QWidget &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("HARDTACK_SHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w.grab().save(dir + QLatin1Char('/') + name));
}

} // namespace

class TstScoreChart : public QObject
{
    Q_OBJECT

private slots:
    void chartHasOnePointPerHistoryEntry()
    {
        const Scores s = sampleWar(25);
        ScoreChart chart;
        chart.setScores(s);
        const auto &h = s.history();
        QVERIFY(h.size() > 25);
        for (ScoreKind k : {ScoreKind::UnionMorale, ScoreKind::ConfederateMorale, ScoreKind::Opinion}) {
            QLineSeries *series = chart.scoreSeries(k);
            QCOMPARE(series->count(), h.size());
            for (int i = 0; i < h.size(); ++i)
                QCOMPARE(series->at(i).y(), yOf(h.at(i), k));
        }
        // An empty war has no points; a new history replaces the old one.
        chart.setHistory({});
        QCOMPARE(chart.scoreSeries(ScoreKind::Opinion)->count(), 0);
        chart.setScores(sampleWar(3));
        QCOMPARE(chart.scoreSeries(ScoreKind::Opinion)->count(), sampleWar(3).history().size());
    }

    void pointsSitAtTheirTurn()
    {
        const Scores s = sampleWar(12);
        const QList<double> xs = ScoreChart::turnPositions(s.history());
        QCOMPARE(xs.size(), s.history().size());
        QCOMPARE(xs.first(), 0.0); // the start
        for (int i = 1; i < xs.size(); ++i) {
            QVERIFY2(xs.at(i) > xs.at(i - 1), "the points keep the order they happened in");
            const ScorePoint &p = s.history().at(i);
            // A point lies between the end of its turn and the end of the next.
            QVERIFY(xs.at(i) >= p.turn && xs.at(i) < p.turn + 1);
        }
    }

    void thresholdsAreDrawnAndLabelled()
    {
        ScoreChart chart;
        chart.setScores(sampleWar(25));
        QCOMPARE(ScoreChart::thresholdValues(), (QList<double>{0, 250, 1000}));
        QCOMPARE(chart.thresholdSeries().size(), 3);
        for (int i = 0; i < 3; ++i) {
            QLineSeries *line = chart.thresholdSeries().at(i);
            QVERIFY(line->count() >= 2);
            for (const QPointF &p : line->points())
                QCOMPARE(p.y(), ScoreChart::thresholdValues().at(i));
            // Across the whole war: six campaigns of ten turns.
            QCOMPARE(line->points().first().x(), 0.0);
            QCOMPARE(line->points().last().x(), 60.0);
        }
        const QStringList labels = chart.thresholdLabels();
        QCOMPARE(labels.size(), 3);
        QVERIFY(labels.at(0).contains(QLatin1String("peace")));
        QVERIFY(labels.at(1).contains(QLatin1String("Union")));
        QVERIFY(labels.at(2).contains(QLatin1String("intervenes")));
    }

    void legendNamesTheThreeScoresOnly()
    {
        ScoreChart chart;
        chart.setScores(sampleWar(5));
        chart.show(); // a marker is visible only once its legend is
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QStringList shown;
        for (QLegendMarker *m : chart.chart()->legend()->markers()) {
            if (m->isVisible())
                shown << m->label();
        }
        QCOMPARE(shown, (QStringList{ScoreChart::scoreTitle(ScoreKind::UnionMorale),
                                      ScoreChart::scoreTitle(ScoreKind::ConfederateMorale),
                                      ScoreChart::scoreTitle(ScoreKind::Opinion)}));
        QCOMPARE(shown.last(), QStringLiteral("International opinion"));
    }

    void gaugesShowTheScoresAndTheTurnsChange()
    {
        Scores s;
        s.apply(ScoreEvent::turn());
        s.apply(ScoreEvent::casualties(Side::Union, 5000)); // −10 Union, +5 opinion (RULES §17)
        ScoreGauges g;
        g.setScores(s);
        QCOMPARE(g.value(ScoreKind::UnionMorale), s.unionMorale());
        QCOMPARE(g.value(ScoreKind::Opinion), s.opinion());
        // Only the battle is this turn's change: the "turn" event closed the last one.
        QCOMPARE(g.change(ScoreKind::UnionMorale), -10.0);
        QCOMPARE(g.change(ScoreKind::Opinion), 5.0);
        QCOMPARE(g.change(ScoreKind::ConfederateMorale), 0.0);
        QVERIFY(ScoreGauges::explanation(ScoreKind::UnionMorale).contains(QLatin1String("250")));
    }

    void screenshots()
    {
        ScoreChart chart;
        chart.setCampaignNames({QStringLiteral("1861"), QStringLiteral("1862"), QStringLiteral("1863"),
                                QStringLiteral("1864"), QStringLiteral("1865"), QStringLiteral("1866")});
        const Scores s = sampleWar(25);
        chart.setScores(s);
        chart.resize(900, 520);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        saveShot(chart, QStringLiteral("scorechart.png"));
        ScoreGauges gauges;
        gauges.setScores(s);
        gauges.resize(gauges.sizeHint());
        gauges.show();
        QVERIFY(QTest::qWaitForWindowExposed(&gauges));
        saveShot(gauges, QStringLiteral("scoregauges.png"));

        // A grim war in a small panel: Union morale falls through 250 to 0.
        Scores grim;
        for (int t = 1; t <= 60 && !grim.isDecided(); ++t) {
            grim.apply(ScoreEvent::casualties(Side::Union, 6000 + 100 * t));
            grim.apply(ScoreEvent::laurels(Side::Confederate, 30));
            grim.apply(ScoreEvent::turn());
            if (t % 10 == 0)
                grim.apply(ScoreEvent::campaignEnd());
        }
        QVERIFY(grim.isDecided());
        ScoreChart small;
        small.setScores(grim);
        small.resize(620, 380);
        small.show();
        QVERIFY(QTest::qWaitForWindowExposed(&small));
        saveShot(small, QStringLiteral("scorechart-small.png"));
        gauges.setScores(grim);
        saveShot(gauges, QStringLiteral("scoregauges-grim.png"));
    }
};

QTEST_MAIN(TstScoreChart)
#include "tst_scorechart.moc"
