// The campaign's economy, orders and captures, row by row as docs/RULES.md
// "Campaign" states them, on the small test war (tests/data/campaign/small.json):
// Union cities Washington 5 (port), Baltimore 4 (port), Harrisburg 3,
// Louisville 3; Confederate Manassas 1, Fredericksburg 2, Richmond 5 (port),
// Norfolk 3 (port), Nashville 3; a Union squadron lies in the Chesapeake.

#include "campaigntestutil.h"
#include "ai/naval/navalai.h"

#include "campaign/campaigngame.h"
#include "campaign/campaignrules.h"

#include <QTest>

using namespace hardtack;
using namespace hardtack::campaignrules;

Q_DECLARE_METATYPE(hardtack::CampaignOrder)
Q_DECLARE_METATYPE(hardtack::OrderProblem)

class TestCampaignRules : public QObject
{
    Q_OBJECT

private slots:
    void income_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<double>("tax");
        QTest::addColumn<double>("tariff");
        QTest::addColumn<double>("lost");
        QTest::newRow("Union tax: 15 levels x 10% x 0.05") << 0 << 15 * 10 * taxPerLevelPercent << 9 * 10 * tariffPerLevelPercent << 0.0;
        QTest::newRow("Confederate tax: 14 levels x 5% x 0.05; Richmond and Norfolk blockaded: no tariff")
            << 1 << 14 * 5 * taxPerLevelPercent << 0.0 << 8 * 10 * tariffPerLevelPercent;
    }

    void income()
    {
        QFETCH(int, side);
        QFETCH(double, tax);
        QFETCH(double, tariff);
        QFETCH(double, lost);
        const CampaignGame game(test::smallWar(), 1);
        const auto in = game.income(Side(side));
        QCOMPARE(in.tax, tax);
        QCOMPARE(in.tariff, tariff);
        QCOMPARE(in.lost, lost);
        QVERIFY(game.blockaded(QStringLiteral("norfolk"))); // the Union squadron lies next to it
    }

    void blockadeLiftedWithoutTheSquadron()
    {
        CampaignScenario war = test::smallWar();
        war.fleets.removeAt(0); // the Union squadron
        const CampaignGame game(war, 1);
        QCOMPARE(game.income(Side::Confederate).tariff, 8 * 10 * tariffPerLevelPercent);
        QVERIFY(!game.blockaded(QStringLiteral("richmond")));
    }

    void orders_data()
    {
        QTest::addColumn<CampaignOrder>("order");
        QTest::addColumn<OrderProblem>("problem");
        QTest::addColumn<double>("money");
        QTest::addColumn<double>("unionMorale");
        QTest::addColumn<double>("confederateMorale");
        QTest::addColumn<double>("opinion");
        const Side U = Side::Union, C = Side::Confederate;
        QTest::newRow("Union draft: -150 Union morale") << CampaignOrder::draft(U) << OrderProblem::None << 0.0 << -150.0 << 0.0 << 0.0;
        QTest::newRow("Confederate draft: -50") << CampaignOrder::draft(C) << OrderProblem::None << 0.0 << 0.0 << -50.0 << 0.0;
        QTest::newRow("Union tax 15%: -0.2 x 5 per turn") << CampaignOrder::rates(U, 15, 10) << OrderProblem::None << 0.0 << -1.0 << 0.0 << 0.0;
        QTest::newRow("Confederate tax 7%: -1 x 2 per turn") << CampaignOrder::rates(C, 7, 10) << OrderProblem::None << 0.0 << 0.0 << -2.0 << 0.0;
        QTest::newRow("tax above the maximum") << CampaignOrder::rates(U, maxTax + 1, 10) << OrderProblem::RateOutOfRange << 0.0 << 0.0 << 0.0 << 0.0;
        // 14 millions over 14 levels x 10 of backing: the value falls 10 points.
        QTest::newRow("Confederate greenbacks 14M: 100 -> 90, -10/5 morale, -10x1.5 opinion")
            << CampaignOrder::greenbacks(C, 14) << OrderProblem::None << 14.0 << 0.0 << -2.0 << -15.0;
        QTest::newRow("Union greenbacks 15M: 100 -> 90, -10 morale") << CampaignOrder::greenbacks(U, 15) << OrderProblem::None << 15.0 << -10.0 << 0.0 << 0.0;
        QTest::newRow("greenbacks above the limit") << CampaignOrder::greenbacks(C, maxIssue + 1) << OrderProblem::AmountOutOfRange << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("recruit in an enemy city") << CampaignOrder::recruit(U, QStringLiteral("richmond"), Arm::Infantry) << OrderProblem::NotOwnedCity << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("recruit infantry: 900 men available, 2500 needed") << CampaignOrder::recruit(U, QStringLiteral("washington"), Arm::Infantry) << OrderProblem::NotEnoughMen << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("recruit a battery: 4M") << CampaignOrder::recruit(U, QStringLiteral("washington"), Arm::Artillery) << OrderProblem::None << -recruit[2].money << 0.0 << 0.0 << 0.0;
        QTest::newRow("an ironclad needs a port") << CampaignOrder::build(U, QStringLiteral("harrisburg"), ShipType::IC) << OrderProblem::NotPort << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("a river gunboat in a river city") << CampaignOrder::build(U, QStringLiteral("harrisburg"), ShipType::RG) << OrderProblem::None << -shipCost[5] << 0.0 << 0.0 << 0.0;
        QTest::newRow("a river ironclad needs a river") << CampaignOrder::build(C, QStringLiteral("norfolk"), ShipType::RI) << OrderProblem::NotRiverCity << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("an ironclad costs 10M; the Confederacy has 20") << CampaignOrder::build(C, QStringLiteral("norfolk"), ShipType::IC) << OrderProblem::None << -shipCost[0] << 0.0 << 0.0 << 0.0;
        QTest::newRow("an army cannot march through an enemy city") << CampaignOrder::moveArmy(U, QStringLiteral("u-potomac"), QStringLiteral("richmond")) << OrderProblem::NoRoute << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("a fleet never enters an enemy port") << CampaignOrder::moveFleet(U, QStringLiteral("nabs"), QStringLiteral("norfolk")) << OrderProblem::NoRoute << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("an enemy army") << CampaignOrder::moveArmy(U, QStringLiteral("c-potomac"), QStringLiteral("washington")) << OrderProblem::NotYours << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("march on defended Manassas: no capture foreseen") << CampaignOrder::moveArmy(U, QStringLiteral("u-potomac"), QStringLiteral("manassas")) << OrderProblem::None << 0.0 << 0.0 << 0.0 << 0.0;
    }

    void orders()
    {
        QFETCH(CampaignOrder, order);
        QFETCH(OrderProblem, problem);
        QFETCH(double, money);
        QFETCH(double, unionMorale);
        QFETCH(double, confederateMorale);
        QFETCH(double, opinion);
        CampaignGame game(test::smallWar(), 1);
        game.setNavalPlayers(navalOrders);
        const OrderPreview p = game.preview(order);
        QCOMPARE(p.problem, problem);
        QCOMPARE(p.money, money);
        QCOMPARE(p.scores[0], unionMorale);
        QCOMPARE(p.scores[1], confederateMorale);
        QCOMPARE(p.scores[2], opinion);
        QCOMPARE(game.give(order), problem);
    }

    // The preview is what the turn then does: the same turn with and without
    // the order differs by exactly the previewed change.
    void previewMatchesResolution_data()
    {
        QTest::addColumn<CampaignOrder>("order");
        QTest::newRow("greenbacks") << CampaignOrder::greenbacks(Side::Confederate, 14);
        QTest::newRow("draft") << CampaignOrder::draft(Side::Union);
        QTest::newRow("rates") << CampaignOrder::rates(Side::Union, 16, 12);
    }

    void previewMatchesResolution()
    {
        QFETCH(CampaignOrder, order);
        CampaignGame with(test::smallWar(), 5), without(test::smallWar(), 5);
        with.setNavalPlayers(navalOrders);
        without.setNavalPlayers(navalOrders);
        const OrderPreview p = with.preview(order);
        QCOMPARE(with.give(order), OrderProblem::None);
        with.resolveTurn();
        without.resolveTurn();
        for (int k = 0; k < 3; ++k)
            QCOMPARE(with.scores().score(ScoreKind(k)) - without.scores().score(ScoreKind(k)), p.scores[size_t(k)]);
    }

    void draftOnce()
    {
        CampaignGame game(test::smallWar(), 1);
        game.setNavalPlayers(navalOrders);
        QCOMPARE(game.give(CampaignOrder::draft(Side::Union)), OrderProblem::None);
        QCOMPARE(game.give(CampaignOrder::draft(Side::Union)), OrderProblem::AlreadyDrafted);
        game.resolveTurn();
        QCOMPARE(game.preview(CampaignOrder::draft(Side::Union)).problem, OrderProblem::AlreadyDrafted);
        QVERIFY(game.economy(Side::Union).manpower >= draftManpowerTurns * manpowerPerLevel * 15);
    }

    void captures_data()
    {
        QTest::addColumn<int>("men");
        QTest::addColumn<QString>("city");
        QTest::addColumn<bool>("captured");
        QTest::addColumn<double>("unionMorale"); // the capture's change, the turn's -1.5 apart
        QTest::newRow("2000 men take Fredericksburg? level 2 needs 3000: no") << 2000 << "fredericksburg" << false << 0.0;
        QTest::newRow("3000 men take Fredericksburg (level 2): +2") << 3000 << "fredericksburg" << true << 2.0;
        QTest::newRow("7000 men take Richmond (level 5, needs 7500): no") << 7000 << "richmond" << false << 0.0;
        QTest::newRow("7500 men take Richmond: +5 x 5") << 7500 << "richmond" << true << 25.0;
    }

    void captures()
    {
        QFETCH(int, men);
        QFETCH(QString, city);
        QFETCH(bool, captured);
        QFETCH(double, unionMorale);
        // No Confederate army in the East; a Union army of `men` stands at
        // Fredericksburg (it may start in an enemy city) and marches on `city`.
        CampaignScenario war = test::smallWar();
        war.armies.removeIf([](const Army &a) { return a.id == QLatin1String("c-potomac"); });
        Army &a = war.armies[0];
        a.location = QStringLiteral("manassas");
        a.brigades = {a.brigades.first()};
        a.brigades[0].men = men;
        war.cities[3].owner = Side::Union; // Manassas
        CampaignGame game(war, 1);
        game.setNavalPlayers(navalOrders);
        if (city == QLatin1String("richmond")) {
            QCOMPARE(game.give(CampaignOrder::moveArmy(Side::Union, a.id, QStringLiteral("fredericksburg"))), OrderProblem::None);
            game.resolveTurn();
        }
        const double before = game.scores().unionMorale();
        QCOMPARE(game.give(CampaignOrder::moveArmy(Side::Union, a.id, city)), OrderProblem::None);
        const TurnReport r = game.resolveTurn();
        QCOMPARE(game.city(city)->owner == Side::Union, captured);
        QCOMPARE(r.captures.size() == 1 && r.captures.first().first == city, captured);
        QCOMPARE(game.scores().unionMorale() - before, unionMorale - 1.5);
    }
};

QTEST_GUILESS_MAIN(TestCampaignRules)
#include "tst_campaignrules.moc"
