// hardtack-cli score, run as a player or designer runs it: the JSON of
// PRODUCT.md checked against a hand computation, the readable account, the
// --explain lists, and clean refusals of bad input.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

#include <cmath>

namespace {

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HARDTACK_CLI), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

const QString kExample = QStringLiteral(HARDTACK_TEST_DATA "/campaign/score-example.json");

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestScoreCli : public QObject
{
    Q_OBJECT

private slots:
    // tests/data/campaign/score-example.json worked out by hand, event by
    // event (RULES §17). Rates in force: Union tax 12 tariff 11 (−0.2 × 3 =
    // −0.6 a turn), Confederacy tax 8 tariff 10 (−1 × 3 = −3 a turn).
    void jsonMatchesTheHandComputation()
    {
        const int turns = 5;
        double u = 750, c = 750, o = 500;
        u += turns * (-1.5 - 0.6);  // five turn ends: per-turn drop and rate penalty
        c += turns * (+1.0 - 3.0);  // per-turn rise and rate penalty
        o += turns * 2.0;           // per-turn rise
        u += 20 / 5.0;              // Union laurels 20
        o -= 20 / 8.0;
        c += 16 / 5.0;              // Confederate laurels 16
        o += 16 / 8.0;
        u -= 4200 / 500.0;          // Union casualties 4200
        o += 4200 / 1000.0;
        c -= 3300 / 500.0;          // Confederate casualties 3300
        o -= 3300 / 1000.0;
        c += 2 * 1;                 // Confederacy takes Winchester (city, level 2); retaken
                                    // by the Union after one turn end: no +40 opinion
        u += 3 * 1;                 // Union takes Norfolk (city, level 3) ...
        o -= 3 * 1;                 // ... held three turn ends (turns 2, 3, 4)
        u += 2 * 1;                 // Union retakes Winchester (level 2) ...
        o -= 2 * 1;                 // ... held three turn ends (turns 3, 4, 5)
        u -= 2 + 40 / 500.0;        // Union GB lost: 2 loss points + 40 crew as casualties
        o += 40 / 1000.0;
        c -= 4 + 120 / 500.0;       // Confederate SL lost: 4 loss points + 120 crew
        o -= 120 / 1000.0;
        u -= 3;                     // Union greenback 100 → 97; the rise to 99 does not count
        c -= 10 / 5.0;              // Confederate greenback 100 → 90
        o -= 10 * 3 / 2.0;
        c -= 50;                    // Confederate draft, once: the second does nothing
        // So: 735.02, 682.36, 490.32.
        QVERIFY(near(u, 735.02) && near(c, 682.36) && near(o, 490.32));

        const Run r = cli({QStringLiteral("score"), kExample, QStringLiteral("--json")});
        QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count('\n'), 1);
        QJsonParseError pe;
        const QJsonObject j = QJsonDocument::fromJson(r.out, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(j.size(), 7);
        QVERIFY2(near(j.value(QStringLiteral("unionMorale")).toDouble(), u), r.out.constData());
        QVERIFY2(near(j.value(QStringLiteral("confederateMorale")).toDouble(), c), r.out.constData());
        QVERIFY2(near(j.value(QStringLiteral("opinion")).toDouble(), o), r.out.constData());
        QVERIFY(j.value(QStringLiteral("winner")).isNull());
        QVERIFY(j.value(QStringLiteral("reason")).isNull());
        QCOMPARE(j.value(QStringLiteral("turn")).toInt(), turns);
        QCOMPARE(j.value(QStringLiteral("campaign")).toInt(), 2);
    }

    void explainAddsChangesAndHistory()
    {
        const Run r = cli({QStringLiteral("score"), kExample, QStringLiteral("--json"), QStringLiteral("--explain")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(near(j.value(QStringLiteral("unionMorale")).toDouble(), 735.02));
        const QJsonArray history = j.value(QStringLiteral("history")).toArray();
        QCOMPARE(history.size(), 23); // the start and one point per event
        QVERIFY(near(history.last().toObject().value(QStringLiteral("opinion")).toDouble(), 490.32));
        const QJsonArray changes = j.value(QStringLiteral("changes")).toArray();
        int cancelled = 0;
        for (const QJsonValue &v : changes) {
            QVERIFY(!v.toObject().contains(QStringLiteral("text"))); // data only: the narrator words it
            cancelled += v.toObject().value(QStringLiteral("type")).toString() == QLatin1String("capture-cancelled");
        }
        QCOMPARE(cancelled, 1);
    }

    void readableAccountOfEveryChange()
    {
        const Run r = cli({QStringLiteral("score"), kExample});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QStringLiteral("Union morale -1.5: 750 → 748.5")));
        QVERIFY(out.contains(QStringLiteral("Winchester")));
        QVERIFY(out.contains(QStringLiteral("already implemented a draft")));
        QVERIFY(out.contains(QStringLiteral("Union morale 735.02, Confederate morale 682.36, international opinion 490.32")));
        QVERIFY(out.contains(QStringLiteral("no winner yet")));
    }

    void aDecidedWarReportsWinnerAndReason()
    {
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(R"({"format":"hardtack-score-events","version":1,"events":[
            {"type":"casualties","side":"union","men":249500},
            {"type":"campaign-end"},{"type":"campaign-end"},{"type":"campaign-end"},
            {"type":"campaign-end"},{"type":"campaign-end"},{"type":"campaign-end"}]})");
        f.close();
        const Run r = cli({QStringLiteral("score"), f.fileName(), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(near(j.value(QStringLiteral("unionMorale")).toDouble(), 251));
        QCOMPARE(j.value(QStringLiteral("winner")).toString(), QStringLiteral("union"));
        QCOMPARE(j.value(QStringLiteral("reason")).toString(), QStringLiteral("campaigns"));
        QCOMPARE(j.value(QStringLiteral("campaign")).toInt(), 6);
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString malformed = QStringLiteral(HARDTACK_TEST_DATA "/malformed/");
        QTest::newRow("a bad side") << QStringList{QStringLiteral("score"), malformed + QStringLiteral("score-bad-side.json")}
                                    << QStringLiteral("$.events[2].side:");
        QTest::newRow("a bad side, --json") << QStringList{QStringLiteral("score"), QStringLiteral("--json"),
                                                           malformed + QStringLiteral("score-bad-ship.json")}
                                            << QStringLiteral("$.events[1].ship:");
        QTest::newRow("another format") << QStringList{QStringLiteral("score"),
                                                       QStringLiteral(HARDTACK_TEST_DATA "/files/example-map.json")}
                                        << QStringLiteral("$.format:");
        QTest::newRow("no file") << QStringList{QStringLiteral("score")} << QStringLiteral("exactly one");
        QTest::newRow("two files") << QStringList{QStringLiteral("score"), kExample, kExample}
                                   << QStringLiteral("exactly one");
        QTest::newRow("a missing file") << QStringList{QStringLiteral("score"), QStringLiteral("/no/such/events.json")}
                                        << QStringLiteral("/no/such/events.json");
        QTest::newRow("an unknown option") << QStringList{QStringLiteral("score"), kExample, QStringLiteral("--seed=3")}
                                           << QStringLiteral("--seed");
    }

    void badInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // The same list the lead's validate test reads: validate refuses each file
    // with exit code 1 naming the path.
    void validateRefusesEveryMalformedScoreFile()
    {
        QFile tsv(QStringLiteral(HARDTACK_TEST_DATA "/malformed/score.tsv"));
        QVERIFY(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
        int rows = 0;
        while (!tsv.atEnd()) {
            const QStringList cols = QString::fromUtf8(tsv.readLine()).trimmed().split(QLatin1Char('\t'));
            if (cols.size() != 2)
                continue;
            const Run r = cli({QStringLiteral("validate"), QStringLiteral(HARDTACK_TEST_DATA "/malformed/") + cols.at(0)});
            QVERIFY(!r.crashed);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(cols.at(0)) && r.err.contains(cols.at(1) + QLatin1Char(':')), qPrintable(r.err));
            ++rows;
        }
        QVERIFY(rows >= 10);
    }

    void validateAcceptsAGoodFile()
    {
        const Run r = cli({QStringLiteral("validate"), kExample});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("ok (hardtack-score-events)")));
    }
};

QTEST_GUILESS_MAIN(TestScoreCli)
#include "tst_scorecli.moc"
