// RULES §8 melee: strengths, odds, the exact chance to win, casualties,
// retreat, surrender and advance.

#include "fixtures.h"

#include "core/rules/board.h"
#include "core/rules/melee.h"
#include "core/rules/victory.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {
// Attacker at [4,6] facing N attacks the defender at [4,5] (facing S, toward it).
Scenario meleeScenario(int attackers, int defenders, const QStringList &mods)
{
    Scenario s = blankScenario(10, 10);
    placeLeader(s, "u-bde", at(4, 7));
    addUnit(s, "a", Side::Union, UnitType::Infantry, attackers, at(4, 6), HexSide::N, UnitFormation::Line);
    addUnit(s, "d", Side::Confederate, UnitType::Infantry, defenders, at(4, 5), HexSide::S, UnitFormation::Line);
    for (const QString &m : mods) {
        Unit &a = *s.unit(QStringLiteral("a"));
        Unit &d = *s.unit(QStringLiteral("d"));
        const QString k = m.section(QLatin1Char('='), 0, 0);
        const QString v = m.section(QLatin1Char('='), 1);
        if (k == QLatin1String("attacker-quality")) a.quality = ratingFromLetter(v.at(0));
        else if (k == QLatin1String("defender-quality")) d.quality = ratingFromLetter(v.at(0));
        else if (k == QLatin1String("attacker-fatigue")) a.fatigue = v.toInt();
        else if (k == QLatin1String("defender-fatigue")) d.fatigue = v.toInt();
        else if (k == QLatin1String("routed")) d.status = Status::Routed;
        else if (k == QLatin1String("rear")) d.facing = HexSide::N;
        else if (k == QLatin1String("flank")) d.facing = HexSide::SE;
        else if (k == QLatin1String("wall")) addHexside(s, at(4, 5), HexSide::S, HexsideFeature::StoneWall);
        else if (k == QLatin1String("fence")) addHexside(s, at(4, 5), HexSide::S, HexsideFeature::Fence);
        else if (k == QLatin1String("higher")) setElevation(s, at(4, 5), v.toInt());
        else if (k == QLatin1String("guns")) {
            d.type = UnitType::Artillery;
            d.weapon = Weapon::Napoleon;
            d.formation = UnitFormation::Unlimbered;
            d.guns = v.toInt();
        } else qFatal("unknown modifier %s", qPrintable(m));
    }
    return s;
}

MeleePlan plan(const Scenario &s)
{
    return planMelee(s, {s.unitIndex(QStringLiteral("a"))}, at(4, 5));
}
} // namespace

class TestMelee : public QObject
{
    Q_OBJECT

private slots:
    void strengthAndOdds_data()
    {
        QTest::addColumn<int>("attackers");
        QTest::addColumn<int>("defenders");
        QTest::addColumn<QStringList>("modifiers");
        QTest::addColumn<double>("attack");
        QTest::addColumn<double>("defence");
        QTest::addColumn<int>("minRoll"); // the attacker wins on this d6 or more; 7: never
        const QStringList none;
        QTest::newRow("400 C against 400 C: odds 1, wins only on a 6 (6/3.5 >= 1.5)") << 400 << 400 << none << 400.0 << 400.0 << 6;
        QTest::newRow("odds 0.75: never (6 x 0.75 / 3.5 < 1.5)") << 300 << 400 << none << 300.0 << 400.0 << 7;
        QTest::newRow("odds 0.875: wins on a 6 exactly at 1.5") << 350 << 400 << none << 350.0 << 400.0 << 6;
        QTest::newRow("odds 1.5: wins on 4, 5, 6") << 600 << 400 << none << 600.0 << 400.0 << 4;
        QTest::newRow("odds 2: wins on 3+ (2 x 3 / 3.5 = 1.71)") << 800 << 400 << none << 800.0 << 400.0 << 3;
        QTest::newRow("odds 2.625: wins on 2+ (exactly 1.5 on a 2)") << 1050 << 400 << none << 1050.0 << 400.0 << 2;
        QTest::newRow("odds 5.25: always wins") << 2100 << 400 << none << 2100.0 << 400.0 << 1;
        QTest::newRow("attacker quality A x1.2") << 500 << 400 << QStringList{"attacker-quality=A"} << 600.0 << 400.0 << 4;
        QTest::newRow("defender quality F x0.7") << 400 << 400 << QStringList{"defender-quality=F"} << 400.0 << 280.0 << 4;
        QTest::newRow("attacker high fatigue x0.8") << 500 << 400 << QStringList{"attacker-fatigue=650"} << 400.0 << 400.0 << 6;
        QTest::newRow("defender medium fatigue x0.9") << 360 << 400 << QStringList{"defender-fatigue=300"} << 360.0 << 360.0 << 6;
        QTest::newRow("routed defender x0.25") << 400 << 400 << QStringList{"routed"} << 600.0 << 100.0 << 1;
        QTest::newRow("attack through the defender's rear x1.5") << 400 << 400 << QStringList{"rear"} << 600.0 << 400.0 << 4;
        QTest::newRow("attack through a front hexside: no bonus") << 400 << 400 << QStringList{"flank"} << 400.0 << 400.0 << 6;
        QTest::newRow("defender behind a stone wall x1.5") << 600 << 400 << QStringList{"wall"} << 400.0 << 400.0 << 6;
        QTest::newRow("defender behind a fence x1.2") << 720 << 400 << QStringList{"fence"} << 600.0 << 400.0 << 4;
        QTest::newRow("defender higher by a level x1.25") << 500 << 400 << QStringList{"higher=1"} << 400.0 << 400.0 << 6;
        QTest::newRow("defender higher by three levels: still x1.25") << 500 << 400 << QStringList{"higher=3"} << 400.0 << 400.0 << 6;
        QTest::newRow("defending battery: 6 guns count 8 men each") << 400 << 100 << QStringList{"guns=6"} << 400.0 << 48.0 << 1;
    }

    void strengthAndOdds()
    {
        QFETCH(int, attackers);
        QFETCH(int, defenders);
        QFETCH(QStringList, modifiers);
        QFETCH(double, attack);
        QFETCH(double, defence);
        QFETCH(int, minRoll);
        const MeleePlan p = plan(meleeScenario(attackers, defenders, modifiers));
        QVERIFY2(std::abs(p.attack - attack) < 1e-9, qPrintable(QString::number(p.attack)));
        QVERIFY2(std::abs(p.defence - defence) < 1e-9, qPrintable(QString::number(p.defence)));
        QCOMPARE(p.minWinningRoll, minRoll);
        QCOMPARE(p.winChance, (7 - minRoll) / 6.0);
    }

    // The exact win chance against 12,000 seeded melees (4 standard errors).
    void winChanceMatchesTrials_data()
    {
        QTest::addColumn<int>("attackers");
        QTest::newRow("odds 1: 1/6") << 400;
        QTest::newRow("odds 1.5: 1/2") << 600;
        QTest::newRow("odds 2: 2/3") << 800;
    }

    void winChanceMatchesTrials()
    {
        QFETCH(int, attackers);
        const Scenario base = meleeScenario(attackers, 400, {});
        const MeleePlan p = plan(base);
        Rng rng(1863);
        const int n = 12000;
        int wins = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            wins += resolveMelee(s, rng, p, {}).attackerWon ? 1 : 0;
        }
        const double se = std::sqrt(p.winChance * (1 - p.winChance) / n);
        QVERIFY2(std::abs(wins / double(n) - p.winChance) < 4 * se,
                 qPrintable(QStringLiteral("%1 vs %2").arg(wins / double(n)).arg(p.winChance)));
    }

    // RULES §8: casualties as fire with each man worth 1.0, the loser's doubled.
    void loserCasualtiesAreDoubled()
    {
        const Scenario base = meleeScenario(2100, 400, {}); // always wins
        const MeleePlan p = plan(base);
        Rng rng(42);
        const int n = 10000;
        double defSum = 0, defSq = 0, attSum = 0, attSq = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            resolveMelee(s, rng, p, {});
            const double d = s.unit(QStringLiteral("d"))->casualties;
            const double a = s.unit(QStringLiteral("a"))->casualties;
            defSum += d;
            defSq += d * d;
            attSum += a;
            attSq += a * a;
        }
        // × the density factor of the side that takes them (RULES §7).
        const double defExact = 2100.0 / 1000 * 15 * 2 * fireDensityFactor(400); // the beaten defender's doubled
        const double attExact = 400.0 / 1000 * 15 * fireDensityFactor(2100);
        const double defMean = defSum / n, attMean = attSum / n;
        const double defSe = std::sqrt(defSq / n - defMean * defMean) / std::sqrt(double(n));
        const double attSe = std::sqrt(attSq / n - attMean * attMean) / std::sqrt(double(n));
        QCOMPARE(p.defenderDensity, fireDensityFactor(400));
        QCOMPARE(p.attackerDensity, fireDensityFactor(2100));
        QVERIFY2(std::abs(defMean - defExact) < 4 * defSe, qPrintable(QString::number(defMean)));
        QVERIFY2(std::abs(attMean - attExact) < 4 * attSe, qPrintable(QString::number(attMean)));
    }

    void beatenDefenderRetreatsAndIsDisrupted()
    {
        Scenario s = meleeScenario(2100, 400, {});
        Rng rng(1);
        const MeleeOutcome out = resolveMelee(s, rng, plan(s), QStringLiteral("a"));
        QVERIFY(out.attackerWon);
        const Unit &d = *s.unit(QStringLiteral("d"));
        QVERIFY(isOnBoard(d));
        QCOMPARE(d.status, Status::Disrupted);
        QCOMPARE(distance(d.hex, at(4, 6)), 2); // one hex away from the attacker
        QCOMPARE(distance(d.hex, at(4, 5)), 1);
        // The winner advanced into the vacated hex.
        QCOMPARE(s.unit(QStringLiteral("a"))->hex, at(4, 5));
        QVERIFY(s.unit(QStringLiteral("a"))->meleed);
    }

    void defenderWithNoRetreatSurrenders()
    {
        Scenario s = meleeScenario(2100, 400, {});
        // Water on every hex the defender could retreat to.
        for (const Hex &h : at(4, 5).neighbours())
            if (distance(h, at(4, 6)) >= 2)
                setTerrain(s, h, Terrain::Water);
        Rng rng(1);
        resolveMelee(s, rng, plan(s), {});
        const Unit &d = *s.unit(QStringLiteral("d"));
        QVERIFY(d.gone);
        QCOMPARE(d.men, 0);
        QCOMPARE(d.prisoners + d.casualties, 400);
        QVERIFY(d.prisoners > 0);
        // No advance was asked for: the attacker stays.
        QCOMPARE(s.unit(QStringLiteral("a"))->hex, at(4, 6));
    }

    // RULES §8, overrun guns: a battery beaten while alone in its hex is
    // taken, guns and gunners, even with a hex to fall back to.
    void overrunGunsAreCaptured()
    {
        Scenario s = meleeScenario(2100, 120, {QStringLiteral("guns=6")});
        Rng rng(1);
        const MeleeOutcome out = resolveMelee(s, rng, plan(s), QStringLiteral("a"));
        QVERIFY(out.attackerWon);
        const Unit &d = *s.unit(QStringLiteral("d"));
        QVERIFY(d.gone);
        QCOMPARE(d.men, 0);
        QCOMPARE(d.guns, 0);
        QCOMPARE(d.gunsLost, 6);
        QVERIFY(d.gunsCaptured > 0);
        QCOMPARE(d.prisoners + d.casualties, 120);
        QVERIFY(d.prisoners > 0);
        bool overrun = false;
        for (const QJsonObject &e : eventsToJson(out.extra))
            if (e.value(QStringLiteral("type")).toString() == QLatin1String("surrender")) {
                QCOMPARE(e.value(QStringLiteral("reason")).toString(), QStringLiteral("overrun"));
                QCOMPARE(e.value(QStringLiteral("guns")).toInt(), d.gunsCaptured);
                overrun = true;
            }
        QVERIFY(overrun);
        // The hex is empty: the winner advanced into it.
        QCOMPARE(s.unit(QStringLiteral("a"))->hex, at(4, 5));
        // Captured guns count in the losses (and so 25 VP each, RULES §15).
        QCOMPARE(lossesOf(s, Side::Confederate).gunsCaptured, d.gunsCaptured);
        QCOMPARE(lossesOf(s, Side::Confederate).guns, 6);
    }

    // A battery with infantry beside it is not overrun: it falls back with it.
    void gunsWithInfantryFallBack()
    {
        Scenario s = meleeScenario(3000, 120, {QStringLiteral("guns=6")});
        addUnit(s, "d2", Side::Confederate, UnitType::Infantry, 200, at(4, 5), HexSide::S, UnitFormation::Line);
        Rng rng(1);
        const MeleePlan p = planMelee(s, {s.unitIndex(QStringLiteral("a"))}, at(4, 5));
        const MeleeOutcome out = resolveMelee(s, rng, p, {});
        QVERIFY(out.attackerWon);
        const Unit &d = *s.unit(QStringLiteral("d"));
        QVERIFY(isOnBoard(d));
        QCOMPARE(d.gunsCaptured, 0);
        QCOMPARE(distance(d.hex, at(4, 6)), 2);
    }

    void beatenAttackerIsDisrupted()
    {
        Scenario s = meleeScenario(300, 400, {}); // never wins
        Rng rng(9);
        const MeleeOutcome out = resolveMelee(s, rng, plan(s), QStringLiteral("a"));
        QVERIFY(!out.attackerWon);
        QCOMPARE(s.unit(QStringLiteral("a"))->status, Status::Disrupted);
        QCOMPARE(s.unit(QStringLiteral("a"))->hex, at(4, 6));
        QCOMPARE(s.unit(QStringLiteral("d"))->hex, at(4, 5));
        QCOMPARE(out.event.toJson().value(QStringLiteral("minWinningRoll")).toInt(), 7);
        QVERIFY(s.unit(QStringLiteral("a"))->mustCheck || s.unit(QStringLiteral("a"))->casualties == 0);
    }
};

QTEST_GUILESS_MAIN(TestMelee)
#include "tst_melee.moc"
