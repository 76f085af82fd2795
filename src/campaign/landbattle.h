#pragma once
// Land battles of the campaign (docs/RULES.md "Campaign: land battles"):
// the auto-resolve model grounded in the tactical rules, and the result that
// both it and a battle fought on the hex map (hexbattle.h) hand back to the
// campaign. Typed values only.

#include "campaignmodel.h"

#include "core/rng.h"

#include <QHash>
#include <QList>

#include <array>
#include <optional>

namespace hardtack {

// One land battle: where, who defends, and the armies of each side there.
struct LandBattle
{
    QString city;                       // the city id
    CityTerrain terrain = CityTerrain::Open;
    CityKind kind = CityKind::City;     // the national capitals are fortified
    Side defender = Side::Confederate;  // the city's owner
    std::array<QStringList, 2> armies;  // army ids by Side
};

// What a land battle did, however it was fought.
struct LandBattleResult
{
    std::optional<Side> winner;         // none: a draw (both stay, no laurels)
    std::array<int, 2> casualties{0, 0}; // men lost by Side
    std::array<int, 2> gunsLost{0, 0};
    std::array<double, 2> strength{0, 0}; // the model's strengths (0 when fought on the map)
    // Men lost per brigade id when known (a hex-map battle); otherwise the
    // campaign shares each side's casualties over its brigades by men.
    QHash<QString, int> brigadeLosses;
    bool fought = false;                // true when it came from the hex map

    // RULES §17: the winner earns 1 laurel per 200 casualties of both sides.
    double laurels() const;
};

// The strength of the armies of one side (RULES "Campaign: land battles"):
// Σ brigades (men + 8 × guns) × quality × experience × brigade leader, times
// the best army leader, times the defender's terrain.
double landStrength(const QList<Army> &armies, CityTerrain terrain, bool defending);
// The defender's multiplier at a place: its terrain, and the ring of forts of
// Washington and Richmond.
double defenceFactor(CityTerrain terrain, CityKind kind);

// The auto-resolve model: fortune of the day on each strength picks the
// winner; each side loses a share of its men set by the tactical engine's
// proportions (loser about 1.8 × the winner's share).
LandBattleResult autoResolveLandBattle(const LandBattle &battle, const std::array<QList<Army>, 2> &forces, Rng &rng);

} // namespace hardtack
