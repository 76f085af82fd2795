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
//   QJsonObject losses(Scenario &, Unit &, int men, LossKind)   takeLosses
//   QVector<QJsonObject> leaderCasualties(Scenario &, Hex, Side)
//   QJsonObject ammo(Unit &)                            the firer's ammunition roll
//   int meleeRoll(const MeleePlan &)                    the melee d6
//   static constexpr bool kExplain                      build the events' JSON

#include "board.h"
#include "command.h"
#include "fatigue.h"
#include "fire.h"
#include "melee.h"
#include "retreat.h"
#include "terrain.h"

#include <QJsonArray>

#include <algorithm>

namespace hardtack::combat {

struct RngDice
{
    Rng &rng;
    static constexpr bool kExplain = true;

    double casualtyRoll(const QVector<double> &) { return rng.uniform(kCasualtyRollMin, kCasualtyRollMax); }
    int roundWithProbability(double x) { return rng.roundWithProbability(x); }
    QJsonObject losses(Scenario &s, Unit &u, int men, LossKind kind) { return takeLosses(s, rng, u, men, kind); }
    QVector<QJsonObject> leaderCasualties(Scenario &s, Hex h, Side side) { return rollLeaderCasualties(s, rng, h, side); }
    QJsonObject ammo(Unit &u) { return rollAmmoDepletion(rng, u); }
    int meleeRoll(const MeleePlan &) { return rng.d6(); }
};

inline QString key(const char *s) { return QString::fromLatin1(s); }

inline QJsonArray factorsToJson(const QVector<Factor> &fs)
{
    QJsonArray a;
    for (const Factor &f : fs)
        a.append(QJsonObject{{key("name"), f.name}, {key("factor"), f.factor}});
    return a;
}

inline QJsonArray firersToJson(const Scenario &s, const QVector<FirerPlan> &firers)
{
    QJsonArray a;
    for (const FirerPlan &fp : firers) {
        const Unit &u = s.units.at(fp.unit);
        a.append(QJsonObject{{key("unit"), u.id}, {key("hex"), hexToJson(u.hex)}, {key("base"), fp.base},
                             {key("factors"), factorsToJson(fp.factors)}, {key("value"), fp.value},
                             {key("reductions"), factorsToJson(fp.reductions)}, {key("reduction"), fp.reduction}});
    }
    return a;
}

inline QJsonArray sidesToJson(const Scenario &s, const QVector<MeleeSide> &sides)
{
    QJsonArray a;
    for (const MeleeSide &m : sides)
        a.append(QJsonObject{{key("unit"), s.units.at(m.unit).id}, {key("men"), m.men},
                             {key("factors"), factorsToJson(m.factors)}, {key("strength"), m.strength}});
    return a;
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
    QJsonArray targets;
    Side targetSide = Side::Union;
    for (const TargetPlan &tp : plan.targets) {
        Unit &u = s.units[tp.unit];
        targetSide = u.side;
        const double expected = tp.coefficient * roll;
        const int lost = std::min(u.men, dice.roundWithProbability(expected));
        const bool anyEnfilade = tp.enfilade.contains(true);
        if (anyEnfilade)
            u.enfiladed = true; // RULES §9: −2 morale for the phase
        QJsonObject losses = dice.losses(s, u, lost, LossKind::Fire);
        if constexpr (Dice::kExplain) {
            QJsonArray enf;
            for (bool b : tp.enfilade)
                enf.append(b);
            QJsonObject t{{key("unit"), u.id}, {key("share"), tp.share}, {key("enfilade"), enf},
                          {key("exposedFormation"), tp.formation}, {key("value"), tp.value},
                          {key("expected"), expected}, {key("casualties"), lost}};
            t.insert(key("losses"), losses);
            targets.append(t);
        }
        out.casualties += lost;
    }
    if constexpr (Dice::kExplain)
        out.event = QJsonObject{{key("type"), key("fire")},
                                {key("target"), hexToJson(plan.target)},
                                {key("firers"), firersToJson(s, plan.firers)},
                                {key("targets"), targets},
                                {key("value"), plan.value()},
                                {key("rollMin"), kCasualtyRollMin},
                                {key("rollMax"), kCasualtyRollMax},
                                {key("roll"), roll},
                                {key("casualties"), out.casualties}};
    // RULES §7: a hex with a leader fired on with effect.
    if (out.casualties > 0 && !plan.targets.isEmpty())
        out.extra += dice.leaderCasualties(s, plan.target, targetSide);
    for (const FirerPlan &fp : plan.firers) {
        Unit &u = s.units[fp.unit];
        u.fired = true;
        u.active = true;
        if (QJsonObject e = dice.ammo(u); !e.isEmpty())
            out.extra.append(e);
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
    const auto inflict = [&](const QVector<TargetPlan> &victims, bool lost, LossKind kind, QJsonArray &report) {
        const double mult = lost ? kMeleeLoserCasualties : 1.0;
        const double r = dice.casualtyRoll(coefficientsOf(victims, mult));
        int total = 0;
        for (const TargetPlan &tp : victims) {
            Unit &u = s.units[tp.unit];
            const double expected = tp.coefficient * r * mult;
            const int men = std::min(u.men, dice.roundWithProbability(expected));
            total += men;
            QJsonObject losses = dice.losses(s, u, men, kind);
            if constexpr (Dice::kExplain) {
                QJsonArray reductions;
                for (int x : tp.reductions)
                    reductions.append(x);
                report.append(QJsonObject{{key("unit"), u.id}, {key("share"), tp.share},
                                          {key("value"), tp.value}, {key("reductions"), reductions},
                                          {key("exposedFormation"), tp.formation}, {key("multiplier"), mult},
                                          {key("expected"), expected}, {key("casualties"), men},
                                          {key("losses"), losses}});
            }
        }
        return QPair<double, int>(r, total);
    };
    QJsonArray defReport, attReport;
    const auto [defRoll, defLost] =
        inflict(plan.defenderLosses, won, won ? LossKind::MeleeLoser : LossKind::MeleeWinner, defReport);
    const auto [attRoll, attLost] =
        inflict(plan.attackerLosses, !won, won ? LossKind::MeleeWinner : LossKind::MeleeLoser, attReport);

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
        for (int d : defenders) {
            Unit &u = s.units[d];
            if (isOnBoard(u) && u.status == Status::Normal)
                u.status = Status::Disrupted;
        }
        out.extra += retreatBeatenDefenders(s, defenders, attackerHexes);
        if (!advance.isEmpty() && unitsAt(s, plan.target).isEmpty()) {
            Unit *adv = s.unit(advance);
            if (adv && isOnBoard(*adv) && attackers.contains(s.unitIndex(advance))) {
                const Hex from = adv->hex;
                if (const auto side = from.sideTowards(plan.target))
                    adv->facing = *side;
                adv->hex = plan.target;
                adv->moved = true;
                out.extra.append(QJsonObject{{key("type"), key("advance")}, {key("unit"), adv->id},
                                             {key("from"), hexToJson(from)}, {key("to"), hexToJson(plan.target)}});
            }
        }
    } else {
        for (int a : attackers) {
            Unit &u = s.units[a];
            if (isOnBoard(u) && u.status == Status::Normal)
                u.status = Status::Disrupted;
        }
    }

    if constexpr (Dice::kExplain)
        out.event = QJsonObject{{key("type"), key("melee")},
                                {key("target"), hexToJson(plan.target)},
                                {key("attackers"), sidesToJson(s, plan.attackers)},
                                {key("defenders"), sidesToJson(s, plan.defenders)},
                                {key("attack"), plan.attack},
                                {key("defence"), plan.defence},
                                {key("odds"), plan.odds},
                                {key("threshold"), kMeleeWinThreshold},
                                {key("minWinningRoll"), plan.minWinningRoll},
                                {key("roll"), roll},
                                {key("result"), won ? key("attacker-wins") : key("defender-wins")},
                                {key("attackerFire"), firersToJson(s, plan.attackerFire)},
                                {key("defenderFire"), firersToJson(s, plan.defenderFire)},
                                {key("loserMultiplier"), kMeleeLoserCasualties},
                                {key("defenderCasualtyRoll"), defRoll},
                                {key("defenderCasualties"), defReport},
                                {key("attackerCasualtyRoll"), attRoll},
                                {key("attackerCasualties"), attReport}};
    return out;
}

} // namespace hardtack::combat
