#pragma once
// The orders of a strategic turn and what the engine says about them: typed
// problems (worded at the edge by campaignOrderProblemText) and previews of
// their effect on the scores, computed by the same code that applies them
// (CampaignGame::preview and the economy step share orderEffects()).

#include "campaignmodel.h"
#include "scoreevents.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <array>

namespace hardtack {

enum class CampaignOrderType { MoveArmy, MoveFleet, Rates, Greenbacks, Draft, Recruit, Build, Embark, Land };
// move-army move-fleet rates greenbacks draft recruit build embark land
const QStringList &campaignOrderTypeNames();

struct CampaignOrder
{
    CampaignOrderType type = CampaignOrderType::MoveArmy;
    Side side = Side::Union;
    QString unit;                // move, embark, land: the army or fleet id
    QString target;              // move: the destination node; recruit, build, land: the city; embark: the fleet
    double tax = 0, tariff = 0;  // rates, percent
    double amount = 0;           // greenbacks: millions of dollars to issue
    Arm arm = Arm::Infantry;     // recruit
    ShipType ship = ShipType::GB; // build

    static CampaignOrder moveArmy(Side side, const QString &army, const QString &to);
    static CampaignOrder moveFleet(Side side, const QString &fleet, const QString &to);
    static CampaignOrder rates(Side side, double tax, double tariff);
    static CampaignOrder greenbacks(Side side, double millions);
    static CampaignOrder draft(Side side);
    static CampaignOrder recruit(Side side, const QString &city, Arm arm);
    static CampaignOrder build(Side side, const QString &city, ShipType ship);
    static CampaignOrder embark(Side side, const QString &army, const QString &fleet);
    static CampaignOrder land(Side side, const QString &army, const QString &city);

    // Orders that set where an army or fleet goes: a new one replaces the old.
    bool isMovement() const
    {
        return type == CampaignOrderType::MoveArmy || type == CampaignOrderType::MoveFleet
               || type == CampaignOrderType::Embark || type == CampaignOrderType::Land;
    }
};

QJsonObject campaignOrderToJson(const CampaignOrder &order);
CampaignOrder campaignOrderFromJson(const JsonNode &node); // throws LoadFailure

enum class OrderProblem {
    None,
    UnknownUnit,      // no army or fleet of that id
    NotYours,         // the unit belongs to the other side
    UnknownNode,      // no city or zone of that id
    NoRoute,          // no way there over the unit's connections
    NotOwnedCity,     // recruit or build: the city is not the side's
    EnemyInCity,      // recruit or build: an enemy army holds it
    NotPort,          // build: an ocean ship needs a port
    NotRiverCity,     // build: a river ship needs a river city
    NotEnoughMoney,
    NotEnoughMen,     // recruit: not enough manpower
    AlreadyDrafted,
    RateOutOfRange,
    AmountOutOfRange,
    GameOver,
    Aboard,           // move-army: the army is at sea (land it first)
    NotAboard,        // land: the army is ashore
    NotShore,         // embark: the army is not in a port or river city of its side
    NotTogether,      // embark: the fleet is not in the army's city or the waters beside it
    NoRoom,           // embark: the fleet's transports cannot take the army
    NoLanding,        // land: the city is not the fleet's port or beside its waters (now or where it sails)
};
const QStringList &orderProblemNames(); // for JSON and tests
QString campaignOrderProblemText(OrderProblem problem); // tr()

// What an order would do, before it is given.
struct OrderPreview
{
    OrderProblem problem = OrderProblem::None;
    double money = 0;              // change of the treasury (negative: spent)
    int manpower = 0;              // change of the manpower pool
    // Score events the order sends when it is carried out (rates: at each turn
    // end from now on; a move: the capture it makes if it ends in an
    // undefended enemy city this turn, as far as the side can see).
    QList<ScoreEvent> events;
    std::array<double, 3> scores{0, 0, 0}; // change of union morale, confederate morale, opinion
    bool perTurn = false;          // rates: the change is per turn
    bool conditional = false;      // a move: only if nothing stops it
    int days = 0;                  // a move: travel days to the destination
    int turns = 0;                 // a move: turns to get there

    bool ok() const { return problem == OrderProblem::None; }
};

} // namespace hardtack
