#pragma once
// Internal to src/core/morale: the RULES §9 formula and failure table shared
// by the explained path (moraleValue, events) and the fast path (cascades
// without explanations), so the two can never disagree.

#include "morale.h"

#include "core/rules/terrain.h"

#include <QJsonArray>

namespace hardtack::morale {

// A unit that can take a check or count as "in the hex": on the map, with men.
inline bool present(const Unit &u) { return u.onMap && u.men > 0; }
// RULES §9: a unit that lost men (or took a fatigue loss at 900) in the phase
// takes the end-of-phase check, if it is still there to take it.
inline bool takesEndOfPhaseCheck(const Unit &u) { return u.mustCheck && present(u); }
// RULES §10: a routing unit reaches the friendly units still there in its
// own hex and the six next to it (the cascade's ring; CascadeIndex walks the
// same hexes cell by cell).
inline bool cascadeReaches(const Unit &routing, const Unit &other)
{
    return other.side == routing.side && present(other) && distance(routing.hex, other.hex) <= 1;
}

// What a morale value depends on besides the unit's own state.
struct MoraleFacts
{
    bool leader = false;        // a friendly active leader in the unit's hex
    bool otherBrigades = false; // a friendly unit of another brigade in the unit's hex
    bool enfiladed = false;     // fired upon with enfilade in this phase
};

// RULES §9: stragglers lost per point the roll exceeds the morale.
constexpr int kMenPerStragglerPoint = 25;
// RULES §9: a routed unit that fails loses stragglers by the roll only if it
// is infantry or cavalry (the one test for the checks and their exact odds).
inline bool losesStragglers(const Unit &u)
{
    return u.type == UnitType::Infantry || u.type == UnitType::Cavalry;
}

// RULES §9: base and modifiers, in the order of the rule. `add(name, amount)`
// receives each modifier that applies (a no-op on the fast path).
template<typename Add>
int moraleFinal(const Unit &u, const MoraleFacts &f, const MoraleSituation &sit, int cascadeStep, Add &&add)
{
    int m = u.quality;
    const auto apply = [&](const char *name, int amount) {
        m += amount;
        add(name, amount);
    };
    if (f.leader)
        apply("leader", +1);
    if (u.ammo != Ammo::Normal)
        apply("ammo", -1);
    if (sit.night)
        apply("night", -2);
    // RULES §5 bands (terrain.h): Maximum counts as High.
    if (const FatigueBand band = fatigueBand(u.fatigue); band >= FatigueBand::High)
        apply("fatigue-high", -2);
    else if (band == FatigueBand::Medium)
        apply("fatigue-medium", -1);
    if (f.enfiladed)
        apply("enfilade", -2);
    if (u.status == Status::Disrupted)
        apply("disrupted", -1);
    if (f.otherBrigades)
        apply("other-brigades", -1);
    // RULES §10 optional Rout Limiting: +k-1 at cascade step k (nothing at step 1).
    if (sit.routLimiting && cascadeStep > 1)
        apply("rout-limiting", cascadeStep - 1);
    return m;
}

// RULES §9: applies the check's roll to the unit; fills result, stragglers,
// artilleryHeld (check.before, value.final and roll must be set).
void applyCheckResult(Unit &u, Phase phase, MoraleCheck &check);
// Undoes applyCheckResult on u: the fields it writes (status, men,
// stragglers) taken back from `before`, the unit as it was (the trial loops
// reuse one copy of the battle instead of copying it for every trial).
inline void undoCheckResult(Unit &u, const Unit &before)
{
    u.status = before.status;
    u.men = before.men;
    u.stragglers = before.stragglers;
    Q_ASSERT(u == before);
}

// The facts of unit u by a scan of the scenario (the explained single-check path).
MoraleFacts factsByScan(const Scenario &s, const Unit &u, const MoraleSituation &sit);
// The same facts from a scan of `candidates` only (indexes into s.units):
// every unit standing in u's hex must be among them. The exact fire odds
// ask this in every outcome, for the units in or next to the target hex.
MoraleFacts factsAmong(const Scenario &s, const Unit &u, const MoraleSituation &sit, const QVector<int> &candidates);
// The same facts through the index (the cascade path, inline: it is the hot loop).
// `enfiladed`: the unit is in sit.enfiladed (Unit::enfiladed is read here).
inline MoraleFacts factsByIndex(const Scenario &s, const CascadeIndex &index, int unit, bool enfiladed)
{
    const Unit &u = s.units.at(unit);
    MoraleFacts f;
    f.enfiladed = enfiladed || u.enfiladed;
    const int cell = index.cellOf(unit);
    if (cell < 0)
        return f;
    f.leader = index.leaderIn(cell, u.side);
    const int brigade = index.brigadeOf(unit);
    for (const int *o = index.unitsBegin(cell); o != index.unitsEnd(cell); ++o) {
        const Unit &other = s.units.at(*o);
        // Men are read live: a unit wiped out by stragglers no longer counts.
        if (*o != unit && other.side == u.side && index.brigadeOf(*o) != brigade && present(other)) {
            f.otherBrigades = true;
            break;
        }
    }
    return f;
}

// Fills value.base/final (and modifiers when explain) for unit u.
inline MoraleValue valueOf(const Unit &u, const MoraleFacts &f, const MoraleSituation &sit, int cascadeStep, bool explain)
{
    MoraleValue v;
    v.base = u.quality;
    if (explain)
        v.final = moraleFinal(u, f, sit, cascadeStep, [&](const char *name, int amount) {
            v.modifiers.append({QString::fromLatin1(name), amount});
        });
    else
        v.final = moraleFinal(u, f, sit, cascadeStep, [](const char *, int) {});
    return v;
}

// Per-unit flags of the units named in sit.enfiladed (empty when none).
std::vector<unsigned char> enfiladeFlags(const Scenario &s, const MoraleSituation &sit);

} // namespace hardtack::morale
