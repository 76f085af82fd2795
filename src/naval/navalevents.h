#pragma once
// Events are data (STYLE.md §6, issue 8): every roll, every strength and
// every result of a naval battle is one typed event, a small struct per kind
// with the numbers behind it and no prose. Each struct lists its members once
// in a static `fields(self, visitor)`, as the tactical battle's events do
// (core/events/events.h): the one JSON writer and the one strict reader of
// core/events/eventio.h walk that list. Sentences are made at the edge by the
// naval narrator (src/narrator/naval/). The kinds and their JSON keys are
// listed in docs/RULES.md ("Events").

#include "navalmodel.h"

#include "core/events/eventio.h"
#include "core/jsonio.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QVector>

#include <array>
#include <optional>
#include <variant>

namespace hardtack {

namespace eventio {
// The file names of the enums naval events hold (Side's is defined with the
// battle's events, core/events/events.cpp).
template<> const QStringList &namesOf<Side>();
template<> const QStringList &namesOf<BreakLineResult>();
} // namespace eventio

// One named factor of a product (strength, capture) or one term of a sum (a
// chance). `detail` and `amount`/`amount2` say what the factor is about in
// machine words and numbers (e.g. key "quality", detail "good", amount 1 at
// close quarters); the narrator turns them into a label. docs/RULES.md lists
// them per key.
struct NavalFactor
{
    QString key;        // stable machine name, e.g. "quality"
    double value = 0;   // the multiplier (strength) or the added probability (chance)
    QString detail;     // machine word, may be empty
    double amount = 0;
    double amount2 = 0;

    // {"factor": key, "value": x}, detail when not empty, amounts when not 0.
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("factor", s.key); v("value", s.value); v("detail", eventio::omitDefault(s.detail));
        v("amount", eventio::omitDefault(s.amount)); v("amount2", eventio::omitDefault(s.amount2));
    }
    bool operator==(const NavalFactor &) const = default;
};

// A probability built from a base and additive modifiers, clamped to [0, 1].
struct NavalChance
{
    QVector<NavalFactor> terms;  // the first term is the base
    double value() const;   // the clamped sum
    double raw() const;     // the unclamped sum
};

// The outcome of one roll against a chance: roll is uniform in [0, 1) and
// the roll succeeds when roll < chance. `terms` explain the chance when it
// is a sum (empty otherwise).
struct NavalRoll
{
    double chance = 0;
    double roll = 0;
    bool success = false;
    QVector<NavalFactor> terms;

    // Written flattened into the event that holds it (eventio::flattened):
    // chance, roll, success, and terms when there are any.
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("chance", s.chance); v("roll", s.roll); v("success", s.success); v("terms", eventio::omitDefault(s.terms));
    }
    bool operator==(const NavalRoll &) const = default;
};

// --- One struct per event kind (JSON "type" in kType) ---
//
// fields() lists the members in JSON; a roll's members are written flattened
// into the event (an optional roll is there iff "roll" is), a std::array<T, 2>
// is per side ({"union": …, "confederate": …}). The reader reads the members
// in the order listed, so a member present only for some values ("pinned")
// comes after the member it depends on.

#define HARDTACK_NAVAL_EVENT(NAME, TYPE)                                        \
    static constexpr const char *kType = TYPE;                                \
    bool operator==(const NAME &) const = default;

// Battle is joined: `ship` engages `target` (a ship or a battery).
struct NavalJoinEvent
{
    QString ship, target;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("ship", s.ship); v("target", s.target); }
    HARDTACK_NAVAL_EVENT(NavalJoinEvent, "join")
};
// No battle; reason "no-engage" or "frigate".
struct NavalNoBattleEvent
{
    QString reason;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("reason", s.reason); }
    HARDTACK_NAVAL_EVENT(NavalNoBattleEvent, "no-battle")
};
// Windward settled; how "pinned" (then also "pinned": true), "groups" or
// "roll" (then `roll`).
struct NavalWindwardEvent
{
    Side side = Side::Union;
    QString how;
    std::optional<NavalRoll> roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("side", s.side); v("how", s.how);
        v("pinned", eventio::when(s.how == QLatin1String("pinned"), eventio::constant(true)));
        v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalWindwardEvent, "windward")
};
// Evaders that must fight; reason "location" or "transports" (the side with
// the transports, its warships against the enemy's).
struct NavalNoEvasionEvent
{
    QString reason;
    Side side = Side::Union;
    QStringList ships;
    int warships = 0, enemyWarships = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("reason", s.reason); v("side", s.side); v("ships", s.ships); v("warships", s.warships);
        v("enemyWarships", s.enemyWarships);
    }
    HARDTACK_NAVAL_EVENT(NavalNoEvasionEvent, "no-evasion")
};
struct NavalShelterEvent
{
    Side side = Side::Union;
    QStringList ships;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("side", s.side); v("ships", s.ships); }
    HARDTACK_NAVAL_EVENT(NavalShelterEvent, "shelter")
};
struct NavalEvasionGroupEvent
{
    Side side = Side::Union;
    QStringList ships;
    bool leeward = false;
    NavalRoll roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("side", s.side); v("ships", s.ships); v("leeward", s.leeward); v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalEvasionGroupEvent, "evasion-group")
};
struct NavalEvasionAutomaticEvent
{
    Side side = Side::Union;
    QStringList ships;
    int fighting = 0, enemyFighting = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("side", s.side); v("ships", s.ships); v("fighting", s.fighting); v("enemyFighting", s.enemyFighting);
    }
    HARDTACK_NAVAL_EVENT(NavalEvasionAutomaticEvent, "evasion-automatic")
};
struct NavalEvasionEvent
{
    Side side = Side::Union;
    QString ship;
    bool leeward = false;
    int fighting = 0, enemyFighting = 0;
    NavalRoll roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("side", s.side); v("ship", s.ship); v("leeward", s.leeward); v("fighting", s.fighting);
        v("enemyFighting", s.enemyFighting); v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalEvasionEvent, "evasion")
};
// The range decided without a roll; reason "pinned" (then also "pinned":
// true), "harbor", "agreed", "no-enemy-ships" or "half"; range "close",
// "range" or "" (by ship; omitted).
struct NavalRangeEvent
{
    QString reason;
    QString range;
    Side side = Side::Union;   // "no-enemy-ships": the side without rangers; "half": the side whose rangers stay
    int own = 0, theirs = 0;   // "half": ships closing on each side
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("reason", s.reason); v("range", eventio::omitDefault(s.range)); v("side", s.side); v("own", s.own);
        v("theirs", s.theirs);
        v("pinned", eventio::when(s.reason == QLatin1String("pinned"), eventio::constant(true)));
    }
    HARDTACK_NAVAL_EVENT(NavalRangeEvent, "range")
};
// A closing roll by `side` against the listed `targets`; reason "one-side"
// (all of the enemy want range) or "fewer-than-half".
struct NavalClosingEvent
{
    Side side = Side::Union;
    QString reason;
    QStringList closers, targets;
    int own = 0, theirs = 0;
    NavalRoll roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("side", s.side); v("reason", s.reason); v("closers", s.closers); v("targets", s.targets);
        v("own", s.own); v("theirs", s.theirs); v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalClosingEvent, "closing")
};
// Breaking the line; reason "pinned" (then also "pinned": true and the
// pinned results as "breakLine"), "too-few-at-close", "melee",
// "too-few-trying" or "roll".
struct NavalBreakLineEvent
{
    QString reason;
    Side side = Side::Union;
    BreakLineResult result = BreakLineResult::None;
    std::array<BreakLineResult, 2> pinned{BreakLineResult::None, BreakLineResult::None};
    std::array<int, 2> atClose{0, 0};
    QStringList ships;         // the ships trying
    std::optional<NavalRoll> roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("reason", s.reason); v("side", s.side); v("result", s.result); v("atClose", s.atClose);
        v("ships", s.ships);
        const bool isPinned = s.reason == QLatin1String("pinned");
        v("pinned", eventio::when(isPinned, eventio::constant(true)));
        v("breakLine", eventio::when(isPinned, s.pinned));
        v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalBreakLineEvent, "break-line")
};
struct NavalStrengthEvent
{
    QString unit;
    Side side = Side::Union;
    bool battery = false;
    double value = 0;
    QVector<NavalFactor> factors;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("side", s.side); v("battery", s.battery); v("value", s.value); v("factors", s.factors);
    }
    HARDTACK_NAVAL_EVENT(NavalStrengthEvent, "strength")
};
struct NavalTotalEvent
{
    std::array<double, 2> total{0, 0};
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("total", s.total); }
    HARDTACK_NAVAL_EVENT(NavalTotalEvent, "total")
};
struct NavalFortuneEvent
{
    Side side = Side::Union;
    double fortune = 1, low = 0, high = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("side", s.side); v("fortune", s.fortune); v("low", s.low); v("high", s.high); }
    HARDTACK_NAVAL_EVENT(NavalFortuneEvent, "fortune")
};
// One side's fire in one round (RULES §16 outcome, docs/RULES.md).
struct NavalFireEvent
{
    int round = 0;
    Side side = Side::Union;
    double strength = 0;
    double batteryStrength = 0;  // of which the side's batteries
    double batteryFactor = 1;    // what a point of battery strength counts in the fire
    double perStrength = 0;      // points per battle per point of strength
    double closeFraction = 0;    // of the side's fighting units at close quarters
    double closeMultiplier = 1;
    double fortune = 1;
    int rounds = 0;
    double expected = 0;
    int targets = 0;             // enemy units in the fight at the round's start
    int maxPoints = 0;           // the most that can bear: kMaxPointsPerTarget per target
    int points = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("round", s.round); v("side", s.side); v("strength", s.strength); v("batteryStrength", s.batteryStrength);
        v("batteryFactor", s.batteryFactor); v("perStrength", s.perStrength); v("closeFraction", s.closeFraction);
        v("closeMultiplier", s.closeMultiplier); v("fortune", s.fortune); v("rounds", s.rounds);
        v("expected", s.expected); v("targets", s.targets); v("maxPoints", s.maxPoints); v("points", s.points);
    }
    HARDTACK_NAVAL_EVENT(NavalFireEvent, "fire")
};
// One damage point; part "hull", "propulsion", "battery" or "" (did not land).
struct NavalHitEvent
{
    QString firer, target;
    bool battery = false;   // the target is a battery
    bool landed = false;
    bool aimed = false;
    QString part;
    int level = 0;          // the target's hull or propulsion damage after the hit
    int menLost = 0;        // by this hit
    bool sunk = false, destroyed = false;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("firer", s.firer); v("target", s.target); v("battery", s.battery); v("landed", s.landed);
        v("aimed", s.aimed); v("part", eventio::maybeEmpty(s.part)); v("level", s.level); v("menLost", s.menLost);
        v("sunk", s.sunk); v("destroyed", s.destroyed);
    }
    HARDTACK_NAVAL_EVENT(NavalHitEvent, "hit")
};
struct NavalBreakOffEvent
{
    QString ship;
    bool brokeOff = false;
    int taken = 0, threshold = 0, propulsion = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("ship", s.ship); v("brokeOff", s.brokeOff); v("taken", s.taken); v("threshold", s.threshold);
        v("propulsion", s.propulsion);
    }
    HARDTACK_NAVAL_EVENT(NavalBreakOffEvent, "break-off")
};
// The winner (null when none): each side's squadron (its ships; its
// batteries only when it has no ship) before and after, the share it lost,
// and the share at which a side breaks (no winner when neither side reached
// it).
struct NavalWinnerEvent
{
    std::optional<Side> winner;
    std::array<double, 2> lossShare{0, 0}, before{0, 0}, after{0, 0};
    double breakShare = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("winner", eventio::nullable(s.winner)); v("lossShare", s.lossShare); v("before", s.before);
        v("after", s.after); v("breakShare", s.breakShare);
    }
    HARDTACK_NAVAL_EVENT(NavalWinnerEvent, "winner")
};
struct NavalCaptureEvent
{
    QString ship;
    NavalRoll roll;
    QVector<NavalFactor> factors;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("ship", s.ship); v("roll", eventio::flattened(s.roll)); v("factors", s.factors);
    }
    HARDTACK_NAVAL_EVENT(NavalCaptureEvent, "capture")
};
// A ship of the loser lost at the end of the battle other than by capture:
// reason "holed" (she founders, a roll against her hull damage) or "trapped"
// (too slow to get away and not taken: destroyed, no roll).
struct NavalSinkEvent
{
    QString ship, reason;
    int hull = 0, propulsion = 0;
    std::optional<NavalRoll> roll;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("ship", s.ship); v("reason", s.reason); v("hull", s.hull); v("propulsion", s.propulsion);
        v("roll", eventio::flattened(s.roll));
    }
    HARDTACK_NAVAL_EVENT(NavalSinkEvent, "sink")
};
struct NavalFleeEvent
{
    QString ship, to;
    bool brokeOff = false;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("ship", s.ship); v("to", s.to); v("brokeOff", s.brokeOff); }
    HARDTACK_NAVAL_EVENT(NavalFleeEvent, "flee")
};
struct NavalLossesEvent
{
    std::array<int, 2> casualties{0, 0}, lossPoints{0, 0}, laurels{0, 0};
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("casualties", s.casualties); v("lossPoints", s.lossPoints); v("laurels", s.laurels);
    }
    HARDTACK_NAVAL_EVENT(NavalLossesEvent, "losses")
};
struct NavalNoCombatEvent
{
    template<typename S, typename V>
    static void fields(S &, V &) {}
    HARDTACK_NAVAL_EVENT(NavalNoCombatEvent, "no-combat")
};

#undef HARDTACK_NAVAL_EVENT

using NavalEvent = std::variant<NavalJoinEvent, NavalNoBattleEvent, NavalWindwardEvent, NavalNoEvasionEvent,
                                NavalShelterEvent, NavalEvasionGroupEvent, NavalEvasionAutomaticEvent,
                                NavalEvasionEvent, NavalRangeEvent, NavalClosingEvent, NavalBreakLineEvent,
                                NavalStrengthEvent, NavalTotalEvent, NavalFortuneEvent, NavalFireEvent,
                                NavalHitEvent, NavalBreakOffEvent, NavalWinnerEvent, NavalCaptureEvent,
                                NavalSinkEvent, NavalFleeEvent, NavalLossesEvent, NavalNoCombatEvent>;

// Every naval event "type", in the order of NavalEvent's alternatives.
const QStringList &navalEventTypeNames();
QString navalEventType(const NavalEvent &e);
QJsonObject navalEventToJson(const NavalEvent &e);   // with "type"
// Strict: an unknown type, unknown or missing members, wrong types and
// unknown names (a side, a break-line result) are a LoadFailure naming the
// JSON path (inside a loader).
NavalEvent navalEventFromJson(const JsonNode &node);
// For callers outside a loader: the event, or nullopt and *error.
std::optional<NavalEvent> navalEventFromJson(const QJsonObject &o, LoadError *error = nullptr);

class NavalLog
{
public:
    void add(NavalEvent e) { m_events.append(std::move(e)); }

    const QVector<NavalEvent> &events() const { return m_events; }
    QJsonArray toJson() const;
    // Events of one kind, oldest first (for tests and the dialog).
    template <typename T>
    QVector<T> all() const
    {
        QVector<T> out;
        for (const NavalEvent &e : m_events)
            if (const T *t = std::get_if<T>(&e))
                out.append(*t);
        return out;
    }
    // Events of one JSON type, as JSON (for tests).
    QVector<QJsonObject> ofType(const QString &type) const;

private:
    QVector<NavalEvent> m_events;
};

} // namespace hardtack
