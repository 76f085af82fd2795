#include "greedyplayer.h"

#include "aiplan.h"
#include "oddsadapter.h"

#include "core/rules/board.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

namespace hardtack {

namespace {

// The hexes of the enemy units the side sees, sorted: what greedy fires at or charges.
QVector<Hex> enemyHexes(const SideView &view)
{
    const Scenario &s = view.scenario;
    QVector<Hex> targets;
    for (int i : activeUnitIndexes(s))
        if (s.units.at(i).side != view.side && !targets.contains(s.units.at(i).hex))
            targets.append(s.units.at(i).hex);
    std::sort(targets.begin(), targets.end());
    return targets;
}
using namespace ai;

std::optional<Hex> aim(const SideView &view, const InfluenceMap &im, Hex from)
{
    std::optional<Hex> best;
    for (const Objective &o : view.scenario.objectives)
        if (o.holder != view.side && (!best || distance(from, o.hex) < distance(from, *best)))
            best = o.hex;
    const auto enemy = im.nearestEnemy(from);
    if (enemy && (!best || distance(from, *enemy) < distance(from, *best)))
        best = enemy;
    return best;
}

QVector<Order> greedyFire(const SideView &view)
{
    QVector<Order> out;
    const Game think = thinkingGame(view);
    const Scenario &s = view.scenario;
    const QVector<Hex> targets = enemyHexes(view);
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != view.side || u.fired || !firesInFormation(u))
            continue;
        std::optional<Order> best;
        double bestValue = 0;
        for (const Hex &t : targets) {
            if (distance(u.hex, t) > weaponStats(u.weapon).range)
                continue;
            const Order o = Order::fire({u.id}, t);
            const FireValue v = fireValue(think, o);
            if (v.ok && v.meanCasualties > bestValue) {
                bestValue = v.meanCasualties;
                best = o;
            }
        }
        if (best)
            out.append(*best);
    }
    return out;
}

QVector<Order> greedyMove(const SideView &view)
{
    QVector<Order> out;
    Game think = thinkingGame(view);
    const InfluenceMap im(view);
    for (int i : activeUnitIndexes(view.scenario)) {
        const QString id = view.scenario.units.at(i).id;
        const Unit *u = think.scenario().unit(id);
        if (u->side != view.side || u->isRouted() || u->type == UnitType::Wagon)
            continue;
        const auto target = aim(view, im, u->hex);
        if (!target)
            continue;
        const auto give = [&](const Order &o) {
            if (think.check(o).ok()) {
                think.apply(o);
                out.append(o);
            }
        };
        const int d = im.enemyDistance(u->hex);
        const int range = weaponStats(u->weapon).range;
        if (u->type == UnitType::Infantry && u->formation == UnitFormation::Column && d <= 4)
            give(Order::changeFormation(id, UnitFormation::Line));
        if (u->type == UnitType::Cavalry && u->formation == UnitFormation::Mounted && d <= 3)
            give(Order::changeFormation(id, UnitFormation::Dismounted));
        if (u->type == UnitType::Artillery) {
            if (u->formation == UnitFormation::Limbered && d <= range - 1) {
                give(Order::changeFacing(id, facingTowards(u->hex, *im.nearestEnemy(u->hex))));
                give(Order::changeFormation(id, UnitFormation::Unlimbered));
                continue;
            }
            if (u->formation == UnitFormation::Unlimbered) {
                if (d <= range)
                    continue;
                give(Order::changeFormation(id, UnitFormation::Limbered));
            }
        }
        u = think.scenario().unit(id);
        const MoveRange mr(think.scenario(), *u);
        Hex best = u->hex;
        for (const Hex &h : mr.hexes())
            if (distance(h, *target) < distance(best, *target)
                || (distance(h, *target) == distance(best, *target) && mr.cost(h) < mr.cost(best)))
                best = h;
        if (best != u->hex)
            give(Order::move(id, mr.pathTo(best)));
        u = think.scenario().unit(id);
        if (firesInFormation(*u) && u->type != UnitType::Artillery) {
            const auto e = im.nearestEnemy(u->hex);
            if (e && !inFrontArc(u->hex, u->facing, *e))
                give(Order::changeFacing(id, facingTowards(u->hex, *e)));
        }
    }
    return out;
}

std::optional<Order> greedyMelee(const SideView &view)
{
    const Game think = thinkingGame(view);
    const Scenario &s = view.scenario;
    const QVector<Hex> targets = enemyHexes(view);
    for (const Hex &t : targets) {
        QStringList attackers;
        for (int i : activeUnitIndexes(s)) {
            const Unit &u = s.units.at(i);
            if (u.side == view.side && distance(u.hex, t) == 1 && think.check(Order::melee({u.id}, t)).ok())
                attackers.append(u.id);
        }
        if (attackers.isEmpty())
            continue;
        const Order o = Order::melee(attackers, t);
        if (meleeValue(think, o).winChance >= 0.5)
            return o;
    }
    return std::nullopt;
}
} // namespace

QVector<Order> GreedyPlayer::orders(const SideView &view)
{
    if (view.turn != m_turn || view.phase != m_phase || view.phasingSide != m_phasing) {
        m_turn = view.turn;
        m_phase = view.phase;
        m_phasing = view.phasingSide;
        m_round = 0;
    }
    const int round = m_round++;
    switch (view.phase) {
    case Phase::Movement:
        return round == 0 ? greedyMove(view) : QVector<Order>{};
    case Phase::DefensiveFire:
    case Phase::OffensiveFire:
        return round == 0 ? greedyFire(view) : QVector<Order>{};
    case Phase::Melee:
        if (auto o = greedyMelee(view))
            return {*o};
        return {};
    }
    return {};
}

} // namespace hardtack
