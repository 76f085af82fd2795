// Cascade probabilities: small cascades whose exact odds are worked out by
// hand here, checked against the exact enumeration (cascadeOdds) and against
// 10,000 seeded trials run the way `hardtack-cli cascade` runs them (a fresh
// copy of the scenario and Rng(S + i) for trial i), within 4 standard errors.

#include "moraletestutil.h"

using namespace hardtack;
using namespace hardtack::test;

namespace {

constexpr int kTrials = 10000;

struct Simulated
{
    QHash<QString, qint64> checked, failed;
    QHash<QString, double> stragglers, stragglersSq;
    QHash<int, qint64> size;
};

Simulated simulate(const Scenario &base, const QString &trigger, const MoraleSituation &sit, quint64 seed)
{
    Scenario s0 = base;
    s0.unit(trigger)->status = Status::Routed;
    const CascadeIndex index(s0);
    Simulated out;
    for (int i = 0; i < kTrials; ++i) {
        Scenario s = s0;
        Rng rng(seed + quint64(i));
        const CascadeTree tree = runCascade(s, index, rng, sit, {s.unitIndex(trigger)}, false);
        for (const MoraleCheck &c : tree.checks) {
            const QString &id = s.units.at(c.unit).id;
            ++out.checked[id];
            out.failed[id] += c.failed();
            out.stragglers[id] += c.stragglers;
            out.stragglersSq[id] += double(c.stragglers) * c.stragglers;
        }
        ++out.size[tree.failures];
    }
    return out;
}

} // namespace

class TestCascadeOdds : public QObject
{
    Q_OBJECT

private slots:
    void twoUnitsInALine();
    void sameHexFailureReachesNoFurther();
    void routLimitingAtTheSecondStep();
    void expectedStragglersOfARoutedUnit();
    void enumerationSumsToOneAndMatchesTrials();
    void tooLargeForEnumeration();
};

void TestCascadeOdds::twoUnitsInALine()
{
    // t routs; a (C: morale 4, fails 2/6) is next to t; b (D: morale 3,
    // fails 3/6) is next to a only. By hand:
    //   P(a checks) = 1, P(a fails) = 1/3; P(b checks) = 1/3,
    //   P(b fails) = 1/3 × 1/2 = 1/6;
    //   size: P(0) = 2/3, P(1) = 1/3 × 1/2 = 1/6, P(2) = 1/6.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 4);
    b.unit(QStringLiteral("a"), 5, 5, 4);
    b.unit(QStringLiteral("b"), 5, 6, 3);
    const Scenario s = b.build();

    const auto odds = cascadeOdds(s, {}, {QStringLiteral("t")});
    QVERIFY(odds);
    QCOMPARE(odds->checked.value("a"), 1.0);
    QCOMPARE(odds->failed.value("a"), 1.0 / 3);
    QCOMPARE(odds->routed.value("a"), 1.0 / 3);
    QCOMPARE(odds->checked.value("b"), 1.0 / 3);
    QCOMPARE(odds->failed.value("b"), 1.0 / 6);
    QCOMPARE(odds->size.size(), 3);
    QCOMPARE(odds->size.at(0), 2.0 / 3);
    QCOMPARE(odds->size.at(1), 1.0 / 6);
    QCOMPARE(odds->size.at(2), 1.0 / 6);

    const Simulated sim = simulate(s, QStringLiteral("t"), {}, 1000);
    QCOMPARE(sim.checked.value("a"), kTrials);
    QVERIFY(withinFourSigma(sim.failed.value("a"), kTrials, 1.0 / 3));
    QVERIFY(withinFourSigma(sim.checked.value("b"), kTrials, 1.0 / 3));
    QVERIFY(withinFourSigma(sim.failed.value("b"), kTrials, 1.0 / 6));
    QVERIFY(withinFourSigma(sim.size.value(0), kTrials, 2.0 / 3));
    QVERIFY(withinFourSigma(sim.size.value(1), kTrials, 1.0 / 6));
    QVERIFY(withinFourSigma(sim.size.value(2), kTrials, 1.0 / 6));
}

void TestCascadeOdds::sameHexFailureReachesNoFurther()
{
    // x (E: fails 4/6) stands in t's hex, y (C: fails 2/6) next to it, z
    // (B: fails 1/6) next to y only. x's failure does not carry on (and z is
    // two hexes from x anyway): z checks only when y fails.
    //   P(z checks) = 1/3, P(z fails) = 1/18.
    //   size = X + Y + Z with X ~ 4/6, Y ~ 1/3, Z | Y ~ 1/6:
    //   P(0) = 2/6 × 2/3            = 2/9
    //   P(1) = 4/6 × 2/3 + 2/6 × 1/3 × 5/6 = 4/9 + 5/54 = 29/54
    //   P(2) = 4/6 × 1/3 × 5/6 + 2/6 × 1/3 × 1/6 = 10/54 + 1/54 = 11/54
    //   P(3) = 4/6 × 1/3 × 1/6      = 2/54
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 4);
    b.unit(QStringLiteral("x"), 5, 4, 2);
    b.unit(QStringLiteral("y"), 5, 5, 4);
    b.unit(QStringLiteral("z"), 5, 6, 5);
    const Scenario s = b.build();
    const auto odds = cascadeOdds(s, {}, {QStringLiteral("t")});
    QVERIFY(odds);
    QCOMPARE(odds->failed.value("x"), 4.0 / 6);
    QCOMPARE(odds->checked.value("z"), 1.0 / 3);
    QVERIFY(qAbs(odds->failed.value("z") - 1.0 / 18) < 1e-12);
    const double expected[4] = {2.0 / 9, 29.0 / 54, 11.0 / 54, 2.0 / 54};
    QCOMPARE(odds->size.size(), 4);
    for (int k = 0; k < 4; ++k)
        QVERIFY2(qAbs(odds->size.at(k) - expected[k]) < 1e-12, qPrintable(QString::number(k)));

    const Simulated sim = simulate(s, QStringLiteral("t"), {}, 777);
    QVERIFY(withinFourSigma(sim.failed.value("x"), kTrials, 4.0 / 6));
    QVERIFY(withinFourSigma(sim.checked.value("z"), kTrials, 1.0 / 3));
    QVERIFY(withinFourSigma(sim.failed.value("z"), kTrials, 1.0 / 18));
    for (int k = 0; k < 4; ++k)
        QVERIFY(withinFourSigma(sim.size.value(k), kTrials, expected[k]));
}

void TestCascadeOdds::routLimitingAtTheSecondStep()
{
    // a: F with medium fatigue (morale 0) always fails; b next to a only,
    // D (3): without Rout Limiting fails 3/6, with it (step 2: +1) 2/6.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 4);
    Unit &a = b.unit(QStringLiteral("a"), 5, 5, 1);
    a.fatigue = 300;
    b.unit(QStringLiteral("b"), 5, 6, 3);
    const Scenario s = b.build();
    for (bool limiting : {false, true}) {
        MoraleSituation sit;
        sit.routLimiting = limiting;
        const double p = limiting ? 2.0 / 6 : 3.0 / 6;
        const auto odds = cascadeOdds(s, sit, {QStringLiteral("t")});
        QVERIFY(odds);
        QCOMPARE(odds->failed.value("a"), 1.0);
        QCOMPARE(odds->failed.value("b"), p);
        const Simulated sim = simulate(s, QStringLiteral("t"), sit, 4242);
        QVERIFY(withinFourSigma(sim.failed.value("b"), kTrials, p));
    }
}

void TestCascadeOdds::expectedStragglersOfARoutedUnit()
{
    // r, already routed, quality C (4), 500 men: fails on 5 (25 men) or 6
    // (50 men). E[stragglers] = (25 + 50) / 6 = 12.5;
    // E[stragglers²] = (625 + 2500) / 6, so Var = 520.83 - 156.25.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 4);
    b.unit(QStringLiteral("r"), 5, 5, 4).status = Status::Routed;
    const Scenario s = b.build();
    const auto odds = cascadeOdds(s, {}, {QStringLiteral("t")});
    QVERIFY(odds);
    QCOMPARE(odds->failed.value("r"), 2.0 / 6);
    QCOMPARE(odds->stragglers.value("r"), 12.5);
    QCOMPARE(odds->routed.value("r"), 0.0); // it was routed already: never "newly" routed
    const Simulated sim = simulate(s, QStringLiteral("t"), {}, 99);
    const double mean = sim.stragglers.value("r") / kTrials;
    const double var = (625.0 + 2500.0) / 6 - 12.5 * 12.5;
    QVERIFY2(qAbs(mean - 12.5) <= 4 * std::sqrt(var / kTrials), qPrintable(QString::number(mean)));
}

void TestCascadeOdds::enumerationSumsToOneAndMatchesTrials()
{
    // A small knot of mixed units, several reachable along different paths.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 6, 6);
    const int qualities[] = {3, 4, 2, 5, 3, 4, 2};
    int k = 0;
    for (const Hex &h : at(6, 6).neighbours()) {
        const Offset o = h.toOffset();
        b.unit(QStringLiteral("n%1").arg(k), o.col, o.row, qualities[k]);
        ++k;
    }
    b.unit(QStringLiteral("far1"), 6, 8, 3);
    b.unit(QStringLiteral("far2"), 6, 4, 2).status = Status::Routed;
    const Scenario s = b.build();
    const auto odds = cascadeOdds(s, {}, {QStringLiteral("t")});
    QVERIFY(odds);
    double total = 0;
    for (double p : odds->size)
        total += p;
    QVERIFY(qAbs(total - 1.0) < 1e-12);
    const Simulated sim = simulate(s, QStringLiteral("t"), {}, 31337);
    for (auto it = odds->failed.cbegin(); it != odds->failed.cend(); ++it) {
        QVERIFY2(withinFourSigma(sim.failed.value(it.key()), kTrials, it.value()), qPrintable(it.key()));
        QVERIFY2(withinFourSigma(sim.checked.value(it.key()), kTrials, odds->checked.value(it.key())),
                 qPrintable(it.key()));
    }
    for (int n = 0; n < odds->size.size(); ++n)
        QVERIFY(withinFourSigma(sim.size.value(n), kTrials, odds->size.at(n)));
}

void TestCascadeOdds::tooLargeForEnumeration()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 6, 6);
    int k = 0;
    for (const Hex &h : range(at(6, 6), 3)) {
        const Offset o = h.toOffset();
        b.unit(QStringLiteral("u%1").arg(k++), o.col, o.row, 3);
    }
    const Scenario s = b.build();
    QVERIFY(!cascadeOdds(s, {}, {QStringLiteral("t")}, 1000));
}

QTEST_GUILESS_MAIN(TestCascadeOdds)
#include "tst_cascadeodds.moc"
