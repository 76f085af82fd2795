#include "melee.h"

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

QJsonArray sidesToJson(const Scenario &s, const QVector<MeleeSide> &sides)
{
    QJsonArray a;
    for (const MeleeSide &m : sides) {
        QJsonArray fs;
        for (const Factor &f : m.factors)
            fs.append(QJsonObject{{key("name"), f.name}, {key("factor"), f.factor}});
        a.append(QJsonObject{{key("unit"), s.units.at(m.unit).id}, {key("men"), m.men},
                             {key("factors"), fs}, {key("strength"), m.strength}});
    }
    return a;
}

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
    return p;
}

MeleeOutcome resolveMelee(Scenario &s, Rng &rng, const MeleePlan &plan, const QString &advance)
{
    MeleeOutcome out;
    const int roll = rng.d6();
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

    // Casualties "as fire" with each man worth 1.0: the other side's strength
    // / 1000 × uniform [5, 25], shared by men, the loser's doubled.
    const auto inflict = [&](const QVector<int> &victims, double strength, bool lost, LossKind kind,
                             QJsonArray &report) {
        const double r = rng.uniform(kCasualtyRollMin, kCasualtyRollMax);
        int menTotal = 0;
        for (int v : victims)
            menTotal += s.units.at(v).men;
        int total = 0;
        for (int v : victims) {
            Unit &u = s.units[v];
            const double share = menTotal > 0 ? double(u.men) / menTotal : 0.0;
            const double expected = strength / kCasualtyDivisor * r * share * (lost ? 2.0 : 1.0);
            const int men = std::min(u.men, rng.roundWithProbability(expected));
            total += men;
            report.append(QJsonObject{{key("unit"), u.id}, {key("share"), share}, {key("expected"), expected},
                                      {key("casualties"), men}, {key("losses"), takeLosses(s, rng, u, men, kind)}});
        }
        return QPair<double, int>(r, total);
    };
    QJsonArray defReport, attReport;
    const auto [defRoll, defLost] = inflict(defenders, plan.attack, won,
                                            won ? LossKind::MeleeLoser : LossKind::MeleeWinner, defReport);
    const auto [attRoll, attLost] = inflict(attackers, plan.defence, !won,
                                            won ? LossKind::MeleeWinner : LossKind::MeleeLoser, attReport);

    if (defLost > 0)
        out.extra += rollLeaderCasualties(s, rng, plan.target, otherSide(s.units.at(attackers.first()).side));
    if (attLost > 0)
        for (const Hex &h : attackerHexes)
            out.extra += rollLeaderCasualties(s, rng, h, s.units.at(attackers.first()).side);

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
                            {key("defenderCasualtyRoll"), defRoll},
                            {key("defenderCasualties"), defReport},
                            {key("attackerCasualtyRoll"), attRoll},
                            {key("attackerCasualties"), attReport}};
    return out;
}

} // namespace hardtack
