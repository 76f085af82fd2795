// RULES §2 line of sight, §14 visibility and fog of war.

#include "fixtures.h"

#include "core/rules/board.h"
#include "core/rules/los.h"
#include "core/rules/terrain.h"
#include "core/rules/visibility.h"
#include "core/rng.h"

#include "bench/grand/grandbattle.h"

#include <QDir>
#include <QTest>

#include <thread>

using namespace hardtack;
using namespace hardtack::test;

namespace {
// RULES §2 as written, the reference the memo and the allocation-free walk
// must equal exactly: the two nudged lines of hex.cpp, an intermediate hex
// blocking when ground + obstacle reaches the sight line.
bool referenceSight(const Map &map, Hex from, Hex to)
{
    const int n = distance(from, to);
    if (n <= 1)
        return true;
    const double h0 = map.elevationAt(from) + 1.0, h1 = map.elevationAt(to) + 1.0;
    const QVector<Hex> a = line(from, to, +1), b = line(from, to, -1);
    const auto blocks = [&](Hex h, double height) {
        return map.contains(h) && map.elevationAt(h) + obstacleHeight(map.terrainAt(h)) >= height - 1e-9;
    };
    for (int i = 1; i < n; ++i) {
        const double height = h0 + (h1 - h0) * double(i) / n;
        if (blocks(a.at(i), height) && blocks(b.at(i), height))
            return false;
    }
    return true;
}

// RULES §14 as written: an enemy unit is seen when any unit or active leader
// of the side can see its hex (LOS and the night range).
QStringList referenceVisible(const Scenario &s, int turn, Side side)
{
    const int vis = visibilityRange(s, turn);
    QVector<Hex> eyes;
    for (const Unit &u : s.units)
        if (isOnBoard(u) && u.side == side)
            eyes.append(u.hex);
    for (const Formation &f : s.formations)
        if (f.side == side && f.leader.active())
            eyes.append(f.leader.hex);
    QStringList out;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side == side)
            continue;
        bool seen = !s.rules.fogOfWar;
        for (const Hex &e : eyes)
            seen = seen || ((vis == 0 || distance(e, u.hex) <= vis) && referenceSight(s.map, e, u.hex));
        if (seen)
            out.append(u.id);
    }
    return out;
}

Map grandMap()
{
    return mapFromJson(JsonNode(QJsonValue(bench::grandBattleMap(1863)), QStringLiteral("$"), QStringLiteral("grand")));
}

Scenario grandScenario()
{
    return scenarioFromJson(JsonNode(QJsonValue(bench::grandBattleScenario(1863)), QStringLiteral("$"), QStringLiteral("grand")),
                            QString(), false);
}

Hex randomHex(Rng &rng, const Map &m)
{
    return Hex::fromOffset(rng.uniformInt(0, m.width - 1), rng.uniformInt(0, m.height - 1));
}
} // namespace

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

    // The remembered line of sight equals RULES §2 exactly, pair by pair, on
    // every shipped map and on the generated 121×91 grand battlefield.
    void memoEqualsTheRule_data()
    {
        QTest::addColumn<QString>("file"); // empty: the generated map
        QTest::newRow("generated grand battlefield") << QString();
        const QDir maps(QStringLiteral(HARDTACK_SOURCE_DIR "/maps"));
        for (const QString &f : maps.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << maps.filePath(f);
    }

    void memoEqualsTheRule()
    {
        QFETCH(QString, file);
        Map map;
        if (file.isEmpty()) {
            map = grandMap();
        } else {
            LoadError e;
            const auto loaded = loadMap(file, &e);
            QVERIFY2(loaded, qPrintable(e.text()));
            map = *loaded;
        }
        Rng rng(1863);
        const SightLines los(map);
        const Map copy = map; // shares the memo
        const SightLines copyLos(copy);
        int seen = 0, blocked = 0;
        for (int k = 0; k < 20000; ++k) {
            // Half the pairs near each other (where sight is decided hex by hex).
            const Hex a = randomHex(rng, map);
            Hex b = randomHex(rng, map);
            if (k % 2) {
                b = a + Hex{rng.uniformInt(-6, 6), rng.uniformInt(-6, 6)};
                if (!map.contains(b))
                    continue;
            }
            const bool expected = referenceSight(map, a, b);
            QCOMPARE(hasLineOfSight(map, a, b), expected);
            QCOMPARE(los(a, b), expected);      // computed and remembered
            QCOMPARE(los(a, b), expected);      // remembered
            QCOMPARE(copyLos(a, b), expected);  // the copy's answer is the same memo's
            (expected ? seen : blocked)++;
        }
        // The sample exercises both answers.
        QVERIFY(seen > 1000);
        QVERIFY(blocked > 1000);
    }

    // A copy edited after the memo was filled never reads the original's
    // answers, and the original keeps its own.
    void editedCopyDoesNotUseTheMemo()
    {
        Scenario s = blankScenario(10, 10);
        const Hex a = at(2, 2), b = at(2, 6);
        QVERIFY(SightLines(s.map)(a, b));
        Map edited = s.map;
        edited.terrain[edited.indexOf(at(2, 4))] = Terrain::Woods;
        QVERIFY(!SightLines(edited)(a, b));
        QVERIFY(SightLines(s.map)(a, b));
        // rebuildIndex() gives the edited map a memo of its own.
        edited.rebuildIndex();
        QVERIFY(!SightLines(edited)(a, b));
        QVERIFY(!SightLines(edited)(a, b));
    }

    // Several threads filling one memo through copies of one map (a computer
    // player thinking on a copy of the game) get the rule's answers.
    void memoSharedAcrossThreads()
    {
        const Map map = grandMap();
        QVector<QPair<Hex, Hex>> pairs;
        Rng rng(7);
        for (int k = 0; k < 4000; ++k)
            pairs.append({randomHex(rng, map), randomHex(rng, map)});
        QVector<bool> expected;
        for (const auto &p : std::as_const(pairs))
            expected.append(referenceSight(map, p.first, p.second));
        bool ok[4] = {false, false, false, false};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&, t] {
                const Map copy = map;
                const SightLines los(copy);
                bool all = true;
                for (int k = 0; k < pairs.size(); ++k) {
                    const int i = (k * (t + 1)) % int(pairs.size());
                    all = all && los(pairs.at(i).first, pairs.at(i).second) == expected.at(i);
                }
                ok[t] = all;
            });
        for (std::thread &t : threads)
            t.join();
        QVERIFY(ok[0] && ok[1] && ok[2] && ok[3]);
    }

    // RULES §14 on the 832-unit generated battle: the fast visibleEnemies and
    // the per-move update equal the rule as written, by day and at night.
    void grandBattleVisibilityEqualsTheRule()
    {
        Scenario s = grandScenario();
        Rng rng(18630702);
        // Scatter both armies over the map so that sight varies.
        for (Unit &u : s.units)
            u.hex = randomHex(rng, s.map);
        for (const int turn : {1, 24}) { // day, then night (12:00 + 23 turns)
            QCOMPARE(visibilityRange(s, turn), turn == 1 ? 0 : 2);
            for (Side side : {Side::Union, Side::Confederate})
                QCOMPARE(visibleEnemies(s, turn, side), referenceVisible(s, turn, side));
        }
        Battle b = Battle::start(s, 1);
        refreshKnowledge(b);
        for (Side side : {Side::Union, Side::Confederate})
            QCOMPARE(b.knowledge[int(side)].seenIds(), referenceVisible(b.scenario, b.turn, side));
        // Moves: the side sees at least what it saw plus what the path shows;
        // the enemy sees the mover exactly when the rule says so.
        for (int k = 0; k < 40; ++k) {
            const int i = rng.uniformInt(0, int(b.scenario.units.size()) - 1);
            Unit &u = b.scenario.units[i];
            const Hex from = u.hex;
            u.hex = randomHex(rng, b.scenario.map);
            const Side side = u.side;
            QStringList expected;
            for (int e : activeUnitIndexes(b.scenario)) {
                const Unit &x = b.scenario.units.at(e);
                if (x.side != side && !b.knowledge[int(side)].sees(x.id)
                    && (referenceSight(b.scenario.map, from, x.hex) || referenceSight(b.scenario.map, u.hex, x.hex)))
                    expected.append(x.id);
            }
            QCOMPARE(knowledgeAfterMove(b, side, {from, u.hex}, i), expected);
            const bool enemySees = referenceVisible(b.scenario, b.turn, otherSide(side)).contains(u.id);
            QCOMPARE(b.knowledge[int(otherSide(side))].sees(u.id), enemySees);
        }
        // A full refresh afterwards: seen = the rule; ghosts = every unit seen
        // before and not now, none seen twice.
        const SideKnowledge before = b.knowledge[0];
        refreshKnowledge(b);
        const SideKnowledge &k = b.knowledge[0];
        QCOMPARE(k.seenIds(), referenceVisible(b.scenario, b.turn, Side::Union));
        for (const Ghost &g : before.seen)
            if (!k.sees(g.unit))
                QVERIFY(k.ghosts.contains(g));
        for (const Ghost &g : k.ghosts)
            QVERIFY(!k.sees(g.unit));
        QVERIFY(std::is_sorted(k.ghosts.begin(), k.ghosts.end(),
                               [](const Ghost &x, const Ghost &y) { return QString::compare(x.unit, y.unit) < 0; }));
    }
};

QTEST_GUILESS_MAIN(TestLos)
#include "tst_los.moc"
