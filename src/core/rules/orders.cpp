#include "orders.h"

#include "core/map.h"

#include <QCoreApplication>

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

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Order)
};

Hex hexOf(const JsonNode &node)
{
    const auto [col, row] = node.pair();
    return Hex::fromOffset(col, row);
}

QStringList idsOf(const JsonNode &node)
{
    QStringList out;
    for (int i = 0, n = node.size(); i < n; ++i)
        out.append(node.at(i).string());
    return out;
}
} // namespace

Order Order::fromJson(const JsonNode &node)
{
    node.allowOnly({QStringLiteral("order"), QStringLiteral("units"), QStringLiteral("leader"), QStringLiteral("path"),
                    QStringLiteral("facing"), QStringLiteral("formation"), QStringLiteral("target"),
                    QStringLiteral("advance")});
    Order o;
    o.type = OrderType(node.member(QStringLiteral("order")).choice(orderTypeNames()));
    if (const auto units = node.optionalMember(QStringLiteral("units")))
        o.units = idsOf(*units);
    if (const auto leader = node.optionalMember(QStringLiteral("leader")))
        o.leader = leader->string();
    if (const auto path = node.optionalMember(QStringLiteral("path")))
        for (int i = 0, n = path->size(); i < n; ++i)
            o.path.append(hexOf(path->at(i)));
    if (const auto facing = node.optionalMember(QStringLiteral("facing")))
        o.facing = HexSide(facing->choice(hexSideNames()));
    if (const auto formation = node.optionalMember(QStringLiteral("formation")))
        o.formation = UnitFormation(formation->choice(unitFormationNames()));
    if (const auto target = node.optionalMember(QStringLiteral("target")))
        o.target = hexOf(*target);
    if (const auto advance = node.optionalMember(QStringLiteral("advance")))
        o.advance = advance->string();
    const bool needsUnits = o.type != OrderType::EndPhase && !(o.type == OrderType::Move && !o.leader.isEmpty());
    if (needsUnits && o.units.isEmpty())
        node.fail(Tr::tr("a %1 order needs \"units\"").arg(orderTypeNames().at(int(o.type))));
    if (o.type == OrderType::Move && o.path.isEmpty())
        node.fail(Tr::tr("a move order needs a \"path\""));
    if ((o.type == OrderType::Fire || o.type == OrderType::Melee) && !node.has(QStringLiteral("target")))
        node.fail(Tr::tr("a %1 order needs a \"target\"").arg(orderTypeNames().at(int(o.type))));
    if (o.type == OrderType::ChangeFacing && !o.facing)
        node.fail(Tr::tr("a change-facing order needs a \"facing\""));
    if (o.type == OrderType::ChangeFormation && o.formation == UnitFormation::None)
        node.fail(Tr::tr("a change-formation order needs a \"formation\""));
    return o;
}

QJsonObject RecordedOrder::toJson() const
{
    QJsonObject o = order.toJson();
    o.insert(QStringLiteral("turn"), turn);
    o.insert(QStringLiteral("phase"), phaseName(phase));
    o.insert(QStringLiteral("side"), sideName(side));
    return o;
}

RecordedOrder RecordedOrder::fromJson(const JsonNode &node)
{
    if (!node.isObject())
        node.fail(Tr::tr("expected an order object"));
    // The order's own members, plus where it was given.
    QJsonObject bare = node.value().toObject();
    bare.remove(QStringLiteral("turn"));
    bare.remove(QStringLiteral("phase"));
    bare.remove(QStringLiteral("side"));
    RecordedOrder r;
    r.turn = node.member(QStringLiteral("turn")).integer(1, 100000);
    r.phase = Phase(node.member(QStringLiteral("phase")).choice(phaseNames()));
    r.side = Side(node.member(QStringLiteral("side")).choice(sideNames()));
    r.order = Order::fromJson(JsonNode(bare, node.path(), node.file()));
    return r;
}

} // namespace hardtack
