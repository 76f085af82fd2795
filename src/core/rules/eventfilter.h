#pragma once
// RULES §14 "What each side is told": the one filter that decides, for each
// event of the log, which sides may read it. The battle window's log and
// catch-up, `hardtack-cli narrate --side` and the turn files all ask it; no
// presenter decides for itself.
//
// A side is told an event when it concerns only what the side knows:
//   - the clock (battle start, game turn, player turn, phase) and the end of
//     the battle: both sides;
//   - a "reveal": only the side that saw;
//   - a unit's change of place (a move, a rout or melee retreat, an advance):
//     its own side; the enemy only if it sees the unit after the order (where
//     it ended): a unit that marched out of sight is not followed;
//   - a unit's rest, ammunition check, resupply or returning stragglers: its
//     own side only (the enemy is not told its fatigue, ammunition or losses);
//   - another event of one unit (facing, formation, morale or rally check,
//     disruption recovery, surrender, dispersal): its own side; the enemy only
//     if it sees that unit before or after the order that caused the event;
//   - fire and melee: both sides (a fire is at a seen target, a melee at an
//     adjacent one; each side's units in it are its own);
//   - a cascade (its summary): the side of its triggers only; its counts
//     would tell of units the enemy may not see. The enemy reads the checks
//     of the units it sees, each by the rule above;
//   - a leader's move or displacement: its side; the enemy only if it sees a
//     unit in the hex where the leader ended, after the order (RULES §13:
//     leaders are seen with the units they stand with); a casualty check: the
//     enemy if it sees a unit in the leader's hex before or after;
//   - reinforcements: their own side only (the enemy sees the arrivals on
//     its map when they come into sight).
// Without fog of war every side is told everything.

#include "core/battle.h"
#include "core/events/events.h"

namespace hardtack {

// Bit (1 << int(side)) set: that side is told the event.
inline constexpr quint8 kToldNone = 0, kToldUnion = 1, kToldConfederate = 2, kToldBoth = 3;

inline quint8 toldBit(Side side) { return quint8(1u << int(side)); }

// The sides told `event`, from both sides' knowledge before and after the
// order that made it (the scenario gives each unit's and leader's side).
quint8 toldMask(const Event &event, const Scenario &scenario, const SideKnowledge before[2],
                const SideKnowledge after[2]);

// Is `side` told the battle's log event `index` (Battle::told)?
bool isToldTo(const Battle &battle, int index, Side side);

// The told masks of a battle whose save did not carry them: re-simulated
// from its recorded orders (replay.h); if the replay does not give the same
// log, each event is told as if no side saw any enemy unit (never more than
// the side knew).
void rebuildTold(Battle &battle);

} // namespace hardtack
