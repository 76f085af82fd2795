// The resolution of a strategic turn (docs/RULES.md "Campaign: the turn"):
// movement → meetings → battles → captures → economy → score events →
// victory check. The economy and the winter are in campaigneconomy.cpp.

#include "campaigngame.h"

#include "campaignrules.h"

#include "core/rules/terrain.h"

#include <algorithm>

namespace hardtack {

using namespace campaignrules;

namespace {

struct Mover
{
    bool fleet = false;
    int index = 0;
    Route route;
    int step = 0;
    int transit = 0;
    int delay = 0; // days held in port by embarking armies
    bool stopped = false;
};

} // namespace

void CampaignGame::send(const ScoreEvent &event, TurnReport &report)
{
    m_scores.apply(event);
    m_scoreEvents.append(event);
    report.events.append(event);
}

void CampaignGame::embarkArmies()
{
    // RULES "Campaign: armies at sea": embark orders first, each checked
    // again (an earlier one may have filled the fleet).
    m_embarked.clear();
    m_landed.clear();
    for (int s = 0; s < 2; ++s)
        for (const CampaignOrder &o : std::as_const(m_orders[size_t(s)])) {
            if (o.type != CampaignOrderType::Embark || !evaluate(o, m_economy[size_t(s)], false).ok())
                continue;
            for (Army &a : m_armies)
                if (a.id == o.unit) {
                    a.aboard = o.target;
                    a.location = fleet(o.target)->location;
                    m_destination.remove(a.id);
                    m_transit.remove(a.id);
                    m_embarked.append({a.id, o.target});
                }
        }
}

void CampaignGame::forceLost(const QString &id, const QString &name, BattleReport &report)
{
    report.destroyed.append(id);
    m_lostNames.insert(id, name);
    m_destination.remove(id);
    m_transit.remove(id);
}

void CampaignGame::syncAboard()
{
    for (Army &a : m_armies)
        if (!a.aboard.isEmpty())
            if (const Fleet *f = fleet(a.aboard))
                a.location = f->location;
}

void CampaignGame::moveForces()
{
    embarkArmies();
    // Standing destinations: an order sets one; it holds until reached. A
    // land order's destination is the city where the army goes ashore.
    for (int s = 0; s < 2; ++s)
        for (const CampaignOrder &o : m_orders[size_t(s)]) {
            if (o.type != CampaignOrderType::MoveArmy && o.type != CampaignOrderType::MoveFleet
                && o.type != CampaignOrderType::Land)
                continue;
            if (m_destination.value(o.unit) != o.target)
                m_transit.remove(o.unit);
            m_destination.insert(o.unit, o.target);
        }

    QList<Mover> movers;
    QHash<QString, int> delay; // fleets held by embarking armies, days
    for (const auto &[army, fleetId] : std::as_const(m_embarked))
        delay.insert(fleetId, embarkDays);
    const auto plan = [&](bool isFleet, int i, const QString &id, const QString &at, Side side) {
        const QString to = m_destination.value(id);
        if (to.isEmpty() || to == at) {
            m_destination.remove(id);
            m_transit.remove(id);
            return;
        }
        Mover m;
        m.fleet = isFleet;
        m.index = i;
        m.route = m_graph.route(at, to, side, m_cities, isFleet);
        m.transit = m_transit.value(id);
        m.delay = delay.value(id);
        if (m.route.isEmpty()) {
            m_destination.remove(id);
            m_transit.remove(id);
            return;
        }
        movers.append(m);
    };
    for (int i = 0; i < m_armies.size(); ++i)
        if (m_armies.at(i).aboard.isEmpty())
            plan(false, i, m_armies.at(i).id, m_armies.at(i).location, m_armies.at(i).side);
    for (int i = 0; i < m_fleets.size(); ++i)
        plan(true, i, m_fleets.at(i).id, m_fleets.at(i).location, m_fleets.at(i).side);

    const auto enemyAt = [&](const QString &node, Side side, bool fleets) {
        if (fleets) {
            for (const Fleet &f : m_fleets)
                if (f.side != side && f.location == node)
                    return true;
            // RULES "Campaign: forts": a river fort stops the enemy's fleets.
            const NavalLocation w = watersOf(node);
            if (w == NavalLocation::River || w == NavalLocation::RiverMouth)
                for (const Fort &f : m_forts)
                    if (f.opposes(node, side))
                        return true;
        } else {
            for (const Army &a : m_armies)
                if (a.side != side && a.location == node && a.aboard.isEmpty())
                    return true;
        }
        return false;
    };
    // Landings under way: army id → days spent beside the shore.
    QHash<QString, int> landing;
    for (const Army &a : std::as_const(m_armies))
        if (!a.aboard.isEmpty() && m_destination.contains(a.id))
            landing.insert(a.id, m_transit.value(a.id));
    for (const auto &[army, fleetId] : std::as_const(m_embarked))
        landing.insert(army, -embarkDays); // aboard first, then ashore
    // Day by day, every mover in turn (armies, then fleets, in file order),
    // then the landings.
    for (int day = 0; day < m_scenario.start.turnDays; ++day) {
        for (Mover &m : movers) {
            if (m.stopped || m.step >= m.route.nodes.size())
                continue;
            if (m.delay > 0) {
                --m.delay;
                continue;
            }
            if (++m.transit < m.route.days.at(m.step))
                continue;
            const QString node = m.route.nodes.at(m.step++);
            m.transit = 0;
            const Side side = m.fleet ? m_fleets.at(m.index).side : m_armies.at(m.index).side;
            (m.fleet ? m_fleets[m.index].location : m_armies[m.index].location) = node;
            if (m.fleet)
                m_arrival.insert(m_fleets.at(m.index).id, m_turn * 64 + day + 1);
            const City *c = city(node);
            // RULES "Campaign: movement": stop on meeting the enemy, and an
            // army stops in the first enemy city it enters.
            if (enemyAt(node, side, m.fleet) || (!m.fleet && c && c->owner != side))
                m.stopped = true;
        }
        syncAboard();
        for (Army &a : m_armies) {
            const QString to = m_destination.value(a.id);
            if (a.aboard.isEmpty() || to.isEmpty())
                continue;
            const QString at = a.location;
            if (!m_graph.besideShore(at, to))
                continue;
            // Not under the guns of an enemy fort or beside an enemy fleet.
            bool opposed = enemyAt(at, a.side, true);
            for (const Fort &f : m_forts)
                opposed = opposed || f.opposes(at, a.side);
            if (opposed)
                continue;
            // Beside the shore: the fleet waits while the army goes ashore.
            for (Mover &m : movers)
                if (m.fleet && m_fleets.at(m.index).id == a.aboard && m.delay == 0)
                    m.stopped = true;
            if (++landing[a.id] < landDays)
                continue;
            m_landed.append({a.id, to});
            a.aboard.clear();
            a.location = to;
            m_destination.remove(a.id);
            landing.remove(a.id);
        }
    }
    for (const Mover &m : movers) {
        const QString id = m.fleet ? m_fleets.at(m.index).id : m_armies.at(m.index).id;
        const QString at = m.fleet ? m_fleets.at(m.index).location : m_armies.at(m.index).location;
        if (at == m_destination.value(id) || m.stopped)
            m_transit.remove(id);
        else
            m_transit.insert(id, m.transit);
        if (at == m_destination.value(id))
            m_destination.remove(id);
    }
    // A landing cut short by the turn's end goes on next turn (its days counted).
    for (auto it = landing.cbegin(); it != landing.cend(); ++it)
        m_transit.insert(it.key(), it.value());
}

QList<LandBattle> CampaignGame::beginTurn()
{
    if (m_begun || isOver())
        return m_pendingLand;
    m_begun = true;
    moveForces();
    m_pendingLand.clear();
    m_pendingResults.clear();
    for (const City &c : m_cities) {
        LandBattle b;
        b.city = c.id;
        b.terrain = c.terrain;
        b.kind = c.kind;
        b.defender = c.owner;
        for (const Army &a : m_armies)
            if (a.location == c.id && a.aboard.isEmpty())
                b.armies[size_t(a.side)].append(a.id);
        if (!b.armies[0].isEmpty() && !b.armies[1].isEmpty()) {
            m_pendingLand.append(b);
            m_pendingResults.append(std::nullopt);
        }
    }
    m_pendingNaval.clear();
    m_navalResults.clear();
    for (const Fleet &f : m_fleets) {
        if (m_pendingNaval.contains(f.location))
            continue;
        bool meet = false;
        for (const Fleet &g : m_fleets)
            meet = meet || (g.side != f.side && g.location == f.location);
        // RULES "Campaign: forts": a fort fights the enemy fleets that came
        // into its waters this turn.
        if (m_arrival.value(f.id) / 64 == m_turn)
            for (const Fort &fort : m_forts)
                meet = meet || fort.opposes(f.location, f.side);
        if (meet) {
            m_pendingNaval.append(f.location);
            m_navalResults.append(std::nullopt);
        }
    }
    return m_pendingLand;
}

void CampaignGame::setLandResult(int battle, const LandBattleResult &result)
{
    if (battle >= 0 && battle < m_pendingResults.size())
        m_pendingResults[battle] = result;
}

TurnReport CampaignGame::finishTurn()
{
    TurnReport report;
    if (isOver())
        return report;
    beginTurn();
    report.turn = m_turn;
    report.campaign = campaign();
    report.date = date();
    report.weather = m_weather;
    report.embarked = m_embarked;
    report.landed = m_landed;

    for (int i = 0; i < m_pendingLand.size(); ++i) {
        BattleReport b;
        resolveLand(i, b);
        report.battles.append(b);
        ++m_battleCounts[0];
    }
    for (int i = 0; i < m_pendingNaval.size(); ++i) {
        BattleReport b;
        resolveNaval(i, b);
        report.battles.append(b);
        m_battleCounts[1] += b.joined;
    }
    for (const BattleReport &b : report.battles) {
        for (int s = 0; s < 2; ++s)
            if (b.casualties[size_t(s)] > 0)
                send(ScoreEvent::casualties(Side(s), b.casualties[size_t(s)]), report);
        if (b.winner && b.laurels[size_t(*b.winner)] > 0)
            send(ScoreEvent::laurels(*b.winner, b.laurels[size_t(*b.winner)]), report);
    }
    // Ship losses were sent by resolveNaval through m_shipEvents.
    for (const ScoreEvent &e : std::as_const(m_shipEvents))
        send(e, report);
    m_shipEvents.clear();

    captureCities(report);
    for (int s = 0; s < 2; ++s)
        runEconomy(Side(s), report.economy[size_t(s)], report);

    send(ScoreEvent::turn(), report);
    const bool campaignEnds = turnInCampaign() == m_scenario.start.turnsPerCampaign;
    if (campaignEnds)
        send(ScoreEvent::campaignEnd(), report);
    m_history.append({m_turn, report.campaign, m_scores.unionMorale(), m_scores.confederateMorale(),
                      m_scores.opinion()});
    if (campaignEnds && !isOver()) {
        winter();
        report.winter = true;
    }
    ++m_turn;
    if (!isOver())
        rollWeather();
    m_orders = {};
    m_pendingLand.clear();
    m_pendingResults.clear();
    m_pendingNaval.clear();
    m_navalResults.clear();
    m_begun = false;
    m_reports.append(report);
    return report;
}

QString CampaignGame::retreatNode(const QString &from, Side side, bool isFleet) const
{
    // RULES "Campaign: land battles": the nearest neighbour the side owns (a
    // zone for fleets) free of enemy forces; ties by connection order.
    QString best;
    int bestDays = 0;
    const int f = m_graph.index(from);
    for (const CampaignGraph::Edge &e : m_graph.edges(f)) {
        if (e.army == isFleet)
            continue;
        const QString &node = m_graph.id(e.to);
        const City *c = city(node);
        if (c && c->owner != side)
            continue;
        bool enemy = false;
        if (isFleet) {
            for (const Fleet &x : m_fleets)
                enemy = enemy || (x.side != side && x.location == node);
        } else {
            for (const Army &x : m_armies)
                enemy = enemy || (x.side != side && x.location == node && x.aboard.isEmpty());
        }
        if (enemy)
            continue;
        if (best.isEmpty() || e.days < bestDays) {
            best = node;
            bestDays = e.days;
        }
    }
    return best;
}

void CampaignGame::resolveLand(int index, BattleReport &report)
{
    const LandBattle &battle = m_pendingLand.at(index);
    report.node = battle.city;
    report.land = battle;
    LandBattleResult result;
    if (m_pendingResults.at(index)) {
        result = *m_pendingResults.at(index);
    } else {
        std::array<QList<Army>, 2> forces;
        for (int s = 0; s < 2; ++s)
            for (const QString &id : battle.armies[size_t(s)])
                if (const Army *a = army(id))
                    forces[size_t(s)].append(*a);
        result = autoResolveLandBattle(battle, forces, m_rng);
    }
    applyLandResult(battle, result, report);
}

void CampaignGame::applyLandResult(const LandBattle &battle, const LandBattleResult &result, BattleReport &report)
{
    report.result = result;
    report.winner = result.winner;
    std::array<int, 2> casualties = result.casualties;
    for (int s = 0; s < 2; ++s) {
        // Share the side's losses over its brigades (by men unless the hex
        // map said who lost what), then break up brigades too small to fight.
        QList<Brigade *> brigades;
        int men = 0;
        for (Army &a : m_armies)
            if (battle.armies[size_t(s)].contains(a.id))
                for (Brigade &b : a.brigades) {
                    brigades.append(&b);
                    men += b.men;
                }
        int left = std::min(result.casualties[size_t(s)], men);
        int gunsLeft = result.gunsLost[size_t(s)];
        for (Brigade *b : brigades) {
            int loss = result.brigadeLosses.contains(b->id)
                           ? result.brigadeLosses.value(b->id)
                           : int(qint64(result.casualties[size_t(s)]) * b->men / std::max(1, men));
            loss = std::clamp(loss, 0, std::min(left, b->men));
            if (b->guns > 0) {
                const int g = std::min(gunsLeft, b->guns);
                b->guns -= g;
                gunsLeft -= g;
            }
            b->men -= loss;
            left -= loss;
            b->experience = std::min(5, b->experience + experienceGain);
        }
        for (Brigade *b : brigades) // the rounding remainder
            if (left > 0) {
                const int loss = std::min(left, b->men);
                b->men -= loss;
                left -= loss;
            }
    }
    for (Army &a : m_armies) {
        for (int i = a.brigades.size() - 1; i >= 0; --i) {
            Brigade &b = a.brigades[i];
            if (b.men >= minBrigadeMen && !(b.arm == Arm::Artillery && b.guns == 0))
                continue;
            // The remnant joins another brigade of the army, if any.
            for (int j = 0; j < a.brigades.size(); ++j)
                if (j != i && a.brigades.at(j).men >= minBrigadeMen && a.brigades.at(j).arm != Arm::Artillery) {
                    a.brigades[j].men += b.men;
                    break;
                }
            a.brigades.removeAt(i);
        }
    }
    // The loser falls back; a draw sends the attacker back.
    const Side loser = result.winner ? otherSide(*result.winner) : otherSide(battle.defender);
    const QString to = retreatNode(battle.city, loser, false);
    report.retreatTo = to;
    for (int i = m_armies.size() - 1; i >= 0; --i) {
        Army &a = m_armies[i];
        if (!battle.armies[0].contains(a.id) && !battle.armies[1].contains(a.id))
            continue;
        const bool lost = battle.armies[size_t(loser)].contains(a.id);
        if (a.brigades.isEmpty() || (lost && to.isEmpty())) {
            if (lost)
                casualties[size_t(loser)] += a.men(); // surrendered: all prisoners
            forceLost(a.id, a.name, report);
            m_armies.removeAt(i);
            continue;
        }
        if (!lost)
            continue;
        a.location = to;
        m_destination.remove(a.id);
        m_transit.remove(a.id);
        report.retreated.append(a.id);
    }
    report.casualties = casualties;
    if (result.winner)
        report.laurels[size_t(*result.winner)] = laurelsForCasualties(casualties[0] + casualties[1]);
}

void CampaignGame::captureCities(TurnReport &report)
{
    // RULES "Campaign: captures": a city held by armies of one side only,
    // with enough men for its level, passes to that side; the scores count it (RULES §17, the capture table).
    for (City &c : m_cities) {
        std::array<int, 2> men{0, 0};
        std::array<bool, 2> present{false, false};
        for (const Army &a : m_armies)
            if (a.location == c.id && a.aboard.isEmpty()) {
                present[size_t(a.side)] = true;
                men[size_t(a.side)] += a.men();
            }
        const Side enemy = otherSide(c.owner);
        if (!present[size_t(enemy)] || present[size_t(c.owner)] || men[size_t(enemy)] < c.level * captureMenPerLevel)
            continue;
        c.owner = enemy;
        // Its forts fall with it (RULES "Campaign: forts").
        for (Fort &f : m_forts)
            if (f.city == c.id)
                f.battery.side = enemy;
        report.captures.append({c.id, enemy});
        send(ScoreEvent::capture(enemy, c.name, c.level, c.kind), report);
    }
}

} // namespace hardtack
