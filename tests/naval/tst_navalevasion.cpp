// RULES §16, the seed's evasion: the three special cases, group evasion
// (all or none), individual evasion with the "at least half as many
// fighting" rule, and the chances (leeward/windward, onshore winds, quality,
// wind). Deterministic rows on many seeds; chances exactly and through whole
// situations with 10,000 seeded battles within 4 standard errors.

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
constexpr auto Range = DistanceOrder::Range;
constexpr auto Line = FormationOrder::LineAhead;

bool evaded(const NavalBattle &b, const NavalSituation &s, const QString &id)
{
    return s.ships[shipIndex(b, id)].evaded;
}

} // namespace

class TestNavalEvasion : public QObject
{
    Q_OBJECT

private slots:
    // --- Evasion: deterministic rows ---------------------------------------
    void evasionRule_data()
    {
        QTest::addColumn<Builder>("build");
        QTest::addColumn<QString>("ship");
        QTest::addColumn<bool>("evades");
        QTest::addColumn<bool>("shelters");

        QTest::newRow("ships with accept do not try to evade")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 1, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "c", C, ShipType::GB, Accept);
                   addShips(b, 1, "e", C, ShipType::GB, Evade);
                   return b;
               })
            << "c0" << false << false;
        QTest::newRow("ships with run past do not try to evade")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 3, "u", U, ShipType::GB, Evade);
                   addShips(b, 1, "c", C, ShipType::GB, CombatOrder::RunPast);
                   return b;
               })
            << "c0" << false << false;
        QTest::newRow("in a harbor evasion is not possible")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Harbor);
                   addShips(b, 1, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "c", C, ShipType::GB, Evade);
                   return b;
               })
            << "c0" << false << false;
        QTest::newRow("in a river mouth evasion is not possible")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::RiverMouth);
                   addShips(b, 1, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "c", C, ShipType::GB, Evade);
                   return b;
               })
            << "c0" << false << false;
        QTest::newRow("transports of a side outnumbered more than twice in warships cannot evade")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 3, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "c", C, ShipType::GB, Accept);
                   addShips(b, 1, "t", C, ShipType::TR, Evade);
                   return b;
               })
            << "t0" << false << false;
        QTest::newRow("exactly twice as many warships: the transport evades (1 fighting is half of 2)")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 2, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "c", C, ShipType::GB, Accept);
                   addShips(b, 1, "t", C, ShipType::TR, Evade);
                   return b;
               })
            << "t0" << true << false;
        QTest::newRow("only one side has ironclads: its wooden ships shelter among them")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 3, "u", U, ShipType::GB, Engage);
                   addShips(b, 1, "ic", C, ShipType::IC, Accept);
                   addShips(b, 1, "c", C, ShipType::GB, Evade);
                   return b;
               })
            << "c0" << true << true;
        QTest::newRow("a side entirely evading shelters its wooden ships among its ironclads too")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 3, "u", U, ShipType::FR, Engage);
                   addShips(b, 1, "ic", C, ShipType::IC, Evade);
                   addShips(b, 2, "c", C, ShipType::GB, Evade);
                   return b;
               })
            << "c1" << true << true;
        QTest::newRow("at least half as many fighting on the evader's side: evasion is automatic")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 4, "u", U, ShipType::GB, Engage);
                   addShips(b, 2, "c", C, ShipType::GB, Accept);
                   addShips(b, 1, "e", C, ShipType::GB, Evade);
                   return b;
               })
            << "e0" << true << false;
        QTest::newRow("automatic evasion even to windward")
            << Builder([] {
                   NavalBattle b = makeBattle(NavalLocation::Sea);
                   addShips(b, 2, "u", U, ShipType::GB, Engage, Range, Line, 1);
                   addShips(b, 1, "c", C, ShipType::GB, Accept, Range, Line, 0);
                   addShips(b, 1, "e", C, ShipType::GB, Evade, Range, Line, 0);
                   return b;
               })
            << "e0" << true << false;
    }

    void evasionRule()
    {
        QFETCH(Builder, build);
        QFETCH(QString, ship);
        QFETCH(bool, evades);
        QFETCH(bool, shelters);
        const NavalBattle b = build();
        for (quint64 seed = 1; seed <= 50; ++seed) {
            const NavalSituation s = situationOf(b, seed);
            QVERIFY(s.battle);
            const ShipPlacement &p = s.ships[shipIndex(b, ship)];
            QCOMPARE(p.evaded, evades);
            QCOMPARE(p.fights, !evades);
            QCOMPARE(p.sheltered, shelters);
            QCOMPARE(s.evadedIds(b).contains(ship), evades);
        }
    }

    // --- Evasion: chances ----------------------------------------------------
    void evasionChance_data()
    {
        QTest::addColumn<int>("location");
        QTest::addColumn<bool>("onshore");
        QTest::addColumn<int>("wind");
        QTest::addColumn<bool>("leeward");
        QTest::addColumn<double>("evaders");
        QTest::addColumn<double>("pursuers");
        QTest::addColumn<double>("expected");
        const int sea = int(NavalLocation::Sea), coastal = int(NavalLocation::Coastal);
        const int moderate = int(Wind::Moderate);
        QTest::newRow("much higher to leeward: 70%") << sea << false << moderate << true << 2.0 << 2.0 << 0.70;
        QTest::newRow("to windward: 30%") << sea << false << moderate << false << 2.0 << 2.0 << 0.30;
        QTest::newRow("leeward on a port's coast with onshore winds: low, 15%") << coastal << true << moderate << true << 2.0 << 2.0 << 0.15;
        QTest::newRow("leeward on a coast without onshore winds: 70%") << coastal << false << moderate << true << 2.0 << 2.0 << 0.70;
        QTest::newRow("windward with onshore winds: 30%") << coastal << true << moderate << false << 2.0 << 2.0 << 0.30;
        QTest::newRow("better evaders: +5% per quality step") << sea << false << moderate << true << 4.0 << 2.0 << 0.80;
        QTest::newRow("better pursuers: -5% per quality step") << sea << false << moderate << false << 1.0 << 3.0 << 0.20;
        QTest::newRow("fractional average quality") << sea << false << moderate << true << 2.5 << 2.0 << 0.725;
        QTest::newRow("light winds help evasion: +10%") << sea << false << int(Wind::Light) << true << 2.0 << 2.0 << 0.80;
        QTest::newRow("strong winds hinder evasion: -10%") << sea << false << int(Wind::Strong) << false << 2.0 << 2.0 << 0.20;
        QTest::newRow("clamped at 100%") << sea << false << int(Wind::Light) << true << 4.0 << 0.0 << 1.0;
        QTest::newRow("clamped at 0%") << coastal << true << int(Wind::Strong) << true << 0.0 << 4.0 << 0.0;
    }

    void evasionChance()
    {
        QFETCH(int, location);
        QFETCH(bool, onshore);
        QFETCH(int, wind);
        QFETCH(bool, leeward);
        QFETCH(double, evaders);
        QFETCH(double, pursuers);
        QFETCH(double, expected);
        const NavalBattle b = makeBattle(NavalLocation(location), onshore, Wind(wind));
        QVERIFY(std::abs(hardtack::evasionChance(b, leeward, evaders, pursuers).value() - expected) < 1e-12);
    }

    void groupEvasionIsAllOrNone_data()
    {
        QTest::addColumn<bool>("leeward");
        QTest::addColumn<double>("chance");
        QTest::newRow("evaders to leeward, 70%") << true << 0.70;
        QTest::newRow("evaders to windward, 30%") << false << 0.30;
    }

    void groupEvasionIsAllOrNone()
    {
        QFETCH(bool, leeward);
        QFETCH(double, chance);
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 3, "u", U, ShipType::GB, Evade, Range, Line, leeward ? 1 : 0);
        addShips(b, 2, "c", C, ShipType::GB, Engage, Range, Line, leeward ? 0 : 1);
        const int n = 10000;
        int all = 0;
        for (int k = 0; k < n; ++k) {
            const NavalSituation s = situationOf(b, quint64(k));
            const int count = int(s.evadedIds(b).size());
            QVERIFY2(count == 0 || count == 3, "either all evade or none");
            all += count == 3 ? 1 : 0;
        }
        verifyFrequency(double(all) / n, chance, n);
    }

    void individualEvasionIsRolledWhenFewerThanHalfFight()
    {
        // 1 Union ship fights against 3: fewer than half, so each evader rolls
        // its own chance: leeward 70% with a good ship (+5%) against average pursuers.
        NavalBattle b = makeBattle(NavalLocation::Sea);
        addShips(b, 1, "u", U, ShipType::GB, Accept, Range, Line, 1);
        addShips(b, 2, "e", U, ShipType::GB, Evade, Range, Line, 1);
        b.ships[shipIndex(b, "e1")].quality = NavalQuality::Good;
        addShips(b, 3, "c", C, ShipType::GB, Engage, Range, Line, 0);
        const int n = 10000;
        int e0 = 0, e1 = 0, both = 0;
        for (int k = 0; k < n; ++k) {
            const NavalSituation s = situationOf(b, quint64(k));
            e0 += evaded(b, s, "e0");
            e1 += evaded(b, s, "e1");
            both += evaded(b, s, "e0") && evaded(b, s, "e1");
        }
        verifyFrequency(double(e0) / n, 0.70, n);
        verifyFrequency(double(e1) / n, 0.75, n);
        verifyFrequency(double(both) / n, 0.70 * 0.75, n); // independent rolls
    }
};

QTEST_GUILESS_MAIN(TestNavalEvasion)
#include "tst_navalevasion.moc"
