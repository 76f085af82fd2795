// STYLE.md §1: the core libraries (rules, naval, campaign, narrator) link Qt6::Core
// only, and hardtack-cli never links Qt Widgets, so it runs with no display.

#include <QProcess>
#include <QTest>

class TestLayers : public QObject
{
    Q_OBJECT

private slots:
    void coreLibrariesLinkQtCoreOnly_data()
    {
        QTest::addColumn<QString>("libs");
        QTest::newRow("hardtack_core") << QStringLiteral(CORE_LIBS);
        QTest::newRow("hardtack_naval") << QStringLiteral(NAVAL_LIBS);
        QTest::newRow("hardtack_campaign") << QStringLiteral(CAMPAIGN_LIBS);
        QTest::newRow("hardtack_narrator") << QStringLiteral(NARRATOR_LIBS);
        QTest::newRow("hardtack_ai") << QStringLiteral(AI_LIBS);
    }

    void coreLibrariesLinkQtCoreOnly()
    {
        QFETCH(QString, libs);
        for (const QString &lib : libs.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
            // CMake marks links made from another directory (the project-wide
            // hardtack_options) with "::@(…)" … "::@" scope entries: not libraries.
            if (lib.startsWith(QLatin1String("::@")))
                continue;
            if (lib.startsWith(QLatin1String("Qt6::")) || lib.startsWith(QLatin1String("Qt::")))
                QVERIFY2(lib.endsWith(QLatin1String("::Core")), qPrintable(lib));
            else
                QVERIFY2(lib.startsWith(QLatin1String("hardtack_")), qPrintable(lib));
        }
    }

    void cliDoesNotLinkWidgets()
    {
        QProcess ldd;
        ldd.start(QStringLiteral("ldd"), {QStringLiteral(HARDTACK_CLI)});
        if (!ldd.waitForStarted())
            QSKIP("ldd is not available on this system");
        QVERIFY(ldd.waitForFinished(30000));
        const QString out = QString::fromLocal8Bit(ldd.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("libQt6Core")), qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("libQt6Widgets")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
