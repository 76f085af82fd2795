// Every input the fuzzers ever crashed on stays fixed: replays, through the
// same functions the fuzzers call (fuzztargets.h), each target's regression
// files (tests/data/fuzz/TARGET/, added by scripts/fuzz) and the repository
// files that seed it. Passing means no crash and no sanitizer report (run it
// under scripts/test asan); the loaders' verdicts are other tests' business.

#include "fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace hardtack;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void replays_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        for (const fuzz::Target &t : fuzz::targets()) {
            const QDir regressions(QStringLiteral(HARDTACK_TEST_DATA "/fuzz/") + QLatin1String(t.name));
            QStringList files = t.seeds;
            for (const QString &f : regressions.entryList(QDir::Files, QDir::Name))
                files.append(regressions.filePath(f));
            for (const QString &f : std::as_const(files))
                QTest::addRow("%s: %s", t.name, qPrintable(QFileInfo(f).fileName())) << QString::fromLatin1(t.name) << f;
        }
    }

    void replays()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray bytes = f.readAll();
        for (const fuzz::Target &t : fuzz::targets())
            if (target == QLatin1String(t.name))
                t.run(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
    }

    void everyTargetHasSeeds()
    {
        for (const fuzz::Target &t : fuzz::targets())
            QVERIFY2(!t.seeds.isEmpty(), t.name);
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
