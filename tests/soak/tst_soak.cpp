// Soak: computer-vs-computer games over every shipped scenario and many
// seeds, the battle's invariants checked after every phase (invariants.h),
// every game played to its end (or its turn cap), and its save replayed.
// HARDTACK_SOAK_GAMES sets how many games (default: two per scenario, the
// short soak of scripts/test); scripts/bench runs the long one (200).
// HARDTACK_SOAK_SCENARIOS (e.g. "01,05") keeps the scenarios whose file name
// starts so; HARDTACK_SOAK_GRAND_TURNS caps the turns of grand battles (over
// 200 units) in a long soak; HARDTACK_SOAK_FIRST_GAME starts at game g (to
// split a long soak over processes). Game g plays scenario g mod n with seed
// 1 + g div n and the players of `hardtack-cli play --union ai --confederate
// ai --seed S`, so a soak of 40 games per scenario plays exactly the games of
// scripts/balance.py: each game's result is printed and tallied by scenario.

#include "../core/rules/invariants.h"

#include "core/battle.h"
#include "core/rules/player.h"
#include "core/rules/replay.h"
#include "core/rules/victory.h"
#include "soakplayers.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <array>

using namespace hardtack;
using namespace hardtack::test;

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void computerGames()
    {
        const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios"));
        const QStringList only = qEnvironmentVariable("HARDTACK_SOAK_SCENARIOS")
                                     .split(QLatin1Char(','), Qt::SkipEmptyParts);
        QVector<Scenario> scenarios;
        QStringList names;
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (!only.isEmpty() && std::none_of(only.begin(), only.end(),
                                                [&](const QString &p) { return f.startsWith(p); }))
                continue;
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
        const bool shortSoak = games <= 2 * scenarios.size();
        const int grandTurns = qEnvironmentVariableIntValue("HARDTACK_SOAK_GRAND_TURNS", &ok);
        const int grandCap = shortSoak ? 3 : (ok && grandTurns > 0 ? grandTurns : 0);
        // By scenario: games, Union wins, Confederate wins (draws are the rest).
        QVector<std::array<int, 3>> tally(scenarios.size(), {0, 0, 0});
        const int first = std::max(0, qEnvironmentVariableIntValue("HARDTACK_SOAK_FIRST_GAME"));
        int phases = 0, finished = 0;
        for (int g = first; g < first + games; ++g) {
            const int k = g % int(scenarios.size());
            const Scenario &s = scenarios.at(k);
            const quint64 seed = quint64(1 + g / int(scenarios.size()));
            // Grand battles are capped in the short soak (and where asked).
            const int cap = grandCap > 0 && s.units.size() > 200 ? grandCap : s.turns;
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
            const VictoryResult v = computeVictory(game.scenario());
            const QString winner = !v.winner ? QStringLiteral("draw")
                                   : *v.winner == Side::Union ? QStringLiteral("union") : QStringLiteral("confederate");
            ++tally[k][0];
            if (v.winner)
                ++tally[k][*v.winner == Side::Union ? 1 : 2];
            qInfo("soak-game: %s seed %llu: %s, VP %d-%d, %s", qPrintable(names.at(k)), seed, qPrintable(winner),
                  v.vp[0], v.vp[1], game.over() ? "played to the end" : "stopped at its turn cap");
        }
        for (int k = 0; k < scenarios.size(); ++k) {
            const auto &t = tally.at(k);
            if (t[0] > 0)
                qInfo("soak-balance: %s: %d games, Union %d (%.0f%%), Confederate %d (%.0f%%), draws %d",
                      qPrintable(names.at(k)), t[0], t[1], 100.0 * t[1] / t[0], t[2], 100.0 * t[2] / t[0],
                      t[0] - t[1] - t[2]);
        }
        qInfo("soak: %d games over %d scenarios, %d played to the end, %d phases, 0 invariant violations", games,
              int(scenarios.size()), finished, phases);
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
