// RULES §16, the seed's evasion: three special cases, then group evasion when
// a whole side wants to evade, else individual rolls with the "at least half
// as many fighting" rule.

#include "navalsituation.h"

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NavalEvasion)
};

QJsonArray idsOf(const NavalBattle &battle, const QVector<int> &ships)
{
    QJsonArray out;
    for (int i : ships)
        out.append(battle.ships.at(i).id);
    return out;
}

QString namesOf(const NavalBattle &battle, const QVector<int> &ships)
{
    QStringList names;
    for (int i : ships)
        names << battle.ships.at(i).name;
    return names.join(QStringLiteral(", "));
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
        log.add(QStringLiteral("no-evasion"),
                Tr::tr("No ship can evade in a harbor or a river mouth: %1 must fight.")
                    .arg(namesOf(battle, evaders[0] + evaders[1])),
                {{QStringLiteral("reason"), QStringLiteral("location")},
                 {QStringLiteral("ships"), idsOf(battle, evaders[0] + evaders[1])}});
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
            log.add(QStringLiteral("no-evasion"),
                    Tr::tr("The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.")
                        .arg(sideLabel(Side(other))).arg(warships[other]).arg(warships[side])
                        .arg(namesOf(battle, trapped)),
                    {{QStringLiteral("reason"), QStringLiteral("transports")},
                     {QStringLiteral("side"), sideName(Side(side))},
                     {QStringLiteral("ships"), idsOf(battle, trapped)}});
        if (!sheltered.isEmpty()) {
            for (int i : sheltered) {
                situation.ships[i].evaded = true;
                situation.ships[i].sheltered = true;
            }
            log.add(QStringLiteral("shelter"),
                    Tr::tr("Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.")
                        .arg(sideLabel(Side(side)), namesOf(battle, sheltered)),
                    {{QStringLiteral("side"), sideName(Side(side))}, {QStringLiteral("ships"), idsOf(battle, sheltered)}});
        }
    }

    for (int side = 0; side < 2; ++side) {
        if (remaining[side].isEmpty())
            continue;
        const int other = 1 - side;
        const bool leeward = windward != Side(side);
        const double pursuersQuality = averageQuality(battle, fighters[other], 2);
        const QString where = leeward ? Tr::tr("to leeward") : Tr::tr("to windward");

        if (fighters[side].isEmpty() && !fighters[other].isEmpty()) {
            // The whole side wants to evade and the other wants to fight:
            // one roll for the group, all evade or none.
            const NavalChance chance = evasionChance(battle, leeward,
                                                averageQuality(battle, remaining[side]), pursuersQuality);
            const NavalRoll roll = rollAgainst(rng, chance.value());
            for (int i : remaining[side])
                situation.ships[i].evaded = roll.success;
            log.addRoll(QStringLiteral("evasion-group"),
                        Tr::tr("The whole %1 side tries to evade as a group, %2").arg(sideLabel(Side(side)), where),
                        chance, roll,
                        {{QStringLiteral("side"), sideName(Side(side))},
                         {QStringLiteral("ships"), idsOf(battle, remaining[side])}});
            continue;
        }

        // Ships fight on both sides: each evader alone. If its side has at
        // least half as many ships fighting as the other, evasion is automatic.
        const int own = int(fighters[side].size());
        const int theirs = int(fighters[other].size());
        if (2 * own >= theirs) {
            for (int i : remaining[side])
                situation.ships[i].evaded = true;
            log.add(QStringLiteral("evasion-automatic"),
                    Tr::tr("%1 fighting %2 ships are at least half of %3: %4 evade automatically.")
                        .arg(own).arg(sideLabel(Side(side))).arg(theirs).arg(namesOf(battle, remaining[side])),
                    {{QStringLiteral("side"), sideName(Side(side))},
                     {QStringLiteral("fighting"), own},
                     {QStringLiteral("enemyFighting"), theirs},
                     {QStringLiteral("ships"), idsOf(battle, remaining[side])}});
            continue;
        }
        for (int i : remaining[side]) {
            const Ship &s = battle.ships.at(i);
            const NavalChance chance = evasionChance(battle, leeward, qualityStep(s.quality), pursuersQuality);
            const NavalRoll roll = rollAgainst(rng, chance.value());
            situation.ships[i].evaded = roll.success;
            log.addRoll(QStringLiteral("evasion"),
                        Tr::tr("%1 tries to evade alone, %2 (%3 fighting against %4)")
                            .arg(s.name, where).arg(own).arg(theirs),
                        chance, roll,
                        {{QStringLiteral("side"), sideName(s.side)},
                         {QStringLiteral("ship"), s.id},
                         {QStringLiteral("fighting"), own},
                         {QStringLiteral("enemyFighting"), theirs}});
        }
    }
}

} // namespace hardtack
