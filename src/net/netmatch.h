#pragma once
// A network game between two players in lockstep (issue 23 item 3;
// FORMATS.md "Network protocol"), over a NetLink. The host sends the battle
// (the scenario, map inline, and its side); the seed comes from a
// commit-then-reveal of one random nonce per side (each sends the SHA-256 of
// its nonce, then the nonce once it holds the other's commitment), so
// neither player chooses the dice. Both programs then simulate the same
// game from the same orders: at the end of each of its phases the acting
// side sends that phase's orders with the check of the log they gave; the
// other applies them and compares (Wesnoth's out-of-sync check). A
// difference stops the game, naming the first event that differs. Each
// program's players see only their side's view, as in every mode.
//
// The match does not own the game: the driver (hardtack-cli net, the
// battle window) applies the orders, through its own path, and tells the
// match when a phase of its side has ended.

#include "netlink.h"

#include "core/events/events.h"
#include "core/rules/game.h"

#include <optional>

namespace hardtack::net {

// The running check of an event log (both programs keep one): a SHA-256
// chain over the SHA-256 of each event (its compact JSON, as logHash hashes
// it), so each phase adds only its own events' cost.
class LogCheck
{
public:
    // Takes log[events()..] in; returns their short digests (4 bytes each).
    QVector<quint32> advance(const QVector<Event> &log);
    QString check() const;
    int events() const { return m_events; }

private:
    QByteArray m_chain = QByteArray(32, '\0');
    int m_events = 0;
};

// A nonce: 32 random bytes of the system's generator, or, for tests and
// designers (--seed-nonce N), the SHA-256 of N.
QByteArray makeNonce(std::optional<quint64> fixed);
QByteArray nonceCommitment(const QByteArray &nonce);
// The game's seed from the host's and the joiner's nonce.
quint64 seedFromNonces(const QByteArray &hostNonce, const QByteArray &joinNonce);

class NetMatch : public QObject
{
    Q_OBJECT

public:
    // The host offers `scenario` and plays `hostSide`.
    NetMatch(NetLink *link, const Scenario &scenario, Side hostSide, std::optional<quint64> nonce, QObject *parent = nullptr);
    // A joiner; `side`, when given, must be the side the host leaves.
    NetMatch(NetLink *link, std::optional<Side> side, std::optional<quint64> nonce, QObject *parent = nullptr);

    NetLink *link() const { return m_link; }
    bool isHost() const { return m_host; }
    bool ready() const { return m_ready; }
    Side localSide() const { return m_local; }
    const Scenario &scenario() const { return m_scenario; }
    quint64 seed() const { return m_seed; }
    // How many of the battle's orders have been sent or received and applied.
    int ordersExchanged() const { return m_ordersDone; }

    // Whether a recorded order of the peer may be applied now: its moment is
    // the game's and the peer's side acts.
    bool atItsMoment(const Game &game, const RecordedOrder &o) const;
    // The driver: a phase of the local side has ended on `game` (its orders
    // since the last exchange go to the peer with the log's check).
    void sendPhase(const Game &game);
    // The driver has applied the orders of remoteOrders to `game`; compares
    // the log with the peer's check. On a difference: desync (and false).
    bool verifyPhase(const Game &game);
    // The driver could not apply the peer's order `index` (of the battle's orders).
    void refuseOrder(const Game &game, int index);
    // The battle is over here: bye with the log hash; finished follows once
    // the peer's bye has come with the same hash.
    void finish(const Game &game);
    void sendChat(const QString &text);
    // Leaves before the end.
    void leave(const QString &reason);

signals:
    // Both nonces are in: the game can start (Game::start(scenario, seed)).
    void gameReady();
    // The peer's orders of one of its phases, to apply in order.
    void remoteOrders(const QVector<hardtack::RecordedOrder> &orders);
    void chat(const QString &text);
    void desync(const QString &why);
    // Both sides have ended the battle with the same log.
    void finished();
    // The peer left, misbehaved or the connection was lost for good.
    void failed(const QString &why);

private:
    void onReceived(const NetMessage &m);
    void onConnected();
    void maybeReady();
    // Both byes are in: the same log hash finishes, another is a desync.
    void concludeIfBothDone();
    void stop(const QString &why, bool desynced);

    NetLink *m_link;
    bool m_host;
    Scenario m_scenario;
    bool m_haveGame = false;
    std::optional<Side> m_wanted;
    Side m_local = Side::Union;
    QByteArray m_nonce;
    QByteArray m_peerCommit;
    QByteArray m_peerNonce;
    bool m_revealed = false;
    bool m_ready = false;
    quint64 m_seed = 0;

    LogCheck m_check;
    int m_ordersDone = 0;             // orders exchanged (sent or received and applied)
    std::optional<NetMessage> m_pending; // the peer's phase being applied
    bool m_byeSent = false;
    QString m_myHash;
    QString m_peerHash;               // from the peer's bye
    bool m_peerBye = false;
    bool m_stopped = false;
};

} // namespace hardtack::net
