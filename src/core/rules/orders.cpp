#include "orders.h"

#include "core/map.h"

namespace hardtack {

const QStringList &orderTypeNames()
{
    static const QStringList names{QStringLiteral("move"), QStringLiteral("change-facing"),
                                   QStringLiteral("change-formation"), QStringLiteral("fire"),
                                   QStringLiteral("melee"), QStringLiteral("end-phase")};
    return names;
}

Order Order::move(const QString &unit, const QVector<Hex> &path, std::optional<HexSide> facing)
{
    Order o;
    o.type = OrderType::Move;
    o.units = {unit};
    o.path = path;
    o.facing = facing;
    return o;
}

Order Order::moveLeader(const QString &leader, const QVector<Hex> &path)
{
    Order o;
    o.type = OrderType::Move;
    o.leader = leader;
    o.path = path;
    return o;
}

Order Order::changeFacing(const QString &unit, HexSide facing)
{
    Order o;
    o.type = OrderType::ChangeFacing;
    o.units = {unit};
    o.facing = facing;
    return o;
}

Order Order::changeFormation(const QString &unit, UnitFormation formation)
{
    Order o;
    o.type = OrderType::ChangeFormation;
    o.units = {unit};
    o.formation = formation;
    return o;
}

Order Order::fire(const QStringList &firers, Hex target)
{
    Order o;
    o.type = OrderType::Fire;
    o.units = firers;
    o.target = target;
    return o;
}

Order Order::melee(const QStringList &attackers, Hex target, const QString &advance)
{
    Order o;
    o.type = OrderType::Melee;
    o.units = attackers;
    o.target = target;
    o.advance = advance;
    return o;
}

Order Order::endPhase()
{
    return Order{};
}

QJsonObject Order::toJson() const
{
    QJsonObject o{{QStringLiteral("order"), orderTypeNames().at(int(type))}};
    if (!units.isEmpty())
        o.insert(QStringLiteral("units"), QJsonArray::fromStringList(units));
    if (!leader.isEmpty())
        o.insert(QStringLiteral("leader"), leader);
    if (type == OrderType::Move) {
        QJsonArray p;
        for (const Hex &h : path)
            p.append(hexToJson(h));
        o.insert(QStringLiteral("path"), p);
    }
    if (facing)
        o.insert(QStringLiteral("facing"), hexSideName(*facing));
    if (type == OrderType::ChangeFormation)
        o.insert(QStringLiteral("formation"), unitFormationNames().value(int(formation)));
    if (type == OrderType::Fire || type == OrderType::Melee)
        o.insert(QStringLiteral("target"), hexToJson(target));
    if (!advance.isEmpty())
        o.insert(QStringLiteral("advance"), advance);
    return o;
}

} // namespace hardtack
