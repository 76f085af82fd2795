// Network play in the window (issue 23 item 3): two battle windows in one
// process, host and joiner over 127.0.0.1, each showing only its own side,
// play the skirmish to its end with the same log; a window meets a
// headless `hardtack-cli net` player; a human at the window sends each of
// its phases when it ends; the chat line reaches the other window; the
// wrong password leaves the joiner with no battle; the game's own
// --net-join plays a whole game, and its bad network options are refused.
// Offscreen.

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/chatpanel.h"
#include "ui/battle/handoffscreen.h"
#include "ui/battle/netgamedialog.h"
#include "ui/battle/networkgame.h"

#include "core/battle.h"
#include "core/scenario.h"

#include "clirun.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QMainWindow>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

const QString kSkirmish = QStringLiteral(HARDTACK_UI_DATA "/skirmish.json");

struct Window
{
    QMainWindow main;
    BattleMode *mode;
    NetworkGame *net;
    ChatPanel *chat;
    Window()
    {
        mode = new BattleMode(&main);
        main.setCentralWidget(mode->centralWidget());
        mode->setConfirmEndPhase(false);
        mode->setComputerDelay(0);
        mode->setAnimationSpeed(0);
        main.resize(1000, 700);
        net = new NetworkGame(mode, &main);
        chat = new ChatPanel(&main);
        QObject::connect(net, &NetworkGame::chatLine, chat, &ChatPanel::addLine);
        QObject::connect(net, &NetworkGame::notice, chat, &ChatPanel::addNotice);
        QObject::connect(chat, &ChatPanel::said, net, &NetworkGame::sendChat);
    }
};

Scenario skirmish()
{
    LoadError e;
    auto s = loadScenario(kSkirmish, &e);
    return s ? *s : Scenario{};
}

// A human who passes: ends each of its phases, reads through every catch-up.
void passWhenItIsMine(Window &w)
{
    if (!w.mode->document()->hasGame() || w.mode->document()->game().over())
        return;
    if (w.mode->catchingUp())
        w.mode->endCatchUp();
    if (!w.mode->waitingForRemote())
        w.mode->endPhase(false);
}

// The port a headless host (hardtack-cli net --host 0) says it listens on; 0 if it says none in 10 s.
int portItHosts(QProcess &cli)
{
    QByteArray err;
    int port = 0;
    (void)QTest::qWaitFor([&] {
        err += cli.readAllStandardError();
        const auto m = QRegularExpression(QStringLiteral("port (\\d+)")).match(QString::fromUtf8(err));
        port = m.hasMatch() ? m.captured(1).toInt() : 0;
        return port > 0;
    }, 10000);
    return port;
}

} // namespace

class TestNetWindow : public QObject
{
    Q_OBJECT

private slots:
    void twoWindowsPlayANetworkGameToTheEnd()
    {
        Window host, join;
        host.net->setLocalController(Controller::Computer);
        join.net->setLocalController(Controller::Computer);
        host.net->setSeedNonce(1);
        join.net->setSeedNonce(2);
        QSignalSpy hostEnded(host.net, &NetworkGame::ended), joinEnded(join.net, &NetworkGame::ended);
        QString error;
        QVERIFY2(host.net->host(skirmish(), Side::Confederate, 0, QStringLiteral("shiloh"), &error), qPrintable(error));
        join.net->join(QStringLiteral("127.0.0.1"), host.net->port(), QStringLiteral("shiloh"));
        QVERIFY(QTest::qWaitFor([&] { return host.net->started() && join.net->started(); }, 20000));
        // Each window plays and shows its own side, and no hotseat handoff.
        QCOMPARE(host.net->localSide(), std::optional<Side>(Side::Confederate));
        QCOMPARE(join.net->localSide(), std::optional<Side>(Side::Union));
        QCOMPARE(host.mode->viewer(), Side::Confederate);
        QCOMPARE(join.mode->viewer(), Side::Union);
        QCOMPARE(join.mode->setup().control[int(Side::Confederate)], Controller::Remote);
        // A chat line from the joiner reaches the host.
        join.chat->input()->setText(QStringLiteral("Good luck, General"));
        QTest::keyClick(join.chat->input(), Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return host.chat->lines().contains(QStringLiteral("Opponent: Good luck, General")); }, 10000));
        QVERIFY(join.chat->lines().contains(QStringLiteral("You: Good luck, General")));
        QVERIFY(QTest::qWaitFor([&] {
            if (join.mode->catchingUp())
                join.mode->endCatchUp();
            if (host.mode->catchingUp())
                host.mode->endCatchUp();
            return !hostEnded.isEmpty() && !joinEnded.isEmpty();
        }, 120000));
        QVERIFY2(hostEnded.first().at(0).toBool(), qPrintable(hostEnded.first().at(1).toString()));
        QVERIFY2(joinEnded.first().at(0).toBool(), qPrintable(joinEnded.first().at(1).toString()));
        QVERIFY(host.mode->document()->game().over());
        QCOMPARE(logHash(host.mode->document()->battle().log), logHash(join.mode->document()->battle().log));
        QVERIFY(!host.mode->handoffShown() && !join.mode->handoffShown());
    }

    // The window hosts, a headless player joins: one protocol, one game.
    void aWindowAndAHeadlessPlayerMeet()
    {
        Window host;
        host.net->setLocalController(Controller::Computer);
        QSignalSpy ended(host.net, &NetworkGame::ended);
        QString error;
        QVERIFY(host.net->host(skirmish(), Side::Union, 0, QStringLiteral("pw"), &error));
        QProcess cli;
        cli.start(QStringLiteral(HARDTACK_CLI),
                  {QStringLiteral("net"), QStringLiteral("--join"), QStringLiteral("127.0.0.1:%1").arg(host.net->port()),
                   QStringLiteral("--side"), QStringLiteral("confederate"), QStringLiteral("--player"), QStringLiteral("ai"),
                   QStringLiteral("--password"), QStringLiteral("pw")});
        QVERIFY(QTest::qWaitFor([&] {
            if (host.mode->catchingUp())
                host.mode->endCatchUp();
            return !ended.isEmpty();
        }, 120000));
        QVERIFY2(ended.first().at(0).toBool(), qPrintable(ended.first().at(1).toString()));
        // Not waitForFinished: the window's last messages leave through the event loop.
        QVERIFY(QTest::qWaitFor([&] { return cli.state() == QProcess::NotRunning; }, 20000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject result = test::parseJson(cli.readAllStandardOutput());
        QCOMPARE(result.value(QStringLiteral("logHash")).toString(), logHash(host.mode->document()->battle().log));
    }

    // A human at the window: each phase it ends goes to the peer (a
    // headless player here); the game goes on to its end.
    void aHumanWindowSendsEachPhaseItEnds()
    {
        Window join;
        QSignalSpy ended(join.net, &NetworkGame::ended);
        QProcess cli;
        cli.start(QStringLiteral(HARDTACK_CLI),
                  {QStringLiteral("net"), kSkirmish, QStringLiteral("--host"), QStringLiteral("0"), QStringLiteral("--side"),
                   QStringLiteral("confederate"), QStringLiteral("--player"), QStringLiteral("scripted"),
                   QStringLiteral("--password"), QStringLiteral("pw")});
        const int port = portItHosts(cli);
        QVERIFY(port > 0);
        join.net->join(QStringLiteral("127.0.0.1"), quint16(port), QStringLiteral("pw"));
        QVERIFY(QTest::qWaitFor([&] { return join.net->started(); }, 10000));
        QCOMPARE(join.mode->viewer(), Side::Union);
        QVERIFY(QTest::qWaitFor([&] {
            passWhenItIsMine(join);
            return !ended.isEmpty();
        }, 120000));
        QVERIFY2(ended.first().at(0).toBool(), qPrintable(ended.first().at(1).toString()));
        // Not waitForFinished: the window's last messages leave through the event loop.
        QVERIFY(QTest::qWaitFor([&] { return cli.state() == QProcess::NotRunning; }, 20000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject result = test::parseJson(cli.readAllStandardOutput());
        QCOMPARE(result.value(QStringLiteral("logHash")).toString(), logHash(join.mode->document()->battle().log));
        QVERIFY(result.value(QStringLiteral("orders")).toInt() > 0);
    }

    // The game itself (MainWindow, --net-join): it joins a headless host
    // and its computer plays the window's side to the end.
    void theGameJoinsFromItsCommandLine()
    {
        QProcess cli;
        cli.start(QStringLiteral(HARDTACK_CLI),
                  {QStringLiteral("net"), kSkirmish, QStringLiteral("--host"), QStringLiteral("0"), QStringLiteral("--side"),
                   QStringLiteral("union"), QStringLiteral("--player"), QStringLiteral("ai"), QStringLiteral("--password"),
                   QStringLiteral("pw")});
        const int port = portItHosts(cli);
        QVERIFY(port > 0);
        QProcess game;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        game.setProcessEnvironment(env);
        game.start(QStringLiteral(HARDTACK_GAME),
                   {QStringLiteral("--net-join"), QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--net-password"),
                    QStringLiteral("pw"), QStringLiteral("--net-computer")});
        QVERIFY(QTest::qWaitFor([&] { return cli.state() == QProcess::NotRunning; }, 120000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject result = test::parseJson(cli.readAllStandardOutput());
        QVERIFY(result.value(QStringLiteral("over")).toBool()); // played to its end, both logs the same
        QCOMPARE(game.state(), QProcess::Running); // the window stays, with its end report
        game.kill();
        game.waitForFinished(5000);
    }

    void theGameRefusesABadNetworkCommandLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        const QString pw = QStringLiteral("--net-password");
        QTest::newRow("a port that is no number") << QStringList{QStringLiteral("--net-host"), QStringLiteral("abc"), pw, QStringLiteral("x")}
                                                  << QStringLiteral("--net-host: expected a port from 0 to 65535, not \"abc\"");
        QTest::newRow("a port too high") << QStringList{QStringLiteral("--net-host"), QStringLiteral("70000"), pw, QStringLiteral("x")}
                                         << QStringLiteral("--net-host: expected a port from 0 to 65535");
        QTest::newRow("no password") << QStringList{QStringLiteral("--net-host"), QStringLiteral("0")}
                                     << QStringLiteral("--net-password: a network game needs its game password");
        QTest::newRow("no port to join") << QStringList{QStringLiteral("--net-join"), QStringLiteral("localhost"), pw, QStringLiteral("x")}
                                         << QStringLiteral("--net-join: expected HOST:PORT, not \"localhost\"");
        QTest::newRow("host and join") << QStringList{QStringLiteral("--net-host"), QStringLiteral("0"), QStringLiteral("--net-join"),
                                                      QStringLiteral("a:1"), pw, QStringLiteral("x")}
                                       << QStringLiteral("--net-host and --net-join: choose one");
        QTest::newRow("a side of neither army") << QStringList{QStringLiteral("--net-host"), QStringLiteral("0"), pw, QStringLiteral("x"),
                                                               QStringLiteral("--net-side"), QStringLiteral("north")}
                                                << QStringLiteral("--net-side: expected union or confederate, not \"north\"");
        QTest::newRow("a joiner's own battle") << QStringList{QStringLiteral("--net-join"), QStringLiteral("a:1"), pw, QStringLiteral("x"), kSkirmish}
                                               << QStringLiteral("--net-join: the battle comes from the host; give no file");
        QTest::newRow("a scenario that is not there")
            << QStringList{QStringLiteral("--net-host"), QStringLiteral("0"), pw, QStringLiteral("x"), QStringLiteral("/nonexistent/battle.json")}
            << QStringLiteral("/nonexistent/battle.json: cannot open");
    }
    void theGameRefusesABadNetworkCommandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        QProcess game;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        game.setProcessEnvironment(env);
        game.start(QStringLiteral(HARDTACK_GAME), args);
        QVERIFY(game.waitForFinished(20000));
        QCOMPARE(game.exitCode(), 1);
        const QString err = QString::fromUtf8(game.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("hardtack: ") + error), qPrintable(err));
    }

    // The dialog: no game without a password; each tab says who gives the
    // orders; the battle on the map is the one offered.
    void theDialogAsksWhatEachSideNeeds()
    {
        NetGameDialog dialog({QStringLiteral("/nonexistent/a.json"), kSkirmish});
        dialog.setScenarioFile(kSkirmish);
        QCOMPARE(dialog.scenarioFile(), kSkirmish);
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        auto *hostPassword = dialog.findChild<QLineEdit *>(QStringLiteral("hostPassword"));
        auto *joinPassword = dialog.findChild<QLineEdit *>(QStringLiteral("joinPassword"));
        QVERIFY(hostPassword && joinPassword);
        QCOMPARE(hostPassword->echoMode(), QLineEdit::Password);
        QCOMPARE(joinPassword->echoMode(), QLineEdit::Password);
        QVERIFY(dialog.hosting());
        QVERIFY(!ok->isEnabled());
        hostPassword->setText(QStringLiteral("shiloh"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.password(), QStringLiteral("shiloh"));
        QCOMPARE(dialog.controller(), Controller::Human);
        dialog.setHosting(false);
        QVERIFY(!ok->isEnabled()); // the joiner's password is its own field
        joinPassword->setText(QStringLiteral("shiloh"));
        QVERIFY(ok->isEnabled());
        // The joiner has its own "Orders given by".
        auto *joinPlayer = dialog.findChild<QComboBox *>(QStringLiteral("joinPlayer"));
        QVERIFY(joinPlayer);
        joinPlayer->setCurrentIndex(1);
        QCOMPARE(dialog.controller(), Controller::Computer);
        dialog.setHosting(true);
        QCOMPARE(dialog.controller(), Controller::Human);
    }

    void theWrongPasswordLeavesTheJoinerWithoutABattle()
    {
        Window host, join;
        QSignalSpy joinEnded(join.net, &NetworkGame::ended);
        QString error;
        QVERIFY(host.net->host(skirmish(), Side::Union, 0, QStringLiteral("right"), &error));
        join.net->join(QStringLiteral("127.0.0.1"), host.net->port(), QStringLiteral("wrong"));
        QVERIFY(QTest::qWaitFor([&] { return !joinEnded.isEmpty(); }, 10000));
        QVERIFY(!joinEnded.first().at(0).toBool());
        QVERIFY2(joinEnded.first().at(1).toString().contains(QStringLiteral("passwords differ")),
                 qPrintable(joinEnded.first().at(1).toString()));
        QVERIFY(!join.mode->document()->hasGame());
        QVERIFY(!host.net->started());
    }
};

QTEST_MAIN(TestNetWindow)
#include "tst_netwindow.moc"
