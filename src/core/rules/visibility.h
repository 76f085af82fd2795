#pragma once
// RULES §14 fog of war as the battle goes on: which enemy units each side
// sees now, and the ghosts (last position and turn) of those it no longer
// sees. Kept in Battle::knowledge so saves and side views carry it.
//
// [default] Within a phase, sight only grows: a unit moving into view is
// seen at once (and the move that showed it cannot be undone), but an enemy
// stays seen until the next full refresh, at the end of each phase and at
// the start of each player turn, when the side's units look again.

#include "core/battle.h"

namespace hardtack {

// Recomputes both sides' sight from every unit and leader on the map; enemy
// units no longer seen become ghosts at their last seen hex.
void refreshKnowledge(Battle &b);

// After a unit or leader of `side` moved along `path` (the hexes entered):
// the side looks from each hex of the path, and the enemy looks at the
// mover's new hex (`mover` is a unit index, or -1 for a leader). Only those
// hexes are looked from or at (RULES §14 per move, not a full refresh).
// Returns the enemy units `side` newly sees (ascending id).
QStringList knowledgeAfterMove(Battle &b, Side side, const QVector<Hex> &path, int mover);

// Forget units that left the map (eliminated, surrendered, dispersed): they
// are neither seen nor ghosts any more.
void pruneKnowledge(Battle &b);

// Does `side` see unit u now (own units always; fog of war off: every enemy
// unit on the map)?
bool knows(const Battle &b, Side side, const Unit &u);

} // namespace hardtack
