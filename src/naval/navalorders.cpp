#include "navalorders.h"

namespace hardtack {

NavalSideView navalSideView(const NavalBattle &battle, Side side)
{
    NavalSideView v;
    v.side = side;
    v.battle = battle;
    for (Ship &s : v.battle.ships)
        if (s.side != side) {
            s.orders = ShipOrders{};
            s.ordersGiven = false;
        }
    return v;
}

QString navalOrderRefusalName(NavalOrderRefusal r)
{
    switch (r) {
    case NavalOrderRefusal::UnknownShip:
        return QStringLiteral("unknown-ship");
    case NavalOrderRefusal::NotYourShip:
        return QStringLiteral("not-your-ship");
    case NavalOrderRefusal::Sunk:
        return QStringLiteral("sunk");
    case NavalOrderRefusal::NoSuchOrder:
        break;
    }
    return QStringLiteral("no-such-order");
}

namespace {
bool inTable(int value, const QStringList &names)
{
    return value >= 0 && value < names.size();
}

bool ordersInTables(const ShipOrders &o)
{
    return inTable(int(o.combat), combatOrderNames()) && inTable(int(o.distance), distanceOrderNames())
           && inTable(int(o.aim), aimOrderNames()) && inTable(int(o.formation), formationOrderNames())
           && inTable(int(o.breakOff), breakOffOrderNames()) && inTable(int(o.flee), fleeOrderNames());
}

int shipIndex(const NavalBattle &battle, const QString &id)
{
    for (int i = 0; i < battle.ships.size(); ++i)
        if (battle.ships.at(i).id == id)
            return i;
    return -1;
}
} // namespace

namespace {
// The door's check, and the ship it would set when nothing is refused.
std::optional<NavalOrderRefusal> refusal(const NavalBattle &battle, Side side, const NavalOrder &order, int *index)
{
    const int i = shipIndex(battle, order.ship);
    if (i < 0)
        return NavalOrderRefusal::UnknownShip;
    const Ship &s = battle.ships.at(i);
    if (s.side != side)
        return NavalOrderRefusal::NotYourShip;
    if (s.isSunk())
        return NavalOrderRefusal::Sunk;
    if (!ordersInTables(order.orders))
        return NavalOrderRefusal::NoSuchOrder;
    *index = i;
    return std::nullopt;
}
} // namespace

std::optional<NavalOrderRefusal> checkNavalOrder(const NavalBattle &battle, Side side, const NavalOrder &order)
{
    int unused = -1;
    return refusal(battle, side, order, &unused);
}

std::optional<NavalOrderRefusal> applyNavalOrder(NavalBattle &battle, Side side, const NavalOrder &order)
{
    int i = -1;
    if (const auto refused = refusal(battle, side, order, &i))
        return refused;
    Ship &s = battle.ships[i];
    s.orders = order.orders;
    s.ordersGiven = true;
    return std::nullopt;
}

std::optional<ShipOrders> shipOrdersFromChoices(const std::array<int, 6> &c)
{
    ShipOrders o;
    o.combat = CombatOrder(c[0]);
    o.distance = DistanceOrder(c[1]);
    o.aim = AimOrder(c[2]);
    o.formation = FormationOrder(c[3]);
    o.breakOff = BreakOffOrder(c[4]);
    o.flee = FleeOrder(c[5]);
    if (!ordersInTables(o))
        return std::nullopt;
    return o;
}

} // namespace hardtack
