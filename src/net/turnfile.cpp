#include "turnfile.h"

#include "netprotocol.h"

#include "core/battle.h"
#include "core/jsonwrite.h"
#include "core/rules/legality.h"
#include "core/rules/replay.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPasswordDigestor>
#include <QRandomGenerator>

namespace hardtack {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TurnFile)
};

QString key(const char *s) { return QString::fromLatin1(s); }

constexpr int kIterations = 60000; // PBKDF2 rounds: about 30 ms here, per check
constexpr int kSaltBytes = 16, kDigestBytes = 32;

} // namespace

PasswordCheck PasswordCheck::make(const QString &password, const QByteArray &salt)
{
    return {salt, QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password.toUtf8(), salt,
                                                     kIterations, kDigestBytes)};
}

PasswordCheck PasswordCheck::make(const QString &password)
{
    QByteArray salt(kSaltBytes, Qt::Uninitialized);
    for (char &c : salt)
        c = char(QRandomGenerator::system()->bounded(256));
    return make(password, salt);
}

bool PasswordCheck::matches(const QString &password) const
{
    return make(password, salt).digest == digest;
}

QJsonObject turnFileToJson(const TurnFile &t)
{
    QJsonArray orders;
    for (const RecordedOrder &o : t.orders)
        orders.append(o.toJson());
    QJsonObject passwords;
    for (int side = 0; side < 2; ++side)
        passwords.insert(sideNames().at(side),
                         QJsonObject{{key("salt"), QString::fromLatin1(t.passwords[side].salt.toHex())},
                                     {key("digest"), QString::fromLatin1(t.passwords[side].digest.toHex())}});
    return {{key("format"), key("hardtack-turn")},
            {key("version"), 1},
            {key("start"), scenarioToJson(t.start, true, true)},
            {key("seed"), QString::number(t.seed)},
            {key("passwords"), passwords},
            {key("previous"), t.previous},
            {key("side"), sideName(t.side)},
            {key("from"), t.from},
            {key("begun"), t.begun},
            {key("orders"), orders},
            {key("state"), QJsonObject{{key("turn"), t.turn},
                                       {key("phase"), phaseName(t.phase)},
                                       {key("acting"), sideName(t.acting)},
                                       {key("over"), t.over}}},
            {key("logHash"), t.logHash}};
}

QByteArray turnFileBytes(const TurnFile &t)
{
    return QJsonDocument(turnFileToJson(t)).toJson(QJsonDocument::Compact);
}

QString turnFileHash(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

TurnFile turnFileFromJson(const JsonNode &root, const QString &fileName)
{
    root.allowOnly({key("format"), key("version"), key("start"), key("seed"), key("passwords"), key("previous"),
                    key("side"), key("from"), key("begun"), key("orders"), key("state"), key("logHash")});
    TurnFile t;
    const JsonNode start = root.member(key("start"));
    checkEmbeddedFormat(start, key("hardtack-scenario"), 1);
    t.start = scenarioFromJson(start, QFileInfo(fileName).absolutePath(), true);
    if (!t.start.mapRef.isEmpty())
        start.member(key("map")).fail(Tr::tr("a turn file must contain its map inline"));
    t.seed = root.member(key("seed")).seed();
    const JsonNode passwords = root.member(key("passwords"));
    passwords.allowOnly(sideNames());
    for (int side = 0; side < 2; ++side) {
        const JsonNode p = passwords.member(sideNames().at(side));
        p.allowOnly({key("salt"), key("digest")});
        t.passwords[side] = {net::readHexBytes(p.member(key("salt")), kSaltBytes), net::readHexBytes(p.member(key("digest")), kDigestBytes)};
    }
    const JsonNode previous = root.member(key("previous"));
    t.previous = previous.string(true);
    if (!t.previous.isEmpty())
        net::readHexBytes(previous, 32);
    t.side = Side(root.member(key("side")).choice(sideNames()));
    const JsonNode orders = root.member(key("orders"));
    for (int i = 0, n = orders.size(); i < n; ++i)
        t.orders.append(RecordedOrder::fromJson(orders.at(i)));
    t.from = root.member(key("from")).integer(0, int(t.orders.size()));
    t.begun = root.member(key("begun")).integer(1, 1000000);
    const JsonNode state = root.member(key("state"));
    state.allowOnly({key("turn"), key("phase"), key("acting"), key("over")});
    t.turn = state.member(key("turn")).integer(1, t.start.turns + 1);
    t.phase = Phase(state.member(key("phase")).choice(phaseNames()));
    t.acting = Side(state.member(key("acting")).choice(sideNames()));
    t.over = state.member(key("over")).boolean();
    const JsonNode hash = root.member(key("logHash"));
    t.logHash = QString::fromLatin1(net::readHexBytes(hash, 32).toHex());
    // A legal start, and orders naming what the battle holds (the save's rules).
    Battle b = Battle::start(t.start, t.seed);
    b.initial = t.start;
    b.orders = t.orders;
    if (const std::optional<PositionProblem> p = saveProblem(b))
        throw LoadFailure(LoadError{fileName, p->path, p->problem});
    return t;
}

std::optional<TurnFile> readTurnFile(const QString &fileName, LoadError *error, QByteArray *bytes)
{
    try {
        TurnFile t = turnFileFromJson(readDocument(fileName, key("hardtack-turn"), 1), fileName);
        if (bytes) {
            QFile f(fileName);
            *bytes = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }
        return t;
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

std::optional<LoadError> verifyTurnFile(const TurnFile &t, const QString &fileName, std::optional<Game> *out)
{
    // The replay's own loop (rules/replay.h): each order at its recorded moment.
    Battle record;
    record.initial = t.start;
    record.seed = t.seed;
    record.orders = t.orders;
    int refused = -1;
    Game game = replayOrders(record, &refused);
    // The first faulty order: one of another side in the sender's stretch, or
    // the first the re-simulation refuses, whichever comes first.
    const int checked = refused >= 0 ? refused + 1 : int(t.orders.size());
    for (int i = t.from; i < checked; ++i)
        if (t.orders.at(i).side != t.side)
            return LoadError{fileName, QStringLiteral("$.orders[%1]").arg(i),
                             Tr::tr("an order of %1 in a stretch sent by %2").arg(sideInWords(t.orders.at(i).side), sideInWords(t.side))};
    if (refused >= 0)
        return LoadError{fileName, QStringLiteral("$.orders[%1]").arg(refused),
                         Tr::tr("the re-simulation refuses this order (or finds it at another moment)")};
    if (logHash(game.battle().log) != t.logHash)
        return LoadError{fileName, key("$.logHash"), Tr::tr("the orders do not give this log hash")};
    if (game.turn() != t.turn)
        return LoadError{fileName, key("$.state.turn"), Tr::tr("the orders end on turn %1").arg(game.turn())};
    if (game.phase() != t.phase)
        return LoadError{fileName, key("$.state.phase"), Tr::tr("the orders end in the %1 phase").arg(phaseName(game.phase()))};
    if (game.actingSide() != t.acting)
        return LoadError{fileName, key("$.state.acting"), Tr::tr("the orders leave %1 to act").arg(sideInWords(game.actingSide()))};
    if (game.over() != t.over)
        return LoadError{fileName, key("$.state.over"), game.over() ? Tr::tr("the orders end the battle") : Tr::tr("the orders do not end the battle")};
    if (!t.over && t.acting == t.side && t.from < t.orders.size())
        return LoadError{fileName, key("$.state.acting"), Tr::tr("the sender is still to act: the stretch is not finished")};
    if (out)
        *out = std::move(game);
    return std::nullopt;
}

std::optional<LoadError> verifyTurnChain(const TurnFile &previous, const QByteArray &previousBytes,
                                         const TurnFile &next, const QString &nextFile)
{
    if (scenarioToJson(next.start, true, true) != scenarioToJson(previous.start, true, true))
        return LoadError{nextFile, key("$.start"), Tr::tr("another game: the battle's start differs from the previous turn file's")};
    if (next.seed != previous.seed)
        return LoadError{nextFile, key("$.seed"), Tr::tr("another game: the seed differs from the previous turn file's")};
    for (int side = 0; side < 2; ++side)
        if (!(next.passwords[side] == previous.passwords[side]))
            return LoadError{nextFile, QStringLiteral("$.passwords.%1").arg(sideNames().at(side)),
                             Tr::tr("another game: the password check differs from the previous turn file's")};
    if (next.previous != turnFileHash(previousBytes))
        return LoadError{nextFile, key("$.previous"), Tr::tr("the chain is broken: this file does not follow the previous one")};
    if (next.from != previous.orders.size())
        return LoadError{nextFile, key("$.from"), Tr::tr("the stretch must begin after the previous file's %1 orders").arg(previous.orders.size())};
    for (int i = 0; i < previous.orders.size(); ++i)
        if (i >= next.orders.size() || !(next.orders.at(i) == previous.orders.at(i)))
            return LoadError{nextFile, QStringLiteral("$.orders[%1]").arg(i), Tr::tr("an earlier order was changed")};
    if (previous.over)
        return LoadError{nextFile, key("$"), Tr::tr("the battle was over with the previous turn file")};
    if (next.side != previous.acting)
        return LoadError{nextFile, key("$.side"), Tr::tr("%1 was to act, not %2").arg(sideInWords(previous.acting), sideInWords(next.side))};
    return std::nullopt;
}

TurnFile makeTurnFile(const Game &game, const PasswordCheck passwords[2], Side sender, int from, int begun,
                      const QByteArray &previousBytes)
{
    TurnFile t;
    const Battle &b = game.battle();
    t.start = b.initial;
    t.seed = b.seed;
    t.passwords[0] = passwords[0];
    t.passwords[1] = passwords[1];
    t.previous = previousBytes.isEmpty() ? QString() : turnFileHash(previousBytes);
    t.side = sender;
    t.orders = b.orders;
    t.from = from;
    t.begun = begun;
    t.turn = game.turn();
    t.phase = game.phase();
    t.acting = game.actingSide();
    t.over = game.over();
    t.logHash = logHash(b.log);
    return t;
}

QString sideInWords(Side s)
{
    return s == Side::Union ? Tr::tr("the Union") : Tr::tr("the Confederacy");
}

bool saveTurnFile(const TurnFile &t, const QString &fileName, QString *error)
{
    return writeCompactJsonFile(fileName, turnFileToJson(t), error);
}

} // namespace hardtack
