#include "scriptedplayer.h"

#include "board.h"
#include "melee.h"
#include "movement.h"
#include "terrain.h"

#include <QSet>

#include <algorithm>
#include <climits>

namespace hardtack {

namespace {
// Where a side aims: the enemy units it sees, else where it last saw some,
// else the objectives it does not hold.
// Appends h unless it is there already (`have` mirrors `out`).
void addOnce(QVector<Hex> &out, QSet<Hex> &have, Hex h)
{
    if (!have.contains(h)) {
        have.insert(h);
        out.append(h);
    }
}

// Where a side aims: the enemy units it sees, else where it last saw some,
// else the objectives it does not hold.
QVector<Hex> aimHexes(const SideView &view)
{
    const Scenario &s = view.scenario;
    QVector<Hex> out;
    QSet<Hex> have;
    for (const Unit &u : s.units)
        if (u.side != view.side && isOnBoard(u))
            addOnce(out, have, u.hex);
    if (out.isEmpty())
        for (const Ghost &g : view.ghosts)
            addOnce(out, have, g.hex);
    if (out.isEmpty())
        for (const Objective &o : s.objectives)
            if (o.holder != view.side)
                addOnce(out, have, o.hex);
    std::sort(out.begin(), out.end());
    return out;
}

QVector<Hex> seenEnemyHexes(const SideView &view)
{
    QVector<Hex> out;
    QSet<Hex> have;
    for (const Unit &u : view.scenario.units)
        if (u.side != view.side && isOnBoard(u))
            addOnce(out, have, u.hex);
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

bool mine(const SideView &view, const Unit &u)
{
    return u.side == view.side && isOnBoard(u) && !u.isRouted();
}
} // namespace

QVector<Order> PassivePlayer::orders(const SideView &)
{
    return {Order::endPhase()};
}

QVector<Order> ScriptedPlayer::orders(const SideView &view)
{
    if (view.turn != m_turn || view.phase != m_phase || view.phasingSide != m_phasing) {
        m_turn = view.turn;
        m_phase = view.phase;
        m_phasing = view.phasingSide;
        m_round = 0;
    }
    switch (view.phase) {
    case Phase::Movement:
        // Deploy, then move, then face: each step sees the last one's results.
        while (m_round < 3) {
            const int step = m_round++;
            const QVector<Order> out = step == 0 ? deploy(view) : step == 1 ? move(view) : face(view);
            if (!out.isEmpty())
                return out;
        }
        return {};
    case Phase::DefensiveFire:
    case Phase::OffensiveFire:
        return m_round++ < 2 ? fire(view) : QVector<Order>{};
    case Phase::Melee:
        return m_round++ == 0 ? melee(view) : QVector<Order>{};
    }
    return {};
}

// Formations first: columns near the enemy form line, batteries limber to
// march or unlimber in range, unlimbered guns turn to their target.
QVector<Order> ScriptedPlayer::deploy(const SideView &view) const
{
    QVector<Order> out;
    const QVector<Hex> aims = aimHexes(view);
    const bool enemySeen = !view.visibleEnemies.isEmpty();
    if (aims.isEmpty())
        return out;
    for (int i : activeUnitIndexes(view.scenario)) {
        const Unit &u = view.scenario.units.at(i);
        if (!mine(view, u) || u.type == UnitType::Wagon)
            continue;
        const Hex target = *nearest(u.hex, aims);
        const int d = distance(u.hex, target);
        if (u.type == UnitType::Artillery) {
            const int range = weaponStats(u.weapon).range;
            if (u.formation == UnitFormation::Unlimbered) {
                if (d > range)
                    out.append(Order::changeFormation(u.id, UnitFormation::Limbered));
                else if (!inFrontArc(u.hex, u.facing, target))
                    out.append(Order::changeFacing(u.id, facingTowards(u.hex, target)));
            } else if (u.formation == UnitFormation::Limbered && enemySeen && d <= range - 2) {
                out.append(Order::changeFormation(u.id, UnitFormation::Unlimbered));
            }
        } else if (u.type == UnitType::Infantry && u.formation == UnitFormation::Column && enemySeen && d <= 4) {
            out.append(Order::changeFormation(u.id, UnitFormation::Line));
        }
    }
    return out;
}

QVector<Order> ScriptedPlayer::move(const SideView &view) const
{
    QVector<Order> out;
    const QVector<Hex> aims = aimHexes(view);
    if (aims.isEmpty())
        return out;
    const BoardIndex board(view.scenario); // nobody moves while the orders are chosen
    for (int i : activeUnitIndexes(view.scenario)) {
        const Unit &u = view.scenario.units.at(i);
        if (!mine(view, u) || u.type == UnitType::Wagon || u.formation == UnitFormation::Unlimbered || u.moveEnded)
            continue;
        const Hex target = *nearest(u.hex, aims);
        const int d = distance(u.hex, target);
        if (d <= 1)
            continue;
        const MoveRange range(view.scenario, u, board);
        std::optional<Hex> best;
        for (const Hex &h : range.hexes()) {
            const int hd = distance(h, target);
            if (hd < 1)
                continue;
            if (!best || hd < distance(*best, target)
                || (hd == distance(*best, target) && range.cost(h) < range.cost(*best)))
                best = h;
        }
        if (best && distance(*best, target) < d)
            out.append(Order::move(u.id, range.pathTo(*best)));
    }
    return out;
}

QVector<Order> ScriptedPlayer::face(const SideView &view) const
{
    QVector<Order> out;
    const QVector<Hex> aims = aimHexes(view);
    if (aims.isEmpty())
        return out;
    for (int i : activeUnitIndexes(view.scenario)) {
        const Unit &u = view.scenario.units.at(i);
        if (!mine(view, u) || u.type == UnitType::Wagon || u.type == UnitType::Artillery)
            continue;
        const HexSide f = facingTowards(u.hex, *nearest(u.hex, aims));
        if (f != u.facing)
            out.append(Order::changeFacing(u.id, f));
    }
    return out;
}

QVector<Order> ScriptedPlayer::fire(const SideView &view) const
{
    QVector<Order> out;
    const Game think = Game::fromView(view);
    const QVector<Hex> targets = seenEnemyHexes(view);
    for (int i : activeUnitIndexes(view.scenario)) {
        const Unit &u = view.scenario.units.at(i);
        if (u.side != view.side || u.fired)
            continue;
        // Only targets in range: check() refuses the others anyway.
        const int range = weaponStats(u.weapon).range;
        QVector<Hex> sorted;
        for (const Hex &t : targets)
            if (const int d = distance(u.hex, t); d >= 1 && d <= range)
                sorted.append(t);
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](const Hex &a, const Hex &b) { return distance(u.hex, a) < distance(u.hex, b); });
        for (const Hex &t : sorted) {
            const Order o = Order::fire({u.id}, t);
            if (think.check(o)) {
                out.append(o);
                break;
            }
        }
    }
    return out;
}

QVector<Order> ScriptedPlayer::melee(const SideView &view) const
{
    QVector<Order> out;
    const Game think = Game::fromView(view);
    const Scenario &s = view.scenario;
    QStringList used;
    for (const Hex &t : seenEnemyHexes(view)) {
        QStringList attackers;
        for (int i : activeUnitIndexes(s)) {
            const Unit &u = s.units.at(i);
            // Only a unit next to the hex may attack it (check() refuses the others).
            if (u.side == view.side && distance(u.hex, t) == 1 && !used.contains(u.id)
                && think.check(Order::melee({u.id}, t)))
                attackers.append(u.id);
        }
        if (attackers.isEmpty())
            continue;
        QVector<int> idx;
        for (const QString &id : attackers)
            idx.append(s.unitIndex(id));
        if (planMelee(s, idx, t).winChance < 1.0 / 3.0)
            continue;
        used += attackers;
        out.append(Order::melee(attackers, t, attackers.first()));
    }
    return out;
}

} // namespace hardtack
