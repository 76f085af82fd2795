// The Movement phase plan (docs/AI.md "Movement"): goals per brigade from the
// posture and the objectives, then each unit picks the reachable hex with the
// best score on the influence maps (goal, cohesion, cover, fire it can give,
// fire it would take, flanks), then leaders go where they rally or steady.

#include "aimovement.h"

#include "core/rules/board.h"
#include "core/rules/command.h"
#include "core/rules/terrain.h"

#include <algorithm>
#include <cmath>

namespace hardtack::ai {

const QVector<Hex> &disk(int radius)
{
    static QHash<int, QVector<Hex>> cache;
    auto it = cache.find(radius);
    if (it == cache.end())
        it = cache.insert(radius, hardtack::range(Hex{0, 0}, radius));
    return *it;
}

double coverFrom(const Map &map, Hex h, Hex from)
{
    if (!map.contains(h))
        return 0;
    int red = terrainFireReduction(map.terrainAt(h));
    if (from != h) {
        red += hexsideFireReduction(map.sideFeatures(h, facingTowards(h, from)));
        if (map.contains(from))
            red += kHeightFireReductionPerLevel * std::max(0, map.elevationAt(h) - map.elevationAt(from));
    }
    return std::min(red, kMaxFireReduction) / 100.0;
}

bool columnLike(UnitFormation f)
{
    return f == UnitFormation::Column || f == UnitFormation::Mounted || f == UnitFormation::Limbered;
}

bool canStartMelee(const Unit &u)
{
    return (u.type == UnitType::Infantry || u.type == UnitType::Cavalry) && !u.isDisrupted() && !u.isRouted();
}

namespace {

// `steps` hexes from a toward b (or b itself when nearer).
Hex toward(Hex a, Hex b, int steps)
{
    const int d = distance(a, b);
    if (d <= steps)
        return b;
    const double t = double(steps) / d;
    return roundHex(a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t);
}

Hex clampToMap(const Map &map, Hex h)
{
    Offset o = h.toOffset();
    o.col = std::clamp(o.col, 0, map.width - 1);
    o.row = std::clamp(o.row, 0, map.height - 1);
    return Hex::fromOffset(o);
}

// Goals per brigade: objectives to take or defend, spread over the brigades
// (each one already chosen costs the next brigade 5 hexes), else the enemy.
void assignGoals(Context &c)
{
    const Scenario &s = c.view->scenario;
    const Side them = otherSide(c.me);
    const InfluenceMap &im = *c.im;
    QVector<int> load(s.objectives.size(), 0);
    for (Brigade &b : c.brigades) {
        int best = -1;
        double bestCost = 1e18;
        for (int i = 0; i < s.objectives.size(); ++i) {
            const Objective &o = s.objectives.at(i);
            const int worth = o.points[int(c.me)] + o.points[int(them)];
            if (worth <= 0)
                continue;
            const bool held = o.holder == c.me;
            const bool threatened = im.enemyDistance(o.hex) <= 5;
            if (c.posture.attack ? (held && !threatened) : !held)
                continue;
            const double cost = distance(b.centroid, o.hex) + 5.0 * load[i] - worth / 50.0;
            if (cost < bestCost) {
                bestCost = cost;
                best = i;
            }
        }
        if (best >= 0) {
            ++load[best];
            b.goal = s.objectives.at(best).hex;
        } else if (c.posture.attack && im.anyEnemyKnown()) {
            b.goal = *im.nearestEnemy(b.centroid);
        } else if (!c.posture.attack) {
            // Hold: the nearest objective this side holds, or where it stands.
            b.goal = b.centroid;
            int bestD = INT_MAX;
            for (const Objective &o : s.objectives)
                if (o.holder == c.me && distance(b.centroid, o.hex) < bestD) {
                    bestD = distance(b.centroid, o.hex);
                    b.goal = o.hex;
                }
        } else {
            b.goal = Hex::fromOffset(s.map.width / 2, s.map.height / 2);
        }
        if (c.tuning.holdBrigades.contains(b.id)) {
            b.goal = b.anchor = b.centroid;
            continue;
        }
        // The brigade advances a few hexes a turn as one body; slower in contact.
        const int step = im.enemyDistance(b.centroid) <= 4 ? 2 : 4;
        b.anchor = clampToMap(s.map, toward(b.centroid, b.goal, step));
    }
}

} // namespace

QVector<PlannedStep> planMovement(const SideView &view, const QSet<QString> &skip, const Tuning &tuning)
{
    QVector<PlannedStep> out;
    Game think = thinkingGame(view);
    const Scenario &s = view.scenario;
    const InfluenceMap im(view);
    Occupancy occ(s, view.side);
    Context c;
    c.view = &view;
    c.me = view.side;
    c.posture = readPosture(view);
    c.tuning = tuning;
    if (tuning.posture != 0)
        c.posture.attack = tuning.posture > 0;
    c.im = &im;
    c.occ = &occ;

    // Brigades and their units (ascending ids).
    QVector<Hex> army;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != c.me)
            continue;
        if (u.type == UnitType::Wagon) {
            if (u.supply > 0)
                c.wagons.append(u.hex);
            continue;
        }
        army.append(u.hex);
        if (u.isRouted())
            continue;
        int bi = c.brigadeIndex.value(u.brigade, -1);
        if (bi < 0) {
            bi = c.brigades.size();
            c.brigadeIndex.insert(u.brigade, bi);
            c.brigades.append(Brigade{u.brigade, {}, {}, {}, {}});
        }
        c.brigades[bi].units.append(u.id);
    }
    for (Brigade &b : c.brigades) {
        QVector<Hex> hexes;
        for (const QString &id : b.units)
            hexes.append(s.unit(id)->hex);
        b.centroid = centroidOf(hexes);
        // RULES §13: the brigade gathers on its leader.
        if (const Formation *f = s.formation(b.id); f && f->leader.active() && s.map.contains(f->leader.hex)
            && distance(f->leader.hex, b.centroid) <= 3)
            b.centroid = f->leader.hex;
    }
    assignGoals(c);
    // Wagons park behind the army, away from the enemy (RULES §6: within 5 hexes resupplies).
    const Hex front = centroidOf(army);
    c.wagonPark = im.anyEnemyKnown()
        ? clampToMap(s.map, toward(front, front + (front - im.enemyCentroid()), 3))
        : front;

    UnitPlanner planner(think, c);
    for (const Brigade &b : std::as_const(c.brigades)) {
        QStringList ids = b.units;
        std::stable_sort(ids.begin(), ids.end(), [&](const QString &x, const QString &y) {
            return distance(s.unit(x)->hex, b.goal) < distance(s.unit(y)->hex, b.goal);
        });
        for (const QString &id : ids) {
            if (skip.contains(id))
                continue;
            PlannedStep step;
            planner.plan(id, step);
            if (!step.orders.isEmpty())
                out.append(step);
        }
    }
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != c.me || skip.contains(u.id) || (u.type != UnitType::Wagon && !u.isRouted()))
            continue;
        if (u.type != UnitType::Wagon)
            continue;
        PlannedStep step;
        planner.plan(u.id, step);
        if (!step.orders.isEmpty())
            out.append(step);
    }
    planLeaders(think, c, skip, out);
    return out;
}

} // namespace hardtack::ai
