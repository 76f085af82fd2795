#include "aiplayer.h"

#include "aiplan.h"

#include "core/rules/board.h"

namespace hardtack {

namespace {
void markKnown(const Map &map, QVector<bool> &known, Hex h)
{
    if (const int k = map.indexOf(h); k >= 0)
        known[k] = true;
    for (const Hex &x : h.neighbours())
        if (const int k = map.indexOf(x); k >= 0)
            known[k] = true;
}
} // namespace

AiPlayer::AiPlayer(quint64 seed)
    : m_seed(seed), m_plan(new QVector<ai::PlannedStep>), m_melee(new ai::MeleeMemo)
{
}

AiPlayer::~AiPlayer()
{
    delete m_plan;
    delete m_melee;
}

QVector<Order> AiPlayer::orders(const SideView &view)
{
    if (view.turn != m_turn || view.phase != m_phase || view.phasingSide != m_phasing) {
        m_turn = view.turn;
        m_phase = view.phase;
        m_phasing = view.phasingSide;
        m_round = 0;
        m_plan->clear();
        m_next = 0;
        m_replans = 0;
        m_given.clear();
        m_expectedUnits.clear();
        *m_melee = {};
    }
    const int round = m_round++;
    switch (view.phase) {
    case Phase::Movement:
        return movement(view);
    case Phase::DefensiveFire:
    case Phase::OffensiveFire:
        // Fire reveals nothing and every target hex gets one order: one round.
        return round == 0 ? ai::planFire(view) : QVector<Order>{};
    case Phase::Melee:
        // A melee moves units (retreats, advances): one at a time, each on a fresh view.
        if (auto o = ai::planMelee(view, *m_melee, m_tuning))
            return {*o};
        return {};
    }
    return {};
}

// RULES §14: an enemy can hide only where the side does not see. Adjacent
// hexes are always seen, and the enemy does not move in this side's
// Movement phase, so a hex next to one of its units or leaders (now, or on a
// path already walked) holds no hidden enemy.
void AiPlayer::replan(const SideView &view)
{
    const Scenario &s = view.scenario;
    m_width = s.map.width;
    m_known.fill(false, s.map.width * s.map.height);
    const auto mark = [&](Hex h) { markKnown(s.map, m_known, h); };
    for (const Unit &u : s.units)
        if (u.side == view.side && isOnBoard(u))
            mark(u.hex);
    for (const Formation &f : s.formations)
        if (f.side == view.side && f.leader.active() && s.map.contains(f.leader.hex))
            mark(f.leader.hex);
    *m_plan = ai::planMovement(view, m_given, m_tuning);
    m_next = 0;
}

// The planned moves that could now be refused or unwise (near a revealed
// enemy or a unit that stopped short, or ending where a held-back unit
// still stands) are dropped; the units stay where they are this phase.
void AiPlayer::holdBackNear(const SideView &view, const QVector<Hex> &trouble)
{
    const Scenario &s = view.scenario;
    QVector<Hex> held;
    QVector<ai::PlannedStep> kept;
    for (int i = m_next; i < m_plan->size(); ++i) {
        const ai::PlannedStep &step = m_plan->at(i);
        bool drop = trouble.contains(step.expected);
        for (const Hex &t : trouble)
            for (const Hex &h : step.path + QVector<Hex>{step.expected})
                drop = drop || distance(h, t) <= 4;
        drop = drop || held.contains(step.expected);
        if (drop) {
            if (const Unit *u = step.unit.isEmpty() ? nullptr : s.unit(step.unit))
                held.append(u->hex);
            m_given.insert(step.unit.isEmpty() ? step.leader : step.unit);
            continue;
        }
        kept.append(step);
    }
    *m_plan = kept;
    m_next = 0;
}

QVector<Order> AiPlayer::movement(const SideView &view)
{
    const Scenario &s = view.scenario;
    QVector<Hex> trouble;   // where the last round did not go as planned
    const QSet<QString> expected(m_expectedEnemies.cbegin(), m_expectedEnemies.cend());
    for (const QString &id : view.visibleEnemies)
        if (!expected.contains(id))
            if (const Unit *e = s.unit(id))
                trouble.append(e->hex);
    for (const auto &[id, hex] : std::as_const(m_expectedUnits)) {
        const Unit *u = s.unit(id);
        if (!u || u->hex != hex)
            trouble.append(u ? u->hex : hex);
    }
    if (m_round == 1) {
        replan(view);
    } else if (!trouble.isEmpty() || view.visibleEnemies != m_expectedEnemies) {
        if (m_replans++ < kReplansPerPhase)
            replan(view);
        else
            holdBackNear(view, trouble);
    }
    m_expectedEnemies = view.visibleEnemies;
    m_expectedUnits.clear();

    const auto mark = [&](Hex h) { markKnown(s.map, m_known, h); };
    const auto known = [&](Hex h) {
        if (const int k = s.map.indexOf(h); k >= 0 && !m_known.at(k))
            return false;
        for (const Hex &x : h.neighbours())
            if (const int k = s.map.indexOf(x); k >= 0 && !m_known.at(k))
                return false;
        return true;
    };
    QVector<Order> out;
    while (m_next < m_plan->size()) {
        const ai::PlannedStep &step = m_plan->at(m_next++);
        bool risky = false;
        for (const Hex &h : step.path)
            risky = risky || !known(h);
        out += step.orders;
        m_given.insert(step.unit.isEmpty() ? step.leader : step.unit);
        for (const Hex &h : step.path)
            mark(h);
        if (!step.unit.isEmpty())
            m_expectedUnits.append({step.unit, step.expected});
        if (risky)
            break;
    }
    return out;
}

} // namespace hardtack
