// hardtack-cli: plays, simulates and checks everything headless (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

using namespace hardtack::cli;

namespace {

struct Command
{
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
};

// One row per subcommand.
const Command kCommands[] = {
    {"validate", cmdValidate, "validate FILE...  check any Hardtack file"},
    {"score", cmdScore, "score EVENTS [--json] [--explain]  apply campaign events to the victory scores"},
};

void usage(FILE *to)
{
    std::fprintf(to, "usage: hardtack-cli COMMAND [ARGS...]\n\ncommands:\n");
    for (const Command &c : kCommands)
        std::fprintf(to, "  %s\n", c.summary);
    std::fprintf(to, "\nSee docs/CLI.md for every option and output.\n");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hardtack-cli"));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        usage(stderr);
        return 1;
    }
    const QString name = args.takeFirst();
    if (name == QLatin1String("--help") || name == QLatin1String("help")) {
        usage(stdout);
        return 0;
    }
    for (const Command &c : kCommands)
        if (name == QLatin1String(c.name))
            return c.run(args);
    fail(QStringLiteral("unknown command \"%1\"").arg(name.left(40)));
    usage(stderr);
    return 1;
}
