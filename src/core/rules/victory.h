#pragma once
// Objectives, victory points, victory levels and laurels (RULES §15).

#include "core/scenario.h"

#include <optional>

#include <QJsonObject>

namespace hardtack {

// Men a side has lost: killed and wounded, prisoners, and stragglers not
// (yet) returned, summed over its units.
struct SideLosses
{
    int casualties = 0;
    int prisoners = 0;
    int stragglers = 0;
    int guns = 0;
    int gunsCaptured = 0;   // of those, taken with their battery (RULES §8 overrun, §11 surrender)
    int wagons = 0;         // wagons destroyed or captured (not those that ran empty)
    int leaders = 0;        // leaders killed or wounded
    int leaderPoints = 0;   // VP value of those leaders (100/250/500/1000 by level)
    int men() const { return casualties + prisoners + stragglers; }
};
// A side's losses; with `arm`, of its units of that type only.
SideLosses lossesOf(const Scenario &s, Side side, std::optional<UnitType> arm = std::nullopt);
// The men a side brought to the battle: those in its units now plus all they
// lost (reinforcements included, arrived or not).
int menPresent(const Scenario &s, Side side, std::optional<UnitType> arm = std::nullopt);

// Updates each objective's holder: the side whose units alone occupy it.
void updateObjectives(Scenario &s);

enum class VictoryLevel { MajorVictory, MinorVictory, Draw, MinorDefeat, MajorDefeat };
const QStringList &victoryLevelNames(); // major-victory minor-victory draw minor-defeat major-defeat

struct VictoryResult
{
    int vp[2] = {0, 0};             // by Side
    int objectivePoints[2] = {0, 0};
    SideLosses losses[2];
    VictoryLevel level[2] = {VictoryLevel::Draw, VictoryLevel::Draw};
    std::optional<Side> winner;
    int laurels[2] = {0, 0};

    QJsonObject toJson() const;
};

// RULES §15: each side scores the objectives it holds plus 1 per enemy man
// lost, 25 per enemy gun, 50 per enemy wagon, 100/250/500/1000 per enemy
// brigade/division/corps/army leader. The difference against the scenario's
// thresholds gives the levels (a difference ≥ major: major victory; ≥ minor
// and not zero: minor victory; else a draw). The winner earns 1 laurel per
// 200 men lost on both sides, rounded down; a draw earns none.
VictoryResult computeVictory(const Scenario &s);

} // namespace hardtack
