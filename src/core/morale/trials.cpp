// The seeded trial loops (RULES §10, §12) shared by the Cascade Lab and the CLI.

#include "trials.h"

namespace hardtack {

CascadeTrials runCascadeTrials(const Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                               qint64 trials, quint64 seed, const TrialProgress &progress)
{
    Scenario base = s;
    for (int t : triggers)
        base.units[t].status = Status::Routed;
    MoraleSituation noLimiting = sit;
    noLimiting.routLimiting = false;
    const CascadeIndex index(base);

    CascadeTrials out;
    out.trials = trials;
    out.seed = seed;
    qint64 totalSize = 0;
    qint64 i = 0;
    for (; i < trials; ++i) {
        if (progress && (i & 255) == 0 && i > 0 && !progress(i))
            break;
        Scenario copy = base;
        Rng rng(seed + quint64(i));
        const CascadeTree tree = runCascade(copy, index, rng, sit, triggers, false);
        for (const MoraleCheck &c : tree.checks) {
            CascadeUnitCounts &u = out.units[c.unit];
            ++u.checked;
            u.failed += c.failed();
            u.routed += c.newlyRouted();
            u.disrupted += c.newlyDisrupted();
            u.stragglers += c.stragglers;
        }
        ++out.histogram[tree.failures];
        totalSize += tree.failures;
    }
    out.trials = i;
    if (progress && i == trials)
        progress(i);
    for (auto it = out.units.begin(); it != out.units.end(); ++it)
        it->morale = moraleValue(base, base.units.at(it.key()), noLimiting).final;
    out.meanSize = i > 0 ? double(totalSize) / double(i) : 0.0;
    return out;
}

RallyTrials runRallyTrials(const Scenario &s, int unit, bool night, qint64 trials, quint64 seed)
{
    Scenario base = s;
    base.units[unit].status = Status::Routed;
    RallyTrials out;
    out.trials = trials;
    out.seed = seed;
    out.value = rallyValue(base, base.units.at(unit), night);
    for (qint64 i = 0; i < trials; ++i) {
        Scenario copy = base;
        Rng rng(seed + quint64(i));
        takeRallyCheck(copy, rng, copy.units[unit], night);
        out.rallied += copy.units.at(unit).status == Status::Disrupted;
    }
    return out;
}

PhaseMoraleOutcome runForcedCascade(Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                                    quint64 seed)
{
    QStringList ids;
    for (int t : triggers)
        if (t >= 0 && t < s.units.size()) {
            s.units[t].status = Status::Routed; // as runCascadeTrials: the experiment asked for it
            ids << s.units.at(t).id;
        }
    Rng rng(seed);
    return resolveCascade(s, rng, sit, ids);
}

} // namespace hardtack
