#pragma once
// The computer player's planners (internal to hardtack_ai). Each reads only
// the side's view and a thinking copy of the game made from it.

#include "aituning.h"
#include "influence.h"

#include "core/rules/game.h"

#include <QHash>
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

// Movement for every unit and leader not in `skip` (already ordered this phase),
// with the knobs of `tuning` (the default: the Normal player).
QVector<PlannedStep> planMovement(const SideView &view, const QSet<QString> &skip, const Tuning &tuning = {});
// Fire for the whole phase: one order per target hex (concentrated fire).
QVector<Order> planFire(const SideView &view);
// What planMelee remembers between its calls in one Melee phase (a melee
// moves units, so it plans one at a time on a fresh view): each candidate
// target's judgement, kept while nothing it reads has changed.
struct MeleeMemo
{
    struct Judged
    {
        bool worth = false;   // at good enough odds
        double score = 0;
        Order order;
    };
    QHash<Hex, Judged> judged;
    // The view it was judged on.
    QHash<QString, Unit> units;
    QVector<Formation> formations;
    QVector<std::optional<Side>> holders;
    bool started = false;
};
// The best melee worth making now, if any. `memo`: kept by the caller for
// the phase (a fresh one judges every target again, as the first call does).
// `tuning.meleeNeed` moves the win chance it asks for (the default: Normal's).
std::optional<Order> planMelee(const SideView &view, MeleeMemo &memo, const Tuning &tuning = {});

// The posture read from the objectives, the victory thresholds and the clock.
struct Posture
{
    bool attack = true;      // take objectives and fight for them
    int turnsLeft = 1;
    double vpLead = 0;       // estimated VP difference in this side's favour
};
Posture readPosture(const SideView &view);

} // namespace hardtack::ai
