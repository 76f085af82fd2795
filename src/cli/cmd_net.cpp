// hardtack-cli net: one side of a network game, played headless by a named
// player (issue 23 item 4; docs/CLI.md "net"; the protocol: FORMATS.md
// "Network protocol").
//   net SCENARIO --host PORT --side S --player P --password PW [--seed-nonce N] [--drop-after N] [--trace DIR]
//   net --join HOST:PORT --side S --player P --password PW [--seed-nonce N] [--drop-after N] [--trace DIR]

#include "cliargs.h"
#include "commands.h"
#include "playresult.h"

#include "ai/players.h"
#include "core/rules/player.h"
#include "core/scenario.h"
#include "narrator/wordname.h"
#include "net/netmatch.h"
#include "net/turnfile.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace hardtack::cli {

using net::NetLink;
using net::NetMatch;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void note(const QString &text)
{
    std::fprintf(stderr, "net: %s\n", text.toLocal8Bit().constData());
    std::fflush(stderr);
}

// "HOST:PORT" or "[IPv6]:PORT".
bool parseAddress(const QString &text, QString *host, quint16 *port)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    *host = text.left(colon);
    if (host->startsWith(QLatin1Char('[')) && host->endsWith(QLatin1Char(']')))
        *host = host->mid(1, host->size() - 2);
    bool ok = false;
    const uint p = text.mid(colon + 1).toUInt(&ok);
    if (!ok || p < 1 || p > 65535 || host->isEmpty())
        return false;
    *port = quint16(p);
    return true;
}

const char *kUsage = "net SCENARIO --host PORT | net --join HOST:PORT, with --side union|confederate "
                     "--player ai|hard|greedy|scripted|passive --password PW [--seed-nonce N] [--drop-after N] [--trace DIR]";
} // namespace

int cmdNet(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("net"), rawArgs,
                                  {QStringLiteral("host"), QStringLiteral("join"), QStringLiteral("side"),
                                   QStringLiteral("player"), QStringLiteral("password"), QStringLiteral("seed-nonce"),
                                   QStringLiteral("drop-after"), QStringLiteral("trace")},
                                  {}, &error);
    if (!args)
        return fail(error);
    const bool hosting = args->has(QStringLiteral("host"));
    if (hosting == args->has(QStringLiteral("join")))
        return fail(Tr::tr("net: give --host PORT or --join HOST:PORT (usage: hardtack-cli %1)").arg(QLatin1String(kUsage)));
    if (hosting && args->positional().size() != 1)
        return fail(Tr::tr("net: the host gives exactly one scenario (usage: hardtack-cli %1)").arg(QLatin1String(kUsage)));
    if (!hosting && !args->positional().isEmpty())
        return fail(Tr::tr("net: a joiner gives no scenario: the host sends it (usage: hardtack-cli %1)").arg(QLatin1String(kUsage)));
    std::optional<Side> side;
    if (!args->side(QStringLiteral("side"), &side, &error))
        return fail(error);
    if (!side)
        return fail(Tr::tr("net: give --side union or --side confederate"));
    const QString kind = args->value(QStringLiteral("player"));
    if (!tacticalPlayerNames().contains(kind))
        return fail(Tr::tr("net: --player must be ai, hard, greedy, scripted or passive, not \"%1\"").arg(kind.left(40)));
    const QString password = args->value(QStringLiteral("password"));
    if (password.isEmpty())
        return fail(Tr::tr("net: give the game password with --password (both players the same)"));
    std::optional<quint64> nonce;
    if (args->has(QStringLiteral("seed-nonce"))) {
        const auto n = args->seed(QStringLiteral("seed-nonce"), 0, &error);
        if (!n)
            return fail(error);
        nonce = *n;
    }
    const auto dropAfter = args->integer(QStringLiteral("drop-after"), 0, 0, 1000000, &error);
    if (!dropAfter)
        return fail(error);

    NetLink link(password);
    link.setDropAfter(int(*dropAfter));
    if (args->has(QStringLiteral("trace")))
        link.setTraceFolder(args->value(QStringLiteral("trace")));
    std::unique_ptr<NetMatch> match;
    if (hosting) {
        const auto port = args->integer(QStringLiteral("host"), 0, 0, 65535, &error);
        if (!port)
            return fail(error);
        LoadError le;
        const auto scenario = loadScenario(args->positional().first(), &le);
        if (!scenario)
            return fail(le.text());
        match = std::make_unique<NetMatch>(&link, *scenario, *side, nonce);
        if (!link.host(quint16(*port), &error))
            return fail(Tr::tr("net: %1").arg(error));
        note(Tr::tr("listening on port %1").arg(link.port()));
    } else {
        QString host;
        quint16 port = 0;
        if (!parseAddress(args->value(QStringLiteral("join")), &host, &port))
            return fail(Tr::tr("net: --join wants HOST:PORT with a port from 1 to 65535, not \"%1\"")
                            .arg(args->value(QStringLiteral("join")).left(80)));
        match = std::make_unique<NetMatch>(&link, *side, nonce);
        link.join(host, port);
    }

    // The game, as `play` plays it, but only this side's player here: the
    // other side's orders come from the peer.
    std::optional<Game> game;
    std::unique_ptr<TacticalPlayer> player;
    QVector<double> samples[2];
    double current = 0;
    int refused[2] = {0, 0};
    int lastTurn = 0;
    Side lastPhasing = Side::Union;
    int phases = 0, maxPhases = 0;
    int exitCode = 0;
    QString failure;
    bool over = false;

    const auto quit = [&](int code) {
        exitCode = code;
        QCoreApplication::exit(code);
    };
    // After each phase (this side's or the peer's): a player turn's sample.
    const auto phaseDone = [&] {
        ++phases;
        if (game->over() || game->turn() != lastTurn || game->phasingSide() != lastPhasing) {
            samples[int(match->localSide())].append(current);
            current = 0;
            lastTurn = game->turn();
            lastPhasing = game->phasingSide();
        }
    };
    std::function<void()> step = [&] {
        if (!game || over)
            return;
        if (game->over() || phases >= maxPhases) {
            over = true;
            match->finish(*game);
            return;
        }
        if (game->actingSide() != match->localSide())
            return; // the peer's orders will come
        const PhasePlay played = playPhase(*game, *player, roundsPerPhase(kind));
        current += played.thinkingMs;
        refused[int(match->localSide())] += played.refused;
        match->sendPhase(*game);
        phaseDone();
        QTimer::singleShot(0, step);
    };
    QObject::connect(match.get(), &NetMatch::gameReady, [&] {
        game = Game::start(match->scenario(), match->seed());
        game->setUndoKept(false);
        // Seeded as in `play`: the same players, the same game.
        player = makeTacticalPlayer(kind, match->seed() * 2 + quint64(match->localSide()));
        lastTurn = game->turn();
        lastPhasing = game->phasingSide();
        maxPhases = (match->scenario().turns + 1) * 2 * 4 + 16;
        note(Tr::tr("playing %1 as %2, seed %3").arg(wordName(match->scenario().title), sideInWords(match->localSide())).arg(match->seed()));
        QTimer::singleShot(0, step);
    });
    QObject::connect(match.get(), &NetMatch::remoteOrders, [&](const QVector<RecordedOrder> &orders) {
        const int first = int(game->battle().orders.size());
        for (int i = 0; i < orders.size(); ++i)
            if (!match->atItsMoment(*game, orders.at(i)) || !game->apply(orders.at(i).order)) {
                match->refuseOrder(*game, first + i);
                return;
            }
        if (!match->verifyPhase(*game))
            return;
        phaseDone();
        QTimer::singleShot(0, step);
    });
    QObject::connect(&link, &NetLink::dropped, [&](const QString &why) { note(Tr::tr("connection lost (%1); resuming").arg(why)); });
    QObject::connect(&link, &NetLink::resumed, [&] { note(Tr::tr("connection resumed")); });
    QObject::connect(match.get(), &NetMatch::chat, [&](const QString &text) { note(Tr::tr("the peer says: %1").arg(text)); });
    QObject::connect(match.get(), &NetMatch::desync, [&](const QString &why) {
        failure = why;
        quit(1);
    });
    QObject::connect(match.get(), &NetMatch::failed, [&](const QString &why) {
        failure = why;
        quit(1);
    });
    QObject::connect(match.get(), &NetMatch::finished, [&] {
        // Wait until the last message has left, then print as `play --json`.
        QObject::connect(&link, &NetLink::closed, [&] { quit(0); });
    });
    QCoreApplication::exec();
    if (exitCode != 0 || !game)
        return fail(Tr::tr("net: %1").arg(failure.isEmpty() ? Tr::tr("the game did not start") : failure));
    QString kinds[2];
    kinds[int(match->localSide())] = kind;
    kinds[int(otherSide(match->localSide()))] = QStringLiteral("remote");
    QJsonObject out = playResultJson(*game, match->seed(), kinds, samples, refused);
    out.insert(QStringLiteral("net"), QJsonObject{{QStringLiteral("side"), sideName(match->localSide())},
                                                  {QStringLiteral("host"), hosting},
                                                  {QStringLiteral("drops"), link.drops()}});
    printJson(out);
    return 0;
}

} // namespace hardtack::cli
