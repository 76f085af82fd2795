#pragma once
// The Cascade Lab's model (issue 11): the file's scenario, the sandbox the
// player edits (undoable), the experiment's options, and the one seeded
// forced-rout cascade the window plays. The cascade comes from the rules
// engine (core/morale/trials.h runForcedCascade): its steps are the
// "morale-check" events it writes, one step per check, in the order rolled.
// The session decides nothing about the rules; it only shows their output.

#include "core/events/events.h"
#include "core/morale/morale.h"
#include "core/scenario.h"

#include <QJsonObject>
#include <QObject>
#include <QVector>

class QUndoStack;

namespace hardtack::ui {

struct LabOptions
{
    QString trigger;              // the unit forced to rout (empty: none chosen yet)
    Phase phase = Phase::OffensiveFire;
    bool night = false;
    bool routLimiting = false;
    quint64 seed = 1;
    friend bool operator==(const LabOptions &, const LabOptions &) = default;
};

class LabSession : public QObject
{
    Q_OBJECT

public:
    explicit LabSession(QObject *parent = nullptr);
    ~LabSession() override;

    // A scenario or a save (its current moment); on failure nothing changes.
    bool load(const QString &fileName, QString *error);
    // A scenario already in memory (the battle being played).
    void setScenario(const Scenario &scenario, const QString &fileName = {});

    QString fileName() const { return m_fileName; }
    const Scenario &original() const { return m_original; }
    const Scenario &sandbox() const { return m_sandbox; }
    // What the map shows: the sandbox before the cascade, then after each step.
    const Scenario &shown() const { return m_shown; }
    QUndoStack *undoStack() const { return m_undo; }

    const LabOptions &options() const { return m_options; }
    void setOptions(const LabOptions &options);
    // The situation of the checks (RULES §9); the scenario's own Rout
    // Limiting rule applies too, as in `hardtack-cli cascade`.
    MoraleSituation situation() const;

    // The cascade of the current options on the sandbox (empty without a trigger).
    const QVector<Event> &events() const { return m_events; }     // as a battle's log holds them
    const std::optional<CascadeEvent> &head() const { return m_head; }  // the "cascade" summary
    const QVector<MoraleCheckEvent> &checks() const { return m_checks; } // the steps
    int stepCount() const { return int(m_checks.size()); }
    int step() const { return m_step; } // checks shown: 0 … stepCount()
    void setStep(int step);
    // The step at which ring `ring` begins (the first check of that ring).
    int ringStart(int ring) const;
    int ringOf(int step) const; // ring of the last check shown; 0 before the first

    // The sandbox edits (through the undo stack).
    void moveUnit(const QString &unitId, Hex to);
    void moveLeader(const QString &formationId, Hex to);
    void editUnit(const Unit &after, const QString &what);
    void resetToFile();

    // For the undo commands: replace a unit or leader without a new command.
    void setUnit(const Unit &unit);
    void setLeaderHex(const QString &formationId, Hex hex);

signals:
    // The sandbox or the options changed: a new cascade was rolled.
    void cascadeChanged();
    void stepChanged(int step);

private:
    void rerun();

    QString m_fileName;
    Scenario m_original;
    Scenario m_sandbox;
    Scenario m_start; // the sandbox with the trigger forced Routed
    Scenario m_end;   // after the cascade
    Scenario m_shown;
    LabOptions m_options;
    QVector<Event> m_events;
    std::optional<CascadeEvent> m_head;
    QVector<MoraleCheckEvent> m_checks;
    int m_step = 0;
    QUndoStack *m_undo;
};

} // namespace hardtack::ui
