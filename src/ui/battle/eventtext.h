#pragma once
// The battle window's use of events (issue 9 "every result explained"): the
// words and explanations are the narrator's (src/narrator, the same as
// `hardtack-cli narrate`); here only where an event happened on the map and
// how the log groups it (headers, folds of routine rolls).

#include "core/hex.h"

#include <QCoreApplication>
#include <QJsonObject>
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
    // Names units by their names in this scenario (the viewing side's).
    static void setScenario(const Scenario *scenario);
    // One sentence for the log.
    static QString sentence(const QJsonObject &event);
    // The explanation, one line each (base, modifiers, final value, the die).
    static QStringList explanation(const QJsonObject &event);
    // Where the event happened, to locate it on the map (a unit's hex or the
    // target or destination hex), if it names one.
    static std::optional<Hex> where(const QJsonObject &event, const Scenario &scenario);
    // Events a player need not see in the log (bookkeeping).
    static bool isQuiet(const QJsonObject &event);
    // Uneventful rolls (ammunition kept, a rest, a rally or recovery that
    // failed: nothing changes for the player): the log folds them into one
    // line per phase, each still there under it. Empty when not routine,
    // else the kind in words (for the fold's summary).
    static QString routineKind(const QJsonObject &event);
    // Turn and phase headers.
    static bool isTurnStart(const QJsonObject &event);
    static bool isPhaseStart(const QJsonObject &event);
};

} // namespace hardtack::ui
