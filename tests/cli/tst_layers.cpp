// STYLE.md §1: the core libraries (rules, naval, campaign, narrator) link Qt6::Core
// only, and hardtack-cli never links Qt Widgets, so it runs with no display.
// Each library's include path reaches only its own headers and those of the
// libraries it links: the compiler, not only this test, keeps the layers apart.

#include <QFile>
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
        QTest::newRow("hardtack_narrator_campaign") << QStringLiteral(NARRATOR_CAMPAIGN_LIBS);
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

    // The rules libraries link no player: the campaign is given its naval
    // players by its caller, so neither AI library is on its link line.
    void rulesLibrariesLinkNoPlayer_data()
    {
        QTest::addColumn<QString>("libs");
        QTest::newRow("hardtack_core") << QStringLiteral(CORE_LIBS);
        QTest::newRow("hardtack_naval") << QStringLiteral(NAVAL_LIBS);
        QTest::newRow("hardtack_campaign") << QStringLiteral(CAMPAIGN_LIBS);
    }
    void rulesLibrariesLinkNoPlayer()
    {
        QFETCH(QString, libs);
        QVERIFY(!libs.isEmpty());
        for (const QString &lib : libs.split(QLatin1Char('|'), Qt::SkipEmptyParts))
            QVERIFY2(lib != QLatin1String("hardtack_ai") && lib != QLatin1String("hardtack_naval_ai"), qPrintable(lib));
    }

    // Network play lives in a library of its own, the one that links
    // Qt6::Network (and never Gui or Widgets).
    void theNetLibraryAloneAddsNetwork()
    {
        bool network = false;
        for (const QString &lib : QStringLiteral(NET_LIBS).split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
            if (lib.startsWith(QLatin1String("::@")))
                continue;
            if (lib.startsWith(QLatin1String("Qt6::")) || lib.startsWith(QLatin1String("Qt::"))) {
                QVERIFY2(lib.endsWith(QLatin1String("::Core")) || lib.endsWith(QLatin1String("::Network")), qPrintable(lib));
                network = network || lib.endsWith(QLatin1String("::Network"));
            } else {
                QVERIFY2(lib.startsWith(QLatin1String("hardtack_")), qPrintable(lib));
            }
        }
        QVERIFY(network);
    }
    // Which of our headers a library's sources (and its dependents, through
    // it alone) can include: the compiler answers with __has_include.
    void includePathsReachOnlyLinkedLayers_data()
    {
        QTest::addColumn<QString>("includes");
        QTest::addColumn<QStringList>("visible");
        QTest::addColumn<QStringList>("hidden");
        const QString core = QStringLiteral("core/map.h"), naval = QStringLiteral("naval/navalmodel.h"),
                      ai = QStringLiteral("ai/aiplayer.h"), navalAi = QStringLiteral("ai/naval/navalai.h"),
                      narrator = QStringLiteral("narrator/narrator.h"),
                      navalNarrator = QStringLiteral("narrator/naval/navalnarrator.h"),
                      campaignNarrator = QStringLiteral("narrator/campaign/scorenarrator.h"),
                      campaign = QStringLiteral("campaign/campaignmodel.h"), ui = QStringLiteral("ui/common/mapview.h"),
                      render = QStringLiteral("render/maprenderer.h");
        QTest::newRow("hardtack_core") << QStringLiteral(CORE_INCLUDES) << QStringList{core}
                                       << QStringList{naval, ai, navalAi, narrator, navalNarrator, campaign, ui, render, campaignNarrator};
        QTest::newRow("hardtack_naval") << QStringLiteral(NAVAL_INCLUDES) << QStringList{core, naval}
                                        << QStringList{ai, navalAi, narrator, navalNarrator, campaign, ui, render, campaignNarrator};
        QTest::newRow("hardtack_ai") << QStringLiteral(AI_INCLUDES) << QStringList{core, ai}
                                     << QStringList{naval, navalAi, narrator, navalNarrator, campaign, ui, render, campaignNarrator};
        QTest::newRow("hardtack_naval_ai") << QStringLiteral(NAVAL_AI_INCLUDES) << QStringList{core, naval, navalAi}
                                           << QStringList{ai, narrator, navalNarrator, campaign, ui, render, campaignNarrator};
        QTest::newRow("hardtack_narrator") << QStringLiteral(NARRATOR_INCLUDES) << QStringList{core, narrator}
                                           << QStringList{naval, ai, navalAi, navalNarrator, campaign, ui, render, campaignNarrator};
        QTest::newRow("hardtack_narrator_naval")
            << QStringLiteral(NARRATOR_NAVAL_INCLUDES) << QStringList{core, naval, narrator, navalNarrator}
            << QStringList{ai, navalAi, campaign, ui, render, campaignNarrator};
        // The campaign's rules reach no player: its callers give it its naval
        // players (CampaignGame::setNavalPlayer).
        QTest::newRow("hardtack_campaign") << QStringLiteral(CAMPAIGN_INCLUDES)
                                           << QStringList{core, naval, campaign}
                                           << QStringList{ai, navalAi, narrator, navalNarrator, ui, render, campaignNarrator};
        QTest::newRow("hardtack_narrator_campaign")
            << QStringLiteral(NARRATOR_CAMPAIGN_INCLUDES)
            << QStringList{core, naval, campaign, narrator, campaignNarrator}
            << QStringList{ai, navalAi, navalNarrator, ui, render};
    }

    void includePathsReachOnlyLinkedLayers()
    {
        QFETCH(QString, includes);
        QFETCH(QStringList, visible);
        QFETCH(QStringList, hidden);
        // Every header named here exists in src/, so a "hidden" answer means
        // the include path does not reach it, not a typo in this test.
        for (const QString &h : visible + hidden)
            QVERIFY2(QFile::exists(QStringLiteral(HARDTACK_SOURCE_DIR "/src/") + h), qPrintable(h));
        QStringList args{QStringLiteral("-E"), QStringLiteral("-P"), QStringLiteral("-x"), QStringLiteral("c++"),
                         QStringLiteral("-std=c++20")};
        for (const QString &dir : includes.split(QLatin1Char('|'), Qt::SkipEmptyParts))
            args << QStringLiteral("-I") + dir;
        args << QStringLiteral("-");
        QByteArray probe;
        for (const QString &h : visible + hidden)
            probe += QStringLiteral("#if __has_include(\"%1\")\nreached %1\n#else\nunreached %1\n#endif\n")
                         .arg(h).toUtf8();
        QProcess cxx;
        cxx.start(QStringLiteral(CXX_COMPILER), args);
        QVERIFY2(cxx.waitForStarted(), CXX_COMPILER);
        cxx.write(probe);
        cxx.closeWriteChannel();
        QVERIFY(cxx.waitForFinished(60000));
        const QString out = QString::fromLocal8Bit(cxx.readAllStandardOutput());
        QVERIFY2(cxx.exitCode() == 0, qPrintable(QString::fromLocal8Bit(cxx.readAllStandardError())));
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &h : visible)
            QVERIFY2(lines.contains(QStringLiteral("reached ") + h), qPrintable(h + QStringLiteral(" should be reachable")));
        for (const QString &h : hidden)
            QVERIFY2(lines.contains(QStringLiteral("unreached ") + h), qPrintable(h + QStringLiteral(" leaks in")));
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
