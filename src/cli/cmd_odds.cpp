// hardtack-cli odds SCENARIO|SAVE --fire|--melee --by ID[,ID…] --at C,R [--side S] [--json]
// The exact odds of a proposed fire or melee (RULES §7–§8, odds.h) for the
// side and phase of the file's current moment (docs/CLI.md). With --side, as
// that side is shown them: on its view (RULES §14), the figures the battle
// window previews; without, on the true game.

#include "cliargs.h"
#include "commands.h"
#include "gamefile.h"

#include "core/jsonio.h"
#include "core/rules/game.h"
#include "core/rules/odds.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace hardtack::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString percent(double p)
{
    return QString::number(100.0 * p, 'f', 1);
}

QString number(double x)
{
    return QString::number(x, 'f', 1);
}

// Prints the odds' JSON with the moment they are for (turn, side, phase); 0.
int printAt(QJsonObject out, const QJsonObject &moment)
{
    for (auto it = moment.begin(); it != moment.end(); ++it)
        out.insert(it.key(), it.value());
    printJson(out);
    return 0;
}

// The game at the file's moment (gamefile.h); a scenario's first side then
// ends its phases until the first phase of the wanted kind.
std::optional<Game> gameOf(const QString &file, Phase wanted, QString *error)
{
    std::optional<Game> game = loadGameFile(file, error);
    if (!game)
        return std::nullopt;
    LoadError le;
    if (peekFormat(file, &le) != QStringLiteral("hardtack-scenario"))
        return game; // a save goes on where it stopped
    const Side side = game->phasingSide();
    // Four phases per player turn: at most one player turn to walk through.
    for (int i = 0; i < 4 && !game->over(); ++i) {
        if (game->phasingSide() == side && game->phase() == wanted)
            break;
        game->apply(Order::endPhase());
    }
    return game;
}

} // namespace

int cmdOdds(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("odds"), rawArgs, {QStringLiteral("by"), QStringLiteral("at"), QStringLiteral("side")},
                                  {QStringLiteral("fire"), QStringLiteral("melee"), QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    const QString usage = QStringLiteral(
        "hardtack-cli odds SCENARIO|SAVE --fire|--melee --by ID[,ID...] --at C,R [--side union|confederate] [--json]");
    if (args->positional().size() != 1)
        return fail(Tr::tr("odds: give exactly one scenario or save (usage: %1)").arg(usage));
    const bool fire = args->flag(QStringLiteral("fire"));
    if (fire == args->flag(QStringLiteral("melee")))
        return fail(Tr::tr("odds: give exactly one of --fire and --melee (usage: %1)").arg(usage));
    const QStringList by = args->value(QStringLiteral("by")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (by.isEmpty())
        return fail(Tr::tr("odds: --by ID[,ID...] is required: the units that fire or attack"));
    const QString atText = args->value(QStringLiteral("at"));
    const QStringList cr = atText.split(QLatin1Char(','));
    bool okC = false, okR = false;
    const int col = cr.size() == 2 ? cr.at(0).trimmed().toInt(&okC) : 0;
    const int row = cr.size() == 2 ? cr.at(1).trimmed().toInt(&okR) : 0;
    if (!okC || !okR)
        return fail(Tr::tr("odds: --at must be the target hex as COLUMN,ROW (e.g. --at 4,5), not \"%1\"")
                        .arg(atText.left(40)));
    const Hex target = Hex::fromOffset(col, row);
    std::optional<Side> side;
    if (!args->side(QStringLiteral("side"), &side, &error))
        return fail(error);

    const QString file = args->positional().first();
    std::optional<Game> game = gameOf(file, fire ? Phase::OffensiveFire : Phase::Melee, &error);
    if (!game)
        return fail(error);
    if (side) {
        if (*side != game->actingSide())
            return fail(Tr::tr("odds: at this moment of %1 the %2 give orders, not the %3")
                            .arg(file, sideName(game->actingSide()), sideName(*side)));
        game = Game::fromView(game->view(*side));
    }
    const bool json = args->flag(QStringLiteral("json"));
    const QJsonObject moment{{QStringLiteral("turn"), game->turn()},
                             {QStringLiteral("side"), sideName(game->actingSide())},
                             {QStringLiteral("phase"), phaseName(game->phase())}};

    if (fire) {
        const FireOdds o = fireOdds(*game, Order::fire(by, target));
        if (!o.check)
            return fail(Tr::tr("odds: illegal fire: %1").arg(o.check.message));
        if (json) {
            QJsonObject targets;
            for (const UnitOdds &t : o.targets)
                targets.insert(t.unit, QJsonObject{{QStringLiteral("loss"), t.meanCasualties},
                                                   {QStringLiteral("failChance"), t.failChance},
                                                   {QStringLiteral("routChance"), t.routChance}});
            QJsonObject out{{QStringLiteral("kind"), QStringLiteral("fire")},
                            {QStringLiteral("value"), o.value},
                            {QStringLiteral("casualties"), QJsonObject{{QStringLiteral("min"), o.minCasualties},
                                                                       {QStringLiteral("mean"), o.meanCasualties},
                                                                       {QStringLiteral("max"), o.maxCasualties}}},
                            {QStringLiteral("targets"), targets},
                            {QStringLiteral("cascadeChance"), o.cascadeChance},
                            {QStringLiteral("exact"), o.exact},
                            {QStringLiteral("outcomes"), o.outcomes}};
            return printAt(out, moment);
        }
        printLine(Tr::tr("Fire of %1 on %2 (turn %3, %4, %5): value %6, casualties %7 to %8, mean %9")
                      .arg(by.join(QStringLiteral(", ")), target.toString(), QString::number(game->turn()),
                           sideName(game->actingSide()), phaseName(game->phase()), number(o.value),
                           number(o.minCasualties), number(o.maxCasualties), number(o.meanCasualties)));
        for (const UnitOdds &t : o.targets)
            printLine(Tr::tr("  %1: loses %2 men on average; fails its morale check %3%, routs %4%")
                          .arg(t.unit, number(t.meanCasualties), percent(t.failChance), percent(t.routChance)));
        printLine(Tr::tr("Chance that a rout starts a cascade: %1%%2")
                      .arg(percent(o.cascadeChance), o.exact ? QString() : Tr::tr(" (estimated by trials)")));
        return 0;
    }

    const MeleeOdds o = meleeOdds(*game, Order::melee(by, target));
    if (!o.check)
        return fail(Tr::tr("odds: illegal melee: %1").arg(o.check.message));
    if (json) {
        QJsonObject out{{QStringLiteral("kind"), QStringLiteral("melee")},
                        {QStringLiteral("attack"), o.attack},
                        {QStringLiteral("defence"), o.defence},
                        {QStringLiteral("odds"), o.odds},
                        {QStringLiteral("winChance"), o.winChance},
                        {QStringLiteral("casualties"), QJsonObject{{QStringLiteral("attacker"), o.attackerCasualties},
                                                                   {QStringLiteral("defender"), o.defenderCasualties}}},
                        {QStringLiteral("exact"), o.exact},
                        {QStringLiteral("outcomes"), o.outcomes}};
        return printAt(out, moment);
    }
    printLine(Tr::tr("Melee of %1 on %2 (turn %3, %4, %5): attack %6 against defence %7, odds %8, wins %9%")
                  .arg(by.join(QStringLiteral(", ")), target.toString(), QString::number(game->turn()),
                       sideName(game->actingSide()), phaseName(game->phase()), number(o.attack), number(o.defence),
                       QString::number(o.odds, 'f', 2), percent(o.winChance)));
    printLine(Tr::tr("Expected casualties: attackers %1, defenders %2%3")
                  .arg(number(o.attackerCasualties), number(o.defenderCasualties),
                       o.exact ? QString() : Tr::tr(" (estimated by trials)")));
    return 0;
}

} // namespace hardtack::cli
