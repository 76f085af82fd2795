#pragma once
// Exact odds before acting (PRODUCT.md): for a proposed Fire or Melee order,
// the expected losses of every unit that would lose men, the chance that each
// fails and that each routs at its end-of-phase morale check, the chance
// that a rout starts a cascade, and for a melee the chance to win.
//
// One rule, one place: the preview runs the very resolution of play
// (combat::fireImpl / meleeImpl, combatimpl.h) over every outcome of its dice
// — the casualty roll by exact Gauss–Legendre quadrature between the points
// where a unit's rounding changes, every rounding, the fatigue gain lumped by
// the morale band it leads to, the melee d6 by win or loss — and judges the
// end-of-phase check of each leaf with the morale rules (RULES §9). When a
// proposal would have more than `maxOutcomes` leaves (estimated first, or
// found while enumerating), the same resolution is run on `trials` seeded
// Rngs instead (`exact` false).

#include "fire.h"
#include "melee.h"
#include "orders.h"

#include "core/battle.h"
#include "core/morale/morale.h"

#include <QVector>

namespace hardtack {

// Distribution of round-with-probability(c × R), R uniform in [lo, hi],
// capped at `cap`: P[k] for k = 0 … cap.
QVector<double> casualtyDistribution(double c, int cap, double lo = 5.0, double hi = 25.0);

struct OddsOptions
{
    int maxOutcomes = 50000; // leaves of the exact enumeration before falling back to trials
    int trials = 4000;       // seeded resolutions of the fallback (Rng(seed + i))
    quint64 seed = 1;
};

struct UnitOdds
{
    QString unit;
    int minCasualties = 0;
    int maxCasualties = 0;
    double meanCasualties = 0;  // expected men lost (killed and wounded)
    double checkChance = 0;     // P(it owes an end-of-phase check after this order)
    double eliminatedChance = 0;
    double failChance = 0;      // P(it fails that check)
    double routChance = 0;      // P(that check routs it: newly Routed)
    QString failure;            // what a failure does most often: "disrupted", "routed" or "stragglers"
};

struct FireOdds
{
    CheckResult check;
    double value = 0;           // FirePlan::value(): the fire value after every RULES §7 modifier
    double minCasualties = 0;   // value / 1000 × 5, × 15, × 25 (RULES §7, before rounding and caps)
    double meanCasualties = 0;
    double maxCasualties = 0;
    QVector<UnitOdds> targets;  // ascending unit id
    // P(at least one unit of the target hex is newly routed by its
    // end-of-phase check and a friendly unit must take a cascade check for
    // it: RULES §10's first ring is not empty).
    double cascadeChance = 0;
    bool exact = true;
    int outcomes = 0;           // leaves enumerated (or trials run)
};

struct MeleeOdds
{
    CheckResult check;
    double attack = 0;
    double defence = 0;
    double odds = 0;
    int minWinningRoll = 7;
    double winChance = 0;
    double attackerCasualties = 0; // expected men lost by all attackers (RULES §8: as fire, loser ×2)
    double defenderCasualties = 0;
    QVector<UnitOdds> attackers;
    QVector<UnitOdds> defenders;
    bool exact = true;
    int outcomes = 0;
};

// The same figures from a plan, for a scenario and the situation of the
// phase's end (its phase, night and enfilade marks).
FireOdds fireOdds(const Scenario &s, const MoraleSituation &sit, const FirePlan &plan,
                  const OddsOptions &options = {});
MeleeOdds meleeOdds(const Scenario &s, const MoraleSituation &sit, const MeleePlan &plan, const QString &advance,
                    const OddsOptions &options = {});

class Game;
// The morale situation at the end of the game's current phase (RULES §9).
MoraleSituation phaseSituation(const Game &game);
// For an order of the game's acting side: `check` says why it is refused
// (nothing else is filled then).
FireOdds fireOdds(const Game &game, const Order &fire, const OddsOptions &options = {});
MeleeOdds meleeOdds(const Game &game, const Order &melee, const OddsOptions &options = {});
// RULES §8: the chance the melee order wins, known before any die is rolled
// (the odds' column and the winning rolls): meleeOdds(…).winChance without
// enumerating the casualties; nullopt when check() refuses the order.
std::optional<double> meleeWinChance(const Game &game, const Order &melee);

} // namespace hardtack
