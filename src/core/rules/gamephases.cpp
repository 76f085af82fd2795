// The turn sequence of Game (RULES §1): phases, the start-of-movement steps,
// the end-of-phase morale checks, cascades and retreats, and the battle's end.

#include "game.h"

#include "board.h"
#include "clock.h"
#include "fatigue.h"
#include "retreat.h"
#include "terrain.h"
#include "victory.h"
#include "visibility.h"

#include "core/events/events.h"
#include "core/morale/morale.h"

#include <QJsonArray>

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }
} // namespace

void Game::endPhase()
{
    resolvePhaseEnd();
    refreshKnowledge(m_battle);
    if (m_battle.over)
        return;
    switch (m_battle.phase) {
    case Phase::Movement:
        m_battle.phase = Phase::DefensiveFire;
        break;
    case Phase::DefensiveFire:
        m_battle.phase = Phase::OffensiveFire;
        break;
    case Phase::OffensiveFire:
        m_battle.phase = Phase::Melee;
        break;
    case Phase::Melee:
        if (m_battle.phasingSide == m_battle.scenario.firstSide) {
            m_battle.phasingSide = otherSide(m_battle.phasingSide);
            beginPlayerTurn();
        } else if (m_battle.turn >= m_battle.scenario.turns) {
            finishBattle(key("last-turn"));
        } else {
            m_battle.turn += 1;
            m_battle.phasingSide = m_battle.scenario.firstSide;
            beginGameTurn();
            beginPlayerTurn();
        }
        return;
    }
    emitEvent(PhaseEvent());
}

// RULES §1, §9–§11: the phase's morale checks (unit id order), the cascade
// they start, then the retreat of every newly routed unit.
void Game::resolvePhaseEnd()
{
    Scenario &s = m_battle.scenario;
    QStringList mustCheck;
    MoraleSituation sit;
    sit.phase = m_battle.phase;
    sit.night = isNight();
    sit.routLimiting = s.rules.routLimiting;
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.mustCheck) {
            mustCheck.append(u.id);
            sit.causes.insert(u.id, u.fatigueCheck ? key("casualties+fatigue-900") : key("casualties"));
        }
        if (u.enfiladed)
            sit.enfiladed.insert(u.id);
    }
    if (!mustCheck.isEmpty()) {
        const PhaseMoraleOutcome out = resolvePhaseMorale(s, m_battle.rng, sit, mustCheck);
        emitAll(out.events);
        m_stats.checks += out.checks;
        m_stats.failures += out.failures;
        m_stats.cascades += out.cascades;
        m_stats.routs += int(out.routed.size());
        QStringList routed = out.routed;
        std::sort(routed.begin(), routed.end(), [](const QString &a, const QString &b) { return QString::compare(a, b) < 0; });
        for (const QString &id : routed) {
            const int i = s.unitIndex(id);
            if (i < 0 || !isOnBoard(s.units.at(i)) || !s.units.at(i).isRouted())
                continue;
            for (Event &e : routRetreat(s, m_battle.turn, i, kRoutRetreatAfterChecks)) {
                if (std::holds_alternative<SurrenderEvent>(e))
                    ++m_stats.surrenders;
                emitEvent(std::move(e));
            }
        }
    }
    for (Unit &u : s.units) {
        u.mustCheck = u.fatigueCheck = u.enfiladed = false;
        // Stragglers may take a unit's last men.
        if (isOnBoard(u) && u.men <= 0) {
            u.gone = true;
            u.onMap = false;
            DispersedEvent e;
            e.unit = u.id;
            emitEvent(std::move(e));
        }
    }
    tidyBoard();
    for (Side side : {Side::Union, Side::Confederate})
        if (sideHasNoForce(side)) {
            finishBattle(key("no-force"));
            return;
        }
}

void Game::beginGameTurn()
{
    Scenario &s = m_battle.scenario;
    const bool night = isNight();
    GameTurnEvent e;
    e.time = turnTime(s, m_battle.turn);
    e.night = night;
    emitEvent(std::move(e));
    if (night)
        emitAll(returnStragglers(s, kNightStragglersBack));
}

void Game::beginPlayerTurn()
{
    Scenario &s = m_battle.scenario;
    m_battle.phase = Phase::Movement;
    for (Unit &u : s.units) {
        u.moved = u.fired = u.meleed = u.moveEnded = u.rallied = false;
        u.mpSpent = 0;
        if (u.side == m_battle.phasingSide)
            u.disruptedAtTurnStart = u.isDisrupted();
    }
    for (Formation &f : s.formations) {
        f.leader.moved = false;
        f.leader.mpSpent = 0;
    }
    emitEvent(PlayerTurnEvent());
    startMovementPhase();
}

// RULES §1: at the start of the Movement phase, in this order: rally checks,
// disruption recovery, resupply, fatigue recovery, reinforcements.
void Game::startMovementPhase()
{
    Scenario &s = m_battle.scenario;
    const Side side = m_battle.phasingSide;
    const bool night = isNight();

    // RULES §12 rally checks, then §11: still routed, retreat up to 4 hexes.
    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.side != side || !u.isRouted())
            continue;
        emitEvent(takeRallyCheck(s, m_battle.rng, u, night));
        ++m_stats.rallyChecks;
        if (!u.isRouted())
            ++m_stats.rallies;
    }
    for (int i : activeUnitIndexes(s)) {
        const Unit &u = s.units.at(i);
        if (u.side != side || !u.isRouted())
            continue;
        for (Event &e : routRetreat(s, m_battle.turn, i, kRoutRetreatAtMovement)) {
            if (std::holds_alternative<SurrenderEvent>(e))
                ++m_stats.surrenders;
            emitEvent(std::move(e));
        }
    }

    // RULES §12 disruption recovery (the morale module's rule).
    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.side != side)
            continue;
        if (std::optional<DisruptionRecoveryEvent> e = takeDisruptionRecovery(s, m_battle.rng, u))
            emitEvent(std::move(*e));
    }

    emitAll(resupply(s, side));

    // RULES §5 fatigue recovery for units that did nothing since their last turn.
    for (int i : activeUnitIndexes(s)) {
        Unit &u = s.units[i];
        if (u.side == side && !u.active && u.fatigue > 0)
            emitEvent(recoverFatigue(m_battle.rng, u, night));
    }
    for (Unit &u : s.units)
        if (u.side == side)
            u.active = false;

    // RULES §11 by day: the side's stragglers drift back to their colours.
    if (!night && kDayStragglersBack > 0)
        emitAll(returnStragglers(s, kDayStragglersBack, side));

    arriveReinforcements();
    tidyBoard();
    refreshKnowledge(m_battle);
}

// RULES §15: reinforcements enter at their turn (or later, with a chance per
// turn) at their hex, or the nearest hex with room and no enemy.
void Game::arriveReinforcements()
{
    Scenario &s = m_battle.scenario;
    const Side side = m_battle.phasingSide;
    for (Reinforcement &r : s.reinforcements) {
        if (r.arrived || m_battle.turn < r.turn || s.sideOf(r) != side)
            continue;
        ReinforcementEvent e;
        e.units = r.units;
        e.hex = r.hex;
        e.chance = r.chance;
        bool arrives = r.chance >= 100;
        if (!arrives && r.chance > 0) {
            const int roll = m_battle.rng.uniformInt(1, 100);
            arrives = roll <= r.chance;
            e.roll = roll;
        }
        e.arrived = arrives;
        if (arrives) {
            r.arrived = true;
            for (const QString &id : r.units) {
                const int idx = s.unitIndex(id);
                if (idx < 0 || s.units.at(idx).gone)
                    continue;
                Unit &u = s.units[idx];
                const MoveClass mc = moveClassOf(u) == MoveClass::Fixed ? MoveClass::Limbered : moveClassOf(u);
                std::optional<Hex> where;
                for (int radius = 0; !where && radius <= s.map.width + s.map.height; ++radius) {
                    QVector<Hex> ringHexes = ring(r.hex, radius);
                    std::sort(ringHexes.begin(), ringHexes.end());
                    for (const Hex &h : ringHexes) {
                        if (!s.map.contains(h) || !terrainCost(s.map.terrainAt(h), mc) || hasEnemyUnit(s, h, side)
                            || !stackingAllows(s, h, {idx}))
                            continue;
                        where = h;
                        break;
                    }
                }
                if (!where)
                    continue;
                u.hex = *where;
                u.onMap = true;
                u.mpSpent = 0;
                e.placed.append(PlacedUnit{id, *where});
            }
            // Arriving leaders (FORMATS.md) join at the group's first hex.
            Hex at = r.hex;
            for (const QString &id : r.units)
                if (const Unit *u = s.unit(id); u && u->onMap && !u->gone) {
                    at = u->hex;
                    break;
                }
            for (const QString &id : r.leaders) {
                if (Formation *f = s.formationOfLeader(id)) {
                    f->leader.onMap = true;
                    f->leader.hex = at;
                    if (!e.leaders)
                        e.leaders = QStringList();
                    e.leaders->append(id);
                }
            }
        }
        emitEvent(std::move(e));
    }
}

bool Game::sideHasNoForce(Side side) const
{
    const Scenario &s = m_battle.scenario;
    for (const Unit &u : s.units)
        if (u.side == side && u.type != UnitType::Wagon && isOnBoard(u))
            return false;
    for (const Reinforcement &r : s.reinforcements) {
        if (r.arrived || r.chance <= 0)
            continue;
        for (const QString &id : r.units)
            if (const Unit *u = s.unit(id); u && u->side == side && !u->gone && u->type != UnitType::Wagon)
                return false;
    }
    return true;
}

void Game::finishBattle(const QString &reason)
{
    m_battle.over = true;
    clearUndo(HistoryCut::BattleOver);
    const VictoryResult v = computeVictory(m_battle.scenario);
    emitEvent(BattleEndEvent::from(v, BattleEndReason(battleEndReasonNames().indexOf(reason))));
}

} // namespace hardtack
