// RULES §16 "each side deals damage in proportion to its total strength"
// (issue 12): a side's damage follows its own strength, not its share of the
// total times the number of enemy targets; and a general melee needs every
// ship of both sides trying to break the line.

#include "navaltestutil.h"

#include "naval/navalengine.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {

constexpr Side U = Side::Union;
constexpr Side C = Side::Confederate;

struct Sample
{
    double mean = 0;
    double se = 0;  // standard error of the mean
};

template <typename F>
Sample sample(int trials, quint64 seed, F value)
{
    double sum = 0, sum2 = 0;
    for (int k = 0; k < trials; ++k) {
        const double x = value(seed + quint64(k));
        sum += x;
        sum2 += x * x;
    }
    const double mean = sum / trials;
    const double var = std::max(0.0, sum2 / trials - mean * mean);
    return {mean, std::sqrt(var / trials)};
}

// Damage points a side fired over the whole battle.
double pointsFired(const NavalResolution &r, Side side)
{
    double points = 0;
    for (const NavalFireEvent &e : r.log.all<NavalFireEvent>())
        if (e.side == side)
            points += e.points;
    return points;
}

// Damage points that landed on all ships (hull and propulsion taken).
double damageTaken(const NavalResolution &r)
{
    double points = 0;
    for (const ShipOutcome &o : r.outcome.ships)
        points += o.hullTaken + o.propulsionTaken;
    return points;
}

} // namespace

class TestNavalDamage : public QObject
{
    Q_OBJECT

private slots:
    // A lone ironclad against 1 … 10 transports (strength 0, so her strength
    // never changes): what she deals is her strength × 0.03 × fortune, not
    // more because there are more enemy ships.
    void damageDealtDoesNotGrowWithEnemyShips_data()
    {
        QTest::addColumn<int>("enemies");
        QTest::newRow("1 transport") << 1;
        QTest::newRow("2 transports") << 2;
        QTest::newRow("5 transports") << 5;
        QTest::newRow("10 transports") << 10;
    }

    void damageDealtDoesNotGrowWithEnemyShips()
    {
        QFETCH(int, enemies);
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 1, QStringLiteral("ic"), U, ShipType::IC, CombatOrder::Engage);
        // The transports arrive to leeward: the ironclad always has the windward gauge.
        addShips(b, enemies, QStringLiteral("tr"), C, ShipType::TR, CombatOrder::Accept, DistanceOrder::Range,
                 FormationOrder::LineAhead, 1);
        const double strength = 135 * 1.1; // average, experience 16, at range; aims at propulsion: ×1; windward ×1.1
        const int trials = 2000;
        const Sample s = sample(trials, 1, [&](quint64 seed) { return pointsFired(resolveNavalBattle(b, seed), U); });
        // Expected: 0.03 per strength point per battle, fortune 1 on average.
        const double expected = naval::kPointsPerStrength * strength;
        QVERIFY2(std::abs(s.mean - expected) <= 4 * s.se,
                 qPrintable(QStringLiteral("mean %1 ± %2, expected %3").arg(s.mean).arg(s.se).arg(expected)));
        // And the first round's expectation is exactly the same for any number of enemies.
        const NavalResolution r = resolveNavalBattle(b, 3);
        const NavalFireEvent first = r.log.all<NavalFireEvent>().constFirst();
        QCOMPARE(first.side, U);
        QVERIFY(std::abs(first.expected - expected * first.fortune / naval::kRounds) < 1e-9);
    }

    // Doubling both squadrons doubles the total damage in expectation.
    void doublingBothSquadronsDoublesDamage()
    {
        const auto squadrons = [](int n) {
            NavalBattle b = makeBattle(NavalLocation::Sea);
            for (int k = 0; k < n; ++k) {
                const QString s = QString::number(k);
                addShips(b, 2, QStringLiteral("fr") + s + QLatin1Char('_'), U, ShipType::FR, CombatOrder::Engage);
                addShips(b, 1, QStringLiteral("gb") + s + QLatin1Char('_'), U, ShipType::GB, CombatOrder::Engage);
                addShips(b, 1, QStringLiteral("ic") + s + QLatin1Char('_'), C, ShipType::IC, CombatOrder::Accept);
                addShips(b, 2, QStringLiteral("cg") + s + QLatin1Char('_'), C, ShipType::GB, CombatOrder::Accept);
            }
            return b;
        };
        const NavalBattle one = squadrons(1), two = squadrons(2);
        const int trials = 4000;
        const Sample a = sample(trials, 1, [&](quint64 seed) { return damageTaken(resolveNavalBattle(one, seed)); });
        const Sample d = sample(trials, 100001, [&](quint64 seed) { return damageTaken(resolveNavalBattle(two, seed)); });
        const double se = std::sqrt(d.se * d.se + 4 * a.se * a.se);
        qInfo("one squadron each: %.3f ± %.3f damage points; two: %.3f ± %.3f", a.mean, a.se, d.mean, d.se);
        QVERIFY(a.mean > 0.5);
        QVERIFY2(std::abs(d.mean - 2 * a.mean) <= 4 * se,
                 qPrintable(QStringLiteral("%1 vs 2 × %2 (se %3)").arg(d.mean).arg(a.mean).arg(se)));
        const Sample fa = sample(trials, 1, [&](quint64 seed) {
            const NavalResolution r = resolveNavalBattle(one, seed);
            return pointsFired(r, U) + pointsFired(r, C);
        });
        const Sample fd = sample(trials, 100001, [&](quint64 seed) {
            const NavalResolution r = resolveNavalBattle(two, seed);
            return pointsFired(r, U) + pointsFired(r, C);
        });
        const double fse = std::sqrt(fd.se * fd.se + 4 * fa.se * fa.se);
        QVERIFY2(std::abs(fd.mean - 2 * fa.mean) <= 4 * fse,
                 qPrintable(QStringLiteral("fired %1 vs 2 × %2 (se %3)").arg(fd.mean).arg(fa.mean).arg(fse)));
    }

    // The old rule made damage follow the share of strength times the enemy
    // targets: a lone ironclad dealt about 2.5 points to one gunboat but 10.5
    // to ten. Now what she fires in a round depends on her strength alone.
    void firstRoundExpectationIgnoresEnemyCount()
    {
        std::optional<double> first;
        for (int n : {1, 10}) {
            NavalBattle b = makeBattle(NavalLocation::Sea);
            addShips(b, 1, QStringLiteral("ic"), U, ShipType::IC, CombatOrder::Engage);
            addShips(b, n, QStringLiteral("gb"), C, ShipType::GB, CombatOrder::Accept);
            const NavalResolution r = resolveNavalBattle(b, 5);
            const NavalFireEvent e = r.log.all<NavalFireEvent>().constFirst();
            const double perFortune = e.expected / e.fortune;
            if (first)
                QVERIFY(std::abs(perFortune - *first) < 1e-9);
            first = perFortune;
        }
    }

    // At close quarters a side's damage is scaled by the fraction of its own
    // units there: ×(1 + 1.0 × fraction).
    void closeQuartersScaleBySidesOwnFraction()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 1, QStringLiteral("uc"), U, ShipType::FR, CombatOrder::Engage, DistanceOrder::Close);
        addShips(b, 1, QStringLiteral("ur"), U, ShipType::FR, CombatOrder::Engage, DistanceOrder::Close);
        addShips(b, 2, QStringLiteral("cc"), C, ShipType::FR, CombatOrder::Accept, DistanceOrder::Close);
        b.ships[shipIndex(b, QStringLiteral("ur0"))].orders.distance = DistanceOrder::Range;
        const NavalResolution r = resolveNavalBattle(b, 2);
        for (const NavalFireEvent &e : r.log.all<NavalFireEvent>()) {
            int units = 0, close = 0;
            for (int i = 0; i < b.ships.size(); ++i)
                if (b.ships.at(i).side == e.side && r.situation.ships.at(i).fights) {
                    ++units;
                    close += r.situation.ships.at(i).close ? 1 : 0;
                }
            if (e.round == 1)
                QVERIFY(std::abs(e.closeMultiplier - (1.0 + double(close) / units)) < 1e-12);
        }
    }

    // RULES §16 [seed]: "If all ships on both sides are trying to break the
    // line, then the battle becomes a general melee" — all ships, also those
    // left at range.
    void generalMeleeNeedsEveryShip()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 3, QStringLiteral("u"), U, ShipType::SL, CombatOrder::Engage, DistanceOrder::Close,
                 FormationOrder::BreakLine);
        addShips(b, 3, QStringLiteral("c"), C, ShipType::SL, CombatOrder::Accept, DistanceOrder::Close,
                 FormationOrder::BreakLine);
        NavalSituation s = situationOf(b, 1);
        QCOMPARE(s.breakLine[0], BreakLineResult::Melee);
        // One more Union ship keeps the line at range: no melee, both sides roll.
        addShips(b, 1, QStringLiteral("x"), U, ShipType::SL, CombatOrder::Engage, DistanceOrder::Range);
        for (quint64 seed = 1; seed <= 20; ++seed) {
            s = situationOf(b, seed);
            QVERIFY(!s.ships[shipIndex(b, QStringLiteral("x0"))].close);
            for (int side = 0; side < 2; ++side)
                QVERIFY(s.breakLine[side] == BreakLineResult::Succeeded || s.breakLine[side] == BreakLineResult::Failed);
        }
    }
};

QTEST_GUILESS_MAIN(TestNavalDamage)
#include "tst_navaldamage.moc"
