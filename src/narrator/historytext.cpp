// The history line (issue 21): a scenario's or naval action's historical
// losses and result, worded for the end-of-battle report, the naval result
// and the CLI.

#include "narrator.h"

#include <QLocale>

namespace hardtack {

namespace {
QString lossesText(Side side, const HistoricalLosses &l)
{
    const QLocale loc;
    const QString who = side == Side::Union ? NarratorNames::tr("Union") : NarratorNames::tr("Confederates");
    if (!l.broken())
        return NarratorNames::tr("%1 %2").arg(who, loc.toString(l.total));
    return NarratorNames::tr("%1 %2 (%3 killed, %4 wounded, %5 missing)")
        .arg(who, loc.toString(l.total), loc.toString(l.killed), loc.toString(l.wounded), loc.toString(l.missing));
}
} // namespace

QString historicalOutcome(HistoricalOutcome outcome)
{
    switch (outcome) {
    case HistoricalOutcome::UnionVictory:
        return NarratorNames::tr("a Union victory");
    case HistoricalOutcome::ConfederateVictory:
        return NarratorNames::tr("a Confederate victory");
    case HistoricalOutcome::Draw:
        break;
    }
    return NarratorNames::tr("a draw");
}

QString historyLine(const History &h)
{
    return NarratorNames::tr("History: %1, %2; %3.")
        .arg(lossesText(Side::Union, h.of(Side::Union)), lossesText(Side::Confederate, h.of(Side::Confederate)),
             historicalOutcome(h.outcome));
}

} // namespace hardtack
