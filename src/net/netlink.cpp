#include "netlink.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPasswordDigestor>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSslCipher>
#include <QSslConfiguration>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpServer>

#include <functional>

namespace hardtack::net {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NetLink)
};

// The identity the joiner names in the TLS handshake; the key is the password's.
const QByteArray kIdentity = QByteArrayLiteral("hardtack/1");
constexpr int kKeyRounds = 60000;
constexpr int kHandshakeMs = 15000;
constexpr int kRetryMs = 250;

class PskServer : public QTcpServer
{
public:
    std::function<void(qintptr)> onIncoming;

protected:
    void incomingConnection(qintptr descriptor) override { onIncoming(descriptor); }
};

} // namespace

QByteArray preSharedKey(const QString &password)
{
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password.toUtf8(),
                                              QByteArrayLiteral("hardtack-net/1 game password"), kKeyRounds, 32);
}

NetLink::NetLink(const QString &password, QObject *parent)
    : QObject(parent), m_password(password), m_key(preSharedKey(password))
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &NetLink::retry);
    m_handshakeTimeout.setSingleShot(true);
    connect(&m_handshakeTimeout, &QTimer::timeout, this, [this] {
        if (m_socket && !m_ready)
            m_socket->abort();
    });
}

NetLink::~NetLink()
{
    m_closing = true;
    if (m_socket)
        m_socket->abort();
}

void NetLink::configure(QSslSocket *socket)
{
    QSslConfiguration cfg = QSslConfiguration::defaultConfiguration();
    // TLS 1.2 with a pre-shared key and an ephemeral key exchange: forward
    // secrecy, and no certificate to make or trust.
    cfg.setProtocol(QSsl::TlsV1_2);
    cfg.setCiphers({QSslCipher(QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"))});
    cfg.setPeerVerifyMode(QSslSocket::VerifyNone);
    if (isHost())
        cfg.setPreSharedKeyIdentityHint(kIdentity);
    socket->setSslConfiguration(cfg);
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this,
            [this](QSslPreSharedKeyAuthenticator *a) {
                if (!isHost())
                    a->setIdentity(kIdentity);
                // A host told another identity still answers with the key:
                // the handshake then fails on the key, as with a wrong password.
                a->setPreSharedKey(m_key);
            });
}

bool NetLink::host(quint16 port, QString *error)
{
    auto *server = new PskServer;
    server->setParent(this);
    m_server = server;
    QRandomGenerator *random = QRandomGenerator::system();
    QByteArray id(16, Qt::Uninitialized);
    for (char &c : id)
        c = char(random->bounded(256));
    m_session = QString::fromLatin1(id.toHex());
    server->onIncoming = [this](qintptr descriptor) {
        auto *socket = new QSslSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            socket->deleteLater();
            return;
        }
        // One peer at a time: a second one is shut out before any byte.
        if (m_socket || m_closing || m_failed) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        adopt(socket);
        socket->startServerEncryption();
    };
    if (!server->listen(QHostAddress::Any, port)) {
        if (error)
            *error = Tr::tr("cannot listen on port %1: %2").arg(port).arg(server->errorString());
        return false;
    }
    return true;
}

quint16 NetLink::port() const
{
    return m_server ? m_server->serverPort() : m_port;
}

void NetLink::join(const QString &address, quint16 port)
{
    m_address = address;
    m_port = port;
    m_reader.setLimit(kMaxGameMessageBytes);
    retry();
}

void NetLink::retry()
{
    if (m_closing || m_failed)
        return;
    if (m_everConnected && m_since.isValid() && m_since.elapsed() > m_patience) {
        fail(Tr::tr("the host did not come back within %1 s").arg(m_patience / 1000));
        return;
    }
    auto *socket = new QSslSocket(this);
    adopt(socket);
    socket->connectToHostEncrypted(m_address, m_port, QStringLiteral("hardtack"));
}

void NetLink::adopt(QSslSocket *socket)
{
    configure(socket);
    m_socket = socket;
    m_ready = false;
    m_reader.clear();
    m_reader.setLimit(isHost() || m_received > 0 ? kMaxMessageBytes : kMaxGameMessageBytes);
    connect(socket, &QSslSocket::encrypted, this, &NetLink::onEncrypted);
    connect(socket, &QSslSocket::readyRead, this, &NetLink::onReadyRead);
    connect(socket, &QSslSocket::disconnected, this, [this, socket] {
        if (socket == m_socket)
            onGone(Tr::tr("the connection was closed"));
    });
    connect(socket, &QSslSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError e) {
        if (socket != m_socket)
            return;
        // Different keys stop TLS at the first encrypted record.
        if (e == QAbstractSocket::SslHandshakeFailedError)
            onGone(Tr::tr("the TLS handshake failed, most often because the game passwords differ (%1)").arg(socket->errorString()));
        else
            onGone(socket->errorString());
    });
    m_handshakeTimeout.start(kHandshakeMs);
}

void NetLink::onEncrypted()
{
    NetMessage hello;
    hello.type = MessageType::Hello;
    hello.session = m_session;
    hello.received = m_received;
    m_socket->write(frame(messageBytes(hello)));
}

void NetLink::onReadyRead()
{
    // Keep a pointer: handling a message may drop or replace the connection.
    const QPointer<QSslSocket> socket = m_socket;
    if (!socket)
        return;
    m_reader.feed(socket->readAll());
    while (socket == m_socket && !m_failed) {
        const std::optional<QByteArray> bytes = m_reader.next();
        if (!bytes)
            break;
        if (!m_trace.isEmpty()) {
            QDir().mkpath(m_trace);
            QSaveFile f(QDir(m_trace).filePath(QStringLiteral("frame-%1.json").arg(m_frames, 5, 10, QLatin1Char('0'))));
            if (f.open(QIODevice::WriteOnly)) {
                f.write(*bytes);
                f.commit();
            }
        }
        ++m_frames;
        LoadError error;
        const std::optional<NetMessage> m = parseMessage(*bytes, &error);
        if (!m) {
            fail(error.text());
            return;
        }
        handle(*m);
    }
    if (m_reader.failed() && socket == m_socket)
        fail(Tr::tr("the peer sent %1").arg(m_reader.error()));
}

void NetLink::handle(const NetMessage &m)
{
    if (m.type == MessageType::Hello) {
        if (m_ready) {
            fail(Tr::tr("the peer greeted twice on one connection"));
            return;
        }
        if (isHost()) {
            // The joiner of this game only: a new one while the game goes on
            // (or another game's) is turned away.
            const bool fresh = m.session.isEmpty();
            if ((fresh && m_received > 0) || (!fresh && m.session != m_session)) {
                m_socket->abort();
                return;
            }
        } else if (m_session.isEmpty()) {
            m_session = m.session;
        } else if (m.session != m_session) {
            fail(Tr::tr("the host now runs another game"));
            return;
        }
        if (m.received > m_sent.size()) {
            fail(Tr::tr("the peer says it holds %1 of this side's messages; %2 were sent").arg(m.received).arg(m_sent.size()));
            return;
        }
        m_ready = true;
        m_handshakeTimeout.stop();
        for (int i = m.received; i < m_sent.size(); ++i)
            write(m_sent.at(i));
        if (!m_everConnected) {
            m_everConnected = true;
            emit connected();
        } else {
            emit resumed();
        }
        return;
    }
    if (!m_ready) {
        fail(Tr::tr("the peer sent a %1 message before its hello").arg(messageTypeNames().at(int(m.type))));
        return;
    }
    if (m.seq < m_received)
        return; // sent again after a reconnection: already held
    if (m.seq > m_received) {
        fail(Tr::tr("the peer's message %1 came before its message %2").arg(m.seq).arg(m_received));
        return;
    }
    ++m_received;
    if (!isHost())
        m_reader.setLimit(kMaxMessageBytes); // the game's scenario has come
    emit received(m);
}

void NetLink::write(const NetMessage &m)
{
    if (m_socket && m_ready)
        m_socket->write(frame(messageBytes(m)));
}

void NetLink::send(NetMessage m)
{
    m.seq = int(m_sent.size());
    m_sent.append(m);
    write(m);
    if (m_dropAfter > 0 && m_sent.size() == m_dropAfter && m_drops == 0 && m_socket) {
        // The test hook: the connection is cut right after this message (what
        // was written may or may not have left; the resumption sends it again).
        const QPointer<QSslSocket> socket = m_socket;
        QMetaObject::invokeMethod(this, [socket] {
            if (socket)
                socket->abort();
        }, Qt::QueuedConnection);
    }
}

void NetLink::onGone(const QString &why)
{
    if (m_closing || m_failed)
        return;
    QSslSocket *socket = m_socket;
    m_socket = nullptr;
    const bool wasReady = m_ready;
    m_ready = false;
    m_handshakeTimeout.stop();
    if (socket) {
        socket->disconnect(this);
        socket->deleteLater();
    }
    if (!m_everConnected) {
        // A joiner that never got in: no game to resume.
        if (!isHost())
            fail(Tr::tr("could not join %1:%2: %3").arg(m_address).arg(m_port).arg(why));
        return;
    }
    if (wasReady || !m_since.isValid() || m_since.elapsed() > m_patience) {
        if (wasReady) {
            ++m_drops;
            m_since.start();
            emit dropped(why);
        }
    }
    if (isHost()) {
        // Wait for the joiner to come back.
        QTimer::singleShot(m_patience, this, [this] {
            if (!m_ready && !m_closing && !m_failed && m_since.isValid() && m_since.elapsed() >= m_patience)
                fail(Tr::tr("the joiner did not come back within %1 s").arg(m_patience / 1000));
        });
    } else {
        m_retry.start(kRetryMs);
    }
}

void NetLink::close()
{
    if (m_closing)
        return;
    m_closing = true;
    m_retry.stop();
    m_handshakeTimeout.stop();
    if (m_server)
        m_server->close();
    QSslSocket *socket = m_socket;
    if (!socket || socket->state() == QAbstractSocket::UnconnectedState) {
        QMetaObject::invokeMethod(this, &NetLink::closed, Qt::QueuedConnection);
        return;
    }
    // disconnectFromHost writes what is queued first; closed() once it is gone
    // (or after a few seconds, if the peer never answers).
    connect(socket, &QSslSocket::disconnected, this, &NetLink::closed, Qt::QueuedConnection);
    QTimer::singleShot(3000, this, [this, socket = QPointer<QSslSocket>(socket)] {
        if (socket && socket->state() != QAbstractSocket::UnconnectedState) {
            socket->abort();
            emit closed();
        }
    });
    socket->disconnectFromHost();
}

void NetLink::fail(const QString &why)
{
    if (m_failed)
        return;
    m_failed = true;
    m_retry.stop();
    if (m_socket)
        m_socket->abort();
    if (m_server)
        m_server->close();
    emit failed(why);
}

} // namespace hardtack::net
