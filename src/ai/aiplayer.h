#pragma once
// The computer opponent (docs/AI.md). Like every player it reads only its
// side's view and returns orders. Deterministic: it uses no dice, no clock
// and no hash order; the seed is kept for future tie-breaks.
//
// In the Movement phase it gives its planned orders in rounds that end at
// each move that could meet an enemy it cannot see yet (a move into unknown
// ground); if that move revealed someone, the rest is planned again on the
// new view, so no order is ever refused for what it learned. Drivers should
// allow kRoundsPerPhase rounds (playPhase's third argument).

#include "aituning.h"

#include "core/rules/player.h"

#include <QSet>

namespace hardtack {

namespace ai {
struct PlannedStep;
struct MeleeMemo;
}

class AiPlayer : public TacticalPlayer
{
public:
    static constexpr int kRoundsPerPhase = 4096;
    // Work bound: full re-plans per Movement phase after a surprise; later
    // surprises only hold back the planned moves near what was revealed.
    static constexpr int kReplansPerPhase = 1;

    explicit AiPlayer(quint64 seed = 0);
    ~AiPlayer() override;
    QVector<Order> orders(const SideView &view) override;
    // The knobs of its movement plans from the next Movement phase on (the
    // Hard player's candidates); the default is the Normal player.
    void setTuning(const ai::Tuning &tuning) { m_tuning = tuning; }
    const ai::Tuning &tuning() const { return m_tuning; }

private:
    QVector<Order> movement(const SideView &view);
    void replan(const SideView &view);
    void holdBackNear(const SideView &view, const QVector<Hex> &trouble);

    quint64 m_seed;
    ai::Tuning m_tuning;
    int m_turn = -1;
    Phase m_phase = Phase::Movement;
    Side m_phasing = Side::Union;
    int m_round = 0;
    QVector<ai::PlannedStep> *m_plan;
    ai::MeleeMemo *m_melee;      // the Melee phase's judgements (one melee per round)
    int m_next = 0;
    int m_replans = 0;
    QStringList m_expectedEnemies;
    QVector<QPair<QString, Hex>> m_expectedUnits;
    QSet<QString> m_given;       // units and leaders ordered this phase
    QVector<bool> m_known;       // hexes whose enemy occupancy the side knows now
    int m_width = 0;
};

} // namespace hardtack
