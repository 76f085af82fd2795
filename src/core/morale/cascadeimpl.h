#pragma once
// Internal to src/core/morale: the one RULES §10 cascade algorithm, generic
// over where the dice come from (the game's Rng, or the exact enumeration of
// cascadeOdds), so statistics, previews and play all follow the same rule.

#include "moralerules.h"

#include <algorithm>

namespace hardtack::morale {

// roll(unit, check) returns the d6 for a check whose before/value are set;
// sink(check) receives each check once it is applied, in order (the
// returned tree's `checks` stay empty: cascadeImpl below keeps them).
template<typename Roll, typename Sink>
CascadeTree cascadeWalk(Scenario &s, const CascadeIndex &index, const MoraleSituation &sit,
                        const QVector<int> &triggers, bool explain, Roll &&roll, Sink &&sink)
{
    CascadeTree tree;
    const int n = int(s.units.size());
    Unit *units = s.units.data();
    const auto byRank = [&](int a, int b) { return index.rank(a) < index.rank(b); };

    // "checked": took (or is queued for) a cascade check, or started it.
    std::vector<unsigned char> checked(n, 0);
    std::vector<int> queuedAt(n, -1);
    // Hexes already expanded, per side: a hex's neighbourhood is checked once.
    std::vector<unsigned char> expanded(size_t(index.cellCount()) * 2, 0);
    const std::vector<unsigned char> enf = enfiladeFlags(s, sit);

    std::vector<int> sources;
    for (int t : triggers)
        if (t >= 0 && t < n && !checked[t]) {
            checked[t] = 1; // RULES §10: the units whose rout started it take no cascade check
            sources.push_back(t);
        }
    std::sort(sources.begin(), sources.end(), byRank);
    for (int t : sources)
        tree.triggers.append(t);

    struct Candidate
    {
        int unit;
        int parent;
        bool sameHex;
    };
    std::vector<Candidate> ring;
    std::vector<int> next;

    for (int step = 1; !sources.empty(); ++step) {
        ring.clear();
        // Every source (in unit id order) reaches the friendly units of its own
        // hex and of the six adjacent hexes.
        for (int src : sources) {
            const int srcCell = index.cellOf(src);
            if (srcCell < 0)
                continue;
            // RULES §10 [reading]: "friendly" is the routing unit's own side.
            const Side side = units[src].side;
            unsigned char &done = expanded[size_t(srcCell) * 2 + int(side)];
            if (done)
                continue; // the same hex carried on twice reaches nobody new
            done = 1;
            // The friendly units of its hex and the six around it, from the
            // index's flat list (the Unit itself is read only for a new candidate).
            for (const CascadeIndex::Reach *r = index.reachBegin(srcCell, side), *end = index.reachEnd(srcCell, side);
                 r != end; ++r) {
                const int o = r->unit;
                if (checked[o]) {
                    // Reached again in this ring: from an adjacent hex it
                    // counts as a unit "in an adjacent hex" (its failure
                    // carries on) and that source becomes its parent.
                    const int q = queuedAt[o];
                    if (q >= 0 && r->adjacent && ring[q].sameHex)
                        ring[q] = {o, src, false};
                    continue;
                }
                if (!present(units[o]))
                    continue;
                checked[o] = 1; // RULES §10: each unit checks at most once per cascade
                queuedAt[o] = int(ring.size());
                ring.push_back({o, src, !r->adjacent});
            }
        }
        for (const Candidate &c : ring)
            queuedAt[c.unit] = -1;
        // RULES §10: breadth-first; the checks of one ring in unit id order.
        std::sort(ring.begin(), ring.end(), [&](const Candidate &a, const Candidate &b) { return byRank(a.unit, b.unit); });

        next.clear();
        for (const Candidate &cand : ring) {
            Unit &u = units[cand.unit];
            MoraleCheck c;
            c.unit = cand.unit;
            c.parent = cand.parent;
            c.step = step;
            c.sameHex = cand.sameHex;
            c.before = u.status;
            c.value = valueOf(u, factsByIndex(s, index, cand.unit, !enf.empty() && enf[cand.unit]), sit, step,
                              explain);
            c.roll = roll(std::as_const(u), std::as_const(c));
            applyCheckResult(u, sit.phase, c);
            if (c.failed()) {
                ++tree.failures;
                // RULES §10: a failure in an adjacent hex carries the cascade
                // on from that hex, whatever the failure's result [reading];
                // one in the same hex as its trigger does not [reading].
                if (!c.sameHex) {
                    c.carriesOn = true;
                    next.push_back(cand.unit);
                }
            }
            sink(std::move(c));
            tree.rings = step;
        }
        std::swap(sources, next);
    }
    return tree;
}

// The cascade with every check kept in the tree (play, previews, the Lab's
// explained run).
template<typename Roll>
CascadeTree cascadeImpl(Scenario &s, const CascadeIndex &index, const MoraleSituation &sit,
                        const QVector<int> &triggers, bool explain, Roll &&roll)
{
    QVector<MoraleCheck> checks;
    checks.reserve(s.units.size());
    CascadeTree tree = cascadeWalk(s, index, sit, triggers, explain, std::forward<Roll>(roll),
                                   [&checks](MoraleCheck &&c) { checks.append(std::move(c)); });
    tree.checks = std::move(checks);
    return tree;
}

} // namespace hardtack::morale
