// The campaign mode offscreen, in a main window (docs/GAME.md "Campaign"):
// the theater map of the 1861 war, an order given by dragging a counter, a
// turn ended and its scores changed, a save reloaded identical, a bad file
// refused while the current campaign stays, and the battles of the campaign
// opening in the same window and returning to the campaign.

#include "ui/battle/handoffscreen.h"
#include "ui/campaign/campaignbattle.h"
#include "ui/campaign/campaignmode.h"
#include "ui/campaign/forcespanel.h"
#include "ui/campaign/scorechart.h"
#include "ui/campaign/scoregauges.h"
#include "ui/campaign/treasurypanel.h"
#include "ui/campaign/turnnarrator.h"
#include "campaign/strategicai.h"
#include "ui/campaign/waroverdialog.h"
#include "ui/naval/navalbattlewidget.h"
#include "ui/campaign/theateritems.h"
#include "ui/campaign/theaterscene.h"
#include "ui/common/mapview.h"
#include "ui/common/modewindow.h"
#include "ui/lab/labmode.h"
#include "core/battle.h"
#include "core/jsonio.h"
#include "ui/naval/navalmode.h"

#include "campaign/campaignfile.h"
#include "narrator/wordname.h"

#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtCharts/QLineSeries>
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

// The campaign mode in a window of its own (the game's window is a ModeWindow
// too): w->… is the mode, w.window the window.
struct Hosted
{
    std::unique_ptr<ModeWindow> window = std::make_unique<ModeWindow>();
    CampaignMode *mode = nullptr;
    Hosted() : mode(new CampaignMode) { window->addMode(mode); }
    CampaignMode *operator->() const { return mode; }
};

// A window on the 1861 war: the Union a player, the Confederacy the computer,
// battles auto-resolved (a test answers no questions).
Hosted openWindow()
{
    Hosted w;
    w->setBattleChoice(CampaignMode::BattleChoice::AutoResolve);
    w->setDataDirectory(QStringLiteral(HARDTACK_SOURCE_DIR));
    QString error;
    if (!w->open(campaignFile(), 7, &error))
        qFatal("%s", qPrintable(error));
    return w;
}

// A Union army and a city next to it by road or rail it may be ordered to.
std::pair<QString, QString> unionMove(const CampaignGame &game)
{
    for (const Army &a : game.armies()) {
        if (a.side != Side::Union)
            continue;
        for (const QString &n : game.graph().neighbours(a.location, false))
            if (game.preview(CampaignOrder::moveArmy(Side::Union, a.id, n)).ok())
                return {a.id, n};
    }
    return {};
}

} // namespace

class TestCampaignMode : public QObject
{
    Q_OBJECT

private slots:
    void mapShowsEveryPlaceAndForce();
    void orderByDraggingACounter();
    void ratesShowTheirScoreEffectFirst();
    void endingTheTurnMovesTheScores();
    void hotseatHidesTheMapBetweenPlayers();
    void aBadFileKeepsTheCurrentCampaign();
    void aSaveReloadsIdentical();
    void aNavalBattleInTheDialogGoesBackToTheCampaign();
    void aLandBattleOpensInTheSameWindowAndReturns();
    void theDocumentSaysWhatChanged();
    void aCampaignBattleFoughtToItsEndHandsItsResultBack();
    void cityNamesDoNotCoverEachOther();
    void fastForwardStopsAtTheWinter();
    void theWarEndsOnItsOwnScreen();
    void aLostForceIsNamedInTheReport();
    void theMapShowsTheWatersFortsAndWeather();
    void anArmyGoesBySea();
};

void TestCampaignMode::mapShowsEveryPlaceAndForce()
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

void TestCampaignMode::orderByDraggingACounter()
{
    auto w = openWindow();
    QCOMPARE(w->ordersSide(), std::optional<Side>(Side::Union));
    const auto [army, to] = unionMove(*w->game());
    QVERIFY(!army.isEmpty());
    CounterItem *counter = w->scene()->counter(army);
    QVERIFY(counter);
    // Dragging over the destination shows the path and its days…
    w->scene()->counterPressed(counter);
    w->scene()->counterDragged(counter, w->scene()->nodePos(to));
    QVERIFY2(w->scene()->dragLabel().contains(w->game()->scenario().nodeName(to)), qPrintable(w->scene()->dragLabel()));
    // …and the drop gives the order.
    w->scene()->counterDropped(counter, w->scene()->nodePos(to));
    const QList<CampaignOrder> &orders = w->game()->orders(Side::Union);
    QCOMPARE(orders.size(), 1);
    QCOMPARE(orders.first().unit, army);
    QCOMPARE(orders.first().target, to);
    // A Confederate counter is not the Union player's to move.
    for (const Army &a : w->game()->armies())
        if (a.side == Side::Confederate) {
            w->scene()->counterDropped(w->scene()->counter(a.id), w->scene()->nodePos(to));
            break;
        }
    QCOMPARE(w->game()->orders(Side::Union).size(), 1);
    QCOMPARE(w->game()->orders(Side::Confederate).size(), 0);
}

void TestCampaignMode::ratesShowTheirScoreEffectFirst()
{
    auto w = openWindow();
    TreasuryPanel *t = w->treasury();
    // Raising the tax shows its effect on Union morale before it is ordered.
    t->taxBox()->setValue(t->taxBox()->value() + 10);
    const OrderPreview p = w->game()->preview(CampaignOrder::rates(Side::Union, t->taxBox()->value(), t->tariffBox()->value()));
    QVERIFY(p.ok());
    QCOMPARE(t->ratesPreview()->text(), TreasuryPanel::previewText(p));
    QVERIFY2(t->ratesPreview()->text().contains(scoreDisplayName(ScoreKind::UnionMorale)), qPrintable(t->ratesPreview()->text()));
    QVERIFY(w->game()->orders(Side::Union).isEmpty());
    if (!qEnvironmentVariableIsEmpty("HARDTACK_SHOT_DIR")) {
        for (QWidget *p = t; p; p = p->parentWidget())
            if (auto *tabs = qobject_cast<QTabWidget *>(p))
                tabs->setCurrentWidget(t);
        w.window->resize(1500, 950);
        w.window->show();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        w.window->grab().save(qEnvironmentVariable("HARDTACK_SHOT_DIR") + QStringLiteral("/campaign-treasury.png"));
    }
    t->ratesButton()->click();
    QCOMPARE(w->game()->orders(Side::Union).size(), 1);
    QCOMPARE(w->game()->orders(Side::Union).first().type, CampaignOrderType::Rates);
}

void TestCampaignMode::endingTheTurnMovesTheScores()
{
    auto w = openWindow();
    const auto [army, to] = unionMove(*w->game());
    QCOMPARE(w->give(CampaignOrder::moveArmy(Side::Union, army, to)), OrderProblem::None);
    const int historyBefore = int(w->game()->scores().history().size());
    const double before[3] = {w->game()->scores().unionMorale(), w->game()->scores().confederateMorale(),
                              w->game()->scores().opinion()};
    QCOMPARE(w->game()->turn(), 1);
    // The Union ends its orders; the computer gives the Confederate ones; the turn resolves.
    w->endOrders();
    QCOMPARE(w->game()->turn(), 2);
    QCOMPARE(w->ordersSide(), std::optional<Side>(Side::Union));
    QVERIFY(w->game()->scores().history().size() > historyBefore);
    const double after[3] = {w->game()->scores().unionMorale(), w->game()->scores().confederateMorale(),
                             w->game()->scores().opinion()};
    QVERIFY(before[0] != after[0] || before[1] != after[1] || before[2] != after[2]);
    // The dials show the new scores; the report tells the turn in words.
    QCOMPARE(w->gauges()->value(ScoreKind::UnionMorale), after[0]);
    QVERIFY2(w->reportHtml().contains(QStringLiteral("Turn 1")), qPrintable(w->reportHtml()));
    QVERIFY(w->reportHtml().contains(QStringLiteral("took in")));
}

void TestCampaignMode::hotseatHidesTheMapBetweenPlayers()
{
    Hosted w;
    w->setController(Side::Confederate, Controller::Human);
    w->setBattleChoice(CampaignMode::BattleChoice::AutoResolve);
    QString error;
    QVERIFY(w->open(campaignFile(), 3, &error));
    // The Union player is asked to the keyboard first; the map is hidden.
    QVERIFY(w->handoffShown());
    QCOMPARE(w->handoff()->side(), Side::Union);
    emit w->handoff()->ready(Side::Union);
    QVERIFY(!w->handoffShown());
    // Confederate counters do not move for the Union player.
    for (const Army &a : w->game()->armies())
        if (CounterItem *c = w->scene()->counter(a.id))
            QCOMPARE(c->side() == Side::Union, a.side == Side::Union);
    w->endOrders();
    QVERIFY(w->handoffShown());
    QCOMPARE(w->handoff()->side(), Side::Confederate);
    QCOMPARE(w->ordersSide(), std::optional<Side>(Side::Confederate));
    emit w->handoff()->ready(Side::Confederate);
    w->endOrders();
    // The turn resolved, and the next one begins with the Union's handoff.
    QCOMPARE(w->game()->turn(), 2);
    QVERIFY(w->handoffShown());
    QCOMPARE(w->handoff()->side(), Side::Union);
}

void TestCampaignMode::aBadFileKeepsTheCurrentCampaign()
{
    auto w = openWindow();
    const auto [army, to] = unionMove(*w->game());
    w->give(CampaignOrder::moveArmy(Side::Union, army, to));
    const CampaignGame *game = w->game();
    const QString bad = QStringLiteral(HARDTACK_TEST_DATA "/malformed/campaign-bad-owner.json");
    QString error;
    QVERIFY(!w->open(bad, &error));
    // The error names the file and the JSON path; the war and its orders stay.
    QVERIFY2(error.contains(QStringLiteral("campaign-bad-owner.json")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("$.")), qPrintable(error));
    QCOMPARE(w->game(), game);
    QCOMPARE(w->game()->orders(Side::Union).size(), 1);
    // A file that is not a campaign at all is refused the same way.
    QVERIFY(!w->open(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/hampton-roads-1862-03-08.json"), &error));
    QVERIFY2(error.contains(QStringLiteral("$.format")), qPrintable(error));
    QCOMPARE(w->game(), game);
}

void TestCampaignMode::aSaveReloadsIdentical()
{
    auto w = openWindow();
    const auto [army, to] = unionMove(*w->game());
    w->give(CampaignOrder::moveArmy(Side::Union, army, to));
    w->endOrders();
    w->give(CampaignOrder::rates(Side::Union, 15, 12));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("war.json"));
    QString error;
    QVERIFY2(w->save(file, &error), qPrintable(error));
    Hosted again;
    QVERIFY2(again->open(file, &error), qPrintable(error));
    const CampaignGame &a = *w->game(), &b = *again->game();
    QCOMPARE(b.turn(), a.turn());
    QCOMPARE(b.scores().unionMorale(), a.scores().unionMorale());
    QCOMPARE(b.scores().confederateMorale(), a.scores().confederateMorale());
    QCOMPARE(b.scores().opinion(), a.scores().opinion());
    QCOMPARE(b.scores().history().size(), a.scores().history().size());
    QCOMPARE(b.armies().size(), a.armies().size());
    for (int i = 0; i < a.armies().size(); ++i) {
        QCOMPARE(b.armies().at(i).location, a.armies().at(i).location);
        QCOMPARE(b.armies().at(i).men(), a.armies().at(i).men());
    }
    for (int i = 0; i < a.cities().size(); ++i)
        QCOMPARE(b.cities().at(i).owner, a.cities().at(i).owner);
    QCOMPARE(b.economy(Side::Union).money, a.economy(Side::Union).money);
    // Saved twice, the files are the same bytes.
    const QString second = dir.filePath(QStringLiteral("again.json"));
    QVERIFY2(again->save(second, &error), qPrintable(error));
    QFile f1(file), f2(second);
    QVERIFY(f1.open(QIODevice::ReadOnly) && f2.open(QIODevice::ReadOnly));
    QCOMPARE(f2.readAll(), f1.readAll());
}

void TestCampaignMode::aNavalBattleInTheDialogGoesBackToTheCampaign()
{
    auto w = openWindow();
    w->setBattleChoice(CampaignMode::BattleChoice::Fight);
    // This turn's land battles (the Confederate computer attacks) are
    // auto-resolved: the test fights the squadrons' battle in the dialog.
    w->setLandBattleChoice(CampaignMode::BattleChoice::AutoResolve);
    const CampaignGame &game = *w->game();
    // A Union squadron sent against a Confederate one it reaches this turn.
    QString fleet, to;
    for (const Fleet &u : game.fleets()) {
        if (u.side != Side::Union || !fleet.isEmpty())
            continue;
        for (const Fleet &c : game.fleets()) {
            if (c.side != Side::Confederate)
                continue;
            const OrderPreview p = game.preview(CampaignOrder::moveFleet(Side::Union, u.id, c.location));
            if (p.ok() && p.days <= game.scenario().start.turnDays) {
                fleet = u.id;
                to = c.location;
                break;
            }
        }
    }
    QVERIFY2(!fleet.isEmpty(), "no Union squadron within a turn of a Confederate one");
    QCOMPARE(w->give(CampaignOrder::moveFleet(Side::Union, fleet, to)), OrderProblem::None);
    // The naval battle opens in the same window over the campaign: the player
    // resolves it with the computer's suggested orders and returns; the
    // result goes to the campaign.
    int dialogs = 0;
    QTimer driver;
    // Should a land battle open all the same, the driver leaves it (the
    // auto-resolve decides it), which the battle asks to confirm.
    QObject::connect(&driver, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            if (QAbstractButton *yes = box->button(QMessageBox::Yes))
                yes->click();
            return;
        }
        if (modal)
            return;
        Mode *shown = w.window->currentMode();
        if (auto *naval = qobject_cast<NavalMode *>(shown)) {
            ++dialogs;
            QCOMPARE(w.window->modes().size(), 2); // the campaign under it, in the same window
            NavalBattleWidget *d = naval->battleWidget();
            d->resolveNow();
            QVERIFY(d->resolution().has_value());
            auto *back = naval->centralWidget()->findChild<QPushButton *>(QStringLiteral("returnToCampaign"));
            QVERIFY(back);
            back->click();
            return;
        }
        if (auto *b = qobject_cast<CampaignBattleMode *>(shown))
            w.window->closeMode(b);
    });
    driver.start(50);
    w->endOrders();
    QTRY_VERIFY_WITH_TIMEOUT(w->game()->turn() == 2, 20000);
    driver.stop();
    QVERIFY(dialogs >= 1);
    QCOMPARE(w.window->currentMode(), w.mode); // back on the theater map
    QCOMPARE(w.window->modes().size(), 1);
    const TurnReport &r = w->game()->reports().last();
    bool naval = false;
    for (const BattleReport &b : r.battles)
        if (b.naval && b.joined) { // a fleet that evaded a fort fought nothing
            naval = true;
            // What the dialog fought is what the campaign counts.
            QVERIFY(b.winner.has_value() || b.casualties[0] + b.casualties[1] > 0);
        }
    QVERIFY(naval);
    // Its casualties, ships lost or laurels went to the scores.
    bool scored = false;
    for (const ScoreEvent &e : r.events)
        scored = scored || e.type == ScoreEventType::Laurels || e.type == ScoreEventType::ShipLost
                 || e.type == ScoreEventType::Casualties;
    QVERIFY(scored);
    if (!qEnvironmentVariableIsEmpty("HARDTACK_SHOT_DIR")) {
        w.window->resize(1500, 950);
        w.window->show();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        w->view()->zoomToFit();
        QCoreApplication::processEvents();
        w.window->grab().save(qEnvironmentVariable("HARDTACK_SHOT_DIR") + QStringLiteral("/campaign-turn2.png"));
    }
    QVERIFY2(w->reportHtml().contains(QStringLiteral("Naval battle")), qPrintable(w->reportHtml()));
}

void TestCampaignMode::aLandBattleOpensInTheSameWindowAndReturns()
{
    auto w = openWindow();
    w->setBattleChoice(CampaignMode::BattleChoice::AutoResolve);
    // Land battles are fought on the hex map (the Confederate computer attacks
    // in the first turn of this war), naval ones auto-resolved.
    w->setLandBattleChoice(CampaignMode::BattleChoice::Fight);
    w.window->resize(1500, 950);
    w.window->show();
    const QString shots = qEnvironmentVariable("HARDTACK_SHOT_DIR");
    int battles = 0;
    bool leaving = false;
    QTimer driver;
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            // "Leave the battle?": yes, the auto-resolve decides it.
            QVERIFY(leaving);
            box->button(QMessageBox::Yes)->click();
            return;
        }
        auto *battle = qobject_cast<CampaignBattleMode *>(w.window->currentMode());
        if (!battle || leaving)
            return;
        ++battles;
        // The battle is a mode of the campaign's own window, the campaign under it.
        QCOMPARE(battle->window(), w.window.get());
        QCOMPARE(w.window->modes(), (QList<Mode *>{w.mode, battle}));
        QVERIFY(battle->hasBattle());
        QVERIFY(battle->centralWidget()->isVisible());
        QVERIFY(!w->centralWidget()->isVisible());
        // The window shows the battle's menus, the campaign's are gone.
        QStringList menus;
        for (QAction *a : w.window->menuBar()->actions())
            menus << a->text();
        QVERIFY2(menus.contains(QStringLiteral("&Orders")) && menus.contains(QStringLiteral("&Battle")),
                 qPrintable(menus.join(QLatin1Char(' '))));
        QVERIFY2(!menus.contains(QStringLiteral("&Turn")), qPrintable(menus.join(QLatin1Char(' '))));
        if (!shots.isEmpty())
            w.window->grab().save(shots + QStringLiteral("/campaign-battle-opened.png"));
        // Battle → Leave…, once this tick is over (the driver answers its question).
        leaving = true;
        QTimer::singleShot(0, w.window.get(), [&] {
            w.window->findChild<QAction *>(QStringLiteral("leaveCampaignBattle"))->trigger();
            leaving = false;
        });
    });
    driver.start(50);
    w->endOrders();
    QTRY_VERIFY_WITH_TIMEOUT(w->game()->turn() == 2, 30000);
    driver.stop();
    QVERIFY(battles >= 1);
    // Back on the theater map in the same window; the battle is gone.
    QCOMPARE(w.window->currentMode(), w.mode);
    QCOMPARE(w.window->modes().size(), 1);
    QVERIFY(w->centralWidget()->isVisible());
    if (!shots.isEmpty())
        w.window->grab().save(shots + QStringLiteral("/campaign-battle-returned.png"));
}

// A campaign's battle played to its end (the computer on both sides, one
// turn): its end report says "Return to the campaign", and the fought battle
// goes back before the mode closes.
void TestCampaignMode::aCampaignBattleFoughtToItsEndHandsItsResultBack()
{
    LoadError e;
    std::optional<Scenario> scenario = loadScenario(QStringLiteral(HARDTACK_UI_DATA "/skirmish.json"), &e);
    QVERIFY2(scenario, qPrintable(e.text()));
    scenario->turns = 1;
    ModeWindow window;
    auto *under = new LabMode; // any mode to return to
    window.addMode(under);
    BattleSetup setup;
    setup.control[0] = setup.control[1] = Controller::Computer;
    auto *battle = new CampaignBattleMode(*scenario, setup, &window);
    battle->setComputerDelay(0);
    battle->setAnimationSpeed(0);
    std::optional<Battle> fought;
    QObject::connect(battle, &CampaignBattleMode::fought, [&](const Battle &b) { fought = b; });
    window.addMode(battle, under);
    QCOMPARE(window.currentMode(), battle);
    QTimer driver;
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (auto *end = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            if (end->objectName() == QLatin1String("campaignBattleEnd"))
                end->accept();
    });
    driver.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(fought.has_value(), 60000);
    driver.stop();
    QVERIFY(fought->over);
    QCOMPARE(fought->turn, 1);
    // The mode closes itself and the window shows the one it came from.
    QTRY_COMPARE(window.modes(), QList<Mode *>{under});
    QCOMPARE(window.currentMode(), under);
}

// The campaign's document (campaigndocument.h) is the one place the war
// changes; each change says what it touched, and the mode shows it.
void TestCampaignMode::theDocumentSaysWhatChanged()
{
    auto w = openWindow();
    CampaignDocument *doc = w->document();
    QList<CampaignChange> changes;
    QObject::connect(doc, &CampaignDocument::changed, [&](const CampaignChange &c) { changes.append(c); });
    const auto [army, to] = unionMove(*w->game());
    // An order: the Union's orders, that army; the mode lists it at once.
    QCOMPARE(w->give(CampaignOrder::moveArmy(Side::Union, army, to)), OrderProblem::None);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.first().parts, unsigned(CampaignChange::Orders));
    QCOMPARE(changes.first().side, std::optional<Side>(Side::Union));
    QCOMPARE(changes.first().forces, QStringList{army});
    auto *orders = w.window->findChild<ForcesPanel *>()->findChild<QListWidget *>();
    QVERIFY(orders);
    QCOMPARE(orders->count(), 1);
    // A refused order changes nothing and says nothing.
    QVERIFY(w->give(CampaignOrder::moveArmy(Side::Union, QStringLiteral("no-such-army"), to)) != OrderProblem::None);
    QCOMPARE(changes.size(), 1);
    // Rates: the orders and the treasury.
    QCOMPARE(w->give(CampaignOrder::rates(Side::Union, 12, 10)), OrderProblem::None);
    QVERIFY(changes.last().has(CampaignChange::Orders) && changes.last().has(CampaignChange::Treasury));
    QVERIFY(!changes.last().has(CampaignChange::Forces));
    // The turn: the computer's orders, the forces moving, the end of the turn
    // with its scores, date and report.
    changes.clear();
    w->endOrders();
    QCOMPARE(w->game()->turn(), 2);
    QVERIFY(changes.size() >= 3);
    QCOMPARE(changes.at(0).side, std::optional<Side>(Side::Confederate)); // its computer player's orders
    QVERIFY(changes.at(0).has(CampaignChange::Orders));
    QVERIFY(changes.at(1).has(CampaignChange::Forces) && changes.at(1).has(CampaignChange::Cities));
    const CampaignChange &end = changes.last();
    for (CampaignChange::Part p : {CampaignChange::Scores, CampaignChange::Date, CampaignChange::Report, CampaignChange::Orders})
        QVERIFY(end.has(p));
    QCOMPARE(w->gauges()->value(ScoreKind::UnionMorale), w->game()->scores().unionMorale());
    QCOMPARE(orders->count(), 0); // the new turn's orders: none yet
}

void TestCampaignMode::cityNamesDoNotCoverEachOther()
{
    // At every zoom the names shown keep clear of each other (a name with no
    // free side gives way, except the two capitals').
    TheaterScene scene;
    scene.setCampaign(load1861());
    for (double pixel : {2.5, 1.6, 1.0, 0.6}) {
        scene.setPixel(pixel);
        QList<QRectF> shown;
        int capitalsShown = 0;
        for (QGraphicsItem *item : scene.items()) {
            auto *label = dynamic_cast<LabelItem *>(item);
            if (!label || !label->isVisible() || label->isWater())
                continue;
            const QRectF r = label->boundingRect();
            const QRectF inScene(label->pos() + r.topLeft() * pixel, r.size() * pixel);
            if (label->importance() >= 6) {
                ++capitalsShown;
                continue;
            }
            for (const QRectF &other : std::as_const(shown))
                QVERIFY2(!other.intersects(inScene), qPrintable(QStringLiteral("pixel %1").arg(pixel)));
            shown << inScene;
        }
        QCOMPARE(capitalsShown, 2);
        QVERIFY(!shown.isEmpty());
    }
}

void TestCampaignMode::fastForwardStopsAtTheWinter()
{
    auto w = openWindow();
    w->setBattleChoice(CampaignMode::BattleChoice::Ask); // fast forward asks nothing all the same
    QCOMPARE(w->game()->campaign(), 1);
    w->fastForward(true);
    QVERIFY(w->isFastForwarding());
    QTRY_VERIFY_WITH_TIMEOUT(!w->isFastForwarding(), 60000);
    // The computer played the Union's turns to the winter; the player has the
    // first turn of the next campaign, or the war ended on the way.
    if (!w->game()->isOver()) {
        QCOMPARE(w->game()->campaign(), 2);
        QCOMPARE(w->game()->turnInCampaign(), 1);
        QCOMPARE(w->ordersSide(), std::optional<Side>(Side::Union));
    }
    QVERIFY(w->game()->reports().size() >= 10 || w->game()->isOver());
    QVERIFY2(w->reportHtml().contains(QStringLiteral("What moved the scores")), qPrintable(w->reportHtml()));
}

void TestCampaignMode::theWarEndsOnItsOwnScreen()
{
    auto w = openWindow();
    w.window->show();
    for (int campaign = 0; campaign < 7 && !w->game()->isOver(); ++campaign) {
        w->fastForward(true);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isFastForwarding(), 60000);
    }
    QVERIFY(w->game()->isOver());
    QVERIFY(w->game()->winner().has_value());
    // The end screen opens by itself, says who won and why, and shows the war's chart.
    WarOverDialog *end = nullptr;
    QTRY_VERIFY((end = w.window->findChild<WarOverDialog *>()) != nullptr);
    QVERIFY(end->isVisible());
    const QString text = WarOverDialog::summaryHtml(*w->game());
    QVERIFY2(text.contains(*w->game()->winner() == Side::Union ? QStringLiteral("The Union wins")
                                                                 : QStringLiteral("The Confederacy wins")),
             qPrintable(text));
    QVERIFY(end->chart()->scoreSeries(ScoreKind::UnionMorale)->count() > 10);
    // No side gives orders any more.
    QVERIFY(!w->ordersSide().has_value());
    QCOMPARE(w->give(CampaignOrder::rates(Side::Union, 10, 10)), OrderProblem::NotYours);
}

void TestCampaignMode::theMapShowsTheWatersFortsAndWeather()
{
    auto w = openWindow();
    // The turn's weather in the tool bar, as the narrator words it.
    auto *weather = w.window->findChild<QLabel *>(QStringLiteral("weatherLabel"));
    QVERIFY(weather);
    QCOMPARE(weather->text(), TurnNarrator::weatherText(w->game()->weather()));
    QVERIFY(!weather->toolTip().isEmpty());
    // Every fort beside its waters, its tooltip naming it and what it commands.
    QVERIFY(!w->game()->forts().isEmpty());
    for (const Fort &f : w->game()->forts()) {
        FortItem *item = w->scene()->fort(f.battery.id);
        QVERIFY2(item, qPrintable(f.battery.id));
        QCOMPARE(item->pos(), w->scene()->nodePos(f.waters));
        QVERIFY(item->toolTip().contains(f.battery.name.toHtmlEscaped()));
        QVERIFY(item->toolTip().contains(w->game()->scenario().nodeName(f.waters).toHtmlEscaped()));
    }
}

void TestCampaignMode::anArmyGoesBySea()
{
    // Embark from the forces list, sail by dragging the fleet, land from the
    // list: Banks's Department of Annapolis and the Chesapeake transports at
    // Baltimore, to Yorktown.
    auto w = openWindow();
    const QString army = QStringLiteral("u-annapolis"), transports = QStringLiteral("u-transports");
    auto *forces = w.window->findChild<ForcesPanel *>();
    QVERIFY(forces);
    const QList<CampaignOrder> embark = forces->seaOrders(army);
    QCOMPARE(embark.size(), 1);
    QCOMPARE(embark.first().type, CampaignOrderType::Embark);
    QCOMPARE(embark.first().target, transports);
    QCOMPARE(w->give(embark.first()), OrderProblem::None);
    w->scene()->counterDropped(w->scene()->counter(transports), w->scene()->nodePos(QStringLiteral("chesapeake")));
    bool yorktown = false;
    for (const CampaignOrder &o : forces->seaOrders(army))
        yorktown = yorktown || (o.type == CampaignOrderType::Land && o.target == QStringLiteral("yorktown"));
    QVERIFY(yorktown);
    QCOMPARE(w->give(CampaignOrder::land(Side::Union, army, QStringLiteral("yorktown"))), OrderProblem::None);
    QCOMPARE(forces->orderLines().size(), 3);
    w->endOrders();
    QTRY_VERIFY_WITH_TIMEOUT(w->game()->turn() == 2, 20000);
    const TurnReport &r = w->game()->reports().last();
    QVERIFY(r.embarked.contains({army, transports}));
    QVERIFY(r.landed.contains({army, QStringLiteral("yorktown")}));
    QCOMPARE(w->game()->army(army)->location, QStringLiteral("yorktown"));
    QVERIFY(!w->scene()->counter(army)->aboard());
    QVERIFY(w->reportHtml().contains(QStringLiteral("Yorktown")));

    // An army aboard: its counter shows the waves, and dropped on a shore it lands.
    CampaignScenario c = load1861();
    for (Army &a : c.armies)
        if (a.id == army) {
            a.aboard = transports;
            a.location = QStringLiteral("chesapeake");
        }
    for (Fleet &f : c.fleets)
        if (f.id == transports)
            f.location = QStringLiteral("chesapeake");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("aboard.json"));
    QString error;
    QVERIFY2(writeJsonFile(file, campaignToJson(c), &error), qPrintable(error));
    Hosted at;
    at->setBattleChoice(CampaignMode::BattleChoice::AutoResolve);
    QVERIFY2(at->open(file, 7, &error), qPrintable(error));
    QVERIFY(at->scene()->counter(army)->aboard());
    at->scene()->counterDropped(at->scene()->counter(army), at->scene()->nodePos(QStringLiteral("yorktown")));
    QCOMPARE(at->game()->orders(Side::Union).size(), 1);
    QCOMPARE(at->game()->orders(Side::Union).first().type, CampaignOrderType::Land);
}

QTEST_MAIN(TestCampaignMode)
// A force that surrenders or sinks leaves the map in the turn it is reported
// lost; the report still names it (forces raised in the war included), never
// by its id nor by its stored key.
void TestCampaignMode::aLostForceIsNamedInTheReport()
{
    const CampaignScenario war = load1861();
    int lost = 0;
    for (quint64 seed = 1; seed <= 6 && lost < 3; ++seed) {
        CampaignGame game(war, seed);
        const int maxTurns = war.start.campaigns * war.start.turnsPerCampaign;
        while (!game.isOver() && game.turn() <= maxTurns && lost < 3) {
            for (int s = 0; s < 2; ++s)
                playStrategicTurn(game, Side(s), CampaignPlayer::Ai);
            const TurnReport report = game.resolveTurn();
            const TurnNarrator narrator(game);
            for (const BattleReport &b : report.battles) {
                for (const QString &id : b.destroyed) {
                    ++lost;
                    const QString sentence = narrator.battleSentence(b);
                    QVERIFY2(!sentence.contains(id), qPrintable(sentence));
                    QVERIFY2(!game.lostForceName(id).isEmpty(), qPrintable(id));
                    // Worded, never as stored (a raised army's name is a key: core/names.h).
                    QVERIFY2(sentence.contains(wordName(game.lostForceName(id)).toHtmlEscaped()), qPrintable(sentence));
                    QVERIFY2(!sentence.contains(QLatin1String("@army-at")), qPrintable(sentence));
                }
            }
        }
    }
    QVERIFY2(lost > 0, "no force was lost in six wars");
}

#include "tst_campaignmode.moc"
