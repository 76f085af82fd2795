#include "types.h"
#include "namelists.h"

namespace hardtack {


HT_NAMES(sideNames, QStringLiteral("union"), QStringLiteral("confederate"))
HT_NAMES(terrainNames, QStringLiteral("clear"), QStringLiteral("woods"), QStringLiteral("heavy-woods"),
         QStringLiteral("orchard"), QStringLiteral("town"), QStringLiteral("marsh"), QStringLiteral("water"))
HT_NAMES(hexsideFeatureNames, QStringLiteral("stream"), QStringLiteral("ford"), QStringLiteral("bridge"),
         QStringLiteral("fence"), QStringLiteral("stone-wall"))
HT_NAMES(roadKindNames, QStringLiteral("pike"), QStringLiteral("road"), QStringLiteral("trail"),
         QStringLiteral("railroad"))
HT_NAMES(levelNames, QStringLiteral("brigade"), QStringLiteral("division"), QStringLiteral("corps"),
         QStringLiteral("army"))
HT_NAMES(unitTypeNames, QStringLiteral("infantry"), QStringLiteral("cavalry"), QStringLiteral("artillery"),
         QStringLiteral("wagon"))
HT_NAMES(weaponNames, QStringLiteral("smoothbore"), QStringLiteral("rifled-musket"), QStringLiteral("breechloader"),
         QStringLiteral("repeater"), QStringLiteral("carbine"), QStringLiteral("napoleon"),
         QStringLiteral("3in-rifle"), QStringLiteral("parrott"))
HT_NAMES(unitFormationNames, QStringLiteral("line"), QStringLiteral("column"), QStringLiteral("mounted"),
         QStringLiteral("dismounted"), QStringLiteral("limbered"), QStringLiteral("unlimbered"))
HT_NAMES(ammoNames, QStringLiteral("normal"), QStringLiteral("low"), QStringLiteral("out"))
HT_NAMES(statusNames, QStringLiteral("normal"), QStringLiteral("disrupted"), QStringLiteral("routed"))
HT_NAMES(phaseNames, QStringLiteral("movement"), QStringLiteral("defensive-fire"), QStringLiteral("offensive-fire"),
         QStringLiteral("melee"))

HT_NAMES(shipTypeNames, QStringLiteral("IC"), QStringLiteral("RI"), QStringLiteral("FR"), QStringLiteral("SL"),
         QStringLiteral("GB"), QStringLiteral("RG"), QStringLiteral("TR"), QStringLiteral("RT"))

#undef HT_NAMES

int shipLossPoints(ShipType type)
{
    switch (type) {
    case ShipType::IC:
    case ShipType::RI:
    case ShipType::FR:
        return 6;
    case ShipType::SL:
        return 4;
    case ShipType::GB:
    case ShipType::RG:
        return 2;
    case ShipType::TR:
    case ShipType::RT:
        return 0; // "there is no glory in that"
    }
    return 0;
}

int ratingFromLetter(QChar letter)
{
    const char c = letter.toLatin1();
    if (c < 'A' || c > 'F')
        return 0;
    return 6 - (c - 'A');
}

QChar letterFromRating(int rating)
{
    if (rating < 1 || rating > 6)
        return QLatin1Char('?');
    return QLatin1Char(char('A' + (6 - rating)));
}

QList<UnitFormation> formationsOf(UnitType type)
{
    switch (type) {
    case UnitType::Infantry: return {UnitFormation::Line, UnitFormation::Column};
    case UnitType::Cavalry: return {UnitFormation::Mounted, UnitFormation::Dismounted};
    case UnitType::Artillery: return {UnitFormation::Limbered, UnitFormation::Unlimbered};
    case UnitType::Wagon: return {UnitFormation::None};
    }
    return {UnitFormation::None};
}

bool weaponFits(UnitType type, Weapon weapon)
{
    switch (type) {
    case UnitType::Infantry:
        return weapon >= Weapon::Smoothbore && weapon <= Weapon::Repeater;
    case UnitType::Cavalry:
        return weapon >= Weapon::Smoothbore && weapon <= Weapon::Carbine;
    case UnitType::Artillery:
        return weapon >= Weapon::Napoleon && weapon <= Weapon::Parrott;
    case UnitType::Wagon:
        return weapon == Weapon::None;
    }
    return false;
}

} // namespace hardtack
