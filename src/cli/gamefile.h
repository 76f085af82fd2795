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

} // namespace hardtack::cli
