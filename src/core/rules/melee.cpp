#include "melee.h"

#include "combatimpl.h"

#include "board.h"
#include "command.h"
#include "fatigue.h"
#include "retreat.h"
#include "terrain.h"

#include <QJsonArray>

#include <algorithm>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

void addCommonFactors(const Unit &u, QVector<Factor> &fs)
{
    if (const double q = qualityFactor(u.quality); q != 1.0)
        fs.append({key("quality"), q});
    if (const double f = fatigueFactor(u.fatigue, u.type); f != 1.0)
        fs.append({key("fatigue"), f});
}

double product(double men, const QVector<Factor> &fs)
{
    double v = men;
    for (const Factor &f : fs)
        v *= f.factor;
    return v;
}
} // namespace

bool meleeWins(double odds, int roll)
{
    return odds * roll / kMeleeDieMean >= kMeleeWinThreshold - 1e-9;
}

MeleePlan planMelee(const Scenario &s, const QVector<int> &attackers, Hex target)
{
    MeleePlan p;
    p.target = target;
    if (attackers.isEmpty())
        return p;
    const Side side = s.units.at(attackers.first()).side;
    const QVector<int> defenders = unitsOfSideAt(s, target, otherSide(side));
    for (int d : defenders) {
        const Unit &u = s.units.at(d);
        MeleeSide m;
        m.unit = d;
        m.men = u.type == UnitType::Artillery ? double(u.guns * kMeleeMenPerGun) : double(u.men);
        addCommonFactors(u, m.factors);
        if (u.isRouted())
            m.factors.append({key("routed"), kMeleeRoutedDefender});
        m.strength = product(m.men, m.factors);
        p.defence += m.strength;
        p.defenders.append(m);
    }
    for (int a : attackers) {
        const Unit &u = s.units.at(a);
        MeleeSide m;
        m.unit = a;
        m.men = u.men;
        addCommonFactors(u, m.factors);
        // Through the rear of every defender (a routed one has no front).
        bool rear = !defenders.isEmpty();
        for (int d : defenders)
            rear = rear && isEnfilade(s.units.at(d), u.hex);
        if (rear)
            m.factors.append({key("rear"), kMeleeRear});
        const auto sideToAttacker = target.sideTowards(u.hex);
        const quint8 f = sideToAttacker ? s.map.sideFeatures(target, *sideToAttacker) : 0;
        if (f & (1u << int(HexsideFeature::StoneWall)))
            m.factors.append({key("defender-stone-wall"), 1.0 / kMeleeStoneWall});
        else if (f & (1u << int(HexsideFeature::Fence)))
            m.factors.append({key("defender-fence"), 1.0 / kMeleeFence});
        if (s.map.elevationAt(target) > s.map.elevationAt(u.hex))
            m.factors.append({key("defender-higher"), 1.0 / kMeleeHigher});
        m.strength = product(m.men, m.factors);
        p.attack += m.strength;
        p.attackers.append(m);
    }
    p.odds = p.defence > 0 ? p.attack / p.defence : (p.attack > 0 ? 1e9 : 0.0);
    p.minWinningRoll = 7;
    for (int d = 6; d >= 1; --d)
        if (meleeWins(p.odds, d))
            p.minWinningRoll = d;
    p.winChance = (7 - p.minWinningRoll) / 6.0;

    // RULES §8: casualties as fire (§7), each man worth 1.0. The attackers'
    // fire falls on the defenders' hex, shared by men as in §7; the
    // defenders' fire is shared by the men of all the attackers, each attacker
    // protected by its own hex (with all of them in one hex, exactly §7).
    for (const MeleeSide &m : p.attackers)
        p.attackerFire.append(meleeFirer(s, s.units.at(m.unit)));
    for (const MeleeSide &m : p.defenders)
        p.defenderFire.append(meleeFirer(s, s.units.at(m.unit)));
    const auto losses = [&](const QVector<MeleeSide> &victims, const QVector<FirerPlan> &fire, double &density) {
        int men = 0;
        for (const MeleeSide &m : victims)
            men += s.units.at(m.unit).men;
        QVector<TargetPlan> out;
        density = fireDensityFactor(men);
        for (const MeleeSide &m : victims)
            out.append(fireAgainst(s, fire, m.unit, men > 0 ? double(s.units.at(m.unit).men) / men : 0.0, density,
                                   false));
        return out;
    };
    p.defenderLosses = losses(p.defenders, p.attackerFire, p.defenderDensity);
    p.attackerLosses = losses(p.attackers, p.defenderFire, p.attackerDensity);
    return p;
}

FirerPlan meleeFirer(const Scenario &s, const Unit &u)
{
    FirerPlan f;
    f.unit = s.unitIndex(u.id);
    const double men = u.type == UnitType::Artillery ? double(u.guns * kMeleeMenPerGun) : double(u.men);
    f.base = men * kMeleeFireValuePerMan;
    addCommonFactors(u, f.factors);
    f.value = product(f.base, f.factors);
    return f;
}

MeleeOutcome resolveMelee(Scenario &s, Rng &rng, const MeleePlan &plan, const QString &advance)
{
    combat::RngDice dice{rng};
    return combat::meleeImpl(s, plan, advance, dice);
}

} // namespace hardtack
