#include "game.h"

#include "board.h"
#include "clock.h"
#include "command.h"
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

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

CheckResult refuse(Refusal r, const QString &message)
{
    return CheckResult{r, message};
}

bool canFireFormation(const Unit &u)
{
    return u.formation == UnitFormation::Line || u.formation == UnitFormation::Dismounted
        || u.formation == UnitFormation::Unlimbered;
}

// The units of an order, as indexes (unknown ids were refused by the check).
QVector<int> indexesOf(const Scenario &s, const QStringList &ids)
{
    QVector<int> out;
    for (const QString &id : ids)
        out.append(s.unitIndex(id));
    return out;
}
} // namespace

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
    updateObjectives(m_battle.scenario);
    BattleStartEvent start;
    start.seed = QString::number(m_battle.seed);
    emitEvent(start.toJson());
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
    b.log.append(under.toJson());
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

void Game::emitEvent(QJsonObject e)
{
    if (!e.contains(key("turn")))
        e.insert(key("turn"), m_battle.turn);
    if (!e.contains(key("phasing")))
        e.insert(key("phasing"), sideName(m_battle.phasingSide));
    if (!e.contains(key("phase")))
        e.insert(key("phase"), phaseName(m_battle.phase));
    m_battle.log.append(e);
    if (m_listener.eventAppended)
        m_listener.eventAppended(e);
}

void Game::emitAll(const QVector<QJsonObject> &events)
{
    for (const QJsonObject &e : events)
        emitEvent(e);
}

// ---- checks ---------------------------------------------------------------

CheckResult Game::checkOwnUnit(const QString &id, Side side) const
{
    const Unit *u = scenario().unit(id);
    if (!u)
        return refuse(Refusal::UnknownUnit, tr("There is no unit \"%1\".").arg(id));
    if (u->side != side)
        return refuse(Refusal::WrongSide, tr("%1 is not yours to command now.").arg(u->name));
    if (!isOnBoard(*u))
        return refuse(Refusal::NotOnMap, tr("%1 is not on the map.").arg(u->name));
    if (u->isRouted())
        return refuse(Refusal::Routed, tr("%1 is routed: it obeys no orders.").arg(u->name));
    return CheckResult::accept();
}

bool Game::targetSeen(Hex target, Side side) const
{
    for (int i : unitsOfSideAt(scenario(), target, otherSide(side)))
        if (knows(m_battle, side, scenario().units.at(i)))
            return true;
    return false;
}

CheckResult Game::check(const Order &o) const
{
    const Side side = actingSide();
    const CheckResult r = checkOnBoard(o);
    if (r || !scenario().rules.fogOfWar || o.type != OrderType::Move)
        return r;
    // RULES §4, §14: judged again on what the side knows. If only a hidden
    // enemy stands in the way, the move is allowed (it stops short when
    // carried out, and the enemy is revealed); otherwise the refusal comes
    // from the side's own view, so it cannot name or place a hidden unit.
    return fromView(view(side)).checkOnBoard(o);
}

CheckResult Game::checkOnBoard(const Order &o) const
{
    if (m_battle.over)
        return refuse(Refusal::GameOver, tr("The battle is over."));
    switch (o.type) {
    case OrderType::Move:
        return o.leader.isEmpty() ? checkMove(o) : checkLeaderMove(o);
    case OrderType::ChangeFacing:
        return checkFacing(o);
    case OrderType::ChangeFormation:
        return checkFormation(o);
    case OrderType::Fire:
        return checkFire(o);
    case OrderType::Melee:
        return checkMelee(o);
    case OrderType::EndPhase:
        return CheckResult::accept();
    }
    return refuse(Refusal::WrongPhase, tr("Unknown order."));
}

CheckResult Game::checkMove(const Order &o) const
{
    if (m_battle.phase != Phase::Movement)
        return refuse(Refusal::WrongPhase, tr("Units move only in the Movement phase."));
    if (o.units.size() != 1)
        return refuse(Refusal::NoUnits, tr("A move order moves exactly one unit."));
    if (auto r = checkOwnUnit(o.units.first(), m_battle.phasingSide); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
    if (u.fired || u.meleed)
        return refuse(Refusal::CannotMove, tr("%1 has fired or meleed: it may not move.").arg(u.name));
    if (u.moveEnded)
        return refuse(Refusal::ZocStop, tr("%1 entered an enemy zone of control: its move is over.").arg(u.name));
    return checkPath(scenario(), u, o.path, o.facing).result;
}

CheckResult Game::checkLeaderMove(const Order &o) const
{
    if (m_battle.phase != Phase::Movement)
        return refuse(Refusal::WrongPhase, tr("Leaders move only in the Movement phase."));
    const Formation *f = nullptr;
    for (const Formation &x : scenario().formations)
        if (x.leader.id == o.leader)
            f = &x;
    if (!f || !f->leader.active())
        return refuse(Refusal::UnknownLeader, tr("There is no leader \"%1\".").arg(o.leader));
    if (f->side != m_battle.phasingSide)
        return refuse(Refusal::WrongSide, tr("%1 is not yours to command now.").arg(f->leader.name));
    if (o.path.isEmpty())
        return refuse(Refusal::EmptyPath, tr("The path is empty."));
    int mp = f->leader.mpSpent;
    Hex at = f->leader.hex;
    for (const Hex &next : o.path) {
        if (!at.sideTowards(next))
            return refuse(Refusal::NotAdjacentStep, tr("%1 is not next to %2.").arg(next.toString(), at.toString()));
        const auto cost = enterCost(scenario().map, at, next, MoveClass::Column, false);
        if (!cost)
            return refuse(Refusal::Impassable, tr("%1 cannot enter %2.").arg(f->leader.name, next.toString()));
        if (hasEnemyUnit(scenario(), next, f->side))
            return refuse(Refusal::EnemyOccupied, tr("%1 is held by the enemy.").arg(next.toString()));
        mp += *cost;
        at = next;
    }
    if (mp > kLeaderAllowance)
        return refuse(Refusal::NotEnoughMp, tr("%1 needs %2 MP but has %3 left.")
                                                .arg(f->leader.name).arg(mp - f->leader.mpSpent)
                                                .arg(kLeaderAllowance - f->leader.mpSpent));
    return CheckResult::accept();
}

CheckResult Game::checkFacing(const Order &o) const
{
    if (m_battle.phase != Phase::Movement)
        return refuse(Refusal::WrongPhase, tr("Units turn only in the Movement phase."));
    if (o.units.size() != 1 || !o.facing)
        return refuse(Refusal::NoUnits, tr("A facing order turns exactly one unit to a new facing."));
    if (auto r = checkOwnUnit(o.units.first(), m_battle.phasingSide); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
    if (u.type == UnitType::Wagon)
        return refuse(Refusal::BadFormation, tr("Wagons have no facing to change."));
    if (u.fired || u.meleed)
        return refuse(Refusal::CannotMove, tr("%1 has fired or meleed: it may not move.").arg(u.name));
    if (*o.facing == u.facing)
        return refuse(Refusal::SameFacing, tr("%1 already faces %2.").arg(u.name, hexSideName(u.facing)));
    const int cost = turnCost(u.facing, *o.facing);
    const int left = hardtack::movementAllowance(scenario(), u) - u.mpSpent;
    if (cost > left)
        return refuse(Refusal::NotEnoughMp, tr("%1 needs %2 MP to turn but has %3 left.").arg(u.name).arg(cost).arg(left));
    return CheckResult::accept();
}

CheckResult Game::checkFormation(const Order &o) const
{
    if (m_battle.phase != Phase::Movement)
        return refuse(Refusal::WrongPhase, tr("Units change formation only in the Movement phase."));
    if (o.units.size() != 1)
        return refuse(Refusal::NoUnits, tr("A formation order changes exactly one unit."));
    if (auto r = checkOwnUnit(o.units.first(), m_battle.phasingSide); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
    if (u.fired || u.meleed)
        return refuse(Refusal::CannotMove, tr("%1 has fired or meleed: it may not move.").arg(u.name));
    if (!formationsOf(u.type).contains(o.formation) || o.formation == UnitFormation::None)
        return refuse(Refusal::BadFormation, tr("%1 cannot take that formation.").arg(u.name));
    if (o.formation == u.formation)
        return refuse(Refusal::SameFormation, tr("%1 is already in that formation.").arg(u.name));
    const int left = hardtack::movementAllowance(scenario(), u) - u.mpSpent;
    if (kFormationChangeCost > left)
        return refuse(Refusal::NotEnoughMp, tr("%1 needs %2 MP to change formation but has %3 left.")
                                                .arg(u.name).arg(kFormationChangeCost).arg(left));
    // The new formation must fit the hex's stacking (a battery counts by guns either way).
    return CheckResult::accept();
}

CheckResult Game::checkFire(const Order &o) const
{
    const Phase ph = m_battle.phase;
    if (ph != Phase::DefensiveFire && ph != Phase::OffensiveFire)
        return refuse(Refusal::WrongPhase, tr("Units fire only in the fire phases."));
    if (o.units.isEmpty())
        return refuse(Refusal::NoUnits, tr("Choose at least one unit to fire."));
    const Side side = actingSide();
    const Scenario &s = scenario();
    if (!targetSeen(o.target, side))
        return refuse(Refusal::NoTarget, tr("You see no enemy unit at %1.").arg(o.target.toString()));
    const int vis = visibilityRange(s, m_battle.turn);
    for (int i = 0; i < o.units.size(); ++i) {
        const QString &id = o.units.at(i);
        if (o.units.indexOf(id) != i)
            return refuse(Refusal::DuplicateUnit, tr("%1 is listed twice.").arg(id));
        if (auto r = checkOwnUnit(id, side); !r)
            return r;
        const Unit &u = *s.unit(id);
        if (u.type == UnitType::Wagon || u.weapon == Weapon::None || !canFireFormation(u))
            return refuse(Refusal::CannotFire, tr("%1 cannot fire in its formation.").arg(u.name));
        if (u.type == UnitType::Artillery && u.guns <= 0)
            return refuse(Refusal::CannotFire, tr("%1 has no guns left.").arg(u.name));
        if (u.fired)
            return refuse(Refusal::AlreadyFired, tr("%1 has already fired this turn.").arg(u.name));
        if (u.meleed)
            return refuse(Refusal::AlreadyMeleed, tr("%1 has meleed this turn: it may not fire.").arg(u.name));
        if (u.type == UnitType::Artillery && u.moved)
            return refuse(Refusal::ArtilleryMoved, tr("%1 moved this turn: artillery that moved may not fire.").arg(u.name));
        if (u.ammo == Ammo::Out)
            return refuse(Refusal::NoAmmo, tr("%1 is out of ammunition.").arg(u.name));
        if (u.ammo == Ammo::Low && ph != Phase::DefensiveFire)
            return refuse(Refusal::LowAmmo, tr("%1 is low on ammunition: defensive fire only.").arg(u.name));
        const int d = distance(u.hex, o.target);
        const int range = weaponStats(u.weapon).range;
        if (d < 1 || d > range)
            return refuse(Refusal::OutOfRange, tr("%1 is out of %2's range (%3 hexes).").arg(o.target.toString(), u.name).arg(range));
        if (vis > 0 && d > vis)
            return refuse(Refusal::OutOfRange, tr("At night %1 cannot see beyond %2 hexes.").arg(u.name).arg(vis));
        if (!inFrontArc(u.hex, u.facing, o.target))
            return refuse(Refusal::NotInFront, tr("%1 is not in front of %2.").arg(o.target.toString(), u.name));
        if (!hasLineOfSight(s.map, u.hex, o.target))
            return refuse(Refusal::NoLineOfSight, tr("%1 has no line of sight to %2.").arg(u.name, o.target.toString()));
    }
    return CheckResult::accept();
}

CheckResult Game::checkMelee(const Order &o) const
{
    if (m_battle.phase != Phase::Melee)
        return refuse(Refusal::WrongPhase, tr("Units attack only in the Melee phase."));
    if (o.units.isEmpty())
        return refuse(Refusal::NoUnits, tr("Choose at least one unit to attack."));
    const Scenario &s = scenario();
    const Side side = m_battle.phasingSide;
    if (!targetSeen(o.target, side))
        return refuse(Refusal::NoTarget, tr("You see no enemy unit at %1.").arg(o.target.toString()));
    for (int i = 0; i < o.units.size(); ++i) {
        const QString &id = o.units.at(i);
        if (o.units.indexOf(id) != i)
            return refuse(Refusal::DuplicateUnit, tr("%1 is listed twice.").arg(id));
        if (auto r = checkOwnUnit(id, side); !r)
            return r;
        const Unit &u = *s.unit(id);
        if (u.type != UnitType::Infantry && u.type != UnitType::Cavalry)
            return refuse(Refusal::CannotMelee, tr("Only infantry and cavalry attack in melee."));
        if (u.isDisrupted())
            return refuse(Refusal::Disrupted, tr("%1 is disrupted: it may not attack.").arg(u.name));
        if (isDetached(s, u))
            return refuse(Refusal::Detached, tr("%1 is out of its brigade leader's command radius.").arg(u.name));
        if (u.meleed)
            return refuse(Refusal::AlreadyMeleed, tr("%1 has already attacked this turn.").arg(u.name));
        if (distance(u.hex, o.target) != 1)
            return refuse(Refusal::NotAdjacent, tr("%1 is not next to %2.").arg(u.name, o.target.toString()));
        if (!frontHexes(u).contains(o.target))
            return refuse(Refusal::NotInFront, tr("%1 does not face %2.").arg(u.name, o.target.toString()));
    }
    if (!o.advance.isEmpty() && !o.units.contains(o.advance))
        return refuse(Refusal::BadAdvance, tr("Only one of the attackers may advance."));
    return CheckResult::accept();
}

// ---- apply ----------------------------------------------------------------

CheckResult Game::apply(const Order &o)
{
    const CheckResult r = check(o);
    if (!r)
        return r;
    const RecordedOrder record{m_battle.turn, m_battle.phase, actingSide(), o};
    m_redo.clear();
    switch (o.type) {
    case OrderType::Move:
    case OrderType::ChangeFacing:
    case OrderType::ChangeFormation:
        m_undo.append(Snapshot{m_battle.scenario, {m_battle.knowledge[0], m_battle.knowledge[1]},
                               int(m_battle.log.size()), record});
        m_battle.orders.append(record);
        applyUndoable(o);
        break;
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
        emitEvent(e.toJson());
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
            emitEvent(e.toJson());
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
        emitEvent(e.toJson());
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
    emitEvent(move.toJson());
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
    emitEvent(e.toJson());
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
    emitEvent(e.toJson());
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
    const FirePlan plan = planFire(s, indexesOf(s, o.units), o.target);
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
    const MeleePlan plan = planMelee(s, indexesOf(s, o.units), o.target);
    const MeleeOutcome out = resolveMelee(s, m_battle.rng, plan, o.advance);
    ++m_stats.melees;
    emitEvent(out.event);
    for (const QJsonObject &e : out.extra)
        if (e.value(key("type")).toString() == key("surrender"))
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
