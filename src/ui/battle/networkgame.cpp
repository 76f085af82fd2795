#include "networkgame.h"

#include "battledocument.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "net/netmatch.h"

namespace hardtack::ui {

NetworkGame::NetworkGame(BattleMode *mode, QObject *parent) : QObject(parent), m_mode(mode) {}

NetworkGame::~NetworkGame()
{
    for (const auto &c : m_docConnections)
        disconnect(c);
}

void NetworkGame::setLocalController(Controller c, ComputerLevel level)
{
    m_localControl = c == Controller::Computer ? Controller::Computer : Controller::Human;
    m_level = level;
}

bool NetworkGame::host(const Scenario &scenario, Side side, quint16 port, const QString &password, QString *error)
{
    m_link = std::make_unique<net::NetLink>(password);
    m_link->setDropAfter(m_dropAfter);
    m_match = std::make_unique<net::NetMatch>(m_link.get(), scenario, side, m_nonce);
    wire();
    if (!m_link->host(port, error)) {
        m_match.reset();
        m_link.reset();
        return false;
    }
    emit notice(tr("Waiting for your opponent to join on port %1.").arg(m_link->port()));
    return true;
}

void NetworkGame::join(const QString &address, quint16 port, const QString &password)
{
    m_link = std::make_unique<net::NetLink>(password);
    m_link->setDropAfter(m_dropAfter);
    m_match = std::make_unique<net::NetMatch>(m_link.get(), std::nullopt, m_nonce);
    wire();
    emit notice(tr("Joining %1:%2…").arg(address).arg(port));
    m_link->join(address, port);
}

bool NetworkGame::isHost() const { return m_link && m_link->isHost(); }
quint16 NetworkGame::port() const { return m_link ? m_link->port() : 0; }
int NetworkGame::drops() const { return m_link ? m_link->drops() : 0; }

std::optional<Side> NetworkGame::localSide() const
{
    if (!m_started)
        return std::nullopt;
    return m_match->localSide();
}

void NetworkGame::wire()
{
    using net::NetLink;
    using net::NetMatch;
    connect(m_match.get(), &NetMatch::gameReady, this, &NetworkGame::onReady);
    connect(m_match.get(), &NetMatch::remoteOrders, this, &NetworkGame::onRemoteOrders);
    connect(m_match.get(), &NetMatch::chat, this, [this](const QString &text) { emit chatLine(tr("Opponent"), text); });
    connect(m_match.get(), &NetMatch::desync, this, [this](const QString &why) { stop(why); });
    connect(m_match.get(), &NetMatch::failed, this, [this](const QString &why) { stop(why); });
    connect(m_match.get(), &NetMatch::finished, this, [this] {
        m_over = true;
        emit notice(tr("The battle is over; both sides' logs agree."));
        emit ended(true, QString());
    });
    connect(m_link.get(), &NetLink::connected, this, [this] { emit notice(tr("Connected (TLS, the game password's key).")); });
    connect(m_link.get(), &NetLink::dropped, this,
            [this](const QString &why) { emit notice(tr("The connection was lost (%1). Resuming…").arg(why)); });
    connect(m_link.get(), &NetLink::resumed, this,
            [this] { emit notice(tr("The connection is back; nothing was lost.")); });
}

void NetworkGame::onReady()
{
    if (!m_mode)
        return;
    const Side local = m_match->localSide();
    BattleSetup setup;
    setup.control[int(local)] = m_localControl;
    setup.control[int(otherSide(local))] = Controller::Remote;
    setup.level = m_level;
    setup.seed = m_match->seed();
    for (const auto &c : m_docConnections)
        disconnect(c);
    m_docConnections.clear();
    m_started = true;
    m_mode->start(m_match->scenario(), setup);
    BattleDocument *doc = m_mode->document();
    m_docConnections << connect(doc, &BattleDocument::phaseEnded, this, &NetworkGame::onPhaseEnded);
    m_docConnections << connect(doc, &BattleDocument::battleOver, this, &NetworkGame::onBattleOver);
    emit notice(tr("%1 as %2: the dice come from both sides' nonces (seed %3).")
                    .arg(wordName(m_match->scenario().title), Names::side(local))
                    .arg(m_match->seed()));
    // The window's side may be the first to act; or the battle is over at once.
    if (doc->game().over())
        onBattleOver();
}

void NetworkGame::sendPending()
{
    const Game &g = m_mode->document()->game();
    const QVector<RecordedOrder> &orders = g.battle().orders;
    if (orders.size() > m_match->ordersExchanged() && orders.last().side == m_match->localSide())
        m_match->sendPhase(g);
}

void NetworkGame::onPhaseEnded()
{
    if (m_applying || !m_mode || m_over)
        return;
    sendPending();
}

void NetworkGame::onBattleOver()
{
    if (m_applying || !m_mode || m_over)
        return;
    // The last orders of the window's side ended the battle: they go first.
    sendPending();
    m_match->finish(m_mode->document()->game());
}

void NetworkGame::onRemoteOrders(const QVector<RecordedOrder> &orders)
{
    if (!m_mode || m_over)
        return;
    m_applying = true;
    QString error;
    const bool ok = m_mode->applyRemoteOrders(orders, &error);
    m_applying = false;
    const Game &g = m_mode->document()->game();
    if (!ok) {
        m_match->refuseOrder(g, int(g.battle().orders.size()));
        return;
    }
    if (!m_match->verifyPhase(g))
        return;
    if (g.over())
        m_match->finish(g);
}

void NetworkGame::sendChat(const QString &text)
{
    if (!m_match || text.trimmed().isEmpty())
        return;
    m_match->sendChat(text);
    emit chatLine(tr("You"), text.left(net::kMaxChatLength));
}

void NetworkGame::leave()
{
    if (m_match && !m_over) {
        m_match->leave(tr("the opponent closed the game"));
        m_over = true;
    }
}

void NetworkGame::stop(const QString &why)
{
    if (m_over)
        return;
    m_over = true;
    emit notice(tr("The network game stopped: %1").arg(why));
    emit ended(false, why);
}

} // namespace hardtack::ui
