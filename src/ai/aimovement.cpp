// The Movement phase plan (docs/AI.md "Movement"): goals per brigade from the
// posture and the objectives, then each unit picks the reachable hex with the
// best score on the influence maps (goal, cohesion, cover, fire it can give,
// fire it would take, flanks), then leaders go where they rally or steady.

#include "aiplan.h"
#include "fastrange.h"

#include "core/rules/board.h"
#include "core/rules/command.h"
#include "core/rules/movement.h"
#include "core/rules/terrain.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <cmath>
#include <queue>

namespace hardtack::ai {

namespace {

// RULES §7: casualties are value / 1000 × a roll in [5, 25]: 15 on average.
constexpr double kMeanLoss = 15.0 / 1000.0;

const QVector<Hex> &disk(int radius)
{
    static QHash<int, QVector<Hex>> cache;
    auto it = cache.find(radius);
    if (it == cache.end())
        it = cache.insert(radius, hardtack::range(Hex{0, 0}, radius));
    return *it;
}

struct Brigade
{
    QString id;
    QStringList units;   // combat units on the map, not routed
    Hex centroid;
    Hex goal;
    Hex anchor;
};

struct Context
{
    const SideView *view = nullptr;
    Side me = Side::Union;
    Posture posture;
    const InfluenceMap *im = nullptr;
    Occupancy *occ = nullptr;
    QVector<Brigade> brigades;
    QHash<QString, int> brigadeIndex;
    QVector<Hex> wagons;
    Hex wagonPark;
};

// Fraction of fire from `from` that hex h's terrain, hexside and height stop (RULES §7).
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

Hex roundHex(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return Hex{int(rq), int(rr)};
}

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
        // The brigade advances a few hexes a turn as one body; slower in contact.
        const int step = im.enemyDistance(b.centroid) <= 4 ? 2 : 4;
        b.anchor = clampToMap(s.map, toward(b.centroid, b.goal, step));
    }
}

struct Candidate
{
    Hex hex;
    HexSide facing;
    int cost = 0;
    double score = -1e18;
};

class UnitPlanner
{
public:
    UnitPlanner(Game &think, Context &c) : m_think(think), m_c(c) {}
    void plan(const QString &id, PlannedStep &step);

private:
    bool give(const Order &o, PlannedStep &step);
    double score(const Unit &u, Hex h, HexSide f, bool moved, UnitFormation formation, Hex goal, Hex anchor) const;
    double artilleryScore(const Unit &u, Hex h, HexSide f, Hex anchor) const;
    double fireChance(const Unit &u, Hex h, HexSide f, bool moved, int range) const;
    HexSide faceFrom(Hex h, Hex goal) const;

    Game &m_think;
    Context &m_c;
};

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
    sc -= (worn ? 4.0 : 2.0) * incoming;
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
    sc -= 2.0 * (im.frontThreat(h) + 0.5 * im.threat(h)) * kMeanLoss;
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

// RULES §4: leaders move like columns (20 MP), ignore ZOC and stacking, and
// may not enter an enemy unit's hex. The cheapest path to the reachable hex
// nearest `target`.
QVector<Hex> leaderPath(const Occupancy &occ, Hex from, Hex target, int budget)
{
    const Map &map = occ.map();
    QHash<Hex, int> cost{{from, 0}};
    QHash<Hex, Hex> parent;
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    open.push({0, occ.index(from)});
    Hex best = from;
    while (!open.empty()) {
        const auto [c, k] = open.top();
        open.pop();
        const Hex h = map.hexAtIndex(k);
        if (cost.value(h, INT_MAX) < c)
            continue;
        if (distance(h, target) < distance(best, target) || (distance(h, target) == distance(best, target) && c < cost.value(best)))
            best = h;
        for (const Hex &nb : h.neighbours()) {
            const int j = occ.index(nb);
            if (j < 0 || occ.enemy(j))
                continue;
            const auto step = enterCost(map, h, nb, MoveClass::Column, false);
            if (!step || c + *step > budget)
                continue;
            if (c + *step < cost.value(nb, INT_MAX)) {
                cost.insert(nb, c + *step);
                parent.insert(nb, h);
                open.push({c + *step, j});
            }
        }
    }
    QVector<Hex> path;
    for (Hex h = best; h != from; h = parent.value(h))
        path.prepend(h);
    return path;
}

void planLeaders(Game &think, Context &c, const QSet<QString> &skip, QVector<PlannedStep> &out)
{
    const Scenario &s = think.scenario();
    QVector<int> order;
    for (int i = 0; i < s.formations.size(); ++i)
        if (s.formations.at(i).side == c.me && s.formations.at(i).leader.active())
            order.append(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const Formation &fa = s.formations.at(a), &fb = s.formations.at(b);
        return fa.level != fb.level ? fa.level < fb.level : QString::compare(fa.leader.id, fb.leader.id) < 0;
    });
    // The units each formation answers for (one pass over the board).
    QHash<QString, QVector<int>> command;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != c.me || u.type == UnitType::Wagon)
            continue;
        for (const Formation *up : s.chainOf(u))
            command[up->id].append(i);
    }
    QSet<QString> rallied;
    for (int fi : order) {
        const Formation f = s.formations.at(fi);
        if (skip.contains(f.leader.id))
            continue;
        const QVector<int> mine = command.value(f.id);
        if (mine.isEmpty())
            continue;
        // RULES §12: a routed unit rallies better with a leader of its chain stacked.
        std::optional<Hex> target;
        int bestMen = 0;
        for (int i : mine) {
            const Unit &u = s.units.at(i);
            if (u.isRouted() && !rallied.contains(u.id) && u.men > bestMen
                && distance(u.hex, f.leader.hex) <= 8) {
                bestMen = u.men;
                target = u.hex;
            }
        }
        if (target) {
            for (int i : mine)
                if (s.units.at(i).hex == *target && s.units.at(i).isRouted())
                    rallied.insert(s.units.at(i).id);
        } else {
            // RULES §9: +1 morale stacked with a leader: the unit nearest the
            // middle of the command that is not in the front line.
            QVector<Hex> hexes;
            for (int i : mine)
                hexes.append(s.units.at(i).hex);
            const Hex mid = centroidOf(hexes);
            int bestScore = INT_MAX;
            for (int i : mine) {
                const Unit &u = s.units.at(i);
                const int k = c.occ->index(u.hex);
                const int sc = distance(u.hex, mid) * 2 + (k >= 0 && c.occ->enemyAdjacent(k) ? 5 : 0);
                if (sc < bestScore) {
                    bestScore = sc;
                    target = u.hex;
                }
            }
        }
        if (!target || *target == f.leader.hex)
            continue;
        const QVector<Hex> path = leaderPath(*c.occ, f.leader.hex, *target, kLeaderAllowance - f.leader.mpSpent);
        if (path.isEmpty())
            continue;
        const Order o = Order::moveLeader(f.leader.id, path);
        if (!think.apply(o).ok())   // checked inside: nothing done if refused
            continue;
        PlannedStep step;
        step.leader = f.leader.id;
        step.orders.append(o);
        step.path = path;
        step.expected = path.last();
        out.append(step);
    }
}

} // namespace

QVector<PlannedStep> planMovement(const SideView &view, const QSet<QString> &skip)
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
