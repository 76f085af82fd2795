// hardtack-cli naval BATTLE --seed S [--trials N] [--json] [--events]
// [--union ai] [--confederate ai]: resolves a naval battle (RULES §16) and
// narrates it (src/narrator/naval/), or prints the JSON of PRODUCT.md; with
// --trials, also win rates and mean laurels over N seeds. The naval computer
// player (src/ai/naval/) gives the orders of a side when asked to, or when
// the file leaves them out.

#include "cliargs.h"
#include "commands.h"

#include "ai/naval/navalai.h"
#include "narrator/naval/navalnarrator.h"
#include "narrator/wordname.h"
#include "naval/navalengine.h"
#include "naval/navalfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <limits>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString key(const char *s) { return QString::fromLatin1(s); }

void narrate(const NavalBattle &battle, const NavalResolution &r)
{
    const NavalNarrator narrator(battle);
    printLine(Tr::tr("%1 (%2)").arg(battle.name, NavalNarrator::locationLabel(battle.location)));
    for (const NavalEvent &e : r.log.events())
        printLine(QStringLiteral("  ") + narrator.text(e));
    const NavalOutcome &o = r.outcome;
    printLine(o.winner ? Tr::tr("Result: the %1 side wins.").arg(NavalNarrator::sideLabel(*o.winner))
                       : r.situation.battle ? Tr::tr("Result: no winner.") : Tr::tr("Result: no battle."));
    for (int i = 0; i < battle.ships.size(); ++i) {
        const Ship &s = battle.ships.at(i);
        const ShipOutcome &so = o.ships.at(i);
        QString line = Tr::tr("  %1 (%2, %3): hull %4, propulsion %5, crew lost %6, %7")
                           .arg(wordName(s.name), shipTypeNames().at(int(s.type)), NavalNarrator::sideLabel(s.side))
                           .arg(so.hull).arg(so.propulsion).arg(so.crewLost)
                           .arg(NavalNarrator::fateLabel(so.fate));
        const QString historical = narrator.historicalFate(s.id);
        if (!historical.isEmpty())
            line += Tr::tr(" (historically %1)").arg(historical);
        printLine(line);
    }
    // The real action beside the player's (issue 21).
    if (battle.history) {
        printLine(narrator.historyText());
        printLine(QStringLiteral("  ") + narrator.historicalFatesText());
        printLine(Tr::tr("  Source: %1").arg(battle.history->source));
    }
}

} // namespace

int cmdNaval(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("naval"), rawArgs,
                                  {key("seed"), key("trials"), key("union"), key("confederate")},
                                  {key("json"), key("events")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("naval: give exactly one battle file (usage: hardtack-cli naval BATTLE --seed S "
                           "[--trials N] [--json] [--events] [--union ai] [--confederate ai])"));
    const auto seed = args->seed(key("seed"), quint64(0), &error);
    if (!seed)
        return fail(error);
    const auto trials = args->integer(key("trials"), 0, 1, 1000000, &error);
    if (!trials)
        return fail(error);
    if (!seedRangeFits(key("naval"), *seed, *trials, &error))
        return fail(error);
    std::array<bool, 2> computer{false, false};
    for (int side = 0; side < 2; ++side) {
        const QString option = sideNames().at(side);
        if (!args->has(option))
            continue;
        if (args->value(option) != QLatin1String("ai"))
            return fail(Tr::tr("naval: --%1 takes \"ai\" (the naval computer player), not \"%2\"")
                            .arg(option, args->value(option).left(40)));
        computer[side] = true;
    }

    LoadError loadError;
    auto battle = loadNavalBattle(args->positional().constFirst(), &loadError);
    if (!battle)
        return fail(loadError.text());
    // The computer gives the orders the file leaves out, and overrides a
    // side's orders when asked to (docs/AI.md).
    QJsonObject plans;
    for (int side = 0; side < 2; ++side)
        if (computer[side] || navalSideLacksOrders(*battle, Side(side))) {
            const NavalPlan plan = planNavalOrders(*battle, Side(side));
            const NavalAssessment &a = plan.assessment;
            plans.insert(sideNames().at(side), QJsonObject{{key("plan"), plan.name},
                                                           {key("advantageRange"), a.advantageRange},
                                                           {key("advantageClose"), a.advantageClose}});
            chooseNavalOrders(*battle, Side(side));
        }

    const NavalResolution r = resolveNavalBattle(*battle, quint64(*seed));
    std::optional<NavalTrials> stats;
    if (args->has(key("trials")))
        stats = runNavalTrials(*battle, quint64(*seed), int(*trials));

    if (args->flag(key("json"))) {
        QJsonObject out = resolutionToJson(*battle, r);
        if (stats) {
            const QJsonObject extra = stats->toJson();
            for (auto it = extra.begin(); it != extra.end(); ++it)
                out.insert(it.key(), it.value());
        }
        if (!plans.isEmpty())
            out.insert(key("computer"), plans);
        if (battle->history)
            out.insert(key("history"), historyToJson(*battle->history));
        if (args->flag(key("events")))
            out.insert(key("events"), r.log.toJson());
        printJson(out);
        return 0;
    }

    narrate(*battle, r);
    if (stats) {
        const double n = stats->trials;
        printLine(Tr::tr("%1 trials (seeds %2 to %3): Union wins %4%, Confederates win %5%, no winner %6%; "
                         "mean laurels Union %7, Confederate %8.")
                      .arg(stats->trials)
                      .arg(quint64(*seed))
                      .arg(quint64(*seed) + quint64(std::max(0, stats->trials - 1))) // unsigned: never wraps
                      .arg(QString::number(100.0 * stats->wins[0] / n, 'f', 1),
                           QString::number(100.0 * stats->wins[1] / n, 'f', 1),
                           QString::number(100.0 * stats->draws / n, 'f', 1),
                           QString::number(stats->laurels[0] / n, 'f', 2),
                           QString::number(stats->laurels[1] / n, 'f', 2)));
    }
    return 0;
}

} // namespace hardtack::cli
