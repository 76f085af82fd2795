#pragma once
// A battle played over the network from the window (issue 23 item 3): the
// window's side is played here (by the human, or by the computer), the
// other side is Controller::Remote, its orders the peer's. The lockstep
// itself is src/net's NetMatch (the same as hardtack-cli net, so a window
// and a headless player can meet): this class only joins it to the battle
// mode, sends each phase of the window's side when it ends, applies the
// peer's through BattleMode::applyRemoteOrders (which shows the catch-up of
// what this side may see of them) and checks the log after each.

#include "battlemode.h"

#include "core/scenario.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace hardtack::net {
class NetLink;
class NetMatch;
}

namespace hardtack::ui {

class NetworkGame : public QObject
{
    Q_OBJECT

public:
    NetworkGame(BattleMode *mode, QObject *parent = nullptr);
    ~NetworkGame() override;

    // Who plays the window's side: a human (the default) or the computer.
    void setLocalController(Controller c, ComputerLevel level = ComputerLevel::Normal);
    // Hosts `scenario` (its rules as they stand), the window playing `side`.
    bool host(const Scenario &scenario, Side side, quint16 port, const QString &password, QString *error);
    // Joins a host; the side is the one the host leaves.
    void join(const QString &address, quint16 port, const QString &password);
    // Test and designer hooks, as hardtack-cli net's.
    void setSeedNonce(quint64 nonce) { m_nonce = nonce; }
    void setDropAfter(int n) { m_dropAfter = n; }

    bool isHost() const;
    quint16 port() const;
    bool running() const { return m_match != nullptr && !m_over; }
    bool started() const { return m_started; }
    int drops() const;
    std::optional<Side> localSide() const;
    void sendChat(const QString &text);
    // Leaves the game (the peer is told).
    void leave();

signals:
    // A line for the chat panel: from the peer, from this side, or about the game.
    void chatLine(const QString &who, const QString &text);
    void notice(const QString &text);
    // The game ended: finished (both logs the same) or stopped with the reason.
    void ended(bool finished, const QString &why);

private:
    void wire();
    void onReady();
    void onRemoteOrders(const QVector<RecordedOrder> &orders);
    void onPhaseEnded();
    void onBattleOver();
    void stop(const QString &why);
    // Sends what the window's side did since the last exchange, if anything.
    void sendPending();

    QPointer<BattleMode> m_mode;
    std::unique_ptr<net::NetLink> m_link;
    std::unique_ptr<net::NetMatch> m_match;
    Controller m_localControl = Controller::Human;
    ComputerLevel m_level = ComputerLevel::Normal;
    std::optional<quint64> m_nonce;
    int m_dropAfter = 0;
    bool m_started = false;
    bool m_applying = false;
    bool m_over = false;
    QList<QMetaObject::Connection> m_docConnections;
};

} // namespace hardtack::ui
