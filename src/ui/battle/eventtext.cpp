#include "eventtext.h"

#include "narrator/narrator.h"

#include "core/events/events.h"

#include "ui/common/names.h"

#include "core/scenario.h"

#include <QJsonArray>

namespace hardtack::ui {

namespace {

QString str(const QJsonObject &e, const char *k)
{
    return e.value(QLatin1String(k)).toString();
}

QString scalar(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? EventText::tr("yes") : EventText::tr("no");
    if (v.isDouble()) {
        const double d = v.toDouble();
        return d == std::floor(d) ? QString::number(qint64(d)) : QString::number(d, 'f', 2);
    }
    if (v.isString())
        return v.toString();
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue &x : v.toArray())
            parts << (x.isObject() ? QString() : scalar(x));
        parts.removeAll(QString());
        return parts.join(QStringLiteral(", "));
    }
    return QString();
}

std::optional<Hex> hexOf(const QJsonValue &v)
{
    // Hexes are written [col, row] (offset coordinates) in events.
    const QJsonArray a = v.toArray();
    if (a.size() == 2 && a.at(0).isDouble() && a.at(1).isDouble())
        return Hex::fromOffset(a.at(0).toInt(), a.at(1).toInt());
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains(QLatin1String("col")))
            return Hex::fromOffset(o.value(QLatin1String("col")).toInt(), o.value(QLatin1String("row")).toInt());
    }
    return std::nullopt;
}

const Scenario *s_scenario = nullptr;

// A unit's name when the scenario knows it, else its id.
QString unitName(const QString &id)
{
    if (s_scenario)
        if (const Unit *u = s_scenario->unit(id))
            return u->name;
    return id;
}

QString hexText(const QJsonValue &v)
{
    if (const auto h = hexOf(v))
        return Names::hex(*h);
    return QString();
}

QString num(double d, int decimals = 1)
{
    return d == std::floor(d) ? QString::number(qint64(d)) : QString::number(d, 'f', decimals);
}

} // namespace

void EventText::setScenario(const Scenario *scenario)
{
    s_scenario = scenario;
}

QString EventText::sentence(const QJsonObject &e)
{
    // The narrator (src/narrator) words every typed event in the reader's
    // language; the lines below only serve an event it cannot read.
    NarrationContext context;
    context.scenario = s_scenario;
    if (const std::optional<Event> typed = eventFromJson(e, nullptr))
        return narrate(*typed, context);
    const QString text = str(e, "text");
    if (!text.isEmpty())
        return text;
    const QString type = str(e, "type");
    const QString unit = unitName(str(e, "unit"));
    if (type == QLatin1String("battle-start"))
        return tr("The battle begins: %1.").arg(str(e, "title"));
    if (type == QLatin1String("player-turn"))
        return tr("The %1 player turn.").arg(str(e, "phasing"));
    if (type == QLatin1String("fatigue-recovery"))
        return tr("%1 rests: fatigue %2 → %3.").arg(unit).arg(e.value(QLatin1String("before")).toInt()).arg(e.value(QLatin1String("after")).toInt());
    if (type == QLatin1String("fire")) {
        QStringList firers;
        for (const QJsonValue &f : e.value(QLatin1String("firers")).toArray())
            firers << unitName(f.isObject() ? f.toObject().value(QLatin1String("unit")).toString() : f.toString());
        return tr("%1 fire at %2: %3 casualties.")
            .arg(firers.join(QStringLiteral(", ")), hexText(e.value(QLatin1String("target"))))
            .arg(e.value(QLatin1String("casualties")).toInt());
    }
    if (type == QLatin1String("ammo-check"))
        return e.value(QLatin1String("dropped")).toBool() ? tr("%1 runs low on ammunition (now %2).").arg(unit, str(e, "after"))
                                                          : tr("%1 keeps its ammunition.").arg(unit);
    if (type == QLatin1String("rout-retreat"))
        return tr("%1 routs and falls back %2 hex(es).").arg(unit).arg(e.value(QLatin1String("path")).toArray().size());
    if (type == QLatin1String("melee-retreat"))
        return tr("%1 retreats after the melee.").arg(unit);
    if (type == QLatin1String("rally-check"))
        return tr("%1 tries to rally: %2 (roll %3 against %4).").arg(unit, str(e, "result")).arg(e.value(QLatin1String("roll")).toInt()).arg(e.value(QLatin1String("final")).toInt());
    if (type == QLatin1String("disruption-recovery"))
        return tr("%1 tries to recover from disruption: %2 (roll %3).").arg(unit, str(e, "result")).arg(e.value(QLatin1String("roll")).toInt());
    if (type == QLatin1String("reinforcement"))
        return tr("Reinforcements arrive at %1: %2.").arg(hexText(e.value(QLatin1String("hex"))), scalar(e.value(QLatin1String("units"))));
    if (type == QLatin1String("battle-end"))
        return tr("The battle ends.");
    if (type == QLatin1String("game-turn"))
        return tr("Turn %1 begins.").arg(e.value(QLatin1String("turn")).toInt());
    if (type == QLatin1String("phase"))
        return tr("%1 phase.").arg(str(e, "phase"));
    if (type == QLatin1String("move")) {
        const QJsonArray path = e.value(QLatin1String("path")).toArray();
        return tr("%1 moves to %2 (%3 MP).")
            .arg(unit, path.isEmpty() ? QString() : hexText(path.last()))
            .arg(e.value(QLatin1String("mp")).toInt());
    }
    if (type == QLatin1String("facing"))
        return tr("%1 turns to face %2.").arg(unit, str(e, "to"));
    if (type == QLatin1String("formation"))
        return tr("%1 forms %2.").arg(unit, str(e, "to"));
    if (type == QLatin1String("reveal"))
        return tr("Enemy seen: %1.").arg(scalar(e.value(QLatin1String("units"))));
    // Fallback: the type and the key numbers.
    QStringList parts;
    for (const char *k : {"unit", "units", "firers", "attackers", "casualties", "losses", "roll", "result", "winner"})
        if (e.contains(QLatin1String(k)) && !scalar(e.value(QLatin1String(k))).isEmpty())
            parts << QStringLiteral("%1 %2").arg(QLatin1String(k), scalar(e.value(QLatin1String(k))));
    return parts.isEmpty() ? type : QStringLiteral("%1: %2").arg(type, parts.join(QStringLiteral("; ")));
}

QStringList EventText::explanation(const QJsonObject &e)
{
    NarrationContext context;
    context.scenario = s_scenario;
    // A typed event is explained by the narrator or not at all: a bare list
    // of its fields is no explanation (PRODUCT.md "every result explained").
    if (const std::optional<Event> typed = eventFromJson(e, nullptr))
        return explain(*typed, context);
    QStringList lines;
    if (str(e, "type") == QLatin1String("fire")) {
        // RULES §7: each firer's value (base × every factor − reductions), the roll, the result.
        for (const QJsonValue &v : e.value(QLatin1String("firers")).toArray()) {
            const QJsonObject f = v.toObject();
            QStringList parts{tr("base %1").arg(num(f.value(QLatin1String("base")).toDouble()))};
            for (const QJsonValue &x : f.value(QLatin1String("factors")).toArray())
                parts << QStringLiteral("× %1 %2").arg(num(x.toObject().value(QLatin1String("factor")).toDouble(), 2),
                                                     x.toObject().value(QLatin1String("name")).toString());
            if (f.value(QLatin1String("reduction")).toDouble() != 0)
                parts << tr("− %1 reductions").arg(num(f.value(QLatin1String("reduction")).toDouble()));
            lines << tr("%1: %2 = %3").arg(unitName(f.value(QLatin1String("unit")).toString()),
                                           parts.join(QLatin1Char(' ')), num(f.value(QLatin1String("value")).toDouble()));
        }
        lines << tr("Roll %1 (between %2 and %3) → %4 casualties")
                     .arg(num(e.value(QLatin1String("roll")).toDouble(), 2), num(e.value(QLatin1String("rollMin")).toDouble()),
                          num(e.value(QLatin1String("rollMax")).toDouble()))
                     .arg(e.value(QLatin1String("casualties")).toInt());
        for (const QJsonValue &v : e.value(QLatin1String("targets")).toArray()) {
            const QJsonObject t = v.toObject();
            lines << tr("%1 loses %2 (expected %3)").arg(unitName(t.value(QLatin1String("unit")).toString()))
                         .arg(t.value(QLatin1String("casualties")).toInt())
                         .arg(num(t.value(QLatin1String("expected")).toDouble()));
        }
        return lines;
    }
    if (e.contains(QLatin1String("base")))
        lines << tr("Base: %1").arg(scalar(e.value(QLatin1String("base"))));
    const QJsonArray mods = e.value(QLatin1String("modifiers")).toArray();
    for (const QJsonValue &v : mods) {
        const QJsonObject m = v.toObject();
        const double amount = m.value(QLatin1String("amount")).toDouble();
        lines << tr("  %1 %2").arg(amount >= 0 ? QStringLiteral("+%1").arg(amount) : QString::number(amount),
                                    m.value(QLatin1String("name")).toString());
    }
    if (e.contains(QLatin1String("final")))
        lines << tr("Final: %1").arg(scalar(e.value(QLatin1String("final"))));
    if (e.contains(QLatin1String("roll")))
        lines << tr("Die: %1").arg(scalar(e.value(QLatin1String("roll"))));
    for (auto it = e.begin(); it != e.end(); ++it) {
        const QString k = it.key();
        if (k == QLatin1String("text") || k == QLatin1String("type") || k == QLatin1String("base")
            || k == QLatin1String("modifiers") || k == QLatin1String("final") || k == QLatin1String("roll"))
            continue;
        if (it.value().isObject()) {
            const QJsonObject o = it.value().toObject();
            for (auto j = o.begin(); j != o.end(); ++j)
                lines << QStringLiteral("%1.%2: %3").arg(k, j.key(), scalar(j.value()));
            continue;
        }
        if (it.value().isArray() && !it.value().toArray().isEmpty() && it.value().toArray().at(0).isObject()) {
            int i = 0;
            for (const QJsonValue &v : it.value().toArray()) {
                QStringList fields;
                const QJsonObject o = v.toObject();
                for (auto j = o.begin(); j != o.end(); ++j)
                    fields << QStringLiteral("%1 %2").arg(j.key(), scalar(j.value()));
                lines << QStringLiteral("%1[%2]: %3").arg(k).arg(i++).arg(fields.join(QStringLiteral(", ")));
            }
            continue;
        }
        lines << QStringLiteral("%1: %2").arg(k, scalar(it.value()));
    }
    return lines;
}

std::optional<Hex> EventText::where(const QJsonObject &e, const Scenario &s)
{
    for (const char *k : {"target", "hex", "to", "at"})
        if (auto h = hexOf(e.value(QLatin1String(k))))
            return h;
    if (const QJsonArray path = e.value(QLatin1String("path")).toArray(); !path.isEmpty())
        if (auto h = hexOf(path.last()))
            return h;
    for (const char *k : {"unit", "parent"})
        if (const Unit *u = s.unit(str(e, k)); u && u->onMap)
            return u->hex;
    for (const char *k : {"units", "firers", "attackers", "triggers"})
        for (const QJsonValue &v : e.value(QLatin1String(k)).toArray())
            if (const Unit *u = s.unit(v.toString()); u && u->onMap)
                return u->hex;
    return std::nullopt;
}

bool EventText::isQuiet(const QJsonObject &e)
{
    const QString type = str(e, "type");
    return type == QLatin1String("view");
}

QString EventText::routineKind(const QJsonObject &e)
{
    const QString type = str(e, "type");
    if (type == QLatin1String("ammo-check") && !e.value(QLatin1String("dropped")).toBool())
        return tr("ammunition kept");
    if (type == QLatin1String("fatigue-recovery"))
        return tr("rest");
    if (type == QLatin1String("rally-check") && str(e, "result") == QLatin1String("failed"))
        return tr("no rally");
    if (type == QLatin1String("disruption-recovery") && str(e, "result") != QLatin1String("recovered"))
        return tr("still disrupted");
    return QString();
}

bool EventText::isTurnStart(const QJsonObject &e)
{
    return str(e, "type") == QLatin1String("game-turn");
}

bool EventText::isPhaseStart(const QJsonObject &e)
{
    // A player turn opens with its movement phase (no "phase" event of its own).
    return str(e, "type") == QLatin1String("phase") || str(e, "type") == QLatin1String("player-turn");
}

} // namespace hardtack::ui
