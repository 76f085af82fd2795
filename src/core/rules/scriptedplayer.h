#pragma once
// Two simple players that give orders through the same door as everyone
// else (Game::check / Game::apply). They are for tests and the CLI, not the
// computer opponent (src/ai):
// - passive: ends every phase without an order;
// - scripted "advance and fire": every unit marches on the nearest enemy,
//   deploys (line, unlimbered) when near, fires at the nearest target it
//   may, and attacks adjacent enemy hexes in melee.

#include "game.h"

namespace hardtack {

class TacticalPlayer
{
public:
    virtual ~TacticalPlayer() = default;
    // Gives this side's orders for the current phase, then ends the phase.
    virtual void playPhase(Game &game) = 0;
};

class PassivePlayer : public TacticalPlayer
{
public:
    void playPhase(Game &game) override;
};

class ScriptedPlayer : public TacticalPlayer
{
public:
    void playPhase(Game &game) override;

private:
    void move(Game &game);
    void fire(Game &game);
    void melee(Game &game);
};

} // namespace hardtack
