#pragma once
// Line of sight, visibility and fog of war (RULES §2, §14).

#include "core/scenario.h"

#include <QSet>
#include <QStringList>

namespace hardtack {

// RULES §2: line of sight from centre to centre.
bool hasLineOfSight(const Map &map, Hex from, Hex to);

// RULES §14: how far a side sees on this turn (0 = unlimited by day).
int visibilityRange(const Scenario &s, int turn);
// Can an observer at `from` see hex `to` this turn (LOS and visibility)?
bool canSeeHex(const Scenario &s, int turn, Hex from, Hex to);

// RULES §14 fog of war: the enemy units (ids, ascending) a side sees, from
// any of its units or leaders on the map. With fog of war off, every enemy
// unit on the map.
QStringList visibleEnemies(const Scenario &s, int turn, Side side);
// Does `side` see unit u (own units are always seen)?
bool sideSees(const Scenario &s, int turn, Side side, const Unit &u);

} // namespace hardtack
