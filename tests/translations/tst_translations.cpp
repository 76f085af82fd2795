// Every player-visible string goes through tr(), and the German and French
// .ts files are kept complete: running lupdate over today's sources must add
// nothing untranslated, and each translation keeps the source's placeholders.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("French") << QStringLiteral("fr");
    }

    void complete()
    {
        QFETCH(QString, language);
        const QString root = QStringLiteral(HARDTACK_SOURCE_DIR);
        const QString committed = root + QStringLiteral("/translations/hardtack_%1.ts").arg(language);
        QVERIFY2(QFile::exists(committed), qPrintable(committed));
        QTemporaryDir tmp;
        const QString copy = tmp.filePath(QStringLiteral("check.ts"));
        QVERIFY(QFile::copy(committed, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QProcess lupdate;
        lupdate.setWorkingDirectory(root);
        lupdate.start(QStringLiteral(LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("src"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);

        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString context, source, missing;
        int messages = 0, untranslated = 0, placeholderErrors = 0, contextless = 0;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                // A string lupdate could not place in a class (e.g. called through a
                // type alias) lands in the empty context, where the running program,
                // asking under the class's context, never finds its translation.
                if (context.isEmpty()) {
                    ++contextless;
                    missing += QStringLiteral("\n  no context: %1").arg(source.left(80));
                }
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                    continue;
                if (type == QLatin1String("unfinished") || text.trimmed().isEmpty()) {
                    ++untranslated;
                    if (untranslated <= 10)
                        missing += QStringLiteral("\n  %1: %2").arg(context, source.left(80));
                    continue;
                }
                QSet<QString> want, have;
                for (auto it = placeholder.globalMatch(source); it.hasNext();)
                    want.insert(it.next().captured(1));
                for (auto it = placeholder.globalMatch(text); it.hasNext();)
                    have.insert(it.next().captured(1));
                if (want != have) {
                    ++placeholderErrors;
                    missing += QStringLiteral("\n  placeholders differ: %1 -> %2").arg(source.left(60), text.left(60));
                }
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 0);
        QVERIFY2(untranslated == 0 && placeholderErrors == 0 && contextless == 0,
                 qPrintable(QStringLiteral("%1 of %2 strings untranslated, %3 with wrong placeholders, %4 without a context:%5")
                                .arg(untranslated).arg(messages).arg(placeholderErrors).arg(contextless).arg(missing)));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
