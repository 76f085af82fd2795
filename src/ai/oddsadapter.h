#pragma once
// The one place the AI reads combat odds (core/rules/odds.h). The odds are
// being reworked into a single plan-then-roll implementation; when that lands
// only this adapter changes.

#include "core/rules/game.h"

namespace hardtack::ai {

struct FireValue
{
    bool ok = false;
    double meanCasualties = 0;   // expected men lost by the target hex
    double score = 0;            // casualties plus the worth of the expected morale failures
};

struct MeleeValue
{
    bool ok = false;
    double winChance = 0;
    double attackerLoss = 0;     // expected men lost by the attackers
    double defenderLoss = 0;     // expected men lost by the defenders (prisoners included)
};

// Exact expected effect of a fire order judged on `game` (a thinking copy).
FireValue fireValue(const Game &game, const Order &fire);
MeleeValue meleeValue(const Game &game, const Order &melee);

} // namespace hardtack::ai
