// The economy step of a turn and the winter between campaigns
// (docs/RULES.md "Campaign: economy", "Campaign: winter"). Every number is in
// campaignrules.h.

#include "campaigngame.h"

#include "campaignrules.h"

#include "core/names.h"

#include <cmath>

namespace hardtack {

using namespace campaignrules;

CampaignGame::Income CampaignGame::income(Side side) const
{
    // RULES "Campaign: economy": tax on every owned city's level, tariff on
    // every owned port's level; the blockade cuts a Confederate port's tariff
    // (a Union port cannot be blockaded: the Confederacy has no blockaders
    // to speak of, but the same rule would apply).
    Income in;
    const SideEconomy &e = m_economy[size_t(side)];
    for (const City &c : m_cities) {
        if (c.owner != side)
            continue;
        in.tax += c.level * e.tax * taxPerLevelPercent;
        if (!c.port)
            continue;
        const double tariff = c.level * e.tariff * tariffPerLevelPercent;
        if (side == Side::Confederate && blockaded(c.id)) {
            in.tariff += tariff * blockadedTariffShare;
            in.lost += tariff * (1 - blockadedTariffShare);
            in.blockaded.append(c.id);
        } else {
            in.tariff += tariff;
        }
    }
    return in;
}

int CampaignGame::manpowerPerTurn(Side side) const
{
    const double growth = m_economy[size_t(side)].drafted ? draftManpowerGrowth : 1.0;
    return int(std::lround(manpowerPerLevel * levels(side) * growth));
}

double CampaignGame::upkeep(Side side) const
{
    int men = 0, ships = 0;
    for (const Army &a : m_armies)
        if (a.side == side)
            men += a.men();
    for (const Fleet &f : m_fleets)
        if (f.side == side)
            ships += int(f.ships.size());
    return men / 1000.0 * upkeepPerThousandMen + ships * upkeepPerShip;
}

QString CampaignGame::newId(const QString &prefix)
{
    for (;;) {
        const QString id = QStringLiteral("%1-%2").arg(prefix).arg(++m_serial);
        bool taken = army(id) || fleet(id);
        for (const Army &a : m_armies)
            for (const Brigade &b : a.brigades)
                taken = taken || b.id == id || a.leader.id == id;
        for (const Fleet &f : m_fleets)
            for (const Ship &s : f.ships)
                taken = taken || s.id == id;
        if (!taken)
            return id;
    }
}

void CampaignGame::carryOut(const CampaignOrder &o, const OrderPreview &p, TurnReport &report)
{
    SideEconomy &e = m_economy[size_t(o.side)];
    const QString prefix = o.side == Side::Union ? QStringLiteral("u") : QStringLiteral("c");
    e.money += p.money;
    e.manpower += p.manpower;
    switch (o.type) {
    case CampaignOrderType::MoveArmy:
    case CampaignOrderType::MoveFleet:
    case CampaignOrderType::Embark:
    case CampaignOrderType::Land: return;
    case CampaignOrderType::Rates:
        if (e.tax == o.tax && e.tariff == o.tariff)
            return;
        e.tax = o.tax;
        e.tariff = o.tariff;
        break;
    case CampaignOrderType::Greenbacks:
        e.greenbacks = true;
        e.greenbackValue = p.events.constFirst().value;
        break;
    case CampaignOrderType::Draft: e.drafted = true; break;
    case CampaignOrderType::Recruit: {
        const RecruitCost &cost = recruit[size_t(o.arm)];
        Brigade b;
        b.id = newId(prefix + QStringLiteral("-brigade"));
        // Named after the city that raised it, as the volunteer regiments were.
        const QString where = m_scenario.nodeName(o.target);
        // Stored as a key, worded by the narrator in the reader's language.
        const QStringList whereNo{where, QString::number(m_serial)};
        b.name = o.arm == Arm::Infantry  ? generatedName(namekey::infantryNo, whereNo)
                 : o.arm == Arm::Cavalry ? generatedName(namekey::cavalryNo, whereNo)
                                         : generatedName(namekey::artilleryNo, whereNo);
        b.arm = o.arm;
        b.men = cost.men;
        b.guns = cost.guns;
        b.quality = recruitQuality[size_t(o.side)];
        for (Army &a : m_armies)
            if (a.side == o.side && a.location == o.target && a.aboard.isEmpty()) {
                a.brigades.append(b);
                return;
            }
        Army a;
        a.id = newId(prefix + QStringLiteral("-army"));
        a.name = generatedName(namekey::armyAt, {where});
        a.side = o.side;
        a.location = o.target;
        a.leader.id = newId(prefix + QStringLiteral("-leader"));
        a.leader.name = generatedName(namekey::commanderAt, {where});
        a.leader.rating = 3; // D: a new command [default]
        a.brigades.append(b);
        m_armies.append(a);
        return;
    }
    case CampaignOrderType::Build: {
        Ship s;
        s.id = newId(prefix + QStringLiteral("-ship"));
        const QString where = m_scenario.nodeName(o.target);
        s.name = generatedName(namekey::shipNo, {where, QString::number(m_serial)});
        s.side = o.side;
        s.type = o.ship;
        s.complement = shipTypeInfo(o.ship).complement;
        s.experience = 16; // RULES §16: the norm, no modifier
        s.ram = s.isIronclad();
        s.ordersGiven = false;
        for (Fleet &f : m_fleets)
            if (f.side == o.side && f.location == o.target) {
                f.ships.append(s);
                return;
            }
        Fleet f;
        f.id = newId(prefix + QStringLiteral("-fleet"));
        f.name = generatedName(namekey::squadronAt, {where});
        f.side = o.side;
        f.location = o.target;
        f.ships.append(s);
        m_fleets.append(f);
        return;
    }
    }
    for (const ScoreEvent &ev : p.events)
        send(ev, report);
}

void CampaignGame::runEconomy(Side side, EconomyReport &economy, TurnReport &report)
{
    SideEconomy &e = m_economy[size_t(side)];
    const Income in = income(side);
    economy.taxIncome = in.tax;
    economy.tariffIncome = in.tariff;
    economy.tariffLost = in.lost;
    economy.blockaded = in.blockaded;
    e.money += in.tax + in.tariff;

    // The side's economic orders, in the order given, checked again now.
    for (const CampaignOrder &o : std::as_const(m_orders[size_t(side)])) {
        if (o.isMovement())
            continue;
        const OrderPreview p = evaluate(o, e, false);
        if (!p.ok()) {
            economy.refused.append(o);
            continue;
        }
        if (p.money < 0)
            economy.spent -= p.money;
        if (o.type == CampaignOrderType::Greenbacks)
            economy.issued += p.money;
        carryOut(o, p, report);
    }

    economy.upkeep = upkeep(side);
    if (e.money >= economy.upkeep) {
        e.money -= economy.upkeep;
    } else {
        // Unpaid: men desert (RULES "Campaign: economy").
        e.money = 0;
        economy.deserted = true;
        for (Army &a : m_armies)
            if (a.side == side)
                for (Brigade &b : a.brigades)
                    b.men -= int(std::lround(b.men * desertionUnpaid));
    }
    e.manpower += manpowerPerTurn(side);
    // Ships in an own port mend.
    for (Fleet &f : m_fleets) {
        const City *c = city(f.location);
        if (f.side != side || !c || c->owner != side)
            continue;
        for (Ship &s : f.ships) {
            s.hull = std::max(0, s.hull - repairPerTurnInPort);
            s.propulsion = std::max(0, s.propulsion - repairPerTurnInPort);
        }
    }
}

void CampaignGame::winter()
{
    // RULES §17 [default]: the winter between campaigns is for economy and
    // recruitment: income and manpower of several turns, stragglers back,
    // ships repaired.
    for (int s = 0; s < 2; ++s) {
        const Side side = Side(s);
        const Income in = income(side);
        m_economy[size_t(s)].money += (in.tax + in.tariff) * winterIncomeTurns;
        m_economy[size_t(s)].manpower += winterManpowerTurns * manpowerPerTurn(side);
    }
    for (Army &a : m_armies)
        for (Brigade &b : a.brigades)
            b.men += int(std::lround(b.men * winterRecovery));
    for (Fleet &f : m_fleets)
        for (Ship &s : f.ships) {
            s.hull = 0;
            s.propulsion = 0;
            s.crew = 100;
        }
    // Forts rebuild batteries (RULES "Campaign: forts"), gunners with them.
    for (int i = 0; i < m_forts.size(); ++i) {
        NavalBattery &b = m_forts[i].battery;
        const NavalBattery &built = m_scenario.forts.at(i).battery;
        const int rebuilt = std::min(fortBatteriesRebuiltInWinter, built.batteries - b.batteries);
        if (rebuilt <= 0)
            continue;
        b.batteries += rebuilt;
        b.men = std::min(built.men, b.men + rebuilt * built.men / std::max(1, built.batteries));
    }
}

} // namespace hardtack
