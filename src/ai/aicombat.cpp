// Fire and melee plans (docs/AI.md "Fire", "Melee"): fire is concentrated
// where each added firer adds the most expected casualties and morale
// failures (exact odds), melee is made at good odds or on shaken enemies.

#include "aiplan.h"
#include "oddsadapter.h"

#include "core/rules/board.h"
#include "core/rules/odds.h"
#include "core/rules/terrain.h"

#include <QHash>

#include <algorithm>

namespace hardtack::ai {

namespace {
QVector<Hex> seenEnemyHexes(const SideView &view)
{
    QVector<Hex> out;
    for (int i : activeUnitIndexes(view.scenario)) {
        const Unit &u = view.scenario.units.at(i);
        if (u.side != view.side && !out.contains(u.hex))
            out.append(u.hex);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Work bound: at most this many candidate targets per firer (nearest first),
// so a grand battle's fire phase stays in budget; counts, never the clock.
constexpr int kTargetsPerFirer = 4;
// Past this many firers on one hex another adds little but casualties, and
// each odds evaluation grows with the group.
constexpr int kFirersPerTarget = 8;
} // namespace

QVector<Order> planFire(const SideView &view)
{
    const Game think = thinkingGame(view);
    const Scenario &s = view.scenario;
    const QVector<Hex> targets = seenEnemyHexes(view);
    if (targets.isEmpty())
        return {};
    struct Firer
    {
        QString id;
        double value;
        QVector<Hex> targets;
    };
    QVector<Firer> firers;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != view.side || u.fired || u.meleed || u.isRouted() || !firesInFormation(u))
            continue;
        const int range = weaponStats(u.weapon).range;
        QVector<Hex> near;
        for (const Hex &t : targets)
            if (distance(u.hex, t) <= range)
                near.append(t);
        std::stable_sort(near.begin(), near.end(), [&](Hex a, Hex b) { return distance(u.hex, a) < distance(u.hex, b); });
        Firer f{u.id, baseFireValue(u), {}};
        for (const Hex &t : std::as_const(near)) {
            if (f.targets.size() >= kTargetsPerFirer)
                break;
            if (think.check(Order::fire({u.id}, t)).ok())
                f.targets.append(t);
        }
        if (!f.targets.isEmpty())
            firers.append(f);
    }
    // Strongest firers choose first; each joins the target where it adds most.
    std::stable_sort(firers.begin(), firers.end(), [](const Firer &a, const Firer &b) { return a.value > b.value; });
    QHash<Hex, QStringList> groups;
    QHash<Hex, double> groupScore;
    QVector<Hex> used;
    for (const Firer &f : std::as_const(firers)) {
        Hex best;
        double bestGain = 0.5;   // not worth a shot below half a man
        double bestScore = 0;
        for (const Hex &t : f.targets) {
            if (groups.value(t).size() >= kFirersPerTarget)
                continue;
            const QStringList group = groups.value(t) + QStringList{f.id};
            const FireValue v = fireValue(think, Order::fire(group, t));
            if (!v.ok)
                continue;
            const double gain = v.score - groupScore.value(t, 0.0);
            if (gain > bestGain) {
                bestGain = gain;
                best = t;
                bestScore = v.score;
            }
        }
        if (bestGain <= 0.5)
            continue;
        if (!groups.contains(best))
            used.append(best);
        groups[best].append(f.id);
        groupScore[best] = bestScore;
    }
    QVector<Order> out;
    for (const Hex &t : std::as_const(used)) {
        const Order o = Order::fire(groups.value(t), t);
        if (think.check(o).ok()) {
            out.append(o);
            continue;
        }
        for (const QString &id : groups.value(t))
            out.append(Order::fire({id}, t));
    }
    return out;
}

namespace {
// How far a change of unit reaches a melee judgement at t: the attackers
// and the ready units stand next to t, the odds read units up to two hexes
// away (core/rules/odds.cpp, kMeleeReach: retreat hexes and the enemy ZOC
// into them), and the checks the units and leaders in those hexes.
constexpr int kUnitReach = 2;
// A brigade leader's move can detach or attach (RULES §6) any of his units
// within his command radius of either hex, and they attack the hexes next to them.
constexpr int kLeaderReach = kUnitCommandRadius + 1;

// Drops the judgements the changes since the memo's view may have changed;
// then remembers this view.
void forgetChanged(const SideView &view, MeleeMemo &memo)
{
    const Scenario &s = view.scenario;
    QVector<std::optional<Side>> holders;
    for (const Objective &o : s.objectives)
        holders.append(o.holder);
    const bool fresh = !memo.started || holders != memo.holders || s.formations.size() != memo.formations.size();
    QVector<QPair<Hex, int>> dirty;
    if (!fresh) {
        int matched = 0;
        for (const Unit &u : s.units) {
            const auto it = memo.units.constFind(u.id);
            if (it == memo.units.cend()) {
                dirty.append({u.hex, kUnitReach});
                continue;
            }
            ++matched;
            if (!(*it == u)) {
                dirty.append({it->hex, kUnitReach});
                dirty.append({u.hex, kUnitReach});
            }
        }
        if (matched != memo.units.size())
            for (auto it = memo.units.cbegin(); it != memo.units.cend(); ++it)
                if (s.unitIndex(it.key()) < 0)
                    dirty.append({it->hex, kUnitReach});
        for (int f = 0; f < s.formations.size(); ++f) {
            const Formation &now = s.formations.at(f), &before = memo.formations.at(f);
            if (now == before)
                continue;
            const int reach = now.side == view.side ? kLeaderReach : kUnitReach;
            dirty.append({before.leader.hex, reach});
            dirty.append({now.leader.hex, reach});
        }
    }
    for (auto it = memo.judged.begin(); it != memo.judged.end();) {
        bool drop = fresh;
        for (const auto &[h, reach] : std::as_const(dirty))
            drop = drop || distance(h, it.key()) <= reach;
        it = drop ? memo.judged.erase(it) : std::next(it);
    }
    memo.started = true;
    memo.holders = holders;
    memo.formations = s.formations;
    memo.units.clear();
    for (const Unit &u : s.units)
        memo.units.insert(u.id, u);
}
} // namespace

std::optional<Order> planMelee(const SideView &view, MeleeMemo &memo, const Tuning &tuning)
{
    forgetChanged(view, memo);
    const Scenario &s = view.scenario;
    std::optional<Game> think; // made when a target must be judged again
    const Posture posture = readPosture(view);
    std::optional<Order> best;
    double bestScore = 0;
    // Units that could still attack, by hex (one pass over the board).
    QHash<Hex, QVector<int>> ready;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side == view.side && (u.type == UnitType::Infantry || u.type == UnitType::Cavalry) && !u.meleed
            && !u.isRouted() && !u.isDisrupted())
            ready[u.hex].append(i);
    }
    QHash<Hex, QVector<int>> enemies;
    for (int i : activeUnitIndexes(s))
        if (s.units.at(i).side != view.side)
            enemies[s.units.at(i).hex].append(i);
    const auto judge = [&](Hex t) {
        MeleeMemo::Judged j;
        // Only hexes next to a unit that could attack are worth a look.
        bool anyReady = false;
        for (const Hex &nb : t.neighbours())
            anyReady = anyReady || ready.contains(nb);
        if (!anyReady)
            return j;
        if (!think)
            think.emplace(thinkingGame(view));
        QStringList attackers;
        for (const Hex &nb : t.neighbours())
            for (int i : ready.value(nb)) {
                const Unit &u = s.units.at(i);
                if (think->check(Order::melee({u.id}, t)).ok())
                    attackers.append(u.id);
            }
        if (attackers.isEmpty())
            return j;
        attackers.sort();
        bool shaken = true;
        bool objective = false;
        for (int i : enemies.value(t))
            if (s.units.at(i).status == Status::Normal)
                shaken = false;
        for (const Objective &o : s.objectives)
            if (o.hex == t && o.holder != view.side)
                objective = true;
        // RULES §8: the bigger attacker advances into a won hex when it matters.
        QString advance;
        if (objective) {
            int men = -1;
            for (const QString &id : attackers)
                if (s.unit(id)->men > men) {
                    men = s.unit(id)->men;
                    advance = id;
                }
        }
        const Order o = Order::melee(attackers, t, advance);
        const double need = (shaken ? 0.5 : (objective && posture.turnsLeft <= 3) ? 0.5 : 0.65) + tuning.meleeNeed;
        // The win chance is known before any die: a melee that cannot reach
        // `need` is not worth enumerating its casualties (the same choice).
        if (const std::optional<double> chance = meleeWinChance(*think, o); !chance || *chance < need)
            return j;
        const MeleeValue v = meleeValue(*think, o);
        if (!v.ok)
            return j;
        if (v.winChance < need)
            return j;
        j.worth = true;
        j.order = o;
        j.score = v.winChance * (v.defenderLoss + 50 + (objective ? 100 : 0)) - v.attackerLoss
                  - (1 - v.winChance) * 40 * attackers.size();
        return j;
    };
    for (const Hex &t : seenEnemyHexes(view)) {
        auto it = memo.judged.constFind(t);
        if (it == memo.judged.cend())
            it = memo.judged.insert(t, judge(t));
        const MeleeMemo::Judged &j = *it;
        if (j.worth && j.score > bestScore) {
            bestScore = j.score;
            best = j.order;
        }
    }
    return best;
}

} // namespace hardtack::ai
