#pragma once
// The naval battle model (RULES §16, PRODUCT.md "Naval battle"): ships, naval
// batteries, the location and wind, arrival groups, the six orders of each
// ship, and the optional pinned situation. Plain value types; the rules that
// use them live in navalsituation, navalstrength and navaloutcome.

#include "core/history.h"
#include "core/types.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <optional>

namespace hardtack {

enum class NavalLocation { Sea, Coastal, Harbor, River, RiverMouth };
enum class Wind { Light, Moderate, Strong };
enum class NavalQuality { VeryPoor, Poor, Average, Good, Excellent };
enum class Hill { None, Low, High };

// The six orders (RULES §16).
enum class CombatOrder { Engage, Accept, Evade, RunPast };
enum class DistanceOrder { Range, Close };
enum class AimOrder { Propulsion, Hull };
enum class FormationOrder { LineAhead, BreakLine };
enum class BreakOffOrder { Never, Light, Heavy };
enum class FleeOrder { Harbor, OpenSea };

// What became of a side's attempt to break the enemy line.
enum class BreakLineResult { None, Succeeded, Failed, Melee };

// Name tables, in enum order; files use exactly these strings.
const QStringList &navalLocationNames();  // sea coastal harbor river river-mouth
const QStringList &windNames();           // light moderate strong
const QStringList &navalQualityNames();   // very-poor poor average good excellent
const QStringList &hillNames();           // none low high
const QStringList &combatOrderNames();    // engage accept evade run-past
const QStringList &distanceOrderNames();  // range close
const QStringList &aimOrderNames();       // propulsion hull
const QStringList &formationOrderNames(); // line-ahead break-line
const QStringList &breakOffOrderNames();  // never light heavy
const QStringList &fleeOrderNames();      // harbor open-sea
const QStringList &breakLineResultNames(); // none succeeded failed melee

// Per ship type: what the rules and the outcome model need to know.
struct ShipTypeInfo
{
    int baseStrength;   // RULES §16 [seed]
    bool ironclad;      // IC and RI: the shelter rule and armour
    bool transport;     // TR and RT: not warships
    int laurels;        // earned by the winner when one is sunk or captured
    int complement;     // men at 100% crew unless the file says otherwise [default]
    double hitsLand;    // share of enemy hits on the hull that do damage (armour) [default]
    double propulsionHitsLand; // share of hits on the propulsion (funnel, steering, screw) that do damage [default]
};
const ShipTypeInfo &shipTypeInfo(ShipType type);

struct ShipOrders
{
    CombatOrder combat = CombatOrder::Accept;
    DistanceOrder distance = DistanceOrder::Range;
    AimOrder aim = AimOrder::Hull;
    FormationOrder formation = FormationOrder::LineAhead;
    BreakOffOrder breakOff = BreakOffOrder::Never;
    FleeOrder flee = FleeOrder::Harbor;

    bool operator==(const ShipOrders &) const = default;
};

struct Ship
{
    QString id;
    QString name;
    Side side = Side::Union;
    ShipType type = ShipType::GB;
    double crew = 100;          // percent of the complement aboard
    int complement = 0;         // men at 100%
    NavalQuality quality = NavalQuality::Average;
    double experience = 0;
    int hull = 0;               // 0..4 (5 = sunk)
    int propulsion = 0;         // 0..5
    bool ram = false;
    int group = 0;              // arrival group, 0 furthest to windward
    ShipOrders orders;
    bool ordersGiven = true;    // false when the file left its orders out

    bool isSunk() const { return hull >= 5; }
    bool isTransport() const { return shipTypeInfo(type).transport; }
    bool isIronclad() const { return shipTypeInfo(type).ironclad; }
};

struct NavalBattery
{
    QString id;
    QString name;
    Side side = Side::Confederate;
    int men = 0;
    int batteries = 0;
    bool rifled = false;
    Hill hill = Hill::None;
    NavalQuality quality = NavalQuality::Average;
    double experience = 0;
    double fatigue = 0;
};

// The optional "situation" of a file: what is otherwise rolled or derived,
// fixed so that strengths can be checked by hand.
struct SituationPin
{
    std::optional<DistanceOrder> range;
    std::optional<Side> windward;
    bool breakLinePinned = false;
    std::array<BreakLineResult, 2> breakLine{BreakLineResult::None, BreakLineResult::None};

    bool any() const { return range || windward || breakLinePinned; }
};

// One naval battle as read from a "hardtack-naval" file.
struct NavalBattle
{
    QString name;
    QString description;
    QString source;             // where the historical figures come from
    NavalLocation location = NavalLocation::Sea;
    bool onshoreWind = false;
    Wind wind = Wind::Moderate;
    QVector<Ship> ships;        // both sides, union first, in file order
    QVector<NavalBattery> batteries;
    SituationPin situation;
    // What happened in the real action (docs/FORMATS.md "history"): losses
    // by side, the result, the source and each named ship's fate.
    std::optional<History> history;

    // Coastal waters with the wind blowing onshore (the seed's special case).
    bool coastalOnshore() const { return location == NavalLocation::Coastal && onshoreWind; }
};

// Quality as a step count, very-poor 0 … excellent 4.
inline int qualityStep(NavalQuality q) { return int(q); }

} // namespace hardtack
