// RULES §12: rally checks ("Recovery From Rout" in the seed) and the
// disruption-recovery helper of the movement phase.

#include "moralerules.h"

#include "core/events/events.h"
#include "core/rules/board.h"

#include <algorithm>

namespace hardtack {

using namespace morale;

RallyValue rallyValue(const Scenario &s, const Unit &u, bool night)
{
    RallyValue v;
    v.base = u.quality;
    int value = v.base;

    // 1. Leaders of the unit's own chain (brigade, division, corps, army):
    //    stacked with it, or on a day turn a corps or army leader in an
    //    adjacent hex. Rating above the value: the value becomes the rating;
    //    equal: +1; below: nothing. [reading] With several, the best one; on a
    //    tie the lowest in the chain (the brigade's first).
    const Leader *used = nullptr;
    for (const Formation *f : s.chainOf(u)) {
        const Leader &l = f->leader;
        if (!l.active() || f->side != u.side || !u.onMap)
            continue;
        const bool stacked = l.hex == u.hex;
        const bool adjacentHigh = !night && (f->level == Level::Corps || f->level == Level::Army)
                                  && distance(l.hex, u.hex) == 1;
        if (!stacked && !adjacentHigh)
            continue;
        const int withHim = l.rating > v.base ? l.rating : (l.rating == v.base ? v.base + 1 : v.base);
        if (withHim > value) {
            value = withHim;
            used = &l;
        }
    }
    if (used) {
        v.leader = used->id;
        v.steps.append({QStringLiteral("leader:") + used->id, value - v.base});
    }

    // 2. Night: halved, fractions rounded up (5 becomes 3).
    if (night) {
        const int halved = (value + 1) / 2;
        v.steps.append({QStringLiteral("night-halving"), halved - value});
        value = halved;
    }
    v.final = value;
    return v;
}

double rallyChance(int finalValue)
{
    // P(d6 < v): rolls 1 … v-1.
    return std::clamp(finalValue - 1, 0, 6) / 6.0;
}

RallyCheckEvent takeRallyCheck(Scenario &s, Rng &rng, Unit &u, bool night)
{
    RallyCheckEvent e;
    e.unit = u.id;
    e.side = u.side;
    e.night = night;
    const RallyValue v = rallyValue(s, u, night);
    e.base = v.base;
    e.final = v.final;
    // The leader's step is named "leader" in the event; its id is `leader`.
    for (const MoraleModifier &m : v.steps)
        e.modifiers.append({m.name.startsWith(QLatin1String("leader:")) ? QStringLiteral("leader") : m.name, m.amount});
    if (!v.leader.isEmpty())
        e.leader = v.leader;
    if (!u.isRouted()) {
        e.result = RallyResult::NotRouted; // no die
        e.status = u.status;
        return e;
    }
    const int roll = rng.d6();
    // RULES §12: rallies when the roll is less than the value; the unit
    // becomes Disrupted and may not recover from that before its next turn.
    const bool rallied = roll < v.final;
    if (rallied) {
        u.status = Status::Disrupted;
        u.rallied = true;
    }
    e.roll = roll;
    e.result = rallied ? RallyResult::Rallied : RallyResult::Failed;
    e.status = u.status;
    return e;
}

std::optional<DisruptionRecoveryEvent> takeDisruptionRecovery(Scenario &s, Rng &rng, Unit &u)
{
    // RULES §12 [default]: only a unit disrupted before this player turn
    // began; one that rallied this turn waits for its next turn [seed].
    if (!u.isDisrupted() || !u.disruptedAtTurnStart || u.rallied || !present(u))
        return {};
    DisruptionRecoveryEvent e;
    e.unit = u.id;
    e.side = u.side;
    e.quality = u.quality;
    bool recovered = true;
    e.enemyAdjacent = enemyAdjacent(s, u.hex, u.side);
    if (e.enemyAdjacent) {
        const int roll = rng.d6();
        recovered = roll <= u.quality;
        e.roll = roll;
    }
    if (recovered)
        u.status = Status::Normal;
    e.result = recovered ? RecoveryResult::Recovered : RecoveryResult::Disrupted;
    return e;
}

} // namespace hardtack
