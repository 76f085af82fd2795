#include "scoretables.h"

namespace hardtack::scorerules {

CaptureEffect captureEffect(CityKind kind, Side capturer)
{
    // RULES §17, the capture table [reading], rows by kind, columns by capturer:
    // {Union, Confederacy}. Richmond is also Virginia's capital, so the
    // Confederacy retaking it counts as a state capital; the Union retaking
    // Washington gets the seed's "5 points per level for Washington DC" in
    // opinion and the plain city rate in morale.
    static constexpr CaptureEffect table[4][2] = {
        /* city          */ {{1, -1}, {1, +20}},
        /* state capital */ {{2, -2}, {2, +40}},
        /* Richmond      */ {{5, -2}, {2, +40}},
        /* Washington    */ {{1, -5}, {5, +100}},
    };
    return table[int(kind)][int(capturer)];
}

} // namespace hardtack::scorerules
