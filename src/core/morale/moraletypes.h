#pragma once
// The morale values the events of a battle hold (core/events): a named
// modifier and a check's result. morale.h has the rules that make them.

#include <QString>
#include <QStringList>

namespace hardtack {

// One named modifier of a morale or rally value. `name` is a stable key
// ("leader", "ammo", "night", "fatigue-medium", "fatigue-high", "enfilade",
// "disrupted", "other-brigades", "rout-limiting", …); the UI translates it.
struct MoraleModifier
{
    QString name;
    int amount = 0;
    friend bool operator==(const MoraleModifier &, const MoraleModifier &) = default;
    // Its members, for the event writer and reader (core/events).
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("name", s.name); v("amount", s.amount); }
};

// What a morale check did to the unit (RULES §9).
enum class MoraleResult {
    Passed,     // roll ≤ morale
    Disrupted,  // failed: became (or stayed) Disrupted
    Routed,     // failed: newly Routed
    Stragglers, // failed while already Routed: stays Routed, loses stragglers
};
const QStringList &moraleResultNames(); // passed disrupted routed stragglers

} // namespace hardtack
