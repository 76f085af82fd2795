// Events are data (STYLE.md §6): morale checks and cascades as the typed
// events of core/events; the narrator (src/narrator) puts them in words.

#include "moralerules.h"

#include "core/events/events.h"

#include <algorithm>

namespace hardtack {

using namespace morale;

MoraleCheckEvent moraleCheckEvent(const Scenario &s, const MoraleCheck &c, const MoraleSituation &sit, const QString &cause)
{
    Q_UNUSED(sit);
    const Unit &u = s.units.at(c.unit);
    MoraleCheckEvent e;
    e.unit = u.id;
    e.side = u.side;
    e.cause = MoraleCause(std::max(0, int(moraleCauseNames().indexOf(cause))));
    e.base = c.value.base;
    e.modifiers = c.value.modifiers;
    e.final = c.value.final;
    e.roll = c.roll;
    e.failed = c.failed();
    e.result = c.result;
    e.before = c.before;
    e.after = u.status;
    e.stragglers = c.stragglers;
    e.artilleryHeld = c.artilleryHeld;
    e.step = c.step; // 0: an end-of-phase check
    if (c.step > 0) {
        e.parent = s.units.at(c.parent).id;
        e.sameHex = c.sameHex;
        e.carriesOn = c.carriesOn;
    }
    return e;
}

CascadeEvent cascadeEvent(const Scenario &s, const CascadeTree &tree, const MoraleSituation &sit)
{
    CascadeEvent e;
    for (int t : tree.triggers)
        e.triggers.append(s.units.at(t).id);
    e.checks = int(tree.checks.size());
    e.failures = tree.failures;
    e.rings = tree.rings;
    e.night = sit.night;
    e.routLimiting = sit.routLimiting;
    return e;
}

} // namespace hardtack
