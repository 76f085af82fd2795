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
    LoadError e;
    const auto b = loadNavalBattle(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/") + name, &e);
    if (!b)
        qFatal("%s", qPrintable(e.text()));
    return *b;
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
        QTest::newRow("undamaged at range") << 0 << 0 << false << 0.0 << false << 0.05;
        QTest::newRow("hull damage raises it") << 2 << 0 << false << 0.0 << false << 0.15;
        QTest::newRow("propulsion damage counts double") << 0 << 2 << false << 0.0 << false << 0.25;
        QTest::newRow("at close quarters x1.5") << 2 << 2 << true << 0.0 << false << 0.525;
        QTest::newRow("winners' own propulsion damage lowers it") << 2 << 2 << false << 2.5 << false << 0.175;
        QTest::newRow("run past halves it") << 2 << 2 << false << 0.0 << true << 0.175;
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
        const NavalTrials t = runNavalTrials(b, 1, 1000);
        // Damage by strength (issue 12) spreads her fire over four targets
        // while theirs all falls on her: she wins, but less often than the
        // 85%+ of the old share-times-targets rule.
        QVERIFY2(t.wins[0] >= 550, qPrintable(QString::number(t.wins[0])));
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
            const auto back = navalEventFromJson(e);
            QVERIFY(back.has_value());
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

    // --- The historical actions: plausible results (docs/RULES.md) ---
    void historicalActions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("side");
        QTest::addColumn<double>("minRate");
        QTest::addColumn<double>("maxRate");
        QTest::newRow("Hampton Roads, 8 March: Virginia usually wins")
            << "hampton-roads-1862-03-08.json" << int(C) << 0.60 << 0.95;
        QTest::newRow("Hampton Roads, 9 March: no side is sure of it")
            << "hampton-roads-1862-03-09.json" << int(U) << 0.20 << 0.70;
        QTest::newRow("Forts Jackson and St. Philip: Farragut's gamble, won about half the time or more")
            << "forts-jackson-st-philip-1862-04-24.json" << int(U) << 0.45 << 0.90;
        QTest::newRow("Mobile Bay: the Union nearly always wins")
            << "mobile-bay-1864-08-05.json" << int(U) << 0.85 << 1.0;
        QTest::newRow("Kearsarge usually beats Alabama")
            << "kearsarge-alabama-1864-06-19.json" << int(U) << 0.65 << 0.95;
    }

    void historicalActions()
    {
        QFETCH(QString, file);
        QFETCH(int, side);
        QFETCH(double, minRate);
        QFETCH(double, maxRate);
        const NavalTrials t = runNavalTrials(scenario(file), 1, 1000);
        const double rate = t.wins[side] / 1000.0;
        qInfo("%s: union %.3f confederate %.3f draw %.3f; laurels %.2f / %.2f", qPrintable(file), t.wins[0] / 1000.0,
              t.wins[1] / 1000.0, t.draws / 1000.0, t.laurels[0] / 1000.0, t.laurels[1] / 1000.0);
        QVERIFY2(rate >= minRate && rate <= maxRate, qPrintable(QString::number(rate)));
    }
};

QTEST_GUILESS_MAIN(TestNavalOutcome)
#include "tst_navaloutcome.moc"
