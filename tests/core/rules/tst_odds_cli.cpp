// hardtack-cli odds (docs/CLI.md): the JSON of a fire and a melee on a small
// scenario (the figures RULES §7–§8 give by hand, and the library's), a save
// at its own moment, an illegal order and bad arguments. Runs the built
// binary (HARDTACK_CLI) on files written by the test.

#include "fixtures.h"

#include "core/rules/game.h"
#include "core/rules/odds.h"
#include "core/events/events.h"

#include "../../clirun.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

// Union "f" (400 men, C, line) at [4,6] facing N, its brigade leader behind
// it; Confederate "t" (400 men, C, line) at [4,5] facing S.
Scenario duel()
{
    Scenario s = blankScenario(10, 10);
    placeLeader(s, "u-bde", at(4, 7));
    placeLeader(s, "c-bde", at(4, 4));
    addUnit(s, "f", Side::Union, UnitType::Infantry, 400, at(4, 6), HexSide::N, UnitFormation::Line);
    addUnit(s, "t", Side::Confederate, UnitType::Infantry, 400, at(4, 5), HexSide::S, UnitFormation::Line);
    return s;
}

} // namespace

class TestOddsCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("duel.json"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(scenarioToJson(duel(), true, false)).toJson());
        f.close();
        LoadError e;
        QVERIFY2(loadScenario(m_file, &e), qPrintable(e.text()));
    }

    // RULES §7 by hand: 400 × 1.0 = 400; 0.4 × [5, 25] men × the density
    // factor of the target's 400 men (3.5): 7 to 35, mean 21; morale 4 fails
    // on 5–6 and routs in Offensive Fire; no friend near: no cascade.
    void fireJson()
    {
        const CliRun r = runCli({QStringLiteral("odds"), m_file, QStringLiteral("--fire"), QStringLiteral("--by"),
                              QStringLiteral("f"), QStringLiteral("--at"), QStringLiteral("4,5"),
                              QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("fire"));
        QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("offensive-fire"));
        QCOMPARE(o.value(QStringLiteral("side")).toString(), QStringLiteral("union"));
        QVERIFY(near(o.value(QStringLiteral("value")).toDouble(), 400));
        const QJsonObject c = o.value(QStringLiteral("casualties")).toObject();
        QVERIFY(near(c.value(QStringLiteral("min")).toDouble(), 7));
        QVERIFY(near(c.value(QStringLiteral("mean")).toDouble(), 21));
        QVERIFY(near(c.value(QStringLiteral("max")).toDouble(), 35));
        const QJsonObject targets = o.value(QStringLiteral("targets")).toObject();
        QCOMPARE(targets.keys(), QStringList{QStringLiteral("t")});
        const QJsonObject t = targets.value(QStringLiteral("t")).toObject();
        QVERIFY(near(t.value(QStringLiteral("loss")).toDouble(), 21));
        QVERIFY(near(t.value(QStringLiteral("failChance")).toDouble(), 1 / 3.0));
        QVERIFY(near(t.value(QStringLiteral("routChance")).toDouble(), 1 / 3.0));
        QVERIFY(near(o.value(QStringLiteral("cascadeChance")).toDouble(), 0));
        QCOMPARE(o.value(QStringLiteral("exact")).toBool(), true);
    }

    // RULES §8 by hand: odds 1 wins on a 6; attacker 1/6 × 6 + 5/6 × 12 = 11,
    // defender 1/6 × 12 + 5/6 × 6 = 7, each × the density factor of 400 men
    // (3.5): 38.5 and 24.5.
    void meleeJson()
    {
        const CliRun r = runCli({QStringLiteral("odds"), m_file, QStringLiteral("--melee"), QStringLiteral("--by"),
                              QStringLiteral("f"), QStringLiteral("--at"), QStringLiteral("4,5"),
                              QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("melee"));
        QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("melee"));
        QVERIFY(near(o.value(QStringLiteral("attack")).toDouble(), 400));
        QVERIFY(near(o.value(QStringLiteral("defence")).toDouble(), 400));
        QVERIFY(near(o.value(QStringLiteral("odds")).toDouble(), 1));
        QVERIFY(near(o.value(QStringLiteral("winChance")).toDouble(), 1 / 6.0));
        const QJsonObject c = o.value(QStringLiteral("casualties")).toObject();
        QVERIFY(near(c.value(QStringLiteral("attacker")).toDouble(), 38.5));
        QVERIFY(near(c.value(QStringLiteral("defender")).toDouble(), 24.5));
    }

    // A save is read at its own moment; the CLI gives the library's figures.
    void saveAtItsMoment()
    {
        // Played to the Offensive Fire phase, so the save is its orders.
        Game game = Game::start(duel(), 5);
        while (game.phase() != Phase::OffensiveFire)
            QVERIFY(game.apply(Order::endPhase()).ok());
        QCOMPARE(game.battle().phasingSide, Side::Union);
        const QString save = m_dir.filePath(QStringLiteral("save.json"));
        QString error;
        QVERIFY2(saveBattle(game.battle(), save, &error), qPrintable(error));
        const FireOdds lib = fireOdds(game, Order::fire({QStringLiteral("f")}, at(4, 5)));
        QVERIFY(lib.check.ok());
        const CliRun r = runCli({QStringLiteral("odds"), save, QStringLiteral("--fire"), QStringLiteral("--by=f"),
                              QStringLiteral("--at=4,5"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(QStringLiteral("value")).toDouble(), lib.value);
        QCOMPARE(o.value(QStringLiteral("targets")).toObject().value(QStringLiteral("t")).toObject()
                     .value(QStringLiteral("failChance")).toDouble(),
                 lib.targets.first().failChance);
        QCOMPARE(o.value(QStringLiteral("cascadeChance")).toDouble(), lib.cascadeChance);
    }

    void readableSummary()
    {
        const CliRun r = runCli({QStringLiteral("odds"), m_file, QStringLiteral("--fire"), QStringLiteral("--by"),
                              QStringLiteral("f"), QStringLiteral("--at"), QStringLiteral("4,5")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("t:"));
        QVERIFY(r.err.isEmpty());
    }

    void refusedOrBad_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString f = m_file;
        QTest::newRow("an enemy unit cannot fire for this side")
            << QStringList{f, "--fire", "--by", "t", "--at", "4,6"} << "illegal fire";
        QTest::newRow("no enemy in the target hex")
            << QStringList{f, "--fire", "--by", "f", "--at", "4,3"} << "illegal fire";
        QTest::newRow("melee not adjacent") << QStringList{f, "--melee", "--by", "f", "--at", "4,3"} << "illegal melee";
        QTest::newRow("unknown unit") << QStringList{f, "--fire", "--by", "nobody", "--at", "4,5"} << "illegal fire";
        QTest::newRow("both kinds") << QStringList{f, "--fire", "--melee", "--by", "f", "--at", "4,5"} << "exactly one";
        QTest::newRow("no kind") << QStringList{f, "--by", "f", "--at", "4,5"} << "exactly one";
        QTest::newRow("no --by") << QStringList{f, "--fire", "--at", "4,5"} << "--by";
        QTest::newRow("--at not C,R") << QStringList{f, "--fire", "--by", "f", "--at", "4"} << "--at";
        QTest::newRow("--at not numbers") << QStringList{f, "--fire", "--by", "f", "--at", "a,b"} << "--at";
        QTest::newRow("no file") << QStringList{"--fire", "--by", "f", "--at", "4,5"} << "exactly one scenario";
        QTest::newRow("missing file") << QStringList{"/nonexistent/x.json", "--fire", "--by", "f", "--at", "4,5"}
                                      << "x.json";
    }

    void refusedOrBad()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const CliRun r = runCli(QStringList{QStringLiteral("odds")} + args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestOddsCli)
#include "tst_odds_cli.moc"
