#pragma once
// A battle in progress: the scenario with its current state, the clock, the
// seeded generator and the event log. This is what a save file holds
// (PRODUCT.md "Save"); saving is atomic and save → load → save is byte-identical.

#include "jsonio.h"
#include "rng.h"
#include "scenario.h"
#include "types.h"

#include "events/events.h"
#include "rules/orders.h"

#include <QJsonObject>
#include <QVector>

#include <optional>

namespace hardtack {

// RULES §14: where a side last saw an enemy unit it no longer sees.
struct Ghost
{
    QString unit;
    Hex hex;
    int turn = 0;
    friend bool operator==(const Ghost &, const Ghost &) = default;
};

// What one side knows of the enemy now (fog of war): the enemy units it sees,
// each at the hex where it was last confirmed, and the ghosts of those it saw
// before and sees no more. Both in ascending unit id order.
struct SideKnowledge
{
    QVector<Ghost> seen;
    QVector<Ghost> ghosts;
    bool sees(const QString &unit) const;
    QStringList seenIds() const;
    friend bool operator==(const SideKnowledge &, const SideKnowledge &) = default;
};

struct Battle
{
    Scenario initial;                   // the scenario as the battle began (replays start here)
    Scenario scenario;
    int turn = 1;                       // game turn, 1-based
    Side phasingSide = Side::Union;     // whose player turn it is
    Phase phase = Phase::Movement;
    bool over = false;
    quint64 seed = 0;                   // the seed the game started with
    Rng rng;
    QVector<Event> log;                 // events, oldest first (RULES: events are data)
    // Which sides are told each event of the log (RULES §14, rules/eventfilter.h):
    // one mask per event, bit (1 << side). Made by the game as each order ends.
    QVector<quint8> told;
    QVector<RecordedOrder> orders;      // every order applied (and not undone), oldest first
    SideKnowledge knowledge[2];         // by Side

    // A new battle at the start of the scenario's first turn.
    static Battle start(const Scenario &scenario, quint64 seed);
};

Battle battleFromJson(const JsonNode &root, const QString &fileName);
QJsonObject battleToJson(const Battle &battle);

// Loads a save and checks that it is its orders (issue 28): re-simulated from
// the scenario it started from, its seed and its orders it gives the same log
// and state, else the refusal names the first difference ("$.state.turn",
// "$.log[12]", "$.orders[3]"). The one loader of saves for the window, the Lab
// and the CLI; a save without a start cannot be re-simulated and is read as is.
std::optional<Battle> loadBattle(const QString &fileName, LoadError *error);
// The save as its file says, legal but not re-simulated: for hardtack-cli
// replay, which reports the comparison itself.
std::optional<Battle> readBattle(const QString &fileName, LoadError *error);
bool saveBattle(const Battle &battle, const QString &fileName, QString *error);

// A hash of the canonical event log (SHA-256 of each event's compact JSON, one
// per line), as hex: two games with the same hash told the same story.
QString logHash(const QVector<Event> &log);

} // namespace hardtack
