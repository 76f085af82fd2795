// One unit's move in the Movement phase (docs/AI.md "Movement"): the
// reachable hex and facing with the best score on the influence maps (goal,
// cohesion, cover, fire it can give, fire it would take, flanks), then the
// orders that take it there.

#include "aimovement.h"

#include "core/rules/board.h"
#include "core/rules/command.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace hardtack::ai {

namespace {
struct Candidate
{
    Hex hex;
    HexSide facing;
    int cost = 0;
    double score = -1e18;
};
} // namespace

bool UnitPlanner::give(const Order &o, PlannedStep &step)
{
    const Unit *before = o.units.isEmpty() ? nullptr : m_think.scenario().unit(o.units.first());
    const Unit copy = before ? *before : Unit{};
    // apply checks the order first and does nothing if it is refused.
    if (!m_think.apply(o).ok())
        return false;
    if (before && o.type == OrderType::Move) {
        const Unit &after = *m_think.scenario().unit(o.units.first());
        m_c.occ->leave(copy);
        m_c.occ->arrive(after, after.hex);
        step.path += o.path;
    }
    step.orders.append(o);
    return true;
}

HexSide UnitPlanner::faceFrom(Hex h, Hex goal) const
{
    const auto e = m_c.im->nearestEnemy(h);
    if (e && distance(h, *e) <= 8)
        return facingTowards(h, *e);
    return facingTowards(h, goal == h ? m_c.im->enemyCentroid() : goal);
}

// Best casualties-plus-morale this unit could inflict from h facing f.
double UnitPlanner::fireChance(const Unit &u, Hex h, HexSide f, bool moved, int range) const
{
    const InfluenceMap &im = *m_c.im;
    const Scenario &s = m_c.view->scenario;
    if (im.enemyDistance(h) > range)
        return 0;
    const double value = baseFireValue(u) * (moved ? 0.5 : 1.0);
    double best = 0;
    for (const Hex &off : disk(range)) {
        const Hex e = h + off;
        const QVector<int> &there = im.enemiesAt(e);
        if (there.isEmpty() || e == h || !inFrontArc(h, f, e))
            continue;
        const int d = distance(h, e);
        const double v0 = value * (d * 2 > range ? 0.5 : 1.0) * (1.0 - coverFrom(s.map, e, h));
        double gain = 0;
        for (int i : there) {
            const Unit &t = s.units.at(i);
            double v = v0;
            const bool enfilade = isEnfilade(t, h);
            if (enfilade)
                v *= 1.5;
            if (columnLike(t.formation))
                v *= 1.5;
            gain += v * kMeanLoss + (enfilade ? 12 : 0) + (t.isDisrupted() ? 4 : 0);
        }
        best = std::max(best, gain);
    }
    return best;
}

double UnitPlanner::score(const Unit &u, Hex h, HexSide f, bool moved, UnitFormation formation, Hex goal, Hex anchor) const
{
    const InfluenceMap &im = *m_c.im;
    const Scenario &s = m_c.view->scenario;
    const Occupancy &occ = *m_c.occ;
    const int k = occ.index(h);
    const int de = im.enemyDistance(h);
    const Side them = otherSide(m_c.me);
    double sc = 0;

    // Where it is going.
    const int dg = distance(h, goal);
    const bool worn = u.isDisrupted() || fatigueBand(u.fatigue) >= FatigueBand::High;
    if (u.ammo != Ammo::Normal)
        sc -= 4.0 * std::max(0, dg - 3);
    else if (worn)
        sc += 2.0 * std::min(de, 6);
    else if (m_c.posture.attack)
        sc -= 5.0 * dg;
    else
        sc -= 3.0 * std::max(0, dg - 2);

    // RULES §13: stay within 4 hexes of the brigade leader (who will stand at the anchor).
    const int da = distance(h, anchor);
    if (da > 3)
        sc -= 6.0 * (da - 3) + (da > 4 ? 25 : 0);

    // Fire it would take: Defensive Fire through the enemies' fronts now, and
    // anything in range next turn; cover counts against the nearest enemy.
    const auto near = im.nearestEnemy(h);
    const double cover = near ? coverFrom(s.map, h, *near) : 0;
    const double incoming = (im.frontThreat(h) + 0.5 * im.threat(h)) * (1.0 - cover)
        * (columnLike(formation) ? 1.5 : 1.0) * kMeanLoss;
    sc -= (worn ? 4.0 : 2.0) * m_c.tuning.risk * incoming;
    if (near && de <= 6)
        sc += 12.0 * cover;

    // Flanks: enemies able to fire into its rear arc (enfilade ×1.5 and −2 morale).
    if (de <= 3) {
        for (const Hex &off : disk(3)) {
            const Hex e = h + off;
            if (e == h || inFrontArc(h, f, e))
                continue;
            for (int i : im.enemiesAt(e)) {
                const Unit &t = s.units.at(i);
                if (t.isRouted() || !firesInFormation(t) || !inFrontArc(t.hex, t.facing, h)
                    || distance(e, h) > weaponStats(t.weapon).range)
                    continue;
                sc -= baseFireValue(t) * 1.5 * kMeanLoss + 15;
            }
        }
    }

    // Fire it could give (a moved unit fires at half).
    if (firesInFormation(u) || formation == UnitFormation::Line || formation == UnitFormation::Dismounted)
        sc += fireChance(u, h, f, moved, weaponStats(u.weapon).range);

    // Next to the enemy: a melee chance against the weak, else a risk.
    if (k >= 0 && occ.enemyAdjacent(k)) {
        double weak = 0, strong = 0;
        for (const Hex &nb : h.neighbours())
            for (int i : im.enemiesAt(nb)) {
                const Unit &t = s.units.at(i);
                if (t.isRouted() || t.isDisrupted() || t.men * 2 < u.men)
                    weak += t.men;
                else
                    strong += t.men;
            }
        if (canStartMelee(u) && m_c.posture.attack && weak > 0 && strong == 0)
            sc += 0.15 * weak + 10;
        else
            sc -= 25 + 0.02 * strong;
    }

    // Objectives: being on one counts at the end (RULES §15).
    for (const Objective &o : s.objectives) {
        if (o.hex != h)
            continue;
        const int worth = o.points[int(m_c.me)] + o.points[int(them)];
        if (o.holder != m_c.me)
            sc += worth * (m_c.posture.turnsLeft <= 2 ? 1.0 : 0.3);
        else if (de <= 4)
            sc += worth * 0.2;
    }

    // RULES §9: −1 morale in a hex with other brigades.
    if (k >= 0 && occ.otherBrigade(k, u.brigade))
        sc -= 8;
    // RULES §5: a unit that does not move, fire or lose men recovers fatigue.
    if (!moved && u.fatigue >= 300 && incoming < 1)
        sc += u.fatigue / 50.0;
    return sc;
}

double UnitPlanner::artilleryScore(const Unit &u, Hex h, HexSide f, Hex anchor) const
{
    const InfluenceMap &im = *m_c.im;
    const Scenario &s = m_c.view->scenario;
    const int de = im.enemyDistance(h);
    double sc = fireChance(u, h, f, false, weaponStats(u.weapon).range) * 1.5;
    sc += 4.0 * s.map.elevationAt(h);   // high ground for guns
    sc -= 2.0 * m_c.tuning.risk * (im.frontThreat(h) + 0.5 * im.threat(h)) * kMeanLoss;
    if (de <= 2)
        sc -= 60;
    if (de <= 1)
        sc -= 80;
    const int da = distance(h, anchor);
    sc -= 2.0 * std::max(0, da - 3);
    const int k = m_c.occ->index(h);
    if (k >= 0 && m_c.occ->otherBrigade(k, u.brigade))
        sc -= 8;
    return sc;
}

void UnitPlanner::plan(const QString &id, PlannedStep &step)
{
    step.unit = id;
    const Unit *cur = m_think.scenario().unit(id);
    if (!cur || !isOnBoard(*cur) || cur->isRouted() || cur->moveEnded || cur->fired || cur->meleed)
        return;
    const InfluenceMap &im = *m_c.im;
    const Scenario &ts = m_think.scenario();
    const int bi = m_c.brigadeIndex.value(cur->brigade, -1);
    const Brigade *b = bi >= 0 ? &m_c.brigades.at(bi) : nullptr;
    const Hex start = cur->hex;
    const int dNow = im.enemyDistance(start);

    Hex goal = b ? b->goal : m_c.wagonPark;
    Hex anchor = b ? b->anchor : m_c.wagonPark;
    if (cur->type == UnitType::Wagon) {
        goal = anchor = m_c.wagonPark;
    } else if (cur->ammo != Ammo::Normal && !m_c.wagons.isEmpty()) {
        goal = m_c.wagons.first();
        for (const Hex &w : m_c.wagons)
            if (distance(start, w) < distance(start, goal))
                goal = w;
    }
    // RULES §5: worn units out of contact rest where they are.
    if (cur->type != UnitType::Wagon && fatigueBand(cur->fatigue) >= FatigueBand::High && dNow >= 4
        && cur->ammo == Ammo::Normal)
        return;

    // Formations (RULES §3, §2): march in column, fight in line; guns limber
    // to move and unlimber where they can shoot.
    UnitFormation want = cur->formation;
    bool deployAfter = false;
    if (cur->type == UnitType::Infantry) {
        want = dNow <= 6 ? UnitFormation::Line : dNow >= 9 ? UnitFormation::Column : cur->formation;
        if (cur->ammo != Ammo::Normal && dNow >= 5)
            want = UnitFormation::Column;
    } else if (cur->type == UnitType::Cavalry) {
        want = dNow <= 4 ? UnitFormation::Dismounted : dNow >= 7 ? UnitFormation::Mounted : cur->formation;
    } else if (cur->type == UnitType::Artillery) {
        const int range = weaponStats(cur->weapon).range;
        if (cur->formation == UnitFormation::Unlimbered) {
            if (dNow <= range) {
                const auto e = im.nearestEnemy(start);
                if (e && !inFrontArc(start, cur->facing, *e))
                    give(Order::changeFacing(id, facingTowards(start, *e)), step);
                step.expected = start;
                return;
            }
            give(Order::changeFormation(id, UnitFormation::Limbered), step);
        }
        cur = m_think.scenario().unit(id);
        const int left = movementAllowance(ts, *cur) - cur->mpSpent;
        FastRange fr(*m_c.occ, *cur, left);
        Candidate best{start, cur->facing, 0, -1e18};
        const bool canDeploy = left >= kFormationChangeCost;
        for (const Hex &h : fr.hexes() + QVector<Hex>{start}) {
            const int cost = h == start ? 0 : fr.cost(h);
            const bool deployHere = canDeploy && cost + kFormationChangeCost <= left && im.enemyDistance(h) <= range;
            const HexSide f = faceFrom(h, goal);
            const double sc = deployHere ? artilleryScore(*cur, h, f, anchor)
                                         : -3.0 * distance(h, anchor) - 60.0 * (im.enemyDistance(h) <= 2);
            if (sc > best.score) {
                best = {h, f, cost, sc};
            }
        }
        if (best.hex != start) {
            const QVector<Hex> path = fr.pathTo(best.hex);
            if (!give(Order::move(id, path, best.facing), step))
                give(Order::move(id, path), step);
        }
        cur = m_think.scenario().unit(id);
        if (cur->formation == UnitFormation::Limbered && im.enemyDistance(cur->hex) <= range) {
            const auto e = im.nearestEnemy(cur->hex);
            if (e && !inFrontArc(cur->hex, cur->facing, *e))
                give(Order::changeFacing(id, facingTowards(cur->hex, *e)), step);
            give(Order::changeFormation(id, UnitFormation::Unlimbered), step);
        }
        step.expected = m_think.scenario().unit(id)->hex;
        return;
    }
    if (want != cur->formation) {
        const bool march = want == UnitFormation::Column || want == UnitFormation::Mounted;
        if (!march && dNow >= 5)
            deployAfter = true;   // march closer, then deploy with the last 4 MP
        else
            give(Order::changeFormation(id, want), step);
    }
    cur = m_think.scenario().unit(id);
    const int left = movementAllowance(ts, *cur) - cur->mpSpent;
    const int budget = deployAfter ? left - kFormationChangeCost : left;
    const UnitFormation endFormation = deployAfter ? want : cur->formation;
    Candidate best{start, faceFrom(start, goal), 0, -1e18};
    best.score = score(*cur, start, best.facing, cur->moved, endFormation, goal, anchor);
    if (budget > 0) {
        FastRange fr(*m_c.occ, *cur, budget);
        for (const Hex &h : fr.hexes()) {
            const HexSide f = faceFrom(h, goal);
            const double sc = score(*cur, h, f, true, endFormation, goal, anchor) - 0.05 * fr.cost(h);
            if (sc > best.score)
                best = {h, f, fr.cost(h), sc};
        }
        if (best.hex != start) {
            const QVector<Hex> path = fr.pathTo(best.hex);
            const bool wagon = cur->type == UnitType::Wagon;
            if (wagon || !give(Order::move(id, path, best.facing), step))
                give(Order::move(id, path), step);
        }
    }
    cur = m_think.scenario().unit(id);
    if (cur->type != UnitType::Wagon && cur->hex == start && best.facing != cur->facing && firesInFormation(*cur))
        give(Order::changeFacing(id, best.facing), step);
    if (deployAfter)
        give(Order::changeFormation(id, want), step);
    step.expected = m_think.scenario().unit(id)->hex;
}

} // namespace hardtack::ai
