// RULES §7 fire combat: the fire value with each factor, casualties and their
// sharing, guns lost, leader casualties; and the exact casualty odds.

#include "fixtures.h"

#include "core/rules/fatigue.h"
#include "core/rules/fire.h"
#include "core/rules/odds.h"
#include "core/rules/terrain.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {
// Firer at [4,10] facing N; its target `distance` hexes north, facing S (toward it).
Scenario fireScenario(const QString &weapon, int strength, int dist, const QStringList &mods)
{
    Scenario s = blankScenario(10, 14);
    const Hex firerHex = at(4, 10);
    const Hex targetHex = at(4, 10 - dist);
    const Weapon w = Weapon(weaponNames().indexOf(weapon));
    const bool gun = weaponStats(w).perGun;
    Unit &f = addUnit(s, "f", Side::Union, gun ? UnitType::Artillery : UnitType::Infantry, gun ? 100 : strength,
                      firerHex, HexSide::N, gun ? UnitFormation::Unlimbered : UnitFormation::Line);
    f.weapon = w;
    if (gun)
        f.guns = strength;
    Unit &t = addUnit(s, "t", Side::Confederate, UnitType::Infantry, 500, targetHex, HexSide::S, UnitFormation::Line);
    Q_UNUSED(t);
    for (const QString &m : mods) {
        Unit &fu = *s.unit(QStringLiteral("f"));
        Unit &tu = *s.unit(QStringLiteral("t"));
        const QString k = m.section(QLatin1Char('='), 0, 0);
        const QString v = m.section(QLatin1Char('='), 1);
        if (k == QLatin1String("quality")) fu.quality = ratingFromLetter(v.at(0));
        else if (k == QLatin1String("disrupted")) fu.status = Status::Disrupted;
        else if (k == QLatin1String("fatigue")) fu.fatigue = v.toInt();
        else if (k == QLatin1String("moved")) fu.moved = true;
        else if (k == QLatin1String("enfilade")) tu.facing = HexSide::N;
        else if (k == QLatin1String("flank")) tu.facing = HexSide::SE;
        else if (k == QLatin1String("target-column")) tu.formation = UnitFormation::Column;
        else if (k == QLatin1String("target-routed")) tu.status = Status::Routed;
        else if (k == QLatin1String("target-limbered")) {
            tu.type = UnitType::Artillery; tu.guns = 4; tu.weapon = Weapon::Napoleon; tu.formation = UnitFormation::Limbered;
        } else if (k == QLatin1String("target-mounted")) {
            tu.type = UnitType::Cavalry; tu.weapon = Weapon::Carbine; tu.formation = UnitFormation::Mounted;
        } else if (k == QLatin1String("terrain")) setTerrain(s, targetHex, Terrain(terrainNames().indexOf(v)));
        else if (k == QLatin1String("hexside")) addHexside(s, targetHex, HexSide::S, HexsideFeature(hexsideFeatureNames().indexOf(v)));
        else if (k == QLatin1String("higher")) setElevation(s, targetHex, v.toInt());
        else if (k == QLatin1String("lower")) setElevation(s, firerHex, v.toInt());
        else qFatal("unknown modifier %s", qPrintable(m));
    }
    return s;
}

double valueOn(const Scenario &s)
{
    const FirePlan plan = planFire(s, {s.unitIndex(QStringLiteral("f"))}, s.unit(QStringLiteral("t"))->hex);
    return plan.targets.isEmpty() ? -1 : plan.targets.first().value;
}
} // namespace

class TestFire : public QObject
{
    Q_OBJECT

private slots:
    void fireValue_data()
    {
        QTest::addColumn<QString>("weapon");
        QTest::addColumn<int>("strength"); // men, or guns
        QTest::addColumn<int>("distance");
        QTest::addColumn<QStringList>("modifiers");
        QTest::addColumn<double>("value");
        const QStringList none;
        QTest::newRow("400 rifled muskets at 1 hex: 400 x 1.0") << "rifled-musket" << 400 << 1 << none << 400.0;
        QTest::newRow("rifled musket at 2 hexes, beyond half of 3: x0.5") << "rifled-musket" << 400 << 2 << none << 200.0;
        QTest::newRow("rifled musket at 3 hexes: x0.5") << "rifled-musket" << 400 << 3 << none << 200.0;
        QTest::newRow("smoothbore 0.8 per man") << "smoothbore" << 400 << 1 << none << 320.0;
        QTest::newRow("smoothbore at 2 of 2 hexes: x0.5") << "smoothbore" << 400 << 2 << none << 160.0;
        QTest::newRow("breechloader 1.3 per man") << "breechloader" << 400 << 1 << none << 520.0;
        QTest::newRow("repeater 1.8 per man") << "repeater" << 400 << 1 << none << 720.0;
        QTest::newRow("carbine 0.8 per man") << "carbine" << 400 << 1 << none << 320.0;
        QTest::newRow("6 Napoleons at 3 hexes: 150") << "napoleon" << 6 << 3 << none << 150.0;
        QTest::newRow("6 Napoleons at 4 of 6 hexes: x0.5") << "napoleon" << 6 << 4 << none << 75.0;
        QTest::newRow("6 Napoleons at 2 hexes: canister x2") << "napoleon" << 6 << 2 << none << 300.0;
        QTest::newRow("6 Napoleons at 1 hex: canister x2") << "napoleon" << 6 << 1 << none << 300.0;
        QTest::newRow("4 3-inch rifles at 5 of 10 hexes: 60") << "3in-rifle" << 4 << 5 << none << 60.0;
        QTest::newRow("4 3-inch rifles at 6 hexes: x0.5") << "3in-rifle" << 4 << 6 << none << 30.0;
        QTest::newRow("3-inch rifles get no canister at 2") << "3in-rifle" << 4 << 2 << none << 60.0;
        QTest::newRow("4 Parrotts at 6 of 12 hexes: 80") << "parrott" << 4 << 6 << none << 80.0;
        QTest::newRow("4 Parrotts at 7 hexes: x0.5") << "parrott" << 4 << 7 << none << 40.0;
        QTest::newRow("quality A x1.2") << "rifled-musket" << 400 << 1 << QStringList{"quality=A"} << 480.0;
        QTest::newRow("quality B x1.1") << "rifled-musket" << 400 << 1 << QStringList{"quality=B"} << 440.0;
        QTest::newRow("quality D x0.9") << "rifled-musket" << 400 << 1 << QStringList{"quality=D"} << 360.0;
        QTest::newRow("quality E x0.8") << "rifled-musket" << 400 << 1 << QStringList{"quality=E"} << 320.0;
        QTest::newRow("quality F x0.7") << "rifled-musket" << 400 << 1 << QStringList{"quality=F"} << 280.0;
        QTest::newRow("firer disrupted x0.5") << "rifled-musket" << 400 << 1 << QStringList{"disrupted"} << 200.0;
        QTest::newRow("fatigue 299 (low): x1") << "rifled-musket" << 400 << 1 << QStringList{"fatigue=299"} << 400.0;
        QTest::newRow("fatigue 300 (medium): x0.9") << "rifled-musket" << 400 << 1 << QStringList{"fatigue=300"} << 360.0;
        QTest::newRow("fatigue 600 (high): x0.8") << "rifled-musket" << 400 << 1 << QStringList{"fatigue=600"} << 320.0;
        QTest::newRow("fatigue 900 (maximum): x0.6") << "rifled-musket" << 400 << 1 << QStringList{"fatigue=900"} << 240.0;
        QTest::newRow("artillery medium fatigue twice: x0.81") << "napoleon" << 4 << 3 << QStringList{"fatigue=450"} << 81.0;
        QTest::newRow("artillery maximum fatigue twice: x0.36") << "napoleon" << 4 << 3 << QStringList{"fatigue=900"} << 36.0;
        QTest::newRow("firer moved this turn x0.5") << "rifled-musket" << 400 << 1 << QStringList{"moved"} << 200.0;
        QTest::newRow("enfilade (through the rear hexside) x1.5") << "rifled-musket" << 400 << 1 << QStringList{"enfilade"} << 600.0;
        QTest::newRow("flank fire through a front hexside: no enfilade") << "rifled-musket" << 400 << 1 << QStringList{"flank"} << 400.0;
        QTest::newRow("routed target: all fire is enfilade") << "rifled-musket" << 400 << 1 << QStringList{"target-routed"} << 600.0;
        QTest::newRow("target in column x1.5") << "rifled-musket" << 400 << 1 << QStringList{"target-column"} << 600.0;
        QTest::newRow("target limbered x1.5") << "rifled-musket" << 400 << 1 << QStringList{"target-limbered"} << 600.0;
        QTest::newRow("target mounted x1.5") << "rifled-musket" << 400 << 1 << QStringList{"target-mounted"} << 600.0;
        QTest::newRow("column and enfilade: x2.25") << "rifled-musket" << 400 << 1 << QStringList{"target-column", "enfilade"} << 900.0;
        QTest::newRow("target in woods -25%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=woods"} << 300.0;
        QTest::newRow("target in town -25%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=town"} << 300.0;
        QTest::newRow("target in heavy woods -35%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=heavy-woods"} << 260.0;
        QTest::newRow("target in orchard -10%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=orchard"} << 360.0;
        QTest::newRow("target in marsh: no reduction") << "rifled-musket" << 400 << 1 << QStringList{"terrain=marsh"} << 400.0;
        QTest::newRow("stone wall on the hexside crossed -40%") << "rifled-musket" << 400 << 1 << QStringList{"hexside=stone-wall"} << 240.0;
        QTest::newRow("fence on the hexside crossed -10%") << "rifled-musket" << 400 << 1 << QStringList{"hexside=fence"} << 360.0;
        QTest::newRow("stone wall crossed at 3 hexes, long range") << "rifled-musket" << 400 << 3 << QStringList{"hexside=stone-wall"} << 120.0;
        QTest::newRow("target 2 levels higher -20%") << "rifled-musket" << 400 << 1 << QStringList{"higher=2"} << 320.0;
        QTest::newRow("target lower: no change") << "rifled-musket" << 400 << 1 << QStringList{"lower=2"} << 400.0;
        QTest::newRow("woods and stone wall add up: -65%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=woods", "hexside=stone-wall"} << 140.0;
        QTest::newRow("heavy woods, stone wall, 3 levels: capped at -90%") << "rifled-musket" << 400 << 1 << QStringList{"terrain=heavy-woods", "hexside=stone-wall", "higher=3"} << 40.0;
        QTest::newRow("percent modifiers multiply: A, disrupted, enfilade") << "rifled-musket" << 400 << 1 << QStringList{"quality=A", "disrupted", "enfilade"} << 360.0;
    }

    void fireValue()
    {
        QFETCH(QString, weapon);
        QFETCH(int, strength);
        QFETCH(int, distance);
        QFETCH(QStringList, modifiers);
        QFETCH(double, value);
        const Scenario s = fireScenario(weapon, strength, distance, modifiers);
        QVERIFY(std::abs(valueOn(s) - value) < 1e-9 * std::max(1.0, value));
    }

    void casualtiesAreSharedByMen()
    {
        Scenario s = fireScenario(QStringLiteral("rifled-musket"), 400, 1, {});
        s.unit(QStringLiteral("t"))->men = 600;
        addUnit(s, "t2", Side::Confederate, UnitType::Infantry, 200, s.unit(QStringLiteral("t"))->hex, HexSide::S);
        const FirePlan plan = planFire(s, {s.unitIndex(QStringLiteral("f"))}, s.unit(QStringLiteral("t"))->hex);
        QCOMPARE(plan.targets.size(), 2);
        QCOMPARE(plan.targets.at(0).share, 0.75);
        QCOMPARE(plan.targets.at(1).share, 0.25);
        QCOMPARE(plan.menInHex, 800);
        QCOMPARE(plan.density, fireDensityFactor(800));
        QCOMPARE(plan.targets.at(0).coefficient, 400.0 / 1000 * 0.75 * fireDensityFactor(800));
    }

    void severalFirersAdd()
    {
        Scenario s = fireScenario(QStringLiteral("rifled-musket"), 400, 1, {});
        addUnit(s, "f2", Side::Union, UnitType::Infantry, 300, s.unit(QStringLiteral("t"))->hex.neighbour(HexSide::SE),
                HexSide::NW, UnitFormation::Line);
        const FirePlan plan = planFire(s, {s.unitIndex(QStringLiteral("f")), s.unitIndex(QStringLiteral("f2"))},
                                       s.unit(QStringLiteral("t"))->hex);
        // f2 fires from the target's SE hexside: a front hexside, no enfilade.
        QCOMPARE(plan.targets.first().value, 700.0);
    }

    // RULES §7: the density factor of a target hex of m men: lethality 3.5 ×
    // m / 400 up to 400 men, 3.5 × (m / 400)^0.5 above (docs/RULES.md §7).
    void densityFactor_data()
    {
        QTest::addColumn<int>("men");
        QTest::addColumn<double>("factor");
        QTest::newRow("no men: no losses") << 0 << 0.0;
        QTest::newRow("a 33-man section: 3.5 × 33/400") << 33 << 3.5 * 33 / 400;
        QTest::newRow("a 100-man company: 3.5 × 1/4") << 100 << 0.875;
        QTest::newRow("a 300-man regiment: 3.5 × 3/4") << 300 << 2.625;
        QTest::newRow("400 men, the reference: 3.5") << 400 << 3.5;
        QTest::newRow("900 men: 3.5 × 1.5") << 900 << 5.25;
        QTest::newRow("1,000 men, a full hex: 3.5 × √2.5") << 1000 << 3.5 * std::sqrt(2.5);
        QTest::newRow("1,600 men (melee attackers): 3.5 × 2") << 1600 << 7.0;
    }

    void densityFactor()
    {
        QFETCH(int, men);
        QFETCH(double, factor);
        QVERIFY2(std::abs(fireDensityFactor(men) - factor) < 1e-12,
                 qPrintable(QStringLiteral("%1 vs %2").arg(fireDensityFactor(men)).arg(factor)));
    }

    // Issue 21: a fire's expected loss grows with the men it hits: the same
    // 800-man volley takes 33 men × 15/1000 × … from a section, far more
    // from a brigade, in proportion up to 400 men and flatter above.
    void expectedLossGrowsWithTheTarget_data()
    {
        QTest::addColumn<int>("men");
        QTest::addColumn<double>("expected");
        // 800 rifled muskets at 1 hex: value 800, mean roll 15.
        QTest::newRow("33 men") << 33 << 800.0 / 1000 * 15 * 3.5 * 33 / 400;
        QTest::newRow("300 men") << 300 << 800.0 / 1000 * 15 * 3.5 * 0.75;
        QTest::newRow("1,000 men") << 1000 << 800.0 / 1000 * 15 * 3.5 * std::sqrt(2.5);
    }

    void expectedLossGrowsWithTheTarget()
    {
        QFETCH(int, men);
        QFETCH(double, expected);
        Scenario s = fireScenario(QStringLiteral("rifled-musket"), 800, 1, {});
        s.unit(QStringLiteral("t"))->men = men;
        const FirePlan plan = planFire(s, {s.unitIndex(QStringLiteral("f"))}, s.unit(QStringLiteral("t"))->hex);
        QCOMPARE(plan.targets.size(), 1);
        const double mean = plan.targets.first().coefficient * (kCasualtyRollMin + kCasualtyRollMax) / 2;
        QVERIFY2(std::abs(mean - expected) < 1e-9, qPrintable(QStringLiteral("%1 vs %2").arg(mean).arg(expected)));
    }

    // RULES §7: casualties = value / 1000 × U[5, 25] × density, rounded with
    // probability: the mean is value × 15 / 1000 × density. 10,000 seeded
    // trials within 4 standard errors.
    void casualtyMean()
    {
        const Scenario base = fireScenario(QStringLiteral("rifled-musket"), 400, 1, {QStringLiteral("enfilade")});
        const FirePlan plan = planFire(base, {base.unitIndex(QStringLiteral("f"))}, base.unit(QStringLiteral("t"))->hex);
        const double d = fireDensityFactor(500); // 3.5 × √1.25
        const double exactMean = 600.0 * 15 / 1000 * d;
        Rng rng(20260101);
        const int n = 10000;
        double sum = 0, sumSq = 0;
        int lo = INT_MAX, hi = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            const FireOutcome out = resolveFire(s, rng, plan);
            sum += out.casualties;
            sumSq += double(out.casualties) * out.casualties;
            lo = std::min(lo, out.casualties);
            hi = std::max(hi, out.casualties);
        }
        const double mean = sum / n;
        const double sd = std::sqrt(sumSq / n - mean * mean);
        QVERIFY2(std::abs(mean - exactMean) < 4 * sd / std::sqrt(double(n)),
                 qPrintable(QStringLiteral("mean %1, exact %2").arg(mean).arg(exactMean)));
        QCOMPARE(lo, int(std::floor(0.6 * d * 5)));
        QCOMPARE(hi, int(std::ceil(0.6 * d * 25)));
        // The exact distribution agrees.
        const QVector<double> p = casualtyDistribution(0.6 * d, 500);
        double total = 0, m = 0;
        for (int k = 0; k < p.size(); ++k) {
            total += p.at(k);
            m += k * p.at(k);
        }
        QVERIFY(std::abs(total - 1) < 1e-12);
        QVERIFY(std::abs(m - exactMean) < 1e-9);
        QCOMPARE(p.at(int(std::floor(0.6 * d * 5)) - 1), 0.0);
        QVERIFY(p.at(int(std::floor(0.6 * d * 5))) > 0);
        QCOMPARE(p.at(int(std::ceil(0.6 * d * 25)) + 1), 0.0);
    }

    // Every outcome's frequency matches the exact distribution (10,000 trials, 4 SE).
    void casualtyDistributionMatchesTrials()
    {
        const double c = 0.13; // casualties 0.65 … 3.25
        const QVector<double> p = casualtyDistribution(c, 100);
        Rng rng(77);
        const int n = 20000;
        QVector<int> count(p.size(), 0);
        for (int i = 0; i < n; ++i)
            ++count[std::min(100, rng.roundWithProbability(c * rng.uniform(5, 25)))];
        for (int k = 0; k < 6; ++k) {
            const double se = std::sqrt(p.at(k) * (1 - p.at(k)) / n);
            QVERIFY2(std::abs(count.at(k) / double(n) - p.at(k)) <= 4 * se + 1e-12,
                     qPrintable(QStringLiteral("k=%1: %2 vs %3").arg(k).arg(count.at(k) / double(n)).arg(p.at(k))));
        }
    }

    // RULES §7: artillery loses one gun per 25 men; a remainder r with chance r/25.
    void gunsLost()
    {
        Scenario base = blankScenario(6, 6);
        addUnit(base, "b", Side::Union, UnitType::Artillery, 120, at(2, 2), HexSide::N, UnitFormation::Unlimbered);
        Rng rng(5);
        const int n = 10000;
        double sum = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            applyLosses(s, rng, *s.unit(QStringLiteral("b")), 60, LossKind::Fire);
            sum += s.unit(QStringLiteral("b"))->gunsLost;
            QCOMPARE(s.unit(QStringLiteral("b"))->guns + s.unit(QStringLiteral("b"))->gunsLost, 6);
        }
        const double exact = 2.4, sd = std::sqrt(0.4 * 0.6);
        QVERIFY(std::abs(sum / n - exact) < 4 * sd / std::sqrt(double(n)));
    }

    void fireEventExplainsTheRoll()
    {
        Scenario s = fireScenario(QStringLiteral("rifled-musket"), 400, 2, {QStringLiteral("quality=A"), QStringLiteral("terrain=woods")});
        Rng rng(3);
        const FirePlan plan = planFire(s, {s.unitIndex(QStringLiteral("f"))}, s.unit(QStringLiteral("t"))->hex);
        const FireOutcome out = resolveFire(s, rng, plan);
        const QJsonObject e = out.event.toJson();
        QCOMPARE(e.value(QStringLiteral("type")).toString(), QStringLiteral("fire"));
        const QJsonObject firer = e.value(QStringLiteral("firers")).toArray().at(0).toObject();
        QCOMPARE(firer.value(QStringLiteral("base")).toDouble(), 400.0);
        QCOMPARE(firer.value(QStringLiteral("factors")).toArray().size(), 2); // long range, quality
        QCOMPARE(firer.value(QStringLiteral("reduction")).toInt(), 25);
        const double roll = e.value(QStringLiteral("roll")).toDouble();
        QVERIFY(roll >= 5 && roll <= 25);
        const QJsonObject target = e.value(QStringLiteral("targets")).toArray().at(0).toObject();
        QCOMPARE(target.value(QStringLiteral("value")).toDouble(), 400 * 0.5 * 1.2 * 0.75);
        QCOMPARE(s.unit(QStringLiteral("t"))->men + target.value(QStringLiteral("casualties")).toInt(), 500);
        QVERIFY(s.unit(QStringLiteral("f"))->fired);
        // The firer's ammunition was checked: one ammo-check event.
        QCOMPARE(eventToJson(out.extra.last()).value(QStringLiteral("type")).toString(), QStringLiteral("ammo-check"));
    }

    void fireHexsideIsTheOneCrossed()
    {
        Scenario s = blankScenario(10, 10);
        const Hex t = at(4, 4);
        addHexside(s, t, HexSide::S, HexsideFeature::StoneWall);
        QVERIFY(hexsideFireReduction(fireHexsideFeatures(s.map, at(4, 7), t)) == 40);
        QVERIFY(hexsideFireReduction(fireHexsideFeatures(s.map, at(4, 1), t)) == 0);
    }
};

QTEST_GUILESS_MAIN(TestFire)
#include "tst_fire.moc"
