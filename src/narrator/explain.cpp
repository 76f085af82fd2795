// The explanation lines of events: the base, each modifier by name, the
// final value and the die (STYLE §6: every roll shows its arithmetic).

#include "narrator.h"

namespace hardtack {

namespace {

using N = NarratorNames;

QString factorList(const QVector<FactorEntry> &factors)
{
    QStringList parts;
    for (const FactorEntry &f : factors)
        parts << NarratorNames::tr("%1 ×%2").arg(N::factor(f.name), N::number(f.factor));
    return parts.join(QStringLiteral(", "));
}

QString reductionList(const QVector<FactorEntry> &reductions)
{
    QStringList parts;
    for (const FactorEntry &f : reductions)
        parts << NarratorNames::tr("%1 −%2%").arg(N::factor(f.name), N::number(-f.factor * 100, 0));
    return parts.join(QStringLiteral(", "));
}

QStringList lossLines(const LossReport &r, const NarrationContext &c)
{
    QStringList out;
    if (r.guns)
        out << NarratorNames::tr("%1 loses %2 gun(s): %3 whole per 25 men, remainder %4%5.")
                   .arg(c.unitName(r.unit))
                   .arg(r.guns->gunsLost)
                   .arg(r.guns->whole)
                   .arg(r.guns->remainder)
                   .arg(r.guns->roll ? NarratorNames::tr(" (chance %1, rolled %2)").arg(N::number(*r.guns->chance, 3), N::number(*r.guns->roll, 3))
                                     : QString());
    if (r.fatigue)
        out << NarratorNames::tr("%1 fatigue: rolled %2 in %3–%4, ×%5 = +%6, %7 → %8.")
                   .arg(c.unitName(r.unit))
                   .arg(r.fatigue->roll)
                   .arg(r.fatigue->min)
                   .arg(r.fatigue->max)
                   .arg(N::number(r.fatigue->multiplier))
                   .arg(r.fatigue->gain)
                   .arg(r.fatigue->before)
                   .arg(r.fatigue->after);
    if (r.fatigueAtMaximum)
        out << NarratorNames::tr("%1 was already at maximum fatigue: it must check morale.").arg(c.unitName(r.unit));
    if (r.eliminated)
        out << NarratorNames::tr("%1 has no men left.").arg(c.unitName(r.unit));
    return out;
}

QStringList moraleLines(int base, const QVector<MoraleModifier> &mods, int final, const QString &leaderName)
{
    QStringList out;
    out << NarratorNames::tr("Base (quality): %1").arg(base);
    for (const MoraleModifier &m : mods) {
        const QString name = m.name == QLatin1String("leader") && !leaderName.isEmpty()
                                 ? MoraleText::tr("leader %1").arg(leaderName)
                                 : MoraleText::modifierName(m.name);
        out << QStringLiteral("%1%2 %3").arg(m.amount >= 0 ? QStringLiteral("+") : QString()).arg(m.amount).arg(name);
    }
    out << NarratorNames::tr("Final: %1").arg(final);
    return out;
}

struct Explanation
{
    const NarrationContext &c;

    QStringList operator()(const MoveEvent &e) const
    {
        QStringList hexes{e.from.toString()};
        for (const Hex &h : e.path)
            hexes << h.toString();
        return {NarratorNames::tr("Path: %1").arg(hexes.join(QStringLiteral(" → ")))};
    }
    QStringList operator()(const MoraleCheckEvent &e) const
    {
        QStringList out = moraleLines(e.base, e.modifiers, e.final, {});
        out << NarratorNames::tr("Die: %1 (passes at %2 or less)").arg(e.roll).arg(e.final);
        out << NarratorNames::tr("Status: %1 → %2").arg(N::status(e.before), N::status(e.after));
        if (e.stragglers > 0)
            out << NarratorNames::tr("Stragglers: %1 men (25 per point above)").arg(e.stragglers);
        return out;
    }
    QStringList operator()(const RallyCheckEvent &e) const
    {
        QStringList out = moraleLines(e.base, e.modifiers, e.final, e.leader ? c.leaderName(*e.leader) : QString());
        if (e.roll)
            out << NarratorNames::tr("Die: %1 (rallies below %2)").arg(*e.roll).arg(e.final);
        return out;
    }
    QStringList operator()(const DisruptionRecoveryEvent &e) const
    {
        if (!e.roll)
            return {NarratorNames::tr("No enemy adjacent: recovers without a roll.")};
        return {NarratorNames::tr("Quality: %1").arg(e.quality), NarratorNames::tr("Die: %1 (recovers at %2 or less)").arg(*e.roll).arg(e.quality)};
    }
    QStringList operator()(const CascadeEvent &e) const
    {
        QStringList out{NarratorNames::tr("Rings: %1").arg(e.rings)};
        if (e.night)
            out << NarratorNames::tr("Night");
        if (e.routLimiting)
            out << NarratorNames::tr("Rout limiting: +1 per ring after the first");
        return out;
    }
    QStringList operator()(const FireEvent &e) const
    {
        QStringList out;
        for (const FirerReport &f : e.firers) {
            out << NarratorNames::tr("%1 at %2: base %3%4 = %5").arg(c.unitName(f.unit), f.hex.toString(), N::number(f.base))
                       .arg(f.factors.isEmpty() ? QString() : QStringLiteral(", ") + factorList(f.factors))
                       .arg(N::number(f.value));
            if (!f.reductions.isEmpty())
                out << NarratorNames::tr("  reductions: %1 (total %2%)").arg(reductionList(f.reductions)).arg(f.reduction);
        }
        out << NarratorNames::tr("Casualty roll: %1 (uniform %2 to %3)").arg(N::number(e.roll), N::number(e.rollMin), N::number(e.rollMax));
        if (e.density)
            out << NarratorNames::tr("Density factor: %1 (%2 men in the hex)").arg(N::number(*e.density, 3)).arg(e.menInHex);
        for (const FireTargetReport &t : e.targets) {
            int enfilade = 0;
            for (bool b : t.enfilade)
                enfilade += b ? 1 : 0;
            QString mods;
            if (enfilade > 0)
                mods += QStringLiteral(", ") + NarratorNames::tr("enfilade ×1.5 from %n firer(s)", nullptr, enfilade);
            if (t.exposedFormation)
                mods += QStringLiteral(", ") + NarratorNames::tr("formation ×1.5");
            out << NarratorNames::tr("%1: fire value %2%3, share %4, expected %5, lost %6")
                       .arg(c.unitName(t.unit), N::number(t.value), mods, N::number(t.share, 3), N::number(t.expected))
                       .arg(t.casualties);
            out += lossLines(t.losses, c);
        }
        return out;
    }
    QStringList operator()(const MeleeEvent &e) const
    {
        QStringList out;
        const auto sideLines = [&](const QVector<MeleeSideReport> &side) {
            for (const MeleeSideReport &m : side)
                out << NarratorNames::tr("%1: %2 men%3 = %4")
                           .arg(c.unitName(m.unit))
                           .arg(m.men)
                           .arg(m.factors.isEmpty() ? QString() : QStringLiteral(", ") + factorList(m.factors))
                           .arg(N::number(m.strength));
        };
        sideLines(e.attackers);
        sideLines(e.defenders);
        out << NarratorNames::tr("Attack %1 against defence %2: odds %3").arg(N::number(e.attack), N::number(e.defence), N::number(e.odds));
        out << NarratorNames::tr("Die: %1 (the attackers win from %2)").arg(e.roll).arg(e.minWinningRoll);
        const auto casualtyLines = [&](double roll, const QVector<MeleeCasualtyReport> &reports, std::optional<double> density) {
            out << NarratorNames::tr("Casualty roll: %1").arg(N::number(roll));
            if (density)
                out << NarratorNames::tr("Density factor: %1").arg(N::number(*density, 3));
            for (const MeleeCasualtyReport &r : reports) {
                out << NarratorNames::tr("%1: share %2, expected %3, lost %4")
                           .arg(c.unitName(r.unit), N::number(r.share, 3), N::number(r.expected))
                           .arg(r.casualties);
                out += lossLines(r.losses, c);
            }
        };
        casualtyLines(e.defenderCasualtyRoll, e.defenderCasualties, e.defenderDensity);
        casualtyLines(e.attackerCasualtyRoll, e.attackerCasualties, e.attackerDensity);
        return out;
    }
    QStringList operator()(const BattleEndEvent &e) const
    {
        QStringList out;
        for (Side s : {Side::Union, Side::Confederate}) {
            const SideLossReport &l = e.casualties[s];
            out << NarratorNames::tr("%1: %2 VP (objectives %3), %4; lost %5 men (%6 killed and wounded, %7 prisoners, %8 stragglers), "
                         "%9 guns")
                       .arg(N::side(s))
                       .arg(e.vp[s])
                       .arg(e.objectivePoints[s])
                       .arg(N::victoryLevel(e.result[s]))
                       .arg(l.men)
                       .arg(l.killedWounded)
                       .arg(l.prisoners)
                       .arg(l.stragglers)
                       .arg(l.guns);
            if (e.laurels[s] > 0)
                out << NarratorNames::tr("%1 earns %2 laurels").arg(N::side(s)).arg(e.laurels[s]);
        }
        return out;
    }
    QStringList operator()(const FatigueRecoveryEvent &e) const
    {
        return {NarratorNames::tr("Rest (%1): rolled %2 in %3–%4, fatigue %5 → %6")
                    .arg(e.night ? NarratorNames::tr("night") : NarratorNames::tr("day"))
                    .arg(e.roll)
                    .arg(e.min)
                    .arg(e.max)
                    .arg(e.before)
                    .arg(e.after)};
    }
    QStringList operator()(const AmmoCheckEvent &e) const
    {
        return {NarratorNames::tr("Chance to run low: %1%, rolled %2 (runs low below the chance)")
                    .arg(N::number(e.chance * 100, 1), N::number(e.roll * 100, 1)),
                e.dropped ? NarratorNames::tr("Ammunition: %1 → %2").arg(N::ammo(e.before), N::ammo(e.after))
                          : NarratorNames::tr("Ammunition stays %1").arg(N::ammo(e.after))};
    }
    QStringList operator()(const ResupplyEvent &e) const
    {
        QStringList out{NarratorNames::tr("Wagon %1, %2 hex(es) away: %3 supply point(s) spent, %4 left")
                            .arg(c.unitName(e.wagon))
                            .arg(e.distance)
                            .arg(e.cost)
                            .arg(e.supplyLeft),
                        NarratorNames::tr("Ammunition: %1 → %2").arg(N::ammo(e.before), N::ammo(Ammo::Normal))};
        if (e.wagonLeaves)
            out << NarratorNames::tr("The wagon is empty and leaves the field.");
        return out;
    }
    QStringList operator()(const StragglersReturnEvent &e) const
    {
        return {NarratorNames::tr("%1 men return to the ranks at night; %2 are still missing").arg(e.returned).arg(e.stillLost)};
    }
    QStringList operator()(const LeaderCasualtyCheckEvent &e) const
    {
        QStringList out{NarratorNames::tr("Chance to be hit: %1%, rolled %2 (hit below the chance)")
                            .arg(N::number(e.chance * 100, 1), N::number(e.roll * 100, 1))};
        if (e.hit && e.result)
            out << (*e.result == LeaderCasualty::Killed ? NarratorNames::tr("Killed (even chance of killed or wounded)")
                                                        : NarratorNames::tr("Wounded (even chance of killed or wounded)"));
        if (e.replacementRating)
            out << NarratorNames::tr("A replacement rated %1 takes command")
                       .arg(QChar(QLatin1Char('A' + int(*e.replacementRating))));
        return out;
    }
    QStringList operator()(const ReinforcementEvent &e) const
    {
        if (!e.roll)
            return {};
        return {NarratorNames::tr("Chance to arrive: %1%, rolled %2 on d100 (arrives at the chance or less)").arg(e.chance).arg(*e.roll)};
    }
    QStringList operator()(const RoutRetreatEvent &e) const
    {
        if (e.path.isEmpty())
            return {};
        QStringList hexes{e.from.toString()};
        for (const Hex &h : e.path)
            hexes << h.toString();
        return {NarratorNames::tr("Retreats up to %1 hex(es), away from the enemy: %2").arg(e.maxHexes).arg(hexes.join(QStringLiteral(" → ")))};
    }
    template<typename T>
    QStringList operator()(const T &) const
    {
        return {};
    }
};

} // namespace

QStringList explain(const Event &event, const NarrationContext &context)
{
    return std::visit(Explanation{context}, event);
}

} // namespace hardtack
