#pragma once
// Fire combat (RULES §7): the fire value of each firer with every factor
// named, the value against each unit in the target hex, and the resolution
// (one uniform [5, 25] roll, casualties shared by men, rounded with probability).

#include "core/rng.h"
#include "core/events/events.h"
#include "core/scenario.h"
#include "terrain.h"

#include <QVector>

namespace hardtack {

struct Factor
{
    QString name;   // stable key: "range", "canister", "disrupted", "fatigue", "quality", "moved", …
    double factor = 1.0;
};

struct FirerPlan
{
    int unit = -1;
    double base = 0;             // men × weapon value, or guns × gun value
    QVector<Factor> factors;     // firer factors, multiplied
    double value = 0;            // base × factors
    QVector<Factor> reductions;  // target terrain, hexside, height: percent as factor -0.25 …
    int reduction = 0;           // percent, added up and capped at 90
};

struct TargetPlan
{
    int unit = -1;
    double share = 0;            // men / men in the hex (melee: / men of the side)
    bool formation = false;      // column, mounted or limbered: ×1.5
    QVector<bool> enfilade;      // per firer
    QVector<int> reductions;     // per firer: percent, added up and capped at 90
    double value = 0;            // fire value against this unit
    double coefficient = 0;      // value / 1000 × share × density: casualties = coefficient × roll
};

struct FirePlan
{
    Hex target;
    QVector<FirerPlan> firers;
    QVector<TargetPlan> targets;
    double density = 0;          // RULES §7: the target hex's density factor (fireDensityFactor)
    int menInHex = 0;            // of the target side, before the fire
    // RULES §7: the value of the whole fire after every modifier: each unit's
    // value weighted by its share of the men (with one target unit, or the
    // same modifiers for all, exactly the rule's fire value). Casualties
    // before rounding and caps: value / 1000 × [5, 25] × density.
    double value() const;
};

// RULES §7: the density factor of a target of `men` men (the men of the
// target hex; in melee the men of the side that takes the losses):
// kFireLethality × men / kDensityReferenceMen up to the reference,
// kFireLethality × (men / reference)^kDensityExponentAbove above it; 0 for none.
double fireDensityFactor(int men);


// RULES §7: the fire of these firers on the enemy units in `target` (no dice).
FirePlan planFire(const Scenario &s, const QVector<int> &firers, Hex target);
// RULES §7: the factors of one firer alone (without target-dependent ones).
FirerPlan firerValue(const Scenario &s, const Unit &firer, Hex target);
// RULES §7: the reductions of fire from `from` on a unit in `target`: its
// terrain, the hexside crossed, its height; `*capped` gets their capped sum.
QVector<Factor> fireReductions(const Scenario &s, Hex from, Hex target, int *capped);
// RULES §7: the value against unit `target` of these firers (each from its own
// hex: reductions, enfilade when `enfilade`), × 1.5 for its formation, and its
// casualty coefficient for this share of the losses and the target's density
// factor. Fire and melee (§8) both.
TargetPlan fireAgainst(const Scenario &s, const QVector<FirerPlan> &firers, int target, double share,
                       double density, bool enfilade);

// The hexside of `target` the fire from `from` crosses, with the features on
// it; where the line runs along a hexside, the one that protects more.
quint8 fireHexsideFeatures(const Map &map, Hex from, Hex target);

struct FireOutcome
{
    FireEvent event;             // filled when the dice are played (not in the odds)
    QVector<Event> extra;        // ammo checks, leader casualty checks
    int casualties = 0;
};

// RULES §7: rolls and applies a planned fire: casualties, guns, fatigue, the
// morale checks owed and enfilade marks, leader casualties, then the firers'
// ammunition. The algorithm is combat::fireImpl (combatimpl.h), which the
// exact odds (odds.h) run over every outcome of the same dice.
FireOutcome resolveFire(Scenario &s, Rng &rng, const FirePlan &plan);

} // namespace hardtack
