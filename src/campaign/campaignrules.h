#pragma once
// Every number of the strategic campaign that is not a victory-score rule
// (those are in scoretables.h): the economy, recruiting, building, movement,
// the land-battle model and the winter. docs/RULES.md "Campaign" lists them
// all with their reasons; the engine (campaigngame*.cpp, landbattle.cpp)
// reads them only from here.

#include "core/rules/terrain.h"
#include "core/types.h"

#include <array>

namespace hardtack::campaignrules {

template<typename T>
using PerSide = std::array<T, 2>; // {Union, Confederacy}

// --- Economy (RULES "Campaign: economy"), millions of dollars per turn ---
// Tax income: Σ over owned cities of level × tax% × this.
constexpr double taxPerLevelPercent = 0.05;
// Tariff income: Σ over owned, unblockaded ports of level × tariff% × this.
constexpr double tariffPerLevelPercent = 0.08;
// A Confederate port is blockaded while a Union fleet with a warship lies on
// a fleet node joined to it by a river or sea connection (or in it): its
// tariff income is multiplied by this.
constexpr double blockadedTariffShare = 0.0;
// Upkeep per turn: per 1000 men in armies and per ship afloat.
constexpr double upkeepPerThousandMen = 0.12;
constexpr double upkeepPerShip = 0.15;
// Unpaid upkeep: every brigade of the side loses this share of its men (desertion).
constexpr double desertionUnpaid = 0.03;
// Rates a side may set, percent.
constexpr double maxTax = 40;
constexpr double maxTariff = 60;

// Greenbacks: issuing N millions lowers the value (percent of face) by
// N × 100 / (backingPerLevel × the levels of the side's cities), never below
// greenbackFloor. One issue order: 1 to maxIssue millions.
constexpr double backingPerLevel = 10;
constexpr double greenbackFloor = 1;
constexpr double maxIssue = 200;

// --- Manpower: men available to recruit ---
constexpr int manpowerPerLevel = 60;        // per owned economic level per turn
constexpr int winterManpowerTurns = 4;      // the winter adds this many turns' worth
constexpr int draftManpowerTurns = 10;      // the draft adds this many turns' worth at once
constexpr double draftManpowerGrowth = 1.5; // and multiplies the per-turn manpower afterwards

// --- Recruiting (in an owned city free of enemy armies) ---
struct RecruitCost
{
    int men;
    int guns;
    double money;
};
// Indexed by Arm: infantry, cavalry, artillery.
constexpr std::array<RecruitCost, 3> recruit{{{2500, 0, 5.0}, {1200, 0, 4.0}, {600, 12, 4.0}}};
constexpr PerSide<int> recruitQuality{2, 3}; // E (Union volunteers), D (Confederate) [default]

// --- Building ships: money by ShipType IC RI FR SL GB RG TR RT ---
// Ocean types (IC FR SL GB TR) need a port; river types (RI RG RT) a river city.
constexpr std::array<double, 8> shipCost{10, 6, 6, 5, 2, 1.5, 1, 0.5};

// --- Movement ---
// An army or fleet stops in the first node it enters that holds an enemy
// army (fleet), and an army in the first enemy-owned city it enters.
// Fleets never enter enemy-owned cities (their forts).

// --- Armies at sea (RULES "Campaign: armies at sea") [default] ---
// A transport (TR, RT) is a transport group (RULES §16): it carries this many
// men, a gun counting as menPerGun men. Port Royal (November 1861): 12,653
// men in about 25 transports in 4 brigades; Burnside's North Carolina
// expedition (January 1862): some 12,000 men in 46 transports (ORN I/12,
// OR IX): about 3,000 men to a group of ocean transports, half that on rivers.
constexpr int oceanTransportCapacity = 3000;
constexpr int riverTransportCapacity = 1500;
// Embarking holds the army and the fleet this many days of the turn before
// the fleet sails; landing holds the fleet this many days beside the shore.
constexpr int embarkDays = 3;
constexpr int landDays = 2;

// --- Forts (RULES "Campaign: forts") [default] ---
// A winter rebuilds this many batteries of each fort whose city its side
// still holds, up to the fort's batteries in the campaign file.
constexpr int fortBatteriesRebuiltInWinter = 1;

// --- Weather (RULES "Campaign: weather") [default] ---
// Each turn, one roll of a die for the wind of the whole theater: light on
// 1..lightUpTo, strong on strongFrom..6, else moderate; a second die for the
// coast: onshore on onshoreFrom..6. Winter (December to February) blows
// harder and onshore more often; summer (June to August) is gentler.
struct SeasonWeather
{
    int lightUpTo;
    int strongFrom;
    int onshoreFrom;
};
constexpr SeasonWeather winterWeather{1, 5, 4};  // light 1/6, strong 2/6, onshore 1/2
constexpr SeasonWeather summerWeather{3, 6, 5};  // light 3/6, strong 1/6, onshore 1/3
constexpr SeasonWeather otherWeather{2, 6, 5};   // spring and autumn: light 2/6, strong 1/6, onshore 1/3

// --- Captures (RULES "Campaign: captures") ---
// A city falls only to armies with at least this many men per economic level
// in it (its garrison, militia and forts must be overawed) [default].
constexpr int captureMenPerLevel = 1500;

// --- Land battle model (RULES "Campaign: land battles", landbattle.cpp) ---
constexpr double experiencePerLevel = 0.04;   // × (1 + this × experience 0..5)
constexpr double menPerGun = kMeleeMenPerGun; // RULES §8: a gun counts as 8 men (core's melee table)
constexpr double armyLeaderPerRating = 0.05;  // × (1 + this × (rating − 3))
constexpr double brigadeLeaderPerRating = 0.02;
// The defender's terrain, by CityTerrain open rolling wooded town river:
// RULES §7 fire on a target in woods or town −25% (×1/0.75), higher ground
// −10% (×1/0.9), a river line as a stone wall in melee ×1.5 averaged with fire.
constexpr std::array<double, 5> terrainDefence{1.0, 1.11, 1.33, 1.33, 1.25};
// Washington and Richmond were ringed with forts: their defenders ×1.5 [default].
constexpr double capitalFortification = 1.5;
constexpr double fortuneLow = 0.75;           // each side's fortune of the day
constexpr double fortuneHigh = 1.25;
// Casualties (share of the side's men): base × uniform[lossLow, lossHigh] ×
// the ratio factor; calibrated on hardtack-cli play (RULES "Campaign").
constexpr double lossBase = 0.11;
constexpr double lossLow = 0.6;
constexpr double lossHigh = 1.4;
constexpr double loserLossFactor = 1.35;      // the loser loses more…
constexpr double winnerLossFactor = 0.75;     // …the winner less
constexpr double lossRatioExponent = 0.5;     // × (enemy strength / own strength)^this, capped
constexpr double lossRatioCap = 2.0;
constexpr double maxLossShare = 0.6;
constexpr double gunsLostShare = 0.5;         // the loser's artillery loses guns at half its men's rate
constexpr int minBrigadeMen = 300;            // a brigade below this is broken up
constexpr int experienceGain = 1;             // brigades that fought (max 5)

// --- Ships: repair ---
constexpr int repairPerTurnInPort = 1;        // hull and propulsion points per turn in an own port

// --- Winter (between campaigns, RULES §17 [default]) ---
constexpr double winterIncomeTurns = 2;       // the winter brings this many turns of income
constexpr double winterRecovery = 0.08;       // brigades regain this share of their men (stragglers back)

} // namespace hardtack::campaignrules
