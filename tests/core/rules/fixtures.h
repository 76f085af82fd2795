#pragma once
// Small hand-built battles for the rules tests: a blank map, one brigade per
// side (leaders placed by the test), units added one by one.

#include "core/battle.h"
#include "core/scenario.h"

#include <QStringList>

namespace hardtack::test {

// An event that marks a battle as under way (a log that is not empty), as
// of the first movement phase.
inline PhaseEvent underWay()
{
    PhaseEvent e;
    e.at = EventStamp{1, Side::Union, Phase::Movement};
    return e;
}

inline Hex at(int col, int row)
{
    return Hex::fromOffset(col, row);
}

inline Scenario blankScenario(int width = 16, int height = 16)
{
    Scenario s;
    s.title = QStringLiteral("test");
    s.map.name = QStringLiteral("test");
    s.map.resize(width, height);
    s.map.legend = {{QStringLiteral("."), Terrain::Clear}, {QStringLiteral("w"), Terrain::Woods},
                    {QStringLiteral("W"), Terrain::HeavyWoods}, {QStringLiteral("o"), Terrain::Orchard},
                    {QStringLiteral("t"), Terrain::Town}, {QStringLiteral("m"), Terrain::Marsh},
                    {QStringLiteral("~"), Terrain::Water}};
    s.date = QDate(1863, 7, 1);
    s.start = QTime(9, 0);
    s.turns = 10;
    s.dawn = QTime(4, 30);
    s.dusk = QTime(19, 30);
    s.firstSide = Side::Union;
    s.rules.fogOfWar = false;
    const auto formation = [](const char *id, Side side, Level level, const char *parent, const char *leader, Hex h) {
        Formation f;
        f.id = QString::fromLatin1(id);
        f.side = side;
        f.level = level;
        f.name = f.id;
        f.parent = QString::fromLatin1(parent);
        f.leader.id = QString::fromLatin1(leader);
        f.leader.name = f.leader.id;
        f.leader.rating = 4;
        f.leader.hex = h;
        return f;
    };
    s.formations.append(formation("u-div", Side::Union, Level::Division, "", "u-div-l", at(0, 0)));
    s.formations.append(formation("u-bde", Side::Union, Level::Brigade, "u-div", "u-bde-l", at(0, 0)));
    s.formations.append(formation("c-div", Side::Confederate, Level::Division, "", "c-div-l", at(width - 1, height - 1)));
    s.formations.append(formation("c-bde", Side::Confederate, Level::Brigade, "c-div", "c-bde-l", at(width - 1, height - 1)));
    s.victoryMinor = 100;
    s.victoryMajor = 500;
    s.rebuildIndex();
    return s;
}

inline void setTerrain(Scenario &s, Hex h, Terrain t)
{
    s.map.terrain[s.map.indexOf(h)] = t;
}

inline void setElevation(Scenario &s, Hex h, int level)
{
    s.map.elevation[s.map.indexOf(h)] = quint8(level);
}

inline void addHexside(Scenario &s, Hex h, HexSide side, HexsideFeature f)
{
    s.map.hexsides.append(HexsideEntry{h, side, f});
    s.map.rebuildIndex();
}

inline void addRoad(Scenario &s, RoadKind kind, const QVector<Hex> &hexes)
{
    s.map.roads.append(RoadPath{kind, hexes});
    s.map.rebuildIndex();
}

inline void placeLeader(Scenario &s, const char *formation, Hex h)
{
    s.formation(QString::fromLatin1(formation))->leader.hex = h;
}

inline Unit &addUnit(Scenario &s, const char *id, Side side, UnitType type, int men, Hex h,
                     HexSide facing = HexSide::N, UnitFormation formation = UnitFormation::None, int quality = 4)
{
    Unit u;
    u.id = QString::fromLatin1(id);
    u.name = u.id;
    u.side = side;
    u.brigade = side == Side::Union ? QStringLiteral("u-bde") : QStringLiteral("c-bde");
    u.type = type;
    u.men = men;
    u.quality = quality;
    u.hex = h;
    u.facing = facing;
    u.formation = formation == UnitFormation::None ? formationsOf(type).first() : formation;
    switch (type) {
    case UnitType::Infantry: u.weapon = Weapon::RifledMusket; break;
    case UnitType::Cavalry: u.weapon = Weapon::Carbine; break;
    case UnitType::Artillery: u.weapon = Weapon::Napoleon; u.guns = 6; break;
    case UnitType::Wagon: u.weapon = Weapon::None; u.supply = 300; u.formation = UnitFormation::None; break;
    }
    s.units.append(u);
    s.rebuildIndex();
    return s.units.last();
}

inline QString dataFile(const char *name)
{
    return QStringLiteral(HARDTACK_TEST_DATA "/core/") + QLatin1String(name);
}

} // namespace hardtack::test
