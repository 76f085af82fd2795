// RULES §16 strength of ships and naval batteries: one row per factor of the
// seed's list, each checked by name and value, and the whole product checked
// against the formula written out by hand.

#include "navaltestutil.h"

#include "naval/navalstrength.h"

#include <QTest>

#include <cmath>

using namespace hardtack;
using namespace hardtack::test;

Q_DECLARE_METATYPE(hardtack::Ship)
Q_DECLARE_METATYPE(hardtack::ShipCircumstances)
Q_DECLARE_METATYPE(hardtack::NavalBattery)

namespace {

double factorOf(const NavalStrength &s, const QString &key)
{
    for (const NavalFactor &f : s.factors)
        if (f.key == key)
            return f.value;
    return std::nan("");
}

double productOf(const NavalStrength &s)
{
    double p = 1;
    for (const NavalFactor &f : s.factors)
        p *= f.value;
    return p;
}

// An average ship at range, leeward, not closing, aiming at propulsion:
// every factor but the base is 1 (experience 16 gives ×1.0 at range and close).
Ship plain(ShipType type = ShipType::IC)
{
    return makeShip(QStringLiteral("s"), Side::Union, type);
}

ShipCircumstances at(bool close, bool windward = false, bool closing = false,
                     BreakLineResult line = BreakLineResult::None)
{
    ShipCircumstances c;
    c.close = close;
    c.windward = windward;
    c.closing = closing;
    c.breakLine = line;
    return c;
}

} // namespace

class TestNavalStrength : public QObject
{
    Q_OBJECT

private slots:
    void shipFactor_data()
    {
        QTest::addColumn<Ship>("ship");
        QTest::addColumn<ShipCircumstances>("circumstances");
        QTest::addColumn<QString>("factor");
        QTest::addColumn<double>("expected");

        // "Base strength of 135 for IC, 100 for RI, 50 for FR, 40 for SL, 25 for GB or RG, 0 for TR or RT"
        const struct { ShipType t; const char *name; double base; } bases[] = {
            {ShipType::IC, "base 135 for IC", 135}, {ShipType::RI, "base 100 for RI", 100},
            {ShipType::FR, "base 50 for FR", 50},   {ShipType::SL, "base 40 for SL", 40},
            {ShipType::GB, "base 25 for GB", 25},   {ShipType::RG, "base 25 for RG", 25},
            {ShipType::TR, "base 0 for TR", 0},     {ShipType::RT, "base 0 for RT", 0}};
        for (const auto &b : bases)
            QTest::newRow(b.name) << plain(b.t) << at(false) << "base" << b.base;

        // "If crew is below 70%, reduce strength by 2.5% for each 1% below, falling to 0 at 30% crew"
        const struct { double crew; double f; } crews[] = {
            {100, 1.0}, {70, 1.0}, {69, 0.975}, {50, 0.5}, {31, 0.025}, {30, 0.0}, {10, 0.0}, {65.5, 0.8875}};
        for (const auto &c : crews) {
            Ship s = plain();
            s.crew = c.crew;
            QTest::addRow("crew %g%% gives x%g", c.crew, c.f) << s << at(false) << "crew" << c.f;
        }

        // "If at close quarters, add 15% if the ship is ram-equipped"
        Ship ram = plain();
        ram.ram = true;
        QTest::newRow("ram at close quarters +15%") << ram << at(true) << "ram" << 1.15;
        QTest::newRow("ram at range: nothing") << ram << at(false) << "ram" << 1.0;
        QTest::newRow("no ram at close: nothing") << plain() << at(true) << "ram" << 1.0;

        // "Quality modifier: -30% for Very Poor to +30% for Excellent, doubled at close quarters"
        const double atRange[] = {0.7, 0.85, 1.0, 1.15, 1.3};
        const double atClose[] = {0.4, 0.7, 1.0, 1.3, 1.6};
        for (int q = 0; q < 5; ++q) {
            Ship s = plain();
            s.quality = NavalQuality(q);
            QTest::addRow("quality %s at range", qPrintable(navalQualityNames().at(q)))
                << s << at(false) << "quality" << atRange[q];
            QTest::addRow("quality %s doubled at close", qPrintable(navalQualityNames().at(q)))
                << s << at(true) << "quality" << atClose[q];
        }

        // "square root(experience)/10 + 0.6 at range … square root(experience)/5 + 0.2"
        // with the seed's examples 0 = -40%, 1 = -30%, 4 = -20%, 9 = -10%, 16 = 0%, 25 = +10%, 36 = +20%.
        const struct { double exp; double range; double close; } exps[] = {
            {0, 0.6, 0.2}, {1, 0.7, 0.4}, {4, 0.8, 0.6}, {9, 0.9, 0.8},
            {16, 1.0, 1.0}, {25, 1.1, 1.2}, {36, 1.2, 1.4}, {2, std::sqrt(2.0) / 10 + 0.6, std::sqrt(2.0) / 5 + 0.2}};
        for (const auto &e : exps) {
            Ship s = plain();
            s.experience = e.exp;
            QTest::addRow("experience %g at range", e.exp) << s << at(false) << "experience" << e.range;
            QTest::addRow("experience %g at close", e.exp) << s << at(true) << "experience" << e.close;
        }

        // "+10% for aiming hull, +10% for windward, -10% for closing"
        Ship hull = plain();
        hull.orders.aim = AimOrder::Hull;
        QTest::newRow("aiming at hull +10%") << hull << at(false) << "aim" << 1.1;
        QTest::newRow("aiming at propulsion: nothing") << plain() << at(false) << "aim" << 1.0;
        QTest::newRow("windward +10%") << plain() << at(false, true) << "windward" << 1.1;
        QTest::newRow("leeward: nothing") << plain() << at(false, false) << "windward" << 1.0;
        QTest::newRow("closing -10%") << plain() << at(true, false, true) << "closing" << 0.9;
        QTest::newRow("closing -10% even when it did not close") << plain() << at(false, false, true) << "closing" << 0.9;
        QTest::newRow("not closing: nothing") << plain() << at(true) << "closing" << 1.0;

        // "Pre-existing hull damage: -10% for 1 point, -20% for 2 points, -40% for 3 points, -60% for 4 points"
        const double hulls[] = {1.0, 0.9, 0.8, 0.6, 0.4};
        for (int h = 0; h <= 4; ++h) {
            Ship s = plain();
            s.hull = h;
            QTest::addRow("hull damage %d", h) << s << at(false) << "hull" << hulls[h];
        }
        // "Pre-existing propulsion damage: -5% … -60% for 5 points"
        const double props[] = {1.0, 0.95, 0.9, 0.8, 0.6, 0.4};
        for (int p = 0; p <= 5; ++p) {
            Ship s = plain();
            s.propulsion = p;
            QTest::addRow("propulsion damage %d", p) << s << at(false) << "propulsion" << props[p];
        }

        // "+33% if breaking the line has succeeded, -25% if it has failed, no modifier if the ships could not close"
        Ship breaker = plain();
        breaker.orders.formation = FormationOrder::BreakLine;
        QTest::newRow("broke the line x4/3") << breaker << at(true, false, false, BreakLineResult::Succeeded)
                                             << "breakLine" << 4.0 / 3.0;
        QTest::newRow("failed to break the line x3/4") << breaker << at(true, false, false, BreakLineResult::Failed)
                                                       << "breakLine" << 0.75;
        QTest::newRow("could not close: nothing") << breaker << at(false, false, false, BreakLineResult::Succeeded)
                                                  << "breakLine" << 1.0;
        QTest::newRow("general melee: nothing") << breaker << at(true, false, false, BreakLineResult::Melee)
                                                << "breakLine" << 1.0;
        QTest::newRow("no attempt possible: nothing") << breaker << at(true, false, false, BreakLineResult::None)
                                                      << "breakLine" << 1.0;
        QTest::newRow("line-ahead ship of a side that broke through: nothing")
            << plain() << at(true, false, false, BreakLineResult::Succeeded) << "breakLine" << 1.0;

        // "Run Past orders: -66.7%"
        Ship runner = plain();
        runner.orders.combat = CombatOrder::RunPast;
        QTest::newRow("run past x1/3") << runner << at(false) << "runPast" << 1.0 / 3.0;
        QTest::newRow("engage: nothing") << makeShip("e", Side::Union, ShipType::IC, CombatOrder::Engage)
                                         << at(false) << "runPast" << 1.0;
    }

    void shipFactor()
    {
        QFETCH(Ship, ship);
        QFETCH(ShipCircumstances, circumstances);
        QFETCH(QString, factor);
        QFETCH(double, expected);
        const NavalStrength s = shipStrength(ship, circumstances);
        QVERIFY2(std::abs(factorOf(s, factor) - expected) < 1e-12,
                 qPrintable(QStringLiteral("%1 = %2").arg(factor).arg(factorOf(s, factor))));
        QVERIFY(std::abs(s.value - productOf(s)) < 1e-9);
        QCOMPARE(s.factors.size(), 12);
        for (const NavalFactor &f : s.factors)
            QVERIFY2(!f.key.isEmpty(), qPrintable(f.key));
        // Every other factor of this plain ship is 1, so the strength is base × the factor.
        if (factor != QLatin1String("base"))
            QVERIFY(std::abs(s.value - shipTypeInfo(ship.type).baseStrength * expected) < 1e-9);
    }

    void shipFormulaWrittenOut()
    {
        Ship s = plain(ShipType::IC);
        s.crew = 60;
        s.ram = true;
        s.quality = NavalQuality::Excellent;
        s.experience = 25;
        s.orders.aim = AimOrder::Hull;
        s.hull = 2;
        s.propulsion = 1;
        s.orders.formation = FormationOrder::BreakLine;
        const double expected = 135 * (1 - 0.025 * 10) * 1.15 * 1.6 * (5.0 / 5 + 0.2) * 1.1 * 1.1 * 0.9 * 0.8 * 0.95
                                * (4.0 / 3.0);
        const NavalStrength st = shipStrength(s, at(true, true, true, BreakLineResult::Succeeded));
        QVERIFY2(std::abs(st.value - expected) < 1e-9, qPrintable(QString::number(st.value, 'g', 17)));

        Ship gb = plain(ShipType::GB);
        gb.quality = NavalQuality::Poor;
        gb.experience = 4;
        gb.propulsion = 3;
        gb.orders.combat = CombatOrder::RunPast;
        const double range = 25 * 0.85 * 0.8 * 0.8 / 3.0;
        QVERIFY(std::abs(shipStrength(gb, at(false)).value - range) < 1e-9);
    }

    void batteryFactor_data()
    {
        QTest::addColumn<NavalBattery>("battery");
        QTest::addColumn<bool>("close");
        QTest::addColumn<QString>("factor");
        QTest::addColumn<double>("expected");

        // "base strength of 80 per battery or 80 per 100 men, whichever is less"
        // with the seed's examples 300/3 = 240, 300/2 = 160, 250/3 = 200.
        const struct { int men; int batteries; double base; } bases[] = {
            {300, 3, 240}, {300, 2, 160}, {250, 3, 200}, {50, 1, 40}, {1000, 4, 320}};
        for (const auto &b : bases)
            QTest::addRow("base of a %d/%d NB is %g", b.men, b.batteries, b.base)
                << makeBattery("nb", Side::Confederate, b.men, b.batteries) << false << "base" << b.base;

        NavalBattery nb = makeBattery("nb", Side::Confederate, 300, 3);
        nb.rifled = true;
        QTest::newRow("rifled guns +33%") << nb << false << "rifled" << 4.0 / 3.0;
        QTest::newRow("smoothbores: nothing") << makeBattery("nb", Side::Confederate, 300, 3) << false << "rifled" << 1.0;

        // "Batteries on high hills are +150%; batteries on low hills are +50%."
        const struct { Hill h; const char *name; double f; } hills[] = {
            {Hill::High, "high hill +150%", 2.5}, {Hill::Low, "low hill +50%", 1.5}, {Hill::None, "no hill", 1.0}};
        for (const auto &h : hills) {
            NavalBattery b = makeBattery("nb", Side::Confederate, 300, 3);
            b.hill = h.h;
            QTest::newRow(h.name) << b << false << "hill" << h.f;
        }

        // "Quality modifier: -30% for Very Poor to +30% for Excellent" (not doubled)
        const double qs[] = {0.7, 0.85, 1.0, 1.15, 1.3};
        for (int q = 0; q < 5; ++q) {
            NavalBattery b = makeBattery("nb", Side::Confederate, 300, 3);
            b.quality = NavalQuality(q);
            QTest::addRow("battery quality %s", qPrintable(navalQualityNames().at(q))) << b << false << "quality" << qs[q];
            QTest::addRow("battery quality %s not doubled at close", qPrintable(navalQualityNames().at(q)))
                << b << true << "quality" << qs[q];
        }

        // "square root(experience)/10 + 0.8: 0 = -20%, 1 = -10%, 4 = 0%, 9 = +10%, 16 = +20%, 25 = +30%, 36 = +40%, doubled at close quarters"
        const struct { double exp; double range; double close; } exps[] = {
            {0, 0.8, 0.6}, {1, 0.9, 0.8}, {4, 1.0, 1.0}, {9, 1.1, 1.2}, {16, 1.2, 1.4}, {25, 1.3, 1.6}, {36, 1.4, 1.8}};
        for (const auto &e : exps) {
            NavalBattery b = makeBattery("nb", Side::Confederate, 300, 3);
            b.experience = e.exp;
            QTest::addRow("battery experience %g at range", e.exp) << b << false << "experience" << e.range;
            QTest::addRow("battery experience %g at close", e.exp) << b << true << "experience" << e.close;
        }

        // "If fatigue is above 6, strength is multiplied by (6/fatigue)"
        const struct { double fatigue; double f; } fats[] = {{0, 1.0}, {6, 1.0}, {7, 6.0 / 7.0}, {12, 0.5}, {6.5, 6.0 / 6.5}};
        for (const auto &ft : fats) {
            NavalBattery b = makeBattery("nb", Side::Confederate, 300, 3);
            b.fatigue = ft.fatigue;
            QTest::addRow("fatigue %g", ft.fatigue) << b << false << "fatigue" << ft.f;
        }
    }

    void batteryFactor()
    {
        QFETCH(NavalBattery, battery);
        QFETCH(bool, close);
        QFETCH(QString, factor);
        QFETCH(double, expected);
        const NavalStrength s = batteryStrength(battery, close);
        QVERIFY2(std::abs(factorOf(s, factor) - expected) < 1e-12,
                 qPrintable(QStringLiteral("%1 = %2").arg(factor).arg(factorOf(s, factor))));
        QVERIFY(std::abs(s.value - productOf(s)) < 1e-9);
        QCOMPARE(s.factors.size(), 6);
    }

    void batteryFormulaWrittenOut()
    {
        NavalBattery b = makeBattery("nb", Side::Confederate, 250, 3);
        b.rifled = true;
        b.hill = Hill::High;
        b.quality = NavalQuality::Good;
        b.experience = 9;
        b.fatigue = 8;
        const double range = 200 * (4.0 / 3.0) * 2.5 * 1.15 * 1.1 * (6.0 / 8.0);
        const double close = 200 * (4.0 / 3.0) * 2.5 * 1.15 * 1.2 * (6.0 / 8.0);
        QVERIFY(std::abs(batteryStrength(b, false).value - range) < 1e-9);
        QVERIFY(std::abs(batteryStrength(b, true).value - close) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestNavalStrength)
#include "tst_navalstrength.moc"
