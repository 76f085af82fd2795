// What a user types and names (issue 28 item 5): seeds are unsigned 64-bit,
// printed exactly in --json (a string above 2^53) and their ranges never
// wrap; control characters are escaped in every refusal; a file whose name
// is not UTF-8 (a Latin-1 "café") opens, a scenario in such a folder finds
// its map, and the messages spell the name's bytes as \xHH.

#include "../clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using hardtack::test::CliRun;
using hardtack::test::parseJson;
using hardtack::test::runCli;

namespace {

QString source(const char *path) { return QStringLiteral(HARDTACK_SOURCE_DIR "/") + QLatin1String(path); }

// A shell line, so arguments can hold bytes that are not UTF-8 (QProcess
// would write every argument in UTF-8).
CliRun runShell(const QString &line, const QString &dir)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setEnvironment(QProcess::systemEnvironment() << QStringLiteral("CLI=" HARDTACK_CLI));
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), line});
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

bool hasControlByte(const QByteArray &bytes)
{
    for (const char c : bytes)
        if (uchar(c) < 0x20 && c != '\n')
            return true;
    return bytes.count('\n') > 1;
}

} // namespace

class TestCliInput : public QObject
{
    Q_OBJECT

private slots:
    void seedsAreUnsigned64Bit_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QJsonValue>("printed");
        QTest::newRow("small") << QStringLiteral("7") << QJsonValue(7);
        QTest::newRow("2^53, still a number") << QStringLiteral("9007199254740992") << QJsonValue(9007199254740992.0);
        QTest::newRow("2^53 + 1, a string") << QStringLiteral("9007199254740993") << QJsonValue(QStringLiteral("9007199254740993"));
        QTest::newRow("2^63") << QStringLiteral("9223372036854775808") << QJsonValue(QStringLiteral("9223372036854775808"));
        QTest::newRow("2^64 - 1") << QStringLiteral("18446744073709551615") << QJsonValue(QStringLiteral("18446744073709551615"));
    }

    void seedsAreUnsigned64Bit()
    {
        QFETCH(QString, seed);
        QFETCH(QJsonValue, printed);
        const CliRun r = runCli({QStringLiteral("play"), source("scenarios/02-buford-holds-the-ridge.json"),
                                 QStringLiteral("--seed"), seed, QStringLiteral("--turns"), QStringLiteral("1"),
                                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(parseJson(r.out).value(QStringLiteral("seed")), printed);
        // The naval trials print their first seed the same way.
        const CliRun n = runCli({QStringLiteral("naval"), source("scenarios/naval/kearsarge-alabama-1864-06-19.json"),
                                 QStringLiteral("--seed"), seed, QStringLiteral("--json")});
        QVERIFY2(n.exitCode == 0, n.err.constData());
        const CliRun t = runCli({QStringLiteral("naval"), source("scenarios/naval/kearsarge-alabama-1864-06-19.json"),
                                 QStringLiteral("--seed"), seed, QStringLiteral("--trials"), QStringLiteral("1"),
                                 QStringLiteral("--json")});
        QVERIFY2(t.exitCode == 0, t.err.constData());
        QCOMPARE(parseJson(t.out).value(QStringLiteral("seed")), printed);
    }

    void badSeedsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString naval = source("scenarios/naval/kearsarge-alabama-1864-06-19.json");
        const QString play = source("scenarios/02-buford-holds-the-ridge.json");
        QTest::newRow("negative") << QStringList{QStringLiteral("play"), play, QStringLiteral("--seed"), QStringLiteral("-1")};
        QTest::newRow("2^64") << QStringList{QStringLiteral("play"), play, QStringLiteral("--seed"), QStringLiteral("18446744073709551616")};
        QTest::newRow("plus sign") << QStringList{QStringLiteral("play"), play, QStringLiteral("--seed"), QStringLiteral("+7")};
        QTest::newRow("exponent") << QStringList{QStringLiteral("play"), play, QStringLiteral("--seed"), QStringLiteral("1e3")};
        QTest::newRow("range wraps") << QStringList{QStringLiteral("naval"), naval, QStringLiteral("--seed"),
                                                    QStringLiteral("18446744073709551615"), QStringLiteral("--trials"), QStringLiteral("2")};
    }

    void badSeedsAreRefused()
    {
        QFETCH(QStringList, args);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--seed") || r.err.contains("seed"), r.err.constData());
        QVERIFY2(r.err.contains("18446744073709551615"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void lastSeedRangeFits()
    {
        const CliRun r = runCli({QStringLiteral("naval"), source("scenarios/naval/kearsarge-alabama-1864-06-19.json"),
                                 QStringLiteral("--seed"), QStringLiteral("18446744073709551614"), QStringLiteral("--trials"),
                                 QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("seeds 18446744073709551614 to 18446744073709551615"), r.out.constData());
    }

    // A control character from a value, a file name or an argument is
    // written \uXXXX: one line per refusal, no raw byte.
    void controlCharactersAreEscaped()
    {
        QTemporaryDir dir;
        QFile in(source("maps/mcphersons-ridge.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject map = QJsonDocument::fromJson(in.readAll()).object();
        map.insert(QStringLiteral("legend"), QJsonObject{{QStringLiteral("."), QStringLiteral("cle") + QChar(0x01) + QStringLiteral("ar\nwoods")}});
        const QString file = dir.filePath(QStringLiteral("control.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(map).toJson());
        out.close();

        CliRun r = runCli({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!hasControlByte(r.err), r.err.constData());
        QVERIFY2(r.err.contains("cle\\u0001ar\\u000awoods"), r.err.constData());

        r = runCli({QStringLiteral("validate"), dir.filePath(QStringLiteral("no\nsuch") + QChar(0x07) + QStringLiteral("file.json"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!hasControlByte(r.err), r.err.constData());
        QVERIFY2(r.err.contains("no\\u000asuch\\u0007file.json"), r.err.constData());

        r = runCli({QStringLiteral("play"), source("scenarios/02-buford-holds-the-ridge.json"), QStringLiteral("--zo") + QChar(0x1b) + QStringLiteral("om")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!hasControlByte(r.err), r.err.constData());
        QVERIFY2(r.err.contains("--zo\\u001bom"), r.err.constData());
    }

    // Names in Latin-1 (the bytes of "café" and "dépôt" that are not UTF-8).
    void fileNamesThatAreNotUtf8Open()
    {
        QTemporaryDir dir;
        // A map, and a folder holding a scenario and the map it names.
        QFile scenario(source("scenarios/02-buford-holds-the-ridge.json"));
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        QJsonObject s = QJsonDocument::fromJson(scenario.readAll()).object();
        const QString mapRef = s.value(QStringLiteral("map")).toString();
        s.insert(QStringLiteral("map"), QString::fromUtf8("carte-\xc3\xa9t\xc3\xa9.json")); // UTF-8 "carte-été.json"
        QFile out(dir.filePath(QStringLiteral("scenario.json")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(s).toJson());
        out.close();
        const QString mapFile = QDir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios")).filePath(mapRef);
        const CliRun made = runShell(QStringLiteral("cp '%1' \"$(printf 'caf\\351.json')\" && "
                                                    "mkdir \"$(printf 'd\\351p\\364t')\" && "
                                                    "cp '%1' \"$(printf 'd\\351p\\364t')/carte-été.json\" && "
                                                    "mv scenario.json \"$(printf 'd\\351p\\364t/sc\\351nario.json')\"")
                                         .arg(mapFile),
                                     dir.path());
        QVERIFY2(made.exitCode == 0, made.err.constData());

        CliRun r = runShell(QStringLiteral("\"$CLI\" validate \"$(printf 'caf\\351.json')\" \"$(printf 'd\\351p\\364t/sc\\351nario.json')\""),
                            dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("caf\\xe9.json: ok (hardtack-map)"), r.out.constData());
        QVERIFY2(r.out.contains("d\\xe9p\\xf4t/sc\\xe9nario.json: ok (hardtack-scenario)"), r.out.constData());

        // A refusal spells the name the same way.
        r = runShell(QStringLiteral("\"$CLI\" validate \"$(printf 'caf\\351-absent.json')\""), dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("caf\\xe9-absent.json: cannot open"), r.err.constData());
        // And the other commands read such a scenario too.
        r = runShell(QStringLiteral("\"$CLI\" play \"$(printf 'd\\351p\\364t/sc\\351nario.json')\" --turns 1 --json"), dir.path());
        // QTemporaryDir cannot remove names that are not UTF-8.
        runShell(QStringLiteral("rm -rf -- \"$(printf 'd\\351p\\364t')\" \"$(printf 'caf\\351.json')\""), dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
