#pragma once
// Plays whole seeded games between named players (for the AI tests).

#include "ai/players.h"

#include "core/rules/game.h"
#include "core/rules/victory.h"
#include "core/scenario.h"

#include <memory>

namespace hardtack::aitest {

struct Played
{
    Battle battle;
    int refused[2] = {0, 0};
    VictoryResult victory;
};

inline Played playGame(const Scenario &scenario, const QString &unionPlayer, const QString &confederatePlayer,
                       quint64 seed)
{
    const QString names[2] = {unionPlayer, confederatePlayer};
    std::unique_ptr<TacticalPlayer> players[2] = {makeTacticalPlayer(unionPlayer, seed * 2),
                                                  makeTacticalPlayer(confederatePlayer, seed * 2 + 1)};
    Game game = Game::start(scenario, seed);
    Played out;
    const int maxSteps = (scenario.turns + 1) * 8 + 16;
    for (int step = 0; step < maxSteps && !game.over(); ++step) {
        const int side = int(game.actingSide());
        out.refused[side] += playPhase(game, *players[side], roundsPerPhase(names[side])).refused;
    }
    out.battle = game.battle();
    out.victory = computeVictory(game.scenario());
    return out;
}

inline Scenario loadOrDie(const QString &file)
{
    LoadError error;
    const auto s = loadScenario(file, &error);
    if (!s)
        qFatal("%s", qPrintable(error.text()));
    return *s;
}

} // namespace hardtack::aitest
