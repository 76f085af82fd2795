// The battle window as a player uses it (issue 9): open, select, move,
// undo/redo, fire with the exact preview, end phases, save and reload, the
// hotseat handoff's fog, a language switch and a load error that keeps the
// current game. Offscreen.

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/battlescene.h"
#include "ui/battle/eventlogpanel.h"
#include "ui/battle/handoffscreen.h"
#include "ui/battle/oddspreview.h"
#include "ui/battle/overlayitem.h"
#include "ui/battle/phasebar.h"

#include "core/battle.h"
#include "core/rules/odds.h"

#include <QDockWidget>
#include <QJsonDocument>
#include <QMainWindow>
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

        // The preview is the odds core computes for this very order.
        const Order fire = Order::fire({QStringLiteral("u-1")}, target);
        const FireOdds odds = fireOdds(w.mode->document()->game(), fire);
        QVERIFY(odds.check.ok());
        const OddsPreview p = OddsAdapter::fire(w.mode->document()->game(), fire);
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
        const int before = int(w.mode->document()->battle().log.size());
        w.mode->clickHex(target);
        const auto &log = w.mode->document()->battle().log;
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
};

QTEST_MAIN(TestBattleUi)
#include "tst_battleui.moc"
