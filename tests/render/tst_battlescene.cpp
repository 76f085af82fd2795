// The battle scene and its items (ui/battle): one item per unit and leader,
// found by id, of the declared types; stacks fan out; the map item paints
// only what is exposed; the scene reports the hex under the mouse; the view
// zooms in steps within its range; the info panel describes what it shows.

#include "ui/battle/battlescene.h"
#include "ui/battle/infopanel.h"
#include "ui/battle/leaderitem.h"
#include "ui/battle/mapitem.h"
#include "ui/battle/unititem.h"
#include "ui/common/mapview.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

Scenario loadRidge()
{
    LoadError error;
    const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE_DIR "/tests/render/data/ridge-scenario.json"), &error);
    if (!s)
        qFatal("%s", qPrintable(error.text()));
    return *s;
}

} // namespace

class TestBattleScene : public QObject
{
    Q_OBJECT

private slots:
    void oneItemPerUnitAndLeader()
    {
        const Scenario s = loadRidge();
        BattleScene scene;
        scene.setScenario(&s);
        QCOMPARE(scene.unitItemCount(), int(s.units.size()));
        for (const Unit &u : s.units) {
            UnitItem *item = scene.unitItem(u.id);
            QVERIFY(item);
            QCOMPARE(item->type(), int(QGraphicsItem::UserType + 2));
            QCOMPARE(item->unitId(), u.id);
            QCOMPARE(item->isVisible(), u.onMap); // c-3 waits as a reinforcement
            if (u.onMap)
                QVERIFY(scene.geometry().hexRect(u.hex).contains(item->pos()));
        }
        for (const Formation &f : s.formations) {
            LeaderItem *item = scene.leaderItem(f.id);
            QVERIFY(item);
            QCOMPARE(item->type(), int(QGraphicsItem::UserType + 3));
            QVERIFY(scene.geometry().hexRect(f.leader.hex).contains(item->pos()));
        }
        QCOMPARE(scene.mapItem()->type(), int(QGraphicsItem::UserType + 1));
        QVERIFY(!scene.unitItem(QStringLiteral("no-such-unit")));
    }

    void stacksFanOut()
    {
        Scenario s = loadRidge();
        // Put u-2 on u-1's hex: two counters, both visible, neither hiding the other.
        s.unit(QStringLiteral("u-2"))->hex = s.unit(QStringLiteral("u-1"))->hex;
        BattleScene scene;
        scene.setScenario(&s);
        UnitItem *a = scene.unitItem(QStringLiteral("u-1"));
        UnitItem *b = scene.unitItem(QStringLiteral("u-2"));
        QVERIFY(a->pos() != b->pos());
        QVERIFY(b->zValue() > a->zValue()); // later in the file sits on top
        QVERIFY(scene.geometry().hexRect(s.unit(QStringLiteral("u-1"))->hex).contains(b->pos()));
    }

    void mapItemRendersOnlyExposedTilesOnce_data()
    {
        QTest::addColumn<QRect>("dirty"); // viewport pixels to repaint; empty: all
        QTest::addColumn<double>("zoom");
        QTest::newRow("the whole view") << QRect() << 1.0;
        QTest::newRow("a 4-pixel spot") << QRect(150, 120, 4, 4) << 1.0;
        QTest::newRow("a strip at the top") << QRect(0, 0, 300, 10) << 1.0;
        QTest::newRow("a spot, zoomed in") << QRect(40, 40, 6, 6) << 3.0;
        QTest::newRow("a spot, zoomed out") << QRect(150, 120, 6, 6) << 0.2;
    }

    void mapItemRendersOnlyExposedTilesOnce()
    {
        QFETCH(QRect, dirty);
        QFETCH(double, zoom);
        const Scenario s = loadRidge();
        BattleScene scene;
        scene.setScenario(&s);
        MapView view;
        view.setScene(&scene);
        view.setZoomRange(0.1, 4.0);
        view.resize(300, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setZoom(zoom);
        view.centerOn(scene.geometry().centre(Hex::fromOffset(5, 3)));
        // Let the view paint what zooming and scrolling asked for, and its
        // tiles arrive; then, with the tile cache emptied, repaint the area.
        QVERIFY(MapItem::waitUntilSharp());
        scene.mapItem()->invalidate();
        const int before = scene.mapItem()->tilesRendered();
        const QRect area = dirty.isNull() ? view.viewport()->rect() : dirty;
        view.viewport()->repaint(area);
        // Until the workers deliver, the area shows a placeholder.
        QVERIFY(scene.mapItem()->lastPlaceholderTiles() > 0);
        QVERIFY(MapItem::waitUntilSharp());
        // The workers render the view's tiles and a ring of one tile around
        // them: at least the tiles of the repainted area, at most those that
        // meet the view grown by a tile.
        const QRectF bounds = scene.geometry().bounds();
        const double scale = MapItem::bandScale(MapItem::bandOf(zoom));
        auto tilesIn = [&](QRectF r) { // scene rect → tiles of the map it meets
            r = r.intersected(bounds);
            if (r.isEmpty())
                return 0;
            const double t = MapItem::kTile / scale;
            return int((std::floor((r.right() - 1e-6) / t) - std::floor(r.left() / t) + 1)
                       * (std::floor((r.bottom() - 1e-6) / t) - std::floor(r.top() / t) + 1));
        };
        const double px = 3.0 / zoom, tile = MapItem::kTile / scale;
        const QRectF exposed = view.mapToScene(area).boundingRect().adjusted(px, px, -px, -px);
        const QRectF shown = view.mapToScene(view.viewport()->rect()).boundingRect();
        const int least = tilesIn(exposed);
        const int most = tilesIn(shown.adjusted(-tile - px, -tile - px, tile + px, tile + px));
        const int rendered = scene.mapItem()->tilesRendered() - before;
        QVERIFY2(rendered >= least && rendered <= most,
                 qPrintable(QStringLiteral("%1 tiles rendered, expected %2..%3").arg(rendered).arg(least).arg(most)));
        // The same area again comes from the cache: nothing is rendered, no placeholder.
        const int tilesBefore = scene.mapItem()->tilesRendered();
        view.viewport()->repaint(area);
        QCOMPARE(scene.mapItem()->lastPlaceholderTiles(), 0);
        QVERIFY(MapItem::waitUntilSharp());
        QCOMPARE(scene.mapItem()->tilesRendered(), tilesBefore);
    }

    void settledTilesEqualTheSynchronousRender()
    {
        // Tiles rendered by the workers in blocks look exactly like the whole
        // view rendered at once (no seams, nothing blurred once they are in).
        const Scenario s = loadRidge();
        for (double zoom : {0.4, 1.0, 2.3}) {
            BattleScene scene;
            scene.setScenario(&s);
            MapView view;
            view.setScene(&scene);
            view.setZoomRange(0.1, 4.0);
            view.resize(700, 500);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setZoom(zoom);
            view.centerOn(scene.geometry().centre(Hex::fromOffset(6, 4)));
            QVERIFY(MapItem::waitUntilSharp());
            const QImage async = view.viewport()->grab().toImage();
            scene.mapItem()->invalidate();
            scene.mapItem()->setSynchronous(true);
            const QImage sync = view.viewport()->grab().toImage();
            QCOMPARE(scene.mapItem()->lastPlaceholderTiles(), 0);
            QCOMPARE(async.size(), sync.size());
            QVERIFY2(async == sync, qPrintable(QStringLiteral("zoom %1 differs").arg(zoom)));
        }
    }

    void reportsTheHexUnderTheMouse()
    {
        const Scenario s = loadRidge();
        BattleScene scene;
        scene.setScenario(&s);
        QSignalSpy spy(&scene, &BattleScene::hexHovered);
        auto move = [&](QPointF at) {
            QGraphicsSceneMouseEvent e(QEvent::GraphicsSceneMouseMove);
            e.setScenePos(at);
            QApplication::sendEvent(&scene, &e);
        };
        move(scene.geometry().centre(Hex::fromOffset(5, 2)));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().at(0).toPoint(), QPoint(5, 2));
        move(scene.geometry().centre(Hex::fromOffset(5, 2)) + QPointF(3, 3)); // same hex: no new signal
        QCOMPARE(spy.count(), 1);
        move(scene.geometry().centre(Hex::fromOffset(6, 2)));
        QCOMPARE(spy.last().at(0).toPoint(), QPoint(6, 2));
        move(QPointF(-20, -20));
        QCOMPARE(spy.last().at(0).toPoint(), QPoint(-1, -1));
    }

    void selectingAUnitIsReported()
    {
        const Scenario s = loadRidge();
        BattleScene scene;
        scene.setScenario(&s);
        QSignalSpy spy(&scene, &BattleScene::unitSelected);
        scene.selectUnit(QStringLiteral("c-1"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().at(0).toString(), QStringLiteral("c-1"));
        QCOMPARE(scene.selectedUnit(), QStringLiteral("c-1"));
        scene.selectUnit(QString());
        QCOMPARE(spy.last().at(0).toString(), QString());
    }

    void viewZoomsInStepsWithinItsRange()
    {
        MapView view;
        view.setZoomRange(0.25, 2.0);
        QSignalSpy spy(&view, &MapView::zoomChanged);
        view.setZoom(1.0);
        view.zoomIn();
        QCOMPARE(view.zoom(), MapView::kStep);
        view.zoomOut();
        QCOMPARE(view.zoom(), 1.0);
        for (int i = 0; i < 20; ++i)
            view.zoomIn();
        QCOMPARE(view.zoom(), 2.0);
        for (int i = 0; i < 40; ++i)
            view.zoomOut();
        QCOMPARE(view.zoom(), 0.25);
        QCOMPARE(view.transform().m11(), 0.25);
        QVERIFY(spy.count() >= 4);
    }

    void infoPanelDescribesUnitsAndHexes()
    {
        const Scenario s = loadRidge();
        const Unit &u2 = *s.unit(QStringLiteral("u-2"));
        const QString unit = InfoPanel::describeUnit(s, u2);
        for (const QString &part : {u2.name, QStringLiteral("380"), QStringLiteral("1st Brigade"),
                                    QStringLiteral("Col. B. Example"), QStringLiteral("Rifled musket"),
                                    QStringLiteral("Line"), QStringLiteral("150"), QStringLiteral("Disrupted")})
            QVERIFY2(unit.contains(part), qPrintable(part));
        const QString battery = InfoPanel::describeUnit(s, *s.unit(QStringLiteral("u-bat")));
        QVERIFY(battery.contains(QLatin1String("3-inch rifle")));
        QVERIFY(battery.contains(QLatin1String("Unlimbered")));
        // [5,1] is on the ridge: woods at level 2, an objective.
        const QString hex = InfoPanel::describeHex(s, Hex::fromOffset(5, 1));
        QVERIFY2(hex.contains(QLatin1String("[5,1]")) && hex.contains(QLatin1String("Woods"))
                     && hex.contains(QLatin1String("40 ft")) && hex.contains(QLatin1String("Example Ridge")),
                 qPrintable(hex));
        const QString wall = InfoPanel::describeHex(s, Hex::fromOffset(5, 2));
        QVERIFY2(wall.contains(QLatin1String("Stone wall (S)")), qPrintable(wall));
    }
};

QTEST_MAIN(TestBattleScene)
#include "tst_battlescene.moc"
