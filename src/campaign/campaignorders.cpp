#include "campaignorders.h"

#include "campaignrules.h"

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CampaignOrders)
};

QString key(const char *s) { return QString::fromLatin1(s); }
} // namespace

const QStringList &campaignOrderTypeNames()
{
    static const QStringList names{key("move-army"),  key("move-fleet"), key("rates"), key("greenbacks"),
                                   key("draft"),      key("recruit"),    key("build"),
                                   key("embark"),     key("land")};
    return names;
}

const QStringList &orderProblemNames()
{
    static const QStringList names{key("none"),          key("unknown-unit"),     key("not-yours"),
                                   key("unknown-node"),  key("no-route"),         key("not-owned-city"),
                                   key("enemy-in-city"), key("not-port"),         key("not-river-city"),
                                   key("not-enough-money"), key("not-enough-men"), key("already-drafted"),
                                   key("rate-out-of-range"), key("amount-out-of-range"), key("game-over"),
                                   key("aboard"),        key("not-aboard"),       key("not-shore"),
                                   key("not-together"),  key("no-room"),          key("no-landing")};
    return names;
}

QString campaignOrderProblemText(OrderProblem p)
{
    switch (p) {
    case OrderProblem::None: return {};
    case OrderProblem::UnknownUnit: return Tr::tr("there is no such army or fleet");
    case OrderProblem::NotYours: return Tr::tr("that army or fleet belongs to the enemy");
    case OrderProblem::UnknownNode: return Tr::tr("there is no such place on the map");
    case OrderProblem::NoRoute: return Tr::tr("no route leads there");
    case OrderProblem::NotOwnedCity: return Tr::tr("the city is not ours");
    case OrderProblem::EnemyInCity: return Tr::tr("an enemy army holds the city");
    case OrderProblem::NotPort: return Tr::tr("sea-going ships are built only in ports");
    case OrderProblem::NotRiverCity: return Tr::tr("river craft are built only in river cities");
    case OrderProblem::NotEnoughMoney: return Tr::tr("the treasury cannot pay for it");
    case OrderProblem::NotEnoughMen: return Tr::tr("there are not enough men to recruit");
    case OrderProblem::AlreadyDrafted: return Tr::tr("the draft has already been implemented");
    case OrderProblem::RateOutOfRange:
        return Tr::tr("tax must lie between 0 and %1%, tariff between 0 and %2%")
            .arg(campaignrules::maxTax).arg(campaignrules::maxTariff);
    case OrderProblem::AmountOutOfRange:
        return Tr::tr("an issue of greenbacks is between 1 and %1 million dollars").arg(campaignrules::maxIssue);
    case OrderProblem::GameOver: return Tr::tr("the war is over");
    case OrderProblem::Aboard: return Tr::tr("the army is aboard ship: land it first");
    case OrderProblem::NotAboard: return Tr::tr("the army is not aboard ship");
    case OrderProblem::NotShore: return Tr::tr("an army embarks only in a port or river city of ours");
    case OrderProblem::NotTogether: return Tr::tr("the fleet is neither in the army's city nor in the waters beside it");
    case OrderProblem::NoRoom: return Tr::tr("the fleet's transports have no room for the army");
    case OrderProblem::NoLanding: return Tr::tr("the fleet neither lies nor sails beside that shore");
    }
    return {};
}

CampaignOrder CampaignOrder::moveArmy(Side side, const QString &army, const QString &to)
{
    CampaignOrder o;
    o.type = CampaignOrderType::MoveArmy;
    o.side = side;
    o.unit = army;
    o.target = to;
    return o;
}

CampaignOrder CampaignOrder::moveFleet(Side side, const QString &fleet, const QString &to)
{
    CampaignOrder o = moveArmy(side, fleet, to);
    o.type = CampaignOrderType::MoveFleet;
    return o;
}

CampaignOrder CampaignOrder::rates(Side side, double tax, double tariff)
{
    CampaignOrder o;
    o.type = CampaignOrderType::Rates;
    o.side = side;
    o.tax = tax;
    o.tariff = tariff;
    return o;
}

CampaignOrder CampaignOrder::greenbacks(Side side, double millions)
{
    CampaignOrder o;
    o.type = CampaignOrderType::Greenbacks;
    o.side = side;
    o.amount = millions;
    return o;
}

CampaignOrder CampaignOrder::draft(Side side)
{
    CampaignOrder o;
    o.type = CampaignOrderType::Draft;
    o.side = side;
    return o;
}

CampaignOrder CampaignOrder::recruit(Side side, const QString &city, Arm arm)
{
    CampaignOrder o;
    o.type = CampaignOrderType::Recruit;
    o.side = side;
    o.target = city;
    o.arm = arm;
    return o;
}

CampaignOrder CampaignOrder::build(Side side, const QString &city, ShipType ship)
{
    CampaignOrder o;
    o.type = CampaignOrderType::Build;
    o.side = side;
    o.target = city;
    o.ship = ship;
    return o;
}

CampaignOrder CampaignOrder::embark(Side side, const QString &army, const QString &fleet)
{
    CampaignOrder o = moveArmy(side, army, fleet);
    o.type = CampaignOrderType::Embark;
    return o;
}

CampaignOrder CampaignOrder::land(Side side, const QString &army, const QString &city)
{
    CampaignOrder o = moveArmy(side, army, city);
    o.type = CampaignOrderType::Land;
    return o;
}

QJsonObject campaignOrderToJson(const CampaignOrder &o)
{
    QJsonObject j{{key("type"), nameOf(campaignOrderTypeNames(), o.type)}, {key("side"), sideName(o.side)}};
    switch (o.type) {
    case CampaignOrderType::MoveArmy:
    case CampaignOrderType::MoveFleet:
    case CampaignOrderType::Land:
        j.insert(key("unit"), o.unit);
        j.insert(key("to"), o.target);
        break;
    case CampaignOrderType::Embark:
        j.insert(key("unit"), o.unit);
        j.insert(key("fleet"), o.target);
        break;
    case CampaignOrderType::Rates:
        j.insert(key("tax"), o.tax);
        j.insert(key("tariff"), o.tariff);
        break;
    case CampaignOrderType::Greenbacks: j.insert(key("amount"), o.amount); break;
    case CampaignOrderType::Draft: break;
    case CampaignOrderType::Recruit:
        j.insert(key("city"), o.target);
        j.insert(key("arm"), nameOf(armNames(), o.arm));
        break;
    case CampaignOrderType::Build:
        j.insert(key("city"), o.target);
        j.insert(key("ship"), nameOf(shipTypeNames(), o.ship));
        break;
    }
    return j;
}

CampaignOrder campaignOrderFromJson(const JsonNode &node)
{
    CampaignOrder o;
    o.type = CampaignOrderType(node.member(key("type")).choice(campaignOrderTypeNames()));
    o.side = Side(node.member(key("side")).choice(sideNames()));
    switch (o.type) {
    case CampaignOrderType::MoveArmy:
    case CampaignOrderType::MoveFleet:
    case CampaignOrderType::Land:
        node.allowOnly({key("type"), key("side"), key("unit"), key("to")});
        o.unit = node.member(key("unit")).string();
        o.target = node.member(key("to")).string();
        break;
    case CampaignOrderType::Embark:
        node.allowOnly({key("type"), key("side"), key("unit"), key("fleet")});
        o.unit = node.member(key("unit")).string();
        o.target = node.member(key("fleet")).string();
        break;
    case CampaignOrderType::Rates:
        node.allowOnly({key("type"), key("side"), key("tax"), key("tariff")});
        o.tax = node.member(key("tax")).number(0, 100);
        o.tariff = node.member(key("tariff")).number(0, 100);
        break;
    case CampaignOrderType::Greenbacks:
        node.allowOnly({key("type"), key("side"), key("amount")});
        o.amount = node.member(key("amount")).number(0, 1000000);
        break;
    case CampaignOrderType::Draft: node.allowOnly({key("type"), key("side")}); break;
    case CampaignOrderType::Recruit:
        node.allowOnly({key("type"), key("side"), key("city"), key("arm")});
        o.target = node.member(key("city")).string();
        o.arm = Arm(node.member(key("arm")).choice(armNames()));
        break;
    case CampaignOrderType::Build:
        node.allowOnly({key("type"), key("side"), key("city"), key("ship")});
        o.target = node.member(key("city")).string();
        o.ship = ShipType(node.member(key("ship")).choice(shipTypeNames()));
        break;
    }
    return o;
}

} // namespace hardtack
