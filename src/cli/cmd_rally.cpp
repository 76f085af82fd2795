// hardtack-cli rally SCENARIO --unit ID [--night] --trials N --seed S [--json]
// Takes unit ID's rally check (RULES §12) N times, trial i on a fresh copy of
// the scenario with Rng(S + i); a unit not routed in the scenario is treated
// as routed for the check (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"

#include "core/morale/morale.h"
#include "core/morale/trials.h"
#include "narrator/narrator.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <limits>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int cmdRally(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("rally"), rawArgs,
                                  {QStringLiteral("unit"), QStringLiteral("trials"), QStringLiteral("seed")},
                                  {QStringLiteral("night"), QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("rally: give exactly one scenario file (usage: hardtack-cli rally SCENARIO --unit ID "
                           "[--night] --trials N --seed S [--json])"));
    if (!args->has(QStringLiteral("unit")))
        return fail(Tr::tr("rally: --unit ID is required"));
    LoadError le;
    std::optional<Scenario> loaded = loadScenario(args->positional().first(), &le);
    if (!loaded)
        return fail(le.text());
    Scenario base = std::move(*loaded);
    // Capped by the battle's size so that it finishes within a minute.
    const auto trials = args->integer(QStringLiteral("trials"), 1, 1, maxMoraleTrials(base.units.size()), &error);
    if (!trials)
        return fail(error);
    const auto seed = args->seed(QStringLiteral("seed"), quint64(0), &error);
    if (!seed)
        return fail(error);
    if (!seedRangeFits(QStringLiteral("rally"), *seed, *trials, &error))
        return fail(error);
    const QString id = args->value(QStringLiteral("unit"));
    const int index = base.unitIndex(id);
    if (index < 0)
        return fail(Tr::tr("rally: %1 has no unit with the id \"%2\"").arg(args->positional().first(), id.left(60)));
    if (!base.units.at(index).onMap)
        return fail(Tr::tr("rally: unit \"%1\" is not on the map").arg(id.left(60)));
    const bool night = args->flag(QStringLiteral("night"));

    // The unit treated as routed and the trials: core/morale/trials.h.
    const RallyTrials result = runRallyTrials(base, index, night, *trials, quint64(*seed));
    const RallyValue &value = result.value;
    const qint64 rallied = result.rallied;

    if (args->flag(QStringLiteral("json"))) {
        printJson(QJsonObject{
            {QStringLiteral("trials"), *trials},
            {QStringLiteral("seed"), seedToJson(*seed)},
            {QStringLiteral("units"),
             QJsonObject{{id, QJsonObject{{QStringLiteral("morale"), value.final}, {QStringLiteral("rallied"), rallied}}}}},
        });
        return 0;
    }
    QStringList steps;
    for (const MoraleModifier &m : value.steps)
        steps << QStringLiteral("%1%2 %3").arg(m.amount >= 0 ? QStringLiteral("+") : QString(),
                                               QString::number(m.amount), MoraleText::modifierName(m.name));
    printLine(Tr::tr("Rally checks of %1 (%2): value %3 (base %4%5), exact chance %6%")
                  .arg(id, night ? Tr::tr("night") : Tr::tr("day"), QString::number(value.final),
                       QString::number(value.base),
                       steps.isEmpty() ? QString() : QStringLiteral("; ") + steps.join(QStringLiteral(", ")),
                       QString::number(100.0 * rallyChance(value.final), 'f', 1)));
    printLine(Tr::tr("%1 trials, seeds %2 to %3: rallied %4 times (%5%)")
                  .arg(QString::number(*trials), QString::number(*seed), QString::number(quint64(*seed) + quint64(*trials) - 1),
                       QString::number(rallied), QString::number(100.0 * double(rallied) / double(*trials), 'f', 1)));
    return 0;
}

} // namespace hardtack::cli
