// The setups of a Cascade Lab demo (FORMATS.md, "Lab demo").

#include "labsetup.h"

namespace hardtack {

LabSetup labSetup(const Scenario &s, bool compare)
{
    LabSetup out;
    const LabDemo &lab = *s.lab;
    out.scenario = compare ? labCompareScenario(s) : s;
    out.name = compare ? lab.compare->name : lab.name;
    out.situation.phase = lab.phase;
    out.situation.night = lab.night;
    out.situation.routLimiting = lab.routLimiting;
    if (compare) {
        const LabCompare &c = *lab.compare;
        out.situation.phase = c.phase.value_or(lab.phase);
        out.situation.night = c.night.value_or(lab.night);
        out.situation.routLimiting = c.routLimiting.value_or(lab.routLimiting);
    }
    out.situation.routLimiting = out.situation.routLimiting || s.rules.routLimiting;
    out.trigger = s.unitIndex(lab.trigger);
    out.seed = lab.seed;
    out.trials = lab.trials;
    return out;
}

} // namespace hardtack
