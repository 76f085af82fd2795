// The naval computer player (docs/AI.md): sensible orders from the two
// squadrons, deterministic, blind to the enemy's orders, and at least as good
// as the orders the historical files give.

#include "navaltestutil.h"

#include "ai/naval/navalai.h"
#include "naval/navalengine.h"
#include "naval/navalfile.h"

#include <algorithm>

#include <QDir>
#include <QRandomGenerator>
#include <QTest>

using namespace hardtack;
using namespace hardtack::test;

namespace {

constexpr Side U = Side::Union;
constexpr Side C = Side::Confederate;

const Ship &first(const NavalBattle &b, Side side)
{
    for (const Ship &s : b.ships)
        if (s.side == side && !s.isTransport())
            return s;
    return b.ships.constFirst();
}

NavalBattle scenario(const QString &name)
{
    return test::shippedNavalBattle(name);
}

} // namespace

class TestNavalAi : public QObject
{
    Q_OBJECT

private slots:
    void evadesWhenOutmatched()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 2, QStringLiteral("gb"), U, ShipType::GB, CombatOrder::Accept);
        addShips(b, 2, QStringLiteral("ic"), C, ShipType::IC, CombatOrder::Engage);
        chooseNavalOrders(b, U);
        QCOMPARE(first(b, U).orders.combat, CombatOrder::Evade);
        QCOMPARE(first(b, U).orders.breakOff, BreakOffOrder::Light);
    }

    void cannotEvadeInAHarborSoAccepts()
    {
        NavalBattle b = makeBattle(NavalLocation::Harbor);
        addShips(b, 2, QStringLiteral("gb"), U, ShipType::GB, CombatOrder::Accept);
        addShips(b, 2, QStringLiteral("ic"), C, ShipType::IC, CombatOrder::Engage);
        chooseNavalOrders(b, U);
        QCOMPARE(first(b, U).orders.combat, CombatOrder::Accept);
    }

    void runsPastStrongBatteries()
    {
        NavalBattle b = makeBattle(NavalLocation::River);
        addShips(b, 3, QStringLiteral("gb"), U, ShipType::RG, CombatOrder::Engage);
        NavalBattery fort = makeBattery(QStringLiteral("fort"), C, 1200, 12);
        fort.hill = Hill::High;
        fort.rifled = true;
        b.batteries.append(fort);
        chooseNavalOrders(b, U);
        QCOMPARE(first(b, U).orders.combat, CombatOrder::RunPast);
    }

    void closesWhenStrongerAtCloseQuarters()
    {
        // Excellent, experienced crews with rams gain most at close quarters.
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 3, QStringLiteral("u"), U, ShipType::FR, CombatOrder::Accept);
        addShips(b, 3, QStringLiteral("c"), C, ShipType::FR, CombatOrder::Accept);
        for (Ship &s : b.ships)
            if (s.side == U) {
                s.quality = NavalQuality::Excellent;
                s.experience = 36;
                s.ram = true;
            } else {
                s.quality = NavalQuality::Poor;
            }
        chooseNavalOrders(b, U);
        QCOMPARE(first(b, U).orders.combat, CombatOrder::Engage);
        QCOMPARE(first(b, U).orders.distance, DistanceOrder::Close);
        QCOMPARE(first(b, U).orders.formation, FormationOrder::BreakLine);
        // The poor crews stand off at range.
        chooseNavalOrders(b, C);
        QCOMPARE(first(b, C).orders.distance, DistanceOrder::Range);
    }

    void aimsAtPropulsionToCatchAFleeingEnemy()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 3, QStringLiteral("ic"), U, ShipType::IC, CombatOrder::Accept);
        addShips(b, 2, QStringLiteral("gb"), C, ShipType::GB, CombatOrder::Accept);
        chooseNavalOrders(b, U);
        QCOMPARE(first(b, U).orders.combat, CombatOrder::Engage);
        QCOMPARE(first(b, U).orders.aim, AimOrder::Propulsion);
        QCOMPARE(first(b, U).orders.breakOff, BreakOffOrder::Never);
    }

    void transportsKeepOutOfTheFight()
    {
        NavalBattle b = makeBattle(NavalLocation::Coastal);
        addShips(b, 2, QStringLiteral("fr"), U, ShipType::FR, CombatOrder::Accept);
        addShips(b, 2, QStringLiteral("tr"), U, ShipType::TR, CombatOrder::Accept);
        addShips(b, 2, QStringLiteral("c"), C, ShipType::GB, CombatOrder::Accept);
        chooseNavalOrders(b, U);
        QCOMPARE(b.ships[shipIndex(b, QStringLiteral("tr0"))].orders.combat, CombatOrder::Evade);
        QCOMPARE(b.ships[shipIndex(b, QStringLiteral("fr0"))].orders.flee, FleeOrder::Harbor);
    }

    // It never reads the enemy's orders (hotseat secrecy) and rolls no dice.
    void deterministicAndBlindToEnemyOrders()
    {
        NavalBattle b = scenario(QStringLiteral("mobile-bay-1864-08-05.json"));
        NavalBattle other = b;
        for (Ship &s : other.ships)
            if (s.side == U)
                s.orders.combat = CombatOrder::Evade;
        chooseNavalOrders(b, C);
        chooseNavalOrders(other, C);
        for (int i = 0; i < b.ships.size(); ++i)
            if (b.ships.at(i).side == C) {
                QCOMPARE(b.ships.at(i).orders.combat, other.ships.at(i).orders.combat);
                QCOMPARE(b.ships.at(i).orders.distance, other.ships.at(i).orders.distance);
                QCOMPARE(b.ships.at(i).orders.aim, other.ships.at(i).orders.aim);
            }
        const NavalResolution r1 = resolveNavalBattle(b, 9), r2 = resolveNavalBattle(b, 9);
        QCOMPARE(resolutionToJson(b, r1), resolutionToJson(b, r2));
    }

    // Against the file's fixed orders over 1,000 trials the computer does no
    // worse for the side it plays than those orders (docs/AI.md has the table).
    void noWorseThanTheFilesOrders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("side");
        for (const char *f : {"hampton-roads-1862-03-08.json", "hampton-roads-1862-03-09.json",
                              "forts-jackson-st-philip-1862-04-24.json", "mobile-bay-1864-08-05.json",
                              "kearsarge-alabama-1864-06-19.json"})
            for (Side side : {U, C})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f), sideName(side))))
                    << QString::fromLatin1(f) << int(side);
    }

    void noWorseThanTheFilesOrders()
    {
        QFETCH(QString, file);
        QFETCH(int, side);
        const NavalBattle fixed = scenario(file);
        NavalBattle ai = fixed;
        chooseNavalOrders(ai, Side(side));
        const NavalTrials a = runNavalTrials(fixed, 1, 1000);
        const NavalTrials b = runNavalTrials(ai, 1, 1000);
        // Laurels minus loss points: what a side takes home from the battle.
        const auto score = [side](const NavalTrials &t) {
            return (t.laurels[side] - t.lossPoints[side] - t.laurels[1 - side] + t.lossPoints[1 - side]) / t.trials;
        };
        qInfo("%s %s: file orders win %.1f%% score %.2f; computer win %.1f%% score %.2f", qPrintable(file),
              qPrintable(sideName(Side(side))), a.wins[side] / 10.0, score(a), b.wins[side] / 10.0, score(b));
        // A margin for the seeds' luck: 4 standard errors of a win rate near one half.
        QVERIFY2(b.wins[side] >= a.wins[side] - 4 * 16 || score(b) >= score(a),
                 qPrintable(QStringLiteral("computer %1 wins against %2").arg(b.wins[side]).arg(a.wins[side])));
    }

    // --- The naval door and a side's view (issue 27 item 4) -----------------

    void shippedActions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("side");
        const QStringList files = QDir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval"))
                                      .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 8);
        for (const QString &f : files) {
            const NavalBattle b = scenario(f);
            for (Side s : {U, C})
                if (std::any_of(b.ships.cbegin(), b.ships.cend(), [s](const Ship &ship) { return ship.side == s; }))
                    // (Charleston's Confederates have forts only)
                    QTest::newRow(qPrintable(f + (s == U ? QStringLiteral(" union") : QStringLiteral(" confederate"))))
                        << f << int(s);
        }
    }

    // A side's view keeps its own ships whole and every enemy ship in sight,
    // without its orders.
    void sideViewHidesTheEnemysOrders_data() { shippedActions_data(); }
    void sideViewHidesTheEnemysOrders()
    {
        QFETCH(QString, file);
        QFETCH(int, side);
        const NavalBattle b = scenario(file);
        const NavalSideView v = navalSideView(b, Side(side));
        QCOMPARE(v.side, Side(side));
        QCOMPARE(v.battle.ships.size(), b.ships.size());
        QCOMPARE(v.battle.batteries.size(), b.batteries.size());
        for (int i = 0; i < b.ships.size(); ++i) {
            const Ship &real = b.ships.at(i), &seen = v.battle.ships.at(i);
            QCOMPARE(seen.id, real.id);
            QCOMPARE(seen.type, real.type);
            QCOMPARE(seen.hull, real.hull);
            QCOMPARE(seen.crew, real.crew);
            if (real.side == Side(side)) {
                QVERIFY(seen.orders == real.orders);
                QCOMPARE(seen.ordersGiven, real.ordersGiven);
            } else {
                QVERIFY(seen.orders == ShipOrders{});
                QVERIFY(!seen.ordersGiven);
            }
        }
    }

    // The computer's orders for a side are the same whatever the enemy has
    // ordered: 40 random sets of enemy orders for every shipped action.
    void ordersDoNotChangeWithTheEnemysOrders_data() { shippedActions_data(); }
    void ordersDoNotChangeWithTheEnemysOrders()
    {
        QFETCH(QString, file);
        QFETCH(int, side);
        const NavalBattle b = scenario(file);
        const QVector<NavalOrder> expected = navalOrders(navalSideView(b, Side(side)));
        QVERIFY(!expected.isEmpty());
        QRandomGenerator g(quint32(qHash(file)) + quint32(side));
        for (int trial = 0; trial < 40; ++trial) {
            NavalBattle other = b;
            for (Ship &s : other.ships)
                if (s.side != Side(side)) {
                    const auto o = shipOrdersFromChoices({int(g.bounded(4)), int(g.bounded(2)), int(g.bounded(2)),
                                                          int(g.bounded(2)), int(g.bounded(3)), int(g.bounded(2))});
                    QVERIFY(o);
                    s.orders = *o;
                    s.ordersGiven = true;
                }
            const QVector<NavalOrder> got = navalOrders(navalSideView(other, Side(side)));
            QCOMPARE(got.size(), expected.size());
            for (int k = 0; k < got.size(); ++k) {
                QCOMPARE(got.at(k).ship, expected.at(k).ship);
                QVERIFY2(got.at(k).orders == expected.at(k).orders, qPrintable(got.at(k).ship));
            }
            // And chooseNavalOrders sets exactly those, through the door.
            chooseNavalOrders(other, Side(side));
            for (const NavalOrder &o : expected)
                for (const Ship &s : other.ships)
                    if (s.id == o.ship)
                        QVERIFY(s.orders == o.orders && s.ordersGiven);
        }
    }

    // The door refuses what a side may not order, with its reason, and a
    // refused order changes nothing.
    void doorRefuses_data()
    {
        QTest::addColumn<QString>("ship");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("combat");
        QTest::addColumn<bool>("sink");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("a ship of one's own, a legal order") << "hartford" << int(U) << 0 << false << "";
        QTest::newRow("no ship of that id") << "no-such-ship" << int(U) << 0 << false << "unknown-ship";
        QTest::newRow("the enemy's ship") << "tennessee" << int(U) << 0 << false << "not-your-ship";
        QTest::newRow("a sunk ship") << "hartford" << int(U) << 0 << true << "sunk";
        QTest::newRow("a combat order outside its table") << "hartford" << int(U) << 7 << false << "no-such-order";
        QTest::newRow("a negative combat order") << "hartford" << int(U) << -1 << false << "no-such-order";
    }
    void doorRefuses()
    {
        QFETCH(QString, ship);
        QFETCH(int, side);
        QFETCH(int, combat);
        QFETCH(bool, sink);
        QFETCH(QString, refusal);
        NavalBattle b = scenario(QStringLiteral("mobile-bay-1864-08-05.json"));
        bool found = false;
        for (Ship &s : b.ships)
            if (s.id == ship) {
                found = true;
                if (sink)
                    s.hull = 5;
            }
        QVERIFY(found || refusal == QLatin1String("unknown-ship"));
        NavalOrder o{ship, ShipOrders{}};
        o.orders.combat = CombatOrder(combat);
        o.orders.aim = AimOrder::Propulsion;
        const NavalBattle before = b;
        const auto r = applyNavalOrder(b, Side(side), o);
        QCOMPARE(r ? navalOrderRefusalName(*r) : QString(), refusal);
        QCOMPARE(checkNavalOrder(before, Side(side), o).has_value(), !refusal.isEmpty());
        for (int i = 0; i < b.ships.size(); ++i) {
            const bool target = b.ships.at(i).id == ship;
            if (refusal.isEmpty() && target)
                QVERIFY(b.ships.at(i).orders == o.orders && b.ships.at(i).ordersGiven);
            else
                QVERIFY(b.ships.at(i).orders == before.ships.at(i).orders);
        }
        // The choices of a dialog: inside the tables only.
        QVERIFY(shipOrdersFromChoices({3, 1, 1, 1, 2, 1}));
        QVERIFY(!shipOrdersFromChoices({4, 0, 0, 0, 0, 0}));
        QVERIFY(!shipOrdersFromChoices({0, 0, 0, 0, 3, 0}));
    }
};

QTEST_GUILESS_MAIN(TestNavalAi)
#include "tst_navalai.moc"
