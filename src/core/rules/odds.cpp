#include "odds.h"

#include "board.h"
#include "fatigue.h"
#include "fire.h"
#include "game.h"
#include "melee.h"
#include "oddstally.h"
#include "retreat.h"
#include "terrain.h"

#include "combatimpl.h"

#include "core/morale/moralerules.h"

#include <QHash>
#include <QMap>

#include <array>
#include <climits>
#include <cmath>

namespace hardtack {

namespace {
// Integral of the hat function max(0, 1 − |t|) from −∞ to t.
double hatIntegral(double t)
{
    if (t <= -1)
        return 0;
    if (t <= 0)
        return (t + 1) * (t + 1) / 2;
    if (t <= 1)
        return 1 - (1 - t) * (1 - t) / 2;
    return 1;
}

// Depth-first enumeration of every outcome of a replayed computation (as
// cascadeOdds does): each replay follows its prefix of decisions, then takes
// the first option of each new draw and queues the others.
class Branches
{
public:
    // The next outcome: the choices of the last one with its deepest choice
    // that has another option moved on to it (every choice after it is made
    // afresh, first option first). The outcomes come in lexicographic order
    // of their choices, each weighed as the product of its options'
    // probabilities in the order they were chosen. No allocation per outcome.
    bool next()
    {
        if (m_started) {
            while (!m_path.isEmpty() && m_path.last() + 1 >= m_counts.last()) {
                m_path.removeLast();
                m_counts.removeLast();
            }
            if (m_path.isEmpty())
                return false;
            ++m_path.last();
        }
        m_started = true;
        m_at = 0;
        m_weight = 1.0;
        return true;
    }
    // Picks one of the options (probabilities > 0, summing to 1).
    int choose(const double *p, int n)
    {
        int k = 0;
        if (m_at < m_path.size()) {
            k = m_path.at(m_at);
        } else {
            m_path.append(0);
            m_counts.append(n);
        }
        ++m_at;
        m_weight *= p[k];
        return k;
    }
    int choose(const QVector<double> &p) { return choose(p.constData(), int(p.size())); }
    int choose(std::initializer_list<double> p) { return choose(p.begin(), int(p.size())); }
    double weight() const { return m_weight; }

private:
    QVector<int> m_path, m_counts; // the choices of this outcome and how many options each had
    qsizetype m_at = 0;            // choices made so far in this outcome
    bool m_started = false;
    double m_weight = 1.0;
};

// Gauss–Legendre nodes and weights on [−1, 1] (n points: exact for
// polynomials of degree 2n − 1), by Newton's method on P_n.
void gaussLegendre(int n, QVector<double> &x, QVector<double> &w)
{
    x.resize(n);
    w.resize(n);
    if (n == 1) {
        x[0] = 0;
        w[0] = 2;
        return;
    }
    const double pi = std::acos(-1.0);
    for (int i = 0; i < n; ++i) {
        double z = std::cos(pi * (i + 0.75) / (n + 0.5));
        double dp = 1;
        for (int it = 0; it < 100; ++it) {
            double p0 = 1, p1 = z; // P_{k-1}, P_k
            for (int k = 2; k <= n; ++k) {
                const double p2 = ((2 * k - 1) * z * p1 - (k - 1) * p0) / k;
                p0 = p1;
                p1 = p2;
            }
            dp = n * (z * p1 - p0) / (z * z - 1);
            const double dz = p1 / dp;
            z -= dz;
            if (std::abs(dz) < 1e-15)
                break;
        }
        x[i] = z;
        w[i] = 2 / ((1 - z * z) * dp * dp);
    }
}

// Enumerates the draws of rollFatigueGain: uniformInt and rounding.
struct GainLawDice
{
    Branches &b;
    int uniformInt(int lo, int hi)
    {
        const int n = hi - lo + 1;
        return lo + b.choose(QVector<double>(n, 1.0 / n));
    }
    int roundWithProbability(double x)
    {
        const double f = std::floor(x), frac = x - f;
        if (frac <= 0)
            return int(f);
        return int(f) + b.choose({1 - frac, frac});
    }
};

// The exact law of RULES §5's fatigue gain for L men lost: gain → P.
QVector<QPair<int, double>> fatigueGainLaw(int lost, LossKind kind)
{
    QMap<int, double> law;
    Branches b;
    while (b.next()) {
        GainLawDice d{b};
        const int g = rollFatigueGain(d, lost, kind);
        law[g] += b.weight();
    }
    QVector<QPair<int, double>> out;
    for (auto it = law.cbegin(); it != law.cend(); ++it)
        out.append({it.key(), it.value()});
    return out;
}

// RULES §7: the casualty roll R, uniform in [5, 25], as exact quadrature
// nodes. Between two points where some unit's c·R crosses an integer, every
// rounding probability is linear in R, so a leaf's weight is a polynomial of
// degree ≤ the number of units: a Gauss–Legendre rule with enough nodes per
// interval integrates it exactly. Returns the number of nodes.
int rollOptions(const QVector<double> &coefficients, QVector<double> *values, QVector<double> *p)
{
    QVector<double> cuts{kCasualtyRollMin, kCasualtyRollMax};
    int degree = 0;
    for (double c : coefficients) {
        if (c <= 0)
            continue;
        ++degree;
        for (double m = std::ceil(kCasualtyRollMin * c); m <= std::floor(kCasualtyRollMax * c); m += 1)
            cuts.append(m / c);
    }
    std::sort(cuts.begin(), cuts.end());
    const int n = std::max(1, (degree + 2) / 2);
    static thread_local QHash<int, QPair<QVector<double>, QVector<double>>> rules;
    if (!rules.contains(n)) {
        QVector<double> x, w;
        gaussLegendre(n, x, w);
        rules.insert(n, {x, w});
    }
    const auto &[x, w] = rules[n];
    const double width = kCasualtyRollMax - kCasualtyRollMin;
    int count = 0;
    for (int i = 1; i < cuts.size(); ++i) {
        const double a = cuts.at(i - 1), b = cuts.at(i);
        if (b - a <= 1e-12)
            continue;
        count += n;
        if (!values)
            continue;
        for (int j = 0; j < n; ++j) {
            values->append((a + b) / 2 + (b - a) / 2 * x.at(j));
            p->append((b - a) / width * w.at(j) / 2);
        }
    }
    return count;
}

// About how many leaves one casualty roll and its roundings make (the
// fatigue lumps not counted): to go to trials at once when far too many.
double rollLeaves(const QVector<double> &coefficients)
{
    double leaves = rollOptions(coefficients, nullptr, nullptr);
    for (double c : coefficients)
        if (c > 0)
            leaves *= 2;
    return leaves;
}

// The enumerating Dice of combatimpl.h. Draws that cannot change any figure
// of the preview are not enumerated: the guns lost (men lost are what the
// figures count; a scratch Rng rolls them), leader casualties (a hit leader's
// replacement stands in the same hex, active: the morale "leader" modifier is
// unchanged) and the firers' ammunition (they take no check from this order).
// The quadrature nodes of the casualty rolls met so far in one preview:
// every outcome rolls with the same few coefficient lists.
struct RollNodes
{
    QVector<double> coefficients, values, p;
};

class ExactDice
{
public:
    static constexpr bool kExplain = false;
    explicit ExactDice(Branches &b, QHash<qint64, QVector<QPair<int, double>>> &laws, QVector<RollNodes> &rolls)
        : m_b(b), m_laws(laws), m_rolls(rolls)
    {
    }

    // RULES §7: R uniform in [5, 25]. Between two points where some unit's
    // c·R crosses an integer, every rounding probability is linear in R, so
    // a leaf's weight is a polynomial of degree ≤ the number of units: a
    // Gauss–Legendre rule with enough nodes integrates it exactly.
    double casualtyRoll(const QVector<double> &coefficients)
    {
        auto it = std::find_if(m_rolls.begin(), m_rolls.end(),
                               [&](const RollNodes &r) { return r.coefficients == coefficients; });
        if (it == m_rolls.end()) {
            RollNodes r;
            r.coefficients = coefficients;
            rollOptions(coefficients, &r.values, &r.p);
            m_rolls.append(r);
            it = m_rolls.end() - 1;
        }
        return it->values.at(m_b.choose(it->p));
    }
    int roundWithProbability(double x)
    {
        const double f = std::floor(x), frac = x - f;
        if (frac <= 0)
            return int(f);
        return int(f) + m_b.choose({1 - frac, frac});
    }
    // RULES §5: the fatigue gain, lumped by the band it leads to (morale and
    // the artillery's hold at 900 read fatigue only through its band).
    LossReport losses(Scenario &s, Unit &u, int men, LossKind kind)
    {
        if (men <= 0 || u.men <= 0)
            return applyLosses(s, m_scratch, u, men, kind);
        const int lost = std::min(men, u.men);
        const qint64 k = qint64(lost) * 4 + int(kind);
        auto law = m_laws.constFind(k);
        if (law == m_laws.cend())
            law = m_laws.insert(k, fatigueGainLaw(lost, kind));
        std::array<double, 4> p{};
        std::array<int, 4> rep{-1, -1, -1, -1};
        for (const auto &[gain, q] : *law) {
            const int band = int(fatigueBand(std::min(kMaxFatigue, u.fatigue + gain)));
            p[size_t(band)] += q;
            if (rep[size_t(band)] < 0)
                rep[size_t(band)] = gain;
        }
        std::array<double, 4> probs{};
        std::array<int, 4> gains{};
        int n = 0;
        for (size_t b = 0; b < 4; ++b)
            if (p[b] > 0) {
                probs[size_t(n)] = p[b];
                gains[size_t(n)] = rep[b];
                ++n;
            }
        return applyLosses(s, m_scratch, u, men, kind, gains[size_t(m_b.choose(probs.data(), n))]);
    }
    QVector<Event> leaderCasualties(Scenario &, Hex, Side) { return {}; }
    std::optional<AmmoCheckEvent> ammo(Unit &) { return std::nullopt; }
    // RULES §8: the d6 matters only through win or loss.
    int meleeRoll(const MeleePlan &plan)
    {
        const int first = std::clamp(plan.minWinningRoll, 1, 7);
        std::array<double, 2> p{};
        std::array<int, 2> rolls{};
        int n = 0;
        if (first > 1) {
            p[size_t(n)] = (first - 1) / 6.0;
            rolls[size_t(n++)] = 1;
        }
        if (first <= 6) {
            p[size_t(n)] = (7 - first) / 6.0;
            rolls[size_t(n++)] = first;
        }
        return rolls[size_t(m_b.choose(p.data(), n))];
    }

private:
    Branches &m_b;
    QHash<qint64, QVector<QPair<int, double>>> &m_laws;
    QVector<RollNodes> &m_rolls;
    Rng m_scratch{0};
};

// The fallback: the play Dice without the events.
struct TrialDice : combat::RngDice
{
    static constexpr bool kExplain = false;
};

using detail::Tally;

// Runs `resolve(work, dice)` over every outcome (or `trials` seeded ones) on
// a copy of s, restoring the units it may touch between runs, and tallies.

// Sets a unit back to the state an outcome started from. No resolution
// changes a unit's id, name or brigade, and copying those strings costs two
// atomic operations each, in every outcome of every preview (most of an AI
// fire plan's time on a grand battle): every other member is copied. A new
// member of Unit must be added here; the size check below and the equality
// after the copy (debug builds) say so.
void restoreUnitState(Unit &to, const Unit &from)
{
    static_assert(sizeof(Unit) == 3 * sizeof(QString) + 104, "Unit changed: copy its new member in restoreUnitState");
    to.side = from.side;
    to.type = from.type;
    to.weapon = from.weapon;
    to.quality = from.quality;
    to.men = from.men;
    to.guns = from.guns;
    to.supply = from.supply;
    to.onMap = from.onMap;
    to.hex = from.hex;
    to.facing = from.facing;
    to.formation = from.formation;
    to.fatigue = from.fatigue;
    to.ammo = from.ammo;
    to.status = from.status;
    to.casualties = from.casualties;
    to.stragglers = from.stragglers;
    to.prisoners = from.prisoners;
    to.gunsLost = from.gunsLost;
    to.gunsCaptured = from.gunsCaptured;
    to.moved = from.moved;
    to.fired = from.fired;
    to.meleed = from.meleed;
    to.mpSpent = from.mpSpent;
    to.disruptedAtTurnStart = from.disruptedAtTurnStart;
    to.rallied = from.rallied;
    to.moveEnded = from.moveEnded;
    to.mustCheck = from.mustCheck;
    to.fatigueCheck = from.fatigueCheck;
    to.enfiladed = from.enfiladed;
    to.active = from.active;
    to.gone = from.gone;
    Q_ASSERT(to == from);
}

template<typename Resolve>
void runOutcomes(const Scenario &s, const MoraleSituation &sit, const QVector<int> &touched, Tally &tally,
                 const OddsOptions &options, double estimate, bool &exact, int &outcomes, Resolve &&resolve)
{
    Scenario work = s;
    const auto restore = [&] {
        for (int i : touched)
            restoreUnitState(work.units[i], s.units.at(i));
        work.formations = s.formations; // a retreat takes leaders along
    };
    // The fatigue-gain laws depend only on (men lost, kind): kept across
    // previews (an AI's fire plan asks for hundreds).
    static thread_local QHash<qint64, QVector<QPair<int, double>>> laws;
    QVector<RollNodes> rolls;
    tally.reset();
    exact = estimate <= options.maxOutcomes;
    outcomes = 0;
    Branches b;
    while (exact && b.next()) {
        if (++outcomes > options.maxOutcomes) {
            exact = false;
            break;
        }
        restore();
        ExactDice dice(b, laws, rolls);
        resolve(work, dice);
        tally.add(s, work, sit, b.weight());
    }
    if (exact)
        return;
    tally.reset();
    outcomes = std::max(1, options.trials);
    for (int i = 0; i < outcomes; ++i) {
        restore();
        Rng rng(options.seed + quint64(i));
        TrialDice dice{{rng}};
        resolve(work, dice);
        tally.add(s, work, sit, 1.0 / outcomes);
    }
}

QVector<int> sortedById(const Scenario &s, QVector<int> idx)
{
    std::sort(idx.begin(), idx.end(),
              [&](int a, int b) { return QString::compare(s.units.at(a).id, s.units.at(b).id) < 0; });
    return idx;
}

// The part of the board a melee can read or change. RULES §8: the
// attackers stand next to the target, the beaten defenders step to a hex
// next to it (judged by the units in that hex and the enemy ZOC into it:
// units within two hexes of the target), the advance enters it, leaders
// only follow a retreat out of it and are hit (§7) only in the target's
// and the attackers' hexes. RULES §9: each check reads the units and
// leaders in the checker's hex, within one hex of the target. (Overrun
// leaders are displaced after the melee, by Game, not by meleeImpl.) So
// units and leaders more than two hexes away change no outcome, and each
// outcome's scans of the board visit a handful of units instead of a
// whole army.
constexpr int kMeleeReach = 2;

struct LocalMelee
{
    Scenario s;
    MeleePlan plan;
};

std::optional<LocalMelee> localMelee(const Scenario &s, const MeleePlan &plan)
{
    const auto near = [&](Hex h) { return distance(h, plan.target) <= kMeleeReach; };
    LocalMelee out;
    QVector<int> toLocal(s.units.size(), -1);
    out.s.map = s.map;
    out.s.rules = s.rules;
    for (int i = 0; i < s.units.size(); ++i)
        if (near(s.units.at(i).hex)) {
            toLocal[i] = int(out.s.units.size());
            out.s.units.append(s.units.at(i));
        }
    for (const Formation &f : s.formations)
        if (near(f.leader.hex))
            out.s.formations.append(f);
    out.s.rebuildIndex();
    bool inside = true;
    const auto remap = [&](int &unit) {
        const int k = unit >= 0 && unit < toLocal.size() ? toLocal.at(unit) : -1;
        inside = inside && k >= 0;
        unit = k;
    };
    out.plan = plan;
    for (MeleeSide &m : out.plan.attackers)
        remap(m.unit);
    for (MeleeSide &m : out.plan.defenders)
        remap(m.unit);
    for (FirerPlan &f : out.plan.attackerFire)
        remap(f.unit);
    for (FirerPlan &f : out.plan.defenderFire)
        remap(f.unit);
    for (TargetPlan &t : out.plan.defenderLosses)
        remap(t.unit);
    for (TargetPlan &t : out.plan.attackerLosses)
        remap(t.unit);
    if (!inside)
        return std::nullopt; // not a plan of planMelee (a unit far from the target)
    return out;
}
} // namespace

QVector<double> casualtyDistribution(double c, int cap, double lo, double hi)
{
    QVector<double> p(std::max(cap, 0) + 1, 0.0);
    if (c <= 0 || cap <= 0) {
        p[0] = 1.0;
        return p;
    }
    const double ylo = c * lo, yhi = c * hi, width = yhi - ylo;
    const int kmax = int(std::ceil(yhi)) + 1;
    for (int k = std::max(0, int(std::floor(ylo)) - 1); k <= kmax; ++k) {
        const double pk = (hatIntegral(yhi - k) - hatIntegral(ylo - k)) / width;
        p[std::min(k, cap)] += pk;
    }
    return p;
}

FireOdds fireOdds(const Scenario &s, const MoraleSituation &sit, const FirePlan &plan, const OddsOptions &options)
{
    FireOdds out;
    out.value = plan.value();
    const double perRoll = out.value / kCasualtyDivisor * plan.density; // RULES §7
    out.minCasualties = perRoll * kCasualtyRollMin;
    out.meanCasualties = perRoll * (kCasualtyRollMin + kCasualtyRollMax) / 2;
    out.maxCasualties = perRoll * kCasualtyRollMax;
    Tally tally;
    QVector<int> touched;
    for (const TargetPlan &tp : plan.targets)
        tally.units.append(tp.unit);
    tally.units = sortedById(s, tally.units);
    tally.wantCascade = true;
    touched = tally.units;
    for (const FirerPlan &fp : plan.firers)
        touched.append(fp.unit);
    tally.prepareLocal(s, touched);
    runOutcomes(s, sit, touched, tally, options, rollLeaves(combat::coefficientsOf(plan.targets, 1.0)), out.exact,
                out.outcomes, [&](Scenario &work, auto &dice) { combat::fireImpl(work, plan, dice); });
    out.targets = tally.results(s);
    out.cascadeChance = tally.cascade;
    return out;
}

namespace {
MeleeOdds meleeOddsOn(const Scenario &s, const MoraleSituation &sit, const MeleePlan &plan, const QString &advance,
                      const OddsOptions &options)
{
    MeleeOdds out;
    out.attack = plan.attack;
    out.defence = plan.defence;
    out.odds = plan.odds;
    out.minWinningRoll = plan.minWinningRoll;
    out.winChance = plan.winChance;
    Tally tally;
    QVector<int> attackers, defenders;
    for (const MeleeSide &m : plan.attackers)
        attackers.append(m.unit);
    for (const MeleeSide &m : plan.defenders)
        defenders.append(m.unit);
    attackers = sortedById(s, attackers);
    defenders = sortedById(s, defenders);
    tally.units = attackers + defenders;
    double estimate = 0;
    for (const bool won : {true, false})
        if (won ? plan.winChance > 0 : plan.winChance < 1) {
            const double defenderMult = won ? kMeleeLoserCasualties : 1.0;
            const double attackerMult = won ? 1.0 : kMeleeLoserCasualties;
            estimate += rollLeaves(combat::coefficientsOf(plan.defenderLosses, defenderMult))
                        * rollLeaves(combat::coefficientsOf(plan.attackerLosses, attackerMult));
        }
    runOutcomes(s, sit, tally.units, tally, options, estimate, out.exact, out.outcomes,
                [&](Scenario &work, auto &dice) { combat::meleeImpl(work, plan, advance, dice); });
    const QVector<UnitOdds> all = tally.results(s);
    out.attackers = all.mid(0, attackers.size());
    out.defenders = all.mid(attackers.size());
    for (const UnitOdds &o : out.attackers)
        out.attackerCasualties += o.meanCasualties;
    for (const UnitOdds &o : out.defenders)
        out.defenderCasualties += o.meanCasualties;
    return out;
}
} // namespace

MeleeOdds meleeOdds(const Scenario &s, const MoraleSituation &sit, const MeleePlan &plan, const QString &advance,
                    const OddsOptions &options)
{
    // On the part of the board the melee can touch: the same meleeImpl, the
    // same checks, the same outcomes (and the same seeded trials).
    if (const std::optional<LocalMelee> local = localMelee(s, plan))
        return meleeOddsOn(local->s, sit, local->plan, advance, options);
    return meleeOddsOn(s, sit, plan, advance, options);
}

MoraleSituation phaseSituation(const Game &game)
{
    // As Game::resolvePhaseEnd builds it (gamephases.cpp); the enfilade
    // marks are read from the units (moraleValue counts Unit::enfiladed).
    MoraleSituation sit;
    sit.phase = game.phase();
    sit.night = game.isNight();
    sit.routLimiting = game.scenario().rules.routLimiting;
    return sit;
}


FireOdds fireOdds(const Game &game, const Order &order, const OddsOptions &options)
{
    FireOdds out;
    out.check = game.check(order);
    if (out.check && order.type != OrderType::Fire)
        out.check = CheckResult{Refusal::WrongPhase, Game::tr("not a fire order")};
    if (!out.check)
        return out;
    const Scenario &s = game.scenario();
    const FirePlan plan = planFire(s, s.unitIndexes(order.units), order.target);
    const CheckResult check = out.check;
    out = fireOdds(s, phaseSituation(game), plan, options);
    out.check = check;
    return out;
}

MeleeOdds meleeOdds(const Game &game, const Order &order, const OddsOptions &options)
{
    MeleeOdds out;
    out.check = game.check(order);
    if (out.check && order.type != OrderType::Melee)
        out.check = CheckResult{Refusal::WrongPhase, Game::tr("not a melee order")};
    if (!out.check)
        return out;
    const Scenario &s = game.scenario();
    const MeleePlan plan = planMelee(s, s.unitIndexes(order.units), order.target);
    const CheckResult check = out.check;
    out = meleeOdds(s, phaseSituation(game), plan, order.advance, options);
    out.check = check;
    return out;
}

std::optional<double> meleeWinChance(const Game &game, const Order &order)
{
    if (order.type != OrderType::Melee || !game.check(order))
        return std::nullopt;
    const Scenario &s = game.scenario();
    return planMelee(s, s.unitIndexes(order.units), order.target).winChance;
}

} // namespace hardtack
