// Crash safety of saves (PRODUCT.md "Save"; jsonio.h: saves go through
// QSaveFile): a process killed at any moment while writing a save leaves the
// previous save intact and loadable. savewriter saves a large battle in a
// loop, spending nearly all its time between QSaveFile's open and commit;
// this test kills it (SIGKILL, no chance to clean up) at random moments while
// it replaces an earlier save, many times, and loads what is on disk each time.

#include "core/battle.h"
#include "core/rng.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

class TestSaveCrash : public QObject
{
    Q_OBJECT

private slots:
    void previousSaveSurvivesAKillMidWrite()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("battle.json"));
        const QString scenario = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/01-mcphersons-ridge.json");
        Rng rng(1862); // the kill moments
        constexpr int kRounds = 20;
        for (int round = 0; round < kRounds; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(SAVEWRITER), {scenario, out});
            QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
            // Saves 1 and 2 complete: the time between them is how long one
            // save takes here (on this machine, under this load, with or
            // without sanitizers). Kill at a random moment of that length
            // into save 3, which is replacing save 2.
            QByteArray seen;
            QElapsedTimer clock;
            qint64 saveTime = -1;
            while (saveTime < 0) {
                QVERIFY2(writer.waitForReadyRead(120000), "savewriter stopped saving");
                seen += writer.readAllStandardOutput();
                if (!clock.isValid() && seen.contains("saved 1\n"))
                    clock.start();
                if (seen.contains("saved 2\n"))
                    saveTime = clock.elapsed();
            }
            QTest::qWait(rng.uniformInt(0, int(std::max<qint64>(saveTime, 1))));
            writer.kill();
            QVERIFY(writer.waitForFinished(60000));
            seen += writer.readAllStandardOutput();
            quint64 reported = 0; // the last save the writer reported complete
            for (const QByteArray &line : seen.split('\n'))
                if (line.startsWith("saved "))
                    reported = std::max(reported, line.mid(6).toULongLong());
            QVERIFY(reported >= 2);

            LoadError error;
            const auto battle = readBattle(out, &error); // the file intact; its story is savewriter's own
            QVERIFY2(battle, qPrintable(QStringLiteral("round %1, after save %2: %3").arg(round).arg(reported).arg(error.text())));
            // The last reported save, or the one being written if its commit
            // (the rename) happened before the kill.
            QVERIFY2(battle->seed == reported || battle->seed == reported + 1,
                     qPrintable(QStringLiteral("round %1: save %2 on disk after save %3 was reported")
                                    .arg(round).arg(battle->seed).arg(reported)));
            QCOMPARE(battle->log.size(), 20000); // all of it
        }
    }
};

QTEST_GUILESS_MAIN(TestSaveCrash)
#include "tst_savecrash.moc"
