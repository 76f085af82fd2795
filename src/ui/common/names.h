#pragma once
// Player-visible names of the model's enumerations (the files use the fixed
// English names of core/types.h; the screen uses these, translated).

#include "core/scenario.h"
#include "core/types.h"

#include <QCoreApplication>
#include <QString>

namespace hardtack::ui {

struct Names
{
    Q_DECLARE_TR_FUNCTIONS(Names)

public:
    static QString side(Side s);
    // "Movement", "Defensive fire", …
    static QString phase(Phase p);
    static QString terrain(Terrain t);
    static QString road(RoadKind k);
    static QString hexsideFeature(HexsideFeature f);
    static QString level(Level l);
    static QString unitType(UnitType t);
    static QString weapon(Weapon w);
    static QString formation(UnitFormation f);
    static QString ammo(Ammo a);
    static QString status(Status s);
    static QString facing(HexSide s);
    static QString leaderState(LeaderState s);
    // A leader as a compact list names him: "Maj. Gen. George B. McClellan"
    // gives "McClellan", "Brig. Gen. William Smith Jr." gives "Smith Jr.";
    // a name with no rank and no surname to pick (a generated campaign
    // leader, "The colonel commanding …") stays whole.
    static QString leaderSurname(const QString &name);
    // "[col,row]"
    static QString hex(Hex h);
    // "Woods, elevation 3 (60 ft)"
    static QString hexSummary(const Map &map, Hex h);
};

} // namespace hardtack::ui
