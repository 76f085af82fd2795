// The scenario editor's document (issue 24, acceptance 2): every shipped map
// and scenario loads, saves and loads again to the same document; random
// sequences of edits are undone exactly and redone exactly; every edit kind
// has its redo; live validation names the thing at fault in words.
#include "editor/editordocument.h"
#include "editor/validation.h"

#include <QDir>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hardtack;
using namespace hardtack::editor;

namespace {

QByteArray state(const EditorDocument &doc)
{
    return QJsonDocument(doc.scenarioJson()).toJson(QJsonDocument::Compact) + '\n' +
           QJsonDocument(doc.mapJson()).toJson(QJsonDocument::Compact);
}

QByteArray fileBytes(const QString &name)
{
    QFile f(name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject fileJson(const QString &name)
{
    return QJsonDocument::fromJson(fileBytes(name)).object();
}

QString source(const QString &rel)
{
    return QStringLiteral(HARDTACK_SOURCE_DIR "/") + rel;
}

// A map file's terrain rows as terrain names (its legend applied).
QStringList terrainByName(const QJsonObject &map)
{
    const QJsonObject legend = map.value(QStringLiteral("legend")).toObject();
    QStringList rows;
    for (const QJsonValue &row : map.value(QStringLiteral("terrain")).toArray()) {
        QStringList names;
        for (const QChar c : row.toString())
            names << legend.value(QString(c)).toString();
        rows << names.join(QLatin1Char(' '));
    }
    return rows;
}

Hex randomHex(QRandomGenerator &g, const Map &m)
{
    return Hex::fromOffset(int(g.bounded(m.width)), int(g.bounded(m.height)));
}

// One random edit of any kind; returns its name (for failure messages).
QString randomEdit(EditorDocument &doc, QRandomGenerator &g, int stroke)
{
    const Map &m = doc.map();
    const Scenario &s = doc.scenario();
    switch (g.bounded(14)) {
    case 0: {
        QVector<Hex> hexes;
        const Hex c = randomHex(g, m);
        hexes.append(c);
        for (const Hex &n : c.neighbours())
            hexes.append(n);
        doc.paintTerrain(hexes, Terrain(g.bounded(terrainNames().size())), g.bounded(2) ? stroke : 0);
        return QStringLiteral("paint");
    }
    case 1:
        doc.fillTerrain(randomHex(g, m), Terrain(g.bounded(terrainNames().size())));
        return QStringLiteral("fill");
    case 2:
        doc.fillRectangle(randomHex(g, m), randomHex(g, m), Terrain(g.bounded(terrainNames().size())));
        return QStringLiteral("rectangle");
    case 3:
        doc.changeElevation({randomHex(g, m), randomHex(g, m)}, ElevationMode(g.bounded(3)), int(g.bounded(10)),
                            g.bounded(2) ? stroke : 0);
        return QStringLiteral("elevation");
    case 4: {
        const int road = m.roads.isEmpty() || g.bounded(3) == 0 ? -1 : int(g.bounded(m.roads.size()));
        const Hex h = road >= 0 && g.bounded(2) ? m.roads.at(road).hexes.last() : randomHex(g, m);
        doc.clickRoad(road, h, road >= 0 ? m.roads.at(road).kind : RoadKind(g.bounded(4)));
        return QStringLiteral("road");
    }
    case 5:
        doc.toggleHexside(randomHex(g, m), HexSide(g.bounded(6)), HexsideFeature(g.bounded(5)));
        return QStringLiteral("hexside");
    case 6:
        if (!m.labels.isEmpty() && g.bounded(3) == 0)
            doc.removeLabel(int(g.bounded(m.labels.size())));
        else
            doc.setLabel(m.labels.isEmpty() || g.bounded(2) ? -1 : int(g.bounded(m.labels.size())),
                         MapLabel{randomHex(g, m), QStringLiteral("Label %1").arg(g.bounded(1000))});
        return QStringLiteral("label");
    case 7: {
        ScenarioProperties p = ScenarioProperties::of(s);
        p.title = QStringLiteral("Title %1").arg(g.bounded(1000));
        p.turns = 1 + int(g.bounded(40));
        p.victoryMinor = int(g.bounded(2000));
        doc.setProperties(p);
        return QStringLiteral("properties");
    }
    case 8:
        if (!s.units.isEmpty()) {
            const Unit &u = s.units.at(int(g.bounded(s.units.size())));
            doc.placeUnit(u.id, randomHex(g, m));
        }
        return QStringLiteral("place unit");
    case 9:
        if (!s.units.isEmpty()) {
            const int i = int(g.bounded(s.units.size()));
            Unit u = s.units.at(i);
            u.men = 1 + int(g.bounded(1500));
            u.quality = 1 + int(g.bounded(6));
            doc.setUnit(i, u);
        }
        return QStringLiteral("edit unit");
    case 10:
        for (const Formation &f : s.formations)
            if (f.level == Level::Brigade) {
                doc.copyBrigade(f.id);
                break;
            }
        return QStringLiteral("copy brigade");
    case 11:
        if (!s.units.isEmpty() && g.bounded(3) == 0)
            doc.removeUnit(int(g.bounded(s.units.size())));
        return QStringLiteral("remove unit");
    case 12: {
        QVector<Objective> objs = s.objectives;
        Objective o;
        o.hex = randomHex(g, m);
        o.name = QStringLiteral("Objective %1").arg(g.bounded(100));
        o.points[0] = int(g.bounded(500));
        objs.append(o);
        doc.setObjectives(objs);
        return QStringLiteral("objectives");
    }
    default:
        if (!s.formations.isEmpty()) {
            const int i = int(g.bounded(s.formations.size()));
            Formation f = s.formations.at(i);
            f.leader.rating = 1 + int(g.bounded(6));
            f.leader.hex = randomHex(g, m);
            doc.setFormation(i, f);
        }
        return QStringLiteral("edit formation");
    }
}

} // namespace

class TestEditorDocument : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &dir : {QStringLiteral("maps"), QStringLiteral("scenarios"), QStringLiteral("scenarios/lab")})
            for (const QString &f : QDir(source(dir)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(dir + QLatin1Char('/') + f)) << source(dir + QLatin1Char('/') + f);
    }

    // Load → save → load gives the same document, and saving it again
    // gives the same bytes (the canonical form is reached in one save).
    void roundTrip()
    {
        QFETCH(QString, file);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        EditorDocument doc;
        LoadError error;
        QVERIFY2(doc.open(file, &error), qPrintable(error.text()));
        const bool isMap = fileJson(file).value(QStringLiteral("format")).toString() == QLatin1String("hardtack-map");
        const QString scen = tmp.filePath(QStringLiteral("s.json")), map = tmp.filePath(QStringLiteral("m.json"));
        const bool inlineMap = !isMap && doc.scenario().mapRef.isEmpty();
        QString why;
        QVERIFY2(doc.saveAs(scen, inlineMap ? QString() : map, &why), qPrintable(why));
        QVERIFY(!doc.isModified());
        if (isMap) {
            // The map as written is the map as read, member for member.
            // The map as written is the map as read, member for member; the
            // terrain hex for hex (a legend with two letters for one terrain,
            // as Antietam's "c" and "o" for orchards, is written with one).
            QJsonObject written = fileJson(map), original = fileJson(file);
            QCOMPARE(terrainByName(written), terrainByName(original));
            for (QJsonObject *o : {&written, &original}) {
                o->remove(QStringLiteral("terrain"));
                o->remove(QStringLiteral("legend"));
            }
            QCOMPARE(written, original);
        } else {
            // Members written with their default values where the file left
            // them out are the only difference the writer may make.
            const QJsonObject original = fileJson(file), written = fileJson(scen);
            for (const QString &key : original.keys())
                if (key != QLatin1String("map"))
                    QVERIFY2(written.contains(key), qPrintable(key));
        }
        EditorDocument again;
        QVERIFY2(again.open(scen, &error), qPrintable(error.text()));
        QCOMPARE(QJsonDocument(again.scenarioJson()).toJson(), QJsonDocument(doc.scenarioJson()).toJson());
        QCOMPARE(QJsonDocument(again.mapJson()).toJson(), QJsonDocument(doc.mapJson()).toJson());
        const QByteArray first = fileBytes(scen), firstMap = fileBytes(map);
        QVERIFY(again.saveAs(scen, inlineMap ? QString() : map, &why));
        QCOMPARE(fileBytes(scen), first);
        QCOMPARE(fileBytes(map), firstMap);
    }

    // 500 random sequences of edits, each undone to the original exactly and
    // redone to the edited document exactly.
    void randomEditsUndoExactly()
    {
        EditorDocument doc;
        LoadError error;
        QVERIFY2(doc.open(source(QStringLiteral("scenarios/02-buford-holds-the-ridge.json")), &error),
                 qPrintable(error.text()));
        const QByteArray original = state(doc);
        QRandomGenerator g(20261203);
        int stroke = 1;
        for (int seq = 0; seq < 500; ++seq) {
            QStringList done;
            const int n = 1 + int(g.bounded(12));
            for (int k = 0; k < n; ++k) {
                if (g.bounded(4) == 0)
                    ++stroke;
                done << randomEdit(doc, g, stroke);
            }
            ++stroke;
            const QByteArray edited = state(doc);
            const int commands = doc.undoStack()->index();
            while (doc.undoStack()->canUndo())
                doc.undoStack()->undo();
            QVERIFY2(state(doc) == original, qPrintable(QStringLiteral("sequence %1: %2").arg(seq).arg(done.join(u", "))));
            QCOMPARE(doc.isModified(), false);
            while (doc.undoStack()->canRedo())
                doc.undoStack()->redo();
            QVERIFY2(state(doc) == edited, qPrintable(QStringLiteral("sequence %1 redone: %2").arg(seq).arg(done.join(u", "))));
            QCOMPARE(doc.undoStack()->index(), commands);
            while (doc.undoStack()->canUndo())
                doc.undoStack()->undo();
            doc.undoStack()->clear(); // the next sequence starts from the original with nothing to redo
        }
    }

    void everyEditHasItsRedo_data()
    {
        QTest::addColumn<int>("kind");
        const char *names[] = {"paint terrain", "flood fill", "rectangle", "elevation", "road", "hexside",
                               "label", "properties", "place unit", "edit unit", "copy brigade",
                               "remove unit", "objectives", "edit formation"};
        for (int k = 0; k < 14; ++k)
            QTest::newRow(names[k]) << k;
    }

    // Each kind of edit: one command, undone to the original, redone to the edit.
    void everyEditHasItsRedo()
    {
        QFETCH(int, kind);
        EditorDocument doc;
        LoadError error;
        QVERIFY(doc.open(source(QStringLiteral("scenarios/02-buford-holds-the-ridge.json")), &error));
        const QByteArray original = state(doc);
        // Draw seeds until this kind comes up and changes something.
        for (quint32 seed = 1; seed < 5000 && doc.undoStack()->count() == 0; ++seed) {
            QRandomGenerator g(seed);
            QRandomGenerator probe(seed);
            if (int(probe.bounded(14)) != kind)
                continue;
            randomEdit(doc, g, 0);
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.isModified());
        const QByteArray edited = state(doc);
        QVERIFY(edited != original);
        doc.undoStack()->undo();
        QCOMPARE(state(doc), original);
        doc.undoStack()->redo();
        QCOMPARE(state(doc), edited);
    }

    // A brush stroke is one command however many hexes it crossed, and a
    // raise stroke raises each hex once.
    void strokesMerge()
    {
        EditorDocument doc;
        doc.newDocument(QStringLiteral("Test"), 10, 8);
        for (int c = 0; c < 6; ++c)
            doc.paintTerrain({Hex::fromOffset(c, 2)}, Terrain::Woods, 7);
        QCOMPARE(doc.undoStack()->count(), 1);
        for (int k = 0; k < 3; ++k)
            doc.changeElevation({Hex::fromOffset(1, 1), Hex::fromOffset(2, 1)}, ElevationMode::Raise, 0, 8);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.map().elevationAt(Hex::fromOffset(1, 1)), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.map().elevationAt(Hex::fromOffset(1, 1)), 0);
        doc.undoStack()->undo();
        QCOMPARE(doc.map().terrainAt(Hex::fromOffset(3, 2)), Terrain::Clear);
    }

    // Roads are drawn by clicking hexes in order; clicking the end again
    // takes it off.
    void roadsByClicks()
    {
        EditorDocument doc;
        doc.newDocument(QStringLiteral("Test"), 10, 8);
        int road = doc.clickRoad(-1, Hex::fromOffset(0, 3), RoadKind::Pike);
        QCOMPARE(road, 0);
        road = doc.clickRoad(road, Hex::fromOffset(4, 3), RoadKind::Pike);
        road = doc.clickRoad(road, Hex::fromOffset(6, 5), RoadKind::Pike);
        QCOMPARE(doc.map().roads.size(), 1);
        QCOMPARE(doc.map().roads.at(0).hexes.size(), 3);
        QVERIFY(doc.map().hasRoad(Hex::fromOffset(2, 3)));  // joined through its neighbours
        road = doc.clickRoad(road, Hex::fromOffset(6, 5), RoadKind::Pike);
        QCOMPARE(doc.map().roads.at(0).hexes.size(), 2);
        doc.toggleHexside(Hex::fromOffset(3, 3), HexSide::N, HexsideFeature::Stream);
        QVERIFY(doc.map().hasFeature(Hex::fromOffset(3, 2), HexSide::S, HexsideFeature::Stream));
        doc.toggleHexside(Hex::fromOffset(3, 2), HexSide::S, HexsideFeature::Stream); // from the other side
        QVERIFY(!doc.map().hasFeature(Hex::fromOffset(3, 3), HexSide::N, HexsideFeature::Stream));
    }

    // The loader's checks run on the document; the problem names the unit.
    void validationNamesTheThing()
    {
        EditorDocument doc;
        LoadError error;
        QVERIFY(doc.open(source(QStringLiteral("scenarios/02-buford-holds-the-ridge.json")), &error));
        QVector<Problem> problems = validate(doc);
        for (const Problem &p : problems)
            QVERIFY2(p.warning, qPrintable(p.text));
        Unit u = doc.scenario().units.at(3);
        u.hex = Hex::fromOffset(50, 3); // off the 40 × 30 map
        doc.setUnit(3, u);
        problems = validate(doc);
        QVERIFY(!problems.isEmpty());
        const Problem &p = problems.first();
        QVERIFY(!p.warning);
        QCOMPARE(p.target, Problem::Target::Unit);
        QCOMPARE(p.index, 3);
        QCOMPARE(p.path, QStringLiteral("$.units[3].hex"));
        QVERIFY2(p.text.startsWith(QStringLiteral("unit %1: hex [50,3] is off the map").arg(u.name)), qPrintable(p.text));
        doc.undoStack()->undo();
        for (const Problem &q : validate(doc))
            QVERIFY2(q.warning, qPrintable(q.text));
    }

    // A new map saves as a map file and a scenario the loaders read.
    void newDocumentSaves()
    {
        QTemporaryDir tmp;
        EditorDocument doc;
        doc.newDocument(QStringLiteral("Little Creek"), 30, 20);
        doc.paintTerrain({Hex::fromOffset(5, 5)}, Terrain::Woods);
        QString why;
        const QString scen = tmp.filePath(QStringLiteral("little.json"));
        const QString map = tmp.filePath(QStringLiteral("maps/little-creek.json"));
        QDir(tmp.path()).mkpath(QStringLiteral("maps"));
        QVERIFY2(doc.saveAs(scen, map, &why), qPrintable(why));
        LoadError error;
        const std::optional<Scenario> s = loadScenario(scen, &error);
        QVERIFY2(s, qPrintable(error.text()));
        QCOMPARE(s->mapRef, QStringLiteral("maps/little-creek.json"));
        QCOMPARE(s->map.width, 30);
        QCOMPARE(s->map.terrainAt(Hex::fromOffset(5, 5)), Terrain::Woods);
    }
};

QTEST_GUILESS_MAIN(TestEditorDocument)
#include "tst_editordocument.moc"
