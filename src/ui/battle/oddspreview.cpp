#include "oddspreview.h"

#include "core/rules/game.h"
#include "core/rules/odds.h"
#include "core/scenario.h"
#include "narrator/wordname.h"

namespace hardtack::ui {

namespace {

QString percent(double p)
{
    if (p > 0 && p < 0.005)
        return QStringLiteral("<1%");
    return QStringLiteral("%1%").arg(std::lround(p * 100));
}

TargetPreview targetOf(const Game &game, const UnitOdds &u)
{
    TargetPreview t;
    t.unit = u.unit;
    const Unit *unit = game.scenario().unit(u.unit);
    t.name = unit && !unit->name.isEmpty() ? wordName(unit->name) : u.unit;
    t.meanLoss = u.meanCasualties;
    t.minLoss = u.minCasualties;
    t.maxLoss = u.maxCasualties;
    t.failChance = u.failChance;
    t.routChance = u.routChance;
    return t;
}

} // namespace

OddsPreview OddsAdapter::fire(const Game &game, const Order &order)
{
    const FireOdds f = fireOdds(game, order);
    OddsPreview p;
    p.check = f.check;
    p.value = f.value;
    p.cascadeChance = f.cascadeChance;
    p.minCasualties = f.minCasualties;
    p.meanCasualties = f.meanCasualties;
    p.maxCasualties = f.maxCasualties;
    for (const UnitOdds &u : f.targets)
        p.targets.append(targetOf(game, u));
    return p;
}

OddsPreview OddsAdapter::melee(const Game &game, const Order &order)
{
    const MeleeOdds m = meleeOdds(game, order);
    OddsPreview p;
    p.melee = true;
    p.check = m.check;
    p.odds = m.odds;
    p.winChance = m.winChance;
    p.attackerLoss = m.attackerCasualties;
    p.defenderLoss = m.defenderCasualties;
    for (const UnitOdds &u : m.defenders)
        p.targets.append(targetOf(game, u));
    return p;
}

QStringList OddsPreview::lines() const
{
    QStringList out;
    if (!check.ok()) {
        out << check.message;
        return out;
    }
    if (melee) {
        out << OddsAdapter::tr("Melee at %1 : 1 — win %2").arg(QString::number(odds, 'f', 2), percent(winChance));
        out << OddsAdapter::tr("Mean losses: ours %1, theirs %2")
                   .arg(QString::number(attackerLoss, 'f', 0), QString::number(defenderLoss, 'f', 0));
    } else {
        out << OddsAdapter::tr("Fire value %1: casualties %2–%3 (mean %4)")
                   .arg(QString::number(value, 'f', 0), QString::number(minCasualties, 'f', 1),
                        QString::number(maxCasualties, 'f', 1), QString::number(meanCasualties, 'f', 1));
        if (cascadeChance >= 0)
            out << OddsAdapter::tr("Cascade chance %1").arg(percent(cascadeChance));
    }
    for (const TargetPreview &t : targets)
        out << OddsAdapter::tr("%1: fails %2, routs %3").arg(t.name, percent(t.failChance), percent(t.routChance));
    return out;
}

} // namespace hardtack::ui
