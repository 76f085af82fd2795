// RULES §2, §4: movement costs, allowances, turning, paths, ZOC, stacking.

#include "fixtures.h"

#include "core/rules/board.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <QTest>

using namespace hardtack;
using namespace hardtack::test;

Q_DECLARE_METATYPE(Terrain)
Q_DECLARE_METATYPE(UnitType)
Q_DECLARE_METATYPE(UnitFormation)

namespace {
// Unit kinds as the rules' table names them.
struct Kind
{
    UnitType type;
    UnitFormation formation;
};
Kind kindOf(const QString &name)
{
    if (name == QLatin1String("infantry column")) return {UnitType::Infantry, UnitFormation::Column};
    if (name == QLatin1String("infantry line")) return {UnitType::Infantry, UnitFormation::Line};
    if (name == QLatin1String("mounted cavalry")) return {UnitType::Cavalry, UnitFormation::Mounted};
    if (name == QLatin1String("dismounted cavalry")) return {UnitType::Cavalry, UnitFormation::Dismounted};
    if (name == QLatin1String("limbered artillery")) return {UnitType::Artillery, UnitFormation::Limbered};
    if (name == QLatin1String("unlimbered artillery")) return {UnitType::Artillery, UnitFormation::Unlimbered};
    if (name == QLatin1String("wagon")) return {UnitType::Wagon, UnitFormation::None};
    return {UnitType::Infantry, UnitFormation::Line};
}
} // namespace

class TestMovement : public QObject
{
    Q_OBJECT

private slots:
    void enterCost_data()
    {
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("road");     // road followed into the hex, or ""
        QTest::addColumn<QString>("hexside"); // feature on the hexside crossed, or ""
        QTest::addColumn<int>("climb");       // levels climbed
        QTest::addColumn<int>("mp");          // -1: no entry

        QTest::newRow("clear, infantry column: 2") << "clear" << "infantry column" << "" << "" << 0 << 2;
        QTest::newRow("clear, infantry line: 3") << "clear" << "infantry line" << "" << "" << 0 << 3;
        QTest::newRow("clear, limbered artillery: 3") << "clear" << "limbered artillery" << "" << "" << 0 << 3;
        QTest::newRow("clear, mounted cavalry: 2") << "clear" << "mounted cavalry" << "" << "" << 0 << 2;
        QTest::newRow("clear, dismounted cavalry: 3") << "clear" << "dismounted cavalry" << "" << "" << 0 << 3;
        QTest::newRow("clear, wagon: 2") << "clear" << "wagon" << "" << "" << 0 << 2;
        QTest::newRow("orchard, column 3") << "orchard" << "infantry column" << "" << "" << 0 << 3;
        QTest::newRow("orchard, line 4") << "orchard" << "infantry line" << "" << "" << 0 << 4;
        QTest::newRow("orchard, limbered 4") << "orchard" << "limbered artillery" << "" << "" << 0 << 4;
        QTest::newRow("woods, column: 4") << "woods" << "infantry column" << "" << "" << 0 << 4;
        QTest::newRow("woods, infantry line: 5 MP") << "woods" << "infantry line" << "" << "" << 0 << 5;
        QTest::newRow("woods, limbered artillery: 8") << "woods" << "limbered artillery" << "" << "" << 0 << 8;
        QTest::newRow("heavy woods, column: 6") << "heavy-woods" << "infantry column" << "" << "" << 0 << 6;
        QTest::newRow("heavy woods, line: 8") << "heavy-woods" << "infantry line" << "" << "" << 0 << 8;
        QTest::newRow("heavy woods, limbered artillery: no entry") << "heavy-woods" << "limbered artillery" << "" << "" << 0 << -1;
        QTest::newRow("town, column: 2") << "town" << "infantry column" << "" << "" << 0 << 2;
        QTest::newRow("town, line: 4") << "town" << "infantry line" << "" << "" << 0 << 4;
        QTest::newRow("town, limbered: 3") << "town" << "limbered artillery" << "" << "" << 0 << 3;
        QTest::newRow("marsh, column: 8") << "marsh" << "infantry column" << "" << "" << 0 << 8;
        QTest::newRow("marsh, line: 10") << "marsh" << "infantry line" << "" << "" << 0 << 10;
        QTest::newRow("marsh, limbered: no entry") << "marsh" << "limbered artillery" << "" << "" << 0 << -1;
        QTest::newRow("water: no entry for anyone") << "water" << "infantry column" << "" << "" << 0 << -1;
        QTest::newRow("unlimbered artillery may not move") << "clear" << "unlimbered artillery" << "" << "" << 0 << -1;
        QTest::newRow("pike through woods, column: 1") << "woods" << "infantry column" << "pike" << "" << 0 << 1;
        QTest::newRow("road through woods, limbered: 1") << "woods" << "limbered artillery" << "road" << "" << 0 << 1;
        QTest::newRow("road through woods, line: as terrain 5") << "woods" << "infantry line" << "road" << "" << 0 << 5;
        QTest::newRow("trail through woods, column: 2") << "woods" << "infantry column" << "trail" << "" << 0 << 2;
        QTest::newRow("trail through woods, limbered: 3") << "woods" << "limbered artillery" << "trail" << "" << 0 << 3;
        QTest::newRow("trail into heavy woods, limbered: 3") << "heavy-woods" << "limbered artillery" << "trail" << "" << 0 << 3;
        QTest::newRow("railroad counts as trail, column: 2") << "clear" << "infantry column" << "railroad" << "" << 0 << 2;
        QTest::newRow("stream, column, clear: 2+2") << "clear" << "infantry column" << "" << "stream" << 0 << 4;
        QTest::newRow("ford, column, clear: 2+1") << "clear" << "infantry column" << "" << "ford" << 0 << 3;
        QTest::newRow("bridge on a road, column: 1+0") << "clear" << "infantry column" << "road" << "bridge" << 0 << 1;
        QTest::newRow("bridge off the road, line: 3+2") << "clear" << "infantry line" << "" << "bridge" << 0 << 5;
        QTest::newRow("fence, line, clear: 3+1") << "clear" << "infantry line" << "" << "fence" << 0 << 4;
        QTest::newRow("stone wall, line, clear: 3+2") << "clear" << "infantry line" << "" << "stone-wall" << 0 << 5;
        QTest::newRow("one level up, column: 2+1") << "clear" << "infantry column" << "" << "" << 1 << 3;
        QTest::newRow("two levels up, line: 3+2") << "clear" << "infantry line" << "" << "" << 2 << 5;
        QTest::newRow("one level up, limbered artillery: 3+2") << "clear" << "limbered artillery" << "" << "" << 1 << 5;
        QTest::newRow("one level down: no extra") << "clear" << "infantry column" << "" << "" << -1 << 2;
        QTest::newRow("stone wall and climb, woods line: 5+2+1") << "woods" << "infantry line" << "" << "stone-wall" << 1 << 8;
    }

    void enterCost()
    {
        QFETCH(QString, terrain);
        QFETCH(QString, unit);
        QFETCH(QString, road);
        QFETCH(QString, hexside);
        QFETCH(int, climb);
        QFETCH(int, mp);
        Scenario s = blankScenario(6, 6);
        const Hex from = at(2, 3);
        const Hex to = from.neighbour(HexSide::N);
        setTerrain(s, to, Terrain(terrainNames().indexOf(terrain)));
        setElevation(s, from, climb < 0 ? 2 : 1);
        setElevation(s, to, 1 + climb + (climb < 0 ? 1 : 0));
        if (!road.isEmpty())
            addRoad(s, RoadKind(roadKindNames().indexOf(road)), {from, to});
        if (!hexside.isEmpty()) {
            const auto f = HexsideFeature(hexsideFeatureNames().indexOf(hexside));
            if (f == HexsideFeature::Ford || f == HexsideFeature::Bridge)
                addHexside(s, from, HexSide::N, HexsideFeature::Stream);
            addHexside(s, from, HexSide::N, f);
        }
        const Kind k = kindOf(unit);
        Unit &u = addUnit(s, "u", Side::Union, k.type, 100, from, HexSide::N, k.formation);
        const auto cost = hardtack::enterCost(s.map, from, to, moveClassOf(u), u.type == UnitType::Artillery);
        QCOMPARE(cost.value_or(-1), mp);
    }

    void allowance_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("status");
        QTest::addColumn<bool>("detached");
        QTest::addColumn<int>("mp");
        QTest::newRow("infantry 12") << "infantry line" << "normal" << false << 12;
        QTest::newRow("cavalry 20") << "mounted cavalry" << "normal" << false << 20;
        QTest::newRow("limbered artillery 16") << "limbered artillery" << "normal" << false << 16;
        QTest::newRow("wagons 12") << "wagon" << "normal" << false << 12;
        QTest::newRow("disrupted infantry: half, 6") << "infantry line" << "disrupted" << false << 6;
        QTest::newRow("detached infantry: -25%, 9") << "infantry line" << "normal" << true << 9;
        QTest::newRow("detached cavalry: 15") << "mounted cavalry" << "normal" << true << 15;
        QTest::newRow("disrupted and detached cavalry: 20x0.5x0.75 = 7") << "mounted cavalry" << "disrupted" << true << 7;
        QTest::newRow("wagons are never detached") << "wagon" << "normal" << true << 12;
    }

    void allowance()
    {
        QFETCH(QString, unit);
        QFETCH(QString, status);
        QFETCH(bool, detached);
        QFETCH(int, mp);
        Scenario s = blankScenario(12, 12);
        placeLeader(s, "u-bde", detached ? at(9, 9) : at(3, 4));
        const Kind k = kindOf(unit);
        Unit &u = addUnit(s, "u", Side::Union, k.type, 300, at(3, 3), HexSide::N, k.formation);
        u.status = Status(statusNames().indexOf(status));
        QCOMPARE(movementAllowance(s, u), mp);
    }

    void turning_data()
    {
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("mp");
        QTest::newRow("no turn: 0") << 0 << 0;
        QTest::newRow("one hexside: the first is free") << 1 << 0;
        QTest::newRow("two hexsides: 1 MP") << 2 << 1;
        QTest::newRow("about face, three hexsides: 2 MP") << 3 << 2;
        QTest::newRow("minus one hexside: free") << -1 << 0;
        QTest::newRow("minus two hexsides: 1 MP") << -2 << 1;
    }

    void turning()
    {
        QFETCH(int, steps);
        QFETCH(int, mp);
        QCOMPARE(turnCost(HexSide::N, rotated(HexSide::N, steps)), mp);
    }

    void paths_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<int>("length");    // hexes north of [4,8]
        QTest::addColumn<int>("refusal");   // Refusal, None when allowed
        QTest::addColumn<int>("mp");

        QTest::newRow("line, 4 clear hexes: 12 MP") << "line" << 4 << int(Refusal::None) << 12;
        QTest::newRow("line, 5 clear hexes: more than 12") << "line" << 5 << int(Refusal::NotEnoughMp) << 0;
        QTest::newRow("column, 6 clear hexes: 12 MP") << "column" << 6 << int(Refusal::None) << 12;
        QTest::newRow("disrupted column, 4 hexes: more than 6") << "disrupted" << 4 << int(Refusal::NotEnoughMp) << 0;
        QTest::newRow("unlimbered artillery may only turn") << "unlimbered" << 1 << int(Refusal::CannotMove) << 0;
        QTest::newRow("water is impassable") << "water" << 2 << int(Refusal::Impassable) << 0;
        QTest::newRow("enemy line: entering its ZOC ends the move") << "enemy-line" << 4 << int(Refusal::ZocStop) << 0;
        QTest::newRow("enemy line: a move may end in its ZOC") << "enemy-line" << 3 << int(Refusal::None) << 6;
        QTest::newRow("enemy column has no ZOC") << "enemy-column" << 4 << int(Refusal::None) << 8;
        QTest::newRow("routed enemy has no ZOC") << "enemy-routed" << 4 << int(Refusal::None) << 8;
        QTest::newRow("limbered enemy artillery has no ZOC") << "enemy-limbered" << 4 << int(Refusal::None) << 8;
        QTest::newRow("enemy wagon has no ZOC") << "enemy-wagon" << 4 << int(Refusal::None) << 8;
        QTest::newRow("enemy facing away: its rear hexes are no ZOC") << "enemy-away" << 4 << int(Refusal::None) << 8;
        QTest::newRow("no entering an enemy's hex") << "enemy-ahead" << 3 << int(Refusal::EnemyOccupied) << 0;
        QTest::newRow("a unit starting in an enemy ZOC may leave it") << "start-in-zoc" << 2 << int(Refusal::None) << 4;
        QTest::newRow("disrupted may not end next to the enemy") << "disrupted-adjacent" << 2 << int(Refusal::DisruptedAdjacent) << 0;
        QTest::newRow("stacking: 600 + 400 men fit") << "stack-400" << 1 << int(Refusal::None) << 2;
        QTest::newRow("stacking: 600 + 401 men do not fit") << "stack-401" << 1 << int(Refusal::Stacking) << 0;
        QTest::newRow("stacking: a fifth unit does not fit") << "stack-5" << 1 << int(Refusal::Stacking) << 0;
        QTest::newRow("stacking: a gun counts as 50 (8 guns + 600 men)") << "stack-guns" << 1 << int(Refusal::Stacking) << 0;
    }

    void paths()
    {
        QFETCH(QString, setup);
        QFETCH(int, length);
        QFETCH(int, refusal);
        QFETCH(int, mp);
        Scenario s = blankScenario(12, 12);
        placeLeader(s, "u-bde", at(4, 8));
        const Hex start = at(4, 8);
        UnitFormation f = UnitFormation::Column;
        if (setup == QLatin1String("line"))
            f = UnitFormation::Line;
        addUnit(s, "u", Side::Union, UnitType::Infantry, 400, start, HexSide::N, f);
        if (setup == QLatin1String("unlimbered")) {
            s.units.clear();
            addUnit(s, "u", Side::Union, UnitType::Artillery, 100, start, HexSide::N, UnitFormation::Unlimbered);
        }
        if (setup.startsWith(QLatin1String("disrupted")))
            s.unit(QStringLiteral("u"))->status = Status::Disrupted;
        if (setup == QLatin1String("water"))
            setTerrain(s, at(4, 6), Terrain::Water);
        // The enemy stands at [5,4]; facing NW its front hexes are [4,4],
        // [5,3] and [4,5], and the path north from [4,8] enters [4,5] third.
        const Hex enemyHex = at(5, 4);
        const auto enemy = [&](UnitType t, UnitFormation ef, HexSide facing) {
            addUnit(s, "c", Side::Confederate, t, 300, enemyHex, facing, ef);
        };
        if (setup == QLatin1String("enemy-line"))
            enemy(UnitType::Infantry, UnitFormation::Line, HexSide::NW);
        if (setup == QLatin1String("enemy-column"))
            enemy(UnitType::Infantry, UnitFormation::Column, HexSide::NW);
        if (setup == QLatin1String("enemy-routed")) {
            enemy(UnitType::Infantry, UnitFormation::Line, HexSide::NW);
            s.unit(QStringLiteral("c"))->status = Status::Routed;
        }
        if (setup == QLatin1String("enemy-limbered"))
            enemy(UnitType::Artillery, UnitFormation::Limbered, HexSide::NW);
        if (setup == QLatin1String("enemy-wagon"))
            enemy(UnitType::Wagon, UnitFormation::None, HexSide::NW);
        if (setup == QLatin1String("enemy-away"))
            enemy(UnitType::Infantry, UnitFormation::Line, HexSide::SE);
        if (setup == QLatin1String("enemy-ahead"))
            addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, at(4, 5), HexSide::S, UnitFormation::Column);
        if (setup == QLatin1String("start-in-zoc"))
            addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, start.neighbour(HexSide::S), HexSide::N,
                    UnitFormation::Line);
        if (setup == QLatin1String("disrupted-adjacent"))
            addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, at(4, 5), HexSide::N, UnitFormation::Column);
        const Hex next = start.neighbour(HexSide::N);
        if (setup == QLatin1String("stack-400") || setup == QLatin1String("stack-401")) {
            addUnit(s, "v", Side::Union, UnitType::Infantry, 600, next);
            s.unit(QStringLiteral("u"))->men = setup.endsWith(QLatin1String("400")) ? 400 : 401;
        }
        if (setup == QLatin1String("stack-5"))
            for (const char *id : {"v1", "v2", "v3", "v4"})
                addUnit(s, id, Side::Union, UnitType::Infantry, 100, next);
        if (setup == QLatin1String("stack-guns")) {
            addUnit(s, "v", Side::Union, UnitType::Artillery, 80, next).guns = 8; // 400 points
            s.unit(QStringLiteral("u"))->men = 601;
        }
        QVector<Hex> path;
        Hex h = start;
        for (int i = 0; i < length; ++i) {
            h = h.neighbour(HexSide::N);
            path.append(h);
        }
        const PathCheck pc = checkPath(s, *s.unit(QStringLiteral("u")), path, std::nullopt);
        QCOMPARE(int(pc.result.reason), refusal);
        if (refusal == int(Refusal::None))
            QCOMPARE(pc.mp, mp);
        else
            QVERIFY(!pc.result.message.isEmpty());
    }

    void turningOnTheWayCosts()
    {
        // A column facing N that marches S turns three hexsides: 2 MP, then 2 for clear.
        Scenario s = blankScenario(8, 8);
        placeLeader(s, "u-bde", at(3, 3));
        addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(3, 3), HexSide::N, UnitFormation::Column);
        const PathCheck pc = checkPath(s, *s.unit(QStringLiteral("u")), {at(3, 4)}, std::nullopt);
        QVERIFY(pc.result.ok());
        QCOMPARE(pc.mp, 4);
        QCOMPARE(pc.finalFacing, HexSide::S);
        const PathCheck back = checkPath(s, *s.unit(QStringLiteral("u")), {at(3, 4)}, HexSide::N);
        QCOMPARE(back.mp, 6);
    }

    void zocIsTheThreeFrontHexes()
    {
        Scenario s = blankScenario(8, 8);
        const Hex h = at(4, 4);
        addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, h, HexSide::N, UnitFormation::Line);
        for (int k = 0; k < 6; ++k) {
            const bool front = k == 0 || k == 1 || k == 5;
            QCOMPARE(inEnemyZoc(s, h.neighbour(HexSide(k)), Side::Union), front);
            QVERIFY(!inEnemyZoc(s, h.neighbour(HexSide(k)), Side::Confederate));
        }
        QVERIFY(!inEnemyZoc(s, at(4, 1), Side::Union));
    }

    void rangeMatchesCheckedPaths()
    {
        // Every hex the range offers can be reached by its path for its cost.
        Scenario s = blankScenario(12, 12);
        placeLeader(s, "u-bde", at(5, 6));
        setTerrain(s, at(5, 4), Terrain::Woods);
        setTerrain(s, at(6, 4), Terrain::Water);
        addHexside(s, at(5, 6), HexSide::NE, HexsideFeature::StoneWall);
        addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(5, 6), HexSide::N, UnitFormation::Line);
        addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, at(5, 2), HexSide::S, UnitFormation::Line);
        const Unit &u = *s.unit(QStringLiteral("u"));
        const MoveRange range(s, u);
        QVERIFY(range.hexes().size() > 6);
        for (const Hex &h : range.hexes()) {
            if (h == u.hex)
                continue;
            const PathCheck pc = checkPath(s, u, range.pathTo(h), std::nullopt);
            QVERIFY2(pc.result.ok(), qPrintable(h.toString() + QLatin1Char(' ') + pc.result.message));
            QCOMPARE(pc.mp, range.cost(h));
        }
        QVERIFY(!range.reachable(at(6, 4)));
        QVERIFY(!range.reachable(at(5, 2)));
    }
};

QTEST_GUILESS_MAIN(TestMovement)
#include "tst_movement.moc"
