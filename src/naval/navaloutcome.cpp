// RULES §16 "Outcome" [default]: damage, crew losses, sinking, breaking off,
// the winner, flight, capture, laurels and losses. Every constant is in
// navaloutcome.h and docs/RULES.md.

#include "navaloutcome.h"

#include "navalstrength.h"

#include <algorithm>
#include <cmath>

namespace hardtack {

using namespace naval;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NavalOutcome)
};

QString key(const char *s) { return QString::fromLatin1(s); }

// The battle in progress: each unit's current state and whether it still fights.
struct Fight
{
    const NavalBattle &battle;
    const NavalSituation &situation;
    QVector<Ship> ships;              // current state (hull, propulsion, crew)
    QVector<NavalBattery> batteries;  // current batteries and men
    QVector<bool> shipActive;
    QVector<bool> batteryActive;
    NavalOutcome out;

    double shipStrengthNow(int i) const
    {
        if (out.ships[i].fate == ShipFate::Sunk)
            return 0;
        return shipStrength(ships[i], situation.circumstancesOf(battle, i)).value;
    }
    double batteryStrengthNow(int b) const
    {
        if (out.batteries[b].destroyed)
            return 0;
        return batteryStrength(batteries[b], situation.batteries[b].close).value;
    }
    bool anyActive(Side side) const
    {
        for (int i = 0; i < ships.size(); ++i)
            if (shipActive[i] && ships[i].side == side)
                return true;
        for (int b = 0; b < batteries.size(); ++b)
            if (batteryActive[b] && batteries[b].side == side)
                return true;
        return false;
    }
};

// A unit as a firer or a target: a ship index or a battery index.
struct UnitRef
{
    bool battery = false;
    int index = 0;
    double weight = 0;
};

int pickWeighted(Rng &rng, const QVector<UnitRef> &units)
{
    double total = 0;
    for (const UnitRef &u : units)
        total += u.weight;
    if (total <= 0)
        return -1;
    double x = rng.uniform01() * total;
    for (int k = 0; k < units.size(); ++k) {
        if (units[k].weight <= 0)
            continue;
        x -= units[k].weight;
        if (x < 0)
            return k;
    }
    for (int k = int(units.size()) - 1; k >= 0; --k)
        if (units[k].weight > 0)
            return k;
    return -1;
}

void loseCrew(Fight &f, int i, double shareOfComplement, Rng &rng)
{
    Ship &s = f.ships[i];
    const int aboard = int(std::lround(s.complement * s.crew / 100.0));
    const int lost = std::min(aboard, rng.roundWithProbability(s.complement * shareOfComplement));
    f.out.ships[i].crewLost += lost;
    s.crew = std::max(0.0, s.crew - 100.0 * lost / s.complement);
}

QString unitName(const Fight &f, const UnitRef &u)
{
    return u.battery ? f.batteries[u.index].name : f.ships[u.index].name;
}

QString unitId(const Fight &f, const UnitRef &u)
{
    return u.battery ? f.batteries[u.index].id : f.ships[u.index].id;
}

// One damage point fired by `firer` at `target`.
void applyHit(Fight &f, const UnitRef &firer, const UnitRef &target, Rng &rng, NavalLog &log)
{
    QJsonObject data{{key("firer"), unitId(f, firer)}, {key("target"), unitId(f, target)}};
    if (target.battery) {
        const NavalRoll land = rollAgainst(rng, kBatteryHitsLand);
        data.insert(key("landed"), land.success);
        if (!land.success) {
            log.add(key("hit"), Tr::tr("%1 fires on %2: the earthworks hold.").arg(unitName(f, firer), unitName(f, target)),
                    data);
            return;
        }
        NavalBattery &b = f.batteries[target.index];
        BatteryOutcome &o = f.out.batteries[target.index];
        const int men = std::min(b.men, rng.roundWithProbability(f.battle.batteries[target.index].men * kBatteryMenPerBattery));
        b.batteries -= 1;
        b.men -= men;
        o.batteriesLost += 1;
        o.menLost += men;
        o.batteries = b.batteries;
        o.men = b.men;
        data.insert(key("part"), key("battery"));
        data.insert(key("menLost"), men);
        QString text = Tr::tr("%1 fires on %2: a battery is silenced and %3 men fall.")
                           .arg(unitName(f, firer), unitName(f, target)).arg(men);
        if (b.batteries <= 0 || b.men <= 0) {
            o.destroyed = true;
            f.batteryActive[target.index] = false;
            text += QLatin1Char(' ') + Tr::tr("%1 is destroyed.").arg(b.name);
            data.insert(key("destroyed"), true);
        }
        log.add(key("hit"), text, data);
        return;
    }

    Ship &s = f.ships[target.index];
    ShipOutcome &o = f.out.ships[target.index];
    const NavalRoll land = rollAgainst(rng, shipTypeInfo(s.type).hitsLand);
    data.insert(key("landed"), land.success);
    if (!land.success) {
        log.add(key("hit"), Tr::tr("%1 fires on %2: the shot glances off her armour.").arg(unitName(f, firer), s.name),
                data);
        return;
    }
    // Damage lands mostly where the firer aims; batteries aim at hulls.
    const bool aimsHull = firer.battery || f.ships[firer.index].orders.aim == AimOrder::Hull;
    const NavalRoll aimed = rollAgainst(rng, kAimedShare);
    bool hull = aimed.success ? aimsHull : !aimsHull;
    if (!hull && s.propulsion >= 5)
        hull = true; // nothing left to wreck aloft or below: the hull takes it
    data.insert(key("aimed"), aimed.success);
    data.insert(key("part"), hull ? key("hull") : key("propulsion"));
    if (hull) {
        ++s.hull;
        ++o.hullTaken;
        loseCrew(f, target.index, kCrewPerHullPoint, rng);
    } else {
        ++s.propulsion;
        ++o.propulsionTaken;
        loseCrew(f, target.index, kCrewPerPropulsionPoint, rng);
    }
    o.hull = s.hull;
    o.propulsion = s.propulsion;
    o.crew = s.crew;
    QString text = hull ? Tr::tr("%1 hits %2 in the hull (hull damage %3).").arg(unitName(f, firer), s.name).arg(s.hull)
                        : Tr::tr("%1 hits %2 in her propulsion (propulsion damage %3).")
                              .arg(unitName(f, firer), s.name).arg(s.propulsion);
    if (s.hull >= 5) {
        s.hull = 5;
        o.hull = 5;
        o.fate = ShipFate::Sunk;
        f.shipActive[target.index] = false;
        text += QLatin1Char(' ') + Tr::tr("She sinks.");
        data.insert(key("sunk"), true);
    }
    data.insert(key("crewLost"), o.crewLost);
    log.add(key("hit"), text, data);
}

// One round of fire: both sides fire with their strength at the round's start.
void fireRound(Fight &f, int round, const std::array<double, 2> &fortune, double closeMultiplier, Rng &rng,
               NavalLog &log)
{
    std::array<QVector<UnitRef>, 2> firers, targets;
    std::array<double, 2> strength{0, 0};
    std::array<double, 2> targetWeight{0, 0};
    for (int i = 0; i < f.ships.size(); ++i) {
        if (!f.shipActive[i])
            continue;
        const int side = int(f.ships[i].side);
        const double st = f.shipStrengthNow(i);
        strength[side] += st;
        firers[side].append({false, i, st});
        targets[side].append({false, i, 1.0});
        targetWeight[side] += 1.0;
    }
    for (int b = 0; b < f.batteries.size(); ++b) {
        if (!f.batteryActive[b])
            continue;
        const int side = int(f.batteries[b].side);
        const double st = f.batteryStrengthNow(b);
        strength[side] += st;
        firers[side].append({true, b, st});
        targets[side].append({true, b, double(f.batteries[b].batteries)});
        targetWeight[side] += f.batteries[b].batteries;
    }
    const double total = strength[0] + strength[1];
    if (total <= 0)
        return;

    std::array<int, 2> points{0, 0};
    for (int side = 0; side < 2; ++side) {
        const double share = strength[side] / total;
        const double expected = kPointsPerTarget * closeMultiplier * share * targetWeight[1 - side] * fortune[side]
                                / kRounds;
        points[side] = rng.roundWithProbability(expected);
        log.add(key("fire"),
                Tr::tr("Round %1: the %2 side (strength %3, %4 of the total) fires %n damage point(s) "
                       "(expected %5: %6 per target × %7 targets × close quarters ×%8 × fortune ×%9 ÷ %10 rounds).",
                       nullptr, points[side])
                    .arg(round).arg(sideLabel(Side(side)), NavalLog::number(strength[side]), NavalLog::percent(share))
                    .arg(NavalLog::number(expected), NavalLog::number(kPointsPerTarget * share),
                         NavalLog::number(targetWeight[1 - side]), NavalLog::number(closeMultiplier),
                         NavalLog::number(fortune[side]))
                    .arg(kRounds),
                {{key("round"), round},
                 {key("side"), sideName(Side(side))},
                 {key("strength"), strength[side]},
                 {key("share"), share},
                 {key("expected"), expected},
                 {key("points"), points[side]}});
    }
    for (int side = 0; side < 2; ++side) {
        for (int p = 0; p < points[side]; ++p) {
            QVector<UnitRef> alive;
            for (const UnitRef &t : targets[1 - side])
                if (t.battery ? f.batteryActive[t.index] : f.shipActive[t.index])
                    alive.append({t.battery, t.index,
                                  t.battery ? double(f.batteries[t.index].batteries) : 1.0});
            const int target = pickWeighted(rng, alive);
            const int firer = pickWeighted(rng, firers[side]);
            if (target < 0 || firer < 0)
                break;
            applyHit(f, firers[side][firer], alive[target], rng, log);
        }
    }
}

void checkBreakOff(Fight &f, NavalLog &log)
{
    for (int i = 0; i < f.ships.size(); ++i) {
        if (!f.shipActive[i])
            continue;
        const int threshold = breakOffThreshold(f.ships[i].orders.breakOff);
        const ShipOutcome &o = f.out.ships[i];
        const int taken = o.hullTaken + o.propulsionTaken;
        if (threshold == 0 || taken < threshold)
            continue;
        if (f.ships[i].propulsion >= kNoBreakOffPropulsion) {
            log.add(key("break-off"),
                    Tr::tr("%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.")
                        .arg(f.ships[i].name).arg(taken).arg(f.ships[i].propulsion),
                    {{key("ship"), f.ships[i].id}, {key("brokeOff"), false}});
            continue;
        }
        f.shipActive[i] = false;
        f.out.ships[i].brokeOff = true;
        log.add(key("break-off"),
                Tr::tr("%1 has taken %2 damage points (threshold %3) and breaks off.").arg(f.ships[i].name).arg(taken).arg(threshold),
                {{key("ship"), f.ships[i].id}, {key("brokeOff"), true}, {key("taken"), taken}});
    }
}

void decideWinner(Fight &f, NavalLog &log)
{
    NavalOutcome &o = f.out;
    for (int i = 0; i < f.ships.size(); ++i)
        if (f.situation.ships[i].fights)
            o.strengthAfter[int(f.ships[i].side)] += f.shipStrengthNow(i);
    for (int b = 0; b < f.batteries.size(); ++b)
        o.strengthAfter[int(f.batteries[b].side)] += f.batteryStrengthNow(b);
    for (int side = 0; side < 2; ++side)
        o.lossShare[side] = o.strengthBefore[side] > 0 ? 1.0 - o.strengthAfter[side] / o.strengthBefore[side] : 0.0;

    // A side with no strength at all against one with some loses outright.
    if (o.strengthBefore[0] <= 0 && o.strengthBefore[1] > 0)
        o.winner = Side::Confederate;
    else if (o.strengthBefore[1] <= 0 && o.strengthBefore[0] > 0)
        o.winner = Side::Union;
    else if (std::abs(o.lossShare[0] - o.lossShare[1]) > 1e-9 && o.strengthBefore[0] > 0)
        o.winner = o.lossShare[0] < o.lossShare[1] ? Side::Union : Side::Confederate;

    const QString shares = Tr::tr("the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)")
                               .arg(NavalLog::percent(o.lossShare[0]), NavalLog::number(o.strengthBefore[0]),
                                    NavalLog::number(o.strengthAfter[0]), NavalLog::percent(o.lossShare[1]),
                                    NavalLog::number(o.strengthBefore[1]), NavalLog::number(o.strengthAfter[1]));
    QJsonObject data{{key("lossShare"), QJsonObject{{key("union"), o.lossShare[0]}, {key("confederate"), o.lossShare[1]}}},
                     {key("winner"), o.winner ? QJsonValue(sideName(*o.winner)) : QJsonValue()}};
    if (o.winner)
        log.add(key("winner"), Tr::tr("The %1 side wins: %2.").arg(sideLabel(*o.winner), shares), data);
    else
        log.add(key("winner"), Tr::tr("Neither side wins: %1.").arg(shares), data);
}

void fleeAndCapture(Fight &f, Rng &rng, NavalLog &log)
{
    if (!f.out.winner)
        return;
    const Side winner = *f.out.winner;
    const Side loser = otherSide(winner);
    int pursuers = 0;
    double propulsion = 0;
    for (int i = 0; i < f.ships.size(); ++i)
        if (f.situation.ships[i].fights && f.ships[i].side == winner && !f.ships[i].isTransport()
            && f.out.ships[i].fate != ShipFate::Sunk) {
            ++pursuers;
            propulsion += f.ships[i].propulsion;
        }
    const double meanPropulsion = pursuers > 0 ? propulsion / pursuers : 0;
    for (int i = 0; i < f.ships.size(); ++i) {
        ShipOutcome &o = f.out.ships[i];
        const Ship &s = f.ships[i];
        if (!f.situation.ships[i].fights || s.side != loser || o.fate == ShipFate::Sunk)
            continue;
        if (!o.brokeOff && pursuers > 0) {
            const CaptureChance c = captureChance(s, f.situation.ships[i].close, meanPropulsion);
            const NavalRoll roll = rollAgainst(rng, c.value);
            QStringList parts;
            for (const NavalFactor &t : c.factors)
                parts << (t.key == QLatin1String("base") || t.key == QLatin1String("hull") || t.key == QLatin1String("propulsion")
                              ? QStringLiteral("+%1 %2").arg(NavalLog::percent(t.value), t.label)
                              : QStringLiteral("×%1 %2").arg(NavalLog::number(t.value), t.label));
            log.addRollExplained(key("capture"), Tr::tr("The victors try to take %1").arg(s.name),
                                 parts.join(QStringLiteral(" ")), roll,
                                 {{key("ship"), s.id}, {key("factors"), factorsToJson(c.factors)}});
            if (roll.success) {
                o.fate = ShipFate::Captured;
                o.crewLost += int(std::lround(s.complement * s.crew / 100.0));
                o.crew = 0;
                continue;
            }
        }
        o.fate = ShipFate::Fled;
        o.fledTo = fleeDestination(f.battle, s);
        log.add(key("flee"),
                o.brokeOff ? Tr::tr("%1, having broken off, flees (%2).").arg(s.name, o.fledTo)
                           : Tr::tr("%1 flees (%2).").arg(s.name, o.fledTo),
                {{key("ship"), s.id}, {key("to"), o.fledTo}});
    }
}

void settleLosses(Fight &f, Rng &rng, NavalLog &log)
{
    NavalOutcome &o = f.out;
    for (int i = 0; i < f.ships.size(); ++i) {
        ShipOutcome &so = o.ships[i];
        const Ship &s = f.ships[i];
        if (so.fate == ShipFate::Sunk) {
            const int aboard = int(std::lround(s.complement * s.crew / 100.0));
            const int lost = std::min(aboard, rng.roundWithProbability(aboard * kSunkCrewLost));
            so.crewLost += lost;
            so.crew = 0;
        }
        o.casualties[int(s.side)] += so.crewLost;
        if (so.fate == ShipFate::Sunk || so.fate == ShipFate::Captured) {
            o.lossPoints[int(s.side)] += shipLossPoints(s.type);
            if (o.winner && *o.winner != s.side)
                o.laurels[int(*o.winner)] += laurelsForShip(s.type);
        }
    }
    for (int b = 0; b < f.batteries.size(); ++b) {
        const Side side = f.batteries[b].side;
        o.casualties[int(side)] += o.batteries[b].menLost;
        if (o.winner && *o.winner != side)
            o.laurels[int(*o.winner)] += laurelsForBattery(o.batteries[b]);
    }
    if (o.winner) {
        const int w = int(*o.winner);
        o.laurels[w] += o.casualties[1 - w] / kCasualtiesPerLaurel;
    }
    log.add(key("losses"),
            Tr::tr("Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.")
                .arg(o.casualties[0]).arg(o.casualties[1]).arg(o.lossPoints[0]).arg(o.lossPoints[1])
                .arg(o.laurels[0]).arg(o.laurels[1]),
            {{key("casualties"), QJsonObject{{key("union"), o.casualties[0]}, {key("confederate"), o.casualties[1]}}},
             {key("lossPoints"), QJsonObject{{key("union"), o.lossPoints[0]}, {key("confederate"), o.lossPoints[1]}}},
             {key("laurels"), QJsonObject{{key("union"), o.laurels[0]}, {key("confederate"), o.laurels[1]}}}});
}

} // namespace

const QStringList &shipFateNames()
{
    static const QStringList names{key("afloat"), key("sunk"), key("captured"), key("fled"), key("evaded")};
    return names;
}

CaptureChance captureChance(const Ship &ship, bool close, double winnersMeanPropulsion)
{
    // Rises with damage (propulsion counting double), at close quarters;
    // falls with the winners' own propulsion damage and for run-past orders.
    CaptureChance c;
    const double base = kCaptureBase + kCapturePerHull * ship.hull + kCapturePerPropulsion * ship.propulsion;
    c.factors.append({key("base"), Tr::tr("base"), kCaptureBase});
    c.factors.append({key("hull"), Tr::tr("hull damage %1 × %2").arg(ship.hull).arg(kCapturePerHull),
                      kCapturePerHull * ship.hull});
    c.factors.append({key("propulsion"), Tr::tr("propulsion damage %1 × %2").arg(ship.propulsion).arg(kCapturePerPropulsion),
                      kCapturePerPropulsion * ship.propulsion});
    const double closeF = close ? kCaptureClose : 1.0;
    const double pursuit = std::clamp(1.0 - winnersMeanPropulsion / 5.0, 0.0, 1.0);
    const double runPast = ship.orders.combat == CombatOrder::RunPast ? kCaptureRunPast : 1.0;
    c.factors.append({key("close"), close ? Tr::tr("at close quarters") : Tr::tr("at range"), closeF});
    c.factors.append({key("pursuit"),
                      Tr::tr("victors' mean propulsion damage %1: ×(1 − damage/5)").arg(NavalLog::number(winnersMeanPropulsion)),
                      pursuit});
    c.factors.append({key("runPast"), runPast < 1 ? Tr::tr("running past") : Tr::tr("not running past"), runPast});
    c.value = std::clamp(base * closeF * pursuit * runPast, 0.0, kCaptureMax);
    return c;
}

int breakOffThreshold(BreakOffOrder order)
{
    switch (order) {
    case BreakOffOrder::Light: return kBreakOffLight;
    case BreakOffOrder::Heavy: return kBreakOffHeavy;
    case BreakOffOrder::Never: break;
    }
    return 0;
}

QString fleeDestination(const NavalBattle &battle, const Ship &ship)
{
    if (battle.location == NavalLocation::Coastal)
        return fleeOrderNames().at(int(ship.orders.flee));
    if (battle.location == NavalLocation::Sea)
        return key("open-sea");
    return key("withdrew");
}

int laurelsForShip(ShipType type)
{
    return shipTypeInfo(type).laurels;
}

int laurelsForBattery(const BatteryOutcome &b)
{
    // RULES §16 [seed]: 5 per NB destroyed, or 2 per battery of it destroyed.
    if (b.destroyed)
        return kLaurelsPerBatteryDestroyed;
    return kLaurelsPerBatteryLost * b.batteriesLost;
}

NavalOutcome resolveOutcome(const NavalBattle &battle, const NavalSituation &situation, Rng &rng, NavalLog &log)
{
    Fight f{battle, situation, battle.ships, battle.batteries, {}, {}, {}};
    f.out.ships.resize(battle.ships.size());
    f.out.batteries.resize(battle.batteries.size());
    f.shipActive.fill(false, battle.ships.size());
    f.batteryActive.fill(false, battle.batteries.size());
    for (int i = 0; i < battle.ships.size(); ++i) {
        const Ship &s = battle.ships.at(i);
        ShipOutcome &o = f.out.ships[i];
        o.hull = s.hull;
        o.propulsion = s.propulsion;
        o.crew = s.crew;
        o.fate = situation.ships[i].evaded ? ShipFate::Evaded : ShipFate::Afloat;
        f.shipActive[i] = situation.battle && situation.ships[i].fights;
    }
    for (int b = 0; b < battle.batteries.size(); ++b) {
        f.out.batteries[b].batteries = battle.batteries.at(b).batteries;
        f.out.batteries[b].men = battle.batteries.at(b).men;
        f.batteryActive[b] = situation.battle && situation.batteries[b].fights;
    }
    if (!situation.battle)
        return f.out;
    if (!f.anyActive(Side::Union) || !f.anyActive(Side::Confederate)) {
        log.add(key("no-combat"), Tr::tr("One side has nobody left to fight: no shot is fired."));
        for (int i = 0; i < f.ships.size(); ++i)
            f.shipActive[i] = false;
        return f.out;
    }

    for (int i = 0; i < f.ships.size(); ++i)
        if (f.shipActive[i])
            f.out.strengthBefore[int(f.ships[i].side)] += f.shipStrengthNow(i);
    for (int b = 0; b < f.batteries.size(); ++b)
        f.out.strengthBefore[int(f.batteries[b].side)] += f.batteryStrengthNow(b);

    // More damage at close quarters, scaled by the fraction of units there.
    int units = 0, close = 0;
    for (int i = 0; i < f.ships.size(); ++i)
        if (f.shipActive[i]) {
            ++units;
            close += situation.ships[i].close ? 1 : 0;
        }
    for (int b = 0; b < f.batteries.size(); ++b) {
        ++units;
        close += situation.batteries[b].close ? 1 : 0;
    }
    const double closeMultiplier = 1.0 + kCloseBonus * close / units;
    std::array<double, 2> fortune{};
    for (int side = 0; side < 2; ++side) {
        fortune[side] = rng.uniform(kFortuneLow, kFortuneHigh);
        log.add(key("fortune"),
                Tr::tr("Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).")
                    .arg(sideLabel(Side(side)), NavalLog::number(fortune[side]), NavalLog::number(kFortuneLow),
                         NavalLog::number(kFortuneHigh)),
                {{key("side"), sideName(Side(side))}, {key("fortune"), fortune[side]}});
    }

    for (int round = 1; round <= kRounds; ++round) {
        if (!f.anyActive(Side::Union) || !f.anyActive(Side::Confederate))
            break;
        fireRound(f, round, fortune, closeMultiplier, rng, log);
        if (round < kRounds)
            checkBreakOff(f, log);
    }
    decideWinner(f, log);
    fleeAndCapture(f, rng, log);
    settleLosses(f, rng, log);
    return f.out;
}

} // namespace hardtack
