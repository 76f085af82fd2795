// Hex math (RULES §2): the odd-q neighbour table, and algebraic properties of
// cube coordinates (STYLE.md §10).

#include "core/hex.h"

#include <QTest>

using namespace hardtack;

class TestHex : public QObject
{
    Q_OBJECT

private:
    // A deterministic spread of hexes, including negative coordinates.
    static QVector<Hex> sample()
    {
        QVector<Hex> out;
        for (int c = -5; c <= 6; ++c)
            for (int r = -4; r <= 5; ++r)
                out.append(Hex::fromOffset(c, r));
        return out;
    }

private slots:
    void neighbourTable_data()
    {
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("ncol");
        QTest::addColumn<int>("nrow");
        // RULES §2, even c: (c,r-1) (c+1,r-1) (c+1,r) (c,r+1) (c-1,r) (c-1,r-1)
        QTest::newRow("even column, N is (c,r-1)") << 4 << 4 << "N" << 4 << 3;
        QTest::newRow("even column, NE is (c+1,r-1)") << 4 << 4 << "NE" << 5 << 3;
        QTest::newRow("even column, SE is (c+1,r)") << 4 << 4 << "SE" << 5 << 4;
        QTest::newRow("even column, S is (c,r+1)") << 4 << 4 << "S" << 4 << 5;
        QTest::newRow("even column, SW is (c-1,r)") << 4 << 4 << "SW" << 3 << 4;
        QTest::newRow("even column, NW is (c-1,r-1)") << 4 << 4 << "NW" << 3 << 3;
        // odd c: (c,r-1) (c+1,r) (c+1,r+1) (c,r+1) (c-1,r+1) (c-1,r)
        QTest::newRow("odd column, N is (c,r-1)") << 5 << 4 << "N" << 5 << 3;
        QTest::newRow("odd column, NE is (c+1,r)") << 5 << 4 << "NE" << 6 << 4;
        QTest::newRow("odd column, SE is (c+1,r+1)") << 5 << 4 << "SE" << 6 << 5;
        QTest::newRow("odd column, S is (c,r+1)") << 5 << 4 << "S" << 5 << 5;
        QTest::newRow("odd column, SW is (c-1,r+1)") << 5 << 4 << "SW" << 4 << 5;
        QTest::newRow("odd column, NW is (c-1,r)") << 5 << 4 << "NW" << 4 << 4;
        QTest::newRow("map corner, even column 0, NW is off the map") << 0 << 0 << "NW" << -1 << -1;
        QTest::newRow("odd column 1 row 0, NE is (2,0)") << 1 << 0 << "NE" << 2 << 0;
    }

    void neighbourTable()
    {
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(QString, side);
        QFETCH(int, ncol);
        QFETCH(int, nrow);
        const auto s = hexSideFromName(side);
        QVERIFY(s);
        const Offset o = Hex::fromOffset(col, row).neighbour(*s).toOffset();
        QCOMPARE(o.col, ncol);
        QCOMPARE(o.row, nrow);
    }

    void sideNamesRoundTrip()
    {
        for (int i = 0; i < 6; ++i)
            QCOMPARE(hexSideFromName(hexSideName(HexSide(i))), std::optional<HexSide>(HexSide(i)));
        QVERIFY(!hexSideFromName(QStringLiteral("E")));
        QCOMPARE(opposite(HexSide::N), HexSide::S);
        QCOMPARE(opposite(HexSide::NE), HexSide::SW);
        QCOMPARE(sideDistance(HexSide::N, HexSide::S), 3);
        QCOMPARE(sideDistance(HexSide::NW, HexSide::NE), 2);
    }

    void offsetCubeRoundTrip()
    {
        for (int c = -20; c <= 20; ++c)
            for (int r = -20; r <= 20; ++r) {
                const Hex h = Hex::fromOffset(c, r);
                QCOMPARE(h.q + h.r + h.s(), 0);
                QCOMPARE(h.toOffset(), (Offset{c, r}));
            }
    }

    void neighbourSymmetry()
    {
        for (const Hex &h : sample())
            for (int i = 0; i < 6; ++i) {
                const Hex n = h.neighbour(HexSide(i));
                QCOMPARE(distance(h, n), 1);
                QCOMPARE(n.neighbour(opposite(HexSide(i))), h);
                QCOMPARE(h.sideTowards(n), std::optional<HexSide>(HexSide(i)));
                QCOMPARE(n.sideTowards(h), std::optional<HexSide>(opposite(HexSide(i))));
            }
    }

    void sixRotationsReturnHome()
    {
        // Walking one step along each of the six directions in turn closes a loop.
        for (const Hex &h : sample()) {
            Hex w = h;
            for (int i = 0; i < 6; ++i)
                w = w.neighbour(HexSide(i));
            QCOMPARE(w, h);
        }
    }

    void distanceIsAMetric()
    {
        const QVector<Hex> hs = sample();
        for (const Hex &a : hs)
            for (const Hex &b : hs) {
                QCOMPARE(distance(a, b), distance(b, a));
                QCOMPARE(distance(a, b) == 0, a == b);
            }
        for (int i = 0; i < hs.size(); i += 7)
            for (int j = 0; j < hs.size(); j += 5)
                for (int k = 0; k < hs.size(); k += 11)
                    QVERIFY(distance(hs[i], hs[k]) <= distance(hs[i], hs[j]) + distance(hs[j], hs[k]));
    }

    void lineEndpointsAndLength()
    {
        const QVector<Hex> hs = sample();
        for (int i = 0; i < hs.size(); i += 3)
            for (int j = 0; j < hs.size(); j += 4) {
                const Hex a = hs[i], b = hs[j];
                for (int nudge : {+1, -1}) {
                    const QVector<Hex> l = line(a, b, nudge);
                    QCOMPARE(l.size(), distance(a, b) + 1);
                    QCOMPARE(l.first(), a);
                    QCOMPARE(l.last(), b);
                    for (int k = 1; k < l.size(); ++k)
                        QCOMPARE(distance(l[k - 1], l[k]), 1);
                }
            }
    }

    void lineAlongAHexsideHasTwoReadings()
    {
        // From (0,0) to (2,-1) in axial the line runs exactly between two hexes;
        // the two nudges pick one each.
        const Hex a{0, 0}, b{2, -1};
        const QVector<Hex> plus = line(a, b, +1), minus = line(a, b, -1);
        QCOMPARE(plus.size(), 3);
        QVERIFY(plus.at(1) != minus.at(1));
        QCOMPARE(distance(plus.at(1), a), 1);
        QCOMPARE(distance(minus.at(1), b), 1);
    }

    void ringsAndRanges_data()
    {
        QTest::addColumn<int>("radius");
        QTest::newRow("radius 0") << 0;
        QTest::newRow("radius 1") << 1;
        QTest::newRow("radius 2") << 2;
        QTest::newRow("radius 5") << 5;
    }

    void ringsAndRanges()
    {
        QFETCH(int, radius);
        const Hex c = Hex::fromOffset(3, 7);
        const QVector<Hex> rg = ring(c, radius);
        QCOMPARE(rg.size(), radius == 0 ? 1 : 6 * radius);
        for (const Hex &h : rg)
            QCOMPARE(distance(c, h), radius);
        QCOMPARE(QSet<Hex>(rg.begin(), rg.end()).size(), rg.size());
        const QVector<Hex> all = range(c, radius);
        QCOMPARE(all.size(), 3 * radius * (radius + 1) + 1);
        for (const Hex &h : all)
            QVERIFY(distance(c, h) <= radius);
    }

    void pixelRoundTrip()
    {
        const HexLayout layout(16.0, QPointF(16, 14));
        for (const Hex &h : sample()) {
            QCOMPARE(layout.hexAt(layout.centre(h)), h);
            // Points well inside the hexagon (60% towards each corner) map back to it.
            for (int i = 0; i < 6; ++i) {
                const QPointF p = layout.centre(h) + 0.6 * (layout.corner(h, i) - layout.centre(h));
                QCOMPARE(layout.hexAt(p), h);
            }
        }
    }

    void neighbourCentresAreOneHexApart()
    {
        const HexLayout layout(10.0);
        const Hex h = Hex::fromOffset(2, 2);
        for (int i = 0; i < 6; ++i) {
            const QPointF d = layout.centre(h.neighbour(HexSide(i))) - layout.centre(h);
            QVERIFY(qAbs(std::hypot(d.x(), d.y()) - std::sqrt(3.0) * 10.0) < 1e-9);
        }
        // N is straight up on screen.
        QVERIFY(layout.centre(h.neighbour(HexSide::N)).y() < layout.centre(h).y());
        QCOMPARE(layout.centre(h.neighbour(HexSide::N)).x(), layout.centre(h).x());
    }
};

QTEST_APPLESS_MAIN(TestHex)
#include "tst_hex.moc"
