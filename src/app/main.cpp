// hardtack [FILE] [--lang de|fr] [--union human|computer] [--confederate human|computer]
//          [--seed N] [--screenshot OUT.png]: the game.
// hardtack --naval BATTLE [--resolve --seed S] [--screenshot OUT.png]: the
// naval-battle dialog alone (docs/GAME.md "Naval battles").

#include "datadirs.h"
#include "mainwindow.h"

#include "campaign/campaignfile.h"
#include "core/jsonio.h"
#include "naval/navalfile.h"
#include "ui/battle/battlemode.h"
#include "ui/campaign/campaignwindow.h"
#include "ui/common/settings.h"
#include "ui/naval/navaldialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include <cstdio>

using namespace hardtack;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

// Loads :/i18n/hardtack_LANG.qm (and Qt's own strings) when present.
void installTranslations(QApplication &app, const QString &lang)
{
    // Dates and numbers follow the chosen language too.
    if (!lang.isEmpty())
        QLocale::setDefault(QLocale(lang));
    auto *mine = new QTranslator(&app);
    const bool found = lang.isEmpty()
                           ? mine->load(QLocale(), QStringLiteral("hardtack"), QStringLiteral("_"), QStringLiteral(":/i18n"))
                           : mine->load(QStringLiteral(":/i18n/hardtack_") + lang);
    if (found)
        app.installTranslator(mine);
    auto *qt = new QTranslator(&app);
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (lang.isEmpty() ? qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), qtDir)
                       : qt->load(QStringLiteral("qtbase_") + lang, qtDir))
        app.installTranslator(qt);
}

// The naval-battle dialog on its own (--naval); with --screenshot, its picture.
int runNaval(const QString &file, bool resolve, const QString &seedText, const QString &shot)
{
    LoadError error;
    const auto battle = loadNavalBattle(file, &error);
    if (!battle) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(error.text()));
        return 1;
    }
    bool ok = true;
    const quint64 seed = seedText.isEmpty() ? 1 : seedText.toULongLong(&ok);
    if (!ok || seed > 999999999) {
        std::fprintf(stderr, "hardtack: %s\n",
                     qPrintable(Tr::tr("--seed: \"%1\" is not a whole number from 0 to 999999999").arg(seedText.left(40))));
        return 1;
    }
    ui::NavalDialog dialog(*battle);
    if (!seedText.isEmpty() || !shot.isEmpty())
        dialog.setSeed(seed);
    if (resolve) {
        dialog.resolveNow();
        dialog.showStep(dialog.stepCount());
    }
    if (shot.isEmpty())
        return dialog.exec() == QDialog::Accepted ? 0 : 0;
    dialog.show();
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    if (!dialog.grab().save(shot)) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(Tr::tr("cannot write %1").arg(shot)));
        return 1;
    }
    return 0;
}

// A campaign file or a campaign save opens the campaign window (docs/GAME.md
// "Campaign"); with --screenshot, its picture.
int runCampaign(const QString &file, const ui::BattleSetup &setup, bool seedSet, const QString &shot)
{
    ui::CampaignWindow window;
    const QStringList dirs = app::dataDirs();
    window.setDataDirectory(dirs.isEmpty() ? QString() : dirs.first());
    for (Side s : {Side::Union, Side::Confederate})
        window.setController(s, setup.control[int(s)]);
    QString error;
    if (!window.open(file, seedSet ? setup.seed : 1861, &error)) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(error));
        return 1;
    }
    window.show();
    if (!shot.isEmpty()) {
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        if (!window.grab().save(shot)) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(Tr::tr("cannot write %1").arg(shot)));
            return 1;
        }
        return 0;
    }
    window.activateWindow();
    return QApplication::exec();
}

bool isCampaign(const QString &file)
{
    LoadError e;
    const QString format = peekFormat(file, &e).value_or(QString());
    return format == QLatin1String(kCampaignFormat) || format == QLatin1String("hardtack-campaign-save");
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hardtack"));
    QApplication::setOrganizationName(QStringLiteral("Hardtack"));
    QApplication::setApplicationVersion(QStringLiteral(HARDTACK_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/hardtack.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A wargame of the American Civil War."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language of the interface (de, fr)."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a picture of the window after loading, then quit."),
                                        QStringLiteral("OUT.png"));
    const QCommandLineOption unionSide(QStringLiteral("union"),
                                       QStringLiteral("Who commands the Union: human or computer (default human)."),
                                       QStringLiteral("WHO"));
    const QCommandLineOption confSide(QStringLiteral("confederate"),
                                      QStringLiteral("Who commands the Confederacy: human or computer (default computer)."),
                                      QStringLiteral("WHO"));
    const QCommandLineOption naval(QStringLiteral("naval"), QStringLiteral("Open the naval battle in FILE."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption resolve(QStringLiteral("resolve"),
                                     QStringLiteral("With --naval: resolve with the file's orders and show the end."));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The seed of the dice: of a new battle (default 1), or with --naval."),
                                  QStringLiteral("S"));
    parser.addOption(lang);
    parser.addOption(unionSide);
    parser.addOption(confSide);
    parser.addOption(screenshot);
    parser.addOption(naval);
    parser.addOption(resolve);
    parser.addOption(seed);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario, saved battle, campaign or saved campaign."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);
    installTranslations(app, parser.isSet(lang) ? parser.value(lang) : ui::Settings::language());

    if (parser.isSet(naval))
        return runNaval(parser.value(naval), parser.isSet(resolve), parser.value(seed), parser.value(screenshot));

    ui::BattleSetup setup;
    const QCommandLineOption *sideOptions[2] = {&unionSide, &confSide};
    for (int s = 0; s < 2; ++s) {
        if (!parser.isSet(*sideOptions[s]))
            continue;
        const QString who = parser.value(*sideOptions[s]);
        if (who != QLatin1String("human") && who != QLatin1String("computer")) {
            std::fprintf(stderr, "hardtack: --%s: expected human or computer, not \"%s\"\n",
                         s == 0 ? "union" : "confederate", qPrintable(who));
            return 1;
        }
        setup.control[s] = who == QLatin1String("human") ? ui::Controller::Human : ui::Controller::Computer;
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        setup.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            std::fprintf(stderr, "hardtack: --seed: expected a whole number, not \"%s\"\n", qPrintable(parser.value(seed)));
            return 1;
        }
    }

    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && isCampaign(files.first()))
        return runCampaign(files.first(), setup, parser.isSet(seed), parser.value(screenshot));

    app::MainWindow window;
    window.battle()->setDefaultSetup(setup);
    const QString file = files.isEmpty() ? app::defaultScenario() : files.first();
    QString error;
    const bool loaded = file.isEmpty() || window.openFile(file, &error);

    if (parser.isSet(screenshot)) {
        if (!loaded) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(error));
            return 1;
        }
        // A screenshot shows the battle as a player finds it: no computer
        // thinking behind it, no restore offer.
        window.show();
        // Let the window lay itself out and paint before taking the picture.
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        ui::Settings::setSessionOpen(false);
        const QString out = parser.value(screenshot);
        if (!window.grab().save(out)) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(Tr::tr("cannot write %1").arg(out)));
            return 1;
        }
        return 0;
    }

    window.show();
    window.activateWindow();
    if (!loaded)
        QMessageBox::critical(&window, Tr::tr("Cannot open the file"), error);
    else if (files.isEmpty())
        window.offerRestore();
    return app.exec();
}
