#pragma once
// The naval computer player (docs/AI.md "Naval computer player"): chooses the
// six orders of every ship of one side from what that side can know — both
// squadrons, the batteries, the location and the wind — never from the
// enemy's orders. It rolls no dice: the same battle gives the same orders,
// so a game stays deterministic for its seed.

#include "naval/navalmodel.h"
#include "naval/navalorders.h"

#include <QString>

#include <optional>

namespace hardtack {

// The estimate behind the orders, for docs, tests and the dialog's hint.
struct NavalAssessment
{
    double ownRange = 0, enemyRange = 0;   // total strength if everyone fights at range
    double ownClose = 0, enemyClose = 0;   // … at close quarters
    double advantageRange = 0;             // expected enemy loss share ÷ own loss share, at range
    double advantageClose = 0;             // … at close quarters
    bool canEvade = true;                  // evasion is possible here
    bool batteriesDominate = false;        // most enemy strength is in shore batteries
    int ownWarships = 0, enemyWarships = 0;
    double ownQuality = 2, enemyQuality = 2; // average quality step of the warships

    double best() const { return advantageClose > advantageRange ? advantageClose : advantageRange; }
};

namespace navalai {
constexpr double kEngageAbove = 1.0;      // engage when the better advantage is at least this
constexpr double kEvadeBelow = 0.6;       // evade (or run past) when it is below this
constexpr double kChaseAbove = 2.5;       // aim at propulsion to catch a fleeing enemy
constexpr double kHoldLineBelow = 1.5;    // break off after light damage below this, heavy below kEngageAbove × 2
} // namespace navalai

// On the side's view only (navalSideView): the enemy's orders are not in it.
NavalAssessment assessNavalBattle(const NavalSideView &view);
NavalAssessment assessNavalBattle(const NavalBattle &battle, Side side); // through navalSideView

// The plan: the squadron's orders (warships) and the transports' orders.
struct NavalPlan
{
    NavalAssessment assessment;
    ShipOrders warships;
    ShipOrders transports;
    QString name;   // "engage-close", "engage-range", "accept", "evade" or "run-past"
};
NavalPlan planNavalOrders(const NavalSideView &view);
NavalPlan planNavalOrders(const NavalBattle &battle, Side side); // through navalSideView

// The player's answer to its view: one order for each of its ships.
QVector<NavalOrder> navalOrders(const NavalSideView &view);

// Gives `side` its view, and sets the orders it returns through the door
// (applyNavalOrder; ordersGiven true); the other side's ships are untouched.
void chooseNavalOrders(NavalBattle &battle, Side side);

// Some ship of `side` has no orders from the file: someone must give them.
bool navalSideLacksOrders(const NavalBattle &battle, Side side);

} // namespace hardtack
