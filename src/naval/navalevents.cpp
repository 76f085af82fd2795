// JSON of the naval events: the one writer and the one strict reader of
// core/events/eventio.h walk each kind's fields() (docs/RULES.md "Events").
// No prose here: the narrator (src/narrator/naval/) makes it.

#include "navalevents.h"

#include <algorithm>

namespace hardtack {

namespace eventio {
template<> const QStringList &namesOf<BreakLineResult>() { return breakLineResultNames(); }
} // namespace eventio


double NavalChance::raw() const
{
    double sum = 0;
    for (const NavalFactor &t : terms)
        sum += t.value;
    return sum;
}

double NavalChance::value() const
{
    return std::clamp(raw(), 0.0, 1.0);
}

// --- the variant ---

const QStringList &navalEventTypeNames()
{
    static const QStringList n = eventio::kindNames(static_cast<const NavalEvent *>(nullptr));
    return n;
}

QString navalEventType(const NavalEvent &e)
{
    return eventio::kindOf(e);
}

QJsonObject navalEventToJson(const NavalEvent &e)
{
    return eventio::writeTyped(e);
}

NavalEvent navalEventFromJson(const JsonNode &node)
{
    return eventio::readKind(node, navalEventTypeNames(), static_cast<const NavalEvent *>(nullptr),
                             [&node](auto kind) -> NavalEvent { return eventio::readTyped<typename decltype(kind)::type>(node); });
}

std::optional<NavalEvent> navalEventFromJson(const QJsonObject &o, LoadError *error)
{
    return eventio::readOrError(o, error, [](const JsonNode &node) { return navalEventFromJson(node); });
}

QJsonArray NavalLog::toJson() const
{
    QJsonArray out;
    for (const NavalEvent &e : m_events)
        out.append(navalEventToJson(e));
    return out;
}

QVector<QJsonObject> NavalLog::ofType(const QString &type) const
{
    QVector<QJsonObject> out;
    for (const NavalEvent &e : m_events)
        if (navalEventType(e) == type)
            out.append(navalEventToJson(e));
    return out;
}

} // namespace hardtack
