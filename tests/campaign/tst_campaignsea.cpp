// The sea in the campaign (docs/RULES.md "Campaign: waters", "weather",
// "forts", "naval battles", "armies at sea"), on the small test war
// (tests/data/campaign/small.json) with its Chesapeake made coastal waters,
// a sea zone off the capes, a Confederate fort at Norfolk and transports:
// Union cities Washington and Baltimore (ports), Confederate Richmond and
// Norfolk (ports); the Union squadron (a frigate and a ship of the line) lies
// in the Chesapeake, the Confederate gunboat at Norfolk.

#include "campaigntestutil.h"
#include "ai/naval/navalai.h"

#include "campaign/campaigngame.h"
#include "campaign/campaignrules.h"
#include "campaign/landbattle.h"
#include "core/rules/terrain.h"
#include "naval/navalengine.h"
#include "naval/navalsituation.h"

#include <QTest>

using namespace hardtack;
using namespace hardtack::campaignrules;

Q_DECLARE_METATYPE(hardtack::CampaignOrder)
Q_DECLARE_METATYPE(hardtack::OrderProblem)

namespace {

Ship makeShip(const QString &id, Side side, ShipType type)
{
    Ship s;
    s.id = id;
    s.name = id;
    s.side = side;
    s.type = type;
    s.complement = shipTypeInfo(type).complement;
    s.experience = 16;
    return s;
}

Fleet makeFleet(const QString &id, Side side, const QString &at, QVector<Ship> ships)
{
    Fleet f;
    f.id = id;
    f.name = id;
    f.side = side;
    f.location = at;
    f.ships = std::move(ships);
    return f;
}

// The small war with coastal waters, a sea zone and (when asked) a fort.
CampaignScenario seaWar(bool fort)
{
    CampaignScenario war = test::smallWar();
    war.zones[war.zoneIndex(QStringLiteral("chesapeake"))].kind = NavalLocation::Coastal;
    Zone capes;
    capes.id = QStringLiteral("capes");
    capes.name = QStringLiteral("Off the Capes");
    capes.kind = NavalLocation::Sea;
    war.zones.append(capes);
    war.connections.append({QStringLiteral("chesapeake"), QStringLiteral("capes"), LinkKind::Sea, 1});
    if (fort) {
        Fort f;
        f.city = QStringLiteral("norfolk");
        f.waters = QStringLiteral("chesapeake");
        f.battery.id = QStringLiteral("sewells-point");
        f.battery.name = QStringLiteral("Sewell's Point");
        f.battery.men = 300;
        f.battery.batteries = 3;
        f.battery.experience = 4;
        war.forts.append(f);
    }
    return war;
}

// Seeds whose first turn has the wind onshore (true) or not (false).
quint64 seedWithOnshore(const CampaignScenario &war, bool onshore)
{
    for (quint64 seed = 1; seed < 200; ++seed)
        if (CampaignGame(war, seed).weather().onshore == onshore)
            return seed;
    qFatal("no seed with that weather");
    return 0;
}

const BattleReport *navalReport(const TurnReport &r)
{
    for (const BattleReport &b : r.battles)
        if (b.naval)
            return &b;
    return nullptr;
}

} // namespace

class TestCampaignSea : public QObject
{
    Q_OBJECT

private slots:
    void theWatersAndTheWeatherOfTheTurnGoToTheBattle()
    {
        const CampaignScenario war = seaWar(false);
        for (const bool onshore : {false, true}) {
            CampaignGame game(war, seedWithOnshore(war, onshore));
            game.setNavalPlayers(navalOrders);
            QCOMPARE(game.watersOf(QStringLiteral("chesapeake")), NavalLocation::Coastal);
            QCOMPARE(game.watersOf(QStringLiteral("capes")), NavalLocation::Sea);
            QCOMPARE(game.watersOf(QStringLiteral("norfolk")), NavalLocation::Harbor); // a port's waters
            QVERIFY(game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"),
                                                       QStringLiteral("chesapeake")))
                    == OrderProblem::None);
            game.beginTurn();
            QCOMPARE(game.navalBattles().size(), 1);
            const NavalBattle b = game.navalBattles().first();
            QCOMPARE(b.location, NavalLocation::Coastal);
            QCOMPARE(b.wind, game.weather().wind);
            QCOMPARE(b.onshoreWind, onshore);
        }
    }

    void theWeatherFollowsTheSeasons()
    {
        // Winter blows harder: over many seeds, strong winds in a January
        // turn come out at 2/6, in a July turn at 1/6 (campaignrules.h).
        CampaignScenario war = seaWar(false);
        const int n = 3000;
        for (const auto &[month, strong, onshore] : {std::tuple{1, 2.0 / 6, 3.0 / 6}, std::tuple{7, 1.0 / 6, 2.0 / 6}}) {
            war.start.date = QDate(1862, month, 1);
            int s = 0, o = 0;
            for (int seed = 1; seed <= n; ++seed) {
                const CampaignGame g(war, quint64(seed));
                s += g.weather().wind == Wind::Strong;
                o += g.weather().onshore;
            }
            // Four standard errors either side of the exact chance.
            QVERIFY2(std::abs(double(s) / n - strong) < 4 * std::sqrt(strong * (1 - strong) / n), qPrintable(QString::number(s)));
            QVERIFY2(std::abs(double(o) / n - onshore) < 4 * std::sqrt(onshore * (1 - onshore) / n), qPrintable(QString::number(o)));
        }
    }

    void anOnshoreWindLetsAFrigateEngageAShipOfTheLine()
    {
        // RULES §16: in coastal waters without an onshore wind a frigate
        // cannot engage a ship of the line; with one it can.
        CampaignScenario war = seaWar(false);
        war.fleets[0] = makeFleet(QStringLiteral("nabs"), Side::Union, QStringLiteral("chesapeake"),
                                  {makeShip(QStringLiteral("frigate"), Side::Union, ShipType::FR)});
        war.fleets[1] = makeFleet(QStringLiteral("james-squadron"), Side::Confederate, QStringLiteral("norfolk"),
                                  {makeShip(QStringLiteral("liner"), Side::Confederate, ShipType::SL)});
        for (const bool onshore : {false, true}) {
            CampaignGame game(war, seedWithOnshore(war, onshore));
            game.setNavalPlayers(navalOrders);
            game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"),
                                               QStringLiteral("chesapeake")));
            game.beginTurn();
            NavalBattle b = game.navalBattles().first();
            for (Ship &s : b.ships)
                s.orders.combat = s.side == Side::Union ? CombatOrder::Engage : CombatOrder::Accept;
            QCOMPARE(battleJoins(b, nullptr), onshore);
        }
    }

    void arrivalOrderSetsTheWindward()
    {
        // The Union squadron lay in the Chesapeake from the start; the
        // Confederate gunboat comes in: the Union holds the weather gauge.
        CampaignGame game(seaWar(false), 3);
        game.setNavalPlayers(navalOrders);
        game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"), QStringLiteral("chesapeake")));
        game.beginTurn();
        const NavalBattle b = game.navalBattles().first();
        for (const Ship &s : b.ships)
            QCOMPARE(s.group, s.side == Side::Union ? 0 : 1);
        QCOMPARE(windwardFromGroups(b), std::optional<Side>(Side::Union));

        // The other way about: the Confederates wait in the Chesapeake.
        CampaignScenario war = seaWar(false);
        war.fleets[0].location = QStringLiteral("baltimore");
        war.fleets[1].location = QStringLiteral("chesapeake");
        CampaignGame other(war, 3);
        other.setNavalPlayers(navalOrders);
        other.give(CampaignOrder::moveFleet(Side::Union, QStringLiteral("nabs"), QStringLiteral("chesapeake")));
        other.beginTurn();
        QCOMPARE(windwardFromGroups(other.navalBattles().first()), std::optional<Side>(Side::Confederate));
    }

    void aFortFightsAndEarnsTheBatteryLaurels()
    {
        // The Union squadron sails out to the Capes and back into the
        // Chesapeake, under the Norfolk fort's guns: the fort fights.
        CampaignScenario war = seaWar(true);
        war.fleets[0].location = QStringLiteral("capes");
        war.fleets[0].ships.append(makeShip(QStringLiteral("ironclad"), Side::Union, ShipType::IC));
        war.fleets.removeAt(1); // no Confederate ships: the fort alone
        int silenced = 0;
        for (quint64 seed = 1; seed <= 40; ++seed) {
            CampaignGame game(war, seed);
            game.setNavalPlayers(navalOrders);
            game.give(CampaignOrder::moveFleet(Side::Union, QStringLiteral("nabs"), QStringLiteral("chesapeake")));
            game.beginTurn();
            QCOMPARE(game.navalBattles().size(), 1);
            NavalBattle battle = game.navalBattles().first();
            QCOMPARE(battle.batteries.size(), 1);
            QCOMPARE(battle.batteries.first().side, Side::Confederate);
            for (Ship &s : battle.ships) {
                s.orders.combat = CombatOrder::Engage;
                s.orders.distance = DistanceOrder::Close;
            }
            Rng rng(seed);
            const NavalResolution r = resolveNavalBattle(battle, rng);
            game.setNavalResult(0, battle, r);
            const TurnReport report = game.finishTurn();
            const BattleReport *b = navalReport(report);
            QVERIFY(b);
            QCOMPARE(b->forts, QStringList{QStringLiteral("sewells-point")});
            const BatteryOutcome &fort = r.outcome.batteries.first();
            // The fort keeps what it has left.
            QCOMPARE(game.forts().first().battery.batteries, fort.batteries);
            if (!r.outcome.winner || *r.outcome.winner != Side::Union || fort.batteriesLost == 0)
                continue;
            ++silenced;
            // RULES §16: 5 for a battery destroyed, else 2 for each battery
            // of it destroyed, and 1 per 200 enemy casualties, rounded down.
            const double expected = (fort.destroyed ? 5 : 2 * fort.batteriesLost)
                                    + laurelsForCasualties(r.outcome.casualties[1]);
            QCOMPARE(b->laurels[0], expected);
            double sent = 0;
            for (const ScoreEvent &e : report.events)
                if (e.type == ScoreEventType::Laurels && e.side == Side::Union)
                    sent += e.points;
            QCOMPARE(sent, expected);
        }
        QVERIFY2(silenced > 0, "in 40 seeds the squadron never silenced a battery");
    }

    void aFortFallsWithItsCity()
    {
        // A Union army of enough men stands in Norfolk, no Confederate army
        // there: at the turn's end the city and its fort pass to the Union.
        CampaignScenario war = seaWar(true);
        war.armies[0].location = QStringLiteral("norfolk");
        QVERIFY(war.armies[0].men() >= war.cities.at(war.cityIndex(QStringLiteral("norfolk"))).level * captureMenPerLevel);
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        QCOMPARE(game.forts().first().battery.side, Side::Confederate);
        game.resolveTurn();
        QCOMPARE(game.city(QStringLiteral("norfolk"))->owner, Side::Union);
        QCOMPARE(game.forts().first().battery.side, Side::Union);
    }

    void orders_data()
    {
        QTest::addColumn<CampaignOrder>("order");
        QTest::addColumn<OrderProblem>("problem");
        const Side U = Side::Union;
        QTest::newRow("embark in Baltimore onto the transports in the Chesapeake")
            << CampaignOrder::embark(U, QStringLiteral("u-potomac"), QStringLiteral("transports")) << OrderProblem::None;
        QTest::newRow("embark onto a fleet without transports: no room")
            << CampaignOrder::embark(U, QStringLiteral("u-potomac"), QStringLiteral("nabs")) << OrderProblem::NoRoom;
        QTest::newRow("embark at Louisville, the fleet far away: not together")
            << CampaignOrder::embark(U, QStringLiteral("u-ohio"), QStringLiteral("transports")) << OrderProblem::NotTogether;
        QTest::newRow("embark the enemy's army") << CampaignOrder::embark(U, QStringLiteral("c-potomac"), QStringLiteral("transports"))
                                                 << OrderProblem::NotYours;
        QTest::newRow("land an army ashore") << CampaignOrder::land(U, QStringLiteral("u-ohio"), QStringLiteral("norfolk"))
                                             << OrderProblem::NotAboard;
        QTest::newRow("land on an inland city: no landing")
            << CampaignOrder::land(U, QStringLiteral("u-aboard"), QStringLiteral("manassas")) << OrderProblem::NoLanding;
        QTest::newRow("land at Norfolk beside the Chesapeake")
            << CampaignOrder::land(U, QStringLiteral("u-aboard"), QStringLiteral("norfolk")) << OrderProblem::None;
        QTest::newRow("march an army at sea: aboard")
            << CampaignOrder::moveArmy(U, QStringLiteral("u-aboard"), QStringLiteral("washington")) << OrderProblem::Aboard;
        QTest::newRow("embark an army already aboard")
            << CampaignOrder::embark(U, QStringLiteral("u-aboard"), QStringLiteral("transports")) << OrderProblem::Aboard;
    }

    void orders()
    {
        QFETCH(CampaignOrder, order);
        QFETCH(OrderProblem, problem);
        CampaignScenario war = seaWar(false);
        war.armies[0].location = QStringLiteral("baltimore");
        // Eight transport groups (24,000 men) in the Chesapeake, one army of
        // 2,000 already aboard.
        QVector<Ship> groups;
        for (int i = 0; i < 8; ++i)
            groups.append(makeShip(QStringLiteral("t%1").arg(i), Side::Union, ShipType::TR));
        war.fleets.append(makeFleet(QStringLiteral("transports"), Side::Union, QStringLiteral("chesapeake"), groups));
        Army aboard = war.armies[1];
        aboard.id = QStringLiteral("u-aboard");
        aboard.brigades = {aboard.brigades.first()};
        aboard.brigades.first().id = QStringLiteral("u-aboard-1");
        aboard.brigades.first().men = 2000;
        aboard.brigades.first().leader.reset();
        aboard.leader.id = QStringLiteral("u-aboard-leader");
        aboard.aboard = QStringLiteral("transports");
        aboard.location = QStringLiteral("chesapeake");
        war.armies.append(aboard);
        QVERIFY(war.armies[0].load() <= 8 * oceanTransportCapacity - 2000);
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        QCOMPARE(game.roomAboard(*game.fleet(QStringLiteral("transports"))), 8 * oceanTransportCapacity - 2000);
        QCOMPARE(game.preview(order).problem, problem);
    }

    void anArmyEmbarksSailsAndLands()
    {
        // Embark at Baltimore (3 days), a day to the Chesapeake, 2 days to
        // land at undefended Norfolk: ashore within the turn, the city taken.
        CampaignScenario war = seaWar(false);
        war.armies[0].location = QStringLiteral("baltimore");
        war.fleets.removeAt(1); // the Confederate gunboat
        war.fleets.append(makeFleet(QStringLiteral("transports"), Side::Union, QStringLiteral("baltimore"),
                                    {makeShip(QStringLiteral("t1"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t2"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t3"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t4"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t5"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t6"), Side::Union, ShipType::TR),
                                     makeShip(QStringLiteral("t7"), Side::Union, ShipType::TR)}));
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        const QString army = war.armies[0].id;
        QVERIFY(game.army(army)->load() <= game.roomAboard(*game.fleet(QStringLiteral("transports"))));
        QCOMPARE(game.give(CampaignOrder::embark(Side::Union, army, QStringLiteral("transports"))), OrderProblem::None);
        QCOMPARE(game.give(CampaignOrder::moveFleet(Side::Union, QStringLiteral("transports"), QStringLiteral("chesapeake"))),
                 OrderProblem::None);
        QCOMPARE(game.give(CampaignOrder::land(Side::Union, army, QStringLiteral("norfolk"))), OrderProblem::None);
        const TurnReport r = game.resolveTurn();
        QCOMPARE(r.embarked.size(), 1);
        QCOMPARE(r.landed, (QList<QPair<QString, QString>>{{army, QStringLiteral("norfolk")}}));
        QCOMPARE(game.army(army)->location, QStringLiteral("norfolk"));
        QVERIFY(game.army(army)->aboard.isEmpty());
        QCOMPARE(game.city(QStringLiteral("norfolk"))->owner, Side::Union);
    }

    void aLandingAgainstADefendedCityIsALandBattle()
    {
        // The same voyage with Confederates in Norfolk: ashore, they fight.
        CampaignScenario war = seaWar(false);
        war.armies[0].location = QStringLiteral("baltimore");
        war.armies[2].location = QStringLiteral("norfolk"); // c-potomac
        war.fleets.removeAt(1);
        QVector<Ship> groups;
        for (int i = 0; i < 7; ++i)
            groups.append(makeShip(QStringLiteral("t%1").arg(i), Side::Union, ShipType::TR));
        war.fleets.append(makeFleet(QStringLiteral("transports"), Side::Union, QStringLiteral("baltimore"), groups));
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        const QString army = war.armies[0].id;
        game.give(CampaignOrder::embark(Side::Union, army, QStringLiteral("transports")));
        game.give(CampaignOrder::moveFleet(Side::Union, QStringLiteral("transports"), QStringLiteral("chesapeake")));
        game.give(CampaignOrder::land(Side::Union, army, QStringLiteral("norfolk")));
        const QList<LandBattle> battles = game.beginTurn();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles.first().city, QStringLiteral("norfolk"));
        QCOMPARE(battles.first().armies[0], QStringList{army});
        QCOMPARE(battles.first().armies[1], QStringList{war.armies[2].id});
        QCOMPARE(battles.first().defender, Side::Confederate);
    }

    void aFortForbidsTheLanding()
    {
        // The same voyage under an active fort: the army stays aboard.
        CampaignScenario war = seaWar(true);
        war.armies[0].location = QStringLiteral("baltimore");
        war.fleets.removeAt(1);
        war.fleets.append(makeFleet(QStringLiteral("transports"), Side::Union, QStringLiteral("baltimore"),
                                    QVector<Ship>(7, makeShip(QStringLiteral("t"), Side::Union, ShipType::TR))));
        for (int i = 0; i < 7; ++i)
            war.fleets.last().ships[i].id = QStringLiteral("t%1").arg(i);
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        const QString army = war.armies[0].id;
        game.give(CampaignOrder::embark(Side::Union, army, QStringLiteral("transports")));
        game.give(CampaignOrder::moveFleet(Side::Union, QStringLiteral("transports"), QStringLiteral("chesapeake")));
        game.give(CampaignOrder::land(Side::Union, army, QStringLiteral("norfolk")));
        const TurnReport r = game.resolveTurn();
        QVERIFY(r.landed.isEmpty());
        QCOMPARE(game.city(QStringLiteral("norfolk"))->owner, Side::Confederate);
    }

    void aSunkTransportsMenAreLostWithTheirScoreEffects()
    {
        // An army of 2,000 aboard one transport group in the Chesapeake; a
        // Confederate ironclad squadron comes in. Whatever the transport's
        // fate, the men aboard share it, and the scores count them.
        CampaignScenario war = seaWar(false);
        war.fleets[0] = makeFleet(QStringLiteral("transports"), Side::Union, QStringLiteral("chesapeake"),
                                  {makeShip(QStringLiteral("t1"), Side::Union, ShipType::TR),
                                   makeShip(QStringLiteral("t2"), Side::Union, ShipType::TR)});
        war.fleets[1] = makeFleet(QStringLiteral("james-squadron"), Side::Confederate, QStringLiteral("norfolk"),
                                  {makeShip(QStringLiteral("virginia"), Side::Confederate, ShipType::IC),
                                   makeShip(QStringLiteral("patrick-henry"), Side::Confederate, ShipType::FR)});
        Army &a = war.armies[0];
        a.aboard = QStringLiteral("transports");
        a.location = QStringLiteral("chesapeake");
        const int men = a.men();
        int lostOnce = 0;
        for (quint64 seed = 1; seed <= 40 && lostOnce < 3; ++seed) {
            CampaignGame game(war, seed);
            game.setNavalPlayers(navalOrders);
            game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"), QStringLiteral("chesapeake")));
            game.beginTurn();
            NavalBattle battle = game.navalBattles().first();
            for (Ship &s : battle.ships) {
                s.orders.combat = s.side == Side::Union ? CombatOrder::Accept : CombatOrder::Engage;
                s.orders.distance = DistanceOrder::Close;
                s.orders.aim = AimOrder::Hull;
            }
            Rng rng(seed);
            const NavalResolution r = resolveNavalBattle(battle, rng);
            int gone = 0, taken = 0;
            for (int i = 0; i < battle.ships.size(); ++i)
                if (battle.ships.at(i).side == Side::Union) {
                    gone += r.outcome.ships.at(i).fate == ShipFate::Sunk || r.outcome.ships.at(i).fate == ShipFate::Captured;
                    taken += r.outcome.ships.at(i).fate == ShipFate::Captured;
                }
            game.setNavalResult(0, battle, r);
            const double moraleBefore = game.scores().unionMorale();
            Q_UNUSED(moraleBefore);
            const TurnReport report = game.finishTurn();
            const BattleReport *b = navalReport(report);
            QVERIFY(b);
            if (gone == 0) {
                QCOMPARE(b->lostAboard[0], 0);
                continue;
            }
            ++lostOnce;
            // One of two transports: half the men; both: all of them.
            const int expected = gone == 2 ? men : int(std::lround(men * 0.5));
            QCOMPARE(b->lostAboard[0], expected);
            QCOMPARE(b->prisonersAboard[0], gone == 2 ? (taken == 2 ? men : taken == 1 ? int(std::lround(men * 0.5)) : 0)
                                                      : (taken ? expected : 0));
            const Army *left = game.army(war.armies[0].id);
            QCOMPARE(left ? left->men() : 0, men - expected);
            // The casualties event carries them (RULES §17: morale −1 per 500).
            int sent = 0;
            for (const ScoreEvent &e : report.events)
                if (e.type == ScoreEventType::Casualties && e.side == Side::Union)
                    sent += e.men;
            QCOMPARE(sent, b->casualties[0]);
            QVERIFY(b->casualties[0] >= expected);
        }
        QVERIFY2(lostOnce > 0, "in 40 seeds no transport was lost");
    }

    void aBeatenFleetFleesWhereItsOrdersSay_data()
    {
        QTest::addColumn<int>("flee");
        QTest::addColumn<QString>("to");
        QTest::newRow("harbor: the nearest own port, Norfolk") << int(FleeOrder::Harbor) << QStringLiteral("norfolk");
        QTest::newRow("open sea: the nearest sea zone, off the Capes") << int(FleeOrder::OpenSea) << QStringLiteral("capes");
    }

    void aBeatenFleetFleesWhereItsOrdersSay()
    {
        QFETCH(int, flee);
        QFETCH(QString, to);
        CampaignScenario war = seaWar(false);
        war.fleets[0].ships.append(makeShip(QStringLiteral("ironclad"), Side::Union, ShipType::IC));
        for (quint64 seed = 1; seed <= 40; ++seed) {
            CampaignGame game(war, seed);
            game.setNavalPlayers(navalOrders);
            game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"), QStringLiteral("chesapeake")));
            game.beginTurn();
            NavalBattle battle = game.navalBattles().first();
            for (Ship &s : battle.ships) {
                s.orders.combat = CombatOrder::Engage;
                s.orders.flee = FleeOrder(flee);
            }
            Rng rng(seed);
            const NavalResolution r = resolveNavalBattle(battle, rng);
            if (!r.outcome.winner || *r.outcome.winner != Side::Union)
                continue;
            game.setNavalResult(0, battle, r);
            game.finishTurn();
            if (const Fleet *f = game.fleet(QStringLiteral("james-squadron")))
                QCOMPARE(f->location, to);
            return;
        }
        QFAIL("the Union never won in 40 seeds");
    }

    void laurelsAreFlooredAlikeOnLandAndInTheCampaign()
    {
        // RULES §15, §17: 1 laurel per 200 casualties, rounded down, in the
        // tactical report and in the campaign's land battles.
        QCOMPARE(laurelsForCasualties(250), 1);
        QCOMPARE(laurelsForCasualties(399), 1);
        QCOMPARE(laurelsForCasualties(400), 2);
        LandBattleResult r;
        r.winner = Side::Union;
        r.casualties = {130, 120};
        QCOMPARE(r.laurels(), 1.0);
        CampaignGame game(test::smallWar(), 2);
        game.setNavalPlayers(navalOrders);
        game.give(CampaignOrder::moveArmy(Side::Union, QStringLiteral("u-potomac"), QStringLiteral("manassas")));
        game.beginTurn();
        LandBattleResult given;
        given.winner = Side::Union;
        given.casualties = {130, 120};
        given.fought = true;
        game.setLandResult(0, given);
        const TurnReport report = game.finishTurn();
        QCOMPARE(report.battles.first().laurels[0], 1.0);
    }

    void sameSeedSameSeaWar()
    {
        CampaignScenario war = seaWar(true);
        CampaignGame a(war, 9), b(war, 9);
        a.setNavalPlayers(navalOrders);
        b.setNavalPlayers(navalOrders);
        for (int t = 0; t < 3; ++t) {
            for (CampaignGame *g : {&a, &b})
                g->give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"),
                                                 t % 2 ? QStringLiteral("norfolk") : QStringLiteral("chesapeake")));
            a.resolveTurn();
            b.resolveTurn();
            QCOMPARE(a.weather().wind, b.weather().wind);
            QCOMPARE(a.weather().onshore, b.weather().onshore);
        }
        QCOMPARE(a.scoreEvents().size(), b.scoreEvents().size());
        QCOMPARE(a.scores().unionMorale(), b.scores().unionMorale());
    }
};

QTEST_GUILESS_MAIN(TestCampaignSea)
#include "tst_campaignsea.moc"
