#pragma once
// Knobs of the Normal player's movement plan, for the Hard player's look-ahead
// (docs/AI.md "Hard"). The default is the Normal player exactly.

#include <QSet>
#include <QString>

namespace hardtack::ai {

struct Tuning
{
    // 0: the posture the Normal player reads (attack or hold); +1: attack;
    // -1: hold what is held.
    int posture = 0;
    // Weight of the fire a unit would take, times the Normal one (1).
    double risk = 1.0;
    // Added to the win chance a melee asks for (Normal: 0.65, 0.5 against
    // shaken defenders or for an objective late in the battle).
    double meleeNeed = 0;
    // Brigades that stay on their own ground this turn (goal and anchor where they stand).
    QSet<QString> holdBrigades;

    bool isDefault() const { return posture == 0 && risk == 1.0 && meleeNeed == 0 && holdBrigades.isEmpty(); }
};

} // namespace hardtack::ai
