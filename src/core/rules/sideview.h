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

} // namespace hardtack
