// Hex layout ↔ pixel as the view uses it (render/mapgeometry.h): a hex's
// centre maps back to it, a point maps to the hex whose polygon contains it,
// and the hexes of a rect are exactly those whose boxes it touches.

#include "render/mapgeometry.h"

#include "core/rng.h"

#include <QTest>

using namespace hardtack;

class TestMapGeometry : public QObject
{
    Q_OBJECT

private slots:
    void layouts_data()
    {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("hexWidth");
        QTest::newRow("example map at 48 px") << 12 << 8 << 48.0;
        QTest::newRow("one hex at 64 px") << 1 << 1 << 64.0;
        QTest::newRow("a column pair at 32 px") << 2 << 5 << 32.0;
        QTest::newRow("wide map at an odd width") << 40 << 7 << 17.3;
        QTest::newRow("benchmark map at 32 px") << 200 << 200 << 32.0;
    }

    void centreMapsBackToItsHex_data() { layouts_data(); }
    void centreMapsBackToItsHex()
    {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(double, hexWidth);
        const MapGeometry g(columns, rows, hexWidth);
        for (int c = 0; c < columns; ++c)
            for (int r = 0; r < rows; ++r) {
                const Hex h = Hex::fromOffset(c, r);
                const auto back = g.hexAt(g.centre(h));
                QVERIFY(back.has_value());
                QCOMPARE(back->toOffset().col, c);
                QCOMPARE(back->toOffset().row, r);
                QVERIFY(g.bounds().contains(g.hexRect(h)));
            }
    }

    void pointPicksTheHexWhosePolygonContainsIt_data() { layouts_data(); }
    void pointPicksTheHexWhosePolygonContainsIt()
    {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(double, hexWidth);
        const MapGeometry g(columns, rows, hexWidth);
        Rng rng(20230701);
        int onMap = 0;
        for (int i = 0; i < 20000; ++i) {
            const QPointF p(rng.uniform(0, g.bounds().width()), rng.uniform(0, g.bounds().height()));
            const auto h = g.hexAt(p);
            if (!h) {
                // Off the map only in the ragged margins: no polygon of a map hex holds p.
                const Hex nearest = g.layout().hexAt(p);
                QVERIFY(!g.contains(nearest));
                for (const Hex &n : nearest.neighbours())
                    QVERIFY(!g.contains(n) || !g.polygon(n).containsPoint(p, Qt::OddEvenFill));
                continue;
            }
            ++onMap;
            QVERIFY2(g.polygon(*h).containsPoint(p, Qt::OddEvenFill),
                     qPrintable(QStringLiteral("(%1, %2) → %3").arg(p.x()).arg(p.y()).arg(h->toString())));
            // And no neighbour's polygon holds it too.
            for (const Hex &n : h->neighbours())
                QVERIFY(!g.polygon(n).containsPoint(p, Qt::OddEvenFill));
        }
        QVERIFY(onMap > 10000); // most of the box is map
    }

    void mapSizeFollowsTheLayout()
    {
        // 12 columns of 48-px hexes: 11 steps of 36 px plus one hex; 8 rows
        // of 41.57 px plus the odd columns' half row.
        const MapGeometry g(12, 8, 48.0);
        QCOMPARE(g.bounds().width(), 11 * 36.0 + 48.0);
        QVERIFY(qAbs(g.bounds().height() - 8.5 * 48.0 * std::sqrt(3.0) / 2.0) < 1e-9);
        QCOMPARE(g.bounds().topLeft(), QPointF(0, 0));
    }

    void rectCoversTheHexesItTouches_data()
    {
        QTest::addColumn<QRectF>("rect");
        QTest::addColumn<int>("expected"); // -1: count by brute force only
        // 48-px hexes: columns 36 px apart, rows 41.57 px; hex [2,2] is centred at (96, 103.9).
        QTest::newRow("a dot in the middle of [2,2]") << QRectF(95, 103, 2, 2) << 1;
        QTest::newRow("the middle of [3,2] (odd column)") << QRectF(131, 124, 3, 3) << 1;
        QTest::newRow("across a column boundary") << QRectF(110, 100, 20, 4) << -1;
        QTest::newRow("a screenful") << QRectF(50, 40, 300, 200) << -1;
        QTest::newRow("the whole map") << QRectF(-10, -10, 1000, 1000) << 96;
        QTest::newRow("outside the map") << QRectF(1000, 1000, 50, 50) << 0;
        QTest::newRow("empty") << QRectF(100, 100, 0, 0) << 0;
    }

    void rectCoversTheHexesItTouches()
    {
        QFETCH(QRectF, rect);
        QFETCH(int, expected);
        const MapGeometry g(12, 8, 48.0);
        const QVector<Hex> got = g.hexesIn(rect);
        int brute = 0;
        for (int c = 0; c < 12; ++c)
            for (int r = 0; r < 8; ++r) {
                const Hex h = Hex::fromOffset(c, r);
                const bool touches = !rect.isEmpty() && g.hexRect(h).intersects(rect);
                brute += touches;
                QCOMPARE(got.contains(h), touches);
            }
        QCOMPARE(int(got.size()), brute);
        if (expected >= 0)
            QCOMPARE(int(got.size()), expected);
        const HexCover cover = g.coverOf(rect);
        QCOMPARE(cover.count(), brute);
        for (const Hex &h : got)
            QVERIFY(cover.contains(h));
    }
};

QTEST_GUILESS_MAIN(TestMapGeometry)
#include "tst_mapgeometry.moc"
