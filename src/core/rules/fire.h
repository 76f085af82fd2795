#pragma once
// Fire combat (RULES §7): the fire value of each firer with every factor
// named, the value against each unit in the target hex, and the resolution
// (one uniform [5, 25] roll, casualties shared by men, rounded with probability).

#include "core/rng.h"
#include "core/scenario.h"

#include <QJsonObject>
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
    double share = 0;            // men / men in the hex
    bool formation = false;      // column, mounted or limbered: ×1.5
    QVector<bool> enfilade;      // per firer
    double value = 0;            // fire value against this unit
    double coefficient = 0;      // value / 1000 × share: casualties = coefficient × roll
};

struct FirePlan
{
    Hex target;
    QVector<FirerPlan> firers;
    QVector<TargetPlan> targets;
};

// RULES §7: the fire of these firers on the enemy units in `target` (no dice).
FirePlan planFire(const Scenario &s, const QVector<int> &firers, Hex target);
// RULES §7: the factors of one firer alone (without target-dependent ones).
FirerPlan firerValue(const Scenario &s, const Unit &firer, Hex target);

// The hexside of `target` the fire from `from` crosses, with the features on
// it; where the line runs along a hexside, the one that protects more.
quint8 fireHexsideFeatures(const Map &map, Hex from, Hex target);

struct FireOutcome
{
    QJsonObject event;           // type "fire"
    QVector<QJsonObject> extra;  // ammo checks, leader casualty checks
    int casualties = 0;
};

// RULES §7: rolls and applies a planned fire: casualties, guns, fatigue, the
// morale checks owed and enfilade marks, leader casualties, then the firers'
// ammunition.
FireOutcome resolveFire(Scenario &s, Rng &rng, const FirePlan &plan);

} // namespace hardtack
