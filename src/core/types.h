#pragma once
// The enumerations of the tactical model and their file names (PRODUCT.md).
// Each enum has one table of names; files use exactly these strings.

#include <QStringList>

namespace hardtack {

enum class Side { Union = 0, Confederate = 1 };
constexpr Side otherSide(Side s) { return s == Side::Union ? Side::Confederate : Side::Union; }

enum class Terrain { Clear, Woods, HeavyWoods, Orchard, Town, Marsh, Water };
enum class HexsideFeature { Stream, Ford, Bridge, Fence, StoneWall };
enum class RoadKind { Pike, Road, Trail, Railroad };
enum class Level { Brigade, Division, Corps, Army };
enum class UnitType { Infantry, Cavalry, Artillery, Wagon };
enum class Weapon { Smoothbore, RifledMusket, Breechloader, Repeater, Carbine, Napoleon, Rifle3in, Parrott, None };
enum class UnitFormation { Line, Column, Mounted, Dismounted, Limbered, Unlimbered, None };
enum class Ammo { Normal, Low, Out };
enum class Status { Normal, Disrupted, Routed };
enum class Phase { Movement, DefensiveFire, OffensiveFire, Melee };
// Ship types of the naval rules (RULES §16), shared by the naval engine and
// the campaign scores.
enum class ShipType { IC, RI, FR, SL, GB, RG, TR, RT };

// Name tables, in enum order.
const QStringList &sideNames();        // union confederate
const QStringList &terrainNames();     // clear woods heavy-woods orchard town marsh water
const QStringList &hexsideFeatureNames();
const QStringList &roadKindNames();
const QStringList &levelNames();
const QStringList &unitTypeNames();
const QStringList &weaponNames();      // without "none"
const QStringList &unitFormationNames(); // without "none"
const QStringList &ammoNames();
const QStringList &statusNames();
const QStringList &phaseNames();       // movement defensive-fire offensive-fire melee
const QStringList &shipTypeNames();    // IC RI FR SL GB RG TR RT

template<typename E>
QString nameOf(const QStringList &table, E e)
{
    return table.value(int(e));
}
inline QString sideName(Side s) { return nameOf(sideNames(), s); }
inline QString phaseName(Phase p) { return nameOf(phaseNames(), p); }

// RULES §16 [seed]: loss points charged to the side that loses a ship:
// 6 IC/RI/FR, 4 SL, 2 RG/GB, 0 TR/RT.
int shipLossPoints(ShipType type);

// Quality and leadership letters: A=6 … F=1 (RULES §0).
int ratingFromLetter(QChar letter); // 0 if not A..F
QChar letterFromRating(int rating);
inline QString ratingString(int rating) { return QString(letterFromRating(rating)); } // as files write it

// The formations a unit type may take; the first is its default (PRODUCT.md).
QList<UnitFormation> formationsOf(UnitType type);
// Weapons a unit type may carry.
bool weaponFits(UnitType type, Weapon weapon);

} // namespace hardtack
