#pragma once
// The baseline opponent ("Easy"): each unit fires at the target where it
// alone does most harm, then marches straight at the nearest objective it
// does not hold or the nearest enemy it sees, deploying when close; it
// attacks in melee at even odds or better. No plan, no formation of lines.

#include "core/rules/player.h"

namespace hardtack {

class GreedyPlayer : public TacticalPlayer
{
public:
    QVector<Order> orders(const SideView &view) override;

private:
    int m_round = 0;
    int m_turn = -1;
    Phase m_phase = Phase::Movement;
    Side m_phasing = Side::Union;
};

} // namespace hardtack
