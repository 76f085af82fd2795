// The naval computer player (docs/AI.md): sensible orders from the two
// squadrons, deterministic, blind to the enemy's orders, and at least as good
// as the orders the historical files give.

#include "navaltestutil.h"

#include "ai/naval/navalai.h"
#include "naval/navalengine.h"
#include "naval/navalfile.h"

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
    LoadError e;
    const auto b = loadNavalBattle(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/") + name, &e);
    if (!b)
        qFatal("%s", qPrintable(e.text()));
    return *b;
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
};

QTEST_GUILESS_MAIN(TestNavalAi)
#include "tst_navalai.moc"
