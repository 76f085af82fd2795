#pragma once
// The tactical situation of a naval battle (RULES §16, the seed's "Joining
// battle" and "Determining battle positions"): whether battle is joined, who
// evades, who fights at range or at close quarters, which side has the
// windward gauge, and what became of attempts to break the line.
//
// Every rule is a small public function so that the tests can check it row by
// row; determineSituation() runs them in the seed's order and logs each step.

#include "navalevents.h"
#include "navalmodel.h"
#include "navalstrength.h"

#include "core/rng.h"

#include <array>
#include <optional>

namespace hardtack {

struct ShipPlacement
{
    bool fights = false;     // takes part in the fighting
    bool evaded = false;     // avoided the battle (left, or sheltered among its ironclads)
    bool sheltered = false;  // the shelter special case
    bool close = false;      // fights at close quarters
    bool closing = false;    // ordered close against an enemy that ordered range
};

struct BatteryPlacement
{
    bool fights = false;
    bool close = false;
};

struct NavalSituation
{
    bool battle = false;                 // battle was joined
    Side windward = Side::Union;
    std::array<BreakLineResult, 2> breakLine{BreakLineResult::None, BreakLineResult::None};
    QVector<ShipPlacement> ships;        // index-aligned with NavalBattle::ships
    QVector<BatteryPlacement> batteries; // index-aligned with NavalBattle::batteries

    // "range" (all fighting units at range), "close" (all at close quarters)
    // or "mixed". Without fighting units: "close" in a harbor, else "range".
    QString rangeName(const NavalBattle &battle) const;
    QStringList evadedIds(const NavalBattle &battle) const;
    ShipCircumstances circumstancesOf(const NavalBattle &battle, int shipIndex) const;
    // Some unit of the side takes part in the fighting.
    bool sideFights(const NavalBattle &battle, Side side) const;
};

// Joining battle.
bool canEngage(const NavalBattle &battle, const Ship &attacker, const Ship &target);
bool battleJoins(const NavalBattle &battle, NavalLog *log);

// Windward from the arrival groups: the side with the group furthest to
// leeward fights from leeward. Ties go to the side with the group furthest to
// windward; nothing when that ties too.
std::optional<Side> windwardFromGroups(const NavalBattle &battle);

// The chances the seed leaves open (RULES §16 [default]).
NavalChance evasionChance(const NavalBattle &battle, bool evadersLeeward, double evadersQuality, double pursuersQuality);
NavalChance closingChance(bool windwardGauge, double closersQuality, double targetsQuality);
NavalChance breakLineChance(double breakersQuality, double enemyQuality);

// Average quality step (very-poor 0 … excellent 4) of the listed ships;
// `fallback` when the list is empty.
double averageQuality(const NavalBattle &battle, const QVector<int> &ships, double fallback = 2);

// Draws one roll against a chance (one uniform draw, success when below).
NavalRoll rollAgainst(Rng &rng, double chance);

// Evasion (navalevasion.cpp): marks evaded and sheltered ships.
void resolveEvasion(const NavalBattle &battle, Side windward, NavalSituation &situation, Rng &rng, NavalLog &log);

// All of the above, in the seed's order; the pinned situation of the file
// replaces what it pins.
NavalSituation determineSituation(const NavalBattle &battle, Rng &rng, NavalLog &log);

} // namespace hardtack
