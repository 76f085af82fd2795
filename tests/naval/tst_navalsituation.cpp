// RULES §16, the seed's "Joining battle" and "Determining battle positions":
// one row per sentence of the seed. Deterministic rules are checked on many
// seeds; chances exactly (the chance functions) and through the whole
// situation with 10,000 seeded battles within 4 standard errors.

#include "navaltestutil.h"

#include "naval/navalsituation.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace hardtack;
using namespace hardtack::test;

using Builder = std::function<NavalBattle()>;
Q_DECLARE_METATYPE(Builder)

namespace {

constexpr Side U = Side::Union;
constexpr Side C = Side::Confederate;
constexpr auto Engage = CombatOrder::Engage;
constexpr auto Accept = CombatOrder::Accept;
constexpr auto Evade = CombatOrder::Evade;
constexpr auto RunPast = CombatOrder::RunPast;
constexpr auto Range = DistanceOrder::Range;
constexpr auto Close = DistanceOrder::Close;
constexpr auto Break = FormationOrder::BreakLine;
constexpr auto Line = FormationOrder::LineAhead;

// Fraction of `trials` seeded situations for which pred holds.
double frequency(const NavalBattle &b, int trials, const std::function<bool(const NavalSituation &)> &pred)
{
    int hits = 0;
    for (int k = 0; k < trials; ++k)
        hits += pred(situationOf(b, 1000 + quint64(k))) ? 1 : 0;
    return double(hits) / trials;
}

NavalBattle withShips(NavalLocation loc, std::initializer_list<Ship> ships, bool onshore = false)
{
    NavalBattle b = makeBattle(loc, onshore);
    for (const Ship &s : ships)
        b.ships.append(s);
    return b;
}

} // namespace

class TestNavalSituation : public QObject
{
    Q_OBJECT

private slots:
    // --- Joining battle ---------------------------------------------------
    void joining_data()
    {
        QTest::addColumn<Builder>("build");
        QTest::addColumn<bool>("battle");
        const auto S = [](const char *id, Side side, ShipType t, CombatOrder o) { return makeShip(id, side, t, o); };

        QTest::newRow("no battle unless a ship engages or runs past: all accept")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::GB, Accept), S("c", C, ShipType::GB, Accept)}); })
            << false;
        QTest::newRow("no battle: accept against evade")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::GB, Accept), S("c", C, ShipType::GB, Evade)}); })
            << false;
        QTest::newRow("engage brings on battle")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::GB, Engage), S("c", C, ShipType::GB, Accept)}); })
            << true;
        QTest::newRow("run past brings on battle")
            << Builder([=] { return withShips(NavalLocation::River, {S("u", U, ShipType::RG, RunPast), S("c", C, ShipType::RG, Accept)}); })
            << true;
        QTest::newRow("engaging an evading enemy still brings on battle")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::GB, Engage), S("c", C, ShipType::GB, Evade)}); })
            << true;
        QTest::newRow("in harbors any ship can engage any other: frigate on ship of the line")
            << Builder([=] { return withShips(NavalLocation::Harbor, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)}); })
            << true;
        QTest::newRow("coastal waters with onshore winds: frigate on ship of the line")
            << Builder([=] { return withShips(NavalLocation::Coastal, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)}, true); })
            << true;
        QTest::newRow("at sea a frigate cannot engage an enemy ship of the line")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)}); })
            << false;
        QTest::newRow("coastal waters without onshore winds: frigate cannot engage a ship of the line")
            << Builder([=] { return withShips(NavalLocation::Coastal, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)}, false); })
            << false;
        QTest::newRow("at sea a frigate cannot engage transports with an allied ship of the line present")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Engage), S("c1", C, ShipType::TR, Accept),
                                                                   S("c2", C, ShipType::SL, Accept)}); })
            << false;
        QTest::newRow("at sea a frigate can engage transports without a ship of the line")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Engage), S("c1", C, ShipType::TR, Accept),
                                                                   S("c2", C, ShipType::GB, Accept)}); })
            << true;
        QTest::newRow("at sea a frigate can engage a gunboat beside a ship of the line")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Engage), S("c1", C, ShipType::SL, Accept),
                                                                   S("c2", C, ShipType::GB, Accept)}); })
            << true;
        QTest::newRow("the restriction is only for frigates: a gunboat engages a ship of the line")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::GB, Engage), S("c", C, ShipType::SL, Accept)}); })
            << true;
        QTest::newRow("the ship of the line may engage the frigate")
            << Builder([=] { return withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Accept), S("c", C, ShipType::SL, Engage)}); })
            << true;
        QTest::newRow("rivers are not restricted by the seed")
            << Builder([=] { return withShips(NavalLocation::River, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)}); })
            << true;
        QTest::newRow("a frigate may engage a battery")
            << Builder([=] {
                   NavalBattle b = withShips(NavalLocation::Sea, {S("u", U, ShipType::FR, Engage), S("c", C, ShipType::SL, Accept)});
                   b.batteries.append(makeBattery("fort", C, 300, 3));
                   return b;
               })
            << true;
    }

    void joining()
    {
        QFETCH(Builder, build);
        QFETCH(bool, battle);
        const NavalBattle b = build();
        QCOMPARE(battleJoins(b, nullptr), battle);
        for (quint64 seed : {1ull, 2ull, 99ull})
            QCOMPARE(situationOf(b, seed).battle, battle);
        if (!battle) {
            const NavalSituation s = situationOf(b, 5);
            for (const ShipPlacement &p : s.ships)
                QVERIFY(!p.fights && !p.evaded);
        }
    }

    // --- Windward ----------------------------------------------------------
    void windward_data()
    {
        QTest::addColumn<QList<int>>("unionGroups");
        QTest::addColumn<QList<int>>("confederateGroups");
        QTest::addColumn<int>("windward"); // 0 union, 1 confederate, -1 tie
        QTest::newRow("two groups: the group to windward fights from windward") << QList<int>{0} << QList<int>{1} << 0;
        QTest::newRow("two groups, the other way") << QList<int>{3} << QList<int>{2} << 1;
        QTest::newRow("the seed's example: U, C, U, C from windward: the Confederates have the group furthest to leeward")
            << QList<int>{0, 2} << QList<int>{1, 3} << 0;
        QTest::newRow("U, C, U: the Union has the group furthest to leeward and fights from leeward")
            << QList<int>{0, 2} << QList<int>{1} << 1;
        QTest::newRow("C, U, C, U") << QList<int>{1, 3} << QList<int>{0, 2} << 1;
        QTest::newRow("level to leeward: the group furthest to windward decides") << QList<int>{0, 2} << QList<int>{1, 2} << 0;
        QTest::newRow("all in one group: a tie") << QList<int>{0, 0} << QList<int>{0} << -1;
    }

    void windward()
    {
        QFETCH(QList<int>, unionGroups);
        QFETCH(QList<int>, confederateGroups);
        QFETCH(int, windward);
        NavalBattle b = makeBattle(NavalLocation::Sea);
        int k = 0;
        for (int g : unionGroups)
            b.ships.append(makeShip(QStringLiteral("u%1").arg(k++), U, ShipType::GB, Engage, Range, g));
        for (int g : confederateGroups)
            b.ships.append(makeShip(QStringLiteral("c%1").arg(k++), C, ShipType::GB, Accept, Range, g));
        const auto w = windwardFromGroups(b);
        if (windward < 0) {
            QVERIFY(!w);
            verifyFrequency(frequency(b, 10000, [](const NavalSituation &s) { return s.windward == U; }), 0.5, 10000);
            return;
        }
        QVERIFY(w);
        QCOMPARE(int(*w), windward);
        QCOMPARE(int(situationOf(b, 3).windward), windward);
        // The windward side gets ×1.1 in its strength.
        const NavalSituation s = situationOf(b, 3);
        for (int i = 0; i < b.ships.size(); ++i)
            QCOMPARE(s.circumstancesOf(b, i).windward, int(b.ships.at(i).side) == windward);
        // A pinned situation overrides the groups.
        b.situation.windward = otherSide(Side(windward));
        QCOMPARE(situationOf(b, 3).windward, otherSide(Side(windward)));
    }

    // --- Range ---------------------------------------------------------------
    void rangeRule_data()
    {
        QTest::addColumn<Builder>("build");
        QTest::addColumn<QString>("range");
        QTest::newRow("battles in harbors are always at close quarters")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Harbor);
                   addShips(b, 2, "u", U, ShipType::GB, Engage, Range);
                   addShips(b, 2, "c", C, ShipType::GB, Accept, Range);
                   return b;
               })
            << "close";
        QTest::newRow("all ships want range: it is done")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 2, "u", U, ShipType::GB, Engage, Range);
                   addShips(b, 3, "c", C, ShipType::GB, Accept, Range);
                   return b;
               })
            << "range";
        QTest::newRow("all ships want close quarters: it is done")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::River);
                   addShips(b, 2, "u", U, ShipType::RG, Engage, Close);
                   addShips(b, 3, "c", C, ShipType::RG, Accept, Close);
                   return b;
               })
            << "close";
        QTest::newRow("at least half as many closing: its ships at range fight at range automatically")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 2, "uc", U, ShipType::GB, Engage, Close);
                   addShips(b, 2, "ur", U, ShipType::GB, Engage, Range);
                   addShips(b, 4, "c", C, ShipType::GB, Accept, Close);
                   return b;
               })
            << "mixed";
        QTest::newRow("a pinned range wins over the harbor")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Harbor);
                   addShips(b, 2, "u", U, ShipType::GB, Engage, Close);
                   addShips(b, 2, "c", C, ShipType::GB, Accept, Close);
                   b.situation.range = DistanceOrder::Range;
                   return b;
               })
            << "range";
    }

    void rangeRule()
    {
        QFETCH(Builder, build);
        QFETCH(QString, range);
        const NavalBattle b = build();
        for (quint64 seed = 1; seed <= 50; ++seed) {
            const NavalSituation s = situationOf(b, seed);
            QCOMPARE(s.rangeName(b), range);
            for (int i = 0; i < b.ships.size(); ++i) {
                const Ship &ship = b.ships.at(i);
                // In the "at least half" row: closers close, the Union's ships at range stay there.
                if (range == QLatin1String("mixed"))
                    QCOMPARE(s.ships[i].close, ship.orders.distance == Close);
            }
        }
    }

    void closingChance_data()
    {
        QTest::addColumn<bool>("windwardGauge");
        QTest::addColumn<double>("closers");
        QTest::addColumn<double>("targets");
        QTest::addColumn<double>("expected");
        QTest::newRow("high with the windward gauge: 70%") << true << 2.0 << 2.0 << 0.70;
        QTest::newRow("low from leeward: 30%") << false << 2.0 << 2.0 << 0.30;
        QTest::newRow("better closers +5% per step") << true << 4.0 << 2.0 << 0.80;
        QTest::newRow("better targets -5% per step") << false << 2.0 << 3.0 << 0.25;
    }

    void closingChance()
    {
        QFETCH(bool, windwardGauge);
        QFETCH(double, closers);
        QFETCH(double, targets);
        QFETCH(double, expected);
        QVERIFY(std::abs(hardtack::closingChance(windwardGauge, closers, targets).value() - expected) < 1e-12);
    }

    void closingAgainstARangeSide_data()
    {
        QTest::addColumn<bool>("closersWindward");
        QTest::addColumn<double>("chance");
        QTest::newRow("closing ships with the windward gauge: 70%") << true << 0.70;
        QTest::newRow("closing ships to leeward: 30%") << false << 0.30;
    }

    void closingAgainstARangeSide()
    {
        // All Confederate ships want range; some Union ships want to close and
        // may try: one roll; success brings the closers and their targets to
        // close quarters, failure leaves everyone at range. The closers get
        // the closing factor either way.
        QFETCH(bool, closersWindward);
        QFETCH(double, chance);
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 2, "uc", U, ShipType::GB, Engage, Close, Line, closersWindward ? 0 : 1);
        addShips(b, 1, "ur", U, ShipType::GB, Engage, Range, Line, closersWindward ? 0 : 1);
        addShips(b, 3, "c", C, ShipType::GB, Accept, Range, Line, closersWindward ? 1 : 0);
        const int n = 10000;
        int closed = 0;
        for (int k = 0; k < n; ++k) {
            const NavalSituation s = situationOf(b, quint64(k));
            const bool c = s.ships[shipIndex(b, "uc0")].close;
            QCOMPARE(s.ships[shipIndex(b, "uc1")].close, c);
            QCOMPARE(s.ships[shipIndex(b, "c0")].close, c);
            QVERIFY(!s.ships[shipIndex(b, "ur0")].close);
            QCOMPARE(s.rangeName(b), c ? QStringLiteral("mixed") : QStringLiteral("range"));
            QVERIFY(s.ships[shipIndex(b, "uc0")].closing);
            QVERIFY(!s.ships[shipIndex(b, "ur0")].closing);
            QVERIFY(!s.ships[shipIndex(b, "c0")].closing);
            closed += c ? 1 : 0;
        }
        verifyFrequency(double(closed) / n, chance, n);
    }

    void fewerThanHalfClosing()
    {
        // Union: 1 closing, 2 at range; Confederates: 3 closing (windward).
        // 1 is fewer than half of 3, so the Confederates have the closing
        // chance (70%) against the Union ships at range, in addition to the
        // ships already at close quarters.
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 1, "uc", U, ShipType::GB, Engage, Close, Line, 1);
        addShips(b, 2, "ur", U, ShipType::GB, Engage, Range, Line, 1);
        addShips(b, 3, "c", C, ShipType::GB, Accept, Close, Line, 0);
        const int n = 10000;
        int closed = 0;
        for (int k = 0; k < n; ++k) {
            const NavalSituation s = situationOf(b, quint64(k));
            QVERIFY(s.ships[shipIndex(b, "uc0")].close);
            QVERIFY(s.ships[shipIndex(b, "c2")].close);
            const bool c = s.ships[shipIndex(b, "ur0")].close;
            QCOMPARE(s.ships[shipIndex(b, "ur1")].close, c);
            closed += c ? 1 : 0;
        }
        verifyFrequency(double(closed) / n, 0.70, n);
    }

    // --- Breaking the line ----------------------------------------------------
    void breakLineRule_data()
    {
        QTest::addColumn<int>("unionAtClose");
        QTest::addColumn<int>("unionTrying");
        QTest::addColumn<int>("confederateAtClose");
        QTest::addColumn<int>("confederateTrying");
        QTest::addColumn<QString>("unionResult"); // "rolled" when a roll decides
        QTest::addColumn<QString>("confederateResult");
        QTest::newRow("fewer than three ships at close quarters on one side: nobody breaks")
            << 4 << 4 << 2 << 0 << "none" << "none";
        QTest::newRow("all ships on both sides try: general melee") << 3 << 3 << 4 << 4 << "melee" << "melee";
        QTest::newRow("a side with three trying gets a chance") << 4 << 3 << 3 << 0 << "rolled" << "none";
        QTest::newRow("a side with only two trying gets none") << 4 << 2 << 3 << 0 << "none" << "none";
        QTest::newRow("both sides with three trying, not all: both roll") << 4 << 3 << 5 << 3 << "rolled" << "rolled";
        QTest::newRow("one side all trying, the other not all: no melee") << 3 << 3 << 4 << 2 << "rolled" << "none";
    }

    void breakLineRule()
    {
        QFETCH(int, unionAtClose);
        QFETCH(int, unionTrying);
        QFETCH(int, confederateAtClose);
        QFETCH(int, confederateTrying);
        QFETCH(QString, unionResult);
        QFETCH(QString, confederateResult);
        NavalBattle b = makeBattle(NavalLocation::Harbor);
        addShips(b, unionTrying, "ub", U, ShipType::GB, Engage, Close, Break);
        addShips(b, unionAtClose - unionTrying, "ul", U, ShipType::GB, Engage, Close, Line);
        addShips(b, confederateTrying, "cb", C, ShipType::GB, Accept, Close, Break);
        addShips(b, confederateAtClose - confederateTrying, "cl", C, ShipType::GB, Accept, Close, Line);
        const QString expected[2] = {unionResult, confederateResult};
        const int n = 10000;
        std::array<int, 2> succeeded{0, 0};
        for (int k = 0; k < n; ++k) {
            const NavalSituation s = situationOf(b, quint64(k));
            for (int side = 0; side < 2; ++side) {
                const QString got = breakLineResultNames().at(int(s.breakLine[side]));
                if (expected[side] == QLatin1String("rolled"))
                    QVERIFY2(got == QLatin1String("succeeded") || got == QLatin1String("failed"), qPrintable(got));
                else
                    QCOMPARE(got, expected[side]);
                succeeded[side] += got == QLatin1String("succeeded") ? 1 : 0;
            }
            if (k >= 200 && expected[0] != QLatin1String("rolled") && expected[1] != QLatin1String("rolled"))
                return;
        }
        for (int side = 0; side < 2; ++side)
            if (expected[side] == QLatin1String("rolled"))
                verifyFrequency(double(succeeded[side]) / n, 0.5, n); // 50%, equal quality
    }

    void breakLineChance()
    {
        QVERIFY(std::abs(hardtack::breakLineChance(2, 2).value() - 0.50) < 1e-12);
        QVERIFY(std::abs(hardtack::breakLineChance(4, 2).value() - 0.60) < 1e-12);
        QVERIFY(std::abs(hardtack::breakLineChance(2, 3).value() - 0.45) < 1e-12);
    }

    void pinnedBreakLine()
    {
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 1, "u", U, ShipType::GB, Engage, Close, Break);
        addShips(b, 1, "c", C, ShipType::GB, Accept, Close, Break);
        b.situation.breakLinePinned = true;
        b.situation.breakLine = {BreakLineResult::Succeeded, BreakLineResult::Failed};
        const NavalSituation s = situationOf(b, 1);
        QCOMPARE(s.breakLine[0], BreakLineResult::Succeeded);
        QCOMPARE(s.breakLine[1], BreakLineResult::Failed);
    }
};

QTEST_GUILESS_MAIN(TestNavalSituation)
#include "tst_navalsituation.moc"
