// RULES §10: the rout cascade, breadth-first ring by ring; and RULES §9's
// end-of-phase checks that start it (resolvePhaseMorale).

#include "cascadeimpl.h"

#include <algorithm>

namespace hardtack {

using namespace morale;

CascadeTree runCascade(Scenario &s, const CascadeIndex &index, Rng &rng, const MoraleSituation &sit,
                       const QVector<int> &triggers, bool explain)
{
    const auto d6 = [&rng](const Unit &, const MoraleCheck &) { return rng.d6(); };
    if (index.unitCount() != s.units.size()) // an index of another scenario: never read past its arrays
        return cascadeImpl(s, CascadeIndex(s), sit, triggers, explain, d6);
    return cascadeImpl(s, index, sit, triggers, explain, d6);
}

namespace {

// Adds one check to the outcome's lists and counters.
void tally(PhaseMoraleOutcome &out, const Scenario &s, const MoraleCheck &c)
{
    ++out.checks;
    if (c.failed())
        ++out.failures;
    out.stragglers += c.stragglers;
    const QString &id = s.units.at(c.unit).id;
    if (c.newlyRouted()) {
        out.disrupted.removeAll(id);
        out.routed.append(id);
    } else if (c.newlyDisrupted()) {
        out.disrupted.append(id);
    }
}

void appendCascade(PhaseMoraleOutcome &out, const Scenario &s, const MoraleSituation &sit, CascadeTree tree)
{
    if (tree.triggers.isEmpty())
        return;
    out.cascades = 1;
    out.events.append(cascadeEvent(s, tree, sit));
    for (const MoraleCheck &c : tree.checks) {
        out.events.append(moraleCheckEvent(s, c, sit, QStringLiteral("cascade")));
        tally(out, s, c);
    }
    out.cascade = std::move(tree);
}

} // namespace

PhaseMoraleOutcome resolvePhaseMorale(Scenario &s, Rng &rng, const MoraleSituation &sit, const QStringList &mustCheck)
{
    PhaseMoraleOutcome out;
    // RULES §9: one end-of-phase check per unit whatever the number of
    // causes, in unit id order.
    QStringList ids = mustCheck;
    ids.removeDuplicates();
    std::sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) { return QString::compare(a, b) < 0; });

    const CascadeIndex index(s);
    const std::vector<unsigned char> enf = enfiladeFlags(s, sit);
    QVector<int> triggers;
    for (const QString &id : ids) {
        const int i = s.unitIndex(id);
        if (i < 0 || !present(s.units.at(i)))
            continue; // gone from the map or wiped out: nothing left to check
        Unit &u = s.units[i];
        MoraleCheck c;
        c.unit = i;
        c.before = u.status;
        c.value = valueOf(u, factsByIndex(s, index, i, !enf.empty() && enf[i]), sit, 0, true);
        c.roll = rng.d6();
        applyCheckResult(u, sit.phase, c);
        out.events.append(moraleCheckEvent(s, c, sit, sit.causes.value(id, QStringLiteral("end-of-phase"))));
        tally(out, s, c);
        // RULES §9 [reading]: every unit these checks rout starts the
        // phase's cascade together (a routed unit that fails again does not
        // "rout": it starts nothing).
        if (c.newlyRouted())
            triggers.append(i);
    }
    if (!triggers.isEmpty())
        appendCascade(out, s, sit, runCascade(s, index, rng, sit, triggers, true));
    return out;
}

PhaseMoraleOutcome resolveCascade(Scenario &s, Rng &rng, const MoraleSituation &sit, const QStringList &triggers)
{
    PhaseMoraleOutcome out;
    const CascadeIndex index(s);
    appendCascade(out, s, sit, runCascade(s, index, rng, sit, s.unitIndexes(triggers), true));
    return out;
}

} // namespace hardtack
