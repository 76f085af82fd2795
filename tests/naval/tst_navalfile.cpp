// "hardtack-naval" files: every field of the example is read, a battle
// survives a write/read round trip, the shipped historical actions load and
// cite their sources, and every malformed file of tests/data/malformed/naval.tsv
// is refused with exactly the JSON path listed there.

#include "naval/navalfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace hardtack;

class TestNavalFile : public QObject
{
    Q_OBJECT

private:
    static QString example() { return QStringLiteral(HARDTACK_SOURCE_DIR "/tests/naval/data/example-naval.json"); }
    static QString malformedDir() { return QStringLiteral(HARDTACK_TEST_DATA "/malformed"); }

private slots:
    void readsEveryFieldOfTheExample()
    {
        LoadError e;
        const auto b = loadNavalBattle(example(), &e);
        QVERIFY2(b, qPrintable(e.text()));
        QCOMPARE(b->name, QStringLiteral("Example: a coastal action"));
        QCOMPARE(b->location, NavalLocation::Coastal);
        QCOMPARE(b->onshoreWind, false);
        QCOMPARE(b->wind, Wind::Moderate);
        QCOMPARE(b->ships.size(), 3);
        const Ship &gb = b->ships.at(1);
        QCOMPARE(gb.id, QStringLiteral("u-gb"));
        QCOMPARE(gb.name, QStringLiteral("USS Sample"));
        QCOMPARE(gb.side, Side::Union);
        QCOMPARE(gb.type, ShipType::GB);
        QCOMPARE(gb.crew, 90.0);
        QCOMPARE(gb.complement, shipTypeInfo(ShipType::GB).complement);
        QCOMPARE(gb.quality, NavalQuality::Average);
        QCOMPARE(gb.experience, 4.0);
        QCOMPARE(gb.orders.combat, CombatOrder::Accept);
        QCOMPARE(gb.orders.distance, DistanceOrder::Range);
        QCOMPARE(gb.orders.aim, AimOrder::Propulsion);
        QCOMPARE(gb.orders.formation, FormationOrder::LineAhead);
        QCOMPARE(gb.orders.breakOff, BreakOffOrder::Light);
        QCOMPARE(gb.orders.flee, FleeOrder::OpenSea);
        const Ship &cic = b->ships.at(2);
        QCOMPARE(cic.side, Side::Confederate);
        QCOMPARE(cic.hull, 1);
        QCOMPARE(cic.ram, true);
        QCOMPARE(cic.group, 1);
        QCOMPARE(cic.orders.breakOff, BreakOffOrder::Never);
        QCOMPARE(b->batteries.size(), 1);
        const NavalBattery &nb = b->batteries.at(0);
        QCOMPARE(nb.id, QStringLiteral("c-fort"));
        QCOMPARE(nb.side, Side::Confederate);
        QCOMPARE(nb.men, 300);
        QCOMPARE(nb.batteries, 3);
        QCOMPARE(nb.rifled, true);
        QCOMPARE(nb.hill, Hill::Low);
        QCOMPARE(nb.experience, 4.0);
        QCOMPARE(nb.fatigue, 0.0);
        QVERIFY(!b->situation.any());
    }

    void roundTrip()
    {
        LoadError e;
        auto b = loadNavalBattle(example(), &e);
        QVERIFY(b);
        b->situation.range = DistanceOrder::Close;
        b->situation.windward = Side::Confederate;
        b->situation.breakLinePinned = true;
        b->situation.breakLine = {BreakLineResult::Failed, BreakLineResult::Melee};
        b->source = QStringLiteral("a book");
        const QJsonObject first = navalBattleToJson(*b);
        const auto again = parseNavalBattle(QJsonDocument(first).toJson(), QStringLiteral("mem"), &e);
        QVERIFY2(again, qPrintable(e.text()));
        QCOMPARE(navalBattleToJson(*again), first);
        QCOMPARE(again->situation.breakLine[1], BreakLineResult::Melee);
        QCOMPARE(*again->situation.windward, Side::Confederate);
    }

    void optionalMembersHaveDefaults()
    {
        const QByteArray text = R"({"format":"hardtack-naval","version":1,"name":"n","location":"sea",
            "sides":{"union":{"ships":[{"id":"a","name":"A","type":"FR","crew":100,"quality":"good","experience":0,
              "hull":0,"propulsion":0,"orders":{"combat":"engage","distance":"range","aim":"hull",
              "formation":"line-ahead","breakOff":"never","flee":"harbor"}}]},
              "confederate":{"batteries":[{"id":"f","name":"F","men":100,"batteries":1,"quality":"poor","experience":1}]}},
            "situation":{"range":"close"}})";
        LoadError e;
        const auto b = parseNavalBattle(text, QStringLiteral("mem"), &e);
        QVERIFY2(b, qPrintable(e.text()));
        QCOMPARE(b->onshoreWind, false);
        QCOMPARE(b->wind, Wind::Moderate);
        QCOMPARE(b->ships.at(0).ram, false);
        QCOMPARE(b->ships.at(0).group, 0);
        QCOMPARE(b->batteries.at(0).rifled, false);
        QCOMPARE(b->batteries.at(0).hill, Hill::None);
        QCOMPARE(b->batteries.at(0).fatigue, 0.0);
        QCOMPARE(*b->situation.range, DistanceOrder::Close);
        QVERIFY(!b->situation.windward);
        QVERIFY(!b->situation.breakLinePinned);
    }

    void historicalActionsLoadAndCiteSources()
    {
        const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString &f : files) {
            LoadError e;
            const auto b = loadNavalBattle(dir.filePath(f), &e);
            QVERIFY2(b, qPrintable(e.text()));
            QVERIFY2(b->source.size() > 20, qPrintable(f));
            QVERIFY2(!b->description.isEmpty(), qPrintable(f));
        }
    }

    // issue 21: every historical action carries its figures, and every fate
    // it names is a ship of the file.
    void historicalActionsCarryTheirHistory()
    {
        const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval"));
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            LoadError e;
            const auto b = loadNavalBattle(dir.filePath(f), &e);
            QVERIFY2(b && b->history, qPrintable(f));
            QVERIFY2(b->history->source.size() > 20, qPrintable(f));
            QVERIFY2(!b->history->fates.isEmpty(), qPrintable(f));
            // Written back, it reads the same.
            const auto again = parseNavalBattle(QJsonDocument(navalBattleToJson(*b)).toJson(), f, &e);
            QVERIFY2(again && again->history, qPrintable(e.text()));
            QCOMPARE(historyToJson(*again->history), historyToJson(*b->history));
        }
        LoadError e;
        const auto mobile = loadNavalBattle(dir.filePath(QStringLiteral("mobile-bay-1864-08-05.json")), &e);
        QVERIFY(mobile);
        QCOMPARE(mobile->history->outcome, HistoricalOutcome::UnionVictory);
        QCOMPARE(mobile->history->fates.value(QStringLiteral("tennessee")), QStringLiteral("captured"));
        QCOMPARE(mobile->history->of(Side::Confederate).killed, 12);
    }

    void refusesBadHistory_data()
    {
        QTest::addColumn<QString>("history");
        QTest::addColumn<QString>("path");
        const QString losses = QStringLiteral(R"("losses":{"union":{"total":3},"confederate":{"total":0}})");
        QTest::newRow("fate of a ship not in the file")
            << QStringLiteral(R"({%1,"outcome":"draw","source":"s","fates":{"nobody":"sunk"}})").arg(losses)
            << QStringLiteral("$.history.fates.nobody");
        QTest::newRow("unknown fate")
            << QStringLiteral(R"({%1,"outcome":"draw","source":"s","fates":{"a":"drowned"}})").arg(losses)
            << QStringLiteral("$.history.fates.a");
        QTest::newRow("unknown outcome")
            << QStringLiteral(R"({%1,"outcome":"victory","source":"s"})").arg(losses)
            << QStringLiteral("$.history.outcome");
        QTest::newRow("no source") << QStringLiteral(R"({%1,"outcome":"draw"})").arg(losses)
                                   << QStringLiteral("$.history.source");
    }

    void refusesBadHistory()
    {
        QFETCH(QString, history);
        QFETCH(QString, path);
        const QString text = QStringLiteral(R"({"format":"hardtack-naval","version":1,"name":"n","location":"sea",
            "sides":{"union":{"ships":[{"id":"a","name":"A","type":"FR","crew":100,"quality":"good","experience":0,
              "hull":0,"propulsion":0}]},
              "confederate":{"batteries":[{"id":"f","name":"F","men":100,"batteries":1,"quality":"poor","experience":1}]}},
            "history":%1})").arg(history);
        LoadError e;
        QVERIFY(!parseNavalBattle(text.toUtf8(), QStringLiteral("mem"), &e));
        QCOMPARE(e.path, path);
        QVERIFY(!e.message.isEmpty());
    }

    void refusesMalformedFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QFile tsv(QDir(malformedDir()).filePath(QStringLiteral("naval.tsv")));
        QVERIFY(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
        int rows = 0;
        while (!tsv.atEnd()) {
            const QString line = QString::fromUtf8(tsv.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList cols = line.split(QLatin1Char('\t'));
            QCOMPARE(cols.size(), 2);
            QTest::newRow(qPrintable(cols.at(0))) << cols.at(0) << cols.at(1);
            ++rows;
        }
        QVERIFY(rows >= 10);
    }

    void refusesMalformedFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        LoadError e;
        const QString full = QDir(malformedDir()).filePath(file);
        QVERIFY(!loadNavalBattle(full, &e));
        QCOMPARE(e.path, path);
        QCOMPARE(e.file, full);
        QVERIFY(!e.message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNavalFile)
#include "tst_navalfile.moc"
