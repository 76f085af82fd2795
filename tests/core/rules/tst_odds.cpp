// The exact odds preview (odds.h) of RULES §7 fire and §8 melee: rows worked
// out by hand from the rules match `odds` exactly, and 10,000 seeded
// resolutions, each followed by the real end-of-phase checks (RULES §9–§10),
// agree with it within 4 standard errors.

#include "fixtures.h"

#include "core/morale/morale.h"
#include "core/rules/fire.h"
#include "core/rules/melee.h"
#include "core/rules/odds.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {

// Firer "f" (400 men, rifled musket, C) at [4,6] facing N; target "t" (400
// men, C, line) at [4,5] facing S, one hex away: value 400 before modifiers.
// The melee rows use the same two units: "f" attacks "t".
Scenario duel(const QStringList &mods)
{
    Scenario s = blankScenario(10, 10);
    placeLeader(s, "u-bde", at(4, 7));
    addUnit(s, "f", Side::Union, UnitType::Infantry, 400, at(4, 6), HexSide::N, UnitFormation::Line);
    addUnit(s, "t", Side::Confederate, UnitType::Infantry, 400, at(4, 5), HexSide::S, UnitFormation::Line);
    for (const QString &m : mods) {
        Unit &f = *s.unit(QStringLiteral("f"));
        Unit &t = *s.unit(QStringLiteral("t"));
        const QString k = m.section(QLatin1Char('='), 0, 0);
        const QString v = m.section(QLatin1Char('='), 1);
        if (k == QLatin1String("f-men")) f.men = v.toInt();
        else if (k == QLatin1String("f-quality")) f.quality = ratingFromLetter(v.at(0));
        else if (k == QLatin1String("t-quality")) t.quality = ratingFromLetter(v.at(0));
        else if (k == QLatin1String("t-fatigue")) t.fatigue = v.toInt();
        else if (k == QLatin1String("t-column")) t.formation = UnitFormation::Column;
        else if (k == QLatin1String("t-routed")) t.status = Status::Routed;
        else if (k == QLatin1String("t-rear")) t.facing = HexSide::N; // the fire comes through its rear
        else if (k == QLatin1String("t-guns")) {
            t.type = UnitType::Artillery;
            t.weapon = Weapon::Napoleon;
            t.formation = UnitFormation::Unlimbered;
            t.men = 100;
            t.guns = v.toInt();
        } else if (k == QLatin1String("woods")) setTerrain(s, at(4, 5), Terrain::Woods);
        else if (k == QLatin1String("wall")) addHexside(s, at(4, 5), HexSide::S, HexsideFeature::StoneWall);
        else if (k == QLatin1String("higher")) setElevation(s, at(4, 5), v.toInt());
        else if (k == QLatin1String("f-two")) {
            addUnit(s, "f2", Side::Union, UnitType::Infantry, v.toInt(), at(4, 6), HexSide::N, UnitFormation::Line);
        } else if (k == QLatin1String("neighbour")) {
            addUnit(s, "n", Side::Confederate, UnitType::Infantry, 300, at(5, 5), HexSide::S, UnitFormation::Line);
        } else qFatal("unknown modifier %s", qPrintable(m));
    }
    return s;
}

MoraleSituation situation(Phase phase)
{
    MoraleSituation sit;
    sit.phase = phase;
    return sit;
}

QVector<int> firers(const Scenario &s)
{
    QVector<int> f{s.unitIndex(QStringLiteral("f"))};
    if (s.unitIndex(QStringLiteral("f2")) >= 0)
        f.append(s.unitIndex(QStringLiteral("f2")));
    return f;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

QString both(double a, double b)
{
    return QStringLiteral("%1 vs %2").arg(a, 0, 'g', 12).arg(b, 0, 'g', 12);
}

// The real end of the phase after one resolution: the checks of every unit
// that owes one, then the cascade they start (RULES §9–§10).
PhaseMoraleOutcome endOfPhase(Scenario &s, Rng &rng, const MoraleSituation &sit)
{
    QStringList owe;
    for (const Unit &u : s.units)
        if (u.mustCheck && u.onMap)
            owe.append(u.id);
    return resolvePhaseMorale(s, rng, sit, owe);
}

struct Counts
{
    int fails = 0, routs = 0;
};

void countChecks(const PhaseMoraleOutcome &out, QHash<QString, Counts> &counts)
{
    for (const QJsonObject &e : eventsToJson(out.events)) {
        if (e.value(QStringLiteral("type")).toString() != QLatin1String("morale-check")
            || e.value(QStringLiteral("step")).toInt() != 0)
            continue;
        Counts &c = counts[e.value(QStringLiteral("unit")).toString()];
        c.fails += e.value(QStringLiteral("failed")).toBool() ? 1 : 0;
        c.routs += e.value(QStringLiteral("result")).toString() == QLatin1String("routed") ? 1 : 0;
    }
}

// |observed − p| < 4 standard errors of a proportion (exactly p when p is 0 or 1).
bool agrees(int hits, int n, double p)
{
    const double se = std::sqrt(p * (1 - p) / n);
    return se == 0 ? hits == int(std::lround(p * n)) : std::abs(double(hits) / n - p) < 4 * se;
}

struct Mean
{
    double sum = 0, sq = 0;
    int n = 0;
    void add(double x)
    {
        sum += x;
        sq += x * x;
        ++n;
    }
    double mean() const { return sum / n; }
    double se() const { return std::sqrt(std::max(0.0, sq / n - mean() * mean()) / n); }
    bool agrees(double exact) const { return std::abs(mean() - exact) < 4 * se() + 1e-12; }
};

} // namespace

// P(no man lost) for a casualty coefficient c < 0.2: the roll R is uniform in
// [5, 25] and c R rounds down to 0 with chance 1 − c R where c R < 1.
static double noLoss(double c)
{
    return (1 / (2 * c) - 5 + 12.5 * c) / 20;
}

class TestOdds : public QObject
{
    Q_OBJECT

private slots:
    // RULES §7: value V after every modifier; casualties V/1000 × 5, 15, 25;
    // a target's expected loss (E[round-with-probability(x)] = x, no cap
    // reached); its failure = P(loses men) × P(d6 > morale).
    void fireByHand_data()
    {
        QTest::addColumn<QStringList>("mods");
        QTest::addColumn<int>("phase");
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("loss");
        QTest::addColumn<double>("fail");
        QTest::addColumn<double>("rout");
        QTest::addColumn<double>("cascade");
        const int off = int(Phase::OffensiveFire), def = int(Phase::DefensiveFire);
        const QStringList none;
        QTest::newRow("400 x 1.0 = 400; loses 0.4 x [5,25] >= 2 men always; morale C=4 fails on 5-6: 1/3")
            << none << off << 400.0 << 6.0 << 1 / 3.0 << 1 / 3.0 << 0.0;
        QTest::newRow("Defensive Fire: a failure disrupts, never routs")
            << none << def << 400.0 << 6.0 << 1 / 3.0 << 0.0 << 0.0;
        QTest::newRow("target in woods -25%: 300; 0.3 x 5 = 1.5 rounds to >= 1")
            << QStringList{"woods"} << off << 300.0 << 4.5 << 1 / 3.0 << 1 / 3.0 << 0.0;
        QTest::newRow("stone wall on the hexside crossed -40%: 240")
            << QStringList{"wall"} << off << 240.0 << 3.6 << 1 / 3.0 << 1 / 3.0 << 0.0;
        // c = 40 / 1000 × 3.5 = 0.14: no man lost only when 0.14 R < 1 and it
        // rounds down, P = (1/20)(1/(2c) − 5 + 12.5c) = 0.3214/20.
        QTest::newRow("wall 40 + woods 25 + 3 levels higher 30 = 95, capped at 90: 40; loses no man w.p. 0.016")
            << QStringList{"wall", "woods", "higher=3"} << off << 40.0 << 0.6 << (1 - noLoss(0.14)) / 3
            << (1 - noLoss(0.14)) / 3 << 0.0;
        QTest::newRow("target in column x1.5: 600")
            << QStringList{"t-column"} << off << 600.0 << 9.0 << 1 / 3.0 << 1 / 3.0 << 0.0;
        QTest::newRow("enfilade x1.5: 600; and -2 morale: 4 - 2 = 2 fails on 3-6")
            << QStringList{"t-rear"} << off << 600.0 << 9.0 << 4 / 6.0 << 4 / 6.0 << 0.0;
        QTest::newRow("target quality A: morale 6 never fails")
            << QStringList{"t-quality=A"} << off << 400.0 << 6.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("target at fatigue 298: any loss (>= 2 men, gain >= 2) makes it Medium, 4 - 1 = 3 fails 1/2")
            << QStringList{"t-fatigue=298"} << off << 400.0 << 6.0 << 0.5 << 0.5 << 0.0;
        QTest::newRow("firer quality A x1.2: 480")
            << QStringList{"f-quality=A"} << off << 480.0 << 7.2 << 1 / 3.0 << 1 / 3.0 << 0.0;
        QTest::newRow("two firers add: 400 + 200 = 600")
            << QStringList{"f-two=200"} << off << 600.0 << 9.0 << 1 / 3.0 << 1 / 3.0 << 0.0;
        QTest::newRow("a friend next to it: every rout starts a cascade check (1/3)")
            << QStringList{"neighbour"} << off << 400.0 << 6.0 << 1 / 3.0 << 1 / 3.0 << 1 / 3.0;
        QTest::newRow("a routed target has no front: enfilade x1.5 = 600, morale 2; a failure loses stragglers, no new rout")
            << QStringList{"t-routed"} << off << 600.0 << 9.0 << 4 / 6.0 << 0.0 << 0.0;
    }

    void fireByHand()
    {
        QFETCH(QStringList, mods);
        QFETCH(int, phase);
        QFETCH(double, value);
        QFETCH(double, loss);
        QFETCH(double, fail);
        QFETCH(double, rout);
        QFETCH(double, cascade);
        const Scenario s = duel(mods);
        const FirePlan plan = planFire(s, firers(s), at(4, 5));
        const FireOdds o = fireOdds(s, situation(Phase(phase)), plan);
        // The rows' losses are value / 1000 × 15 before the target's density
        // factor (RULES §7): its 400 men, 3.5.
        const double d = fireDensityFactor(400);
        QCOMPARE(d, 3.5);
        loss *= d;
        QVERIFY(o.exact);
        QVERIFY2(near(o.value, value), qPrintable(both(o.value, value)));
        QVERIFY(near(o.minCasualties, value / 1000 * 5 * d));
        QVERIFY(near(o.meanCasualties, value / 1000 * 15 * d));
        QVERIFY(near(o.maxCasualties, value / 1000 * 25 * d));
        QCOMPARE(o.targets.size(), 1);
        const UnitOdds &t = o.targets.first();
        QCOMPARE(t.unit, QStringLiteral("t"));
        QVERIFY2(near(t.meanCasualties, loss), qPrintable(both(t.meanCasualties, loss)));
        QVERIFY2(near(t.failChance, fail), qPrintable(both(t.failChance, fail)));
        QVERIFY2(near(t.routChance, rout), qPrintable(both(t.routChance, rout)));
        QVERIFY2(near(o.cascadeChance, cascade), qPrintable(both(o.cascadeChance, cascade)));
    }

    // RULES §8: strengths, odds, the win chance; each side's expected
    // casualties as fire (§7) with each man worth 1.0, the loser's doubled:
    // E = P(win) × loss_if_win + P(lose) × loss_if_lose, a loss being
    // value / 1000 × 15 (× 2 for the loser), times the density factor of the
    // men who take it (§7: the defenders' hex, all the attackers).
    void meleeByHand_data()
    {
        QTest::addColumn<QStringList>("mods");
        QTest::addColumn<double>("attack");
        QTest::addColumn<double>("defence");
        QTest::addColumn<double>("win");
        QTest::addColumn<double>("attackerLoss");
        QTest::addColumn<double>("defenderLoss");
        const QStringList none;
        QTest::newRow("400 vs 400: odds 1 wins on a 6; defender 1/6 x 12 + 5/6 x 6 = 7; attacker 1/6 x 6 + 5/6 x 12 = 11")
            << none << 400.0 << 400.0 << 1 / 6.0 << 11.0 << 7.0;
        QTest::newRow("800 vs 400: odds 2 wins on 3+; defender 4/6 x 24 + 2/6 x 12 = 20; attacker 4/6 x 6 + 2/6 x 12 = 8")
            << QStringList{"f-men=800"} << 800.0 << 400.0 << 4 / 6.0 << 8.0 << 20.0;
        QTest::newRow("stone wall: 600 / 1.5 = 400 vs 400; both fires cross it -40%: 5.4 and 3.6; "
                      "defender 1/6 x 10.8 + 5/6 x 5.4 = 6.3; attacker 1/6 x 3.6 + 5/6 x 7.2 = 6.6")
            << QStringList{"f-men=600", "wall"} << 400.0 << 400.0 << 1 / 6.0 << 6.6 << 6.3;
        QTest::newRow("defender in woods: strengths unchanged; its losses -25%: 4.5; 1/6 x 9 + 5/6 x 4.5 = 5.25")
            << QStringList{"woods"} << 400.0 << 400.0 << 1 / 6.0 << 11.0 << 5.25;
        QTest::newRow("defender 2 levels higher: 500 / 1.25 = 400; its losses -20%: 500 x 0.8 = 400 -> 6; "
                      "the lower attacker none")
            << QStringList{"f-men=500", "higher=2"} << 400.0 << 400.0 << 1 / 6.0 << 11.0 << 7.0;
        QTest::newRow("defender in column: its losses x1.5: 9; 1/6 x 18 + 5/6 x 9 = 10.5")
            << QStringList{"t-column"} << 400.0 << 400.0 << 1 / 6.0 << 11.0 << 10.5;
        QTest::newRow("attacker quality A: 500 x 1.2 = 600, odds 1.5 wins on 4+; defender 1/2 x 18 + 1/2 x 9 = 13.5; "
                      "attacker 1/2 x 6 + 1/2 x 12 = 9")
            << QStringList{"f-men=500", "f-quality=A"} << 600.0 << 400.0 << 0.5 << 9.0 << 13.5;
        QTest::newRow("routed defender x0.25, no front: rear x1.5 (strengths only): 600 vs 100 always wins; "
                      "defender 2 x 6 = 12; attacker 6")
            << QStringList{"t-routed"} << 600.0 << 100.0 << 1.0 << 6.0 << 12.0;
        QTest::newRow("battery of 6 guns: 8 men each = 48, always beaten; defender 12; attacker 48 / 1000 x 15 = 0.72")
            << QStringList{"t-guns=6"} << 400.0 << 48.0 << 1.0 << 0.72 << 12.0;
    }

    void meleeByHand()
    {
        QFETCH(QStringList, mods);
        QFETCH(double, attack);
        QFETCH(double, defence);
        QFETCH(double, win);
        QFETCH(double, attackerLoss);
        QFETCH(double, defenderLoss);
        const Scenario s = duel(mods);
        const MeleePlan plan = planMelee(s, {s.unitIndex(QStringLiteral("f"))}, at(4, 5));
        OddsOptions all;
        all.maxOutcomes = 2'000'000; // every leaf: the rows are exact
        const MeleeOdds o = meleeOdds(s, situation(Phase::Melee), plan, {}, all);
        attackerLoss *= fireDensityFactor(s.unit(QStringLiteral("f"))->men);
        defenderLoss *= fireDensityFactor(s.unit(QStringLiteral("t"))->men);
        QVERIFY(o.exact);
        QVERIFY2(near(o.attack, attack), qPrintable(both(o.attack, attack)));
        QVERIFY2(near(o.defence, defence), qPrintable(both(o.defence, defence)));
        QVERIFY(near(o.odds, attack / defence));
        QVERIFY2(near(o.winChance, win), qPrintable(both(o.winChance, win)));
        QVERIFY2(near(o.attackerCasualties, attackerLoss), qPrintable(both(o.attackerCasualties, attackerLoss)));
        QVERIFY2(near(o.defenderCasualties, defenderLoss), qPrintable(both(o.defenderCasualties, defenderLoss)));
    }

    // 10,000 seeded fires, each followed by the phase's real checks and
    // cascade: the casualty mean, each target's failure and rout, and the
    // chance a cascade check is taken agree with the odds.
    void fireAgreesWithTrials_data()
    {
        QTest::addColumn<QStringList>("mods");
        QTest::addColumn<int>("phase");
        QTest::newRow("plain") << QStringList{} << int(Phase::OffensiveFire);
        QTest::newRow("light fire through wall and woods (some fires miss)")
            << QStringList{"wall", "woods", "neighbour"} << int(Phase::OffensiveFire);
        QTest::newRow("fatigue 290 near the band, enfilade, a neighbour")
            << QStringList{"t-fatigue=290", "t-rear", "neighbour", "f-men=900"} << int(Phase::OffensiveFire);
        QTest::newRow("two units in the hex share the losses") << QStringList{"f-two=600", "t-column"}
                                                               << int(Phase::DefensiveFire);
    }

    void fireAgreesWithTrials()
    {
        QFETCH(QStringList, mods);
        QFETCH(int, phase);
        Scenario base = duel(mods);
        if (mods.contains(QStringLiteral("f-two=600"))) // a second unit stacked with t
            addUnit(base, "t2", Side::Confederate, UnitType::Infantry, 250, at(4, 5), HexSide::S,
                    UnitFormation::Line, 3);
        const MoraleSituation sit = situation(Phase(phase));
        const FirePlan plan = planFire(base, firers(base), at(4, 5));
        const FireOdds o = fireOdds(base, sit, plan);
        QVERIFY(o.exact);
        const int n = 10000;
        Mean total;
        QHash<QString, Mean> loss;
        QHash<QString, Counts> counts;
        int cascades = 0;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            Rng rng(quint64(7000 + i));
            const FireOutcome out = resolveFire(s, rng, plan);
            total.add(out.casualties);
            for (const TargetPlan &tp : plan.targets)
                loss[s.units.at(tp.unit).id].add(s.units.at(tp.unit).casualties);
            const PhaseMoraleOutcome m = endOfPhase(s, rng, sit);
            countChecks(m, counts);
            cascades += m.cascade.checks.isEmpty() ? 0 : 1;
        }
        double exactTotal = 0;
        for (const UnitOdds &t : o.targets) {
            exactTotal += t.meanCasualties;
            QVERIFY2(loss.value(t.unit).agrees(t.meanCasualties),
                     qPrintable(t.unit + QStringLiteral(" loss ") + both(loss.value(t.unit).mean(), t.meanCasualties)));
            QVERIFY2(agrees(counts.value(t.unit).fails, n, t.failChance),
                     qPrintable(t.unit + QStringLiteral(" fail ") + both(counts.value(t.unit).fails / double(n), t.failChance)));
            QVERIFY2(agrees(counts.value(t.unit).routs, n, t.routChance),
                     qPrintable(t.unit + QStringLiteral(" rout ") + both(counts.value(t.unit).routs / double(n), t.routChance)));
        }
        QVERIFY2(total.agrees(exactTotal), qPrintable(both(total.mean(), exactTotal)));
        QVERIFY2(agrees(cascades, n, o.cascadeChance), qPrintable(both(cascades / double(n), o.cascadeChance)));
    }

    // 10,000 seeded melees with the phase's real checks: the win chance,
    // each side's mean casualties and each unit's failure and rout.
    void meleeAgreesWithTrials_data()
    {
        QTest::addColumn<QStringList>("mods");
        QTest::newRow("odds 1") << QStringList{};
        QTest::newRow("odds 2, the defender near Medium fatigue") << QStringList{"f-men=800", "t-fatigue=280"};
        QTest::newRow("wall and height") << QStringList{"f-men=900", "wall", "higher=1"};
    }

    void meleeAgreesWithTrials()
    {
        QFETCH(QStringList, mods);
        const Scenario base = duel(mods);
        const MoraleSituation sit = situation(Phase::Melee);
        const MeleePlan plan = planMelee(base, {base.unitIndex(QStringLiteral("f"))}, at(4, 5));
        OddsOptions all;
        all.maxOutcomes = 2'000'000; // the exact enumeration, whatever its size
        const MeleeOdds o = meleeOdds(base, sit, plan, QStringLiteral("f"), all);
        QVERIFY(o.exact);
        const int n = 10000;
        int wins = 0;
        Mean att, def;
        QHash<QString, Counts> counts;
        for (int i = 0; i < n; ++i) {
            Scenario s = base;
            Rng rng(quint64(90000 + i));
            wins += resolveMelee(s, rng, plan, QStringLiteral("f")).attackerWon ? 1 : 0;
            att.add(s.unit(QStringLiteral("f"))->casualties);
            def.add(s.unit(QStringLiteral("t"))->casualties);
            countChecks(endOfPhase(s, rng, sit), counts);
        }
        QVERIFY2(agrees(wins, n, o.winChance), qPrintable(both(wins / double(n), o.winChance)));
        QVERIFY2(att.agrees(o.attackerCasualties), qPrintable(both(att.mean(), o.attackerCasualties)));
        QVERIFY2(def.agrees(o.defenderCasualties), qPrintable(both(def.mean(), o.defenderCasualties)));
        for (const UnitOdds &u : o.attackers + o.defenders) {
            QVERIFY2(agrees(counts.value(u.unit).fails, n, u.failChance),
                     qPrintable(u.unit + QStringLiteral(" fail ") + both(counts.value(u.unit).fails / double(n), u.failChance)));
            QVERIFY2(agrees(counts.value(u.unit).routs, n, u.routChance),
                     qPrintable(u.unit + QStringLiteral(" rout ") + both(counts.value(u.unit).routs / double(n), u.routChance)));
        }
    }

    // Too many outcomes to enumerate: the same resolution over seeded
    // trials, said so.
    void fallsBackToTrials()
    {
        const Scenario s = duel({"f-men=900"});
        const FirePlan plan = planFire(s, firers(s), at(4, 5));
        OddsOptions few;
        few.maxOutcomes = 3;
        few.trials = 2000;
        const FireOdds exact = fireOdds(s, situation(Phase::OffensiveFire), plan);
        const FireOdds sampled = fireOdds(s, situation(Phase::OffensiveFire), plan, few);
        QVERIFY(exact.exact);
        QVERIFY(!sampled.exact);
        QCOMPARE(sampled.outcomes, 2000);
        QVERIFY(std::abs(sampled.targets.first().meanCasualties - exact.targets.first().meanCasualties) < 1.0);
        QCOMPARE(sampled.targets.first().failChance, exact.targets.first().failChance); // a loss is certain: 1/3 either way
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "tst_odds.moc"
