// The battle window as a player uses it (issue 9): open, select, move,
// undo/redo, fire with the exact preview, end phases, save and reload, the
// hotseat handoff's fog, a language switch and a load error that keeps the
// current game. Offscreen.

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/battlescene.h"
#include "ui/battle/unititem.h"
#include "ui/battle/briefingdialog.h"
#include "ui/battle/ruleshelp.h"
#include "ui/battle/eventlogpanel.h"
#include "ui/battle/handoffscreen.h"
#include "ui/battle/infopanel.h"
#include "ui/battle/oobpanel.h"
#include "ui/battle/mapitem.h"
#include "ui/battle/oddspreview.h"
#include "ui/battle/overlayitem.h"
#include "ui/battle/phasebar.h"
#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "core/battle.h"
#include "core/rules/odds.h"
#include "core/rules/threats.h"

#include "clirun.h"
#include "core/rules/moments.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

const QString kSkirmish = QStringLiteral(HARDTACK_UI_DATA "/skirmish.json");

BattleSetup hotseat()
{
    BattleSetup s;
    s.control[0] = s.control[1] = Controller::Human;
    s.seed = 7;
    return s;
}

struct Window
{
    QMainWindow main;
    BattleMode *mode;
    Window()
    {
        mode = new BattleMode(&main);
        main.setCentralWidget(mode->centralWidget());
        mode->setConfirmEndPhase(false);
        mode->setComputerDelay(0);
        main.resize(1200, 800);
    }
};

// Lets queued work (who acts next, the handoff) run.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// The skirmish with the Confederate cavalry in a corner the Union does not see.
QString writeHiddenCavalry(const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("hidden-cavalry.json"));
    QFile in(kSkirmish);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject s = QJsonDocument::fromJson(in.readAll()).object();
    s[QStringLiteral("map")] = QStringLiteral(HARDTACK_UI_DATA "/ridge-map.json");
    QJsonArray units = s.value(QStringLiteral("units")).toArray();
    for (auto it = units.begin(); it != units.end(); ++it) {
        QJsonObject u = it->toObject();
        if (u.value(QStringLiteral("id")).toString() == QStringLiteral("c-cav"))
            u[QStringLiteral("hex")] = QJsonArray{11, 7};
        *it = u;
    }
    s[QStringLiteral("units")] = units;
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(s).toJson());
    return file;
}

void passHandoff(BattleMode *mode)
{
    settle();
    if (mode->handoffShown())
        emit mode->handoff()->ready(mode->handoff()->side());
    settle();
}

} // namespace

class TestBattleUi : public QObject
{
    Q_OBJECT

private slots:
    void opensAScenarioAtItsFirstPhase()
    {
        Window w;
        QString error;
        QVERIFY2(w.mode->open(kSkirmish, hotseat(), &error), qPrintable(error));
        settle();
        QVERIFY(w.mode->hasBattle());
        QCOMPARE(w.mode->document()->game().turn(), 1);
        QCOMPARE(w.mode->document()->game().phase(), Phase::Movement);
        // The Confederates move first and see their own units.
        QCOMPARE(w.mode->viewer(), Side::Confederate);
        QVERIFY(w.mode->phaseBar()->text().contains(QStringLiteral("Turn 1")));
        QVERIFY(w.mode->scene()->shownUnits().contains(QStringLiteral("c-1")));
    }

    // The map's overview renders while the window is still being set up, so
    // the very first frame shows the whole map (soft until its tiles come),
    // never an empty field (the start-up benchmark's first frame).
    void theFirstFrameAlreadyShowsTheMap()
    {
        Window w;
        QString error;
        QVERIFY2(w.mode->open(kSkirmish, hotseat(), &error), qPrintable(error));
        MapItem *map = w.mode->scene()->mapItem();
        QTRY_VERIFY(map->hasOverview()); // before any paint asked for it
        QVERIFY(!MapItem::allShowTheMap()); // not painted yet
        w.main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.main));
        QTRY_VERIFY(MapItem::allShowTheMap());
        QCOMPARE(map->blankPaints(), 0);
        QVERIFY(MapItem::waitUntilSharp());
        QCOMPARE(map->lastPlaceholderTiles(), 0);
    }

    // The order of battle's leader column names a leader by his surname (the
    // full name and rank are in its tooltip and the unit panel).
    void theOrderOfBattleNamesLeadersBySurname_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("shown");
        QTest::newRow("major general") << "Maj. Gen. George B. McClellan" << "McClellan";
        QTest::newRow("brigadier, initials") << "Brig. Gen. P. G. T. Beauregard" << "Beauregard";
        QTest::newRow("lieutenant colonel") << "Lt. Col. J. W. Jones" << "Jones";
        QTest::newRow("general") << "Gen. Robert E. Lee" << "Lee";
        QTest::newRow("a suffix stays") << "Col. William Smith Jr." << "Smith Jr.";
        QTest::newRow("no rank: whole") << "George Smith" << "George Smith";
        QTest::newRow("generated leader: whole") << "The colonel commanding Grafton garrison"
                                                 << "The colonel commanding Grafton garrison";
        QTest::newRow("a rank alone: whole") << "Col." << "Col.";
    }
    void theOrderOfBattleNamesLeadersBySurname()
    {
        QFETCH(QString, name);
        QFETCH(QString, shown);
        QCOMPARE(Names::leaderSurname(name), shown);
    }

    void selectingAUnitShadesWhereItCanGoAndAClickMovesIt()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        const Unit *c2 = w.mode->document()->scenario().unit(QStringLiteral("c-2"));
        const Hex from = c2->hex;
        w.mode->clickHex(from);
        QCOMPARE(w.mode->scene()->selectedUnit(), QStringLiteral("c-2"));
        const QHash<Hex, int> reach = w.mode->scene()->overlay()->reachable();
        QVERIFY(!reach.isEmpty());
        // Moves to a reachable hex next to where it stands.
        Hex to = from;
        for (Hex n : from.neighbours())
            if (reach.contains(n)) {
                to = n;
                break;
            }
        QVERIFY(to != from);
        w.mode->clickHex(to);
        QCOMPARE(w.mode->document()->scenario().unit(QStringLiteral("c-2"))->hex, to);
        QVERIFY(w.mode->document()->canUndo());

        // Undo puts it back; redo moves it again.
        w.mode->document()->undo();
        QCOMPARE(w.mode->document()->scenario().unit(QStringLiteral("c-2"))->hex, from);
        QVERIFY(w.mode->document()->canRedo());
        w.mode->document()->redo();
        QCOMPARE(w.mode->document()->scenario().unit(QStringLiteral("c-2"))->hex, to);
    }

    // The document says what each change touched (BattleChange), and the map
    // redraws those counters (and any whose place or sight moved) only.
    void eachChangeSaysWhichUnitsItTouched()
    {
        Window w;
        w.mode->setAnimationSpeed(0);
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        QList<BattleChange> changes;
        connect(w.mode->document(), &BattleDocument::changed, this, [&](const BattleChange &c) { changes.append(c); });
        const Hex from = w.mode->document()->scenario().unit(QStringLiteral("c-2"))->hex;
        Hex to = from;
        for (Hex n : from.neighbours())
            if (w.mode->document()->check(Order::move(QStringLiteral("c-2"), {n})).ok()) {
                to = n;
                break;
            }
        QVERIFY(to != from);
        const QPointF c1Before = w.mode->scene()->unitItem(QStringLiteral("c-1"))->pos();
        QVERIFY(w.mode->document()->apply(Order::move(QStringLiteral("c-2"), {to})).ok());
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().kind, BattleChange::Kind::Order);
        QCOMPARE(changes.first().units, QSet<QString>{QStringLiteral("c-2")});
        QVERIFY(!changes.first().whole());
        // The moved counter stands on its new hex; the others where they were.
        const QPointF centre = w.mode->scene()->geometry().centre(to);
        QVERIFY(QLineF(w.mode->scene()->unitItem(QStringLiteral("c-2"))->pos(), centre).length()
                < w.mode->scene()->geometry().hexHeight() * 0.5);
        QCOMPARE(w.mode->scene()->unitItem(QStringLiteral("c-1"))->pos(), c1Before);
        // Undo: every unit may have changed back.
        w.mode->document()->undo();
        QCOMPARE(changes.last().kind, BattleChange::Kind::Undo);
        QVERIFY(changes.last().whole());
        QVERIFY(QLineF(w.mode->scene()->unitItem(QStringLiteral("c-2"))->pos(), w.mode->scene()->geometry().centre(from)).length()
                < w.mode->scene()->geometry().hexHeight() * 0.5);
        // The end of a phase: the whole battle.
        w.mode->endPhase(false);
        QVERIFY(changes.last().phaseEnded);
        QVERIFY(changes.last().whole());
        passHandoff(w.mode);
        // A fire names its firers and its targets.
        QCOMPARE(w.mode->document()->game().phase(), Phase::DefensiveFire);
        const Hex target = w.mode->document()->scenario().unit(QStringLiteral("c-1"))->hex;
        changes.clear();
        QVERIFY(w.mode->document()->apply(Order::fire({QStringLiteral("u-1")}, target)).ok());
        QCOMPARE(changes.size(), 1);
        QVERIFY2(changes.first().units.contains(QStringLiteral("u-1")) && changes.first().units.contains(QStringLiteral("c-1")),
                 qPrintable(QStringList(changes.first().units.begin(), changes.first().units.end()).join(QLatin1Char(' '))));
    }

    void fireShowsTheExactOddsAndRollsOnAClick()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        // Confederate movement ends; the Union fires defensively.
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QCOMPARE(w.mode->document()->game().phase(), Phase::DefensiveFire);
        QCOMPARE(w.mode->viewer(), Side::Union);
        const Hex target = w.mode->document()->scenario().unit(QStringLiteral("c-1"))->hex;
        w.mode->scene()->selectUnit(QStringLiteral("u-1"));
        w.mode->setInputMode(BattleMode::InputMode::Fire);
        QCOMPARE(w.mode->inputMode(), BattleMode::InputMode::Fire);
        QVERIFY(w.mode->scene()->overlay()->targets().contains(target));

        // The preview is the odds core computes for this very order, on what
        // the Union knows (RULES §14: its view, never the true game).
        const Order fire = Order::fire({QStringLiteral("u-1")}, target);
        const Game seen = Game::fromView(w.mode->document()->game().view(Side::Union));
        const FireOdds odds = fireOdds(seen, fire);
        QVERIFY(odds.check.ok());
        const OddsPreview p = OddsAdapter::fire(seen, fire);
        QCOMPARE(p.minCasualties, odds.minCasualties);
        QCOMPARE(p.maxCasualties, odds.maxCasualties);
        QCOMPARE(p.meanCasualties, odds.meanCasualties);
        QCOMPARE(p.value, odds.value);
        QCOMPARE(p.cascadeChance, odds.cascadeChance);
        QCOMPARE(p.targets.size(), odds.targets.size());
        for (int i = 0; i < p.targets.size(); ++i) {
            QCOMPARE(p.targets.at(i).failChance, odds.targets.at(i).failChance);
            QCOMPARE(p.targets.at(i).routChance, odds.targets.at(i).routChance);
        }
        w.mode->hoverHex(target);
        QCOMPARE(w.mode->previewLines(), p.lines());

        // …and the figures hardtack-cli odds gives for the same moment.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("at-fire.json"));
        QVERIFY2(w.mode->save(file, &error), qPrintable(error));
        const auto o = target.toOffset();
        const test::CliRun run = test::runCli({QStringLiteral("odds"), file, QStringLiteral("--fire"),
                                               QStringLiteral("--by"), QStringLiteral("u-1"), QStringLiteral("--at"),
                                               QStringLiteral("%1,%2").arg(o.col).arg(o.row), QStringLiteral("--side"),
                                               QStringLiteral("union"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject cli = test::parseJson(run.out);
        QCOMPARE(cli.value(QStringLiteral("value")).toDouble(), double(p.value));
        const QJsonObject cas = cli.value(QStringLiteral("casualties")).toObject();
        QCOMPARE(cas.value(QStringLiteral("min")).toDouble(), double(p.minCasualties));
        QCOMPARE(cas.value(QStringLiteral("mean")).toDouble(), double(p.meanCasualties));
        QCOMPARE(cas.value(QStringLiteral("max")).toDouble(), double(p.maxCasualties));
        QCOMPARE(cli.value(QStringLiteral("cascadeChance")).toDouble(), double(p.cascadeChance));
        const QJsonObject targets = cli.value(QStringLiteral("targets")).toObject();
        QCOMPARE(targets.size(), p.targets.size());
        for (int i = 0; i < odds.targets.size(); ++i) {
            const QJsonObject t = targets.value(odds.targets.at(i).unit).toObject();
            QCOMPARE(t.value(QStringLiteral("failChance")).toDouble(), double(p.targets.at(i).failChance));
            QCOMPARE(t.value(QStringLiteral("routChance")).toDouble(), double(p.targets.at(i).routChance));
        }
        const int before = int(w.mode->document()->battle().log.size());
        w.mode->clickHex(target);
        const QVector<QJsonObject> log = eventsToJson(w.mode->document()->battle().log);
        bool fired = false;
        for (int i = before; i < log.size(); ++i)
            fired = fired || log.at(i).value(QStringLiteral("type")).toString() == QStringLiteral("fire");
        QVERIFY(fired);
        // Dice were rolled: nothing to undo.
        QVERIFY(!w.mode->document()->canUndo());
    }

    void endingPhasesWalksThroughTheTurn()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        QVector<Phase> seen;
        for (int i = 0; i < 8; ++i) {
            seen << w.mode->document()->game().phase();
            w.mode->endPhase(false);
            passHandoff(w.mode);
        }
        QCOMPARE(seen.mid(0, 4), (QVector<Phase>{Phase::Movement, Phase::DefensiveFire, Phase::OffensiveFire,
                                                 Phase::Melee}));
        QCOMPARE(w.mode->document()->game().turn(), 2);
    }

    // With "pass idle phases" on, a fire or melee phase in which no unit of
    // the acting side can act ends by itself; one with something to do waits.
    void aPhaseWithNothingToDoPassesByItself()
    {
        Window w;
        w.mode->setSkipIdlePhases(true);
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        // The Confederates move; both lines are two hexes apart, in range.
        QCOMPARE(w.mode->document()->game().phase(), Phase::Movement);
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QCOMPARE(w.mode->document()->game().phase(), Phase::DefensiveFire); // the Union can fire
        QVERIFY(!w.mode->unitsThatCanAct().isEmpty());
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QCOMPARE(w.mode->document()->game().phase(), Phase::OffensiveFire);
        QSignalSpy status(w.mode, &BattleMode::statusMessage);
        w.mode->endPhase(false);
        settle();
        // No Confederate is next to a Union unit: their Melee phase passed.
        QCOMPARE(w.mode->document()->game().phase(), Phase::Movement);
        QCOMPARE(w.mode->document()->game().phasingSide(), Side::Union);
        QVERIFY(w.mode->handoffShown()); // straight to the Union's handoff
        const auto &orders = w.mode->document()->battle().orders;
        QCOMPARE(orders.last().phase, Phase::Melee);
        QCOMPARE(orders.last().order.type, OrderType::EndPhase);
        bool told = false;
        for (const QList<QVariant> &args : std::as_const(status))
            told = told || args.value(0).toString().contains(QStringLiteral("Melee phase passed"));
        QVERIFY(told);
    }

    void aSaveReloadsIdentical()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("save.json"));
        QVERIFY2(w.mode->save(file, &error), qPrintable(error));
        const QJsonObject before = battleToJson(w.mode->document()->battle());

        Window other;
        QVERIFY2(other.mode->open(file, hotseat(), &error), qPrintable(error));
        settle();
        QCOMPARE(battleToJson(other.mode->document()->battle()), before);
        QCOMPARE(other.mode->fileName(), file);
    }

    // Issue 29: the computer's orders take no undo snapshot and cannot be
    // taken back; the same order by a human can.
    void aComputerOrderLeavesNothingToUndo()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        BattleDocument *doc = w.mode->document();
        const Side acting = doc->game().actingSide();
        QString unit;
        for (const Unit &u : doc->game().scenario().units)
            if (u.side == acting && u.onMap && u.type == UnitType::Infantry)
                unit = u.id;
        QVERIFY(!unit.isEmpty());
        const HexSide facing = doc->game().scenario().unit(unit)->facing == HexSide::N ? HexSide::S : HexSide::N;
        const int orders = int(doc->game().battle().orders.size());
        QVERIFY(doc->applyComputerOrder(Order::changeFacing(unit, facing)).ok());
        QCOMPARE(doc->game().scenario().unit(unit)->facing, facing);
        QCOMPARE(int(doc->game().battle().orders.size()), orders + 1);
        QVERIFY(!doc->canUndo());
        QVERIFY(!doc->game().canUndo());
        const HexSide back = facing == HexSide::N ? HexSide::S : HexSide::N;
        QVERIFY(doc->apply(Order::changeFacing(unit, back)).ok());
        QVERIFY(doc->canUndo());
    }

    // Issue 27 item 3: the undo history has one owner, the game. The
    // window's Undo and Redo take back a move, a facing and a formation
    // change in turn (their text says which), give them again, and a phase's
    // end, which rolls dice, cuts the history: nothing is left to undo.
    void undoAndRedoGoThroughTheGamesOneHistory()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        BattleDocument *doc = w.mode->document();
        QAction *undo = w.mode->orderActions().at(0);
        QAction *redo = w.mode->orderActions().at(1);
        const auto same = [&] {
            return doc->canUndo() == doc->game().canUndo() && doc->canRedo() == doc->game().canRedo()
                   && undo->isEnabled() == doc->game().canUndo() && redo->isEnabled() == doc->game().canRedo();
        };
        QVERIFY(!undo->isEnabled());
        const Side acting = doc->game().actingSide();
        QString unit;
        for (const Unit &u : doc->game().scenario().units)
            if (u.side == acting && u.onMap && u.type == UnitType::Infantry && u.formation == UnitFormation::Line)
                unit = u.id;
        QVERIFY(!unit.isEmpty());
        const Unit start = *doc->game().scenario().unit(unit);
        Hex to = start.hex;
        for (const Hex &n : start.hex.neighbours())
            if (doc->check(Order::move(unit, {n})).ok()) {
                to = n;
                break;
            }
        QVERIFY(to != start.hex);
        QVERIFY(doc->apply(Order::move(unit, {to})).ok());
        const HexSide moved = doc->game().scenario().unit(unit)->facing; // a move turns it the way it went
        const HexSide facing = rotated(moved, 1);
        QVERIFY(doc->apply(Order::changeFacing(unit, facing)).ok());
        QVERIFY(doc->apply(Order::changeFormation(unit, UnitFormation::Column)).ok());
        QVERIFY(same());
        QVERIFY(undo->text().contains(BattleDocument::describe(Order::changeFormation(unit, UnitFormation::Column))));

        undo->trigger();
        QCOMPARE(doc->game().scenario().unit(unit)->formation, UnitFormation::Line);
        QVERIFY(same());
        undo->trigger();
        QCOMPARE(doc->game().scenario().unit(unit)->facing, moved);
        undo->trigger();
        QCOMPARE(doc->game().scenario().unit(unit)->hex, start.hex);
        QCOMPARE(doc->game().scenario().unit(unit)->facing, start.facing);
        QVERIFY(!undo->isEnabled() && redo->isEnabled());
        QVERIFY(same());
        redo->trigger();
        redo->trigger();
        QCOMPARE(doc->game().scenario().unit(unit)->hex, to);
        QCOMPARE(doc->game().scenario().unit(unit)->facing, facing);
        QVERIFY(undo->isEnabled() && redo->isEnabled());
        QVERIFY(same());

        // The phase's end rolls dice: the history is cut.
        QSignalSpy cut(doc, &BattleDocument::historyCut);
        w.mode->endPhase(false);
        settle();
        QVERIFY(!doc->game().canUndo() && !doc->game().canRedo());
        QVERIFY(!undo->isEnabled() && !redo->isEnabled());
        QVERIFY(same());
        QCOMPARE(cut.size(), 1);
    }

    // Issue 28: a save is its orders in the window too. A save whose stored
    // turn, event or orders were changed is refused with the first difference,
    // and the battle on screen stays the one that was there.
    void aTamperedSaveIsRefusedByTheWindow_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("where");
        QTest::newRow("the turn") << QStringLiteral("turn") << QStringLiteral("$.state.turn: differs");
        QTest::newRow("an event") << QStringLiteral("event") << QStringLiteral("$.log[0]: differs");
        QTest::newRow("an order") << QStringLiteral("order") << QStringLiteral("$.orders[0]: differs");
    }

    void aTamperedSaveIsRefusedByTheWindow()
    {
        QFETCH(QString, change);
        QFETCH(QString, where);
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        w.mode->endPhase(false);
        passHandoff(w.mode);
        settle();
        Battle b = w.mode->document()->battle();
        QVERIFY(!b.orders.isEmpty() && !b.log.isEmpty());
        if (change == QLatin1String("turn"))
            ++b.turn;
        else if (change == QLatin1String("event"))
            b.log.removeFirst();
        else
            b.orders[0].turn += 1;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("tampered.json"));
        QVERIFY(saveBattle(b, file, &error));
        const QJsonObject before = battleToJson(w.mode->document()->battle());
        QVERIFY(!w.mode->open(file, hotseat(), &error));
        QVERIFY2(error.startsWith(file + QStringLiteral(": ") + where), qPrintable(error));
        QCOMPARE(battleToJson(w.mode->document()->battle()), before);
    }

    void theHandoffHidesEveryEnemyTheSideDoesNotSee()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        w.mode->endPhase(false);
        settle();
        // Between two humans the map hides until the next player is there.
        QVERIFY(w.mode->handoffShown());
        passHandoff(w.mode);
        QVERIFY(!w.mode->handoffShown());
        const Side me = w.mode->viewer();
        const SideView view = w.mode->document()->game().view(me);
        const QStringList shown = w.mode->scene()->shownUnits();
        for (const Unit &u : w.mode->document()->scenario().units) {
            if (u.side == me || !u.onMap)
                continue;
            QCOMPARE(shown.contains(u.id), view.visibleEnemies.contains(u.id));
        }
        // c-cav stands far off behind the ridge: not seen, not drawn.
        QVERIFY(!view.visibleEnemies.contains(QStringLiteral("c-cav")) || shown.contains(QStringLiteral("c-cav")));
    }

    void aLoadErrorKeepsTheCurrentGame()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"hardtack-save\", \"version\": 1, \"turn\": \"three\"}");
        f.close();
        QVERIFY(!w.mode->open(bad, &error));
        QVERIFY2(error.contains(bad), qPrintable(error));
        QVERIFY(w.mode->hasBattle());
        QCOMPARE(w.mode->scenario()->title, QStringLiteral("Skirmish on the ridge (test)"));
    }

    void theEventLogExplainsEachResult()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        QVERIFY(w.mode->eventLog()->tree()->topLevelItemCount() > 0);
        w.mode->clickHex(w.mode->document()->scenario().unit(QStringLiteral("c-2"))->hex);
        w.mode->cycleFormation();
        QVERIFY(w.mode->eventLog()->entryCount() > 0);
    }

    void theLanguageSwitches()
    {
        QTranslator de;
        if (!de.load(QStringLiteral(HARDTACK_QM_DIR "/hardtack_de.qm")))
            QSKIP("no German translation built");
        QCoreApplication::installTranslator(&de);
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        // The docks' titles come translated.
        const QString title = w.mode->docks().at(0)->windowTitle();
        QCoreApplication::removeTranslator(&de);
        QVERIFY2(title != QStringLiteral("Order of battle"), qPrintable(title));
    }

    // After the handoff a side steps through what it saw of the other's
    // turn: only the events the fog lets it read (RULES §14).
    // RULES §14: the order of battle and the unit panel show the enemy only
    // as the side knows it: seen units, their strength as reported, no totals.
    void thePanelsShowTheEnemyOnlyAsTheSideKnowsIt()
    {
        QTemporaryDir dir;
        const QString file = writeHiddenCavalry(dir);
        QVERIFY(!file.isEmpty());
        Window w;
        QString error;
        QVERIFY2(w.mode->open(file, hotseat(), &error), qPrintable(error));
        settle();
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QCOMPARE(w.mode->viewer(), Side::Union);
        const SideView view = w.mode->document()->game().view(Side::Union);
        QVERIFY(!view.visibleEnemies.isEmpty());
        QVERIFY(!view.visibleEnemies.contains(QStringLiteral("c-cav")));
        auto *oob = w.mode->docks().first()->findChild<QTreeWidget *>();
        QVERIFY(oob);
        QTreeWidgetItem *confederates = nullptr;
        for (int i = 0; i < oob->topLevelItemCount(); ++i)
            if (oob->topLevelItem(i)->text(0) == Names::side(Side::Confederate))
                confederates = oob->topLevelItem(i);
        QVERIFY(confederates);
        // No total, only how many are in sight.
        QCOMPARE(confederates->text(1), OobPanel::tr("%n unit(s) in sight", nullptr, int(view.visibleEnemies.size())));
        QVERIFY(!confederates->text(1).contains(QStringLiteral("men")));
        QStringList listed;
        QList<QTreeWidgetItem *> todo{confederates};
        while (!todo.isEmpty()) {
            QTreeWidgetItem *it = todo.takeFirst();
            for (int k = 0; k < it->childCount(); ++k)
                todo << it->child(k);
            const QString id = it->data(0, Qt::UserRole + 1).toString();
            if (id.isEmpty())
                continue;
            listed << id;
            const Unit *u = w.mode->document()->scenario().unit(id);
            if (u->type != UnitType::Artillery)
                QVERIFY2(it->text(1).startsWith(QStringLiteral("about ")), qPrintable(it->text(1)));
        }
        listed.sort();
        QCOMPARE(listed, view.visibleEnemies);
        // The unit panel: a report, without quality, fatigue or ammunition.
        const Scenario shown = presentedScenario(view);
        const Unit *seen = shown.unit(view.visibleEnemies.first());
        const QString report = InfoPanel::describeUnit(shown, *seen, shownAsReport(shown, Side::Union, *seen));
        QVERIFY(!report.contains(InfoPanel::tr("Quality")));
        QVERIFY(!report.contains(InfoPanel::tr("Fatigue")));
        QVERIFY(!report.contains(InfoPanel::tr("Ammunition")));
        QVERIFY(report.contains(InfoPanel::tr("about %1").arg(approximateMen(
            w.mode->document()->scenario().unit(seen->id)->men))));
    }

    // Issue 22 item 6: T shades what the enemy units the side sees could
    // fire on or charge next turn, from the side's view only.
    void theThreatOverlayShowsWhatTheSeenEnemyCouldDo()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        const Side me = w.mode->viewer();
        QVERIFY(w.mode->scene()->overlay()->threats().isEmpty());
        QVERIFY(w.mode->viewActions().contains(w.mode->threatsAction()));
        QCOMPARE(w.mode->threatsAction()->shortcut(), QKeySequence(Qt::Key_T));
        w.mode->threatsAction()->setChecked(true);
        const QHash<Hex, Threat> expected = enemyThreats(w.mode->document()->game().view(me));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(w.mode->threats(), expected);
        const QHash<Hex, quint8> &shaded = w.mode->scene()->overlay()->threats();
        QCOMPARE(shaded.size(), expected.size());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QCOMPARE(int(shaded.value(it.key())), (it->fire.isEmpty() ? 0 : 1) | (it->charge.isEmpty() ? 0 : 2));
        auto *legend = w.mode->view()->viewport()->findChild<QLabel *>(QStringLiteral("threatLegend"));
        QVERIFY(legend && !legend->isHidden());
        w.mode->threatsAction()->setChecked(false);
        QVERIFY(w.mode->scene()->overlay()->threats().isEmpty());
        QVERIFY(legend->isHidden());
    }

    // Issue 22 acceptance 1 on the window's panels: at moments of three
    // shipped battles, a hidden enemy unit taken off, halved, moved or copied
    // changes nothing in the order of battle (every row, every tooltip) or in
    // the hover text of any hex or unit the side is shown.
    void thePanelsChangeNothingForAHiddenEnemy()
    {
        BattleScene scene;
        OobPanel oob;
        const auto dump = [&](const Battle &b, Side side) {
            const SideView v = Game(Battle(b)).view(side);
            const Scenario shown = presentedScenario(v);
            oob.setScenario(&shown, &scene.counters(), side);
            QStringList out;
            QList<QTreeWidgetItem *> todo;
            for (int i = 0; i < oob.topLevelItemCount(); ++i)
                todo << oob.topLevelItem(i);
            while (!todo.isEmpty()) {
                QTreeWidgetItem *it = todo.takeFirst();
                out << it->text(0) + QLatin1Char('|') + it->text(1) + QLatin1Char('|') + it->toolTip(0)
                           + QLatin1Char('|') + it->toolTip(1);
                for (int k = 0; k < it->childCount(); ++k)
                    todo << it->child(k);
            }
            for (int r = 0; r < shown.map.height; ++r)
                for (int c = 0; c < shown.map.width; ++c)
                    out << InfoPanel::describeHex(shown, Hex::fromOffset(c, r));
            for (const Unit &u : shown.units)
                out << InfoPanel::describeUnit(shown, u, shownAsReport(shown, side, u));
            return out;
        };
        int compared = 0;
        for (const char *file : {"01-mcphersons-ridge.json", "02-buford-holds-the-ridge.json", "04-henry-house-hill.json"}) {
            const QVector<test::Moment> moments = test::momentsOf(QString::fromLatin1(file), 24, 5);
            for (const test::Moment &m : moments) {
                const Battle &b = m.battle;
                const Side side = b.phase == Phase::DefensiveFire ? otherSide(b.phasingSide) : b.phasingSide;
                const QVector<int> hidden = test::hiddenEnemies(b, side);
                if (hidden.isEmpty())
                    continue;
                const QStringList base = dump(b, side);
                for (const test::Variant &v : test::variantsOf(b, side, hidden.first())) {
                    ++compared;
                    const QStringList changed = dump(v.battle, side);
                    QVERIFY2(changed == base, qPrintable(m.where + QStringLiteral(": ") + v.name));
                }
            }
        }
        qInfo("%d variants compared", compared);
        QVERIFY(compared >= 100);
    }

    void theCatchUpShowsOnlyWhatTheSideSaw()
    {
        QTemporaryDir dir;
        const QString file = writeHiddenCavalry(dir);
        QVERIFY(!file.isEmpty());
        Window w;
        QString error;
        QVERIFY2(w.mode->open(file, hotseat(), &error), qPrintable(error));
        settle();
        const Scenario &full = w.mode->document()->scenario();
        // The Confederates change the formation of c-2 (in the Union's sight)
        // and of c-cav (far off behind the ridge).
        const int before = int(w.mode->document()->battle().log.size());
        for (const QString &id : {QStringLiteral("c-2"), QStringLiteral("c-cav")}) {
            w.mode->clickHex(full.unit(id)->hex);
            QCOMPARE(w.mode->scene()->selectedUnit(), id);
            w.mode->cycleFormation();
        }
        w.mode->endPhase(false);
        passHandoff(w.mode);
        QCOMPARE(w.mode->viewer(), Side::Union);
        const SideView view = w.mode->document()->game().view(Side::Union);
        QVERIFY(view.visibleEnemies.contains(QStringLiteral("c-2")));
        QVERIFY(!view.visibleEnemies.contains(QStringLiteral("c-cav")));

        const QVector<QJsonObject> log = eventsToJson(w.mode->document()->battle().log);
        const QVector<int> steps = w.mode->catchUpEvents();
        QVERIFY(w.mode->catchingUp());
        QVERIFY(!steps.isEmpty());
        bool sawC2 = false;
        for (int i : steps) {
            QVERIFY(i >= before);
            const QString unit = log.at(i).value(QStringLiteral("unit")).toString();
            if (const Unit *u = full.unit(unit); u && u->side == Side::Confederate)
                QVERIFY2(view.visibleEnemies.contains(unit), qPrintable(unit));
            sawC2 = sawC2 || unit == QStringLiteral("c-2");
        }
        QVERIFY(sawC2);
        // The hidden cavalry's change is in the log, not in the catch-up.
        bool cavInLog = false;
        for (int i = before; i < log.size(); ++i)
            cavInLog = cavInLog || log.at(i).value(QStringLiteral("unit")).toString() == QStringLiteral("c-cav");
        QVERIFY(cavInLog);

        // Event by event, each highlighted in the log; then the end.
        QCOMPARE(w.mode->catchUpStep(), 0);
        QCOMPARE(w.mode->eventLog()->highlighted(), steps.first());
        for (int k = 1; k < steps.size(); ++k) {
            w.mode->catchUpNext();
            QCOMPARE(w.mode->catchUpStep(), k);
            QCOMPARE(w.mode->eventLog()->highlighted(), steps.at(k));
        }
        if (steps.size() > 1) {
            w.mode->catchUpPrevious();
            QCOMPARE(w.mode->catchUpStep(), int(steps.size()) - 2);
        }
        w.mode->endCatchUp();
        QVERIFY(!w.mode->catchingUp());
    }

    // F1 on a panel opens its rules, not the whole reference.
    void f1OnAPanelOpensItsRuleSections()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        QFile f(QStringLiteral(HARDTACK_SOURCE "/docs/RULES.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString rules = QString::fromUtf8(f.readAll());
        const QStringList log = w.mode->helpSections(w.mode->eventLog()->tree());
        QVERIFY(log.contains(QStringLiteral("§9 Morale check")));
        QVERIFY(log.contains(QStringLiteral("§10 Rout cascade")));
        const QString text = RulesHelp::sections(rules, log);
        QVERIFY(text.startsWith(QStringLiteral("### 7. Fire")));
        QVERIFY(text.contains(QStringLiteral("### §10 Rout cascade")));
        QVERIFY(!text.contains(QStringLiteral("Naval battles")));
        QVERIFY(text.size() < rules.size() / 2);
        // The phase bar: the turn sequence; every section named is found.
        const QStringList phase = w.mode->helpSections(w.mode->phaseBar());
        QVERIFY(RulesHelp::sections(rules, phase).startsWith(QStringLiteral("### 1. Turn sequence")));
        for (QDockWidget *d : w.mode->docks())
            for (const QString &title : RulesHelp::sectionsOf(d->widget()))
                QVERIFY2(!RulesHelp::sections(rules, {title}).isEmpty(), qPrintable(title));
        // Over the odds preview of a fire order: the odds and the fire rules.
        w.mode->endPhase(false);
        passHandoff(w.mode);
        w.mode->endCatchUp();
        w.mode->scene()->selectUnit(QStringLiteral("u-1"));
        w.mode->setInputMode(BattleMode::InputMode::Fire);
        w.main.show();
        w.mode->hoverHex(w.mode->document()->scenario().unit(QStringLiteral("c-1"))->hex);
        QVERIFY(w.mode->oddsPreview()->isVisible());
        QCOMPARE(w.mode->helpSections(w.mode->view()),
                 (QStringList{QStringLiteral("Odds preview"), QStringLiteral("7. Fire")}));
    }

    // The Coordinates setting writes each hex's [col,row] on the map.
    void theCoordinatesSettingDrawsThemOnTheMap()
    {
        Window w;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, hotseat(), &error));
        settle();
        const QRectF area = w.mode->scene()->geometry().hexRect(Hex::fromOffset(3, 3));
        auto picture = [&] {
            QImage img(area.size().toSize() * 2, QImage::Format_ARGB32);
            img.fill(Qt::white);
            QPainter p(&img);
            w.mode->scene()->render(&p, QRectF(img.rect()), area);
            return img;
        };
        w.mode->setCoordinatesVisible(false);
        const QImage plain = picture();
        w.mode->setCoordinatesVisible(true);
        QVERIFY(w.mode->scene()->overlay()->coordinates());
        QVERIFY(picture() != plain);
        w.mode->setCoordinatesVisible(false);
        QCOMPARE(picture(), plain);
    }

    // Optional rules from the New battle dialog reach the game, for that
    // battle only.
    void optionalRulesReachTheGame()
    {
        Window w;
        BattleSetup setup = hotseat();
        ScenarioRules rules;
        rules.fogOfWar = false;
        rules.routLimiting = true;
        setup.rules = rules;
        QString error;
        QVERIFY(w.mode->open(kSkirmish, setup, &error));
        settle();
        QVERIFY(!w.mode->document()->scenario().rules.fogOfWar);
        QVERIFY(w.mode->document()->scenario().rules.routLimiting);
        // Without fog the Union sees the cavalry far off behind the ridge.
        QVERIFY(w.mode->document()->game().view(Side::Union).visibleEnemies.contains(QStringLiteral("c-cav")));
        QVERIFY(!w.mode->setup().rules);
        QVERIFY(w.mode->open(kSkirmish, &error));
        QVERIFY(w.mode->document()->scenario().rules.fogOfWar);
    }

    // The tutorial's briefing, in each language, comes one step a page.
    void theTutorialBriefingComesStepByStep()
    {
        LoadError e;
        const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE "/scenarios/03-tutorial-matthews-hill.json"), &e);
        QVERIFY2(s, qPrintable(e.text()));
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
            const QStringList steps = BriefingDialog::steps(s->localizedDescription(lang));
            QCOMPARE(steps.size(), 5); // the situation, then steps 1 to 4
            QVERIFY(steps.at(1).contains(QLatin1String(" 1")));
            QVERIFY(steps.at(4).contains(QLatin1String(" 4")));
        }
        QCOMPARE(BriefingDialog::steps(QStringLiteral("No steps here.")), QStringList{QStringLiteral("No steps here.")});
        QLocale::setDefault(QLocale(QStringLiteral("de")));
        BriefingDialog d(*s);
        QLocale::setDefault(QLocale::c());
        QVERIFY(d.windowTitle().contains(s->localizedTitle(QStringLiteral("de"))));
        QCOMPARE(d.pageCount(), 5);
        d.showPage(1);
        QCOMPARE(d.page(), 1);
    }
};

QTEST_MAIN(TestBattleUi)
#include "tst_battleui.moc"
