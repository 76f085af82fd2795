#include "scriptedplayer.h"

#include "board.h"
#include "command.h"
#include "melee.h"
#include "movement.h"
#include "terrain.h"

#include <algorithm>

namespace hardtack {

namespace {
// The enemy unit hexes a side aims at: those it sees, or (seeing none) every
// enemy on the map, so that the armies find each other.
QVector<Hex> enemyHexes(const Game &game, Side side)
{
    const Scenario &s = game.scenario();
    const QStringList seen = game.visibleEnemies(side);
    QVector<Hex> out;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side == side || (!seen.isEmpty() && !seen.contains(u.id)))
            continue;
        if (!out.contains(u.hex))
            out.append(u.hex);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<Hex> nearest(Hex from, const QVector<Hex> &hexes)
{
    std::optional<Hex> best;
    for (const Hex &h : hexes)
        if (!best || distance(from, h) < distance(from, *best))
            best = h;
    return best;
}

// The facing whose neighbour hex is closest to the target.
HexSide facingTowards(Hex from, Hex target)
{
    HexSide best = HexSide::N;
    int bestDist = INT_MAX;
    for (int k = 0; k < 6; ++k) {
        const int d = distance(from.neighbour(HexSide(k)), target);
        if (d < bestDist) {
            bestDist = d;
            best = HexSide(k);
        }
    }
    return best;
}

bool tryApply(Game &game, const Order &o)
{
    return game.apply(o).ok();
}
} // namespace

void PassivePlayer::playPhase(Game &game)
{
    game.apply(Order::endPhase());
}

void ScriptedPlayer::playPhase(Game &game)
{
    switch (game.phase()) {
    case Phase::Movement:
        move(game);
        break;
    case Phase::DefensiveFire:
    case Phase::OffensiveFire:
        fire(game);
        break;
    case Phase::Melee:
        melee(game);
        break;
    }
    game.apply(Order::endPhase());
}

void ScriptedPlayer::move(Game &game)
{
    const Side side = game.actingSide();
    const QVector<Hex> enemies = enemyHexes(game, side);
    if (enemies.isEmpty())
        return;
    for (int i : activeUnitIndexes(game.scenario())) {
        const Unit u = game.scenario().units.at(i);
        if (u.side != side || u.isRouted() || u.type == UnitType::Wagon)
            continue;
        const Hex target = *nearest(u.hex, enemies);
        const int d = distance(u.hex, target);
        if (u.type == UnitType::Artillery) {
            const int range = weaponStats(u.weapon).range;
            if (u.formation == UnitFormation::Unlimbered) {
                if (d > range)
                    tryApply(game, Order::changeFormation(u.id, UnitFormation::Limbered));
                else if (!inFrontArc(u.hex, u.facing, target))
                    tryApply(game, Order::changeFacing(u.id, facingTowards(u.hex, target)));
                if (d <= range)
                    continue;
            }
        }
        if (u.type == UnitType::Infantry && u.formation == UnitFormation::Column && d <= 4)
            tryApply(game, Order::changeFormation(u.id, UnitFormation::Line));
        const Unit &now = *game.scenario().unit(u.id);
        if (now.type == UnitType::Artillery && now.formation == UnitFormation::Limbered
            && d <= weaponStats(now.weapon).range - 2) {
            tryApply(game, Order::changeFormation(u.id, UnitFormation::Unlimbered));
            continue;
        }
        if (d > 1) {
            const MoveRange range(game.scenario(), now);
            std::optional<Hex> best;
            for (const Hex &h : range.hexes()) {
                const int hd = distance(h, target);
                if (hd < 1)
                    continue;
                if (!best || hd < distance(*best, target)
                    || (hd == distance(*best, target) && range.cost(h) < range.cost(*best)))
                    best = h;
            }
            if (best && distance(*best, target) < d) {
                const QVector<Hex> path = range.pathTo(*best);
                if (!tryApply(game, Order::move(u.id, path, facingTowards(*best, target))))
                    tryApply(game, Order::move(u.id, path));
            }
        }
        const Unit &after = *game.scenario().unit(u.id);
        if (isOnBoard(after) && after.type != UnitType::Artillery) {
            const HexSide f = facingTowards(after.hex, *nearest(after.hex, enemies));
            if (f != after.facing)
                tryApply(game, Order::changeFacing(u.id, f));
        }
    }
}

void ScriptedPlayer::fire(Game &game)
{
    const Side side = game.actingSide();
    for (int i : activeUnitIndexes(game.scenario())) {
        const Unit &u = game.scenario().units.at(i);
        if (u.side != side)
            continue;
        QVector<Hex> targets = enemyHexes(game, side);
        std::stable_sort(targets.begin(), targets.end(),
                         [&](const Hex &a, const Hex &b) { return distance(u.hex, a) < distance(u.hex, b); });
        for (const Hex &t : targets)
            if (tryApply(game, Order::fire({u.id}, t)))
                break;
    }
}

void ScriptedPlayer::melee(Game &game)
{
    const Side side = game.actingSide();
    for (const Hex &t : enemyHexes(game, side)) {
        if (!hasEnemyUnit(game.scenario(), t, side))
            continue;
        QStringList attackers;
        for (int i : activeUnitIndexes(game.scenario())) {
            const Unit &u = game.scenario().units.at(i);
            if (u.side == side && game.check(Order::melee({u.id}, t)).ok())
                attackers.append(u.id);
        }
        if (attackers.isEmpty())
            continue;
        QVector<int> idx;
        for (const QString &id : attackers)
            idx.append(game.scenario().unitIndex(id));
        if (planMelee(game.scenario(), idx, t).winChance < 1.0 / 3.0)
            continue;
        tryApply(game, Order::melee(attackers, t, attackers.first()));
    }
}

} // namespace hardtack
