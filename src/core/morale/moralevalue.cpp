// RULES §9: the morale value, the chance of failure and what a failure does.

#include "moralerules.h"

#include <algorithm>

namespace hardtack {

using namespace morale;

namespace morale {

namespace {
// RULES §9 "stacked with a leader", "other brigades in the hex": over the
// units `forEach` visits (the whole scenario, or the candidates near u).
template<typename ForEach>
MoraleFacts scanFacts(const Scenario &s, const Unit &u, const MoraleSituation &sit, ForEach &&forEach)
{
    MoraleFacts f;
    f.enfiladed = u.enfiladed || sit.enfiladed.contains(u.id);
    if (!u.onMap)
        return f; // stacked with nobody
    // RULES §9: "stacked with a (friendly) leader": any active leader of the
    // unit's side in its hex, whatever formation he commands.
    for (const Formation &fm : s.formations)
        if (fm.side == u.side && fm.leader.active() && fm.leader.hex == u.hex)
            f.leader = true;
    // Cheap tests first: comparing ids is the costly part.
    forEach([&](const Unit &o) {
        if (o.hex == u.hex && o.side == u.side && present(o) && o.brigade != u.brigade && o.id != u.id) {
            f.otherBrigades = true;
            return false;
        }
        return true;
    });
    return f;
}
} // namespace

MoraleFacts factsByScan(const Scenario &s, const Unit &u, const MoraleSituation &sit)
{
    return scanFacts(s, u, sit, [&](auto &&visit) {
        for (const Unit &o : s.units)
            if (!visit(o))
                return;
    });
}

MoraleFacts factsAmong(const Scenario &s, const Unit &u, const MoraleSituation &sit, const QVector<int> &candidates)
{
    return scanFacts(s, u, sit, [&](auto &&visit) {
        for (int i : candidates)
            if (!visit(s.units.at(i)))
                return;
    });
}

std::vector<unsigned char> enfiladeFlags(const Scenario &s, const MoraleSituation &sit)
{
    std::vector<unsigned char> flags;
    const auto mark = [&](int i) {
        if (flags.empty())
            flags.assign(s.units.size(), 0);
        flags[i] = 1;
    };
    for (const QString &id : sit.enfiladed)
        if (const int i = s.unitIndex(id); i >= 0)
            mark(i);
    return flags;
}

void applyCheckResult(Unit &u, Phase phase, MoraleCheck &c)
{
    // RULES §9: the check fails when the roll exceeds the final morale.
    if (c.roll <= c.value.final) {
        c.result = MoraleResult::Passed;
        return;
    }
    if (c.before == Status::Routed) {
        // A routed unit that fails stays routed (in any phase: a failure never
        // improves a unit) and, if infantry or cavalry, loses stragglers.
        c.result = MoraleResult::Stragglers;
        if (losesStragglers(u)) {
            const int lost = std::min(u.men, (c.roll - c.value.final) * kMenPerStragglerPoint);
            u.men -= lost;
            u.stragglers += lost;
            c.stragglers = lost;
        }
        return;
    }
    if (phase == Phase::DefensiveFire) {
        c.result = MoraleResult::Disrupted; // a disrupted unit stays disrupted
        u.status = Status::Disrupted;
        return;
    }
    // RULES §9 [reading]: unlimbered artillery not at Maximum fatigue is not
    // subject to routing; the failure disrupts it instead.
    if (u.type == UnitType::Artillery && u.formation == UnitFormation::Unlimbered && u.fatigue < kMaxFatigue) {
        c.result = MoraleResult::Disrupted;
        c.artilleryHeld = true;
        u.status = Status::Disrupted;
        return;
    }
    c.result = MoraleResult::Routed;
    u.status = Status::Routed;
}

} // namespace morale

const QStringList &moraleResultNames()
{
    static const QStringList names{QStringLiteral("passed"), QStringLiteral("disrupted"), QStringLiteral("routed"),
                                   QStringLiteral("stragglers")};
    return names;
}

MoraleValue moraleValue(const Scenario &s, const Unit &u, const MoraleSituation &sit, int cascadeStep)
{
    return valueOf(u, factsByScan(s, u, sit), sit, cascadeStep, true);
}

double moraleFailureChance(int finalMorale)
{
    // P(d6 > m): every roll fails at m ≤ 0, none at m ≥ 6.
    const int failing = std::clamp(6 - finalMorale, 0, 6);
    return failing / 6.0;
}

MoraleCheck takeMoraleCheck(Scenario &s, Rng &rng, int unitIndex, const MoraleSituation &sit, bool explain)
{
    Unit &u = s.units[unitIndex];
    MoraleCheck c;
    c.unit = unitIndex;
    c.before = u.status;
    c.value = valueOf(u, factsByScan(s, u, sit), sit, 0, explain);
    c.roll = rng.d6();
    applyCheckResult(u, sit.phase, c);
    return c;
}

} // namespace hardtack
