// hardtack [FILE] [--lang de|fr] [--union human|computer|easy|normal|hard] [--confederate …]
//          [--seed N] [--screenshot OUT.png]: the game.
// hardtack --net-host PORT --net-password PW [--net-side S] [--net-computer] [SCENARIO]
// hardtack --net-join HOST:PORT --net-password PW [--net-computer]: a network
// game from the start (docs/GAME.md "Network play").
// hardtack --naval BATTLE [--resolve --seed S] [--screenshot OUT.png]: the
// naval-battle dialog alone (docs/GAME.md "Naval battles").
// hardtack --lab [FILE] [--unit ID] [--phase P] [--night] [--rout-limiting]
//          [--seed S] [--step K | --monte-carlo N] [--screenshot OUT.png]: the Cascade Lab
// (docs/GAME.md "Cascade Lab").
// hardtack --editor [FILE] [--screenshot OUT.png]: the scenario and map
// editor on FILE (a scenario or a map) or a new map (docs/EDITOR.md).

#include "datadirs.h"
#include "mainwindow.h"

#include "campaign/campaignfile.h"
#include "core/jsonio.h"
#include "naval/navalfile.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/mapitem.h"
#include "ui/battle/networkgame.h"
#include "ui/campaign/campaignmode.h"
#include "ui/common/settings.h"
#include "ui/editor/editorwindow.h"
#include "ui/lab/labmode.h"
#include "ui/naval/navalbattlewidget.h"
#include "ui/naval/navalmode.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>
#include <cstring>

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

// Lets the window lay itself out and paint (with the map's tiles, which come
// from worker threads), then saves its picture: 0, or 1 with the error printed.
int saveShot(QWidget &window, const QString &file)
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    ui::MapItem::waitUntilSharp();
    if (!window.grab().save(file)) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(Tr::tr("cannot write %1").arg(file)));
        return 1;
    }
    return 0;
}

// The window on a naval battle (--naval); with --screenshot, its picture.
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
    // The naval mode in the main window.
    app::MainWindow window;
    auto *mode = new ui::NavalMode(*battle);
    window.addMode(mode);
    ui::NavalBattleWidget &dialog = *mode->battleWidget();
    if (!seedText.isEmpty() || !shot.isEmpty())
        dialog.setSeed(seed);
    if (resolve) {
        dialog.resolveNow();
        dialog.showStep(dialog.stepCount());
    }
    window.show();
    if (shot.isEmpty())
        return QApplication::exec();
    return saveShot(window, shot);
}

struct LabArgs
{
    QString file, unit, phase, seed, step, shot, monteCarlo;
    bool night = false, routLimiting = false;
};

bool labError(const QString &text)
{
    std::fprintf(stderr, "hardtack: %s\n", qPrintable(text));
    return false;
}

// Reads the Lab's options into the window; false (message printed) on bad input.
bool applyLabArgs(ui::LabMode &lab, const LabArgs &a, int *step)
{
    ui::LabOptions o = lab.session()->options();
    if (!a.phase.isEmpty()) {
        const int p = int(phaseNames().indexOf(a.phase));
        if (p < 0)
            return labError(Tr::tr("--phase must be one of %1, not \"%2\"")
                                .arg(phaseNames().join(QStringLiteral(", ")), a.phase.left(40)));
        o.phase = Phase(p);
    }
    o.night = o.night || a.night;
    o.routLimiting = o.routLimiting || a.routLimiting;
    bool ok = true;
    if (!a.seed.isEmpty()) {
        const qulonglong seed = a.seed.toULongLong(&ok);
        if (!ok || seed > 999999999)
            return labError(Tr::tr("--seed: \"%1\" is not a whole number from 0 to 999999999").arg(a.seed.left(40)));
        o.seed = seed;
    }
    if (!a.monteCarlo.isEmpty()) {
        const qlonglong n = a.monteCarlo.toLongLong(&ok);
        if (!ok || n < 1 || n > 100000000)
            return labError(Tr::tr("--monte-carlo: \"%1\" is not a whole number from 1 to 100000000")
                                .arg(a.monteCarlo.left(40)));
    }
    *step = 0;
    if (!a.step.isEmpty()) {
        *step = a.step.toInt(&ok);
        if (!ok || *step < 0)
            return labError(Tr::tr("--step: \"%1\" is not a whole number from 0 up").arg(a.step.left(40)));
    }
    if (!a.unit.isEmpty()) {
        const Unit *u = lab.session()->sandbox().unit(a.unit);
        if (!u)
            return labError(Tr::tr("--unit: %1 has no unit with the id \"%2\"").arg(a.file, a.unit.left(60)));
        if (!u->onMap)
            return labError(Tr::tr("--unit: unit \"%1\" is not on the map").arg(a.unit.left(60)));
        o.trigger = a.unit;
    }
    lab.session()->setOptions(o);
    return true;
}

// The Cascade Lab on its own (--lab); with --screenshot, its picture after
// K checks of the cascade.
int runLab(const LabArgs &a)
{
    // The Lab mode in the main window, over an empty battle.
    app::MainWindow window;
    auto *labMode = new ui::LabMode;
    ui::LabMode &lab = *labMode;
    QString error;
    const QString file = a.file.isEmpty() ? app::defaultScenario() : a.file;
    if (file.isEmpty() || !lab.openFile(file, &error)) {
        delete labMode;
        std::fprintf(stderr, "hardtack: %s\n",
                     qPrintable(file.isEmpty() ? Tr::tr("--lab: no scenario given and none found") : error));
        return 1;
    }
    int step = 0;
    if (!applyLabArgs(lab, a, &step)) {
        delete labMode;
        return 1;
    }
    window.addMode(labMode);
    if (!a.shot.isEmpty())
        window.resize(1600, 960); // the Lab's picture has room for its docks
    window.show();
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    lab.frameCascade();
    if (!a.monteCarlo.isEmpty()) {
        // The heat map of N trials (the Monte Carlo page), run to the end.
        if (lab.session()->options().trigger.isEmpty()) {
            std::fprintf(stderr, "hardtack: %s\n",
                         qPrintable(Tr::tr("--monte-carlo: no unit to rout (give --unit or a demo file)")));
            return 1;
        }
        if (a.shot.isEmpty()) {
            lab.showMonteCarlo(a.monteCarlo.toLongLong());
            return QApplication::exec();
        }
        lab.runMonteCarloAndWait(a.monteCarlo.toLongLong());
        return saveShot(window, a.shot);
    }
    if (a.shot.isEmpty()) {
        if (step > 0)
            lab.session()->setStep(step);
        else
            lab.play();
        return QApplication::exec();
    }
    lab.session()->setStep(step); // beyond the last check: the end
    lab.frameCascade();           // what has been played so far
    if (const int shown = lab.session()->step(); shown > 0)
        lab.selectUnit(lab.session()->checks().at(shown - 1).unit);
    return saveShot(window, a.shot);
}

// A campaign file or a campaign save opens the window on the campaign (docs/GAME.md
// "Campaign"); with --screenshot, its picture.
int runCampaign(const QString &file, const ui::BattleSetup &setup, bool seedSet, const QString &shot)
{
    // The campaign mode in the main window, over an empty battle.
    app::MainWindow window;
    ui::CampaignMode *campaign = window.campaign();
    for (Side s : {Side::Union, Side::Confederate})
        campaign->setController(s, setup.control[int(s)]);
    QString error;
    if (!campaign->open(file, seedSet ? setup.seed : 1861, &error)) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(error));
        return 1;
    }
    if (!shot.isEmpty())
        window.resize(1400, 900); // as the battle's picture, whatever the screen
    window.show();
    if (!shot.isEmpty())
        return saveShot(window, shot);
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

// X11's -geometry WxH+X+Y (Qt's own option) places the first window: it then
// opens there, not maximized (two windows side by side on one screen).
static bool s_geometryGiven = false;
static void keepGivenGeometry(QWidget &window)
{
    if (s_geometryGiven)
        window.setWindowState(Qt::WindowNoState);
}

// A network game from the command line (--net-host / --net-join): the
// window opens with the chat dock and waits for its opponent.
static int runNetwork(const QCommandLineParser &parser, const QCommandLineOption &host, const QCommandLineOption &join,
               const QCommandLineOption &password, const QCommandLineOption &side, const QCommandLineOption &computer,
               const QString &file)
{
    const auto fail = [](const QString &what) {
        std::fprintf(stderr, "hardtack: %s\n", qPrintable(what));
        return 1;
    };
    if (parser.isSet(host) && parser.isSet(join))
        return fail(Tr::tr("--net-host and --net-join: choose one"));
    if (!parser.isSet(password) || parser.value(password).isEmpty())
        return fail(Tr::tr("--net-password: a network game needs its game password"));
    const auto portOf = [](const QString &text, quint16 *port) {
        bool ok = false;
        const uint p = text.toUInt(&ok);
        if (!ok || p > 65535)
            return false;
        *port = quint16(p);
        return true;
    };
    const ui::Controller who = parser.isSet(computer) ? ui::Controller::Computer : ui::Controller::Human;
    app::MainWindow window;
    keepGivenGeometry(window);
    if (parser.isSet(host)) {
        quint16 port = 0;
        if (!portOf(parser.value(host), &port))
            return fail(Tr::tr("--net-host: expected a port from 0 to 65535, not \"%1\"").arg(parser.value(host)));
        Side s = Side::Union;
        if (parser.isSet(side)) {
            const QString v = parser.value(side);
            if (v != QLatin1String("union") && v != QLatin1String("confederate"))
                return fail(Tr::tr("--net-side: expected union or confederate, not \"%1\"").arg(v));
            s = v == QLatin1String("union") ? Side::Union : Side::Confederate;
        }
        const QString scenario = file.isEmpty() ? app::defaultScenario() : file;
        QString error;
        if (scenario.isEmpty())
            return fail(Tr::tr("--net-host: no scenario to host"));
        if (!window.hostNetworkGame(scenario, int(s), who, port, parser.value(password), &error))
            return fail(error);
    } else {
        const QString target = parser.value(join);
        const int colon = target.lastIndexOf(QLatin1Char(':'));
        quint16 port = 0;
        if (colon <= 0 || !portOf(target.mid(colon + 1), &port) || port == 0)
            return fail(Tr::tr("--net-join: expected HOST:PORT, not \"%1\"").arg(target));
        if (!file.isEmpty())
            return fail(Tr::tr("--net-join: the battle comes from the host; give no file"));
        window.joinNetworkGame(target.left(colon), port, parser.value(password), who);
    }
    ui::Settings::setSessionOpen(false);
    window.show();
    window.activateWindow();
    return QApplication::exec();
}

int main(int argc, char **argv)
{
    // --version answers before the application object exists, so it needs no
    // display (packaging scripts run it headless); --help still needs one.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("Hardtack %s\n", HARDTACK_VERSION);
            return 0;
        }
    }
    QElapsedTimer sinceStart; // --first-frame
    sinceStart.start();
    for (int i = 1; i < argc; ++i)
        s_geometryGiven = s_geometryGiven || !std::strcmp(argv[i], "-geometry") || !std::strcmp(argv[i], "--geometry");
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
                                       QStringLiteral("Who commands the Union: human, or computer (easy, normal or hard; computer is normal) (default human)."),
                                       QStringLiteral("WHO"));
    const QCommandLineOption confSide(QStringLiteral("confederate"),
                                      QStringLiteral("Who commands the Confederacy: human, or computer (easy, normal or hard; computer is normal) (default computer)."),
                                      QStringLiteral("WHO"));
    const QCommandLineOption naval(QStringLiteral("naval"), QStringLiteral("Open the naval battle in FILE."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption resolve(QStringLiteral("resolve"),
                                     QStringLiteral("With --naval: resolve with the file's orders and show the end."));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The seed of the dice: of a new battle (default 1), or with --naval."),
                                  QStringLiteral("S"));
    const QCommandLineOption lab(QStringLiteral("lab"), QStringLiteral("Open FILE (or the default scenario) in the Cascade Lab."));
    const QCommandLineOption labUnit(QStringLiteral("unit"), QStringLiteral("With --lab: the unit forced to rout."),
                                     QStringLiteral("ID"));
    const QCommandLineOption labPhase(QStringLiteral("phase"),
                                      QStringLiteral("With --lab: the phase of the checks (default offensive-fire)."),
                                      QStringLiteral("P"));
    const QCommandLineOption labNight(QStringLiteral("night"), QStringLiteral("With --lab: the checks are at night."));
    const QCommandLineOption labLimiting(QStringLiteral("rout-limiting"),
                                         QStringLiteral("With --lab: the optional Rout Limiting rule."));
    const QCommandLineOption labStep(QStringLiteral("step"),
                                     QStringLiteral("With --lab: show the cascade after K checks."), QStringLiteral("K"));
    parser.addOption(lang);
    parser.addOption(lab);
    const QCommandLineOption editor(QStringLiteral("editor"),
                                    QStringLiteral("Open FILE (a scenario or a map), or a new map, in the scenario editor."));
    parser.addOption(editor);
    parser.addOption(labUnit);
    parser.addOption(labPhase);
    parser.addOption(labNight);
    parser.addOption(labLimiting);
    const QCommandLineOption labMonteCarlo(QStringLiteral("monte-carlo"),
                                           QStringLiteral("With --lab: the odds page, N forced routs (with --screenshot: run them first)."),
                                           QStringLiteral("N"));
    parser.addOption(labStep);
    parser.addOption(labMonteCarlo);
    parser.addOption(unionSide);
    parser.addOption(confSide);
    const QCommandLineOption firstFrame(QStringLiteral("first-frame"),
                                        QStringLiteral("Quit at the first frame that shows the map, printing the milliseconds since start (the start-up benchmark); with --screenshot, save that frame."));
    parser.addOption(screenshot);
    parser.addOption(firstFrame);
    parser.addOption(naval);
    parser.addOption(resolve);
    parser.addOption(seed);
    const QCommandLineOption netHost(QStringLiteral("net-host"),
                                     QStringLiteral("Host a network game of FILE (or the default scenario) on PORT."),
                                     QStringLiteral("PORT"));
    const QCommandLineOption netJoin(QStringLiteral("net-join"), QStringLiteral("Join the network game at HOST:PORT."),
                                     QStringLiteral("HOST:PORT"));
    const QCommandLineOption netPassword(QStringLiteral("net-password"),
                                         QStringLiteral("With --net-host or --net-join: the game password."), QStringLiteral("PW"));
    const QCommandLineOption netSide(QStringLiteral("net-side"),
                                     QStringLiteral("With --net-host: the side this window commands, union or confederate (default union)."),
                                     QStringLiteral("S"));
    const QCommandLineOption netComputer(QStringLiteral("net-computer"),
                                         QStringLiteral("With --net-host or --net-join: the computer gives this window's orders."));
    parser.addOption(netHost);
    parser.addOption(netJoin);
    parser.addOption(netPassword);
    parser.addOption(netSide);
    parser.addOption(netComputer);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario, saved battle, campaign or saved campaign."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);
    installTranslations(app, parser.isSet(lang) ? parser.value(lang) : ui::Settings::language());

    if (parser.isSet(naval))
        return runNaval(parser.value(naval), parser.isSet(resolve), parser.value(seed), parser.value(screenshot));

    if (parser.isSet(editor)) {
        QString error;
        const QString file = parser.positionalArguments().value(0);
        ui::EditorWindow *w = app::MainWindow::openEditor(file, &error);
        if (!w) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(error));
            return 1;
        }
        keepGivenGeometry(*w);
        if (parser.isSet(screenshot))
            return saveShot(*w, parser.value(screenshot));
        return QApplication::exec();
    }
    if (parser.isSet(lab)) {
        LabArgs a;
        a.file = parser.positionalArguments().value(0);
        a.unit = parser.value(labUnit);
        a.phase = parser.value(labPhase);
        a.seed = parser.value(seed);
        a.step = parser.value(labStep);
        a.monteCarlo = parser.value(labMonteCarlo);
        a.shot = parser.value(screenshot);
        a.night = parser.isSet(labNight);
        a.routLimiting = parser.isSet(labLimiting);
        return runLab(a);
    }

    ui::BattleSetup setup;
    const QCommandLineOption *sideOptions[2] = {&unionSide, &confSide};
    for (int s = 0; s < 2; ++s) {
        if (!parser.isSet(*sideOptions[s]))
            continue;
        const QString who = parser.value(*sideOptions[s]);
        // "computer" leaves the level as it is (Normal); easy, normal and hard
        // name it (the New battle dialog's Computer box), for both sides.
        static const QHash<QString, ui::ComputerLevel> levels{{QStringLiteral("easy"), ui::ComputerLevel::Easy},
                                                              {QStringLiteral("normal"), ui::ComputerLevel::Normal},
                                                              {QStringLiteral("hard"), ui::ComputerLevel::Hard}};
        const bool human = who == QLatin1String("human");
        if (!human && who != QLatin1String("computer") && !levels.contains(who)) {
            std::fprintf(stderr, "hardtack: --%s: expected human, computer, easy, normal or hard, not \"%s\"\n",
                         s == 0 ? "union" : "confederate", qPrintable(who));
            return 1;
        }
        setup.control[s] = human ? ui::Controller::Human : ui::Controller::Computer;
        if (const auto level = levels.constFind(who); level != levels.cend())
            setup.level = *level;
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

    if (parser.isSet(netHost) || parser.isSet(netJoin))
        return runNetwork(parser, netHost, netJoin, netPassword, netSide, netComputer, files.value(0));

    app::MainWindow window;
    keepGivenGeometry(window);
    window.battle()->setDefaultSetup(setup);
    const QString file = files.isEmpty() ? app::defaultScenario() : files.first();
    QString error;
    // A turn file asks for its reader's password over the shown window (and
    // not at all without a player).
    LoadError peekError;
    const bool turnFile = !file.isEmpty() && peekFormat(file, &peekError) == QLatin1String("hardtack-turn");
    if (turnFile && (parser.isSet(screenshot) || parser.isSet(firstFrame))) {
        std::fprintf(stderr, "hardtack: %s\n",
                     qPrintable(Tr::tr("%1: a turn file opens in the window, with its reader's password").arg(file)));
        return 1;
    }
    const bool loaded = file.isEmpty() || turnFile || window.openFile(file, &error);

    if (parser.isSet(screenshot) || parser.isSet(firstFrame)) {
        if (!loaded) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(error));
            return 1;
        }
        // --first-frame leaves straight away: the workers are still drawing
        // the tiles around the view, and its benchmark is about the first
        // frame, not the exit.
        const bool quick = parser.isSet(firstFrame);
        const auto leave = [quick](int code) {
            if (quick) {
                std::fflush(stdout);
                std::_Exit(code);
            }
            return code;
        };
        // The battle as a player finds it: no computer thinking behind it,
        // no restore offer.
        ui::Settings::setSessionOpen(false);
        window.show();
        if (quick) {
            // The window laid out and painted with the map drawn (its
            // tiles, or the overview they replace).
            if (!ui::MapItem::waitUntilMapShown()) {
                std::fprintf(stderr, "hardtack: the map was not drawn within 10 s\n");
                return leave(1);
            }
            std::printf("%lld\n", static_cast<long long>(sinceStart.elapsed()));
        } else {
            // Let the window lay itself out and paint before taking the picture.
            for (int i = 0; i < 5; ++i)
                QApplication::processEvents();
            ui::MapItem::waitUntilSharp(); // the map's tiles come from worker threads
        }
        // With --first-frame, that frame's picture (after the time is taken).
        const QString out = parser.value(screenshot);
        if (!out.isEmpty() && !window.grab().save(out)) {
            std::fprintf(stderr, "hardtack: %s\n", qPrintable(Tr::tr("cannot write %1").arg(out)));
            return leave(1);
        }
        return leave(0);
    }

    window.show();
    window.activateWindow();
    if (turnFile)
        window.openFile(file, &error); // it says itself what it found
    else if (!loaded)
        QMessageBox::critical(&window, Tr::tr("Cannot open the file"), error);
    else if (files.isEmpty())
        window.offerRestore();
    // A new battle starts with its briefing; a saved one (or a turn file) goes straight on.
    if (loaded && !turnFile && !file.isEmpty() && window.battle()->fileName().isEmpty())
        window.showBriefing();
    return app.exec();
}
