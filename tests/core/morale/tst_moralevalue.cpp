// RULES §9: the morale value (one row per modifier of the seed), the exact
// chance of failure, and what a failure does in each phase.

#include "moraletestutil.h"

#include "core/events/events.h"

using namespace hardtack;
using namespace hardtack::test;

class TestMoraleValue : public QObject
{
    Q_OBJECT

private slots:
    void value_data();
    void value();
    void failureChance_data();
    void failureChance();
    void failsExactlyWhenTheRollExceedsTheMorale();
    void result_data();
    void result();
    void qualityCAtNightFailsFourTimesInSix();
    void eventCarriesTheExplanation();
};

// Columns: the unit's own state, what stands in its hex, the situation.
void TestMoraleValue::value_data()
{
    QTest::addColumn<int>("quality");
    QTest::addColumn<int>("ammo");         // Ammo
    QTest::addColumn<int>("fatigue");
    QTest::addColumn<int>("status");       // Status
    QTest::addColumn<QString>("leader");   // "", "friendly", "other-formation", "wounded", "adjacent", "enemy"
    QTest::addColumn<QString>("neighbour"); // "", "same-brigade", "other-brigade", "other-brigade-off-map", "other-brigade-no-men"
    QTest::addColumn<bool>("night");
    QTest::addColumn<QString>("enfilade");  // "", "situation", "unit-flag"
    QTest::addColumn<bool>("routLimiting");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QStringList>("modifiers");

    const int N = int(Ammo::Normal), L = int(Ammo::Low), O = int(Ammo::Out);
    const int ok = int(Status::Normal), dis = int(Status::Disrupted), rout = int(Status::Routed);
    const QStringList none;
    // clang-format off
    QTest::newRow("quality A is 6")                 << 6 << N << 0 << ok << "" << "" << false << "" << false << 0 << 6 << none;
    QTest::newRow("quality B is 5")                 << 5 << N << 0 << ok << "" << "" << false << "" << false << 0 << 5 << none;
    QTest::newRow("quality C is 4")                 << 4 << N << 0 << ok << "" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("quality D is 3")                 << 3 << N << 0 << ok << "" << "" << false << "" << false << 0 << 3 << none;
    QTest::newRow("quality E is 2")                 << 2 << N << 0 << ok << "" << "" << false << "" << false << 0 << 2 << none;
    QTest::newRow("quality F is 1")                 << 1 << N << 0 << ok << "" << "" << false << "" << false << 0 << 1 << none;
    QTest::newRow("stacked with a leader +1")       << 4 << N << 0 << ok << "friendly" << "" << false << "" << false << 0 << 5 << QStringList{"leader:1"};
    QTest::newRow("a friendly leader of another formation +1") << 4 << N << 0 << ok << "other-formation" << "" << false << "" << false << 0 << 5 << QStringList{"leader:1"};
    QTest::newRow("a wounded leader counts not")    << 4 << N << 0 << ok << "wounded" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("a leader in an adjacent hex counts not") << 4 << N << 0 << ok << "adjacent" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("an enemy leader counts not")     << 4 << N << 0 << ok << "enemy" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("low on ammo -1")                 << 4 << L << 0 << ok << "" << "" << false << "" << false << 0 << 3 << QStringList{"ammo:-1"};
    QTest::newRow("out of ammo -1")                 << 4 << O << 0 << ok << "" << "" << false << "" << false << 0 << 3 << QStringList{"ammo:-1"};
    QTest::newRow("night turn -2")                  << 4 << N << 0 << ok << "" << "" << true << "" << false << 0 << 2 << QStringList{"night:-2"};
    QTest::newRow("fatigue 299 is low: 0")          << 4 << N << 299 << ok << "" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("fatigue 300 is medium -1")       << 4 << N << 300 << ok << "" << "" << false << "" << false << 0 << 3 << QStringList{"fatigue-medium:-1"};
    QTest::newRow("fatigue 599 is medium -1")       << 4 << N << 599 << ok << "" << "" << false << "" << false << 0 << 3 << QStringList{"fatigue-medium:-1"};
    QTest::newRow("fatigue 600 is high -2")         << 4 << N << 600 << ok << "" << "" << false << "" << false << 0 << 2 << QStringList{"fatigue-high:-2"};
    QTest::newRow("fatigue 899 is high -2")         << 4 << N << 899 << ok << "" << "" << false << "" << false << 0 << 2 << QStringList{"fatigue-high:-2"};
    QTest::newRow("fatigue 900 (maximum) counts as high -2") << 4 << N << 900 << ok << "" << "" << false << "" << false << 0 << 2 << QStringList{"fatigue-high:-2"};
    QTest::newRow("fired upon in enfilade -2")      << 4 << N << 0 << ok << "" << "" << false << "situation" << false << 0 << 2 << QStringList{"enfilade:-2"};
    QTest::newRow("enfilade marked on the unit -2") << 4 << N << 0 << ok << "" << "" << false << "unit-flag" << false << 0 << 2 << QStringList{"enfilade:-2"};
    QTest::newRow("disrupted -1")                   << 4 << N << 0 << dis << "" << "" << false << "" << false << 0 << 3 << QStringList{"disrupted:-1"};
    QTest::newRow("routed is not disrupted: 0")     << 4 << N << 0 << rout << "" << "" << false << "" << false << 0 << 4 << none;
    QTest::newRow("units of another brigade in the hex -1") << 4 << N << 0 << ok << "" << "other-brigade" << false << "" << false << 0 << 3 << QStringList{"other-brigades:-1"};
    QTest::newRow("a unit of the same brigade: 0")  << 4 << N << 0 << ok << "" << "same-brigade" << false << "" << false << 0 << 4 << none;
    QTest::newRow("another brigade off the map: 0") << 4 << N << 0 << ok << "" << "other-brigade-off-map" << false << "" << false << 0 << 4 << none;
    QTest::newRow("another brigade with no men: 0") << 4 << N << 0 << ok << "" << "other-brigade-no-men" << false << "" << false << 0 << 4 << none;
    QTest::newRow("rout limiting, step 1: +0")      << 4 << N << 0 << ok << "" << "" << false << "" << true << 1 << 4 << none;
    QTest::newRow("rout limiting, step 2: +1")      << 4 << N << 0 << ok << "" << "" << false << "" << true << 2 << 5 << QStringList{"rout-limiting:1"};
    QTest::newRow("rout limiting, step 5: +4")      << 4 << N << 0 << ok << "" << "" << false << "" << true << 5 << 8 << QStringList{"rout-limiting:4"};
    QTest::newRow("step 3 without rout limiting: 0") << 4 << N << 0 << ok << "" << "" << false << "" << false << 3 << 4 << none;
    QTest::newRow("everything at once, not clamped") << 1 << L << 700 << dis << "friendly" << "other-brigade" << true << "situation" << false << 0 << -7
        << QStringList{"leader:1", "ammo:-1", "night:-2", "fatigue-high:-2", "enfilade:-2", "disrupted:-1", "other-brigades:-1"};
    // clang-format on
}

void TestMoraleValue::value()
{
    QFETCH(int, quality);
    QFETCH(int, ammo);
    QFETCH(int, fatigue);
    QFETCH(int, status);
    QFETCH(QString, leader);
    QFETCH(QString, neighbour);
    QFETCH(bool, night);
    QFETCH(QString, enfilade);
    QFETCH(bool, routLimiting);
    QFETCH(int, step);
    QFETCH(int, expected);
    QFETCH(QStringList, modifiers);

    ScenarioBuilder b;
    Unit &u = b.unit(QStringLiteral("u1"), 5, 5, quality);
    u.ammo = Ammo(ammo);
    u.fatigue = fatigue;
    u.status = Status(status);
    u.enfiladed = enfilade == QLatin1String("unit-flag");
    if (leader == QLatin1String("friendly"))
        b.leader(QStringLiteral("u-bde")).hex = at(5, 5);
    else if (leader == QLatin1String("other-formation"))
        b.leader(QStringLiteral("u-bde2")).hex = at(5, 5);
    else if (leader == QLatin1String("wounded")) {
        b.leader(QStringLiteral("u-bde")).hex = at(5, 5);
        b.leader(QStringLiteral("u-bde")).state = LeaderState::Wounded;
    } else if (leader == QLatin1String("adjacent"))
        b.leader(QStringLiteral("u-bde")).hex = at(5, 6);
    else if (leader == QLatin1String("enemy"))
        b.leader(QStringLiteral("c-bde")).hex = at(5, 5);
    if (neighbour == QLatin1String("same-brigade"))
        b.unit(QStringLiteral("u2"), 5, 5);
    else if (neighbour.startsWith(QLatin1String("other-brigade"))) {
        Unit &o = b.unit(QStringLiteral("u2"), 5, 5, 4, Side::Union, QStringLiteral("u-bde2"));
        if (neighbour.endsWith(QLatin1String("off-map")))
            o.onMap = false;
        if (neighbour.endsWith(QLatin1String("no-men")))
            o.men = 0;
    }
    const Scenario s = b.build();
    MoraleSituation sit;
    sit.night = night;
    sit.routLimiting = routLimiting;
    if (enfilade == QLatin1String("situation"))
        sit.enfiladed.insert(QStringLiteral("u1"));

    const MoraleValue v = moraleValue(s, *s.unit(QStringLiteral("u1")), sit, step);
    QCOMPARE(v.base, quality);
    QCOMPARE(v.final, expected);
    QCOMPARE(modifierStrings(v.modifiers), modifiers);

    // The cascade path (through the positional index) gives the same value.
    if (step <= 1) {
        // A routed trigger next to u1 (same brigade, another hex: it
        // changes none of u1's modifiers).
        Scenario c = s;
        Unit t = c.units.first();
        t.id = QStringLiteral("t");
        t.hex = at(5, 4);
        t.status = Status::Routed;
        t.brigade = c.units.first().brigade;
        t.enfiladed = false;
        c.units.append(t);
        c.rebuildIndex();
        Rng rng(1);
        const CascadeIndex index(c);
        const CascadeTree tree = runCascade(c, index, rng, sit, {c.unitIndex(QStringLiteral("t"))}, true);
        const MoraleCheck *check = checkOf(c, tree, QStringLiteral("u1"));
        QVERIFY(check);
        QCOMPARE(check->value.final, expected);
        QCOMPARE(modifierStrings(check->value.modifiers), modifiers);
    }
}

void TestMoraleValue::failureChance_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("failingRolls");
    QTest::newRow("-3 always fails") << -3 << 6;
    QTest::newRow("0 always fails") << 0 << 6;
    QTest::newRow("1 fails on 2-6") << 1 << 5;
    QTest::newRow("2 fails on 3-6") << 2 << 4;
    QTest::newRow("3 fails on 4-6") << 3 << 3;
    QTest::newRow("4 fails on 5-6") << 4 << 2;
    QTest::newRow("5 fails on 6") << 5 << 1;
    QTest::newRow("6 never fails") << 6 << 0;
    QTest::newRow("9 never fails") << 9 << 0;
}

void TestMoraleValue::failureChance()
{
    QFETCH(int, morale);
    QFETCH(int, failingRolls);
    int byEnumeration = 0;
    for (int roll = 1; roll <= 6; ++roll)
        byEnumeration += roll > morale;
    QCOMPARE(byEnumeration, failingRolls);
    QCOMPARE(moraleFailureChance(morale), failingRolls / 6.0);
}

void TestMoraleValue::failsExactlyWhenTheRollExceedsTheMorale()
{
    for (int quality = 1; quality <= 6; ++quality) {
        for (quint64 seed = 0; seed < 60; ++seed) {
            ScenarioBuilder b;
            b.unit(QStringLiteral("u1"), 5, 5, quality);
            Scenario s = b.build();
            Rng rng(seed);
            const MoraleCheck c = takeMoraleCheck(s, rng, 0, {});
            QCOMPARE(c.value.final, quality);
            QCOMPARE(c.failed(), c.roll > quality);
            QCOMPARE(s.units.at(0).status, c.failed() ? Status::Routed : Status::Normal);
        }
    }
}

void TestMoraleValue::result_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("fatigue");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("men");
    QTest::addColumn<int>("after");
    QTest::addColumn<int>("result");
    QTest::addColumn<bool>("stragglers"); // loses (roll - morale) × 25 men, at most its men

    const int DF = int(Phase::DefensiveFire), OF = int(Phase::OffensiveFire), MV = int(Phase::Movement),
              ML = int(Phase::Melee);
    const int inf = int(UnitType::Infantry), cav = int(UnitType::Cavalry), art = int(UnitType::Artillery),
              wag = int(UnitType::Wagon);
    const int line = int(UnitFormation::Line), mounted = int(UnitFormation::Mounted),
              unl = int(UnitFormation::Unlimbered), lim = int(UnitFormation::Limbered), none = int(UnitFormation::None);
    const int ok = int(Status::Normal), dis = int(Status::Disrupted), rout = int(Status::Routed);
    const int rPassed = int(MoraleResult::Passed), rDis = int(MoraleResult::Disrupted),
              rRout = int(MoraleResult::Routed), rStrag = int(MoraleResult::Stragglers);
    Q_UNUSED(rPassed);
    // Every row's unit has morale ≤ -1 (F, high fatigue, night): it fails.
    // clang-format off
    QTest::newRow("defensive fire: a failure disrupts")           << DF << inf << line << 600 << ok << 500 << dis << rDis << false;
    QTest::newRow("defensive fire: a disrupted unit stays disrupted") << DF << inf << line << 600 << dis << 500 << dis << rDis << false;
    QTest::newRow("movement: a failure routs")                    << MV << inf << line << 600 << ok << 500 << rout << rRout << false;
    QTest::newRow("offensive fire: a failure routs")              << OF << inf << line << 600 << ok << 500 << rout << rRout << false;
    QTest::newRow("melee: a failure routs")                       << ML << inf << line << 600 << ok << 500 << rout << rRout << false;
    QTest::newRow("a disrupted unit failing in melee routs")      << ML << inf << line << 600 << dis << 500 << rout << rRout << false;
    QTest::newRow("routed infantry stays routed, loses stragglers") << OF << inf << line << 600 << rout << 500 << rout << rStrag << true;
    QTest::newRow("routed cavalry stays routed, loses stragglers")  << MV << cav << mounted << 600 << rout << 500 << rout << rStrag << true;
    QTest::newRow("routed infantry in defensive fire: stays routed, stragglers") << DF << inf << line << 600 << rout << 500 << rout << rStrag << true;
    QTest::newRow("stragglers never exceed the men")              << OF << inf << line << 600 << rout << 30 << rout << rStrag << true;
    QTest::newRow("routed artillery loses no stragglers")         << OF << art << lim << 600 << rout << 100 << rout << rStrag << false;
    QTest::newRow("a routed wagon loses no stragglers")           << OF << wag << none << 600 << rout << 20 << rout << rStrag << false;
    QTest::newRow("unlimbered artillery below 900 is disrupted, not routed") << OF << art << unl << 899 << ok << 100 << dis << rDis << false;
    QTest::newRow("unlimbered artillery below 900 in melee: disrupted") << ML << art << unl << 600 << dis << 100 << dis << rDis << false;
    QTest::newRow("unlimbered artillery at 900 routs")            << OF << art << unl << 900 << ok << 100 << rout << rRout << false;
    QTest::newRow("limbered artillery routs")                     << MV << art << lim << 600 << ok << 100 << rout << rRout << false;
    QTest::newRow("unlimbered artillery in defensive fire: disrupted") << DF << art << unl << 600 << ok << 100 << dis << rDis << false;
    QTest::newRow("a wagon checks like any unit and routs")       << OF << wag << none << 600 << ok << 20 << rout << rRout << false;
    // clang-format on
}

void TestMoraleValue::result()
{
    QFETCH(int, phase);
    QFETCH(int, type);
    QFETCH(int, formation);
    QFETCH(int, fatigue);
    QFETCH(int, before);
    QFETCH(int, men);
    QFETCH(int, after);
    QFETCH(int, result);
    QFETCH(bool, stragglers);

    for (quint64 seed = 0; seed < 12; ++seed) { // several rolls: stragglers depend on the roll
        ScenarioBuilder b;
        Unit &u = b.unit(QStringLiteral("u1"), 5, 5, 1);
        u.type = UnitType(type);
        u.formation = UnitFormation(formation);
        u.fatigue = fatigue;
        u.status = Status(before);
        u.men = men;
        u.stragglers = 7;
        Scenario s = b.build();
        MoraleSituation sit;
        sit.phase = Phase(phase);
        sit.night = true;
        Rng rng(seed);
        const MoraleCheck c = takeMoraleCheck(s, rng, 0, sit);
        QVERIFY(c.value.final <= -1);
        QVERIFY(c.failed());
        QCOMPARE(int(c.result), result);
        QCOMPARE(int(s.units.at(0).status), after);
        const int lost = stragglers ? std::min(men, (c.roll - c.value.final) * 25) : 0;
        QCOMPARE(c.stragglers, lost);
        QCOMPARE(s.units.at(0).men, men - lost);
        QCOMPARE(s.units.at(0).stragglers, 7 + lost);
        const bool held = UnitType(type) == UnitType::Artillery && UnitFormation(formation) == UnitFormation::Unlimbered
                          && fatigue < 900 && Phase(phase) != Phase::DefensiveFire && Status(before) != Status::Routed;
        QCOMPARE(c.artilleryHeld, held);
    }
}

void TestMoraleValue::qualityCAtNightFailsFourTimesInSix()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("u1"), 5, 5, 4);
    const Scenario s = b.build();
    MoraleSituation sit;
    sit.night = true;
    QCOMPARE(moraleValue(s, s.units.at(0), sit).final, 2);
    QCOMPARE(moraleFailureChance(2), 4.0 / 6.0);

    const int n = 10000;
    int failures = 0;
    Rng rng(20240611);
    for (int i = 0; i < n; ++i) {
        Scenario copy = s;
        failures += takeMoraleCheck(copy, rng, 0, sit, false).failed();
    }
    QVERIFY2(withinFourSigma(failures, n, 4.0 / 6.0), qPrintable(QString::number(failures)));
}

void TestMoraleValue::eventCarriesTheExplanation()
{
    ScenarioBuilder b;
    Unit &u = b.unit(QStringLiteral("u1"), 5, 5, 2);
    u.status = Status::Routed;
    u.ammo = Ammo::Low;
    Scenario s = b.build();
    MoraleSituation sit;
    sit.night = true;
    sit.causes.insert(QStringLiteral("u1"), QStringLiteral("casualties"));
    Rng rng(3);
    const PhaseMoraleOutcome out = resolvePhaseMorale(s, rng, sit, {QStringLiteral("u1")});
    QCOMPARE(out.events.size(), 1);
    const QJsonObject e = eventToJson(out.events.first());
    QCOMPARE(e.value("type").toString(), QStringLiteral("morale-check"));
    QCOMPARE(e.value("unit").toString(), QStringLiteral("u1"));
    QCOMPARE(e.value("cause").toString(), QStringLiteral("casualties"));
    QCOMPARE(e.value("base").toInt(), 2);
    QCOMPARE(e.value("final").toInt(), -1);
    QCOMPARE(e.value("modifiers").toArray().size(), 2);
    QCOMPARE(e.value("modifiers").toArray().at(0).toObject().value("name").toString(), QStringLiteral("ammo"));
    QCOMPARE(e.value("modifiers").toArray().at(1).toObject().value("amount").toInt(), -2);
    const int roll = e.value("roll").toInt();
    QVERIFY(roll >= 1 && roll <= 6);
    QCOMPARE(e.value("result").toString(), QStringLiteral("stragglers"));
    QCOMPARE(e.value("stragglers").toInt(), (roll + 1) * 25);
    QVERIFY(!e.contains("parent"));
    QCOMPARE(e.value("step").toInt(), 0);
    QVERIFY(!e.contains("text")); // prose is the narrator's
    QVERIFY(eventFromJson(e, nullptr)); // its one typed shape
}

QTEST_GUILESS_MAIN(TestMoraleValue)
#include "tst_moralevalue.moc"
