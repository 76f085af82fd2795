#pragma once
// The explanation of the campaign scores (RULES §17, "events are data"): what
// Scores::apply did with one score event, as typed entries, one per score
// change and one per note, in the order they happened. No prose: the campaign
// narrator (src/narrator/campaign/) words them. Each struct lists its members
// once in a static `fields(self, visitor)`, as the battle's and the naval
// events do: the one JSON writer and the one strict reader of
// core/events/eventio.h walk that list (docs/RULES.md "Explanations and
// history" lists the JSON of each kind).

#include "scoreevents.h"

#include "core/events/eventio.h"
#include "core/types.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace hardtack {

enum class ScoreKind { UnionMorale, ConfederateMorale, Opinion };
const QStringList &scoreKindNames(); // unionMorale confederateMorale opinion (the JSON keys)

enum class VictoryReason { None, Peace, Intervention, Campaigns };
const QStringList &victoryReasonNames(); // "" peace intervention campaigns

// The rule a score change applies (its "rule" key).
enum class ScoreRule {
    UnionMoralePerTurn,
    ConfederateMoralePerTurn,
    OpinionPerTurn,
    Rates,
    CaptureHeld,
    Capture,
    LaurelsMorale,
    LaurelsOpinion,
    CasualtiesMorale,
    CasualtiesOpinion,
    ShipLost,
    UnionGreenback,
    ConfederateGreenback,
    ConfederateGreenbackOpinion,
    Draft,
};
// union-morale-per-turn confederate-morale-per-turn opinion-per-turn rates
// capture-held capture laurels-morale laurels-opinion casualties-morale
// casualties-opinion ship-lost union-greenback confederate-greenback
// confederate-greenback-opinion draft
const QStringList &scoreRuleNames();

// Why an event changed nothing.
enum class NoEffectReason { NoChange, CampaignsOver, GreenbackNoNewLow, AlreadyDrafted };
const QStringList &noEffectReasonNames(); // no-change campaigns-over greenback-no-new-low already-drafted

// Which victory condition was met.
enum class VictoryCondition { UnionMoraleZero, ConfederateMoraleZero, OpinionMax, Campaigns };
const QStringList &victoryConditionNames(); // union-morale-zero confederate-morale-zero opinion-max campaigns

namespace eventio {
template<> const QStringList &namesOf<Side>(); // core/events/events.cpp
template<> const QStringList &namesOf<ShipType>();
template<> const QStringList &namesOf<CityKind>();
template<> const QStringList &namesOf<ScoreKind>();
template<> const QStringList &namesOf<VictoryReason>();
template<> const QStringList &namesOf<ScoreRule>();
template<> const QStringList &namesOf<NoEffectReason>();
template<> const QStringList &namesOf<VictoryCondition>();
} // namespace eventio

// Where an entry stands: the index of the score event that made it, and the
// turn and campaign after it.
struct ScoreStamp
{
    int event = 0;
    int turn = 0;
    int campaign = 1;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("event", s.event); v("turn", s.turn); v("campaign", s.campaign); }
    bool operator==(const ScoreStamp &) const = default;
};

// One score moved by one rule: the change asked for, the score before and
// after (clamped to [0, max]) and the rule's figures. Which figures a rule
// has is fixed (ruleFigures in scoreentries.cpp, the table in RULES.md).
struct ScoreChange
{
    static constexpr const char *kType = "score-change";
    ScoreStamp stamp;
    ScoreKind score = ScoreKind::UnionMorale;
    double amount = 0; // the change asked for, in points
    double before = 0;
    double after = 0;
    bool clamped = false;
    double max = 0;
    bool warDecided = false; // the war was decided before this change
    ScoreRule rule = ScoreRule::UnionMoralePerTurn;
    // The rule's figures (only those of `rule` are meaningful, and only they
    // are in the JSON).
    double points = 0;                 // per-turn rules; ship-lost: its loss points
    Side side = Side::Union;           // whose capture, laurels, losses, rates, draft
    double perPercent = 0, taxFree = 0, tax = 0, tariffFree = 0, tariff = 0; // rates
    QString city;                      // capture, capture-held
    CityKind kind = CityKind::City;
    int level = 0;
    double perLevel = 0;
    double per = 0;                    // laurels and casualties: laurels or men per point
    double laurels = 0;
    int men = 0;                       // casualties
    std::optional<ShipType> ship;      // ship-lost; casualties: the crew lost with that ship
    double from = 0, to = 0;           // greenback rules, percent of face value

    template<typename S, typename V>
    static void fields(S &s, V &v);
    bool operator==(const ScoreChange &) const = default;
};

// If the capturer holds the city for `turns` turns, opinion changes by `opinion`.
struct CapturePending
{
    static constexpr const char *kType = "capture-pending";
    ScoreStamp stamp;
    QString city;
    Side side = Side::Union;
    double opinion = 0;
    int turns = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("city", s.city); v("side", s.side); v("opinion", s.opinion); v("turns", s.turns);
    }
    bool operator==(const CapturePending &) const = default;
};

// The capture of event `captureEvent` has been held `turns` turns.
struct CaptureHeld
{
    static constexpr const char *kType = "capture-held";
    ScoreStamp stamp;
    QString city;
    Side side = Side::Union;
    int captureEvent = 0;
    int turns = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("city", s.city); v("side", s.side); v("captureEvent", s.captureEvent); v("turns", s.turns);
    }
    bool operator==(const CaptureHeld &) const = default;
};

// `by` retook the city `side` had captured: the waiting effect is cancelled.
struct CaptureCancelled
{
    static constexpr const char *kType = "capture-cancelled";
    ScoreStamp stamp;
    QString city;
    Side side = Side::Union;
    int captureEvent = 0;
    Side by = Side::Union;
    int turns = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("city", s.city); v("side", s.side); v("captureEvent", s.captureEvent); v("by", s.by); v("turns", s.turns);
    }
    bool operator==(const CaptureCancelled &) const = default;
};

// New rates, and the morale they cost each turn from now on.
struct RatesSet
{
    static constexpr const char *kType = "rates";
    ScoreStamp stamp;
    Side side = Side::Union;
    double tax = 0;
    double tariff = 0;
    double perTurn = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("side", s.side); v("tax", s.tax); v("tariff", s.tariff); v("perTurn", s.perTurn);
    }
    bool operator==(const RatesSet &) const = default;
};

struct CampaignEnded
{
    static constexpr const char *kType = "campaign-end";
    ScoreStamp stamp;
    int ended = 0;
    int campaigns = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("ended", s.ended); v("campaigns", s.campaigns);
    }
    bool operator==(const CampaignEnded &) const = default;
};

// An event that moved no score, and why.
struct NoEffect
{
    static constexpr const char *kType = "no-effect";
    ScoreStamp stamp;
    NoEffectReason reason = NoEffectReason::NoChange;
    int campaigns = 0;        // campaigns-over
    Side side = Side::Union;  // greenback-no-new-low, already-drafted
    double value = 0;         // greenback-no-new-low: the new value
    double lowest = 0;        //   and the lowest so far
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("reason", s.reason);
        if (s.reason == NoEffectReason::CampaignsOver)
            v("campaigns", s.campaigns);
        if (s.reason == NoEffectReason::GreenbackNoNewLow || s.reason == NoEffectReason::AlreadyDrafted)
            v("side", s.side);
        if (s.reason == NoEffectReason::GreenbackNoNewLow) {
            v("value", s.value);
            v("lowest", s.lowest);
        }
    }
    bool operator==(const NoEffect &) const = default;
};

// The war is decided (the first condition met stands).
struct VictoryDecided
{
    static constexpr const char *kType = "victory";
    ScoreStamp stamp;
    Side winner = Side::Union;
    VictoryReason reason = VictoryReason::Peace;
    VictoryCondition condition = VictoryCondition::UnionMoraleZero;
    double max = 0;          // opinion-max
    int campaigns = 0;       // campaigns: after how many,
    double unionMorale = 0;  //   Union morale then
    double threshold = 0;    //   and the score it had to be above
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        ScoreStamp::fields(s.stamp, v);
        v("winner", s.winner); v("reason", s.reason); v("condition", s.condition);
        if (s.condition == VictoryCondition::OpinionMax)
            v("max", s.max);
        if (s.condition == VictoryCondition::Campaigns) {
            v("campaigns", s.campaigns);
            v("unionMorale", s.unionMorale);
            v("threshold", s.threshold);
        }
    }
    bool operator==(const VictoryDecided &) const = default;
};

using ScoreEntry =
    std::variant<ScoreChange, CapturePending, CaptureHeld, CaptureCancelled, RatesSet, CampaignEnded, NoEffect, VictoryDecided>;

// The rule's figures a score change carries, by rule (RULES.md's table).
enum class ScoreFigure { Points, Side, Rates, City, Laurels, Men, Ship, Greenback };
bool ruleHasFigure(ScoreRule rule, ScoreFigure figure);

template<typename S, typename V>
void ScoreChange::fields(S &s, V &v)
{
    ScoreStamp::fields(s.stamp, v);
    v("score", s.score); v("amount", s.amount); v("before", s.before); v("after", s.after);
    v("clamped", s.clamped); v("max", s.max); v("warDecided", s.warDecided); v("rule", s.rule);
    const ScoreRule r = s.rule; // read before the figures that depend on it
    if (ruleHasFigure(r, ScoreFigure::Points))
        v("points", s.points);
    if (ruleHasFigure(r, ScoreFigure::Side))
        v("side", s.side);
    if (ruleHasFigure(r, ScoreFigure::Rates)) {
        v("perPercent", s.perPercent); v("taxFree", s.taxFree); v("tax", s.tax);
        v("tariffFree", s.tariffFree); v("tariff", s.tariff);
    }
    if (ruleHasFigure(r, ScoreFigure::City)) {
        v("city", s.city); v("kind", s.kind); v("level", s.level); v("perLevel", s.perLevel);
    }
    if (ruleHasFigure(r, ScoreFigure::Laurels)) {
        v("per", s.per); v("laurels", s.laurels);
    }
    if (ruleHasFigure(r, ScoreFigure::Men)) {
        v("per", s.per); v("men", s.men);
    }
    if (ruleHasFigure(r, ScoreFigure::Ship))
        v("ship", s.ship); // optional for the casualties rules, required for ship-lost (below)
    if (ruleHasFigure(r, ScoreFigure::Greenback)) {
        v("from", s.from); v("to", s.to);
    }
}

const QStringList &scoreEntryTypeNames(); // the "type" of each alternative, in order
const ScoreStamp &scoreEntryStamp(const ScoreEntry &entry);

// JSON: {"type": …, "event", "turn", "campaign", the kind's members}.
QJsonObject scoreEntryToJson(const ScoreEntry &entry);
QJsonArray scoreEntriesToJson(const QList<ScoreEntry> &entries);
// Strict: throws LoadFailure naming the JSON path (an unknown member, a
// figure the rule has not, a missing one, a wrong type).
ScoreEntry scoreEntryFromJson(const JsonNode &node);
std::optional<ScoreEntry> scoreEntryFromJson(const QJsonObject &object, LoadError *error);

} // namespace hardtack
