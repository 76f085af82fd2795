// hardtack-cli render (docs/CLI.md): a PNG of the whole map of the expected
// size with real content, run headless; clear errors for bad input and for
// absurd image sizes.

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/rules/game.h"

#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hardtack;

namespace {

const QString kData = QStringLiteral(HARDTACK_SOURCE_DIR "/tests/render/data/");

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command must manage without a display by itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HARDTACK_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The image size of a cols × rows map of hexes hexWidth pixels wide.
QSize expectedSize(int cols, int rows, double hexWidth)
{
    const double s = hexWidth / 2;
    return QSize(int(std::ceil(s * (1.5 * (cols - 1) + 2))), int(std::ceil(std::sqrt(3.0) * s * (rows + 0.5))));
}

int distinctColours(const QImage &img)
{
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2)
            colours.insert(img.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestRenderCli : public QObject
{
    Q_OBJECT

private slots:
    void rendersAPngOfTheWholeMap_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("units");
        QTest::newRow("map at the default 48 px") << QStringLiteral("ridge-map.json") << QStringList() << expectedSize(12, 8, 48) << 0;
        QTest::newRow("scenario at 32 px, with its units")
            << QStringLiteral("ridge-scenario.json") << QStringList{QStringLiteral("--hex-width"), QStringLiteral("32")}
            << expectedSize(12, 8, 32) << 7; // c-3 is a reinforcement, off the map
        QTest::newRow("scenario at 100 px") << QStringLiteral("ridge-scenario.json")
                                            << QStringList{QStringLiteral("--hex-width=100")} << expectedSize(12, 8, 100) << 7;
        QTest::newRow("two hexes, zoomed far out") << QStringLiteral("two-hex-map.json")
                                                   << QStringList{QStringLiteral("--hex-width"), QStringLiteral("8")}
                                                   << expectedSize(2, 1, 8) << 0;
    }

    void rendersAPngOfTheWholeMap()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        QFETCH(QSize, size);
        QFETCH(int, units);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("map.png"));
        const Run r = cli(QStringList{QStringLiteral("render"), kData + file, QStringLiteral("--out"), out,
                                      QStringLiteral("--json")} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject summary = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("width")).toInt(), size.width());
        QCOMPARE(summary.value(QStringLiteral("height")).toInt(), size.height());
        QCOMPARE(summary.value(QStringLiteral("units")).toInt(), units);
        const QImage img(out);
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), size);
        if (size.width() > 100)
            QVERIFY2(distinctColours(img) > 30, "the picture is nearly uniform");
    }

    void rendersASave()
    {
        LoadError le;
        const auto scenario = loadScenario(kData + QStringLiteral("ridge-scenario.json"), &le);
        QVERIFY2(scenario, qPrintable(le.text()));
        // Played on (phases passed) until c-3 has come up: the save's state
        // has 8 units on the map where its start had 7, and is its orders.
        Game game = Game::start(*scenario, 42);
        while (!game.battle().scenario.unit(QStringLiteral("c-3"))->onMap && !game.battle().over)
            QVERIFY(game.apply(Order::endPhase()).ok());
        QVERIFY(game.battle().scenario.unit(QStringLiteral("c-3"))->onMap);
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("battle.json"));
        QString error;
        QVERIFY2(saveBattle(game.battle(), save, &error), qPrintable(error));
        const QString out = dir.filePath(QStringLiteral("save.png"));
        const Run r = cli({QStringLiteral("render"), save, QStringLiteral("--out"), out, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("units")).toInt(), 8);
        QCOMPARE(QImage(out).size(), expectedSize(12, 8, 48));
    }

    void plainOutputNamesTheFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("m.png"));
        const Run r = cli({QStringLiteral("render"), kData + QStringLiteral("ridge-map.json"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(out));
    }

    void refusesAbsurdSizes_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("hexWidth");
        // The largest map allowed (200 × 200) at a hex width that makes it too big.
        QTest::newRow("too wide: 200 columns at 120 px") << 200 << 120;
        QTest::newRow("too many pixels: 200×200 hexes at 90 px") << 200 << 90;
    }

    void refusesAbsurdSizes()
    {
        QFETCH(int, side);
        QFETCH(int, hexWidth);
        QTemporaryDir dir;
        Map map;
        map.name = QStringLiteral("Huge");
        map.legend = {{QStringLiteral("."), Terrain::Clear}};
        map.resize(side, side);
        QString error;
        const QString file = dir.filePath(QStringLiteral("huge.json"));
        QVERIFY2(writeJsonFile(file, mapToJson(map), &error), qPrintable(error));
        const QString out = dir.filePath(QStringLiteral("huge.png"));
        const Run r = cli({QStringLiteral("render"), file, QStringLiteral("--out"), out, QStringLiteral("--hex-width"),
                           QString::number(hexWidth)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("16384")) && r.err.contains(QLatin1String("megapixels")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QString map = kData + QStringLiteral("ridge-map.json");
        QTest::newRow("no file") << QStringList{QStringLiteral("render"), QStringLiteral("--out"), QStringLiteral("x.png")} << QStringLiteral("render");
        QTest::newRow("missing file") << QStringList{QStringLiteral("render"), QStringLiteral("/nonexistent/map.json"), QStringLiteral("--out"), QStringLiteral("x.png")}
                                      << QStringLiteral("/nonexistent/map.json");
        QTest::newRow("no --out") << QStringList{QStringLiteral("render"), map} << QStringLiteral("--out");
        QTest::newRow("hex width zero") << QStringList{QStringLiteral("render"), map, QStringLiteral("--out"), QStringLiteral("x.png"), QStringLiteral("--hex-width"), QStringLiteral("0")}
                                        << QStringLiteral("--hex-width");
        QTest::newRow("hex width not a number") << QStringList{QStringLiteral("render"), map, QStringLiteral("--out"), QStringLiteral("x.png"), QStringLiteral("--hex-width"), QStringLiteral("big")}
                                                << QStringLiteral("--hex-width");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("render"), map, QStringLiteral("--out"), QStringLiteral("x.png"), QStringLiteral("--zoom")}
                                        << QStringLiteral("--zoom");
        QTest::newRow("not a map") << QStringList{QStringLiteral("render"), QStringLiteral(HARDTACK_SOURCE_DIR "/CMakeLists.txt"), QStringLiteral("--out"), QStringLiteral("x.png")}
                                   << QStringLiteral("CMakeLists.txt");
        QTest::newRow("unwritable output") << QStringList{QStringLiteral("render"), map, QStringLiteral("--out"), QStringLiteral("/nonexistent-dir/x.png")}
                                           << QStringLiteral("/nonexistent-dir/x.png");
    }

    void rejectsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }

    void aWrongFormatIsNamed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("events.json"));
        QString error;
        QVERIFY(writeJsonFile(file, QJsonObject{{QStringLiteral("format"), QStringLiteral("hardtack-score-events")},
                                                {QStringLiteral("version"), 1}}, &error));
        const Run r = cli({QStringLiteral("render"), file, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.png"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("$.format")) && r.err.contains(QLatin1String("hardtack-score-events")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_rendercli.moc"
