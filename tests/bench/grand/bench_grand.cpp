// bench_grand: a whole game of an 800-unit battle between the scripted
// players (issue 8 item 9), and the time of one move's visibility update
// (RULES §14 per move: knowledgeAfterMove). Prints one JSON line per figure
// (scripts/bench).
//
//   bench_grand [--turns N] [--phases N] [--seed N] [SCENARIO...]
//
// Without a scenario it generates the synthetic 121×91 battle of
// grandbattle.cpp into grand-battle.json beside the executable and plays it;
// each SCENARIO given is played as well (its own "grand-game" line).

#include "grandbattle.h"

#include "core/rules/player.h"
#include "core/rules/scriptedplayer.h"
#include "core/rules/visibility.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace hardtack;

namespace {

constexpr double kGameTargetSeconds = 10.0;
constexpr double kMoveTargetMs = 0.2;

void print(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

struct Played
{
    double seconds = 0;
    double cpuSeconds = 0;     // processor time of the same (the machine is shared)
    int turns = 0;
    int orders = 0;
    int moves = 0;
    bool over = false;
    QVector<Battle> samples;   // the battle at the start of sampled Movement phases
};

// Plays like `hardtack-cli play --union scripted --confederate scripted`.
Played playGame(const Scenario &scenario, quint64 seed, int maxTurns, int maxPhases)
{
    Played out;
    Game game = Game::start(scenario, seed);
    game.setUndoKept(false); // as `hardtack-cli play` (nobody takes an order back)
    ScriptedPlayer players[2];
    QElapsedTimer timer;
    qint64 ns = 0;
    std::clock_t cpu = 0;
    int guard = 0;
    const int maxSteps = (scenario.turns + 1) * 2 * 4 + 16;
    while (!game.over() && guard++ < maxSteps && game.turn() <= maxTurns && guard <= maxPhases) {
        // Keep the battle at some Movement phases for the visibility figure
        // (a copy shares everything until the game changes it; not timed).
        if (game.phase() == Phase::Movement && game.turn() % 3 == 1 && out.samples.size() < 2 * maxTurns)
            out.samples.append(game.battle());
        timer.start();
        const std::clock_t c0 = std::clock();
        playPhase(game, players[int(game.actingSide())]);
        cpu += std::clock() - c0;
        ns += timer.nsecsElapsed();
    }
    out.seconds = ns / 1e9;
    out.cpuSeconds = double(cpu) / CLOCKS_PER_SEC;
    out.over = game.over();
    out.turns = game.over() ? game.turn() : game.turn() - 1;
    out.orders = int(game.battle().orders.size());
    for (const RecordedOrder &r : game.battle().orders)
        out.moves += r.order.type == OrderType::Move;
    return out;
}

// One move's visibility update, timed on the battles kept during the game:
// the scripted player's moves of that phase, each applied to the unit's hex
// and then looked from (as Game::applyMove does). `cold`: with a new
// line-of-sight memo for each battle (every line computed), else with the
// memo the game left behind.
QVector<double> moveUpdates(const QVector<Battle> &samples, bool cold)
{
    QVector<double> ms;
    for (Battle b : samples) {
        if (cold)
            b.scenario.map.rebuildIndex();
        const Side side = b.phasingSide;
        ScriptedPlayer player;
        QVector<Order> moves;
        for (int round = 0; round < 3 && moves.isEmpty(); ++round)
            for (const Order &o : player.orders(makeSideView(b, side)))
                if (o.type == OrderType::Move && o.leader.isEmpty())
                    moves.append(o);
        for (const Order &o : std::as_const(moves)) {
            const int idx = b.scenario.unitIndex(o.units.first());
            Unit &u = b.scenario.units[idx];
            QVector<Hex> looked{u.hex};
            looked += o.path;
            u.hex = o.path.last();
            QElapsedTimer t;
            t.start();
            knowledgeAfterMove(b, side, looked, idx);
            ms.append(t.nsecsElapsed() / 1e6);
        }
    }
    return ms;
}

double median(QVector<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2;
}

double percentile(QVector<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(v.size() - 1, qsizetype(p * v.size())));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int maxTurns = 1000;
    int maxPhases = 1 << 30; // --phases N: stop after N phases (to time a slow build)
    quint64 seed = 1863;
    QStringList files;
    for (int i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--turns") && i + 1 < args.size())
            maxTurns = args.at(++i).toInt();
        else if (args.at(i) == QLatin1String("--phases") && i + 1 < args.size())
            maxPhases = args.at(++i).toInt();
        else if (args.at(i) == QLatin1String("--seed") && i + 1 < args.size())
            seed = args.at(++i).toULongLong();
        else
            files.append(args.at(i));
    }
    const bool synthetic = files.isEmpty();
    if (synthetic) {
        const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/grand-battle.json");
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)
            || f.write(QJsonDocument(bench::grandBattleScenario(1863)).toJson(QJsonDocument::Compact)) < 0) {
            std::fprintf(stderr, "bench_grand: cannot write %s\n", qPrintable(path));
            return 1;
        }
        f.close();
        files.append(path);
    }

    bool allOk = true;
    for (const QString &file : std::as_const(files)) {
        LoadError le;
        const auto scenario = loadScenario(file, &le);
        if (!scenario) {
            std::fprintf(stderr, "bench_grand: %s\n", qPrintable(le.text()));
            return 1;
        }
        int onMap = 0;
        for (const Unit &u : scenario->units)
            onMap += u.onMap;
        const Played p = playGame(*scenario, seed, maxTurns, maxPhases);
        const bool ok = p.seconds <= kGameTargetSeconds && (p.over || maxTurns < scenario->turns || maxPhases < (1 << 30));
        allOk = allOk && ok;
        print(QJsonObject{
            {QStringLiteral("bench"), QStringLiteral("grand-game")},
            {QStringLiteral("value"), p.seconds},
            {QStringLiteral("unit"), QStringLiteral("s")},
            {QStringLiteral("target"), QStringLiteral("<= 10 s")},
            {QStringLiteral("ok"), ok},
            {QStringLiteral("details"),
             QStringLiteral("%1: %2 units (%3 on the map), %4x%5 map, %6 turns%7, %8 orders (%9 moves), scripted vs scripted, seed %10, cpu %11 s")
                 .arg(QFileInfo(file).fileName()).arg(scenario->units.size()).arg(onMap)
                 .arg(scenario->map.width).arg(scenario->map.height).arg(p.turns)
                 .arg(p.over ? QString() : QStringLiteral(" (stopped)")).arg(p.orders).arg(p.moves).arg(seed)
                 .arg(p.cpuSeconds, 0, 'f', 2)}});

        const QVector<double> cold = moveUpdates(p.samples, true);
        const QVector<double> warm = moveUpdates(p.samples, false);
        const double coldMedian = median(cold);
        const bool vok = coldMedian <= kMoveTargetMs;
        if (synthetic)
            allOk = allOk && vok;
        print(QJsonObject{
            {QStringLiteral("bench"), QStringLiteral("visibility")},
            {QStringLiteral("value"), coldMedian},
            {QStringLiteral("unit"), QStringLiteral("ms")},
            {QStringLiteral("target"), QStringLiteral("<= 0.2 ms")},
            {QStringLiteral("ok"), vok},
            {QStringLiteral("details"),
             QStringLiteral("%1: median of %2 moves with a cold line-of-sight memo (p90 %3 ms); warm memo: median %4 ms, p90 %5 ms")
                 .arg(QFileInfo(file).fileName()).arg(cold.size())
                 .arg(percentile(cold, 0.9), 0, 'f', 4).arg(median(warm), 0, 'f', 4)
                 .arg(percentile(warm, 0.9), 0, 'f', 4)}});
    }
    return allOk ? 0 : 1;
}
