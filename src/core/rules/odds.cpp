#include "odds.h"

#include "board.h"
#include "fatigue.h"
#include "fire.h"
#include "game.h"
#include "melee.h"
#include "retreat.h"
#include "terrain.h"

#include "core/morale/morale.h"

#include <array>
#include <cmath>

namespace hardtack {

namespace {
// Integral of the hat function max(0, 1 − |t|) from −∞ to t.
double hatIntegral(double t)
{
    if (t <= -1)
        return 0;
    if (t <= 0)
        return (t + 1) * (t + 1) / 2;
    if (t <= 1)
        return 1 - (1 - t) * (1 - t) / 2;
    return 1;
}

// The three morale fatigue bands: below 300, 300–599, 600 and more.
int moraleBand(int fatigue)
{
    return fatigue >= 600 ? 2 : fatigue >= 300 ? 1 : 0;
}
constexpr std::array<int, 3> kBandFatigue{0, 300, 600};

// P(morale band after the loss of L men), fatigue gain uniform in [L, 3L]
// times mult, rounded with probability, capped at 900.
std::array<double, 3> bandsAfter(int fatigue, int lost, double mult)
{
    std::array<double, 3> p{0, 0, 0};
    const int n = 2 * lost + 1;
    for (int raw = lost; raw <= 3 * lost; ++raw) {
        const double x = raw * mult;
        const double fl = std::floor(x);
        const double frac = x - fl;
        p[size_t(moraleBand(std::min(kMaxFatigue, fatigue + int(fl))))] += (1 - frac) / n;
        if (frac > 0)
            p[size_t(moraleBand(std::min(kMaxFatigue, fatigue + int(fl) + 1)))] += frac / n;
    }
    return p;
}

QString failureName(const Unit &u, Phase phase)
{
    if (u.isRouted())
        return QStringLiteral("stragglers");
    if (phase == Phase::DefensiveFire)
        return QStringLiteral("disrupted");
    if (u.formation == UnitFormation::Unlimbered && u.fatigue < kMaxFatigue)
        return QStringLiteral("disrupted");
    return QStringLiteral("routed");
}

// Odds for unit `index` losing round-with-probability(c × R) men, judged in
// scenario `after` (statuses and positions as they will be after the order).
UnitOdds unitOdds(const Scenario &before, const Scenario &after, int index, double c, double mult,
                  const MoraleSituation &sit)
{
    const Unit &u0 = before.units.at(index);
    const Unit &u1 = after.units.at(index);
    UnitOdds o;
    o.unit = u0.id;
    o.failure = failureName(u1, sit.phase);
    const bool checksAnyway = u0.mustCheck;
    const bool survives = isOnBoard(u1); // a unit that surrenders takes no check
    std::array<double, 3> failByBand{};
    for (int b = 0; b < 3; ++b) {
        Unit copy = u1;
        copy.fatigue = kBandFatigue[size_t(b)];
        failByBand[size_t(b)] = moraleFailureChance(moraleValue(after, copy, sit).final);
    }
    const QVector<double> dist = casualtyDistribution(c, u0.men);
    bool seen = false;
    for (int lost = 0; lost < dist.size(); ++lost) {
        const double p = dist.at(lost);
        if (p <= 0)
            continue;
        if (!seen)
            o.minCasualties = lost;
        seen = true;
        o.maxCasualties = lost;
        o.meanCasualties += p * lost;
        if (lost == u0.men && lost > 0) {
            o.eliminatedChance += p;
            continue;
        }
        if (!survives || (lost == 0 && !checksAnyway))
            continue;
        o.checkChance += p;
        if (lost == 0) {
            o.failChance += p * failByBand[size_t(moraleBand(u0.fatigue))];
            continue;
        }
        const auto bands = bandsAfter(u0.fatigue, lost, mult);
        for (int b = 0; b < 3; ++b)
            o.failChance += p * bands[size_t(b)] * failByBand[size_t(b)];
    }
    return o;
}

MoraleSituation situationOf(const Game &game)
{
    MoraleSituation sit;
    sit.phase = game.phase();
    sit.night = game.isNight();
    sit.routLimiting = game.scenario().rules.routLimiting;
    for (const Unit &u : game.scenario().units)
        if (u.enfiladed)
            sit.enfiladed.insert(u.id);
    return sit;
}

void accumulate(UnitOdds &sum, const UnitOdds &part, double weight, bool first)
{
    if (weight <= 0)
        return;
    sum.unit = part.unit;
    sum.failure = part.failure;
    sum.minCasualties = first ? part.minCasualties : std::min(sum.minCasualties, part.minCasualties);
    sum.maxCasualties = first ? part.maxCasualties : std::max(sum.maxCasualties, part.maxCasualties);
    sum.meanCasualties += weight * part.meanCasualties;
    sum.checkChance += weight * part.checkChance;
    sum.eliminatedChance += weight * part.eliminatedChance;
    sum.failChance += weight * part.failChance;
}
} // namespace

QVector<double> casualtyDistribution(double c, int cap, double lo, double hi)
{
    QVector<double> p(std::max(cap, 0) + 1, 0.0);
    if (c <= 0 || cap <= 0) {
        p[0] = 1.0;
        return p;
    }
    const double ylo = c * lo, yhi = c * hi, width = yhi - ylo;
    const int kmax = int(std::ceil(yhi)) + 1;
    for (int k = std::max(0, int(std::floor(ylo)) - 1); k <= kmax; ++k) {
        const double pk = (hatIntegral(yhi - k) - hatIntegral(ylo - k)) / width;
        p[std::min(k, cap)] += pk;
    }
    return p;
}

FireOdds fireOdds(const Game &game, const Order &order)
{
    FireOdds out;
    out.check = game.check(order);
    if (!out.check || order.type != OrderType::Fire)
        return out;
    const Scenario &s = game.scenario();
    QVector<int> firers;
    for (const QString &id : order.units)
        firers.append(s.unitIndex(id));
    const FirePlan plan = planFire(s, firers, order.target);
    MoraleSituation sit = situationOf(game);
    for (const TargetPlan &tp : plan.targets)
        if (tp.enfilade.contains(true))
            sit.enfiladed.insert(s.units.at(tp.unit).id);
    for (const TargetPlan &tp : plan.targets) {
        const UnitOdds o = unitOdds(s, s, tp.unit, tp.coefficient, 1.0, sit);
        out.minCasualties += o.minCasualties;
        out.maxCasualties += o.maxCasualties;
        out.meanCasualties += o.meanCasualties;
        out.targets.append(o);
    }
    return out;
}

MeleeOdds meleeOdds(const Game &game, const Order &order)
{
    MeleeOdds out;
    out.check = game.check(order);
    if (!out.check || order.type != OrderType::Melee)
        return out;
    const Scenario &s = game.scenario();
    QVector<int> attackers;
    for (const QString &id : order.units)
        attackers.append(s.unitIndex(id));
    const MeleePlan plan = planMelee(s, attackers, order.target);
    out.odds = plan.odds;
    out.minWinningRoll = plan.minWinningRoll;
    out.winChance = plan.winChance;
    const MoraleSituation sit = situationOf(game);
    QVector<Hex> attackerHexes;
    for (int a : attackers)
        if (!attackerHexes.contains(s.units.at(a).hex))
            attackerHexes.append(s.units.at(a).hex);

    out.attackers.resize(plan.attackers.size());
    out.defenders.resize(plan.defenders.size());
    bool first = true;
    for (const bool won : {true, false}) {
        const double w = won ? plan.winChance : 1 - plan.winChance;
        if (w <= 0)
            continue;
        // The deterministic part of the outcome: the loser disrupted, a beaten
        // defender's retreat (positions judged before the losses), the advance.
        Scenario after = s;
        QVector<int> defenders;
        for (const MeleeSide &m : plan.defenders)
            defenders.append(m.unit);
        for (int i : won ? defenders : attackers)
            if (after.units[i].status == Status::Normal)
                after.units[i].status = Status::Disrupted;
        if (won) {
            retreatBeatenDefenders(after, defenders, attackerHexes);
            if (!order.advance.isEmpty() && unitsAt(after, order.target).isEmpty())
                after.units[after.unitIndex(order.advance)].hex = order.target;
        }
        int menA = 0, menD = 0;
        for (int i : attackers)
            menA += s.units.at(i).men;
        for (int i : defenders)
            menD += s.units.at(i).men;
        for (int k = 0; k < defenders.size(); ++k) {
            const int i = defenders.at(k);
            const double share = menD > 0 ? double(s.units.at(i).men) / menD : 0.0;
            const double c = plan.attack / kCasualtyDivisor * share * (won ? 2.0 : 1.0);
            accumulate(out.defenders[k], unitOdds(s, after, i, c, won ? 2.0 : 1.5, sit), w, first);
        }
        for (int k = 0; k < attackers.size(); ++k) {
            const int i = attackers.at(k);
            const double share = menA > 0 ? double(s.units.at(i).men) / menA : 0.0;
            const double c = plan.defence / kCasualtyDivisor * share * (won ? 1.0 : 2.0);
            accumulate(out.attackers[k], unitOdds(s, after, i, c, won ? 1.5 : 2.0, sit), w, first);
        }
        first = false;
    }
    return out;
}

} // namespace hardtack
