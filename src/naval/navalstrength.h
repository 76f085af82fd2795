#pragma once
// The strength of ships and naval batteries (RULES §16 [seed]): a base times
// named factors, all multiplying. Each result carries its factors so that the
// battle can be explained ("strength" events).

#include "navalevents.h"
#include "navalmodel.h"

namespace hardtack {

// What the formula needs to know about a ship's place in the battle.
struct ShipCircumstances
{
    bool close = false;      // fights at close quarters
    bool windward = false;   // its side fights from windward
    bool closing = false;    // ordered close against an enemy that ordered range (RULES §16 [reading])
    // Its side's attempt to break the line; it counts only for a ship at close
    // quarters with break-line orders.
    BreakLineResult breakLine = BreakLineResult::None;
};

struct NavalStrength
{
    double value = 0;
    QVector<NavalFactor> factors;  // base first; value is their product
};

NavalStrength shipStrength(const Ship &ship, const ShipCircumstances &c);
NavalStrength batteryStrength(const NavalBattery &battery, bool close);

// What a unit is worth whatever the situation (the winner's measure, RULES
// §16 outcome [default]): a ship's base × crew × hull × propulsion factors;
// a battery's base (80 × min(batteries, men / 100)).
double materialStrength(const Ship &ship);
double materialStrength(const NavalBattery &battery);

// The single factors, for the tables in tests and docs.
double shipCrewFactor(double crewPercent);
double shipQualityFactor(NavalQuality q, bool close);    // ±30%, doubled at close quarters
double shipExperienceFactor(double experience, bool close);
double hullDamageFactor(int hull);
double propulsionDamageFactor(int propulsion);
double breakLineFactor(BreakLineResult r);
double batteryQualityFactor(NavalQuality q);            // ±30%, not doubled
double batteryExperienceFactor(double experience, bool close);
double batteryBase(int men, int batteries);
double batteryHillFactor(Hill hill);
double batteryFatigueFactor(double fatigue);

} // namespace hardtack
