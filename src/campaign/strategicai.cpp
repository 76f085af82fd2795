#include "strategicai.h"

#include "campaigngame.h"
#include "campaignrules.h"
#include "landbattle.h"
#include "scoretables.h"

#include "naval/navalstrength.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace hardtack {

using namespace strategicai;

const QStringList &campaignPlayerNames()
{
    static const QStringList names{QStringLiteral("passive"), QStringLiteral("ai")};
    return names;
}

namespace {

// About the strength of one man of average quality (for the capture rule).
constexpr double armyStrengthPerMan = 0.8;

double armyStrength(const Army &a)
{
    return landStrength({a}, CityTerrain::Open, false);
}

double fleetStrength(const Fleet &f)
{
    double s = 0;
    for (const Ship &ship : f.ships)
        if (!ship.isTransport())
            s += shipTypeInfo(ship.type).baseStrength * ship.crew / 100.0 * (1 - ship.hull / 5.0);
    return s;
}

// What `capturer` taking a city is worth in score points, as `judge` weighs
// it: the morale of the capture table, the opinion it moves (opinionWeight of
// the judge), and its income. Opinion and the Union's morale are the two races
// of RULES §17 (to 1000, to 250): the Union counts them point for point.
double cityValue(const City &c, Side capturer, Side judge)
{
    const scorerules::CaptureEffect e = scorerules::captureEffect(c.kind, capturer);
    const double weight = capturer == Side::Confederate ? opinionWeight[size_t(judge)] : 1.0;
    return std::abs(e.moralePerLevel) * c.level + c.level + weight * std::abs(e.opinionPerLevel) * c.level;
}

// The fire of the enemy's forts that are still fighting in a node's waters.
double fortStrength(const CampaignView &view, const QString &node, Side enemy)
{
    double s = 0;
    for (const Fort &f : view.forts)
        if (f.battery.side == enemy && f.opposes(node, otherSide(enemy)))
            s += batteryStrength(f.battery, false).value;
    return s;
}

struct Planner
{
    const CampaignView &view;
    const CampaignScenario &map;
    const CampaignGraph &graph;
    Side side;
    int turnDays;
    QHash<QString, double> enemyAt;    // visible enemy land strength per node
    QHash<QString, double> committed;  // own strength already sent to a node
    QList<CampaignOrder> orders;
    QSet<QString> planned;             // armies and fleets with orders from the sea plan

    const City *cityOf(const QString &id) const
    {
        const int i = graph.index(id);
        return i >= 0 && graph.isCity(i) ? &view.cities.at(i) : nullptr;
    }

    double danger(const QString &node) const
    {
        double d = enemyAt.value(node);
        for (const QString &n : graph.neighbours(node, false))
            d += enemyAt.value(n);
        return d;
    }

    QString capital() const
    {
        for (const City &c : view.cities)
            if (c.kind == (side == Side::Union ? CityKind::Washington : CityKind::Richmond))
                return c.id;
        return {};
    }

    double score(const Army &a, const QString &dest, int days) const
    {
        const double own = armyStrength(a) + committed.value(dest);
        const City *c = cityOf(dest);
        const Side enemy = otherSide(side);
        double v = dest == a.location ? 0.5 : 0;
        const double e = enemyAt.value(dest) * (c && c->owner == enemy ? defenceFactor(c->terrain, c->kind) : 1.0);
        if (e > 0) {
            if (own < attackRatio[size_t(side)] * e)
                return dest == a.location ? -5 : -1e9;
            v += 5 + std::min(own / e, 2.0) * e / 2000.0; // a won battle: laurels
        }
        if (c && c->owner == enemy && own >= c->level * campaignrules::captureMenPerLevel * armyStrengthPerMan) {
            v += cityValue(*c, side, side) * (side == Side::Union ? 1.0 : 0.6);
            // Retaking a city of ours also denies the enemy its capture.
            const int i = graph.index(dest);
            if (map.cities.at(i).owner == side)
                v += cityValue(*c, enemy, side);
            // A city taken and lost again gives the enemy its capture: weigh
            // the chance that the enemy forces around it retake it.
            const double around = danger(dest) - enemyAt.value(dest);
            if (around > 0) {
                const double hold = std::min(1.0, armyStrength(a) * defenceFactor(c->terrain, c->kind) / around);
                v -= (1 - hold) * cityValue(*c, enemy, side);
            }
        }
        if (c && c->owner == side) {
            // Holding a threatened city of ours: what the enemy would gain
            // (×2 for the Confederacy, which defends), shared among the
            // armies there. (Weighing only the share of the threat an army
            // can hold made weak garrisons leave: measured worse.)
            const double threat = danger(dest);
            if (threat > 0)
                v += cityValue(*c, enemy, side) * std::min(1.0, threat / std::max(1.0, own)) * (side == Side::Union ? 1.0 : 2.0);
        }
        if (own < holdRatio * danger(dest) && e == 0)
            v -= 20;
        return v - daysCost * days;
    }

    void planEnemies()
    {
        // Enemy armies at sea threaten no city until they land.
        for (const Army &a : view.armies)
            if (a.side != side && a.aboard.isEmpty())
                enemyAt[a.location] += armyStrength(a);
    }

    void planArmies()
    {
        QList<const Army *> mine;
        for (const Army &a : view.armies)
            if (a.side == side)
                mine.append(&a);
        std::stable_sort(mine.begin(), mine.end(),
                         [](const Army *x, const Army *y) { return armyStrength(*x) > armyStrength(*y); });
        // The capital keeps a garrison (docs/AI.md): under threat, every army
        // there holds and the nearest others come until it outweighs the
        // threat; otherwise one army stays (the weakest there, else the
        // nearest but the strongest).
        const QString home = capital();
        QList<const Army *> garrison;
        const City *homeCity = cityOf(home);
        if (homeCity && homeCity->owner == side) {
            double threat = enemyAt.value(home);
            for (const QString &n : graph.neighbours(home, false))
                threat += enemyAt.value(n);
            QList<QPair<int, const Army *>> byDistance;
            for (const Army *a : mine) {
                const int d = a->location == home
                                  ? 0
                                  : graph.distances(a->location, side, view.cities, false).value(graph.index(home), -1);
                if (d >= 0)
                    byDistance.append({d, a});
            }
            std::stable_sort(byDistance.begin(), byDistance.end(),
                             [](const auto &x, const auto &y) { return x.first < y.first; });
            double held = 0, total = 0;
            for (const Army *a : mine)
                total += armyStrength(*a);
            // The standing garrison: the nearest armies up to capitalShare of the strength.
            for (const auto &[d, a] : byDistance)
                if (held < capitalShare[size_t(side)] * total && a != mine.first()) {
                    garrison.append(a);
                    held += armyStrength(*a);
                }
            if (threat > 0) {
                for (const auto &[d, a] : byDistance)
                    if (!garrison.contains(a) && (d == 0 || held < attackRatio[size_t(side)] * threat)) {
                        garrison.append(a);
                        held += armyStrength(*a);
                    }
            } else if (garrison.isEmpty()) {
                for (const auto &[d, a] : byDistance)
                    if (d == 0)
                        garrison = {a}; // the last at the capital is the weakest there
                if (garrison.isEmpty() && mine.size() > 1)
                    for (const auto &[d, a] : byDistance)
                        if (a != mine.first()) {
                            garrison = {a};
                            break;
                        }
            }
        }
        for (const Army *a : mine) {
            if (planned.contains(a->id) || !a->aboard.isEmpty())
                continue;
            if (garrison.contains(a)) {
                committed[home] += armyStrength(*a);
                if (a->location != home)
                    orders.append(CampaignOrder::moveArmy(side, a->id, home));
                continue;
            }
            const QVector<int> dist = graph.distances(a->location, side, view.cities, false);
            QString best = a->location;
            double bestScore = score(*a, a->location, 0);
            for (int n = 0; n < dist.size(); ++n) {
                if (!graph.isCity(n) || dist[n] <= 0 || dist[n] > horizonTurns * turnDays)
                    continue;
                const double s = score(*a, graph.id(n), dist[n]);
                if (s > bestScore) {
                    bestScore = s;
                    best = graph.id(n);
                }
            }
            committed[best] += armyStrength(*a);
            orders.append(CampaignOrder::moveArmy(side, a->id, best));
        }
    }

    void planFleets()
    {
        QList<const Fleet *> mine, theirs;
        for (const Fleet &f : view.fleets)
            (f.side == side ? mine : theirs).append(&f);
        QStringList blockade; // Union: fleet nodes next to Confederate ports
        if (side == Side::Union)
            for (const City &c : view.cities)
                if (c.owner != side && c.port)
                    for (const QString &n : graph.neighbours(c.id, true)) {
                        const City *nc = cityOf(n);
                        if ((!nc || nc->owner == side) && !blockade.contains(n))
                            blockade.append(n);
                    }
        QStringList taken;
        const Side enemy = otherSide(side);
        // What a fleet meets on a node: the enemy's fleets seen there and its forts.
        const auto opposition = [&](const QString &node) {
            double s = fortStrength(view, node, enemy);
            for (const Fleet *e : theirs)
                if (e->location == node)
                    s += fleetStrength(*e);
            return s;
        };
        for (const Fleet *f : mine) {
            if (planned.contains(f->id))
                continue;
            const QVector<int> dist = graph.distances(f->location, side, view.cities, true);
            const double own = fleetStrength(*f);
            QString target;
            for (const Fleet *e : theirs) {
                const int d = dist.value(graph.index(e->location), -1);
                if (d >= 0 && d <= turnDays && own >= fleetOdds * opposition(e->location) && own > 0) {
                    target = e->location;
                    break;
                }
            }
            if (target.isEmpty() && side == Side::Union && own > 0) {
                int best = -1;
                for (const QString &n : blockade) {
                    const int d = n == f->location ? 0 : dist.value(graph.index(n), -1);
                    // Forts there: only a squadron that can silence them goes in.
                    if (n != f->location && own < fleetOdds * opposition(n))
                        continue;
                    if (d >= 0 && !taken.contains(n) && (best < 0 || d < best)) {
                        best = d;
                        target = n;
                    }
                }
            }
            if (target.isEmpty()) {
                // Outmatched where it lies: run for an own port.
                double threat = 0;
                for (const Fleet *e : theirs)
                    if (e->location == f->location)
                        threat += fleetStrength(*e);
                const City *here = cityOf(f->location);
                if (threat > own || (!here && side == Side::Confederate))
                    for (int n = 0; n < dist.size(); ++n)
                        if (graph.isCity(n) && dist[n] > 0 && view.cities.at(n).owner == side
                            && (target.isEmpty() || dist[n] < dist[graph.index(target)]))
                            target = graph.id(n);
            }
            if (target.isEmpty())
                target = f->location;
            taken.append(target);
            orders.append(CampaignOrder::moveFleet(side, f->id, target));
        }
    }

    // The best march of an army (its destination and value), as planArmies weighs it.
    std::pair<QString, double> bestMarch(const Army &a) const
    {
        const QVector<int> dist = graph.distances(a.location, side, view.cities, false);
        QString best = a.location;
        double bestScore = score(a, a.location, 0);
        for (int n = 0; n < dist.size(); ++n) {
            if (!graph.isCity(n) || dist[n] <= 0 || dist[n] > horizonTurns * turnDays)
                continue;
            const double s = score(a, graph.id(n), dist[n]);
            if (s > bestScore) {
                bestScore = s;
                best = graph.id(n);
            }
        }
        return {best, bestScore};
    }

    struct Voyage
    {
        QString beside; // where the fleet lies while the army lands
        QString city;   // where it lands
        int days = 0;   // embarking, sailing and landing
        double value = -1e18;
    };

    // The best landing of an army carried by fleet f from where f lies:
    // beside a city, in waters free of enemy fleets and active forts
    // (docs/RULES.md "Campaign: armies at sea": a landing needs that).
    Voyage bestVoyage(const Army &a, const Fleet &f, int extraDays) const
    {
        Voyage best;
        const QVector<int> dist = graph.distances(f.location, side, view.cities, true);
        const Side enemy = otherSide(side);
        for (int n = 0; n < view.cities.size(); ++n) {
            const City &c = view.cities.at(n);
            if (!c.fleetNode() || c.id == a.location)
                continue;
            for (const QString &beside : graph.neighbours(c.id, true) + QStringList{c.id}) {
                const int i = graph.index(beside);
                const int d = beside == f.location ? 0 : dist.value(i, -1);
                if (d < 0 || d > horizonTurns * turnDays)
                    continue;
                const City *bc = cityOf(beside);
                if (bc && bc->owner != side)
                    continue;
                if (fortStrength(view, beside, enemy) > 0)
                    continue;
                bool enemyFleet = false;
                for (const Fleet &e : view.fleets)
                    enemyFleet = enemyFleet || (e.side != side && e.location == beside);
                if (enemyFleet)
                    continue;
                const int days = extraDays + d + campaignrules::landDays;
                double v = score(a, c.id, days);
                if (c.owner == enemy && c.port && v > -1e8)
                    v += portBaseValue * c.level;
                if (v > best.value) {
                    best = {beside, c.id, days, v};
                }
            }
        }
        return best;
    }

    void planSea()
    {
        QSet<QString> used;
        for (const Fleet &f : view.fleets) {
            if (f.side != side || f.capacity() == 0)
                continue;
            // Armies aboard: sail to the best shore and land there.
            QList<const Army *> aboard;
            for (const Army &a : view.armies)
                if (a.aboard == f.id)
                    aboard.append(&a);
            if (!aboard.isEmpty()) {
                const Voyage v = bestVoyage(*aboard.first(), f, 0);
                if (v.city.isEmpty())
                    continue;
                planned.insert(f.id);
                if (v.beside != f.location)
                    orders.append(CampaignOrder::moveFleet(side, f.id, v.beside));
                for (const Army *a : aboard) {
                    orders.append(CampaignOrder::land(side, a->id, v.city));
                    committed[v.city] += armyStrength(*a);
                }
                continue;
            }
            // An army in the port (or beside the fleet's waters) for whom a
            // voyage is worth more than its best march.
            const Army *bestArmy = nullptr;
            Voyage bestV;
            for (const Army &a : view.armies) {
                if (a.side != side || !a.aboard.isEmpty() || used.contains(a.id) || a.load() > f.capacity())
                    continue;
                const City *c = cityOf(a.location);
                if (!c || c->owner != side || !c->fleetNode())
                    continue;
                if (!graph.besideShore(f.location, c->id))
                    continue;
                if (c->kind == (side == Side::Union ? CityKind::Washington : CityKind::Richmond))
                    continue; // the capital's garrison stays
                const Voyage v = bestVoyage(a, f, campaignrules::embarkDays);
                if (v.city.isEmpty() || v.value < bestMarch(a).second + seaMargin)
                    continue;
                if (!bestArmy || v.value > bestV.value) {
                    bestArmy = &a;
                    bestV = v;
                }
            }
            if (!bestArmy)
                continue;
            used.insert(bestArmy->id);
            planned.insert(bestArmy->id);
            planned.insert(f.id);
            orders.append(CampaignOrder::embark(side, bestArmy->id, f.id));
            if (bestV.beside != f.location)
                orders.append(CampaignOrder::moveFleet(side, f.id, bestV.beside));
            orders.append(CampaignOrder::land(side, bestArmy->id, bestV.city));
            committed[bestV.city] += armyStrength(*bestArmy);
        }
    }

    void planEconomy()
    {
        using namespace campaignrules;
        const SideEconomy &e = view.economy;
        int men = 0, ships = 0, warships = 0, ironclads = 0;
        const Army *main = nullptr;
        for (const Army &a : view.armies)
            if (a.side == side) {
                men += a.men();
                if (!main || a.men() > main->men())
                    main = &a;
            }
        for (const Fleet &f : view.fleets)
            if (f.side == side)
                for (const Ship &s : f.ships) {
                    ++ships;
                    warships += !s.isTransport();
                    ironclads += s.isIronclad();
                }
        const double reserve = reserveTurns * (men / 1000.0 * upkeepPerThousandMen + ships * upkeepPerShip);
        double money = e.money;
        const int campaign = (view.turn - 1) / map.start.turnsPerCampaign + 1;

        // Rates: the Union taxes when short (0.2 a point a turn); the
        // Confederacy prints money rather than pay 1 a point a turn.
        if (side == Side::Union) {
            double tax = e.tax;
            if (money < reserve && tax < 20)
                tax += 2;
            else if (money > 4 * reserve + 30 && tax > 10)
                tax -= 2;
            if (tax != e.tax)
                orders.append(CampaignOrder::rates(side, tax, e.tariff));
            if (money < reserve && e.tax >= 16) {
                orders.append(CampaignOrder::greenbacks(side, 40));
                money += 40;
            }
        } else if (money < reserve + 10) {
            orders.append(CampaignOrder::greenbacks(side, 25));
            money += 25;
        }
        int manpower = e.manpower;
        if (!e.drafted && campaign >= (side == Side::Union ? 3 : 2) && manpower < recruit[0].men * 2) {
            orders.append(CampaignOrder::draft(side));
            manpower += draftManpowerTurns * manpowerPerLevel * 20; // a guess; the game checks
        }
        // Where recruits gather: the main army's city, else the capital.
        QString where;
        if (main) {
            const City *c = cityOf(main->location);
            if (c && c->owner == side && enemyAt.value(c->id) == 0)
                where = c->id;
        }
        if (where.isEmpty()) {
            const City *c = cityOf(capital());
            if (c && c->owner == side)
                where = c->id;
        }
        for (int i = 0; i < maxRecruitsPerTurn && !where.isEmpty(); ++i) {
            const Arm arm = i == 2 ? Arm::Artillery : Arm::Infantry;
            const RecruitCost &cost = recruit[size_t(arm)];
            if (money - cost.money < reserve || manpower < cost.men)
                break;
            orders.append(CampaignOrder::recruit(side, where, arm));
            money -= cost.money;
            manpower -= cost.men;
        }
        // Ships: the Union builds gunboats for the blockade; the Confederacy
        // an ironclad now and then to break it.
        int enemyPorts = 0;
        for (const City &c : view.cities)
            enemyPorts += c.owner != side && c.port;
        for (const City &c : view.cities) {
            if (c.owner != side || !c.port || enemyAt.value(c.id) > 0)
                continue;
            if (side == Side::Union && warships < enemyPorts + 1 && money > reserve + 10) {
                orders.append(CampaignOrder::build(side, c.id, ShipType::GB));
                money -= shipCost[size_t(ShipType::GB)];
            } else if (side == Side::Confederate && ironclads < campaign && money > reserve + 20) {
                orders.append(CampaignOrder::build(side, c.id, ShipType::IC));
                money -= shipCost[size_t(ShipType::IC)];
            }
            break;
        }
    }
};

} // namespace

QList<CampaignOrder> strategicOrders(const CampaignView &view, const CampaignScenario &map, const CampaignGraph &graph)
{
    Planner p{view, map, graph, view.side, map.start.turnDays, {}, {}, {}, {}};
    p.planEnemies();
    p.planSea();
    p.planArmies();
    p.planFleets();
    p.planEconomy();
    return p.orders;
}

int playStrategicTurn(CampaignGame &game, Side side, CampaignPlayer player)
{
    if (player == CampaignPlayer::Passive)
        return 0;
    int accepted = 0;
    for (const CampaignOrder &o : strategicOrders(game.view(side), game.scenario(), game.graph()))
        accepted += game.give(o) == OrderProblem::None;
    return accepted;
}

} // namespace hardtack
