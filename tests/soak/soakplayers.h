#pragma once
// The players of the soak: the computer opponent on both sides.

#include "ai/players.h"

#include <memory>

namespace hardtack::test {

inline std::unique_ptr<TacticalPlayer> soakPlayer(Side side, quint64 seed)
{
    return makeTacticalPlayer(QStringLiteral("ai"), seed * 2 + quint64(side));
}

inline int soakRounds()
{
    return roundsPerPhase(QStringLiteral("ai"));
}

} // namespace hardtack::test
