// bench_hard [--scenario FILE] [--turns T] [--seed S] [--verbose]: the Hard
// computer player's thinking time per player turn on a grand battle (issue 29
// item 5: on scenarios/08-antietam.json, median ≤ 1000 ms, max ≤ 3000 ms of
// CPU). Hard plays the Union against the Normal player, then the Confederacy
// against it; every player turn of the Hard side is a sample (its own phases,
// and its Defensive Fire in the enemy's turn, as `play --json`'s aiTimeMs
// counts). Prints one JSON line; --verbose also prints each player turn.

#include "benchtiming.h"

#include "ai/players.h"

#include "core/rules/game.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QFileInfo>
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

struct Run
{
    QVector<double> samples;   // the Hard side, per player turn
    QVector<double> own;       // of those, its own player turns
    int refused = 0;
};

Run play(const Scenario &s, Side hardSide, quint64 seed, int turns, bool verbose)
{
    const QString names[2] = {hardSide == Side::Union ? QStringLiteral("hard") : QStringLiteral("ai"),
                              hardSide == Side::Union ? QStringLiteral("ai") : QStringLiteral("hard")};
    TimedPlayer players[2] = {TimedPlayer(makeTacticalPlayer(names[0], seed * 2)),
                              TimedPlayer(makeTacticalPlayer(names[1], seed * 2 + 1))};
    Game game = Game::start(s, seed);
    game.setUndoKept(false);
    Run out;
    double mark = 0;
    int lastTurn = game.turn();
    Side lastPhasing = game.phasingSide();
    const int h = int(hardSide);
    for (int step = 0; step < (s.turns + 1) * 8 + 16 && !game.over() && game.turn() <= turns; ++step) {
        const Side acting = game.actingSide();
        out.refused += acting == hardSide
            ? playPhase(game, players[int(acting)], roundsPerPhase(names[int(acting)])).refused
            : (playPhase(game, players[int(acting)], roundsPerPhase(names[int(acting)])), 0);
        if (game.over() || game.turn() != lastTurn || game.phasingSide() != lastPhasing) {
            const double ms = players[h].cpuMs - mark;
            mark = players[h].cpuMs;
            out.samples.append(ms);
            if (lastPhasing == hardSide)
                out.own.append(ms);
            if (verbose)
                std::fprintf(stderr, "hard as %s, turn %d %s: %.1f ms CPU\n", qPrintable(sideName(hardSide)), lastTurn,
                             qPrintable(sideName(lastPhasing)), ms);
            lastTurn = game.turn();
            lastPhasing = game.phasingSide();
        }
    }
    return out;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QString file = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/08-antietam.json");
    int turns = 1000;
    quint64 seed = 1;
    const QStringList args = app.arguments();
    const bool verbose = args.contains(QStringLiteral("--verbose"));
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--scenario"))
            file = args.at(i + 1);
        if (args.at(i) == QLatin1String("--turns"))
            turns = std::max(1, args.at(i + 1).toInt());
        if (args.at(i) == QLatin1String("--seed"))
            seed = args.at(i + 1).toULongLong();
    }
    LoadError error;
    const auto s = loadScenario(file, &error);
    if (!s) {
        std::fprintf(stderr, "%s\n", qPrintable(error.text()));
        return 1;
    }
    QVector<double> samples, own;
    int refused = 0;
    for (Side side : {Side::Union, Side::Confederate}) {
        const Run r = play(*s, side, seed, turns, verbose);
        samples += r.samples;
        own += r.own;
        refused += r.refused;
    }
    const double med = median(samples);
    const double max = samples.isEmpty() ? 0 : *std::max_element(samples.begin(), samples.end());
    const double ownMax = own.isEmpty() ? 0 : *std::max_element(own.begin(), own.end());
    const QString details = QStringLiteral("%1, %2 units, seed %3, turns <= %4, Hard against Normal on each side: "
                                           "%5 player-turn samples (CPU time) median %6 ms, max %7 ms; its own player "
                                           "turns median %8 ms, max %9 ms; %10 refused orders")
                                .arg(QFileInfo(file).fileName()).arg(s->units.size()).arg(seed).arg(std::min(turns, s->turns))
                                .arg(samples.size()).arg(med, 0, 'f', 1).arg(max, 0, 'f', 1)
                                .arg(median(own), 0, 'f', 1).arg(ownMax, 0, 'f', 1).arg(refused);
    std::printf("%s\n", QJsonDocument(QJsonObject{{"bench", "ai-hard"}, {"value", std::round(med * 10) / 10}, {"unit", "ms"},
                                                  {"target", "median <= 1000 ms, max <= 3000 ms"},
                                                  {"ok", med <= 1000 && max <= 3000 && refused == 0},
                                                  {"details", details}})
                            .toJson(QJsonDocument::Compact).constData());
    return 0;
}
