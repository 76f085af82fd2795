// The Cascade Lab (issue 11) as a player uses it: force a rout, play the
// cascade step by step, read the explanation, edit the sandbox. Acceptance
// item 2: the animation's steps are exactly the cascade events a battle's
// log holds for the same seed (resolveCascade, RULES §10). Offscreen.

#include "ui/battle/battlescene.h"
#include "ui/battle/unititem.h"
#include "ui/common/mapview.h"
#include "ui/lab/explainpanel.h"
#include "ui/lab/labmode.h"
#include "ui/common/modewindow.h"
#include "ui/lab/montecarlopanel.h"
#include "ui/lab/sandboxpanel.h"

#include "core/morale/labsetup.h"
#include "core/morale/morale.h"
#include "core/morale/trials.h"
#include "core/rules/game.h"
#include "narrator/narrator.h"

#include <QComboBox>
#include <QMouseEvent>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

const QString kCornfield = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/05-the-cornfield.json");
// A Union regiment in the middle of Patrick's and Phelps's brigades.
const QString kTrigger = QStringLiteral("u-24th-new-york");

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// The events the rules engine writes for the forced rout of `trigger` on a
// fresh copy of the file, Rng(seed): what a battle's log would hold.
QVector<QJsonObject> logOf(const QString &trigger, const MoraleSituation &sit, quint64 seed)
{
    LoadError error;
    auto s = loadScenario(kCornfield, &error);
    if (!s)
        return {};
    s->unit(trigger)->status = Status::Routed;
    Rng rng(seed);
    return eventsToJson(resolveCascade(*s, rng, sit, {trigger}).events);
}

int visibleRows(QTreeWidget *tree)
{
    int n = 0;
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        n += !(*it)->isHidden();
    return n;
}

} // namespace

class TestLab : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void stepsAreTheLogsCascadeEvents_data();
    void stepsAreTheLogsCascadeEvents();
    void steppingBackRestoresTheBoard();
    void playingReachesTheEnd();
    void explanationNamesEveryModifierAndTheDie();
    void rowSelectsUnitAndUnitSelectsRow();
    void sandboxEditsAreUndoable();
    void draggingACounterMovesItInTheSandbox();
    void doubleClickForcesARout();
    void opensOnASidesView();
    void demoOpensReadyToPlay_data();
    void demoOpensReadyToPlay();
    void oddsPageRunsTheSandboxExperiment();
    void commandLineScreenshot();
    void commandLineRejectsBadInput();

private:
    // The Lab as a mode of a main window (the game's window is a ModeWindow too).
    ModeWindow *m_window = nullptr;
    LabMode *m_lab = nullptr;
};

void TestLab::init()
{
    m_window = new ModeWindow;
    m_lab = new LabMode;
    QString error;
    QVERIFY2(m_lab->openFile(kCornfield, &error), qPrintable(error));
    m_window->addMode(m_lab);
    m_window->resize(1400, 900);
    m_window->show();
    settle();
}

void TestLab::cleanup()
{
    delete m_window; // and the Lab with it
    m_window = nullptr;
    m_lab = nullptr;
}

void TestLab::stepsAreTheLogsCascadeEvents_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<bool>("night");
    QTest::addColumn<bool>("routLimiting");
    QTest::newRow("offensive fire, day") << int(Phase::OffensiveFire) << false << false;
    QTest::newRow("defensive fire: failures disrupt") << int(Phase::DefensiveFire) << false << false;
    QTest::newRow("night: -2 morale") << int(Phase::OffensiveFire) << true << false;
    QTest::newRow("rout limiting: +1 per ring after the first") << int(Phase::Melee) << true << true;
}

void TestLab::stepsAreTheLogsCascadeEvents()
{
    QFETCH(int, phase);
    QFETCH(bool, night);
    QFETCH(bool, routLimiting);
    LabSession *session = m_lab->session();
    int longest = 0;
    for (quint64 seed = 1; seed <= 25; ++seed) {
        LabOptions o;
        o.trigger = kTrigger;
        o.phase = Phase(phase);
        o.night = night;
        o.routLimiting = routLimiting;
        o.seed = seed;
        session->setOptions(o);
        const QVector<QJsonObject> log = logOf(kTrigger, session->situation(), seed);
        QVERIFY(!log.isEmpty());
        QCOMPARE(eventsToJson(session->events()), log);
        // One step per "morale-check" event, in the log's order, and nothing else.
        QVector<QJsonObject> checks;
        for (const QJsonObject &e : log)
            if (e.value(QLatin1String("type")).toString() == QLatin1String("morale-check"))
                checks << e;
        QCOMPARE(session->stepCount(), checks.size());
        for (int i = 0; i < checks.size(); ++i)
            QCOMPARE(session->checks().at(i).toJson(), checks.at(i));
        QVERIFY(session->head());
        QCOMPARE(session->head()->toJson(), log.first());
        longest = std::max(longest, int(checks.size()));
    }
    QVERIFY2(longest >= 4, "the trigger has friends around it: the cascades are not empty");
}

void TestLab::steppingBackRestoresTheBoard()
{
    LabSession *session = m_lab->session();
    // A seed whose cascade has a failure (night: morale -2).
    LabOptions o;
    o.trigger = kTrigger;
    o.night = true;
    for (o.seed = 1; o.seed < 50; ++o.seed) {
        session->setOptions(o);
        if (session->head() && session->head()->failures > 0)
            break;
    }
    QVERIFY(session->head() && session->head()->failures > 0);
    const Scenario &shown = session->shown();
    QCOMPARE(shown.unit(kTrigger)->status, Status::Routed); // the forced rout, before any check
    const int n = session->stepCount();
    for (int k = 1; k <= n; ++k) {
        m_lab->stepForward();
        QCOMPARE(session->step(), k);
        const MoraleCheckEvent &c = session->checks().at(k - 1);
        QCOMPARE(shown.unit(c.unit)->status, c.after);
        QCOMPARE(visibleRows(m_lab->explanation()->tree()), 1 + k); // the trigger and k checks
    }
    m_lab->stepForward(); // past the end: nothing
    QCOMPARE(session->step(), n);
    for (int k = n; k >= 1; --k) {
        const MoraleCheckEvent &c = session->checks().at(k - 1);
        m_lab->stepBack();
        QCOMPARE(shown.unit(c.unit)->status, c.before);
        QCOMPARE(visibleRows(m_lab->explanation()->tree()), k);
    }
    QCOMPARE(session->step(), 0);
}

void TestLab::playingReachesTheEnd()
{
    m_lab->setSpeed(4.0);
    m_lab->forceRout(kTrigger);
    QVERIFY(m_lab->isPlaying());
    QVERIFY(m_lab->session()->stepCount() > 0);
    QTRY_COMPARE_WITH_TIMEOUT(m_lab->session()->step(), m_lab->session()->stepCount(), 60000);
    QTRY_VERIFY(!m_lab->isPlaying());
    m_lab->toStart();
    QCOMPARE(m_lab->session()->step(), 0);
    m_lab->toEnd();
    QCOMPARE(m_lab->session()->step(), m_lab->session()->stepCount());
}

void TestLab::explanationNamesEveryModifierAndTheDie()
{
    LabOptions o;
    o.trigger = kTrigger;
    o.night = true;
    o.seed = 3;
    m_lab->session()->setOptions(o);
    m_lab->toEnd();
    QTreeWidget *tree = m_lab->explanation()->tree();
    int rows = 0;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        const int i = (*it)->data(0, Qt::UserRole + 1).toInt();
        if (i < 0)
            continue;
        const MoraleCheckEvent &c = m_lab->session()->checks().at(i);
        ++rows;
        for (const MoraleModifier &m : c.modifiers)
            QVERIFY2((*it)->text(ExplainPanel::ModifiersColumn).contains(MoraleText::modifierName(m.name)),
                     qPrintable(m.name));
        QVERIFY((*it)->text(ExplainPanel::ModifiersColumn).contains(MoraleText::modifierName(QStringLiteral("night"))));
        QCOMPARE((*it)->text(ExplainPanel::FinalColumn), QString::number(c.final));
        QCOMPARE((*it)->text(ExplainPanel::RollColumn), QString::number(c.roll));
        // Under the row of the unit that set it off.
        QCOMPARE((*it)->parent()->data(0, Qt::UserRole).toString(), c.parent.value_or(QString()));
    }
    QCOMPARE(rows, m_lab->session()->stepCount());
}

void TestLab::rowSelectsUnitAndUnitSelectsRow()
{
    LabOptions o;
    o.trigger = kTrigger;
    m_lab->session()->setOptions(o);
    m_lab->toEnd();
    QVERIFY(m_lab->session()->stepCount() >= 2);
    const QString second = m_lab->session()->checks().at(1).unit;
    QTreeWidget *tree = m_lab->explanation()->tree();
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == second)
            tree->setCurrentItem(*it);
    QCOMPARE(m_lab->scene()->selectedUnit(), second);
    QVERIFY(m_lab->scene()->unitItem(second)->isSelectedLook());
    QCOMPARE(m_lab->sandbox()->unit(), second);

    const QString first = m_lab->session()->checks().at(0).unit;
    m_lab->scene()->selectUnit(first);
    QCOMPARE(m_lab->explanation()->selectedUnit(), first);
}

void TestLab::sandboxEditsAreUndoable()
{
    LabSession *session = m_lab->session();
    LabOptions o;
    o.trigger = kTrigger;
    session->setOptions(o);
    const QString id = session->checks().at(0).unit;
    const Unit before = *session->sandbox().unit(id);

    // Quality through the panel: one undoable edit, and the cascade is rolled again.
    m_lab->selectUnit(id);
    QComboBox *quality = m_lab->sandbox()->qualityBox();
    quality->setCurrentIndex(quality->findData(1));
    emit quality->activated(quality->currentIndex());
    QCOMPARE(session->sandbox().unit(id)->quality, 1);
    QCOMPARE(session->checks().at(0).base, 1);

    const Hex far = Hex::fromOffset(2, 2);
    session->moveUnit(id, far);
    QCOMPARE(session->sandbox().unit(id)->hex, far);
    QCOMPARE(session->undoStack()->count(), 2);

    session->undoStack()->undo();
    QCOMPARE(session->sandbox().unit(id)->hex, before.hex);
    QCOMPARE(session->sandbox().unit(id)->quality, 1);
    session->undoStack()->undo();
    QCOMPARE(session->sandbox().unit(id)->quality, before.quality);
    session->undoStack()->redo();
    session->undoStack()->redo();

    const QString formation = session->sandbox().formations.first().id;
    session->moveLeader(formation, far);
    QCOMPARE(session->sandbox().formation(formation)->leader.hex, far);

    session->resetToFile();
    QCOMPARE(session->sandbox().unit(id)->hex, before.hex);
    QCOMPARE(session->sandbox().unit(id)->quality, before.quality);
    QCOMPARE(session->sandbox().formation(formation)->leader.hex, session->original().formation(formation)->leader.hex);
    QCOMPARE(eventsToJson(session->events()), logOf(kTrigger, session->situation(), o.seed)); // the file's cascade again
    session->undoStack()->undo(); // the reset too
    QCOMPARE(session->sandbox().unit(id)->hex, far);
}

void TestLab::draggingACounterMovesItInTheSandbox()
{
    LabSession *session = m_lab->session();
    m_lab->scene()->selectUnit(kTrigger);
    m_lab->frameCascade();
    settle();
    MapView *view = m_lab->view();
    const Unit *u = session->sandbox().unit(kTrigger);
    const QPoint from = view->mapFromScene(m_lab->scene()->unitItem(kTrigger)->pos());
    const Hex target = Hex::fromOffset(u->hex.toOffset().col + 2, u->hex.toOffset().row + 3);
    const QPoint to = view->mapFromScene(m_lab->scene()->geometry().centre(target));
    QWidget *port = view->viewport();
    QMouseEvent press(QEvent::MouseButtonPress, from, port->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, {});
    QApplication::sendEvent(port, &press);
    const QPoint mid = (from + to) / 2;
    QMouseEvent move1(QEvent::MouseMove, mid, port->mapToGlobal(mid), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(port, &move1);
    QMouseEvent move2(QEvent::MouseMove, to, port->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(port, &move2);
    QMouseEvent release(QEvent::MouseButtonRelease, to, port->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, {});
    QApplication::sendEvent(port, &release);
    QCOMPARE(session->sandbox().unit(kTrigger)->hex, target);
    QCOMPARE(session->undoStack()->count(), 1);
    session->undoStack()->undo();
    QCOMPARE(session->sandbox().unit(kTrigger)->hex, session->original().unit(kTrigger)->hex);
}

void TestLab::doubleClickForcesARout()
{
    m_lab->frameCascade();
    m_lab->scene()->selectUnit(kTrigger);
    m_lab->frameCascade();
    settle();
    MapView *view = m_lab->view();
    view->centerOn(m_lab->scene()->unitItem(kTrigger));
    settle();
    const QPoint at = view->mapFromScene(m_lab->scene()->unitItem(kTrigger)->pos());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(m_lab->session()->options().trigger, kTrigger);
    QVERIFY(m_lab->isPlaying());
}

// File → Cascade Lab… opens on the viewing side's view of the battle (fog of war).
void TestLab::opensOnASidesView()
{
    LoadError error;
    const auto s = loadScenario(kCornfield, &error);
    QVERIFY(s);
    const Game game = Game::start(*s, 1);
    const SideView view = game.view(Side::Union);
    m_lab->setScenario(view.scenario, kCornfield);
    const QString battery = QStringLiteral("u-battery-a-1st-pennsylvania-simpson");
    m_lab->forceRout(battery);
    QCOMPARE(m_lab->session()->options().trigger, battery);
    QVERIFY(m_lab->session()->stepCount() > 0);
    for (const MoraleCheckEvent &c : m_lab->session()->checks())
        QCOMPARE(c.side, Side::Union);
}

void TestLab::demoOpensReadyToPlay_data()
{
    QTest::addColumn<QString>("file");
    for (const char *demo : {"cornfield-day", "cornfield-night", "cornfield-leaders"})
        QTest::newRow(demo) << QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/lab/%1.json").arg(QLatin1String(demo));
}

// A demo's "lab" member sets the experiment; the cascade played is the one
// its LabSetup (the Monte Carlo's and the CLI's) rolls first.
void TestLab::demoOpensReadyToPlay()
{
    QFETCH(QString, file);
    QString error;
    QVERIFY2(m_lab->openFile(file, &error), qPrintable(error));
    const Scenario &s = m_lab->session()->original();
    QVERIFY(s.lab);
    const LabOptions &o = m_lab->session()->options();
    QCOMPARE(o.trigger, s.lab->trigger);
    QCOMPARE(o.phase, s.lab->phase);
    QCOMPARE(o.night, s.lab->night);
    QCOMPARE(o.seed, s.lab->seed);
    LabSetup setup = labSetup(s);
    QCOMPARE(m_lab->session()->situation().routLimiting, setup.situation.routLimiting);
    const PhaseMoraleOutcome first = runForcedCascade(setup.scenario, setup.situation, {setup.trigger}, setup.seed);
    QCOMPARE(eventsToJson(m_lab->session()->events()), eventsToJson(first.events));
    QVERIFY(m_lab->session()->stepCount() > 0);
}

// The odds page simulates the experiment as edited in the sandbox: the
// counts of runCascadeTrials (the CLI's loop) for the same setup and seed.
void TestLab::oddsPageRunsTheSandboxExperiment()
{
    LabSession *session = m_lab->session();
    LabOptions o;
    o.trigger = kTrigger;
    o.night = true;
    o.seed = 11;
    session->setOptions(o);
    const QString moved = session->checks().at(0).unit;
    session->moveUnit(moved, Hex::fromOffset(2, 2)); // out of the cascade's way
    QVERIFY(m_lab->runMonteCarloAndWait(3000));
    const CascadeTrials &shown = m_lab->monteCarlo()->result(0);
    const CascadeTrials expected =
        runCascadeTrials(session->sandbox(), session->situation(), {session->sandbox().unitIndex(kTrigger)}, 3000, 11);
    QCOMPARE(shown.histogram, expected.histogram);
    QCOMPARE(shown.units.keys(), expected.units.keys());
    for (auto it = expected.units.cbegin(); it != expected.units.cend(); ++it)
        QCOMPARE(shown.units.value(it.key()).routed, it->routed);
    QVERIFY(!expected.units.contains(session->sandbox().unitIndex(moved)));
    QVERIFY(!m_lab->explanation()->isVisible()); // the odds page has the width
}

void TestLab::commandLineScreenshot()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("lab.png"));
    QProcess p;
    p.start(QStringLiteral(HARDTACK_GAME), {QStringLiteral("--lab"), kCornfield, QStringLiteral("--unit"), kTrigger,
                                            QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--step"),
                                            QStringLiteral("3"), QStringLiteral("--screenshot"), out});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QImage image(out);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800);
}

void TestLab::commandLineRejectsBadInput()
{
    const auto run = [](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(HARDTACK_GAME), args);
        p.waitForFinished(120000);
        return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
    };
    auto [code, err] = run({QStringLiteral("--lab"), kCornfield, QStringLiteral("--unit"), QStringLiteral("nobody"),
                            QStringLiteral("--screenshot"), QStringLiteral("x.png")});
    QCOMPARE(code, 1);
    QVERIFY2(err.contains(QStringLiteral("nobody")) && err.contains(QStringLiteral("05-the-cornfield.json")),
             qPrintable(err));
    std::tie(code, err) = run({QStringLiteral("--lab"), kCornfield, QStringLiteral("--step"), QStringLiteral("-2"),
                               QStringLiteral("--screenshot"), QStringLiteral("x.png")});
    QCOMPARE(code, 1);
    QVERIFY2(err.contains(QStringLiteral("--step")), qPrintable(err));
    std::tie(code, err) = run({QStringLiteral("--lab"), QStringLiteral("/no/such/file.json"), QStringLiteral("--screenshot"),
                               QStringLiteral("x.png")});
    QCOMPARE(code, 1);
    QVERIFY2(err.contains(QStringLiteral("/no/such/file.json")), qPrintable(err));
}

QTEST_MAIN(TestLab)
#include "tst_lab.moc"
