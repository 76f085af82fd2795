#pragma once
// Retreats and surrender (RULES §8, §11).

#include "core/scenario.h"
#include "core/events/events.h"


namespace hardtack {

// RULES §11: routed unit u retreats up to maxHexes (2 after the phase's
// checks, 4 at the start of its movement phase): each step to a hex farther
// from the nearest enemy unit it can see, preferring roads, never into an
// enemy unit or ZOC; it may pass through a full friendly hex but must end in
// one with room. The longest such retreat is taken (then the most road steps,
// then the farthest end). A unit that sees no enemy stays put. One with no
// such retreat stays, routed, where it is when no enemy unit is adjacent to
// it (result "cornered"); with one adjacent it slips one hex into any free
// neighbour it may stand in (result "slipped-away") and surrenders only when
// there is none. Returns the RoutRetreatEvent, then (result "no-retreat")
// the unit's SurrenderEvent.
QVector<Event> routRetreat(Scenario &s, int turn, int unitIndex, int maxHexes);

// RULES §8: beaten defenders retreat one hex to a hex not adjacent to any
// attacker (no enemy unit, within stacking; preferring hexes outside enemy
// ZOC, then roads), each in unit id order; a unit with no such hex surrenders.
QVector<Event> retreatBeatenDefenders(Scenario &s, const QVector<int> &defenders,
                                            const QVector<Hex> &attackerHexes);

// RULES §8, overrun guns: defender d of a beaten hex is an artillery unit
// alone in its hex (the only defender on the map there), so it is captured.
bool overrunOnDefeat(const Scenario &s, const QVector<int> &defenders, int d);

// All its men become prisoners, its guns are lost; the unit leaves the battle.
// Returns the SurrenderEvent.
SurrenderEvent surrender(Scenario &s, Unit &u, SurrenderReason why);

} // namespace hardtack
