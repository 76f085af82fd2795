// Orders are the record: a saved battle re-simulated from the scenario it
// started from, its seed and its orders tells the same story event for event
// (same log hash), and a save with an order taken out is caught at the first
// event that differs.

#include "core/battle.h"
#include "core/rules/player.h"
#include "core/rules/replay.h"
#include "core/rules/scriptedplayer.h"

#include "../../clirun.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

namespace {
// Plays up to `turns` turns with the scripted player on both sides.
Game playScripted(const Scenario &s, quint64 seed, int turns)
{
    Game game = Game::start(s, seed);
    ScriptedPlayer u, c;
    int guard = 0;
    while (!game.over() && game.turn() <= turns && guard++ < 4000)
        playPhase(game, game.actingSide() == Side::Union ? u : c);
    return game;
}

QStringList shippedScenarios()
{
    QStringList out;
    const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.append(dir.filePath(f));
    return out;
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private slots:
    void orderRoundTrip_data()
    {
        QTest::addColumn<QString>("json");
        QTest::newRow("move") << R"({"order":"move","units":["u1"],"path":[[4,7],[4,6]],"facing":"NE"})";
        QTest::newRow("leader move") << R"({"order":"move","leader":"l1","path":[[1,1]]})";
        QTest::newRow("facing") << R"({"order":"change-facing","units":["u1"],"facing":"S"})";
        QTest::newRow("formation") << R"({"order":"change-formation","units":["u1"],"formation":"column"})";
        QTest::newRow("fire") << R"({"order":"fire","units":["u1","u2"],"target":[3,3]})";
        QTest::newRow("melee") << R"({"order":"melee","units":["u1"],"target":[3,3],"advance":"u1"})";
        QTest::newRow("end phase") << R"({"order":"end-phase"})";
    }

    void orderRoundTrip()
    {
        QFETCH(QString, json);
        const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
        const Order order = Order::fromJson(JsonNode(o, QStringLiteral("$"), QStringLiteral("test")));
        QCOMPARE(order.toJson(), o);
    }

    void badOrdersNameTheirPath_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown order") << R"({"order":"retreat"})" << "$.order";
        QTest::newRow("move without path") << R"({"order":"move","units":["u1"]})" << "$";
        QTest::newRow("bad hex") << R"({"order":"fire","units":["u1"],"target":[3]})" << "$.target";
        QTest::newRow("bad facing") << R"({"order":"change-facing","units":["u1"],"facing":"up"})" << "$.facing";
        QTest::newRow("stray member") << R"({"order":"end-phase","why":1})" << "$.why";
    }

    void badOrdersNameTheirPath()
    {
        QFETCH(QString, json);
        QFETCH(QString, path);
        const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
        try {
            Order::fromJson(JsonNode(o, QStringLiteral("$"), QStringLiteral("test")));
            QFAIL("accepted");
        } catch (const LoadFailure &f) {
            QCOMPARE(f.error().path, path);
        }
    }

    // 50 seeded games over the shipped scenarios, each saved, loaded and
    // replayed: the same log, event for event.
    void savedGamesReplayIdentically()
    {
        const QStringList files = shippedScenarios();
        QVERIFY(!files.isEmpty());
        QTemporaryDir dir;
        int games = 0;
        for (int seed = 1; games < 50; ++seed) {
            const QString file = files.at(seed % files.size());
            LoadError le;
            const auto s = loadScenario(file, &le);
            QVERIFY2(s, qPrintable(le.text()));
            // Big battles are played for fewer turns: the record is the same thing.
            const int turns = s->units.size() > 200 ? 2 : 6;
            const Game game = playScripted(*s, quint64(seed), turns);
            QVERIFY(!game.battle().orders.isEmpty());
            const QString save = dir.filePath(QStringLiteral("g%1.json").arg(seed));
            QString error;
            QVERIFY2(saveBattle(game.battle(), save, &error), qPrintable(error));
            const auto loaded = readBattle(save, &le); // replayed just below
            QVERIFY2(loaded, qPrintable(le.text()));
            QCOMPARE(loaded->orders, game.battle().orders);
            const ReplayResult r = replayBattle(*loaded);
            QVERIFY2(r.ok, qPrintable(QStringLiteral("%1 seed %2: first difference %3, refused order %4")
                                          .arg(file).arg(seed).arg(r.firstDifference).arg(r.refusedOrder)));
            QCOMPARE(r.ordersApplied, int(game.battle().orders.size()));
            QCOMPARE(r.logHash, logHash(game.battle().log));
            ++games;
        }
    }

    void removedOrderIsCaughtAtItsFirstEvent()
    {
        LoadError le;
        const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/02-buford-holds-the-ridge.json"), &le);
        QVERIFY2(s, qPrintable(le.text()));
        // Replay the first k orders to learn where order k's events begin.
        const Game game = playScripted(*s, 11, 4);
        const Battle &full = game.battle();
        const int k = int(full.orders.size()) / 2;
        Game prefix = Game::start(*s, 11);
        for (int i = 0; i < k; ++i)
            QVERIFY(prefix.apply(full.orders.at(i).order).ok());
        const int firstEventOfK = int(prefix.battle().log.size());

        Battle cut = full;
        cut.orders.removeAt(k);
        const ReplayResult r = replayBattle(cut);
        QVERIFY(!r.ok);
        QCOMPARE(r.firstDifference, firstEventOfK);

        // The same through the command line, on a file.
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("cut.json"));
        QVERIFY(saveBattle(cut, save, nullptr));
        const test::CliRun run = test::runCli({QStringLiteral("replay"), save, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject out = test::parseJson(run.out);
        QCOMPARE(out.value(QStringLiteral("ok")).toBool(true), false);
        QCOMPARE(out.value(QStringLiteral("firstDifference")).toInt(), firstEventOfK);
    }

    // Issue 28: a save is its orders. A changed state, unit, event or order
    // is refused by validate and replay, at the path of the first difference.
    void aTamperedSaveIsRefusedAtItsFirstDifference_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("where");
        QTest::newRow("the turn") << QStringLiteral("turn") << QStringLiteral("$.state.turn");
        QTest::newRow("a unit's men") << QStringLiteral("men") << QStringLiteral("$.scenario.units[0].men");
        QTest::newRow("an event") << QStringLiteral("event") << QStringLiteral("$.log[%1]");
        QTest::newRow("the generator") << QStringLiteral("rng") << QStringLiteral("$.rng[0]");
        QTest::newRow("nothing") << QString() << QString();
    }

    void aTamperedSaveIsRefusedAtItsFirstDifference()
    {
        QFETCH(QString, change);
        QFETCH(QString, where);
        LoadError le;
        const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/02-buford-holds-the-ridge.json"), &le);
        QVERIFY2(s, qPrintable(le.text()));
        Battle b = playScripted(*s, 11, 3).battle();
        int moved = -1;
        for (int i = 0; i < b.log.size() && moved < 0; ++i)
            if (std::holds_alternative<MoveEvent>(b.log.at(i)))
                moved = i;
        if (change == QLatin1String("turn"))
            ++b.turn;
        else if (change == QLatin1String("men"))
            b.scenario.units[0].men += 7;
        else if (change == QLatin1String("event"))
            std::get<MoveEvent>(b.log[moved]).mp += 1;
        else if (change == QLatin1String("rng"))
            b.rng = Rng(99);
        if (where.contains(QLatin1String("%1")))
            where = where.arg(moved);
        const ReplayResult r = replayBattle(b);
        QCOMPARE(r.ok, where.isEmpty());
        QCOMPARE(r.where(), where);
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("tampered.json"));
        QVERIFY(saveBattle(b, save, nullptr));
        const test::CliRun run = test::runCli({QStringLiteral("validate"), save});
        QCOMPARE(run.exitCode, where.isEmpty() ? 0 : 1);
        if (!where.isEmpty())
            QVERIFY2(run.err.contains((where + QStringLiteral(": differs")).toUtf8()), run.err.constData());
        // replay says the same (and the game window: tst_battleui).
        const test::CliRun replay = test::runCli({QStringLiteral("replay"), save, QStringLiteral("--json")});
        QCOMPARE(replay.exitCode, where.isEmpty() ? 0 : 1);
        const QJsonObject out = test::parseJson(replay.out);
        QCOMPARE(out.value(QStringLiteral("ok")).toBool(), where.isEmpty());
        if (!where.isEmpty())
            QCOMPARE(out.value(QStringLiteral("where")).toString(), where);
    }

    void playSavesAndReplayAgrees()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("played.json"));
        const test::CliRun playRun = test::runCli({QStringLiteral("play"),
                                           QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/02-buford-holds-the-ridge.json"),
                                           QStringLiteral("--union"), QStringLiteral("scripted"),
                                           QStringLiteral("--confederate"), QStringLiteral("scripted"),
                                           QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--save"), save,
                                           QStringLiteral("--json")});
        QCOMPARE(playRun.exitCode, 0);
        const QJsonObject played = test::parseJson(playRun.out);
        const test::CliRun replayRun = test::runCli({QStringLiteral("replay"), save, QStringLiteral("--json")});
        QCOMPARE(replayRun.exitCode, 0);
        const QJsonObject replayed = test::parseJson(replayRun.out);
        QVERIFY(replayed.value(QStringLiteral("ok")).toBool());
        QCOMPARE(replayed.value(QStringLiteral("logHash")), played.value(QStringLiteral("logHash")));
        QCOMPARE(replayed.value(QStringLiteral("events")), played.value(QStringLiteral("events")));
        QCOMPARE(replayed.value(QStringLiteral("orders")), played.value(QStringLiteral("orders")));
    }
};

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
