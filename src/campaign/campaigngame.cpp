#include "campaigngame.h"

#include "campaignrules.h"
#include "scoretables.h"

#include <QSet>

namespace hardtack {

using namespace campaignrules;

CampaignGame::CampaignGame(const CampaignScenario &scenario, quint64 seed)
    : m_scenario(scenario), m_graph(scenario), m_seed(seed), m_rng(seed), m_cities(scenario.cities),
      m_armies(scenario.armies), m_fleets(scenario.fleets), m_forts(scenario.forts)
{
    for (Fort &f : m_forts)
        if (const City *c = city(f.city))
            f.battery.side = c->owner;
    for (int s = 0; s < 2; ++s) {
        const Treasury &t = scenario.treasury[size_t(s)];
        SideEconomy &e = m_economy[size_t(s)];
        e.money = t.money;
        e.tax = t.tax;
        e.tariff = t.tariff;
        e.greenbacks = t.greenbacks;
        e.manpower = manpowerPerLevel * levels(Side(s));
    }
    m_scores.setStart(scenario.unionMorale, scenario.confederateMorale, scenario.opinion);
    // The file's rates replace the defaults of the scores engine at once
    // (RULES §17: the rate penalty counts from the first turn).
    for (int s = 0; s < 2; ++s) {
        const SideEconomy &e = m_economy[size_t(s)];
        if (e.tax != scorerules::initialTax[size_t(s)] || e.tariff != scorerules::initialTariff[size_t(s)])
        {
            m_scoreEvents.append(ScoreEvent::rates(Side(s), e.tax, e.tariff));
            m_scores.apply(m_scoreEvents.constLast());
        }
    }
    rollWeather();
}

void CampaignGame::rollWeather()
{
    // RULES "Campaign: weather": one die for the wind, one for the coast.
    const int month = date().month();
    const SeasonWeather &w = month == 12 || month <= 2 ? winterWeather
                             : month >= 6 && month <= 8 ? summerWeather
                                                        : otherWeather;
    const int wind = m_rng.d6();
    m_weather.wind = wind <= w.lightUpTo ? Wind::Light : wind >= w.strongFrom ? Wind::Strong : Wind::Moderate;
    m_weather.onshore = m_rng.d6() >= w.onshoreFrom;
}

NavalLocation CampaignGame::watersOf(const QString &node) const
{
    const int z = m_scenario.zoneIndex(node);
    if (z >= 0)
        return m_scenario.zones.at(z).kind;
    if (const City *c = city(node))
        return c->waters;
    return NavalLocation::Sea;
}

int CampaignGame::roomAboard(const Fleet &fleet) const
{
    int room = fleet.capacity();
    for (const Army &a : m_armies)
        if (a.aboard == fleet.id)
            room -= a.load();
    return std::max(0, room);
}

const City *CampaignGame::city(const QString &id) const
{
    const int i = m_graph.index(id);
    return i >= 0 && m_graph.isCity(i) ? &m_cities.at(i) : nullptr;
}

const Army *CampaignGame::army(const QString &id) const
{
    for (const Army &a : m_armies)
        if (a.id == id)
            return &a;
    return nullptr;
}

const Fleet *CampaignGame::fleet(const QString &id) const
{
    for (const Fleet &f : m_fleets)
        if (f.id == id)
            return &f;
    return nullptr;
}

int CampaignGame::campaign() const
{
    return std::min(scorerules::campaigns, (m_turn - 1) / m_scenario.start.turnsPerCampaign + 1);
}

int CampaignGame::turnInCampaign() const
{
    return (m_turn - 1) % m_scenario.start.turnsPerCampaign + 1;
}

QDate CampaignGame::date() const
{
    // A winter lasts as long as the turns of a campaign leave of a year.
    const int perCampaign = m_scenario.start.turnsPerCampaign * m_scenario.start.turnDays;
    const int winterDays = std::max(0, 365 - perCampaign);
    return m_scenario.start.date.addDays((m_turn - 1) * m_scenario.start.turnDays + (campaign() - 1) * winterDays);
}

int CampaignGame::levels(Side side) const
{
    int n = 0;
    for (const City &c : m_cities)
        if (c.owner == side)
            n += c.level;
    return n;
}

bool CampaignGame::blockaded(const QString &cityId) const
{
    // RULES "Campaign: economy": a Confederate port is blockaded while a
    // Union fleet with a warship lies in it or on a fleet node joined to it.
    const City *c = city(cityId);
    if (!c || !c->port)
        return false;
    QStringList around = m_graph.neighbours(cityId, true);
    around.append(cityId);
    for (const Fleet &f : m_fleets) {
        if (f.side == c->owner || !around.contains(f.location))
            continue;
        for (const Ship &s : f.ships)
            if (!s.isTransport())
                return true;
    }
    return false;
}

CampaignView CampaignGame::view(Side side) const
{
    CampaignView v;
    v.side = side;
    v.turn = m_turn;
    v.cities = m_cities;
    v.economy = m_economy[size_t(side)];
    v.unionMorale = m_scores.unionMorale();
    v.confederateMorale = m_scores.confederateMorale();
    v.opinion = m_scores.opinion();
    // RULES "Campaign: what a side sees".
    QSet<QString> seen;
    for (const City &c : m_cities)
        if (c.owner == side)
            seen.insert(c.id);
    const auto watch = [&](const QString &node) {
        seen.insert(node);
        for (const QString &n : m_graph.neighbours(node))
            seen.insert(n);
    };
    for (const Army &a : m_armies)
        if (a.side == side)
            watch(a.location);
    for (const Fleet &f : m_fleets)
        if (f.side == side)
            watch(f.location);
    for (const Army &a : m_armies)
        if (a.side == side || seen.contains(a.location))
            v.armies.append(a);
    for (const Fleet &f : m_fleets)
        if (f.side == side || seen.contains(f.location))
            v.fleets.append(f);
    v.forts = m_forts;
    v.weather = m_weather;
    return v;
}

SideEconomy CampaignGame::projected(Side side) const
{
    SideEconomy e = m_economy[size_t(side)];
    for (const CampaignOrder &o : m_orders[size_t(side)]) {
        const OrderPreview p = evaluate(o, e, false);
        e.money += p.money;
        e.manpower += p.manpower;
        if (o.type == CampaignOrderType::Draft)
            e.drafted = true;
        if (o.type == CampaignOrderType::Greenbacks) {
            e.greenbacks = true;
            for (const ScoreEvent &ev : p.events)
                e.greenbackValue = ev.value;
        }
        if (o.type == CampaignOrderType::Rates) {
            e.tax = o.tax;
            e.tariff = o.tariff;
        }
    }
    return e;
}

OrderPreview CampaignGame::evaluate(const CampaignOrder &o, const SideEconomy &e, bool withScores) const
{
    OrderPreview p;
    if (isOver()) {
        p.problem = OrderProblem::GameOver;
        return p;
    }
    const auto fail = [&](OrderProblem problem) {
        p.problem = problem;
        return p;
    };
    switch (o.type) {
    case CampaignOrderType::MoveArmy:
    case CampaignOrderType::MoveFleet: {
        const bool isFleet = o.type == CampaignOrderType::MoveFleet;
        QString at;
        Side owner = o.side;
        if (isFleet) {
            const Fleet *f = fleet(o.unit);
            if (!f)
                return fail(OrderProblem::UnknownUnit);
            at = f->location;
            owner = f->side;
        } else {
            const Army *a = army(o.unit);
            if (!a)
                return fail(OrderProblem::UnknownUnit);
            at = a->location;
            owner = a->side;
            if (owner == o.side && !a->aboard.isEmpty())
                return fail(OrderProblem::Aboard);
        }
        if (owner != o.side)
            return fail(OrderProblem::NotYours);
        if (m_graph.index(o.target) < 0)
            return fail(OrderProblem::UnknownNode);
        if (o.target == at)
            return p; // stay: cancels a march
        const Route r = m_graph.route(at, o.target, o.side, m_cities, isFleet);
        if (r.isEmpty())
            return fail(OrderProblem::NoRoute);
        p.days = r.total;
        p.turns = (r.total + m_scenario.start.turnDays - 1) / m_scenario.start.turnDays;
        // The capture it would make this turn, as far as the side can see.
        if (!isFleet && r.total <= m_scenario.start.turnDays)
            previewCapture(o, p);
        break;
    }
    case CampaignOrderType::Embark: {
        // RULES "Campaign: armies at sea": in an own port or river city, onto
        // an own fleet there or in the waters beside it, with room aboard.
        const Army *a = army(o.unit);
        const Fleet *f = fleet(o.target);
        if (!a || !f)
            return fail(OrderProblem::UnknownUnit);
        if (a->side != o.side || f->side != o.side)
            return fail(OrderProblem::NotYours);
        if (!a->aboard.isEmpty())
            return fail(OrderProblem::Aboard);
        const City *c = city(a->location);
        if (!c || c->owner != o.side || !c->fleetNode())
            return fail(OrderProblem::NotShore);
        if (!m_graph.besideShore(f->location, c->id))
            return fail(OrderProblem::NotTogether);
        int room = roomAboard(*f);
        for (const CampaignOrder &other : m_orders[size_t(o.side)])
            if (other.type == CampaignOrderType::Embark && other.target == f->id && other.unit != a->id)
                if (const Army *b = army(other.unit))
                    room -= b->load();
        if (room < a->load())
            return fail(OrderProblem::NoRoom);
        p.days = embarkDays;
        break;
    }
    case CampaignOrderType::Land: {
        const Army *a = army(o.unit);
        if (!a)
            return fail(OrderProblem::UnknownUnit);
        if (a->side != o.side)
            return fail(OrderProblem::NotYours);
        // Landing now or after an embark order of this turn.
        QString carrier = a->aboard;
        for (const CampaignOrder &other : m_orders[size_t(o.side)])
            if (other.type == CampaignOrderType::Embark && other.unit == a->id)
                carrier = other.target;
        const Fleet *f = fleet(carrier);
        if (!f)
            return fail(OrderProblem::NotAboard);
        const City *c = city(o.target);
        if (!c)
            return fail(OrderProblem::UnknownNode);
        // The fleet's waters now, or where it is bound (this turn's order or a standing one).
        QString bound = m_destination.value(f->id);
        for (const CampaignOrder &other : m_orders[size_t(o.side)])
            if (other.type == CampaignOrderType::MoveFleet && other.unit == f->id)
                bound = other.target;
        if (!m_graph.besideShore(f->location, c->id) && !m_graph.besideShore(bound, c->id))
            return fail(OrderProblem::NoLanding);
        p.days = landDays;
        previewCapture(o, p);
        break;
    }
    case CampaignOrderType::Rates:
        if (o.tax < 0 || o.tax > maxTax || o.tariff < 0 || o.tariff > maxTariff)
            return fail(OrderProblem::RateOutOfRange);
        p.perTurn = true;
        p.events.append(ScoreEvent::rates(o.side, o.tax, o.tariff));
        break;
    case CampaignOrderType::Greenbacks: {
        if (o.amount < 1 || o.amount > maxIssue)
            return fail(OrderProblem::AmountOutOfRange);
        // RULES "Campaign: economy": the fall is the issue over the backing
        // of the side's economic levels.
        const double backing = backingPerLevel * std::max(1, levels(o.side));
        const double value = std::max(greenbackFloor, e.greenbackValue - o.amount * 100.0 / backing);
        p.money = o.amount;
        p.events.append(ScoreEvent::greenback(o.side, value));
        break;
    }
    case CampaignOrderType::Draft:
        if (e.drafted)
            return fail(OrderProblem::AlreadyDrafted);
        p.manpower = draftManpowerTurns * manpowerPerLevel * levels(o.side);
        p.events.append(ScoreEvent::draft(o.side));
        break;
    case CampaignOrderType::Recruit:
    case CampaignOrderType::Build: {
        const City *c = city(o.target);
        if (!c)
            return fail(OrderProblem::UnknownNode);
        if (c->owner != o.side)
            return fail(OrderProblem::NotOwnedCity);
        for (const Army &a : m_armies)
            if (a.side != o.side && a.location == c->id)
                return fail(OrderProblem::EnemyInCity);
        if (o.type == CampaignOrderType::Recruit) {
            const RecruitCost &cost = recruit[size_t(o.arm)];
            if (e.manpower < cost.men)
                return fail(OrderProblem::NotEnoughMen);
            p.money = -cost.money;
            p.manpower = -cost.men;
        } else {
            const bool riverCraft = o.ship == ShipType::RI || o.ship == ShipType::RG || o.ship == ShipType::RT;
            if (riverCraft && c->river.isEmpty())
                return fail(OrderProblem::NotRiverCity);
            if (!riverCraft && !c->port)
                return fail(OrderProblem::NotPort);
            p.money = -shipCost[size_t(o.ship)];
        }
        if (e.money + p.money < 0)
            return fail(OrderProblem::NotEnoughMoney);
        break;
    }
    }
    if (!withScores)
        return p;
    // The score change: the order's events on a copy of the scores (rates:
    // one turn with them against one turn without).
    Scores with = m_scores;
    with.applyAll(p.events);
    if (p.perTurn) {
        Scores without = m_scores;
        with.apply(ScoreEvent::turn());
        without.apply(ScoreEvent::turn());
        for (int k = 0; k < 3; ++k)
            p.scores[size_t(k)] = with.score(ScoreKind(k)) - without.score(ScoreKind(k));
    } else {
        for (int k = 0; k < 3; ++k)
            p.scores[size_t(k)] = with.score(ScoreKind(k)) - m_scores.score(ScoreKind(k));
    }
    return p;
}

void CampaignGame::previewCapture(const CampaignOrder &o, OrderPreview &p) const
{
    const City *target = city(o.target);
    if (!target || target->owner == o.side)
        return;
    for (const Army &a : view(o.side).armies)
        if (a.side != o.side && a.location == o.target && a.aboard.isEmpty())
            return;
    p.conditional = true;
    p.events.append(ScoreEvent::capture(o.side, target->name, target->level, target->kind));
}

OrderPreview CampaignGame::preview(const CampaignOrder &order) const
{
    return evaluate(order, projected(order.side));
}

OrderProblem CampaignGame::give(const CampaignOrder &order)
{
    const OrderPreview p = evaluate(order, projected(order.side), false);
    if (!p.ok())
        return p.problem;
    QList<CampaignOrder> &list = m_orders[size_t(order.side)];
    // A new move or rates order for the same unit (or side) replaces the old one.
    for (int i = list.size() - 1; i >= 0; --i) {
        const CampaignOrder &old = list.at(i);
        // Embark then land is one voyage: a land order keeps the embark.
        const bool sameMove = order.isMovement() && old.isMovement() && old.unit == order.unit
                              && !(order.type == CampaignOrderType::Land && old.type == CampaignOrderType::Embark);
        if (sameMove || (order.type == CampaignOrderType::Rates && old.type == CampaignOrderType::Rates))
            list.removeAt(i);
    }
    list.append(order);
    return OrderProblem::None;
}

void CampaignGame::clearOrders(Side side)
{
    m_orders[size_t(side)].clear();
}

} // namespace hardtack
