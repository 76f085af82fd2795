// render_inputs OUTDIR: writes the render benchmark's inputs (see
// run.sh): OUTDIR/map.json and OUTDIR/scenario.json for Hardtack, and the same
// battlefield for Tiled's tmxrasterizer as OUTDIR/tiled/map.tmx (a hexagonal
// map, staggeraxis x, staggerindex odd like Hardtack's odd-q, 32-px tiles; a
// terrain layer and a layer with counter tiles on ~5% of the hexes) with its
// tileset image OUTDIR/tiled/tiles.png drawn here with QImage.

#include "benchworld.h"

#include "core/jsonio.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QTextStream>

#include <cmath>
#include <cstdio>
#include <functional>

using namespace hardtack;

namespace {

constexpr int kTileW = 32, kTileH = 28, kSideLength = 16; // a regular hexagon 32 px wide
constexpr int kTerrainTiles = 7 * 10;                     // terrain × elevation level
constexpr int kCounterTiles = 8;

QColor terrainColour(Terrain t, int level)
{
    static const QColor base[] = {QColor(205, 208, 158), QColor(128, 158, 96), QColor(86, 116, 68),
                                  QColor(178, 192, 128), QColor(196, 172, 152), QColor(160, 186, 162),
                                  QColor(124, 166, 200)};
    const QColor c = base[int(t)];
    const double a = 0.07 * level;
    return QColor(int(c.red() + (248 - c.red()) * a), int(c.green() + (240 - c.green()) * a),
                  int(c.blue() + (212 - c.blue()) * a));
}

QImage tileset()
{
    const int columns = 10, rows = (kTerrainTiles + kCounterTiles + columns - 1) / columns;
    QImage img(columns * kTileW, rows * kTileH, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const QPolygonF hex({QPointF(0, kTileH / 2.0), QPointF(8, 0), QPointF(24, 0), QPointF(32, kTileH / 2.0),
                         QPointF(24, kTileH), QPointF(8, kTileH)});
    for (int i = 0; i < kTerrainTiles + kCounterTiles; ++i) {
        const QPointF at((i % columns) * kTileW, (i / columns) * kTileH);
        p.save();
        p.translate(at);
        if (i < kTerrainTiles) {
            const QColor c = terrainColour(Terrain(i / 10), i % 10);
            p.setPen(QPen(c.darker(118), 1));
            p.setBrush(c);
            p.drawPolygon(hex);
        } else {
            // A counter: side colour, white NATO box with a cross.
            const int k = i - kTerrainTiles;
            p.setPen(QPen(Qt::black, 1));
            p.setBrush(k % 2 ? QColor(140, 142, 138) : QColor(58, 90, 150));
            p.drawRoundedRect(QRectF(7, 5, 18, 18), 2, 2);
            p.setBrush(QColor(246, 242, 228));
            p.drawRect(QRectF(10, 8, 12, 8));
            p.drawLine(QPointF(10, 8), QPointF(22, 16));
            p.drawLine(QPointF(10, 16), QPointF(22, 8));
        }
        p.restore();
    }
    return img;
}

bool writeTmx(const QString &file, const Map &map, const QVector<Hex> &counterHexes)
{
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    QTextStream out(&f);
    const int columns = 10, tiles = kTerrainTiles + kCounterTiles;
    const int rows = (tiles + columns - 1) / columns;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"hexagonal\" renderorder=\"right-down\" "
        << "width=\"" << map.width << "\" height=\"" << map.height << "\" tilewidth=\"" << kTileW
        << "\" tileheight=\"" << kTileH << "\" infinite=\"0\" hexsidelength=\"" << kSideLength
        << "\" staggeraxis=\"x\" staggerindex=\"odd\" nextlayerid=\"3\" nextobjectid=\"1\">\n"
        << " <tileset firstgid=\"1\" name=\"bench\" tilewidth=\"" << kTileW << "\" tileheight=\"" << kTileH
        << "\" tilecount=\"" << tiles << "\" columns=\"" << columns << "\">\n"
        << "  <image source=\"tiles.png\" width=\"" << columns * kTileW << "\" height=\"" << rows * kTileH
        << "\"/>\n </tileset>\n";
    auto layer = [&](int id, const char *name, const std::function<int(int, int)> &gid) {
        out << " <layer id=\"" << id << "\" name=\"" << name << "\" width=\"" << map.width << "\" height=\""
            << map.height << "\">\n  <data encoding=\"csv\">\n";
        for (int r = 0; r < map.height; ++r) {
            for (int c = 0; c < map.width; ++c) {
                out << gid(c, r);
                if (r != map.height - 1 || c != map.width - 1)
                    out << ',';
            }
            out << '\n';
        }
        out << "  </data>\n </layer>\n";
    };
    layer(1, "terrain", [&](int c, int r) {
        const int i = r * map.width + c;
        return 1 + int(map.terrain.at(i)) * 10 + map.elevation.at(i);
    });
    QHash<int, int> counters;
    for (int k = 0; k < counterHexes.size(); ++k) {
        const Offset o = counterHexes.at(k).toOffset();
        counters.insert(o.row * map.width + o.col, 1 + kTerrainTiles + k % kCounterTiles);
    }
    layer(2, "counters", [&](int c, int r) { return counters.value(r * map.width + c, 0); });
    out << "</map>\n";
    return out.status() == QTextStream::Ok && f.error() == QFile::NoError;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: render_inputs OUTDIR\n");
        return 1;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!dir.mkpath(QStringLiteral("tiled"))) {
        std::fprintf(stderr, "render_inputs: cannot create %s/tiled\n", argv[1]);
        return 1;
    }
    constexpr int kSize = 200, kUnitsPerSide = 500; // 1,000 units: the loader's limit (jsonio.h maxUnits)
    const bench::BenchWorld world = bench::makeBenchWorld(kSize, kUnitsPerSide, 1863);

    QString error;
    if (!writeJsonFile(dir.filePath(QStringLiteral("map.json")), mapToJson(world.map), &error)
        || !writeJsonFile(dir.filePath(QStringLiteral("scenario.json")), world.scenario, &error)) {
        std::fprintf(stderr, "render_inputs: %s\n", qPrintable(error));
        return 1;
    }

    // Tiled's counter layer: the hexes with Hardtack's units and leaders, then
    // more hexes in a fixed pattern until 5% of the map holds a counter.
    QVector<Hex> counterHexes = world.unitHexes;
    QSet<Hex> used(counterHexes.cbegin(), counterHexes.cend());
    const int wanted = kSize * kSize / 20;
    for (int i = 0; counterHexes.size() < wanted && i < kSize * kSize; ++i) {
        const Hex h = Hex::fromOffset((i * 37) % kSize, (i * 53 / kSize + i * 11) % kSize);
        if (!used.contains(h)) {
            used.insert(h);
            counterHexes.append(h);
        }
    }
    if (!tileset().save(dir.filePath(QStringLiteral("tiled/tiles.png")))
        || !writeTmx(dir.filePath(QStringLiteral("tiled/map.tmx")), world.map, counterHexes)) {
        std::fprintf(stderr, "render_inputs: cannot write the Tiled files in %s/tiled\n", argv[1]);
        return 1;
    }
    std::printf("{\"units\":%d,\"tiledCounters\":%d,\"hexes\":%d}\n", world.units, int(counterHexes.size()),
                kSize * kSize);
    return 0;
}
