#include "navalfile.h"

#include "navaloutcome.h"

#include <QJsonArray>
#include <QSet>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NavalBattle)
};

QString key(const char *s) { return QString::fromLatin1(s); }

constexpr int kMaxGroup = 1000;
constexpr int kMaxMen = 100000;
constexpr int kMaxBatteries = 1000;
constexpr double kMaxExperience = 100;
constexpr double kMaxBatteryFatigue = 1000; // a naval battery's fatigue (RULES §16), not a unit's

void requireNewId(const JsonNode &node, const QString &id, QSet<QString> &ids)
{
    if (ids.contains(id))
        node.fail(Tr::tr("duplicate id \"%1\" (ids of ships and batteries must be unique)").arg(id.left(60)));
    ids.insert(id);
}

ShipOrders readOrders(const JsonNode &node)
{
    node.allowOnly({key("combat"), key("distance"), key("aim"), key("formation"), key("breakOff"), key("flee")});
    ShipOrders o;
    o.combat = CombatOrder(node.member(key("combat")).choice(combatOrderNames()));
    o.distance = DistanceOrder(node.member(key("distance")).choice(distanceOrderNames()));
    o.aim = AimOrder(node.member(key("aim")).choice(aimOrderNames()));
    o.formation = FormationOrder(node.member(key("formation")).choice(formationOrderNames()));
    o.breakOff = BreakOffOrder(node.member(key("breakOff")).choice(breakOffOrderNames()));
    o.flee = FleeOrder(node.member(key("flee")).choice(fleeOrderNames()));
    return o;
}

Ship readShip(const JsonNode &node, Side side, QSet<QString> &ids)
{
    node.allowOnly({key("id"), key("name"), key("type"), key("crew"), key("complement"), key("quality"),
                    key("experience"), key("hull"), key("propulsion"), key("ram"), key("group"), key("orders")});
    Ship s;
    s.side = side;
    const JsonNode id = node.member(key("id"));
    s.id = id.string();
    requireNewId(id, s.id, ids);
    s.name = node.member(key("name")).name();
    s.type = ShipType(node.member(key("type")).choice(shipTypeNames()));
    s.crew = node.member(key("crew")).number(0, 100);
    s.complement = shipTypeInfo(s.type).complement;
    if (const auto c = node.optionalMember(key("complement")))
        s.complement = c->integer(1, kMaxMen);
    s.quality = NavalQuality(node.member(key("quality")).choice(navalQualityNames()));
    s.experience = node.member(key("experience")).number(0, kMaxExperience);
    s.hull = node.member(key("hull")).integer(0, 4);
    s.propulsion = node.member(key("propulsion")).integer(0, 5);
    if (const auto r = node.optionalMember(key("ram")))
        s.ram = r->boolean();
    if (const auto g = node.optionalMember(key("group")))
        s.group = g->integer(0, kMaxGroup);
    // Orders may be left out: the side's orders then come from a player or
    // the naval computer player (docs/FORMATS.md).
    if (const auto o = node.optionalMember(key("orders")))
        s.orders = readOrders(*o);
    else
        s.ordersGiven = false;
    return s;
}

} // namespace

NavalBattery navalBatteryFromJson(const JsonNode &node, Side side, QSet<QString> &ids)
{
    node.allowOnly({key("id"), key("name"), key("men"), key("batteries"), key("rifled"), key("hill"),
                    key("quality"), key("experience"), key("fatigue")});
    NavalBattery b;
    b.side = side;
    const JsonNode id = node.member(key("id"));
    b.id = id.string();
    requireNewId(id, b.id, ids);
    b.name = node.member(key("name")).name();
    b.men = node.member(key("men")).integer(1, kMaxMen);
    b.batteries = node.member(key("batteries")).integer(1, kMaxBatteries);
    if (const auto r = node.optionalMember(key("rifled")))
        b.rifled = r->boolean();
    if (const auto h = node.optionalMember(key("hill")))
        b.hill = Hill(h->choice(hillNames()));
    b.quality = NavalQuality(node.member(key("quality")).choice(navalQualityNames()));
    b.experience = node.member(key("experience")).number(0, kMaxExperience);
    if (const auto f = node.optionalMember(key("fatigue")))
        b.fatigue = f->number(0, kMaxBatteryFatigue);
    return b;
}

QJsonObject navalBatteryToJson(const NavalBattery &nb)
{
    return QJsonObject{{key("id"), nb.id},
                       {key("name"), nb.name},
                       {key("men"), nb.men},
                       {key("batteries"), nb.batteries},
                       {key("rifled"), nb.rifled},
                       {key("hill"), hillNames().at(int(nb.hill))},
                       {key("quality"), navalQualityNames().at(int(nb.quality))},
                       {key("experience"), nb.experience},
                       {key("fatigue"), nb.fatigue}};
}

namespace {

void readSide(const JsonNode &node, Side side, NavalBattle &battle, QSet<QString> &ids)
{
    node.allowOnly({key("ships"), key("batteries")});
    int units = 0;
    if (const auto ships = node.optionalMember(key("ships"))) {
        for (int i = 0, n = ships->size(); i < n; ++i)
            battle.ships.append(readShip(ships->at(i), side, ids));
        units += ships->size();
    }
    if (const auto batteries = node.optionalMember(key("batteries"))) {
        for (int i = 0, n = batteries->size(); i < n; ++i)
            battle.batteries.append(navalBatteryFromJson(batteries->at(i), side, ids));
        units += batteries->size();
    }
    if (units == 0)
        node.fail(Tr::tr("a side needs at least one ship or battery"));
}

SituationPin readSituation(const JsonNode &node)
{
    node.allowOnly({key("range"), key("windward"), key("breakLine")});
    SituationPin pin;
    if (const auto r = node.optionalMember(key("range")))
        pin.range = DistanceOrder(r->choice(distanceOrderNames()));
    if (const auto w = node.optionalMember(key("windward")))
        pin.windward = Side(w->choice(sideNames()));
    if (const auto b = node.optionalMember(key("breakLine"))) {
        b->allowOnly(sideNames());
        pin.breakLinePinned = true;
        for (int s = 0; s < 2; ++s)
            if (const auto v = b->optionalMember(sideNames().at(s)))
                pin.breakLine[s] = BreakLineResult(v->choice(breakLineResultNames()));
    }
    return pin;
}

// The historical record (core/history.h); every fate must name a ship of
// this file.
History readHistory(const JsonNode &node, const NavalBattle &battle)
{
    History h = historyFromJson(node, shipFateNames());
    if (h.fates.isEmpty())
        return h;
    QSet<QString> ships;
    for (const Ship &s : battle.ships)
        ships.insert(s.id);
    const JsonNode fates = node.member(key("fates"));
    for (auto it = h.fates.cbegin(); it != h.fates.cend(); ++it)
        if (!ships.contains(it.key()))
            fates.member(it.key()).fail(Tr::tr("\"%1\" is not a ship of this battle").arg(it.key().left(60)));
    return h;
}

} // namespace

Ship navalShipFromJson(const JsonNode &node, Side side, QSet<QString> &ids)
{
    return readShip(node, side, ids);
}

QJsonObject navalShipToJson(const Ship &ship)
{
    const ShipOrders &o = ship.orders;
    QJsonObject json{{key("id"), ship.id},
                     {key("name"), ship.name},
                     {key("type"), shipTypeNames().at(int(ship.type))},
                     {key("crew"), ship.crew},
                     {key("complement"), ship.complement},
                     {key("quality"), navalQualityNames().at(int(ship.quality))},
                     {key("experience"), ship.experience},
                     {key("hull"), ship.hull},
                     {key("propulsion"), ship.propulsion},
                     {key("ram"), ship.ram},
                     {key("group"), ship.group}};
    if (ship.ordersGiven)
        json.insert(key("orders"), QJsonObject{{key("combat"), combatOrderNames().at(int(o.combat))},
                                               {key("distance"), distanceOrderNames().at(int(o.distance))},
                                               {key("aim"), aimOrderNames().at(int(o.aim))},
                                               {key("formation"), formationOrderNames().at(int(o.formation))},
                                               {key("breakOff"), breakOffOrderNames().at(int(o.breakOff))},
                                               {key("flee"), fleeOrderNames().at(int(o.flee))}});
    return json;
}

NavalBattle navalBattleFromJson(const JsonNode &root)
{
    root.allowOnly({key("format"), key("version"), key("name"), key("description"), key("source"),
                    key("location"), key("onshoreWind"), key("wind"), key("sides"), key("situation"),
                    key("history")});
    checkEmbeddedFormat(root, key("hardtack-naval"), 1);
    NavalBattle b;
    b.name = root.member(key("name")).name();
    if (const auto d = root.optionalMember(key("description")))
        b.description = d->string(true);
    if (const auto s = root.optionalMember(key("source")))
        b.source = s->string();
    b.location = NavalLocation(root.member(key("location")).choice(navalLocationNames()));
    if (const auto o = root.optionalMember(key("onshoreWind")))
        b.onshoreWind = o->boolean();
    if (const auto w = root.optionalMember(key("wind")))
        b.wind = Wind(w->choice(windNames()));
    const JsonNode sides = root.member(key("sides"));
    sides.allowOnly(sideNames());
    QSet<QString> ids;
    for (int s = 0; s < 2; ++s)
        readSide(sides.member(sideNames().at(s)), Side(s), b, ids);
    if (const auto sit = root.optionalMember(key("situation")))
        b.situation = readSituation(*sit);
    if (const auto h = root.optionalMember(key("history")))
        b.history = readHistory(*h, b);
    return b;
}

QJsonObject navalBattleToJson(const NavalBattle &b)
{
    QJsonObject sides;
    for (int s = 0; s < 2; ++s) {
        QJsonArray ships;
        for (const Ship &ship : b.ships) {
            if (int(ship.side) != s)
                continue;
            ships.append(navalShipToJson(ship));
        }
        QJsonArray batteries;
        for (const NavalBattery &nb : b.batteries) {
            if (int(nb.side) != s)
                continue;
            batteries.append(navalBatteryToJson(nb));
        }
        sides.insert(sideNames().at(s), QJsonObject{{key("ships"), ships}, {key("batteries"), batteries}});
    }
    QJsonObject out{{key("format"), key("hardtack-naval")},
                    {key("version"), 1},
                    {key("name"), b.name},
                    {key("location"), navalLocationNames().at(int(b.location))},
                    {key("onshoreWind"), b.onshoreWind},
                    {key("wind"), windNames().at(int(b.wind))},
                    {key("sides"), sides}};
    if (!b.description.isEmpty())
        out.insert(key("description"), b.description);
    if (!b.source.isEmpty())
        out.insert(key("source"), b.source);
    if (b.history)
        out.insert(key("history"), historyToJson(*b.history));
    const SituationPin &pin = b.situation;
    if (pin.any()) {
        QJsonObject sit;
        if (pin.range)
            sit.insert(key("range"), distanceOrderNames().at(int(*pin.range)));
        if (pin.windward)
            sit.insert(key("windward"), sideName(*pin.windward));
        if (pin.breakLinePinned)
            sit.insert(key("breakLine"),
                       QJsonObject{{key("union"), breakLineResultNames().at(int(pin.breakLine[0]))},
                                   {key("confederate"), breakLineResultNames().at(int(pin.breakLine[1]))}});
        out.insert(key("situation"), sit);
    }
    return out;
}

std::optional<NavalBattle> loadNavalBattle(const QString &fileName, LoadError *error)
{
    try {
        return navalBattleFromJson(readDocument(fileName, QStringLiteral("hardtack-naval"), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

std::optional<NavalBattle> parseNavalBattle(const QByteArray &bytes, const QString &fileName, LoadError *error)
{
    try {
        return navalBattleFromJson(parseDocument(bytes, fileName, QStringLiteral("hardtack-naval"), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

} // namespace hardtack
