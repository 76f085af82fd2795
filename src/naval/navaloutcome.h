#pragma once
// The outcome of a naval battle (RULES §16 "Outcome" [default]): damage to
// hull and propulsion, crew losses, sinking, breaking off, the winner, the
// loser's flight, captures, and the laurels, loss points and casualties the
// campaign needs. Every number is a named constant below and is documented in
// docs/RULES.md.

#include "navalevents.h"
#include "navalmodel.h"
#include "navalsituation.h"

#include "core/rng.h"
#include "core/rules/terrain.h"

#include <array>
#include <optional>

namespace hardtack {

namespace naval {
constexpr int kRounds = 3;                   // the battle is fought in three rounds of fire
constexpr double kPointsPerStrength = 0.032;  // expected damage points per battle per point of the side's strength
constexpr double kBatteryFire = 0.5;         // a battery's strength counts this much in its side's fire (ships under way)
constexpr int kMaxPointsPerTarget = 3;       // no more guns bear in a round than this many points per enemy unit
constexpr double kCloseBonus = 1.0;          // damage × (1 + kCloseBonus × fraction of the side's units at close quarters)
constexpr double kFortuneLow = 0.75;          // each side's fortune of the day, uniform in [low, high]
constexpr double kFortuneHigh = 1.25;
constexpr double kAimedShare = 0.75;         // share of landed hits that strike what the firer aims at
constexpr double kBatteryHitsLand = 0.25;     // share of hits on a naval battery that destroy a battery
constexpr double kCrewPerHullPoint = 0.08;   // of the complement, per hull point taken
constexpr double kCrewPerPropulsionPoint = 0.04;
constexpr double kBatteryMenPerBattery = 0.10; // of the battery's men, per battery destroyed
constexpr int kBreakOffLight = 2;            // damage points taken in this battle that make a ship break off
constexpr int kBreakOffHeavy = 4;
constexpr int kNoBreakOffPropulsion = 4;     // too slow to break off at this propulsion damage
constexpr double kSunkCrewLost = 0.3;        // of the men still aboard when a ship sinks (most were saved)
constexpr double kBreakShare = 0.20;         // a squadron that lost this share of its strength breaks; none: no winner
constexpr double kFounderPerHull = 0.25;     // a beaten ship founders with this chance per hull point
constexpr int kTrappedPropulsion = kNoBreakOffPropulsion; // a beaten ship this slow cannot get away
constexpr double kCaptureBase = 0.0;
constexpr double kCapturePerHull = 0.1;
constexpr double kCapturePerPropulsion = 0.3;
constexpr double kCaptureClose = 1.5;
constexpr double kCaptureRunPast = 0.5;
constexpr double kCaptureMax = 0.95;
constexpr int kLaurelsPerBatteryDestroyed = 5;   // RULES §16 [seed]: a whole NB destroyed
constexpr int kLaurelsPerBatteryLost = 2;        // RULES §16 [seed]: each battery of it otherwise
using hardtack::kCasualtiesPerLaurel;            // RULES §15, §16 [seed]: one number for land and sea
} // namespace naval

enum class ShipFate { Afloat, Sunk, Captured, Fled, Evaded };
const QStringList &shipFateNames(); // afloat sunk captured fled evaded

struct ShipOutcome
{
    int hull = 0;               // after the battle (5 = sunk)
    int propulsion = 0;
    int hullTaken = 0;          // taken in this battle
    int propulsionTaken = 0;
    double crew = 100;          // percent aboard after the battle
    int crewLost = 0;           // men killed, wounded, drowned or taken prisoner
    ShipFate fate = ShipFate::Afloat;
    bool brokeOff = false;
    QString fledTo;             // "harbor", "open-sea" or "withdrew" when it fled
};

struct BatteryOutcome
{
    int batteries = 0;          // left after the battle
    int men = 0;
    int batteriesLost = 0;
    int menLost = 0;
    bool destroyed = false;
};

struct NavalOutcome
{
    std::optional<Side> winner;
    QVector<ShipOutcome> ships;           // index-aligned with NavalBattle::ships
    QVector<BatteryOutcome> batteries;
    // Each side's squadron (its ships that fought, or its batteries when it
    // had no warship) by material strength, before and after; the lost share.
    std::array<double, 2> strengthBefore{0, 0};
    std::array<double, 2> strengthAfter{0, 0};
    std::array<double, 2> lossShare{0, 0};
    std::array<int, 2> laurels{0, 0};
    std::array<int, 2> lossPoints{0, 0};
    std::array<int, 2> casualties{0, 0};
};

// The product of capture factors, explained.
struct CaptureChance
{
    QVector<NavalFactor> factors;    // additive terms first (base, hull, propulsion), then multipliers
    double value = 0;
};
CaptureChance captureChance(const Ship &ship, bool close, double winnersMeanPropulsion);
// The chance that a beaten ship with this hull damage founders as she flees.
double founderChance(int hull);
// Whether the winner's side is decided, from each side's lost share of its
// squadron strength: the side that lost more loses, if either side broke
// (lost kBreakShare or more); nullopt when neither broke or the shares are equal.
std::optional<Side> winnerOfShares(const std::array<double, 2> &lossShare);

// Damage points taken in this battle at which a ship breaks off (0: never).
int breakOffThreshold(BreakOffOrder order);
// Where a fleeing ship goes: its orders in coastal waters, the open sea at
// sea, elsewhere it withdraws out of the fight.
QString fleeDestination(const NavalBattle &battle, const Ship &ship);
// The winner's laurels for a lost enemy ship or the batteries lost by an NB.
int laurelsForShip(ShipType type);
int laurelsForBattery(const BatteryOutcome &b);

NavalOutcome resolveOutcome(const NavalBattle &battle, const NavalSituation &situation, Rng &rng, NavalLog &log);

} // namespace hardtack
