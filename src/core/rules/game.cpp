#include "game.h"

#include "board.h"
#include "clock.h"
#include "command.h"
#include "eventfilter.h"
#include "fire.h"
#include "los.h"
#include "melee.h"
#include "movement.h"
#include "terrain.h"
#include "victory.h"
#include "visibility.h"

#include "core/events/events.h"

#include <QJsonArray>

namespace hardtack {


Game Game::start(const Scenario &scenario, quint64 seed)
{
    Game g(Battle::start(scenario, seed));
    g.begin();
    return g;
}

Game::Game(Battle battle) : m_battle(std::move(battle))
{
    m_battle.scenario.rebuildIndex();
    m_battle.initial.rebuildIndex();
    // A battle under way that records no sight (made by hand, or saved before
    // sight was saved): both sides look now.
    const auto blank = [](const SideKnowledge &k) { return k.seen.isEmpty() && k.ghosts.isEmpty(); };
    if (!m_battle.log.isEmpty() && blank(m_battle.knowledge[0]) && blank(m_battle.knowledge[1]))
        refreshKnowledge(m_battle);
    // A save from before the told masks were kept.
    if (m_battle.told.size() != m_battle.log.size())
        rebuildTold(m_battle);
}

struct Game::Telling
{
    explicit Telling(Game &g) : game(g) { game.beginTelling(); }
    ~Telling() { game.finishTelling(); }
    Game &game;
};

void Game::beginTelling()
{
    if (m_tellDepth++ > 0)
        return;
    m_tellFrom = int(m_battle.log.size());
    m_sightBefore[0] = m_battle.knowledge[0];
    m_sightBefore[1] = m_battle.knowledge[1];
}

void Game::finishTelling()
{
    if (--m_tellDepth > 0)
        return;
    const int n = int(m_battle.log.size());
    m_battle.told.resize(n);
    // Without fog of war both sides are told everything.
    const bool fog = m_battle.scenario.rules.fogOfWar;
    for (int i = m_tellFrom; i < n; ++i)
        m_battle.told[i] = fog ? toldMask(m_battle.log.at(i), m_battle.scenario, m_sightBefore, m_battle.knowledge)
                               : kToldBoth;
    if (m_listener.eventAppended)
        for (int i = m_tellFrom; i < n; ++i)
            m_listener.eventAppended(i, m_battle.log.at(i));
    m_tellFrom = n;
}

Game::Game(const Game &other)
    : m_battle(other.m_battle), m_stats(other.m_stats), m_undo(other.m_undo), m_redo(other.m_redo),
      m_cutByMove(other.m_cutByMove)
{
}

Game &Game::operator=(const Game &other)
{
    if (this != &other) {
        m_battle = other.m_battle;
        m_stats = other.m_stats;
        m_undo = other.m_undo;
        m_redo = other.m_redo;
        m_cutByMove = other.m_cutByMove;
        m_listener = {};
    }
    return *this;
}

void Game::begin()
{
    if (!m_battle.log.isEmpty() || m_battle.over)
        return;
    const Telling telling(*this);
    updateObjectives(m_battle.scenario);
    BattleStartEvent start;
    start.seed = QString::number(m_battle.seed);
    emitEvent(std::move(start));
    beginGameTurn();
    beginPlayerTurn();
}

Game Game::fromView(const SideView &view)
{
    Battle b;
    b.scenario = view.scenario;
    b.turn = view.turn;
    b.phasingSide = view.phasingSide;
    b.phase = view.phase;
    b.over = view.over;
    b.seed = quint64(view.turn) * 4 + quint64(view.phase);
    b.rng = Rng(b.seed + 1);
    for (const Unit &u : std::as_const(b.scenario.units))
        if (u.side != view.side && isOnBoard(u))
            b.knowledge[int(view.side)].seen.append(Ghost{u.id, u.hex, view.turn});
    b.knowledge[int(view.side)].ghosts = view.ghosts;
    // What the enemy sees is not this side's to know: its own units count as seen.
    for (const Unit &u : std::as_const(b.scenario.units))
        if (u.side == view.side && isOnBoard(u))
            b.knowledge[int(otherSide(view.side))].seen.append(Ghost{u.id, u.hex, view.turn});
    // A battle under way: its log is not empty (so begin() adds nothing).
    PhaseEvent under;
    under.at = EventStamp{view.turn, view.phasingSide, view.phase};
    b.log.append(under);
    b.told.append(kToldBoth);
    return Game(std::move(b));
}

SideView Game::view(Side side) const
{
    return makeSideView(m_battle, side);
}

Side Game::actingSide() const
{
    return m_battle.phase == Phase::DefensiveFire ? otherSide(m_battle.phasingSide) : m_battle.phasingSide;
}

bool Game::isNight() const
{
    return isNightTurn(m_battle.scenario, m_battle.turn);
}

QStringList Game::visibleEnemies(Side side) const
{
    return m_battle.knowledge[int(side)].seenIds();
}

int Game::movementAllowance(const QString &unit) const
{
    const Unit *u = scenario().unit(unit);
    return u ? hardtack::movementAllowance(scenario(), *u) : 0;
}

void Game::emitEvent(Event e)
{
    if (EventStamp &at = eventStamp(e); !at.stamped())
        at = EventStamp{m_battle.turn, m_battle.phasingSide, m_battle.phase};
    if (m_tellDepth == 0) { // outside an order: told at once
        const Telling telling(*this);
        m_battle.log.append(std::move(e));
        return;
    }
    m_battle.log.append(std::move(e));
}

void Game::emitAll(QVector<Event> events)
{
    for (Event &e : events)
        emitEvent(std::move(e));
}

// ---- apply ----------------------------------------------------------------

CheckResult Game::apply(const Order &o)
{
    const CheckResult r = check(o);
    if (!r)
        return r;
    const Telling telling(*this);
    const RecordedOrder record{m_battle.turn, m_battle.phase, actingSide(), o};
    m_redo.clear();
    if (isUndoable(o.type)) {
        if (m_keepUndo)
            m_undo.append(Snapshot{m_battle.scenario, {m_battle.knowledge[0], m_battle.knowledge[1]},
                                   int(m_battle.log.size()), record});
        m_battle.orders.append(record);
        applyUndoable(o);
        return r;
    }
    switch (o.type) {
    case OrderType::Move:
    case OrderType::ChangeFacing:
    case OrderType::ChangeFormation:
        break; // above
    case OrderType::Fire:
        m_battle.orders.append(record);
        clearUndo(HistoryCut::DiceRolled);
        applyFire(o);
        break;
    case OrderType::Melee:
        m_battle.orders.append(record);
        clearUndo(HistoryCut::DiceRolled);
        applyMelee(o);
        break;
    case OrderType::EndPhase:
        m_battle.orders.append(record);
        clearUndo(HistoryCut::PhaseEnded);
        endPhase();
        break;
    }
    return r;
}

void Game::applyUndoable(const Order &o)
{
    m_cutByMove = false;
    if (o.type == OrderType::Move)
        applyMove(o);
    else if (o.type == OrderType::ChangeFacing)
        applyFacing(o);
    else
        applyFormation(o);
    if (m_cutByMove)
        clearUndo(HistoryCut::EnemyRevealed);
}

// RULES §14: after a move the mover's side looks from the hexes it entered
// and the enemy looks at the mover; an enemy coming into view ends undo.
void Game::revealAfterMove(Side side, const QVector<Hex> &path, int mover)
{
    const QStringList revealed = knowledgeAfterMove(m_battle, side, path, mover);
    if (!revealed.isEmpty()) {
        m_cutByMove = true;
        RevealEvent e;
        e.side = side;
        e.units = revealed;
        emitEvent(std::move(e));
    }
}

void Game::applyMove(const Order &o)
{
    Scenario &s = m_battle.scenario;
    if (!o.leader.isEmpty()) {
        for (Formation &f : s.formations) {
            if (f.leader.id != o.leader)
                continue;
            const Hex from = f.leader.hex;
            int mp = 0;
            Hex at = from;
            for (const Hex &h : o.path) {
                mp += *enterCost(s.map, at, h, MoveClass::Column, false);
                at = h;
            }
            f.leader.hex = at;
            f.leader.mpSpent += mp;
            f.leader.moved = true;
            LeaderMoveEvent e;
            e.leader = f.leader.id;
            e.from = from;
            e.path = o.path;
            e.mp = mp;
            emitEvent(std::move(e));
            revealAfterMove(f.side, o.path, -1);
        }
        return;
    }
    Unit &u = *s.unit(o.units.first());
    // RULES §4, §14: a hidden enemy in the way stops the move short: before
    // its hex, or in the first hex of its zone of control.
    QVector<Hex> steps = o.path;
    std::optional<HexSide> facing = o.facing;
    bool interrupted = false;
    for (int i = 0; i < steps.size(); ++i) {
        if (hasEnemyUnit(s, steps.at(i), u.side)) {
            steps.resize(i);
            interrupted = true;
            break;
        }
        if (inEnemyZoc(s, steps.at(i), u.side)) {
            interrupted = i + 1 < steps.size();
            steps.resize(i + 1);
            break;
        }
    }
    if (interrupted)
        facing.reset();
    // Stopping short must still end in a hex with room (stacking).
    while (!steps.isEmpty() && !checkPath(s, u, steps, facing).result)
        steps.removeLast();
    if (steps.isEmpty()) {
        u.moveEnded = true;
        MoveEvent e;
        e.unit = u.id;
        e.from = u.hex;
        e.facing = u.facing;
        e.interrupted = true;
        emitEvent(std::move(e));
        revealAfterMove(u.side, {u.hex, o.path.first()}, s.unitIndex(u.id));
        m_cutByMove = true;
        return;
    }
    const PathCheck pc = checkPath(s, u, steps, facing);
    const Hex from = u.hex;
    u.hex = steps.last();
    u.facing = pc.finalFacing;
    u.mpSpent += pc.mp;
    u.moved = true;
    u.active = true;
    u.moveEnded = pc.endsInEnemyZoc;
    MoveEvent move;
    move.unit = u.id;
    move.from = from;
    move.path = steps;
    move.mp = pc.mp;
    move.facing = u.facing;
    move.enteredEnemyZoc = pc.endsInEnemyZoc;
    move.interrupted = interrupted;
    emitEvent(std::move(move));
    tidyBoard();
    QVector<Hex> looked{from};
    looked += steps;
    revealAfterMove(u.side, looked, s.unitIndex(u.id));
    if (interrupted)
        m_cutByMove = true;
}

void Game::applyFacing(const Order &o)
{
    Unit &u = *m_battle.scenario.unit(o.units.first());
    const int cost = turnCost(u.facing, *o.facing);
    const HexSide from = u.facing;
    u.facing = *o.facing;
    u.mpSpent += cost;
    FacingEvent e;
    e.unit = u.id;
    e.from = from;
    e.to = u.facing;
    e.mp = cost;
    emitEvent(std::move(e));
}

void Game::applyFormation(const Order &o)
{
    Unit &u = *m_battle.scenario.unit(o.units.first());
    const UnitFormation from = u.formation;
    u.formation = o.formation;
    u.mpSpent += kFormationChangeCost;
    u.active = true;
    FormationEvent e;
    e.unit = u.id;
    e.from = from;
    e.to = u.formation;
    e.mp = kFormationChangeCost;
    emitEvent(std::move(e));
}

bool Game::undo()
{
    if (m_undo.isEmpty())
        return false;
    const Snapshot snap = m_undo.takeLast();
    m_battle.scenario = snap.scenario;
    m_battle.scenario.rebuildIndex();
    m_battle.knowledge[0] = snap.knowledge[0];
    m_battle.knowledge[1] = snap.knowledge[1];
    m_battle.log.resize(snap.logSize);
    m_battle.told.resize(snap.logSize);
    if (!m_battle.orders.isEmpty())
        m_battle.orders.removeLast();
    m_redo.append(snap.order);
    if (m_listener.logTruncated)
        m_listener.logTruncated(snap.logSize);
    return true;
}

bool Game::redo()
{
    if (m_redo.isEmpty())
        return false;
    const RecordedOrder r = m_redo.takeLast();
    const QVector<RecordedOrder> rest = m_redo;
    const bool ok = apply(r.order).ok();
    // apply() of a new order forgets the redo list; a redone one keeps the rest.
    if (ok && canUndo())
        m_redo = rest;
    return ok;
}

std::optional<Order> Game::undoOrder() const
{
    return m_undo.isEmpty() ? std::nullopt : std::optional<Order>(m_undo.last().order.order);
}

std::optional<Order> Game::redoOrder() const
{
    return m_redo.isEmpty() ? std::nullopt : std::optional<Order>(m_redo.last().order);
}

void Game::clearUndo(HistoryCut why)
{
    m_redo.clear();
    if (m_undo.isEmpty())
        return;
    m_undo.clear();
    if (m_listener.historyCut)
        m_listener.historyCut(why);
}

void Game::applyFire(const Order &o)
{
    Scenario &s = m_battle.scenario;
    const FirePlan plan = planFire(s, s.unitIndexes(o.units), o.target);
    const FireOutcome out = resolveFire(s, m_battle.rng, plan);
    ++m_stats.fires;
    emitEvent(out.event);
    emitAll(out.extra);
    tidyBoard();
    pruneKnowledge(m_battle);
}

void Game::applyMelee(const Order &o)
{
    Scenario &s = m_battle.scenario;
    const MeleePlan plan = planMelee(s, s.unitIndexes(o.units), o.target);
    const MeleeOutcome out = resolveMelee(s, m_battle.rng, plan, o.advance);
    ++m_stats.melees;
    emitEvent(out.event);
    for (const Event &e : out.extra)
        if (std::holds_alternative<SurrenderEvent>(e))
            ++m_stats.surrenders;
    emitAll(out.extra);
    tidyBoard();
    // Retreats and the advance moved units: both sides look again.
    refreshKnowledge(m_battle);
}

void Game::tidyBoard()
{
    Scenario &s = m_battle.scenario;
    emitAll(displaceLeaders(s));
    updateObjectives(s);
}

} // namespace hardtack
