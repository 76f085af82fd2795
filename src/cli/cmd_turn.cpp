// hardtack-cli turn: play by e-mail headless (issue 23; docs/CLI.md "turn").
//   turn play FROM --player P --out FILE [--password PW] [--begun N]
//             [--seed S --union-password A --confederate-password B]
//   turn verify FILE... [--password PW]

#include "cliargs.h"
#include "commands.h"

#include "ai/players.h"
#include "core/rules/player.h"
#include "core/scenario.h"
#include "net/turnfile.h"

#include <QCoreApplication>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Plays one stretch: FROM is a scenario (a new game) or the last turn file.
int turnPlay(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("turn play"), rawArgs,
                                  {QStringLiteral("player"), QStringLiteral("out"), QStringLiteral("password"),
                                   QStringLiteral("begun"), QStringLiteral("seed"), QStringLiteral("union-password"),
                                   QStringLiteral("confederate-password")},
                                  {}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1 || !args->has(QStringLiteral("out")) || !args->has(QStringLiteral("player")))
        return fail(Tr::tr("turn play: give a scenario or the last turn file, --player and --out (usage: hardtack-cli "
                           "turn play FROM --player ai|hard|greedy|scripted|passive --out FILE [--password PW] [--begun N] "
                           "[--seed S --union-password A --confederate-password B])"));
    const QString kind = args->value(QStringLiteral("player"));
    if (!tacticalPlayerNames().contains(kind))
        return fail(Tr::tr("turn play: --player must be ai, hard, greedy, scripted or passive, not \"%1\"").arg(kind.left(40)));
    const auto begun = args->integer(QStringLiteral("begun"), 1, 1, 1000000, &error);
    if (!begun)
        return fail(error);
    const QString from = args->positional().first();
    LoadError le;
    const auto format = peekFormat(from, &le);
    if (!format)
        return fail(le.text());

    std::optional<Game> game;
    PasswordCheck passwords[2];
    QByteArray previousBytes;
    if (*format == QLatin1String("hardtack-scenario")) {
        for (const char *o : {"seed", "union-password", "confederate-password"})
            if (!args->has(QString::fromLatin1(o)))
                return fail(Tr::tr("turn play: a new game needs --seed, --union-password and --confederate-password"));
        const auto seed = args->seed(QStringLiteral("seed"), 0, &error);
        if (!seed)
            return fail(error);
        const auto scenario = loadScenario(from, &le);
        if (!scenario)
            return fail(le.text());
        passwords[0] = PasswordCheck::make(args->value(QStringLiteral("union-password")));
        passwords[1] = PasswordCheck::make(args->value(QStringLiteral("confederate-password")));
        game = Game::start(*scenario, *seed);
    } else {
        for (const char *o : {"seed", "union-password", "confederate-password"})
            if (args->has(QString::fromLatin1(o)))
                return fail(Tr::tr("turn play: --%1 is for a new game; %2 is a turn file").arg(QString::fromLatin1(o), from));
        const auto last = readTurnFile(from, &le, &previousBytes);
        if (!last)
            return fail(le.text());
        if (const auto problem = verifyTurnFile(*last, from, &game))
            return fail(problem->text());
        if (last->over)
            return fail(Tr::tr("turn play: %1: the battle is over").arg(from));
        if (!last->passwords[int(last->acting)].matches(args->value(QStringLiteral("password"))))
            return fail(Tr::tr("turn play: %1: wrong password for %2, whose turn it is").arg(from, sideInWords(last->acting)));
        passwords[0] = last->passwords[0];
        passwords[1] = last->passwords[1];
    }
    game->setUndoKept(false);
    const Side sender = game->actingSide();
    const int firstOrder = int(game->battle().orders.size());
    // The player seeded as in `play`: the same players, the same games.
    const auto player = makeTacticalPlayer(kind, game->battle().seed * 2 + quint64(sender));
    while (!game->over() && game->actingSide() == sender)
        playPhase(*game, *player, roundsPerPhase(kind));
    const TurnFile t = makeTurnFile(*game, passwords, sender, firstOrder, int(*begun), previousBytes);
    if (!saveTurnFile(t, args->value(QStringLiteral("out")), &error))
        return fail(error);
    printLine(Tr::tr("%1: %2's orders %3 to %4; next: %5")
                  .arg(args->value(QStringLiteral("out")), sideInWords(sender))
                  .arg(firstOrder).arg(t.orders.size() - 1)
                  .arg(t.over ? Tr::tr("the battle is over")
                              : Tr::tr("%1, turn %2, %3 phase").arg(sideInWords(t.acting)).arg(t.turn).arg(phaseName(t.phase))));
    return 0;
}

// Verifies each file alone and each against the one before it.
int turnVerify(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("turn verify"), rawArgs, {QStringLiteral("password")}, {}, &error);
    if (!args)
        return fail(error);
    if (args->positional().isEmpty())
        return fail(Tr::tr("turn verify: give the turn files in order (usage: hardtack-cli turn verify FILE... [--password PW])"));
    std::optional<TurnFile> previous;
    QByteArray previousBytes;
    for (const QString &file : args->positional()) {
        LoadError le;
        QByteArray bytes;
        const auto t = readTurnFile(file, &le, &bytes);
        if (!t)
            return fail(le.text());
        // The chain first (the same game, earlier orders unchanged), then the
        // re-simulation of the orders.
        if (previous) {
            if (const auto problem = verifyTurnChain(*previous, previousBytes, *t, file))
                return fail(problem->text());
        }
        if (const auto problem = verifyTurnFile(*t, file))
            return fail(problem->text());
        printLine(Tr::tr("%1: ok (%2's orders %3 to %4, begun %5 time(s); next: %6)")
                      .arg(file, sideInWords(t->side)).arg(t->from).arg(t->orders.size() - 1).arg(t->begun)
                      .arg(t->over ? Tr::tr("the battle is over")
                                   : Tr::tr("%1, turn %2, %3 phase").arg(sideInWords(t->acting)).arg(t->turn).arg(phaseName(t->phase))));
        previous = t;
        previousBytes = bytes;
    }
    if (args->has(QStringLiteral("password")) && !previous->over
        && !previous->passwords[int(previous->acting)].matches(args->value(QStringLiteral("password"))))
        return fail(Tr::tr("%1: wrong password for %2, whose turn it is").arg(args->positional().last(), sideInWords(previous->acting)));
    return 0;
}

} // namespace

int cmdTurn(const QStringList &rawArgs)
{
    const QString sub = rawArgs.value(0);
    if (sub == QLatin1String("play"))
        return turnPlay(rawArgs.mid(1));
    if (sub == QLatin1String("verify"))
        return turnVerify(rawArgs.mid(1));
    return fail(Tr::tr("turn: give play or verify (usage: hardtack-cli turn play FROM ... | turn verify FILE...)"));
}

} // namespace hardtack::cli
