#include "eventtext.h"

#include "narrator/narrator.h"

#include "core/scenario.h"

#include <QJsonArray>

namespace hardtack::ui {

namespace {

QString str(const QJsonObject &e, const char *k)
{
    return e.value(QLatin1String(k)).toString();
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

} // namespace

void EventText::setScenario(const Scenario *scenario)
{
    s_scenario = scenario;
}

// Words come from the narrator alone (src/narrator, the CLI's too): every
// logged event is one of its typed kinds (the loader and the rules make no
// other), and a malformed one is narrated as the reader's error.
QString EventText::sentence(const QJsonObject &e)
{
    return narrate(e, NarrationContext{s_scenario});
}

QStringList EventText::explanation(const QJsonObject &e)
{
    return explain(e, NarrationContext{s_scenario});
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
