// hardtack-cli: plays, simulates and checks everything headless (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"

#include "core/jsonio.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace hardtack::cli;

namespace {

struct Command
{
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
    bool gui = false; // draws: needs a QGuiApplication (fonts, images), run headless
};

// One row per subcommand.
const Command kCommands[] = {
    {"validate", cmdValidate, "validate FILE...  check any Hardtack file"},
    {"cascade", cmdCascade, "cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting] --trials N --seed S [--json] | DEMO --lab [--compare]  rout-cascade statistics"},
    {"rally", cmdRally, "rally SCENARIO --unit ID [--night] --trials N --seed S [--json]  rally-check statistics"},
    {"odds", cmdOdds, "odds SCENARIO|SAVE --fire|--melee --by ID[,ID...] --at C,R [--json]  exact odds of a proposed fire or melee"},
    {"render", cmdRender, "render MAP_OR_SCENARIO --out PNG [--hex-width PX] [--json]  draw the whole map (and units) to a PNG", true},
    {"naval", cmdNaval, "naval BATTLE --seed S [--trials N] [--json] [--events]  resolve a naval battle"},
    {"play", cmdPlay, "play SCENARIO --union ai|hard|greedy|scripted|passive --confederate ai|hard|greedy|scripted|passive --seed N [--turns K] [--save FILE] [--json]  play a battle headless"},
    {"turn", cmdTurn, "turn play FROM --player P --out FILE [--password PW] | turn verify FILE... [--password PW]  play by e-mail: play a stretch into a turn file, verify turn files"},
    {"net", cmdNet, "net SCENARIO --host PORT | net --join HOST:PORT, --side S --player P --password PW [--seed-nonce N]  play one side of a network game headless"},
    {"replay", cmdReplay, "replay SAVE [--json]  re-simulate a save from its start, seed and orders and compare the logs"},
    {"view", cmdView, "view SCENARIO|SAVE --side union|confederate [--json]  what a side sees at the file's moment"},
    {"narrate", cmdNarrate, "narrate SAVE [--lang en|de|fr] [--explain]  the save's event log in words"},
    {"score", cmdScore, "score EVENTS [--json] [--explain]  apply campaign events to the victory scores"},
    {"campaign", cmdCampaign, "campaign FILE --union ai|passive --confederate ai|passive --seed N [--json]  play a whole war headless"},
};

void usage(FILE *to)
{
    std::fprintf(to, "usage: hardtack-cli COMMAND [ARGS...]\n\ncommands:\n");
    for (const Command &c : kCommands)
        std::fprintf(to, "  %s\n", c.summary);
    std::fprintf(to, "\n\"hardtack-cli COMMAND --help\" shows one command's usage; docs/CLI.md tells every option and output.\n");
}

// One command's usage: its synopsis, what it does, where its options are told.
void commandUsage(const Command &c, FILE *to)
{
    const QString summary = QString::fromUtf8(c.summary);
    const qsizetype gap = summary.indexOf(QLatin1String("  "));
    const QString synopsis = gap < 0 ? summary : summary.left(gap);
    QString what = gap < 0 ? QString() : summary.mid(gap).trimmed();
    if (!what.isEmpty())
        what[0] = what.at(0).toUpper();
    std::fprintf(to, "usage: hardtack-cli %s\n", synopsis.toLocal8Bit().constData());
    if (!what.isEmpty())
        std::fprintf(to, "\n%s.\n", what.toLocal8Bit().constData());
    std::fprintf(to, "\nEvery option and output: docs/CLI.md, \"%s\".\n", c.name);
}

const Command *findCommand(const char *name)
{
    for (const Command &c : kCommands)
        if (std::strcmp(c.name, name) == 0)
            return &c;
    return nullptr;
}

} // namespace

// Qt's own chatter ("QStandardPaths: XDG_RUNTIME_DIR not set…") must not
// come before a refusal on stderr (issue 28): debug, info and warning
// messages are dropped unless HARDTACK_QT_MESSAGES is set; critical and
// fatal ones still print.
static void quietQt(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || type == QtWarningMsg)
        return;
    std::fprintf(stderr, "%s\n", qPrintable(message));
    if (type == QtFatalMsg)
        std::abort();
}

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("HARDTACK_QT_MESSAGES"))
        qInstallMessageHandler(quietQt);
    // The application object must exist before anything else, so the command
    // is looked up in argv first: drawing commands get a QGuiApplication on
    // the offscreen platform (no display needed), all others a QCoreApplication.
    const Command *command = argc > 1 ? findCommand(argv[1]) : nullptr;
    std::unique_ptr<QCoreApplication> app;
    if (command && command->gui) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("hardtack-cli"));
    // The arguments as the system spells them (issue 28): a file name that is
    // not UTF-8 keeps its bytes (decodeFileName, core/jsonio.h) and opens.
#ifdef Q_OS_UNIX
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(hardtack::decodeFileName(QByteArray(argv[i])));
#else
    QStringList args = QCoreApplication::arguments().mid(1);
#endif
    if (args.isEmpty()) {
        usage(stderr);
        return 1;
    }
    const QString name = args.takeFirst();
    if (name == QLatin1String("--help") || name == QLatin1String("help")) {
        usage(stdout);
        return 0;
    }
    if (name == QLatin1String("--version")) {
        std::printf("hardtack-cli %s\n", HARDTACK_VERSION);
        return 0;
    }
    for (const Command &c : kCommands) {
        if (name != QLatin1String(c.name))
            continue;
        if (wantsHelp(args)) {
            commandUsage(c, stdout);
            return 0;
        }
        return c.run(args);
    }
    fail(QStringLiteral("unknown command \"%1\"").arg(name.left(40)));
    usage(stderr);
    return 1;
}
