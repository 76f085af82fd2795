#include "netmatch.h"

#include "core/battle.h"
#include "turnfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtEndian>

namespace hardtack::net {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NetMatch)
};

QByteArray sha256(const QByteArray &b)
{
    return QCryptographicHash::hash(b, QCryptographicHash::Sha256);
}

} // namespace

QVector<quint32> LogCheck::advance(const QVector<Event> &log)
{
    QVector<quint32> digests;
    if (log.size() < m_events) {
        // The log was cut back (not in a network game): start again.
        m_chain = QByteArray(32, '\0');
        m_events = 0;
    }
    digests.reserve(log.size() - m_events);
    for (; m_events < log.size(); ++m_events) {
        QByteArray json = QJsonDocument(eventToJson(log.at(m_events))).toJson(QJsonDocument::Compact);
        const QByteArray h = sha256(json);
        digests.append(qFromBigEndian<quint32>(h.constData()));
        m_chain = sha256(m_chain + h);
    }
    return digests;
}

QString LogCheck::check() const
{
    return QString::fromLatin1(m_chain.toHex());
}

QByteArray makeNonce(std::optional<quint64> fixed)
{
    if (fixed)
        return sha256(QByteArrayLiteral("hardtack-net/1 nonce ") + QByteArray::number(*fixed));
    QByteArray n(kNonceBytes, Qt::Uninitialized);
    for (char &c : n)
        c = char(QRandomGenerator::system()->bounded(256));
    return n;
}

QByteArray nonceCommitment(const QByteArray &nonce)
{
    return sha256(QByteArrayLiteral("hardtack-net/1 commit ") + nonce);
}

quint64 seedFromNonces(const QByteArray &hostNonce, const QByteArray &joinNonce)
{
    const QByteArray h = sha256(QByteArrayLiteral("hardtack-net/1 seed ") + hostNonce + joinNonce);
    return qFromBigEndian<quint64>(h.constData());
}

NetMatch::NetMatch(NetLink *link, const Scenario &scenario, Side hostSide, std::optional<quint64> nonce, QObject *parent)
    : QObject(parent), m_link(link), m_host(true), m_scenario(scenario), m_haveGame(true), m_local(hostSide),
      m_nonce(makeNonce(nonce))
{
    connect(link, &NetLink::connected, this, &NetMatch::onConnected);
    connect(link, &NetLink::received, this, &NetMatch::onReceived);
    connect(link, &NetLink::failed, this, [this](const QString &why) { stop(why, false); });
}

NetMatch::NetMatch(NetLink *link, std::optional<Side> side, std::optional<quint64> nonce, QObject *parent)
    : QObject(parent), m_link(link), m_host(false), m_wanted(side), m_nonce(makeNonce(nonce))
{
    connect(link, &NetLink::connected, this, &NetMatch::onConnected);
    connect(link, &NetLink::received, this, &NetMatch::onReceived);
    connect(link, &NetLink::failed, this, [this](const QString &why) { stop(why, false); });
}

void NetMatch::onConnected()
{
    if (m_host) {
        NetMessage game;
        game.type = MessageType::Game;
        game.scenario = m_scenario;
        game.hostSide = m_local;
        m_link->send(game);
    }
    NetMessage commit;
    commit.type = MessageType::Commit;
    commit.commit = nonceCommitment(m_nonce);
    m_link->send(commit);
}

void NetMatch::onReceived(const NetMessage &m)
{
    if (m_stopped)
        return;
    const auto protocolError = [this](const QString &why) {
        stop(Tr::tr("the peer broke the protocol: %1").arg(why), false);
    };
    switch (m.type) {
    case MessageType::Hello:
        return; // the link's own
    case MessageType::Game:
        if (m_host || m_haveGame)
            return protocolError(Tr::tr("a game message from the joiner, or a second one"));
        m_scenario = m.scenario;
        m_haveGame = true;
        m_local = otherSide(m.hostSide);
        if (m_wanted && *m_wanted != m_local) {
            NetMessage bye;
            bye.type = MessageType::Bye;
            bye.reason = Tr::tr("the joiner wanted to play %1").arg(sideInWords(*m_wanted));
            m_link->send(bye);
            stop(Tr::tr("the host plays %1: this side cannot be %1 too").arg(sideInWords(m.hostSide)), false);
        }
        return;
    case MessageType::Commit:
        if (!m_peerCommit.isEmpty() || (!m_host && !m_haveGame))
            return protocolError(Tr::tr("a commitment out of turn"));
        m_peerCommit = m.commit;
        {
            // The peer is bound to its nonce: ours may now be shown.
            NetMessage reveal;
            reveal.type = MessageType::Reveal;
            reveal.nonce = m_nonce;
            m_link->send(reveal);
            m_revealed = true;
        }
        return maybeReady();
    case MessageType::Reveal:
        if (m_peerCommit.isEmpty() || !m_peerNonce.isEmpty())
            return protocolError(Tr::tr("a nonce before its commitment, or a second one"));
        if (nonceCommitment(m.nonce) != m_peerCommit)
            return protocolError(Tr::tr("its nonce does not match the commitment it sent"));
        m_peerNonce = m.nonce;
        return maybeReady();
    case MessageType::Orders:
        if (!m_ready || m_pending)
            return protocolError(Tr::tr("orders before the game began, or before the last ones were applied"));
        if (m.from != m_ordersDone)
            return protocolError(Tr::tr("orders from %1, where %2 have been given").arg(m.from).arg(m_ordersDone));
        m_pending = m;
        emit remoteOrders(m.orders);
        return;
    case MessageType::Chat:
        emit chat(m.text);
        return;
    case MessageType::Desync:
        stop(Tr::tr("the peer's game differs from this one (out of sync) at event %1: %2").arg(m.event).arg(m.reason), true);
        return;
    case MessageType::Bye:
        if (m.logHash.isEmpty()) {
            stop(m.reason.isEmpty() ? Tr::tr("the peer left the game") : Tr::tr("the peer left the game: %1").arg(m.reason), false);
            return;
        }
        m_peerBye = true;
        m_peerHash = m.logHash;
        concludeIfBothDone();
        return;
    }
}

void NetMatch::maybeReady()
{
    if (m_ready || !m_haveGame || !m_revealed || m_peerNonce.isEmpty())
        return;
    m_seed = m_host ? seedFromNonces(m_nonce, m_peerNonce) : seedFromNonces(m_peerNonce, m_nonce);
    m_ready = true;
    emit gameReady();
}

bool NetMatch::atItsMoment(const Game &game, const RecordedOrder &o) const
{
    return o.side == otherSide(m_local) && game.turn() == o.turn && game.phase() == o.phase && game.actingSide() == o.side
           && !game.over();
}

void NetMatch::sendPhase(const Game &game)
{
    if (m_stopped)
        return;
    const QVector<RecordedOrder> &all = game.battle().orders;
    NetMessage m;
    m.type = MessageType::Orders;
    m.from = m_ordersDone;
    m.orders = all.mid(m_ordersDone);
    m.digests = m_check.advance(game.battle().log);
    m.events = m_check.events();
    m.check = m_check.check();
    m_ordersDone = int(all.size());
    m_link->send(m);
}

bool NetMatch::verifyPhase(const Game &game)
{
    if (!m_pending || m_stopped)
        return false;
    const NetMessage theirs = *m_pending;
    m_pending.reset();
    const int first = m_check.events();
    const QVector<quint32> mine = m_check.advance(game.battle().log);
    m_ordersDone = int(game.battle().orders.size());
    if (m_check.check() == theirs.check && m_check.events() == theirs.events)
        return true;
    // The first event that differs: by the digests of this stretch, else the
    // first one only one side has.
    int at = first + int(std::min(mine.size(), theirs.digests.size()));
    for (int i = 0; i < std::min(mine.size(), theirs.digests.size()); ++i)
        if (mine.at(i) != theirs.digests.at(i)) {
            at = first + i;
            break;
        }
    QString what;
    if (at < game.battle().log.size()) {
        const Event &e = game.battle().log.at(at);
        const EventStamp &s = eventStamp(e);
        what = Tr::tr("here a %1 event (turn %2, %3 phase)").arg(eventType(e)).arg(s.turn).arg(phaseName(s.phase));
    } else {
        what = Tr::tr("here the log ends with %1 events, the peer's has %2").arg(game.battle().log.size()).arg(theirs.events);
    }
    NetMessage d;
    d.type = MessageType::Desync;
    d.event = at;
    d.reason = what;
    m_link->send(d);
    stop(Tr::tr("this game differs from the peer's (out of sync) at event %1: %2").arg(at).arg(what), true);
    return false;
}

void NetMatch::refuseOrder(const Game &game, int index)
{
    NetMessage d;
    d.type = MessageType::Desync;
    d.event = int(game.battle().log.size());
    d.reason = Tr::tr("the peer's order %1 is refused here (or comes at another moment)").arg(index);
    m_link->send(d);
    m_pending.reset();
    stop(Tr::tr("out of sync: %1").arg(d.reason), true);
}

void NetMatch::finish(const Game &game)
{
    if (m_byeSent || m_stopped)
        return;
    m_byeSent = true;
    m_myHash = logHash(game.battle().log);
    NetMessage bye;
    bye.type = MessageType::Bye;
    bye.logHash = m_myHash;
    m_link->send(bye);
    concludeIfBothDone();
}

void NetMatch::concludeIfBothDone()
{
    if (!m_byeSent || !m_peerBye)
        return;
    if (m_peerHash != m_myHash) {
        stop(Tr::tr("the battle ended with another log on the peer's side (out of sync): %1 here, %2 there")
                 .arg(m_myHash, m_peerHash), true);
        return;
    }
    m_stopped = true;
    m_link->close();
    emit finished();
}

void NetMatch::sendChat(const QString &text)
{
    if (m_stopped || text.trimmed().isEmpty())
        return;
    NetMessage c;
    c.type = MessageType::Chat;
    c.text = text.left(kMaxChatLength);
    m_link->send(c);
}

void NetMatch::leave(const QString &reason)
{
    if (m_stopped)
        return;
    NetMessage bye;
    bye.type = MessageType::Bye;
    bye.reason = reason;
    m_link->send(bye);
    m_stopped = true;
    m_link->close();
}

void NetMatch::stop(const QString &why, bool desynced)
{
    if (m_stopped)
        return;
    m_stopped = true;
    m_link->close();
    if (desynced)
        emit desync(why);
    else
        emit failed(why);
}

} // namespace hardtack::net
