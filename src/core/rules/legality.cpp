#include "legality.h"

#include "board.h"
#include "terrain.h"

#include <QCoreApplication>
#include <QHash>

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
        if (st.units > 1 && (st.units > kStackUnits || st.points > kStackMen))
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

} // namespace hardtack
