// Issue 10 acceptance 3: the computer opponent gives no order that check()
// refuses, cannot see a hidden unit, and plays the same game for the same seed.

#include "aitestutil.h"

#include "ai/aiplan.h"
#include "ai/aiplayer.h"

#include "core/battle.h"
#include "core/rules/player.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace hardtack;

namespace {
QString dataFile(const char *name)
{
    return QStringLiteral(HARDTACK_SOURCE_DIR "/") + QLatin1String(name);
}

// A field split by a belt of woods: the AI's battalion north of it, one weak
// (60 men, disrupted) enemy company south of it where no one of the AI's side
// can see it. No objectives: the AI seeks the enemy it knows of.
Scenario hiddenEnemyScenario(Hex enemyHex, bool fog)
{
    QJsonArray rows, heights;
    for (int r = 0; r < 12; ++r) {
        QString row;
        for (int c = 0; c < 20; ++c)
            row += (r == 4 || r == 5) && c <= 8 ? QLatin1Char('w') : QLatin1Char('.');
        rows.append(row);
        heights.append(QString(20, QLatin1Char('0')));
    }
    const Offset e = enemyHex.toOffset();
    const QJsonObject doc{
        {"format", "hardtack-scenario"}, {"version", 1}, {"title", "Hidden enemy"}, {"description", ""},
        {"map", QJsonObject{{"name", "belt"}, {"width", 20}, {"height", 12},
                            {"legend", QJsonObject{{".", "clear"}, {"w", "woods"}}},
                            {"terrain", rows}, {"elevation", heights}}},
        {"date", "1863-06-01"}, {"start", "10:00"}, {"turns", 4}, {"dawn", "05:00"}, {"dusk", "20:00"},
        {"dayTurnMinutes", 20}, {"nightTurnMinutes", 60}, {"firstSide", "union"},
        {"rules", QJsonObject{{"fogOfWar", fog}}},
        {"formations", QJsonArray{
             QJsonObject{{"id", "ub"}, {"side", "union"}, {"level", "brigade"}, {"name", "U"}, {"parent", QJsonValue()},
                         {"leader", QJsonObject{{"id", "ubl"}, {"name", "U leader"}, {"rating", "C"}, {"hex", QJsonArray{3, 1}}}}},
             QJsonObject{{"id", "cb"}, {"side", "confederate"}, {"level", "brigade"}, {"name", "C"}, {"parent", QJsonValue()},
                         {"leader", QJsonObject{{"id", "cbl"}, {"name", "C leader"}, {"rating", "C"},
                                                {"hex", QJsonArray{e.col, e.row}}}}}}},
        {"units", QJsonArray{
             QJsonObject{{"id", "u1"}, {"name", "U 1"}, {"side", "union"}, {"brigade", "ub"}, {"type", "infantry"},
                         {"men", 500}, {"quality", "C"}, {"weapon", "rifled-musket"}, {"hex", QJsonArray{3, 1}},
                         {"facing", "S"}, {"formation", "line"}},
             QJsonObject{{"id", "c1"}, {"name", "C 1"}, {"side", "confederate"}, {"brigade", "cb"}, {"type", "infantry"},
                         {"men", 60}, {"quality", "E"}, {"weapon", "smoothbore"}, {"hex", QJsonArray{e.col, e.row}},
                         {"facing", "S"}, {"formation", "line"}, {"status", "disrupted"}}}},
        {"victory", QJsonObject{{"minor", 50}, {"major", 200}}}};
    const JsonNode node(QJsonValue(doc), QStringLiteral("$"), QStringLiteral("hidden.json"));
    return scenarioFromJson(node, QString(), false);
}

QVector<Order> firstMovementOrders(const Scenario &s)
{
    Game game = Game::start(s, 1);
    AiPlayer ai(1);
    QVector<Order> all;
    for (int round = 0; round < 64; ++round) {
        const QVector<Order> orders = ai.orders(game.view(Side::Union));
        if (orders.isEmpty())
            break;
        for (const Order &o : orders)
            game.apply(o);
        all += orders;
    }
    return all;
}
} // namespace

class TestAiPlayer : public QObject
{
    Q_OBJECT

private slots:
    // docs/AI.md: a mirror battle measures the players only if it favours
    // neither side but by moving first: the ground, the hexsides, the armies,
    // their leaders and the objectives are the same seen from either side
    // (column c of one is column width-1-c of the other).
    void mirrorBattlesAreTheSameFromEitherSide_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("mirror field") << "tests/data/ai/mirror.json";
        QTest::newRow("mirror creek") << "tests/data/ai/mirror-creek.json";
    }
    void mirrorBattlesAreTheSameFromEitherSide()
    {
        QFETCH(QString, file);
        const Scenario s = aitest::loadOrDie(dataFile(qPrintable(file)));
        const Map &m = s.map;
        QVERIFY2(m.width % 2 == 1, "an odd width keeps a hex and its mirror in columns of one parity");
        const auto mirror = [&](Hex h) {
            const Offset o = h.toOffset();
            return Hex::fromOffset(m.width - 1 - o.col, o.row);
        };
        const auto mirrorSide = [](HexSide d) { return HexSide((hexSideCount - int(d)) % hexSideCount); };
        for (int i = 0; i < m.hexCount(); ++i) {
            const Hex h = m.hexAtIndex(i), k = mirror(h);
            QCOMPARE(m.terrainAt(k), m.terrainAt(h));
            QCOMPARE(m.elevationAt(k), m.elevationAt(h));
            QCOMPARE(m.hasRoad(k), m.hasRoad(h));
            for (int d = 0; d < hexSideCount; ++d)
                QCOMPARE(int(m.sideFeatures(k, mirrorSide(HexSide(d)))), int(m.sideFeatures(h, HexSide(d))));
        }
        int unionUnits = 0;
        for (const Unit &u : s.units) {
            if (u.side != Side::Union)
                continue;
            ++unionUnits;
            const auto twin = std::find_if(s.units.cbegin(), s.units.cend(), [&](const Unit &c) {
                return c.side == Side::Confederate && c.hex == mirror(u.hex) && c.type == u.type;
            });
            QVERIFY2(twin != s.units.cend(), qPrintable(u.id + QStringLiteral(" has no twin")));
            QCOMPARE(twin->men, u.men);
            QCOMPARE(twin->guns, u.guns);
            QCOMPARE(twin->quality, u.quality);
            QCOMPARE(twin->weapon, u.weapon);
            QCOMPARE(twin->formation, u.formation);
            QCOMPARE(twin->supply, u.supply);
            QCOMPARE(twin->onMap, u.onMap);
            if (u.type != UnitType::Wagon)
                QCOMPARE(twin->facing, mirrorSide(u.facing));
        }
        QCOMPARE(unionUnits * 2, int(s.units.size()));
        int unionLeaders = 0;
        for (const Formation &f : s.formations) {
            if (f.side != Side::Union)
                continue;
            ++unionLeaders;
            const auto twin = std::find_if(s.formations.cbegin(), s.formations.cend(), [&](const Formation &c) {
                return c.side == Side::Confederate && c.leader.hex == mirror(f.leader.hex) && c.level == f.level;
            });
            QVERIFY2(twin != s.formations.cend(), qPrintable(f.id + QStringLiteral(" has no twin")));
            QCOMPARE(twin->leader.rating, f.leader.rating);
        }
        QCOMPARE(unionLeaders * 2, int(s.formations.size()));
        QVERIFY(!s.objectives.isEmpty());
        for (const Objective &o : s.objectives) {
            QCOMPARE(mirror(o.hex), o.hex);
            QCOMPARE(o.points[int(Side::Union)], o.points[int(Side::Confederate)]);
        }
    }

    // The AI never gives an order that check() refuses, over whole games.
    void noRefusedOrders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("unionPlayer");
        QTest::addColumn<QString>("confederatePlayer");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("mirror ai-greedy") << "tests/data/ai/mirror.json" << "ai" << "greedy" << quint64(1);
        QTest::newRow("mirror greedy-ai") << "tests/data/ai/mirror.json" << "greedy" << "ai" << quint64(2);
        QTest::newRow("mirror ai-ai") << "tests/data/ai/mirror.json" << "ai" << "ai" << quint64(3);
        QTest::newRow("mirror ai-scripted") << "tests/data/ai/mirror.json" << "ai" << "scripted" << quint64(4);
        QTest::newRow("creek ai-greedy") << "tests/data/ai/mirror-creek.json" << "ai" << "greedy" << quint64(8);
        QTest::newRow("mcpherson ai-ai") << "scenarios/01-mcphersons-ridge.json" << "ai" << "ai" << quint64(5);
        QTest::newRow("buford ai-ai") << "scenarios/02-buford-holds-the-ridge.json" << "ai" << "ai" << quint64(6);
        QTest::newRow("buford greedy-ai") << "scenarios/02-buford-holds-the-ridge.json" << "greedy" << "ai" << quint64(7);
    }
    void noRefusedOrders()
    {
        QFETCH(QString, file);
        QFETCH(QString, unionPlayer);
        QFETCH(QString, confederatePlayer);
        QFETCH(quint64, seed);
        const Scenario s = aitest::loadOrDie(dataFile(qPrintable(file)));
        const aitest::Played p = aitest::playGame(s, unionPlayer, confederatePlayer, seed);
        QVERIFY(p.battle.over);
        if (unionPlayer == QLatin1String("ai"))
            QCOMPARE(p.refused[0], 0);
        if (confederatePlayer == QLatin1String("ai"))
            QCOMPARE(p.refused[1], 0);
        QVERIFY(p.battle.orders.size() > 20);
    }

    // RULES §14: what the side cannot see does not change what it does;
    // had it seen the weak company, it would have gone for it.
    void cannotSeeHiddenUnit()
    {
        const Hex a = Hex::fromOffset(3, 8), b = Hex::fromOffset(1, 10);
        Game probe = Game::start(hiddenEnemyScenario(a, true), 1);
        QVERIFY2(probe.view(Side::Union).visibleEnemies.isEmpty(), "the test needs the enemy hidden");
        const QVector<Order> hiddenA = firstMovementOrders(hiddenEnemyScenario(a, true));
        const QVector<Order> hiddenB = firstMovementOrders(hiddenEnemyScenario(b, true));
        const QVector<Order> seen = firstMovementOrders(hiddenEnemyScenario(a, false));
        QVERIFY(!hiddenA.isEmpty());
        QCOMPARE(hiddenA, hiddenB);
        QVERIFY(seen != hiddenA);
        // Seen, the battalion closes on the company; hidden, it does not.
        const auto endOf = [](const QVector<Order> &orders) {
            Hex h = Hex::fromOffset(3, 1);
            for (const Order &o : orders)
                if (o.type == OrderType::Move && o.units == QStringList{QStringLiteral("u1")})
                    h = o.path.last();
            return h;
        };
        QVERIFY(distance(endOf(seen), a) < distance(endOf(hiddenA), a));
    }

    // Judgements remembered across a Melee phase's rounds change no
    // decision: at every round the AI picks the melee a fresh look at the
    // whole front would pick, over a whole AI-against-AI game.
    void rememberedMeleesAreFreshOnes()
    {
        const Scenario s = aitest::loadOrDie(dataFile("scenarios/05-the-cornfield.json"));
        // Three games (the seeds' melees vary with the rules' numbers).
        int melees = 0;
        for (quint64 seed : {3, 4, 5}) {
            Game game = Game::start(s, seed);
            std::unique_ptr<TacticalPlayer> players[2] = {makeTacticalPlayer(QStringLiteral("ai"), 6),
                                                          makeTacticalPlayer(QStringLiteral("ai"), 7)};
            for (int step = 0; step < (s.turns + 1) * 8 + 16 && !game.over(); ++step) {
                const Side side = game.actingSide();
                if (game.phase() != Phase::Melee) {
                    playPhase(game, *players[int(side)], AiPlayer::kRoundsPerPhase);
                    continue;
                }
                ai::MeleeMemo memo;
                for (int round = 0; round < 200 && !game.over() && game.phase() == Phase::Melee; ++round) {
                    const SideView view = game.view(side);
                    const std::optional<Order> kept = ai::planMelee(view, memo);
                    ai::MeleeMemo fresh;
                    const std::optional<Order> looked = ai::planMelee(view, fresh);
                    QCOMPARE(kept.has_value(), looked.has_value());
                    if (!kept)
                        break;
                    QCOMPARE(*kept, *looked);
                    QVERIFY(game.apply(*kept).ok());
                    ++melees;
                }
                if (!game.over() && game.phase() == Phase::Melee)
                    QVERIFY(game.apply(Order::endPhase()).ok());
            }
        }
        QVERIFY2(melees >= 10, qPrintable(QString::number(melees)));
    }

    // Same scenario, seed and players: the same game, event for event.
    void sameSeedSameGame()
    {
        const Scenario s = aitest::loadOrDie(dataFile("tests/data/ai/mirror.json"));
        const aitest::Played one = aitest::playGame(s, QStringLiteral("ai"), QStringLiteral("greedy"), 11);
        const aitest::Played two = aitest::playGame(s, QStringLiteral("ai"), QStringLiteral("greedy"), 11);
        QCOMPARE(logHash(one.battle.log), logHash(two.battle.log));
        QCOMPARE(one.battle.orders.size(), two.battle.orders.size());
        const aitest::Played other = aitest::playGame(s, QStringLiteral("ai"), QStringLiteral("greedy"), 12);
        QVERIFY(logHash(other.battle.log) != logHash(one.battle.log));
    }
};

QTEST_GUILESS_MAIN(TestAiPlayer)
#include "tst_aiplayer.moc"
