#pragma once
// Loading "a scenario or a save" for the commands that look at a battle's
// current moment (view, odds): a scenario starts a new game (seed 0), a save
// continues where it stopped.

#include "core/battle.h"
#include "core/rules/game.h"

#include <optional>

namespace hardtack::cli {

// The game in FILE (format hardtack-scenario or hardtack-save), or nothing
// with *error set ("FILE: PATH: MESSAGE").
std::optional<Game> loadGameFile(const QString &fileName, QString *error);

// A save as every command reads it: loadBattle, then the checks of a save
// (rules/legality.h, saveProblem: a legal start; orders and events that name
// units, leaders and hexes of the battle), or nothing with *error set.
std::optional<Battle> loadCheckedBattle(const QString &fileName, LoadError *error);

} // namespace hardtack::cli
