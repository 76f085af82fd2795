#include "legality.h"

#include "board.h"
#include "terrain.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace hardtack {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Scenario)
};

QString hexText(Hex h)
{
    const auto o = h.toOffset();
    return QStringLiteral("[%1,%2]").arg(o.col).arg(o.row);
}

// RULES §4: may a mover of this class stand in h (its terrain, or a road)?
bool mayStand(const Map &map, Hex h, MoveClass c)
{
    if (!map.contains(h))
        return false;
    if (c == MoveClass::Fixed)
        c = MoveClass::Limbered; // unlimbered guns stand where limbered ones may go
    if (terrainCost(map.terrainAt(h), c))
        return true;
    return map.hasRoad(h);
}

} // namespace

std::optional<PositionProblem> positionProblem(const Scenario &s)
{
    struct Stack
    {
        int units = 0, points = 0;
        Side side = Side::Union;
    };
    QHash<Hex, Stack> stacks;
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        if (!isOnBoard(u))
            continue;
        const QString at = QStringLiteral("$.units[%1].hex").arg(i);
        if (!mayStand(s.map, u.hex, moveClassOf(u)))
            return PositionProblem{at, Tr::tr("%1 may not stand in hex %2 (%3)")
                                           .arg(u.id.left(60), hexText(u.hex), terrainNames().value(int(s.map.terrainAt(u.hex))))};
        Stack &st = stacks[u.hex];
        if (st.units > 0 && st.side != u.side)
            return PositionProblem{at, Tr::tr("hex %1 holds units of both sides").arg(hexText(u.hex))};
        st.side = u.side;
        ++st.units;
        st.points += stackingPoints(u);
        if (!stackFits(st.units, st.points))
            return PositionProblem{at, Tr::tr("hex %1 holds %2 units worth %3 men (a gun counts 50): over the limit of %4 units and %5 men")
                                           .arg(hexText(u.hex))
                                           .arg(st.units)
                                           .arg(st.points)
                                           .arg(kStackUnits)
                                           .arg(kStackMen)};
    }
    for (int i = 0; i < s.formations.size(); ++i) {
        const Leader &l = s.formations.at(i).leader;
        if (l.onMap && l.active() && !mayStand(s.map, l.hex, MoveClass::Column))
            return PositionProblem{QStringLiteral("$.formations[%1].leader.hex").arg(i),
                                   Tr::tr("%1 may not stand in hex %2 (%3)")
                                       .arg(l.id.left(60), hexText(l.hex), terrainNames().value(int(s.map.terrainAt(l.hex))))};
    }
    QHash<Hex, int> objectiveAt;
    for (int i = 0; i < s.objectives.size(); ++i) {
        const Hex h = s.objectives.at(i).hex;
        if (const auto it = objectiveAt.constFind(h); it != objectiveAt.constEnd())
            return PositionProblem{QStringLiteral("$.objectives[%1].hex").arg(i),
                                   Tr::tr("hex %1 is already objective %2 (\"%3\")")
                                       .arg(hexText(h))
                                       .arg(*it)
                                       .arg(s.objectives.at(*it).name.left(60))};
        objectiveAt.insert(h, i);
    }
    for (int i = 0; i < s.reinforcements.size(); ++i)
        if (s.reinforcements.at(i).turn > s.turns)
            return PositionProblem{QStringLiteral("$.reinforcements[%1].turn").arg(i),
                                   Tr::tr("turn %1 is after the battle's last turn (%2)")
                                       .arg(s.reinforcements.at(i).turn)
                                       .arg(s.turns)};
    return std::nullopt;
}

std::optional<PositionProblem> startProblem(const Scenario &s)
{
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        const QString at = QStringLiteral("$.units[%1].").arg(i);
        if (u.men < 1)
            return PositionProblem{at + QStringLiteral("men"), Tr::tr("%1 starts the battle with no men").arg(u.id.left(60))};
        if (u.type == UnitType::Artillery && u.guns < 1)
            return PositionProblem{at + QStringLiteral("guns"), Tr::tr("%1 starts the battle with no guns").arg(u.id.left(60))};
        if (u.gone || u.casualties || u.stragglers || u.prisoners || u.gunsLost)
            return PositionProblem{at + QStringLiteral("casualties"),
                                   Tr::tr("%1 has lost men or guns before the battle began").arg(u.id.left(60))};
    }
    for (int i = 0; i < s.formations.size(); ++i)
        if (s.formations.at(i).leader.state != LeaderState::Active)
            return PositionProblem{QStringLiteral("$.formations[%1].leader.state").arg(i),
                                   Tr::tr("%1 is lost before the battle began").arg(s.formations.at(i).leader.id.left(60))};
    return positionProblem(s);
}

namespace {

// The ids, hexes, turns and movement points of a save's orders and events.
class RecordCheck
{
public:
    explicit RecordCheck(const Scenario &s) : m_s(s)
    {
        for (const Formation &f : s.formations) {
            m_formations.insert(f.id);
            m_leaders.insert(f.leader.id);
        }
    }

    std::optional<PositionProblem> problem;

    bool unit(const QString &id, const QString &at)
    {
        if (!m_s.unit(id))
            problem = PositionProblem{at, Tr::tr("no unit has the id \"%1\"").arg(id.left(60))};
        return !problem;
    }
    bool leader(const QString &id, const QString &at)
    {
        if (!m_leaders.contains(id))
            problem = PositionProblem{at, Tr::tr("no leader has the id \"%1\"").arg(id.left(60))};
        return !problem;
    }
    bool formation(const QString &id, const QString &at)
    {
        if (!m_formations.contains(id))
            problem = PositionProblem{at, Tr::tr("no formation has the id \"%1\"").arg(id.left(60))};
        return !problem;
    }
    bool hex(Hex h, const QString &at)
    {
        if (!m_s.map.contains(h)) {
            const auto o = h.toOffset();
            problem = PositionProblem{at, Tr::tr("hex [%1,%2] is off the map (%3×%4)")
                                              .arg(o.col)
                                              .arg(o.row)
                                              .arg(m_s.map.width)
                                              .arg(m_s.map.height)};
        }
        return !problem;
    }
    bool hex(const QJsonValue &v, const QString &at)
    {
        const QJsonArray a = v.toArray();
        if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
            return true; // not a hex: the event's own reader judges its shape
        const double c = a.at(0).toDouble(), r = a.at(1).toDouble();
        if (c < -1e6 || c > 1e6 || r < -1e6 || r > 1e6)
            return hex(Hex::fromOffset(-1, -1), at);
        return hex(Hex::fromOffset(int(c), int(r)), at);
    }
    bool turn(int t, const QString &at)
    {
        if (t < 1 || t > m_s.turns + 1)
            problem = PositionProblem{at, Tr::tr("turn %1 is not a turn of the battle (1 to %2)").arg(t).arg(m_s.turns)};
        return !problem;
    }

    bool order(const RecordedOrder &r, const QString &at)
    {
        if (!turn(r.turn, at + QStringLiteral(".turn")))
            return false;
        const Order &o = r.order;
        for (int k = 0; k < o.units.size(); ++k)
            if (!unit(o.units.at(k), at + QStringLiteral(".units[%1]").arg(k)))
                return false;
        if (!o.leader.isEmpty() && !leader(o.leader, at + QStringLiteral(".leader")))
            return false;
        for (int k = 0; k < o.path.size(); ++k)
            if (!hex(o.path.at(k), at + QStringLiteral(".path[%1]").arg(k)))
                return false;
        if ((o.type == OrderType::Fire || o.type == OrderType::Melee) && !hex(o.target, at + QStringLiteral(".target")))
            return false;
        if (!o.advance.isEmpty() && !o.units.contains(o.advance))
            problem = PositionProblem{at + QStringLiteral(".advance"),
                                      Tr::tr("\"%1\" is not one of the attackers").arg(o.advance.left(60))};
        return !problem;
    }

    // Events are walked by their members' names (docs/FORMATS.md, "The log"):
    // unit ids under unit, wagon, parent and in units and triggers; leaders
    // under leader; a formation under a leader-casualty-check's formation;
    // hexes under hex, from, to, target and in path; mp never negative.
    bool event(const QJsonObject &e, const QString &at)
    {
        if (const QJsonValue t = e.value(QStringLiteral("turn")); t.isDouble() && !turn(int(t.toDouble()), at + QStringLiteral(".turn")))
            return false;
        if (e.value(QStringLiteral("type")).toString() == QLatin1String("leader-casualty-check")
            && e.value(QStringLiteral("formation")).isString()
            && !formation(e.value(QStringLiteral("formation")).toString(), at + QStringLiteral(".formation")))
            return false;
        return walk(e, at);
    }

private:
    bool walk(const QJsonObject &o, const QString &at)
    {
        static const QSet<QString> unitKeys{QStringLiteral("unit"), QStringLiteral("wagon"), QStringLiteral("parent")};
        static const QSet<QString> unitLists{QStringLiteral("units"), QStringLiteral("triggers")};
        static const QSet<QString> hexKeys{QStringLiteral("hex"), QStringLiteral("from"), QStringLiteral("to"),
                                           QStringLiteral("target")};
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString &k = it.key();
            const QJsonValue v = it.value();
            const QString here = at + QLatin1Char('.') + k;
            if (v.isString()) {
                if (unitKeys.contains(k) && !unit(v.toString(), here))
                    return false;
                if (k == QLatin1String("leader") && !leader(v.toString(), here))
                    return false;
            } else if (v.isDouble()) {
                if (k == QLatin1String("mp") && v.toDouble() < 0)
                    problem = PositionProblem{here, Tr::tr("movement points may not be negative")};
                if (problem)
                    return false;
            } else if (v.isArray()) {
                const QJsonArray a = v.toArray();
                if (hexKeys.contains(k) && !hex(v, here))
                    return false;
                for (int i = 0; i < a.size(); ++i) {
                    const QString item = here + QStringLiteral("[%1]").arg(i);
                    if (unitLists.contains(k) && a.at(i).isString() && !unit(a.at(i).toString(), item))
                        return false;
                    if (k == QLatin1String("path") && !hex(a.at(i), item))
                        return false;
                    if (a.at(i).isObject() && !walk(a.at(i).toObject(), item))
                        return false;
                }
            } else if (v.isObject() && !walk(v.toObject(), here)) {
                return false;
            }
        }
        return true;
    }

    const Scenario &m_s;
    QSet<QString> m_formations, m_leaders;
};

} // namespace

std::optional<PositionProblem> saveProblem(const Battle &b)
{
    if (!b.initial.units.isEmpty() || !b.initial.formations.isEmpty())
        if (std::optional<PositionProblem> p = startProblem(b.initial)) {
            p->path = QStringLiteral("$.start") + p->path.mid(1);
            return p;
        }
    RecordCheck check(b.scenario);
    for (int i = 0; i < b.orders.size(); ++i)
        if (!check.order(b.orders.at(i), QStringLiteral("$.orders[%1]").arg(i)))
            return check.problem;
    for (int i = 0; i < b.log.size(); ++i)
        if (!check.event(eventToJson(b.log.at(i)), QStringLiteral("$.log[%1]").arg(i)))
            return check.problem;
    return std::nullopt;
}

} // namespace hardtack
