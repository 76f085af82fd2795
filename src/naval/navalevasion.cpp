// RULES §16, the seed's evasion: three special cases, then group evasion when
// a whole side wants to evade, else individual rolls with the "at least half
// as many fighting" rule.

#include "navalsituation.h"

namespace hardtack {

namespace {
QStringList idsOf(const NavalBattle &battle, const QVector<int> &ships)
{
    QStringList out;
    for (int i : ships)
        out << battle.ships.at(i).id;
    return out;
}

NavalRoll rollChance(Rng &rng, const NavalChance &chance)
{
    NavalRoll r = rollAgainst(rng, chance.value());
    r.terms = chance.terms;
    return r;
}

} // namespace

void resolveEvasion(const NavalBattle &battle, Side windward, NavalSituation &situation, Rng &rng, NavalLog &log)
{
    const int n = int(battle.ships.size());
    // What each side wants, by orders: ships with "evade" try to evade;
    // "accept", "engage" and "run-past" fight.
    std::array<QVector<int>, 2> evaders, fighters;
    std::array<int, 2> warships{0, 0};
    std::array<bool, 2> ironclads{false, false};
    for (int i = 0; i < n; ++i) {
        const Ship &s = battle.ships.at(i);
        const int side = int(s.side);
        (s.orders.combat == CombatOrder::Evade ? evaders : fighters)[side].append(i);
        if (!s.isTransport())
            ++warships[side];
        if (s.isIronclad())
            ironclads[side] = true;
    }
    if (evaders[0].isEmpty() && evaders[1].isEmpty())
        return;

    // Special case 3: in a harbor or a river mouth evasion is not possible.
    if (battle.location == NavalLocation::Harbor || battle.location == NavalLocation::RiverMouth) {
        NavalNoEvasionEvent e;
        e.reason = QStringLiteral("location");
        e.ships = idsOf(battle, evaders[0] + evaders[1]);
        log.add(e);
        return;
    }

    std::array<QVector<int>, 2> remaining;
    for (int side = 0; side < 2; ++side) {
        const int other = 1 - side;
        QVector<int> trapped, sheltered;
        for (int i : evaders[side]) {
            const Ship &s = battle.ships.at(i);
            // Special case 2: with transports present, if one side has more
            // than twice as many warships as the other, the transports on the
            // smaller side cannot evade at all.
            if (s.isTransport() && warships[other] > 2 * warships[side])
                trapped.append(i);
            // Special case 1: if only one side has ironclads, its wooden ships
            // can take shelter among them, neither fighting nor leaving.
            else if (!s.isIronclad() && ironclads[side] && !ironclads[other])
                sheltered.append(i);
            else
                remaining[side].append(i);
        }
        if (!trapped.isEmpty())
            log.add(NavalNoEvasionEvent{QStringLiteral("transports"), Side(side), idsOf(battle, trapped),
                                        warships[side], warships[other]});
        if (!sheltered.isEmpty()) {
            for (int i : sheltered) {
                situation.ships[i].evaded = true;
                situation.ships[i].sheltered = true;
            }
            log.add(NavalShelterEvent{Side(side), idsOf(battle, sheltered)});
        }
    }

    for (int side = 0; side < 2; ++side) {
        if (remaining[side].isEmpty())
            continue;
        const int other = 1 - side;
        const bool leeward = windward != Side(side);
        const double pursuersQuality = averageQuality(battle, fighters[other], 2);

        if (fighters[side].isEmpty() && !fighters[other].isEmpty()) {
            // The whole side wants to evade and the other wants to fight:
            // one roll for the group, all evade or none.
            const NavalChance chance = evasionChance(battle, leeward,
                                                averageQuality(battle, remaining[side]), pursuersQuality);
            const NavalRoll roll = rollChance(rng, chance);
            for (int i : remaining[side])
                situation.ships[i].evaded = roll.success;
            log.add(NavalEvasionGroupEvent{Side(side), idsOf(battle, remaining[side]), leeward, roll});
            continue;
        }

        // Ships fight on both sides: each evader alone. If its side has at
        // least half as many ships fighting as the other, evasion is automatic.
        const int own = int(fighters[side].size());
        const int theirs = int(fighters[other].size());
        if (2 * own >= theirs) {
            for (int i : remaining[side])
                situation.ships[i].evaded = true;
            log.add(NavalEvasionAutomaticEvent{Side(side), idsOf(battle, remaining[side]), own, theirs});
            continue;
        }
        for (int i : remaining[side]) {
            const Ship &s = battle.ships.at(i);
            const NavalChance chance = evasionChance(battle, leeward, qualityStep(s.quality), pursuersQuality);
            const NavalRoll roll = rollChance(rng, chance);
            situation.ships[i].evaded = roll.success;
            log.add(NavalEvasionEvent{s.side, s.id, leeward, own, theirs, roll});
        }
    }
}

} // namespace hardtack
