#pragma once
// The network protocol of play over a network (issue 23 item 3; FORMATS.md
// "Network protocol"). Every message is a frame: four bytes of length (big
// endian) and then that many bytes of compact JSON, one object with
// "format":"hardtack-net", "version", "type" and the type's members. A frame
// longer than the limit is refused from its length alone, before its bytes
// are read; a message is parsed as strictly as a file (strictjson.h, the
// loaders' JsonNode checks, no unknown member), and anything else from the
// peer is refused with the JSON path and the problem. Nothing here touches a
// socket: the fuzz target feeds these functions arbitrary bytes.

#include "core/jsonio.h"
#include "core/rules/orders.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace hardtack::net {

constexpr int kProtocolVersion = 1;
// Every message but the game's opening one (its scenario, map inline).
constexpr qint64 kMaxMessageBytes = 1 << 20;
constexpr qint64 kMaxGameMessageBytes = 16 << 20;
constexpr int kMaxChatLength = 500;
constexpr int kNonceBytes = 32;

enum class MessageType { Hello, Game, Commit, Reveal, Orders, Chat, Desync, Bye };
const QStringList &messageTypeNames();

// One message, of any type; only the members of its type are meaningful.
struct NetMessage
{
    MessageType type = MessageType::Hello;
    int seq = -1;              // every message but hello: 0, 1, 2… per sender

    // hello: the first message of each connection, both ways
    QString session;           // the host's game id (32 hex digits); "" from a new joiner
    int received = 0;          // how many of the peer's sequenced messages this side holds

    // game (host → joiner, once): the battle and who plays what
    Scenario scenario;         // map inline
    Side hostSide = Side::Union;
    // commit (both): SHA-256 of this side's nonce
    QByteArray commit;
    // reveal (both, once the peer's commit is held): the nonce itself
    QByteArray nonce;

    // orders: the orders of one phase of the sender's, with the check of the
    // log they give
    int from = 0;                     // index of orders[0] among the battle's orders
    QVector<RecordedOrder> orders;
    int events = 0;                   // the log's size after them
    QString check;                    // the log's running check (lockstep.h), 64 hex digits
    QVector<quint32> digests;         // a short digest of each event of this stretch of the log

    // chat
    QString text;
    // desync: where the receiver found its log differing
    int event = -1;                   // first differing event (-1: not found)
    // bye: the game is over (logHash as `play` prints it) or the sender leaves
    QString logHash;                  // "" when leaving before the end
    QString reason;                   // desync, bye: in words
};

// A member of `bytes` bytes written as lower-case hex (a digest, a salt, a
// nonce); anything else fails the node. Turn files read theirs so too.
QByteArray readHexBytes(const JsonNode &n, int bytes);

// The message as compact JSON bytes (no frame).
QByteArray messageBytes(const NetMessage &m);
// A frame: the length and the bytes.
QByteArray frame(const QByteArray &bytes);

// Parses one message (the bytes of a frame). The refusal names the message
// ("message from the peer") and the JSON path. The scenario of a game
// message is checked as a turn file's start (a legal start, map inline).
std::optional<NetMessage> parseMessage(const QByteArray &bytes, LoadError *error);

// Cuts frames out of a byte stream. A frame whose length exceeds the limit,
// or a zero length, stops the reader for good (failed()).
class FrameReader
{
public:
    explicit FrameReader(qint64 limit = kMaxMessageBytes) : m_limit(limit) {}
    void setLimit(qint64 limit) { m_limit = limit; }
    void feed(const QByteArray &bytes);
    // The next whole frame's bytes, if one is here.
    std::optional<QByteArray> next();
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    qint64 buffered() const { return m_buffer.size(); }
    void clear();

private:
    QByteArray m_buffer;
    qint64 m_limit;
    QString m_error;
};

} // namespace hardtack::net
