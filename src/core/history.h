#pragma once
// What the armies actually lost and how the action ended: the figures a
// historical scenario or naval action carries in its file ("history",
// docs/FORMATS.md) and the end-of-battle report shows beside the player's
// (issue 21). Data only; the narrator words it.

#include "jsonio.h"
#include "types.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace hardtack {

// One side's losses as the sources give them. killed, wounded and missing
// are optional (-1: the source does not break the total down); total is
// required and, when all three parts are given, is their sum.
struct HistoricalLosses
{
    int total = 0;
    int killed = -1;
    int wounded = -1;
    int missing = -1; // missing and captured
    bool broken() const { return killed >= 0 && wounded >= 0 && missing >= 0; }
    int killedAndWounded() const { return broken() ? killed + wounded : -1; }
};

enum class HistoricalOutcome { UnionVictory, ConfederateVictory, Draw };
const QStringList &historicalOutcomeNames(); // union-victory confederate-victory draw

struct History
{
    std::array<HistoricalLosses, 2> losses; // by Side
    HistoricalOutcome outcome = HistoricalOutcome::Draw;
    QString note;   // how the action ended, in a few words (English; for the docs and tooltips)
    QString source; // where the figures come from
    // Naval actions: the fate of each ship by its id (afloat, sunk, captured,
    // fled, evaded), checked against the file's ships by the naval loader.
    QMap<QString, QString> fates;

    const HistoricalLosses &of(Side s) const { return losses[size_t(s)]; }
    std::optional<Side> winner() const;
};

// Reads a "history" object; throws LoadFailure naming the path. fateNames
// empty: no "fates" member is allowed.
History historyFromJson(const JsonNode &node, const QStringList &fateNames = {});
QJsonObject historyToJson(const History &h);

} // namespace hardtack
