#pragma once
// The tactical game controller (RULES §1): owns a Battle, checks and applies
// orders, runs the phases and their start-of-phase steps, resolves each
// phase's morale checks, cascades and retreats, and ends the battle.
//
// Every die roll and every result is appended to Battle::log as a typed
// event (core/events); an optional listener sees each event too.

#include "orders.h"
#include "sideview.h"

#include "core/battle.h"
#include "core/events/events.h"

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

// Why the undo history was cut (STYLE §8: undo only what reveals nothing).
enum class HistoryCut { DiceRolled, EnemyRevealed, PhaseEnded, BattleOver };

// Who listens to a game (the battle document of the UI, a CLI narrator).
// Every member may be empty.
struct GameListener
{
    // Each event once its order is carried out (with Battle::told set), and
    // its log index.
    std::function<void(int index, const Event &event)> eventAppended;
    std::function<void(int logSize)> logTruncated;   // undo removed the events from logSize on
    std::function<void(HistoryCut)> historyCut;
};

class Game
{
    Q_DECLARE_TR_FUNCTIONS(Game)

public:
    // A new game, begun: the battle at the start of the scenario's first turn.
    static Game start(const Scenario &scenario, quint64 seed);
    // Wraps a battle (new or loaded). Nothing happens until begin(), so a
    // listener can be attached before the first event.
    explicit Game(Battle battle);
    // A fresh battle (empty log) begins: its opening events and its first
    // movement phase's steps. A battle already under way is left as it is.
    void begin();

    // A game of what one side knows (hidden enemies absent), for a player to
    // think on: checks and hypothetical orders on it never touch the real
    // game and never see a hidden unit. Its dice are its own.
    static Game fromView(const SideView &view);

    // Copies carry the battle, never the listener (a computer player may
    // think on a copy in another thread).
    Game(const Game &other);
    Game &operator=(const Game &other);
    Game(Game &&) = default;
    Game &operator=(Game &&) = default;
    ~Game() = default;

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

    // Is the order allowed for the acting side? Judged on what that side
    // knows: a refusal never names or locates a hidden enemy (a move into a
    // hidden enemy's hex or zone is allowed and stops short when carried out).
    CheckResult check(const Order &order) const;
    // Checks, then carries the order out and records it (Battle::orders).
    CheckResult apply(const Order &order);

    // RULES §4 / STYLE §8: moves, facing and formation changes are undoable
    // (and redoable) until a die is rolled or an enemy unit comes into view.
    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    bool undo();
    bool redo();
    // The order undo() would take back / redo() would give again.
    std::optional<Order> undoOrder() const;
    std::optional<Order> redoOrder() const;
    // A game nobody will undo (a computer player's thinking copy) can skip
    // the snapshot of the whole battle that each undoable order takes (on a
    // grand battle it is most of a move's cost). Orders and results are the same.
    void setUndoKept(bool on) { m_keepUndo = on; }

    // What `side` sees and knows now; the only input of a player.
    SideView view(Side side) const;
    QStringList visibleEnemies(Side side) const;
    int movementAllowance(const QString &unit) const;

    void setListener(GameListener listener) { m_listener = std::move(listener); }
    void setEventListener(std::function<void(const Event &)> listener)
    {
        m_listener.eventAppended = [listener = std::move(listener)](int, const Event &e) { listener(e); };
    }

private:
    struct Snapshot
    {
        Scenario scenario;
        SideKnowledge knowledge[2];
        int logSize = 0;
        RecordedOrder order;
    };

    void emitEvent(Event e);
    void emitAll(QVector<Event> events);
    // An order (or the opening) begins and ends: the events it made get
    // their told masks (eventfilter.h, with sight before and after) and only
    // then go to the listener.
    void beginTelling();
    void finishTelling();
    struct Telling;

    CheckResult checkMove(const Order &o) const;
    CheckResult checkLeaderMove(const Order &o) const;
    CheckResult checkFacing(const Order &o) const;
    CheckResult checkFormation(const Order &o) const;
    CheckResult checkFire(const Order &o) const;
    CheckResult checkMelee(const Order &o) const;
    CheckResult checkOwnUnit(const QString &id, Side side) const;
    // The checks a Movement-phase order of one unit opens with (a move, a
    // facing or a formation change): the phase, exactly one unit (a facing
    // order: and its facing), the phasing side's own, a wagon has no facing,
    // and it has not fired nor meleed.
    enum class OneUnitOrder { Move, Facing, Formation };
    CheckResult checkMovingUnit(const Order &o, OneUnitOrder kind) const;
    // A fire or melee order's unit `i`: listed once, and `side`'s own.
    CheckResult checkListedUnit(const Order &o, int i, Side side) const;
    CheckResult checkOnBoard(const Order &o) const;
    bool targetSeen(Hex target, Side side) const;

    void applyMove(const Order &o);
    void applyFacing(const Order &o);
    void applyFormation(const Order &o);
    void applyFire(const Order &o);
    void applyMelee(const Order &o);
    void applyUndoable(const Order &o);
    void revealAfterMove(Side side, const QVector<Hex> &path, int mover);
    void clearUndo(HistoryCut why);
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
    QVector<RecordedOrder> m_redo;
    bool m_cutByMove = false;   // the last undoable order revealed an enemy
    bool m_keepUndo = true;
    GameListener m_listener;
    int m_tellDepth = 0;          // orders being carried out (redo nests one)
    int m_tellFrom = 0;           // first event of the outermost one
    SideKnowledge m_sightBefore[2];
};

} // namespace hardtack
