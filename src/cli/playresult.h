#pragma once
// The result JSON of a played battle (docs/CLI.md "play"): printed by
// `play --json` and, with the same members, by `net` at the end of a
// network game.

#include "core/rules/game.h"

#include <QJsonObject>
#include <QVector>

namespace hardtack::cli {

// kinds: the players' names by side; samples: per side, the thinking time
// (ms) of each player turn; refused: per side, orders check() refused.
QJsonObject playResultJson(const Game &game, quint64 seed, const QString kinds[2], const QVector<double> samples[2],
                           const int refused[2]);

} // namespace hardtack::cli
