#pragma once
// The computer player's planners (internal to hardtack_ai). Each reads only
// the side's view and a thinking copy of the game made from it.

#include "influence.h"

#include "core/rules/game.h"

#include <QSet>

namespace hardtack::ai {

// A game of the side's knowledge to think on, with fog of war off inside it
// (every unit in it is one the side sees), so hypothetical moves cost no
// sight computations.
Game thinkingGame(const SideView &view);

// One unit's or leader's orders in the Movement phase, in order. `path` is
// the hexes a move enters (empty when it does not move).
struct PlannedStep
{
    QVector<Order> orders;
    QString unit;        // or
    QString leader;
    Hex expected;        // where it should stand afterwards
    QVector<Hex> path;
};

// Movement for every unit and leader not in `skip` (already ordered this phase).
QVector<PlannedStep> planMovement(const SideView &view, const QSet<QString> &skip);
// Fire for the whole phase: one order per target hex (concentrated fire).
QVector<Order> planFire(const SideView &view);
// The best melee worth making now, if any.
std::optional<Order> planMelee(const SideView &view);

// The posture read from the objectives, the victory thresholds and the clock.
struct Posture
{
    bool attack = true;      // take objectives and fight for them
    int turnsLeft = 1;
    double vpLead = 0;       // estimated VP difference in this side's favour
};
Posture readPosture(const SideView &view);

} // namespace hardtack::ai
