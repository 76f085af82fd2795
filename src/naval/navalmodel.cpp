#include "navalmodel.h"
#include "core/namelists.h"

namespace hardtack {


HT_NAMES(navalLocationNames, QStringLiteral("sea"), QStringLiteral("coastal"), QStringLiteral("harbor"),
         QStringLiteral("river"), QStringLiteral("river-mouth"))
HT_NAMES(windNames, QStringLiteral("light"), QStringLiteral("moderate"), QStringLiteral("strong"))
HT_NAMES(navalQualityNames, QStringLiteral("very-poor"), QStringLiteral("poor"), QStringLiteral("average"),
         QStringLiteral("good"), QStringLiteral("excellent"))
HT_NAMES(hillNames, QStringLiteral("none"), QStringLiteral("low"), QStringLiteral("high"))
HT_NAMES(combatOrderNames, QStringLiteral("engage"), QStringLiteral("accept"), QStringLiteral("evade"),
         QStringLiteral("run-past"))
HT_NAMES(distanceOrderNames, QStringLiteral("range"), QStringLiteral("close"))
HT_NAMES(aimOrderNames, QStringLiteral("propulsion"), QStringLiteral("hull"))
HT_NAMES(formationOrderNames, QStringLiteral("line-ahead"), QStringLiteral("break-line"))
HT_NAMES(breakOffOrderNames, QStringLiteral("never"), QStringLiteral("light"), QStringLiteral("heavy"))
HT_NAMES(fleeOrderNames, QStringLiteral("harbor"), QStringLiteral("open-sea"))
HT_NAMES(breakLineResultNames, QStringLiteral("none"), QStringLiteral("succeeded"), QStringLiteral("failed"),
         QStringLiteral("melee"))

#undef HT_NAMES

const ShipTypeInfo &shipTypeInfo(ShipType type)
{
    // RULES §16: base strength [seed]; laurels and loss points [seed].
    // Complement (typical crews of the war's classes) and the share of hits
    // on the hull and on the propulsion that do damage (armour covers an
    // ironclad's hull, not her funnel, steering and screw; docs/RULES.md)
    // [default].
    static const ShipTypeInfo table[] = {
        //  base  ironclad transport laurels loss complement hitsLand propulsionHitsLand
        {135, true, false, 15, 200, 0.15, 0.3},  // IC  ironclad
        {100, true, false, 15, 150, 0.3, 0.6},  // RI  river ironclad
        {50, false, false, 15, 450, 0.9, 0.9},  // FR  frigate
        {40, false, false, 10, 250, 0.9, 0.9},  // SL  ship of the line (the sloops of the war)
        {25, false, false, 5, 100, 1.0, 1.0},   // GB  gunboat
        {25, false, false, 5, 80, 1.0, 1.0},    // RG  river gunboat
        {0, false, true, 0, 60, 1.0, 1.0},      // TR  transport
        {0, false, true, 0, 40, 1.0, 1.0},      // RT  river transport
    };
    return table[int(type)];
}

} // namespace hardtack
