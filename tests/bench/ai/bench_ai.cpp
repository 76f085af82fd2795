// bench_ai [--brigades N] [--turns T]: the computer opponent on an 800-unit
// battle (issue 10): the thinking time of each side's player turn (median
// ≤ 100 ms, max ≤ 500 ms) and a whole 24-turn AI-vs-AI game (< 60 s).
// Prints two JSON lines.

#include "grandbattle.h"

#include "ai/players.h"

#include "core/rules/board.h"
#include "core/rules/game.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace hardtack;

namespace {
void print(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

double median(QVector<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int brigades = 20, turns = 24;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--brigades"))
            brigades = std::max(1, args.at(i + 1).toInt());
        if (args.at(i) == QLatin1String("--turns"))
            turns = std::max(1, args.at(i + 1).toInt());
    }
    const Scenario s = bench::grandBattle(brigades, turns);
    const int unitCount = int(s.units.size());
    std::unique_ptr<TacticalPlayer> players[2] = {makeTacticalPlayer(QStringLiteral("ai"), 1),
                                                  makeTacticalPlayer(QStringLiteral("ai"), 2)};
    QElapsedTimer wall;
    wall.start();
    Game game = Game::start(s, 1);
    QVector<double> samples;
    double current[2] = {0, 0};
    int refused = 0;
    int lastTurn = game.turn();
    Side lastPhasing = game.phasingSide();
    const int maxSteps = (turns + 1) * 8 + 16;
    for (int step = 0; step < maxSteps && !game.over(); ++step) {
        const Side acting = game.actingSide();
        const PhasePlay p = playPhase(game, *players[int(acting)], roundsPerPhase(QStringLiteral("ai")));
        current[int(acting)] += p.thinkingMs;
        refused += p.refused;
        if (game.over() || game.turn() != lastTurn || game.phasingSide() != lastPhasing) {
            for (double &c : current) {
                samples.append(c);
                c = 0;
            }
            lastTurn = game.turn();
            lastPhasing = game.phasingSide();
        }
    }
    const double gameMs = wall.nsecsElapsed() / 1e6;
    const double med = median(samples);
    const double max = samples.isEmpty() ? 0 : *std::max_element(samples.begin(), samples.end());
    double thinking = 0;
    for (double v : samples)
        thinking += v;
    const QString details = QStringLiteral("%1 units, %2 player-turn samples, median %3 ms, max %4 ms, %5 refused orders")
                                .arg(unitCount).arg(samples.size()).arg(med, 0, 'f', 1).arg(max, 0, 'f', 1).arg(refused);
    print(QJsonObject{{"bench", "ai-turn"}, {"value", std::round(med * 10) / 10}, {"unit", "ms"},
                      {"target", "median <= 100 ms, max <= 500 ms"}, {"ok", med <= 100 && max <= 500 && unitCount >= 800},
                      {"details", details}});
    print(QJsonObject{{"bench", "ai-game"}, {"value", std::round(gameMs / 100) / 10}, {"unit", "s"},
                      {"target", "24-turn AI-vs-AI game < 60 s"},
                      {"ok", gameMs < 60000 && turns >= 24 && unitCount >= 800 && game.over()},
                      {"details", QStringLiteral("%1 units, %2 turns, over %3, AI thinking %4 s of it, %5 events")
                                      .arg(unitCount).arg(game.turn()).arg(game.over() ? "yes" : "no")
                                      .arg(thinking / 1000, 0, 'f', 1).arg(game.battle().log.size())}});
    return 0;
}
