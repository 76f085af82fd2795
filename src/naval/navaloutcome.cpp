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

int loseCrew(Fight &f, int i, double shareOfComplement, Rng &rng)
{
    Ship &s = f.ships[i];
    const int aboard = int(std::lround(s.complement * s.crew / 100.0));
    const int lost = std::min(aboard, rng.roundWithProbability(s.complement * shareOfComplement));
    f.out.ships[i].crewLost += lost;
    s.crew = std::max(0.0, s.crew - 100.0 * lost / s.complement);
    return lost;
}

QString unitId(const Fight &f, const UnitRef &u)
{
    return u.battery ? f.batteries[u.index].id : f.ships[u.index].id;
}

// One damage point fired by `firer` at `target`.
void applyHit(Fight &f, const UnitRef &firer, const UnitRef &target, Rng &rng, NavalLog &log)
{
    NavalHitEvent e;
    e.firer = unitId(f, firer);
    e.target = unitId(f, target);
    e.battery = target.battery;
    if (target.battery) {
        const NavalRoll land = rollAgainst(rng, kBatteryHitsLand);
        e.landed = land.success;
        if (!land.success) {
            log.add(e); // the earthworks hold
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
        e.part = key("battery");
        e.level = b.batteries;
        e.menLost = men;
        if (b.batteries <= 0 || b.men <= 0) {
            o.destroyed = true;
            f.batteryActive[target.index] = false;
            e.destroyed = true;
        }
        log.add(e);
        return;
    }

    Ship &s = f.ships[target.index];
    ShipOutcome &o = f.out.ships[target.index];
    // The shot strikes mostly where the firer aims (batteries aim at hulls);
    // whether it does damage depends on the part struck (armour covers an
    // ironclad's hull, not her funnel and steering).
    const bool aimsHull = firer.battery || f.ships[firer.index].orders.aim == AimOrder::Hull;
    const NavalRoll aimed = rollAgainst(rng, kAimedShare);
    bool hull = aimed.success ? aimsHull : !aimsHull;
    if (!hull && s.propulsion >= 5)
        hull = true; // nothing left to wreck aloft or below: the hull takes it
    e.aimed = aimed.success;
    const ShipTypeInfo &type = shipTypeInfo(s.type);
    const NavalRoll land = rollAgainst(rng, hull ? type.hitsLand : type.propulsionHitsLand);
    e.landed = land.success;
    if (!land.success) {
        log.add(e); // the shot glances off her armour
        return;
    }
    e.part = hull ? key("hull") : key("propulsion");
    if (hull) {
        ++s.hull;
        ++o.hullTaken;
        e.menLost = loseCrew(f, target.index, kCrewPerHullPoint, rng);
    } else {
        ++s.propulsion;
        ++o.propulsionTaken;
        e.menLost = loseCrew(f, target.index, kCrewPerPropulsionPoint, rng);
    }
    o.hull = s.hull;
    o.propulsion = s.propulsion;
    o.crew = s.crew;
    e.level = hull ? s.hull : s.propulsion;
    if (s.isSunk()) {
        s.hull = 5;
        o.hull = 5;
        o.fate = ShipFate::Sunk;
        f.shipActive[target.index] = false;
        e.level = 5;
        e.sunk = true;
    }
    log.add(e);
}

// One round of fire: both sides fire with their strength at the round's start.
void fireRound(Fight &f, int round, const std::array<double, 2> &fortune, const std::array<double, 2> &closeFraction,
               Rng &rng, NavalLog &log)
{
    std::array<QVector<UnitRef>, 2> firers, targets;
    std::array<double, 2> strength{0, 0}, batteryStrength{0, 0};
    for (int i = 0; i < f.ships.size(); ++i) {
        if (!f.shipActive[i])
            continue;
        const int side = int(f.ships[i].side);
        const double st = f.shipStrengthNow(i);
        strength[side] += st;
        firers[side].append({false, i, st});
        targets[side].append({false, i, 1.0});
    }
    for (int b = 0; b < f.batteries.size(); ++b) {
        if (!f.batteryActive[b])
            continue;
        const int side = int(f.batteries[b].side);
        const double st = f.batteryStrengthNow(b);
        strength[side] += st;
        batteryStrength[side] += st;
        firers[side].append({true, b, st * kBatteryFire});
        targets[side].append({true, b, 1.0});
    }
    // RULES §16: "each side deals damage in proportion to its total
    // strength" — its own strength, not its share, and not the number of
    // enemy targets: the points are spread over the enemy's units below.
    // Batteries firing at ships under way count kBatteryFire of theirs; no
    // more than kMaxPointsPerTarget per enemy unit can bear.
    std::array<int, 2> points{0, 0};
    for (int side = 0; side < 2; ++side) {
        NavalFireEvent e;
        e.round = round;
        e.side = Side(side);
        e.strength = strength[side];
        e.batteryStrength = batteryStrength[side];
        e.batteryFactor = kBatteryFire;
        e.perStrength = kPointsPerStrength;
        e.closeFraction = closeFraction[side];
        e.closeMultiplier = 1.0 + kCloseBonus * closeFraction[side];
        e.fortune = fortune[side];
        e.rounds = kRounds;
        const double firing = strength[side] - (1.0 - kBatteryFire) * batteryStrength[side];
        e.expected = kPointsPerStrength * firing * e.closeMultiplier * fortune[side] / kRounds;
        e.targets = int(targets[1 - side].size());
        e.maxPoints = kMaxPointsPerTarget * e.targets;
        e.points = points[side] = std::min(e.maxPoints, rng.roundWithProbability(e.expected));
        log.add(e);
    }
    for (int side = 0; side < 2; ++side) {
        for (int p = 0; p < points[side]; ++p) {
            QVector<UnitRef> alive;
            for (const UnitRef &t : targets[1 - side])
                if (t.battery ? f.batteryActive[t.index] : f.shipActive[t.index])
                    alive.append(t);
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
        const bool slow = f.ships[i].propulsion >= kNoBreakOffPropulsion;
        log.add(NavalBreakOffEvent{f.ships[i].id, !slow, taken, threshold, f.ships[i].propulsion});
        if (slow)
            continue; // too slow to get away
        f.shipActive[i] = false;
        f.out.ships[i].brokeOff = true;
    }
}

// The squadron a side is judged by: its ships that fought, or its batteries
// when it fought with no warship (a battery cannot be beaten off; a squadron
// is beaten when its ships are). Each by its material strength: the base
// with the crew, hull and propulsion factors, none of the situation's.
bool judgedByShips(const Fight &f, Side side)
{
    for (int i = 0; i < f.ships.size(); ++i)
        if (f.situation.ships[i].fights && f.ships[i].side == side && materialStrength(f.battle.ships[i]) > 0)
            return true;
    return false;
}

void decideWinner(Fight &f, NavalLog &log)
{
    NavalOutcome &o = f.out;
    for (int side = 0; side < 2; ++side) {
        o.strengthBefore[side] = 0;
        o.strengthAfter[side] = 0;
        const bool ships = judgedByShips(f, Side(side));
        for (int i = 0; i < f.ships.size(); ++i)
            if (ships && f.situation.ships[i].fights && int(f.ships[i].side) == side) {
                o.strengthBefore[side] += materialStrength(f.battle.ships[i]);
                // A ship that sank or broke off is lost to the squadron.
                if (o.ships[i].fate != ShipFate::Sunk && !o.ships[i].brokeOff)
                    o.strengthAfter[side] += materialStrength(f.ships[i]);
            }
        for (int b = 0; b < f.batteries.size(); ++b)
            if (!ships && f.situation.batteries[b].fights && int(f.batteries[b].side) == side) {
                o.strengthBefore[side] += materialStrength(f.battle.batteries[b]);
                if (!o.batteries[b].destroyed)
                    o.strengthAfter[side] += materialStrength(f.batteries[b]);
            }
        o.lossShare[side] = o.strengthBefore[side] > 0 ? 1.0 - o.strengthAfter[side] / o.strengthBefore[side] : 0.0;
    }

    // A side with no strength at all against one with some loses outright.
    if (o.strengthBefore[0] <= 0 && o.strengthBefore[1] > 0)
        o.winner = Side::Confederate;
    else if (o.strengthBefore[1] <= 0 && o.strengthBefore[0] > 0)
        o.winner = Side::Union;
    else if (o.strengthBefore[0] > 0)
        o.winner = winnerOfShares(o.lossShare);

    log.add(NavalWinnerEvent{o.winner, o.lossShare, o.strengthBefore, o.strengthAfter, kBreakShare});
}

// Marks a ship of the loser sunk at the end of the battle.
void sinkAtTheEnd(Fight &f, int i)
{
    f.out.ships[i].fate = ShipFate::Sunk;
    f.out.ships[i].hull = 5;
    f.ships[i].hull = 5;
}

// RULES §16 [seed]: the loser must flee. Each of its ships that fought and
// is still afloat: one that broke off flees; any other may be taken (the
// capture chance), else one too slow to get away is destroyed, else she
// flees and may founder with her hull damage.
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
        if (s.hull > 0) {
            const NavalRoll roll = rollAgainst(rng, founderChance(s.hull));
            log.add(NavalSinkEvent{s.id, key("holed"), s.hull, s.propulsion, roll});
            if (roll.success) {
                sinkAtTheEnd(f, i);
                continue;
            }
        }
        if (!o.brokeOff) {
            if (pursuers > 0) {
                const CaptureChance c = captureChance(s, f.situation.ships[i].close, meanPropulsion);
                const NavalRoll roll = rollAgainst(rng, c.value);
                log.add(NavalCaptureEvent{s.id, roll, c.factors});
                if (roll.success) {
                    o.fate = ShipFate::Captured;
                    o.crewLost += int(std::lround(s.complement * s.crew / 100.0));
                    o.crew = 0;
                    continue;
                }
            }
            if (s.propulsion >= kTrappedPropulsion) {
                log.add(NavalSinkEvent{s.id, key("trapped"), s.hull, s.propulsion, std::nullopt});
                sinkAtTheEnd(f, i);
                continue;
            }
        }
        o.fate = ShipFate::Fled;
        o.fledTo = fleeDestination(f.battle, s);
        log.add(NavalFleeEvent{s.id, o.fledTo, o.brokeOff});
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
        o.laurels[w] += laurelsForCasualties(o.casualties[1 - w]);
    }
    log.add(NavalLossesEvent{o.casualties, o.lossPoints, o.laurels});
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
    c.factors.append({key("base"), kCaptureBase});
    c.factors.append({key("hull"), kCapturePerHull * ship.hull, {}, double(ship.hull), kCapturePerHull});
    c.factors.append({key("propulsion"), kCapturePerPropulsion * ship.propulsion, {}, double(ship.propulsion),
                      kCapturePerPropulsion});
    const double closeF = close ? kCaptureClose : 1.0;
    const double pursuit = std::clamp(1.0 - winnersMeanPropulsion / 5.0, 0.0, 1.0);
    const double runPast = ship.orders.combat == CombatOrder::RunPast ? kCaptureRunPast : 1.0;
    c.factors.append({key("close"), closeF, close ? key("close") : key("range")});
    c.factors.append({key("pursuit"), pursuit, {}, winnersMeanPropulsion});
    c.factors.append({key("runPast"), runPast, runPast < 1 ? key("run-past") : key("not-run-past")});
    c.value = std::clamp(base * closeF * pursuit * runPast, 0.0, kCaptureMax);
    return c;
}

double founderChance(int hull)
{
    return std::clamp(kFounderPerHull * hull, 0.0, 1.0);
}

std::optional<Side> winnerOfShares(const std::array<double, 2> &lossShare)
{
    if (std::max(lossShare[0], lossShare[1]) < kBreakShare - 1e-9)
        return std::nullopt; // neither side breaks
    if (std::abs(lossShare[0] - lossShare[1]) <= 1e-9)
        return std::nullopt;
    return lossShare[0] < lossShare[1] ? Side::Union : Side::Confederate;
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
        log.add(NavalNoCombatEvent{});
        for (int i = 0; i < f.ships.size(); ++i)
            f.shipActive[i] = false;
        return f.out;
    }

    // More damage at close quarters: each side's damage is scaled by the
    // fraction of its own fighting units there (ships and batteries one each).
    std::array<int, 2> units{0, 0}, close{0, 0};
    for (int i = 0; i < f.ships.size(); ++i)
        if (f.shipActive[i]) {
            ++units[int(f.ships[i].side)];
            close[int(f.ships[i].side)] += situation.ships[i].close ? 1 : 0;
        }
    for (int b = 0; b < f.batteries.size(); ++b)
        if (f.batteryActive[b]) {
            ++units[int(f.batteries[b].side)];
            close[int(f.batteries[b].side)] += situation.batteries[b].close ? 1 : 0;
        }
    std::array<double, 2> closeFraction{0, 0};
    std::array<double, 2> fortune{};
    for (int side = 0; side < 2; ++side) {
        closeFraction[side] = units[side] > 0 ? double(close[side]) / units[side] : 0.0;
        fortune[side] = rng.uniform(kFortuneLow, kFortuneHigh);
        log.add(NavalFortuneEvent{Side(side), fortune[side], kFortuneLow, kFortuneHigh});
    }

    for (int round = 1; round <= kRounds; ++round) {
        if (!f.anyActive(Side::Union) || !f.anyActive(Side::Confederate))
            break;
        fireRound(f, round, fortune, closeFraction, rng, log);
        if (round < kRounds)
            checkBreakOff(f, log);
    }
    decideWinner(f, log);
    fleeAndCapture(f, rng, log);
    settleLosses(f, rng, log);
    return f.out;
}

} // namespace hardtack
