#pragma once
// A whole naval battle, resolved in one call: the situation (joining,
// evasion, range, windward, breaking the line), every unit's strength, and
// the outcome, all in one event log. This is the door the CLI, the naval
// dialog and the campaign use.

#include "navalevents.h"
#include "navalmodel.h"
#include "navaloutcome.h"
#include "navalsituation.h"
#include "navalstrength.h"

#include "core/rng.h"

#include <QJsonObject>

#include <array>

namespace hardtack {

struct NavalResolution
{
    NavalSituation situation;
    QVector<NavalStrength> shipStrengths;     // at the start; value 0 for ships that do not fight
    QVector<NavalStrength> batteryStrengths;
    std::array<double, 2> total{0, 0};  // by side
    NavalOutcome outcome;
    NavalLog log;
};

NavalResolution resolveNavalBattle(const NavalBattle &battle, Rng &rng);
inline NavalResolution resolveNavalBattle(const NavalBattle &battle, quint64 seed)
{
    Rng rng(seed);
    return resolveNavalBattle(battle, rng);
}

// The JSON of PRODUCT.md: {"situation":…,"strength":…,"total":…,"result":…}.
QJsonObject resolutionToJson(const NavalBattle &battle, const NavalResolution &r);

// Many battles with seeds seed, seed+1, …: win rates and mean laurels.
struct NavalTrials
{
    int trials = 0;
    quint64 seed = 0;
    std::array<int, 2> wins{0, 0};
    int draws = 0;
    int battles = 0;                    // trials in which battle was joined
    std::array<double, 2> laurels{0, 0}; // sums
    std::array<double, 2> lossPoints{0, 0};
    std::array<double, 2> casualties{0, 0};
    QStringList shipIds;                // the battle's ships, in file order
    QVector<std::array<int, 5>> fates;  // per ship: battles that left it in each ShipFate

    // The share of the trials that left ship `i` with `fate`.
    double fateRate(int i, ShipFate fate) const;
    // The share in which ship `i` was lost (sunk or captured).
    double lostRate(int i) const { return fateRate(i, ShipFate::Sunk) + fateRate(i, ShipFate::Captured); }

    QJsonObject toJson() const;        // the keys --trials adds (docs/CLI.md)
};
NavalTrials runNavalTrials(const NavalBattle &battle, quint64 seed, int trials);

} // namespace hardtack
