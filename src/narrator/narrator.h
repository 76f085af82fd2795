#pragma once
// The presentation edge of the event log (STYLE §6): turns the typed events
// of core/events into sentences in the reader's language, with every number,
// modifier and die. Events and saves hold no prose; the battle UI's log, the
// Cascade Lab and `hardtack-cli narrate` all read them through here.
// Qt Core only: the CLI links it.

#include "core/events/events.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace hardtack {

// Where names come from. Without a scenario (or for an id it does not know)
// the id itself is shown.
struct NarrationContext
{
    const Scenario *scenario = nullptr;

    QString unitName(const QString &id) const;
    QString leaderName(const QString &id) const;      // by leader id
    QString formationName(const QString &id) const;   // by formation id
    QString unitList(const QStringList &ids) const;   // "A, B and C"
};

// One sentence (or two) telling what happened, with every number.
QString narrate(const Event &event, const NarrationContext &context);
// The explanation: base values, each modifier by name, the final value and
// the die; empty for events with nothing to explain (a phase begins).
QStringList explain(const Event &event, const NarrationContext &context);

// The same for a logged JSON event; a malformed one is narrated as the
// loader's error (never a crash).
QString narrate(const QJsonObject &event, const NarrationContext &context);
QStringList explain(const QJsonObject &event, const NarrationContext &context);

// Issue 21: what the armies lost that day and how it ended, in one line:
// "History: Union 12,401 (2,108 killed, 9,540 wounded, 753 missing),
// Confederates 10,316 (…); a draw." Numbers in the locale's format.
QString historyLine(const History &history);
// How the action ended: "a Union victory", "a Confederate victory", "a draw".
QString historicalOutcome(HistoricalOutcome outcome);

// Translated names of the keys and enums events hold.
struct NarratorNames
{
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    static QString side(Side s);
    static QString phase(Phase p);
    static QString status(Status s);
    static QString ammo(Ammo a);
    static QString formation(UnitFormation f);
    static QString facing(HexSide s);
    static QString victoryLevel(VictoryLevel l);
    static QString factor(const QString &key);      // fire and melee factors and reductions
    static QString hex(Hex h);                      // "[col,row]"
    static QString number(double v, int decimals = 2); // without trailing zeros
};

// RULES §9–§12 sentences, in the tr() context "Morale" (their translations
// predate the narrator and still apply).
struct MoraleText
{
    Q_DECLARE_TR_FUNCTIONS(Morale)
public:
    static QString modifierName(const QString &key);
    // "+1 stacked with a leader, -2 night"; the rally leader's step names him.
    static QString modifierList(const QVector<MoraleModifier> &modifiers, const QString &leaderName = {});
    static QString describe(const MoraleCheckEvent &e, const NarrationContext &c);
    static QString describe(const CascadeEvent &e, const NarrationContext &c);
    static QString describe(const RallyCheckEvent &e, const NarrationContext &c);
    static QString describe(const DisruptionRecoveryEvent &e, const NarrationContext &c);
};

} // namespace hardtack
