#pragma once
// Morale checks, rout cascades and rally checks (RULES §9, §10, §12; the seed
// text in shared/seeds is binding). Every check is rolled on the game's Rng
// and recorded as an event carrying its full explanation.

#include "core/rng.h"
#include "core/scenario.h"
#include "core/types.h"

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QVector>

namespace hardtack {

// One named modifier of a morale or rally value. `name` is a stable key
// ("leader", "ammo", "night", "fatigue-medium", "fatigue-high", "enfilade",
// "disrupted", "other-brigades", "rout-limiting", …); the UI translates it.
struct MoraleModifier
{
    QString name;
    int amount = 0;
};

// What a morale check needs to know beyond the units themselves.
struct MoraleSituation
{
    Phase phase = Phase::OffensiveFire;
    bool night = false;
    bool routLimiting = false;
    QSet<QString> enfiladed; // units fired upon with enfilade in this phase
};

struct MoraleValue
{
    int base = 0;                        // quality number A=6 … F=1
    QVector<MoraleModifier> modifiers;   // every modifier that applies, in RULES §9 order
    int final = 0;                       // base + modifiers (not clamped)
};

// RULES §9: the morale value of unit u for a check now (cascadeStep 0 outside
// a cascade; with Rout Limiting a check at step k gets +k-1).
MoraleValue moraleValue(const Scenario &s, const Unit &u, const MoraleSituation &sit, int cascadeStep = 0);

// Exact chance that a morale check at this final value fails: P(d6 > m).
double moraleFailureChance(int finalMorale);

struct PhaseMoraleOutcome
{
    QVector<QJsonObject> events; // in the order rolled (type "morale-check", "cascade", …)
    QStringList routed;          // units newly routed by these checks
    QStringList disrupted;       // units newly disrupted by these checks
    int checks = 0;
    int failures = 0;
    int cascades = 0;
    int stragglers = 0;          // men lost as stragglers
};

// RULES §9–§10: the end-of-phase checks of `mustCheck` (in unit id order),
// then the phase's rout cascade started by every unit they routed. Applies
// every result to the scenario (status, stragglers).
PhaseMoraleOutcome resolvePhaseMorale(Scenario &s, Rng &rng, const MoraleSituation &sit,
                                      const QStringList &mustCheck);

// RULES §10 alone: the cascade started by `triggers`, units that have just
// routed (they take no cascade check). Used by the Cascade Lab and the CLI.
PhaseMoraleOutcome resolveCascade(Scenario &s, Rng &rng, const MoraleSituation &sit,
                                  const QStringList &triggers);

struct RallyValue
{
    int base = 0;
    QVector<MoraleModifier> steps; // leader step (with the leader's id in name), night halving
    QString leader;                // the leader used, if any
    int final = 0;
};

// RULES §12: the rally value of a routed unit now.
RallyValue rallyValue(const Scenario &s, const Unit &u, bool night);
// Exact chance a rally check at this value succeeds: P(d6 < m).
double rallyChance(int finalValue);
// Takes unit u's rally check, applies the result (routed → disrupted, marked
// rallied this turn) and returns the explained event.
QJsonObject takeRallyCheck(Scenario &s, Rng &rng, Unit &u, bool night);

} // namespace hardtack
