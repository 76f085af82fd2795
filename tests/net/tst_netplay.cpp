// Network play (issue 23, acceptance 1 and 3): two hardtack-cli net
// processes on 127.0.0.1 play 01 McPherson's Ridge computer against
// computer to its end, and the result and log hash are those of a local
// `play` of the same seed and players, also with the connection cut in the
// middle of a turn and resumed; a joiner with the wrong password is refused
// and receives nothing of the game; oversized, truncated and garbage
// messages are refused without a crash; a peer whose nonce breaks its
// commitment, or whose game differs, stops the game with the reason.

#include "clirun.h"

#include "core/rules/player.h"
#include "core/scenario.h"
#include "net/netmatch.h"

#include "ai/players.h"

#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSslCipher>
#include <QSslConfiguration>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtEndian>

using namespace hardtack;
using namespace hardtack::net;
using test::runCli;

namespace {

const QString kScenario = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/01-mcphersons-ridge.json");

struct NetRun
{
    test::CliRun host, join;
};

// Starts the host on a free port, reads the port from its first line on
// stderr, then runs the joiner; both to their end.
NetRun playOverNetwork(const QStringList &hostExtra, const QStringList &joinExtra, const QString &joinPassword = QStringLiteral("gettysburg"))
{
    NetRun out;
    QProcess host;
    host.start(QStringLiteral(HARDTACK_CLI),
               QStringList{QStringLiteral("net"), kScenario, QStringLiteral("--host"), QStringLiteral("0"),
                           QStringLiteral("--side"), QStringLiteral("union"), QStringLiteral("--player"), QStringLiteral("ai"),
                           QStringLiteral("--password"), QStringLiteral("gettysburg")} + hostExtra);
    QByteArray err;
    int port = 0;
    const QRegularExpression re(QStringLiteral("listening on port (\\d+)"));
    for (int i = 0; i < 100 && !port && host.state() != QProcess::NotRunning; ++i) {
        host.waitForReadyRead(100);
        err += host.readAllStandardError();
        const auto m = re.match(QString::fromUtf8(err));
        if (m.hasMatch())
            port = m.captured(1).toInt();
    }
    if (!port)
        return out;
    out.join = runCli(QStringList{QStringLiteral("net"), QStringLiteral("--join"), QStringLiteral("127.0.0.1:%1").arg(port),
                                  QStringLiteral("--side"), QStringLiteral("confederate"), QStringLiteral("--player"),
                                  QStringLiteral("ai"), QStringLiteral("--password"), joinPassword} + joinExtra);
    if (out.join.exitCode != 0) {
        host.kill();
        host.waitForFinished(5000);
        return out;
    }
    if (host.waitForFinished(120000) && host.exitStatus() == QProcess::NormalExit)
        out.host.exitCode = host.exitCode();
    out.host.out = host.readAllStandardOutput();
    out.host.err = err + host.readAllStandardError();
    return out;
}

// The members a network game's result shares with `play`'s (not the
// timings, the players' names or the network's own).
QJsonObject comparable(QJsonObject o)
{
    o.remove(QStringLiteral("aiTimeMs"));
    o.remove(QStringLiteral("players"));
    o.remove(QStringLiteral("net"));
    return o;
}

QByteArray bytesOf(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

QByteArray withLength(quint32 length, const QByteArray &body)
{
    QByteArray out(4, Qt::Uninitialized);
    qToBigEndian(length, out.data());
    return out + body;
}

QJsonObject message(const char *type, int seq)
{
    return {{QStringLiteral("format"), QStringLiteral("hardtack-net")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("type"), QString::fromLatin1(type)},
            {QStringLiteral("seq"), seq}};
}

} // namespace

class TestNetPlay : public QObject
{
    Q_OBJECT

private slots:
    void aNetworkGameIsTheLocalGame_data()
    {
        QTest::addColumn<QStringList>("hostExtra");
        QTest::addColumn<QStringList>("joinExtra");
        QTest::addColumn<int>("drops");
        QTest::newRow("unbroken") << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("11")}
                                  << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("12")} << 0;
        // The host cuts the connection after its 9th message (in turn 2,
        // with the Confederacy to reply); the joiner comes back.
        QTest::newRow("the host cuts mid-turn") << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("21"),
                                                               QStringLiteral("--drop-after"), QStringLiteral("9")}
                                                << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("22")} << 1;
        QTest::newRow("the joiner cuts mid-turn") << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("31")}
                                                  << QStringList{QStringLiteral("--seed-nonce"), QStringLiteral("32"),
                                                                 QStringLiteral("--drop-after"), QStringLiteral("14")} << 1;
    }
    void aNetworkGameIsTheLocalGame()
    {
        QFETCH(QStringList, hostExtra);
        QFETCH(QStringList, joinExtra);
        QFETCH(int, drops);
        const NetRun run = playOverNetwork(hostExtra, joinExtra);
        QVERIFY2(run.join.exitCode == 0, run.join.err.constData());
        QVERIFY2(run.host.exitCode == 0, run.host.err.constData());
        const QJsonObject host = test::parseJson(run.host.out), join = test::parseJson(run.join.out);
        QVERIFY(host.value(QStringLiteral("over")).toBool());
        // Both programs ended in the same battle…
        QCOMPARE(bytesOf(comparable(host)), bytesOf(comparable(join)));
        QCOMPARE(host.value(QStringLiteral("net")).toObject().value(QStringLiteral("drops")).toInt(), drops);
        QCOMPARE(join.value(QStringLiteral("net")).toObject().value(QStringLiteral("drops")).toInt(), drops);
        // …which is the one `play` plays with the seed the nonces gave.
        const QString seed = host.value(QStringLiteral("seed")).isString() ? host.value(QStringLiteral("seed")).toString()
                                                                          : QString::number(qint64(host.value(QStringLiteral("seed")).toDouble()));
        QCOMPARE(seed, QString::number(seedFromNonces(makeNonce(hostExtra.at(1).toULongLong()), makeNonce(joinExtra.at(1).toULongLong()))));
        const test::CliRun local = runCli({QStringLiteral("play"), kScenario, QStringLiteral("--union"), QStringLiteral("ai"),
                                           QStringLiteral("--confederate"), QStringLiteral("ai"), QStringLiteral("--seed"), seed,
                                           QStringLiteral("--json")});
        QCOMPARE(local.exitCode, 0);
        const QJsonObject played = test::parseJson(local.out);
        QCOMPARE(host.value(QStringLiteral("logHash")).toString(), played.value(QStringLiteral("logHash")).toString());
        QCOMPARE(bytesOf(comparable(host)), bytesOf(comparable(played)));
    }

    // A joiner with the wrong password: TLS stops at the handshake, so no
    // message of the game reaches it (its trace folder stays empty).
    void aWrongPasswordIsRefusedAndLearnsNothing()
    {
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("trace"));
        const NetRun run = playOverNetwork({}, {QStringLiteral("--trace"), trace}, QStringLiteral("antietam"));
        QCOMPARE(run.join.exitCode, 1);
        QVERIFY2(run.join.err.contains("TLS handshake failed"), run.join.err.constData());
        QVERIFY(run.join.out.isEmpty());
        QVERIFY(!QDir(trace).exists() || QDir(trace).isEmpty());
    }

    void theSeedComesFromBothNonces()
    {
        const QByteArray a = makeNonce(1), b = makeNonce(2), c = makeNonce(3);
        QCOMPARE(a.size(), kNonceBytes);
        QVERIFY(seedFromNonces(a, b) != seedFromNonces(a, c));
        QVERIFY(seedFromNonces(a, b) != seedFromNonces(c, b));
        QVERIFY(seedFromNonces(a, b) != seedFromNonces(b, a));
        QVERIFY(makeNonce(std::nullopt) != makeNonce(std::nullopt));
        QVERIFY(nonceCommitment(a) != nonceCommitment(b));
    }

    void everyMessageRoundTrips()
    {
        LoadError le;
        const auto scenario = loadScenario(kScenario, &le);
        QVERIFY(scenario);
        QVector<NetMessage> all;
        NetMessage m;
        m.type = MessageType::Hello;
        m.session = QStringLiteral("00112233445566778899aabbccddeeff");
        m.received = 4;
        all << m;
        m = {};
        m.type = MessageType::Game;
        m.seq = 0;
        m.scenario = *scenario;
        m.scenario.mapRef.clear();
        m.hostSide = Side::Confederate;
        all << m;
        m = {};
        m.type = MessageType::Commit;
        m.seq = 1;
        m.commit = nonceCommitment(makeNonce(5));
        all << m;
        m = {};
        m.type = MessageType::Reveal;
        m.seq = 2;
        m.nonce = makeNonce(5);
        all << m;
        m = {};
        m.type = MessageType::Orders;
        m.seq = 3;
        m.from = 7;
        m.orders = {RecordedOrder{2, Phase::OffensiveFire, Side::Union, Order::endPhase()}};
        m.events = 40;
        m.check = QString(64, QLatin1Char('a'));
        m.digests = {0xdeadbeef, 7};
        all << m;
        m = {};
        m.type = MessageType::Chat;
        m.seq = 4;
        m.text = QStringLiteral("Hold the ridge — à bientôt");
        all << m;
        m = {};
        m.type = MessageType::Bye;
        m.seq = 5;
        m.logHash = QString(64, QLatin1Char('0'));
        all << m;
        for (const NetMessage &one : all) {
            const QByteArray bytes = messageBytes(one);
            const auto back = parseMessage(bytes, &le);
            QVERIFY2(back, qPrintable(le.text()));
            QCOMPARE(messageBytes(*back), bytes);
        }
    }

    void aBadMessageIsRefusedWithItsPath_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("garbage") << QByteArray("\x01\xffnot json at all", 17) << QStringLiteral("$: not valid JSON");
        QTest::newRow("truncated") << QByteArray("{\"format\":\"hardtack-net\",\"version\":1,\"type\":\"ch") << QStringLiteral("$: not valid JSON");
        QTest::newRow("another format") << bytesOf({{"format", "hardtack-save"}, {"version", 1}}) << QStringLiteral("$.format: expected \"hardtack-net\"");
        QTest::newRow("a newer version") << bytesOf({{"format", "hardtack-net"}, {"version", 2}, {"type", "chat"}}) << QStringLiteral("$.version");
        QJsonObject o = message("shout", 0);
        QTest::newRow("an unknown type") << bytesOf(o) << QStringLiteral("$.type");
        o = message("chat", 0);
        o.insert(QStringLiteral("text"), QStringLiteral("hi"));
        o.insert(QStringLiteral("extra"), 1);
        QTest::newRow("an unknown member") << bytesOf(o) << QStringLiteral("extra");
        o = message("chat", 0);
        o.insert(QStringLiteral("text"), QString(501, QLatin1Char('x')));
        QTest::newRow("a chat line too long") << bytesOf(o) << QStringLiteral("$.text: a chat line is at most 500");
        o = message("chat", -3);
        o.insert(QStringLiteral("text"), QStringLiteral("hi"));
        QTest::newRow("a negative number") << bytesOf(o) << QStringLiteral("$.seq");
        o = message("commit", 0);
        o.insert(QStringLiteral("commit"), QStringLiteral("abc"));
        QTest::newRow("a short commitment") << bytesOf(o) << QStringLiteral("$.commit: expected 32 bytes");
        o = message("orders", 1);
        o.insert(QStringLiteral("from"), 0);
        o.insert(QStringLiteral("orders"), QJsonArray{QJsonObject{{"turn", 1}, {"phase", "charge"}, {"side", "union"}, {"order", "end-phase"}}});
        o.insert(QStringLiteral("events"), 0);
        o.insert(QStringLiteral("check"), QString(64, QLatin1Char('0')));
        o.insert(QStringLiteral("digests"), QJsonArray{});
        QTest::newRow("an order in no phase") << bytesOf(o) << QStringLiteral("$.orders[0].phase");
        o.insert(QStringLiteral("orders"), QJsonArray{});
        o.insert(QStringLiteral("digests"), QJsonArray{QStringLiteral("00000000")});
        QTest::newRow("more digests than events") << bytesOf(o) << QStringLiteral("$.digests: more digests");
        QTest::newRow("a member twice") << QByteArray("{\"format\":\"hardtack-net\",\"version\":1,\"type\":\"chat\",\"seq\":0,\"text\":\"a\",\"text\":\"b\"}")
                                        << QStringLiteral("text");
        o = message("game", 0);
        o.insert(QStringLiteral("scenario"), QJsonObject{{"title", "x"}});
        o.insert(QStringLiteral("hostSide"), QStringLiteral("union"));
        QTest::newRow("a game without a battle") << bytesOf(o) << QStringLiteral("$.scenario");
    }
    void aBadMessageIsRefusedWithItsPath()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, refusal);
        LoadError le;
        QVERIFY(!parseMessage(bytes, &le));
        QVERIFY2(le.text().contains(refusal), qPrintable(le.text()));
        QVERIFY(le.file.contains(QStringLiteral("peer")));
    }

    // Frames: an oversized length is refused before its bytes come; a zero
    // length too; a frame cut short waits for the rest; two in one read both come.
    void framesAreCutAndBounded()
    {
        FrameReader reader(100);
        reader.feed(withLength(5, "hello") + withLength(3, "abc").left(5));
        QCOMPARE(reader.next().value_or(QByteArray()), QByteArray("hello"));
        QVERIFY(!reader.next());
        reader.feed("bc");
        QCOMPARE(reader.next().value_or(QByteArray()), QByteArray("abc"));
        QVERIFY(!reader.failed());
        reader.feed(withLength(101, {}));
        QVERIFY(!reader.next());
        QVERIFY(reader.failed());
        QVERIFY2(reader.error().contains(QStringLiteral("101 bytes")), qPrintable(reader.error()));
        QCOMPARE(reader.buffered(), 0);
        FrameReader zero;
        zero.feed(withLength(0, {}));
        QVERIFY(!zero.next());
        QVERIFY(zero.failed());
    }

    // A peer that knows the password but speaks garbage, an oversized frame,
    // or a message before its hello is refused, and the host does not crash.
    void aMisbehavingPeerIsRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("garbage") << withLength(9, "garbage!!") << QStringLiteral("not valid JSON");
        QTest::newRow("oversized") << withLength(50u << 20, QByteArray(1000, 'x')) << QStringLiteral("52428800 bytes");
        QJsonObject chat = message("chat", 0);
        chat.insert(QStringLiteral("text"), QStringLiteral("hi"));
        QTest::newRow("before its hello") << withLength(quint32(bytesOf(chat).size()), bytesOf(chat)) << QStringLiteral("before its hello");
    }
    void aMisbehavingPeerIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, refusal);
        NetLink host(QStringLiteral("pw"));
        QString error;
        QVERIFY(host.host(0, &error));
        QSignalSpy failed(&host, &NetLink::failed);
        QSignalSpy got(&host, &NetLink::received);
        QSslSocket peer;
        QSslConfiguration cfg = QSslConfiguration::defaultConfiguration();
        cfg.setProtocol(QSsl::TlsV1_2);
        cfg.setCiphers({QSslCipher(QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"))});
        cfg.setPeerVerifyMode(QSslSocket::VerifyNone);
        peer.setSslConfiguration(cfg);
        connect(&peer, &QSslSocket::preSharedKeyAuthenticationRequired, this, [](QSslPreSharedKeyAuthenticator *a) {
            a->setIdentity("hardtack/1");
            a->setPreSharedKey(preSharedKey(QStringLiteral("pw")));
        });
        connect(&peer, &QSslSocket::encrypted, this, [&] { peer.write(bytes); });
        peer.connectToHostEncrypted(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("hardtack"));
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 10000));
        QVERIFY2(failed.first().first().toString().contains(refusal), qPrintable(failed.first().first().toString()));
        QVERIFY(got.isEmpty());
    }

    // The commit-then-reveal: a joiner whose nonce is not the one it
    // committed to is refused, and no game starts.
    void aNonceThatBreaksItsCommitmentIsRefused()
    {
        LoadError le;
        auto scenario = loadScenario(kScenario, &le);
        QVERIFY(scenario);
        NetLink hostLink(QStringLiteral("pw"));
        QString error;
        QVERIFY(hostLink.host(0, &error));
        NetMatch host(&hostLink, *scenario, Side::Union, 1);
        QSignalSpy ready(&host, &NetMatch::gameReady);
        QSignalSpy failed(&host, &NetMatch::failed);
        NetLink cheat(QStringLiteral("pw"));
        connect(&cheat, &NetLink::connected, this, [&] {
            NetMessage c;
            c.type = MessageType::Commit;
            c.commit = nonceCommitment(makeNonce(7));
            cheat.send(c);
        });
        connect(&cheat, &NetLink::received, this, [&](const NetMessage &m) {
            if (m.type != MessageType::Reveal)
                return;
            // Having seen the host's nonce, it shows another one of its own.
            NetMessage r;
            r.type = MessageType::Reveal;
            r.nonce = makeNonce(8);
            cheat.send(r);
        });
        cheat.join(QStringLiteral("127.0.0.1"), hostLink.port());
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 10000));
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("does not match the commitment")),
                 qPrintable(failed.first().first().toString()));
        QVERIFY(ready.isEmpty());
    }

    // Lockstep: a joiner whose game differs (here it rolls other dice: a
    // client that cheats on the seed) finds the difference at the end of the
    // first phase whose events differ, names the first event that differs,
    // and both sides stop.
    void aDesyncStopsTheGameAtTheFirstDifference()
    {
        LoadError le;
        auto scenario = loadScenario(kScenario, &le);
        QVERIFY(scenario);
        NetLink hostLink(QStringLiteral("pw")), joinLink(QStringLiteral("pw"));
        QString error;
        QVERIFY(hostLink.host(0, &error));
        NetMatch host(&hostLink, *scenario, Side::Union, 1);
        NetMatch join(&joinLink, Side::Confederate, 2);
        std::optional<Game> games[2];
        std::unique_ptr<TacticalPlayer> players[2];
        QSignalSpy hostDesync(&host, &NetMatch::desync), joinDesync(&join, &NetMatch::desync);
        NetMatch *matches[2] = {&host, &join};
        // Each side plays its phases with the scripted player and applies the
        // other's, as hardtack-cli net does.
        const auto drive = [&](int side) {
            Game &g = *games[side];
            while (!g.over() && g.actingSide() == Side(side) && hostDesync.isEmpty() && joinDesync.isEmpty()) {
                playPhase(g, *players[side]);
                matches[side]->sendPhase(g);
            }
        };
        for (int side = 0; side < 2; ++side) {
            connect(matches[side], &NetMatch::gameReady, this, [&, side] {
                // The joiner plays with another seed than the one agreed.
                games[side] = Game::start(matches[side]->scenario(), matches[side]->seed() + quint64(side));
                players[side] = makeTacticalPlayer(QStringLiteral("scripted"), quint64(side));
                QTimer::singleShot(0, this, [&, side] { drive(side); });
            });
            connect(matches[side], &NetMatch::remoteOrders, this, [&, side](const QVector<RecordedOrder> &orders) {
                Game &g = *games[side];
                const int first = int(g.battle().orders.size());
                for (int i = 0; i < orders.size(); ++i)
                    if (!matches[side]->atItsMoment(g, orders.at(i)) || !g.apply(orders.at(i).order))
                        return matches[side]->refuseOrder(g, first + i);
                if (matches[side]->verifyPhase(g))
                    QTimer::singleShot(0, this, [&, side] { drive(side); });
            });
        }
        joinLink.join(QStringLiteral("127.0.0.1"), hostLink.port());
        QVERIFY(QTest::qWaitFor([&] { return !hostDesync.isEmpty() && !joinDesync.isEmpty(); }, 60000));
        QCOMPARE(host.seed(), join.seed());
        // The first event that differs is where the two logs part.
        const QVector<Event> &a = games[0]->battle().log, &b = games[1]->battle().log;
        int first = 0;
        while (first < a.size() && first < b.size() && sameEvent(a.at(first), b.at(first)))
            ++first;
        for (QSignalSpy *spy : {&hostDesync, &joinDesync}) {
            const QString told = spy->first().first().toString();
            QVERIFY2(told.contains(QStringLiteral("at event %1:").arg(first)), qPrintable(told));
        }
    }
};

QTEST_GUILESS_MAIN(TestNetPlay)
#include "tst_netplay.moc"
