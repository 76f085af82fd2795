// hardtack-cli view SCENARIO|SAVE --side union|confederate [--json]: what a
// side sees at the file's current moment (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"
#include "gamefile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int cmdView(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("view"), rawArgs, {QStringLiteral("side")}, {QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1 || !args->has(QStringLiteral("side")))
        return fail(Tr::tr("view: give one scenario or save and a side (usage: hardtack-cli view FILE --side "
                           "union|confederate [--json])"));
    const QString sideArg = args->value(QStringLiteral("side"));
    if (!sideNames().contains(sideArg))
        return fail(Tr::tr("view: --side must be union or confederate, not \"%1\"").arg(sideArg.left(40)));
    const Side side = Side(sideNames().indexOf(sideArg));
    auto game = loadGameFile(args->positional().first(), &error);
    if (!game)
        return fail(error);
    const SideView v = game->view(side);
    QStringList ghosts;
    for (const Ghost &g : v.ghosts)
        ghosts.append(g.unit);
    if (args->flag(QStringLiteral("json"))) {
        printJson(QJsonObject{{QStringLiteral("side"), sideName(side)},
                              {QStringLiteral("turn"), v.turn},
                              {QStringLiteral("phase"), phaseName(v.phase)},
                              {QStringLiteral("night"), v.night},
                              {QStringLiteral("visibleEnemies"), QJsonArray::fromStringList(v.visibleEnemies)},
                              {QStringLiteral("ghosts"), QJsonArray::fromStringList(ghosts)}});
        return 0;
    }
    printLine(Tr::tr("%1 at turn %2, %3%4").arg(sideName(side)).arg(v.turn).arg(phaseName(v.phase),
                                                                          v.night ? Tr::tr(" (night)") : QString()));
    printLine(Tr::tr("sees: %1").arg(v.visibleEnemies.isEmpty() ? Tr::tr("no enemy unit") : v.visibleEnemies.join(QStringLiteral(", "))));
    for (const Ghost &g : v.ghosts)
        printLine(Tr::tr("last saw %1 at %2 on turn %3").arg(g.unit, g.hex.toString()).arg(g.turn));
    return 0;
}

} // namespace hardtack::cli
