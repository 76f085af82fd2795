// RULES §16 "Outcome" [default] and "Laurels and losses" [seed]: damage,
// sinking, capture, flight, break-off, laurels, loss points and casualties;
// the whole engine's determinism; and plausible results for the historical
// actions in scenarios/naval.

#include "navaltestutil.h"

#include "narrator/naval/navalnarrator.h"
#include "naval/navalengine.h"
#include "naval/navalfile.h"

#include <QDir>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

namespace {

constexpr Side U = Side::Union;
constexpr Side C = Side::Confederate;

QByteArray jsonOf(const NavalBattle &b, const NavalResolution &r)
{
    QJsonObject o = resolutionToJson(b, r);
    o.insert(QStringLiteral("events"), r.log.toJson());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

NavalBattle scenario(const QString &name)
{
    return test::shippedNavalBattle(name);
}

// A mid-sized melee with every kind of unit, for the invariants.
NavalBattle mixedBattle()
{
    NavalBattle b = makeBattle(NavalLocation::Coastal);
    addShips(b, 1, "uic", U, ShipType::IC, CombatOrder::Engage, DistanceOrder::Close);
    addShips(b, 3, "usl", U, ShipType::SL, CombatOrder::Engage, DistanceOrder::Close, FormationOrder::BreakLine);
    addShips(b, 2, "ugb", U, ShipType::GB, CombatOrder::RunPast, DistanceOrder::Range);
    addShips(b, 1, "utr", U, ShipType::TR, CombatOrder::Accept, DistanceOrder::Range);
    addShips(b, 1, "cic", C, ShipType::IC, CombatOrder::Accept, DistanceOrder::Close);
    addShips(b, 3, "cgb", C, ShipType::GB, CombatOrder::Accept, DistanceOrder::Range, FormationOrder::BreakLine);
    addShips(b, 1, "cfr", C, ShipType::FR, CombatOrder::Accept, DistanceOrder::Close);
    b.ships[shipIndex(b, "usl0")].orders.breakOff = BreakOffOrder::Light;
    b.ships[shipIndex(b, "cgb0")].orders.breakOff = BreakOffOrder::Light;
    b.ships[shipIndex(b, "cgb1")].orders.breakOff = BreakOffOrder::Heavy;
    b.ships[shipIndex(b, "cgb2")].orders.flee = FleeOrder::OpenSea;
    b.batteries.append(makeBattery("fort", C, 300, 3));
    return b;
}

} // namespace

class TestNavalOutcome : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameBattle()
    {
        const NavalBattle b = mixedBattle();
        QSet<QByteArray> distinct;
        for (quint64 seed = 1; seed <= 20; ++seed) {
            const QByteArray a = jsonOf(b, resolveNavalBattle(b, seed));
            QCOMPARE(jsonOf(b, resolveNavalBattle(b, seed)), a);
            distinct.insert(a);
        }
        QVERIFY2(distinct.size() > 15, "different seeds give different battles");
    }

    void noBattleLeavesEveryoneAfloat()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 2, "u", U, ShipType::GB, CombatOrder::Accept);
        addShips(b, 2, "c", C, ShipType::GB, CombatOrder::Evade);
        const NavalResolution r = resolveNavalBattle(b, 7);
        QVERIFY(!r.situation.battle);
        QVERIFY(!r.outcome.winner);
        for (const ShipOutcome &o : r.outcome.ships) {
            QCOMPARE(o.fate, ShipFate::Afloat);
            QCOMPARE(o.crewLost, 0);
        }
        QCOMPARE(r.total[0] + r.total[1], 0.0);
        QCOMPARE(r.log.ofType(QStringLiteral("no-battle")).size(), 1);
    }

    void invariantsOverManyBattles()
    {
        const NavalBattle b = mixedBattle();
        for (quint64 seed = 0; seed < 500; ++seed) {
            const NavalResolution r = resolveNavalBattle(b, seed);
            const NavalOutcome &o = r.outcome;
            std::array<int, 2> laurels{0, 0}, lossPoints{0, 0}, casualties{0, 0};
            for (int i = 0; i < b.ships.size(); ++i) {
                const Ship &s = b.ships.at(i);
                const ShipOutcome &so = o.ships.at(i);
                QVERIFY(so.hull >= s.hull && so.hull <= 5);
                QVERIFY(so.propulsion >= s.propulsion && so.propulsion <= 5);
                QCOMPARE(so.fate == ShipFate::Sunk, so.hull == 5); // hull damage 5 sinks a ship
                QVERIFY(so.crewLost >= 0 && so.crewLost <= s.complement);
                if (so.brokeOff)
                    QVERIFY2(so.fate != ShipFate::Captured, "a ship that broke off escapes capture");
                if (so.fate == ShipFate::Captured || so.fate == ShipFate::Fled)
                    QVERIFY2(o.winner && *o.winner != s.side, "only the loser flees or is captured");
                if (so.fate == ShipFate::Fled)
                    QCOMPARE(so.fledTo, fleeDestination(b, s));
                if (o.winner && *o.winner != s.side && r.situation.ships[i].fights)
                    QVERIFY2(so.fate != ShipFate::Afloat, "the loser must flee");
                if (so.fate == ShipFate::Sunk || so.fate == ShipFate::Captured) {
                    lossPoints[int(s.side)] += shipLossPoints(s.type);
                    if (o.winner && *o.winner != s.side)
                        laurels[int(*o.winner)] += laurelsForShip(s.type);
                }
                casualties[int(s.side)] += so.crewLost;
            }
            for (int k = 0; k < b.batteries.size(); ++k) {
                casualties[int(b.batteries.at(k).side)] += o.batteries.at(k).menLost;
                if (o.winner && *o.winner != b.batteries.at(k).side)
                    laurels[int(*o.winner)] += laurelsForBattery(o.batteries.at(k));
            }
            if (o.winner)
                laurels[int(*o.winner)] += casualties[1 - int(*o.winner)] / 200;
            QCOMPARE(o.laurels, laurels);
            QCOMPARE(o.lossPoints, lossPoints);
            QCOMPARE(o.casualties, casualties);
            QCOMPARE(o.laurels[0] > 0 && o.laurels[1] > 0, false);
        }
    }

    void strengthsInTheResultFollowTheFormula()
    {
        NavalBattle b = mixedBattle();
        b.situation.range = DistanceOrder::Close;
        b.situation.windward = C;
        b.situation.breakLinePinned = true;
        b.situation.breakLine = {BreakLineResult::Succeeded, BreakLineResult::None};
        const NavalResolution r = resolveNavalBattle(b, 3);
        double totals[2] = {0, 0};
        for (int i = 0; i < b.ships.size(); ++i) {
            const Ship &s = b.ships.at(i);
            ShipCircumstances c;
            c.close = true;
            c.windward = s.side == C;
            // Closing: ordered close while some enemy ordered range.
            c.closing = s.orders.distance == DistanceOrder::Close;
            c.breakLine = s.side == U ? BreakLineResult::Succeeded : BreakLineResult::None;
            const double expected = shipStrength(s, c).value;
            QVERIFY2(std::abs(r.shipStrengths.at(i).value - expected) < 1e-9, qPrintable(s.id));
            totals[int(s.side)] += expected;
        }
        totals[1] += batteryStrength(b.batteries.at(0), true).value;
        QVERIFY(std::abs(r.total[0] - totals[0]) < 1e-9);
        QVERIFY(std::abs(r.total[1] - totals[1]) < 1e-9);
        // usl0 (SL 40, average, experience 16, aiming at propulsion, leeward) closes on an enemy
        // that wants range (×0.9) and broke the line (×4/3).
        QVERIFY(std::abs(r.shipStrengths.at(shipIndex(b, "usl0")).value - 40 * 0.9 * 4.0 / 3.0) < 1e-9);
    }

    void captureChance_data()
    {
        QTest::addColumn<int>("hull");
        QTest::addColumn<int>("propulsion");
        QTest::addColumn<bool>("close");
        QTest::addColumn<double>("winnersPropulsion");
        QTest::addColumn<bool>("runPast");
        QTest::addColumn<double>("expected");
        // (10% × hull + 30% × propulsion) × 1.5 at close × pursuit × ½ run past, at most 95%.
        QTest::newRow("undamaged: nothing to take") << 0 << 0 << false << 0.0 << false << 0.0;
        QTest::newRow("hull damage raises it") << 2 << 0 << false << 0.0 << false << 0.2;
        QTest::newRow("propulsion damage counts three times") << 0 << 2 << false << 0.0 << false << 0.6;
        QTest::newRow("at close quarters x1.5") << 1 << 1 << true << 0.0 << false << 0.6;
        QTest::newRow("winners' own propulsion damage lowers it") << 2 << 1 << false << 2.5 << false << 0.25;
        QTest::newRow("run past halves it") << 2 << 1 << false << 0.0 << true << 0.25;
        QTest::newRow("winners dead in the water cannot capture") << 4 << 5 << true << 5.0 << false << 0.0;
        QTest::newRow("capped at 95%") << 4 << 5 << true << 0.0 << false << 0.95;
    }

    void captureChance()
    {
        QFETCH(int, hull);
        QFETCH(int, propulsion);
        QFETCH(bool, close);
        QFETCH(double, winnersPropulsion);
        QFETCH(bool, runPast);
        QFETCH(double, expected);
        Ship s = makeShip("s", C, ShipType::GB, runPast ? CombatOrder::RunPast : CombatOrder::Accept);
        s.hull = hull;
        s.propulsion = propulsion;
        QVERIFY(std::abs(hardtack::captureChance(s, close, winnersPropulsion).value - expected) < 1e-12);
    }

    // A beaten ship founders with 25% per hull point as she flees.
    void founderChance_data()
    {
        QTest::addColumn<int>("hull");
        QTest::addColumn<double>("expected");
        QTest::newRow("sound hull") << 0 << 0.0;
        QTest::newRow("1") << 1 << 0.25;
        QTest::newRow("2") << 2 << 0.5;
        QTest::newRow("4") << 4 << 1.0;
    }

    void founderChance()
    {
        QFETCH(int, hull);
        QFETCH(double, expected);
        QVERIFY(std::abs(hardtack::founderChance(hull) - expected) < 1e-12);
    }

    // The side that lost the larger share of its squadron loses, if a side
    // broke (lost 20% or more); else no victor.
    void winnerOfShares_data()
    {
        QTest::addColumn<double>("unionShare");
        QTest::addColumn<double>("confederateShare");
        QTest::addColumn<int>("winner"); // -1 none
        QTest::newRow("neither breaks") << 0.19 << 0.05 << -1;
        QTest::newRow("the Confederates break") << 0.10 << 0.20 << int(U);
        QTest::newRow("the Union breaks") << 0.35 << 0.0 << int(C);
        QTest::newRow("both break: the larger share loses") << 0.6 << 0.5 << int(C);
        QTest::newRow("equal shares") << 0.4 << 0.4 << -1;
    }

    void winnerOfShares()
    {
        QFETCH(double, unionShare);
        QFETCH(double, confederateShare);
        QFETCH(int, winner);
        const std::optional<Side> w = hardtack::winnerOfShares({unionShare, confederateShare});
        QCOMPARE(w ? int(*w) : -1, winner);
    }

    // The winner's measure: base × crew × hull × propulsion, nothing of the situation.
    void materialStrengthOfShipsAndBatteries()
    {
        Ship s = makeShip(QStringLiteral("s"), U, ShipType::SL);
        s.quality = NavalQuality::Excellent;
        s.hull = 2;
        s.propulsion = 3;
        s.crew = 60;
        QVERIFY(std::abs(materialStrength(s) - 40 * 0.75 * 0.8 * 0.8) < 1e-12);
        NavalBattery b = makeBattery(QStringLiteral("b"), C, 250, 3);
        b.rifled = true;
        b.fatigue = 12;
        QVERIFY(std::abs(materialStrength(b) - 200) < 1e-12);
    }

    // The winner is judged by the ships (a fort cannot be beaten off), each
    // by its material strength; a ship that broke off or sank is lost to
    // her squadron.
    void winnerJudgedByTheSquadrons()
    {
        const NavalBattle b = mixedBattle();
        for (quint64 seed = 0; seed < 200; ++seed) {
            const NavalResolution r = resolveNavalBattle(b, seed);
            std::array<double, 2> before{0, 0};
            for (int i = 0; i < b.ships.size(); ++i)
                if (r.situation.ships[i].fights)
                    before[int(b.ships.at(i).side)] += materialStrength(b.ships.at(i));
            const NavalWinnerEvent w = r.log.all<NavalWinnerEvent>().constFirst();
            for (int side = 0; side < 2; ++side) {
                QVERIFY(std::abs(w.before[side] - before[side]) < 1e-9);
                QVERIFY(std::abs(w.lossShare[side] - (1.0 - w.after[side] / w.before[side])) < 1e-9);
            }
            QCOMPARE(w.breakShare, naval::kBreakShare);
            QCOMPARE(w.winner, hardtack::winnerOfShares(w.lossShare));
            for (int i = 0; i < b.ships.size(); ++i)
                if (r.outcome.ships.at(i).brokeOff && w.winner && *w.winner != b.ships.at(i).side)
                    QVERIFY2(r.outcome.ships.at(i).fate == ShipFate::Fled || r.outcome.ships.at(i).fate == ShipFate::Sunk,
                             "a beaten ship that broke off flees (and may founder), never taken");
        }
    }

    // No more guns bear than 3 points per enemy unit in a round.
    void fireIsCappedByTheTargets()
    {
        NavalBattle b = makeBattle(NavalLocation::Harbor);
        addShips(b, 12, QStringLiteral("u"), U, ShipType::IC, CombatOrder::Engage, DistanceOrder::Close);
        addShips(b, 1, QStringLiteral("c"), C, ShipType::GB, CombatOrder::Accept, DistanceOrder::Close);
        for (quint64 seed = 1; seed <= 20; ++seed) {
            const NavalResolution r = resolveNavalBattle(b, seed);
            const NavalFireEvent first = r.log.all<NavalFireEvent>().constFirst();
            QCOMPARE(first.side, U);
            QCOMPARE(first.targets, 1);
            QCOMPARE(first.maxPoints, naval::kMaxPointsPerTarget);
            QVERIFY(first.expected > first.maxPoints);
            QCOMPARE(first.points, naval::kMaxPointsPerTarget);
        }
    }

    // A battery's strength counts half in its side's fire (ships under way).
    void batteriesFireAtHalfTheirStrength()
    {
        NavalBattle b = makeBattle(NavalLocation::Coastal);
        addShips(b, 1, QStringLiteral("u"), U, ShipType::FR, CombatOrder::Engage, DistanceOrder::Range);
        b.batteries.append(makeBattery(QStringLiteral("fort"), C, 300, 3));
        const NavalResolution r = resolveNavalBattle(b, 4);
        for (const NavalFireEvent &e : r.log.all<NavalFireEvent>()) {
            if (e.side != C)
                continue;
            QCOMPARE(e.batteryStrength, e.strength);
            QCOMPARE(e.batteryFactor, naval::kBatteryFire);
            const double firing = e.strength * naval::kBatteryFire;
            QVERIFY(std::abs(e.expected - naval::kPointsPerStrength * firing * e.closeMultiplier * e.fortune / naval::kRounds) < 1e-9);
        }
    }

    // Armour covers an ironclad's hull, not her funnel and steering.
    void ironcladArmourByPart()
    {
        QCOMPARE(shipTypeInfo(ShipType::IC).hitsLand, 0.15);
        QCOMPARE(shipTypeInfo(ShipType::IC).propulsionHitsLand, 0.3);
        QCOMPARE(shipTypeInfo(ShipType::RI).hitsLand, 0.3);
        QCOMPARE(shipTypeInfo(ShipType::RI).propulsionHitsLand, 0.6);
        for (ShipType t : {ShipType::FR, ShipType::SL, ShipType::GB})
            QCOMPARE(shipTypeInfo(t).hitsLand, shipTypeInfo(t).propulsionHitsLand);
    }

    // The loser must flee (the seed): a ship too slow to get away that is not
    // taken is destroyed (no roll); one holed may founder first. Here the
    // victors are dead in the water (propulsion 5): they can take nobody.
    void aBeatenShipThatCannotGetAwayIsLost()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 3, QStringLiteral("u"), U, ShipType::FR, CombatOrder::Engage, DistanceOrder::Close);
        addShips(b, 1, QStringLiteral("c"), C, ShipType::GB, CombatOrder::Accept, DistanceOrder::Close);
        for (Ship &s : b.ships)
            s.propulsion = s.side == U ? 5 : 4;
        const int c0 = shipIndex(b, QStringLiteral("c0"));
        int wins = 0, trapped = 0, foundered = 0, inBattle = 0;
        for (quint64 seed = 0; seed < 200; ++seed) {
            const NavalResolution r = resolveNavalBattle(b, seed);
            if (r.outcome.winner != U)
                continue;
            ++wins;
            const ShipOutcome &o = r.outcome.ships.at(c0);
            QCOMPARE(o.fate, ShipFate::Sunk);
            QCOMPARE(o.hull, 5);
            QVERIFY(r.log.all<NavalCaptureEvent>().isEmpty() || r.log.all<NavalCaptureEvent>().constFirst().roll.chance == 0);
            for (const NavalHitEvent &h : r.log.all<NavalHitEvent>())
                inBattle += h.sunk && h.target == QLatin1String("c0") ? 1 : 0;
            for (const NavalSinkEvent &e : r.log.all<NavalSinkEvent>()) {
                if (e.reason == QLatin1String("trapped")) {
                    QVERIFY(!e.roll);
                    ++trapped;
                } else {
                    QCOMPARE(e.reason, QStringLiteral("holed"));
                    QVERIFY(e.roll);
                    QVERIFY(std::abs(e.roll->chance - hardtack::founderChance(e.hull)) < 1e-12);
                    foundered += e.roll->success ? 1 : 0;
                }
            }
        }
        QVERIFY(wins > 50);
        QVERIFY(trapped > 0);
        QCOMPARE(inBattle + trapped + foundered, wins);
    }

    void laurelsAndLossPointsPerType_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("laurels");
        QTest::addColumn<int>("lossPoints");
        const int l[] = {15, 15, 15, 10, 5, 5, 0, 0};
        const int p[] = {6, 6, 6, 4, 2, 2, 0, 0};
        for (int t = 0; t < 8; ++t)
            QTest::addRow("%s", qPrintable(shipTypeNames().at(t))) << t << l[t] << p[t];
    }

    void laurelsAndLossPointsPerType()
    {
        QFETCH(int, type);
        QFETCH(int, laurels);
        QFETCH(int, lossPoints);
        QCOMPARE(laurelsForShip(ShipType(type)), laurels);
        QCOMPARE(shipLossPoints(ShipType(type)), lossPoints);
    }

    void laurelsForBatteries()
    {
        BatteryOutcome b;
        b.batteriesLost = 2;
        QCOMPARE(laurelsForBattery(b), 4); // 2 per battery of it destroyed
        b.batteriesLost = 3;
        b.destroyed = true;
        QCOMPARE(laurelsForBattery(b), 5); // 5 per NB destroyed
        QCOMPARE(laurelsForBattery(BatteryOutcome{}), 0);
    }

    void fleeDestinations()
    {
        Ship s = makeShip("s", C, ShipType::GB);
        s.orders.flee = FleeOrder::OpenSea;
        QCOMPARE(fleeDestination(makeBattle(NavalLocation::Coastal), s), QStringLiteral("open-sea"));
        s.orders.flee = FleeOrder::Harbor;
        QCOMPARE(fleeDestination(makeBattle(NavalLocation::Coastal), s), QStringLiteral("harbor"));
        QCOMPARE(fleeDestination(makeBattle(NavalLocation::Sea), s), QStringLiteral("open-sea"));
        QCOMPARE(fleeDestination(makeBattle(NavalLocation::River), s), QStringLiteral("withdrew"));
        QCOMPARE(breakOffThreshold(BreakOffOrder::Never), 0);
        QVERIFY(breakOffThreshold(BreakOffOrder::Light) < breakOffThreshold(BreakOffOrder::Heavy));
    }

    void evadedShipsAreUntouched()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 4, "u", U, ShipType::GB, CombatOrder::Engage);
        addShips(b, 2, "c", C, ShipType::GB, CombatOrder::Accept);
        addShips(b, 1, "e", C, ShipType::GB, CombatOrder::Evade); // 2 is half of 4: automatic
        for (quint64 seed = 0; seed < 50; ++seed) {
            const NavalResolution r = resolveNavalBattle(b, seed);
            const ShipOutcome &o = r.outcome.ships.at(shipIndex(b, "e0"));
            QCOMPARE(o.fate, ShipFate::Evaded);
            QCOMPARE(o.hull, 0);
            QCOMPARE(o.crewLost, 0);
            QCOMPARE(r.shipStrengths.at(shipIndex(b, "e0")).value, 0.0);
        }
    }

    void anIroncladUsuallyBeatsWoodenGunboats()
    {
        NavalBattle b = makeBattle(NavalLocation::Coastal);
        addShips(b, 1, "ic", U, ShipType::IC, CombatOrder::Engage, DistanceOrder::Close);
        addShips(b, 4, "gb", C, ShipType::GB, CombatOrder::Accept, DistanceOrder::Close);
        // Firing to sink, at hulls: damage by strength (issue 12) spreads her
        // fire over four targets while theirs all falls on her armour: she
        // usually wins.
        for (Ship &s : b.ships)
            s.orders.aim = AimOrder::Hull;
        const NavalTrials t = runNavalTrials(b, 1, 1000);
        qInfo("hulls: union %d confederate %d draws %d", t.wins[0], t.wins[1], t.draws);
        QVERIFY2(t.wins[0] >= 550, qPrintable(QString::number(t.wins[0])));
        QVERIFY2(t.wins[1] <= 200, qPrintable(QString::number(t.wins[1])));
        // Aiming at propulsion cripples more than it beats: mostly no victor,
        // and the gunboats still win no more than about one battle in five.
        for (Ship &s : b.ships)
            s.orders.aim = AimOrder::Propulsion;
        const NavalTrials p = runNavalTrials(b, 1, 1000);
        qInfo("propulsion: union %d confederate %d draws %d", p.wins[0], p.wins[1], p.draws);
        QVERIFY2(p.draws >= 500, qPrintable(QString::number(p.draws)));
        QVERIFY2(p.wins[1] <= 220, qPrintable(QString::number(p.wins[1])));
    }

    // Issue 28: the trials' JSON gives its first seed exactly, a string
    // above 2^53 where a double would round.
    void trialsGiveTheirSeedExactly()
    {
        const NavalBattle b = mixedBattle();
        QCOMPARE(runNavalTrials(b, 12, 2).toJson().value(QStringLiteral("seed")), QJsonValue(12));
        const quint64 big = (quint64(1) << 53) + 1;
        QCOMPARE(runNavalTrials(b, big, 2).toJson().value(QStringLiteral("seed")),
                 QJsonValue(QStringLiteral("9007199254740993")));
    }

    void everyStrengthAndRollIsAnExplainedEvent()
    {
        const NavalBattle b = mixedBattle();
        const NavalResolution r = resolveNavalBattle(b, 11);
        const NavalNarrator narrator(b);
        const auto strengths = r.log.all<NavalStrengthEvent>();
        QCOMPARE(strengths.size(), int(b.ships.size() + b.batteries.size()));
        for (const NavalStrengthEvent &e : strengths) {
            QVERIFY(e.factors.size() >= 6);
            double product = 1;
            for (const NavalFactor &f : e.factors) {
                QVERIFY2(!narrator.factorLabel(f).isEmpty(), qPrintable(f.key));
                product *= f.value;
            }
            QVERIFY(std::abs(product - e.value) < 1e-9);
        }
        for (const NavalEvent &event : r.log.events()) {
            // Events are data: no prose in them (issue 8); the narrator words
            // each one; the JSON reads back to the same event.
            const QJsonObject e = navalEventToJson(event);
            QVERIFY(!e.value(QStringLiteral("type")).toString().isEmpty());
            QVERIFY(!e.contains(QStringLiteral("text")));
            QVERIFY(!narrator.text(event).isEmpty());
            LoadError error;
            const auto back = navalEventFromJson(e, &error);
            QVERIFY2(back.has_value(), qPrintable(error.text()));
            QVERIFY(*back == event);
            QVERIFY2(navalEventToJson(*back) == e, qPrintable(e.value(QStringLiteral("type")).toString()));
            if (e.contains(QStringLiteral("roll"))) {
                QVERIFY(e.contains(QStringLiteral("chance")));
                QCOMPARE(e.value(QStringLiteral("success")).toBool(),
                         e.value(QStringLiteral("roll")).toDouble() < e.value(QStringLiteral("chance")).toDouble());
            }
        }
        QCOMPARE(r.log.ofType(QStringLiteral("winner")).size(), 1);
        QCOMPARE(r.log.ofType(QStringLiteral("fortune")).size(), 2);
    }

    // Every event of the historical actions (with odd orders too) and of the
    // mixed battle reads back through the strict reader to the same event and
    // the same JSON; between them they hold every kind.
    void everyEventReadsBackStrictly()
    {
        QList<NavalBattle> battles{mixedBattle()};
        const QStringList files = QDir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval"))
                                      .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files) {
            const NavalBattle b = scenario(f);
            battles.append(b);
            // Odd orders for the rarer kinds: everyone arrives together (the
            // windward is rolled); one side evades (at sea, in a harbor, all
            // but its first ship); nobody engages.
            for (int variant = 0; variant < 6; ++variant) {
                NavalBattle v = b;
                v.situation = {};
                const Side evader = variant % 2 ? C : U;
                bool first = true;
                for (Ship &s : v.ships) {
                    s.group = 0;
                    if (variant >= 1 && variant <= 4 && s.side == evader) {
                        if (variant <= 2 || !first)
                            s.orders.combat = CombatOrder::Evade;
                        first = false;
                    }
                    if (variant == 5)
                        s.orders.combat = CombatOrder::Accept;
                }
                v.location = variant == 2 ? NavalLocation::Harbor : variant >= 3 ? NavalLocation::Sea : v.location;
                battles.append(v);
            }
        }
        QSet<QString> kinds;
        for (const NavalBattle &b : battles)
            for (quint64 seed = 1; seed <= 10; ++seed) {
                const NavalResolution r = resolveNavalBattle(b, seed);
                for (const NavalEvent &event : r.log.events()) {
                    const QJsonObject e = navalEventToJson(event);
                    const NavalEvent back = navalEventFromJson(JsonNode(e, QStringLiteral("$"), QString()));
                    QVERIFY2(back == event, QJsonDocument(e).toJson(QJsonDocument::Compact).constData());
                    QCOMPARE(navalEventToJson(back), e);
                    kinds.insert(navalEventType(event));
                }
            }
        QCOMPARE(kinds.size(), navalEventTypeNames().size());
    }

    // The strict reader refuses what the writer never writes, naming the
    // JSON path: an unknown member, a wrong type, an unknown side or name, a
    // missing member, a marker where it does not belong, a roll's members
    // without the roll.
    void strictReaderRefuses_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown member")
            << QByteArray(R"({"type":"join","ship":"a","target":"b","text":"a engages b"})")
            << "$.text" << "unknown member \"text\"";
        QTest::newRow("wrong type")
            << QByteArray(R"({"type":"hit","firer":"a","target":"b","battery":false,"landed":true,"aimed":true,)"
                          R"("part":"hull","level":"2","menLost":3,"sunk":false,"destroyed":false})")
            << "$.level" << "expected an integer";
        QTest::newRow("unknown side")
            << QByteArray(R"({"type":"shelter","side":"french","ships":["a"]})") << "$.side"
            << "\"french\" is not one of union, confederate";
        QTest::newRow("unknown side in a by-side value")
            << QByteArray(R"({"type":"total","total":{"union":1,"confederate":2,"french":3}})") << "$.total.french"
            << "unknown member \"french\"";
        QTest::newRow("unknown winner")
            << QByteArray(R"({"type":"winner","winner":"french","lossShare":{"union":0,"confederate":0},)"
                          R"("before":{"union":1,"confederate":1},"after":{"union":1,"confederate":1},"breakShare":0.2})")
            << "$.winner" << "\"french\" is not one of union, confederate";
        QTest::newRow("unknown break-line result")
            << QByteArray(R"({"type":"break-line","reason":"pinned","side":"union","result":"none",)"
                          R"("atClose":{"union":0,"confederate":0},"ships":[],"pinned":true,)"
                          R"("breakLine":{"union":"won","confederate":"none"}})")
            << "$.breakLine.union" << "\"won\" is not one of";
        QTest::newRow("unknown type") << QByteArray(R"({"type":"broadside"})") << "$.type"
                                      << "\"broadside\" is not one of";
        QTest::newRow("missing member")
            << QByteArray(R"({"type":"flee","ship":"a","brokeOff":false})") << "$.to"
            << "missing required member \"to\"";
        QTest::newRow("pinned marker without a pinned reason")
            << QByteArray(R"({"type":"range","reason":"harbor","range":"close","side":"union","own":0,"theirs":0,)"
                          R"("pinned":true})")
            << "$.pinned" << "unexpected member \"pinned\"";
        QTest::newRow("pinned marker false")
            << QByteArray(R"({"type":"windward","side":"union","how":"pinned","pinned":false})") << "$.pinned"
            << "expected true";
        QTest::newRow("roll members without the roll")
            << QByteArray(R"({"type":"sink","ship":"a","reason":"trapped","hull":1,"propulsion":2,"chance":0.5,)"
                          R"("success":true})")
            << "$.chance" << "unknown member \"chance\"";
        QTest::newRow("a term of a roll")
            << QByteArray(R"({"type":"evasion-group","side":"confederate","ships":["a"],"leeward":false,)"
                          R"("chance":0.5,"roll":0.25,"success":true,"terms":[{"factor":"base","value":"half"}]})")
            << "$.terms[0].value" << "expected a number";
    }

    void strictReaderRefuses()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, message);
        QJsonParseError parse;
        const QJsonObject o = QJsonDocument::fromJson(json, &parse).object();
        QCOMPARE(parse.error, QJsonParseError::NoError);
        LoadError error;
        QVERIFY(!navalEventFromJson(o, &error).has_value());
        QCOMPARE(error.path, path);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
        bool thrown = false;
        try {
            navalEventFromJson(JsonNode(o, QStringLiteral("$"), QString()));
        } catch (const LoadFailure &f) {
            thrown = true;
            QCOMPARE(f.error().path, path);
        }
        QVERIFY(thrown);
    }

    // issue 21: the narrator words the real action for the result.
    void historyInWords()
    {
        const NavalBattle mobile = scenario(QStringLiteral("mobile-bay-1864-08-05.json"));
        const NavalNarrator n(mobile);
        QCOMPARE(n.historyText(), QStringLiteral("History: Union 315 (145 killed, 170 wounded), Confederates 292 (12 killed, "
                                                 "20 wounded, 260 missing or captured); a Union victory."));
        QCOMPARE(n.historicalFatesText(), QStringLiteral("Historically: USS Tecumseh sunk, CSS Tennessee captured, CSS Selma "
                                                         "captured, CSS Morgan fled, CSS Gaines sunk; 5 others afloat."));
        QCOMPARE(n.historicalFate(QStringLiteral("tennessee")), QStringLiteral("captured"));
        QCOMPARE(n.historicalFate(QStringLiteral("octorara")), QString());
        const NavalBattle roads8 = scenario(QStringLiteral("hampton-roads-1862-03-08.json"));
        QCOMPARE(NavalNarrator(roads8).historyText(),
                 QStringLiteral("History: Union 290, Confederates 45; a Confederate victory."));
        QCOMPARE(NavalNarrator(scenario(QStringLiteral("hampton-roads-1862-03-09.json"))).historicalFatesText(),
                 QStringLiteral("Historically every ship named stayed afloat."));
        const NavalBattle none = mixedBattle();
        QVERIFY(NavalNarrator(none).historyText().isEmpty());
        QVERIFY(NavalNarrator(none).historicalFatesText().isEmpty());
        HistoricalLosses l;
        l.total = 5;
        l.killed = 0;
        l.wounded = 5;
        l.missing = 0;
        QCOMPARE(NavalNarrator::historicalLossesText(l), QStringLiteral("5 (5 wounded)"));
    }

    // --- The historical actions (issue 21): the historical fates are the
    // usual ones (docs/SCENARIOS.md "Naval calibration"). 2,000 seeded
    // trials each: a rate's standard error is at most 1.1 points, and every
    // measured figure clears its bound by 6 points or more.
    void historicalActions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("what");
        QTest::addColumn<double>("minRate");
        QTest::newRow("8 March: the Confederates win") << "hampton-roads-1862-03-08.json" << "confederate" << 0.60;
        QTest::newRow("8 March: Cumberland lost") << "hampton-roads-1862-03-08.json" << "lost:cumberland" << 0.50;
        QTest::newRow("8 March: Congress lost") << "hampton-roads-1862-03-08.json" << "lost:congress" << 0.50;
        QTest::newRow("9 March: no victor") << "hampton-roads-1862-03-09.json" << "draw" << 0.40;
        QTest::newRow("9 March: both ironclads afloat") << "hampton-roads-1862-03-09.json" << "afloat:monitor+virginia"
                                                       << 0.50;
        QTest::newRow("Mobile Bay: the Union wins") << "mobile-bay-1864-08-05.json" << "union" << 0.80;
        QTest::newRow("Mobile Bay: Tennessee lost") << "mobile-bay-1864-08-05.json" << "lost:tennessee" << 0.70;
        QTest::newRow("Mobile Bay: Tennessee captured at least as often as sunk")
            << "mobile-bay-1864-08-05.json" << "captured-over-sunk:tennessee" << 0.0;
        QTest::newRow("Cherbourg: the Union wins") << "kearsarge-alabama-1864-06-19.json" << "union" << 0.70;
        QTest::newRow("Cherbourg: Alabama sunk") << "kearsarge-alabama-1864-06-19.json" << "sunk:alabama" << 0.40;
        QTest::newRow("Forts Jackson and St. Philip: the Union wins")
            << "forts-jackson-st-philip-1862-04-24.json" << "union" << 0.60;
        // Issue 26: three more actions.
        QTest::newRow("Port Royal: the Union wins") << "port-royal-1861-11-07.json" << "union" << 0.90;
        QTest::newRow("Memphis: the Union wins") << "memphis-1862-06-06.json" << "union" << 0.90;
        QTest::newRow("Memphis: General Beauregard lost") << "memphis-1862-06-06.json" << "lost:general-beauregard"
                                                           << 0.50;
        QTest::newRow("Charleston: the Confederates win") << "charleston-1863-04-07.json" << "confederate" << 0.60;
        QTest::newRow("Charleston: Keokuk sunk in at least one battle in seven")
            << "charleston-1863-04-07.json" << "sunk:keokuk" << 0.15;
    }

    void historicalActions()
    {
        QFETCH(QString, file);
        QFETCH(QString, what);
        QFETCH(double, minRate);
        const NavalBattle b = scenario(file);
        const int n = 2000;
        double rate = 0;
        const QStringList parts = what.split(QLatin1Char(':'));
        if (parts.size() == 1 && parts.at(0) == QLatin1String("draw")) {
            rate = runNavalTrials(b, 1, n).draws / double(n);
        } else if (parts.size() == 1) {
            rate = runNavalTrials(b, 1, n).wins[sideNames().indexOf(parts.at(0))] / double(n);
        } else if (parts.at(0) == QLatin1String("afloat")) {
            // Both ships afloat in the same battle.
            const QStringList ids = parts.at(1).split(QLatin1Char('+'));
            int both = 0;
            for (int k = 0; k < n; ++k) {
                const NavalResolution r = resolveNavalBattle(b, quint64(1 + k));
                bool all = true;
                for (const QString &id : ids)
                    all = all && r.outcome.ships.at(shipIndex(b, id)).fate == ShipFate::Afloat;
                both += all ? 1 : 0;
            }
            rate = both / double(n);
        } else {
            const NavalTrials t = runNavalTrials(b, 1, n);
            const int i = shipIndex(b, parts.at(1));
            QVERIFY(i >= 0);
            if (parts.at(0) == QLatin1String("lost"))
                rate = t.lostRate(i);
            else if (parts.at(0) == QLatin1String("sunk"))
                rate = t.fateRate(i, ShipFate::Sunk);
            else
                rate = t.fateRate(i, ShipFate::Captured) - t.fateRate(i, ShipFate::Sunk);
        }
        qInfo("%s %s: %.3f (at least %.2f)", qPrintable(file), qPrintable(what), rate, minRate);
        QVERIFY2(rate >= minRate, qPrintable(QString::number(rate)));
    }
};

QTEST_GUILESS_MAIN(TestNavalOutcome)
#include "tst_navaloutcome.moc"
