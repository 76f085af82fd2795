// hardtack-cli validate: every shipped file is accepted; every malformed
// input in tests/data/malformed is refused with exit code 1, without a crash,
// and with a message naming the file and the JSON path of the problem.
// The table is data: each *.tsv there lists FILE<TAB>JSON_PATH.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTest>

class TestValidate : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        bool crashed = false;
        QString out;
        QString err;
    };

    static Run validate(const QStringList &files)
    {
        QProcess p;
        p.start(QStringLiteral(HARDTACK_CLI), QStringList{QStringLiteral("validate")} + files);
        Run r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            r.crashed = true;
            return r;
        }
        r.crashed = p.exitStatus() != QProcess::NormalExit;
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QString malformedDir() { return QStringLiteral(HARDTACK_TEST_DATA "/malformed"); }

private slots:
    void acceptsEveryShippedFile()
    {
        const QDir root(QStringLiteral(HARDTACK_SOURCE_DIR));
        QStringList files;
        for (const QString &dir : {QStringLiteral("maps"), QStringLiteral("scenarios")}) {
            QDirIterator it(root.filePath(dir), {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
        }
        QVERIFY2(files.size() >= 2, "maps/ and scenarios/ hold files");
        const Run r = validate(files);
        QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QStringLiteral(": ok (")), files.size());
    }

    void refusesMalformedInput_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        int rows = 0;
        for (const QString &tsv : QDir(malformedDir()).entryList({QStringLiteral("*.tsv")}, QDir::Files)) {
            QFile f(QDir(malformedDir()).filePath(tsv));
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine()).trimmed();
                if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                    continue;
                const QStringList cols = line.split(QLatin1Char('\t'));
                QVERIFY2(cols.size() == 2, qPrintable(tsv + QStringLiteral(": bad line: ") + line));
                QTest::newRow(qPrintable(cols.at(0))) << cols.at(0) << cols.at(1);
                ++rows;
            }
        }
        // The issue asks for at least 25 malformed inputs.
        QVERIFY(rows >= 25);
    }

    void refusesMalformedInput()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        const QString full = QDir(malformedDir()).filePath(file);
        QVERIFY2(QFile::exists(full), qPrintable(full));
        const Run r = validate({full});
        QVERIFY2(!r.crashed, "hardtack-cli crashed");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        QVERIFY2(r.err.contains(path + QLatin1Char(':')), qPrintable(QStringLiteral("expected %1 in: %2").arg(path, r.err)));
    }

    void missingFileAndNoArguments()
    {
        Run r = validate({QStringLiteral("/no/such/file.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("/no/such/file.json")));
        r = validate({});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("no files")));
        r = validate({malformedDir()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("folder")));
    }
};

QTEST_GUILESS_MAIN(TestValidate)
#include "tst_validate.moc"
