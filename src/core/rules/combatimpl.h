#pragma once
// Internal to src/core/rules: the one RULES §7 fire and §8 melee resolution,
// generic over where the dice come from (as morale/cascadeimpl.h is for
// cascades). Play passes RngDice (the game's Rng); the exact odds preview
// (odds.cpp) passes a policy that enumerates every outcome of the same draws.
//
// A Dice policy provides, in the order the rules draw them:
//   double casualtyRoll(const QVector<double> &coefficients)
//       uniform in [5, 25]; `coefficients` are what the roll is multiplied by
//       before each unit's rounding (a hint for the enumeration)
//   int roundWithProbability(double x)                 RULES §0
//   LossReport losses(Scenario &, Unit &, int men, LossKind)    applyLosses
//   QVector<Event> leaderCasualties(Scenario &, Hex, Side)
//   std::optional<AmmoCheckEvent> ammo(Unit &)          the firer's ammunition roll
//   int meleeRoll(const MeleePlan &)                    the melee d6
//   static constexpr bool kExplain                      fill the events

#include "board.h"
#include "command.h"
#include "fatigue.h"
#include "fire.h"
#include "melee.h"
#include "retreat.h"
#include "terrain.h"

#include "core/events/events.h"

#include <QJsonArray>

#include <algorithm>

namespace hardtack::combat {

struct RngDice
{
    Rng &rng;
    static constexpr bool kExplain = true;

    double casualtyRoll(const QVector<double> &) { return rng.uniform(kCasualtyRollMin, kCasualtyRollMax); }
    int roundWithProbability(double x) { return rng.roundWithProbability(x); }
    LossReport losses(Scenario &s, Unit &u, int men, LossKind kind) { return applyLosses(s, rng, u, men, kind); }
    QVector<Event> leaderCasualties(Scenario &s, Hex h, Side side) { return rollLeaderCasualties(s, rng, h, side); }
    std::optional<AmmoCheckEvent> ammo(Unit &u) { return rollAmmoDepletion(rng, u); }
    int meleeRoll(const MeleePlan &) { return rng.d6(); }
};

// The plans' factors and firers as the typed parts of the fire and melee
// events (core/events/events.h): the rules emit facts, not hand-built JSON.
inline QVector<FactorEntry> factorEntries(const QVector<Factor> &fs)
{
    QVector<FactorEntry> out;
    out.reserve(fs.size());
    for (const Factor &f : fs)
        out.append(FactorEntry{f.name, f.factor});
    return out;
}

inline QVector<FirerReport> firerReports(const Scenario &s, const QVector<FirerPlan> &firers)
{
    QVector<FirerReport> out;
    out.reserve(firers.size());
    for (const FirerPlan &fp : firers) {
        const Unit &u = s.units.at(fp.unit);
        FirerReport r;
        r.unit = u.id;
        r.hex = u.hex;
        r.base = fp.base;
        r.factors = factorEntries(fp.factors);
        r.value = fp.value;
        r.reductions = factorEntries(fp.reductions);
        r.reduction = fp.reduction;
        out.append(r);
    }
    return out;
}

inline QVector<MeleeSideReport> meleeSideReports(const Scenario &s, const QVector<MeleeSide> &sides)
{
    QVector<MeleeSideReport> out;
    out.reserve(sides.size());
    for (const MeleeSide &m : sides)
        out.append(MeleeSideReport{s.units.at(m.unit).id, qRound(m.men), factorEntries(m.factors), m.strength}); // whole men (8 per gun)
    return out;
}

inline QVector<double> coefficientsOf(const QVector<TargetPlan> &targets, double mult)
{
    QVector<double> c;
    for (const TargetPlan &tp : targets)
        c.append(tp.coefficient * mult);
    return c;
}

// RULES §7: one roll for the whole fire, then each unit's share rounded with
// probability (at most its men) and taken as losses.
template<typename Dice>
FireOutcome fireImpl(Scenario &s, const FirePlan &plan, Dice &dice)
{
    FireOutcome out;
    const double roll = dice.casualtyRoll(coefficientsOf(plan.targets, 1.0));
    FireEvent event;
    Side targetSide = Side::Union;
    for (const TargetPlan &tp : plan.targets) {
        Unit &u = s.units[tp.unit];
        targetSide = u.side;
        const double expected = tp.coefficient * roll;
        const int lost = std::min(u.men, dice.roundWithProbability(expected));
        const bool anyEnfilade = tp.enfilade.contains(true);
        if (anyEnfilade)
            u.enfiladed = true; // RULES §9: −2 morale for the phase
        LossReport losses = dice.losses(s, u, lost, LossKind::Fire);
        if constexpr (Dice::kExplain) {
            FireTargetReport t;
            t.unit = u.id;
            t.share = tp.share;
            t.enfilade = tp.enfilade;
            t.exposedFormation = tp.formation;
            t.value = tp.value;
            t.expected = expected;
            t.casualties = lost;
            t.losses = std::move(losses);
            event.targets.append(std::move(t));
        }
        out.casualties += lost;
    }
    if constexpr (Dice::kExplain) {
        event.target = plan.target;
        event.firers = firerReports(s, plan.firers);
        event.value = plan.value();
        event.rollMin = kCasualtyRollMin;
        event.rollMax = kCasualtyRollMax;
        event.roll = roll;
        event.casualties = out.casualties;
        event.density = plan.density;
        event.menInHex = plan.menInHex;
        out.event = std::move(event);
    }
    // RULES §7: a hex with a leader fired on with effect.
    if (out.casualties > 0 && !plan.targets.isEmpty())
        out.extra += dice.leaderCasualties(s, plan.target, targetSide);
    for (const FirerPlan &fp : plan.firers) {
        Unit &u = s.units[fp.unit];
        u.fired = true;
        u.active = true;
        if (std::optional<AmmoCheckEvent> e = dice.ammo(u))
            out.extra.append(std::move(*e));
    }
    return out;
}

// RULES §8: the d6, both sides' casualties as fire (the loser's doubled, its
// fatigue ×2, the winner's ×1.5), leader casualties, then the loser's lot.
template<typename Dice>
MeleeOutcome meleeImpl(Scenario &s, const MeleePlan &plan, const QString &advance, Dice &dice)
{
    MeleeOutcome out;
    const int roll = dice.meleeRoll(plan);
    const bool won = meleeWins(plan.odds, roll);
    out.attackerWon = won;

    QVector<int> attackers, defenders;
    for (const MeleeSide &m : plan.attackers)
        attackers.append(m.unit);
    for (const MeleeSide &m : plan.defenders)
        defenders.append(m.unit);
    QVector<Hex> attackerHexes;
    for (int a : attackers)
        if (!attackerHexes.contains(s.units.at(a).hex))
            attackerHexes.append(s.units.at(a).hex);

    // One roll per side's losses, each unit's share rounded with probability.
    const auto inflict = [&](const QVector<TargetPlan> &victims, bool lost, LossKind kind,
                             QVector<MeleeCasualtyReport> &report) {
        const double mult = lost ? kMeleeLoserCasualties : 1.0;
        const double r = dice.casualtyRoll(coefficientsOf(victims, mult));
        int total = 0;
        for (const TargetPlan &tp : victims) {
            Unit &u = s.units[tp.unit];
            const double expected = tp.coefficient * r * mult;
            const int men = std::min(u.men, dice.roundWithProbability(expected));
            total += men;
            LossReport losses = dice.losses(s, u, men, kind);
            if constexpr (Dice::kExplain) {
                MeleeCasualtyReport c;
                c.unit = u.id;
                c.share = tp.share;
                c.value = tp.value;
                c.reductions = tp.reductions;
                c.exposedFormation = tp.formation;
                c.multiplier = mult;
                c.expected = expected;
                c.casualties = men;
                c.losses = std::move(losses);
                report.append(std::move(c));
            }
        }
        return QPair<double, int>(r, total);
    };
    MeleeEvent event;
    const auto [defRoll, defLost] = inflict(plan.defenderLosses, won, won ? LossKind::MeleeLoser : LossKind::MeleeWinner,
                                            event.defenderCasualties);
    const auto [attRoll, attLost] = inflict(plan.attackerLosses, !won, won ? LossKind::MeleeWinner : LossKind::MeleeLoser,
                                            event.attackerCasualties);

    const Side attackerSide = attackers.isEmpty() ? Side::Union : s.units.at(attackers.first()).side;
    if (defLost > 0)
        out.extra += dice.leaderCasualties(s, plan.target, otherSide(attackerSide));
    if (attLost > 0)
        for (const Hex &h : attackerHexes)
            out.extra += dice.leaderCasualties(s, h, attackerSide);

    for (int a : attackers) {
        Unit &u = s.units[a];
        u.meleed = true;
        u.active = true;
    }
    if (won) {
        // RULES §8, overrun guns: a battery beaten while alone in its hex is
        // taken, guns and gunners (the gunners as prisoners).
        QVector<int> retreating;
        for (int d : defenders) {
            Unit &u = s.units[d];
            if (!isOnBoard(u))
                continue;
            if (overrunOnDefeat(s, defenders, d)) {
                out.extra.append(surrender(s, u, SurrenderReason::Overrun));
                continue;
            }
            if (u.status == Status::Normal)
                u.status = Status::Disrupted;
            retreating.append(d);
        }
        out.extra += retreatBeatenDefenders(s, retreating, attackerHexes);
        if (!advance.isEmpty() && unitsAt(s, plan.target).isEmpty()) {
            Unit *adv = s.unit(advance);
            if (adv && isOnBoard(*adv) && attackers.contains(s.unitIndex(advance))) {
                const Hex from = adv->hex;
                if (const auto side = from.sideTowards(plan.target))
                    adv->facing = *side;
                adv->hex = plan.target;
                adv->moved = true;
                AdvanceEvent advanced;
                advanced.unit = adv->id;
                advanced.from = from;
                advanced.to = plan.target;
                out.extra.append(advanced);
            }
        }
    } else {
        for (int a : attackers) {
            Unit &u = s.units[a];
            if (isOnBoard(u) && u.status == Status::Normal)
                u.status = Status::Disrupted;
        }
    }

    if constexpr (Dice::kExplain) {
        event.target = plan.target;
        event.attackers = meleeSideReports(s, plan.attackers);
        event.defenders = meleeSideReports(s, plan.defenders);
        event.attack = plan.attack;
        event.defence = plan.defence;
        event.odds = plan.odds;
        event.threshold = kMeleeWinThreshold;
        event.minWinningRoll = plan.minWinningRoll;
        event.roll = roll;
        event.result = won ? MeleeResult::AttackerWins : MeleeResult::DefenderWins;
        event.attackerFire = firerReports(s, plan.attackerFire);
        event.defenderFire = firerReports(s, plan.defenderFire);
        event.loserMultiplier = kMeleeLoserCasualties;
        event.defenderCasualtyRoll = defRoll;
        event.attackerCasualtyRoll = attRoll;
        event.defenderDensity = plan.defenderDensity;
        event.attackerDensity = plan.attackerDensity;
        out.event = std::move(event);
    }
    return out;
}

} // namespace hardtack::combat
