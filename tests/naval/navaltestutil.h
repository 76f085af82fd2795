#pragma once
// Small builders for naval test battles, so each table row states only what
// the rule under test looks at.

#include "naval/navalfile.h"
#include "naval/navalmodel.h"
#include "naval/navalsituation.h"

#include <QString>
#include <QTest>

#include <cmath>

namespace hardtack::test {

// A shipped naval action of scenarios/naval/ (the test stops on a load error).
inline NavalBattle shippedNavalBattle(const QString &name)
{
    LoadError e;
    const auto b = loadNavalBattle(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/") + name, &e);
    if (!b)
        qFatal("%s", qPrintable(e.text()));
    return *b;
}

inline Ship makeShip(const QString &id, Side side, ShipType type, CombatOrder combat = CombatOrder::Accept,
                     DistanceOrder distance = DistanceOrder::Range, int group = 0)
{
    Ship s;
    s.id = id;
    s.name = id;
    s.side = side;
    s.type = type;
    s.crew = 100;
    s.complement = shipTypeInfo(type).complement;
    s.quality = NavalQuality::Average;
    s.experience = 16;
    s.group = group;
    s.orders.combat = combat;
    s.orders.distance = distance;
    s.orders.aim = AimOrder::Propulsion;
    return s;
}

inline NavalBattery makeBattery(const QString &id, Side side, int men, int batteries)
{
    NavalBattery b;
    b.id = id;
    b.name = id;
    b.side = side;
    b.men = men;
    b.batteries = batteries;
    b.experience = 4;
    return b;
}

inline NavalBattle makeBattle(NavalLocation location, bool onshore = false, Wind wind = Wind::Moderate)
{
    NavalBattle b;
    b.name = QStringLiteral("test");
    b.location = location;
    b.onshoreWind = onshore;
    b.wind = wind;
    return b;
}

// Adds `n` ships of one kind, ids prefix0, prefix1, …
inline void addShips(NavalBattle &battle, int n, const QString &prefix, Side side, ShipType type,
                     CombatOrder combat, DistanceOrder distance = DistanceOrder::Range,
                     FormationOrder formation = FormationOrder::LineAhead, int group = 0)
{
    for (int i = 0; i < n; ++i) {
        Ship s = makeShip(prefix + QString::number(i), side, type, combat, distance, group);
        s.orders.formation = formation;
        battle.ships.append(s);
    }
}

inline int shipIndex(const NavalBattle &battle, const QString &id)
{
    for (int i = 0; i < battle.ships.size(); ++i)
        if (battle.ships.at(i).id == id)
            return i;
    return -1;
}

// The situation (joining, windward, evasion, range, breaking the line) that
// this seed gives the battle.
inline NavalSituation situationOf(const NavalBattle &b, quint64 seed)
{
    Rng rng(seed);
    NavalLog log;
    return determineSituation(b, rng, log);
}

// A frequency from n seeded trials lies within 4 standard errors of p.
inline void verifyFrequency(double observed, double p, int n)
{
    const double se = std::sqrt(p * (1 - p) / n);
    QVERIFY2(std::abs(observed - p) <= 4 * se + 1e-12,
             qPrintable(QStringLiteral("observed %1, expected %2 ± %3").arg(observed).arg(p).arg(4 * se)));
}

} // namespace hardtack::test
