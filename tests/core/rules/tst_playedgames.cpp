// Whole games, passive and scripted ("advance and fire"), over many seeds:
// the invariants hold after every phase, and a played game's save reloads
// byte for byte and plays on with the same dice.
//
// Men are conserved, per unit, at every moment:
//   men + casualties + stragglers + prisoners = the men it started with,
// where casualties are the men lost to fire and melee (killed and wounded),
// stragglers the men lost by failed morale checks of routed units and not yet
// returned (a returning straggler moves from `stragglers` back to `men`), and
// prisoners the men of a surrendered unit. Likewise guns + gunsLost = guns at
// the start.

#include "fixtures.h"
#include "invariants.h"

#include "core/rules/board.h"
#include "core/rules/game.h"
#include "core/rules/scriptedplayer.h"
#include "core/rules/terrain.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hardtack;
using namespace hardtack::test;

namespace {
struct Totals
{
    int games = 0, fires = 0, melees = 0, checks = 0, routs = 0, rallies = 0, cascades = 0, surrenders = 0;
};

std::unique_ptr<TacticalPlayer> player(const QString &kind)
{
    if (kind == QLatin1String("scripted"))
        return std::make_unique<ScriptedPlayer>();
    return std::make_unique<PassivePlayer>();
}

// Plays to the end; returns an invariant violation, or nothing.
QString play(Game &game, const Scenario &initial, TacticalPlayer &u, TacticalPlayer &c, int maxPhases = 100000)
{
    for (int n = 0; !game.over() && n < maxPhases; ++n) {
        playPhase(game, game.actingSide() == Side::Union ? u : c);
        const QString bad = checkInvariants(initial, game.scenario());
        if (!bad.isEmpty())
            return QStringLiteral("turn %1 %2 %3: %4").arg(game.turn()).arg(sideName(game.phasingSide()),
                                                                              phaseName(game.phase()), bad);
    }
    return {};
}
} // namespace

class TestPlayedGames : public QObject
{
    Q_OBJECT

private slots:
    void invariants_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("unionPlayer");
        QTest::addColumn<QString>("confederatePlayer");
        for (const char *file : {"example-scenario.json", "skirmish.json"})
            for (const auto &[u, c] : {std::pair{"passive", "passive"}, std::pair{"scripted", "scripted"},
                                       std::pair{"scripted", "passive"}, std::pair{"passive", "scripted"}})
                QTest::addRow("%s, %s vs %s", file, u, c) << file << u << c;
    }

    void invariants()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, unionPlayer);
        QFETCH(QString, confederatePlayer);
        LoadError err;
        const auto s = loadScenario(dataFile(qPrintable(scenario)), &err);
        QVERIFY2(s, qPrintable(err.text()));
        Totals t;
        const int seeds = unionPlayer == confederatePlayer && unionPlayer == QLatin1String("passive") ? 10 : 25;
        for (int seed = 1; seed <= seeds; ++seed) {
            Game game = Game::start(*s, quint64(seed));
            const auto up = player(unionPlayer), cp = player(confederatePlayer);
            const QString bad = play(game, *s, *up, *cp);
            QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("seed %1, %2").arg(seed).arg(bad)));
            QVERIFY(game.over());
            QCOMPARE(eventToJson(game.battle().log.last()).value(QStringLiteral("type")).toString(), QStringLiteral("battle-end"));
            const GameStats &st = game.stats();
            ++t.games;
            t.fires += st.fires;
            t.melees += st.melees;
            t.checks += st.checks;
            t.routs += st.routs;
            t.rallies += st.rallies;
            t.cascades += st.cascades;
            t.surrenders += st.surrenders;
        }
        qInfo("%d games: %d fires, %d melees, %d checks, %d routs, %d rallies, %d cascades, %d surrenders", t.games,
              t.fires, t.melees, t.checks, t.routs, t.rallies, t.cascades, t.surrenders);
        if (unionPlayer == QLatin1String("scripted") && confederatePlayer == QLatin1String("scripted")) {
            // Combat really happens.
            QVERIFY(t.fires > t.games);
            QVERIFY(t.melees > 0);
            QVERIFY(t.checks > 0);
            QVERIFY(t.routs > 0);
        }
        if (unionPlayer == QLatin1String("passive") && confederatePlayer == QLatin1String("passive"))
            QCOMPARE(t.fires + t.melees, 0);
    }

    void sameSeedSameGame()
    {
        LoadError err;
        const auto s = loadScenario(dataFile("skirmish.json"), &err);
        QVERIFY(s);
        ScriptedPlayer p1, p2;
        Game a = Game::start(*s, 99), b = Game::start(*s, 99);
        play(a, *s, p1, p2);
        play(b, *s, p1, p2);
        QCOMPARE(toJsonBytes(battleToJson(a.battle())), toJsonBytes(battleToJson(b.battle())));
    }

    // Save → load → save is byte-identical after a played game, and the
    // loaded game goes on with the same dice as the one that never stopped.
    void savePlayedGame_data()
    {
        QTest::addColumn<int>("phases"); // phases played before saving
        QTest::newRow("mid-game, after 37 phases") << 37;
        QTest::newRow("mid-game, after 58 phases") << 58;
        QTest::newRow("at the end") << 100000;
    }

    void savePlayedGame()
    {
        QFETCH(int, phases);
        LoadError err;
        const auto s = loadScenario(dataFile("skirmish.json"), &err);
        QVERIFY(s);
        ScriptedPlayer up, cp;
        Game game = Game::start(*s, 1234);
        QVERIFY(play(game, *s, up, cp, phases).isEmpty());
        QVERIFY(game.battle().log.size() > 50);

        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("a.json")), second = dir.filePath(QStringLiteral("b.json"));
        QString error;
        QVERIFY2(saveBattle(game.battle(), first, &error), qPrintable(error));
        const auto loaded = loadBattle(first, &err);
        QVERIFY2(loaded, qPrintable(err.text()));
        QVERIFY(saveBattle(*loaded, second, &error));
        QFile fa(first), fb(second);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray bytes = fa.readAll();
        QCOMPARE(bytes, fb.readAll());
        QVERIFY(bytes.contains("\"log\""));

        // Both go on: the same game.
        Game resumed(*loaded);
        QCOMPARE(resumed.over(), game.over());
        play(game, *s, up, cp);
        play(resumed, *s, up, cp);
        QCOMPARE(toJsonBytes(battleToJson(resumed.battle())), toJsonBytes(battleToJson(game.battle())));
    }
};

QTEST_GUILESS_MAIN(TestPlayedGames)
#include "tst_playedgames.moc"
