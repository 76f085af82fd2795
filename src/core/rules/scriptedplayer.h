#pragma once
// Two simple players for tests and the CLI (not the computer opponent, which
// lives in src/ai). Like every player they see only their side's view and
// return orders:
// - passive: ends every phase without an order;
// - scripted "advance and fire": every unit marches on the nearest enemy it
//   sees (or last saw, or else the nearest objective), deploys (line,
//   unlimbered) when near, fires at the nearest target it may, and attacks
//   adjacent enemy hexes in melee at fair odds.

#include "player.h"

namespace hardtack {

class PassivePlayer : public TacticalPlayer
{
public:
    QVector<Order> orders(const SideView &view) override;
};

class ScriptedPlayer : public TacticalPlayer
{
public:
    QVector<Order> orders(const SideView &view) override;

private:
    QVector<Order> deploy(const SideView &view) const;
    QVector<Order> move(const SideView &view) const;
    QVector<Order> face(const SideView &view) const;
    QVector<Order> fire(const SideView &view) const;
    QVector<Order> melee(const SideView &view) const;

    // Rounds given in the current phase (the phase is told by turn, phase, side).
    int m_round = 0;
    int m_turn = -1;
    Phase m_phase = Phase::Movement;
    Side m_phasing = Side::Union;
};

} // namespace hardtack
