#include "campaignfile.h"

#include "scoretables.h"

#include "naval/navalfile.h"

#include <QJsonArray>
#include <QSet>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CampaignFile)
};

QString key(const char *s) { return QString::fromLatin1(s); }


QPointF readPos(const JsonNode &node)
{
    if (!node.isArray() || node.size() != 2)
        node.fail(Tr::tr("expected [longitude, latitude]"));
    return QPointF(node.at(0).number(-180, 180), node.at(1).number(-90, 90));
}

QJsonArray posJson(QPointF p) { return QJsonArray{p.x(), p.y()}; }

// Ids of one namespace (nodes; or armies, brigades, leaders, fleets and ships).
void requireNew(const JsonNode &node, const QString &id, QSet<QString> &ids, const QString &what)
{
    if (ids.contains(id))
        node.fail(Tr::tr("duplicate id \"%1\" (ids of %2 must be unique)").arg(id.left(60), what));
    ids.insert(id);
}

CampaignLeader readLeader(const JsonNode &node, QSet<QString> &ids)
{
    node.allowOnly({key("id"), key("name"), key("rating")});
    CampaignLeader l;
    const JsonNode id = node.member(key("id"));
    l.id = id.string();
    requireNew(id, l.id, ids, Tr::tr("armies, brigades, leaders, fleets and ships"));
    l.name = node.member(key("name")).name();
    l.rating = node.member(key("rating")).rating();
    return l;
}

Brigade readBrigade(const JsonNode &node, QSet<QString> &ids)
{
    Brigade b = brigadeFromJson(node);
    requireNew(node.member(key("id")), b.id, ids, Tr::tr("armies, brigades, leaders, fleets and ships"));
    if (b.leader) {
        const JsonNode id = node.member(key("leader")).member(key("id"));
        requireNew(id, b.leader->id, ids, Tr::tr("armies, brigades, leaders, fleets and ships"));
    }
    return b;
}

City readCity(const JsonNode &node)
{
    node.allowOnly({key("id"), key("name"), key("state"), key("pos"), key("owner"), key("level"), key("kind"),
                    key("port"), key("river"), key("waters"), key("theater"), key("terrain")});
    City c;
    c.id = node.member(key("id")).name();
    c.name = node.member(key("name")).name();
    c.state = node.member(key("state")).string();
    c.pos = readPos(node.member(key("pos")));
    c.owner = Side(node.member(key("owner")).choice(sideNames()));
    c.level = node.member(key("level")).integer(1, campaignlimits::maxLevel);
    c.kind = CityKind(node.member(key("kind")).choice(cityKindNames()));
    if (const auto p = node.optionalMember(key("port")))
        c.port = p->boolean();
    if (const auto r = node.optionalMember(key("river")))
        c.river = r->string();
    c.waters = c.port ? NavalLocation::Harbor : NavalLocation::River;
    if (const auto w = node.optionalMember(key("waters"))) {
        if (!c.fleetNode())
            w->fail(Tr::tr("only a port or a river city has waters"));
        c.waters = NavalLocation(w->choice(navalLocationNames()));
        if (c.waters == NavalLocation::Sea)
            w->fail(Tr::tr("a city's waters are coastal, harbor, river or river-mouth"));
    }
    c.theater = Theater(node.member(key("theater")).choice(theaterNames()));
    c.terrain = CityTerrain(node.member(key("terrain")).choice(cityTerrainNames()));
    return c;
}

Zone readZone(const JsonNode &node)
{
    node.allowOnly({key("id"), key("name"), key("kind"), key("pos")});
    Zone z;
    z.id = node.member(key("id")).name();
    z.name = node.member(key("name")).name();
    z.kind = ZoneKind(node.member(key("kind")).choice(zoneKindNames()));
    z.pos = readPos(node.member(key("pos")));
    return z;
}

Treasury readTreasury(const JsonNode &node)
{
    node.allowOnly({key("money"), key("tax"), key("tariff"), key("greenbacks")});
    Treasury t;
    t.money = node.member(key("money")).number(0, campaignlimits::maxMoney);
    t.tax = node.member(key("tax")).number(0, campaignlimits::maxRate);
    t.tariff = node.member(key("tariff")).number(0, campaignlimits::maxRate);
    if (const auto g = node.optionalMember(key("greenbacks")))
        t.greenbacks = g->boolean();
    return t;
}

void readStart(const JsonNode &node, CampaignStart &s)
{
    node.allowOnly({key("date"), key("turnDays"), key("campaigns"), key("turnsPerCampaign")});
    const JsonNode date = node.member(key("date"));
    s.date = QDate::fromString(date.string(), Qt::ISODate);
    if (!s.date.isValid())
        date.fail(Tr::tr("expected a date YYYY-MM-DD"));
    s.turnDays = node.member(key("turnDays")).integer(1, campaignlimits::maxTurnDays);
    // RULES §17: the war lasts six campaigns; the scores count exactly that.
    const JsonNode campaigns = node.member(key("campaigns"));
    s.campaigns = campaigns.integer(1, 100);
    if (s.campaigns != scorerules::campaigns)
        campaigns.fail(Tr::tr("the war lasts %1 campaigns (RULES §17)").arg(scorerules::campaigns));
    s.turnsPerCampaign = node.member(key("turnsPerCampaign")).integer(1, campaignlimits::maxTurnsPerCampaign);
}

void readTranslations(const JsonNode &node, CampaignScenario &c)
{
    if (!node.isObject())
        node.fail(Tr::tr("expected an object of language codes"));
    for (const QString &lang : node.keys()) {
        const JsonNode t = node.member(lang);
        t.allowOnly({key("name"), key("description")});
        CampaignText text;
        if (const auto n = t.optionalMember(key("name")))
            text.name = n->string();
        if (const auto d = t.optionalMember(key("description")))
            text.description = d->string(true);
        c.translations.insert(lang, text);
    }
}

// Cross-references: every id a connection, army or fleet names exists and
// fits (armies stand in cities, fleets in zones, ports or river cities).
void checkReferences(const JsonNode &root, const CampaignScenario &c)
{
    const JsonNode cities = root.member(key("cities"));
    int richmond = -1, washington = -1;
    for (int i = 0; i < c.cities.size(); ++i) {
        const CityKind k = c.cities.at(i).kind;
        int &seen = k == CityKind::Richmond ? richmond : washington;
        if (k != CityKind::Richmond && k != CityKind::Washington)
            continue;
        if (seen >= 0)
            cities.at(i).member(key("kind")).fail(Tr::tr("a second \"%1\" city (there is exactly one)")
                                                     .arg(nameOf(cityKindNames(), k)));
        seen = i;
    }
    if (richmond < 0)
        cities.fail(Tr::tr("no city of kind \"richmond\" (the Confederate capital)"));
    if (washington < 0)
        cities.fail(Tr::tr("no city of kind \"washington\" (the Union capital)"));

    QSet<QString> linked;
    const JsonNode links = root.member(key("connections"));
    for (int i = 0; i < c.connections.size(); ++i) {
        const Connection &k = c.connections.at(i);
        const JsonNode node = links.at(i);
        for (const auto &[end, id] : {std::pair{key("from"), k.from}, std::pair{key("to"), k.to}}) {
            const bool isCity = c.cityIndex(id) >= 0;
            if (!isCity && c.zoneIndex(id) < 0)
                node.member(end).fail(Tr::tr("unknown city or zone \"%1\"").arg(id.left(60)));
            if (k.forArmies() && !isCity)
                node.member(end).fail(Tr::tr("a %1 connection joins cities; \"%2\" is a zone")
                                          .arg(nameOf(linkKindNames(), k.kind), id.left(60)));
            if (k.forFleets() && !c.isFleetNode(id))
                node.member(end).fail(Tr::tr("a %1 connection joins zones, ports and river cities; \"%2\" is none")
                                          .arg(nameOf(linkKindNames(), k.kind), id.left(60)));
            linked.insert(id);
        }
        if (k.from == k.to)
            node.member(key("to")).fail(Tr::tr("a connection from \"%1\" to itself").arg(k.to.left(60)));
    }
    for (int i = 0; i < c.cities.size(); ++i)
        if (!linked.contains(c.cities.at(i).id))
            cities.at(i).member(key("id")).fail(Tr::tr("city \"%1\" has no connection").arg(c.cities.at(i).id.left(60)));
    const JsonNode zones = root.member(key("zones"));
    for (int i = 0; i < c.zones.size(); ++i)
        if (!linked.contains(c.zones.at(i).id))
            zones.at(i).member(key("id")).fail(Tr::tr("zone \"%1\" has no connection").arg(c.zones.at(i).id.left(60)));

    const JsonNode armies = root.member(key("armies"));
    for (int i = 0; i < c.armies.size(); ++i) {
        const Army &a = c.armies.at(i);
        const QString &at = a.location;
        if (!a.aboard.isEmpty()) {
            // Aboard: on its fleet, wherever the fleet lies.
            const Fleet *carrier = nullptr;
            for (const Fleet &f : c.fleets)
                if (f.id == a.aboard)
                    carrier = &f;
            const JsonNode aboard = armies.at(i).member(key("aboard"));
            if (!carrier)
                aboard.fail(Tr::tr("unknown fleet \"%1\"").arg(a.aboard.left(60)));
            if (carrier->side != a.side)
                aboard.fail(Tr::tr("fleet \"%1\" is the other side's").arg(a.aboard.left(60)));
            if (carrier->location != at)
                armies.at(i).member(key("location")).fail(
                    Tr::tr("an army aboard lies where its fleet lies, \"%1\"").arg(carrier->location.left(60)));
            continue;
        }
        if (c.cityIndex(at) < 0)
            armies.at(i).member(key("location")).fail(
                c.zoneIndex(at) >= 0 ? Tr::tr("an army stands in a city; \"%1\" is a zone").arg(at.left(60))
                                     : Tr::tr("unknown city \"%1\"").arg(at.left(60)));
    }
    if (const auto forts = root.optionalMember(key("forts")))
        for (int i = 0; i < c.forts.size(); ++i) {
            const Fort &f = c.forts.at(i);
            if (c.cityIndex(f.city) < 0)
                forts->at(i).member(key("city")).fail(Tr::tr("unknown city \"%1\"").arg(f.city.left(60)));
            if (!c.isFleetNode(f.waters))
                forts->at(i).member(key("waters")).fail(
                    Tr::tr("a fort commands a zone, a port or a river city; \"%1\" is none").arg(f.waters.left(60)));
        }
    if (const auto fleets = root.optionalMember(key("fleets"))) {
        for (int i = 0; i < c.fleets.size(); ++i) {
            const QString &at = c.fleets.at(i).location;
            const JsonNode node = fleets->at(i).member(key("location"));
            if (c.cityIndex(at) < 0 && c.zoneIndex(at) < 0)
                node.fail(Tr::tr("unknown city or zone \"%1\"").arg(at.left(60)));
            if (!c.isFleetNode(at))
                node.fail(Tr::tr("a fleet lies in a zone, a port or a river city; \"%1\" is none").arg(at.left(60)));
        }
    }
}

} // namespace

Brigade brigadeFromJson(const JsonNode &node)
{
    node.allowOnly({key("id"), key("name"), key("arm"), key("men"), key("guns"), key("quality"),
                    key("experience"), key("leader")});
    Brigade b;
    b.id = node.member(key("id")).name();
    b.name = node.member(key("name")).name();
    b.arm = Arm(node.member(key("arm")).choice(armNames()));
    b.men = node.member(key("men")).integer(1, campaignlimits::maxMen);
    if (b.arm == Arm::Artillery)
        b.guns = node.member(key("guns")).integer(1, campaignlimits::maxGuns);
    else if (const auto g = node.optionalMember(key("guns")))
        g->fail(Tr::tr("only artillery brigades have guns"));
    b.quality = node.member(key("quality")).rating();
    b.experience = node.member(key("experience")).integer(0, campaignlimits::maxExperience);
    if (const auto l = node.optionalMember(key("leader"))) {
        QSet<QString> none;
        b.leader = readLeader(*l, none);
    }
    return b;
}

QJsonObject leaderToJson(const CampaignLeader &l)
{
    return QJsonObject{{key("id"), l.id}, {key("name"), l.name}, {key("rating"), ratingString(l.rating)}};
}

QJsonObject brigadeToJson(const Brigade &b)
{
    QJsonObject o{{key("id"), b.id},
                  {key("name"), b.name},
                  {key("arm"), nameOf(armNames(), b.arm)},
                  {key("men"), b.men},
                  {key("quality"), ratingString(b.quality)},
                  {key("experience"), b.experience}};
    if (b.arm == Arm::Artillery)
        o.insert(key("guns"), b.guns);
    if (b.leader)
        o.insert(key("leader"), leaderToJson(*b.leader));
    return o;
}

Army armyFromJson(const JsonNode &node, QSet<QString> &units)
{
    const QString unitWhat = Tr::tr("armies, brigades, leaders, fleets and ships");
    node.allowOnly({key("id"), key("name"), key("side"), key("location"), key("aboard"), key("leader"),
                    key("brigades")});
    Army a;
    a.id = node.member(key("id")).name();
    requireNew(node.member(key("id")), a.id, units, unitWhat);
    a.name = node.member(key("name")).name();
    a.side = Side(node.member(key("side")).choice(sideNames()));
    a.location = node.member(key("location")).string();
    if (const auto f = node.optionalMember(key("aboard")))
        a.aboard = f->name();
    a.leader = readLeader(node.member(key("leader")), units);
    const JsonNode brigades = node.member(key("brigades"));
    if (brigades.size() == 0)
        brigades.fail(Tr::tr("an army needs at least one brigade"));
    for (int b = 0, nb = brigades.size(); b < nb; ++b)
        a.brigades.append(readBrigade(brigades.at(b), units));
    return a;
}

Fleet fleetFromJson(const JsonNode &node, QSet<QString> &units, QSet<QString> &shipIds)
{
    node.allowOnly({key("id"), key("name"), key("side"), key("location"), key("ships")});
    Fleet f;
    f.id = node.member(key("id")).name();
    requireNew(node.member(key("id")), f.id, units, Tr::tr("armies, brigades, leaders, fleets and ships"));
    f.name = node.member(key("name")).name();
    f.side = Side(node.member(key("side")).choice(sideNames()));
    f.location = node.member(key("location")).string();
    const JsonNode ships = node.member(key("ships"));
    if (ships.size() == 0)
        ships.fail(Tr::tr("a fleet needs at least one ship"));
    for (int s = 0, ns = ships.size(); s < ns; ++s)
        f.ships.append(navalShipFromJson(ships.at(s), f.side, shipIds));
    return f;
}

QJsonObject armyToJson(const Army &a)
{
    QJsonArray brigades;
    for (const Brigade &b : a.brigades)
        brigades.append(brigadeToJson(b));
    QJsonObject o{{key("id"), a.id}, {key("name"), a.name}, {key("side"), sideName(a.side)},
                  {key("location"), a.location}, {key("leader"), leaderToJson(a.leader)},
                  {key("brigades"), brigades}};
    if (!a.aboard.isEmpty())
        o.insert(key("aboard"), a.aboard);
    return o;
}

QJsonObject fleetToJson(const Fleet &f)
{
    QJsonArray ships;
    for (const Ship &s : f.ships)
        ships.append(navalShipToJson(s));
    return QJsonObject{{key("id"), f.id}, {key("name"), f.name}, {key("side"), sideName(f.side)},
                       {key("location"), f.location}, {key("ships"), ships}};
}

CampaignScenario campaignFromJson(const JsonNode &root)
{
    root.allowOnly({key("format"), key("version"), key("name"), key("description"), key("translations"),
                    key("sources"), key("start"), key("cities"), key("zones"), key("connections"), key("forts"),
                    key("armies"), key("fleets"), key("treasury"), key("scores")});
    checkEmbeddedFormat(root, key(kCampaignFormat), 1);
    CampaignScenario c;
    c.name = root.member(key("name")).name();
    if (const auto d = root.optionalMember(key("description")))
        c.description = d->string(true);
    if (const auto t = root.optionalMember(key("translations")))
        readTranslations(*t, c);
    if (const auto s = root.optionalMember(key("sources")))
        for (int i = 0, n = s->size(); i < n; ++i)
            c.sources.append(s->at(i).string());
    readStart(root.member(key("start")), c.start);

    QSet<QString> nodes;
    const JsonNode cities = root.member(key("cities"));
    for (int i = 0, n = cities.size(); i < n; ++i) {
        c.cities.append(readCity(cities.at(i)));
        requireNew(cities.at(i).member(key("id")), c.cities.last().id, nodes, Tr::tr("cities and zones"));
    }
    if (const auto zones = root.optionalMember(key("zones"))) {
        for (int i = 0, n = zones->size(); i < n; ++i) {
            c.zones.append(readZone(zones->at(i)));
            requireNew(zones->at(i).member(key("id")), c.zones.last().id, nodes, Tr::tr("cities and zones"));
        }
    }
    const JsonNode links = root.member(key("connections"));
    for (int i = 0, n = links.size(); i < n; ++i) {
        const JsonNode node = links.at(i);
        node.allowOnly({key("from"), key("to"), key("kind"), key("days")});
        Connection k;
        k.from = node.member(key("from")).string();
        k.to = node.member(key("to")).string();
        k.kind = LinkKind(node.member(key("kind")).choice(linkKindNames()));
        k.days = node.member(key("days")).integer(1, campaignlimits::maxDays);
        c.connections.append(k);
    }

    QSet<QString> units;
    const JsonNode armies = root.member(key("armies"));
    for (int i = 0, n = armies.size(); i < n; ++i)
        c.armies.append(armyFromJson(armies.at(i), units));
    QSet<QString> shipIds; // a naval battle needs ship and battery ids unique across both sides
    if (const auto fleets = root.optionalMember(key("fleets"))) {
        for (int i = 0, n = fleets->size(); i < n; ++i)
            c.fleets.append(fleetFromJson(fleets->at(i), units, shipIds));
    }
    if (const auto forts = root.optionalMember(key("forts"))) {
        for (int i = 0, n = forts->size(); i < n; ++i) {
            const JsonNode f = forts->at(i);
            f.allowOnly({key("city"), key("waters"), key("battery")});
            Fort fort;
            fort.city = f.member(key("city")).string();
            fort.waters = f.member(key("waters")).string();
            fort.battery = navalBatteryFromJson(f.member(key("battery")), Side::Union, shipIds);
            c.forts.append(fort);
        }
    }

    const JsonNode treasury = root.member(key("treasury"));
    treasury.allowOnly(sideNames());
    for (int s = 0; s < 2; ++s)
        c.treasury[size_t(s)] = readTreasury(treasury.member(sideNames().at(s)));
    if (const auto scores = root.optionalMember(key("scores"))) {
        scores->allowOnly({key("unionMorale"), key("confederateMorale"), key("opinion")});
        if (const auto v = scores->optionalMember(key("unionMorale")))
            c.unionMorale = v->number(0, 1000);
        if (const auto v = scores->optionalMember(key("confederateMorale")))
            c.confederateMorale = v->number(0, 1000);
        if (const auto v = scores->optionalMember(key("opinion")))
            c.opinion = v->number(0, 1000);
    }
    checkReferences(root, c);
    return c;
}

QJsonObject campaignToJson(const CampaignScenario &c)
{
    QJsonObject translations;
    for (auto it = c.translations.cbegin(); it != c.translations.cend(); ++it)
        translations.insert(it.key(), QJsonObject{{key("name"), it->name}, {key("description"), it->description}});
    QJsonArray cities, zones, links, armies, fleets;
    for (const City &x : c.cities) {
        QJsonObject o{{key("id"), x.id},         {key("name"), x.name},
                      {key("state"), x.state},   {key("pos"), posJson(x.pos)},
                      {key("owner"), sideName(x.owner)}, {key("level"), x.level},
                      {key("kind"), nameOf(cityKindNames(), x.kind)}, {key("port"), x.port},
                      {key("theater"), nameOf(theaterNames(), x.theater)},
                      {key("terrain"), nameOf(cityTerrainNames(), x.terrain)}};
        if (!x.river.isEmpty())
            o.insert(key("river"), x.river);
        if (x.fleetNode() && x.waters != (x.port ? NavalLocation::Harbor : NavalLocation::River))
            o.insert(key("waters"), nameOf(navalLocationNames(), x.waters));
        cities.append(o);
    }
    for (const Zone &z : c.zones)
        zones.append(QJsonObject{{key("id"), z.id}, {key("name"), z.name},
                                 {key("kind"), nameOf(zoneKindNames(), z.kind)}, {key("pos"), posJson(z.pos)}});
    for (const Connection &k : c.connections)
        links.append(QJsonObject{{key("from"), k.from}, {key("to"), k.to},
                                 {key("kind"), nameOf(linkKindNames(), k.kind)}, {key("days"), k.days}});
    for (const Army &a : c.armies)
        armies.append(armyToJson(a));
    for (const Fleet &f : c.fleets)
        fleets.append(fleetToJson(f));
    QJsonArray forts;
    for (const Fort &f : c.forts)
        forts.append(QJsonObject{{key("city"), f.city}, {key("waters"), f.waters},
                                 {key("battery"), navalBatteryToJson(f.battery)}});
    QJsonObject treasury;
    for (int s = 0; s < 2; ++s) {
        const Treasury &t = c.treasury[size_t(s)];
        treasury.insert(sideNames().at(s), QJsonObject{{key("money"), t.money}, {key("tax"), t.tax},
                                                       {key("tariff"), t.tariff}, {key("greenbacks"), t.greenbacks}});
    }
    QJsonObject out{{key("format"), key(kCampaignFormat)},
                    {key("version"), 1},
                    {key("name"), c.name},
                    {key("description"), c.description},
                    {key("sources"), QJsonArray::fromStringList(c.sources)},
                    {key("start"), QJsonObject{{key("date"), c.start.date.toString(Qt::ISODate)},
                                               {key("turnDays"), c.start.turnDays},
                                               {key("campaigns"), c.start.campaigns},
                                               {key("turnsPerCampaign"), c.start.turnsPerCampaign}}},
                    {key("cities"), cities},
                    {key("zones"), zones},
                    {key("connections"), links},
                    {key("forts"), forts},
                    {key("armies"), armies},
                    {key("fleets"), fleets},
                    {key("treasury"), treasury},
                    {key("scores"), QJsonObject{{key("unionMorale"), c.unionMorale},
                                                {key("confederateMorale"), c.confederateMorale},
                                                {key("opinion"), c.opinion}}}};
    if (!translations.isEmpty())
        out.insert(key("translations"), translations);
    return out;
}

std::optional<CampaignScenario> loadCampaign(const QString &fileName, LoadError *error)
{
    try {
        return campaignFromJson(readDocument(fileName, key(kCampaignFormat), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

std::optional<CampaignScenario> parseCampaign(const QByteArray &bytes, const QString &fileName, LoadError *error)
{
    try {
        return campaignFromJson(parseDocument(bytes, fileName, key(kCampaignFormat), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

} // namespace hardtack
