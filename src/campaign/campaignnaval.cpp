// Naval battles of the campaign (docs/RULES.md "Campaign: naval battles"):
// fleets of both sides on one node fight with the naval engine (RULES §16),
// the naval computer player giving the orders a player did not give in the
// naval dialog. Laurels, ships lost and crew casualties become score events.

#include "campaigngame.h"


#include <algorithm>
#include <cmath>

namespace hardtack {

NavalBattle CampaignGame::navalBattleAt(const QString &node) const
{
    NavalBattle b;
    b.name = m_scenario.nodeName(node);
    // RULES "Campaign: waters": the node's waters and the turn's weather.
    b.location = watersOf(node);
    b.wind = m_weather.wind;
    b.onshoreWind = b.location == NavalLocation::Coastal && m_weather.onshore;
    // Arrival order (RULES "Campaign: naval battles"): each fleet is a group,
    // the earliest arrived furthest to windward; fleets come on the same day
    // share a group.
    QList<int> stamps;
    for (const Fleet &f : m_fleets)
        if (f.location == node && !stamps.contains(m_arrival.value(f.id)))
            stamps.append(m_arrival.value(f.id));
    std::sort(stamps.begin(), stamps.end());
    std::array<bool, 2> ships{false, false};
    for (int s = 0; s < 2; ++s)
        for (const Fleet &f : m_fleets)
            if (f.location == node && f.side == Side(s))
                for (Ship ship : f.ships) {
                    ship.ordersGiven = false;
                    ship.group = int(stamps.indexOf(m_arrival.value(f.id)));
                    b.ships.append(ship);
                    ships[size_t(s)] = true;
                }
    // The forts that command these waters fight when the enemy has ships here.
    for (const Fort &f : m_forts)
        if (f.opposes(node, otherSide(f.battery.side)) && ships[size_t(otherSide(f.battery.side))])
            b.batteries.append(f.battery);
    return b;
}

QList<NavalBattle> CampaignGame::navalBattles() const
{
    QList<NavalBattle> out;
    for (const QString &node : m_pendingNaval)
        out.append(navalBattleAt(node));
    return out;
}

void CampaignGame::setNavalResult(int battle, const NavalBattle &fought, const NavalResolution &resolution)
{
    if (battle >= 0 && battle < m_navalResults.size())
        m_navalResults[battle] = std::make_pair(fought, resolution);
}

QString CampaignGame::fleeNode(const QString &from, Side side, FleeOrder order) const
{
    // RULES "Campaign: naval battles": harbor, the nearest own port (or river
    // city) within a turn's sailing that is not blockaded and holds no enemy
    // fleet; open sea, the nearest sea or coastal zone within a turn's
    // sailing free of enemy fleets. The victors on the battle's node do not
    // close a port. With no such place the other choice, then an adjacent
    // node free of the enemy.
    const QVector<int> dist = m_graph.distances(from, side, m_cities, true);
    const auto enemyFleet = [&](const QString &node, bool besides) {
        QStringList around{node};
        if (besides)
            around += m_graph.neighbours(node, true);
        for (const Fleet &f : m_fleets)
            if (f.side != side && f.location != from && around.contains(f.location))
                for (const Ship &s : f.ships)
                    if (!s.isTransport() || !besides)
                        return true;
        return false;
    };
    const auto nearest = [&](FleeOrder kind) {
        QString best;
        for (int n = 0; n < dist.size(); ++n) {
            if (dist[n] <= 0 || dist[n] > m_scenario.start.turnDays)
                continue;
            const QString &id = m_graph.id(n);
            if (kind == FleeOrder::Harbor) {
                const City *c = city(id);
                if (!c || c->owner != side || !c->fleetNode() || enemyFleet(id, c->port))
                    continue;
            } else {
                const NavalLocation w = watersOf(id);
                if (city(id) || (w != NavalLocation::Sea && w != NavalLocation::Coastal) || enemyFleet(id, false))
                    continue;
            }
            if (best.isEmpty() || dist[n] < dist[m_graph.index(best)])
                best = id;
        }
        return best;
    };
    QString to = nearest(order);
    if (to.isEmpty())
        to = nearest(order == FleeOrder::Harbor ? FleeOrder::OpenSea : FleeOrder::Harbor);
    if (to.isEmpty())
        to = retreatNode(from, side, true);
    return to;
}

void CampaignGame::loseMenAboard(const QString &fleetId, double share, double capturedShare, BattleReport &report)
{
    // RULES "Campaign: armies at sea": the armies aboard lose the share of
    // their men that rode in the transports lost (drowned or, with captured
    // transports, prisoners); with no transport left, all of them.
    for (int i = m_armies.size() - 1; i >= 0; --i) {
        Army &a = m_armies[i];
        if (a.aboard != fleetId)
            continue;
        const int men = a.men();
        int lost = share >= 1 ? men : int(std::lround(men * share));
        const int prisoners = share >= 1 && capturedShare <= 0 ? 0 : int(std::lround(lost * capturedShare / std::max(share, 1e-9)));
        report.lostAboard[size_t(a.side)] += lost;
        report.prisonersAboard[size_t(a.side)] += std::min(prisoners, lost);
        report.casualties[size_t(a.side)] += lost;
        for (Brigade &b : a.brigades) {
            const int l = std::min(b.men, share >= 1 ? b.men : int(std::lround(b.men * share)));
            b.men -= std::min(l, lost);
            lost -= std::min(l, lost);
            if (share >= 1 && b.guns > 0)
                b.guns = 0;
        }
        for (int k = a.brigades.size() - 1; k >= 0; --k)
            if (a.brigades.at(k).men <= 0)
                a.brigades.removeAt(k);
        if (a.brigades.isEmpty()) {
            forceLost(a.id, a.name, report);
            m_armies.removeAt(i);
        }
    }
}

void CampaignGame::resolveNaval(int index, BattleReport &report)
{
    const QString node = m_pendingNaval.at(index);
    report.naval = true;
    report.node = node;
    NavalBattle battle;
    NavalResolution r;
    if (m_navalResults.at(index)) {
        battle = m_navalResults.at(index)->first;
        r = m_navalResults.at(index)->second;
    } else {
        battle = navalBattleAt(node);
        // Each side's player answers its view; the orders go through the
        // naval door (a refused one is skipped: the ship keeps its orders).
        for (int s = 0; s < 2; ++s)
            if (m_navalPlayers[size_t(s)])
                for (const NavalOrder &o : m_navalPlayers[size_t(s)](navalSideView(battle, Side(s))))
                    applyNavalOrder(battle, Side(s), o);
        r = resolveNavalBattle(battle, m_rng);
    }
    const NavalOutcome &o = r.outcome;
    report.navalBattle = battle;
    report.navalOutcome = o;
    report.joined = r.situation.battle;
    report.winner = o.winner;
    if (o.winner)
        report.laurels[size_t(*o.winner)] = o.laurels[size_t(*o.winner)];

    // Carry each ship's fate back to its fleet.
    QHash<QString, int> shipIndex;
    for (int i = 0; i < battle.ships.size() && i < o.ships.size(); ++i)
        shipIndex.insert(battle.ships.at(i).id, i);
    QList<Ship> captured;
    struct Carried
    {
        QString fleet;
        int before = 0, lost = 0, captured = 0;
    };
    QList<Carried> carried;
    for (Fleet &f : m_fleets) {
        if (f.location != node)
            continue;
        Carried load{f.id, f.capacity(), 0, 0};
        for (int i = f.ships.size() - 1; i >= 0; --i) {
            Ship &ship = f.ships[i];
            const int k = shipIndex.value(ship.id, -1);
            if (k < 0)
                continue;
            const ShipOutcome &so = o.ships.at(k);
            ship.hull = std::min(so.hull, 4);
            ship.propulsion = so.propulsion;
            ship.crew = so.crew;
            if (so.fate == ShipFate::Sunk || so.fate == ShipFate::Captured) {
                // RULES §17: loss points, and the crew lost as casualties.
                m_shipEvents.append(ScoreEvent::shipLost(f.side, ship.type, so.crewLost));
                ++report.shipsLost[size_t(f.side)];
                const int room = shipCapacity(ship.type);
                load.lost += room;
                if (so.fate == ShipFate::Captured)
                    load.captured += room;
                if (so.fate == ShipFate::Captured) {
                    Ship prize = ship;
                    prize.side = otherSide(f.side);
                    prize.crew = 50; // a prize crew [default]
                    captured.append(prize);
                }
                f.ships.removeAt(i);
            } else {
                report.casualties[size_t(f.side)] += so.crewLost;
            }
        }
        carried.append(load);
    }
    for (const Carried &c : std::as_const(carried))
        if (c.lost > 0 && c.before > 0) {
            const Fleet *f = fleet(c.fleet);
            const bool none = !f || f->capacity() == 0;
            loseMenAboard(c.fleet, none ? 1.0 : double(c.lost) / c.before, double(c.captured) / c.before, report);
        }
    // The forts' batteries silenced and gunners lost (RULES "Campaign: forts").
    for (int b = 0; b < battle.batteries.size() && b < o.batteries.size(); ++b)
        for (Fort &fort : m_forts)
            if (fort.battery.id == battle.batteries.at(b).id) {
                fort.battery.batteries = o.batteries.at(b).batteries;
                fort.battery.men = o.batteries.at(b).men;
                report.casualties[size_t(fort.battery.side)] += o.batteries.at(b).menLost;
                report.forts.append(fort.battery.id);
            }
    // Prizes join the first fleet of the captor on the node.
    for (const Ship &prize : captured)
        for (Fleet &f : m_fleets)
            if (f.location == node && f.side == prize.side) {
                f.ships.append(prize);
                break;
            }
    // Sunk to the last ship: the fleet is gone. The beaten fleets fall back.
    // No winner (the battle evaded or drawn): the weaker side moves off.
    const bool beaten = o.winner.has_value() || r.total[0] != r.total[1];
    const Side loser = o.winner ? otherSide(*o.winner) : (r.total[0] < r.total[1] ? Side::Union : Side::Confederate);
    // Flight (RULES "Campaign: naval battles"): where the beaten fleet's
    // ships were ordered to run, harbor or open sea, by most of its ships.
    const auto fleeOrderOf = [&](const Fleet &f) {
        int harbor = 0, sea = 0;
        for (const Ship &s : battle.ships)
            for (const Ship &mine : f.ships)
                if (mine.id == s.id)
                    (s.orders.flee == FleeOrder::Harbor ? harbor : sea) += 1;
        return harbor >= sea ? FleeOrder::Harbor : FleeOrder::OpenSea;
    };
    for (int i = m_fleets.size() - 1; i >= 0; --i) {
        Fleet &f = m_fleets[i];
        if (f.location != node)
            continue;
        if (f.ships.isEmpty()) {
            forceLost(f.id, f.name, report);
            m_fleets.removeAt(i);
            continue;
        }
        const QString to = beaten && f.side == loser ? fleeNode(node, loser, fleeOrderOf(f)) : QString();
        if (!to.isEmpty()) {
            if (report.retreatTo.isEmpty())
                report.retreatTo = to;
            f.location = to;
            m_destination.remove(f.id);
            m_transit.remove(f.id);
            report.retreated.append(f.id);
        }
    }
    syncAboard();
}

} // namespace hardtack
