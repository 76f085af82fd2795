#pragma once
// The battle as an observable document (issue 8 item 3, STYLE.md §8): owns the
// Game, attaches to it before its first event, and tells the UI what changed:
// each event appended, the log cut back by an undo, the state after every
// order, undo/redo availability and why the undo history was cut. The undo
// history has one owner, the Game (Game::undo/redo, core's isUndoable()
// decides which orders it keeps: moves, facing and formation changes, never
// dice); the document only forwards to it and tells when it changed.

#include "core/events/events.h"
#include "core/rules/game.h"

#include <QObject>
#include <QSet>

#include <memory>

namespace hardtack::ui {

// What a change of the battle touched (BattleDocument::changed), so the views
// redraw only that.
struct BattleChange
{
    enum class Kind {
        Order,    // an order was carried out: `units` are the units its events name
        Undo,     // an order taken back
        Redo,     // given again
        Replaced, // a new battle, or a save taken up
    };
    Kind kind = Kind::Order;
    QSet<QString> units;
    bool phaseEnded = false; // the order ended a phase (rest, ammunition, knowledge: every unit may change)
    // Whether every unit may have changed (anything but an order inside its phase).
    bool whole() const { return kind != Kind::Order || phaseEnded; }
};

class BattleDocument : public QObject
{
    Q_OBJECT

public:
    explicit BattleDocument(QObject *parent = nullptr);
    ~BattleDocument() override;

    // Takes a battle (a new one from a scenario, or a loaded save) and begins
    // it: a fresh battle emits its opening events to the listeners.
    void setBattle(Battle battle, const QString &fileName = QString());
    void clear();
    bool hasGame() const { return m_game != nullptr; }
    const Game &game() const { return *m_game; }
    const Battle &battle() const { return m_game->battle(); }
    const Scenario &scenario() const { return m_game->scenario(); }
    QString fileName() const { return m_fileName; }
    void setFileName(const QString &f) { m_fileName = f; }
    bool isModified() const { return m_modified; }

    // The log's events, typed (read from the game's log on demand; every
    // logged event is valid, a malformed one is left out).
    std::optional<Event> event(int index) const;
    QVector<Event> events() const;

    CheckResult check(const Order &order) const;
    // Checks and carries out an order (undoable ones join the game's history).
    CheckResult apply(const Order &order);
    // A computer side's order (issue 29): carried out with no undo snapshot
    // of the battle (a grand battle's snapshot is most of a move's cost) and
    // nothing in the undo history, as nobody takes a computer's order back.
    // The same orders, results and events as apply().
    CheckResult applyComputerOrder(const Order &order);

    bool canUndo() const;
    bool canRedo() const;
    // What Undo / Redo would take back or give again ("move … to …"), empty
    // when nothing.
    QString undoText() const;
    QString redoText() const;
    void undo();
    void redo();

    // Writes the battle as a save (QSaveFile); on success it becomes the file.
    bool save(const QString &fileName, QString *error);
    // Writes without becoming the file (autosave).
    bool saveCopy(const QString &fileName, QString *error) const;

    static QString cutReason(HistoryCut why);
    // The orders' short description for undo/redo menu entries.
    static QString describe(const Order &order);

signals:
    void battleReplaced();
    // Each event once its order is carried out (RULES §3: Battle::told is set).
    void eventAppended(int index, const Event &event);
    void logTruncated(int size);
    void stateChanged();
    // The same moment as stateChanged, saying what changed.
    void changed(const hardtack::ui::BattleChange &change);
    void undoAvailable(bool);
    void redoAvailable(bool);
    // The history changed (an order kept or taken back, the history cut).
    void undoChanged();
    void historyCut(const QString &reason);
    // A phase ended (for the autosave and the turn of a computer side).
    void phaseEnded();
    void battleOver();

private:
    // Carries the order out and tells what changed (a phase ended, the
    // history's availability).
    CheckResult carryOut(const Order &order);
    void attach();
    void tellUndo();
    void tellChanged(BattleChange change);

    std::unique_ptr<Game> m_game;
    QString m_fileName;
    bool m_modified = false;
    bool m_couldUndo = false, m_couldRedo = false; // as last told
    QSet<QString> *m_touched = nullptr;             // while an order is carried out: the units its events name
};

} // namespace hardtack::ui
