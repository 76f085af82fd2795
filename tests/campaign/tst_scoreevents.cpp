// The "hardtack-score-events" file format (PRODUCT.md "Score events"):
// every event type reads and writes back unchanged, and every malformed file
// of tests/data/malformed/score.tsv is refused naming the exact JSON path.

#include "campaign/scoreevents.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

namespace {

bool sameEvent(const ScoreEvent &a, const ScoreEvent &b)
{
    return scoreEventToJson(a) == scoreEventToJson(b);
}

QList<ScoreEvent> everyKindOfEvent()
{
    return {ScoreEvent::turn(),
            ScoreEvent::campaignEnd(),
            ScoreEvent::laurels(Side::Confederate, 14.5),
            ScoreEvent::capture(Side::Union, QStringLiteral("Richmond"), 4, CityKind::Richmond),
            ScoreEvent::capture(Side::Confederate, QStringLiteral("Frankfort"), 2, CityKind::StateCapital),
            ScoreEvent::casualties(Side::Union, 3100),
            ScoreEvent::shipLost(Side::Confederate, ShipType::RT, 35),
            ScoreEvent::greenback(Side::Union, 96.5),
            ScoreEvent::rates(Side::Confederate, 7, 12.5),
            ScoreEvent::draft(Side::Union)};
}

} // namespace

class TestScoreEvents : public QObject
{
    Q_OBJECT

private slots:
    void everyEventReadsBackUnchanged()
    {
        const QList<ScoreEvent> events = everyKindOfEvent();
        const QJsonObject file = scoreEventsToJson(events);
        QCOMPARE(file.value(QStringLiteral("format")).toString(), QStringLiteral("hardtack-score-events"));
        const JsonNode root(file, QStringLiteral("$"), QStringLiteral("memory"));
        const QList<ScoreEvent> back = scoreEventsFromJson(root);
        QCOMPARE(back.size(), events.size());
        for (int i = 0; i < events.size(); ++i)
            QVERIFY2(sameEvent(back.at(i), events.at(i)),
                     QJsonDocument(scoreEventToJson(back.at(i))).toJson(QJsonDocument::Compact).constData());
        QCOMPARE(back.at(3).kind, CityKind::Richmond);
        QCOMPARE(back.at(6).ship, ShipType::RT);
        QCOMPARE(back.at(6).men, 35);
        QCOMPARE(back.at(7).value, 96.5);
        QCOMPARE(back.at(8).tariff, 12.5);
    }

    void saveAndLoadAFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("events.json"));
        QString error;
        QVERIFY2(saveScoreEvents(file, everyKindOfEvent(), &error), qPrintable(error));
        LoadError le;
        const auto loaded = loadScoreEvents(file, &le);
        QVERIFY2(loaded, qPrintable(le.text()));
        QCOMPARE(loaded->size(), everyKindOfEvent().size());
        for (int i = 0; i < loaded->size(); ++i)
            QVERIFY(sameEvent(loaded->at(i), everyKindOfEvent().at(i)));
    }

    void readsTheTestExample()
    {
        LoadError le;
        const auto events = loadScoreEvents(QStringLiteral(HARDTACK_TEST_DATA "/campaign/score-example.json"), &le);
        QVERIFY2(events, qPrintable(le.text()));
        QCOMPARE(events->size(), 22);
        QCOMPARE(events->at(0).type, ScoreEventType::Rates);
        QCOMPARE(events->at(0).tax, 12.0);
        QCOMPARE(events->at(0).tariff, 11.0);
        QCOMPARE(events->at(7).type, ScoreEventType::Capture);
        QCOMPARE(events->at(7).city, QStringLiteral("Winchester"));
        QCOMPARE(events->at(7).level, 2);
        QCOMPARE(events->at(7).side, Side::Confederate);
        QCOMPARE(events->at(11).ship, ShipType::GB);
        QCOMPARE(events->at(11).men, 40);
        QCOMPARE(events->at(20).type, ScoreEventType::CampaignEnd);
    }

    void sixCampaignEndsAreFine()
    {
        QList<ScoreEvent> events;
        for (int i = 0; i < 6; ++i)
            events << ScoreEvent::turn() << ScoreEvent::campaignEnd();
        const JsonNode root(scoreEventsToJson(events), QStringLiteral("$"), QStringLiteral("memory"));
        QCOMPARE(scoreEventsFromJson(root).size(), 12);
        events << ScoreEvent::campaignEnd();
        const JsonNode seven(scoreEventsToJson(events), QStringLiteral("$"), QStringLiteral("memory"));
        try {
            scoreEventsFromJson(seven);
            QFAIL("a seventh campaign-end was accepted");
        } catch (const LoadFailure &f) {
            QCOMPARE(f.error().path, QStringLiteral("$.events[12]"));
        }
    }

    void everyEventHasADescription()
    {
        for (const ScoreEvent &e : everyKindOfEvent())
            QVERIFY(!describeScoreEvent(e).isEmpty());
        QVERIFY(describeScoreEvent(ScoreEvent::shipLost(Side::Union, ShipType::GB, 40)).contains(QStringLiteral("GB")));
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QFile tsv(QStringLiteral(HARDTACK_TEST_DATA "/malformed/score.tsv"));
        QVERIFY(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
        int rows = 0;
        while (!tsv.atEnd()) {
            const QString line = QString::fromUtf8(tsv.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList cols = line.split(QLatin1Char('\t'));
            QVERIFY2(cols.size() == 2, qPrintable(line));
            QTest::newRow(qPrintable(cols.at(0))) << cols.at(0) << cols.at(1);
            ++rows;
        }
        QVERIFY(rows >= 10);
    }

    void malformedFilesAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        const QString full = QStringLiteral(HARDTACK_TEST_DATA "/malformed/") + file;
        QVERIFY2(QFile::exists(full), qPrintable(full));
        LoadError le;
        QVERIFY(!loadScoreEvents(full, &le));
        QCOMPARE(le.path, path);
        QCOMPARE(le.file, full);
        QVERIFY(!le.message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestScoreEvents)
#include "tst_scoreevents.moc"
