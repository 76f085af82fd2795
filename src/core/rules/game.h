#pragma once
// The tactical game controller (RULES §1): owns a Battle, checks and applies
// orders, runs the phases and their start-of-phase steps, resolves each
// phase's morale checks, cascades and retreats, and ends the battle.
//
// Every die roll and every result is appended to Battle::log as an event
// (a QJsonObject with a "type"); an optional listener sees each event too.

#include "orders.h"

#include "core/battle.h"

#include <functional>

namespace hardtack {

// Counts for reports and the CLI (not saved).
struct GameStats
{
    int checks = 0;          // morale checks (end of phase and cascade)
    int failures = 0;
    int routs = 0;           // units newly routed
    int rallyChecks = 0;
    int rallies = 0;
    int cascades = 0;
    int melees = 0;
    int fires = 0;
    int surrenders = 0;
};

class Game
{
    Q_DECLARE_TR_FUNCTIONS(Game)

public:
    // A new game: the battle at the start of the scenario's first turn.
    static Game start(const Scenario &scenario, quint64 seed);
    // Wraps a battle: a fresh one (empty log) is started (its first movement
    // phase's steps run); a loaded one continues where it stopped.
    explicit Game(Battle battle);

    const Battle &battle() const { return m_battle; }
    const Scenario &scenario() const { return m_battle.scenario; }
    const GameStats &stats() const { return m_stats; }
    bool over() const { return m_battle.over; }
    int turn() const { return m_battle.turn; }
    Phase phase() const { return m_battle.phase; }
    Side phasingSide() const { return m_battle.phasingSide; }
    // The side that gives orders now (the other side in Defensive Fire).
    Side actingSide() const;
    bool isNight() const;

    CheckResult check(const Order &order) const;
    // Checks, then carries the order out. Returns the check's result.
    CheckResult apply(const Order &order);

    // RULES §4 / STYLE §8: moves, facing and formation changes are undoable
    // until a die is rolled or an enemy unit comes into view.
    bool canUndo() const { return !m_undo.isEmpty(); }
    bool undo();

    // Queries for the UI and the AI.
    QStringList visibleEnemies(Side side) const;
    int movementAllowance(const QString &unit) const;

    void setEventListener(std::function<void(const QJsonObject &)> listener) { m_listener = std::move(listener); }

private:
    struct Snapshot
    {
        Scenario scenario;
        int logSize = 0;
    };

    void emitEvent(QJsonObject e);
    void emitAll(const QVector<QJsonObject> &events);

    CheckResult checkMove(const Order &o) const;
    CheckResult checkLeaderMove(const Order &o) const;
    CheckResult checkFacing(const Order &o) const;
    CheckResult checkFormation(const Order &o) const;
    CheckResult checkFire(const Order &o) const;
    CheckResult checkMelee(const Order &o) const;
    CheckResult checkOwnUnit(const QString &id, Side side) const;

    void applyMove(const Order &o);
    void applyFacing(const Order &o);
    void applyFormation(const Order &o);
    void applyFire(const Order &o);
    void applyMelee(const Order &o);
    void afterUndoableOrder(const QStringList &seenBefore);
    void clearUndo();
    void tidyBoard();

    // The turn sequence (gamephases.cpp).
    void endPhase();
    void resolvePhaseEnd();
    void beginGameTurn();
    void beginPlayerTurn();
    void startMovementPhase();
    void arriveReinforcements();
    void finishBattle(const QString &reason);
    bool sideHasNoForce(Side side) const;

    Battle m_battle;
    GameStats m_stats;
    QVector<Snapshot> m_undo;
    std::function<void(const QJsonObject &)> m_listener;
};

} // namespace hardtack
