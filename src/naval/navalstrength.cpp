#include "navalstrength.h"

#include <algorithm>
#include <cmath>

namespace hardtack {

namespace {
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

} // namespace

double materialStrength(const Ship &ship)
{
    return shipTypeInfo(ship.type).baseStrength * shipCrewFactor(ship.crew) * hullDamageFactor(ship.hull)
           * propulsionDamageFactor(ship.propulsion);
}

double materialStrength(const NavalBattery &battery)
{
    return batteryBase(battery.men, battery.batteries);
}

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
    // RULES §16: every factor multiplies, in the seed's order. The details
    // name what each factor is about; the narrator words them.
    const ShipTypeInfo &info = shipTypeInfo(ship.type);
    const QString where = c.close ? QStringLiteral("close") : QStringLiteral("range");
    QVector<NavalFactor> f;
    f.append({QStringLiteral("base"), double(info.baseStrength), shipTypeNames().at(int(ship.type))});
    f.append({QStringLiteral("crew"), shipCrewFactor(ship.crew), {}, ship.crew});
    f.append({QStringLiteral("ram"), ship.ram && c.close ? 1.15 : 1.0,
              ship.ram ? where : QStringLiteral("none")});
    f.append({QStringLiteral("quality"), shipQualityFactor(ship.quality, c.close),
              navalQualityNames().at(int(ship.quality)), c.close ? 1.0 : 0.0});
    f.append({QStringLiteral("experience"), shipExperienceFactor(ship.experience, c.close), where, ship.experience});
    f.append({QStringLiteral("aim"), ship.orders.aim == AimOrder::Hull ? 1.1 : 1.0,
              aimOrderNames().at(int(ship.orders.aim))});
    f.append({QStringLiteral("windward"), c.windward ? 1.1 : 1.0,
              c.windward ? QStringLiteral("windward") : QStringLiteral("leeward")});
    f.append({QStringLiteral("closing"), c.closing ? 0.9 : 1.0,
              c.closing ? QStringLiteral("closing") : QStringLiteral("not-closing")});
    f.append({QStringLiteral("hull"), hullDamageFactor(ship.hull), {}, double(ship.hull)});
    f.append({QStringLiteral("propulsion"), propulsionDamageFactor(ship.propulsion), {}, double(ship.propulsion)});

    // detail: "line-ahead", "could-not-close", or the side's result.
    const bool tries = ship.orders.formation == FormationOrder::BreakLine;
    QString line = QStringLiteral("line-ahead");
    double lineFactor = 1.0;
    if (tries && !c.close) {
        line = QStringLiteral("could-not-close");
    } else if (tries) {
        lineFactor = breakLineFactor(c.breakLine);
        line = breakLineResultNames().at(int(c.breakLine));
    }
    f.append({QStringLiteral("breakLine"), lineFactor, line});
    const bool runPast = ship.orders.combat == CombatOrder::RunPast;
    f.append({QStringLiteral("runPast"), runPast ? 1.0 / 3.0 : 1.0,
              runPast ? QStringLiteral("run-past") : QStringLiteral("not-run-past")});
    return product(std::move(f));
}

NavalStrength batteryStrength(const NavalBattery &b, bool close)
{
    QVector<NavalFactor> f;
    f.append({QStringLiteral("base"), batteryBase(b.men, b.batteries), QStringLiteral("battery"), double(b.men),
              double(b.batteries)});
    f.append({QStringLiteral("rifled"), b.rifled ? 4.0 / 3.0 : 1.0,
              b.rifled ? QStringLiteral("rifled") : QStringLiteral("smoothbore")});
    f.append({QStringLiteral("hill"), batteryHillFactor(b.hill), hillNames().at(int(b.hill))});
    f.append({QStringLiteral("quality"), batteryQualityFactor(b.quality), navalQualityNames().at(int(b.quality))});
    f.append({QStringLiteral("experience"), batteryExperienceFactor(b.experience, close),
              close ? QStringLiteral("close") : QStringLiteral("range"), b.experience});
    f.append({QStringLiteral("fatigue"), batteryFatigueFactor(b.fatigue), {}, b.fatigue});
    return product(std::move(f));
}

} // namespace hardtack
