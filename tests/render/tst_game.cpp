// The game's --screenshot (PRODUCT.md "Programs"): it loads the file, shows
// the window and saves a picture of it; a bad file gives exit code 1 and the
// error on stderr.

#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kData = QStringLiteral(HARDTACK_SOURCE_DIR "/tests/render/data/");

struct Run
{
    int exitCode = -1;
    QString err;
};

Run game(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HARDTACK_GAME), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestGame : public QObject
{
    Q_OBJECT

private slots:
    void screenshotShowsTheBattle()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        const Run r = game({kData + QStringLiteral("ridge-scenario.json"), QStringLiteral("--screenshot"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage img(out);
        QVERIFY(!img.isNull());
        QVERIFY(img.width() >= 800 && img.height() >= 600);
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 3)
            for (int x = 0; x < img.width(); x += 3)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 200, "the window looks empty");
    }

    void badFilesFailWithTheError_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("missing") << QStringLiteral("/nonexistent/battle.json") << QStringLiteral("/nonexistent/battle.json");
        QTest::newRow("a map, not a battle") << kData + QStringLiteral("ridge-map.json") << QStringLiteral("$.format");
        QTest::newRow("not JSON") << QStringLiteral(HARDTACK_SOURCE_DIR "/CMakeLists.txt") << QStringLiteral("CMakeLists.txt");
    }

    void badFilesFailWithTheError()
    {
        QFETCH(QString, file);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        const Run r = game({file, QStringLiteral("--screenshot"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
