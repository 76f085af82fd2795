// Play by e-mail (issue 23, acceptance 2): a game of 04 Henry House Hill
// between two players' folders, scripted players, six stretches through
// turn files made and checked by hardtack-cli turn; every file verifies, and
// a file with an order changed, with another log hash, from another game,
// out of its chain, or opened with the wrong password is refused with the
// reason and the JSON path.

#include "clirun.h"

#include "net/turnfile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;
using test::runCli;

namespace {

const QString kScenario = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/04-henry-house-hill.json");
const QString kPassword[2] = {QStringLiteral("first-bull-run"), QStringLiteral("stonewall")};

QJsonObject readJson(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void writeJson(const QString &file, const QJsonObject &o)
{
    QFile f(file);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

class TestTurnFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_files; // the game's turn files, in order

    // The side whose stretch the file holds.
    static QString sender(const QString &file) { return readJson(file).value(QStringLiteral("side")).toString(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Two players' folders: each writes its files in its own and reads
        // the other's (as mail would carry them).
        const QString folder[2] = {m_dir.filePath(QStringLiteral("union")), m_dir.filePath(QStringLiteral("confederate"))};
        QVERIFY(QDir().mkpath(folder[0]) && QDir().mkpath(folder[1]));
        QString previous;
        for (int k = 0; k < 6; ++k) {
            QStringList args{QStringLiteral("turn"), QStringLiteral("play")};
            int side = 0;
            if (k == 0) {
                side = readJson(kScenario).value(QStringLiteral("firstSide")).toString() == QLatin1String("union") ? 0 : 1;
                args << kScenario << QStringLiteral("--seed") << QStringLiteral("7") << QStringLiteral("--union-password")
                     << kPassword[0] << QStringLiteral("--confederate-password") << kPassword[1];
            } else {
                const QString acting = readJson(previous).value(QStringLiteral("state")).toObject()
                                           .value(QStringLiteral("acting")).toString();
                side = acting == QLatin1String("union") ? 0 : 1;
                // The file travels to the other player's folder.
                const QString received = QDir(folder[side]).filePath(QFileInfo(previous).fileName());
                QVERIFY(QFile::copy(previous, received));
                args << received << QStringLiteral("--password") << kPassword[side];
            }
            const QString out = QDir(folder[side]).filePath(QStringLiteral("turn-%1.json").arg(k + 1));
            args << QStringLiteral("--player") << QStringLiteral("scripted") << QStringLiteral("--out") << out;
            const test::CliRun r = runCli(args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(sender(out), sideNames().at(side));
            m_files << out;
            previous = out;
        }
    }

    void everyFileVerifiesAndTheSidesAlternate()
    {
        const test::CliRun r = runCli(QStringList{QStringLiteral("turn"), QStringLiteral("verify")} + m_files);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out.count('\n'), 6);
        for (int k = 1; k < m_files.size(); ++k)
            QVERIFY(sender(m_files.at(k)) != sender(m_files.at(k - 1)));
        // validate knows the format and checks a file alone.
        const test::CliRun v = runCli({QStringLiteral("validate"), m_files.last()});
        QVERIFY2(v.exitCode == 0 && v.out.contains("ok (hardtack-turn)"), v.err.constData());
        // Each stretch holds orders, and the last file holds every one before it.
        const QJsonObject last = readJson(m_files.last());
        QVERIFY(last.value(QStringLiteral("from")).toInt() > 0);
        QVERIFY(last.value(QStringLiteral("orders")).toArray().size() > last.value(QStringLiteral("from")).toInt());
    }

    // The same game as `play` with the same players: a turn file is its orders.
    void theGameIsTheOneThePlayersWouldPlayTogether()
    {
        LoadError le;
        const auto t = readTurnFile(m_files.last(), &le);
        QVERIFY2(t, qPrintable(le.text()));
        QVERIFY(!verifyTurnFile(*t, m_files.last()));
        QCOMPARE(t->seed, quint64(7));
        QVERIFY(t->passwords[0].matches(kPassword[0]));
        QVERIFY(!t->passwords[0].matches(kPassword[1]));
        QVERIFY(t->passwords[0].salt != t->passwords[1].salt);
    }

    void aChangedFileIsRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("an order changed") << QStringLiteral("order") << QStringLiteral("$.orders[");
        QTest::newRow("another log hash") << QStringLiteral("hash") << QStringLiteral("$.logHash: the orders do not give this log hash");
        QTest::newRow("from another game") << QStringLiteral("seed") << QStringLiteral("$.seed: another game");
        QTest::newRow("out of its chain") << QStringLiteral("previous") << QStringLiteral("$.previous: the chain is broken");
        QTest::newRow("an earlier order dropped") << QStringLiteral("drop") << QStringLiteral("$.orders[0]: an earlier order was changed");
    }

    void aChangedFileIsRefusedWithTheReason()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        const int k = 3; // the fourth file, after three good ones
        QJsonObject o = readJson(m_files.at(k));
        QJsonArray orders = o.value(QStringLiteral("orders")).toArray();
        const int from = o.value(QStringLiteral("from")).toInt();
        if (change == QLatin1String("order")) {
            // The stretch's first order is given one turn later.
            QJsonObject first = orders.at(from).toObject();
            first.insert(QStringLiteral("turn"), first.value(QStringLiteral("turn")).toInt() + 1);
            orders.replace(from, first);
            o.insert(QStringLiteral("orders"), orders);
        } else if (change == QLatin1String("hash")) {
            QString h = o.value(QStringLiteral("logHash")).toString();
            h[0] = h[0] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
            o.insert(QStringLiteral("logHash"), h);
        } else if (change == QLatin1String("seed")) {
            // A whole other game: the same battle played from seed 8.
            const test::CliRun r = runCli({QStringLiteral("turn"), QStringLiteral("play"), kScenario, QStringLiteral("--seed"),
                                           QStringLiteral("8"), QStringLiteral("--union-password"), kPassword[0],
                                           QStringLiteral("--confederate-password"), kPassword[1], QStringLiteral("--player"),
                                           QStringLiteral("scripted"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("other.json"))});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            o = readJson(m_dir.filePath(QStringLiteral("other.json")));
        } else if (change == QLatin1String("previous")) {
            o.insert(QStringLiteral("previous"), readJson(m_files.at(k)).value(QStringLiteral("logHash")));
        } else if (change == QLatin1String("drop")) {
            orders.removeAt(0);
            o.insert(QStringLiteral("orders"), orders);
        }
        const QString bad = m_dir.filePath(QStringLiteral("bad-%1.json").arg(change));
        writeJson(bad, o);
        const test::CliRun r = runCli({QStringLiteral("turn"), QStringLiteral("verify"), m_files.at(0), m_files.at(1),
                                       m_files.at(2), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains((bad + QStringLiteral(": ") + message).toUtf8()), r.err.constData());
        // The three good files were verified before it.
        QCOMPARE(r.out.count('\n'), 3);
        // Alone, validate finds what the file itself shows (not the chain).
        if (change == QLatin1String("hash") || change == QLatin1String("order")) {
            const test::CliRun v = runCli({QStringLiteral("validate"), bad});
            QCOMPARE(v.exitCode, 1);
            QVERIFY2(v.err.contains((bad + QStringLiteral(": ") + message).toUtf8()), v.err.constData());
        }
    }

    void theWrongPasswordIsRefused()
    {
        const QString last = m_files.last();
        const QString acting = readJson(last).value(QStringLiteral("state")).toObject().value(QStringLiteral("acting")).toString();
        const int side = acting == QLatin1String("union") ? 0 : 1;
        const QString out = m_dir.filePath(QStringLiteral("never.json"));
        // The other side's password does not open this side's turn.
        const test::CliRun r = runCli({QStringLiteral("turn"), QStringLiteral("play"), last, QStringLiteral("--password"),
                                       kPassword[1 - side], QStringLiteral("--player"), QStringLiteral("scripted"),
                                       QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("wrong password"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        const test::CliRun v = runCli({QStringLiteral("turn"), QStringLiteral("verify"), last, QStringLiteral("--password"),
                                       kPassword[1 - side]});
        QCOMPARE(v.exitCode, 1);
        QVERIFY2(v.err.contains("wrong password"), v.err.constData());
        const test::CliRun ok = runCli({QStringLiteral("turn"), QStringLiteral("verify"), last, QStringLiteral("--password"),
                                        kPassword[side]});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTurnFile)
#include "tst_turnfile.moc"
