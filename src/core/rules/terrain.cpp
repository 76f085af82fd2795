#include "terrain.h"

#include <array>

namespace hardtack {

namespace {
constexpr int kNo = -1; // "no entry"

// RULES §2 movement cost table, one row per terrain in enum order, one column
// per MoveClass (column-like, line-like, limbered artillery).
constexpr std::array<std::array<int, 3>, 7> kTerrainCost{{
    /* clear       */ {2, 3, 3},
    /* woods       */ {4, 5, 8},
    /* heavy-woods */ {6, 8, kNo},
    /* orchard     */ {3, 4, 4},
    /* town        */ {2, 4, 3},
    /* marsh       */ {8, 10, kNo},
    /* water       */ {kNo, kNo, kNo},
}};

// Following a road: pike, road, trail, railroad (a railroad bed moves like a trail).
// 0 = "as terrain".
constexpr std::array<std::array<int, 3>, 4> kRoadCost{{
    /* pike     */ {1, 0, 1},
    /* road     */ {1, 0, 1},
    /* trail    */ {2, 0, 3},
    /* railroad */ {2, 0, 3},
}};

struct WeaponRow
{
    Weapon weapon;
    WeaponStats stats;
};
// RULES §3 weapons table.
constexpr std::array<WeaponRow, 8> kWeapons{{
    {Weapon::Smoothbore, {0.8, 2, false, false}},
    {Weapon::RifledMusket, {1.0, 3, false, false}},
    {Weapon::Breechloader, {1.3, 3, false, false}},
    {Weapon::Repeater, {1.8, 3, false, false}},
    {Weapon::Carbine, {0.8, 2, false, false}},
    {Weapon::Napoleon, {25.0, 6, true, true}},
    {Weapon::Rifle3in, {15.0, 10, true, false}},
    {Weapon::Parrott, {20.0, 12, true, false}},
}};

// RULES §7 quality factor by rating 1 (F) … 6 (A).
constexpr std::array<double, 7> kQuality{1.0, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2};

// RULES §5 fatigue effect by band.
constexpr std::array<double, 4> kFatigueEffect{1.0, 0.9, 0.8, 0.6};

// RULES §7 target terrain reduction (percent), by terrain.
constexpr std::array<int, 7> kTerrainFire{0, 25, 35, 10, 25, 0, 0};
} // namespace

MoveClass moveClassOf(const Unit &u)
{
    switch (u.formation) {
    case UnitFormation::Line:
    case UnitFormation::Dismounted:
        return MoveClass::Line;
    case UnitFormation::Limbered:
        return MoveClass::Limbered;
    case UnitFormation::Unlimbered:
        return MoveClass::Fixed;
    default:
        return MoveClass::Column;
    }
}

std::optional<int> terrainCost(Terrain t, MoveClass c)
{
    if (c == MoveClass::Fixed)
        return std::nullopt;
    const int v = kTerrainCost[size_t(t)][size_t(c)];
    return v == kNo ? std::nullopt : std::optional<int>(v);
}

std::optional<int> roadCost(RoadKind k, MoveClass c)
{
    if (c == MoveClass::Fixed)
        return std::nullopt;
    const int v = kRoadCost[size_t(k)][size_t(c)];
    return v == 0 ? std::nullopt : std::optional<int>(v);
}

int baseAllowance(UnitType t)
{
    switch (t) {
    case UnitType::Infantry: return 12;
    case UnitType::Cavalry: return 20;
    case UnitType::Artillery: return 16;
    case UnitType::Wagon: return 12;
    }
    return 0;
}

int stackingPoints(const Unit &u)
{
    return u.type == UnitType::Artillery ? u.guns * kStackMenPerGun : u.men;
}

WeaponStats weaponStats(Weapon w)
{
    for (const WeaponRow &row : kWeapons)
        if (row.weapon == w)
            return row.stats;
    return {};
}

double qualityFactor(int rating)
{
    return kQuality[size_t(qBound(1, rating, 6))];
}

double fatigueFactor(int fatigue, UnitType type)
{
    const double f = kFatigueEffect[size_t(fatigueBand(fatigue))];
    return type == UnitType::Artillery ? f * f : f;
}

int terrainFireReduction(Terrain t)
{
    return kTerrainFire[size_t(t)];
}

int hexsideFireReduction(quint8 features)
{
    int r = 0;
    if (features & (1u << int(HexsideFeature::StoneWall)))
        r += 40;
    if (features & (1u << int(HexsideFeature::Fence)))
        r += 10;
    return r;
}

int obstacleHeight(Terrain t)
{
    switch (t) {
    case Terrain::Woods:
    case Terrain::HeavyWoods:
    case Terrain::Orchard:
    case Terrain::Town:
        return 1;
    default:
        return 0;
    }
}

int commandRadius(Level subordinateLevel)
{
    switch (subordinateLevel) {
    case Level::Brigade: return 8;
    case Level::Division: return 12;
    case Level::Corps: return 20;
    case Level::Army: return 0;
    }
    return 0;
}

int vpPerLeader(Level level)
{
    static constexpr std::array<int, 4> points{100, 250, 500, 1000};
    return points[size_t(level)];
}

} // namespace hardtack
