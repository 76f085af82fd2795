#include "netprotocol.h"

#include "core/battle.h"
#include "core/rules/legality.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

namespace hardtack::net {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NetProtocol)
};

QString key(const char *s) { return QString::fromLatin1(s); }

// What a parse error names as the "file": the message comes from the peer.
QString source() { return Tr::tr("message from the peer"); }

QString hex(const QByteArray &b) { return QString::fromLatin1(b.toHex()); }

// The members each type carries beside format, version, type and seq.
QStringList membersOf(MessageType t)
{
    switch (t) {
    case MessageType::Hello: return {key("session"), key("received")};
    case MessageType::Game: return {key("scenario"), key("hostSide")};
    case MessageType::Commit: return {key("commit")};
    case MessageType::Reveal: return {key("nonce")};
    case MessageType::Orders: return {key("from"), key("orders"), key("events"), key("check"), key("digests")};
    case MessageType::Chat: return {key("text")};
    case MessageType::Desync: return {key("event"), key("reason")};
    case MessageType::Bye: return {key("logHash"), key("reason")};
    }
    return {};
}

constexpr int kMaxSeq = 100000000;
constexpr int kMaxOrders = 100000;   // limits::maxArrayItems: any list
} // namespace

QByteArray readHexBytes(const JsonNode &n, int bytes)
{
    const QString s = n.string();
    const QByteArray raw = QByteArray::fromHex(s.toLatin1());
    if (s.size() != 2 * bytes || raw.size() != bytes || raw.toHex() != s.toLatin1())
        n.fail(Tr::tr("expected %1 bytes as %2 lower-case hex digits").arg(bytes).arg(2 * bytes));
    return raw;
}

const QStringList &messageTypeNames()
{
    static const QStringList names{key("hello"), key("game"), key("commit"), key("reveal"),
                                   key("orders"), key("chat"), key("desync"), key("bye")};
    return names;
}

QByteArray messageBytes(const NetMessage &m)
{
    QJsonObject o{{key("format"), key("hardtack-net")},
                  {key("version"), kProtocolVersion},
                  {key("type"), messageTypeNames().at(int(m.type))}};
    if (m.type != MessageType::Hello)
        o.insert(key("seq"), m.seq);
    switch (m.type) {
    case MessageType::Hello:
        o.insert(key("session"), m.session);
        o.insert(key("received"), m.received);
        break;
    case MessageType::Game:
        o.insert(key("scenario"), scenarioToJson(m.scenario, true, true));
        o.insert(key("hostSide"), sideName(m.hostSide));
        break;
    case MessageType::Commit:
        o.insert(key("commit"), hex(m.commit));
        break;
    case MessageType::Reveal:
        o.insert(key("nonce"), hex(m.nonce));
        break;
    case MessageType::Orders: {
        QJsonArray orders, digests;
        for (const RecordedOrder &r : m.orders)
            orders.append(r.toJson());
        for (quint32 d : m.digests)
            digests.append(QString::number(d, 16).rightJustified(8, QLatin1Char('0')));
        o.insert(key("from"), m.from);
        o.insert(key("orders"), orders);
        o.insert(key("events"), m.events);
        o.insert(key("check"), m.check);
        o.insert(key("digests"), digests);
        break;
    }
    case MessageType::Chat:
        o.insert(key("text"), m.text);
        break;
    case MessageType::Desync:
        o.insert(key("event"), m.event);
        o.insert(key("reason"), m.reason);
        break;
    case MessageType::Bye:
        o.insert(key("logHash"), m.logHash);
        o.insert(key("reason"), m.reason);
        break;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray frame(const QByteArray &bytes)
{
    QByteArray out(4, Qt::Uninitialized);
    qToBigEndian(quint32(bytes.size()), out.data());
    return out + bytes;
}

std::optional<NetMessage> parseMessage(const QByteArray &bytes, LoadError *error)
{
    try {
        const JsonNode root = parseDocument(bytes, source(), key("hardtack-net"), kProtocolVersion);
        NetMessage m;
        m.type = MessageType(root.member(key("type")).choice(messageTypeNames()));
        QStringList allowed{key("format"), key("version"), key("type")};
        if (m.type != MessageType::Hello)
            allowed << key("seq");
        root.allowOnly(allowed + membersOf(m.type));
        if (m.type != MessageType::Hello)
            m.seq = root.member(key("seq")).integer(0, kMaxSeq);
        switch (m.type) {
        case MessageType::Hello: {
            const JsonNode s = root.member(key("session"));
            m.session = s.string(true);
            if (!m.session.isEmpty())
                m.session = hex(readHexBytes(s, 16));
            m.received = root.member(key("received")).integer(0, kMaxSeq);
            break;
        }
        case MessageType::Game: {
            const JsonNode s = root.member(key("scenario"));
            checkEmbeddedFormat(s, key("hardtack-scenario"), 1);
            m.scenario = scenarioFromJson(s, QString(), true);
            if (!m.scenario.mapRef.isEmpty())
                s.member(key("map")).fail(Tr::tr("the game's scenario must contain its map inline"));
            if (const std::optional<PositionProblem> p = startProblem(m.scenario))
                throw LoadFailure(LoadError{source(), QStringLiteral("$.scenario") + p->path.mid(1), p->problem});
            m.hostSide = Side(root.member(key("hostSide")).choice(sideNames()));
            break;
        }
        case MessageType::Commit:
            m.commit = readHexBytes(root.member(key("commit")), 32);
            break;
        case MessageType::Reveal:
            m.nonce = readHexBytes(root.member(key("nonce")), kNonceBytes);
            break;
        case MessageType::Orders: {
            m.from = root.member(key("from")).integer(0, kMaxSeq);
            const JsonNode orders = root.member(key("orders"));
            const int n = orders.size();
            if (n > kMaxOrders)
                orders.fail(Tr::tr("more than %1 orders").arg(kMaxOrders));
            for (int i = 0; i < n; ++i)
                m.orders.append(RecordedOrder::fromJson(orders.at(i)));
            m.events = root.member(key("events")).integer(0, kMaxSeq);
            m.check = hex(readHexBytes(root.member(key("check")), 32));
            const JsonNode digests = root.member(key("digests"));
            const int d = digests.size();
            if (d > m.events)
                digests.fail(Tr::tr("more digests than the log has events"));
            for (int i = 0; i < d; ++i)
                m.digests.append(qFromBigEndian<quint32>(readHexBytes(digests.at(i), 4).constData()));
            break;
        }
        case MessageType::Chat: {
            const JsonNode t = root.member(key("text"));
            m.text = t.string();
            if (m.text.size() > kMaxChatLength)
                t.fail(Tr::tr("a chat line is at most %1 characters").arg(kMaxChatLength));
            break;
        }
        case MessageType::Desync:
            m.event = root.member(key("event")).integer(-1, kMaxSeq);
            m.reason = root.member(key("reason")).string(true);
            break;
        case MessageType::Bye: {
            const JsonNode h = root.member(key("logHash"));
            m.logHash = h.string(true);
            if (!m.logHash.isEmpty())
                m.logHash = hex(readHexBytes(h, 32));
            m.reason = root.member(key("reason")).string(true);
            break;
        }
        }
        return m;
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

void FrameReader::feed(const QByteArray &bytes)
{
    if (!failed())
        m_buffer.append(bytes);
}

std::optional<QByteArray> FrameReader::next()
{
    if (failed() || m_buffer.size() < 4)
        return std::nullopt;
    const quint32 length = qFromBigEndian<quint32>(m_buffer.constData());
    if (length == 0 || qint64(length) > m_limit) {
        m_error = length == 0 ? Tr::tr("an empty message")
                              : Tr::tr("a message of %1 bytes (at most %2)").arg(length).arg(m_limit);
        m_buffer.clear();
        return std::nullopt;
    }
    if (m_buffer.size() < 4 + qint64(length))
        return std::nullopt;
    QByteArray out = m_buffer.mid(4, length);
    m_buffer.remove(0, 4 + length);
    return out;
}

void FrameReader::clear()
{
    m_buffer.clear();
    m_error.clear();
}

} // namespace hardtack::net
