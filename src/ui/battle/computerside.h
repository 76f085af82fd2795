#pragma once
// A computer side (issue 9 "solo"): one factory picks the player (the
// scripted player until the computer opponent of src/ai lands: then
// makeTacticalPlayer(name, seed) goes in makeComputerPlayer and nothing else
// changes). The runner asks the player for orders in a worker thread, on the
// side's view only (never the live game), and hands them back to the GUI
// thread, which applies them through the document like a human's.

#include "core/rules/player.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <atomic>
#include <memory>

class QThread;

namespace hardtack::ui {

enum class ComputerLevel { Easy, Normal, Hard };

std::unique_ptr<TacticalPlayer> makeComputerPlayer(ComputerLevel level, quint64 seed);

class ComputerRunner : public QObject
{
    Q_OBJECT

public:
    explicit ComputerRunner(QObject *parent = nullptr);
    ~ComputerRunner() override;

    bool isThinking() const { return m_watcher != nullptr; }
    // Starts thinking about `view` with `player` (which stays owned by the
    // caller and must outlive the answer). ordersReady or cancelled follows.
    void think(TacticalPlayer *player, const SideView &view);
    void cancel();

signals:
    void ordersReady(const QVector<hardtack::Order> &orders);
    void thinkingChanged(bool thinking);

private:
    // The thinking runs on a pool of its own (one thread), so it never holds
    // up the tile renderer's jobs on the global pool.
    QThreadPool m_pool;
    QFutureWatcher<QVector<Order>> *m_watcher = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancelled;
};

} // namespace hardtack::ui
