#include "navalnarrator.h"
#include "core/overloaded.h"

#include "narrator/wordname.h"

#include <algorithm>

namespace hardtack {

namespace {

bool is(const QString &s, const char *word) { return s == QLatin1String(word); }
} // namespace

NavalNarrator::NavalNarrator(const NavalBattle &battle) : m_battle(battle)
{
    for (const Ship &s : battle.ships)
        m_names.insert(s.id, wordName(s.name));
    for (const NavalBattery &b : battle.batteries)
        m_names.insert(b.id, wordName(b.name));
}

QString NavalNarrator::name(const QString &id) const
{
    return m_names.value(id, id);
}

QString NavalNarrator::names(const QStringList &ids) const
{
    QStringList out;
    for (const QString &id : ids)
        out << name(id);
    return out.join(QStringLiteral(", "));
}

QString NavalNarrator::historicalLossesText(const HistoricalLosses &l)
{
    if (!l.broken())
        return QString::number(l.total);
    QStringList parts;
    if (l.killed > 0)
        parts << tr("%1 killed").arg(l.killed);
    if (l.wounded > 0)
        parts << tr("%1 wounded").arg(l.wounded);
    if (l.missing > 0)
        parts << tr("%1 missing or captured").arg(l.missing);
    if (parts.isEmpty())
        return QString::number(l.total);
    return tr("%1 (%2)").arg(l.total).arg(parts.join(QStringLiteral(", ")));
}

QString NavalNarrator::historicalOutcomeLabel(HistoricalOutcome outcome)
{
    switch (outcome) {
    case HistoricalOutcome::UnionVictory: return tr("a Union victory");
    case HistoricalOutcome::ConfederateVictory: return tr("a Confederate victory");
    case HistoricalOutcome::Draw: return tr("a draw");
    }
    return {};
}

QString NavalNarrator::historyText() const
{
    if (!m_battle.history)
        return {};
    const History &h = *m_battle.history;
    return tr("History: Union %1, Confederates %2; %3.")
        .arg(historicalLossesText(h.of(Side::Union)), historicalLossesText(h.of(Side::Confederate)),
             historicalOutcomeLabel(h.outcome));
}

QString NavalNarrator::historicalFate(const QString &shipId) const
{
    if (!m_battle.history)
        return {};
    const int fate = shipFateNames().indexOf(m_battle.history->fates.value(shipId));
    return fate < 0 ? QString() : fateLabel(ShipFate(fate));
}

QString NavalNarrator::historicalFatesText() const
{
    if (!m_battle.history || m_battle.history->fates.isEmpty())
        return {};
    // In the file's order, the ships that did not simply stay afloat; then
    // how many the record names afloat.
    QStringList lost;
    int afloat = 0;
    for (const Ship &s : m_battle.ships) {
        const QString fate = m_battle.history->fates.value(s.id);
        if (fate == shipFateNames().at(int(ShipFate::Afloat)))
            ++afloat;
        else if (!fate.isEmpty())
            lost << tr("%1 %2").arg(wordName(s.name), historicalFate(s.id));
    }
    if (lost.isEmpty())
        return tr("Historically every ship named stayed afloat.");
    const QString list = lost.join(QStringLiteral(", "));
    if (afloat == 0)
        return tr("Historically: %1.").arg(list);
    if (afloat == 1)
        return tr("Historically: %1; one other afloat.").arg(list);
    return tr("Historically: %1; %2 others afloat.").arg(list).arg(afloat);
}

QString NavalNarrator::percent(double p)
{
    return number(p * 100) + QLatin1Char('%');
}

QString NavalNarrator::number(double x)
{
    QString s = QString::number(x, 'f', 3);
    while (s.contains(QLatin1Char('.')) && (s.endsWith(QLatin1Char('0')) || s.endsWith(QLatin1Char('.'))))
        s.chop(1);
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString NavalNarrator::shipTypeLabel(ShipType type)
{
    switch (type) {
    case ShipType::IC: return tr("ironclad");
    case ShipType::RI: return tr("river ironclad");
    case ShipType::FR: return tr("frigate");
    case ShipType::SL: return tr("ship of the line");
    case ShipType::GB: return tr("gunboat");
    case ShipType::RG: return tr("river gunboat");
    case ShipType::TR: return tr("transport");
    case ShipType::RT: return tr("river transport");
    }
    return {};
}

QString NavalNarrator::qualityLabel(NavalQuality q)
{
    switch (q) {
    case NavalQuality::VeryPoor: return tr("very poor");
    case NavalQuality::Poor: return tr("poor");
    case NavalQuality::Average: return tr("average");
    case NavalQuality::Good: return tr("good");
    case NavalQuality::Excellent: return tr("excellent");
    }
    return {};
}

QString NavalNarrator::sideLabel(Side s)
{
    return s == Side::Union ? tr("Union") : tr("Confederate");
}

QString NavalNarrator::fateLabel(ShipFate fate)
{
    switch (fate) {
    case ShipFate::Afloat: return tr("afloat");
    case ShipFate::Sunk: return tr("sunk");
    case ShipFate::Captured: return tr("captured");
    case ShipFate::Fled: return tr("fled");
    case ShipFate::Evaded: return tr("evaded");
    }
    return {};
}

QString NavalNarrator::locationLabel(NavalLocation l)
{
    switch (l) {
    case NavalLocation::Sea: return tr("at sea");
    case NavalLocation::Coastal: return tr("coastal waters");
    case NavalLocation::Harbor: return tr("harbor");
    case NavalLocation::River: return tr("river");
    case NavalLocation::RiverMouth: return tr("river mouth");
    }
    return {};
}

QString NavalNarrator::windLabel(Wind w)
{
    switch (w) {
    case Wind::Light: return tr("light wind");
    case Wind::Moderate: return tr("moderate wind");
    case Wind::Strong: return tr("strong wind");
    }
    return {};
}

QString NavalNarrator::combatLabel(CombatOrder o)
{
    switch (o) {
    case CombatOrder::Engage: return tr("Engage");
    case CombatOrder::Accept: return tr("Accept");
    case CombatOrder::Evade: return tr("Evade");
    case CombatOrder::RunPast: return tr("Run past");
    }
    return {};
}

QString NavalNarrator::distanceLabel(DistanceOrder o)
{
    return o == DistanceOrder::Range ? tr("At range") : tr("Close quarters");
}

QString NavalNarrator::aimLabel(AimOrder o)
{
    return o == AimOrder::Hull ? tr("Hulls") : tr("Propulsion");
}

QString NavalNarrator::formationLabel(FormationOrder o)
{
    return o == FormationOrder::LineAhead ? tr("Line ahead") : tr("Break the line");
}

QString NavalNarrator::breakOffLabel(BreakOffOrder o)
{
    switch (o) {
    case BreakOffOrder::Never: return tr("Never");
    case BreakOffOrder::Light: return tr("After light damage");
    case BreakOffOrder::Heavy: return tr("After heavy damage");
    }
    return {};
}

QString NavalNarrator::fleeLabel(FleeOrder o)
{
    return o == FleeOrder::Harbor ? tr("To harbor") : tr("To open sea");
}

QString NavalNarrator::factorLabel(const NavalFactor &f) const
{
    const QString &k = f.key;
    const QString &d = f.detail;
    const QString where = is(d, "close") ? tr("at close quarters") : tr("at range");
    if (is(k, "base")) {
        if (is(d, "battery"))
            return tr("80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)")
                .arg(f.amount).arg(f.amount2);
        if (is(d, "evade-windward")) return tr("evaders to windward");
        if (is(d, "evade-leeward")) return tr("evaders to leeward");
        if (is(d, "evade-leeward-onshore")) return tr("evaders to leeward, on a shore with onshore winds");
        if (is(d, "close-windward")) return tr("closing with the windward gauge");
        if (is(d, "close-leeward")) return tr("closing from leeward");
        if (is(d, "break-line")) return tr("breaking the line");
        if (is(d, "even")) return tr("even chance");
        const int type = int(shipTypeNames().indexOf(d));
        if (type >= 0)
            return tr("base strength of a %1 (%2)").arg(shipTypeLabel(ShipType(type)), d);
        return tr("base");
    }
    if (is(k, "crew"))
        return f.amount >= 70 ? tr("crew %1% (70% or more)").arg(number(f.amount))
                              : tr("crew %1%: −2.5% per 1% below 70%, nothing at 30%").arg(number(f.amount));
    if (is(k, "ram"))
        return is(d, "none") ? tr("no ram") : is(d, "close") ? tr("ram at close quarters") : tr("ram, unused at range");
    if (is(k, "quality")) {
        if (d.isEmpty()) // a chance term: own quality against theirs
            return tr("quality %1 against %2, ±5% per step").arg(number(f.amount), number(f.amount2));
        const int q = int(navalQualityNames().indexOf(d));
        const QString label = q >= 0 ? qualityLabel(NavalQuality(q)) : d;
        return f.amount > 0 ? tr("%1 quality, doubled at close quarters").arg(label) : tr("%1 quality").arg(label);
    }
    if (is(k, "experience"))
        return tr("experience %1 %2").arg(number(f.amount), where);
    if (is(k, "aim"))
        return is(d, "hull") ? tr("aiming at hulls") : tr("aiming at propulsion");
    if (is(k, "windward"))
        return is(d, "windward") ? tr("windward") : tr("leeward");
    if (is(k, "closing"))
        return is(d, "closing") ? tr("closing on an enemy who wants to fight at range") : tr("not closing");
    if (is(k, "hull"))
        return f.amount2 > 0 ? tr("hull damage %1 × %2").arg(number(f.amount), number(f.amount2))
                             : tr("hull damage %1").arg(number(f.amount));
    if (is(k, "propulsion"))
        return f.amount2 > 0 ? tr("propulsion damage %1 × %2").arg(number(f.amount), number(f.amount2))
                             : tr("propulsion damage %1").arg(number(f.amount));
    if (is(k, "breakLine")) {
        if (is(d, "line-ahead")) return tr("keeps the line ahead");
        if (is(d, "could-not-close")) return tr("could not close to break the line");
        if (is(d, "succeeded")) return tr("broke the enemy line");
        if (is(d, "failed")) return tr("failed to break the enemy line");
        if (is(d, "melee")) return tr("general melee");
        return tr("no attempt to break the line was possible");
    }
    if (is(k, "runPast"))
        return is(d, "run-past") ? tr("running past") : tr("not running past");
    if (is(k, "rifled"))
        return is(d, "rifled") ? tr("rifled guns") : tr("smoothbore guns");
    if (is(k, "hill"))
        return is(d, "high") ? tr("on a high hill") : is(d, "low") ? tr("on a low hill") : tr("at water level");
    if (is(k, "fatigue"))
        return f.amount > 6 ? tr("fatigue %1: ×6/fatigue").arg(number(f.amount))
                            : tr("fatigue %1 (6 or less)").arg(number(f.amount));
    if (is(k, "wind")) {
        const int w = int(windNames().indexOf(d));
        return w >= 0 ? windLabel(Wind(w)) : d;
    }
    if (is(k, "close"))
        return where;
    if (is(k, "pursuit"))
        return tr("victors' mean propulsion damage %1: ×(1 − damage/5)").arg(number(f.amount));
    return k;
}

QString NavalNarrator::factorText(const NavalFactor &f, bool additive) const
{
    if (additive)
        return QStringLiteral("%1 %2").arg(factorLabel(f), percent(f.value));
    return QStringLiteral("×%1 %2").arg(number(f.value), factorLabel(f));
}

QString NavalNarrator::rollText(const QString &what, const NavalRoll &roll) const
{
    QStringList parts;
    for (const NavalFactor &t : roll.terms)
        parts << factorText(t, true);
    const QString rolled = QString::number(roll.roll * 100, 'f', 2) + QLatin1Char('%');
    const QString result = roll.success ? tr("success") : tr("failure");
    if (parts.isEmpty())
        return tr("%1: chance %2; rolled %3: %4").arg(what, percent(roll.chance), rolled, result);
    return tr("%1: chance %2 (%3); rolled %4: %5")
        .arg(what, percent(roll.chance), parts.join(QStringLiteral(", ")), rolled, result);
}

QString NavalNarrator::text(const NavalEvent &event) const
{
    return std::visit(
        Overloaded{
            [&](const NavalJoinEvent &e) { return tr("%1 engages %2: battle is joined.").arg(name(e.ship), name(e.target)); },
            [&](const NavalNoBattleEvent &e) {
                return is(e.reason, "frigate")
                           ? tr("No battle: the ships ordered to engage are frigates that may not engage these enemies here.")
                           : tr("No battle: no ship is ordered to engage or to run past.");
            },
            [&](const NavalWindwardEvent &e) {
                if (is(e.how, "pinned"))
                    return tr("The situation is pinned: the %1 side fights from windward.").arg(sideLabel(e.side));
                if (is(e.how, "groups"))
                    return tr("The %1 side has the group furthest to leeward, so the %2 side fights from windward.")
                        .arg(sideLabel(otherSide(e.side)), sideLabel(e.side));
                return rollText(tr("The arrival groups are level; the Union wins the windward gauge"),
                                e.roll.value_or(NavalRoll{}));
            },
            [&](const NavalNoEvasionEvent &e) {
                if (is(e.reason, "location"))
                    return tr("No ship can evade in a harbor or a river mouth: %1 must fight.").arg(names(e.ships));
                return tr("The %1 side has %2 warships against %3, more than twice as many: the transports %4 cannot evade.")
                    .arg(sideLabel(otherSide(e.side))).arg(e.enemyWarships).arg(e.warships).arg(names(e.ships));
            },
            [&](const NavalShelterEvent &e) {
                return tr("Only the %1 side has ironclads: %2 take shelter among them, neither fighting nor leaving.")
                    .arg(sideLabel(e.side), names(e.ships));
            },
            [&](const NavalEvasionGroupEvent &e) {
                return rollText(tr("The whole %1 side tries to evade as a group, %2")
                                    .arg(sideLabel(e.side), e.leeward ? tr("to leeward") : tr("to windward")),
                                e.roll);
            },
            [&](const NavalEvasionAutomaticEvent &e) {
                return tr("%1 fighting %2 ships are at least half of %3: %4 evade automatically.")
                    .arg(e.fighting).arg(sideLabel(e.side)).arg(e.enemyFighting).arg(names(e.ships));
            },
            [&](const NavalEvasionEvent &e) {
                return rollText(tr("%1 tries to evade alone, %2 (%3 fighting against %4)")
                                    .arg(name(e.ship), e.leeward ? tr("to leeward") : tr("to windward"))
                                    .arg(e.fighting).arg(e.enemyFighting),
                                e.roll);
            },
            [&](const NavalRangeEvent &e) {
                const bool close = is(e.range, "close");
                if (is(e.reason, "pinned"))
                    return close ? tr("The situation is pinned: everyone fights at close quarters.")
                                 : tr("The situation is pinned: everyone fights at range.");
                if (is(e.reason, "harbor"))
                    return tr("Battles in harbors are always at close quarters.");
                if (is(e.reason, "agreed"))
                    return close ? tr("Every ship wants close quarters: the battle is fought at close quarters.")
                                 : tr("Every ship wants to fight at range: the battle is fought at range.");
                if (is(e.reason, "no-enemy-ships"))
                    return tr("The %1 side has no ships to keep its distance: every ship fights at the distance it chose.")
                        .arg(sideLabel(e.side));
                return tr("The %1 side has %2 ships closing against %3, at least half as many: its other ships fight at range.")
                    .arg(sideLabel(e.side)).arg(e.own).arg(e.theirs);
            },
            [&](const NavalClosingEvent &e) {
                if (is(e.reason, "one-side"))
                    return rollText(tr("Closing: %1 against the %2 ships, which all want to fight at range")
                                        .arg(names(e.closers), sideLabel(otherSide(e.side))),
                                    e.roll);
                return rollText(tr("The %1 side has %2 ships closing against %3, fewer than half: the enemy tries to close with %4 as well")
                                    .arg(sideLabel(otherSide(e.side))).arg(e.theirs).arg(e.own).arg(names(e.targets)),
                                e.roll);
            },
            [&](const NavalBreakLineEvent &e) {
                if (is(e.reason, "pinned"))
                    return tr("The situation is pinned: breaking the line %1 for the Union, %2 for the Confederates.")
                        .arg(breakLineResultNames().at(int(e.pinned[0])), breakLineResultNames().at(int(e.pinned[1])));
                if (is(e.reason, "too-few-at-close"))
                    return tr("Nobody can break the line: it needs at least three ships at close quarters on each side (%1 Union, %2 Confederate).")
                        .arg(e.atClose[0]).arg(e.atClose[1]);
                if (is(e.reason, "melee"))
                    return tr("Every ship on both sides tries to break the line: a general melee, with no adjustment.");
                if (is(e.reason, "too-few-trying"))
                    return tr("The %1 side has only %2 ships trying to break the line; it needs three.")
                        .arg(sideLabel(e.side)).arg(e.ships.size());
                return rollText(tr("Breaking the %2 line: %1").arg(names(e.ships), sideLabel(otherSide(e.side))),
                                e.roll.value_or(NavalRoll{}));
            },
            [&](const NavalStrengthEvent &e) {
                QStringList parts;
                for (const NavalFactor &f : e.factors)
                    parts << (f.key == QLatin1String("base")
                                  ? number(f.value) + QStringLiteral(" (") + factorLabel(f) + QLatin1Char(')')
                                  : factorText(f, false));
                return tr("%1: strength %2 = %3").arg(name(e.unit), number(e.value), parts.join(QStringLiteral(" ")));
            },
            [&](const NavalTotalEvent &e) {
                return tr("Total strength: Union %1, Confederate %2.").arg(number(e.total[0]), number(e.total[1]));
            },
            [&](const NavalFortuneEvent &e) {
                return tr("Fortune of the day for the %1 side: ×%2 (uniform from %3 to %4).")
                    .arg(sideLabel(e.side), number(e.fortune), number(e.low), number(e.high));
            },
            [&](const NavalFireEvent &e) {
                QString capped;
                if (e.maxPoints > 0 && e.expected > e.maxPoints)
                    capped = QLatin1Char(' ')
                             + tr("No more guns can bear than %1 points on %2 enemy units.").arg(e.maxPoints).arg(e.targets);
                return tr("Round %1: the %2 side (strength %3) fires %n damage point(s) "
                          "(expected %4 = %5 per strength point × %3 × close quarters ×%6 × fortune ×%7 ÷ %8 rounds).",
                          nullptr, e.points)
                    .arg(e.round)
                    .arg(sideLabel(e.side), number(e.strength), number(e.expected), number(e.perStrength),
                         number(e.closeMultiplier), number(e.fortune))
                    .arg(e.rounds)
                    + capped;
            },
            [&](const NavalHitEvent &e) {
                const QString firer = name(e.firer), target = name(e.target);
                if (e.battery) {
                    if (!e.landed)
                        return tr("%1 fires on %2: the earthworks hold.").arg(firer, target);
                    QString t = tr("%1 fires on %2: a battery is silenced and %3 men fall.").arg(firer, target).arg(e.menLost);
                    if (e.destroyed)
                        t += QLatin1Char(' ') + tr("%1 is destroyed.").arg(target);
                    return t;
                }
                if (!e.landed)
                    return tr("%1 fires on %2: the shot glances off her armour.").arg(firer, target);
                QString t = is(e.part, "hull")
                                ? tr("%1 hits %2 in the hull (hull damage %3).").arg(firer, target).arg(e.level)
                                : tr("%1 hits %2 in her propulsion (propulsion damage %3).").arg(firer, target).arg(e.level);
                if (e.sunk)
                    t += QLatin1Char(' ') + tr("She sinks.");
                return t;
            },
            [&](const NavalBreakOffEvent &e) {
                if (!e.brokeOff)
                    return tr("%1 has taken %2 damage points and would break off, but with propulsion damage %3 she cannot get away.")
                        .arg(name(e.ship)).arg(e.taken).arg(e.propulsion);
                return tr("%1 has taken %2 damage points (threshold %3) and breaks off.")
                    .arg(name(e.ship)).arg(e.taken).arg(e.threshold);
            },
            [&](const NavalWinnerEvent &e) {
                const QString shares = tr("the Union lost %1 of its strength (%2 → %3), the Confederates %4 (%5 → %6)")
                                           .arg(percent(e.lossShare[0]), number(e.before[0]), number(e.after[0]),
                                                percent(e.lossShare[1]), number(e.before[1]), number(e.after[1]));
                if (e.winner)
                    return tr("The %1 side wins: %2.").arg(sideLabel(*e.winner), shares);
                if (std::max(e.lossShare[0], e.lossShare[1]) < e.breakShare)
                    return tr("Neither side breaks (a squadron breaks at %1 of its strength lost): %2. No victor.")
                        .arg(percent(e.breakShare), shares);
                return tr("Neither side wins: %1.").arg(shares);
            },
            [&](const NavalCaptureEvent &e) {
                QStringList parts;
                for (const NavalFactor &f : e.factors) {
                    const bool additive = is(f.key, "base") || is(f.key, "hull") || is(f.key, "propulsion");
                    parts << (additive ? QStringLiteral("+%1 %2").arg(percent(f.value), factorLabel(f))
                                       : factorText(f, false));
                }
                return tr("The victors try to take %1: chance %2 (%3); rolled %4: %5")
                    .arg(name(e.ship), percent(e.roll.chance), parts.join(QStringLiteral(" ")),
                         QString::number(e.roll.roll * 100, 'f', 2) + QLatin1Char('%'),
                         e.roll.success ? tr("success") : tr("failure"));
            },
            [&](const NavalSinkEvent &e) {
                if (is(e.reason, "trapped"))
                    return tr("%1, with propulsion damage %2, cannot get away: she is destroyed rather than taken.")
                        .arg(name(e.ship)).arg(e.propulsion);
                const NavalRoll roll = e.roll.value_or(NavalRoll{});
                return tr("%1, beaten with hull damage %2, may founder: chance %3; rolled %4: %5")
                    .arg(name(e.ship)).arg(e.hull)
                    .arg(percent(roll.chance), QString::number(roll.roll * 100, 'f', 2) + QLatin1Char('%'),
                         roll.success ? tr("she sinks") : tr("she stays afloat"));
            },
            [&](const NavalFleeEvent &e) {
                const QString to = is(e.to, "harbor") ? tr("to harbor")
                                   : is(e.to, "open-sea") ? tr("to the open sea") : tr("out of the fight");
                return e.brokeOff ? tr("%1, having broken off, flees %2.").arg(name(e.ship), to)
                                  : tr("%1 flees %2.").arg(name(e.ship), to);
            },
            [&](const NavalLossesEvent &e) {
                return tr("Casualties: Union %1, Confederate %2. Loss points: Union %3, Confederate %4. Laurels: Union %5, Confederate %6.")
                    .arg(e.casualties[0]).arg(e.casualties[1]).arg(e.lossPoints[0]).arg(e.lossPoints[1])
                    .arg(e.laurels[0]).arg(e.laurels[1]);
            },
            [&](const NavalNoCombatEvent &) { return tr("One side has nobody left to fight: no shot is fired."); },
        },
        event);
}

} // namespace hardtack
