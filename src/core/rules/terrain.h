#pragma once
// The numbers of the tactical rules as data tables (RULES §2, §3, §4, §5, §7):
// movement costs, weapons, quality and fatigue factors, fire terrain effects.
// Every rule module reads its numbers from here.

#include "core/map.h"
#include "core/scenario.h"
#include "core/types.h"

#include <optional>

namespace hardtack {

// The three columns of the movement cost table (RULES §2).
enum class MoveClass {
    Column,       // infantry column, mounted cavalry, wagons, leaders
    Line,         // infantry line, dismounted cavalry
    Limbered,     // limbered artillery
    Fixed,        // unlimbered artillery: may only turn in place
};

MoveClass moveClassOf(const Unit &u);

// RULES §2: MP to enter a hex of this terrain, not following a road; nothing
// when the class may not enter it.
std::optional<int> terrainCost(Terrain t, MoveClass c);
// RULES §2: MP to enter the next hex along a road of this kind (following it);
// nothing when the class moves "as terrain" on it. A railroad counts as a trail.
std::optional<int> roadCost(RoadKind k, MoveClass c);

struct HexsideCosts
{
    int stream = 2;
    int ford = 1;
    int bridgeOnRoad = 0;
    int fence = 1;
    int stoneWall = 2;
};
constexpr HexsideCosts kHexsideCosts{};
constexpr int kClimbCostPerLevel = 1;
constexpr int kClimbCostPerLevelArtillery = 2;
constexpr int kFormationChangeCost = 4;

// RULES §4: movement allowance by unit type; leaders have 20.
int baseAllowance(UnitType t);
constexpr int kLeaderAllowance = 20;

// RULES §4: stacking limits.
constexpr int kStackMen = 1000;
constexpr int kStackUnits = 4;
constexpr int kStackMenPerGun = 50;
// RULES §4, the one stacking test: a hex always holds one unit, however
// large; more only within kStackUnits units and kStackMen points.
constexpr bool stackFits(int units, int points) { return units <= 1 || (points <= kStackMen && units <= kStackUnits); }
// Stacking points of a unit: its men; artillery counts its guns only (a gun is 50).
int stackingPoints(const Unit &u);

struct WeaponStats
{
    double value = 0;   // per man (small arms) or per gun (artillery)
    int range = 0;      // hexes
    bool perGun = false;
    bool canister = false; // ×2 at 2 hexes or less
};
// RULES §3 weapons table.
WeaponStats weaponStats(Weapon w);
constexpr int kCanisterRange = 2;
constexpr double kCanisterFactor = 2.0;

// RULES §7: quality factor A ×1.2 … F ×0.7 (rating 6 … 1).
double qualityFactor(int rating);

// RULES §5 fatigue bands, the one definition for fire, melee, morale and the
// odds: Low 0–299, Medium 300–599, High 600–899, Maximum 900 (the cap).
constexpr int kMediumFatigue = 300;
constexpr int kHighFatigue = 600;
constexpr int kMaxFatigue = 900;
enum class FatigueBand { Low, Medium, High, Maximum };
constexpr FatigueBand fatigueBand(int fatigue)
{
    return fatigue >= kMaxFatigue    ? FatigueBand::Maximum
           : fatigue >= kHighFatigue ? FatigueBand::High
           : fatigue >= kMediumFatigue ? FatigueBand::Medium
                                       : FatigueBand::Low;
}
// RULES §5: fatigue effect on fire and melee; artillery takes it twice.
double fatigueFactor(int fatigue, UnitType type);

// RULES §7: percent reduction of fire on a target in this terrain (added up
// with hexside and height reductions, the sum capped at 90).
int terrainFireReduction(Terrain t);
int hexsideFireReduction(quint8 features); // stone wall 40, fence 10 (the larger if both)
constexpr int kHeightFireReductionPerLevel = 10;
constexpr int kMaxFireReduction = 90;

// RULES §2: woods, heavy woods, orchard and town stand one level above their ground.
int obstacleHeight(Terrain t);

// RULES §11 rout retreat [default, calibrated, docs/SCENARIOS.md
// "Calibration"]: up to 6 hexes after the phase's checks, up to 12 at the
// start of the unit's movement phase (the design's 2 and 4 left routed units
// under the enemy's muskets, failing check after check).
constexpr int kRoutRetreatAfterChecks = 6;
constexpr int kRoutRetreatAtMovement = 12;

// RULES §8 melee factors.
constexpr double kMeleeRoutedDefender = 0.25;
constexpr int kMeleeMenPerGun = 8;
constexpr double kMeleeStoneWall = 1.5;
constexpr double kMeleeFence = 1.2;
constexpr double kMeleeHigher = 1.25;
constexpr double kMeleeRear = 1.5;
constexpr double kMeleeWinThreshold = 1.5; // odds × d6 / 3.5 ≥ 1.5
constexpr double kMeleeDieMean = 3.5;
// RULES §8: both sides take casualties as fire (§7), each man worth 1.0
// (a defending gun: kMeleeMenPerGun men), the loser's doubled.
constexpr double kMeleeFireValuePerMan = 1.0;
constexpr double kMeleeLoserCasualties = 2.0;

// RULES §7 casualties: fire value / 1000 × uniform [5, 25] × the target's
// density factor (fireDensityFactor, fire.h).
constexpr double kCasualtyDivisor = 1000.0;
constexpr double kCasualtyRollMin = 5.0;
constexpr double kCasualtyRollMax = 25.0;
// RULES §7 density factor [default, calibrated against the armies' losses,
// docs/SCENARIOS.md "Calibration"]: lethality × m / reference for m men in
// the target hex up to the reference, lethality × (m / reference)^exponent
// above it.
constexpr double kDensityReferenceMen = 400.0;
constexpr double kDensityExponentAbove = 0.5;
constexpr double kFireLethality = 3.5;
constexpr int kMenPerGunLost = 25;
constexpr double kLeaderHitChance = 0.02;
constexpr int kReplacementRating = 3; // D

// RULES §6 ammunition and supply.
constexpr double kAmmoDepletionSmallArms = 0.05;
constexpr double kAmmoDepletionArtillery = 0.03;
constexpr int kSupplyRadius = 5;
constexpr int kMenPerSupplyPoint = 10;

// RULES §13 command radii (hexes) from a unit to its brigade leader, and from
// each leader to the leader of the formation above.
int commandRadius(Level subordinateLevel); // brigade→division 8, division→corps 12, corps→army 20
constexpr int kUnitCommandRadius = 4;
constexpr double kDetachedAllowance = 0.75;

// RULES §14.
constexpr int kNightVisibility = 2;

// RULES §15: victory points per enemy loss.
constexpr int kVpPerMan = 1;
constexpr int kVpPerGun = 25;
constexpr int kVpPerWagon = 50;
int vpPerLeader(Level level); // 100 / 250 / 500 / 1000
constexpr int kCasualtiesPerLaurel = 200; // also RULES §16 (naval laurels)
// RULES §15, §16, §17: the one laurel rule of land, sea and campaign: 1 per
// 200 casualties, rounded down.
constexpr int laurelsForCasualties(int casualties) { return casualties / kCasualtiesPerLaurel; }

} // namespace hardtack
