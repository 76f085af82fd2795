#pragma once
// The battle window's use of events (issue 9 "every result explained"): the
// words and explanations are the narrator's (src/narrator, the same as
// `hardtack-cli narrate`); here only where an event happened on the map and
// how the log groups it (headers, folds of routine rolls). Events arrive
// typed (core/events/events.h); JSON is for saves and the CLI.

#include "core/events/events.h"
#include "core/hex.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace hardtack {
struct Scenario;
}

namespace hardtack::ui {

class EventText
{
    Q_DECLARE_TR_FUNCTIONS(EventText)

public:
    // Names units by their names in this scenario (the order of battle).
    static void setScenario(const Scenario *scenario);
    // One sentence for the log.
    static QString sentence(const Event &event);
    // The explanation, one line each (base, modifiers, final value, the die).
    static QStringList explanation(const Event &event);
    // Where the event happened, to locate it on the map (the target or
    // destination hex, else the hex of a unit it names that `scenario` shows).
    static std::optional<Hex> where(const Event &event, const Scenario &scenario);
    // Uneventful rolls (ammunition kept, a rest, a rally or recovery that
    // failed: nothing changes for the player): the log folds them into one
    // line per phase, each still there under it. Empty when not routine,
    // else the kind in words (for the fold's summary).
    static QString routineKind(const Event &event);
    // Turn and phase headers.
    static bool isTurnStart(const Event &event);
    static bool isPhaseStart(const Event &event);
};

} // namespace hardtack::ui
