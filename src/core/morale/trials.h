#pragma once
// Seeded trial loops of the Cascade Lab and `hardtack-cli cascade` / `rally`:
// N resolutions, trial i on a fresh copy of the scenario with Rng(seed + i),
// counted per unit. The exact odds are cascadeOdds() and rallyChance().

#include "morale.h"

#include <QMap>

#include <functional>

namespace hardtack {

struct CascadeUnitCounts
{
    int morale = 0; // its morale value before any check (RULES §9, no Rout Limiting step)
    qint64 checked = 0, failed = 0, routed = 0, disrupted = 0, stragglers = 0;
};

struct CascadeTrials
{
    qint64 trials = 0;
    quint64 seed = 0;
    QMap<int, CascadeUnitCounts> units; // by unit index: every unit that took a cascade check
    QMap<int, qint64> histogram;        // units that failed in one cascade → trials
    double meanSize = 0;                // mean number of units that failed
};

// Called now and then with the number of trials done; returning false stops
// the loop (the result then counts only the trials done). It never changes
// the dice: the counts of N trials are the same with or without it.
using TrialProgress = std::function<bool(qint64 done)>;

// RULES §10: the triggers (unit indices) are forced Routed (whatever their
// type or formation: the experiment asked for) and start the cascade.
CascadeTrials runCascadeTrials(const Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                               qint64 trials, quint64 seed, const TrialProgress &progress = {});

struct RallyTrials
{
    qint64 trials = 0;
    quint64 seed = 0;
    RallyValue value;   // of the unit treated as Routed
    qint64 rallied = 0;
};

// RULES §12: unit `unit` (treated as Routed) takes its rally check N times.
RallyTrials runRallyTrials(const Scenario &s, int unit, bool night, qint64 trials, quint64 seed);

// One seeded forced-rout cascade, explained, as the Cascade Lab plays it: the
// triggers (unit indices) are forced Routed in s, then resolveCascade rolls
// on Rng(seed). It is trial 0 of runCascadeTrials(…, seed) (the same dice),
// and its events are those a battle's log holds for that cascade ("cascade",
// then one "morale-check" per check in the order rolled). s ends in the
// state after the cascade.
PhaseMoraleOutcome runForcedCascade(Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                                    quint64 seed);

} // namespace hardtack
