// Play by e-mail in the window (issue 23 item 2): two installations (two
// windows, each with its own records and folder) play 04 Henry House Hill
// through turn files, a scripted player giving each side's orders through
// the window's document as a human's clicks would. Every file verifies; the
// reader's catch-up is exactly what the core's side filter tells its side;
// a reload before sending raises `begun`; a file of another game, a changed
// file, an old file and the wrong password are refused with the reason, the
// game in the window untouched; and both windows end with the log hash of
// the last file.

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/eventtext.h"
#include "ui/battle/newbattledialog.h"
#include "ui/battle/pbemgame.h"
#include "ui/battle/phasebar.h"

#include "ai/players.h"
#include "core/battle.h"
#include "core/rules/eventfilter.h"
#include "core/rules/replay.h"

#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

const QString kScenario = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/04-henry-house-hill.json");
const QString kPassword[2] = {QStringLiteral("first-bull-run"), QStringLiteral("stonewall")};

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// One player's installation: its window, its records, its folder.
struct Installation
{
    QMainWindow main;
    BattleMode *mode;
    PbemGame *pbem;
    std::unique_ptr<TacticalPlayer> player;
    QString folder;
    Installation(const QString &root, Side side)
    {
        mode = new BattleMode(&main);
        main.setCentralWidget(mode->centralWidget());
        mode->setConfirmEndPhase(false);
        mode->setComputerDelay(0);
        mode->setAnimationSpeed(0);
        pbem = new PbemGame(mode, &main);
        pbem->setStateFolder(root + QStringLiteral("/state"));
        folder = root + QStringLiteral("/turns");
        pbem->setDefaultFolder(folder);
        pbem->setDesktopLinks(false);
        player = makeTacticalPlayer(QStringLiteral("scripted"), 7 * 2 + quint64(side));
        main.resize(1200, 800);
    }
    BattleDocument *doc() const { return mode->document(); }
    const Battle &battle() const { return mode->document()->battle(); }

    // The side's stretch, phase after phase as playPhase() plays it, each
    // order given to the window's document.
    void playStretch()
    {
        const Side side = pbem->side();
        mode->endCatchUp();
        while (!doc()->game().over() && doc()->game().actingSide() == side) {
            const Game &g = doc()->game();
            const int turn = g.turn();
            const Phase phase = g.phase();
            const auto samePhase = [&] {
                return !g.over() && g.turn() == turn && g.phase() == phase && g.actingSide() == side;
            };
            bool ended = false;
            for (int round = 0; round < 16 && samePhase() && !ended; ++round) {
                const QVector<Order> orders = player->orders(g.view(side));
                if (orders.isEmpty())
                    break;
                for (const Order &o : orders) {
                    if (!samePhase())
                        break;
                    if (doc()->apply(o).ok())
                        ended = ended || o.type == OrderType::EndPhase;
                }
            }
            if (samePhase())
                doc()->apply(Order::endPhase());
            settle();
        }
        settle();
    }
};

// The catch-up the core allows `side` of the log from `first` on: the events
// it is told (RULES §14), turn and phase headings aside.
QVector<int> toldSince(const Battle &b, int first, Side side)
{
    QVector<int> out;
    for (int i = first; i < b.log.size(); ++i) {
        const Event &e = b.log.at(i);
        if (isToldTo(b, i, side) && !EventText::isTurnStart(e) && !EventText::isPhaseStart(e))
            out << i;
    }
    return out;
}

QString copyTo(const QString &file, const QString &dir)
{
    QDir().mkpath(dir);
    const QString out = QDir(dir).filePath(QFileInfo(file).fileName());
    QFile::remove(out);
    return QFile::copy(file, out) ? out : QString();
}

QJsonObject readJson(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

void writeJson(const QString &file, const QJsonObject &o)
{
    QFile f(file);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

class TestPbemWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Installation> m_at[2]; // by Side: the Union creates the game
    QStringList m_files;                   // every turn file sent, in order
    int m_hidden = 0;                      // events a reader was not shown (fog)
    int m_shown = 0;                       // events a reader's catch-up showed

    Installation &at(Side s) { return *m_at[int(s)]; }

    // `from` sends its stretch; `to` opens it with its password; checks the
    // file, the reader's catch-up and both games' log hash.
    void exchange(Side from)
    {
        Installation &sender = at(from);
        Installation &reader = at(otherSide(from));
        QVERIFY(sender.mode->waitingForRemote() || sender.doc()->game().over());
        QVERIFY(sender.pbem->canSend());
        QString error;
        const QString sent = sender.pbem->send(&error);
        QVERIFY2(!sent.isEmpty(), qPrintable(error));
        QVERIFY(sent.startsWith(sender.folder));
        QVERIFY(sent.endsWith(QStringLiteral("-%1.hardtack-turn.json").arg(sideName(from))));
        m_files << sent;
        // Sent: the phase bar offers Open turn, no more Send turn.
        QVERIFY(!sender.main.findChild<QAction *>(QStringLiteral("pbemSendNow"))->isEnabled());
        QVERIFY(sender.main.findChild<QAction *>(QStringLiteral("pbemOpenNext"))->isEnabled() == sender.mode->waitingForRemote());

        // The mail carries it to the other player's inbox.
        const QString received = copyTo(sent, reader.folder + QStringLiteral("/inbox"));
        QVERIFY(!received.isEmpty());
        const auto in = reader.pbem->read(received, &error);
        QVERIFY2(in, qPrintable(error));
        QCOMPARE(in->file.side, from);
        QCOMPARE(in->reader, otherSide(from));
        QVERIFY(in->needsPassword() || in->file.over);
        // What the reader saw until now, and where its catch-up starts.
        const int first = reader.mode->hasBattle() && reader.pbem->active()
                              ? int(reader.battle().log.size())
                              : int([&] {
                                    Battle prefix;
                                    prefix.initial = in->file.start;
                                    prefix.seed = in->file.seed;
                                    prefix.orders = in->file.orders.mid(0, in->file.from);
                                    int refused = -1;
                                    return replayOrders(prefix, &refused).battle().log.size();
                                }());
        QVERIFY2(reader.pbem->accept(*in, kPassword[int(otherSide(from))], &error), qPrintable(error));
        QVERIFY(reader.pbem->active());
        QCOMPARE(reader.pbem->side(), otherSide(from));
        QCOMPARE(reader.battle().orders, in->file.orders);
        // The catch-up: exactly the events the core tells the reader's side.
        const QVector<int> expected = toldSince(reader.battle(), first, reader.pbem->side());
        QCOMPARE(reader.mode->catchUpEvents(), expected);
        if (!expected.isEmpty())
            QVERIFY(reader.mode->catchingUp());
        int hidden = 0;
        for (int i = first; i < reader.battle().log.size(); ++i)
            hidden += isToldTo(reader.battle(), i, reader.pbem->side()) ? 0 : 1;
        m_hidden += hidden;
        m_shown += int(expected.size());
        qInfo("%s: orders %d to %lld; the reader's catch-up %lld events, %d hidden", qPrintable(QFileInfo(sent).fileName()),
              in->file.from, in->file.orders.size() - 1, expected.size(), hidden);
        // Both windows and the file tell the same battle.
        std::optional<Game> verified;
        QVERIFY(!verifyTurnFile(in->file, received, &verified));
        QCOMPARE(logHash(reader.battle().log), logHash(verified->battle().log));
        QCOMPARE(logHash(sender.battle().log), logHash(verified->battle().log));
        settle();
        if (!reader.doc()->game().over()) {
            QCOMPARE(reader.doc()->game().actingSide(), reader.pbem->side());
            QVERIFY(!reader.mode->waitingForRemote());
            QCOMPARE(reader.pbem->begun(int(in->file.orders.size())), 1);
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (int s = 0; s < 2; ++s)
            m_at[s] = std::make_unique<Installation>(m_dir.filePath(sideNames().at(s)), Side(s));
    }

    void theNewBattleDialogOffersPlayByEmail()
    {
        NewBattleDialog dialog({kScenario});
        QVERIFY(!dialog.pbem());
        dialog.setPbem(true);
        dialog.setPbemFolder(m_dir.filePath(QStringLiteral("chosen")));
        auto *box = dialog.pbemBox();
        box->findChild<QComboBox *>()->setCurrentIndex(1); // I play the Confederates
        dialog.findChild<QLineEdit *>(QStringLiteral("myPassword"))->setText(kPassword[1]);
        dialog.findChild<QLineEdit *>(QStringLiteral("theirPassword"))->setText(kPassword[0]);
        const auto c = dialog.pbem();
        QVERIFY(c);
        QCOMPARE(c->side, Side::Confederate);
        QCOMPARE(c->password[0], kPassword[0]);
        QCOMPARE(c->password[1], kPassword[1]);
        QCOMPARE(c->folder, m_dir.filePath(QStringLiteral("chosen")));
    }

    void theCreatorStartsTheGame()
    {
        Installation &u = at(Side::Union);
        PbemChoice choice;
        choice.side = Side::Union;
        choice.password[0] = kPassword[0];
        choice.password[1] = kPassword[1];
        choice.folder = u.folder;
        BattleSetup setup;
        setup.seed = 7;
        QString error;
        // Equal passwords would let either player open both sides' turns.
        PbemChoice same = choice;
        same.password[1] = same.password[0];
        QVERIFY(!u.pbem->newGame(kScenario, setup, same, &error));
        QVERIFY(!u.mode->hasBattle());
        QVERIFY2(u.pbem->newGame(kScenario, setup, choice, &error), qPrintable(error));
        settle();
        QVERIFY(u.pbem->active());
        QCOMPARE(u.mode->setup().control[0], Controller::Human);
        QCOMPARE(u.mode->setup().control[1], Controller::Remote);
        QCOMPARE(u.mode->viewer(), Side::Union);
        // The Union moves first: nothing to send yet, its stretch begun once.
        QVERIFY(!u.pbem->canSend());
        QCOMPARE(u.pbem->begun(0), 1);
        QVERIFY(!u.pbem->sendAction()->isEnabled());
    }

    void aStretchEndsAndTheWindowWaits()
    {
        Installation &u = at(Side::Union);
        QSignalSpy ended(u.mode, &BattleMode::localStretchEnded);
        u.playStretch();
        QCOMPARE(ended.count(), 1);
        QVERIFY(u.mode->waitingForRemote());
        QVERIFY(u.mode->phaseBar()->text().contains(QStringLiteral("Waiting for the Confederate turn")));
        // Nobody is asked for the Confederate orders: no input, no handoff.
        QVERIFY(!u.mode->handoffShown());
        QCOMPARE(u.mode->viewer(), Side::Union);
        const int orders = int(u.battle().orders.size());
        u.mode->endPhase(false);
        QCOMPARE(int(u.battle().orders.size()), orders);
        // Remote orders are carried out only at their recorded moment, and
        // only the Remote side's: the first refused one is named.
        RecordedOrder late;
        late.turn = 5;
        late.phase = u.doc()->game().phase();
        late.side = Side::Confederate;
        late.order = Order::endPhase();
        QString error;
        QVERIFY(!u.mode->applyRemoteOrders({late}, &error));
        QVERIFY2(error.startsWith(QStringLiteral("order 1 of 1 was given in turn 5")), qPrintable(error));
        RecordedOrder mine = late;
        mine.turn = u.doc()->game().turn();
        mine.side = Side::Union;
        QVERIFY(!u.mode->applyRemoteOrders({mine}, &error));
        QVERIFY2(error.contains(QStringLiteral("not played elsewhere")), qPrintable(error));
        QCOMPARE(int(u.battle().orders.size()), orders);
        u.mode->endCatchUp();
        QVERIFY(u.pbem->canSend());
        QVERIFY(u.pbem->sendAction()->isEnabled());
        QVERIFY(u.main.findChild<QAction *>(QStringLiteral("pbemSendNow"))->isEnabled());
    }

    void theSecondPlayerBeginsWithTheFirstFile()
    {
        Installation &c = at(Side::Confederate);
        QVERIFY(!c.mode->hasBattle());
        // The wrong password first: refused, nothing opened.
        QString error;
        const QString sent = at(Side::Union).pbem->send(&error);
        QVERIFY2(!sent.isEmpty(), qPrintable(error));
        QCOMPARE(QFileInfo(sent).fileName(), QStringLiteral("henry-house-hill-21-july-1861-turn01-movement-union.hardtack-turn.json"));
        const auto in = c.pbem->read(sent, &error);
        QVERIFY2(in, qPrintable(error));
        QVERIFY(!in->known);
        QVERIFY(!c.pbem->accept(*in, kPassword[0], &error));
        QVERIFY2(error.contains(QStringLiteral("wrong password for the Confederacy, whose turn it is")), qPrintable(error));
        QVERIFY(!c.mode->hasBattle());
        QVERIFY(!c.pbem->active());
        exchange(Side::Union);
        QCOMPARE(c.mode->setup().control[0], Controller::Remote);
        QCOMPARE(c.mode->viewer(), Side::Confederate);
        QVERIFY(c.pbem->folder().startsWith(c.folder));
    }

    // A reload to play the stretch again is not prevented, only counted: the
    // same file opened again, then a save of the stretch opened.
    void aReloadBeforeSendingRaisesBegun()
    {
        Installation &c = at(Side::Confederate);
        const int from = int(c.battle().orders.size());
        QCOMPARE(c.pbem->stretchStart(), from);
        QCOMPARE(c.pbem->begun(from), 1);
        QString error;
        const QString file = QDir(c.folder + QStringLiteral("/inbox")).filePath(QFileInfo(m_files.last()).fileName());
        const auto again = c.pbem->read(file, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(again->known && !again->own);
        QVERIFY2(c.pbem->accept(*again, kPassword[1], &error), qPrintable(error));
        QCOMPARE(c.pbem->begun(from), 2);
        // Saved at the stretch's start, closed (another battle), the save opened.
        const QString save = m_dir.filePath(QStringLiteral("confederate-save.json"));
        QVERIFY2(c.mode->save(save, &error), qPrintable(error));
        QVERIFY2(c.mode->open(kScenario, &error), qPrintable(error));
        settle();
        QVERIFY(!c.pbem->active());
        QVERIFY(c.mode->setup().control[0] != Controller::Remote && c.mode->setup().control[1] != Controller::Remote);
        QVERIFY2(c.mode->open(save, &error), qPrintable(error));
        settle();
        QVERIFY(c.pbem->active());
        QCOMPARE(c.mode->setup().control[0], Controller::Remote);
        QCOMPARE(c.mode->setup().control[1], Controller::Human);
        QCOMPARE(c.pbem->begun(from), 3);
        c.playStretch();
        exchange(Side::Confederate);
        QCOMPARE(readJson(m_files.last()).value(QStringLiteral("begun")).toInt(), 3);
    }

    void theGameGoesOnThroughTurnFiles()
    {
        // The Union's stretch, then the Confederacy's, and so on.
        for (int k = 0; k < 4; ++k) {
            const Side s = at(Side::Union).doc()->game().actingSide();
            at(s).playStretch();
            exchange(s);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(m_files.size() >= 6);
        QVERIFY2(m_hidden > 0, "the fog hid nothing from a reader: the filter was not put to the test");
        QVERIFY2(m_shown > 0, "no catch-up showed anything");
        // And the CLI's check of the whole chain agrees (the library's verifyTurnChain).
        for (int k = 1; k < m_files.size(); ++k) {
            LoadError le;
            QByteArray before;
            const auto a = readTurnFile(m_files.at(k - 1), &le, &before);
            const auto b = readTurnFile(m_files.at(k), &le);
            QVERIFY(a && b);
            QVERIFY(!verifyTurnChain(*a, before, *b, m_files.at(k)));
        }
    }

    void badFilesAreRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("another game") << QStringLiteral("game") << QStringLiteral("$.seed: another game");
        QTest::newRow("an order changed") << QStringLiteral("order") << QStringLiteral("$.orders[");
        QTest::newRow("a forged log hash") << QStringLiteral("hash") << QStringLiteral("$.logHash: the orders do not give this log hash");
        QTest::newRow("an old file") << QStringLiteral("old") << QStringLiteral("$.previous: the chain is broken");
        QTest::newRow("not a turn file") << QStringLiteral("junk") << QStringLiteral("$.format");
    }

    void badFilesAreRefusedWithTheReason()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        // The side to act reads, as its opponent's next file would come.
        const Side reader = at(Side::Union).doc()->game().actingSide();
        Installation &r = at(reader);
        const QString bad = m_dir.filePath(QStringLiteral("bad-%1.hardtack-turn.json").arg(change));
        QJsonObject o = readJson(m_files.last());
        if (change == QLatin1String("game")) {
            // The same battle from seed 8, two stretches into its chain.
            LoadError le;
            auto s = loadScenario(kScenario, &le);
            QVERIFY(s);
            Game g = Game::start(*s, 8);
            g.setUndoKept(false);
            const PasswordCheck p[2] = {PasswordCheck::make(kPassword[0]), PasswordCheck::make(kPassword[1])};
            auto player = makeTacticalPlayer(QStringLiteral("scripted"), 1);
            QByteArray previous;
            int from = 0;
            for (int k = 0; k < 2; ++k) {
                const Side side = g.actingSide();
                while (!g.over() && g.actingSide() == side)
                    playPhase(g, *player);
                const TurnFile t = makeTurnFile(g, p, side, from, 1, previous);
                previous = turnFileBytes(t);
                from = int(t.orders.size());
                o = turnFileToJson(t);
            }
        } else if (change == QLatin1String("order")) {
            QJsonArray orders = o.value(QStringLiteral("orders")).toArray();
            const int from = o.value(QStringLiteral("from")).toInt();
            QJsonObject first = orders.at(from).toObject();
            first.insert(QStringLiteral("turn"), first.value(QStringLiteral("turn")).toInt() + 1);
            orders.replace(from, first);
            o.insert(QStringLiteral("orders"), orders);
        } else if (change == QLatin1String("hash")) {
            QString h = o.value(QStringLiteral("logHash")).toString();
            h[0] = h[0] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
            o.insert(QStringLiteral("logHash"), h);
        } else if (change == QLatin1String("old")) {
            o = readJson(m_files.at(m_files.size() - 3)); // the opponent's file before the last
        } else {
            o = QJsonObject{{QStringLiteral("format"), QStringLiteral("hardtack-save")}};
        }
        writeJson(bad, o);
        const QVector<RecordedOrder> before = r.battle().orders;
        QString error;
        QVERIFY(!r.pbem->read(bad, &error));
        QVERIFY2(error.contains(bad + QStringLiteral(": ") + message), qPrintable(error));
        // The game in the window is as it was.
        QCOMPARE(r.battle().orders, before);
        QVERIFY(r.pbem->active());
    }

    void thePlayersOwnFileResumesTheGameWhereItWasSent()
    {
        const Side waiting = otherSide(at(Side::Union).doc()->game().actingSide());
        Installation &w = at(waiting);
        const QString last = m_files.last();
        QCOMPARE(readJson(last).value(QStringLiteral("side")).toString(), sideName(waiting));
        QString error;
        QVERIFY2(w.mode->open(kScenario, &error), qPrintable(error));
        settle();
        QVERIFY(!w.pbem->active());
        const auto in = w.pbem->read(last, &error);
        QVERIFY2(in, qPrintable(error));
        QVERIFY(in->own && !in->needsPassword());
        QVERIFY2(w.pbem->accept(*in, QString(), &error), qPrintable(error));
        settle();
        QVERIFY(w.mode->waitingForRemote());
        QCOMPARE(w.battle().orders, in->file.orders);
        // Sent already: the phase bar offers the next file, not this one again.
        QVERIFY(!w.main.findChild<QAction *>(QStringLiteral("pbemSendNow"))->isEnabled());
        QVERIFY(w.main.findChild<QAction *>(QStringLiteral("pbemOpenNext"))->isEnabled());
    }
};

QTEST_MAIN(TestPbemWindow)
#include "tst_pbemwindow.moc"
