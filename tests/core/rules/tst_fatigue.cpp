// RULES §5 fatigue, §6 ammunition and supply, §11 stragglers returning.

#include "fixtures.h"

#include "core/rules/board.h"
#include "core/rules/fatigue.h"
#include "core/rules/game.h"
#include "core/rules/terrain.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

Q_DECLARE_METATYPE(LossKind)

class TestFatigue : public QObject
{
    Q_OBJECT

private slots:
    void bands_data()
    {
        QTest::addColumn<int>("fatigue");
        QTest::addColumn<int>("band");
        QTest::addColumn<double>("infantry");
        QTest::addColumn<double>("artillery");
        QTest::newRow("0: low, x1") << 0 << int(FatigueBand::Low) << 1.0 << 1.0;
        QTest::newRow("299: low") << 299 << int(FatigueBand::Low) << 1.0 << 1.0;
        QTest::newRow("300: medium, x0.9 (artillery x0.81)") << 300 << int(FatigueBand::Medium) << 0.9 << 0.81;
        QTest::newRow("599: medium") << 599 << int(FatigueBand::Medium) << 0.9 << 0.81;
        QTest::newRow("600: high, x0.8 (artillery x0.64)") << 600 << int(FatigueBand::High) << 0.8 << 0.64;
        QTest::newRow("899: high") << 899 << int(FatigueBand::High) << 0.8 << 0.64;
        QTest::newRow("900: maximum, x0.6 (artillery x0.36)") << 900 << int(FatigueBand::Maximum) << 0.6 << 0.36;
    }

    void bands()
    {
        QFETCH(int, fatigue);
        QFETCH(int, band);
        QFETCH(double, infantry);
        QFETCH(double, artillery);
        QCOMPARE(int(fatigueBand(fatigue)), band);
        QCOMPARE(fatigueFactor(fatigue, UnitType::Infantry), infantry);
        QCOMPARE(fatigueFactor(fatigue, UnitType::Artillery), artillery);
    }

    // RULES §5: losing L men gains uniform [L, 3L] fatigue; melee ×1.5, the
    // loser ×2. Bounds exact, mean within 4 standard errors of 10,000 trials.
    void gain_data()
    {
        QTest::addColumn<int>("lost");
        QTest::addColumn<LossKind>("kind");
        QTest::addColumn<int>("min");
        QTest::addColumn<int>("max");
        QTest::addColumn<double>("mean");
        QTest::newRow("fire, 10 men: 10..30, mean 20") << 10 << LossKind::Fire << 10 << 30 << 20.0;
        QTest::newRow("melee winner, 10 men: 15..45, mean 30") << 10 << LossKind::MeleeWinner << 15 << 45 << 30.0;
        QTest::newRow("melee loser, 10 men: 20..60, mean 40") << 10 << LossKind::MeleeLoser << 20 << 60 << 40.0;
        QTest::newRow("fire, 1 man: 1..3, mean 2") << 1 << LossKind::Fire << 1 << 3 << 2.0;
    }

    void gain()
    {
        QFETCH(int, lost);
        QFETCH(LossKind, kind);
        QFETCH(int, min);
        QFETCH(int, max);
        QFETCH(double, mean);
        Scenario base = blankScenario(6, 6);
        addUnit(base, "u", Side::Union, UnitType::Infantry, 500, at(2, 2));
        Rng rng(11);
        const int n = 10000;
        double sum = 0, sumSq = 0;
        int lo = INT_MAX, hi = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            Unit &u = *s.unit(QStringLiteral("u"));
            applyLosses(s, rng, u, lost, kind);
            QCOMPARE(u.men, 500 - lost);
            QCOMPARE(u.casualties, lost);
            QVERIFY(u.mustCheck);
            sum += u.fatigue;
            sumSq += double(u.fatigue) * u.fatigue;
            lo = std::min(lo, u.fatigue);
            hi = std::max(hi, u.fatigue);
        }
        QCOMPARE(lo, min);
        QCOMPARE(hi, max);
        const double m = sum / n, se = std::sqrt(sumSq / n - m * m) / std::sqrt(double(n));
        QVERIFY2(std::abs(m - mean) < 4 * se, qPrintable(QString::number(m)));
    }

    void fatigueNeverExceeds900AndAt900ACheckIsOwed()
    {
        Scenario s = blankScenario(6, 6);
        addUnit(s, "u", Side::Union, UnitType::Infantry, 500, at(2, 2)).fatigue = 890;
        Rng rng(2);
        Unit &u = *s.unit(QStringLiteral("u"));
        applyLosses(s, rng, u, 50, LossKind::Fire);
        QCOMPARE(u.fatigue, 900);
        QVERIFY(!u.fatigueCheck);
        const LossReport e = applyLosses(s, rng, u, 5, LossKind::Fire);
        QCOMPARE(u.fatigue, 900);
        QVERIFY(u.fatigueCheck);
        QVERIFY(u.mustCheck);
        QVERIFY(e.fatigueAtMaximum);
    }

    void lossesEliminateAUnitWithNoMenLeft()
    {
        Scenario s = blankScenario(6, 6);
        addUnit(s, "u", Side::Union, UnitType::Infantry, 30, at(2, 2));
        Rng rng(2);
        applyLosses(s, rng, *s.unit(QStringLiteral("u")), 45, LossKind::Fire);
        const Unit &u = *s.unit(QStringLiteral("u"));
        QCOMPARE(u.men, 0);
        QCOMPARE(u.casualties, 30);
        QVERIFY(u.gone);
        QVERIFY(!isOnBoard(u));
    }

    void recovery_data()
    {
        QTest::addColumn<bool>("night");
        QTest::addColumn<int>("max");
        QTest::newRow("day: uniform 0..20") << false << 20;
        QTest::newRow("night: uniform 0..60") << true << 60;
    }

    void recovery()
    {
        QFETCH(bool, night);
        QFETCH(int, max);
        Rng rng(8);
        const int n = 10000;
        int lo = INT_MAX, hi = 0;
        double sum = 0;
        for (int i = 0; i < n; ++i) {
            Unit u;
            u.fatigue = 500;
            recoverFatigue(rng, u, night);
            lo = std::min(lo, 500 - u.fatigue);
            hi = std::max(hi, 500 - u.fatigue);
            sum += 500 - u.fatigue;
        }
        QCOMPARE(lo, 0);
        QCOMPARE(hi, max);
        const double var = ((max + 1.0) * (max + 1.0) - 1) / 12;
        QVERIFY(std::abs(sum / n - max / 2.0) < 4 * std::sqrt(var / n));
        Unit tired;
        tired.fatigue = 3;
        for (int i = 0; i < 50; ++i)
            recoverFatigue(rng, tired, night);
        QCOMPARE(tired.fatigue, 0);
    }

    // RULES §6: each fire drops one ammo level with chance 5% (artillery 3%).
    void ammoDepletion_data()
    {
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<double>("chance");
        QTest::newRow("infantry 5%") << UnitType::Infantry << 0.05;
        QTest::newRow("cavalry 5%") << UnitType::Cavalry << 0.05;
        QTest::newRow("artillery 3%") << UnitType::Artillery << 0.03;
    }

    void ammoDepletion()
    {
        QFETCH(UnitType, type);
        QFETCH(double, chance);
        Rng rng(1861);
        const int n = 20000;
        int drops = 0;
        for (int i = 0; i < n; ++i) {
            Unit u;
            u.type = type;
            rollAmmoDepletion(rng, u);
            drops += u.ammo == Ammo::Low ? 1 : 0;
        }
        const double se = std::sqrt(chance * (1 - chance) / n);
        QVERIFY2(std::abs(drops / double(n) - chance) < 4 * se, qPrintable(QString::number(drops / double(n))));
        Unit u;
        u.type = type;
        u.ammo = Ammo::Low;
        while (u.ammo == Ammo::Low)
            rollAmmoDepletion(rng, u);
        QCOMPARE(u.ammo, Ammo::Out);
        rollAmmoDepletion(rng, u);
        QCOMPARE(u.ammo, Ammo::Out);
    }

    void resupply_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<bool>("supplied");
        QTest::addColumn<int>("supplyLeft");
        QTest::newRow("wagon 5 hexes away: resupplied, 301 men cost 31 points") << "5" << true << 269;
        QTest::newRow("wagon 6 hexes away: not") << "6" << false << 300;
        QTest::newRow("routed units are not resupplied") << "routed" << false << 300;
        QTest::newRow("a path through an enemy ZOC is no path") << "zoc" << false << 300;
        QTest::newRow("a wagon that cannot fully supply does not") << "short" << false << 30;
        QTest::newRow("a wagon with exactly enough supplies and leaves the map") << "exact" << true << 0;
    }

    void resupply()
    {
        QFETCH(QString, setup);
        QFETCH(bool, supplied);
        QFETCH(int, supplyLeft);
        Scenario s = blankScenario(14, 14);
        addUnit(s, "u", Side::Union, UnitType::Infantry, 301, at(4, 2)).ammo = Ammo::Out;
        const int dist = setup == QLatin1String("6") ? 6 : 5;
        addUnit(s, "w", Side::Union, UnitType::Wagon, 20, at(4, 2 + dist));
        if (setup == QLatin1String("routed"))
            s.unit(QStringLiteral("u"))->status = Status::Routed;
        if (setup == QLatin1String("zoc")) {
            // An enemy line whose front covers the whole column 4 route and its sides.
            for (int c = 0; c < 14; ++c)
                addUnit(s, qPrintable(QStringLiteral("c%1").arg(c)), Side::Confederate, UnitType::Infantry, 100,
                        at(c, 10), HexSide::N, UnitFormation::Line);
            // Move the wagon behind them... no: the enemy front hexes row 9 cut the wagon off.
            s.unit(QStringLiteral("w"))->hex = at(4, 11);
            s.unit(QStringLiteral("u"))->hex = at(4, 7);
        }
        if (setup == QLatin1String("short"))
            s.unit(QStringLiteral("w"))->supply = 30;
        if (setup == QLatin1String("exact"))
            s.unit(QStringLiteral("w"))->supply = 31;
        const QVector<QJsonObject> events = eventsToJson(hardtack::resupply(s, Side::Union));
        QCOMPARE(s.unit(QStringLiteral("u"))->ammo == Ammo::Normal, supplied);
        QCOMPARE(s.unit(QStringLiteral("w"))->supply, supplyLeft);
        QCOMPARE(events.size(), supplied ? 1 : 0);
        if (setup == QLatin1String("exact"))
            QVERIFY(s.unit(QStringLiteral("w"))->gone);
    }

    void stragglersReturnAtNight()
    {
        Scenario s = blankScenario(10, 10);
        Unit &u = addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(2, 2));
        u.stragglers = 103;
        addUnit(s, "r", Side::Union, UnitType::Infantry, 300, at(6, 6)).stragglers = 100;
        s.unit(QStringLiteral("r"))->status = Status::Routed;
        addUnit(s, "a", Side::Union, UnitType::Infantry, 300, at(8, 2)).stragglers = 100;
        addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, at(8, 3));
        returnStragglers(s, kNightStragglersBack);
        QCOMPARE(s.unit(QStringLiteral("u"))->men, 325); // 25% of 103, rounded down
        QCOMPARE(s.unit(QStringLiteral("u"))->stragglers, 78);
        QCOMPARE(s.unit(QStringLiteral("r"))->stragglers, 100); // routed: none back
        QCOMPARE(s.unit(QStringLiteral("a"))->stragglers, 100); // adjacent to an enemy
    }

    // RULES §11 by day: at the start of its side's Movement phase a unit
    // not routed and not next to an enemy gets back 30% of its stragglers
    // (the routed case is the night test's: one rule, returnStragglers).
    void stragglersReturnByDayAtTheirMovementPhase()
    {
        Scenario s = blankScenario(12, 12);
        addUnit(s, "u", Side::Union, UnitType::Infantry, 300, at(2, 2)).stragglers = 101;
        addUnit(s, "a", Side::Union, UnitType::Infantry, 300, at(2, 6)).stragglers = 100;
        addUnit(s, "e", Side::Confederate, UnitType::Infantry, 300, at(2, 7)); // next to "a"
        addUnit(s, "c", Side::Confederate, UnitType::Infantry, 300, at(10, 10)).stragglers = 100;
        Game g = Game::start(s, 3); // turn 1 (09:00, day): the Union's Movement phase has begun
        QCOMPARE(kDayStragglersBack, 30);
        QCOMPARE(g.scenario().unit(QStringLiteral("u"))->stragglers, 71); // 30% of 101, rounded down
        QCOMPARE(g.scenario().unit(QStringLiteral("u"))->men, 330);
        QCOMPARE(g.scenario().unit(QStringLiteral("c"))->stragglers, 100); // not its phase yet
        while (g.phasingSide() != Side::Confederate)
            g.apply(Order::endPhase());
        QCOMPARE(g.scenario().unit(QStringLiteral("c"))->stragglers, 70);
        QCOMPARE(g.scenario().unit(QStringLiteral("a"))->stragglers, 100); // next to an enemy: none back
    }
};

QTEST_GUILESS_MAIN(TestFatigue)
#include "tst_fatigue.moc"
