#pragma once
// The two setups of a Cascade Lab demo (FORMATS.md, "Lab demo") as the rules
// take them: the scenario, the morale situation and the trigger. The Lab's
// animation, its Monte Carlo and the tests all start from here, so both
// setups are forced and resolved exactly as `hardtack-cli cascade` would.

#include "morale.h"

namespace hardtack {

struct LabSetup
{
    QString name;            // the demo's caption for this setup (may be empty)
    Scenario scenario;       // with the second setup's changes applied
    MoraleSituation situation;
    int trigger = -1;        // unit index
    quint64 seed = 1;
    qint64 trials = 10000;
};

// s.lab must be set. compare=true: the second setup (s.lab->compare must be
// set). Rout Limiting is on when the demo or the scenario's rules ask for it
// (as `hardtack-cli cascade --rout-limiting` on the scenario).
LabSetup labSetup(const Scenario &s, bool compare = false);

} // namespace hardtack
