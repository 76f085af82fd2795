// The side boundary (RULES §14, issue 22): a side is shown only what it
// knows. Over many moments of the shipped battles, changing an enemy unit the
// acting side cannot see (taking it off the map, halving it, moving it to
// another hex it cannot see, adding a copy of it beside a unit the side does
// see) must leave everything the side is shown identical: its view and the
// scenario its screen draws, the threat overlay, the units that can act, the targets of each,
// the odds of every such fire or melee, and the log it is told, in words.
//
// The same moments judged on the true game (what the battle window did
// before it played on its side's view) must show a difference somewhere:
// the test can fail.
//
// And the probes of the issue: a hidden regiment behind a fired-at target,
// a hidden stack filling a beaten defender's only retreat hex.

#include "fixtures.h"
#include "moments.h"

#include "../../clirun.h"

#include "core/jsonio.h"
#include "core/rules/board.h"
#include "core/rules/eventfilter.h"
#include "core/rules/game.h"
#include "core/rules/los.h"
#include "core/rules/odds.h"
#include "core/rules/player.h"
#include "core/rules/scriptedplayer.h"
#include "core/rules/threats.h"
#include "narrator/narrator.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace hardtack;
using namespace hardtack::test;

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString num(double x)
{
    return QString::number(x, 'g', 12);
}

QString oddsLine(const FireOdds &o)
{
    QStringList l{QStringLiteral("fire"), num(o.value), num(o.minCasualties), num(o.meanCasualties),
                  num(o.maxCasualties), num(o.cascadeChance), QString::number(o.exact)};
    for (const UnitOdds &t : o.targets)
        l << t.unit << num(t.meanCasualties) << num(t.failChance) << num(t.routChance);
    return l.join(QLatin1Char(' '));
}

QString oddsLine(const MeleeOdds &o)
{
    QStringList l{QStringLiteral("melee"), num(o.attack), num(o.defence), num(o.odds), num(o.winChance),
                  num(o.attackerCasualties), num(o.defenderCasualties), QString::number(o.exact)};
    for (const QVector<UnitOdds> *side : {&o.attackers, &o.defenders})
        for (const UnitOdds &t : *side)
            l << t.unit << num(t.meanCasualties) << num(t.failChance) << num(t.routChance);
    return l.join(QLatin1Char(' '));
}

// Everything `side` is shown at the battle's moment. `focus`: the own units
// whose targets and odds are listed. onTruth: judged on the true game (the
// old window) instead of the side's view.
QStringList shownTo(const Battle &battle, Side side, const QStringList &focus, bool onTruth)
{
    const Game truth{Battle(battle)};
    const SideView v = truth.view(side);
    const Game think = Game::fromView(v);
    const Game &judge = onTruth ? truth : think;
    QStringList out;
    out << compact(scenarioToJson(presentedScenario(v), false, true));
    out << v.visibleEnemies.join(QLatin1Char(','));
    for (const Ghost &g : v.ghosts)
        out << QStringLiteral("ghost %1 %2 %3").arg(g.unit, g.hex.toString()).arg(g.turn);
    // The threat overlay.
    const QHash<Hex, Threat> threats = enemyThreats(v);
    QStringList threatLines;
    for (auto it = threats.cbegin(); it != threats.cend(); ++it)
        threatLines << it.key().toString() + QLatin1Char(' ') + it->fire.join(QLatin1Char(',')) + QLatin1Char('/')
                           + it->charge.join(QLatin1Char(','));
    threatLines.sort();
    out << threatLines.join(QLatin1Char(';'));
    for (const Unit &u : judge.scenario().units)
        if (u.side == side && unitCanAct(judge, u))
            out << QStringLiteral("can act ") + u.id;
    if (judge.phase() != Phase::Movement && judge.actingSide() == side) {
        const bool melee = judge.phase() == Phase::Melee;
        for (const QString &id : focus) {
            const QVector<Hex> targets = legalTargets(judge, {id}, melee);
            for (Hex t : targets) {
                const Order o = melee ? Order::melee({id}, t) : Order::fire({id}, t);
                out << id + QLatin1Char(' ') + t.toString() + QLatin1Char(' ')
                           + (melee ? oddsLine(meleeOdds(judge, o)) : oddsLine(fireOdds(judge, o)));
            }
        }
    }
    // The log as the side is told it, in words (its latest part: the log is
    // the same in every variant; what matters is the filter and the names).
    const NarrationContext context{&truth.scenario()};
    int told = 0;
    for (int i = int(battle.log.size()) - 1; i >= 0 && told < 60; --i)
        if (isToldTo(battle, i, side)) {
            out << narrate(battle.log.at(i), context);
            ++told;
        }
    return out;
}

// The probes' battlefield: a Union regiment facing a Confederate one in woods.
Scenario probeField()
{
    Scenario s = blankScenario(12, 12);
    s.rules.fogOfWar = true;
    for (int c = 3; c <= 7; ++c)
        for (int r = 2; r <= 5; ++r)
            setTerrain(s, at(c, r), Terrain::Woods);
    return s;
}

// The fire probe: u-1 faces c-1 in woods; c-hidden stands behind c-1 where
// the Union cannot see it and where it would take c-1's cascade check.
// Returns the scenario with c-hidden (and, through `without`, the one
// without), or nothing if no such hex exists.
std::optional<Scenario> fireProbe(Scenario *without)
{
    Scenario s = probeField();
    addUnit(s, "u-1", Side::Union, UnitType::Infantry, 500, at(5, 8), HexSide::N);
    addUnit(s, "c-1", Side::Confederate, UnitType::Infantry, 300, at(5, 5), HexSide::S, UnitFormation::None, 2);
    if (without)
        *without = s;
    for (Hex n : ring(at(5, 5), 1)) {
        Scenario with = s;
        addUnit(with, "c-hidden", Side::Confederate, UnitType::Infantry, 400, n, HexSide::S, UnitFormation::None, 2);
        Game g = Game::start(with, 1);
        while (g.phase() != Phase::OffensiveFire)
            g.apply(Order::endPhase());
        if (g.visibleEnemies(Side::Union).contains(QStringLiteral("c-hidden")))
            continue;
        const Order fire = Order::fire({QStringLiteral("u-1")}, at(5, 5));
        if (fireOdds(g, fire).cascadeChance > fireOdds(Game::fromView(g.view(Side::Union)), fire).cascadeChance)
            return with;
    }
    return std::nullopt;
}

Game atPhase(const Scenario &s, Phase phase, quint64 seed = 1)
{
    Game g = Game::start(s, seed);
    while (g.phase() != phase)
        g.apply(Order::endPhase());
    return g;
}

} // namespace

class TestSideBoundary : public QObject
{
    Q_OBJECT

private slots:
    void hiddenEnemiesChangeNothingTheSideIsShown_data()
    {
        QTest::addColumn<bool>("onTruth");
        QTest::newRow("the side's view (the window now)") << false;
        QTest::newRow("the true game (the window before)") << true;
    }

    void hiddenEnemiesChangeNothingTheSideIsShown()
    {
        QFETCH(bool, onTruth);
        static QVector<Moment> moments;
        if (moments.isEmpty()) {
            for (const QString &file : shippedBattles()) {
                const bool grand = file.startsWith(QLatin1String("08"));
                moments += momentsOf(file, grand ? 40 : 80, 3);
            }
        }
        QVERIFY2(moments.size() >= 500, qPrintable(QString::number(moments.size())));
        int compared = 0, differing = 0;
        QString firstDifference;
        for (const Moment &m : std::as_const(moments)) {
            const Battle &b = m.battle;
            const Side side = b.phase == Phase::DefensiveFire ? otherSide(b.phasingSide) : b.phasingSide;
            const QVector<int> hidden = hiddenEnemies(b, side);
            if (hidden.isEmpty())
                continue;
            const int h = hidden.first();
            // The side's units nearest the hidden one and nearest the seen enemies.
            QStringList focus = nearestOwn(b.scenario, side, b.scenario.units.at(h).hex, 3);
            for (const QString &id : b.knowledge[int(side)].seenIds().mid(0, 2))
                if (const Unit *e = b.scenario.unit(id))
                    for (const QString &own : nearestOwn(b.scenario, side, e->hex, 2))
                        if (!focus.contains(own))
                            focus << own;
            const QStringList base = shownTo(b, side, focus, onTruth);
            for (const Variant &v : variantsOf(b, side, h)) {
                ++compared;
                const QStringList changed = shownTo(v.battle, side, focus, onTruth);
                if (changed == base)
                    continue;
                ++differing;
                if (firstDifference.isEmpty()) {
                    int k = 0;
                    while (k < base.size() && k < changed.size() && base.at(k) == changed.at(k))
                        ++k;
                    firstDifference = QStringLiteral("%1, %2 %3: \"%4\" became \"%5\"")
                                          .arg(m.where, b.scenario.units.at(h).id, v.name,
                                               base.value(k).left(300), changed.value(k).left(300));
                }
            }
        }
        qInfo("%d moments, %d variants compared, %d differ", int(moments.size()), compared, differing);
        QVERIFY(compared >= 1000);
        if (onTruth)
            QVERIFY2(differing > 0, "judged on the true game, a hidden unit must show somewhere");
        else
            QVERIFY2(differing == 0, qPrintable(firstDifference));
    }

    // Issue 22's fire probe: a Union regiment fires at a Confederate one in
    // woods; a hidden Confederate regiment behind it would take a cascade
    // check. The true game's cascade chance knows of it; the Union's does not.
    void theFireProbe()
    {
        Scenario without;
        const std::optional<Scenario> with = fireProbe(&without);
        QVERIFY2(with, "a hidden regiment behind the target changes the true cascade chance");
        const Order fire = Order::fire({QStringLiteral("u-1")}, at(5, 5));
        const Game g = atPhase(*with, Phase::OffensiveFire);
        const FireOdds onTruth = fireOdds(g, fire);
        const FireOdds onView = fireOdds(Game::fromView(g.view(Side::Union)), fire);
        QVERIFY(onTruth.check.ok());
        QVERIFY(onTruth.cascadeChance > 0.0);
        QCOMPARE(onView.cascadeChance, 0.0);
        // Without the hidden regiment, what the Union is shown is the same.
        const Game bare = atPhase(without, Phase::OffensiveFire);
        QCOMPARE(oddsLine(fireOdds(Game::fromView(bare.view(Side::Union)), fire)), oddsLine(onView));

        // hardtack-cli odds --side union gives the Union's figure, without it the true one.
        QTemporaryDir dir;
        QString error;
        const QString file = dir.filePath(QStringLiteral("probe.json"));
        QVERIFY2(saveBattle(g.battle(), file, &error), qPrintable(error));
        const QStringList ask{QStringLiteral("odds"), file, QStringLiteral("--fire"), QStringLiteral("--by"),
                              QStringLiteral("u-1"), QStringLiteral("--at"), QStringLiteral("5,5"), QStringLiteral("--json")};
        const test::CliRun sideRun = test::runCli(ask + QStringList{QStringLiteral("--side"), QStringLiteral("union")});
        QVERIFY2(sideRun.exitCode == 0, sideRun.err.constData());
        QCOMPARE(test::parseJson(sideRun.out).value(QStringLiteral("cascadeChance")).toDouble(), onView.cascadeChance);
        const test::CliRun trueRun = test::runCli(ask);
        QVERIFY2(trueRun.exitCode == 0, trueRun.err.constData());
        QCOMPARE(test::parseJson(trueRun.out).value(QStringLiteral("cascadeChance")).toDouble(), onTruth.cascadeChance);
        // The Confederates do not give orders in the Union's fire phase.
        const test::CliRun wrong = test::runCli(ask + QStringList{QStringLiteral("--side"), QStringLiteral("confederate")});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY(wrong.err.contains("give orders"));
    }

    // The probe fired on until the hidden regiment checks in the cascade:
    // narrate --side union names no hidden unit; --side confederate tells the
    // Confederates every event of their own units.
    void narrateBySideTellsOnlyWhatTheSideKnows()
    {
        const std::optional<Scenario> with = fireProbe(nullptr);
        QVERIFY(with);
        std::optional<Game> played;
        for (quint64 seed = 1; seed <= 400 && !played; ++seed) {
            Game g = atPhase(*with, Phase::OffensiveFire, seed);
            g.apply(Order::fire({QStringLiteral("u-1")}, at(5, 5)));
            g.apply(Order::endPhase());
            for (const QJsonObject &e : eventsToJson(g.battle().log))
                if (e.value(QStringLiteral("unit")).toString() == QLatin1String("c-hidden")
                    && e.value(QStringLiteral("type")).toString() == QLatin1String("morale-check"))
                    played = g;
        }
        QVERIFY2(played, "some seed routs c-1 and sends the panic to c-hidden");
        QVERIFY(!played->visibleEnemies(Side::Union).contains(QStringLiteral("c-hidden")));
        QTemporaryDir dir;
        QString error;
        const QString file = dir.filePath(QStringLiteral("probe-played.json"));
        QVERIFY2(saveBattle(played->battle(), file, &error), qPrintable(error));
        const auto lines = [&](const QStringList &extra) {
            const test::CliRun r = test::runCli(QStringList{QStringLiteral("narrate"), file} + extra);
            if (r.exitCode != 0)
                qWarning("%s", r.err.constData());
            return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        };
        const QStringList all = lines({});
        const QStringList union_ = lines({QStringLiteral("--side"), QStringLiteral("union")});
        const QStringList confederate = lines({QStringLiteral("--side"), QStringLiteral("confederate")});
        QVERIFY(!all.isEmpty());
        QVERIFY(all.filter(QStringLiteral("c-hidden")).size() > 0);
        QVERIFY2(union_.filter(QStringLiteral("c-hidden")).isEmpty(),
                 qPrintable(union_.filter(QStringLiteral("c-hidden")).join(QLatin1Char('\n'))));
        QVERIFY(!union_.filter(QStringLiteral("c-1")).isEmpty()); // the target it saw
        // Every line of the full log about a Confederate unit reaches the Confederates.
        for (const QString &id : {QStringLiteral("c-1"), QStringLiteral("c-hidden")})
            QCOMPARE(confederate.filter(id), all.filter(id));
        const test::CliRun bad = test::runCli({QStringLiteral("narrate"), file, QStringLiteral("--side"), QStringLiteral("rebel")});
        QCOMPARE(bad.exitCode, 1);
    }

    // The melee probe: the defender's only free retreat hex (the others are
    // water) is filled by a hidden 1,000-man stack.
    void theMeleeProbe()
    {
        Scenario s = probeField();
        addUnit(s, "u-1", Side::Union, UnitType::Infantry, 700, at(5, 6), HexSide::N);
        addUnit(s, "u-2", Side::Union, UnitType::Infantry, 700, at(4, 6), HexSide::N);
        addUnit(s, "c-1", Side::Confederate, UnitType::Infantry, 300, at(5, 5), HexSide::S, UnitFormation::None, 3);
        placeLeader(s, "u-bde", at(5, 7));
        placeLeader(s, "u-div", at(5, 7));
        bool found = false;
        for (Hex open : ring(at(5, 5), 1)) {
            Scenario base = s;
            // Every other neighbour of the defender away from the attackers is water.
            for (Hex n : ring(at(5, 5), 1))
                if (n != open && unitsAt(base, n).isEmpty() && distance(n, at(5, 6)) > 1 && distance(n, at(4, 6)) > 1)
                    setTerrain(base, n, Terrain::Water);
            if (base.map.terrainAt(open) == Terrain::Water || distance(open, at(5, 6)) <= 1 || distance(open, at(4, 6)) <= 1)
                continue;
            Scenario with = base;
            addUnit(with, "c-h1", Side::Confederate, UnitType::Infantry, 500, open, HexSide::S);
            addUnit(with, "c-h2", Side::Confederate, UnitType::Infantry, 500, open, HexSide::S);
            const auto atMelee = [](const Scenario &sc) {
                Game g = Game::start(sc, 1);
                while (g.phase() != Phase::Melee)
                    g.apply(Order::endPhase());
                return g;
            };
            const Game g = atMelee(with);
            if (g.visibleEnemies(Side::Union).contains(QStringLiteral("c-h1")))
                continue;
            const Order melee = Order::melee({QStringLiteral("u-1"), QStringLiteral("u-2")}, at(5, 5));
            const MeleeOdds onTruth = meleeOdds(g, melee);
            const MeleeOdds onView = meleeOdds(Game::fromView(g.view(Side::Union)), melee);
            QVERIFY2(onTruth.check.ok(), qPrintable(onTruth.check.message));
            if (oddsLine(onTruth) == oddsLine(onView))
                continue;
            const MeleeOdds without = meleeOdds(Game::fromView(atMelee(base).view(Side::Union)), melee);
            QCOMPARE(oddsLine(without), oddsLine(onView));
            found = true;
            break;
        }
        QVERIFY2(found, "a hidden stack in the only retreat hex changes the true melee odds");
    }

    // The threat overlay (RULES §3 "Threats"): a seen rifled musket threatens
    // by fire the hexes within 3 that it sees, a seen regiment charges next to
    // where it can march; a hidden or routed one threatens nothing.
    void theThreatsAreWhatTheSideSees()
    {
        Scenario s = blankScenario(16, 16);
        s.rules.fogOfWar = true;
        addUnit(s, "u-1", Side::Union, UnitType::Infantry, 500, at(8, 12), HexSide::N);
        addUnit(s, "c-1", Side::Confederate, UnitType::Infantry, 400, at(8, 8), HexSide::S, UnitFormation::Line);
        addUnit(s, "c-routed", Side::Confederate, UnitType::Infantry, 400, at(10, 8), HexSide::S);
        s.units.last().status = Status::Routed;
        // Behind heavy woods the Union cannot see through.
        for (int c = 0; c < 16; ++c)
            setTerrain(s, at(c, 3), Terrain::HeavyWoods);
        addUnit(s, "c-hidden", Side::Confederate, UnitType::Infantry, 400, at(8, 1), HexSide::S);
        placeLeader(s, "u-bde", at(8, 12));
        placeLeader(s, "u-div", at(8, 12));
        Game g = Game::start(s, 1);
        const SideView v = g.view(Side::Union);
        QVERIFY(v.visibleEnemies.contains(QStringLiteral("c-1")));
        QVERIFY(!v.visibleEnemies.contains(QStringLiteral("c-hidden")));
        const QHash<Hex, Threat> t = enemyThreats(v);
        // Fire: exactly the hexes within 3 of c-1 (clear ground, all seen).
        int fired = 0;
        for (auto it = t.cbegin(); it != t.cend(); ++it) {
            QVERIFY(!it->fire.contains(QStringLiteral("c-routed")) && !it->charge.contains(QStringLiteral("c-routed")));
            QVERIFY(!it->fire.contains(QStringLiteral("c-hidden")) && !it->charge.contains(QStringLiteral("c-hidden")));
            if (it->fire.contains(QStringLiteral("c-1"))) {
                QVERIFY(distance(it.key(), at(8, 8)) <= 3);
                ++fired;
            }
        }
        QCOMPARE(fired, int(range(at(8, 8), 3).size()) - 1);
        QVERIFY(!t.value(at(8, 12)).fire.contains(QStringLiteral("c-1")));  // 4 hexes off
        QVERIFY(t.value(at(8, 12)).charge.contains(QStringLiteral("c-1"))); // a march and a charge
        // The same with the hidden regiment gone or moved: nothing changes.
        Battle moved = g.battle();
        moved.scenario.unit(QStringLiteral("c-hidden"))->hex = at(9, 1);
        QCOMPARE(enemyThreats(Game(moved).view(Side::Union)), t);
    }

    // The filter's rule per kind, on a played battle: the Union is told no
    // event of a Confederate unit it did not see, and every event of its own.
    void theLogFilterFollowsTheTable()
    {
        const QVector<Moment> ms = momentsOf(QStringLiteral("04-henry-house-hill.json"), 30, 3);
        const Battle &b = ms.last().battle;
        QCOMPARE(b.told.size(), b.log.size());
        int ownTold = 0, enemyHidden = 0, enemyTold = 0;
        for (int i = 0; i < b.log.size(); ++i) {
            const QJsonObject e = eventToJson(b.log.at(i));
            const Unit *u = b.scenario.unit(e.value(QStringLiteral("unit")).toString());
            if (!u || e.value(QStringLiteral("type")).toString() == QLatin1String("cascade"))
                continue;
            if (u->side == Side::Union) {
                QVERIFY(isToldTo(b, i, Side::Union));
                ++ownTold;
            } else {
                (isToldTo(b, i, Side::Union) ? enemyTold : enemyHidden)++;
            }
        }
        QVERIFY(ownTold > 0);
        QVERIFY(enemyTold > 0);
        QVERIFY(enemyHidden > 0);
        // A save keeps the masks; a save without them gets them back by replay.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("b.json"));
        QString error;
        QVERIFY2(saveBattle(b, file, &error), qPrintable(error));
        LoadError le;
        auto loaded = loadBattle(file, &le);
        QVERIFY2(loaded, qPrintable(le.text()));
        QCOMPARE(loaded->told, b.told);
        loaded->told.clear();
        rebuildTold(*loaded);
        QCOMPARE(loaded->told, b.told);
    }
};

QTEST_GUILESS_MAIN(TestSideBoundary)
#include "tst_sideboundary.moc"
