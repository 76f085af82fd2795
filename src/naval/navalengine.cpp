#include "navalengine.h"

#include "core/jsonio.h"

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }

QJsonObject bySide(double u, double c)
{
    return {{key("union"), u}, {key("confederate"), c}};
}

QJsonObject bySide(int u, int c)
{
    return {{key("union"), u}, {key("confederate"), c}};
}

} // namespace

NavalResolution resolveNavalBattle(const NavalBattle &battle, Rng &rng)
{
    NavalResolution r;
    r.situation = determineSituation(battle, rng, r.log);
    const NavalSituation &s = r.situation;

    // RULES §16: the strength of every ship and battery that fights.
    r.shipStrengths.resize(battle.ships.size());
    r.batteryStrengths.resize(battle.batteries.size());
    if (s.battle && s.sideFights(battle, Side::Union) && s.sideFights(battle, Side::Confederate)) {
        for (int i = 0; i < battle.ships.size(); ++i) {
            if (!s.ships[i].fights)
                continue;
            const Ship &ship = battle.ships.at(i);
            r.shipStrengths[i] = shipStrength(ship, s.circumstancesOf(battle, i));
            r.total[int(ship.side)] += r.shipStrengths[i].value;
            r.log.add(NavalStrengthEvent{ship.id, ship.side, false, r.shipStrengths[i].value, r.shipStrengths[i].factors});
        }
        for (int b = 0; b < battle.batteries.size(); ++b) {
            const NavalBattery &nb = battle.batteries.at(b);
            r.batteryStrengths[b] = batteryStrength(nb, s.batteries[b].close);
            r.total[int(nb.side)] += r.batteryStrengths[b].value;
            r.log.add(NavalStrengthEvent{nb.id, nb.side, true, r.batteryStrengths[b].value, r.batteryStrengths[b].factors});
        }
        r.log.add(NavalTotalEvent{r.total});
    }
    r.outcome = resolveOutcome(battle, s, rng, r.log);
    return r;
}

QJsonObject resolutionToJson(const NavalBattle &battle, const NavalResolution &r)
{
    const NavalSituation &s = r.situation;
    QJsonArray evaded;
    for (const QString &id : s.evadedIds(battle))
        evaded.append(id);
    const QJsonObject situation{
        {key("battle"), s.battle},
        {key("range"), s.rangeName(battle)},
        {key("windward"), sideName(s.windward)},
        {key("breakLine"), QJsonObject{{key("union"), breakLineResultNames().at(int(s.breakLine[0]))},
                                       {key("confederate"), breakLineResultNames().at(int(s.breakLine[1]))}}},
        {key("evaded"), evaded}};

    QJsonObject strength;
    for (int i = 0; i < battle.ships.size(); ++i)
        strength.insert(battle.ships.at(i).id, r.shipStrengths.at(i).value);
    for (int b = 0; b < battle.batteries.size(); ++b)
        strength.insert(battle.batteries.at(b).id, r.batteryStrengths.at(b).value);

    const NavalOutcome &o = r.outcome;
    QJsonObject ships;
    for (int i = 0; i < battle.ships.size(); ++i) {
        const ShipOutcome &so = o.ships.at(i);
        ships.insert(battle.ships.at(i).id, QJsonObject{{key("hull"), so.hull},
                                                        {key("propulsion"), so.propulsion},
                                                        {key("crewLost"), so.crewLost},
                                                        {key("fate"), shipFateNames().at(int(so.fate))}});
    }
    const QJsonObject result{
        {key("winner"), o.winner ? QJsonValue(sideName(*o.winner)) : QJsonValue()},
        {key("ships"), ships},
        {key("laurels"), bySide(o.laurels[0], o.laurels[1])},
        {key("lossPoints"), bySide(o.lossPoints[0], o.lossPoints[1])},
        {key("casualties"), bySide(o.casualties[0], o.casualties[1])}};
    return {{key("situation"), situation},
            {key("strength"), strength},
            {key("total"), bySide(r.total[0], r.total[1])},
            {key("result"), result}};
}

double NavalTrials::fateRate(int i, ShipFate fate) const
{
    return trials > 0 ? fates.at(i)[size_t(fate)] / double(trials) : 0.0;
}

QJsonObject NavalTrials::toJson() const
{
    const double n = trials > 0 ? trials : 1;
    QJsonObject fateRates;
    for (int i = 0; i < shipIds.size(); ++i) {
        QJsonObject rates;
        for (int f = 0; f < shipFateNames().size(); ++f)
            rates.insert(shipFateNames().at(f), fateRate(i, ShipFate(f)));
        fateRates.insert(shipIds.at(i), rates);
    }
    return {{key("trials"), trials},
            {key("seed"), seedToJson(seed)}, // exactly: a string above 2^53
            {key("winRate"), bySide(wins[0] / n, wins[1] / n)},
            {key("drawRate"), draws / n},
            {key("battleRate"), battles / n},
            {key("meanLaurels"), bySide(laurels[0] / n, laurels[1] / n)},
            {key("meanLossPoints"), bySide(lossPoints[0] / n, lossPoints[1] / n)},
            {key("meanCasualties"), bySide(casualties[0] / n, casualties[1] / n)},
            {key("fateRates"), fateRates}};
}

NavalTrials runNavalTrials(const NavalBattle &battle, quint64 seed, int trials)
{
    NavalTrials t;
    t.trials = trials;
    t.seed = seed;
    for (const Ship &s : battle.ships)
        t.shipIds.append(s.id);
    t.fates.fill({0, 0, 0, 0, 0}, battle.ships.size());
    for (int k = 0; k < trials; ++k) {
        const NavalResolution r = resolveNavalBattle(battle, seed + quint64(k));
        if (r.situation.battle)
            ++t.battles;
        if (r.outcome.winner)
            ++t.wins[int(*r.outcome.winner)];
        else
            ++t.draws;
        for (int side = 0; side < 2; ++side) {
            t.laurels[side] += r.outcome.laurels[side];
            t.lossPoints[side] += r.outcome.lossPoints[side];
            t.casualties[side] += r.outcome.casualties[side];
        }
        for (int i = 0; i < battle.ships.size(); ++i)
            ++t.fates[i][size_t(r.outcome.ships.at(i).fate)];
    }
    return t;
}

} // namespace hardtack
