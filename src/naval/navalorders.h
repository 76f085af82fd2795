#pragma once
// The naval battle's door for orders and a side's view of it (RULES §16,
// docs/ARCHITECTURE.md "Naval battle"): every naval player, human or
// computer, is given its side's view and returns orders for its own ships,
// which one function checks before they are set. As the land battle's
// Game::check/apply and SideView.

#include "naval/navalmodel.h"

#include <QString>
#include <QVector>

#include <array>
#include <optional>

namespace hardtack {

// What a side knows of a naval battle when it gives its orders: its own ships
// in full; the enemy's ships as a squadron in sight (name, type, crew,
// quality, damage, rams, arrival group) but never their orders; the
// batteries, the location, the wind and the pinned situation. The one filter
// for naval players: a player sees only this.
struct NavalSideView
{
    Side side = Side::Union;
    NavalBattle battle; // the enemy's ships carry default orders, ordersGiven false
};
NavalSideView navalSideView(const NavalBattle &battle, Side side);

// One ship's six orders, as a player gives them.
struct NavalOrder
{
    QString ship;       // the ship's id
    ShipOrders orders;
};

// Why a naval order is refused.
enum class NavalOrderRefusal {
    UnknownShip, // no ship of that id
    NotYourShip, // the ship is the other side's
    Sunk,        // the ship is already sunk (hull 5)
    NoSuchOrder, // a value outside its order's table
};
// "unknown-ship", "not-your-ship", "sunk", "no-such-order".
QString navalOrderRefusalName(NavalOrderRefusal r);

// The check of the door: nullopt when `side` may give `order`.
std::optional<NavalOrderRefusal> checkNavalOrder(const NavalBattle &battle, Side side, const NavalOrder &order);
// Checks, then sets the ship's orders (ordersGiven true); a refused order
// changes nothing.
std::optional<NavalOrderRefusal> applyNavalOrder(NavalBattle &battle, Side side, const NavalOrder &order);

// The six orders from their positions in the name tables (combat, distance,
// aim, formation, break off, flee: a dialog's choices); nullopt when any is
// outside its table.
std::optional<ShipOrders> shipOrdersFromChoices(const std::array<int, 6> &choice);

} // namespace hardtack
