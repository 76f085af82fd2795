#pragma once
// One player's end of a network game's connection (issue 23 item 3;
// FORMATS.md "Network protocol"). The host listens, the joiner connects;
// either way the bytes go over TLS 1.2 with a pre-shared key derived from the
// game password (PBKDF2, QPasswordDigestor) and an ephemeral key exchange
// (ECDHE-PSK), so no one without the password completes the handshake, and
// no game byte is sent before it. Every message after the connection's hello
// is numbered; each side keeps what it sent, and when a connection drops
// (either end, or the test hook) the joiner connects again, both say how
// many of the other's messages they hold, and each sends again what the
// other lacks: nothing is lost. The host accepts one peer at a time, and
// after the first only the same game's joiner.

#include "netprotocol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QSslSocket;
class QSslPreSharedKeyAuthenticator;
class QTcpServer;

namespace hardtack::net {

// The 32-byte pre-shared key of a game password.
QByteArray preSharedKey(const QString &password);

class NetLink : public QObject
{
    Q_OBJECT

public:
    explicit NetLink(const QString &password, QObject *parent = nullptr);
    ~NetLink() override;

    // Listens on `port` (0: any free port; see port()) on every address.
    bool host(quint16 port, QString *error);
    quint16 port() const;
    void join(const QString &address, quint16 port);

    bool isHost() const { return m_server != nullptr; }
    bool isConnected() const { return m_ready; }
    // Numbers and sends a message (kept, and sent again after a reconnection).
    void send(NetMessage m);
    // Sends what is queued; leaves the connection; no reconnection after.
    void close();
    // How long to try again after a drop before giving up (ms).
    void setPatience(int ms) { m_patience = ms; }
    // Test hook (hardtack-cli net --drop-after): drop the connection once,
    // right after the n-th numbered message this side sends (0: never).
    void setDropAfter(int n) { m_dropAfter = n; }
    // Debug and fuzz seeds: every frame received is also written to this folder.
    void setTraceFolder(const QString &dir) { m_trace = dir; }
    int drops() const { return m_drops; }

signals:
    // The first hello of the first connection has been exchanged.
    void connected();
    void received(const hardtack::net::NetMessage &m);
    // A connection dropped; the link tries again (the joiner) or waits (the host).
    void dropped(const QString &why);
    void resumed();
    // Given up: the password is wrong, the peer is bad, or it never came back.
    void failed(const QString &why);
    // After close(): what was queued has left and the connection is shut.
    void closed();

private:
    void adopt(QSslSocket *socket);
    void onEncrypted();
    void onReadyRead();
    void onGone(const QString &why);
    void handle(const NetMessage &m);
    void write(const NetMessage &m);
    void fail(const QString &why);
    void retry();
    void configure(QSslSocket *socket);

    QString m_password;
    QByteArray m_key;
    QTcpServer *m_server = nullptr;
    QPointer<QSslSocket> m_socket;
    QString m_address;
    quint16 m_port = 0;
    FrameReader m_reader{kMaxGameMessageBytes};
    QString m_session;             // the host's game id
    bool m_ready = false;          // this connection's hellos exchanged
    bool m_everConnected = false;
    bool m_closing = false;
    bool m_failed = false;
    QVector<NetMessage> m_sent;    // every numbered message sent, by seq
    int m_received = 0;            // the peer's numbered messages held
    int m_dropAfter = 0;
    int m_drops = 0;
    int m_patience = 60000;
    int m_frames = 0;
    QString m_trace;
    QElapsedTimer m_since;         // since the drop
    QTimer m_retry;
    QTimer m_handshakeTimeout;
};

} // namespace hardtack::net
