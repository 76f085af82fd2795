// RULES §2 line of sight, §14 visibility and fog of war.

#include "fixtures.h"

#include "core/rules/los.h"

#include <QTest>

using namespace hardtack;
using namespace hardtack::test;

class TestLos : public QObject
{
    Q_OBJECT

private slots:
    void lineOfSight_data()
    {
        // Observer at [2,4], target at [2,8]: the line runs down column 2
        // through [2,5] [2,6] [2,7]; the sight line at [2,6] (halfway) is at
        // the mean of the two end heights (each ground + 1).
        QTest::addColumn<int>("from");      // ground level of [2,4]
        QTest::addColumn<int>("to");        // ground level of [2,8]
        QTest::addColumn<QString>("middle"); // terrain of [2,6]
        QTest::addColumn<int>("level");     // ground level of [2,6]
        QTest::addColumn<bool>("visible");

        QTest::newRow("flat clear ground: seen") << 0 << 0 << "clear" << 0 << true;
        QTest::newRow("woods between, flat ground: blocked (0+1 >= 1)") << 0 << 0 << "woods" << 0 << false;
        QTest::newRow("heavy woods between: blocked") << 0 << 0 << "heavy-woods" << 0 << false;
        QTest::newRow("orchard between: blocked") << 0 << 0 << "orchard" << 0 << false;
        QTest::newRow("town between: blocked") << 0 << 0 << "town" << 0 << false;
        QTest::newRow("marsh between: seen (no height)") << 0 << 0 << "marsh" << 0 << true;
        QTest::newRow("a level-1 rise between: blocked (1 >= 1)") << 0 << 0 << "clear" << 1 << false;
        QTest::newRow("both ends on level 2, woods on level 0: seen over (1 < 3)") << 2 << 2 << "woods" << 0 << true;
        QTest::newRow("both ends on level 1, woods on level 1: blocked (2 >= 2)") << 1 << 1 << "woods" << 1 << false;
        QTest::newRow("from level 4 down to 0 over woods at 0: line at 3 > 1") << 4 << 0 << "woods" << 0 << true;
        QTest::newRow("from level 1 to 1 over a level-2 hill: blocked") << 1 << 1 << "clear" << 2 << false;
        QTest::newRow("from level 3 to 1 over woods on level 1: line 3 > 2, seen") << 3 << 1 << "woods" << 1 << true;
        QTest::newRow("from level 2 to 0 over woods on level 1: line 2 >= 2, blocked") << 2 << 0 << "woods" << 1 << false;
    }

    void lineOfSight()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, middle);
        QFETCH(int, level);
        QFETCH(bool, visible);
        Scenario s = blankScenario(8, 12);
        const Hex a = at(2, 4), b = at(2, 8), m = at(2, 6);
        setElevation(s, a, from);
        setElevation(s, b, to);
        setElevation(s, at(2, 5), std::min(from, to) - 1 > 0 ? std::min(from, to) - 1 : 0);
        setElevation(s, at(2, 7), std::min(from, to) - 1 > 0 ? std::min(from, to) - 1 : 0);
        setElevation(s, m, level);
        setTerrain(s, m, Terrain(terrainNames().indexOf(middle)));
        QCOMPARE(hasLineOfSight(s.map, a, b), visible);
        QCOMPARE(hasLineOfSight(s.map, b, a), visible);
    }

    void endHexesNeverBlock()
    {
        Scenario s = blankScenario(8, 8);
        setTerrain(s, at(2, 2), Terrain::Woods);
        setTerrain(s, at(2, 5), Terrain::Town);
        QVERIFY(hasLineOfSight(s.map, at(2, 2), at(2, 5)));
        // Adjacent hexes always see each other.
        setTerrain(s, at(2, 3), Terrain::HeavyWoods);
        QVERIFY(hasLineOfSight(s.map, at(2, 2), at(2, 3)));
    }

    void alongAHexsideBothMustBlock()
    {
        // From axial (q,r) to (q+1, r-2) the line runs exactly along the
        // hexside between (q, r-1) and (q+1, r-1).
        Scenario s = blankScenario(10, 10);
        const Hex a = at(4, 6);
        const Hex b = a + Hex{1, -2};
        const QVector<Hex> l1 = line(a, b, +1), l2 = line(a, b, -1);
        QCOMPARE(l1.size(), 3);
        QVERIFY(l1.at(1) != l2.at(1));
        QVERIFY(hasLineOfSight(s.map, a, b));
        setTerrain(s, l1.at(1), Terrain::Woods);
        QVERIFY2(hasLineOfSight(s.map, a, b), "one blocking hex beside the line does not block");
        setTerrain(s, l2.at(1), Terrain::Woods);
        QVERIFY2(!hasLineOfSight(s.map, a, b), "both hexes beside the line block");
        s.map.terrain[s.map.indexOf(l1.at(1))] = Terrain::Clear;
        QVERIFY(hasLineOfSight(s.map, a, b));
    }

    void fogOfWar()
    {
        Scenario s = blankScenario(12, 12);
        s.rules.fogOfWar = true;
        placeLeader(s, "u-bde", at(1, 1));
        placeLeader(s, "u-div", at(1, 1));
        placeLeader(s, "c-bde", at(10, 10));
        placeLeader(s, "c-div", at(10, 10));
        addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(2, 4));
        addUnit(s, "c1", Side::Confederate, UnitType::Infantry, 300, at(2, 8)); // in sight
        addUnit(s, "c2", Side::Confederate, UnitType::Infantry, 300, at(8, 4)); // behind woods
        for (int r = 0; r < 12; ++r)
            setTerrain(s, at(6, r), Terrain::Woods);
        const QStringList seen = visibleEnemies(s, 1, Side::Union);
        QCOMPARE(seen, QStringList{QStringLiteral("c1")});
        // Units never block: a unit between does not hide c1.
        addUnit(s, "u2", Side::Union, UnitType::Infantry, 300, at(2, 6));
        QVERIFY(visibleEnemies(s, 1, Side::Union).contains(QStringLiteral("c1")));
        // Without fog of war every enemy on the map is seen.
        s.rules.fogOfWar = false;
        QCOMPARE(visibleEnemies(s, 1, Side::Union).size(), 2);
    }

    void nightVisibilityIsTwoHexes()
    {
        Scenario s = blankScenario(12, 12);
        s.rules.fogOfWar = true;
        s.start = QTime(20, 0); // after dusk
        placeLeader(s, "u-bde", at(0, 0));
        placeLeader(s, "u-div", at(0, 0));
        placeLeader(s, "c-bde", at(11, 11));
        placeLeader(s, "c-div", at(11, 11));
        addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(2, 4));
        addUnit(s, "c1", Side::Confederate, UnitType::Infantry, 300, at(2, 6));
        addUnit(s, "c2", Side::Confederate, UnitType::Infantry, 300, at(2, 7));
        QCOMPARE(visibilityRange(s, 1), 2);
        QCOMPARE(visibleEnemies(s, 1, Side::Union), QStringList{QStringLiteral("c1")});
        QVERIFY(canSeeHex(s, 1, at(2, 4), at(2, 6)));
        QVERIFY(!canSeeHex(s, 1, at(2, 4), at(2, 7)));
    }
};

QTEST_GUILESS_MAIN(TestLos)
#include "tst_los.moc"
