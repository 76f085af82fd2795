#include "eventtext.h"

#include "narrator/narrator.h"

#include "core/scenario.h"

#include <type_traits>

namespace hardtack::ui {

namespace {

const Scenario *s_scenario = nullptr;

std::optional<Hex> unitHex(const Scenario &s, const QString &id)
{
    if (const Unit *u = s.unit(id); u && u->onMap)
        return u->hex;
    return std::nullopt;
}

template<typename Reports>
std::optional<Hex> firstUnitHex(const Scenario &s, const Reports &reports)
{
    for (const auto &r : reports)
        if (auto h = unitHex(s, r.unit))
            return h;
    return std::nullopt;
}

std::optional<Hex> firstUnitHex(const Scenario &s, const QStringList &ids)
{
    for (const QString &id : ids)
        if (auto h = unitHex(s, id))
            return h;
    return std::nullopt;
}

} // namespace

void EventText::setScenario(const Scenario *scenario)
{
    s_scenario = scenario;
}

// Words come from the narrator alone (src/narrator, the CLI's too).
QString EventText::sentence(const Event &e)
{
    return narrate(e, NarrationContext{s_scenario});
}

QStringList EventText::explanation(const Event &e)
{
    return explain(e, NarrationContext{s_scenario});
}

std::optional<Hex> EventText::where(const Event &event, const Scenario &s)
{
    return std::visit(
        [&](const auto &e) -> std::optional<Hex> {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, FireEvent> || std::is_same_v<T, MeleeEvent>)
                return e.target;
            else if constexpr (std::is_same_v<T, MoveEvent> || std::is_same_v<T, LeaderMoveEvent>
                               || std::is_same_v<T, RoutRetreatEvent>)
                return e.path.isEmpty() ? std::optional<Hex>(e.from) : std::optional<Hex>(e.path.last());
            else if constexpr (std::is_same_v<T, AdvanceEvent> || std::is_same_v<T, MeleeRetreatEvent>
                               || std::is_same_v<T, LeaderDisplacedEvent>)
                return e.to;
            else if constexpr (std::is_same_v<T, SurrenderEvent> || std::is_same_v<T, LeaderCasualtyCheckEvent>
                               || std::is_same_v<T, ReinforcementEvent>)
                return e.hex;
            else if constexpr (std::is_same_v<T, RevealEvent>)
                return firstUnitHex(s, e.units);
            else if constexpr (std::is_same_v<T, CascadeEvent>)
                return firstUnitHex(s, e.triggers);
            else if constexpr (requires { e.unit; })
                return unitHex(s, e.unit);
            else
                return std::nullopt;
        },
        event);
}

QString EventText::routineKind(const Event &event)
{
    if (const auto *a = std::get_if<AmmoCheckEvent>(&event); a && !a->dropped)
        return tr("ammunition kept");
    if (std::holds_alternative<FatigueRecoveryEvent>(event))
        return tr("rest");
    if (const auto *r = std::get_if<RallyCheckEvent>(&event); r && r->result == RallyResult::Failed)
        return tr("no rally");
    if (const auto *d = std::get_if<DisruptionRecoveryEvent>(&event); d && d->result != RecoveryResult::Recovered)
        return tr("still disrupted");
    return QString();
}

bool EventText::isTurnStart(const Event &e)
{
    return std::holds_alternative<GameTurnEvent>(e);
}

bool EventText::isPhaseStart(const Event &e)
{
    // A player turn opens with its movement phase (no "phase" event of its own).
    return std::holds_alternative<PhaseEvent>(e) || std::holds_alternative<PlayerTurnEvent>(e);
}

} // namespace hardtack::ui
