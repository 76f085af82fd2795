// Counters from the one SVG sheet (render/countersheet.h, counterpainter.h):
// every element the painter asks for exists, counters are cached by look and
// size, and what a counter shows follows the unit.

#include "render/counterpainter.h"

#include <QTest>

using namespace hardtack;

namespace {

Unit unitOf(UnitType type, Status status = Status::Normal)
{
    Unit u;
    u.id = QStringLiteral("x");
    u.type = type;
    u.men = 420;
    u.guns = type == UnitType::Artillery ? 6 : 0;
    u.status = status;
    u.facing = HexSide::SE;
    return u;
}

} // namespace

class TestCounterPainter : public QObject
{
    Q_OBJECT

private slots:
    void sheetHasEveryElement_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"counter-union", "counter-confederate", "nato-infantry", "nato-cavalry",
                               "nato-artillery", "nato-wagon", "marker-disrupted", "marker-routed", "marker-ammo",
                               "leader-union", "leader-confederate", "star", "objective", "facing"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void sheetHasEveryElement()
    {
        QFETCH(QString, id);
        CounterSheet sheet;
        QVERIFY(sheet.isValid());
        QVERIFY(sheet.hasElement(id));
        // Rendered, the element is not blank.
        const QImage img = sheet.element(id, QSize(40, 40));
        int opaque = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                opaque += qAlpha(img.pixel(x, y)) > 128;
        QVERIFY2(opaque > 20, qPrintable(id));
    }

    void elementsAreCachedByIdAndSize()
    {
        CounterSheet sheet;
        const QImage a = sheet.element(QStringLiteral("star"), QSize(16, 16));
        QCOMPARE(sheet.element(QStringLiteral("star"), QSize(16, 16)).cacheKey(), a.cacheKey());
        const QImage b = sheet.element(QStringLiteral("star"), QSize(32, 32));
        QCOMPARE(b.size(), QSize(32, 32));
        QVERIFY(b.cacheKey() != a.cacheKey());
        QCOMPARE(sheet.cachedCount(), 2);
    }

    void lookFollowsTheUnit_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("strength");
        QTest::addColumn<bool>("hasFacing");
        QTest::newRow("infantry shows men and faces") << int(UnitType::Infantry) << int(Status::Normal) << 420 << true;
        QTest::newRow("artillery shows guns") << int(UnitType::Artillery) << int(Status::Normal) << 6 << true;
        QTest::newRow("wagons have no front") << int(UnitType::Wagon) << int(Status::Normal) << 420 << false;
        QTest::newRow("routed units have no front (RULES §3)") << int(UnitType::Infantry) << int(Status::Routed) << 420 << false;
        QTest::newRow("disrupted units still face") << int(UnitType::Cavalry) << int(Status::Disrupted) << 420 << true;
    }

    void lookFollowsTheUnit()
    {
        QFETCH(int, type);
        QFETCH(int, status);
        QFETCH(int, strength);
        QFETCH(bool, hasFacing);
        const CounterLook look = CounterLook::of(unitOf(UnitType(type), Status(status)));
        QCOMPARE(look.strength, strength);
        QCOMPARE(look.hasFacing, hasFacing);
        QCOMPARE(int(look.status), status);
    }

    void countersAreCachedByLookAndSize()
    {
        CounterPainter painter;
        CounterLook a = CounterLook::of(unitOf(UnitType::Infantry));
        CounterLook b = a;
        b.strength = 380;
        const QImage detailA = painter.unitImage(a, 40, Lod::Detail);
        QCOMPARE(detailA.width(), 40 + 2 * CounterPainter::margin(40));
        QCOMPARE(painter.unitImage(a, 40, Lod::Detail).cacheKey(), detailA.cacheKey());
        // Numbers show up close: a different strength is a different image...
        QVERIFY(painter.unitImage(b, 40, Lod::Detail) != detailA);
        // ...zoomed out they are not drawn, so both share one image.
        QCOMPARE(painter.unitImage(b, 24, Lod::Normal).cacheKey(), painter.unitImage(a, 24, Lod::Normal).cacheKey());
        // The side shows in the colour.
        CounterLook grey = a;
        grey.side = Side::Confederate;
        QVERIFY(painter.unitImage(grey, 24, Lod::Normal) != painter.unitImage(a, 24, Lod::Normal));
    }

    void markersShowTheStatus()
    {
        CounterPainter painter;
        const CounterLook normal = CounterLook::of(unitOf(UnitType::Infantry));
        CounterLook disrupted = normal, routed = normal;
        disrupted.status = Status::Disrupted;
        routed.status = Status::Routed;
        const QImage n = painter.unitImage(normal, 40, Lod::Detail);
        QVERIFY(painter.unitImage(disrupted, 40, Lod::Detail) != n);
        QVERIFY(painter.unitImage(routed, 40, Lod::Detail) != n);
        QVERIFY(painter.unitImage(routed, 40, Lod::Detail) != painter.unitImage(disrupted, 40, Lod::Detail));
    }

    void leaderStarsFollowTheLevel()
    {
        CounterPainter painter;
        QSet<qint64> seen;
        for (int level = 0; level < 4; ++level)
            seen.insert(painter.leaderImage(Side::Union, Level(level), 5, 32, Lod::Normal).cacheKey());
        QCOMPARE(seen.size(), 4);
    }

    void stacksFanOut_data()
    {
        QTest::addColumn<int>("count");
        for (int n = 1; n <= 4; ++n)
            QTest::newRow(qPrintable(QStringLiteral("%1 unit(s)").arg(n))) << n;
    }

    void stacksFanOut()
    {
        QFETCH(int, count);
        QPointF sum;
        QSet<QPair<double, double>> places;
        for (int k = 0; k < count; ++k) {
            const QPointF o = CounterPainter::stackOffset(k, count, 30.0);
            QVERIFY(std::abs(o.x()) <= 0.2 * 30.0 && std::abs(o.y()) <= 0.2 * 30.0); // stays in the hex
            places.insert({o.x(), o.y()});
            sum += o;
        }
        QCOMPARE(int(places.size()), count);
        QVERIFY(std::abs(sum.x()) < 1e-9 && std::abs(sum.y()) < 1e-9); // centred on the hex
    }
};

QTEST_MAIN(TestCounterPainter)
#include "tst_counterpainter.moc"
