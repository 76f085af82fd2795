// The checks of Game (STYLE §3): is an order allowed for the acting side,
// and if not, why (RULES §2–§8, §13, §14). game.cpp carries orders out.

#include "game.h"

#include "board.h"
#include "clock.h"
#include "command.h"
#include "los.h"
#include "movement.h"
#include "terrain.h"
#include "visibility.h"

namespace hardtack {

namespace {
CheckResult refuse(Refusal r, const QString &message)
{
    return CheckResult{r, message};
}

bool canFireFormation(const Unit &u)
{
    return u.formation == UnitFormation::Line || u.formation == UnitFormation::Dismounted
        || u.formation == UnitFormation::Unlimbered;
}
} // namespace

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

CheckResult Game::checkMovingUnit(const Order &o, OneUnitOrder kind) const
{
    // The messages are made only for a refusal (the AI checks a great many orders).
    if (m_battle.phase != Phase::Movement)
        return refuse(Refusal::WrongPhase, kind == OneUnitOrder::Move     ? tr("Units move only in the Movement phase.")
                                           : kind == OneUnitOrder::Facing ? tr("Units turn only in the Movement phase.")
                                                                          : tr("Units change formation only in the Movement phase."));
    if (o.units.size() != 1 || (kind == OneUnitOrder::Facing && !o.facing))
        return refuse(Refusal::NoUnits, kind == OneUnitOrder::Move ? tr("A move order moves exactly one unit.")
                                        : kind == OneUnitOrder::Facing
                                            ? tr("A facing order turns exactly one unit to a new facing.")
                                            : tr("A formation order changes exactly one unit."));
    if (auto r = checkOwnUnit(o.units.first(), m_battle.phasingSide); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
    if (kind == OneUnitOrder::Facing && u.type == UnitType::Wagon)
        return refuse(Refusal::BadFormation, tr("Wagons have no facing to change."));
    if (u.fired || u.meleed)
        return refuse(Refusal::CannotMove, tr("%1 has fired or meleed: it may not move.").arg(u.name));
    return CheckResult::accept();
}

CheckResult Game::checkListedUnit(const Order &o, int i, Side side) const
{
    const QString &id = o.units.at(i);
    if (o.units.indexOf(id) != i)
        return refuse(Refusal::DuplicateUnit, tr("%1 is listed twice.").arg(id));
    return checkOwnUnit(id, side);
}

CheckResult Game::checkMove(const Order &o) const
{
    if (auto r = checkMovingUnit(o, OneUnitOrder::Move); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
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
    if (auto r = checkMovingUnit(o, OneUnitOrder::Facing); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
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
    if (auto r = checkMovingUnit(o, OneUnitOrder::Formation); !r)
        return r;
    const Unit &u = *scenario().unit(o.units.first());
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
        if (auto r = checkListedUnit(o, i, side); !r)
            return r;
        const QString &id = o.units.at(i);
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
        if (auto r = checkListedUnit(o, i, side); !r)
            return r;
        const QString &id = o.units.at(i);
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

} // namespace hardtack
