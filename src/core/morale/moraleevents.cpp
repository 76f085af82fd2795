// Events are data (STYLE.md §6): morale checks and cascades as JSON objects
// the log keeps and the UI narrates, plus their translated explanations.

#include "moralerules.h"

#include <QJsonArray>

namespace hardtack {

namespace morale {

QJsonArray modifiersJson(const QVector<MoraleModifier> &modifiers)
{
    QJsonArray a;
    for (const MoraleModifier &m : modifiers)
        a.append(QJsonObject{{QStringLiteral("name"), m.name}, {QStringLiteral("amount"), m.amount}});
    return a;
}

} // namespace morale

using namespace morale;

QJsonObject moraleCheckEvent(const Scenario &s, const MoraleCheck &c, const MoraleSituation &sit, const QString &cause)
{
    const Unit &u = s.units.at(c.unit);
    QJsonObject e{
        {QStringLiteral("type"), QStringLiteral("morale-check")},
        {QStringLiteral("unit"), u.id},
        {QStringLiteral("side"), sideName(u.side)},
        {QStringLiteral("cause"), cause},
        {QStringLiteral("phase"), phaseName(sit.phase)},
        {QStringLiteral("base"), c.value.base},
        {QStringLiteral("modifiers"), modifiersJson(c.value.modifiers)},
        {QStringLiteral("final"), c.value.final},
        {QStringLiteral("roll"), c.roll},
        {QStringLiteral("failed"), c.failed()},
        {QStringLiteral("result"), moraleResultNames().at(int(c.result))},
        {QStringLiteral("before"), statusNames().at(int(c.before))},
        {QStringLiteral("after"), statusNames().at(int(u.status))},
        {QStringLiteral("stragglers"), c.stragglers},
    };
    if (c.artilleryHeld)
        e.insert(QStringLiteral("artilleryHeld"), true);
    e.insert(QStringLiteral("step"), c.step); // 0: an end-of-phase check
    if (c.step > 0) {
        e.insert(QStringLiteral("parent"), s.units.at(c.parent).id);
        e.insert(QStringLiteral("sameHex"), c.sameHex);
        e.insert(QStringLiteral("carriesOn"), c.carriesOn);
    }
    e.insert(QStringLiteral("text"), MoraleText::describe(e));
    return e;
}

QJsonObject cascadeEvent(const Scenario &s, const CascadeTree &tree, const MoraleSituation &sit)
{
    QJsonArray triggers;
    for (int t : tree.triggers)
        triggers.append(s.units.at(t).id);
    QJsonObject e{
        {QStringLiteral("type"), QStringLiteral("cascade")},
        {QStringLiteral("phase"), phaseName(sit.phase)},
        {QStringLiteral("triggers"), triggers},
        {QStringLiteral("checks"), int(tree.checks.size())},
        {QStringLiteral("failures"), tree.failures},
        {QStringLiteral("rings"), tree.rings},
        {QStringLiteral("night"), sit.night},
        {QStringLiteral("routLimiting"), sit.routLimiting},
    };
    e.insert(QStringLiteral("text"), MoraleText::describe(e));
    return e;
}

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

namespace {

QString modifierList(const QJsonArray &mods)
{
    QStringList parts;
    for (const QJsonValue &v : mods) {
        const QJsonObject m = v.toObject();
        const int amount = m.value(QStringLiteral("amount")).toInt();
        parts << QStringLiteral("%1%2 %3")
                     .arg(amount >= 0 ? QStringLiteral("+") : QString())
                     .arg(amount)
                     .arg(MoraleText::modifierName(m.value(QStringLiteral("name")).toString()));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString MoraleText::describe(const QJsonObject &e)
{
    const QString type = e.value(QStringLiteral("type")).toString();
    const QString unit = e.value(QStringLiteral("unit")).toString();
    const int base = e.value(QStringLiteral("base")).toInt();
    const int final = e.value(QStringLiteral("final")).toInt();
    const int roll = e.value(QStringLiteral("roll")).toInt();
    const QString mods = modifierList(e.value(QStringLiteral("modifiers")).toArray());

    if (type == QLatin1String("morale-check")) {
        QString why;
        if (e.contains(QStringLiteral("parent")))
            why = tr("%1 checks as panic spreads from %2 (cascade step %3)")
                      .arg(unit, e.value(QStringLiteral("parent")).toString(),
                           QString::number(e.value(QStringLiteral("step")).toInt()));
        else
            why = tr("%1 checks morale at the end of the phase").arg(unit);
        const QString value = mods.isEmpty() ? tr("morale %1").arg(final)
                                             : tr("morale %1 (base %2; %3)").arg(final).arg(base).arg(mods);
        const QString result = e.value(QStringLiteral("result")).toString();
        QString outcome;
        if (result == QLatin1String("passed"))
            outcome = tr("rolled %1: passed").arg(roll);
        else if (result == QLatin1String("routed"))
            outcome = tr("rolled %1, more than %2: routed").arg(roll).arg(final);
        else if (result == QLatin1String("disrupted") && e.value(QStringLiteral("artilleryHeld")).toBool())
            outcome = tr("rolled %1, more than %2: unlimbered guns do not rout, disrupted").arg(roll).arg(final);
        else if (result == QLatin1String("disrupted"))
            outcome = tr("rolled %1, more than %2: disrupted").arg(roll).arg(final);
        else
            outcome = tr("rolled %1, more than %2: stays routed, %3 men lost as stragglers")
                          .arg(roll)
                          .arg(final)
                          .arg(e.value(QStringLiteral("stragglers")).toInt());
        QString text = tr("%1: %2, %3.").arg(why, value, outcome);
        if (e.value(QStringLiteral("carriesOn")).toBool())
            text += QLatin1Char(' ') + tr("The panic spreads from its hex.");
        return text;
    }
    if (type == QLatin1String("cascade")) {
        QStringList triggers;
        for (const QJsonValue &v : e.value(QStringLiteral("triggers")).toArray())
            triggers << v.toString();
        return tr("Rout cascade from %1: %2 checks, %3 failed.")
            .arg(triggers.join(QStringLiteral(", ")))
            .arg(e.value(QStringLiteral("checks")).toInt())
            .arg(e.value(QStringLiteral("failures")).toInt());
    }
    if (type == QLatin1String("rally-check")) {
        const QString result = e.value(QStringLiteral("result")).toString();
        if (result == QLatin1String("not-routed"))
            return tr("%1 is not routed: no rally check.").arg(unit);
        const QString value = mods.isEmpty() ? tr("rally value %1").arg(final)
                                             : tr("rally value %1 (base %2; %3)").arg(final).arg(base).arg(mods);
        return result == QLatin1String("rallied")
                   ? tr("%1 rally check: %2, rolled %3, less than %4: rallies, disrupted.").arg(unit, value).arg(roll).arg(final)
                   : tr("%1 rally check: %2, rolled %3, not less than %4: still routed.").arg(unit, value).arg(roll).arg(final);
    }
    if (type == QLatin1String("disruption-recovery")) {
        const bool recovered = e.value(QStringLiteral("result")).toString() == QLatin1String("recovered");
        if (!e.value(QStringLiteral("enemyAdjacent")).toBool())
            return tr("%1 recovers from disruption (no enemy adjacent).").arg(unit);
        return recovered ? tr("%1 recovers from disruption: rolled %2, at most its quality %3.")
                               .arg(unit)
                               .arg(roll)
                               .arg(e.value(QStringLiteral("quality")).toInt())
                         : tr("%1 stays disrupted: rolled %2, more than its quality %3.")
                               .arg(unit)
                               .arg(roll)
                               .arg(e.value(QStringLiteral("quality")).toInt());
    }
    return QString();
}

} // namespace hardtack
