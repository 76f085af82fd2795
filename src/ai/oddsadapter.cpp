#include "oddsadapter.h"

#include "core/rules/odds.h"

namespace hardtack::ai {

namespace {
// What a failed check is worth in men: a routed unit is out of the fight for
// turns and cascades into its neighbours; a disrupted one fires at half.
double failureWorth(const Scenario &s, const UnitOdds &u)
{
    const Unit *unit = s.unit(u.unit);
    const double men = unit ? unit->men : 0;
    if (u.failure == QLatin1String("routed"))
        return 0.5 * men + 60;
    if (u.failure == QLatin1String("disrupted"))
        return 0.15 * men + 15;
    return 0.05 * men;
}
} // namespace

FireValue fireValue(const Game &game, const Order &fire)
{
    FireValue out;
    const FireOdds odds = fireOdds(game, fire);
    if (!odds.check.ok())
        return out;
    out.ok = true;
    out.meanCasualties = odds.meanCasualties;
    out.score = odds.meanCasualties;
    for (const UnitOdds &t : odds.targets) {
        const Unit *unit = game.scenario().unit(t.unit);
        out.score += t.failChance * failureWorth(game.scenario(), t);
        if (unit)
            out.score += t.eliminatedChance * unit->men;
    }
    return out;
}

MeleeValue meleeValue(const Game &game, const Order &melee)
{
    MeleeValue out;
    const MeleeOdds odds = meleeOdds(game, melee);
    if (!odds.check.ok())
        return out;
    out.ok = true;
    out.winChance = odds.winChance;
    for (const UnitOdds &a : odds.attackers)
        out.attackerLoss += a.meanCasualties;
    for (const UnitOdds &d : odds.defenders)
        out.defenderLoss += d.meanCasualties;
    return out;
}

} // namespace hardtack::ai
