// The Cascade Lab's Monte Carlo (issue #11, acceptance 1): its numbers equal
// `hardtack-cli cascade` for the same scenario, trigger, options and seed —
// every unit's counts and the whole histogram, exactly — for both setups of
// every demo; cancelling keeps exactly the trials rolled; the heat map,
// histogram and CSV show those numbers.

#include "../clirun.h"

#include "core/morale/labsetup.h"
#include "core/morale/trials.h"
#include "ui/lab/heatmapitem.h"
#include "ui/lab/histogramwidget.h"
#include "ui/lab/montecarlo.h"
#include "ui/lab/montecarlopanel.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace hardtack;
using namespace hardtack::ui;
using hardtack::test::parseJson;
using hardtack::test::runCli;

namespace {

constexpr qint64 kTrials = 2000;

QStringList demoFiles()
{
    QStringList out;
    const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/lab"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        out << dir.filePath(f);
    return out;
}

Scenario load(const QString &file)
{
    LoadError err;
    const auto s = loadScenario(file, &err);
    if (!s)
        qFatal("%s", qPrintable(err.text()));
    return *s;
}

// `hardtack-cli cascade` with the setup's options.
QJsonObject cliCascade(const QString &file, const LabSetup &setup, qint64 trials)
{
    QStringList args{QStringLiteral("cascade"), file, QStringLiteral("--unit"),
                     setup.scenario.units.at(setup.trigger).id, QStringLiteral("--phase"),
                     phaseName(setup.situation.phase), QStringLiteral("--trials"), QString::number(trials),
                     QStringLiteral("--seed"), QString::number(setup.seed), QStringLiteral("--json")};
    if (setup.situation.night)
        args << QStringLiteral("--night");
    if (setup.situation.routLimiting)
        args << QStringLiteral("--rout-limiting");
    const auto r = runCli(args);
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return parseJson(r.out);
}

// Every unit's counts and the histogram, exactly; the mean to the last digit.
void compareWithCli(const CascadeTrials &mc, const Scenario &s, const QJsonObject &cli)
{
    QCOMPARE(mc.trials, cli.value(QStringLiteral("trials")).toInteger());
    const QJsonObject units = cli.value(QStringLiteral("units")).toObject();
    QCOMPARE(mc.units.size(), units.size());
    for (auto it = mc.units.cbegin(); it != mc.units.cend(); ++it) {
        const QString id = s.units.at(it.key()).id;
        const QJsonObject u = units.value(id).toObject();
        QVERIFY2(!u.isEmpty(), qPrintable(id));
        QCOMPARE(it->morale, u.value(QStringLiteral("morale")).toInt());
        QCOMPARE(it->checked, u.value(QStringLiteral("checked")).toInteger());
        QCOMPARE(it->failed, u.value(QStringLiteral("failed")).toInteger());
        QCOMPARE(it->routed, u.value(QStringLiteral("routed")).toInteger());
        QCOMPARE(it->disrupted, u.value(QStringLiteral("disrupted")).toInteger());
        QCOMPARE(it->stragglers, u.value(QStringLiteral("stragglers")).toInteger());
    }
    const QJsonObject size = cli.value(QStringLiteral("size")).toObject();
    const QJsonObject hist = size.value(QStringLiteral("histogram")).toObject();
    QCOMPARE(mc.histogram.size(), hist.size());
    for (auto it = mc.histogram.cbegin(); it != mc.histogram.cend(); ++it)
        QCOMPARE(it.value(), hist.value(QString::number(it.key())).toInteger());
    QCOMPARE(mc.meanSize, size.value(QStringLiteral("mean")).toDouble());
}

CascadeTrials runAndWait(MonteCarloRunner &runner, const LabSetup &setup, qint64 trials)
{
    QSignalSpy done(&runner, &MonteCarloRunner::finished);
    runner.start(setup, trials);
    if (!done.wait(120000))
        qFatal("the Monte Carlo did not finish");
    return runner.result();
}

} // namespace

class TestMonteCarlo : public QObject
{
    Q_OBJECT

private slots:
    void firstSetupEqualsTheCli_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : demoFiles())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

    void firstSetupEqualsTheCli()
    {
        QFETCH(QString, file);
        const Scenario s = load(file);
        const LabSetup setup = labSetup(s);
        MonteCarloRunner runner;
        const CascadeTrials mc = runAndWait(runner, setup, kTrials);
        compareWithCli(mc, setup.scenario, cliCascade(file, setup, kTrials));
        // An instructive demo: the panic really spreads in some cascades.
        QVERIFY(mc.histogram.lastKey() >= 4);
    }

    // Both setups through the panel; the CLI takes the second one from the
    // file's "lab" member (--lab --compare).
    void secondSetupEqualsTheCli_data() { firstSetupEqualsTheCli_data(); }

    void secondSetupEqualsTheCli()
    {
        QFETCH(QString, file);
        const Scenario s = load(file);
        MonteCarloPanel panel;
        panel.setDemo(s);
        panel.setTrials(kTrials);
        QCOMPARE(panel.setupCount(), 2);
        QSignalSpy done(&panel, &MonteCarloPanel::finished);
        panel.run();
        QVERIFY(panel.isRunning());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), true);

        const auto second = runCli({QStringLiteral("cascade"), file, QStringLiteral("--lab"), QStringLiteral("--compare"),
                                    QStringLiteral("--trials"), QString::number(kTrials), QStringLiteral("--json")});
        QCOMPARE(second.exitCode, 0);
        compareWithCli(panel.result(1), panel.setup(1).scenario, parseJson(second.out));
        compareWithCli(panel.result(0), panel.setup(0).scenario, cliCascade(file, panel.setup(0), kTrials));

        // The CSV holds one row per setup and unit that checked, with its counts.
        const QStringList rows = panel.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + panel.result(0).units.size() + panel.result(1).units.size());
        QVERIFY(!panel.renderImage(800).isNull());
    }

    // Cancelled: the result is exactly the first k trials (the same dice).
    void cancelKeepsTheTrialsRolled()
    {
        const Scenario s = load(demoFiles().first());
        const LabSetup setup = labSetup(s);
        MonteCarloRunner runner;
        QSignalSpy done(&runner, &MonteCarloRunner::finished);
        QSignalSpy progress(&runner, &MonteCarloRunner::progressed);
        runner.start(setup, 50000000);
        QVERIFY(runner.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(runner.done() > 0, 60000);
        runner.cancel();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(!progress.isEmpty());
        const CascadeTrials part = runner.result();
        QVERIFY(part.trials > 0 && part.trials < 50000000);
        const CascadeTrials again =
            runCascadeTrials(setup.scenario, setup.situation, {setup.trigger}, part.trials, setup.seed);
        QCOMPARE(part.histogram, again.histogram);
        QCOMPARE(part.meanSize, again.meanSize);
    }

    // The heat map shows each unit's share (the trigger: forced, 100 %); a
    // stacked hex shows its most endangered unit; the difference is B − A.
    void heatMapValuesAreTheShares()
    {
        const Scenario s = load(demoFiles().first());
        const LabSetup setup = labSetup(s);
        MonteCarloRunner runner;
        const CascadeTrials r = runAndWait(runner, setup, 500);
        const HeatMeasure m = heatMeasureFor(setup.situation);
        const QHash<int, double> shares = unitShares(r, m, setup.trigger);
        QCOMPARE(shares.value(setup.trigger), 1.0);
        for (auto it = r.units.cbegin(); it != r.units.cend(); ++it)
            if (it.key() != setup.trigger)
                QCOMPARE(shares.value(it.key()),
                         double(m == HeatMeasure::Routed ? it->routed : it->failed) / double(r.trials));
        const QHash<Hex, double> hexes = hexValues(setup.scenario, shares);
        for (auto it = shares.cbegin(); it != shares.cend(); ++it)
            QVERIFY(hexes.value(setup.scenario.units.at(it.key()).hex) >= it.value());
        const QHash<int, double> diff = difference(shares, {});
        for (auto it = diff.cbegin(); it != diff.cend(); ++it)
            QCOMPARE(it.value(), -shares.value(it.key()));
        // Colours: more likely is darker; the difference scale is white at 0.
        QVERIFY(HeatMapItem::colour(0.9, HeatMapItem::Mode::Chance).lightness()
                < HeatMapItem::colour(0.1, HeatMapItem::Mode::Chance).lightness());
        QVERIFY(HeatMapItem::colour(0.0, HeatMapItem::Mode::Difference).lightness() > 240);
    }
};

QTEST_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
