// RULES §1 turn sequence and clock, orders (check then apply), undo,
// reinforcements (§15), victory (§15), command (§13) and the odds preview.

#include "fixtures.h"

#include "core/morale/morale.h"
#include "core/rules/board.h"
#include "core/rules/clock.h"
#include "core/rules/game.h"
#include "core/rules/odds.h"
#include "core/rules/victory.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {
// Two lines 3 hexes apart on open ground, leaders with their brigades.
Scenario lines()
{
    Scenario s = blankScenario(12, 12);
    placeLeader(s, "u-bde", at(4, 9));
    placeLeader(s, "u-div", at(4, 10));
    placeLeader(s, "c-bde", at(4, 3));
    placeLeader(s, "c-div", at(4, 2));
    addUnit(s, "u1", Side::Union, UnitType::Infantry, 400, at(4, 7), HexSide::N, UnitFormation::Line);
    addUnit(s, "u2", Side::Union, UnitType::Infantry, 400, at(5, 7), HexSide::N, UnitFormation::Line);
    addUnit(s, "c1", Side::Confederate, UnitType::Infantry, 400, at(4, 4), HexSide::S, UnitFormation::Line);
    return s;
}

int countType(const Battle &b, const char *type)
{
    int n = 0;
    for (const QJsonObject &e : eventsToJson(b.log))
        n += e.value(QStringLiteral("type")).toString() == QLatin1String(type) ? 1 : 0;
    return n;
}
} // namespace

class TestTacticalGame : public QObject
{
    Q_OBJECT

private slots:
    void clock_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("turn");
        QTest::addColumn<QString>("time");
        QTest::addColumn<bool>("night");
        QTest::newRow("turn 1 at the start time") << "09:00" << 1 << "09:00" << false;
        QTest::newRow("day turns are 20 minutes") << "09:00" << 4 << "10:00" << false;
        QTest::newRow("the turn starting at dusk is a night turn") << "18:50" << 3 << "19:30" << true;
        QTest::newRow("night turns are 60 minutes") << "18:50" << 5 << "21:30" << true;
        QTest::newRow("before dawn is night") << "03:30" << 1 << "03:30" << true;
        QTest::newRow("dawn starts the day") << "03:30" << 2 << "04:30" << false;
    }

    void clock()
    {
        QFETCH(QString, start);
        QFETCH(int, turn);
        QFETCH(QString, time);
        QFETCH(bool, night);
        Scenario s = blankScenario();
        s.start = QTime::fromString(start, QStringLiteral("HH:mm"));
        QCOMPARE(turnTime(s, turn).toString(QStringLiteral("HH:mm")), time);
        QCOMPARE(isNightTurn(s, turn), night);
    }

    void phaseSequence()
    {
        Scenario s = lines();
        s.firstSide = Side::Confederate;
        s.turns = 2;
        Game g = Game::start(s, 1);
        const QList<QPair<Side, Phase>> expected{
            {Side::Confederate, Phase::Movement}, {Side::Confederate, Phase::DefensiveFire},
            {Side::Confederate, Phase::OffensiveFire}, {Side::Confederate, Phase::Melee},
            {Side::Union, Phase::Movement}, {Side::Union, Phase::DefensiveFire},
            {Side::Union, Phase::OffensiveFire}, {Side::Union, Phase::Melee}};
        for (int turn = 1; turn <= 2; ++turn)
            for (const auto &[side, phase] : expected) {
                QCOMPARE(g.turn(), turn);
                QCOMPARE(g.phasingSide(), side);
                QCOMPARE(g.phase(), phase);
                QCOMPARE(g.actingSide(), phase == Phase::DefensiveFire ? otherSide(side) : side);
                QVERIFY(!g.over());
                QVERIFY(g.apply(Order::endPhase()).ok());
            }
        QVERIFY(g.over());
        QCOMPARE(g.check(Order::endPhase()).reason, Refusal::GameOver);
        QCOMPARE(countType(g.battle(), "battle-end"), 1);
        QCOMPARE(countType(g.battle(), "game-turn"), 2);
        QCOMPARE(countType(g.battle(), "player-turn"), 4);
    }

    void ordersAreCheckedFirst_data()
    {
        QTest::addColumn<QString>("situation");
        QTest::addColumn<int>("refusal");
        QTest::newRow("firing in the Movement phase") << "fire-in-movement" << int(Refusal::WrongPhase);
        QTest::newRow("moving an enemy unit") << "move-enemy" << int(Refusal::WrongSide);
        QTest::newRow("moving a routed unit") << "move-routed" << int(Refusal::Routed);
        QTest::newRow("unknown unit") << "unknown" << int(Refusal::UnknownUnit);
        QTest::newRow("offensive fire with low ammo") << "low-ammo-offensive" << int(Refusal::LowAmmo);
        QTest::newRow("defensive fire with low ammo is allowed") << "low-ammo-defensive" << int(Refusal::None);
        QTest::newRow("out of ammo: no fire") << "out-of-ammo" << int(Refusal::NoAmmo);
        QTest::newRow("beyond range (rifled musket, 4 hexes)") << "out-of-range" << int(Refusal::OutOfRange);
        QTest::newRow("a target behind the firer's front") << "behind" << int(Refusal::NotInFront);
        QTest::newRow("no line of sight through woods") << "woods" << int(Refusal::NoLineOfSight);
        QTest::newRow("a column cannot fire") << "column" << int(Refusal::CannotFire);
        QTest::newRow("firing twice") << "twice" << int(Refusal::AlreadyFired);
        QTest::newRow("artillery that moved may not fire") << "artillery-moved" << int(Refusal::ArtilleryMoved);
        QTest::newRow("melee from 2 hexes") << "melee-far" << int(Refusal::NotAdjacent);
        QTest::newRow("a detached unit may not start a melee") << "melee-detached" << int(Refusal::Detached);
        QTest::newRow("a disrupted unit may not attack") << "melee-disrupted" << int(Refusal::Disrupted);
        QTest::newRow("artillery may not attack") << "melee-artillery" << int(Refusal::CannotMelee);
        QTest::newRow("melee against a hex it does not face") << "melee-not-facing" << int(Refusal::NotInFront);
        QTest::newRow("melee by an adjacent facing unit") << "melee-ok" << int(Refusal::None);
        QTest::newRow("at night fire reaches 2 hexes only") << "night-fire" << int(Refusal::OutOfRange);
        QTest::newRow("formation change needs 4 MP") << "formation-no-mp" << int(Refusal::NotEnoughMp);
    }

    void ordersAreCheckedFirst()
    {
        QFETCH(QString, situation);
        QFETCH(int, refusal);
        Scenario s = lines();
        const auto unit = [&](const char *id) { return s.unit(QString::fromLatin1(id)); };
        Order o = Order::fire({QStringLiteral("u1")}, at(4, 4));
        Phase phase = Phase::OffensiveFire;
        if (situation == QLatin1String("fire-in-movement"))
            phase = Phase::Movement;
        else if (situation == QLatin1String("move-enemy")) {
            phase = Phase::Movement;
            o = Order::move(QStringLiteral("c1"), {at(4, 5)});
        } else if (situation == QLatin1String("move-routed")) {
            phase = Phase::Movement;
            unit("u1")->status = Status::Routed;
            o = Order::move(QStringLiteral("u1"), {at(4, 8)});
        } else if (situation == QLatin1String("unknown"))
            o = Order::fire({QStringLiteral("nobody")}, at(4, 4));
        else if (situation == QLatin1String("low-ammo-offensive"))
            unit("u1")->ammo = Ammo::Low;
        else if (situation == QLatin1String("low-ammo-defensive")) {
            phase = Phase::DefensiveFire;
            unit("c1")->ammo = Ammo::Low;
            o = Order::fire({QStringLiteral("c1")}, at(4, 7));
        } else if (situation == QLatin1String("out-of-ammo"))
            unit("u1")->ammo = Ammo::Out;
        else if (situation == QLatin1String("out-of-range")) {
            unit("c1")->hex = at(4, 3);
            o.target = at(4, 3);
        }
        else if (situation == QLatin1String("behind"))
            unit("u1")->facing = HexSide::S;
        else if (situation == QLatin1String("woods"))
            setTerrain(s, at(4, 5), Terrain::Woods);
        else if (situation == QLatin1String("column"))
            unit("u1")->formation = UnitFormation::Column;
        else if (situation == QLatin1String("twice"))
            unit("u1")->fired = true;
        else if (situation == QLatin1String("artillery-moved")) {
            addUnit(s, "ua", Side::Union, UnitType::Artillery, 100, at(3, 8), HexSide::N, UnitFormation::Unlimbered);
            unit("ua")->moved = true;
            o = Order::fire({QStringLiteral("ua")}, at(4, 4));
        } else if (situation.startsWith(QLatin1String("melee"))) {
            phase = Phase::Melee;
            unit("c1")->hex = at(4, 6);
            o = Order::melee({QStringLiteral("u1")}, at(4, 6));
            if (situation == QLatin1String("melee-far"))
                unit("c1")->hex = at(4, 5);
            if (situation == QLatin1String("melee-far"))
                o.target = at(4, 5);
            if (situation == QLatin1String("melee-detached"))
                placeLeader(s, "u-bde", at(11, 11));
            if (situation == QLatin1String("melee-disrupted"))
                unit("u1")->status = Status::Disrupted;
            if (situation == QLatin1String("melee-not-facing"))
                unit("u1")->facing = HexSide::SE;
            if (situation == QLatin1String("melee-artillery")) {
                addUnit(s, "ua", Side::Union, UnitType::Artillery, 100, at(4, 7), HexSide::N, UnitFormation::Unlimbered);
                o = Order::melee({QStringLiteral("ua")}, at(4, 6));
            }
        } else if (situation == QLatin1String("night-fire")) {
            s.start = QTime(22, 0);
            unit("c1")->hex = at(4, 4); // 3 hexes: in range by day
        } else if (situation == QLatin1String("formation-no-mp")) {
            phase = Phase::Movement;
            unit("u1")->mpSpent = 9;
            o = Order::changeFormation(QStringLiteral("u1"), UnitFormation::Column);
        }
        Battle b = Battle::start(s, 5);
        b.phase = phase;
        b.log.append(underWay()); // a battle in progress
        Game g(b);
        const CheckResult r = g.check(o);
        QCOMPARE(int(r.reason), refusal);
        if (!r.ok()) {
            QVERIFY(!r.message.isEmpty());
            // A refused order changes nothing.
            const int events = g.battle().log.size();
            QVERIFY(!g.apply(o).ok());
            QCOMPARE(g.battle().log.size(), events);
        }
    }

    // RULES §4 / STYLE §8: what may be taken back is decided once
    // (isUndoable), and the game's one history follows it.
    void onlyOrdersThatRollNoDieAreUndoable_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("undoable");
        QTest::newRow("a move may be taken back") << int(OrderType::Move) << true;
        QTest::newRow("a change of facing may be taken back") << int(OrderType::ChangeFacing) << true;
        QTest::newRow("a change of formation may be taken back") << int(OrderType::ChangeFormation) << true;
        QTest::newRow("fire rolls dice") << int(OrderType::Fire) << false;
        QTest::newRow("melee rolls dice") << int(OrderType::Melee) << false;
        QTest::newRow("the end of a phase rolls dice") << int(OrderType::EndPhase) << false;
    }

    void onlyOrdersThatRollNoDieAreUndoable()
    {
        QFETCH(int, type);
        QFETCH(bool, undoable);
        QCOMPARE(isUndoable(OrderType(type)), undoable);
    }

    void aFormationChangeIsUndoneAndRedone()
    {
        Scenario s = lines();
        Game g = Game::start(s, 3);
        const UnitFormation before = g.scenario().unit(QStringLiteral("u2"))->formation;
        const UnitFormation after = before == UnitFormation::Column ? UnitFormation::Line : UnitFormation::Column;
        QVERIFY(g.apply(Order::changeFormation(QStringLiteral("u2"), after)).ok());
        QVERIFY(g.canUndo());
        QVERIFY(g.undo());
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->formation, before);
        QVERIFY(g.canRedo());
        QVERIFY(g.redo());
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->formation, after);
        QCOMPARE(g.battle().orders.size(), 1);
    }

    void undoUntilADieIsRolled()
    {
        Scenario s = lines();
        Game g = Game::start(s, 3);
        const Hex before = g.scenario().unit(QStringLiteral("u2"))->hex;
        QVERIFY(!g.canUndo());
        QVERIFY(g.apply(Order::move(QStringLiteral("u2"), {at(5, 8)})).ok());
        QVERIFY(g.apply(Order::changeFacing(QStringLiteral("u2"), HexSide::NE)).ok());
        const int logAfter = g.battle().log.size();
        QVERIFY(g.canUndo());
        QVERIFY(g.undo());
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->facing, HexSide::S);
        QVERIFY(g.undo());
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->hex, before);
        QCOMPARE(g.scenario().unit(QStringLiteral("u2"))->mpSpent, 0);
        QVERIFY(g.battle().log.size() < logAfter);
        QVERIFY(!g.undo());
        // Ending the phase rolls dice (and closes the moves): nothing to undo.
        QVERIFY(g.apply(Order::move(QStringLiteral("u2"), {at(5, 8)})).ok());
        QVERIFY(g.canUndo());
        g.apply(Order::endPhase());
        QVERIFY(!g.canUndo());
    }

    void undoEndsWhenAnEnemyIsRevealed()
    {
        Scenario s = lines();
        s.rules.fogOfWar = true;
        for (int c = 0; c < 12; ++c) {
            setTerrain(s, at(c, 5), Terrain::Woods);
            setTerrain(s, at(c, 6), Terrain::Woods);
        }
        Game g = Game::start(s, 3);
        QVERIFY(!g.visibleEnemies(Side::Union).contains(QStringLiteral("c1")));
        // Stepping into the woods line reveals c1 at [4,4].
        QVERIFY(g.apply(Order::move(QStringLiteral("u2"), {at(5, 6), at(5, 5)})).ok());
        QVERIFY(g.visibleEnemies(Side::Union).contains(QStringLiteral("c1")));
        QVERIFY(!g.canUndo());
        QCOMPARE(eventToJson(g.battle().log.last()).value(QStringLiteral("type")).toString(), QStringLiteral("reveal"));
    }

    void fireIsAppliedWithItsEvents()
    {
        Scenario s = lines();
        s.unit(QStringLiteral("c1"))->hex = at(4, 5);
        Battle b = Battle::start(s, 12);
        b.phase = Phase::OffensiveFire;
        b.log.append(underWay());
        Game g(b);
        QVERIFY(g.apply(Order::fire({QStringLiteral("u1"), QStringLiteral("u2")}, at(4, 5))).ok());
        QCOMPARE(countType(g.battle(), "fire"), 1);
        QCOMPARE(countType(g.battle(), "ammo-check"), 2);
        const Unit &c1 = *g.scenario().unit(QStringLiteral("c1"));
        QCOMPARE(c1.men + c1.casualties, 400);
        QCOMPARE(c1.mustCheck, c1.casualties > 0);
        QCOMPARE(g.check(Order::fire({QStringLiteral("u1")}, at(4, 5))).reason, Refusal::AlreadyFired);
        // The phase's end takes the morale check owed.
        g.apply(Order::endPhase());
        QCOMPARE(countType(g.battle(), "morale-check") > 0, c1.casualties > 0);
        QVERIFY(!g.scenario().unit(QStringLiteral("c1"))->mustCheck);
    }

    void reinforcementsArrive()
    {
        Scenario s = lines();
        Unit &r = addUnit(s, "u9", Side::Union, UnitType::Infantry, 300, at(0, 0));
        r.onMap = false;
        Reinforcement re;
        re.units = {QStringLiteral("u9")};
        re.turn = 2;
        re.hex = at(4, 7); // occupied by u1 (400): 700 men fit
        s.reinforcements.append(re);
        s.turns = 3;
        Game g = Game::start(s, 4);
        QVERIFY(!g.scenario().unit(QStringLiteral("u9"))->onMap);
        for (int i = 0; i < 8; ++i)
            g.apply(Order::endPhase());
        QCOMPARE(g.turn(), 2);
        const Unit &u9 = *g.scenario().unit(QStringLiteral("u9"));
        QVERIFY(u9.onMap);
        QCOMPARE(u9.hex, at(4, 7));
        QVERIFY(g.scenario().reinforcements.first().arrived);
        QVERIFY(g.apply(Order::move(QStringLiteral("u9"), {at(4, 8)})).ok());
    }

    void reinforcementChanceIsRolledEachTurn()
    {
        Scenario s = lines();
        Unit &r = addUnit(s, "u9", Side::Union, UnitType::Infantry, 300, at(0, 0));
        r.onMap = false;
        Reinforcement re;
        re.units = {QStringLiteral("u9")};
        re.turn = 1;
        re.chance = 50;
        re.hex = at(8, 10);
        s.reinforcements.append(re);
        s.turns = 20;
        int arrivedFirstTurn = 0;
        const int n = 400;
        for (int seed = 0; seed < n; ++seed) {
            Game g = Game::start(s, quint64(seed));
            arrivedFirstTurn += g.scenario().unit(QStringLiteral("u9"))->onMap ? 1 : 0;
        }
        QVERIFY(std::abs(arrivedFirstTurn / double(n) - 0.5) < 4 * std::sqrt(0.25 / n));
    }

    void victory_data()
    {
        QTest::addColumn<int>("unionObjective");  // points of an objective Union holds
        QTest::addColumn<int>("confMen");         // Confederate men lost
        QTest::addColumn<int>("unionMen");        // Union men lost
        QTest::addColumn<QString>("unionLevel");
        QTest::addColumn<QString>("confLevel");
        QTest::addColumn<int>("laurels");        // the winner's
        // Thresholds: minor 100, major 500.
        QTest::newRow("difference 0: draw, no laurels") << 0 << 300 << 300 << "draw" << "draw" << 0;
        QTest::newRow("difference 99: draw") << 0 << 399 << 300 << "draw" << "draw" << 0;
        QTest::newRow("difference 100: minor victory") << 0 << 400 << 300 << "minor-victory" << "minor-defeat" << 3;
        QTest::newRow("difference 499: minor") << 199 << 400 << 100 << "minor-victory" << "minor-defeat" << 2;
        QTest::newRow("difference 500: major") << 200 << 400 << 100 << "major-victory" << "major-defeat" << 2;
        QTest::newRow("the other way: Confederate major") << 0 << 100 << 800 << "major-defeat" << "major-victory" << 4;
    }

    void victory()
    {
        QFETCH(int, unionObjective);
        QFETCH(int, confMen);
        QFETCH(int, unionMen);
        QFETCH(QString, unionLevel);
        QFETCH(QString, confLevel);
        QFETCH(int, laurels);
        Scenario s = lines();
        Objective o;
        o.hex = at(4, 7);
        o.points[0] = unionObjective;
        o.holder = Side::Union;
        s.objectives.append(o);
        s.unit(QStringLiteral("c1"))->casualties = confMen;
        s.unit(QStringLiteral("u1"))->casualties = unionMen;
        const VictoryResult v = computeVictory(s);
        QCOMPARE(v.vp[0], unionObjective + confMen);
        QCOMPARE(v.vp[1], unionMen);
        QCOMPARE(victoryLevelNames().at(int(v.level[0])), unionLevel);
        QCOMPARE(victoryLevelNames().at(int(v.level[1])), confLevel);
        const int winnerLaurels = v.winner ? v.laurels[int(*v.winner)] : 0;
        QCOMPARE(winnerLaurels, laurels);
        QCOMPARE(v.laurels[0] + v.laurels[1], laurels);
    }

    void victoryPointsForGunsWagonsLeaders()
    {
        Scenario s = lines();
        s.unit(QStringLiteral("c1"))->gunsLost = 2;            // 50
        Unit &w = addUnit(s, "cw", Side::Confederate, UnitType::Wagon, 0, at(9, 9));
        w.gone = true;                                         // destroyed: 50
        w.onMap = false;
        w.prisoners = 10;                                      // 10 men
        s.formation(QStringLiteral("c-bde"))->leader.replacements = 1; // 100
        s.formation(QStringLiteral("c-div"))->leader.replacements = 1; // 250
        const VictoryResult v = computeVictory(s);
        QCOMPARE(v.vp[0], 50 + 50 + 10 + 100 + 250);
        QCOMPARE(v.vp[1], 0);
    }

    void objectivesGoToTheLastOccupier()
    {
        Scenario s = lines();
        Objective o;
        o.hex = at(4, 5);
        o.points[0] = o.points[1] = 100;
        s.objectives.append(o);
        updateObjectives(s);
        QVERIFY(!s.objectives.first().holder);
        s.unit(QStringLiteral("c1"))->hex = at(4, 5);
        updateObjectives(s);
        QCOMPARE(s.objectives.first().holder, std::optional<Side>(Side::Confederate));
        s.unit(QStringLiteral("c1"))->hex = at(4, 4);
        updateObjectives(s);
        QCOMPARE(s.objectives.first().holder, std::optional<Side>(Side::Confederate));
    }

    // The odds preview's morale-failure chance against 10,000 seeded fires
    // followed by the real end-of-phase check (4 standard errors).
    void fireOddsMatchTrials()
    {
        Scenario s = lines();
        s.unit(QStringLiteral("c1"))->hex = at(4, 5);
        s.unit(QStringLiteral("c1"))->quality = 6;   // A: morale 6 before modifiers
        s.unit(QStringLiteral("c1"))->fatigue = 280; // close to Medium: the loss may cross the band
        s.unit(QStringLiteral("c1"))->facing = HexSide::N; // the fire comes in through its rear: enfilade
        Battle b = Battle::start(s, 1);
        b.phase = Phase::OffensiveFire;
        b.log.append(underWay());
        const Order fire = Order::fire({QStringLiteral("u1"), QStringLiteral("u2")}, at(4, 5));
        const FireOdds odds = fireOdds(Game(b), fire);
        QVERIFY(odds.check.ok());
        QCOMPARE(odds.targets.size(), 1);
        const UnitOdds &t = odds.targets.first();
        QCOMPARE(t.failure, QStringLiteral("routed"));
        QVERIFY(t.failChance > 0 && t.failChance < 1);
        const int n = 10000;
        int fails = 0;
        double casualties = 0;
        for (int i = 0; i < n; ++i) {
            Battle trial = b;
            trial.rng = Rng(quint64(1000 + i));
            Game g(trial);
            g.apply(fire);
            casualties += g.scenario().unit(QStringLiteral("c1"))->casualties;
            g.apply(Order::endPhase());
            for (const QJsonObject &e : eventsToJson(g.battle().log))
                if (e.value(QStringLiteral("type")).toString() == QLatin1String("morale-check")
                    && e.value(QStringLiteral("unit")).toString() == QLatin1String("c1")
                    && e.value(QStringLiteral("result")).toString() != QLatin1String("passed")) {
                    ++fails;
                    break;
                }
        }
        const double p = t.failChance;
        QVERIFY2(std::abs(fails / double(n) - p) < 4 * std::sqrt(p * (1 - p) / n),
                 qPrintable(QStringLiteral("%1 vs %2").arg(fails / double(n)).arg(p)));
        QVERIFY(std::abs(casualties / n - t.meanCasualties) < 0.05 * t.meanCasualties);
        QCOMPARE(odds.meanCasualties, t.meanCasualties);
    }

    void meleeOddsWinChanceIsExact()
    {
        Scenario s = lines();
        s.unit(QStringLiteral("c1"))->hex = at(4, 6);
        s.unit(QStringLiteral("u2"))->hex = at(5, 6);
        s.unit(QStringLiteral("u2"))->facing = HexSide::NW;
        Battle b = Battle::start(s, 1);
        b.phase = Phase::Melee;
        b.log.append(underWay());
        const Order melee = Order::melee({QStringLiteral("u1"), QStringLiteral("u2")}, at(4, 6));
        const MeleeOdds odds = meleeOdds(Game(b), melee);
        QVERIFY2(odds.check.ok(), qPrintable(odds.check.message));
        QCOMPARE(odds.odds, 2.0);
        QCOMPARE(odds.winChance, 4.0 / 6);
        QCOMPARE(odds.attackers.size(), 2);
        QCOMPARE(odds.defenders.size(), 1);
        QVERIFY(odds.defenders.first().failChance > 0);
        int wins = 0;
        const int n = 10000;
        for (int i = 0; i < n; ++i) {
            Battle trial = b;
            trial.rng = Rng(quint64(i));
            Game g(trial);
            g.apply(melee);
            for (const QJsonObject &e : eventsToJson(g.battle().log))
                if (e.value(QStringLiteral("type")).toString() == QLatin1String("melee"))
                    wins += e.value(QStringLiteral("result")).toString() == QLatin1String("attacker-wins") ? 1 : 0;
        }
        QVERIFY(std::abs(wins / double(n) - 4.0 / 6) < 4 * std::sqrt(4.0 / 6 * 2.0 / 6 / n));
    }
};

QTEST_GUILESS_MAIN(TestTacticalGame)
#include "tst_tacticalgame.moc"
