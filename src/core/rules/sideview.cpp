#include "sideview.h"

#include "board.h"
#include "clock.h"

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
    QVector<Unit> units;
    units.reserve(s.units.size());
    QVector<Hex> enemyHexes;
    for (const Unit &u : std::as_const(s.units)) {
        if (u.side == side) {
            units.append(u);
        } else if (k.sees(u.id) && isOnBoard(u)) {
            units.append(u);
            enemyHexes.append(u.hex);
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

} // namespace hardtack
