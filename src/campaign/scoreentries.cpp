// JSON of the score explanation entries: the one writer and the one strict
// reader of core/events/eventio.h walk each kind's fields() (docs/RULES.md
// "Explanations and history"). No prose here: src/narrator/campaign/ makes it.

#include "scoreentries.h"

namespace hardtack {

namespace {

template<typename T>
ScoreEntry readAs(const JsonNode &node)
{
    T t = eventio::readTyped<T>(node);
    if constexpr (std::is_same_v<T, ScoreChange>) {
        if (t.rule == ScoreRule::ShipLost && !t.ship)
            node.member(QStringLiteral("ship")); // throws: the member is missing
    }
    return t;
}

} // namespace

const QStringList &scoreKindNames()
{
    static const QStringList names = eventio::latin1Names({"unionMorale", "confederateMorale", "opinion"});
    return names;
}

const QStringList &victoryReasonNames()
{
    static const QStringList names{QString(), QStringLiteral("peace"), QStringLiteral("intervention"),
                                   QStringLiteral("campaigns")};
    return names;
}

const QStringList &scoreRuleNames()
{
    static const QStringList names = eventio::latin1Names(
        {"union-morale-per-turn", "confederate-morale-per-turn", "opinion-per-turn", "rates", "capture-held",
         "capture", "laurels-morale", "laurels-opinion", "casualties-morale", "casualties-opinion", "ship-lost",
         "union-greenback", "confederate-greenback", "confederate-greenback-opinion", "draft"});
    return names;
}

const QStringList &noEffectReasonNames()
{
    static const QStringList names = eventio::latin1Names({"no-change", "campaigns-over", "greenback-no-new-low", "already-drafted"});
    return names;
}

const QStringList &victoryConditionNames()
{
    static const QStringList names =
        eventio::latin1Names({"union-morale-zero", "confederate-morale-zero", "opinion-max", "campaigns"});
    return names;
}

namespace eventio {
template<> const QStringList &namesOf<ShipType>() { return shipTypeNames(); }
template<> const QStringList &namesOf<CityKind>() { return cityKindNames(); }
template<> const QStringList &namesOf<ScoreKind>() { return scoreKindNames(); }
template<> const QStringList &namesOf<VictoryReason>() { return victoryReasonNames(); }
template<> const QStringList &namesOf<ScoreRule>() { return scoreRuleNames(); }
template<> const QStringList &namesOf<NoEffectReason>() { return noEffectReasonNames(); }
template<> const QStringList &namesOf<VictoryCondition>() { return victoryConditionNames(); }
} // namespace eventio

// RULES.md "Explanations and history": the figures each rule's change carries.
bool ruleHasFigure(ScoreRule rule, ScoreFigure figure)
{
    using R = ScoreRule;
    using F = ScoreFigure;
    switch (rule) {
    case R::UnionMoralePerTurn:
    case R::ConfederateMoralePerTurn:
    case R::OpinionPerTurn: return figure == F::Points;
    case R::Rates: return figure == F::Side || figure == F::Rates;
    case R::CaptureHeld:
    case R::Capture: return figure == F::Side || figure == F::City;
    case R::LaurelsMorale:
    case R::LaurelsOpinion: return figure == F::Side || figure == F::Laurels;
    case R::CasualtiesMorale:
    case R::CasualtiesOpinion: return figure == F::Side || figure == F::Men || figure == F::Ship;
    case R::ShipLost: return figure == F::Side || figure == F::Ship || figure == F::Points;
    case R::UnionGreenback:
    case R::ConfederateGreenback:
    case R::ConfederateGreenbackOpinion: return figure == F::Greenback;
    case R::Draft: return figure == F::Side;
    }
    return false;
}

const QStringList &scoreEntryTypeNames()
{
    static const QStringList n = eventio::kindNames(static_cast<const ScoreEntry *>(nullptr));
    return n;
}

const ScoreStamp &scoreEntryStamp(const ScoreEntry &e)
{
    return std::visit([](const auto &x) -> const ScoreStamp & { return x.stamp; }, e);
}

QJsonObject scoreEntryToJson(const ScoreEntry &e)
{
    return eventio::writeTyped(e);
}

QJsonArray scoreEntriesToJson(const QList<ScoreEntry> &entries)
{
    QJsonArray out;
    for (const ScoreEntry &e : entries)
        out.append(scoreEntryToJson(e));
    return out;
}

ScoreEntry scoreEntryFromJson(const JsonNode &node)
{
    return eventio::readKind(node, scoreEntryTypeNames(), static_cast<const ScoreEntry *>(nullptr),
                             [&node](auto kind) { return readAs<typename decltype(kind)::type>(node); });
}

std::optional<ScoreEntry> scoreEntryFromJson(const QJsonObject &o, LoadError *error)
{
    return eventio::readOrError(o, error, [](const JsonNode &node) { return scoreEntryFromJson(node); });
}

} // namespace hardtack
