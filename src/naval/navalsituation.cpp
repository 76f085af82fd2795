// RULES §16: joining battle, windward, range and breaking the line, in the
// seed's order (evasion is in navalevasion.cpp).

#include "navalsituation.h"

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

// RULES §16 [default]: the open numbers of the seed.
constexpr double kEvadeLeeward = 0.70;
constexpr double kEvadeWindward = 0.30;
constexpr double kEvadeLeewardOnshore = 0.15;
constexpr double kWindLight = 0.10;
constexpr double kWindStrong = -0.10;
constexpr double kCloseWindward = 0.70;
constexpr double kCloseLeeward = 0.30;
constexpr double kBreakLine = 0.50;
constexpr double kPerQualityStep = 0.05;
constexpr int kBreakLineMinimum = 3;

QStringList shipIds(const NavalBattle &battle, const QVector<int> &ships)
{
    QStringList ids;
    for (int i : ships)
        ids << battle.ships.at(i).id;
    return ids;
}

NavalFactor qualityTerm(double own, double their)
{
    return {key("quality"), kPerQualityStep * (own - their), {}, own, their};
}

NavalRoll rollChance(Rng &rng, const NavalChance &chance)
{
    NavalRoll r = rollAgainst(rng, chance.value());
    r.terms = chance.terms;
    return r;
}

void placeEveryone(const NavalBattle &battle, NavalSituation &s, bool close)
{
    for (int i = 0; i < battle.ships.size(); ++i)
        if (s.ships[i].fights)
            s.ships[i].close = close;
    for (BatteryPlacement &b : s.batteries)
        b.close = close;
}

void resolveRange(const NavalBattle &battle, NavalSituation &s, Rng &rng, NavalLog &log)
{
    if (battle.situation.range) {
        const bool close = *battle.situation.range == DistanceOrder::Close;
        placeEveryone(battle, s, close);
        log.add(NavalRangeEvent{key("pinned"), close ? key("close") : key("range")});
        return;
    }
    if (battle.location == NavalLocation::Harbor) {
        placeEveryone(battle, s, true);
        log.add(NavalRangeEvent{key("harbor"), key("close")});
        return;
    }

    std::array<QVector<int>, 2> closers, rangers;
    for (int i = 0; i < battle.ships.size(); ++i) {
        if (!s.ships[i].fights)
            continue;
        const Ship &ship = battle.ships.at(i);
        (ship.orders.distance == DistanceOrder::Close ? closers : rangers)[int(ship.side)].append(i);
    }
    const auto setClose = [&](const QVector<int> &ships, bool close) {
        for (int i : ships)
            s.ships[i].close = close;
    };
    const int allClosers = int(closers[0].size() + closers[1].size());
    const int allRangers = int(rangers[0].size() + rangers[1].size());

    if (allRangers == 0 || allClosers == 0) {
        // Everyone wants the same: it is done.
        for (int side = 0; side < 2; ++side)
            setClose(closers[side], true);
        log.add(NavalRangeEvent{key("agreed"), allClosers > 0 ? key("close") : key("range")});
    } else if (closers[0].isEmpty() != closers[1].isEmpty()) {
        // One side entirely at range; those of the other wishing to close may try.
        const int side = closers[0].isEmpty() ? 1 : 0;
        const int other = 1 - side;
        setClose(closers[side], true);
        if (rangers[other].isEmpty()) {
            log.add(NavalRangeEvent{key("no-enemy-ships"), {}, Side(other)});
        } else {
            const NavalChance chance = closingChance(s.windward == Side(side),
                                                averageQuality(battle, closers[side]),
                                                averageQuality(battle, rangers[other]));
            const NavalRoll roll = rollChance(rng, chance);
            if (roll.success)
                setClose(rangers[other], true);
            else
                setClose(closers[side], false);
            log.add(NavalClosingEvent{Side(side), key("one-side"), shipIds(battle, closers[side]),
                                      shipIds(battle, rangers[other]), int(closers[side].size()), 0, roll});
        }
    } else {
        // Both sides have ships trying to close: those meet at close quarters.
        for (int side = 0; side < 2; ++side)
            setClose(closers[side], true);
        for (int side = 0; side < 2; ++side) {
            const int other = 1 - side;
            if (rangers[side].isEmpty())
                continue;
            const int own = int(closers[side].size());
            const int theirs = int(closers[other].size());
            if (2 * own >= theirs) {
                log.add(NavalRangeEvent{key("half"), {}, Side(side), own, theirs});
                continue;
            }
            const NavalChance chance = closingChance(s.windward == Side(other),
                                                averageQuality(battle, closers[other]),
                                                averageQuality(battle, rangers[side]));
            const NavalRoll roll = rollChance(rng, chance);
            setClose(rangers[side], roll.success);
            log.add(NavalClosingEvent{Side(other), key("fewer-than-half"), shipIds(battle, closers[other]),
                                      shipIds(battle, rangers[side]), theirs, own, roll});
        }
    }

    // A battery fights at close quarters when at least half of the enemy's
    // fighting ships do [default].
    for (int b = 0; b < battle.batteries.size(); ++b) {
        const Side enemy = otherSide(battle.batteries.at(b).side);
        int ships = 0, close = 0;
        for (int i = 0; i < battle.ships.size(); ++i)
            if (s.ships[i].fights && battle.ships.at(i).side == enemy) {
                ++ships;
                close += s.ships[i].close ? 1 : 0;
            }
        s.batteries[b].close = ships > 0 && 2 * close >= ships;
    }
}

void markClosing(const NavalBattle &battle, NavalSituation &s)
{
    // RULES §16 [reading]: a ship that ordered close quarters against an
    // enemy that ordered range, whether or not it closed.
    std::array<bool, 2> rangeWanted{false, false};
    for (int i = 0; i < battle.ships.size(); ++i)
        if (s.ships[i].fights && battle.ships.at(i).orders.distance == DistanceOrder::Range)
            rangeWanted[int(battle.ships.at(i).side)] = true;
    for (int i = 0; i < battle.ships.size(); ++i) {
        const Ship &ship = battle.ships.at(i);
        s.ships[i].closing = s.ships[i].fights && ship.orders.distance == DistanceOrder::Close
                             && rangeWanted[int(otherSide(ship.side))];
    }
}

void resolveBreakLine(const NavalBattle &battle, NavalSituation &s, Rng &rng, NavalLog &log)
{
    if (battle.situation.breakLinePinned) {
        s.breakLine = battle.situation.breakLine;
        NavalBreakLineEvent e;
        e.reason = key("pinned");
        e.pinned = s.breakLine;
        log.add(e);
        return;
    }
    std::array<QVector<int>, 2> atClose, trying;
    std::array<int, 2> fighting{0, 0};
    for (int i = 0; i < battle.ships.size(); ++i) {
        if (!s.ships[i].fights)
            continue;
        const Ship &ship = battle.ships.at(i);
        ++fighting[int(ship.side)];
        if (!s.ships[i].close)
            continue;
        atClose[int(ship.side)].append(i);
        if (ship.orders.formation == FormationOrder::BreakLine)
            trying[int(ship.side)].append(i);
    }
    const std::array<int, 2> closeCount{int(atClose[0].size()), int(atClose[1].size())};
    if (trying[0].isEmpty() && trying[1].isEmpty())
        return;
    if (atClose[0].size() < kBreakLineMinimum || atClose[1].size() < kBreakLineMinimum) {
        NavalBreakLineEvent e;
        e.reason = key("too-few-at-close");
        e.atClose = closeCount;
        log.add(e);
        return;
    }
    // RULES §16 [seed]: "if all ships on both sides are trying to break the
    // line" — every fighting ship, not only those at close quarters.
    if (trying[0].size() == fighting[0] && trying[1].size() == fighting[1]) {
        s.breakLine = {BreakLineResult::Melee, BreakLineResult::Melee};
        NavalBreakLineEvent e;
        e.reason = key("melee");
        e.result = BreakLineResult::Melee;
        e.atClose = closeCount;
        log.add(e);
        return;
    }
    for (int side = 0; side < 2; ++side) {
        if (trying[side].size() < kBreakLineMinimum) {
            if (!trying[side].isEmpty()) {
                NavalBreakLineEvent e;
                e.reason = key("too-few-trying");
                e.side = Side(side);
                e.atClose = closeCount;
                e.ships = shipIds(battle, trying[side]);
                log.add(e);
            }
            continue;
        }
        const NavalChance chance = breakLineChance(averageQuality(battle, trying[side]),
                                              averageQuality(battle, atClose[1 - side]));
        const NavalRoll roll = rollChance(rng, chance);
        s.breakLine[side] = roll.success ? BreakLineResult::Succeeded : BreakLineResult::Failed;
        NavalBreakLineEvent e;
        e.reason = key("roll");
        e.side = Side(side);
        e.result = s.breakLine[side];
        e.atClose = closeCount;
        e.ships = shipIds(battle, trying[side]);
        e.roll = roll;
        log.add(e);
    }
}

} // namespace

QString NavalSituation::rangeName(const NavalBattle &battle) const
{
    int close = 0, range = 0;
    for (int i = 0; i < ships.size(); ++i)
        if (ships[i].fights)
            (ships[i].close ? close : range)++;
    for (const BatteryPlacement &b : batteries)
        if (b.fights)
            (b.close ? close : range)++;
    if (close == 0 && range == 0) {
        if (battle.situation.range)
            return distanceOrderNames().at(int(*battle.situation.range));
        return battle.location == NavalLocation::Harbor ? key("close") : key("range");
    }
    if (range == 0)
        return key("close");
    return close == 0 ? key("range") : key("mixed");
}

QStringList NavalSituation::evadedIds(const NavalBattle &battle) const
{
    QStringList out;
    for (int i = 0; i < ships.size(); ++i)
        if (ships[i].evaded)
            out << battle.ships.at(i).id;
    return out;
}

ShipCircumstances NavalSituation::circumstancesOf(const NavalBattle &battle, int i) const
{
    const Ship &ship = battle.ships.at(i);
    ShipCircumstances c;
    c.close = ships[i].close;
    c.windward = ship.side == windward;
    c.closing = ships[i].closing;
    c.breakLine = breakLine[int(ship.side)];
    return c;
}

bool NavalSituation::sideFights(const NavalBattle &battle, Side side) const
{
    for (int i = 0; i < ships.size(); ++i)
        if (ships[i].fights && battle.ships.at(i).side == side)
            return true;
    for (int b = 0; b < batteries.size(); ++b)
        if (batteries[b].fights && battle.batteries.at(b).side == side)
            return true;
    return false;
}

bool canEngage(const NavalBattle &battle, const Ship &attacker, const Ship &target)
{
    // RULES §16: in harbors and coastal waters with onshore winds any ship
    // can engage any other. In sea areas and coastal waters without onshore
    // winds a frigate cannot engage an enemy ship of the line, nor an enemy
    // transport group with a ship of the line of its own side present. The
    // seed restricts nothing on rivers and in river mouths.
    const bool restricted = battle.location == NavalLocation::Sea
                            || (battle.location == NavalLocation::Coastal && !battle.onshoreWind);
    if (!restricted || attacker.type != ShipType::FR)
        return true;
    if (target.type == ShipType::SL)
        return false;
    if (target.isTransport())
        for (const Ship &s : battle.ships)
            if (s.side == target.side && s.type == ShipType::SL)
                return false;
    return true;
}

bool battleJoins(const NavalBattle &battle, NavalLog *log)
{
    // RULES §16: no battle unless at least one ship selects "engage" or
    // "run-past" and may engage some enemy ship or battery.
    bool anyOrder = false;
    for (const Ship &a : battle.ships) {
        if (a.orders.combat != CombatOrder::Engage && a.orders.combat != CombatOrder::RunPast)
            continue;
        anyOrder = true;
        for (const NavalBattery &b : battle.batteries)
            if (b.side != a.side) {
                if (log)
                    log->add(NavalJoinEvent{a.id, b.id});
                return true;
            }
        for (const Ship &t : battle.ships)
            if (t.side != a.side && canEngage(battle, a, t)) {
                if (log)
                    log->add(NavalJoinEvent{a.id, t.id});
                return true;
            }
    }
    if (log)
        log->add(NavalNoBattleEvent{anyOrder ? key("frigate") : key("no-engage")});
    return false;
}

std::optional<Side> windwardFromGroups(const NavalBattle &battle)
{
    std::array<int, 2> furthestLeeward{-1, -1}, furthestWindward{-1, -1};
    for (const Ship &s : battle.ships) {
        const int side = int(s.side);
        if (furthestLeeward[side] < 0 || s.group > furthestLeeward[side])
            furthestLeeward[side] = s.group;
        if (furthestWindward[side] < 0 || s.group < furthestWindward[side])
            furthestWindward[side] = s.group;
    }
    if (furthestLeeward[0] < 0 && furthestLeeward[1] < 0)
        return std::nullopt;
    if (furthestLeeward[0] < 0)
        return Side::Confederate; // only the Confederates have ships
    if (furthestLeeward[1] < 0)
        return Side::Union;
    // The side with the group furthest to leeward fights from leeward.
    if (furthestLeeward[0] != furthestLeeward[1])
        return furthestLeeward[0] > furthestLeeward[1] ? Side::Confederate : Side::Union;
    if (furthestWindward[0] != furthestWindward[1])
        return furthestWindward[0] < furthestWindward[1] ? Side::Union : Side::Confederate;
    return std::nullopt;
}

NavalChance evasionChance(const NavalBattle &battle, bool evadersLeeward, double evadersQuality, double pursuersQuality)
{
    NavalChance c;
    if (!evadersLeeward)
        c.terms.append({key("base"), kEvadeWindward, key("evade-windward")});
    else if (battle.coastalOnshore())
        c.terms.append({key("base"), kEvadeLeewardOnshore, key("evade-leeward-onshore")});
    else
        c.terms.append({key("base"), kEvadeLeeward, key("evade-leeward")});
    c.terms.append(qualityTerm(evadersQuality, pursuersQuality));
    double wind = 0;
    if (battle.wind == Wind::Light)
        wind = kWindLight;
    else if (battle.wind == Wind::Strong)
        wind = kWindStrong;
    c.terms.append({key("wind"), wind, windNames().at(int(battle.wind))});
    return c;
}

NavalChance closingChance(bool windwardGauge, double closersQuality, double targetsQuality)
{
    NavalChance c;
    c.terms.append(windwardGauge ? NavalFactor{key("base"), kCloseWindward, key("close-windward")}
                                 : NavalFactor{key("base"), kCloseLeeward, key("close-leeward")});
    c.terms.append(qualityTerm(closersQuality, targetsQuality));
    return c;
}

NavalChance breakLineChance(double breakersQuality, double enemyQuality)
{
    NavalChance c;
    c.terms.append({key("base"), kBreakLine, key("break-line")});
    c.terms.append(qualityTerm(breakersQuality, enemyQuality));
    return c;
}

double averageQuality(const NavalBattle &battle, const QVector<int> &ships, double fallback)
{
    if (ships.isEmpty())
        return fallback;
    double sum = 0;
    for (int i : ships)
        sum += qualityStep(battle.ships.at(i).quality);
    return sum / ships.size();
}

NavalRoll rollAgainst(Rng &rng, double chance)
{
    NavalRoll r;
    r.chance = chance;
    r.roll = rng.uniform01();
    r.success = r.roll < chance;
    return r;
}

NavalSituation determineSituation(const NavalBattle &battle, Rng &rng, NavalLog &log)
{
    NavalSituation s;
    s.ships.resize(battle.ships.size());
    s.batteries.resize(battle.batteries.size());

    s.battle = battleJoins(battle, &log);

    // Windward from the arrival groups (or the pinned situation); evasion
    // needs it, so it is settled before anyone evades.
    if (battle.situation.windward) {
        s.windward = *battle.situation.windward;
        log.add(NavalWindwardEvent{s.windward, key("pinned"), std::nullopt});
    } else if (const auto w = windwardFromGroups(battle)) {
        s.windward = *w;
        log.add(NavalWindwardEvent{*w, key("groups"), std::nullopt});
    } else {
        const NavalRoll roll = rollChance(rng, NavalChance{{{key("base"), 0.5, key("even")}}});
        s.windward = roll.success ? Side::Union : Side::Confederate;
        log.add(NavalWindwardEvent{s.windward, key("roll"), roll});
    }

    if (!s.battle)
        return s;

    resolveEvasion(battle, s.windward, s, rng, log);
    for (int i = 0; i < battle.ships.size(); ++i)
        s.ships[i].fights = !s.ships[i].evaded;
    for (BatteryPlacement &b : s.batteries)
        b.fights = true;

    resolveRange(battle, s, rng, log);
    markClosing(battle, s);
    resolveBreakLine(battle, s, rng, log);
    return s;
}

} // namespace hardtack
