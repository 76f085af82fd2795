#include "eventfilter.h"

#include "replay.h"

#include <type_traits>

namespace hardtack {

namespace {

// A leader is seen with a unit the side sees in its hex.
bool seesHex(const SideKnowledge &k, Hex h)
{
    for (const Ghost &g : k.seen)
        if (g.hex == h)
            return true;
    return false;
}

std::optional<Side> unitSide(const Scenario &s, const QString &id)
{
    if (const Unit *u = s.unit(id))
        return u->side;
    return std::nullopt;
}

std::optional<Side> leaderSide(const Scenario &s, const QString &id)
{
    for (const Formation &f : s.formations)
        if (f.leader.id == id)
            return f.side;
    return std::nullopt;
}

// One unit's event: its side, and the enemy if it sees the unit.
quint8 ofUnit(const Scenario &s, const SideKnowledge knowledge[2], const QString &id)
{
    const std::optional<Side> side = unitSide(s, id);
    if (!side)
        return kToldNone;
    quint8 m = toldBit(*side);
    if (knowledge[int(otherSide(*side))].sees(id))
        m |= toldBit(otherSide(*side));
    return m;
}

quint8 ofLeader(const Scenario &s, const SideKnowledge knowledge[2], const QString &id, std::initializer_list<Hex> hexes)
{
    const std::optional<Side> side = leaderSide(s, id);
    if (!side)
        return kToldNone;
    quint8 m = toldBit(*side);
    for (Hex h : hexes)
        if (seesHex(knowledge[int(otherSide(*side))], h))
            m |= toldBit(otherSide(*side));
    return m;
}

// A unit's change of place: told to the enemy only where it ended.
template<typename T>
constexpr bool isPlaceEvent = std::is_same_v<T, MoveEvent> || std::is_same_v<T, AdvanceEvent>
                              || std::is_same_v<T, MeleeRetreatEvent> || std::is_same_v<T, RoutRetreatEvent>;

template<typename T>
constexpr bool isOneUnitEvent =
    std::is_same_v<T, FacingEvent> || std::is_same_v<T, FormationEvent> || std::is_same_v<T, SurrenderEvent>
    || std::is_same_v<T, DispersedEvent> || std::is_same_v<T, MoraleCheckEvent> || std::is_same_v<T, RallyCheckEvent>
    || std::is_same_v<T, DisruptionRecoveryEvent>;

// What only the unit's own side knows of it (its fatigue, ammunition, supply
// and stragglers: not in the enemy's report of it, sideview.h).
template<typename T>
constexpr bool isOwnOnlyEvent = std::is_same_v<T, FatigueRecoveryEvent> || std::is_same_v<T, AmmoCheckEvent>
                                || std::is_same_v<T, ResupplyEvent> || std::is_same_v<T, StragglersReturnEvent>;

template<typename T>
constexpr bool isClockEvent = std::is_same_v<T, BattleStartEvent> || std::is_same_v<T, GameTurnEvent>
                              || std::is_same_v<T, PlayerTurnEvent> || std::is_same_v<T, PhaseEvent>
                              || std::is_same_v<T, BattleEndEvent>;

} // namespace

quint8 toldMask(const Event &event, const Scenario &s, const SideKnowledge before[2], const SideKnowledge after[2])
{
    if (!s.rules.fogOfWar)
        return kToldBoth;
    return std::visit(
        [&](const auto &e) -> quint8 {
            using T = std::decay_t<decltype(e)>;
            if constexpr (isClockEvent<T>) {
                return kToldBoth;
            } else if constexpr (std::is_same_v<T, RevealEvent>) {
                return toldBit(e.side);
            } else if constexpr (isPlaceEvent<T>) {
                return ofUnit(s, after, e.unit);
            } else if constexpr (isOwnOnlyEvent<T>) {
                const std::optional<Side> side = unitSide(s, e.unit);
                return side ? toldBit(*side) : kToldNone;
            } else if constexpr (isOneUnitEvent<T>) {
                return quint8(ofUnit(s, before, e.unit) | ofUnit(s, after, e.unit));
            } else if constexpr (std::is_same_v<T, FireEvent> || std::is_same_v<T, MeleeEvent>) {
                return kToldBoth;
            } else if constexpr (std::is_same_v<T, CascadeEvent>) {
                for (const QString &id : e.triggers)
                    if (const std::optional<Side> side = unitSide(s, id))
                        return toldBit(*side);
                return kToldNone;
            } else if constexpr (std::is_same_v<T, LeaderMoveEvent>) {
                return ofLeader(s, after, e.leader, {e.path.isEmpty() ? e.from : e.path.last()});
            } else if constexpr (std::is_same_v<T, LeaderCasualtyCheckEvent>) {
                return quint8(ofLeader(s, before, e.leader, {e.hex}) | ofLeader(s, after, e.leader, {e.hex}));
            } else if constexpr (std::is_same_v<T, LeaderDisplacedEvent>) {
                return ofLeader(s, after, e.leader, {e.to});
            } else if constexpr (std::is_same_v<T, ReinforcementEvent>) {
                for (const QString &id : e.units)
                    if (const std::optional<Side> side = unitSide(s, id))
                        return toldBit(*side);
                if (e.leaders)
                    for (const QString &id : *e.leaders)
                        if (const std::optional<Side> side = leaderSide(s, id))
                            return toldBit(*side);
                return kToldNone;
            } else {
                static_assert(sizeof(T) == 0, "every event kind has its rule (RULES §3)");
                return kToldNone;
            }
        },
        event);
}

bool isToldTo(const Battle &b, int index, Side side)
{
    if (index < 0 || index >= b.told.size())
        return false;
    return b.told.at(index) & toldBit(side);
}

void rebuildTold(Battle &b)
{
    b.told.clear();
    if (b.log.isEmpty())
        return;
    // Re-simulated: the masks as the game made them.
    int refused = -1;
    const Game g = replayOrders(b, &refused);
    if (refused < 0 && sameEvents(g.battle().log, b.log)) {
        b.told = g.battle().told;
        return;
    }
    // Told as if no side saw any enemy unit.
    const SideKnowledge blind[2];
    b.told.reserve(b.log.size());
    for (const Event &e : std::as_const(b.log))
        b.told.append(toldMask(e, b.scenario, blind, blind));
}

} // namespace hardtack
