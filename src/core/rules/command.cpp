#include "command.h"

#include "board.h"
#include "terrain.h"

#include "core/events/events.h"
#include "core/names.h"

#include <algorithm>
#include <vector>

namespace hardtack {

bool isDetached(const Scenario &s, const Unit &u)
{
    if (u.type == UnitType::Wagon || !isOnBoard(u))
        return false;
    const Formation *b = s.formation(u.brigade);
    if (!b || !b->leader.active())
        return true;
    return distance(u.hex, b->leader.hex) > kUnitCommandRadius;
}

bool leaderInCommand(const Scenario &s, const Formation &f)
{
    if (f.parent.isEmpty())
        return true;
    const Formation *up = s.formation(f.parent);
    if (!up || !up->leader.active() || !f.leader.active())
        return false;
    return distance(f.leader.hex, up->leader.hex) <= commandRadius(f.level);
}

QVector<Event> rollLeaderCasualties(Scenario &s, Rng &rng, Hex h, Side side)
{
    QVector<int> idx = leadersAt(s, h, side);
    std::sort(idx.begin(), idx.end(), [&](int a, int b) {
        return QString::compare(s.formations.at(a).leader.id, s.formations.at(b).leader.id) < 0;
    });
    QVector<Event> events;
    for (int i : idx) {
        Formation &f = s.formations[i];
        const double roll = rng.uniform01();
        const bool hit = roll < kLeaderHitChance;
        LeaderCasualtyCheckEvent e;
        e.leader = f.leader.id;
        e.formation = f.id;
        e.hex = h;
        e.chance = kLeaderHitChance;
        e.roll = roll;
        e.hit = hit;
        if (hit) {
            const bool killed = rng.chance(0.5);
            e.result = killed ? LeaderCasualty::Killed : LeaderCasualty::Wounded;
            // The formation keeps one Leader record: the replacement takes his
            // place, rated D; `replacements` counts the leaders lost (VP, §15).
            f.leader.replacements += 1;
            f.leader.rating = kReplacementRating;
            f.leader.name = generatedName(namekey::replacementFor, {f.name}); // worded by the narrator
            f.leader.state = LeaderState::Active;
            e.replacementRating = ratingLetter(kReplacementRating);
        }
        events.append(e);
    }
    return events;
}

QVector<Event> displaceLeaders(Scenario &s)
{
    QVector<Event> events;
    // Which side holds each hex, indexed once: only leaders move below.
    std::vector<char> held[2];
    for (auto &h : held)
        h.assign(size_t(std::max(0, s.map.hexCount())), 0);
    for (const Unit &u : s.units)
        if (const int i = s.map.indexOf(u.hex); isOnBoard(u) && i >= 0)
            held[int(u.side)][size_t(i)] = 1;
    const auto holds = [&](Side side, Hex h) {
        const int i = s.map.indexOf(h);
        return i >= 0 ? held[int(side)][size_t(i)] != 0 : hasEnemyUnit(s, h, otherSide(side));
    };
    for (Formation &f : s.formations) {
        Leader &l = f.leader;
        if (!l.active() || !holds(otherSide(f.side), l.hex) || holds(f.side, l.hex))
            continue;
        std::optional<Hex> best;
        int bestDist = 0;
        for (int i : activeUnitIndexes(s)) {
            const Unit &u = s.units.at(i);
            if (u.side != f.side || holds(otherSide(f.side), u.hex))
                continue;
            const int d = distance(l.hex, u.hex);
            if (!best || d < bestDist || (d == bestDist && u.hex < *best)) {
                best = u.hex;
                bestDist = d;
            }
        }
        if (!best)
            continue;
        LeaderDisplacedEvent e;
        e.leader = l.id;
        e.from = l.hex;
        e.to = *best;
        events.append(e);
        l.hex = *best;
    }
    return events;
}

} // namespace hardtack
