#pragma once
// Players (STYLE §4): a human through the UI, the computer, a script or a
// replay. Each receives its side's view and returns orders; only the driver
// touches the Game, through check and apply like everyone else.

#include "game.h"

namespace hardtack {

class TacticalPlayer
{
public:
    virtual ~TacticalPlayer() = default;
    // The orders this side gives now, seeing `view` (view.myTurnToAct() is
    // true). The driver applies them in order, skipping any that is refused,
    // then asks again with a fresh view; no orders, or an EndPhase order,
    // end the side's phase.
    virtual QVector<Order> orders(const SideView &view) = 0;
};

struct PhasePlay
{
    int applied = 0;   // orders carried out (the closing EndPhase included)
    int refused = 0;   // orders check() refused (skipped)
    double thinkingMs = 0; // time spent inside the player
};

// What a side may do now, judged on `think`, a game of its view
// (Game::fromView): a hidden enemy never adds or takes away a choice. The
// battle window's can-act rings, its fire and melee targets and the
// computer's choices all come from here.
// Can unit u of the acting side still act in this phase?
bool unitCanAct(const Game &think, const Unit &u);
// The enemy hexes `units` may fire at (melee: attack) now, in (q, r) order.
QVector<Hex> legalTargets(const Game &think, const QStringList &units, bool melee);

// Plays the acting side's current phase with `player` (at most maxRounds
// rounds of orders), then ends the phase.
PhasePlay playPhase(Game &game, TacticalPlayer &player, int maxRounds = 16);

} // namespace hardtack
