// RULES §10: the rout cascade, one test per sentence and per [reading].
// Units are made to always fail (morale ≤ 0) or never fail (morale 6) so
// the structure of the cascade does not depend on the dice.

#include "moraletestutil.h"

#include "core/morale/trials.h"

#include "core/events/events.h"

using namespace hardtack;
using namespace hardtack::test;

class TestCascade : public QObject
{
    Q_OBJECT

private slots:
    void sameHexAndAdjacentHexesCheck();
    void onlyFriendlyUnitsCheck();
    void adjacentFailureCarriesOn();
    void sameHexFailureDoesNotCarryOn();
    void everyKindOfFailureCarriesOn_data();
    void everyKindOfFailureCarriesOn();
    void eachUnitChecksAtMostOnce();
    void triggersTakeNoCheck();
    void severalTriggersStartOneCascade();
    void breadthFirstInUnitIdOrder();
    void diceAreRolledInCheckOrder();
    void routLimitingAddsStepMinusOne();
    void unitsOffTheMapOrWithoutMenDoNotCheck();
    void sameHexOfASecondTriggerIsAdjacentToTheFirst();
    void eventsRecordTheTree();
    void indexNeighbourhoodIsHexMath();
    void forcedCascadeIsTrialZeroOfTheTrials();
    void leadersOffTheMapDoNotStretchTheIndex();
    void trialsAreFreshCopiesWhateverTheThreads_data();
    void trialsAreFreshCopiesWhateverTheThreads();
};

void TestCascade::sameHexAndAdjacentHexesCheck()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    makeNeverFail(b.unit(QStringLiteral("same"), 5, 5));
    int k = 0;
    for (const Hex &h : at(5, 5).neighbours()) {
        const Offset o = h.toOffset();
        makeNeverFail(b.unit(QStringLiteral("adj%1").arg(k++), o.col, o.row));
    }
    for (const Hex &h : ring(at(5, 5), 2)) {
        const Offset o = h.toOffset();
        makeNeverFail(b.unit(QStringLiteral("far%1").arg(k++), o.col, o.row));
    }
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(tree.checks.size(), 7);
    QCOMPARE(tree.failures, 0);
    QCOMPARE(tree.rings, 1);
    for (const MoraleCheck &c : tree.checks) {
        const QString id = s.units.at(c.unit).id;
        QVERIFY2(id == QLatin1String("same") || id.startsWith(QLatin1String("adj")), qPrintable(id));
        QCOMPARE(c.step, 1);
        QCOMPARE(s.units.at(c.parent).id, QStringLiteral("t"));
        QCOMPARE(c.sameHex, id == QLatin1String("same"));
        QVERIFY(!c.carriesOn);
    }
}

void TestCascade::onlyFriendlyUnitsCheck()
{
    // RULES §10 [reading]: "friendly" is the routing unit's own side, also
    // for the units reached when the cascade carries on.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    makeAlwaysFail(b.unit(QStringLiteral("a"), 5, 6));
    makeAlwaysFail(b.unit(QStringLiteral("enemy1"), 6, 5, 4, Side::Confederate)); // next to t
    makeAlwaysFail(b.unit(QStringLiteral("enemy2"), 5, 7, 4, Side::Confederate)); // next to a
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(checkedIds(s, tree), QStringList{QStringLiteral("a")});
    QCOMPARE(s.unit(QStringLiteral("enemy1"))->status, Status::Normal);
    QCOMPARE(s.unit(QStringLiteral("enemy2"))->status, Status::Normal);
}

void TestCascade::adjacentFailureCarriesOn()
{
    // A line down column 5: t, a, b, c, d. a and b fail, c passes: d is
    // adjacent only to c and is never reached.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 2);
    makeAlwaysFail(b.unit(QStringLiteral("a"), 5, 3));
    makeAlwaysFail(b.unit(QStringLiteral("b"), 5, 4));
    makeNeverFail(b.unit(QStringLiteral("c"), 5, 5));
    makeAlwaysFail(b.unit(QStringLiteral("d"), 5, 6));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(checkedIds(s, tree), (QStringList{"a", "b", "c"}));
    const QStringList parents{"t", "a", "b"};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(tree.checks.at(i).step, i + 1);
        QCOMPARE(s.units.at(tree.checks.at(i).parent).id, parents.at(i));
        QVERIFY(!tree.checks.at(i).sameHex);
    }
    QVERIFY(tree.checks.at(0).carriesOn);
    QVERIFY(tree.checks.at(1).carriesOn);
    QVERIFY(!tree.checks.at(2).carriesOn);
    QCOMPARE(tree.failures, 2);
    QCOMPARE(s.unit(QStringLiteral("d"))->status, Status::Normal);
}

void TestCascade::sameHexFailureDoesNotCarryOn()
{
    // x, in t's hex, fails; a (adjacent) passes; z is adjacent to a and two
    // hexes from t and x: nobody checks z.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    makeAlwaysFail(b.unit(QStringLiteral("x"), 5, 5));
    makeNeverFail(b.unit(QStringLiteral("a"), 5, 6));
    makeAlwaysFail(b.unit(QStringLiteral("z"), 5, 7));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(checkedIds(s, tree), (QStringList{"a", "x"}));
    const MoraleCheck *x = checkOf(s, tree, QStringLiteral("x"));
    QVERIFY(x->failed());
    QVERIFY(x->sameHex);
    QVERIFY(!x->carriesOn);
    QCOMPARE(tree.rings, 1);
    QCOMPARE(s.unit(QStringLiteral("z"))->status, Status::Normal);
}

void TestCascade::everyKindOfFailureCarriesOn_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("result");
    const int inf = int(UnitType::Infantry), art = int(UnitType::Artillery), wag = int(UnitType::Wagon);
    const int line = int(UnitFormation::Line), unl = int(UnitFormation::Unlimbered), none = int(UnitFormation::None);
    const int ok = int(Status::Normal), dis = int(Status::Disrupted), rout = int(Status::Routed);
    // clang-format off
    QTest::newRow("routed")                             << int(Phase::OffensiveFire) << inf << line << ok << int(MoraleResult::Routed);
    QTest::newRow("routed in melee")                    << int(Phase::Melee) << inf << line << ok << int(MoraleResult::Routed);
    QTest::newRow("routed in movement")                 << int(Phase::Movement) << inf << line << ok << int(MoraleResult::Routed);
    QTest::newRow("disrupted in a defensive fire phase") << int(Phase::DefensiveFire) << inf << line << ok << int(MoraleResult::Disrupted);
    QTest::newRow("already disrupted, defensive fire")  << int(Phase::DefensiveFire) << inf << line << dis << int(MoraleResult::Disrupted);
    QTest::newRow("a routed unit losing stragglers")    << int(Phase::OffensiveFire) << inf << line << rout << int(MoraleResult::Stragglers);
    QTest::newRow("unlimbered artillery held: disrupted") << int(Phase::OffensiveFire) << art << unl << ok << int(MoraleResult::Disrupted);
    QTest::newRow("a wagon routs")                      << int(Phase::OffensiveFire) << wag << none << ok << int(MoraleResult::Routed);
    // clang-format on
}

void TestCascade::everyKindOfFailureCarriesOn()
{
    // RULES §10 [reading]: a failure carries the cascade on whatever its result.
    QFETCH(int, phase);
    QFETCH(int, type);
    QFETCH(int, formation);
    QFETCH(int, status);
    QFETCH(int, result);
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 2);
    Unit &a = b.unit(QStringLiteral("a"), 5, 3);
    makeAlwaysFail(a);
    a.type = UnitType(type);
    a.formation = UnitFormation(formation);
    a.status = Status(status);
    makeNeverFail(b.unit(QStringLiteral("next"), 5, 4));
    Scenario s = b.build();
    MoraleSituation sit;
    sit.phase = Phase(phase);
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")}, sit);
    QCOMPARE(checkedIds(s, tree), (QStringList{"a", "next"}));
    QCOMPARE(int(tree.checks.at(0).result), result);
    QVERIFY(tree.checks.at(0).carriesOn);
    QCOMPARE(tree.checks.at(1).step, 2);
    QCOMPARE(s.units.at(tree.checks.at(1).parent).id, QStringLiteral("a"));
}

void TestCascade::eachUnitChecksAtMostOnce()
{
    // A block of always-failing units: every one is reachable along many
    // paths, each checks once.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 6, 6);
    int n = 0;
    for (const Hex &h : range(at(6, 6), 3)) {
        const Offset o = h.toOffset();
        makeAlwaysFail(b.unit(QStringLiteral("u%1").arg(n++, 2, 10, QLatin1Char('0')), o.col, o.row));
        if (n % 3 == 0) // some hexes hold two units
            makeAlwaysFail(b.unit(QStringLiteral("v%1").arg(n, 2, 10, QLatin1Char('0')), o.col, o.row));
    }
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    const QStringList ids = checkedIds(s, tree);
    QCOMPARE(ids.size(), int(s.units.size()) - 1);
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    QVERIFY(!ids.contains(QStringLiteral("t")));
    QCOMPARE(tree.failures, ids.size());
    // Ring k holds exactly the units k hexes away from t (none in t's hex but t).
    for (const MoraleCheck &c : tree.checks)
        QCOMPARE(c.step, std::max(1, distance(s.units.at(c.unit).hex, at(6, 6))));
}

void TestCascade::triggersTakeNoCheck()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t1"), 5, 5);
    b.unit(QStringLiteral("t2"), 5, 5); // routed together, same hex
    b.unit(QStringLiteral("t3"), 5, 6); // routed together, adjacent
    makeNeverFail(b.unit(QStringLiteral("a"), 5, 7));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t2"), QStringLiteral("t1"), QStringLiteral("t3")});
    QCOMPARE(checkedIds(s, tree), QStringList{QStringLiteral("a")});
    QCOMPARE(tree.triggers.size(), 3);
    QCOMPARE(s.units.at(tree.triggers.first()).id, QStringLiteral("t1")); // unit id order
}

void TestCascade::severalTriggersStartOneCascade()
{
    // t1 and t2 are two hexes apart; m stands between them (adjacent to both)
    // and checks once, in ring 1, its parent the first trigger in id order.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t1"), 5, 4);
    b.unit(QStringLiteral("t2"), 5, 6);
    makeNeverFail(b.unit(QStringLiteral("m"), 5, 5));
    makeNeverFail(b.unit(QStringLiteral("near1"), 5, 3));
    makeNeverFail(b.unit(QStringLiteral("near2"), 5, 7));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t2"), QStringLiteral("t1")});
    QCOMPARE(checkedIds(s, tree), (QStringList{"m", "near1", "near2"}));
    for (const MoraleCheck &c : tree.checks)
        QCOMPARE(c.step, 1);
    QCOMPARE(s.units.at(checkOf(s, tree, QStringLiteral("m"))->parent).id, QStringLiteral("t1"));
    QCOMPARE(s.units.at(checkOf(s, tree, QStringLiteral("near2"))->parent).id, QStringLiteral("t2"));
}

void TestCascade::breadthFirstInUnitIdOrder()
{
    // Ring 1: "m", "b", "z" around t (all fail). Ring 2: "a" (next to z
    // only) and "c" (next to b only). Order: b m z, then a c.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    makeAlwaysFail(b.unit(QStringLiteral("z"), 5, 6));
    makeAlwaysFail(b.unit(QStringLiteral("m"), 5, 5));
    makeAlwaysFail(b.unit(QStringLiteral("b"), 5, 4));
    makeNeverFail(b.unit(QStringLiteral("c"), 5, 3));
    makeNeverFail(b.unit(QStringLiteral("a"), 5, 7));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(checkedIds(s, tree), (QStringList{"b", "m", "z", "a", "c"}));
    QCOMPARE(s.units.at(checkOf(s, tree, QStringLiteral("a"))->parent).id, QStringLiteral("z"));
    QCOMPARE(s.units.at(checkOf(s, tree, QStringLiteral("c"))->parent).id, QStringLiteral("b"));
    QCOMPARE(tree.rings, 2);
}

void TestCascade::diceAreRolledInCheckOrder()
{
    // Mid-quality units: the rolls matter. The k-th check gets the k-th d6.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    const QStringList ids{"q", "e", "w", "r", "y", "u"};
    int k = 0;
    for (const Hex &h : at(5, 5).neighbours()) {
        const Offset o = h.toOffset();
        b.unit(ids.at(k++), o.col, o.row, 3);
    }
    for (quint64 seed = 1; seed < 30; ++seed) {
        Scenario s = b.build();
        const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")}, {}, seed);
        QCOMPARE(checkedIds(s, tree), (QStringList{"e", "q", "r", "u", "w", "y"}));
        Rng replay(seed);
        for (const MoraleCheck &c : tree.checks) {
            QCOMPARE(c.roll, replay.d6());
            QCOMPARE(c.failed(), c.roll > 3);
        }
    }
}

void TestCascade::routLimitingAddsStepMinusOne()
{
    // Morale -3 (F, high fatigue, night) down a line: with Rout Limiting the
    // unit at step k has -3 + (k-1): steps 1-4 always fail, step 5 is at +1.
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 1);
    for (int i = 0; i < 5; ++i)
        makeAlwaysFail(b.unit(QStringLiteral("u%1").arg(i + 1), 5, 2 + i));
    for (bool limiting : {false, true}) {
        Scenario s = b.build();
        MoraleSituation sit;
        sit.night = true;
        sit.routLimiting = limiting;
        const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")}, sit);
        QCOMPARE(tree.checks.size(), 5);
        for (const MoraleCheck &c : tree.checks) {
            const int k = c.step;
            QCOMPARE(s.units.at(c.unit).id, QStringLiteral("u%1").arg(k));
            QCOMPARE(c.value.final, limiting ? -3 + (k - 1) : -3);
            const bool hasModifier = modifierStrings(c.value.modifiers).contains(QStringLiteral("rout-limiting:%1").arg(k - 1));
            QCOMPARE(hasModifier, limiting && k > 1);
        }
    }
}

void TestCascade::unitsOffTheMapOrWithoutMenDoNotCheck()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    Unit &gone = b.unit(QStringLiteral("gone"), 5, 6);
    makeAlwaysFail(gone);
    gone.onMap = false;
    Unit &empty = b.unit(QStringLiteral("empty"), 5, 6);
    makeAlwaysFail(empty);
    empty.men = 0;
    makeNeverFail(b.unit(QStringLiteral("here"), 5, 4));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(checkedIds(s, tree), QStringList{QStringLiteral("here")});
}

void TestCascade::sameHexOfASecondTriggerIsAdjacentToTheFirst()
{
    // x stands in t2's hex and next to t1: it is "a unit in an adjacent hex"
    // of the routing t1, so its failure carries on (it reaches nobody new:
    // its hex was t2's, already expanded).
    ScenarioBuilder b;
    b.unit(QStringLiteral("t1"), 5, 4);
    b.unit(QStringLiteral("t2"), 5, 5);
    makeAlwaysFail(b.unit(QStringLiteral("x"), 5, 5));
    makeNeverFail(b.unit(QStringLiteral("far"), 5, 7));
    Scenario s = b.build();
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t1"), QStringLiteral("t2")});
    QCOMPARE(checkedIds(s, tree), QStringList{QStringLiteral("x")});
    const MoraleCheck *x = checkOf(s, tree, QStringLiteral("x"));
    QCOMPARE(s.units.at(x->parent).id, QStringLiteral("t1"));
    QVERIFY(!x->sameHex);
    QVERIFY(x->carriesOn);
}

void TestCascade::eventsRecordTheTree()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 2);
    Unit &a = b.unit(QStringLiteral("a"), 5, 3);
    makeAlwaysFail(a);
    b.leader(QStringLiteral("u-bde")).hex = at(5, 3);
    makeNeverFail(b.unit(QStringLiteral("b"), 5, 4));
    Scenario s = b.build();
    s.unit(QStringLiteral("t"))->status = Status::Routed;
    const MoraleValue aValue = moraleValue(s, *s.unit(QStringLiteral("a")), {}, 1);
    Rng rng(5);
    const PhaseMoraleOutcome out = resolveCascade(s, rng, {}, {QStringLiteral("t")});
    QCOMPARE(out.events.size(), 3);
    const QJsonObject head = eventToJson(out.events.at(0));
    QCOMPARE(head.value("type").toString(), QStringLiteral("cascade"));
    QCOMPARE(head.value("triggers").toArray(), QJsonArray{QStringLiteral("t")});
    QCOMPARE(head.value("checks").toInt(), 2);
    QCOMPARE(head.value("failures").toInt(), 1);

    const QJsonObject ea = eventToJson(out.events.at(1));
    QCOMPARE(ea.value("type").toString(), QStringLiteral("morale-check"));
    QCOMPARE(ea.value("cause").toString(), QStringLiteral("cascade"));
    QCOMPARE(ea.value("unit").toString(), QStringLiteral("a"));
    QCOMPARE(ea.value("parent").toString(), QStringLiteral("t"));
    QCOMPARE(ea.value("step").toInt(), 1);
    QCOMPARE(ea.value("base").toInt(), aValue.base);
    QCOMPARE(ea.value("final").toInt(), aValue.final);
    QCOMPARE(ea.value("final").toInt(), 0); // F +1 leader -2 fatigue
    QCOMPARE(ea.value("modifiers").toArray().size(), aValue.modifiers.size());
    QCOMPARE(ea.value("modifiers").toArray().at(0).toObject().value("name").toString(), QStringLiteral("leader"));
    QCOMPARE(ea.value("result").toString(), QStringLiteral("routed"));
    QVERIFY(ea.value("carriesOn").toBool());

    const QJsonObject eb = eventToJson(out.events.at(2));
    QCOMPARE(eb.value("parent").toString(), QStringLiteral("a"));
    QCOMPARE(eb.value("step").toInt(), 2);
    QCOMPARE(eb.value("result").toString(), QStringLiteral("passed"));
    QVERIFY(eventFromJson(eb, nullptr)); // its one typed shape

    QCOMPARE(out.routed, QStringList{QStringLiteral("a")});
    QCOMPARE(out.checks, 2);
    QCOMPARE(out.failures, 1);
    QCOMPARE(out.cascades, 1);
}

void TestCascade::indexNeighbourhoodIsHexMath()
{
    ScenarioBuilder b(12, 12);
    for (int c = 0; c < 12; c += 3)
        for (int r = 0; r < 12; r += 2)
            b.unit(QStringLiteral("u%1-%2").arg(c).arg(r), c, r);
    const Scenario s = b.build();
    const CascadeIndex index(s);
    for (int c = 0; c < 11; ++c)
        for (int r = 0; r < 11; ++r) {
            const Hex h = at(c, r);
            const int cell = index.cellOf(h);
            QVERIFY(cell >= 0);
            const std::array<int, 7> n = index.neighbourhood(cell);
            QCOMPARE(n[0], cell);
            for (int i = 0; i < 6; ++i)
                QCOMPARE(n[i + 1], index.cellOf(h.neighbours()[i]));
        }
}

// The Cascade Lab plays runForcedCascade(seed) and its Monte Carlo runs
// runCascadeTrials(…, seed): the cascade shown must be the first trial, die
// for die, and its events those resolveCascade writes to a battle's log.
void TestCascade::forcedCascadeIsTrialZeroOfTheTrials()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    int q = 2;
    for (const auto &[col, row] : {std::pair{5, 4}, {5, 6}, {4, 5}, {6, 5}, {5, 3}, {5, 7}, {3, 5}, {7, 5}, {5, 5}})
        b.unit(QStringLiteral("u%1%2").arg(col).arg(row), col, row, 2 + (q++ % 4));
    const Scenario s = b.build();
    const int t = s.unitIndex(QStringLiteral("t"));
    MoraleSituation sit;
    sit.routLimiting = true;
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Scenario lab = s;
        const PhaseMoraleOutcome out = runForcedCascade(lab, sit, {t}, seed);
        QCOMPARE(lab.units.at(t).status, Status::Routed);

        Scenario log = s;
        log.units[t].status = Status::Routed;
        Rng rng(seed);
        QCOMPARE(eventsToJson(out.events), eventsToJson(resolveCascade(log, rng, sit, {QStringLiteral("t")}).events));

        const CascadeTrials trials = runCascadeTrials(s, sit, {t}, 1, seed);
        QCOMPARE(trials.histogram.value(out.failures), 1);
        for (const MoraleCheck &c : out.cascade.checks)
            QCOMPARE(trials.units.value(c.unit).failed, qint64(c.failed()));
        QCOMPARE(trials.units.size(), out.cascade.checks.size());
    }
}

// A side's view parks unseen enemy leaders far off the map (sideview.h
// kUnseenHex); the Lab runs cascades on such views. They count for nothing
// (RULES §9: a leader in the unit's hex) and must not size the grid.
void TestCascade::leadersOffTheMapDoNotStretchTheIndex()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("t"), 5, 5);
    b.unit(QStringLiteral("a"), 5, 6);
    b.leader(QStringLiteral("c-bde")).hex = Hex::fromOffset(-100000, 100000);
    b.leader(QStringLiteral("u-bde")).hex = at(5, 6);
    Scenario s = b.build();
    const CascadeIndex index(s);
    QVERIFY(index.cellCount() <= 20 * 20 + 4 * 20 + 4);
    QVERIFY(index.leaderIn(index.cellOf(at(5, 6)), Side::Union));
    const CascadeTree tree = cascadeOf(s, {QStringLiteral("t")});
    QCOMPARE(tree.checks.size(), 1);
    QCOMPARE(tree.checks.first().value.modifiers.first().name, QStringLiteral("leader"));
}

QTEST_GUILESS_MAIN(TestCascade)
#include "tst_cascade.moc"

// runCascadeTrials reuses one copy of the battle per thread and shares the
// trials among the cores; its counts must be those of trial i on a fresh
// copy with Rng(seed + i), summed, as its contract says. A field of 420
// units of mixed quality (some already routed, so stragglers change men;
// two brigades in some hexes), large enough to take the threaded path.
void TestCascade::trialsAreFreshCopiesWhateverTheThreads_data()
{
    QTest::addColumn<int>("phase");
    QTest::newRow("offensive fire: failures rout") << int(Phase::OffensiveFire);
    QTest::newRow("defensive fire: failures disrupt") << int(Phase::DefensiveFire);
}

void TestCascade::trialsAreFreshCopiesWhateverTheThreads()
{
    QFETCH(int, phase);
    ScenarioBuilder b(32, 16);
    int k = 0;
    for (int row = 0; row < 14; ++row)
        for (int col = 0; col < 30; ++col, ++k) {
            Unit &u = b.unit(QStringLiteral("u%1").arg(k, 3, 10, QLatin1Char('0')), col, row, 1 + (k * 7) % 5,
                             Side::Union, k % 9 == 0 ? QStringLiteral("u-bde2") : QString());
            if (k % 11 == 0)
                u.status = Status::Routed;
            if (k % 13 == 0)
                u.status = Status::Disrupted;
        }
    const Scenario s = b.build();
    const int t = s.unitIndex(QStringLiteral("u200"));
    MoraleSituation sit;
    sit.phase = Phase(phase);
    const qint64 trials = 6000; // 6000 x 420 unit-trials: above the threaded path's threshold
    const quint64 seed = 77;

    const CascadeTrials got = runCascadeTrials(s, sit, {t}, trials, seed);

    QMap<int, qint64> histogram, checked, failed, routed, disrupted, stragglers;
    Scenario base = s;
    base.units[t].status = Status::Routed;
    const CascadeIndex index(base);
    for (qint64 i = 0; i < trials; ++i) {
        Scenario fresh = base;
        Rng rng(seed + quint64(i));
        const CascadeTree tree = runCascade(fresh, index, rng, sit, {t}, false);
        ++histogram[tree.failures];
        for (const MoraleCheck &c : tree.checks) {
            ++checked[c.unit];
            failed[c.unit] += c.failed();
            routed[c.unit] += c.newlyRouted();
            disrupted[c.unit] += c.newlyDisrupted();
            stragglers[c.unit] += c.stragglers;
        }
    }
    QCOMPARE(got.trials, trials);
    QCOMPARE(got.histogram, histogram);
    QCOMPARE(got.units.size(), checked.size());
    qint64 anyStragglers = 0;
    for (auto it = checked.cbegin(); it != checked.cend(); ++it) {
        const CascadeUnitCounts &c = got.units.value(it.key());
        QCOMPARE(c.checked, it.value());
        QCOMPARE(c.failed, failed.value(it.key()));
        QCOMPARE(c.routed, routed.value(it.key()));
        QCOMPARE(c.disrupted, disrupted.value(it.key()));
        QCOMPARE(c.stragglers, stragglers.value(it.key()));
        anyStragglers += c.stragglers;
    }
    QVERIFY(anyStragglers > 0); // the routed units' failures did change men
    QVERIFY(histogram.size() > 10); // the dice mattered
}
