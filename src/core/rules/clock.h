#pragma once
// The battle clock (RULES §1, §14): turn start times, day and night turns.
// Turn 1 starts at the scenario's start time; each turn lasts the scenario's
// day or night turn length according to whether it starts by day.

#include "core/scenario.h"

#include <QTime>

namespace hardtack {

// Minutes from midnight of the battle's first day to the start of the turn
// (may pass 24 h on a battle that runs through the night).
int turnStartMinutes(const Scenario &s, int turn);
// The time of day a turn starts.
QTime turnTime(const Scenario &s, int turn);
// RULES §14: a night turn starts before dawn or at/after dusk.
bool isNightTurn(const Scenario &s, int turn);
int turnLengthMinutes(const Scenario &s, int turn);

} // namespace hardtack
