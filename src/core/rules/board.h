#pragma once
// Questions about who stands where (RULES §3, §4): units in a hex, fronts and
// flanks, zones of control, stacking. Every list is in ascending unit id order
// (QString::compare) so that rules never depend on hash or file order.

#include "core/scenario.h"

#include <QVector>

namespace hardtack {

// Units on the map (placed and not gone), ascending by id.
QVector<int> activeUnitIndexes(const Scenario &s);
// Every unit's index, ascending by id (on the map or not).
QVector<int> unitIndexesById(const Scenario &s);
QVector<int> unitsAt(const Scenario &s, Hex h);
QVector<int> unitsOfSideAt(const Scenario &s, Hex h, Side side);
bool isOnBoard(const Unit &u);

bool hasEnemyUnit(const Scenario &s, Hex h, Side friendly);
bool hasFriendlyUnit(const Scenario &s, Hex h, Side friendly);
// RULES §11, §12, §4: "an enemy adjacent" — an enemy unit on the map (not
// gone) with men, in one of the six hexes adjacent to h. The one test for
// disrupted movement, returning stragglers and disruption recovery.
bool enemyAdjacent(const Scenario &s, Hex h, Side friendly);

// RULES §3: the front of a unit facing `facing` in hex `at` is the half-plane
// through its three front hexsides; a target on its boundary counts as in front.
bool inFrontArc(Hex at, HexSide facing, Hex target);
// RULES §3: fire from `firerHex` on u is enfilade when it comes through u's
// rear hexsides; a routed unit has no front.
bool isEnfilade(const Unit &u, Hex firerHex);
// The three hexes across a unit's front hexsides.
QVector<Hex> frontHexes(const Unit &u);

// RULES §4: units that exert a ZOC (not leaders, wagons, routed units,
// limbered artillery or columns).
bool exertsZoc(const Unit &u);
// Is hex h in the ZOC of a unit of the side opposite to `friendly`?
bool inEnemyZoc(const Scenario &s, Hex h, Side friendly);

// RULES §4 stacking: would these units fit in h together with the units
// already there (ignoring those listed in `leaving`)?
bool stackingAllows(const Scenario &s, Hex h, const QVector<int> &arriving, const QVector<int> &leaving = {});
int stackPointsAt(const Scenario &s, Hex h);

// Active leaders of a side in a hex (formation indexes).
QVector<int> leadersAt(const Scenario &s, Hex h, std::optional<Side> side = std::nullopt);

} // namespace hardtack
