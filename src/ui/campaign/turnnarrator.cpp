#include "turnnarrator.h"

#include "narrator/wordname.h"

#include <QLocale>

#include <cmath>

namespace hardtack::ui {

namespace {

QString men(int n)
{
    return QLocale().toString(n);
}

QString money(double millions)
{
    return TurnNarrator::tr("$%1 million").arg(QLocale().toString(millions, 'f', 1));
}

// "Union" / "Confederate", before a noun ("a Confederate victory").
QString adjective(Side s)
{
    return s == Side::Union ? TurnNarrator::tr("Union") : TurnNarrator::tr("Confederate");
}

// "the Union" / "the Confederacy"; capitalised to open a sentence.
QString noun(Side s, bool capital = false)
{
    QString n = s == Side::Union ? TurnNarrator::tr("the Union") : TurnNarrator::tr("the Confederacy");
    if (capital && !n.isEmpty())
        n[0] = n[0].toUpper();
    return n;
}

QString points(double v)
{
    const QString n = QLocale().toString(std::abs(v), 'f', 1);
    return (v < 0 ? QStringLiteral("−") : QStringLiteral("+")) + n;
}

} // namespace

QString TurnNarrator::nodeName(const QString &id) const
{
    return m_game.scenario().nodeName(id);
}

QString TurnNarrator::forceName(const QString &id) const
{
    if (const Army *a = m_game.army(id))
        return wordName(a->name);
    if (const Fleet *f = m_game.fleet(id))
        return wordName(f->name);
    // Gone from the map: the name it had then, or in the file.
    if (const QString lost = m_game.lostForceName(id); !lost.isEmpty())
        return wordName(lost);
    for (const Army &a : m_game.scenario().armies)
        if (a.id == id)
            return wordName(a.name);
    for (const Fleet &f : m_game.scenario().fleets)
        if (f.id == id)
            return wordName(f.name);
    // A force raised in the war and lost before this game was loaded.
    return tr("a force raised in the war");
}

QString TurnNarrator::forceNames(const QStringList &ids) const
{
    QStringList names;
    for (const QString &id : ids)
        if (const QString name = forceName(id); !name.isEmpty())
            names << name;
    return QLocale().createSeparatedList(names);
}

QString TurnNarrator::battleSentence(const BattleReport &b) const
{
    const QString place = nodeName(b.node);
    QString text;
    if (b.naval && !b.joined) {
        // No ship engaged: the squadrons kept apart, or a fleet stood off the forts.
        text = b.forts.isEmpty() ? tr("<b>Off %1</b> the squadrons met but neither brought on a battle.")
                                       .arg(place.toHtmlEscaped())
                                 : tr("<b>Off %1</b> the squadron kept out of range of the forts.")
                                       .arg(place.toHtmlEscaped());
        if (!b.retreated.isEmpty())
            text += QLatin1Char(' ')
                    + (b.retreatTo.isEmpty()
                           ? tr("%1 stood away.").arg(forceNames(b.retreated).toHtmlEscaped())
                           : tr("%1 stood away to %2.")
                                 .arg(forceNames(b.retreated).toHtmlEscaped(), nodeName(b.retreatTo).toHtmlEscaped()));
        return text;
    }
    if (b.naval) {
        if (b.winner)
            text = tr("<b>Naval battle off %1.</b> The %2 squadron carried the day; the Union lost %n ship(s)",
                      nullptr, b.shipsLost[0])
                       .arg(place.toHtmlEscaped(), adjective(*b.winner));
        else
            text = tr("<b>Naval battle off %1.</b> Neither squadron prevailed; the Union lost %n ship(s)", nullptr,
                      b.shipsLost[0])
                       .arg(place.toHtmlEscaped());
        text += tr(", the Confederacy %n.", nullptr, b.shipsLost[1]);
        // The forts in the fight, and what became of their guns.
        QStringList forts;
        for (const QString &id : b.forts)
            for (int i = 0; i < b.navalBattle.batteries.size() && i < b.navalOutcome.batteries.size(); ++i)
                if (b.navalBattle.batteries.at(i).id == id) {
                    const BatteryOutcome &o = b.navalOutcome.batteries.at(i);
                    const QString name = b.navalBattle.batteries.at(i).name.toHtmlEscaped();
                    forts << (o.batteries == 0 ? tr("%1 was silenced").arg(name)
                              : o.batteriesLost > 0
                                  ? tr("%1 lost %n battery(ies)", nullptr, o.batteriesLost).arg(name)
                                  : tr("%1 kept its guns").arg(name));
                }
        if (!forts.isEmpty())
            text += QLatin1Char(' ') + tr("The forts fought: %1.").arg(QLocale().createSeparatedList(forts));
        for (Side s : {Side::Union, Side::Confederate})
            if (b.lostAboard[int(s)] > 0)
                text += QLatin1Char(' ')
                        + (b.prisonersAboard[int(s)] > 0
                               ? tr("%1 men of the %2 troops aboard were lost with their transports, %3 of them taken prisoner.")
                                     .arg(men(b.lostAboard[int(s)]), adjective(s), men(b.prisonersAboard[int(s)]))
                               : tr("%1 men of the %2 troops aboard went down with their transports.")
                                     .arg(men(b.lostAboard[int(s)]), adjective(s)));
    } else {
        const QString how = b.result.fought ? tr("fought on the field") : tr("auto-resolved");
        if (b.winner)
            text = tr("<b>Battle of %1</b> (%2): a %3 victory.").arg(place.toHtmlEscaped(), how, adjective(*b.winner));
        else
            text = tr("<b>Battle of %1</b> (%2): a drawn fight; both armies hold their ground.")
                       .arg(place.toHtmlEscaped(), how);
    }
    text += QLatin1Char(' ')
            + tr("Casualties: %1 Union, %2 Confederate.").arg(men(b.casualties[0]), men(b.casualties[1]));
    if (b.winner) {
        const double l = b.laurels[int(*b.winner)];
        if (l > 0)
            text += QLatin1Char(' ') + tr("The victors earn %1 laurels.").arg(QLocale().toString(l, 'f', 1));
    }
    if (!b.retreated.isEmpty()) {
        // Forces the file did not name (raised in the war) are "the beaten force".
        QString who = forceNames(b.retreated);
        if (who.isEmpty())
            who = tr("The beaten force");
        else if (who.at(0).isLower())
            who[0] = who.at(0).toUpper();
        text += QLatin1Char(' ');
        text += b.retreatTo.isEmpty() ? tr("%1 fell back.").arg(who.toHtmlEscaped())
                                      : tr("%1 fell back to %2.").arg(who.toHtmlEscaped(), nodeName(b.retreatTo).toHtmlEscaped());
    }
    if (!b.destroyed.isEmpty())
        text += QLatin1Char(' ')
                + tr("%1, cut off, ceased to exist.").arg(forceNames(b.destroyed).toHtmlEscaped());
    return text;
}

QString TurnNarrator::seaSentence(const TurnReport &r) const
{
    QStringList parts;
    for (const auto &[army, fleet] : r.embarked)
        parts << tr("%1 embarked on %2.").arg(forceName(army).toHtmlEscaped(), forceName(fleet).toHtmlEscaped());
    for (const auto &[army, city] : r.landed)
        parts << tr("<b>%1 landed at %2.</b>").arg(forceName(army).toHtmlEscaped(), nodeName(city).toHtmlEscaped());
    return parts.join(QLatin1Char(' '));
}

QString TurnNarrator::weatherText(const CampaignWeather &w)
{
    const QString wind = w.wind == Wind::Light    ? tr("Light winds")
                         : w.wind == Wind::Strong ? tr("Strong winds")
                                                  : tr("Moderate winds");
    return w.onshore ? tr("%1, onshore on the coast").arg(wind) : tr("%1, offshore").arg(wind);
}

QString TurnNarrator::weatherExplained()
{
    return tr("The weather of this turn, rolled before the orders (winter blows harder). Light winds help a fleet "
              "evade, strong winds hinder it. An onshore wind pins ships to the coast: in coastal waters any ship "
              "may then engage any other (a frigate even a ship of the line), and a fleet to leeward of the enemy "
              "rarely escapes.");
}

QString TurnNarrator::captureSentence(const QString &city, Side owner) const
{
    return tr("<b>%1</b> falls to %2.").arg(nodeName(city).toHtmlEscaped(), noun(owner));
}

QString TurnNarrator::economySentence(Side s, const EconomyReport &e) const
{
    QString text = tr("%1 took in %2 in taxes and %3 in tariffs, paid %4 in upkeep")
                       .arg(noun(s, true), money(e.taxIncome), money(e.tariffIncome), money(e.upkeep));
    if (e.spent > 0)
        text += tr(" and spent %1 on new troops and ships").arg(money(e.spent));
    text += QLatin1Char('.');
    if (e.issued > 0)
        text += QLatin1Char(' ') + tr("It printed %1 in greenbacks.").arg(money(e.issued));
    if (e.tariffLost > 0)
        text += QLatin1Char(' ')
                + tr("The blockade of %n port(s) cost it %1 in tariffs.", nullptr, int(e.blockaded.size()))
                      .arg(money(e.tariffLost));
    if (e.deserted)
        text += QLatin1Char(' ') + tr("Unpaid, soldiers deserted from every brigade.");
    if (!e.refused.isEmpty())
        text += QLatin1Char(' ')
                + tr("%n order(s) could no longer be carried out.", nullptr, int(e.refused.size()));
    return text;
}

QString TurnNarrator::endSentence() const
{
    if (!m_game.isOver() || !m_game.winner())
        return {};
    const QString w = noun(*m_game.winner());
    switch (m_game.reason()) {
    case VictoryReason::Peace:
        return tr("<b>The war is over: %1 wins.</b> The enemy's will to fight is spent and it sues for peace.")
            .arg(w);
    case VictoryReason::Intervention:
        return tr("<b>The war is over: %1 wins.</b> Britain and France recognise the Confederacy and "
                  "intervene.")
            .arg(w);
    case VictoryReason::Campaigns:
        return tr("<b>The war is over: %1 wins.</b> Six campaigns have been fought and the scores decide.")
            .arg(w);
    case VictoryReason::None:
        break;
    }
    return {};
}

QString TurnNarrator::html(const TurnReport &r) const
{
    QStringList paras;
    paras << tr("<h3>Turn %1 of the war — campaign %2, %3</h3>")
                 .arg(r.turn)
                 .arg(r.campaign)
                 .arg(QLocale().toString(r.date, QLocale::LongFormat).toHtmlEscaped());
    paras << tr("<i>Weather: %1.</i>").arg(weatherText(r.weather).toHtmlEscaped());
    if (const QString sea = seaSentence(r); !sea.isEmpty())
        paras << sea;
    if (r.battles.isEmpty())
        paras << tr("No battle was fought this turn.");
    for (const BattleReport &b : r.battles)
        paras << battleSentence(b);
    for (const auto &[city, owner] : r.captures)
        paras << captureSentence(city, owner);
    for (Side s : {Side::Union, Side::Confederate})
        paras << economySentence(s, r.economy[int(s)]);
    if (r.winter)
        paras << tr("<i>Winter closes the campaigning season. The armies go into winter quarters; stragglers "
                    "return and the treasuries collect two turns of income.</i>");
    // The scores: from the history, the change this turn.
    const QList<TurnScores> &h = m_game.history();
    if (!h.isEmpty()) {
        const TurnScores &now = h.last();
        // Before: the turn before, or the war's start.
        TurnScores before;
        if (h.size() >= 2) {
            before = h.at(h.size() - 2);
        } else {
            before.unionMorale = m_game.scenario().unionMorale;
            before.confederateMorale = m_game.scenario().confederateMorale;
            before.opinion = m_game.scenario().opinion;
        }
        paras << tr("Union morale %1 (%2), Confederate morale %3 (%4), international opinion %5 (%6).")
                     .arg(QLocale().toString(now.unionMorale, 'f', 0), points(now.unionMorale - before.unionMorale),
                          QLocale().toString(now.confederateMorale, 'f', 0),
                          points(now.confederateMorale - before.confederateMorale),
                          QLocale().toString(now.opinion, 'f', 0), points(now.opinion - before.opinion));
    }
    const QString end = endSentence();
    if (!end.isEmpty())
        paras << end;
    QString out;
    for (const QString &p : paras)
        out += p.startsWith(QLatin1String("<h3>")) ? p : QStringLiteral("<p>%1</p>").arg(p);
    return out + scoreCausesTable(r);
}

QString TurnNarrator::scoreCausesTable(const TurnReport &r) const
{
    // The scores keep one point per event: the turn's events are the last
    // points of the history when this is the last report.
    const QList<ScorePoint> &history = m_game.scores().history();
    const qsizetype n = r.events.size();
    if (m_game.reports().isEmpty() || m_game.reports().last().turn != r.turn || n == 0 || history.size() <= n)
        return {};
    enum Cause { Battles, Captures, Economy, TurnEnd, Causes };
    double delta[Causes][3] = {};
    for (qsizetype i = 0; i < n; ++i) {
        const ScorePoint &before = history.at(history.size() - n - 1 + i), &after = history.at(history.size() - n + i);
        Cause c = TurnEnd;
        switch (r.events.at(i).type) {
        case ScoreEventType::Laurels:
        case ScoreEventType::Casualties:
        case ScoreEventType::ShipLost: c = Battles; break;
        case ScoreEventType::Capture: c = Captures; break;
        case ScoreEventType::Greenback:
        case ScoreEventType::Rates:
        case ScoreEventType::Draft: c = Economy; break;
        case ScoreEventType::Turn:
        case ScoreEventType::CampaignEnd: c = TurnEnd; break;
        }
        delta[c][0] += after.unionMorale - before.unionMorale;
        delta[c][1] += after.confederateMorale - before.confederateMorale;
        delta[c][2] += after.opinion - before.opinion;
    }
    const QString names[Causes] = {tr("Battles (laurels, casualties, ships)"), tr("Cities taken"),
                                   tr("Taxes, tariffs, greenbacks, the draft"), tr("The turn's end")};
    auto cell = [](double v) {
        if (std::abs(v) < 0.05)
            return QStringLiteral("<td align=right style='color:#8a7b62'>·</td>");
        return QStringLiteral("<td align=right style='color:%1'>%2</td>")
            .arg(v < 0 ? QStringLiteral("#a02818") : QStringLiteral("#2e6a2e"), points(v));
    };
    QString rows;
    for (int c = 0; c < Causes; ++c) {
        if (std::abs(delta[c][0]) + std::abs(delta[c][1]) + std::abs(delta[c][2]) < 0.05)
            continue;
        rows += QStringLiteral("<tr><td>%1</td>%2%3%4</tr>")
                    .arg(names[c].toHtmlEscaped(), cell(delta[c][0]), cell(delta[c][1]), cell(delta[c][2]));
    }
    if (rows.isEmpty())
        return {};
    return QStringLiteral("<table cellspacing=0 cellpadding=3 style='margin-top:4px'>"
                          "<tr><th align=left>%1</th><th align=right>%2</th><th align=right>%3</th>"
                          "<th align=right>%4</th></tr>%5</table>")
        .arg(tr("What moved the scores").toHtmlEscaped(), tr("Union").toHtmlEscaped(),
             tr("Confederate").toHtmlEscaped(), tr("Opinion").toHtmlEscaped(), rows);
}

} // namespace hardtack::ui
