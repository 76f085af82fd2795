#pragma once
// Event → words, in one place (issue 9 "every result explained"). The
// narrator library (src/narrator) will take over here: until it lands this
// prints the event's own text when it has one, else its type and key numbers,
// and explains it by listing every field (modifiers by name).

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
