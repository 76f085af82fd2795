#pragma once
// Leaders and command (RULES §3, §7, §13): command radius, detached units,
// leader casualties and replacements.

#include "core/rng.h"
#include "core/events/events.h"
#include "core/scenario.h"


namespace hardtack {

// RULES §13: a unit more than 4 hexes from its brigade leader is detached
// (wagons never are: they serve the whole command).
bool isDetached(const Scenario &s, const Unit &u);
// RULES §13: is this formation's leader within the command radius of the
// leader of the formation above it (always true at the top)?
bool leaderInCommand(const Scenario &s, const Formation &f);

// RULES §7: a leader hit in a hex fired on with effect; 2%, half killed half
// wounded; the formation gets a replacement rated D in the same hex.
// Rolls for every active leader of `side` in hex h (ascending leader id) and
// returns one event per roll.
QVector<Event> rollLeaderCasualties(Scenario &s, Rng &rng, Hex h, Side side);

// Moves every active leader standing in a hex with enemy units and no
// friendly unit to the nearest hex with a friendly unit (a leader cannot be
// overrun: he rides off). Returns one event per leader moved.
QVector<Event> displaceLeaders(Scenario &s);

} // namespace hardtack
