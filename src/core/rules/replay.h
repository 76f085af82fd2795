#pragma once
// Replays (issue "Core for play"): a battle re-simulated from the scenario it
// started from, its seed and its recorded orders must tell the same story,
// event for event.

#include "game.h"

#include "core/battle.h"

namespace hardtack {

struct ReplayResult
{
    bool ok = false;
    int ordersApplied = 0;
    int events = 0;            // events of the re-simulated log
    QString logHash;           // of the re-simulated log
    int firstDifference = -1;  // first event index where the logs differ
    int refusedOrder = -1;     // index of a recorded order the replay refused
    // The first JSON path where the saved state (scenario, state, rng,
    // knowledge, told) differs from the re-simulated one; empty when none.
    QString stateDifference;
    // The save's JSON path of the first difference of any kind ("$.log[12]",
    // "$.orders[3]", "$.state.turn"); empty when the save is its orders.
    QString where() const;
};

// A fresh game of saved.start with saved.seed, saved.orders applied each at
// its recorded turn, phase and side; it stops at the first one refused or
// found at another moment (its index in *refusedOrder, else -1).
Game replayOrders(const Battle &saved, int *refusedOrder);

// Plays saved.orders on a fresh game of saved.start with saved.seed and
// compares the event log with saved.log, then the state it ends in with the
// saved one (issue 28: a save is its orders; a tampered state is found).
ReplayResult replayBattle(const Battle &saved);

} // namespace hardtack
