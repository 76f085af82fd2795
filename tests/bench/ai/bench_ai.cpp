// bench_ai [--brigades N] [--turns T] [--grand-turns T] [--no-grand]: the
// computer opponent on an 800-unit battle (issue 10): the thinking time of
// each side's player turn (median ≤ 100 ms, max ≤ 500 ms) and a whole 24-turn
// AI-vs-AI game (< 60 s); then (issue 29) the same on the shipped grand
// battle, scenarios/08-antietam.json, a whole 40-turn game (`ai-grand`:
// median ≤ 100 ms, max ≤ 500 ms). Prints three JSON lines; --verbose also
// prints each player turn on stderr.

#include "grandbattle.h"

#include "ai/aiplan.h"
#include "benchtiming.h"

#include "ai/players.h"

#include "core/rules/board.h"
#include "core/rules/game.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

using namespace hardtack;
using bench::median;
using bench::threadCpuMs;
using bench::TimedPlayer;

namespace {
void print(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

struct GameRun
{
    int units = 0;
    QVector<double> samples, wallSamples;
    double median = 0, max = 0, wallMedian = 0, wallMax = 0, thinking = 0, gameMs = 0, gameWallMs = 0;
    int refused = 0, turns = 0, events = 0;
    bool over = false;

    QString turnDetails() const
    {
        return QStringLiteral("%1 units, %2 player-turn samples (CPU time): median %3 ms, max %4 ms; "
                              "wall time on this shared machine: median %5 ms, max %6 ms; %7 refused orders")
            .arg(units).arg(samples.size()).arg(median, 0, 'f', 1).arg(max, 0, 'f', 1)
            .arg(wallMedian, 0, 'f', 1).arg(wallMax, 0, 'f', 1).arg(refused);
    }
    QString gameDetails() const
    {
        return QStringLiteral("%1 units, %2 turns, over %3, CPU %4 s (AI thinking %5 s of it), wall %6 s, %7 events")
            .arg(units).arg(turns).arg(over ? "yes" : "no").arg(gameMs / 1000, 0, 'f', 1)
            .arg(thinking / 1000, 0, 'f', 1).arg(gameWallMs / 1000, 0, 'f', 1).arg(events);
    }
};

// A whole AI-against-AI game of `s` (at most `turns` turns), each side's
// thinking timed per player turn.
GameRun playAiGame(Scenario s, int turns, bool verbose)
{
    s.turns = std::min(s.turns, turns);
    GameRun run;
    const int unitCount = int(s.units.size());
    run.units = unitCount;
    TimedPlayer players[2] = {TimedPlayer(makeTacticalPlayer(QStringLiteral("ai"), 1)),
                              TimedPlayer(makeTacticalPlayer(QStringLiteral("ai"), 2))};
    QElapsedTimer wall;
    wall.start();
    const double cpu0 = threadCpuMs();
    QVector<double> &wallSamples = run.wallSamples;
    double wallCurrent[2] = {0, 0};
    double cpuMark[2] = {0, 0};
    Game game = Game::start(s, 1);
    game.setUndoKept(false); // as `hardtack-cli play` (nobody takes an order back)
    QVector<double> &samples = run.samples;
    int lastTurn = game.turn();
    Side lastPhasing = game.phasingSide();
    const int maxSteps = (s.turns + 1) * 8 + 16;
    for (int step = 0; step < maxSteps && !game.over(); ++step) {
        const Side acting = game.actingSide();
        const Phase phase = game.phase();
        const double before = players[int(acting)].cpuMs;
        const PhasePlay p = playPhase(game, players[int(acting)], roundsPerPhase(QStringLiteral("ai")));
        if (verbose && players[int(acting)].cpuMs - before > 100)
            std::fprintf(stderr, "  turn %d %s %s: %.1f ms CPU, %d orders\n", game.turn(), qPrintable(sideName(acting)),
                         qPrintable(phaseName(phase)), players[int(acting)].cpuMs - before, p.applied);
        wallCurrent[int(acting)] += p.thinkingMs;
        run.refused += p.refused;
        if (game.over() || game.turn() != lastTurn || game.phasingSide() != lastPhasing) {
            for (int side = 0; side < 2; ++side) {
                samples.append(players[side].cpuMs - cpuMark[side]);
                cpuMark[side] = players[side].cpuMs;
                wallSamples.append(wallCurrent[side]);
                wallCurrent[side] = 0;
            }
            if (verbose)
                std::fprintf(stderr, "turn %d %s: AI cpu %.1f / %.1f ms, wall %.1f / %.1f ms, game cpu %.1f s\n", lastTurn,
                             qPrintable(sideName(lastPhasing)), samples.at(samples.size() - 2), samples.last(),
                             wallSamples.at(wallSamples.size() - 2), wallSamples.last(), (threadCpuMs() - cpu0) / 1000);
            lastTurn = game.turn();
            lastPhasing = game.phasingSide();
        }
    }
    run.gameWallMs = wall.nsecsElapsed() / 1e6;
    run.gameMs = threadCpuMs() - cpu0;
    run.median = median(samples);
    run.max = samples.isEmpty() ? 0 : *std::max_element(samples.begin(), samples.end());
    for (double v : samples)
        run.thinking += v;
    run.wallMedian = median(wallSamples);
    run.wallMax = wallSamples.isEmpty() ? 0 : *std::max_element(wallSamples.begin(), wallSamples.end());
    run.turns = game.turn();
    run.over = game.over();
    run.events = int(game.battle().log.size());
    return run;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int brigades = 20, turns = 24, grandTurns = 0;
    const bool verbose = QCoreApplication::arguments().contains(QStringLiteral("--verbose"));
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--brigades"))
            brigades = std::max(1, args.at(i + 1).toInt());
        if (args.at(i) == QLatin1String("--turns"))
            turns = std::max(1, args.at(i + 1).toInt());
        if (args.at(i) == QLatin1String("--grand-turns"))
            grandTurns = std::max(1, args.at(i + 1).toInt());
    }
    const Scenario s = bench::grandBattle(brigades, turns);
    if (QCoreApplication::arguments().contains(QStringLiteral("--plan-only"))) {
        // Profiling aid: the first Movement plan alone, ten times.
        const Game start = Game::start(s, 1);
        const SideView view = start.view(Side::Union);
        const double t0 = threadCpuMs();
        int steps = 0;
        for (int i = 0; i < 10; ++i)
            steps += int(ai::planMovement(view, {}).size());
        std::printf("plan: %.1f ms CPU each, %d steps\n", (threadCpuMs() - t0) / 10, steps / 10);
        return 0;
    }
    const GameRun run = playAiGame(s, turns, verbose);
    print(QJsonObject{{"bench", "ai-turn"}, {"value", std::round(run.median * 10) / 10}, {"unit", "ms"},
                      {"target", "median <= 100 ms, max <= 500 ms"},
                      {"ok", run.median <= 100 && run.max <= 500 && run.units >= 800}, {"details", run.turnDetails()}});
    print(QJsonObject{{"bench", "ai-game"}, {"value", std::round(run.gameMs / 100) / 10}, {"unit", "s"},
                      {"target", "24-turn AI-vs-AI game < 60 s"},
                      {"ok", run.gameMs < 60000 && turns >= 24 && run.units >= 800 && run.over},
                      {"details", run.gameDetails()}});
    if (args.contains(QStringLiteral("--no-grand")))
        return 0;
    // Issue 29: the shipped grand battle, every player turn of a whole game.
    LoadError error;
    const std::optional<Scenario> antietam =
        loadScenario(QStringLiteral(HARDTACK_SCENARIOS "/08-antietam.json"), &error);
    if (!antietam) {
        print(QJsonObject{{"bench", "ai-grand"}, {"value", 0}, {"unit", "ms"}, {"target", "median <= 100 ms, max <= 500 ms"},
                          {"ok", false}, {"details", QStringLiteral("cannot load 08-antietam.json")}});
        return 1;
    }
    const GameRun grand = playAiGame(*antietam, grandTurns > 0 ? grandTurns : antietam->turns, verbose);
    print(QJsonObject{{"bench", "ai-grand"}, {"value", std::round(grand.median * 10) / 10}, {"unit", "ms"},
                      {"target", "median <= 100 ms, max <= 500 ms"},
                      {"ok", grand.median <= 100 && grand.max <= 500 && grand.over && grandTurns <= 0},
                      {"details", QStringLiteral("08-antietam.json, ") + grand.turnDetails() + QStringLiteral("; ")
                                      + grand.gameDetails()}});
    return 0;
}
