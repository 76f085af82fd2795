// hardtack-cli cascade / rally (PRODUCT.md, docs/CLI.md): the JSON shapes,
// determinism, the odds the statistics converge to, and bad input. Runs the
// built binary (HARDTACK_CLI) on scenarios written by the test.

#include "moraletestutil.h"

#include "../../clirun.h"

#include <QJsonDocument>
#include <QTemporaryDir>

using namespace hardtack;
using namespace hardtack::test;

namespace {

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

} // namespace

class TestMoraleCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cascadeJson();
    void cascadeMatchesTheLibraryTrialByTrial();
    void sameSeedSameOutput();
    void cascadeOptions();
    void rallyJson();
    void readableSummaries();
    void badInput_data();
    void badInput();

private:
    QString write(const QString &name, const Scenario &s);
    Scenario lineScenario() const;

    QTemporaryDir m_dir;
    QString m_file;
};

Scenario TestMoraleCli::lineScenario() const
{
    // t routs; a (C) next to it; b (D) next to a only; an enemy next to t;
    // r (routed, C) next to b only.
    ScenarioBuilder b(12, 12);
    b.unit(QStringLiteral("t"), 5, 4);
    b.unit(QStringLiteral("a"), 5, 5, 4);
    b.unit(QStringLiteral("b"), 5, 6, 3);
    b.unit(QStringLiteral("r"), 5, 7, 4).status = Status::Routed;
    b.unit(QStringLiteral("enemy"), 6, 4, 1, Side::Confederate);
    Scenario s = b.build();
    s.date = QDate(1863, 7, 2);
    s.start = QTime(9, 0);
    s.dawn = QTime(4, 30);
    s.dusk = QTime(19, 30);
    s.turns = 10;
    return s;
}

QString TestMoraleCli::write(const QString &name, const Scenario &s)
{
    const QString file = m_dir.filePath(name);
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(scenarioToJson(s, true, false)).toJson());
    return file;
}

void TestMoraleCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_file = write(QStringLiteral("line.json"), lineScenario());
    LoadError e;
    QVERIFY2(loadScenario(m_file, &e), qPrintable(e.text()));
}

void TestMoraleCli::cascadeJson()
{
    const int n = 10000;
    const CliRun r = runCli({QStringLiteral("cascade"), m_file, QStringLiteral("--unit"), QStringLiteral("t"),
                          QStringLiteral("--trials"), QString::number(n), QStringLiteral("--seed"), QStringLiteral("11"),
                          QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.endsWith('\n'));
    QCOMPARE(r.out.count('\n'), 1);
    const QJsonObject o = parseJson(r.out);
    QCOMPARE(sortedKeys(o), (QStringList{"seed", "size", "trials", "trigger", "units"}));
    QCOMPARE(o.value("trials").toInt(), n);
    QCOMPARE(o.value("seed").toInt(), 11);
    QCOMPARE(o.value("trigger").toString(), QStringLiteral("t"));

    const QJsonObject units = o.value("units").toObject();
    // The enemy and the trigger never check; r checks only after b fails.
    QVERIFY(!units.contains("enemy"));
    QVERIFY(!units.contains("t"));
    for (const QString &id : units.keys())
        QCOMPARE(sortedKeys(units.value(id).toObject()),
                 (QStringList{"checked", "disrupted", "failed", "morale", "routed", "stragglers"}));
    const QJsonObject a = units.value("a").toObject();
    const QJsonObject b = units.value("b").toObject();
    const QJsonObject rr = units.value("r").toObject();
    QCOMPARE(a.value("morale").toInt(), 4);
    QCOMPARE(b.value("morale").toInt(), 3);
    QCOMPARE(rr.value("morale").toInt(), 4);
    // By hand: a fails 1/3; b checks 1/3, fails 1/3 × 1/2; r checks 1/6,
    // fails 1/6 × 1/3, losing 25 or 50 men (mean 37.5) when it does.
    QCOMPARE(a.value("checked").toInt(), n);
    QVERIFY(withinFourSigma(a.value("failed").toInt(), n, 1.0 / 3));
    QCOMPARE(a.value("routed").toInt(), a.value("failed").toInt());
    QCOMPARE(a.value("disrupted").toInt(), 0);
    QVERIFY(withinFourSigma(b.value("checked").toInt(), n, 1.0 / 3));
    QVERIFY(withinFourSigma(b.value("failed").toInt(), n, 1.0 / 6));
    QVERIFY(withinFourSigma(rr.value("checked").toInt(), n, 1.0 / 6));
    QVERIFY(withinFourSigma(rr.value("failed").toInt(), n, 1.0 / 18));
    QCOMPARE(rr.value("routed").toInt(), 0); // already routed: never newly routed
    const int rFailed = rr.value("failed").toInt();
    const int strag = rr.value("stragglers").toInt();
    QVERIFY(strag >= 25 * rFailed && strag <= 50 * rFailed && strag % 25 == 0);

    const QJsonObject size = o.value("size").toObject();
    const QJsonObject hist = size.value("histogram").toObject();
    qint64 total = 0, weighted = 0;
    for (const QString &k : hist.keys()) {
        total += hist.value(k).toInteger();
        weighted += k.toInt() * hist.value(k).toInteger();
    }
    QCOMPARE(total, n);
    QCOMPARE(size.value("mean").toDouble(), double(weighted) / n);
    QCOMPARE(weighted, qint64(a.value("failed").toInt() + b.value("failed").toInt() + rFailed));
    // size 0 ⇔ a passes: 2/3.
    QVERIFY(withinFourSigma(hist.value("0").toInt(), n, 2.0 / 3));
}

void TestMoraleCli::cascadeMatchesTheLibraryTrialByTrial()
{
    // Trial i = a fresh copy of the scenario and Rng(S + i).
    const int n = 300;
    const quint64 seed = 4000;
    const CliRun r = runCli({QStringLiteral("cascade"), m_file, QStringLiteral("--unit"), QStringLiteral("t"),
                          QStringLiteral("--trials"), QString::number(n), QStringLiteral("--seed"),
                          QString::number(seed), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject units = parseJson(r.out).value("units").toObject();

    LoadError e;
    const Scenario base = *loadScenario(m_file, &e);
    QHash<QString, int> failed, checked;
    for (int i = 0; i < n; ++i) {
        Scenario s = base;
        const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")}, {}, seed + quint64(i));
        for (const MoraleCheck &c : tree.checks) {
            ++checked[s.units.at(c.unit).id];
            failed[s.units.at(c.unit).id] += c.failed();
        }
    }
    for (const QString &id : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("r")}) {
        QCOMPARE(units.value(id).toObject().value("checked").toInt(), checked.value(id));
        QCOMPARE(units.value(id).toObject().value("failed").toInt(), failed.value(id));
    }
}

void TestMoraleCli::sameSeedSameOutput()
{
    const QStringList args{QStringLiteral("cascade"), m_file, QStringLiteral("--unit"), QStringLiteral("t"),
                           QStringLiteral("--trials"), QStringLiteral("500"), QStringLiteral("--seed"),
                           QStringLiteral("9"), QStringLiteral("--json")};
    const CliRun one = runCli(args);
    const CliRun two = runCli(args);
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(one.out, two.out);
    QStringList other = args;
    other[6] = QStringLiteral("10");
    QVERIFY(runCli(other).out != one.out);

    const QStringList rally{QStringLiteral("rally"), m_file, QStringLiteral("--unit"), QStringLiteral("a"),
                            QStringLiteral("--trials"), QStringLiteral("500"), QStringLiteral("--seed"),
                            QStringLiteral("9"), QStringLiteral("--json")};
    QCOMPARE(runCli(rally).out, runCli(rally).out);
}

void TestMoraleCli::cascadeOptions()
{
    const auto run = [&](const QStringList &extra) {
        QStringList args{QStringLiteral("cascade"), m_file, QStringLiteral("--unit"), QStringLiteral("t"),
                         QStringLiteral("--trials"), QStringLiteral("4000"), QStringLiteral("--seed"),
                         QStringLiteral("1"), QStringLiteral("--json")};
        const CliRun r = runCli(args + extra);
        return r.exitCode == 0 ? parseJson(r.out).value("units").toObject() : QJsonObject();
    };
    // Defensive fire: failures disrupt (and still carry on).
    const QJsonObject df = run({QStringLiteral("--phase"), QStringLiteral("defensive-fire")});
    QVERIFY(df.value("a").toObject().value("failed").toInt() > 0);
    QCOMPARE(df.value("a").toObject().value("disrupted").toInt(), df.value("a").toObject().value("failed").toInt());
    QCOMPARE(df.value("a").toObject().value("routed").toInt(), 0);
    QVERIFY(df.value("b").toObject().value("checked").toInt() > 0);
    // Melee and movement rout like offensive fire.
    for (const QString &phase : {QStringLiteral("melee"), QStringLiteral("movement")}) {
        const QJsonObject m = run({QStringLiteral("--phase"), phase});
        QCOMPARE(m.value("a").toObject().value("routed").toInt(), m.value("a").toObject().value("failed").toInt());
    }
    // Night: -2 on every value (C → 2: a fails 4/6).
    const QJsonObject night = run({QStringLiteral("--night")});
    QCOMPARE(night.value("a").toObject().value("morale").toInt(), 2);
    QVERIFY(withinFourSigma(night.value("a").toObject().value("failed").toInt(), 4000, 4.0 / 6));
    // Rout limiting: b (step 2) at 3 + 1 = 4 fails 2/6 once checked; the
    // reported morale is still the one without it.
    const QJsonObject rl = run({QStringLiteral("--rout-limiting")});
    const QJsonObject b = rl.value("b").toObject();
    QCOMPARE(b.value("morale").toInt(), 3);
    QVERIFY(withinFourSigma(b.value("failed").toInt(), b.value("checked").toInt(), 2.0 / 6));
}

void TestMoraleCli::rallyJson()
{
    const int n = 10000;
    // a is not routed in the scenario: it is treated as routed for the check.
    const CliRun r = runCli({QStringLiteral("rally"), m_file, QStringLiteral("--unit"), QStringLiteral("a"),
                          QStringLiteral("--trials"), QString::number(n), QStringLiteral("--seed"), QStringLiteral("5"),
                          QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = parseJson(r.out);
    QCOMPARE(sortedKeys(o), (QStringList{"seed", "trials", "units"}));
    QCOMPARE(o.value("trials").toInt(), n);
    QCOMPARE(o.value("seed").toInt(), 5);
    const QJsonObject units = o.value("units").toObject();
    QCOMPARE(units.keys(), QStringList{QStringLiteral("a")});
    const QJsonObject a = units.value("a").toObject();
    QCOMPARE(sortedKeys(a), (QStringList{"morale", "rallied"}));
    QCOMPARE(a.value("morale").toInt(), 4);
    QVERIFY(withinFourSigma(a.value("rallied").toInt(), n, 3.0 / 6));

    const CliRun night = runCli({QStringLiteral("rally"), m_file, QStringLiteral("--unit"), QStringLiteral("a"),
                              QStringLiteral("--night"), QStringLiteral("--trials"), QString::number(n),
                              QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
    const QJsonObject na = parseJson(night.out).value("units").toObject().value("a").toObject();
    QCOMPARE(na.value("morale").toInt(), 2);
    QVERIFY(withinFourSigma(na.value("rallied").toInt(), n, 1.0 / 6));
}

void TestMoraleCli::readableSummaries()
{
    const CliRun c = runCli({QStringLiteral("cascade"), m_file, QStringLiteral("--unit"), QStringLiteral("t"),
                          QStringLiteral("--trials"), QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(c.exitCode, 0);
    QVERIFY(c.out.contains("a "));
    QVERIFY(!c.out.startsWith('{'));
    const CliRun r = runCli({QStringLiteral("rally"), m_file, QStringLiteral("--unit"), QStringLiteral("r"),
                          QStringLiteral("--trials"), QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("r"));
}

void TestMoraleCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    const QString missing = m_dir.filePath(QStringLiteral("missing.json"));
    const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
    QFile f(broken);
    if (f.open(QIODevice::WriteOnly))
        f.write("{\"format\":\"hardtack-scenario\",\"version\":1,\"title\":");
    const QString u = QStringLiteral("--unit");
    // clang-format off
    QTest::newRow("cascade: no such file")    << QStringList{"cascade", missing, u, "t", "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: malformed file")  << QStringList{"cascade", broken, u, "t", "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: unknown unit")    << QStringList{"cascade", m_file, u, "zz", "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: no unit")         << QStringList{"cascade", m_file, "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: zero trials")     << QStringList{"cascade", m_file, u, "t", "--trials", "0", "--seed", "1"};
    QTest::newRow("cascade: trials not a number") << QStringList{"cascade", m_file, u, "t", "--trials", "ten", "--seed", "1"};
    QTest::newRow("cascade: negative seed")   << QStringList{"cascade", m_file, u, "t", "--trials", "5", "--seed", "-1"};
    QTest::newRow("cascade: seed not a number") << QStringList{"cascade", m_file, u, "t", "--trials", "5", "--seed", "1.5"};
    QTest::newRow("cascade: unknown phase")   << QStringList{"cascade", m_file, u, "t", "--phase", "siege", "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: unknown option")  << QStringList{"cascade", m_file, u, "t", "--trials", "5", "--seed", "1", "--fast"};
    QTest::newRow("cascade: no scenario")     << QStringList{"cascade", u, "t", "--trials", "5", "--seed", "1"};
    QTest::newRow("cascade: option without value") << QStringList{"cascade", m_file, u, "t", "--trials"};
    QTest::newRow("rally: no such file")      << QStringList{"rally", missing, u, "t", "--trials", "5", "--seed", "1"};
    QTest::newRow("rally: unknown unit")      << QStringList{"rally", m_file, u, "zz", "--trials", "5", "--seed", "1"};
    QTest::newRow("rally: zero trials")       << QStringList{"rally", m_file, u, "t", "--trials", "0", "--seed", "1"};
    QTest::newRow("rally: bad seed")          << QStringList{"rally", m_file, u, "t", "--trials", "5", "--seed", "x"};
    QTest::newRow("rally: --phase is not an option") << QStringList{"rally", m_file, u, "t", "--phase", "melee", "--trials", "5", "--seed", "1"};
    // Issue 28: --trials capped by the battle's size (a minute's work, CLI.md).
    const QString antietam = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/08-antietam.json");
    QTest::newRow("cascade: trials past the cap of 08's 808 units") << QStringList{"cascade", antietam, u, "c-1st-texas", "--trials", "123763", "--seed", "1"};
    QTest::newRow("rally: trials past the cap of 08's 808 units") << QStringList{"rally", antietam, u, "c-1st-texas", "--trials", "123763", "--seed", "1"};
    QTest::newRow("cascade: the old maximum") << QStringList{"cascade", m_file, u, "t", "--trials", "100000000", "--seed", "1"};
    // clang-format on
}

void TestMoraleCli::badInput()
{
    QFETCH(QStringList, args);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith("hardtack-cli: "));
    if (QTest::currentDataTag() && QByteArray(QTest::currentDataTag()).contains("cap"))
        QVERIFY2(r.err.contains("--trials must be a whole number from 1 to 123762"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestMoraleCli)
#include "tst_morale_cli.moc"
