#pragma once
// The naval narrator (issue 8, "prose at the edge"): turns the typed naval
// events of hardtack_naval into translated sentences with every number and
// modifier. The naval dialog and `hardtack-cli naval` (text output) use it;
// events and saves never hold its prose.

#include "naval/navalevents.h"
#include "naval/navalmodel.h"
#include "naval/navaloutcome.h"

#include <QCoreApplication>
#include <QHash>

namespace hardtack {

class NavalNarrator
{
    Q_DECLARE_TR_FUNCTIONS(NavalNarrator)

public:
    explicit NavalNarrator(const NavalBattle &battle);

    // One sentence (or a few) for one event.
    QString text(const NavalEvent &event) const;
    // The label of one factor of a strength, a chance or a capture chance,
    // e.g. "good quality, doubled at close quarters".
    QString factorLabel(const NavalFactor &factor) const;
    // "×1.15 good quality …" or "+5% base" for a factor, as in the log.
    QString factorText(const NavalFactor &factor, bool additive) const;
    // A unit's display name for an id (the id itself when unknown).
    QString name(const QString &id) const;
    QString names(const QStringList &ids) const;

    // The real action beside the player's result (issue 21), from the
    // file's "history"; empty when it has none.
    // "History: Union 290, Confederates 45; a Confederate victory."
    QString historyText() const;
    // "Historically USS Cumberland was sunk, USS Congress captured; the
    // others afloat." for the ships the record names.
    QString historicalFatesText() const;
    // One ship's fate in the record ("sunk"), or empty when it names none.
    QString historicalFate(const QString &shipId) const;
    // "315 (145 killed, 170 wounded)"; parts that are 0 are left out.
    static QString historicalLossesText(const HistoricalLosses &losses);
    static QString historicalOutcomeLabel(HistoricalOutcome outcome); // "a Union victory"

    static QString shipTypeLabel(ShipType type);
    static QString qualityLabel(NavalQuality q);
    static QString sideLabel(Side s);
    static QString fateLabel(ShipFate fate);
    static QString locationLabel(NavalLocation l);
    static QString windLabel(Wind w);
    static QString combatLabel(CombatOrder o);
    static QString distanceLabel(DistanceOrder o);
    static QString aimLabel(AimOrder o);
    static QString formationLabel(FormationOrder o);
    static QString breakOffLabel(BreakOffOrder o);
    static QString fleeLabel(FleeOrder o);
    static QString percent(double p);  // "72.5%"
    static QString number(double x);   // up to 3 decimals, no trailing zeros

private:
    QString rollText(const QString &what, const NavalRoll &roll) const;

    const NavalBattle &m_battle;
    QHash<QString, QString> m_names;
};

} // namespace hardtack
