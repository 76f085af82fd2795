#pragma once
// A legal position or a refusal (issue 28 item 2): what a scenario may hold
// when a battle starts, each rule said once and shared with the rules code
// (terrain entry from terrain.h, stacking from board.h). The loaders refuse a
// file whose position breaks one, naming the JSON path.

#include "core/battle.h"
#include "core/scenario.h"

#include <optional>

namespace hardtack {

struct PositionProblem
{
    QString path;     // "$.units[3].hex"
    QString problem;  // in words (translated)
};

// The first rule the scenario's position breaks, in file order:
// - a unit or a leader on the map stands where it may not (RULES §4: a hex
//   its class may not enter, unless a road runs through it);
// - a hex holds units of both sides;
// - a hex holds more than the stacking limits (RULES §4: 4 units and 1,000
//   men, guns 50 each; one unit alone always fits);
// - two objectives share a hex;
// - a reinforcement is due after the battle's last turn.
std::optional<PositionProblem> positionProblem(const Scenario &s);

// What a battle may hold when it starts: the position above, and every unit
// with men (artillery with guns) and none of them lost yet. Paths are those
// of a scenario file ("$.units[3].men"); a save's caller prefixes "$.start".
std::optional<PositionProblem> startProblem(const Scenario &s);

// A save (issue 28 items 2 and 3): the scenario it started from is a legal
// start (startProblem, at "$.start…"); every recorded order and every event
// of the log names units, leaders and formations of the battle, hexes on its
// map, turns of the battle and movement points that are not negative (at
// "$.orders[i]…", "$.log[i]…"). The replay (replay.h) judges the rest.
std::optional<PositionProblem> saveProblem(const Battle &b);

} // namespace hardtack
