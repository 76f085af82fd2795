#pragma once
// The Hard computer player (docs/AI.md "Hard"): the Normal player (AiPlayer)
// with a look-ahead. At the start of each of its Movement phases it plays a
// few candidate plans (the Normal plan and variants of its posture, of the
// weight it gives to enemy fire, of brigades held back) forward on games of
// its side's view only (Game::fromView: a hidden enemy is not in them): its
// own player turn with the candidate plan, then the enemy's reply and the
// turns after it, played by the Normal player on both sides. It scores each
// end (victory points: objectives held, losses inflicted and taken) and
// gives the best plan's orders through the Normal player's order flow (so no
// order is refused). In the other phases it is
// the Normal player. Deterministic: the dice of the look-ahead come from its
// seed and the turn, never the clock.

#include "aiplayer.h"

#include <QStringList>

namespace hardtack {

class HardPlayer : public TacticalPlayer
{
public:
    static constexpr int kRoundsPerPhase = AiPlayer::kRoundsPerPhase;

    // Work bounds: counts, never time. Each candidate is played `samples`
    // times (different dice, the same for every candidate).
    struct Bounds
    {
        int candidates = 6;
        int samples = 2;
        // Player turns played forward: its own (with the candidate plan),
        // then alternately the enemy's and its own (the Normal player's).
        int playerTurns = 4;
        // Play the last player turn's Melee phase (a grand battle's melee
        // odds are the dearest part of a turn).
        bool lastMelee = true;
    };
    // The bounds for a battle of `units` units on the map as the side knows it.
    static Bounds boundsFor(int units);

    explicit HardPlayer(quint64 seed = 0);
    QVector<Order> orders(const SideView &view) override;

    // What the last look-ahead chose (for tests and reports): the candidate's
    // name ("normal", "attack", "hold", "bold", "cautious", "hold BRIGADE").
    const QString &lastChoice() const { return m_choice; }
    // The candidates it scored, with their scores, in order (the last look-ahead).
    const QVector<QPair<QString, double>> &lastScores() const { return m_scores; }

private:
    void choose(const SideView &view);
    double playout(const SideView &view, const ai::Tuning &tuning, quint64 dice, const Bounds &bounds) const;

    quint64 m_seed;
    AiPlayer m_ai;
    int m_chosenTurn = -1;
    QString m_choice;
    QVector<QPair<QString, double>> m_scores;
};

} // namespace hardtack
