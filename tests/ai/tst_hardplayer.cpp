// Issue 29 items 3-5: the Hard computer player gives no order that check()
// refuses, cannot see a hidden unit (its look-ahead plays on its side's view
// only), and plays the same game for the same seed.

#include "aitestutil.h"

#include "ai/hardplayer.h"

#include "core/battle.h"
#include "core/rules/player.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace hardtack;

namespace {
QString dataFile(const char *name)
{
    return QStringLiteral(HARDTACK_SOURCE_DIR "/") + QLatin1String(name);
}

QJsonObject infantry(const char *id, const char *side, const char *brigade, int men, Offset at, const char *facing,
                     bool disrupted = false)
{
    QJsonObject o{{"id", id}, {"name", id}, {"side", side}, {"brigade", brigade}, {"type", "infantry"},
                  {"men", men}, {"quality", "C"}, {"weapon", "rifled-musket"}, {"hex", QJsonArray{at.col, at.row}},
                  {"facing", facing}, {"formation", "line"}};
    if (disrupted)
        o.insert("status", "disrupted");
    return o;
}

// A field split by a belt of woods (rows 4-5, columns 0-8): the Union's
// brigade of two regiments north of it, a Confederate regiment it sees in
// the open to the south-east, and (when `hidden` is given) a strong
// Confederate regiment south of the belt where nobody of the Union sees it.
// An objective between them. Without fog the Union would know the hidden one.
Scenario field(std::optional<Offset> hidden, bool fog)
{
    QJsonArray rows, heights;
    for (int r = 0; r < 14; ++r) {
        QString row;
        for (int c = 0; c < 20; ++c)
            row += (r == 4 || r == 5) && c <= 8 ? QLatin1Char('w') : QLatin1Char('.');
        rows.append(row);
        heights.append(QString(20, QLatin1Char('0')));
    }
    QJsonArray units{infantry("u1", "union", "ub", 500, {3, 1}, "S"), infantry("u2", "union", "ub", 500, {5, 1}, "S"),
                     infantry("c1", "confederate", "cb", 300, {12, 2}, "SW", true)};
    if (hidden)
        units.append(infantry("c2", "confederate", "cb", 700, *hidden, "N"));
    const QJsonObject doc{
        {"format", "hardtack-scenario"}, {"version", 1}, {"title", "Hidden regiment"}, {"description", ""},
        {"map", QJsonObject{{"name", "belt"}, {"width", 20}, {"height", 14},
                            {"legend", QJsonObject{{".", "clear"}, {"w", "woods"}}},
                            {"terrain", rows}, {"elevation", heights}}},
        {"date", "1863-06-01"}, {"start", "10:00"}, {"turns", 6}, {"dawn", "05:00"}, {"dusk", "20:00"},
        {"dayTurnMinutes", 20}, {"nightTurnMinutes", 60}, {"firstSide", "union"},
        {"rules", QJsonObject{{"fogOfWar", fog}}},
        {"formations", QJsonArray{
             QJsonObject{{"id", "ub"}, {"side", "union"}, {"level", "brigade"}, {"name", "U"}, {"parent", QJsonValue()},
                         {"leader", QJsonObject{{"id", "ubl"}, {"name", "U leader"}, {"rating", "C"}, {"hex", QJsonArray{4, 1}}}}},
             QJsonObject{{"id", "cb"}, {"side", "confederate"}, {"level", "brigade"}, {"name", "C"}, {"parent", QJsonValue()},
                         {"leader", QJsonObject{{"id", "cbl"}, {"name", "C leader"}, {"rating", "C"}, {"hex", QJsonArray{12, 2}}}}}}},
        {"units", units},
        {"objectives", QJsonArray{QJsonObject{{"name", "Crossroads"}, {"hex", QJsonArray{10, 8}},
                                              {"points", QJsonObject{{"union", 200}, {"confederate", 200}}}}}},
        {"victory", QJsonObject{{"minor", 50}, {"major", 200}}}};
    const JsonNode node(QJsonValue(doc), QStringLiteral("$"), QStringLiteral("hidden.json"));
    try {
        return scenarioFromJson(node, QString(), false);
    } catch (const LoadFailure &f) {
        qFatal("%s", qPrintable(f.error().text()));
    }
}

// The Union's orders over its first Movement phase, played by Hard.
QVector<Order> hardMovement(const Scenario &s, QString *choice = nullptr)
{
    Game game = Game::start(s, 1);
    HardPlayer hard(1);
    QVector<Order> all;
    for (int round = 0; round < 64 && game.phase() == Phase::Movement; ++round) {
        const QVector<Order> orders = hard.orders(game.view(Side::Union));
        if (orders.isEmpty())
            break;
        for (const Order &o : orders)
            if (!game.apply(o).ok())
                return {};
        all += orders;
    }
    if (choice)
        *choice = hard.lastChoice();
    return all;
}
} // namespace

class TestHardPlayer : public QObject
{
    Q_OBJECT

private slots:
    // Hard never gives an order that check() refuses, over whole games, on either side.
    void noRefusedOrders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("unionPlayer");
        QTest::addColumn<QString>("confederatePlayer");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("mirror hard-ai") << "tests/data/ai/mirror.json" << "hard" << "ai" << quint64(1);
        QTest::newRow("mirror ai-hard") << "tests/data/ai/mirror.json" << "ai" << "hard" << quint64(2);
        QTest::newRow("mirror hard-hard") << "tests/data/ai/mirror.json" << "hard" << "hard" << quint64(3);
        QTest::newRow("creek ai-hard") << "tests/data/ai/mirror-creek.json" << "ai" << "hard" << quint64(4);
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
        QCOMPARE(p.refused[0], 0);
        QCOMPARE(p.refused[1], 0);
        QVERIFY(p.battle.orders.size() > 20);
    }

    // RULES §14: Hard's look-ahead plays on its side's view, so a unit it
    // cannot see changes nothing it does, wherever it is or whether it is
    // there at all; had it known the regiment, it would have done otherwise.
    void cannotSeeHiddenUnit()
    {
        const Offset a{3, 9}, b{1, 11};
        Game probe = Game::start(field(a, true), 1);
        const SideView v = probe.view(Side::Union);
        QCOMPARE(v.visibleEnemies, QStringList{QStringLiteral("c1")});
        QString choice;
        const QVector<Order> hiddenA = hardMovement(field(a, true), &choice);
        const QVector<Order> hiddenB = hardMovement(field(b, true));
        const QVector<Order> absent = hardMovement(field(std::nullopt, true));
        const QVector<Order> known = hardMovement(field(a, false));
        QVERIFY(!hiddenA.isEmpty());
        QCOMPARE(hiddenA, hiddenB);
        QCOMPARE(hiddenA, absent);
        QVERIFY2(known != hiddenA, qPrintable(choice));
    }

    // Same scenario, seed and players: the same game, event for event.
    void sameSeedSameGame()
    {
        const Scenario s = aitest::loadOrDie(dataFile("tests/data/ai/mirror.json"));
        const aitest::Played one = aitest::playGame(s, QStringLiteral("hard"), QStringLiteral("ai"), 11);
        const aitest::Played two = aitest::playGame(s, QStringLiteral("hard"), QStringLiteral("ai"), 11);
        QCOMPARE(logHash(one.battle.log), logHash(two.battle.log));
        QCOMPARE(one.battle.orders.size(), two.battle.orders.size());
        const aitest::Played other = aitest::playGame(s, QStringLiteral("hard"), QStringLiteral("ai"), 12);
        QVERIFY(logHash(other.battle.log) != logHash(one.battle.log));
    }
};

QTEST_GUILESS_MAIN(TestHardPlayer)
#include "tst_hardplayer.moc"
