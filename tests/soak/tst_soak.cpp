// Soak: computer-vs-computer games over every shipped scenario and many
// seeds, the battle's invariants checked after every phase (invariants.h),
// every game played to its end (or its turn cap), and its save replayed.
// HARDTACK_SOAK_GAMES sets how many games (default: two per scenario, the
// short soak of scripts/test); scripts/bench runs the long one (200).

#include "../core/rules/invariants.h"

#include "core/battle.h"
#include "core/rules/player.h"
#include "core/rules/replay.h"
#include "soakplayers.h"

#include <QDir>
#include <QTest>

using namespace hardtack;
using namespace hardtack::test;

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void computerGames()
    {
        const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios"));
        QVector<Scenario> scenarios;
        QStringList names;
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            LoadError le;
            const auto s = loadScenario(dir.filePath(f), &le);
            QVERIFY2(s, qPrintable(le.text()));
            scenarios.append(*s);
            names.append(f);
        }
        QVERIFY(!scenarios.isEmpty());
        bool ok = false;
        int games = qEnvironmentVariableIntValue("HARDTACK_SOAK_GAMES", &ok);
        if (!ok || games <= 0)
            games = 2 * int(scenarios.size());
        int phases = 0, finished = 0;
        for (int g = 0; g < games; ++g) {
            const int k = g % int(scenarios.size());
            const Scenario &s = scenarios.at(k);
            const quint64 seed = quint64(1000 + g);
            // Grand battles are capped in the short soak; the long soak plays them out.
            const int cap = games <= 2 * scenarios.size() && s.units.size() > 200 ? 3 : s.turns;
            auto up = soakPlayer(Side::Union, seed);
            auto cp = soakPlayer(Side::Confederate, seed);
            Game game = Game::start(s, seed);
            while (!game.over() && game.turn() <= cap) {
                playPhase(game, game.actingSide() == Side::Union ? *up : *cp, soakRounds());
                ++phases;
                const QString bad = checkInvariants(s, game.scenario());
                QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 seed %2, turn %3 %4: %5")
                                                       .arg(names.at(k)).arg(seed).arg(game.turn())
                                                       .arg(phaseName(game.phase()), bad)));
            }
            finished += game.over() ? 1 : 0;
            const ReplayResult r = replayBattle(game.battle());
            QVERIFY2(r.ok, qPrintable(QStringLiteral("%1 seed %2: replay differs at event %3")
                                          .arg(names.at(k)).arg(seed).arg(r.firstDifference)));
        }
        qInfo("soak: %d games over %d scenarios, %d played to the end, %d phases, 0 invariant violations", games,
              int(scenarios.size()), finished, phases);
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
