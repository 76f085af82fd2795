#pragma once
// Internal to odds.cpp: the per-unit sums of an odds preview over its
// outcomes, with each outcome's morale checks judged as at the phase's end
// (RULES §9) and the chance a rout cascade starts (RULES §10).

#include "odds.h"
#include "core/morale/moralerules.h"

#include <QVector>

#include <array>
#include <climits>
#include <cmath>

namespace hardtack::detail {

// Per-unit sums over the leaves, judged at the end of the phase.
struct Tally
{
    struct Sums
    {
        double mean = 0, check = 0, eliminated = 0, fail = 0, rout = 0;
        std::array<double, 4> result{}; // by MoraleResult
        int min = INT_MAX, max = 0;
    };
    QVector<int> units;
    QVector<Sums> sums;
    double cascade = 0;
    bool wantCascade = false;
    // Fire moves nobody: every unit a target's check or a cascade's start can
    // depend on stands in or next to a target's hex. `local` lists those
    // units (ascending), `moved` the units the order may change, whose hex is
    // checked in every outcome (a scan of every unit when one moved).
    QVector<int> local;
    QVector<int> moved;
    bool useLocal = false;

    void reset() { sums = QVector<Sums>(units.size()); cascade = 0; }

    void prepareLocal(const Scenario &before, const QVector<int> &touched)
    {
        const auto nearOrSame = [](Hex a, Hex b) {
            const int dq = a.q - b.q, dr = a.r - b.r;
            return std::abs(dq) + std::abs(dr) + std::abs(dq + dr) <= 2;
        };
        local.clear();
        for (int j = 0; j < before.units.size(); ++j)
            for (int i : std::as_const(units))
                if (nearOrSame(before.units.at(j).hex, before.units.at(i).hex)) {
                    local.append(j);
                    break;
                }
        moved = touched;
        useLocal = true;
    }

    bool localHolds(const Scenario &before, const Scenario &after) const
    {
        if (!useLocal)
            return false;
        for (int i : moved)
            if (after.units.at(i).hex != before.units.at(i).hex)
                return false;
        return true;
    }

    void add(const Scenario &before, const Scenario &after, const MoraleSituation &sit, double w)
    {
        const bool fast = localHolds(before, after);
        QVector<int> checkers;
        QVector<double> routs;
        for (int k = 0; k < units.size(); ++k) {
            const int i = units.at(k);
            const Unit &u0 = before.units.at(i), &u = after.units.at(i);
            Sums &t = sums[k];
            const int lost = u.casualties - u0.casualties;
            t.mean += w * lost;
            t.min = std::min(t.min, lost);
            t.max = std::max(t.max, lost);
            if (u0.men > 0 && lost >= u0.men)
                t.eliminated += w;
            // RULES §9: every unit that lost men (or already owed one) checks.
            if (!morale::takesEndOfPhaseCheck(u))
                continue;
            t.check += w;
            MoraleCheck c;
            c.unit = i;
            c.before = u.status;
            // == moraleValue(after, u, sit).final (the facts from the units near u).
            c.value.final = fast ? morale::valueOf(u, morale::factsAmong(after, u, sit, local), sit, 0, false).final
                                 : moraleValue(after, u, sit).final;
            double rout = 0;
            Unit x = u; // applyCheckResult changes only status, men and stragglers
            for (int roll = 1; roll <= 6; ++roll) {
                x.status = u.status;
                x.men = u.men;
                x.stragglers = u.stragglers;
                c.roll = roll;
                morale::applyCheckResult(x, sit.phase, c);
                if (c.failed()) {
                    t.fail += w / 6;
                    t.result[size_t(c.result)] += w / 6;
                }
                if (c.newlyRouted())
                    rout += 1.0 / 6;
            }
            t.rout += w * rout;
            checkers.append(i);
            routs.append(rout);
        }
        if (wantCascade && !checkers.isEmpty())
            cascade += w * cascadeStart(after, checkers, routs, fast ? &local : nullptr);
    }

    // RULES §10: P(the set of newly routed checkers is not empty and a
    // friendly unit on the map, not itself a trigger, stands in a trigger's
    // hex or next to it), the checkers' rolls being independent.
    // `candidates`: the units that may stand next to a checker, ascending (all when null).
    static double cascadeStart(const Scenario &s, const QVector<int> &checkers, const QVector<double> &routs,
                               const QVector<int> *candidates)
    {
        const int k = int(checkers.size());
        if (k > 12)
            return 0; // never in one hex (stacking allows 4 units)
        QVector<int> near; // friendly units next to or with some checker
        const int count = candidates ? int(candidates->size()) : int(s.units.size());
        for (int n = 0; n < count; ++n) {
            const int j = candidates ? candidates->at(n) : n;
            for (int c : checkers)
                if (morale::cascadeReaches(s.units.at(c), s.units.at(j))) {
                    near.append(j);
                    break;
                }
        }
        double p = 0;
        for (int mask = 1; mask < (1 << k); ++mask) {
            double q = 1;
            for (int b = 0; b < k; ++b)
                q *= (mask >> b & 1) ? routs.at(b) : 1 - routs.at(b);
            if (q <= 0)
                continue;
            bool starts = false;
            for (int j : near) {
                const int pos = int(checkers.indexOf(j));
                if (pos >= 0 && (mask >> pos & 1))
                    continue; // a trigger takes no cascade check
                for (int b = 0; b < k && !starts; ++b)
                    starts = (mask >> b & 1) && morale::cascadeReaches(s.units.at(checkers.at(b)), s.units.at(j));
                if (starts)
                    break;
            }
            if (starts)
                p += q;
        }
        return p;
    }

    QVector<UnitOdds> results(const Scenario &s) const
    {
        QVector<UnitOdds> out;
        for (int k = 0; k < units.size(); ++k) {
            const Sums &t = sums.at(k);
            UnitOdds o;
            o.unit = s.units.at(units.at(k)).id;
            o.minCasualties = t.min == INT_MAX ? 0 : t.min;
            o.maxCasualties = t.max;
            o.meanCasualties = t.mean;
            o.checkChance = t.check;
            o.eliminatedChance = t.eliminated;
            o.failChance = t.fail;
            o.routChance = t.rout;
            const auto most = std::max_element(t.result.begin() + 1, t.result.end());
            o.failure = moraleResultNames().at(int(most - t.result.begin()));
            out.append(o);
        }
        return out;
    }
};

} // namespace hardtack::detail
