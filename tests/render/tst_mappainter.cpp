// The map painter (render/mappainter.h): it paints only the hexes that meet
// the exposed rect and leaves the rest of the device alone, and a rendered
// map shows each hex's terrain colour (tinted by elevation) at its centre.

#include "render/mappainter.h"
#include "render/maprenderer.h"
#include "render/terrainstyle.h"

#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

namespace {

const QString kData = QStringLiteral(HARDTACK_SOURCE_DIR "/tests/render/data/");
const QRgb kUntouched = qRgb(255, 0, 255);

Map loadTestMap(const QString &name)
{
    LoadError error;
    const auto map = loadMap(kData + name, &error);
    if (!map)
        qFatal("%s", qPrintable(error.text()));
    return *map;
}

QColor average(const QImage &img, QPoint centre, int radius)
{
    long r = 0, g = 0, b = 0, n = 0;
    for (int y = centre.y() - radius; y <= centre.y() + radius; ++y)
        for (int x = centre.x() - radius; x <= centre.x() + radius; ++x) {
            const QRgb p = img.pixel(x, y);
            r += qRed(p);
            g += qGreen(p);
            b += qBlue(p);
            ++n;
        }
    return QColor(int(r / n), int(g / n), int(b / n));
}

int distance(QColor a, QColor b)
{
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

} // namespace

class TestMapPainter : public QObject
{
    Q_OBJECT

private slots:
    void paintsOnlyExposedHexes_data()
    {
        QTest::addColumn<double>("hexWidth");
        QTest::addColumn<QRectF>("exposed");
        QTest::newRow("a dot in hex [2,2], detailed") << 48.0 << QRectF(95, 103, 2, 2);
        QTest::newRow("a strip along the top") << 48.0 << QRectF(0, 0, 466, 20);
        QTest::newRow("a corner, zoomed out") << 12.0 << QRectF(0, 0, 30, 30);
        QTest::newRow("the middle, zoomed in") << 96.0 << QRectF(300, 250, 120, 90);
        QTest::newRow("everything") << 48.0 << QRectF(0, 0, 466, 354);
    }

    void paintsOnlyExposedHexes()
    {
        QFETCH(double, hexWidth);
        QFETCH(QRectF, exposed);
        const Map map = loadTestMap(QStringLiteral("ridge-map.json"));
        MapPainter painter(&map, hexWidth);
        const MapGeometry &g = painter.geometry();
        QImage img(g.bounds().size().toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        img.fill(kUntouched);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        const MapPainter::Stats stats = painter.paint(&p, exposed);
        p.end();

        const int expected = int(g.hexesIn(exposed.intersected(g.bounds())).size());
        QCOMPARE(stats.hexes, expected);
        if (exposed.width() < g.bounds().width() / 2)
            QVERIFY(stats.hexes < map.hexCount());
        // Nothing is drawn outside the exposed rect (but for the pixels it cuts).
        const QRectF reach = exposed.adjusted(-1, -1, 1, 1);
        int painted = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x) {
                const bool untouched = img.pixel(x, y) == kUntouched;
                if (!reach.contains(QPointF(x + 0.5, y + 0.5)))
                    QVERIFY2(untouched, qPrintable(QStringLiteral("pixel (%1, %2) painted").arg(x).arg(y)));
                painted += !untouched;
            }
        QVERIFY(painted > 0);
    }

    void terrainColourAtHexCentres_data()
    {
        QTest::addColumn<double>("hexWidth");
        QTest::addColumn<int>("tolerance"); // flat colours zoomed out; patterns average out close
        QTest::newRow("zoomed out: flat colours") << 12.0 << 0;
        QTest::newRow("normal: patterned") << 32.0 << 24;
        QTest::newRow("close: patterned") << 96.0 << 24;
    }

    void terrainColourAtHexCentres()
    {
        QFETCH(double, hexWidth);
        QFETCH(int, tolerance);
        // [0,0] is clear at level 0, [1,0] water at level 3.
        const Map map = loadTestMap(QStringLiteral("two-hex-map.json"));
        MapRenderer renderer(&map, hexWidth);
        const QImage img = renderer.render();
        QCOMPARE(img.size(), renderer.imageSize());
        const MapGeometry g(2, 1, hexWidth);
        const QPoint clear = g.centre(Hex::fromOffset(0, 0)).toPoint();
        const QPoint water = g.centre(Hex::fromOffset(1, 0)).toPoint();
        const int radius = tolerance ? int(hexWidth / 6) : 0;
        QVERIFY2(distance(average(img, clear, radius), TerrainStyle::colour(Terrain::Clear, 0)) <= tolerance,
                 qPrintable(average(img, clear, radius).name()));
        QVERIFY2(distance(average(img, water, radius), TerrainStyle::colour(Terrain::Water, 3)) <= tolerance,
                 qPrintable(average(img, water, radius).name()));
        QVERIFY(distance(average(img, clear, radius), average(img, water, radius)) > 40);
        // The corner of the box is outside both hexes: the paper shows.
        QCOMPARE(QColor(img.pixel(0, 0)), MapPainter::backgroundColour());
    }

    void pngIsTheSameAsTheImage_data()
    {
        QTest::addColumn<double>("hexWidth");
        QTest::newRow("one band") << 24.0;
        QTest::newRow("several bands, drawn by several threads") << 80.0;
    }

    void pngIsTheSameAsTheImage()
    {
        // The PNG is drawn band by band on worker threads; it must match the
        // image drawn in one piece, pixel for pixel.
        QFETCH(double, hexWidth);
        LoadError error;
        const auto scenario = loadScenario(kData + QStringLiteral("ridge-scenario.json"), &error);
        QVERIFY2(scenario, qPrintable(error.text()));
        MapRenderer renderer(&scenario->map, hexWidth);
        renderer.setScenario(*scenario);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("map.png"));
        QString problem;
        QVERIFY2(renderer.writePng(file, &problem), qPrintable(problem));
        const QImage png(file);
        QCOMPARE(png.size(), renderer.imageSize());
        QCOMPARE(png.convertToFormat(QImage::Format_RGB32), renderer.render());
    }

    void hillShadingFollowsTheSlope()
    {
        // Issue 14: ridges must read at whole-map zoom. Light comes from the
        // north-west: a hex on ground rising to the south-east is lit, one on
        // ground rising to the north-west lies in shade, level ground and
        // water are never shaded.
        Map map;
        map.resize(9, 9);
        auto ramp = [&](int dir) { // levels rising by one a column east (dir 1) or west (dir -1)
            for (int r = 0; r < 9; ++r)
                for (int c = 0; c < 9; ++c)
                    map.elevation[r * 9 + c] = quint8(dir > 0 ? c : 8 - c);
        };
        const Hex middle = Hex::fromOffset(4, 4);
        ramp(+1);
        QVERIFY(TerrainRaster::reliefShades(map).at(map.indexOf(middle)) > 0);
        ramp(-1);
        QVERIFY(TerrainRaster::reliefShades(map).at(map.indexOf(middle)) < 0);
        map.elevation.fill(3);
        QCOMPARE(TerrainRaster::reliefShades(map).at(map.indexOf(middle)), qint8(0));
        ramp(+1);
        map.terrain[map.indexOf(middle)] = Terrain::Water;
        QCOMPARE(TerrainRaster::reliefShades(map).at(map.indexOf(middle)), qint8(0));
        // Shading moves the colour towards light or shadow, never past them.
        const QColor flat = TerrainStyle::colour(Terrain::Clear, 4);
        QVERIFY(TerrainStyle::colour(Terrain::Clear, 4, 2).lightness() > flat.lightness());
        QVERIFY(TerrainStyle::colour(Terrain::Clear, 4, -2).lightness() < flat.lightness());
        QCOMPARE(TerrainStyle::colour(Terrain::Clear, 4, 0), flat);
    }

    void elevationLightensEveryTerrain_data()
    {
        QTest::addColumn<int>("terrain");
        for (int t = 0; t < terrainNames().size(); ++t)
            QTest::newRow(qPrintable(terrainNames().at(t))) << t;
    }

    void elevationLightensEveryTerrain()
    {
        QFETCH(int, terrain);
        for (int level = 1; level < TerrainStyle::kLevels; ++level) {
            const QColor lower = TerrainStyle::colour(Terrain(terrain), level - 1);
            const QColor higher = TerrainStyle::colour(Terrain(terrain), level);
            QVERIFY(higher.lightness() > lower.lightness());
        }
    }

    void terrainsAreDistinct()
    {
        for (int a = 0; a < terrainNames().size(); ++a)
            for (int b = a + 1; b < terrainNames().size(); ++b)
                QVERIFY2(distance(TerrainStyle::colour(Terrain(a), 0), TerrainStyle::colour(Terrain(b), 0)) >= 12,
                         qPrintable(terrainNames().at(a) + QLatin1Char('/') + terrainNames().at(b)));
    }

    void patternTilesRepeatSeamlessly()
    {
        // A tile's size is a power of two, so the raster wraps it with a mask.
        TerrainStyle style;
        for (int t = 0; t < terrainNames().size(); ++t)
            for (const int px : {20, 48, 130}) {
                const QImage tile = style.texture(Terrain(t), 2, px, true);
                QVERIFY(tile.width() == tile.height());
                QVERIFY((tile.width() & (tile.width() - 1)) == 0);
                QVERIFY(tile.width() >= 2 * px || tile.width() == 1024);
            }
        QCOMPARE(style.texture(Terrain::Woods, 0, 48, false).size(), QSize(1, 1));
    }
};

QTEST_MAIN(TestMapPainter)
#include "tst_mappainter.moc"
