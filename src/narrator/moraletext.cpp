// The morale, cascade, rally and disruption-recovery sentences (RULES §9–§12).
// Their source texts and the context "Morale" are those the core used when
// it still wrote prose into events, so the existing translations apply.

#include "narrator.h"

namespace hardtack {

QString MoraleText::modifierName(const QString &key)
{
    if (key == QLatin1String("leader"))
        return tr("stacked with a leader");
    if (key == QLatin1String("ammo"))
        return tr("low or out of ammunition");
    if (key == QLatin1String("night"))
        return tr("night");
    if (key == QLatin1String("fatigue-medium"))
        return tr("medium fatigue");
    if (key == QLatin1String("fatigue-high"))
        return tr("high fatigue");
    if (key == QLatin1String("enfilade"))
        return tr("fired upon in enfilade");
    if (key == QLatin1String("disrupted"))
        return tr("disrupted");
    if (key == QLatin1String("other-brigades"))
        return tr("units of other brigades in the hex");
    if (key == QLatin1String("rout-limiting"))
        return tr("rout limiting");
    if (key == QLatin1String("night-halving"))
        return tr("night: halved, rounded up");
    if (key.startsWith(QLatin1String("leader:")))
        return tr("leader %1").arg(key.mid(7));
    return key;
}

QString MoraleText::modifierList(const QVector<MoraleModifier> &mods, const QString &leaderName)
{
    QStringList parts;
    for (const MoraleModifier &m : mods) {
        const QString name = m.name == QLatin1String("leader") && !leaderName.isEmpty()
                                 ? tr("leader %1").arg(leaderName)
                                 : modifierName(m.name);
        parts << QStringLiteral("%1%2 %3").arg(m.amount >= 0 ? QStringLiteral("+") : QString()).arg(m.amount).arg(name);
    }
    return parts.join(QStringLiteral(", "));
}

QString MoraleText::describe(const MoraleCheckEvent &e, const NarrationContext &c)
{
    const QString unit = c.unitName(e.unit);
    const QString mods = modifierList(e.modifiers);
    QString why;
    if (e.parent)
        why = tr("%1 checks as panic spreads from %2 (cascade step %3)")
                  .arg(unit, c.unitName(*e.parent), QString::number(e.step));
    else
        why = tr("%1 checks morale at the end of the phase").arg(unit);
    const QString value = mods.isEmpty() ? tr("morale %1").arg(e.final)
                                         : tr("morale %1 (base %2; %3)").arg(e.final).arg(e.base).arg(mods);
    QString outcome;
    switch (e.result) {
    case MoraleResult::Passed:
        outcome = tr("rolled %1: passed").arg(e.roll);
        break;
    case MoraleResult::Routed:
        outcome = tr("rolled %1, more than %2: routed").arg(e.roll).arg(e.final);
        break;
    case MoraleResult::Disrupted:
        outcome = e.artilleryHeld
                      ? tr("rolled %1, more than %2: unlimbered guns do not rout, disrupted").arg(e.roll).arg(e.final)
                      : tr("rolled %1, more than %2: disrupted").arg(e.roll).arg(e.final);
        break;
    case MoraleResult::Stragglers:
        outcome = tr("rolled %1, more than %2: stays routed, %3 men lost as stragglers")
                      .arg(e.roll)
                      .arg(e.final)
                      .arg(e.stragglers);
        break;
    }
    QString text = tr("%1: %2, %3.").arg(why, value, outcome);
    if (e.carriesOn)
        text += QLatin1Char(' ') + tr("The panic spreads from its hex.");
    return text;
}

QString MoraleText::describe(const CascadeEvent &e, const NarrationContext &c)
{
    QStringList triggers;
    for (const QString &t : e.triggers)
        triggers << c.unitName(t);
    return tr("Rout cascade from %1: %2 checks, %3 failed.")
        .arg(triggers.join(QStringLiteral(", ")))
        .arg(e.checks)
        .arg(e.failures);
}

QString MoraleText::describe(const RallyCheckEvent &e, const NarrationContext &c)
{
    const QString unit = c.unitName(e.unit);
    if (e.result == RallyResult::NotRouted || !e.roll)
        return tr("%1 is not routed: no rally check.").arg(unit);
    const QString mods = modifierList(e.modifiers, e.leader ? c.leaderName(*e.leader) : QString());
    const QString value = mods.isEmpty() ? tr("rally value %1").arg(e.final)
                                         : tr("rally value %1 (base %2; %3)").arg(e.final).arg(e.base).arg(mods);
    return e.result == RallyResult::Rallied
               ? tr("%1 rally check: %2, rolled %3, less than %4: rallies, disrupted.").arg(unit, value).arg(*e.roll).arg(e.final)
               : tr("%1 rally check: %2, rolled %3, not less than %4: still routed.").arg(unit, value).arg(*e.roll).arg(e.final);
}

QString MoraleText::describe(const DisruptionRecoveryEvent &e, const NarrationContext &c)
{
    const QString unit = c.unitName(e.unit);
    if (!e.enemyAdjacent || !e.roll)
        return tr("%1 recovers from disruption (no enemy adjacent).").arg(unit);
    return e.result == RecoveryResult::Recovered
               ? tr("%1 recovers from disruption: rolled %2, at most its quality %3.").arg(unit).arg(*e.roll).arg(e.quality)
               : tr("%1 stays disrupted: rolled %2, more than its quality %3.").arg(unit).arg(*e.roll).arg(e.quality);
}

} // namespace hardtack
