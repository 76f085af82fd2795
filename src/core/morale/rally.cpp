// RULES §12: rally checks ("Recovery From Rout" in the seed) and the
// disruption-recovery helper of the movement phase.

#include "moralerules.h"

#include "core/rules/board.h"

#include <QJsonArray>

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

QJsonObject takeRallyCheck(Scenario &s, Rng &rng, Unit &u, bool night)
{
    QJsonObject e{{QStringLiteral("type"), QStringLiteral("rally-check")},
                  {QStringLiteral("unit"), u.id},
                  {QStringLiteral("side"), sideName(u.side)},
                  {QStringLiteral("night"), night}};
    if (!u.isRouted()) {
        e.insert(QStringLiteral("result"), QStringLiteral("not-routed"));
        e.insert(QStringLiteral("text"), MoraleText::describe(e));
        return e;
    }
    const RallyValue v = rallyValue(s, u, night);
    const int roll = rng.d6();
    // RULES §12: rallies when the roll is less than the value; the unit
    // becomes Disrupted and may not recover from that before its next turn.
    const bool rallied = roll < v.final;
    if (rallied) {
        u.status = Status::Disrupted;
        u.rallied = true;
    }
    e.insert(QStringLiteral("base"), v.base);
    e.insert(QStringLiteral("modifiers"), modifiersJson(v.steps));
    e.insert(QStringLiteral("leader"), v.leader.isEmpty() ? QJsonValue() : QJsonValue(v.leader));
    e.insert(QStringLiteral("final"), v.final);
    e.insert(QStringLiteral("roll"), roll);
    e.insert(QStringLiteral("result"), rallied ? QStringLiteral("rallied") : QStringLiteral("failed"));
    e.insert(QStringLiteral("status"), statusNames().at(int(u.status)));
    e.insert(QStringLiteral("text"), MoraleText::describe(e));
    return e;
}

QJsonObject takeDisruptionRecovery(Scenario &s, Rng &rng, Unit &u)
{
    // RULES §12 [default]: only a unit disrupted before this player turn
    // began; one that rallied this turn waits for its next turn [seed].
    if (!u.isDisrupted() || !u.disruptedAtTurnStart || u.rallied || !present(u))
        return {};
    QJsonObject e{{QStringLiteral("type"), QStringLiteral("disruption-recovery")},
                  {QStringLiteral("unit"), u.id},
                  {QStringLiteral("side"), sideName(u.side)},
                  {QStringLiteral("quality"), u.quality}};
    bool recovered = true;
    if (enemyAdjacent(s, u.hex, u.side)) {
        const int roll = rng.d6();
        recovered = roll <= u.quality;
        e.insert(QStringLiteral("enemyAdjacent"), true);
        e.insert(QStringLiteral("roll"), roll);
    } else {
        e.insert(QStringLiteral("enemyAdjacent"), false);
    }
    if (recovered)
        u.status = Status::Normal;
    e.insert(QStringLiteral("result"), recovered ? QStringLiteral("recovered") : QStringLiteral("disrupted"));
    e.insert(QStringLiteral("text"), MoraleText::describe(e));
    return e;
}

} // namespace hardtack
