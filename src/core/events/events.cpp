#include "events.h"

namespace hardtack {

using eventio::latin1Names;

const QStringList &moraleCauseNames()
{
    static const QStringList n = latin1Names({"end-of-phase", "casualties", "fatigue-900", "casualties+fatigue-900", "cascade"});
    return n;
}
const QStringList &rallyResultNames()
{
    static const QStringList n = latin1Names({"not-routed", "rallied", "failed"});
    return n;
}
const QStringList &recoveryResultNames()
{
    static const QStringList n = latin1Names({"recovered", "disrupted"});
    return n;
}
const QStringList &retreatResultNames()
{
    static const QStringList n = latin1Names({"retreated", "no-enemy-in-sight", "no-retreat", "cornered", "slipped-away"});
    return n;
}
const QStringList &surrenderReasonNames()
{
    static const QStringList n = latin1Names({"cannot-retreat", "beaten-no-retreat", "overrun"});
    return n;
}
const QStringList &meleeResultNames()
{
    static const QStringList n = latin1Names({"attacker-wins", "defender-wins"});
    return n;
}
const QStringList &leaderCasualtyNames()
{
    static const QStringList n = latin1Names({"killed", "wounded"});
    return n;
}
const QStringList &battleEndReasonNames()
{
    static const QStringList n = latin1Names({"last-turn", "no-force"});
    return n;
}
const QStringList &ratingLetterNames()
{
    static const QStringList n = latin1Names({"A", "B", "C", "D", "E", "F"});
    return n;
}
const QStringList &moraleModifierNames()
{
    // RULES §9 and §10 (morale), §12 (rally: the leader's step, night halving).
    static const QStringList n = latin1Names({"leader", "ammo", "night", "fatigue-medium", "fatigue-high", "enfilade",
                                        "disrupted", "other-brigades", "rout-limiting", "night-halving"});
    return n;
}

const QStringList &eventTypeNames()
{
    static const QStringList n = eventio::kindNames(static_cast<const Event *>(nullptr));
    return n;
}

namespace eventio {
template<> const QStringList &namesOf<Side>() { return sideNames(); }
template<> const QStringList &namesOf<Phase>() { return phaseNames(); }
template<> const QStringList &namesOf<Status>() { return statusNames(); }
template<> const QStringList &namesOf<Ammo>() { return ammoNames(); }
template<> const QStringList &namesOf<UnitFormation>() { return unitFormationNames(); }
template<> const QStringList &namesOf<HexSide>() { return hexSideNames(); }
template<> const QStringList &namesOf<MoraleResult>() { return moraleResultNames(); }
template<> const QStringList &namesOf<VictoryLevel>() { return victoryLevelNames(); }
template<> const QStringList &namesOf<MoraleCause>() { return moraleCauseNames(); }
template<> const QStringList &namesOf<RallyResult>() { return rallyResultNames(); }
template<> const QStringList &namesOf<RecoveryResult>() { return recoveryResultNames(); }
template<> const QStringList &namesOf<RetreatResult>() { return retreatResultNames(); }
template<> const QStringList &namesOf<SurrenderReason>() { return surrenderReasonNames(); }
template<> const QStringList &namesOf<MeleeResult>() { return meleeResultNames(); }
template<> const QStringList &namesOf<LeaderCasualty>() { return leaderCasualtyNames(); }
template<> const QStringList &namesOf<BattleEndReason>() { return battleEndReasonNames(); }
template<> const QStringList &namesOf<RatingLetter>() { return ratingLetterNames(); }

void read(const JsonNode &n, QTime &t)
{
    const QString s = n.string();
    t = QTime::fromString(s, QStringLiteral("HH:mm"));
    if (!t.isValid())
        n.fail(JsonNode::tr("expected a time \"HH:MM\", found \"%1\"").arg(s.left(20)));
}
} // namespace eventio

BattleEndEvent BattleEndEvent::from(const VictoryResult &v, BattleEndReason reason)
{
    BattleEndEvent e;
    e.reason = reason;
    e.winner = v.winner;
    for (Side side : {Side::Union, Side::Confederate}) {
        const int i = int(side);
        e.result[side] = v.level[i];
        e.vp[side] = v.vp[i];
        e.objectivePoints[side] = v.objectivePoints[i];
        e.laurels[side] = v.laurels[i];
        const SideLosses &l = v.losses[i];
        e.casualties[side] = SideLossReport{l.men(), l.casualties, l.prisoners, l.stragglers, l.guns, l.wagons, l.leaders};
    }
    return e;
}

QString eventType(const Event &e)
{
    return eventio::kindOf(e);
}

const EventStamp &eventStamp(const Event &e)
{
    return std::visit([](const auto &x) -> const EventStamp & { return x.at; }, e);
}

EventStamp &eventStamp(Event &e)
{
    return std::visit([](auto &x) -> EventStamp & { return x.at; }, e);
}

QJsonObject eventToJson(const Event &e)
{
    return std::visit([](const auto &x) { return x.toJson(); }, e);
}

bool sameEvent(const Event &a, const Event &b)
{
    return a.index() == b.index() && eventToJson(a) == eventToJson(b);
}

QVector<QJsonObject> eventsToJson(const QVector<Event> &events)
{
    QVector<QJsonObject> out;
    out.reserve(events.size());
    for (const Event &e : events)
        out.append(eventToJson(e));
    return out;
}

bool sameEvents(const QVector<Event> &a, const QVector<Event> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!sameEvent(a.at(i), b.at(i)))
            return false;
    return true;
}

Event eventFromJson(const JsonNode &node)
{
    return eventio::readKind(node, eventTypeNames(), static_cast<const Event *>(nullptr),
                             [&node](auto kind) { return decltype(kind)::type::fromJson(node); });
}

std::optional<Event> eventFromJson(const QJsonObject &object, LoadError *error)
{
    return eventio::readOrError(object, error, [](const JsonNode &node) { return eventFromJson(node); });
}

} // namespace hardtack
