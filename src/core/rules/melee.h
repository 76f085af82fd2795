#pragma once
// Melee (RULES §8): strengths with every factor named, the odds, the exact
// chance to win (the d6 makes it enumerable), and the resolution.

#include "fire.h"

#include "core/rng.h"
#include "core/scenario.h"

#include <QVector>

namespace hardtack {

struct MeleeSide
{
    int unit = -1;
    double men = 0;           // men (defending artillery: 8 per gun)
    QVector<Factor> factors;  // quality, fatigue, routed, rear, and the defender's walls and height
    double strength = 0;      // men × factors
};

struct MeleePlan
{
    Hex target;
    QVector<MeleeSide> attackers;
    QVector<MeleeSide> defenders;
    double attack = 0;
    double defence = 0;
    double odds = 0;
    int minWinningRoll = 7;   // the attacker wins on this d6 roll or higher (7: never)
    double winChance = 0;     // (7 − minWinningRoll) / 6
    // RULES §8 casualties "as fire (§7) with each man worth 1.0": each side's
    // fire (men × 1.0 × quality × fatigue) and its value against each unit of
    // the other side (§7 reductions per firer and target, formation ×1.5).
    // Coefficients are before the loser's ×2.
    QVector<FirerPlan> attackerFire;
    QVector<FirerPlan> defenderFire;
    QVector<TargetPlan> defenderLosses; // shares: of the men in the defenders' hex
    QVector<TargetPlan> attackerLosses; // shares: of the men of all attackers
    double defenderDensity = 0;         // RULES §7 density factor of the defenders' men
    double attackerDensity = 0;         // and of all the attackers' men
};

// RULES §8. The defender's advantages (stone wall ×1.5, fence ×1.2, higher
// ×1.25) and the attacker's rear bonus (×1.5) depend on where each attacker
// stands, so they are applied to each attacker's strength (the wall and the
// height as divisors): with one attacker this is exactly attack / defence.
MeleePlan planMelee(const Scenario &s, const QVector<int> &attackers, Hex target);
// RULES §8 [reading]: a unit's casualty fire in melee: its men (a defending
// gun: 8 men) × 1.0, × quality and fatigue (§7 firer factors that concern
// the men, not the weapon or the move); the reductions are per target.
FirerPlan meleeFirer(const Scenario &s, const Unit &u);
// Does the attacker win with this roll? odds × d6 / 3.5 ≥ 1.5.
bool meleeWins(double odds, int roll);

struct MeleeOutcome
{
    MeleeEvent event;             // filled when the dice are played (not in the odds)
    QVector<Event> extra;         // retreats, surrenders, leader casualty checks, advance
    bool attackerWon = false;
};

// RULES §8: rolls the d6, then the casualties of both sides (the loser's
// doubled), fatigue (×1.5, loser ×2); the beaten side is disrupted and a
// beaten defender retreats or surrenders; `advance` (an attacker) moves into
// the hex if the attacker won and the hex is empty. The algorithm is
// combat::meleeImpl (combatimpl.h), shared with the exact odds (odds.h).
MeleeOutcome resolveMelee(Scenario &s, Rng &rng, const MeleePlan &plan, const QString &advance);

} // namespace hardtack
