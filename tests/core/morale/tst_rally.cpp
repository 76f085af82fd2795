// RULES §12: rally checks (one row per case of the seed's "Recovery From
// Rout" and the [reading] on several leaders), their exact odds, and the
// disruption-recovery helper.

#include "moraletestutil.h"

#include "core/events/events.h"

using namespace hardtack;
using namespace hardtack::test;

class TestRally : public QObject
{
    Q_OBJECT

private slots:
    void value_data();
    void value();
    void chance_data();
    void chance();
    void ralliesExactlyWhenTheRollIsLessThanTheValue();
    void aUnitNotRoutedTakesNoCheck();
    void oddsMatchTrials_data();
    void oddsMatchTrials();
    void disruptionRecovery_data();
    void disruptionRecovery();
};

// The unit stands at [5,5]. A leader entry: "formation:rating:place", place
// one of stacked, adjacent, two-away; ":wounded" makes him inactive.
void TestRally::value_data()
{
    QTest::addColumn<int>("quality");
    QTest::addColumn<bool>("night");
    QTest::addColumn<QStringList>("leaders");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QStringList>("steps");
    const QStringList none;
    // clang-format off
    QTest::newRow("no leader: the quality")                           << 4 << false << none << 4 << "" << none;
    QTest::newRow("brigade leader stacked, rated higher: his rating") << 4 << false << QStringList{"u-bde:6:stacked"} << 6 << "u-bde-l" << QStringList{"leader:u-bde-l:2"};
    QTest::newRow("brigade leader stacked, rated the same: +1")       << 4 << false << QStringList{"u-bde:4:stacked"} << 5 << "u-bde-l" << QStringList{"leader:u-bde-l:1"};
    QTest::newRow("brigade leader stacked, rated lower: nothing")     << 4 << false << QStringList{"u-bde:3:stacked"} << 4 << "" << none;
    QTest::newRow("division leader stacked counts")                   << 5 << false << QStringList{"u-div:6:stacked"} << 6 << "u-div-l" << QStringList{"leader:u-div-l:1"};
    QTest::newRow("corps leader stacked counts")                      << 2 << false << QStringList{"u-corps:5:stacked"} << 5 << "u-corps-l" << QStringList{"leader:u-corps-l:3"};
    QTest::newRow("army leader stacked counts")                       << 3 << false << QStringList{"u-army:3:stacked"} << 4 << "u-army-l" << QStringList{"leader:u-army-l:1"};
    QTest::newRow("an A unit with an A leader reaches 7")             << 6 << false << QStringList{"u-bde:6:stacked"} << 7 << "u-bde-l" << QStringList{"leader:u-bde-l:1"};
    QTest::newRow("leader of another brigade: not his organization")  << 4 << false << QStringList{"u-bde2:6:stacked"} << 4 << "" << none;
    QTest::newRow("an enemy leader counts not")                       << 4 << false << QStringList{"c-army:6:stacked"} << 4 << "" << none;
    QTest::newRow("a wounded leader counts not")                      << 4 << false << QStringList{"u-bde:6:stacked:wounded"} << 4 << "" << none;
    QTest::newRow("day: corps leader adjacent counts")                << 4 << false << QStringList{"u-corps:6:adjacent"} << 6 << "u-corps-l" << QStringList{"leader:u-corps-l:2"};
    QTest::newRow("day: army leader adjacent counts, same rating +1") << 4 << false << QStringList{"u-army:4:adjacent"} << 5 << "u-army-l" << QStringList{"leader:u-army-l:1"};
    QTest::newRow("day: division leader adjacent counts not")         << 4 << false << QStringList{"u-div:6:adjacent"} << 4 << "" << none;
    QTest::newRow("day: brigade leader adjacent counts not")          << 4 << false << QStringList{"u-bde:6:adjacent"} << 4 << "" << none;
    QTest::newRow("corps leader two hexes away counts not")           << 4 << false << QStringList{"u-corps:6:two-away"} << 4 << "" << none;
    QTest::newRow("night: corps leader adjacent counts not")          << 4 << true << QStringList{"u-corps:6:adjacent"} << 2 << "" << QStringList{"night-halving:-2"};
    QTest::newRow("night: a stacked leader still counts, then halved") << 4 << true << QStringList{"u-bde:6:stacked"} << 3 << "u-bde-l" << QStringList{"leader:u-bde-l:2", "night-halving:-3"};
    QTest::newRow("several leaders: the best value")                  << 4 << false << QStringList{"u-bde:4:stacked", "u-div:6:stacked"} << 6 << "u-div-l" << QStringList{"leader:u-div-l:2"};
    QTest::newRow("several leaders: rating beats an equal +1")        << 4 << false << QStringList{"u-bde:6:stacked", "u-corps:4:adjacent"} << 6 << "u-bde-l" << QStringList{"leader:u-bde-l:2"};
    QTest::newRow("several leaders: +1 beats a lower rating")         << 5 << false << QStringList{"u-bde:5:stacked", "u-army:3:adjacent"} << 6 << "u-bde-l" << QStringList{"leader:u-bde-l:1"};
    QTest::newRow("several leaders tie: the lowest in the chain")     << 5 << false << QStringList{"u-bde:5:stacked", "u-corps:6:adjacent"} << 6 << "u-bde-l" << QStringList{"leader:u-bde-l:1"};
    QTest::newRow("night: 5 becomes 3")                               << 5 << true << none << 3 << "" << QStringList{"night-halving:-2"};
    QTest::newRow("night: 4 becomes 2")                               << 4 << true << none << 2 << "" << QStringList{"night-halving:-2"};
    QTest::newRow("night: 6 becomes 3")                               << 6 << true << none << 3 << "" << QStringList{"night-halving:-3"};
    QTest::newRow("night: 1 stays 1")                                 << 1 << true << none << 1 << "" << QStringList{"night-halving:0"};
    QTest::newRow("night: 7 becomes 4")                               << 6 << true << QStringList{"u-bde:6:stacked"} << 4 << "u-bde-l" << QStringList{"leader:u-bde-l:1", "night-halving:-3"};
    // clang-format on
}

void TestRally::value()
{
    QFETCH(int, quality);
    QFETCH(bool, night);
    QFETCH(QStringList, leaders);
    QFETCH(int, expected);
    QFETCH(QString, leader);
    QFETCH(QStringList, steps);

    ScenarioBuilder b;
    Unit &u = b.unit(QStringLiteral("u1"), 5, 5, quality);
    u.status = Status::Routed;
    // No other morale modifier matters to a rally check.
    u.fatigue = 900;
    u.ammo = Ammo::Out;
    for (const QString &spec : leaders) {
        const QStringList p = spec.split(QLatin1Char(':'));
        Leader &l = b.leader(p.at(0));
        l.rating = p.at(1).toInt();
        l.hex = p.at(2) == QLatin1String("stacked") ? at(5, 5) : p.at(2) == QLatin1String("adjacent") ? at(5, 6) : at(5, 7);
        if (p.size() > 3)
            l.state = LeaderState::Wounded;
    }
    const Scenario s = b.build();
    const RallyValue v = rallyValue(s, s.units.at(0), night);
    QCOMPARE(v.base, quality);
    QCOMPARE(v.final, expected);
    QCOMPARE(v.leader, leader);
    QCOMPARE(modifierStrings(v.steps), steps);
}

void TestRally::chance_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("rallyingRolls");
    QTest::newRow("1 never rallies") << 1 << 0;
    QTest::newRow("2 rallies on 1") << 2 << 1;
    QTest::newRow("4 rallies on 1-3") << 4 << 3;
    QTest::newRow("6 rallies on 1-5") << 6 << 5;
    QTest::newRow("7 always rallies") << 7 << 6;
    QTest::newRow("0 never rallies") << 0 << 0;
}

void TestRally::chance()
{
    QFETCH(int, value);
    QFETCH(int, rallyingRolls);
    int n = 0;
    for (int roll = 1; roll <= 6; ++roll)
        n += roll < value;
    QCOMPARE(n, rallyingRolls);
    QCOMPARE(rallyChance(value), rallyingRolls / 6.0);
}

void TestRally::ralliesExactlyWhenTheRollIsLessThanTheValue()
{
    for (int quality = 1; quality <= 6; ++quality)
        for (quint64 seed = 0; seed < 40; ++seed) {
            ScenarioBuilder b;
            b.unit(QStringLiteral("u1"), 5, 5, quality).status = Status::Routed;
            Scenario s = b.build();
            Rng rng(seed);
            const QJsonObject e = takeRallyCheck(s, rng, s.units[0], false).toJson();
            const int roll = e.value("roll").toInt();
            QCOMPARE(roll, Rng(seed).d6());
            QCOMPARE(e.value("type").toString(), QStringLiteral("rally-check"));
            QCOMPARE(e.value("final").toInt(), quality);
            const bool rallied = roll < quality;
            QCOMPARE(e.value("result").toString(), rallied ? QStringLiteral("rallied") : QStringLiteral("failed"));
            QCOMPARE(s.units.at(0).status, rallied ? Status::Disrupted : Status::Routed);
            QCOMPARE(s.units.at(0).rallied, rallied);
            QVERIFY(eventFromJson(e, nullptr)); // its one typed shape
        }
}

void TestRally::aUnitNotRoutedTakesNoCheck()
{
    ScenarioBuilder b;
    b.unit(QStringLiteral("u1"), 5, 5).status = Status::Disrupted;
    Scenario s = b.build();
    Rng rng(4);
    const QJsonObject e = takeRallyCheck(s, rng, s.units[0], false).toJson();
    QCOMPARE(e.value("result").toString(), QStringLiteral("not-routed"));
    QCOMPARE(rng, Rng(4));
    QCOMPARE(s.units.at(0).status, Status::Disrupted);
}

void TestRally::oddsMatchTrials_data()
{
    QTest::addColumn<int>("quality");
    QTest::addColumn<bool>("night");
    QTest::addColumn<bool>("leaderA");
    QTest::addColumn<double>("p");
    QTest::newRow("C by day: 3/6") << 4 << false << false << 3.0 / 6;
    QTest::newRow("C at night: value 2, 1/6") << 4 << true << false << 1.0 / 6;
    QTest::newRow("F with an A leader at night: value 3, 2/6") << 1 << true << true << 2.0 / 6;
}

void TestRally::oddsMatchTrials()
{
    QFETCH(int, quality);
    QFETCH(bool, night);
    QFETCH(bool, leaderA);
    QFETCH(double, p);
    ScenarioBuilder b;
    b.unit(QStringLiteral("u1"), 5, 5, quality).status = Status::Routed;
    if (leaderA) {
        b.leader(QStringLiteral("u-bde")).rating = 6;
        b.leader(QStringLiteral("u-bde")).hex = at(5, 5);
    }
    const Scenario s = b.build();
    QCOMPARE(rallyChance(rallyValue(s, s.units.at(0), night).final), p);
    const int n = 10000;
    int rallied = 0;
    for (int i = 0; i < n; ++i) {
        Scenario copy = s;
        Rng rng(500 + quint64(i));
        rallied += takeRallyCheck(copy, rng, copy.units[0], night).toJson().value("result").toString() == QLatin1String("rallied");
    }
    QVERIFY2(withinFourSigma(rallied, n, p), qPrintable(QString::number(rallied)));
}

void TestRally::disruptionRecovery_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("atTurnStart");
    QTest::addColumn<bool>("rallied");
    QTest::addColumn<QString>("enemy"); // "", "adjacent", "adjacent-routed", "two-away"
    QTest::addColumn<QString>("outcome"); // "none" (no event), "recovered", "by-roll"
    const int ok = int(Status::Normal), dis = int(Status::Disrupted);
    // clang-format off
    QTest::newRow("not disrupted: nothing")                          << ok << true << false << "" << "none";
    QTest::newRow("disrupted during this player turn: not yet")      << dis << false << false << "" << "none";
    QTest::newRow("rallied this turn: stays disrupted")              << dis << true << true << "" << "none";
    QTest::newRow("no enemy adjacent: recovers")                     << dis << true << false << "" << "recovered";
    QTest::newRow("enemy two hexes away: recovers")                  << dis << true << false << "two-away" << "recovered";
    QTest::newRow("enemy adjacent: d6 at most its quality")          << dis << true << false << "adjacent" << "by-roll";
    QTest::newRow("a routed enemy adjacent counts")                  << dis << true << false << "adjacent-routed" << "by-roll";
    // clang-format on
}

void TestRally::disruptionRecovery()
{
    QFETCH(int, status);
    QFETCH(bool, atTurnStart);
    QFETCH(bool, rallied);
    QFETCH(QString, enemy);
    QFETCH(QString, outcome);
    for (quint64 seed = 0; seed < 20; ++seed) {
        ScenarioBuilder b;
        Unit &u = b.unit(QStringLiteral("u1"), 5, 5, 3);
        u.status = Status(status);
        u.disruptedAtTurnStart = atTurnStart;
        u.rallied = rallied;
        if (!enemy.isEmpty()) {
            Unit &e = b.unit(QStringLiteral("c1"), 5, enemy == QLatin1String("two-away") ? 7 : 6, 4, Side::Confederate);
            if (enemy.endsWith(QLatin1String("routed")))
                e.status = Status::Routed;
        }
        Scenario s = b.build();
        Rng rng(seed);
        const std::optional<DisruptionRecoveryEvent> recovery = takeDisruptionRecovery(s, rng, s.units[0]);
        const QJsonObject e = recovery ? recovery->toJson() : QJsonObject();
        if (outcome == QLatin1String("none")) {
            QVERIFY(e.isEmpty());
            QCOMPARE(s.units.at(0).status, Status(status));
            QCOMPARE(rng, Rng(seed));
        } else if (outcome == QLatin1String("recovered")) {
            QCOMPARE(e.value("result").toString(), QStringLiteral("recovered"));
            QCOMPARE(s.units.at(0).status, Status::Normal);
            QCOMPARE(rng, Rng(seed)); // no die
        } else {
            const int roll = Rng(seed).d6();
            QCOMPARE(e.value("roll").toInt(), roll);
            QCOMPARE(s.units.at(0).status, roll <= 3 ? Status::Normal : Status::Disrupted);
            QVERIFY(eventFromJson(e, nullptr)); // its one typed shape
        }
    }
}

QTEST_GUILESS_MAIN(TestRally)
#include "tst_rally.moc"
