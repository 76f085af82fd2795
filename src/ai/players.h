#pragma once
// The players a battle can be given, by name, for the CLI and the game's
// New-battle dialog (Easy = "greedy", Normal = "ai", Hard = "hard").

#include "core/rules/player.h"

#include <memory>

namespace hardtack {

// "ai", "hard", "greedy", "scripted", "passive".
const QStringList &tacticalPlayerNames();
// The named player, or nullptr for an unknown name.
std::unique_ptr<TacticalPlayer> makeTacticalPlayer(const QString &name, quint64 seed);
// Rounds a driver should allow a player per phase (playPhase's maxRounds).
int roundsPerPhase(const QString &name);

} // namespace hardtack
