// Naval battles of the campaign (docs/RULES.md "Campaign: naval battles"):
// fleets of both sides on one node fight with the naval engine (RULES §16),
// the naval computer player giving the orders a player did not give in the
// naval dialog. Laurels, ships lost and crew casualties become score events.

#include "campaigngame.h"

#include "ai/naval/navalai.h"

namespace hardtack {

NavalBattle CampaignGame::navalBattleAt(const QString &node) const
{
    NavalBattle b;
    b.name = m_scenario.nodeName(node);
    // The water decides the location: a sea zone is the open sea, a river
    // reach a river, a port city its harbour, another city its river.
    const int z = m_scenario.zoneIndex(node);
    if (z >= 0)
        b.location = m_scenario.zones.at(z).kind == ZoneKind::Sea ? NavalLocation::Sea : NavalLocation::River;
    else if (const City *c = city(node))
        b.location = c->port ? NavalLocation::Harbor : NavalLocation::River;
    b.wind = Wind::Moderate;
    for (int s = 0; s < 2; ++s)
        for (const Fleet &f : m_fleets)
            if (f.location == node && f.side == Side(s))
                for (Ship ship : f.ships) {
                    ship.ordersGiven = false;
                    ship.group = 0;
                    b.ships.append(ship);
                }
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
        for (int s = 0; s < 2; ++s)
            chooseNavalOrders(battle, Side(s));
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
    for (Fleet &f : m_fleets) {
        if (f.location != node)
            continue;
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
    const QString to = beaten ? retreatNode(node, loser, true) : QString();
    report.retreatTo = to;
    for (int i = m_fleets.size() - 1; i >= 0; --i) {
        Fleet &f = m_fleets[i];
        if (f.location != node)
            continue;
        if (f.ships.isEmpty()) {
            report.destroyed.append(f.id);
            m_lostNames.insert(f.id, f.name);
            m_destination.remove(f.id);
            m_transit.remove(f.id);
            m_fleets.removeAt(i);
            continue;
        }
        if (beaten && f.side == loser && !to.isEmpty()) {
            f.location = to;
            m_destination.remove(f.id);
            m_transit.remove(f.id);
            report.retreated.append(f.id);
        }
    }
}

} // namespace hardtack
