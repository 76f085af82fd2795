// hardtack-cli replay SAVE [--json]: re-simulates a save from the scenario it
// started from, its seed and its orders, and compares the event logs
// (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"

#include "core/battle.h"
#include "core/rules/replay.h"

#include <QCoreApplication>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int cmdReplay(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("replay"), rawArgs, {}, {QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("replay: give exactly one save (usage: hardtack-cli replay SAVE [--json])"));
    const QString file = args->positional().first();
    LoadError le;
    const auto saved = readBattle(file, &le);
    if (!saved)
        return fail(le.text());
    if (saved->initial.units.isEmpty())
        return fail(Tr::tr("%1: $.start: this save does not record the scenario it started from").arg(file));

    const ReplayResult r = replayBattle(*saved);
    if (args->flag(QStringLiteral("json"))) {
        QJsonObject out{{QStringLiteral("ok"), r.ok},
                        {QStringLiteral("orders"), r.ordersApplied},
                        {QStringLiteral("events"), r.events},
                        {QStringLiteral("logHash"), r.logHash}};
        if (!r.ok) {
            out.insert(QStringLiteral("firstDifference"), r.firstDifference);
            if (r.refusedOrder >= 0)
                out.insert(QStringLiteral("refusedOrder"), r.refusedOrder);
            out.insert(QStringLiteral("where"), r.where());
        }
        printJson(out);
    } else if (r.ok) {
        printLine(Tr::tr("%1: replayed %2 orders, %3 events, identical (log hash %4)")
                      .arg(file).arg(r.ordersApplied).arg(r.events).arg(r.logHash));
    } else {
        printLine(Tr::tr("%1: %2: the save differs from the re-simulation of its orders").arg(file, r.where()));
    }
    return r.ok ? 0 : 1;
}

} // namespace hardtack::cli
