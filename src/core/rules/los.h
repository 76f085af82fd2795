#pragma once
// Line of sight, visibility and fog of war (RULES §2, §14).

#include "core/scenario.h"

#include <QSet>
#include <QStringList>

#include <memory>

namespace hardtack {

// RULES §2: line of sight from centre to centre.
bool hasLineOfSight(const Map &map, Hex from, Hex to);

// The line of sight of one map, remembered: answers equal hasLineOfSight's,
// each ordered pair computed once per map and shared by the map's copies
// (Map::sightMemo; RULES §2: the ground alone decides, units never block).
// Safe to use from several threads on copies of one map. Keep it for one
// query or one batch of them: it refers to the map it was made for.
class SightLines
{
public:
    explicit SightLines(const Map &map);
    bool operator()(Hex from, Hex to) const;

private:
    const Map &m_map;
    std::shared_ptr<SightMemo> m_memo; // the map's, or a private one if the map was edited since
};

// RULES §14: how far a side sees on this turn (0 = unlimited by day).
int visibilityRange(const Scenario &s, int turn);
// Can an observer at `from` see hex `to` this turn (LOS and visibility)?
bool canSeeHex(const Scenario &s, int turn, Hex from, Hex to);

// The distinct hexes a side looks from: its units on the map and its active
// leaders (RULES §14), first-seen order.
QVector<Hex> observerHexes(const Scenario &s, Side side);

// RULES §14 fog of war: the enemy units (ids, ascending) a side sees, from
// any of its units or leaders on the map. With fog of war off, every enemy
// unit on the map.
QStringList visibleEnemies(const Scenario &s, int turn, Side side);
// Does `side` see unit u (own units are always seen)?
bool sideSees(const Scenario &s, int turn, Side side, const Unit &u);

} // namespace hardtack
