#pragma once
// Losses and what follows them, fatigue, ammunition and supply (RULES §5, §6,
// §7): applying men lost to a unit (guns lost, fatigue gained, the morale
// check owed), fatigue recovery, ammunition depletion and resupply by wagons.
// Every roll returns its explanation as event data.

#include "core/events/events.h"
#include "core/rng.h"
#include "core/scenario.h"


namespace hardtack {

// How the men were lost: fire, a won melee or a lost melee (fatigue ×1, ×1.5, ×2).
enum class LossKind { Fire, MeleeWinner, MeleeLoser };
double fatigueMultiplier(LossKind kind);

// RULES §5, §7: unit u loses `men` men to combat (capped at its men). Artillery
// loses a gun per 25 men (a remainder r with chance r/25); the unit gains
// uniform [L, 3L] fatigue times the multiplier (rounded with probability,
// capped at 900); it owes an end-of-phase morale check. A unit with no men
// left is eliminated. Returns the explanation (a LossReport, core/events).
// With fatigueGain ≥ 0 that gain is taken instead of rolled (the exact odds
// enumerate the gains of rollFatigueGain, odds.cpp).
LossReport applyLosses(Scenario &s, Rng &rng, Unit &u, int men, LossKind kind, int fatigueGain = -1);

// RULES §5: the fatigue gained for L men lost: an integer uniform in [L, 3L]
// times the multiplier, rounded with probability. The one statement of the
// rule: the game's Rng rolls it, the odds preview enumerates it.
template<typename Dice>
int rollFatigueGain(Dice &dice, int lost, LossKind kind, int *raw = nullptr)
{
    const int r = dice.uniformInt(lost, 3 * lost);
    if (raw)
        *raw = r;
    const double mult = fatigueMultiplier(kind);
    return mult == 1.0 ? r : dice.roundWithProbability(r * mult);
}

// RULES §5: recovery at the start of the unit's movement phase if it was
// inactive since its last turn: uniform 0–20 by day, 0–60 at night.
FatigueRecoveryEvent recoverFatigue(Rng &rng, Unit &u, bool night);
constexpr int kDayRecovery = 20;
constexpr int kNightRecovery = 60;

// RULES §6: after firing, one ammo level down with chance 5% (artillery 3%).
// Returns the event when the unit used a roll (always).
AmmoCheckEvent rollAmmoDepletion(Rng &rng, Unit &u);
double ammoDepletionChance(const Unit &u);

// RULES §6: resupply of the side's units at the start of its movement phase.
QVector<Event> resupply(Scenario &s, Side side);
// Supply points a wagon spends to bring a unit back to normal ammo.
int supplyCost(const Unit &u);

// RULES §11: a unit that is not routed and not adjacent to an enemy gets
// back `percent` of its stragglers (rounded down): 25% at the start of each
// night game turn (every side), and by day kDayStragglersBack% at the start
// of its own side's Movement phase (`side`).
inline constexpr int kNightStragglersBack = 25;
// [default, calibrated, issue 21] Antietam, 10 games each: at 10% the Union
// lost 1.23× history, at 20% 1.18×, at 30% 1.13× (Confederates 1.09–1.11×).
inline constexpr int kDayStragglersBack = 30;
QVector<Event> returnStragglers(Scenario &s, int percent, std::optional<Side> side = std::nullopt);

} // namespace hardtack
