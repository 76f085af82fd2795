#include "fire.h"

#include "combatimpl.h"

#include "board.h"
#include "command.h"
#include "fatigue.h"
#include "terrain.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

bool exposedFormation(const Unit &u)
{
    return u.formation == UnitFormation::Column || u.formation == UnitFormation::Mounted
        || u.formation == UnitFormation::Limbered;
}

constexpr double kHalf = 0.5;
constexpr double kEnfilade = 1.5;
constexpr double kExposedFormation = 1.5;
} // namespace

quint8 fireHexsideFeatures(const Map &map, Hex from, Hex target)
{
    const int n = distance(from, target);
    if (n == 0)
        return 0;
    quint8 best = 0;
    for (int nudge : {+1, -1}) {
        const QVector<Hex> l = line(from, target, nudge);
        const auto side = target.sideTowards(l.at(n - 1));
        if (!side)
            continue;
        const quint8 f = map.sideFeatures(target, *side);
        if (hexsideFireReduction(f) > hexsideFireReduction(best))
            best = f;
    }
    return best;
}

FirerPlan firerValue(const Scenario &s, const Unit &u, Hex target)
{
    FirerPlan p;
    p.unit = s.unitIndex(u.id);
    const WeaponStats w = weaponStats(u.weapon);
    p.base = (w.perGun ? u.guns : u.men) * w.value;
    const int d = distance(u.hex, target);
    if (d > w.range / 2.0)
        p.factors.append({key("long-range"), kHalf});
    if (w.canister && d <= kCanisterRange)
        p.factors.append({key("canister"), kCanisterFactor});
    if (u.isDisrupted())
        p.factors.append({key("disrupted"), kHalf});
    if (const double f = fatigueFactor(u.fatigue, u.type); f != 1.0)
        p.factors.append({key("fatigue"), f});
    if (const double q = qualityFactor(u.quality); q != 1.0)
        p.factors.append({key("quality"), q});
    if (u.moved)
        p.factors.append({key("moved"), kHalf});
    p.value = p.base;
    for (const Factor &f : p.factors)
        p.value *= f.factor;
    p.reductions = fireReductions(s, u.hex, target, &p.reduction);
    return p;
}

QVector<Factor> fireReductions(const Scenario &s, Hex from, Hex target, int *capped)
{
    // Terrain reductions add up, capped at 90% (RULES §7).
    QVector<Factor> r;
    if (const int t = terrainFireReduction(s.map.terrainAt(target)); t > 0)
        r.append({key("terrain"), -t / 100.0});
    if (const int h = hexsideFireReduction(fireHexsideFeatures(s.map, from, target)); h > 0)
        r.append({key("hexside"), -h / 100.0});
    if (const int up = s.map.elevationAt(target) - s.map.elevationAt(from); up > 0)
        r.append({key("higher"), -up * kHeightFireReductionPerLevel / 100.0});
    int sum = 0;
    for (const Factor &f : r)
        sum += int(std::lround(-f.factor * 100));
    if (capped)
        *capped = std::min(sum, kMaxFireReduction);
    return r;
}

double fireDensityFactor(int men)
{
    if (men <= 0)
        return 0.0;
    const double x = men / kDensityReferenceMen;
    return kFireLethality * (x <= 1.0 ? x : std::pow(x, kDensityExponentAbove));
}

TargetPlan fireAgainst(const Scenario &s, const QVector<FirerPlan> &firers, int target, double share, double density,
                       bool enfilade)
{
    const Unit &u = s.units.at(target);
    TargetPlan tp;
    tp.unit = target;
    tp.share = share;
    tp.formation = exposedFormation(u);
    for (const FirerPlan &fp : firers) {
        const Hex from = s.units.at(fp.unit).hex;
        const bool enf = enfilade && isEnfilade(u, from);
        int reduction = 0;
        fireReductions(s, from, u.hex, &reduction);
        tp.enfilade.append(enf);
        tp.reductions.append(reduction);
        double v = fp.value * (1.0 - reduction / 100.0);
        if (enf)
            v *= kEnfilade;
        if (tp.formation)
            v *= kExposedFormation;
        tp.value += v;
    }
    tp.coefficient = tp.value / kCasualtyDivisor * tp.share * density;
    return tp;
}

double FirePlan::value() const
{
    double v = 0;
    for (const TargetPlan &tp : targets)
        v += tp.value * tp.share;
    return v;
}

FirePlan planFire(const Scenario &s, const QVector<int> &firers, Hex target)
{
    FirePlan plan;
    plan.target = target;
    if (firers.isEmpty())
        return plan;
    const Side firingSide = s.units.at(firers.first()).side;
    for (int f : firers)
        plan.firers.append(firerValue(s, s.units.at(f), target));
    const QVector<int> targets = unitsOfSideAt(s, target, otherSide(firingSide));
    int menInHex = 0;
    for (int t : targets)
        menInHex += s.units.at(t).men;
    plan.menInHex = menInHex;
    plan.density = fireDensityFactor(menInHex);
    for (int t : targets)
        plan.targets.append(fireAgainst(s, plan.firers, t, menInHex > 0 ? double(s.units.at(t).men) / menInHex : 0.0,
                                        plan.density, true));
    return plan;
}

FireOutcome resolveFire(Scenario &s, Rng &rng, const FirePlan &plan)
{
    combat::RngDice dice{rng};
    return combat::fireImpl(s, plan, dice);
}

} // namespace hardtack
