#include "victory.h"

#include "board.h"
#include "terrain.h"

#include <QJsonArray>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }
}

const QStringList &victoryLevelNames()
{
    static const QStringList names{QStringLiteral("major-victory"), QStringLiteral("minor-victory"),
                                   QStringLiteral("draw"), QStringLiteral("minor-defeat"),
                                   QStringLiteral("major-defeat")};
    return names;
}

SideLosses lossesOf(const Scenario &s, Side side, std::optional<UnitType> arm)
{
    SideLosses l;
    for (const Unit &u : s.units) {
        if (u.side != side || (arm && u.type != *arm))
            continue;
        l.casualties += u.casualties;
        l.prisoners += u.prisoners;
        l.stragglers += u.stragglers;
        l.guns += u.gunsLost;
        l.gunsCaptured += u.gunsCaptured;
        // A wagon is lost to the enemy when it has no men left (destroyed or
        // captured); a wagon that ran out of supply left with its men.
        if (u.type == UnitType::Wagon && u.gone && u.men == 0)
            l.wagons += 1;
    }
    if (arm)
        return l; // leaders belong to no arm
    for (const Formation &f : s.formations) {
        if (f.side != side)
            continue;
        l.leaders += f.leader.replacements;
        l.leaderPoints += f.leader.replacements * vpPerLeader(f.level);
    }
    return l;
}

int menPresent(const Scenario &s, Side side, std::optional<UnitType> arm)
{
    int men = 0;
    for (const Unit &u : s.units)
        if (u.side == side && (!arm || u.type == *arm))
            men += u.men + u.casualties + u.stragglers + u.prisoners;
    return men;
}

void updateObjectives(Scenario &s)
{
    for (Objective &o : s.objectives) {
        const bool u = hasFriendlyUnit(s, o.hex, Side::Union);
        const bool c = hasFriendlyUnit(s, o.hex, Side::Confederate);
        if (u != c)
            o.holder = u ? Side::Union : Side::Confederate;
    }
}

VictoryResult computeVictory(const Scenario &s)
{
    VictoryResult r;
    for (int side = 0; side < 2; ++side)
        r.losses[side] = lossesOf(s, Side(side));
    for (const Objective &o : s.objectives)
        if (o.holder)
            r.objectivePoints[int(*o.holder)] += o.points[int(*o.holder)];
    for (int side = 0; side < 2; ++side) {
        const SideLosses &enemy = r.losses[1 - side];
        r.vp[side] = r.objectivePoints[side] + enemy.men() * kVpPerMan + enemy.guns * kVpPerGun
                   + enemy.wagons * kVpPerWagon + enemy.leaderPoints;
    }
    const int diff = r.vp[0] - r.vp[1];
    const int margin = std::abs(diff);
    VictoryLevel lead = VictoryLevel::Draw;
    if (diff != 0 && margin >= s.victoryMajor)
        lead = VictoryLevel::MajorVictory;
    else if (diff != 0 && margin >= s.victoryMinor)
        lead = VictoryLevel::MinorVictory;
    if (lead != VictoryLevel::Draw) {
        const Side w = diff > 0 ? Side::Union : Side::Confederate;
        r.winner = w;
        r.level[int(w)] = lead;
        r.level[1 - int(w)] = lead == VictoryLevel::MajorVictory ? VictoryLevel::MajorDefeat : VictoryLevel::MinorDefeat;
        r.laurels[int(w)] = laurelsForCasualties(r.losses[0].men() + r.losses[1].men());
    }
    return r;
}

QJsonObject VictoryResult::toJson() const
{
    QJsonObject levels, vps, objectives, cas, laur;
    for (int side = 0; side < 2; ++side) {
        const QString name = sideNames().at(side);
        levels.insert(name, victoryLevelNames().at(int(level[side])));
        vps.insert(name, vp[side]);
        objectives.insert(name, objectivePoints[side]);
        const SideLosses &l = losses[side];
        cas.insert(name, QJsonObject{{key("men"), l.men()}, {key("killedWounded"), l.casualties},
                                     {key("prisoners"), l.prisoners}, {key("stragglers"), l.stragglers},
                                     {key("guns"), l.guns}, {key("gunsCaptured"), l.gunsCaptured}, {key("wagons"), l.wagons}, {key("leaders"), l.leaders}});
        laur.insert(name, laurels[side]);
    }
    return QJsonObject{{key("result"), levels},
                       {key("winner"), winner ? QJsonValue(sideName(*winner)) : QJsonValue()},
                       {key("vp"), vps},
                       {key("objectivePoints"), objectives},
                       {key("casualties"), cas},
                       {key("laurels"), laur}};
}

} // namespace hardtack
