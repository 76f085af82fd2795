#pragma once
// Every number of the victory scores (RULES §17 and its seed,
// seeds/000_c75e9304850ce3fb.txt), in one place so that the engine (scores.cpp),
// the tests and the documentation read the same values.

#include "scoreevents.h"

#include "core/types.h"

#include <array>

namespace hardtack::scorerules {

// Per side, indexed by int(Side): {Union, Confederacy}.
template<typename T>
using PerSide = std::array<T, 2>;

constexpr double maxScore = 1000;        // every score lies in [0, 1000]
constexpr double startMorale = 750;      // each side's national morale at the start
constexpr double startOpinion = 500;     // international opinion at the start

// Per turn.
constexpr PerSide<double> moralePerTurn{-1.5, +1.0};
constexpr double opinionPerTurn = +2.0;
// Per turn, per percent of tax over taxFree and of tariff over tariffFree.
constexpr PerSide<double> ratePenaltyPerPercent{0.2, 1.0};
constexpr PerSide<double> taxFree{10, 5};
constexpr PerSide<double> tariffFree{10, 10};
// Rates before any "rates" event (PRODUCT.md "Score events").
constexpr PerSide<double> initialTax{10, 5};
constexpr PerSide<double> initialTariff{10, 10};

// Continuous rates [reading]: one point per this many.
constexpr double laurelsPerMoralePoint = 5;
constexpr double laurelsPerOpinionPoint = 8;   // Confederate laurels raise opinion, Union laurels lower it
constexpr double casualtiesPerMoralePoint = 500;
constexpr double casualtiesPerOpinionPoint = 1000; // Union casualties raise opinion, Confederate lower it

// Greenbacks: a fall of one percentage point of face value to a new low.
constexpr PerSide<double> moralePerGreenbackPoint{1.0, 1.0 / 5.0};
constexpr double opinionPerConfederateGreenbackPoint = 3.0 / 2.0;
constexpr double greenbackFaceValue = 100;

constexpr PerSide<double> draftPenalty{150, 50};

constexpr int turnsHeldForOpinion = 3;
constexpr int campaigns = 6;              // RULES §17: the war lasts six campaigns, no seventh
constexpr double unionCampaignThreshold = 250; // the Union wins after six campaigns only above this

// One row of the capture table of RULES §17.
struct CaptureEffect
{
    double moralePerLevel;  // added to the capturer's morale at once
    double opinionPerLevel; // added to opinion when held three turns (negative: falls)
};
CaptureEffect captureEffect(CityKind kind, Side capturer);


} // namespace hardtack::scorerules
