#pragma once
// What one side knows (RULES §14, STYLE §4): the only input of every player,
// human, computer or scripted. Players read a SideView and return orders;
// they never touch the Game.

#include "core/battle.h"

namespace hardtack {

struct SideView
{
    Side side = Side::Union;
    Side phasingSide = Side::Union;
    Side actingSide = Side::Union;   // who gives orders now (the other side in Defensive Fire)
    int turn = 1;
    Phase phase = Phase::Movement;
    bool night = false;
    bool over = false;

    // The battle as this side knows it: the map, clock, objectives and its
    // own units and leaders in full; of the enemy only the units it sees now
    // (at their hexes) and the leaders standing with them. Hidden enemy
    // units and the enemy's reinforcements are not in it at all.
    Scenario scenario;
    QStringList visibleEnemies;      // ascending id
    QVector<Ghost> ghosts;           // last seen hex and turn of enemies not seen now

    bool myTurnToAct() const { return !over && actingSide == side; }
};

// Hex of an enemy leader the side does not see: off every map.
inline constexpr Hex kUnseenHex{-100000, 100000};

SideView makeSideView(const Battle &battle, Side side);

// RULES §14 "What a side is shown of the enemy": of an enemy unit it sees,
// its name, type, formation (brigade), facing, status and hex, its guns and
// its men to the nearest 50 (10 under 100); never its quality, fatigue or
// ammunition. Of an enemy leader, its name when seen (rating unknown).
int approximateMen(int men);
// The view's scenario as the side's screen shows it: every seen enemy unit
// reduced to that report (quality 0, shown "?"; fatigue 0; ammunition
// normal), every enemy leader's rating 0. Without fog of war: the view as it
// is. Presentation only: players think on the view itself (Game::fromView).
Scenario presentedScenario(const SideView &view);
// Is `unit` shown to `viewer` only as that report?
bool shownAsReport(const Scenario &scenario, Side viewer, const Unit &unit);

} // namespace hardtack
