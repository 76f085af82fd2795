// Map, scenario and save files (PRODUCT.md "Files"): every field is read,
// saves round-trip byte for byte, and writing is atomic.

#include "core/battle.h"
#include "core/events/events.h"
#include "core/map.h"
#include "core/scenario.h"
#include "core/strictjson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace hardtack;

static QString dataFile(const char *name)
{
    return QStringLiteral(HARDTACK_TEST_DATA "/files/") + QLatin1String(name);
}

class TestFiles : public QObject
{
    Q_OBJECT

private slots:
    // Issue 28: RFC 8259 as Qt's parser does not enforce it, with the path.
    void strictJsonNamesTheFirstProblem_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path"); // empty: no problem
        QTest::newRow("clean") << QByteArray("{\"a\": [1, {\"b\": \"x\"}], \"c\": \"}{,[\"}") << QString();
        QTest::newRow("same key in two objects") << QByteArray("{\"a\": {\"k\": 1}, \"b\": {\"k\": 2}}") << QString();
        QTest::newRow("a member twice") << QByteArray("{\"men\": -5, \"men\": 450}") << QStringLiteral("$.men");
        QTest::newRow("twice, deep in arrays")
            << QByteArray("{\"units\": [{\"id\": \"a\"}, {\"id\": \"b\", \"hex\": [1, 2], \"id\": \"c\"}]}")
            << QStringLiteral("$.units[1].id");
        QTest::newRow("twice, once escaped") << QByteArray("{\"men\": 1, \"\\u006den\": 2}") << QStringLiteral("$.men");
        QTest::newRow("escaped quote in a key") << QByteArray("{\"a\\\"b\": 1, \"a\\\"b\": 2}") << QStringLiteral("$.a\"b");
        QTest::newRow("a raw NUL in a value") << QByteArray("{\"units\": [{\"id\": \"u\0x\"}]}", 26)
                                             << QStringLiteral("$.units[0].id");
        QTest::newRow("a raw tab in a key") << QByteArray("{\"a\tb\": 1}") << QStringLiteral("$");
        QTest::newRow("an escaped tab is fine") << QByteArray("{\"a\\tb\": \"c\\nd\"}") << QString();
    }

    void strictJsonNamesTheFirstProblem()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        const std::optional<JsonProblem> p = strictJsonProblem(json);
        QCOMPARE(p.has_value(), !path.isEmpty());
        if (p)
            QCOMPARE(p->path, path);
    }

    // A named pipe given as a file is refused at once (it would block).
    void aNamedPipeIsRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        LoadError error;
        QVERIFY(!loadScenario(fifo, &error));
        QVERIFY2(error.text().contains(QStringLiteral("not a regular file")), qPrintable(error.text()));
    }

    void mapReadsEveryField()
    {
        LoadError err;
        const auto map = loadMap(dataFile("example-map.json"), &err);
        QVERIFY2(map, qPrintable(err.text()));
        QCOMPARE(map->name, QStringLiteral("Example ridge"));
        QCOMPARE(map->width, 12);
        QCOMPARE(map->height, 8);
        QCOMPARE(map->terrainAt(Hex::fromOffset(4, 0)), Terrain::Woods);
        QCOMPARE(map->terrainAt(Hex::fromOffset(10, 2)), Terrain::Town);
        QCOMPARE(map->terrainAt(Hex::fromOffset(4, 3)), Terrain::Water);
        QCOMPARE(map->terrainAt(Hex::fromOffset(8, 1)), Terrain::Orchard);
        QCOMPARE(map->elevationAt(Hex::fromOffset(4, 1)), 2);
        QCOMPARE(map->elevationAt(Hex::fromOffset(10, 6)), 2);
        QCOMPARE(map->roads.size(), 1);
        QCOMPARE(map->roads.first().kind, RoadKind::Pike);
        QVERIFY(map->hasRoad(Hex::fromOffset(5, 4)));
        QVERIFY(!map->hasRoad(Hex::fromOffset(5, 5)));
        // The pike runs east along row 4: it crosses the SE/NE side of each hex.
        QCOMPARE(map->bestRoadAcross(Hex::fromOffset(0, 4), HexSide::SE), std::optional<RoadKind>(RoadKind::Pike));
        // A stone wall on the S side of [5,2] is the N side of [5,3].
        QVERIFY(map->hasFeature(Hex::fromOffset(5, 2), HexSide::S, HexsideFeature::StoneWall));
        QVERIFY(map->hasFeature(Hex::fromOffset(5, 3), HexSide::N, HexsideFeature::StoneWall));
        QVERIFY(map->hasFeature(Hex::fromOffset(4, 2), HexSide::S, HexsideFeature::Stream));
        QVERIFY(map->hasFeature(Hex::fromOffset(7, 5), HexSide::NE, HexsideFeature::Fence));
        QVERIFY(!map->hasFeature(Hex::fromOffset(7, 5), HexSide::N, HexsideFeature::Fence));
        QCOMPARE(map->labels.size(), 2);
        QCOMPARE(map->labels.at(1).text, QStringLiteral("Hamlet"));
    }

    void scenarioReadsEveryField()
    {
        LoadError err;
        const auto s = loadScenario(dataFile("example-scenario.json"), &err);
        QVERIFY2(s, qPrintable(err.text()));
        QCOMPARE(s->title, QStringLiteral("Example: the ridge"));
        QCOMPARE(s->date, QDate(1863, 7, 1));
        QCOMPARE(s->start, QTime(9, 0));
        QCOMPARE(s->turns, 12);
        QCOMPARE(s->dawn, QTime(4, 30));
        QCOMPARE(s->dusk, QTime(19, 30));
        QCOMPARE(s->firstSide, Side::Confederate);
        QVERIFY(s->rules.fogOfWar);
        QVERIFY(!s->rules.routLimiting);
        QCOMPARE(s->formations.size(), 4);
        const Formation *bde = s->formation(QStringLiteral("u-bde"));
        QVERIFY(bde);
        QCOMPARE(bde->parent, QStringLiteral("u-div"));
        QCOMPARE(bde->leader.rating, 4); // C
        QCOMPARE(s->formation(QStringLiteral("c-bde"))->leader.rating, 6); // A
        QCOMPARE(s->units.size(), 8);
        const Unit *u2 = s->unit(QStringLiteral("u-2"));
        QCOMPARE(u2->fatigue, 150);
        QCOMPARE(u2->quality, 4);
        QCOMPARE(u2->facing, HexSide::S);
        QCOMPARE(u2->formation, UnitFormation::Line);
        const Unit *bat = s->unit(QStringLiteral("u-bat"));
        QCOMPARE(bat->guns, 6);
        QCOMPARE(bat->weapon, Weapon::Rifle3in);
        QCOMPARE(bat->formation, UnitFormation::Unlimbered);
        QCOMPARE(s->unit(QStringLiteral("u-wag"))->supply, 300);
        QCOMPARE(s->unit(QStringLiteral("c-2"))->ammo, Ammo::Low);
        QCOMPARE(s->unit(QStringLiteral("c-2"))->weapon, Weapon::Smoothbore);
        // Defaults: facing N, first formation of the type, fatigue 0, normal ammo and status.
        const Unit *c3 = s->unit(QStringLiteral("c-3"));
        QVERIFY(!c3->onMap);
        QCOMPARE(c3->facing, HexSide::N);
        QCOMPARE(c3->formation, UnitFormation::Line);
        QCOMPARE(c3->fatigue, 0);
        QCOMPARE(c3->status, Status::Normal);
        QCOMPARE(s->reinforcements.size(), 1);
        QCOMPARE(s->reinforcements.first().chance, 80);
        QCOMPARE(s->reinforcements.first().turn, 3);
        QCOMPARE(s->reinforcements.first().hex, Hex::fromOffset(11, 4));
        QCOMPARE(s->objectives.size(), 2);
        QCOMPARE(s->objectives.first().points[int(Side::Union)], 300);
        QCOMPARE(s->victoryMinor, 200);
        QCOMPARE(s->victoryMajor, 800);
        // The chain of command from a unit up.
        const auto chain = s->chainOf(*s->unit(QStringLiteral("u-1")));
        QCOMPARE(chain.size(), 2);
        QCOMPARE(chain.at(1)->id, QStringLiteral("u-div"));
    }

    void saveLoadSaveIsByteIdentical()
    {
        LoadError err;
        const auto s = loadScenario(dataFile("example-scenario.json"), &err);
        QVERIFY2(s, qPrintable(err.text()));
        Battle b = Battle::start(*s, 1234);
        // Move the dice and the state on a little, so the save is not trivial.
        b.rng.d6();
        b.scenario.units[0].fatigue = 333;
        b.scenario.units[0].stragglers = 25;
        // A logged event (saves hold typed events only, with their moment).
        DispersedEvent dispersed;
        dispersed.at = EventStamp{1, Side::Union, Phase::Movement};
        dispersed.unit = b.scenario.units[0].id;
        b.log.append(dispersed);

        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("a.json"));
        const QString second = dir.filePath(QStringLiteral("b.json"));
        QString werr;
        QVERIFY2(saveBattle(b, first, &werr), qPrintable(werr));
        // The file's shape: read as it is (a made-up state is not its orders,
        // which loadBattle would refuse; tst_replay covers that).
        const auto loaded = readBattle(first, &err);
        QVERIFY2(loaded, qPrintable(err.text()));
        QVERIFY2(saveBattle(*loaded, second, &werr), qPrintable(werr));
        QFile fa(first), fb(second);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray a = fa.readAll(), c = fb.readAll();
        QVERIFY(a.size() > 1000);
        QCOMPARE(a, c);
        // The loaded battle carries on with the same dice.
        Battle copy = *loaded;
        QCOMPARE(copy.rng.d6(), b.rng.d6());
        QCOMPARE(loaded->scenario.units[0].fatigue, 333);
        QCOMPARE(loaded->seed, quint64(1234));
    }

    void failedSaveKeepsTheOldFile()
    {
        // QSaveFile: a save into a folder that cannot be written reports an
        // error and leaves nothing half-written.
        LoadError err;
        const auto s = loadScenario(dataFile("example-scenario.json"), &err);
        QVERIFY(s);
        QString werr;
        QVERIFY(!saveBattle(Battle::start(*s, 1), QStringLiteral("/nonexistent-dir/x/save.json"), &werr));
        QVERIFY(werr.contains(QStringLiteral("save.json")));
    }

    void everyShippedMapAndScenarioLoads()
    {
        const QDir root(QStringLiteral(HARDTACK_SOURCE_DIR));
        int count = 0;
        const QStringList maps = QDir(root.filePath(QStringLiteral("maps"))).entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const QString &f : maps) {
            LoadError err;
            QVERIFY2(loadMap(root.filePath(QStringLiteral("maps/") + f), &err), qPrintable(err.text()));
            ++count;
        }
        const QStringList scenarios = QDir(root.filePath(QStringLiteral("scenarios"))).entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const QString &f : scenarios) {
            LoadError err;
            QVERIFY2(loadScenario(root.filePath(QStringLiteral("scenarios/") + f), &err), qPrintable(err.text()));
            ++count;
        }
        QVERIFY2(count >= 2, "the project ships at least one map and one scenario");
    }
};

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
