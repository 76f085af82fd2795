// Exact cascade odds: the RULES §10 algorithm replayed over every distinct
// outcome of its dice. A check has one "pass" outcome and either one "fail"
// outcome, or — for a routed infantry or cavalry unit, whose stragglers depend
// on the roll — one per failing roll. Depth-first over decision prefixes: each
// replay follows its prefix, then takes the first outcome and queues the others.

#include "cascadeimpl.h"

namespace hardtack {

using namespace morale;

namespace {

struct Outcome
{
    int roll;
    double p;
};

QVector<Outcome> outcomesOf(const Unit &u, const MoraleCheck &c)
{
    const int m = c.value.final;
    QVector<Outcome> out;
    const double pass = 1.0 - moraleFailureChance(m);
    if (pass > 0)
        out.append({std::clamp(m, 1, 6), pass});
    const bool byRoll = c.before == Status::Routed && losesStragglers(u);
    if (byRoll) {
        for (int r = std::max(m + 1, 1); r <= 6; ++r)
            out.append({r, 1.0 / 6.0});
    } else if (pass < 1) {
        out.append({6, moraleFailureChance(m)});
    }
    return out;
}

} // namespace

std::optional<CascadeOdds> cascadeOdds(const Scenario &s, const MoraleSituation &sit, const QStringList &triggers,
                                       int maxOutcomes)
{
    QVector<int> trig;
    for (const QString &id : triggers)
        if (const int i = s.unitIndex(id); i >= 0)
            trig.append(i);
    const CascadeIndex index(s);

    CascadeOdds odds;
    QVector<QVector<int>> pending{QVector<int>{}};
    while (!pending.isEmpty()) {
        if (odds.outcomes >= maxOutcomes)
            return std::nullopt;
        const QVector<int> prefix = pending.takeLast();
        QVector<int> decisions;
        double p = 1.0;
        Scenario copy = s;
        const CascadeTree tree = cascadeImpl(copy, index, sit, trig, false, [&](const Unit &u, const MoraleCheck &c) {
            const QVector<Outcome> options = outcomesOf(u, c);
            int k = 0;
            if (decisions.size() < prefix.size()) {
                k = prefix.at(decisions.size());
            } else {
                for (int j = 1; j < options.size(); ++j)
                    pending.append(decisions + QVector<int>{j});
            }
            decisions.append(k);
            p *= options.at(k).p;
            return options.at(k).roll;
        });
        ++odds.outcomes;
        for (const MoraleCheck &c : tree.checks) {
            const QString &id = s.units.at(c.unit).id;
            odds.checked[id] += p;
            if (c.failed())
                odds.failed[id] += p;
            if (c.newlyRouted())
                odds.routed[id] += p;
            if (c.newlyDisrupted())
                odds.disrupted[id] += p;
            odds.stragglers[id] += p * c.stragglers;
        }
        if (odds.size.size() <= tree.failures)
            odds.size.resize(tree.failures + 1);
        odds.size[tree.failures] += p;
    }
    return odds;
}

} // namespace hardtack
