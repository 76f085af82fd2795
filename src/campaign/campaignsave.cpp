#include "campaignsave.h"

#include "campaignfile.h"
#include "campaignrules.h"

#include "naval/navalfile.h"

#include <QJsonArray>
#include <QSet>

#include <limits>

namespace hardtack {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CampaignSave)
};

QString key(const char *s) { return QString::fromLatin1(s); }

constexpr int maxCount = 1000000; // serials, battles, manpower: a hostile file is refused

template<typename T>
QJsonArray pairJson(const std::array<T, 2> &a)
{
    return QJsonArray{a[0], a[1]};
}

void requirePair(const JsonNode &node)
{
    if (!node.isArray() || node.size() != 2)
        node.fail(Tr::tr("expected [union, confederate]"));
}

std::array<int, 2> readIntPair(const JsonNode &node, int max)
{
    requirePair(node);
    return {node.at(0).integer(0, max), node.at(1).integer(0, max)};
}

std::array<double, 2> readNumberPair(const JsonNode &node, double max)
{
    requirePair(node);
    return {node.at(0).number(0, max), node.at(1).number(0, max)};
}

QJsonValue sideOrNull(const std::optional<Side> &side)
{
    return side ? QJsonValue(sideName(*side)) : QJsonValue();
}

std::optional<Side> readSideOrNull(const JsonNode &node)
{
    if (node.isNull())
        return std::nullopt;
    return Side(node.choice(sideNames()));
}

// --- pending battles: the results the window gave before the save ---

QJsonObject landResultToJson(const LandBattleResult &r)
{
    QJsonObject losses;
    for (auto it = r.brigadeLosses.cbegin(); it != r.brigadeLosses.cend(); ++it)
        losses.insert(it.key(), it.value());
    return QJsonObject{{key("winner"), sideOrNull(r.winner)},  {key("casualties"), pairJson(r.casualties)},
                       {key("gunsLost"), pairJson(r.gunsLost)}, {key("strength"), pairJson(r.strength)},
                       {key("brigadeLosses"), losses},          {key("fought"), r.fought}};
}

LandBattleResult landResultFromJson(const JsonNode &node)
{
    node.allowOnly({key("winner"), key("casualties"), key("gunsLost"), key("strength"), key("brigadeLosses"),
                    key("fought")});
    LandBattleResult r;
    r.winner = readSideOrNull(node.member(key("winner")));
    r.casualties = readIntPair(node.member(key("casualties")), campaignlimits::maxMen * 100);
    r.gunsLost = readIntPair(node.member(key("gunsLost")), campaignlimits::maxGuns * 100);
    r.strength = readNumberPair(node.member(key("strength")), std::numeric_limits<double>::max());
    const JsonNode losses = node.member(key("brigadeLosses"));
    if (!losses.isObject())
        losses.fail(Tr::tr("expected an object of brigade ids and men lost"));
    for (const QString &id : losses.keys())
        r.brigadeLosses.insert(id, losses.member(id).integer(0, campaignlimits::maxMen));
    r.fought = node.member(key("fought")).boolean();
    return r;
}

// The parts of a naval resolution the campaign reads (campaignnaval.cpp):
// whether battle was joined, the sides' totals, and the outcome; ship
// outcomes by ship id (the order of the battle's ships is the file's).
QJsonObject navalResultToJson(const NavalBattle &battle, const NavalResolution &r)
{
    const NavalOutcome &o = r.outcome;
    QJsonArray ships;
    for (int i = 0; i < o.ships.size() && i < battle.ships.size(); ++i) {
        const ShipOutcome &s = o.ships.at(i);
        ships.append(QJsonObject{{key("id"), battle.ships.at(i).id},
                                 {key("hull"), s.hull},
                                 {key("propulsion"), s.propulsion},
                                 {key("hullTaken"), s.hullTaken},
                                 {key("propulsionTaken"), s.propulsionTaken},
                                 {key("crew"), s.crew},
                                 {key("crewLost"), s.crewLost},
                                 {key("fate"), shipFateNames().at(int(s.fate))},
                                 {key("brokeOff"), s.brokeOff},
                                 {key("fledTo"), s.fledTo}});
    }
    QJsonObject outcome{{key("winner"), sideOrNull(o.winner)},
                              {key("ships"), ships},
                              {key("strengthBefore"), pairJson(o.strengthBefore)},
                              {key("strengthAfter"), pairJson(o.strengthAfter)},
                              {key("lossShare"), pairJson(o.lossShare)},
                              {key("laurels"), pairJson(o.laurels)},
                              {key("lossPoints"), pairJson(o.lossPoints)},
                              {key("casualties"), pairJson(o.casualties)}};
    QJsonArray batteries;
    for (int i = 0; i < o.batteries.size() && i < battle.batteries.size(); ++i) {
        const BatteryOutcome &b = o.batteries.at(i);
        batteries.append(QJsonObject{{key("id"), battle.batteries.at(i).id}, {key("batteries"), b.batteries},
                                     {key("men"), b.men}, {key("batteriesLost"), b.batteriesLost},
                                     {key("menLost"), b.menLost}, {key("destroyed"), b.destroyed}});
    }
    outcome.insert(key("batteries"), batteries);
    return QJsonObject{{key("battle"), navalBattleToJson(battle)},
                       {key("joined"), r.situation.battle},
                       {key("total"), pairJson(r.total)},
                       {key("outcome"), outcome}};
}

std::pair<NavalBattle, NavalResolution> navalResultFromJson(const JsonNode &node)
{
    node.allowOnly({key("battle"), key("joined"), key("total"), key("outcome")});
    const NavalBattle battle = navalBattleFromJson(node.member(key("battle")));
    NavalResolution r;
    r.situation.battle = node.member(key("joined")).boolean();
    constexpr double big = std::numeric_limits<double>::max();
    r.total = readNumberPair(node.member(key("total")), big);
    const JsonNode on = node.member(key("outcome"));
    on.allowOnly({key("winner"), key("ships"), key("strengthBefore"), key("strengthAfter"), key("lossShare"),
                  key("laurels"), key("lossPoints"), key("casualties"), key("batteries")});
    NavalOutcome &o = r.outcome;
    o.winner = readSideOrNull(on.member(key("winner")));
    o.strengthBefore = readNumberPair(on.member(key("strengthBefore")), big);
    o.strengthAfter = readNumberPair(on.member(key("strengthAfter")), big);
    o.lossShare = readNumberPair(on.member(key("lossShare")), 1);
    o.laurels = readIntPair(on.member(key("laurels")), maxCount);
    o.lossPoints = readIntPair(on.member(key("lossPoints")), maxCount);
    o.casualties = readIntPair(on.member(key("casualties")), maxCount);
    const JsonNode ships = on.member(key("ships"));
    if (ships.size() != battle.ships.size())
        ships.fail(Tr::tr("expected one outcome for each of the battle's %1 ships").arg(battle.ships.size()));
    o.ships.resize(battle.ships.size());
    QSet<QString> seen;
    for (int i = 0, n = ships.size(); i < n; ++i) {
        const JsonNode s = ships.at(i);
        s.allowOnly({key("id"), key("hull"), key("propulsion"), key("hullTaken"), key("propulsionTaken"),
                     key("crew"), key("crewLost"), key("fate"), key("brokeOff"), key("fledTo")});
        const JsonNode idNode = s.member(key("id"));
        const QString id = idNode.string();
        int k = -1;
        for (int j = 0; j < battle.ships.size(); ++j)
            if (battle.ships.at(j).id == id)
                k = j;
        if (k < 0 || seen.contains(id))
            idNode.fail(Tr::tr("\"%1\" is not a ship of the battle, or is listed twice").arg(id.left(60)));
        seen.insert(id);
        ShipOutcome &so = o.ships[k];
        so.hull = s.member(key("hull")).integer(0, 5);
        so.propulsion = s.member(key("propulsion")).integer(0, 5);
        so.hullTaken = s.member(key("hullTaken")).integer(0, 5);
        so.propulsionTaken = s.member(key("propulsionTaken")).integer(0, 5);
        so.crew = s.member(key("crew")).number(0, 100);
        so.crewLost = s.member(key("crewLost")).integer(0, maxCount);
        so.fate = ShipFate(s.member(key("fate")).choice(shipFateNames()));
        so.brokeOff = s.member(key("brokeOff")).boolean();
        so.fledTo = s.member(key("fledTo")).string(true);
    }
    o.batteries.resize(battle.batteries.size());
    if (const auto batteries = on.optionalMember(key("batteries"))) {
        if (batteries->size() != battle.batteries.size())
            batteries->fail(Tr::tr("expected one outcome for each of the battle's %1 batteries").arg(battle.batteries.size()));
        for (int i = 0, n = batteries->size(); i < n; ++i) {
            const JsonNode b = batteries->at(i);
            b.allowOnly({key("id"), key("batteries"), key("men"), key("batteriesLost"), key("menLost"), key("destroyed")});
            if (b.member(key("id")).string() != battle.batteries.at(i).id)
                b.member(key("id")).fail(Tr::tr("expected the battery \"%1\"").arg(battle.batteries.at(i).id.left(60)));
            BatteryOutcome &bo = o.batteries[i];
            bo.batteries = b.member(key("batteries")).integer(0, maxCount);
            bo.men = b.member(key("men")).integer(0, maxCount);
            bo.batteriesLost = b.member(key("batteriesLost")).integer(0, maxCount);
            bo.menLost = b.member(key("menLost")).integer(0, maxCount);
            bo.destroyed = b.member(key("destroyed")).boolean();
        }
    } else {
        for (int i = 0; i < battle.batteries.size(); ++i) {
            o.batteries[i].batteries = battle.batteries.at(i).batteries;
            o.batteries[i].men = battle.batteries.at(i).men;
        }
    }
    return {battle, r};
}

QJsonObject economyToJson(const SideEconomy &e)
{
    return QJsonObject{{key("money"), e.money},         {key("tax"), e.tax},
                       {key("tariff"), e.tariff},       {key("greenbacks"), e.greenbacks},
                       {key("greenbackValue"), e.greenbackValue}, {key("drafted"), e.drafted},
                       {key("manpower"), e.manpower}};
}

SideEconomy economyFromJson(const JsonNode &node)
{
    node.allowOnly({key("money"), key("tax"), key("tariff"), key("greenbacks"), key("greenbackValue"),
                    key("drafted"), key("manpower")});
    SideEconomy e;
    e.money = node.member(key("money")).number(-campaignlimits::maxMoney, campaignlimits::maxMoney);
    e.tax = node.member(key("tax")).number(0, campaignlimits::maxRate);
    e.tariff = node.member(key("tariff")).number(0, campaignlimits::maxRate);
    e.greenbacks = node.member(key("greenbacks")).boolean();
    e.greenbackValue = node.member(key("greenbackValue")).number(0, 100);
    e.drafted = node.member(key("drafted")).boolean();
    e.manpower = node.member(key("manpower")).integer(0, std::numeric_limits<int>::max());
    return e;
}

} // namespace

// Friend of CampaignGame: the whole state out and back in.
struct CampaignSaveAccess
{
    static QJsonObject write(const CampaignGame &g);
    static std::unique_ptr<CampaignGame> read(const JsonNode &root);
};

QJsonObject CampaignSaveAccess::write(const CampaignGame &g)
{
    QJsonObject owners;
    for (const City &c : g.m_cities)
        owners.insert(c.id, sideName(c.owner));
    QJsonArray armies, fleets, marches;
    for (const Army &a : g.m_armies)
        armies.append(armyToJson(a));
    for (const Fleet &f : g.m_fleets)
        fleets.append(fleetToJson(f));
    QStringList units;
    for (const Army &a : g.m_armies)
        units.append(a.id);
    for (const Fleet &f : g.m_fleets)
        units.append(f.id);
    for (const QString &id : units) {
        if (!g.m_destination.contains(id) && !g.m_transit.contains(id))
            continue;
        QJsonObject m{{key("unit"), id}};
        if (g.m_destination.contains(id))
            m.insert(key("to"), g.m_destination.value(id));
        if (g.m_transit.contains(id))
            m.insert(key("days"), g.m_transit.value(id));
        marches.append(m);
    }
    QJsonObject economy, orders;
    for (int s = 0; s < 2; ++s) {
        economy.insert(sideNames().at(s), economyToJson(g.m_economy[size_t(s)]));
        QJsonArray list;
        for (const CampaignOrder &o : g.m_orders[size_t(s)])
            list.append(campaignOrderToJson(o));
        orders.insert(sideNames().at(s), list);
    }
    QJsonArray events, history;
    for (const ScoreEvent &e : g.m_scoreEvents)
        events.append(scoreEventToJson(e));
    for (const TurnScores &t : g.m_history)
        history.append(QJsonObject{{key("turn"), t.turn}, {key("campaign"), t.campaign},
                                   {key("unionMorale"), t.unionMorale},
                                   {key("confederateMorale"), t.confederateMorale}, {key("opinion"), t.opinion}});
    QJsonObject forts, arrivals;
    for (const Fort &f : g.m_forts)
        forts.insert(f.battery.id, QJsonObject{{key("batteries"), f.battery.batteries}, {key("men"), f.battery.men}});
    for (const Fleet &f : g.m_fleets)
        if (g.m_arrival.value(f.id) > 0)
            arrivals.insert(f.id, g.m_arrival.value(f.id));
    QJsonObject out{{key("format"), key(kCampaignSaveFormat)},
                    {key("version"), 1},
                    {key("campaign"), campaignToJson(g.m_scenario)},
                    {key("seed"), QString::number(g.m_seed)},
                    {key("rng"), g.m_rng.toJson()},
                    {key("turn"), g.m_turn},
                    {key("serial"), g.m_serial},
                    {key("owners"), owners},
                    {key("armies"), armies},
                    {key("fleets"), fleets},
                    {key("forts"), forts},
                    {key("arrivals"), arrivals},
                    {key("weather"), QJsonObject{{key("wind"), windNames().at(int(g.m_weather.wind))},
                                                 {key("onshore"), g.m_weather.onshore}}},
                    {key("marches"), marches},
                    {key("economy"), economy},
                    {key("orders"), orders},
                    {key("scoreEvents"), events},
                    {key("history"), history},
                    {key("battles"), QJsonObject{{key("land"), g.m_battleCounts[0]},
                                                 {key("naval"), g.m_battleCounts[1]}}}};
    if (g.m_begun) {
        QJsonArray land, naval;
        for (int i = 0; i < g.m_pendingLand.size(); ++i) {
            const LandBattle &b = g.m_pendingLand.at(i);
            QJsonObject o{{key("city"), b.city},
                          {key("armies"), QJsonObject{{sideNames().at(0), QJsonArray::fromStringList(b.armies[0])},
                                                      {sideNames().at(1), QJsonArray::fromStringList(b.armies[1])}}}};
            if (g.m_pendingResults.at(i))
                o.insert(key("result"), landResultToJson(*g.m_pendingResults.at(i)));
            land.append(o);
        }
        for (int i = 0; i < g.m_pendingNaval.size(); ++i) {
            QJsonObject o{{key("node"), g.m_pendingNaval.at(i)}};
            if (const auto &r = g.m_navalResults.at(i))
                o.insert(key("result"), navalResultToJson(r->first, r->second));
            naval.append(o);
        }
        out.insert(key("pending"), QJsonObject{{key("land"), land}, {key("naval"), naval}});
    }
    return out;
}

std::unique_ptr<CampaignGame> CampaignSaveAccess::read(const JsonNode &root)
{
    root.allowOnly({key("format"), key("version"), key("campaign"), key("seed"), key("rng"), key("turn"),
                    key("serial"), key("owners"), key("armies"), key("fleets"), key("forts"), key("arrivals"),
                    key("weather"), key("marches"), key("economy"), key("orders"), key("scoreEvents"),
                    key("history"), key("battles"), key("pending")});
    const CampaignScenario scenario = campaignFromJson(root.member(key("campaign")));
    const JsonNode seedNode = root.member(key("seed"));
    bool ok = false;
    const quint64 seed = seedNode.string().toULongLong(&ok);
    if (!ok)
        seedNode.fail(Tr::tr("expected the seed as a decimal string"));
    auto game = std::make_unique<CampaignGame>(scenario, seed);
    CampaignGame &g = *game;

    const JsonNode rngNode = root.member(key("rng"));
    std::optional<Rng> rng;
    if (rngNode.isArray())
        rng = Rng::fromJson(rngNode.value().toArray());
    if (!rng)
        rngNode.fail(Tr::tr("expected four 16-digit hex strings, not all zero"));
    g.m_rng = *rng;
    const int lastTurn = scenario.start.campaigns * scenario.start.turnsPerCampaign;
    g.m_turn = root.member(key("turn")).integer(1, lastTurn + 1);
    g.m_serial = root.member(key("serial")).integer(0, maxCount);

    const JsonNode owners = root.member(key("owners"));
    QStringList cityIds;
    for (const City &c : scenario.cities)
        cityIds.append(c.id);
    owners.allowOnly(cityIds);
    for (City &c : g.m_cities)
        c.owner = Side(owners.member(c.id).choice(sideNames()));

    QSet<QString> units, shipIds;
    g.m_armies.clear();
    const JsonNode armies = root.member(key("armies"));
    for (int i = 0, n = armies.size(); i < n; ++i) {
        Army a = armyFromJson(armies.at(i), units);
        if (scenario.cityIndex(a.location) < 0 && a.aboard.isEmpty())
            armies.at(i).member(key("location")).fail(Tr::tr("an army stands in a city; \"%1\" is none").arg(a.location.left(60)));
        g.m_armies.append(a);
    }
    g.m_fleets.clear();
    const JsonNode fleets = root.member(key("fleets"));
    for (int i = 0, n = fleets.size(); i < n; ++i) {
        Fleet f = fleetFromJson(fleets.at(i), units, shipIds);
        if (!scenario.isFleetNode(f.location))
            fleets.at(i).member(key("location")).fail(
                Tr::tr("a fleet lies in a zone, a port or a river city; \"%1\" is none").arg(f.location.left(60)));
        g.m_fleets.append(f);
    }
    for (int i = 0; i < g.m_armies.size(); ++i) {
        const Army &a = g.m_armies.at(i);
        if (a.aboard.isEmpty())
            continue;
        const Fleet *f = g.fleet(a.aboard);
        if (!f || f->side != a.side)
            armies.at(i).member(key("aboard")).fail(Tr::tr("no fleet of its side \"%1\"").arg(a.aboard.left(60)));
        if (f->location != a.location)
            armies.at(i).member(key("location")).fail(
                Tr::tr("an army aboard lies where its fleet lies, \"%1\"").arg(f->location.left(60)));
    }
    if (const auto forts = root.optionalMember(key("forts"))) {
        QStringList ids;
        for (const Fort &f : g.m_forts)
            ids.append(f.battery.id);
        forts->allowOnly(ids);
        for (Fort &f : g.m_forts) {
            if (const City *c = g.city(f.city))
                f.battery.side = c->owner;
            const auto state = forts->optionalMember(f.battery.id);
            if (!state)
                continue;
            state->allowOnly({key("batteries"), key("men")});
            f.battery.batteries = state->member(key("batteries")).integer(0, maxCount);
            f.battery.men = state->member(key("men")).integer(0, maxCount);
        }
    }
    if (const auto arrivals = root.optionalMember(key("arrivals"))) {
        QStringList ids;
        for (const Fleet &f : g.m_fleets)
            ids.append(f.id);
        arrivals->allowOnly(ids);
        for (const QString &id : arrivals->keys())
            g.m_arrival.insert(id, arrivals->member(id).integer(0, maxCount));
    }
    if (const auto weather = root.optionalMember(key("weather"))) {
        weather->allowOnly({key("wind"), key("onshore")});
        g.m_weather.wind = Wind(weather->member(key("wind")).choice(windNames()));
        g.m_weather.onshore = weather->member(key("onshore")).boolean();
    }
    const JsonNode marches = root.member(key("marches"));
    for (int i = 0, n = marches.size(); i < n; ++i) {
        const JsonNode m = marches.at(i);
        m.allowOnly({key("unit"), key("to"), key("days")});
        const JsonNode unit = m.member(key("unit"));
        const QString id = unit.string();
        if (!g.army(id) && !g.fleet(id))
            unit.fail(Tr::tr("no army or fleet \"%1\"").arg(id.left(60)));
        if (g.m_destination.contains(id) || g.m_transit.contains(id))
            unit.fail(Tr::tr("a second march of \"%1\"").arg(id.left(60)));
        if (const auto to = m.optionalMember(key("to"))) {
            const QString node = to->string();
            if (g.m_graph.index(node) < 0)
                to->fail(Tr::tr("unknown city or zone \"%1\"").arg(node.left(60)));
            g.m_destination.insert(id, node);
        }
        if (const auto days = m.optionalMember(key("days")))
            g.m_transit.insert(id, days->integer(0, campaignlimits::maxDays));
    }

    const JsonNode economy = root.member(key("economy"));
    economy.allowOnly(sideNames());
    for (int s = 0; s < 2; ++s)
        g.m_economy[size_t(s)] = economyFromJson(economy.member(sideNames().at(s)));

    // The scores: the saved events replayed from the campaign's start.
    const JsonNode events = root.member(key("scoreEvents"));
    g.m_scores = Scores();
    g.m_scores.setStart(scenario.unionMorale, scenario.confederateMorale, scenario.opinion);
    g.m_scoreEvents.clear();
    int turns = 0;
    for (int i = 0, n = events.size(); i < n; ++i) {
        const ScoreEvent e = scoreEventFromJson(events.at(i));
        turns += e.type == ScoreEventType::Turn;
        g.m_scores.apply(e);
        g.m_scoreEvents.append(e);
    }
    if (turns != g.m_turn - 1)
        events.fail(Tr::tr("the events count %1 turns played; the save is at turn %2").arg(turns).arg(g.m_turn));
    const JsonNode history = root.member(key("history"));
    if (history.size() != turns)
        history.fail(Tr::tr("expected one entry for each of the %1 turns played").arg(turns));
    for (int i = 0, n = history.size(); i < n; ++i) {
        const JsonNode h = history.at(i);
        h.allowOnly({key("turn"), key("campaign"), key("unionMorale"), key("confederateMorale"), key("opinion")});
        TurnScores t;
        t.turn = h.member(key("turn")).integer(1, lastTurn);
        t.campaign = h.member(key("campaign")).integer(1, scenario.start.campaigns);
        t.unionMorale = h.member(key("unionMorale")).number(0, 1000);
        t.confederateMorale = h.member(key("confederateMorale")).number(0, 1000);
        t.opinion = h.member(key("opinion")).number(0, 1000);
        g.m_history.append(t);
    }
    const JsonNode battles = root.member(key("battles"));
    battles.allowOnly({key("land"), key("naval")});
    g.m_battleCounts = {battles.member(key("land")).integer(0, maxCount),
                        battles.member(key("naval")).integer(0, maxCount)};

    // Orders: before the turn began they are given again, so the state must
    // accept each as it did; after, the forces have moved and they are kept.
    const auto pending = root.optionalMember(key("pending"));
    const JsonNode orders = root.member(key("orders"));
    orders.allowOnly(sideNames());
    for (int s = 0; s < 2; ++s) {
        const JsonNode list = orders.member(sideNames().at(s));
        for (int i = 0, n = list.size(); i < n; ++i) {
            const CampaignOrder o = campaignOrderFromJson(list.at(i));
            if (o.side != Side(s))
                list.at(i).member(key("side")).fail(Tr::tr("an order of the other side"));
            if (pending) {
                g.m_orders[size_t(s)].append(o);
                continue;
            }
            const OrderProblem problem = g.give(o);
            if (problem != OrderProblem::None)
                list.at(i).fail(campaignOrderProblemText(problem));
        }
    }

    if (pending) {
        pending->allowOnly({key("land"), key("naval")});
        g.m_begun = true;
        const JsonNode land = pending->member(key("land"));
        for (int i = 0, n = land.size(); i < n; ++i) {
            const JsonNode b = land.at(i);
            b.allowOnly({key("city"), key("armies"), key("result")});
            const JsonNode cityNode = b.member(key("city"));
            const City *c = g.city(cityNode.string());
            if (!c)
                cityNode.fail(Tr::tr("unknown city \"%1\"").arg(cityNode.string().left(60)));
            LandBattle battle;
            battle.city = c->id;
            battle.terrain = c->terrain;
            battle.kind = c->kind;
            battle.defender = c->owner;
            const JsonNode sides = b.member(key("armies"));
            sides.allowOnly(sideNames());
            for (int s = 0; s < 2; ++s) {
                const JsonNode ids = sides.member(sideNames().at(s));
                if (ids.size() == 0)
                    ids.fail(Tr::tr("a battle needs armies of both sides"));
                for (int k = 0, nk = ids.size(); k < nk; ++k) {
                    const QString id = ids.at(k).string();
                    const Army *a = g.army(id);
                    if (!a || a->side != Side(s) || a->location != c->id)
                        ids.at(k).fail(Tr::tr("no %1 army \"%2\" in %3").arg(sideNames().at(s), id.left(60), c->id));
                    battle.armies[size_t(s)].append(id);
                }
            }
            g.m_pendingLand.append(battle);
            g.m_pendingResults.append(std::nullopt);
            if (const auto r = b.optionalMember(key("result")))
                g.m_pendingResults.last() = landResultFromJson(*r);
        }
        const JsonNode naval = pending->member(key("naval"));
        for (int i = 0, n = naval.size(); i < n; ++i) {
            const JsonNode b = naval.at(i);
            b.allowOnly({key("node"), key("result")});
            const JsonNode nodeNode = b.member(key("node"));
            const QString node = nodeNode.string();
            if (!scenario.isFleetNode(node))
                nodeNode.fail(Tr::tr("\"%1\" is not a zone, a port or a river city").arg(node.left(60)));
            g.m_pendingNaval.append(node);
            g.m_navalResults.append(std::nullopt);
            if (const auto r = b.optionalMember(key("result")))
                g.m_navalResults.last() = navalResultFromJson(*r);
        }
    }
    return game;
}

QJsonObject campaignSaveToJson(const CampaignGame &game)
{
    return CampaignSaveAccess::write(game);
}

std::unique_ptr<CampaignGame> campaignSaveFromJson(const JsonNode &root)
{
    return CampaignSaveAccess::read(root);
}

bool saveCampaignGame(const CampaignGame &game, const QString &file, QString *error)
{
    return writeJsonFile(file, campaignSaveToJson(game), error);
}

std::unique_ptr<CampaignGame> loadCampaignSave(const QString &file, LoadError *error)
{
    try {
        return campaignSaveFromJson(readDocument(file, key(kCampaignSaveFormat), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return nullptr;
}

std::unique_ptr<CampaignGame> parseCampaignSave(const QByteArray &bytes, const QString &file, LoadError *error)
{
    try {
        return campaignSaveFromJson(parseDocument(bytes, file, key(kCampaignSaveFormat), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return nullptr;
}

} // namespace hardtack
