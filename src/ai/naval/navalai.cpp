// The naval computer player: estimate, for range and for close quarters, how
// the exchange of fire would go under the outcome rules (docs/RULES.md,
// "Outcome": each side deals damage in proportion to its strength, spread
// over the enemy's units; the side that loses the larger share of its
// strength loses), then pick the six orders from that estimate.

#include "navalai.h"

#include "naval/navalsituation.h"
#include "naval/navaloutcome.h"
#include "naval/navalstrength.h"

#include <algorithm>

namespace hardtack {

using namespace navalai;

namespace {

// The share of a unit's strength one damage point takes away, when it
// lands: a ship loses about 12% (the first hull points cost 10% each, and
// crew falls), a battery is one of the NB's batteries silenced.
constexpr double kShipCostPerPoint = 0.12;

struct SideSums
{
    double range = 0, close = 0;  // strength
    double targets = 0;           // units fire is spread over: ships 1, batteries 1 per battery
    double exposure = 0;          // Σ strength × share of hits that bite × cost per point, at range
    double batteryRange = 0;
    int warships = 0;
    double quality = 0;

    // Expected share of strength lost per enemy damage point.
    double vulnerability() const { return range > 0 && targets > 0 ? exposure / range / targets : 1.0; }
};

SideSums sumSide(const NavalBattle &battle, Side side, std::optional<Side> windward)
{
    SideSums s;
    for (const Ship &ship : battle.ships) {
        if (ship.side != side)
            continue;
        // What the side would field with ordinary orders: aim at hulls, keep
        // the line, no run past; the enemy's real orders are not known.
        Ship probe = ship;
        probe.orders = ShipOrders{CombatOrder::Engage, DistanceOrder::Range, AimOrder::Hull,
                                  FormationOrder::LineAhead, BreakOffOrder::Never, FleeOrder::Harbor};
        ShipCircumstances c;
        c.windward = windward && *windward == side;
        const double range = shipStrength(probe, c).value;
        s.range += range;
        c.close = true;
        s.close += shipStrength(probe, c).value;
        s.targets += 1;
        s.exposure += range * shipTypeInfo(ship.type).hitsLand * kShipCostPerPoint;
        if (!ship.isTransport()) {
            ++s.warships;
            s.quality += qualityStep(ship.quality);
        }
    }
    for (const NavalBattery &b : battle.batteries) {
        if (b.side != side)
            continue;
        const double r = batteryStrength(b, false).value;
        s.range += r;
        s.batteryRange += r;
        s.close += batteryStrength(b, true).value;
        s.targets += b.batteries;
        // Each of its batteries is a target; a landed point silences it:
        // Σ over batteries of (r / batteries) × share landing × 1.
        s.exposure += r * naval::kBatteryHitsLand;
    }
    s.quality = s.warships > 0 ? s.quality / s.warships : 2;
    return s;
}

// Expected enemy loss share over own loss share (the outcome rule decides
// the winner by the larger loss share): each side fires in proportion to its
// strength, spread over the other's units.
double advantage(double own, double enemy, const SideSums &o, const SideSums &e)
{
    const double ownLoss = enemy * o.vulnerability();
    const double enemyLoss = own * e.vulnerability();
    if (ownLoss <= 0)
        return enemyLoss > 0 ? 100.0 : 1.0;
    return enemyLoss / ownLoss;
}

} // namespace

NavalAssessment assessNavalBattle(const NavalBattle &battle, Side side)
{
    return assessNavalBattle(navalSideView(battle, side));
}

NavalAssessment assessNavalBattle(const NavalSideView &view)
{
    const NavalBattle &battle = view.battle;
    const Side side = view.side;
    const std::optional<Side> windward = battle.situation.windward ? battle.situation.windward : windwardFromGroups(battle);
    const SideSums o = sumSide(battle, side, windward);
    const SideSums e = sumSide(battle, otherSide(side), windward);
    NavalAssessment a;
    a.ownRange = o.range;
    a.ownClose = o.close;
    a.enemyRange = e.range;
    a.enemyClose = e.close;
    a.advantageRange = advantage(o.range, e.range, o, e);
    a.advantageClose = advantage(o.close, e.close, o, e);
    if (battle.location == NavalLocation::Harbor)
        a.advantageRange = a.advantageClose; // harbors are always close quarters
    // RULES §16: no evasion in a harbor or a river mouth.
    a.canEvade = battle.location != NavalLocation::Harbor && battle.location != NavalLocation::RiverMouth;
    a.batteriesDominate = e.range > 0 && e.batteryRange > 0.5 * e.range;
    a.ownWarships = o.warships;
    a.enemyWarships = e.warships;
    a.ownQuality = o.quality;
    a.enemyQuality = e.quality;
    return a;
}

NavalPlan planNavalOrders(const NavalBattle &battle, Side side)
{
    return planNavalOrders(navalSideView(battle, side));
}

NavalPlan planNavalOrders(const NavalSideView &view)
{
    const NavalBattle &battle = view.battle;
    NavalPlan p;
    const NavalAssessment &a = p.assessment = assessNavalBattle(view);
    ShipOrders &w = p.warships;
    const double best = a.best();
    const bool coastal = battle.location == NavalLocation::Coastal;
    w.flee = coastal ? FleeOrder::Harbor : FleeOrder::OpenSea;

    // Close quarters when the side is stronger there (quality, experience
    // and rams count double), else stand off at range.
    const bool close = a.advantageClose > a.advantageRange;
    w.distance = close ? DistanceOrder::Close : DistanceOrder::Range;

    if (a.ownWarships == 0) {
        w.combat = CombatOrder::Evade;
        p.name = QStringLiteral("evade");
    } else if (best >= kEngageAbove) {
        w.combat = CombatOrder::Engage;
        p.name = close ? QStringLiteral("engage-close") : QStringLiteral("engage-range");
    } else if (a.batteriesDominate && best < kEvadeBelow) {
        // Outgunned by forts: run past them rather than stand and trade.
        w.combat = CombatOrder::RunPast;
        p.name = QStringLiteral("run-past");
    } else if (best < kEvadeBelow && a.canEvade) {
        w.combat = CombatOrder::Evade;
        p.name = QStringLiteral("evade");
    } else {
        w.combat = CombatOrder::Accept;
        p.name = QStringLiteral("accept");
    }

    // Aim at propulsion when the enemy is likely to lose and flee: crippled
    // ships are taken (the capture chance counts propulsion double);
    // otherwise at hulls (+10% strength).
    w.aim = best >= kChaseAbove ? AimOrder::Propulsion : AimOrder::Hull;

    // Break the line at close quarters with at least three warships on each
    // side and no worse handling than the enemy (the roll is 50% ±5% a step).
    w.formation = close && a.ownWarships >= 3 && a.enemyWarships >= 3 && a.ownQuality >= a.enemyQuality
                      ? FormationOrder::BreakLine
                      : FormationOrder::LineAhead;

    // Save battered ships when the day is doubtful.
    w.breakOff = best < kEngageAbove ? BreakOffOrder::Light
                 : best < kHoldLineBelow ? BreakOffOrder::Heavy
                                         : BreakOffOrder::Never;

    // Transports stay out of the fight when they can; in a harbor they must
    // accept what comes.
    p.transports = w;
    p.transports.combat = a.canEvade ? CombatOrder::Evade : CombatOrder::Accept;
    p.transports.formation = FormationOrder::LineAhead;
    p.transports.breakOff = BreakOffOrder::Light;
    if (w.combat == CombatOrder::RunPast)
        p.transports.combat = CombatOrder::RunPast;
    return p;
}

QVector<NavalOrder> navalOrders(const NavalSideView &view)
{
    const NavalPlan p = planNavalOrders(view);
    QVector<NavalOrder> out;
    for (const Ship &s : view.battle.ships)
        if (s.side == view.side && !s.isSunk())
            out.append({s.id, s.isTransport() ? p.transports : p.warships});
    return out;
}

void chooseNavalOrders(NavalBattle &battle, Side side)
{
    for (const NavalOrder &o : navalOrders(navalSideView(battle, side)))
        applyNavalOrder(battle, side, o); // its own ships, orders from the tables: never refused
}

bool navalSideLacksOrders(const NavalBattle &battle, Side side)
{
    for (const Ship &s : battle.ships)
        if (s.side == side && !s.ordersGiven)
            return true;
    return false;
}

} // namespace hardtack
