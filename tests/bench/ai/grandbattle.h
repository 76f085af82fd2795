#pragma once
// A synthetic grand battle for the AI benchmark: two mirror-image corps of
// `brigadesPerSide` brigades (18 regiments and 2 batteries each) on an
// 81 × 50 field with woods, ridges, a pike and five objectives on the line
// of symmetry. 20 brigades a side make 800 units.

#include "core/scenario.h"

namespace hardtack::bench {

Scenario grandBattle(int brigadesPerSide = 20, int turns = 24);

} // namespace hardtack::bench
