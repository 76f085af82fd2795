// hardtack-cli play SCENARIO --union P --confederate P --seed N [--turns K] [--json]:
// plays a battle headless (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"
#include "playresult.h"

#include "ai/players.h"
#include "narrator/wordname.h"

#include "core/rules/game.h"
#include "core/rules/player.h"
#include "core/rules/victory.h"
#include "core/scenario.h"

#include <QCoreApplication>

#include <memory>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int cmdPlay(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("play"), rawArgs,
                                  {QStringLiteral("union"), QStringLiteral("confederate"), QStringLiteral("seed"),
                                   QStringLiteral("turns"), QStringLiteral("save")},
                                  {QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("play: give exactly one scenario (usage: hardtack-cli play SCENARIO --union "
                           "ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json])"));
    const auto seed = args->seed(QStringLiteral("seed"), quint64(0), &error);
    if (!seed)
        return fail(error);
    const auto maxTurns = args->integer(QStringLiteral("turns"), 1000, 1, 1000, &error);
    if (!maxTurns)
        return fail(error);
    QString kinds[2];
    for (int side = 0; side < 2; ++side) {
        const QString name = sideNames().at(side);
        kinds[side] = args->value(name, QStringLiteral("passive"));
        if (!tacticalPlayerNames().contains(kinds[side]))
            return fail(Tr::tr("play: --%1 must be ai, hard, greedy, scripted or passive, not \"%2\"").arg(name, kinds[side].left(40)));
    }

    LoadError le;
    const auto scenario = loadScenario(args->positional().first(), &le);
    if (!scenario)
        return fail(le.text());

    std::unique_ptr<TacticalPlayer> players[2];
    for (int side = 0; side < 2; ++side)
        players[side] = makeTacticalPlayer(kinds[side], quint64(*seed) * 2 + quint64(side));

    Game game = Game::start(*scenario, quint64(*seed));
    // No player here takes an order back: no undo snapshots (same orders, same game).
    game.setUndoKept(false);
    // One timing sample per side and player turn: the time that side's player
    // spent choosing its orders during that player turn.
    QVector<double> samples[2];
    double current[2] = {0, 0};
    int refused[2] = {0, 0};   // orders check() refused, by side (a player should give none)
    int lastTurn = game.turn();
    Side lastPhasing = game.phasingSide();
    int guard = 0;
    const int maxSteps = (scenario->turns + 1) * 2 * 4 + 16;
    while (!game.over() && guard++ < maxSteps) {
        if (game.turn() > *maxTurns)
            break;
        const Side acting = game.actingSide();
        const PhasePlay played = playPhase(game, *players[int(acting)], roundsPerPhase(kinds[int(acting)]));
        current[int(acting)] += played.thinkingMs;
        refused[int(acting)] += played.refused;
        if (game.over() || game.turn() != lastTurn || game.phasingSide() != lastPhasing) {
            for (int side = 0; side < 2; ++side) {
                samples[side].append(current[side]);
                current[side] = 0;
            }
            lastTurn = game.turn();
            lastPhasing = game.phasingSide();
        }
    }
    if (args->has(QStringLiteral("save"))) {
        QString saveError;
        if (!saveBattle(game.battle(), args->value(QStringLiteral("save")), &saveError))
            return fail(Tr::tr("play: cannot save: %1").arg(saveError));
    }
    const VictoryResult v = computeVictory(game.scenario());
    // Stopped by --turns, the game stands at the start of the next turn.
    const int turnsPlayed = game.over() ? game.turn() : game.turn() - 1;
    const GameStats &st = game.stats();

    if (!args->flag(QStringLiteral("json"))) {
        printLine(Tr::tr("%1 — seed %2, %3 turns played%4")
                      .arg(wordName(scenario->title)).arg(*seed).arg(turnsPlayed)
                      .arg(game.over() ? QString() : Tr::tr(" (stopped before the end)")));
        for (int side = 0; side < 2; ++side)
            printLine(Tr::tr("%1: %2, %3 VP, %4 men lost, %5 laurels")
                          .arg(sideNames().at(side), victoryLevelNames().at(int(v.level[side])))
                          .arg(v.vp[side]).arg(v.losses[side].men()).arg(v.laurels[side]));
        printLine(Tr::tr("morale checks %1, routs %2, rallies %3, cascades %4, melees %5")
                      .arg(st.checks).arg(st.routs).arg(st.rallies).arg(st.cascades).arg(st.melees));
        return 0;
    }
    printJson(playResultJson(game, *seed, kinds, samples, refused));
    return 0;
}

} // namespace hardtack::cli
