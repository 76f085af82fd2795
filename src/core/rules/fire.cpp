#include "fire.h"

#include "board.h"
#include "command.h"
#include "fatigue.h"
#include "terrain.h"

#include <QJsonArray>

#include <algorithm>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

QJsonArray factorsToJson(const QVector<Factor> &fs)
{
    QJsonArray a;
    for (const Factor &f : fs)
        a.append(QJsonObject{{key("name"), f.name}, {key("factor"), f.factor}});
    return a;
}

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

    // Terrain reductions add up, capped at 90% (RULES §7).
    if (const int t = terrainFireReduction(s.map.terrainAt(target)); t > 0)
        p.reductions.append({key("terrain"), -t / 100.0});
    if (const int h = hexsideFireReduction(fireHexsideFeatures(s.map, u.hex, target)); h > 0)
        p.reductions.append({key("hexside"), -h / 100.0});
    if (const int up = s.map.elevationAt(target) - s.map.elevationAt(u.hex); up > 0)
        p.reductions.append({key("higher"), -up * kHeightFireReductionPerLevel / 100.0});
    int sum = 0;
    for (const Factor &f : p.reductions)
        sum += int(std::lround(-f.factor * 100));
    p.reduction = std::min(sum, kMaxFireReduction);
    return p;
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
    for (int t : targets) {
        const Unit &u = s.units.at(t);
        TargetPlan tp;
        tp.unit = t;
        tp.share = menInHex > 0 ? double(u.men) / menInHex : 0.0;
        tp.formation = exposedFormation(u);
        for (const FirerPlan &fp : plan.firers) {
            const bool enf = isEnfilade(u, s.units.at(fp.unit).hex);
            tp.enfilade.append(enf);
            double v = fp.value * (1.0 - fp.reduction / 100.0);
            if (enf)
                v *= kEnfilade;
            if (tp.formation)
                v *= kExposedFormation;
            tp.value += v;
        }
        tp.coefficient = tp.value / kCasualtyDivisor * tp.share;
        plan.targets.append(tp);
    }
    return plan;
}

FireOutcome resolveFire(Scenario &s, Rng &rng, const FirePlan &plan)
{
    FireOutcome out;
    const double roll = rng.uniform(kCasualtyRollMin, kCasualtyRollMax);
    QJsonArray firers, targets;
    for (const FirerPlan &fp : plan.firers) {
        const Unit &u = s.units.at(fp.unit);
        firers.append(QJsonObject{{key("unit"), u.id}, {key("hex"), hexToJson(u.hex)}, {key("base"), fp.base},
                                  {key("factors"), factorsToJson(fp.factors)}, {key("value"), fp.value},
                                  {key("reductions"), factorsToJson(fp.reductions)},
                                  {key("reduction"), fp.reduction}});
    }
    Side targetSide = Side::Union;
    for (const TargetPlan &tp : plan.targets) {
        Unit &u = s.units[tp.unit];
        targetSide = u.side;
        const double expected = tp.coefficient * roll;
        const int lost = std::min(u.men, rng.roundWithProbability(expected));
        bool anyEnfilade = false;
        QJsonArray enf;
        for (bool b : tp.enfilade) {
            enf.append(b);
            anyEnfilade = anyEnfilade || b;
        }
        if (anyEnfilade)
            u.enfiladed = true;
        QJsonObject t{{key("unit"), u.id}, {key("share"), tp.share}, {key("enfilade"), enf},
                      {key("exposedFormation"), tp.formation}, {key("value"), tp.value},
                      {key("expected"), expected}, {key("casualties"), lost}};
        t.insert(key("losses"), takeLosses(s, rng, u, lost, LossKind::Fire));
        targets.append(t);
        out.casualties += lost;
    }
    out.event = QJsonObject{{key("type"), key("fire")},
                            {key("target"), hexToJson(plan.target)},
                            {key("firers"), firers},
                            {key("targets"), targets},
                            {key("rollMin"), kCasualtyRollMin},
                            {key("rollMax"), kCasualtyRollMax},
                            {key("roll"), roll},
                            {key("casualties"), out.casualties}};
    // RULES §7: a hex with a leader fired on with effect.
    if (out.casualties > 0 && !plan.targets.isEmpty())
        out.extra += rollLeaderCasualties(s, rng, plan.target, targetSide);
    for (const FirerPlan &fp : plan.firers) {
        Unit &u = s.units[fp.unit];
        u.fired = true;
        u.active = true;
        out.extra.append(rollAmmoDepletion(rng, u));
    }
    return out;
}

} // namespace hardtack
