// Campaign saves (docs/FORMATS.md "Campaign save"): a war saved in mid-war
// and loaded continues exactly as the unsaved one with the same dice; a turn
// saved between its two halves keeps its battles and the results already
// given (a hex-map battle, a naval dialog); a save the state contradicts is
// refused with the JSON path of the fault.

#include "campaigntestutil.h"

#include "campaign/campaignsave.h"
#include "campaign/strategicai.h"

#include "ai/naval/navalai.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

namespace {

void playTurn(CampaignGame &game)
{
    for (int s = 0; s < 2; ++s)
        playStrategicTurn(game, Side(s), CampaignPlayer::Ai);
    game.resolveTurn();
}

void playToTheEnd(CampaignGame &game)
{
    const int maxTurns = game.scenario().start.campaigns * game.scenario().start.turnsPerCampaign;
    while (!game.isOver() && game.turn() <= maxTurns)
        playTurn(game);
}

QJsonArray eventsOf(const CampaignGame &game)
{
    QJsonArray out;
    for (const ScoreEvent &e : game.scoreEvents())
        out.append(scoreEventToJson(e));
    return out;
}

std::unique_ptr<CampaignGame> reload(const CampaignGame &game, QByteArray *bytes = nullptr)
{
    const QByteArray saved = toJsonBytes(campaignSaveToJson(game));
    if (bytes)
        *bytes = saved;
    LoadError error;
    auto loaded = parseCampaignSave(saved, QStringLiteral("war.json"), &error);
    if (!loaded)
        qFatal("%s", qPrintable(error.text()));
    loaded->setNavalPlayers(navalOrders); // players are not saved: the caller gives them again
    return loaded;
}

// The armies as the save writes them: every brigade's men, guns, experience.
QByteArray forcesOf(const CampaignGame &game)
{
    QJsonObject o = campaignSaveToJson(game);
    return QJsonDocument(QJsonObject{{QStringLiteral("a"), o.value(QStringLiteral("armies"))},
                                     {QStringLiteral("f"), o.value(QStringLiteral("fleets"))}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

class TestCampaignSave : public QObject
{
    Q_OBJECT

private slots:
    void aWarSavedInMidWarEndsAsTheUnsavedOne_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("turns");
        // After some turns of the first campaign; after a winter; in the third campaign.
        QTest::newRow("seed 5, turn 4") << quint64(5) << 3;
        QTest::newRow("seed 9, after the first winter") << quint64(9) << 10;
        QTest::newRow("seed 23, third campaign") << quint64(23) << 24;
    }

    void aWarSavedInMidWarEndsAsTheUnsavedOne()
    {
        QFETCH(quint64, seed);
        QFETCH(int, turns);
        CampaignGame game(test::loadTestCampaign(test::warFile()), seed);
        game.setNavalPlayers(navalOrders);
        for (int t = 0; t < turns && !game.isOver(); ++t)
            playTurn(game);
        // The next turn's orders are given, then the game is saved.
        for (int s = 0; s < 2; ++s)
            playStrategicTurn(game, Side(s), CampaignPlayer::Ai);
        QByteArray first;
        auto loaded = reload(game, &first);
        QCOMPARE(loaded->turn(), game.turn());
        QCOMPARE(loaded->orders(Side::Union).size(), game.orders(Side::Union).size());
        QCOMPARE(loaded->scores().history().size(), game.scores().history().size());
        // Saved again, the same bytes.
        QCOMPARE(toJsonBytes(campaignSaveToJson(*loaded)), first);

        game.resolveTurn();
        loaded->resolveTurn();
        playToTheEnd(game);
        playToTheEnd(*loaded);
        QVERIFY(game.isOver());
        QCOMPARE(loaded->winner(), game.winner());
        QCOMPARE(loaded->reason(), game.reason());
        QCOMPARE(loaded->turn(), game.turn());
        QCOMPARE(eventsOf(*loaded), eventsOf(game));
        QCOMPARE(loaded->scores().unionMorale(), game.scores().unionMorale());
        QCOMPARE(loaded->history().size(), game.history().size());
        QCOMPARE(forcesOf(*loaded), forcesOf(game));
        QCOMPARE(loaded->battleCounts(), game.battleCounts());
    }

    void aTurnSavedBetweenItsHalvesKeepsItsBattles()
    {
        // The Union marches on Manassas (a land battle) and the James River
        // squadron sails into the Chesapeake (a naval battle).
        CampaignGame game(test::smallWar(), 2);
        game.setNavalPlayers(navalOrders);
        QCOMPARE(game.give(CampaignOrder::moveArmy(Side::Union, QStringLiteral("u-potomac"), QStringLiteral("manassas"))),
                 OrderProblem::None);
        QCOMPARE(game.give(CampaignOrder::moveFleet(Side::Confederate, QStringLiteral("james-squadron"),
                                                    QStringLiteral("chesapeake"))),
                 OrderProblem::None);
        QCOMPARE(game.beginTurn().size(), 1);
        QCOMPARE(game.navalBattles().size(), 1);
        // The land battle fought on the hex map: the Union wins, 1000 and 2000 lost.
        LandBattleResult land;
        land.winner = Side::Union;
        land.casualties = {1000, 2000};
        land.brigadeLosses.insert(QStringLiteral("u-b1"), 600);
        land.fought = true;
        game.setLandResult(0, land);
        // The naval battle fought in the dialog (here: the naval AI's orders).
        NavalBattle naval = game.navalBattles().first();
        for (int s = 0; s < 2; ++s)
            chooseNavalOrders(naval, Side(s));
        const NavalResolution resolution = resolveNavalBattle(naval, 77);
        game.setNavalResult(0, naval, resolution);

        QByteArray first;
        auto loaded = reload(game, &first);
        QVERIFY(loaded->turnBegun());
        QCOMPARE(loaded->landBattles().size(), 1);
        QCOMPARE(loaded->landBattles().first().armies, game.landBattles().first().armies);
        QCOMPARE(toJsonBytes(campaignSaveToJson(*loaded)), first);

        const TurnReport a = game.finishTurn(), b = loaded->finishTurn();
        QCOMPARE(eventsOf(*loaded), eventsOf(game));
        QCOMPARE(b.battles.size(), 2);
        QCOMPARE(b.battles.at(0).casualties, a.battles.at(0).casualties);
        QCOMPARE(b.battles.at(0).laurels[0], 15.0);
        QCOMPARE(b.battles.at(1).shipsLost, a.battles.at(1).shipsLost);
        QCOMPARE(b.battles.at(1).winner, a.battles.at(1).winner);
        QCOMPARE(forcesOf(*loaded), forcesOf(game));
    }

    void aSaveTheStateContradictsIsRefused_data()
    {
        QTest::addColumn<QString>("member");
        QTest::addColumn<QString>("path");
        QTest::newRow("an order the state refuses") << QStringLiteral("order") << QStringLiteral("$.orders.union[0]");
        QTest::newRow("events that do not count the turns") << QStringLiteral("turn") << QStringLiteral("$.scoreEvents");
        QTest::newRow("an army in a sea zone") << QStringLiteral("army") << QStringLiteral("$.armies[0].location");
    }

    void aSaveTheStateContradictsIsRefused()
    {
        QFETCH(QString, member);
        QFETCH(QString, path);
        CampaignGame game(test::smallWar(), 3);
        game.setNavalPlayers(navalOrders);
        game.resolveTurn();
        QCOMPARE(game.give(CampaignOrder::moveArmy(Side::Union, QStringLiteral("u-potomac"), QStringLiteral("baltimore"))),
                 OrderProblem::None);
        QJsonObject save = campaignSaveToJson(game);
        if (member == QLatin1String("order")) {
            // A march to a city that is not on the map.
            QJsonObject orders = save.value(QStringLiteral("orders")).toObject();
            QJsonArray list = orders.value(QStringLiteral("union")).toArray();
            QJsonObject o = list.at(0).toObject();
            o.insert(QStringLiteral("to"), QStringLiteral("atlantis"));
            list.replace(0, o);
            orders.insert(QStringLiteral("union"), list);
            save.insert(QStringLiteral("orders"), orders);
        } else if (member == QLatin1String("turn")) {
            save.insert(QStringLiteral("turn"), 5);
        } else {
            QJsonArray armies = save.value(QStringLiteral("armies")).toArray();
            QJsonObject a = armies.at(0).toObject();
            a.insert(QStringLiteral("location"), QStringLiteral("chesapeake"));
            armies.replace(0, a);
            save.insert(QStringLiteral("armies"), armies);
        }
        LoadError error;
        QVERIFY(!parseCampaignSave(toJsonBytes(save), QStringLiteral("bad.json"), &error));
        QCOMPARE(error.file, QStringLiteral("bad.json"));
        QCOMPARE(error.path, path);
    }

    void aSaveIsWrittenAndReadAsAFile()
    {
        CampaignGame game(test::smallWar(), 4);
        game.setNavalPlayers(navalOrders);
        game.resolveTurn();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("war.json"));
        QString error;
        QVERIFY2(saveCampaignGame(game, file, &error), qPrintable(error));
        LoadError le;
        const auto loaded = loadCampaignSave(file, &le);
        QVERIFY2(loaded, qPrintable(le.text()));
        QCOMPARE(loaded->turn(), 2);
        // A campaign file is not a save.
        QVERIFY(!loadCampaignSave(QStringLiteral(HARDTACK_SOURCE_DIR "/tests/data/campaign/small.json"), &le));
        QCOMPARE(le.path, QStringLiteral("$.format"));
    }
};

QTEST_GUILESS_MAIN(TestCampaignSave)
#include "tst_campaignsave.moc"
