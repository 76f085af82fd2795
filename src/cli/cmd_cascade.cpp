// hardtack-cli cascade SCENARIO --unit ID [--phase P] [--night] [--rout-limiting]
//                      --trials N --seed S [--json]
// hardtack-cli cascade DEMO --lab [--compare] [--trials N] [--seed S] [--json]
// Forces unit ID to rout and resolves the rout cascade (RULES §10) N times,
// trial i on a fresh copy of the scenario with Rng(S + i) (docs/CLI.md).

#include "cliargs.h"
#include "commands.h"

#include "core/morale/labsetup.h"
#include "core/morale/morale.h"
#include "core/morale/trials.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <limits>

namespace hardtack::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

int cmdCascade(const QStringList &rawArgs)
{
    const QString cmd = QStringLiteral("cascade");
    QString error;
    const auto args = Args::parse(cmd, rawArgs,
                                  {QStringLiteral("unit"), QStringLiteral("phase"), QStringLiteral("trials"),
                                   QStringLiteral("seed")},
                                  {QStringLiteral("night"), QStringLiteral("rout-limiting"), QStringLiteral("json"),
                                   QStringLiteral("lab"), QStringLiteral("compare")},
                                  &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("cascade: give exactly one scenario file (usage: hardtack-cli cascade SCENARIO --unit ID "
                           "[--phase P] [--night] [--rout-limiting] --trials N --seed S [--json])"));
    const bool fromLab = args->flag(QStringLiteral("lab"));
    if (args->flag(QStringLiteral("compare")) && !fromLab)
        return fail(Tr::tr("cascade: --compare needs --lab"));
    if (fromLab) {
        for (const char *option : {"unit", "phase", "night", "rout-limiting"})
            if (args->has(QString::fromLatin1(option)) || args->flag(QString::fromLatin1(option)))
                return fail(Tr::tr("cascade: --lab takes the unit, phase, night and Rout Limiting from the file's "
                                   "\"lab\" member: leave out --%1")
                                .arg(QString::fromLatin1(option)));
    } else if (!args->has(QStringLiteral("unit"))) {
        return fail(Tr::tr("cascade: --unit ID is required"));
    }
    const QString phaseText = args->value(QStringLiteral("phase"), QStringLiteral("offensive-fire"));
    const int phase = int(phaseNames().indexOf(phaseText));
    if (phase < 0)
        return fail(Tr::tr("cascade: --phase must be one of %1, not \"%2\"")
                        .arg(phaseNames().join(QStringLiteral(", ")), phaseText.left(40)));

    LoadError le;
    std::optional<Scenario> loaded = loadScenario(args->positional().first(), &le);
    if (!loaded)
        return fail(le.text());
    Scenario base = std::move(*loaded);
    MoraleSituation sit;
    int trigger = -1;
    qint64 defaultTrials = 1, defaultSeed = 0;
    QString id = args->value(QStringLiteral("unit"));
    if (fromLab) {
        // The Cascade Lab's setup of a demo file (FORMATS.md, "Lab demo").
        if (!base.lab)
            return fail(Tr::tr("cascade: %1 has no \"lab\" member").arg(args->positional().first()));
        const bool compare = args->flag(QStringLiteral("compare"));
        if (compare && !base.lab->compare)
            return fail(Tr::tr("cascade: the \"lab\" member of %1 has no \"compare\"").arg(args->positional().first()));
        LabSetup setup = labSetup(base, compare);
        base = std::move(setup.scenario);
        sit = setup.situation;
        trigger = setup.trigger;
        id = base.lab->trigger;
        defaultTrials = setup.trials;
        defaultSeed = qint64(setup.seed);
    } else {
        trigger = base.unitIndex(id);
        if (trigger < 0)
            return fail(Tr::tr("cascade: %1 has no unit with the id \"%2\"").arg(args->positional().first(), id.left(60)));
        if (!base.units.at(trigger).onMap)
            return fail(Tr::tr("cascade: unit \"%1\" is not on the map").arg(id.left(60)));
        sit.phase = Phase(phase);
        sit.night = args->flag(QStringLiteral("night"));
        // The scenario's own optional rule applies too: the Lab mirrors the battle.
        sit.routLimiting = args->flag(QStringLiteral("rout-limiting")) || base.rules.routLimiting;
    }
    // Capped by the battle's size so that it finishes within a minute.
    const qint64 maxTrials = maxMoraleTrials(base.units.size());
    const auto trials = args->integer(QStringLiteral("trials"), std::min(defaultTrials, maxTrials), 1, maxTrials, &error);
    if (!trials)
        return fail(error);
    const auto seed = args->seed(QStringLiteral("seed"), quint64(defaultSeed), &error);
    if (!seed)
        return fail(error);
    if (!seedRangeFits(QStringLiteral("cascade"), *seed, *trials, &error))
        return fail(error);

    // The forced rout and the trials: the Lab's loop (core/morale/trials.h).
    const CascadeTrials result = runCascadeTrials(base, sit, {trigger}, *trials, quint64(*seed));
    const QMap<int, CascadeUnitCounts> &stats = result.units;
    const QMap<int, qint64> &histogram = result.histogram;
    const double mean = result.meanSize;

    if (args->flag(QStringLiteral("json"))) {
        QJsonObject units;
        for (auto it = stats.cbegin(); it != stats.cend(); ++it)
            units.insert(base.units.at(it.key()).id,
                         QJsonObject{{QStringLiteral("morale"), it->morale},
                                     {QStringLiteral("checked"), it->checked},
                                     {QStringLiteral("failed"), it->failed},
                                     {QStringLiteral("routed"), it->routed},
                                     {QStringLiteral("disrupted"), it->disrupted},
                                     {QStringLiteral("stragglers"), it->stragglers}});
        QJsonObject hist;
        for (auto it = histogram.cbegin(); it != histogram.cend(); ++it)
            hist.insert(QString::number(it.key()), it.value());
        printJson(QJsonObject{{QStringLiteral("trials"), *trials},
                              {QStringLiteral("seed"), seedToJson(*seed)},
                              {QStringLiteral("trigger"), id},
                              {QStringLiteral("units"), units},
                              {QStringLiteral("size"),
                               QJsonObject{{QStringLiteral("mean"), mean}, {QStringLiteral("histogram"), hist}}}});
        return 0;
    }

    printLine(Tr::tr("Rout cascade from %1 (%2%3%4): %5 trials, seeds %6 to %7")
                  .arg(id, phaseName(sit.phase), sit.night ? Tr::tr(", night") : QString(),
                       sit.routLimiting ? Tr::tr(", rout limiting") : QString(), QString::number(*trials),
                       QString::number(*seed), QString::number(quint64(*seed) + quint64(*trials) - 1)));
    // Units in unit id order.
    QVector<int> order = stats.keys().toVector();
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return QString::compare(base.units.at(a).id, base.units.at(b).id) < 0; });
    const auto row = [](const QStringList &cells) {
        static const int widths[] = {-16, 7, 9, 9, 9, 10, 11};
        QString line;
        for (int i = 0; i < cells.size(); ++i)
            line += (i ? QStringLiteral(" ") : QString())
                    + (widths[i] < 0 ? cells.at(i).leftJustified(-widths[i]) : cells.at(i).rightJustified(widths[i]));
        return line;
    };
    printLine(row({Tr::tr("unit"), Tr::tr("morale"), Tr::tr("checked"), Tr::tr("failed"), Tr::tr("routed"),
                   Tr::tr("disrupted"), Tr::tr("stragglers")}));
    for (int u : order) {
        const CascadeUnitCounts &st = stats.value(u);
        printLine(row({base.units.at(u).id, QString::number(st.morale), QString::number(st.checked),
                       QString::number(st.failed), QString::number(st.routed), QString::number(st.disrupted),
                       QString::number(st.stragglers)}));
    }
    if (order.isEmpty())
        printLine(Tr::tr("No friendly unit stands in or next to its hex: nobody checks."));
    QStringList bins;
    for (auto it = histogram.cbegin(); it != histogram.cend(); ++it)
        bins << Tr::tr("%1 failed: %2").arg(QString::number(it.key()), QString::number(it.value()));
    printLine(Tr::tr("Cascade size (units that failed): mean %1; %2")
                  .arg(QString::number(mean, 'f', 3), bins.join(QStringLiteral(", "))));
    return 0;
}

} // namespace hardtack::cli
