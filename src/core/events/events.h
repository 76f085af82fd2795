#pragma once
// The events of a tactical battle (RULES: events are data, STYLE §6). One
// struct per kind, one JSON shape each: ids, hexes, enum names and numbers,
// never prose. The narrator (src/narrator) turns them into sentences in the
// reader's language; docs/FORMATS.md "Events" is the reference of every field.
//
// Each struct names its JSON "type" (kType), lists its members once in
// `fields()` (the writer and the strict reader both walk that list), and has
// toJson() / fromJson(). A struct's `at` is the moment it happened (turn,
// phasing side, phase); it is filled when the game logs the event.

#include "core/hex.h"
#include "core/jsonio.h"
#include "core/types.h"
#include "core/morale/moraletypes.h"
#include "core/rules/victory.h"

#include "eventio.h"

#include <QJsonObject>
#include <QStringList>
#include <QTime>
#include <QVector>

#include <optional>
#include <variant>

namespace hardtack {

// ---- enumerations held by events ------------------------------------------

// Why a unit took a morale check (RULES §9, §10).
enum class MoraleCause { EndOfPhase, Casualties, Fatigue900, CasualtiesAndFatigue900, Cascade };
const QStringList &moraleCauseNames(); // end-of-phase casualties fatigue-900 casualties+fatigue-900 cascade
enum class RallyResult { NotRouted, Rallied, Failed };
const QStringList &rallyResultNames(); // not-routed rallied failed
enum class RecoveryResult { Recovered, Disrupted };
const QStringList &recoveryResultNames(); // recovered disrupted
// RULES §11: a rout retreat that found no route stays where it is when no
// enemy unit is adjacent (cornered); hemmed in by an adjacent enemy it slips
// one hex into any free neighbour (slipped-away, path of one hex), and only
// with none is it followed by a SurrenderEvent (no-retreat).
enum class RetreatResult { Retreated, NoEnemyInSight, NoRetreat, Cornered, SlippedAway };
const QStringList &retreatResultNames(); // retreated no-enemy-in-sight no-retreat cornered slipped-away
enum class SurrenderReason { CannotRetreat, BeatenNoRetreat, Overrun };
const QStringList &surrenderReasonNames(); // cannot-retreat beaten-no-retreat overrun
enum class MeleeResult { AttackerWins, DefenderWins };
const QStringList &meleeResultNames(); // attacker-wins defender-wins
enum class LeaderCasualty { Killed, Wounded };
const QStringList &leaderCasualtyNames(); // killed wounded
enum class BattleEndReason { LastTurn, NoForce };
const QStringList &battleEndReasonNames(); // last-turn no-force
// Quality and leadership ratings as letters in files (A=6 … F=1).
enum class RatingLetter { A, B, C, D, E, F };
const QStringList &ratingLetterNames(); // A B C D E F
inline RatingLetter ratingLetter(int rating) { return RatingLetter(6 - rating); }
inline int ratingOf(RatingLetter l) { return 6 - int(l); }

// The moment an event happened. turn 0: not yet logged (Game::emitEvent
// stamps it); toJson writes turn, phasing and phase only once stamped.
struct EventStamp
{
    int turn = 0;
    Side phasing = Side::Union;
    Phase phase = Phase::Movement;
    bool stamped() const { return turn > 0; }
};

template<typename T>
struct EventBase
{
    EventStamp at;
    QJsonObject toJson() const;
    // Strict: unknown or missing members, wrong types and unknown names are a
    // LoadFailure naming the JSON path.
    static T fromJson(const JsonNode &node);
};

// ---- parts of events --------------------------------------------------------

// A multiplying factor of a fire value or melee strength ("long-range" 0.5, …)
// or a terrain reduction (negative fraction: "terrain" -0.25).
struct FactorEntry
{
    QString name;
    double factor = 1.0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("name", s.name); v("factor", s.factor); }
};

// RULES §7: guns lost with men (artillery only).
struct GunLoss
{
    int whole = 0;                  // one per 25 men
    int remainder = 0;              // men beyond the last 25
    std::optional<double> chance;   // remainder / 25, when there is a remainder
    std::optional<double> roll;     // uniform [0,1): a gun more when below chance
    int gunsLost = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("whole", s.whole); v("remainder", s.remainder); v("chance", s.chance); v("roll", s.roll);
        v("gunsLost", s.gunsLost);
    }
};

// RULES §5: fatigue gained with losses: uniform [min, max] × multiplier.
struct FatigueGain
{
    int min = 0, max = 0, roll = 0;
    double multiplier = 1.0;
    int gain = 0, before = 0, after = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("min", s.min); v("max", s.max); v("roll", s.roll); v("multiplier", s.multiplier);
        v("gain", s.gain); v("before", s.before); v("after", s.after);
    }
};

// What losses did to one unit (applyLosses, RULES §5, §7).
struct LossReport
{
    QString unit;
    int lost = 0;
    std::optional<GunLoss> guns;         // artillery with guns only
    std::optional<FatigueGain> fatigue;  // when men were lost
    bool fatigueAtMaximum = false;       // at 900 and gaining more: a check is owed
    bool eliminated = false;             // no men left
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("lost", s.lost); v("guns", s.guns); v("fatigue", s.fatigue);
        v("fatigueAtMaximum", s.fatigueAtMaximum); v("eliminated", s.eliminated);
    }
};

struct FirerReport
{
    QString unit;
    Hex hex;
    double base = 0;                 // men (or guns) × weapon value
    QVector<FactorEntry> factors;
    double value = 0;                // base × factors
    QVector<FactorEntry> reductions; // terrain, hexside, height
    int reduction = 0;               // percent, capped at 90
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("hex", s.hex); v("base", s.base); v("factors", s.factors); v("value", s.value);
        v("reductions", s.reductions); v("reduction", s.reduction);
    }
};

struct FireTargetReport
{
    QString unit;
    double share = 0;          // its men / men of its side in the hex
    QVector<bool> enfilade;    // per firer
    bool exposedFormation = false;
    double value = 0;          // fire value against it
    double expected = 0;
    int casualties = 0;
    LossReport losses;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("share", s.share); v("enfilade", s.enfilade); v("exposedFormation", s.exposedFormation);
        v("value", s.value); v("expected", s.expected); v("casualties", s.casualties); v("losses", s.losses);
    }
};

struct MeleeSideReport
{
    QString unit;
    int men = 0;
    QVector<FactorEntry> factors;
    double strength = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("men", s.men); v("factors", s.factors); v("strength", s.strength);
    }
};

struct MeleeCasualtyReport
{
    QString unit;
    double share = 0;
    double value = 0;            // the other side's fire value against it (RULES §8 "as fire")
    QVector<int> reductions;     // percent, per firer (terrain, hexside, height; capped)
    bool exposedFormation = false;
    double multiplier = 1.0;     // the loser's casualties doubled
    double expected = 0;
    int casualties = 0;
    LossReport losses;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("share", s.share); v("value", s.value); v("reductions", s.reductions);
        v("exposedFormation", s.exposedFormation); v("multiplier", s.multiplier); v("expected", s.expected);
        v("casualties", s.casualties); v("losses", s.losses);
    }
};

struct PlacedUnit
{
    QString unit;
    Hex hex;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("hex", s.hex); }
};

// RULES §15: one side's losses at the end.
struct SideLossReport
{
    int men = 0, killedWounded = 0, prisoners = 0, stragglers = 0, guns = 0, wagons = 0, leaders = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("men", s.men); v("killedWounded", s.killedWounded); v("prisoners", s.prisoners);
        v("stragglers", s.stragglers); v("guns", s.guns); v("wagons", s.wagons); v("leaders", s.leaders);
    }
};

// A value per side, written {"union": …, "confederate": …}.
template<typename T>
struct PerSide
{
    T union_{};
    T confederate{};
    T &operator[](Side s) { return s == Side::Union ? union_ : confederate; }
    const T &operator[](Side s) const { return s == Side::Union ? union_ : confederate; }
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("union", s.union_); v("confederate", s.confederate); }
};

// ---- the events ------------------------------------------------------------

struct BattleStartEvent : EventBase<BattleStartEvent>
{
    static constexpr const char *kType = "battle-start";
    QString seed; // decimal (64 bits do not fit a JSON number)
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("seed", s.seed); }
};

struct GameTurnEvent : EventBase<GameTurnEvent>
{
    static constexpr const char *kType = "game-turn";
    QTime time;
    bool night = false;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("time", s.time); v("night", s.night); }
};

struct PlayerTurnEvent : EventBase<PlayerTurnEvent>
{
    static constexpr const char *kType = "player-turn";
    template<typename S, typename V>
    static void fields(S &, V &) {}
};

struct PhaseEvent : EventBase<PhaseEvent>
{
    static constexpr const char *kType = "phase";
    template<typename S, typename V>
    static void fields(S &, V &) {}
};

struct MoveEvent : EventBase<MoveEvent>
{
    static constexpr const char *kType = "move";
    QString unit;
    Hex from;
    QVector<Hex> path;
    int mp = 0;
    HexSide facing = HexSide::N;
    bool enteredEnemyZoc = false;
    bool interrupted = false; // RULES §4, §14: a hidden enemy stopped it short of the order's path
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("from", s.from); v("path", s.path); v("mp", s.mp); v("facing", s.facing);
        v("enteredEnemyZoc", s.enteredEnemyZoc); v("interrupted", s.interrupted);
    }
};

struct LeaderMoveEvent : EventBase<LeaderMoveEvent>
{
    static constexpr const char *kType = "leader-move";
    QString leader;
    Hex from;
    QVector<Hex> path;
    int mp = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("leader", s.leader); v("from", s.from); v("path", s.path); v("mp", s.mp); }
};

struct FacingEvent : EventBase<FacingEvent>
{
    static constexpr const char *kType = "facing";
    QString unit;
    HexSide from = HexSide::N, to = HexSide::N;
    int mp = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("from", s.from); v("to", s.to); v("mp", s.mp); }
};

struct FormationEvent : EventBase<FormationEvent>
{
    static constexpr const char *kType = "formation";
    QString unit;
    UnitFormation from = UnitFormation::Line, to = UnitFormation::Line;
    int mp = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("from", s.from); v("to", s.to); v("mp", s.mp); }
};

// Enemy units that came into view of `side` (RULES §14); undo stops here.
struct RevealEvent : EventBase<RevealEvent>
{
    static constexpr const char *kType = "reveal";
    Side side = Side::Union;
    QStringList units;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("side", s.side); v("units", s.units); }
};

// RULES §7.
struct FireEvent : EventBase<FireEvent>
{
    static constexpr const char *kType = "fire";
    Hex target;
    QVector<FirerReport> firers;
    QVector<FireTargetReport> targets;
    double value = 0;                          // the summed fire value after every §7 modifier
    double rollMin = 0, rollMax = 0, roll = 0; // casualty roll, uniform [rollMin, rollMax]
    int casualties = 0;
    std::optional<double> density;             // the target hex's density factor (RULES §7)
    int menInHex = 0;                          // the men it was worked out from
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("target", s.target); v("firers", s.firers); v("targets", s.targets); v("value", s.value);
        v("rollMin", s.rollMin); v("rollMax", s.rollMax); v("roll", s.roll); v("casualties", s.casualties);
        v("density", s.density);
        if (s.density)
            v("menInHex", s.menInHex);
    }
};

// RULES §8.
struct MeleeEvent : EventBase<MeleeEvent>
{
    static constexpr const char *kType = "melee";
    Hex target;
    QVector<MeleeSideReport> attackers, defenders;
    double attack = 0, defence = 0, odds = 0, threshold = 0;
    int minWinningRoll = 0;
    int roll = 0;
    MeleeResult result = MeleeResult::DefenderWins;
    // RULES §8: each side's casualties are fire with each man worth 1.0.
    QVector<FirerReport> attackerFire, defenderFire;
    double loserMultiplier = 2.0;
    double defenderCasualtyRoll = 0;
    QVector<MeleeCasualtyReport> defenderCasualties;
    double attackerCasualtyRoll = 0;
    QVector<MeleeCasualtyReport> attackerCasualties;
    // RULES §7 density factors of each side's losses (the men of that side).
    std::optional<double> defenderDensity, attackerDensity;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("target", s.target); v("attackers", s.attackers); v("defenders", s.defenders); v("attack", s.attack);
        v("defence", s.defence); v("odds", s.odds); v("threshold", s.threshold);
        v("minWinningRoll", s.minWinningRoll); v("roll", s.roll); v("result", s.result);
        v("attackerFire", s.attackerFire); v("defenderFire", s.defenderFire); v("loserMultiplier", s.loserMultiplier);
        v("defenderCasualtyRoll", s.defenderCasualtyRoll); v("defenderCasualties", s.defenderCasualties);
        v("attackerCasualtyRoll", s.attackerCasualtyRoll); v("attackerCasualties", s.attackerCasualties);
        v("defenderDensity", s.defenderDensity); v("attackerDensity", s.attackerDensity);
    }
};

// RULES §8: a winning attacker advances into the emptied hex.
struct AdvanceEvent : EventBase<AdvanceEvent>
{
    static constexpr const char *kType = "advance";
    QString unit;
    Hex from, to;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("from", s.from); v("to", s.to); }
};

// RULES §8: a beaten defender falls back one hex.
struct MeleeRetreatEvent : EventBase<MeleeRetreatEvent>
{
    static constexpr const char *kType = "melee-retreat";
    QString unit;
    Hex from, to;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("from", s.from); v("to", s.to); }
};

// RULES §11. result no-retreat: a SurrenderEvent of the unit follows.
struct RoutRetreatEvent : EventBase<RoutRetreatEvent>
{
    static constexpr const char *kType = "rout-retreat";
    QString unit;
    Hex from;
    int maxHexes = 0;
    QVector<Hex> path;
    RetreatResult result = RetreatResult::Retreated;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("from", s.from); v("maxHexes", s.maxHexes); v("path", s.path); v("result", s.result);
    }
};

// RULES §8, §11: every man a prisoner, every gun lost.
struct SurrenderEvent : EventBase<SurrenderEvent>
{
    static constexpr const char *kType = "surrender";
    QString unit;
    Hex hex;
    int prisoners = 0;
    int guns = 0;
    SurrenderReason reason = SurrenderReason::CannotRetreat;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("hex", s.hex); v("prisoners", s.prisoners); v("guns", s.guns); v("reason", s.reason);
    }
};

// Stragglers took the unit's last men.
struct DispersedEvent : EventBase<DispersedEvent>
{
    static constexpr const char *kType = "dispersed";
    QString unit;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); }
};

// RULES §9, §10: one morale check, end of phase (step 0) or in a cascade.
struct MoraleCheckEvent : EventBase<MoraleCheckEvent>
{
    static constexpr const char *kType = "morale-check";
    QString unit;
    Side side = Side::Union;               // the unit's side
    MoraleCause cause = MoraleCause::EndOfPhase;
    int base = 0;
    QVector<MoraleModifier> modifiers;     // names: see moraleModifierNames()
    int final = 0;
    int roll = 0;
    bool failed = false;
    MoraleResult result = MoraleResult::Passed;
    Status before = Status::Normal, after = Status::Normal;
    int stragglers = 0;
    bool artilleryHeld = false;            // unlimbered guns disrupted instead of routed
    int step = 0;                          // cascade ring; 0: end of phase
    std::optional<QString> parent;         // cascade: the unit the panic spread from
    bool sameHex = false;
    bool carriesOn = false;                // the cascade goes on from its hex
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("side", s.side); v("cause", s.cause); v("base", s.base); v("modifiers", s.modifiers);
        v("final", s.final); v("roll", s.roll); v("failed", s.failed); v("result", s.result);
        v("before", s.before); v("after", s.after); v("stragglers", s.stragglers);
        v("artilleryHeld", s.artilleryHeld); v("step", s.step); v("parent", s.parent); v("sameHex", s.sameHex);
        v("carriesOn", s.carriesOn);
    }
};

// RULES §10: the summary of one rout cascade; its checks follow.
struct CascadeEvent : EventBase<CascadeEvent>
{
    static constexpr const char *kType = "cascade";
    QStringList triggers;
    int checks = 0, failures = 0, rings = 0;
    bool night = false, routLimiting = false;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("triggers", s.triggers); v("checks", s.checks); v("failures", s.failures); v("rings", s.rings);
        v("night", s.night); v("routLimiting", s.routLimiting);
    }
};

// RULES §12. A unit that is not routed rolls nothing (no roll).
struct RallyCheckEvent : EventBase<RallyCheckEvent>
{
    static constexpr const char *kType = "rally-check";
    QString unit;
    Side side = Side::Union;
    bool night = false;
    int base = 0;
    QVector<MoraleModifier> modifiers;  // "leader" (see leader), "night-halving"
    std::optional<QString> leader;      // the leader whose rating counted
    int final = 0;
    std::optional<int> roll;
    RallyResult result = RallyResult::NotRouted;
    Status status = Status::Routed;     // after the check
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("side", s.side); v("night", s.night); v("base", s.base); v("modifiers", s.modifiers);
        v("leader", s.leader); v("final", s.final); v("roll", s.roll); v("result", s.result); v("status", s.status);
    }
};

// RULES §12 [default]. No enemy adjacent: recovers with no roll.
struct DisruptionRecoveryEvent : EventBase<DisruptionRecoveryEvent>
{
    static constexpr const char *kType = "disruption-recovery";
    QString unit;
    Side side = Side::Union;
    int quality = 0;
    bool enemyAdjacent = false;
    std::optional<int> roll;
    RecoveryResult result = RecoveryResult::Recovered;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("side", s.side); v("quality", s.quality); v("enemyAdjacent", s.enemyAdjacent);
        v("roll", s.roll); v("result", s.result);
    }
};

// RULES §5.
struct FatigueRecoveryEvent : EventBase<FatigueRecoveryEvent>
{
    static constexpr const char *kType = "fatigue-recovery";
    QString unit;
    bool night = false;
    int min = 0, max = 0, roll = 0, before = 0, after = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("night", s.night); v("min", s.min); v("max", s.max); v("roll", s.roll);
        v("before", s.before); v("after", s.after);
    }
};

// RULES §6.
struct AmmoCheckEvent : EventBase<AmmoCheckEvent>
{
    static constexpr const char *kType = "ammo-check";
    QString unit;
    double chance = 0, roll = 0;
    bool dropped = false;
    Ammo before = Ammo::Normal, after = Ammo::Normal;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("chance", s.chance); v("roll", s.roll); v("dropped", s.dropped); v("before", s.before);
        v("after", s.after);
    }
};

// RULES §6.
struct ResupplyEvent : EventBase<ResupplyEvent>
{
    static constexpr const char *kType = "resupply";
    QString unit;
    QString wagon;
    int distance = 0, cost = 0;
    Ammo before = Ammo::Low;
    int supplyLeft = 0;
    bool wagonLeaves = false; // ran empty: leaves the map
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("unit", s.unit); v("wagon", s.wagon); v("distance", s.distance); v("cost", s.cost); v("before", s.before);
        v("supplyLeft", s.supplyLeft); v("wagonLeaves", s.wagonLeaves);
    }
};

// RULES §11: at night a quarter of the stragglers come back.
struct StragglersReturnEvent : EventBase<StragglersReturnEvent>
{
    static constexpr const char *kType = "stragglers-return";
    QString unit;
    int returned = 0, stillLost = 0;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("unit", s.unit); v("returned", s.returned); v("stillLost", s.stillLost); }
};

// RULES §7, §13: a leader in a hex fired upon with effect.
struct LeaderCasualtyCheckEvent : EventBase<LeaderCasualtyCheckEvent>
{
    static constexpr const char *kType = "leader-casualty-check";
    QString leader;
    QString formation;
    Hex hex;
    double chance = 0, roll = 0;
    bool hit = false;
    std::optional<LeaderCasualty> result;              // when hit
    std::optional<RatingLetter> replacementRating;     // when hit: the replacement's rating
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("leader", s.leader); v("formation", s.formation); v("hex", s.hex); v("chance", s.chance);
        v("roll", s.roll); v("hit", s.hit); v("result", s.result); v("replacementRating", s.replacementRating);
    }
};

// RULES §13: a leader left alone with the enemy joins the nearest friendly unit.
struct LeaderDisplacedEvent : EventBase<LeaderDisplacedEvent>
{
    static constexpr const char *kType = "leader-displaced";
    QString leader;
    Hex from, to;
    template<typename S, typename V>
    static void fields(S &s, V &v) { v("leader", s.leader); v("from", s.from); v("to", s.to); }
};

// RULES §15.
struct ReinforcementEvent : EventBase<ReinforcementEvent>
{
    static constexpr const char *kType = "reinforcement";
    QStringList units;
    Hex hex;
    int chance = 100;
    std::optional<int> roll;      // d100, when the chance is below 100
    bool arrived = false;
    QVector<PlacedUnit> placed;   // where each arriving unit was placed
    // Leaders arriving with the group (FORMATS.md "Reinforcement"); they join
    // at the hex of its first placed unit. Absent when none arrive.
    std::optional<QStringList> leaders;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("units", s.units); v("hex", s.hex); v("chance", s.chance); v("roll", s.roll); v("arrived", s.arrived);
        v("placed", s.placed); v("leaders", s.leaders);
    }
};

// RULES §15: the battle's result.
struct BattleEndEvent : EventBase<BattleEndEvent>
{
    static constexpr const char *kType = "battle-end";
    BattleEndReason reason = BattleEndReason::LastTurn;
    PerSide<VictoryLevel> result;
    std::optional<Side> winner;
    PerSide<int> vp, objectivePoints, laurels;
    PerSide<SideLossReport> casualties;
    template<typename S, typename V>
    static void fields(S &s, V &v)
    {
        v("reason", s.reason); v("result", s.result); v("winner", s.winner); v("vp", s.vp);
        v("objectivePoints", s.objectivePoints); v("casualties", s.casualties); v("laurels", s.laurels);
    }
    static BattleEndEvent from(const VictoryResult &v, BattleEndReason reason);
};

using Event = std::variant<BattleStartEvent, GameTurnEvent, PlayerTurnEvent, PhaseEvent, MoveEvent, LeaderMoveEvent,
                           FacingEvent, FormationEvent, RevealEvent, FireEvent, MeleeEvent, AdvanceEvent,
                           MeleeRetreatEvent, RoutRetreatEvent, SurrenderEvent, DispersedEvent, MoraleCheckEvent,
                           CascadeEvent, RallyCheckEvent, DisruptionRecoveryEvent, FatigueRecoveryEvent,
                           AmmoCheckEvent, ResupplyEvent, StragglersReturnEvent, LeaderCasualtyCheckEvent,
                           LeaderDisplacedEvent, ReinforcementEvent, BattleEndEvent>;

// Every event "type", in the order of Event's alternatives.
const QStringList &eventTypeNames();
// The modifier names of morale-check and rally-check events.
const QStringList &moraleModifierNames();

QString eventType(const Event &e);
const EventStamp &eventStamp(const Event &e);
EventStamp &eventStamp(Event &e);
QJsonObject eventToJson(const Event &e);
// The same event: the same kind and the same file shape (what a save holds).
bool sameEvent(const Event &a, const Event &b);
bool sameEvents(const QVector<Event> &a, const QVector<Event> &b);
// Each event as a save writes it (the CLI's JSON, the tests).
QVector<QJsonObject> eventsToJson(const QVector<Event> &events);
// Strict; throws LoadFailure naming the JSON path (inside a loader).
Event eventFromJson(const JsonNode &node);
// For callers outside a loader: the event, or the error.
std::optional<Event> eventFromJson(const QJsonObject &object, LoadError *error);

namespace eventio {
template<> const QStringList &namesOf<Side>();
template<> const QStringList &namesOf<Phase>();
template<> const QStringList &namesOf<Status>();
template<> const QStringList &namesOf<Ammo>();
template<> const QStringList &namesOf<UnitFormation>();
template<> const QStringList &namesOf<HexSide>();
template<> const QStringList &namesOf<MoraleResult>();
template<> const QStringList &namesOf<VictoryLevel>();
template<> const QStringList &namesOf<MoraleCause>();
template<> const QStringList &namesOf<RallyResult>();
template<> const QStringList &namesOf<RecoveryResult>();
template<> const QStringList &namesOf<RetreatResult>();
template<> const QStringList &namesOf<SurrenderReason>();
template<> const QStringList &namesOf<MeleeResult>();
template<> const QStringList &namesOf<LeaderCasualty>();
template<> const QStringList &namesOf<BattleEndReason>();
template<> const QStringList &namesOf<RatingLetter>();
} // namespace eventio


template<typename T>
QJsonObject EventBase<T>::toJson() const
{
    eventio::Writer w;
    w.object.insert(QStringLiteral("type"), QLatin1String(T::kType));
    if (at.stamped()) {
        w.object.insert(QStringLiteral("turn"), at.turn);
        w.object.insert(QStringLiteral("phasing"), sideName(at.phasing));
        w.object.insert(QStringLiteral("phase"), phaseName(at.phase));
    }
    T::fields(static_cast<const T &>(*this), w);
    return w.object;
}

template<typename T>
T EventBase<T>::fromJson(const JsonNode &node)
{
    if (!node.isObject())
        node.fail(JsonNode::tr("expected an event object"));
    const JsonNode type = node.member(QStringLiteral("type"));
    if (type.string() != QLatin1String(T::kType))
        type.fail(JsonNode::tr("expected \"%1\"").arg(QLatin1String(T::kType)));
    T t;
    // The stamp comes as a whole or not at all.
    if (node.has(QStringLiteral("turn")) || node.has(QStringLiteral("phasing")) || node.has(QStringLiteral("phase"))) {
        t.at.turn = node.member(QStringLiteral("turn")).integer(1, 100000);
        eventio::read(node.member(QStringLiteral("phasing")), t.at.phasing);
        eventio::read(node.member(QStringLiteral("phase")), t.at.phase);
    }
    eventio::Reader r{node, {QStringLiteral("type"), QStringLiteral("turn"), QStringLiteral("phasing"),
                             QStringLiteral("phase")}};
    T::fields(t, r);
    node.allowOnly(r.seen);
    return t;
}

} // namespace hardtack
