#pragma once
// The threat overlay (issue 22, RULES §3 "Threats"): from a side's view only,
// the hexes the enemy units it knows of could fire on or charge in their
// next player turn, and by whom. A hidden enemy unit threatens nothing here.

#include "sideview.h"

#include <QHash>
#include <QStringList>

namespace hardtack {

struct Threat
{
    QStringList fire;    // enemy unit ids that could fire on the hex
    QStringList charge;  // enemy unit ids that could attack it in melee
    friend bool operator==(const Threat &, const Threat &) = default;
};

// [choice] An enemy unit the side sees, on the map, not routed and armed:
// - fire: every hex within its weapon's range that it sees from where it
//   stands now (it may fire without moving: in Defensive Fire, or in its
//   Offensive Fire after standing);
// - charge (infantry and cavalry): every hex next to a hex it can reach with
//   its whole movement allowance on what the side knows of the board
//   (MoveRange on the view, fresh MP), and next to where it stands.
// Ids ascending in each list; only hexes on the map.
QHash<Hex, Threat> enemyThreats(const SideView &view);

} // namespace hardtack
