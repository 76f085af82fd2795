#pragma once
// The players of the soak: the computer on both sides.

#include "core/rules/scriptedplayer.h"

#include <memory>

namespace hardtack::test {

inline std::unique_ptr<TacticalPlayer> soakPlayer(Side, quint64)
{
    return std::make_unique<ScriptedPlayer>();
}

} // namespace hardtack::test
