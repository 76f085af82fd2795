#pragma once
// Exact odds before acting (PRODUCT.md): for a proposed Fire or Melee order,
// the casualty range and mean of every unit that would lose men, and the exact
// chance that each of them fails its end-of-phase morale check (computed by
// enumerating the casualty and fatigue distributions, not sampled); for a
// melee the exact chance to win (the d6 makes it enumerable).

#include "orders.h"

#include "core/battle.h"

#include <QVector>

namespace hardtack {

// Distribution of round-with-probability(c × R), R uniform in [lo, hi],
// capped at `cap`: P[k] for k = 0 … cap.
QVector<double> casualtyDistribution(double c, int cap, double lo = 5.0, double hi = 25.0);

struct UnitOdds
{
    QString unit;
    int minCasualties = 0;
    int maxCasualties = 0;
    double meanCasualties = 0;
    double checkChance = 0;     // P(it owes an end-of-phase check after this order)
    double eliminatedChance = 0;
    double failChance = 0;      // P(it fails that check)
    QString failure;            // "disrupted" or "routed": what a failure does in this phase
};

struct FireOdds
{
    CheckResult check;
    int minCasualties = 0;
    int maxCasualties = 0;
    double meanCasualties = 0;
    QVector<UnitOdds> targets;  // ascending unit id
};

struct MeleeOdds
{
    CheckResult check;
    double odds = 0;
    int minWinningRoll = 7;
    double winChance = 0;
    QVector<UnitOdds> attackers;
    QVector<UnitOdds> defenders;
};

class Game;
FireOdds fireOdds(const Game &game, const Order &fire);
MeleeOdds meleeOdds(const Game &game, const Order &melee);

} // namespace hardtack
