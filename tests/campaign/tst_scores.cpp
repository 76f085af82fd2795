// The victory scores (RULES §17): one row per sentence of the seed
// (seeds/000_c75e9304850ce3fb.txt) and per [reading] of RULES §17. Every
// expected value is worked out by hand from the rule the row names.

#include "eventscript.h"

#include "campaign/scores.h"
#include "campaign/scoretables.h"

#include <QJsonArray>
#include <QSet>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace hardtack;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

// The entries as their JSON (the shape `hardtack-cli score --json --explain`
// prints and RULES.md lists).
QList<QJsonObject> json(const QList<ScoreEntry> &entries)
{
    QList<QJsonObject> out;
    for (const ScoreEntry &e : entries)
        out.append(scoreEntryToJson(e));
    return out;
}

QList<QJsonObject> ofType(const QList<ScoreEntry> &entries, const QString &type)
{
    QList<QJsonObject> out;
    for (const QJsonObject &e : json(entries))
        if (e.value(QStringLiteral("type")).toString() == type)
            out.append(e);
    return out;
}

} // namespace

class TestScores : public QObject
{
    Q_OBJECT

private:
    static void row(const char *name, const char *script, double um, double cm, double op,
                    const char *winner = "", const char *reason = "")
    {
        QTest::newRow(name) << QString::fromUtf8(script) << um << cm << op << QString::fromLatin1(winner)
                            << QString::fromLatin1(reason);
    }

private slots:
    void rules_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<double>("unionMorale");
        QTest::addColumn<double>("confederateMorale");
        QTest::addColumn<double>("opinion");
        QTest::addColumn<QString>("winner");
        QTest::addColumn<QString>("reason");

        // "At the start of the game, national morale for each side is 750 and
        // international opinion is 500."
        row("the scores start at 750, 750 and 500", "", 750, 750, 500);

        // Union morale.
        row("Union morale drops 1.5 points per turn", "turn", 748.5, 751, 502);
        row("Union morale rises 1 point per 5 Union laurels (opinion falls 1 per 8)", "laurels union 14",
            752.8, 750, 498.25);
        row("laurel rates are continuous: 3 laurels are 0.6 morale and 0.375 opinion", "laurels union 3",
            750.6, 750, 499.625);
        row("the Union captures a city: +1 per level", "capture union Norfolk 3 city", 753, 750, 500);
        row("the Union captures a state capital: +2 per level", "capture union Nashville 3 state-capital",
            756, 750, 500);
        row("the Union captures Richmond: +5 per level", "capture union Richmond 3 richmond", 765, 750, 500);
        row("the Union retakes Washington: +1 per level", "capture union Washington 2 washington", 752, 750, 500);
        row("Union morale drops 1 point per 500 Union casualties (opinion rises 1 per 1000)",
            "casualties union 3100", 743.8, 750, 503.1);
        row("casualty rates are continuous: one man", "casualties union 1", 749.998, 750, 500.001);
        row("a Union IC lost: 6 loss points", "ship-lost union IC 0", 744, 750, 500);
        row("a Union FR lost: 6 loss points", "ship-lost union FR 0", 744, 750, 500);
        row("a Union GB lost: 2 loss points", "ship-lost union GB 0", 748, 750, 500);
        row("a Union TR lost: no loss points", "ship-lost union TR 0", 750, 750, 500);
        row("a Union SL lost with 250 crew: 4 loss points and 250 casualties", "ship-lost union SL 250",
            745.5, 750, 500.25);
        row("the Union greenback from 100 to 96 is a 4-point fall: -4", "greenback union 96", 746, 750, 500);
        row("a fractional greenback fall: 97.5 is -2.5", "greenback union 97.5", 747.5, 750, 500);
        row("the greenback at face value (100) is no fall", "greenback union 100", 750, 750, 500);
        row("a greenback rise does not count", "greenback union 96; greenback union 98", 746, 750, 500);
        row("the same low again does not count", "greenback union 96; greenback union 96", 746, 750, 500);
        row("a new low counts from the lowest value, not from the last",
            "greenback union 96; greenback union 98; greenback union 95", 745, 750, 500);
        row("Union tax 12: -0.2 per percent over 10 each turn", "rates union 12 10; turn", 748.1, 751, 502);
        row("Union tax 15 and tariff 13: -0.2 x (5 + 3) each turn", "rates union 15 13; turn", 746.9, 751, 502);
        row("Union tax 12.5: a fractional rate, -0.5", "rates union 12.5 10; turn", 748, 751, 502);
        row("Union rates under 10 earn nothing", "rates union 5 5; turn", 748.5, 751, 502);
        row("rate penalties come from the rates in force at each turn end",
            "rates union 12 10; turn; rates union 10 10; turn", 746.6, 752, 504);
        row("rates alone change nothing until a turn ends", "rates union 20 20", 750, 750, 500);
        row("a Union draft: -150", "draft union", 600, 750, 500);
        row("a second Union draft does nothing", "draft union; draft union", 600, 750, 500);

        // Confederate morale.
        row("Confederate morale rises 1 point per turn (four turns)", "turn x4", 744, 754, 508);
        row("Confederate morale rises 1 point per 5 Confederate laurels (opinion rises 1 per 8)",
            "laurels confederate 14", 750, 752.8, 501.75);
        row("the Confederacy captures a city: +1 per level", "capture confederate Winchester 2 city",
            750, 752, 500);
        row("the Confederacy captures a state capital: +2 per level",
            "capture confederate Frankfort 2 state-capital", 750, 754, 500);
        row("the Confederacy captures Washington: +5 per level", "capture confederate Washington 2 washington",
            750, 760, 500);
        row("the Confederacy retakes Richmond: +2 per level (a state capital)",
            "capture confederate Richmond 3 richmond", 750, 756, 500);
        row("Confederate morale drops 1 point per 500 Confederate casualties (opinion falls 1 per 1000)",
            "casualties confederate 2600", 750, 744.8, 497.4);
        row("a Confederate RI lost: 6 loss points", "ship-lost confederate RI 0", 750, 744, 500);
        row("a Confederate SL lost: 4 loss points", "ship-lost confederate SL 0", 750, 746, 500);
        row("a Confederate RG lost: 2 loss points", "ship-lost confederate RG 0", 750, 748, 500);
        row("a Confederate RT lost: no loss points", "ship-lost confederate RT 0", 750, 750, 500);
        row("a Confederate FR lost with 300 crew: 6 loss points and 300 casualties",
            "ship-lost confederate FR 300", 750, 743.4, 499.7);
        row("a Confederate TR lost with 100 crew: only the crew counts", "ship-lost confederate TR 100",
            750, 749.8, 499.9);
        row("the Confederate greenback from 100 to 96: morale -4/5, opinion -3 x 4/2",
            "greenback confederate 96", 750, 749.2, 494);
        row("a Confederate greenback rise does not count, a later new low does from the lowest",
            "greenback confederate 90; greenback confederate 95; greenback confederate 88", 750, 747.6, 482);
        row("Confederate tax 7 and tariff 12: -1 x (2 + 2) each turn", "rates confederate 7 12; turn",
            748.5, 747, 502);
        row("Confederate tax 6: over 5 by 1", "rates confederate 6 10; turn", 748.5, 750, 502);
        row("Confederate tax 10 over two turns: -5 each turn", "rates confederate 10 10; turn x2",
            747, 742, 504);
        row("a Confederate draft: -50", "draft confederate", 750, 700, 500);
        row("a second Confederate draft does nothing", "draft confederate; draft confederate", 750, 700, 500);
        row("each side drafts once", "draft union; draft confederate; draft union; draft confederate",
            600, 700, 500);

        // International opinion.
        row("opinion rises 2 points per turn (ten turns)", "turn x10", 735, 760, 520);
        row("a Confederate city held three turns: opinion +20 per level",
            "capture confederate Winchester 2 city; turn x3", 745.5, 755, 546);
        row("a Confederate city held only two turns: no opinion yet",
            "capture confederate Winchester 2 city; turn x2", 747, 754, 504);
        row("a Confederate state capital held three turns: +40 per level",
            "capture confederate Frankfort 2 state-capital; turn x3", 745.5, 757, 586);
        row("Washington held three turns by the Confederacy: +100 per level",
            "capture confederate Washington 2 washington; turn x3", 745.5, 763, 706);
        row("Richmond retaken and held three turns by the Confederacy: +40 per level",
            "capture confederate Richmond 3 richmond; turn x3", 745.5, 759, 626);
        row("a Union city held three turns: opinion -1 per level", "capture union Norfolk 3 city; turn x3",
            748.5, 753, 503);
        row("a Union state capital held three turns: -2 per level",
            "capture union Nashville 3 state-capital; turn x3", 751.5, 753, 500);
        row("Richmond held three turns by the Union: -2 per level (Virginia's capital)",
            "capture union Richmond 3 richmond; turn x3", 760.5, 753, 500);
        row("Washington retaken and held three turns by the Union: -5 per level",
            "capture union Washington 2 washington; turn x3", 747.5, 753, 496);
        row("a city retaken before its third turn end gives no opinion",
            "capture confederate Winchester 2 city; turn x2; capture union Winchester 2 city; turn",
            747.5, 755, 506);
        row("the retaking side's own capture counts three turns from the retaking",
            "capture confederate Winchester 2 city; turn x2; capture union Winchester 2 city; turn x3",
            744.5, 757, 508);
        row("a city retaken after its third turn end keeps the opinion it gave",
            "capture confederate Winchester 2 city; turn x3; capture union Winchester 2 city",
            747.5, 755, 546);
        row("retaking one city does not cancel another",
            "capture confederate Winchester 2 city; capture confederate Frederick 1 city; turn; "
            "capture union Frederick 1 city; turn x2",
            746.5, 756, 546);
        row("Richmond is Richmond whatever a file calls it",
            "capture union Richmond 3 richmond; turn x2; capture confederate Richmond-Virginia 3 richmond; turn x2",
            759, 760, 508);
        row("turns held carry across the end of a campaign",
            "capture confederate Winchester 2 city; turn x2; campaign-end; turn", 745.5, 755, 546);

        // "Each ranges between 0 and 1000": clamped after every change.
        row("morale never exceeds 1000 and opinion never falls below 0", "laurels union 5000", 1000, 750, 0);
        row("clamped after every change, not at the end", "laurels union 5000; casualties union 500",
            999, 750, 0.5);
        row("opinion held at 0, then rises from 0", "laurels union 8000; laurels confederate 8", 1000, 751.6, 1);
        row("a turn clamps the +1 at 1000 before the tax penalty",
            "start 750 999.5 500; rates confederate 6 10; turn", 748.5, 999, 502);

        // Victory conditions.
        row("Union morale falls to 0: the Union sues for peace and the Confederacy wins",
            "casualties union 375000", 0, 750, 875, "confederate", "peace");
        row("Union morale falling below 0 stops at 0", "casualties union 400000", 0, 750, 900, "confederate",
            "peace");
        row("Union morale at 0.002 is no peace", "casualties union 374999", 0.002, 750, 874.999);
        row("Confederate morale falls to 0: the Confederacy sues for peace and the Union wins",
            "casualties confederate 375000", 750, 0, 125, "union", "peace");
        row("a draft can end the war", "start 150 750 500; draft union", 0, 750, 500, "confederate", "peace");
        row("the per-turn drop can end the war", "start 1.5 750 500; turn", 0, 751, 502, "confederate", "peace");
        row("opinion reaches 1000: the European powers intervene and the Confederacy wins",
            "laurels confederate 4000", 750, 1000, 1000, "confederate", "intervention");
        row("opinion 999 is no intervention", "laurels confederate 3992", 750, 1000, 999);
        row("opinion past 1000 stops at 1000 and intervenes", "start 750 750 999; turn", 748.5, 751, 1000,
            "confederate", "intervention");
        row("checked after every change: 1000 reached mid-turn, then lowered in the same turn",
            "start 750 750 994.5; capture union Harpers 3 city; turn x3", 748.5, 753, 997, "confederate",
            "intervention");
        row("after six campaigns Union morale 251: the Union wins", "start 251 750 500; campaign-end x6",
            251, 750, 500, "union", "campaigns");
        row("after six campaigns Union morale 251 reached by casualties: the Union wins",
            "casualties union 249500; campaign-end x6", 251, 750, 749.5, "union", "campaigns");
        row("after six campaigns Union morale exactly 250: the Confederacy wins",
            "start 250 750 500; campaign-end x6", 250, 750, 500, "confederate", "campaigns");
        row("exactly 250 after 2500 steps of 0.2: still exactly 250, the Confederacy wins",
            "casualties union 100 x2500; campaign-end x6", 250, 750, 750, "confederate", "campaigns");
        row("after six campaigns Union morale 250.002 is above 250: the Union wins",
            "casualties union 249999; campaign-end x6", 250.002, 750, 749.999, "union", "campaigns");
        row("after six campaigns Union morale below 250: the Confederacy wins",
            "start 100 750 500; campaign-end x6", 100, 750, 500, "confederate", "campaigns");
        row("five campaigns decide nothing", "start 100 750 500; campaign-end x5", 100, 750, 500);

        // The first victory stands; later events still move the scores.
        row("a peace victory stands when opinion later reaches 1000",
            "casualties union 375000; laurels confederate 1000", 0, 950, 1000, "confederate", "peace");
        row("an intervention stands when Confederate morale later falls to 0",
            "laurels confederate 4000; casualties confederate 500000", 750, 0, 500, "confederate", "intervention");
        row("a peace victory stands through the sixth campaign",
            "casualties confederate 375000; campaign-end x6", 750, 0, 125, "union", "peace");
        row("events after the war is decided still move the scores",
            "draft union; casualties union 300000; turn", 0, 751, 802, "confederate", "peace");
    }

    void rules()
    {
        QFETCH(QString, script);
        QFETCH(double, unionMorale);
        QFETCH(double, confederateMorale);
        QFETCH(double, opinion);
        QFETCH(QString, winner);
        QFETCH(QString, reason);

        const Scores s = testscript::run(script);
        const QJsonObject result = s.resultJson();
        const QByteArray got = QJsonDocument(result).toJson(QJsonDocument::Compact);
        QVERIFY2(near(s.unionMorale(), unionMorale), got.constData());
        QVERIFY2(near(s.confederateMorale(), confederateMorale), got.constData());
        QVERIFY2(near(s.opinion(), opinion), got.constData());
        QCOMPARE(result.value(QStringLiteral("winner")).toString(), winner);
        QCOMPARE(result.value(QStringLiteral("reason")).toString(), reason);
        QCOMPARE(result.value(QStringLiteral("winner")).isNull(), winner.isEmpty());
        QCOMPARE(result.value(QStringLiteral("reason")).isNull(), reason.isEmpty());
        QCOMPARE(s.isDecided(), !winner.isEmpty());
    }

    void turnsAndCampaigns_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("campaign");
        QTest::newRow("no events: turn 0 of campaign 1") << QString() << 0 << 1;
        QTest::newRow("a turn event is one turn") << QStringLiteral("turn x3") << 3 << 1;
        QTest::newRow("turns count on across campaigns")
            << QStringLiteral("turn x10; campaign-end; turn x2") << 12 << 2;
        QTest::newRow("five campaigns ended: the sixth is current") << QStringLiteral("campaign-end x5") << 0 << 6;
        QTest::newRow("the sixth ended: still campaign 6") << QStringLiteral("campaign-end x6") << 0 << 6;
        QTest::newRow("turns after the war still count") << QStringLiteral("campaign-end x6; turn") << 1 << 6;
    }

    void turnsAndCampaigns()
    {
        QFETCH(QString, script);
        QFETCH(int, turn);
        QFETCH(int, campaign);
        const Scores s = testscript::run(script);
        QCOMPARE(s.turn(), turn);
        QCOMPARE(s.campaign(), campaign);
        QCOMPARE(s.resultJson().value(QStringLiteral("turn")).toInt(), turn);
        QCOMPARE(s.resultJson().value(QStringLiteral("campaign")).toInt(), campaign);
    }

    void captureTable_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("side");
        QTest::addColumn<double>("morale");
        QTest::addColumn<double>("opinion");
        // RULES §17, the table, row by row.
        const auto add = [](const char *name, CityKind k, Side s, double m, double o) {
            QTest::newRow(name) << int(k) << int(s) << m << o;
        };
        add("city by the Union", CityKind::City, Side::Union, 1, -1);
        add("city by the Confederacy", CityKind::City, Side::Confederate, 1, 20);
        add("state capital by the Union", CityKind::StateCapital, Side::Union, 2, -2);
        add("state capital by the Confederacy", CityKind::StateCapital, Side::Confederate, 2, 40);
        add("Richmond by the Union", CityKind::Richmond, Side::Union, 5, -2);
        add("Richmond retaken by the Confederacy", CityKind::Richmond, Side::Confederate, 2, 40);
        add("Washington by the Confederacy", CityKind::Washington, Side::Confederate, 5, 100);
        add("Washington retaken by the Union", CityKind::Washington, Side::Union, 1, -5);
    }

    void captureTable()
    {
        QFETCH(int, kind);
        QFETCH(int, side);
        QFETCH(double, morale);
        QFETCH(double, opinion);
        const scorerules::CaptureEffect e = scorerules::captureEffect(CityKind(kind), Side(side));
        QCOMPARE(e.moralePerLevel, morale);
        QCOMPARE(e.opinionPerLevel, opinion);
    }

    void lossPoints_data()
    {
        QTest::addColumn<QString>("ship");
        QTest::addColumn<int>("points");
        for (const char *t : {"IC", "RI", "FR"})
            QTest::newRow(t) << QString::fromLatin1(t) << 6;
        QTest::newRow("SL") << QStringLiteral("SL") << 4;
        for (const char *t : {"RG", "GB"})
            QTest::newRow(t) << QString::fromLatin1(t) << 2;
        for (const char *t : {"TR", "RT"})
            QTest::newRow(t) << QString::fromLatin1(t) << 0;
    }

    void lossPoints()
    {
        QFETCH(QString, ship);
        QFETCH(int, points);
        const int index = int(shipTypeNames().indexOf(ship));
        QVERIFY(index >= 0);
        QCOMPARE(shipLossPoints(ShipType(index)), points);
    }

    // Each change is an event carrying its cause, amount and rule.
    void changesAreExplained()
    {
        Scores s;
        const QList<ScoreEntry> out = s.apply(ScoreEvent::laurels(Side::Confederate, 14));
        const QList<QJsonObject> changes = ofType(out, QStringLiteral("score-change"));
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes.at(0).value(QStringLiteral("score")).toString(), QStringLiteral("confederateMorale"));
        QVERIFY(near(changes.at(0).value(QStringLiteral("amount")).toDouble(), 2.8));
        QVERIFY(near(changes.at(0).value(QStringLiteral("before")).toDouble(), 750));
        QVERIFY(near(changes.at(0).value(QStringLiteral("after")).toDouble(), 752.8));
        QCOMPARE(changes.at(1).value(QStringLiteral("score")).toString(), QStringLiteral("opinion"));
        QVERIFY(near(changes.at(1).value(QStringLiteral("amount")).toDouble(), 1.75));
        for (const QJsonObject &c : changes) {
            QCOMPARE(c.value(QStringLiteral("event")).toInt(), 0);
            QVERIFY(!c.value(QStringLiteral("rule")).toString().isEmpty()); // a key: the narrator words it
            QVERIFY(!c.contains(QStringLiteral("text")));
            QCOMPARE(c.value(QStringLiteral("clamped")).toBool(), false);
        }
        QCOMPARE(s.log().size(), out.size());
    }

    void clampedChangeSaysSo()
    {
        Scores s;
        const QList<QJsonObject> changes =
            ofType(s.apply(ScoreEvent::laurels(Side::Union, 5000)), QStringLiteral("score-change"));
        QCOMPARE(changes.size(), 2);
        QVERIFY(near(changes.at(0).value(QStringLiteral("amount")).toDouble(), 1000));
        QVERIFY(near(changes.at(0).value(QStringLiteral("after")).toDouble(), 1000));
        QCOMPARE(changes.at(0).value(QStringLiteral("clamped")).toBool(), true);
        QVERIFY(near(changes.at(1).value(QStringLiteral("after")).toDouble(), 0));
        QCOMPARE(changes.at(1).value(QStringLiteral("clamped")).toBool(), true);
    }

    // The log is the whole story: for each score, the changes chain from the
    // start to the final value.
    void logChainsToTheFinalScores()
    {
        const QString script = QStringLiteral(
            "rates union 12 11; rates confederate 8 10; turn; laurels union 20; laurels confederate 16; "
            "casualties union 4200; casualties confederate 3300; capture confederate Winchester 2 city; "
            "turn; capture union Winchester 2 city; ship-lost union GB 40; greenback confederate 90; "
            "turn x3; draft confederate; laurels union 5000; campaign-end; turn");
        const Scores s = testscript::run(script);
        double value[3] = {750, 750, 500};
        int changes = 0;
        for (const QJsonObject &e : json(s.log())) {
            if (e.value(QStringLiteral("type")).toString() != QLatin1String("score-change"))
                continue;
            const int k = int(scoreKindNames().indexOf(e.value(QStringLiteral("score")).toString()));
            QVERIFY(k >= 0);
            QVERIFY(near(e.value(QStringLiteral("before")).toDouble(), value[k]));
            value[k] = e.value(QStringLiteral("after")).toDouble();
            QVERIFY(value[k] >= 0 && value[k] <= 1000);
            ++changes;
        }
        QVERIFY(changes > 20);
        QVERIFY(near(value[0], s.unionMorale()));
        QVERIFY(near(value[1], s.confederateMorale()));
        QVERIFY(near(value[2], s.opinion()));
    }

    void victoryIsAnnouncedOnce()
    {
        const Scores s = testscript::run(
            QStringLiteral("casualties union 375000; laurels confederate 1000; casualties confederate 400000; "
                           "campaign-end x6"));
        const QList<QJsonObject> victories = ofType(s.log(), QStringLiteral("victory"));
        QCOMPARE(victories.size(), 1);
        QCOMPARE(victories.at(0).value(QStringLiteral("winner")).toString(), QStringLiteral("confederate"));
        QCOMPARE(victories.at(0).value(QStringLiteral("reason")).toString(), QStringLiteral("peace"));
        QCOMPARE(victories.at(0).value(QStringLiteral("event")).toInt(), 0);
        // Changes after the decision say so.
        const QList<QJsonObject> changes = ofType(s.log(), QStringLiteral("score-change"));
        QCOMPARE(changes.first().value(QStringLiteral("warDecided")).toBool(), false);
        QCOMPARE(changes.last().value(QStringLiteral("warDecided")).toBool(), true);
    }

    void eventsWithoutEffectSaySo_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a second draft") << QStringLiteral("draft union; draft union") << QStringLiteral("already-drafted");
        QTest::newRow("a greenback rise") << QStringLiteral("greenback confederate 90; greenback confederate 95")
                                          << QStringLiteral("greenback-no-new-low");
        QTest::newRow("no casualties") << QStringLiteral("casualties union 0") << QStringLiteral("no-change");
        QTest::newRow("a TR lost with no crew") << QStringLiteral("ship-lost union TR 0") << QStringLiteral("no-change");
    }

    void eventsWithoutEffectSaySo()
    {
        QFETCH(QString, script);
        QFETCH(QString, reason);
        const testscript::Script parsed = testscript::parse(script);
        Scores s;
        QList<QJsonObject> last;
        for (const ScoreEvent &e : parsed.events)
            last = json(s.apply(e));
        QCOMPARE(last.size(), 1);
        QCOMPARE(last.at(0).value(QStringLiteral("type")).toString(), QStringLiteral("no-effect"));
        QCOMPARE(last.at(0).value(QStringLiteral("reason")).toString(), reason);
    }

    void captureWaitsThreeTurnEnds()
    {
        Scores s;
        QList<ScoreEntry> out = s.apply(ScoreEvent::capture(Side::Confederate, QStringLiteral("Winchester"), 2,
                                                             CityKind::City));
        QCOMPARE(ofType(out, QStringLiteral("capture-pending")).size(), 1);
        QCOMPARE(s.pendingCaptures().size(), 1);
        for (int turn = 1; turn <= 2; ++turn) {
            out = s.apply(ScoreEvent::turn());
            QCOMPARE(s.pendingCaptures().size(), 1);
            QCOMPARE(s.pendingCaptures().at(0).turnsHeld, turn);
            QCOMPARE(ofType(out, QStringLiteral("capture-held")).size(), 0);
        }
        out = s.apply(ScoreEvent::turn());
        QVERIFY(s.pendingCaptures().isEmpty());
        QCOMPARE(ofType(out, QStringLiteral("capture-held")).size(), 1);
        const QList<QJsonObject> changes = ofType(out, QStringLiteral("score-change"));
        QCOMPARE(changes.last().value(QStringLiteral("score")).toString(), QStringLiteral("opinion"));
        QVERIFY(near(changes.last().value(QStringLiteral("amount")).toDouble(), 40));
    }

    void retakingCancelsThePendingCapture()
    {
        Scores s;
        s.apply(ScoreEvent::capture(Side::Confederate, QStringLiteral("Winchester"), 2, CityKind::City));
        s.apply(ScoreEvent::turn());
        const QList<ScoreEntry> out =
            s.apply(ScoreEvent::capture(Side::Union, QStringLiteral("winchester"), 2, CityKind::City));
        const QList<QJsonObject> cancelled = ofType(out, QStringLiteral("capture-cancelled"));
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled.at(0).value(QStringLiteral("captureEvent")).toInt(), 0);
        QCOMPARE(s.pendingCaptures().size(), 1);
        QCOMPARE(s.pendingCaptures().at(0).side, Side::Union);
    }

    void historyHasOnePointPerEvent()
    {
        const testscript::Script parsed =
            testscript::parse(QStringLiteral("turn; laurels union 10; draft confederate; campaign-end; turn"));
        Scores s;
        s.applyAll(parsed.events);
        QCOMPARE(s.history().size(), parsed.events.size() + 1);
        QCOMPARE(s.history().first().event, -1);
        QVERIFY(near(s.history().first().unionMorale, 750));
        QCOMPARE(s.history().at(1).turn, 1);
        QVERIFY(near(s.history().at(1).unionMorale, 748.5));
        QVERIFY(near(s.history().at(2).unionMorale, 750.5));
        QVERIFY(near(s.history().at(3).confederateMorale, 701));
        QCOMPARE(s.history().at(4).campaign, 2);
        QCOMPARE(s.history().last().event, parsed.events.size() - 1);
        QVERIFY(near(s.history().last().unionMorale, s.unionMorale()));
        QVERIFY(near(s.history().last().opinion, s.opinion()));
        QCOMPARE(s.historyJson().size(), s.history().size());
    }

    void startOnlyBeforeTheFirstEvent()
    {
        Scores s;
        s.setStart(400, 1200, -5);
        QVERIFY(near(s.unionMorale(), 400));
        QVERIFY(near(s.confederateMorale(), 1000));
        QVERIFY(near(s.opinion(), 0));
        s.apply(ScoreEvent::turn());
        s.setStart(750, 750, 500);
        QVERIFY(near(s.unionMorale(), 398.5));
    }

    void initialRatesAndGreenbacks()
    {
        const Scores s;
        QCOMPARE(s.tax(Side::Union), 10.0);
        QCOMPARE(s.tariff(Side::Union), 10.0);
        QCOMPARE(s.tax(Side::Confederate), 5.0);
        QCOMPARE(s.tariff(Side::Confederate), 10.0);
        QCOMPARE(s.greenbackLow(Side::Union), 100.0);
        QCOMPARE(s.greenbackLow(Side::Confederate), 100.0);
        QVERIFY(!s.drafted(Side::Union) && !s.drafted(Side::Confederate));
    }

    void resultHasTheProductShape()
    {
        const QJsonObject r = testscript::run(QStringLiteral("turn")).resultJson();
        QStringList keys = r.keys();
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("campaign"), QStringLiteral("confederateMorale"),
                                    QStringLiteral("opinion"), QStringLiteral("reason"), QStringLiteral("turn"),
                                    QStringLiteral("unionMorale"), QStringLiteral("winner")}));
        QVERIFY(r.value(QStringLiteral("winner")).isNull());
        QVERIFY(r.value(QStringLiteral("reason")).isNull());
        QVERIFY(r.value(QStringLiteral("unionMorale")).isDouble());
    }

    // issue 22: the explanation is typed, and its JSON reads back strictly.
    // Every kind and every rule occurs in these scripts; each entry written
    // and read back is the same entry, and its JSON the same bytes.
    void everyEntryReadsBackStrictly()
    {
        const QStringList scripts{
            QStringLiteral("rates union 12 11; rates confederate 8 10; turn; laurels union 20; laurels confederate 16; "
                           "casualties union 4200; casualties confederate 3300; capture confederate Winchester 2 city; "
                           "turn; capture union Winchester 2 city; ship-lost union GB 40; greenback confederate 90; "
                           "greenback union 97; greenback union 99; turn x3; draft confederate; draft confederate; "
                           "laurels union 5000; campaign-end; turn; casualties union 0"),
            QStringLiteral("casualties union 375000; laurels confederate 1000; casualties confederate 400000"),
            QStringLiteral("casualties confederate 375000"),
            QStringLiteral("laurels confederate 4000"),
            QStringLiteral("campaign-end x7"),
            QStringLiteral("laurels union 100; campaign-end x6"),
        };
        QSet<QString> kinds, rules;
        int entries = 0;
        for (const QString &script : scripts) {
            const Scores s = testscript::run(script);
            for (const ScoreEntry &e : s.log()) {
                const QJsonObject written = scoreEntryToJson(e);
                kinds.insert(written.value(QStringLiteral("type")).toString());
                if (const auto *c = std::get_if<ScoreChange>(&e))
                    rules.insert(scoreRuleNames().value(int(c->rule)));
                LoadError error;
                const std::optional<ScoreEntry> back = scoreEntryFromJson(written, &error);
                QVERIFY2(back.has_value(), qPrintable(error.text()));
                QVERIFY(*back == e);
                QCOMPARE(scoreEntryToJson(*back), written);
                QCOMPARE(scoreEntryStamp(*back).event, scoreEntryStamp(e).event);
                ++entries;
            }
        }
        QCOMPARE(kinds.size(), scoreEntryTypeNames().size());
        QCOMPARE(rules.size(), scoreRuleNames().size());
        QVERIFY(entries > 60);
    }

    // The strict reader refuses what the writer never writes, naming the
    // JSON path: an unknown member, a figure the rule has not, a missing
    // figure, a wrong type, an unknown name.
    void entryRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const QByteArray change = R"("type":"score-change","event":0,"turn":1,"campaign":1,"score":"unionMorale",)"
                                  R"("amount":-1.5,"before":750,"after":748.5,"clamped":false,"max":1000,"warDecided":false,)";
        QTest::newRow("unknown member") << "{" + change + R"("rule":"union-morale-per-turn","points":1.5,"text":"x"})"
                                        << "$.text" << "unknown member \"text\"";
        QTest::newRow("a figure the rule has not")
            << "{" + change + R"("rule":"union-morale-per-turn","points":1.5,"side":"union"})" << "$.side"
            << "unknown member \"side\"";
        QTest::newRow("a missing figure") << "{" + change + R"("rule":"draft"})" << "$.side"
                                          << "missing required member \"side\"";
        QTest::newRow("ship-lost without its ship")
            << "{" + change + R"("rule":"ship-lost","side":"union","points":3})" << "$.ship"
            << "missing required member \"ship\"";
        QTest::newRow("an unknown rule") << "{" + change + R"("rule":"tithe"})" << "$.rule"
                                         << "\"tithe\" is not one of";
        QTest::newRow("an unknown score")
            << QByteArray(R"({"type":"score-change","event":0,"turn":1,"campaign":1,"score":"glory","amount":1,)"
                          R"("before":1,"after":2,"clamped":false,"max":1000,"warDecided":false,"rule":"draft","side":"union"})")
            << "$.score" << "\"glory\" is not one of";
        QTest::newRow("a wrong type")
            << QByteArray(R"({"type":"campaign-end","event":0,"turn":0,"campaign":2,"ended":"one","campaigns":6})")
            << "$.ended" << "expected an integer";
        QTest::newRow("an unknown type") << QByteArray(R"({"type":"armistice"})") << "$.type"
                                         << "\"armistice\" is not one of";
        QTest::newRow("a reason's member for another reason")
            << QByteArray(R"({"type":"no-effect","event":0,"turn":0,"campaign":1,"reason":"no-change","side":"union"})")
            << "$.side" << "unknown member \"side\"";
        QTest::newRow("a victory without its condition's figures")
            << QByteArray(R"({"type":"victory","event":0,"turn":0,"campaign":6,"winner":"union","reason":"campaigns",)"
                          R"("condition":"campaigns","campaigns":6,"unionMorale":300})")
            << "$.threshold" << "missing required member \"threshold\"";
        QTest::newRow("an unknown ship")
            << "{" + change + R"("rule":"ship-lost","side":"union","points":3,"ship":"ZZ"})" << "$.ship"
            << "\"ZZ\" is not one of";
    }

    void entryRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, message);
        QJsonParseError parse;
        const QJsonObject o = QJsonDocument::fromJson(json, &parse).object();
        QCOMPARE(parse.error, QJsonParseError::NoError);
        LoadError error;
        QVERIFY(!scoreEntryFromJson(o, &error).has_value());
        QCOMPARE(error.path, path);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
    }
};

QTEST_GUILESS_MAIN(TestScores)
#include "tst_scores.moc"
