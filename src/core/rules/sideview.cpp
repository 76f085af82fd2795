#include "sideview.h"

#include "board.h"
#include "clock.h"

#include <QSet>

#include <vector>

namespace hardtack {

SideView makeSideView(const Battle &b, Side side)
{
    SideView v;
    v.side = side;
    v.phasingSide = b.phasingSide;
    v.actingSide = b.phase == Phase::DefensiveFire ? otherSide(b.phasingSide) : b.phasingSide;
    v.turn = b.turn;
    v.phase = b.phase;
    v.night = isNightTurn(b.scenario, b.turn);
    v.over = b.over;

    const SideKnowledge &k = b.knowledge[int(side)];
    v.visibleEnemies = k.seenIds();
    v.ghosts = k.ghosts;

    v.scenario = b.scenario;
    Scenario &s = v.scenario;
    // The units the side sees, by index (one pass over its knowledge).
    std::vector<char> seen(size_t(s.units.size()), 0);
    for (const Ghost &g : k.seen)
        if (const int i = b.scenario.unitIndex(g.unit); i >= 0)
            seen[size_t(i)] = 1;
    QVector<Unit> units;
    units.reserve(s.units.size());
    QSet<Hex> enemyHexes;
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        if (u.side == side) {
            units.append(u);
        } else if (seen[size_t(i)] && isOnBoard(u)) {
            units.append(u);
            enemyHexes.insert(u.hex);
        }
    }
    s.units = units;
    // Enemy leaders are seen with the units they stand with.
    for (Formation &f : s.formations)
        if (f.side != side && f.leader.active() && !enemyHexes.contains(f.leader.hex))
            f.leader.hex = kUnseenHex;
    QVector<Reinforcement> ours;
    for (const Reinforcement &r : std::as_const(s.reinforcements)) {
        const Unit *first = r.units.isEmpty() ? nullptr : b.scenario.unit(r.units.first());
        if (first && first->side == side)
            ours.append(r);
    }
    s.reinforcements = ours;
    s.rebuildIndex();
    return v;
}

int approximateMen(int men)
{
    if (men <= 0)
        return 0;
    const int step = men < 100 ? 10 : 50;
    return std::max(step, (men + step / 2) / step * step);
}

bool shownAsReport(const Scenario &s, Side viewer, const Unit &u)
{
    return s.rules.fogOfWar && u.side != viewer;
}

Scenario presentedScenario(const SideView &view)
{
    Scenario s = view.scenario;
    if (!s.rules.fogOfWar)
        return s;
    for (Unit &u : s.units) {
        if (u.side == view.side)
            continue;
        u.men = approximateMen(u.men);
        u.quality = 0;
        u.fatigue = 0;
        u.ammo = Ammo::Normal;
        u.casualties = u.stragglers = 0;
    }
    for (Formation &f : s.formations)
        if (f.side != view.side)
            f.leader.rating = 0;
    return s;
}

} // namespace hardtack
