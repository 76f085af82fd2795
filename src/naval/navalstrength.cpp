#include "navalstrength.h"

#include <algorithm>
#include <cmath>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NavalStrength)
};

// RULES §16: quality −30% (very poor) … +30% (excellent) in steps of 15%.
constexpr double kQualityStep = 0.15;

NavalStrength product(QVector<NavalFactor> factors)
{
    NavalStrength s;
    s.value = 1;
    for (const NavalFactor &f : factors)
        s.value *= f.value;
    s.factors = std::move(factors);
    return s;
}

QString closeOrRange(bool close)
{
    return close ? Tr::tr("at close quarters") : Tr::tr("at range");
}

} // namespace

double shipCrewFactor(double crewPercent)
{
    // RULES §16: −2.5% for each 1% below 70%, falling to 0 at 30%.
    if (crewPercent >= 70)
        return 1.0;
    return std::max(0.0, 1.0 - 0.025 * (70.0 - crewPercent));
}

double shipQualityFactor(NavalQuality q, bool close)
{
    const double bonus = (qualityStep(q) - 2) * kQualityStep;
    return 1.0 + (close ? 2 * bonus : bonus);
}

double shipExperienceFactor(double experience, bool close)
{
    // RULES §16: √exp/10 + 0.6 at range, the bonus doubled at close: √exp/5 + 0.2.
    const double root = std::sqrt(std::max(0.0, experience));
    return close ? root / 5 + 0.2 : root / 10 + 0.6;
}

double hullDamageFactor(int hull)
{
    static const double table[] = {1.0, 0.9, 0.8, 0.6, 0.4};
    return hull >= 5 ? 0.0 : table[std::max(0, hull)];
}

double propulsionDamageFactor(int propulsion)
{
    static const double table[] = {1.0, 0.95, 0.9, 0.8, 0.6, 0.4};
    return table[std::clamp(propulsion, 0, 5)];
}

double breakLineFactor(BreakLineResult r)
{
    // RULES §16 [reading]: the detailed list (+33%, −25%) wins over "±50%".
    switch (r) {
    case BreakLineResult::Succeeded: return 4.0 / 3.0;
    case BreakLineResult::Failed: return 3.0 / 4.0;
    case BreakLineResult::None:
    case BreakLineResult::Melee: break;
    }
    return 1.0;
}

double batteryQualityFactor(NavalQuality q)
{
    return 1.0 + (qualityStep(q) - 2) * kQualityStep;
}

double batteryExperienceFactor(double experience, bool close)
{
    // RULES §16: √exp/10 + 0.8 at range, the bonus doubled at close: √exp/5 + 0.6.
    const double root = std::sqrt(std::max(0.0, experience));
    return close ? root / 5 + 0.6 : root / 10 + 0.8;
}

double batteryBase(int men, int batteries)
{
    // RULES §16: 80 per battery or 80 per 100 men, whichever is less.
    return 80.0 * std::min(double(batteries), men / 100.0);
}

double batteryHillFactor(Hill hill)
{
    switch (hill) {
    case Hill::High: return 2.5;
    case Hill::Low: return 1.5;
    case Hill::None: break;
    }
    return 1.0;
}

double batteryFatigueFactor(double fatigue)
{
    return fatigue > 6 ? 6.0 / fatigue : 1.0;
}

NavalStrength shipStrength(const Ship &ship, const ShipCircumstances &c)
{
    // RULES §16: every factor multiplies, in the seed's order.
    const ShipTypeInfo &info = shipTypeInfo(ship.type);
    QVector<NavalFactor> f;
    f.append({QStringLiteral("base"), Tr::tr("base strength of a %1 (%2)").arg(shipTypeLabel(ship.type),
                                                                                 shipTypeNames().at(int(ship.type))),
              double(info.baseStrength)});
    f.append({QStringLiteral("crew"),
              ship.crew >= 70 ? Tr::tr("crew %1% (70% or more)").arg(NavalLog::number(ship.crew))
                              : Tr::tr("crew %1%: −2.5% per 1% below 70%, nothing at 30%")
                                    .arg(NavalLog::number(ship.crew)),
              shipCrewFactor(ship.crew)});
    f.append({QStringLiteral("ram"),
              ship.ram ? (c.close ? Tr::tr("ram at close quarters") : Tr::tr("ram, unused at range"))
                       : Tr::tr("no ram"),
              ship.ram && c.close ? 1.15 : 1.0});
    f.append({QStringLiteral("quality"),
              c.close ? Tr::tr("%1 quality, doubled at close quarters").arg(qualityLabel(ship.quality))
                      : Tr::tr("%1 quality").arg(qualityLabel(ship.quality)),
              shipQualityFactor(ship.quality, c.close)});
    f.append({QStringLiteral("experience"),
              Tr::tr("experience %1 %2").arg(NavalLog::number(ship.experience), closeOrRange(c.close)),
              shipExperienceFactor(ship.experience, c.close)});
    f.append({QStringLiteral("aim"),
              ship.orders.aim == AimOrder::Hull ? Tr::tr("aiming at hulls") : Tr::tr("aiming at propulsion"),
              ship.orders.aim == AimOrder::Hull ? 1.1 : 1.0});
    f.append({QStringLiteral("windward"), c.windward ? Tr::tr("windward") : Tr::tr("leeward"),
              c.windward ? 1.1 : 1.0});
    f.append({QStringLiteral("closing"),
              c.closing ? Tr::tr("closing on an enemy who wants to fight at range") : Tr::tr("not closing"),
              c.closing ? 0.9 : 1.0});
    f.append({QStringLiteral("hull"), Tr::tr("hull damage %1").arg(ship.hull), hullDamageFactor(ship.hull)});
    f.append({QStringLiteral("propulsion"), Tr::tr("propulsion damage %1").arg(ship.propulsion),
              propulsionDamageFactor(ship.propulsion)});

    const bool tries = ship.orders.formation == FormationOrder::BreakLine;
    QString lineLabel = Tr::tr("keeps the line ahead");
    double line = 1.0;
    if (tries && !c.close) {
        lineLabel = Tr::tr("could not close to break the line");
    } else if (tries) {
        line = breakLineFactor(c.breakLine);
        switch (c.breakLine) {
        case BreakLineResult::Succeeded: lineLabel = Tr::tr("broke the enemy line"); break;
        case BreakLineResult::Failed: lineLabel = Tr::tr("failed to break the enemy line"); break;
        case BreakLineResult::Melee: lineLabel = Tr::tr("general melee"); break;
        case BreakLineResult::None: lineLabel = Tr::tr("no attempt to break the line was possible"); break;
        }
    }
    f.append({QStringLiteral("breakLine"), lineLabel, line});
    const bool runPast = ship.orders.combat == CombatOrder::RunPast;
    f.append({QStringLiteral("runPast"), runPast ? Tr::tr("running past") : Tr::tr("not running past"),
              runPast ? 1.0 / 3.0 : 1.0});
    return product(std::move(f));
}

NavalStrength batteryStrength(const NavalBattery &b, bool close)
{
    QVector<NavalFactor> f;
    f.append({QStringLiteral("base"),
              Tr::tr("80 per battery or per 100 men, whichever is less (%1 men, %2 batteries)")
                  .arg(b.men).arg(b.batteries),
              batteryBase(b.men, b.batteries)});
    f.append({QStringLiteral("rifled"), b.rifled ? Tr::tr("rifled guns") : Tr::tr("smoothbore guns"),
              b.rifled ? 4.0 / 3.0 : 1.0});
    f.append({QStringLiteral("hill"),
              b.hill == Hill::High ? Tr::tr("on a high hill")
                                   : b.hill == Hill::Low ? Tr::tr("on a low hill") : Tr::tr("at water level"),
              batteryHillFactor(b.hill)});
    f.append({QStringLiteral("quality"), Tr::tr("%1 quality (not doubled)").arg(qualityLabel(b.quality)),
              batteryQualityFactor(b.quality)});
    f.append({QStringLiteral("experience"),
              Tr::tr("experience %1 %2").arg(NavalLog::number(b.experience), closeOrRange(close)),
              batteryExperienceFactor(b.experience, close)});
    f.append({QStringLiteral("fatigue"),
              b.fatigue > 6 ? Tr::tr("fatigue %1: ×6/fatigue").arg(NavalLog::number(b.fatigue))
                            : Tr::tr("fatigue %1 (6 or less)").arg(NavalLog::number(b.fatigue)),
              batteryFatigueFactor(b.fatigue)});
    return product(std::move(f));
}

} // namespace hardtack
