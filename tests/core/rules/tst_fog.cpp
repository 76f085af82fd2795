// RULES §4, §14 fog of war at the door of every player: a side's view holds
// no hidden enemy, no refusal says anything about one, and a move into a
// hidden enemy's hex or zone of control stops short and reveals it.

#include "fixtures.h"

#include "core/rules/game.h"
#include "core/rules/sideview.h"

#include "../../clirun.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;
using namespace hardtack::test;

namespace {
// A wood two hexes deep (rows 5 and 6) hides c1 at [4,4] from the Union line
// at row 8; a road runs north through the wood along column 4.
Scenario screened(UnitFormation c1Formation = UnitFormation::Line)
{
    Scenario s = blankScenario(12, 12);
    s.rules.fogOfWar = true;
    for (int c = 0; c < 12; ++c) {
        setTerrain(s, at(c, 5), Terrain::Woods);
        setTerrain(s, at(c, 6), Terrain::Woods);
    }
    QVector<Hex> road;
    for (int r = 9; r >= 1; --r)
        road.append(at(4, r));
    addRoad(s, RoadKind::Road, road);
    placeLeader(s, "u-bde", at(4, 9));
    placeLeader(s, "u-div", at(4, 10));
    placeLeader(s, "c-bde", at(4, 4));
    placeLeader(s, "c-div", at(4, 1));
    addUnit(s, "u1", Side::Union, UnitType::Infantry, 400, at(4, 8), HexSide::N, UnitFormation::Column);
    addUnit(s, "u2", Side::Union, UnitType::Infantry, 400, at(6, 8), HexSide::N, UnitFormation::Line);
    addUnit(s, "c1", Side::Confederate, UnitType::Infantry, 400, at(4, 4), HexSide::S, c1Formation);
    return s;
}

QString typeOf(const QJsonObject &e)
{
    return e.value(QStringLiteral("type")).toString();
}
} // namespace

class TestFog : public QObject
{
    Q_OBJECT

private slots:
    void hiddenUnitIsAbsentFromTheView()
    {
        const Game g = Game::start(screened(), 1);
        const SideView v = g.view(Side::Union);
        QVERIFY(!v.visibleEnemies.contains(QStringLiteral("c1")));
        QVERIFY(!v.scenario.unit(QStringLiteral("c1")));
        // The hidden brigade leader standing with it is hidden too.
        QCOMPARE(v.scenario.formation(QStringLiteral("c-bde"))->leader.hex, kUnseenHex);
        // Its own units are all there, and the Confederates see their own.
        QVERIFY(v.scenario.unit(QStringLiteral("u1")) && v.scenario.unit(QStringLiteral("u2")));
        QVERIFY(g.view(Side::Confederate).scenario.unit(QStringLiteral("c1")));
    }

    void hiddenUnitIsAbsentFromViewCommand()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("fog.json"));
        QVERIFY(saveBattle(Game::start(screened(), 1).battle(), save, nullptr));
        const CliRun run = runCli({QStringLiteral("view"), save, QStringLiteral("--side"), QStringLiteral("union"),
                                   QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = parseJson(run.out);
        QCOMPARE(out.value(QStringLiteral("side")).toString(), QStringLiteral("union"));
        QCOMPARE(out.value(QStringLiteral("visibleEnemies")).toArray(), QJsonArray{});
        QCOMPARE(out.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(out.value(QStringLiteral("phase")).toString(), QStringLiteral("movement"));
    }

    // Every order near the hidden unit is judged exactly as if it were not
    // there: same verdict, same words.
    void refusalsSayNothingOfHiddenUnits_data()
    {
        QTest::addColumn<int>("phase");
        QTest::newRow("movement") << int(Phase::Movement);
        QTest::newRow("offensive fire") << int(Phase::OffensiveFire);
        QTest::newRow("melee") << int(Phase::Melee);
    }

    void refusalsSayNothingOfHiddenUnits()
    {
        QFETCH(int, phase);
        Scenario withUnit = screened();
        Scenario without = withUnit;
        without.units.removeIf([](const Unit &u) { return u.id == QLatin1String("c1"); });
        without.rebuildIndex();
        const auto gameOf = [&](const Scenario &s) {
            Battle b = Battle::start(s, 2);
            b.phase = Phase(phase);
            b.log.append(underWay());
            return Game(b);
        };
        const Game a = gameOf(withUnit), b = gameOf(without);
        QVERIFY(!a.visibleEnemies(Side::Union).contains(QStringLiteral("c1")));
        int orders = 0;
        for (const char *id : {"u1", "u2"}) {
            const Hex from = withUnit.unit(QString::fromLatin1(id))->hex;
            for (int c = 0; c < 12; ++c)
                for (int r = 0; r < 12; ++r) {
                    const Hex to = at(c, r);
                    if (distance(from, to) > 5 || to == from)
                        continue;
                    QVector<Hex> path = line(from, to);
                    path.removeFirst();
                    for (const Order &o : {Order::move(QString::fromLatin1(id), path),
                                           Order::fire({QString::fromLatin1(id)}, to),
                                           Order::melee({QString::fromLatin1(id)}, to)}) {
                        const CheckResult ra = a.check(o), rb = b.check(o);
                        QCOMPARE(int(ra.reason), int(rb.reason));
                        QCOMPARE(ra.message, rb.message);
                        QVERIFY(!ra.message.contains(QLatin1String("c1")));
                        ++orders;
                    }
                }
        }
        QVERIFY(orders > 100);
    }

    void moveIntoHiddenZoneStopsAndReveals()
    {
        Game g = Game::start(screened(), 3);
        const Hex stop = at(4, 5);
        const QVector<Hex> path{at(4, 7), at(4, 6), stop, stop.neighbour(HexSide::NE)};
        const Order o = Order::move(QStringLiteral("u1"), path);
        QVERIFY2(g.check(o).ok(), qPrintable(g.check(o).message));
        QVERIFY(g.apply(o).ok());
        const Unit &u1 = *g.scenario().unit(QStringLiteral("u1"));
        QCOMPARE(u1.hex, stop);            // the first hex of c1's zone of control
        QVERIFY(u1.moveEnded);
        QVERIFY(g.visibleEnemies(Side::Union).contains(QStringLiteral("c1")));
        const QVector<QJsonObject> log = eventsToJson(g.battle().log);
        QCOMPARE(typeOf(log.at(log.size() - 2)), QStringLiteral("move"));
        QVERIFY(log.at(log.size() - 2).value(QStringLiteral("interrupted")).toBool());
        QCOMPARE(typeOf(log.last()), QStringLiteral("reveal"));
        QCOMPARE(log.last().value(QStringLiteral("units")).toArray(), QJsonArray{QStringLiteral("c1")});
        QVERIFY(!g.canUndo()); // a revealed enemy cannot be unseen
        // The order is recorded as given.
        QCOMPARE(g.battle().orders.last().order, o);
    }

    void moveIntoHiddenHexStopsBeforeIt()
    {
        // A column exerts no zone of control: the road leads into its hex.
        Game g = Game::start(screened(UnitFormation::Column), 4);
        const QVector<Hex> path{at(4, 7), at(4, 6), at(4, 5), at(4, 4), at(4, 3)};
        QVERIFY(g.apply(Order::move(QStringLiteral("u1"), path)).ok());
        QCOMPARE(g.scenario().unit(QStringLiteral("u1"))->hex, at(4, 5));
        QVERIFY(g.visibleEnemies(Side::Union).contains(QStringLiteral("c1")));
        QCOMPARE(g.scenario().unit(QStringLiteral("c1"))->hex, at(4, 4));
    }

    void enemyLosesSightAndKeepsAGhost()
    {
        // c1 sees u2 in the open; when u2 walks into the wood, out of sight,
        // the Confederates keep a ghost where they last saw it.
        Scenario s = screened();
        s.unit(QStringLiteral("u2"))->hex = at(8, 4);
        s.unit(QStringLiteral("u2"))->facing = HexSide::S;
        s.unit(QStringLiteral("u2"))->formation = UnitFormation::Column;
        Game g = Game::start(s, 5);
        QVERIFY(g.visibleEnemies(Side::Confederate).contains(QStringLiteral("u2")));
        const Order into = Order::move(QStringLiteral("u2"), {at(8, 5), at(8, 6)});
        QVERIFY2(g.apply(into).ok(), qPrintable(g.check(into).message));
        QVERIFY(!g.visibleEnemies(Side::Confederate).contains(QStringLiteral("u2")));
        const SideView v = g.view(Side::Confederate);
        QCOMPARE(v.ghosts.size(), 1);
        QCOMPARE(v.ghosts.first().unit, QStringLiteral("u2"));
        QCOMPARE(v.ghosts.first().hex, at(8, 4));
        QVERIFY(!v.scenario.unit(QStringLiteral("u2")));
        // Undo puts the sight back as it was.
        QVERIFY(g.undo());
        QVERIFY(g.visibleEnemies(Side::Confederate).contains(QStringLiteral("u2")));
        QVERIFY(g.view(Side::Confederate).ghosts.isEmpty());
        QVERIFY(g.redo());
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->hex, at(8, 6));
    }
};

QTEST_GUILESS_MAIN(TestFog)
#include "tst_fog.moc"
