// RULES §9 "who checks" and its [reading]: the end-of-phase checks (one per
// unit, unit id order), then one cascade started by every unit they routed.

#include "moraletestutil.h"

#include "core/events/events.h"

using namespace hardtack;
using namespace hardtack::test;

class TestPhaseMorale : public QObject
{
    Q_OBJECT

private slots:
    void oneCheckPerUnitInUnitIdOrder();
    void skipsUnitsGoneOrWithoutMen();
    void routedUnitsStartOneCascadeTogether();
    void endOfPhaseCheckedUnitCanBeCheckedAgain();
    void defensiveFireStartsNoCascade();
    void aRoutedUnitFailingAgainStartsNoCascade();
    void eachSideCascadesAmongItsOwn();
    void disruptedAtPhaseEndChecksDisruptedInTheCascade();
    void outcomeCountsAndEvents();
};

void TestPhaseMorale::oneCheckPerUnitInUnitIdOrder()
{
    ScenarioBuilder b;
    makeNeverFail(b.unit(QStringLiteral("c"), 2, 2));
    makeNeverFail(b.unit(QStringLiteral("B"), 8, 2)); // upper case sorts before lower case
    makeNeverFail(b.unit(QStringLiteral("a"), 2, 8));
    makeNeverFail(b.unit(QStringLiteral("b"), 8, 8));
    Scenario s = b.build();
    Rng rng(1);
    const PhaseMoraleOutcome out = resolvePhaseMorale(
        s, rng, {}, {QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("B")});
    QStringList order;
    for (const QJsonObject &e : eventsToJson(out.events))
        order << e.value("unit").toString();
    QCOMPARE(order, (QStringList{"B", "a", "b", "c"}));
    QCOMPARE(out.checks, 4);
    QCOMPARE(out.cascades, 0);
}

void TestPhaseMorale::skipsUnitsGoneOrWithoutMen()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("gone"), 2, 2).onMap = false;
    b.unit(QStringLiteral("empty"), 4, 4).men = 0;
    makeNeverFail(b.unit(QStringLiteral("here"), 6, 6));
    Scenario s = b.build();
    Rng rng(1);
    const PhaseMoraleOutcome out = resolvePhaseMorale(
        s, rng, {}, {QStringLiteral("gone"), QStringLiteral("empty"), QStringLiteral("here"), QStringLiteral("nobody")});
    QCOMPARE(out.checks, 1);
    QCOMPARE(eventToJson(out.events.first()).value("unit").toString(), QStringLiteral("here"));
    // Skipped units roll no die: the check of "here" took the first d6.
    QCOMPARE(eventToJson(out.events.first()).value("roll").toInt(), Rng(1).d6());
}

void TestPhaseMorale::routedUnitsStartOneCascadeTogether()
{
    // p and q rout at the end of the phase; they are adjacent to each other
    // (neither takes a cascade check); r is next to p, s2 next to q, and w
    // is two hexes from both. Ring 1 = r and s2, in one cascade.
    ScenarioBuilder b;
    makeAlwaysFail(b.unit(QStringLiteral("p"), 5, 4));
    makeAlwaysFail(b.unit(QStringLiteral("q"), 5, 5));
    makeNeverFail(b.unit(QStringLiteral("r"), 5, 3));
    makeNeverFail(b.unit(QStringLiteral("s2"), 5, 6));
    makeNeverFail(b.unit(QStringLiteral("w"), 5, 7));
    Scenario s = b.build();
    Rng rng(1);
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, {}, {QStringLiteral("q"), QStringLiteral("p")});
    QCOMPARE(out.routed, (QStringList{"p", "q"}));
    QCOMPARE(out.cascades, 1);
    QCOMPARE(out.cascade.triggers.size(), 2);
    QCOMPARE(checkedIds(s, out.cascade), (QStringList{"r", "s2"}));
    for (const MoraleCheck &c : out.cascade.checks)
        QCOMPARE(c.step, 1);
    QCOMPARE(out.events.size(), 2 + 1 + 2); // two end-of-phase checks, the cascade, two cascade checks
    QCOMPARE(eventToJson(out.events.at(2)).value("type").toString(), QStringLiteral("cascade"));
}

void TestPhaseMorale::endOfPhaseCheckedUnitCanBeCheckedAgain()
{
    ScenarioBuilder b;
    makeAlwaysFail(b.unit(QStringLiteral("a"), 5, 5));
    makeNeverFail(b.unit(QStringLiteral("b"), 5, 6));
    Scenario s = b.build();
    Rng rng(1);
    MoraleSituation sit;
    sit.causes.insert(QStringLiteral("b"), QStringLiteral("fatigue-900"));
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, sit, {QStringLiteral("a"), QStringLiteral("b")});
    QStringList checks;
    for (const QJsonObject &e : eventsToJson(out.events))
        if (e.value("type").toString() == QLatin1String("morale-check"))
            checks << e.value("unit").toString() + QLatin1Char('/') + e.value("cause").toString();
    QCOMPARE(checks, (QStringList{"a/end-of-phase", "b/fatigue-900", "b/cascade"}));
}

void TestPhaseMorale::defensiveFireStartsNoCascade()
{
    // In a Defensive Fire phase failures disrupt: nobody routs, no cascade.
    ScenarioBuilder b;
    makeAlwaysFail(b.unit(QStringLiteral("a"), 5, 5));
    makeAlwaysFail(b.unit(QStringLiteral("b"), 5, 6));
    Scenario s = b.build();
    Rng rng(1);
    MoraleSituation sit;
    sit.phase = Phase::DefensiveFire;
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, sit, {QStringLiteral("a")});
    QCOMPARE(out.disrupted, QStringList{QStringLiteral("a")});
    QCOMPARE(out.cascades, 0);
    QCOMPARE(out.checks, 1);
    QCOMPARE(s.unit(QStringLiteral("b"))->status, Status::Normal);
}

void TestPhaseMorale::aRoutedUnitFailingAgainStartsNoCascade()
{
    // "When a unit routs": a unit already routed that fails loses
    // stragglers but does not rout anew, so it starts no cascade.
    ScenarioBuilder b;
    Unit &a = b.unit(QStringLiteral("a"), 5, 5);
    makeAlwaysFail(a);
    a.status = Status::Routed;
    makeAlwaysFail(b.unit(QStringLiteral("b"), 5, 6));
    Scenario s = b.build();
    Rng rng(1);
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, {}, {QStringLiteral("a")});
    QCOMPARE(out.failures, 1);
    QVERIFY(out.stragglers > 0);
    QCOMPARE(out.cascades, 0);
    QVERIFY(out.routed.isEmpty());
    QCOMPARE(s.unit(QStringLiteral("b"))->status, Status::Normal);
}

void TestPhaseMorale::eachSideCascadesAmongItsOwn()
{
    // Melee: both sides lose men. One Union and one Confederate unit rout;
    // each cascade reaches only its own side (units of both sides stand
    // next to both routing units).
    ScenarioBuilder b;
    makeAlwaysFail(b.unit(QStringLiteral("u"), 5, 5));
    makeAlwaysFail(b.unit(QStringLiteral("c"), 5, 6, 4, Side::Confederate));
    makeNeverFail(b.unit(QStringLiteral("u2"), 4, 6)); // [4,6] is next to both [5,5] and [5,6]
    makeNeverFail(b.unit(QStringLiteral("c2"), 6, 6, 4, Side::Confederate)); // next to both too
    QVERIFY(distance(at(4, 6), at(5, 6)) == 1 && distance(at(4, 6), at(5, 5)) == 1 && distance(at(6, 6), at(5, 5)) == 1);
    Scenario s = b.build();
    Rng rng(1);
    MoraleSituation sit;
    sit.phase = Phase::Melee;
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, sit, {QStringLiteral("u"), QStringLiteral("c")});
    QCOMPARE(out.routed, (QStringList{"c", "u"}));
    QCOMPARE(checkedIds(s, out.cascade), (QStringList{"c2", "u2"}));
    QCOMPARE(s.units.at(checkOf(s, out.cascade, QStringLiteral("c2"))->parent).id, QStringLiteral("c"));
    QCOMPARE(s.units.at(checkOf(s, out.cascade, QStringLiteral("u2"))->parent).id, QStringLiteral("u"));
}

void TestPhaseMorale::disruptedAtPhaseEndChecksDisruptedInTheCascade()
{
    // Unlimbered guns fail at the end of offensive fire: disrupted, not routed.
    // The cascade of an adjacent unit then checks them with -1 disrupted.
    ScenarioBuilder b;
    Unit &g = b.unit(QStringLiteral("guns"), 5, 5);
    makeAlwaysFail(g);
    g.type = UnitType::Artillery;
    g.formation = UnitFormation::Unlimbered;
    g.guns = 4;
    makeAlwaysFail(b.unit(QStringLiteral("inf"), 5, 6));
    Scenario s = b.build();
    Rng rng(1);
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, {}, {QStringLiteral("guns"), QStringLiteral("inf")});
    QCOMPARE(out.routed, QStringList{QStringLiteral("inf")});
    QCOMPARE(out.disrupted, QStringList{QStringLiteral("guns")});
    const MoraleCheck *c = checkOf(s, out.cascade, QStringLiteral("guns"));
    QVERIFY(c);
    QCOMPARE(c->before, Status::Disrupted);
    QVERIFY(modifierStrings(c->value.modifiers).contains(QStringLiteral("disrupted:-1")));
    QVERIFY(c->artilleryHeld);
    QCOMPARE(s.unit(QStringLiteral("guns"))->status, Status::Disrupted);
}

void TestPhaseMorale::outcomeCountsAndEvents()
{
    ScenarioBuilder b;
    makeAlwaysFail(b.unit(QStringLiteral("a"), 5, 5));
    Unit &r = b.unit(QStringLiteral("r"), 5, 6);
    makeAlwaysFail(r);
    r.status = Status::Routed;
    makeNeverFail(b.unit(QStringLiteral("z"), 5, 7));
    Scenario s = b.build();
    Rng rng(9);
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, {}, {QStringLiteral("a")});
    // a routs; r (routed, adjacent) fails: stragglers, and carries on to z.
    QCOMPARE(out.checks, 3);
    QCOMPARE(out.failures, 2);
    QCOMPARE(out.routed, QStringList{QStringLiteral("a")});
    QCOMPARE(out.cascades, 1);
    const MoraleCheck *rc = checkOf(s, out.cascade, QStringLiteral("r"));
    QCOMPARE(rc->result, MoraleResult::Stragglers);
    QCOMPARE(rc->stragglers, (rc->roll + 1) * 25);
    QCOMPARE(out.stragglers, rc->stragglers);
    QCOMPARE(s.unit(QStringLiteral("r"))->stragglers, rc->stragglers);
    QVERIFY(checkOf(s, out.cascade, QStringLiteral("z")));
    for (const QJsonObject &e : eventsToJson(out.events))
        QVERIFY(eventFromJson(e, nullptr)); // its one typed shape
}

QTEST_GUILESS_MAIN(TestPhaseMorale)
#include "tst_phasemorale.moc"
