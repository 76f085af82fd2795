// Sentences of the tactical events (context "Narrator"); the morale family
// is in moraletext.cpp, the explanations in explain.cpp.

#include "narrator.h"
#include "wordname.h"

#include <QHash>

namespace hardtack {

// ---- names -------------------------------------------------------------------

QString NarrationContext::unitName(const QString &id) const
{
    if (scenario)
        if (const Unit *u = scenario->unit(id); u && !u->name.isEmpty())
            return wordName(u->name);
    return id;
}

QString NarrationContext::leaderName(const QString &id) const
{
    if (scenario)
        for (const Formation &f : scenario->formations)
            if (f.leader.id == id && !f.leader.name.isEmpty())
                return wordName(f.leader.name);
    return id;
}

QString NarrationContext::formationName(const QString &id) const
{
    if (scenario)
        if (const Formation *f = scenario->formation(id); f && !f->name.isEmpty())
            return wordName(f->name);
    return id;
}

QString NarrationContext::unitList(const QStringList &ids) const
{
    QStringList names;
    for (const QString &id : ids)
        names << unitName(id);
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return NarratorNames::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

namespace {
template<size_t N>
QString pick(const char *const (&table)[N], int i)
{
    return i >= 0 && size_t(i) < N ? NarratorNames::tr(table[i]) : QString();
}
} // namespace

QString NarratorNames::side(Side s)
{
    static const char *const t[] = {QT_TR_NOOP("the Union"), QT_TR_NOOP("the Confederacy")};
    return pick(t, int(s));
}

QString NarratorNames::phase(Phase p)
{
    static const char *const t[] = {QT_TR_NOOP("Movement"), QT_TR_NOOP("Defensive Fire"),
                                    QT_TR_NOOP("Offensive Fire"), QT_TR_NOOP("Melee")};
    return pick(t, int(p));
}

QString NarratorNames::status(Status s)
{
    static const char *const t[] = {QT_TR_NOOP("in good order"), QT_TR_NOOP("disrupted"), QT_TR_NOOP("routed")};
    return pick(t, int(s));
}

QString NarratorNames::ammo(Ammo a)
{
    static const char *const t[] = {QT_TR_NOOP("normal"), QT_TR_NOOP("low"), QT_TR_NOOP("out")};
    return pick(t, int(a));
}

QString NarratorNames::formation(UnitFormation f)
{
    static const char *const t[] = {QT_TR_NOOP("line"), QT_TR_NOOP("column"), QT_TR_NOOP("mounted"),
                                    QT_TR_NOOP("dismounted"), QT_TR_NOOP("limbered"), QT_TR_NOOP("unlimbered"),
                                    QT_TR_NOOP("none")};
    return pick(t, int(f));
}

QString NarratorNames::facing(HexSide s)
{
    static const char *const t[] = {QT_TR_NOOP("north"), QT_TR_NOOP("north-east"), QT_TR_NOOP("south-east"),
                                    QT_TR_NOOP("south"), QT_TR_NOOP("south-west"), QT_TR_NOOP("north-west")};
    return pick(t, int(s));
}

QString NarratorNames::victoryLevel(VictoryLevel l)
{
    static const char *const t[] = {QT_TR_NOOP("major victory"), QT_TR_NOOP("minor victory"), QT_TR_NOOP("draw"),
                                    QT_TR_NOOP("minor defeat"), QT_TR_NOOP("major defeat")};
    return pick(t, int(l));
}

QString NarratorNames::factor(const QString &key)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("long-range"), QT_TR_NOOP("long range")},
        {QStringLiteral("canister"), QT_TR_NOOP("canister")},
        {QStringLiteral("disrupted"), QT_TR_NOOP("disrupted")},
        {QStringLiteral("fatigue"), QT_TR_NOOP("fatigue")},
        {QStringLiteral("quality"), QT_TR_NOOP("quality")},
        {QStringLiteral("moved"), QT_TR_NOOP("moved")},
        {QStringLiteral("terrain"), QT_TR_NOOP("terrain")},
        {QStringLiteral("hexside"), QT_TR_NOOP("hexside")},
        {QStringLiteral("higher"), QT_TR_NOOP("target higher")},
        {QStringLiteral("column"), QT_TR_NOOP("column")},
        {QStringLiteral("mounted"), QT_TR_NOOP("mounted")},
        {QStringLiteral("wall"), QT_TR_NOOP("wall")},
        {QStringLiteral("enfilade"), QT_TR_NOOP("enfilade")},
        {QStringLiteral("attacking-uphill"), QT_TR_NOOP("attacking uphill")},
    };
    const auto it = names.constFind(key);
    return it == names.constEnd() ? key : tr(it.value());
}

QString NarratorNames::hex(Hex h)
{
    return h.toString();
}

QString NarratorNames::number(double v, int decimals)
{
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

// ---- sentences ---------------------------------------------------------------

namespace {

using N = NarratorNames;

struct Sentence
{
    const NarrationContext &c;

    QString operator()(const BattleStartEvent &e) const
    {
        const QString title = c.scenario ? wordName(c.scenario->title) : QString();
        return title.isEmpty() ? NarratorNames::tr("The battle begins (seed %1).").arg(e.seed)
                               : NarratorNames::tr("The battle of %1 begins (seed %2).").arg(title, e.seed);
    }
    QString operator()(const GameTurnEvent &e) const
    {
        return e.night ? NarratorNames::tr("Turn %1 begins at %2 (night).").arg(e.at.turn).arg(e.time.toString(QStringLiteral("HH:mm")))
                       : NarratorNames::tr("Turn %1 begins at %2.").arg(e.at.turn).arg(e.time.toString(QStringLiteral("HH:mm")));
    }
    QString operator()(const PlayerTurnEvent &e) const
    {
        return NarratorNames::tr("Player turn of %1.").arg(N::side(e.at.phasing));
    }
    QString operator()(const PhaseEvent &e) const { return NarratorNames::tr("%1 phase.").arg(N::phase(e.at.phase)); }
    QString operator()(const MoveEvent &e) const
    {
        QString s = NarratorNames::tr("%1 moves from %2 to %3 (%4 MP), facing %5.")
                        .arg(c.unitName(e.unit), e.from.toString(), e.path.isEmpty() ? e.from.toString() : e.path.last().toString())
                        .arg(e.mp)
                        .arg(N::facing(e.facing));
        if (e.enteredEnemyZoc)
            s += QLatin1Char(' ') + NarratorNames::tr("It enters an enemy zone of control and stops.");
        return s;
    }
    QString operator()(const LeaderMoveEvent &e) const
    {
        return NarratorNames::tr("%1 rides from %2 to %3 (%4 MP).")
            .arg(c.leaderName(e.leader), e.from.toString(), e.path.isEmpty() ? e.from.toString() : e.path.last().toString())
            .arg(e.mp);
    }
    QString operator()(const FacingEvent &e) const
    {
        return NarratorNames::tr("%1 turns from %2 to %3 (%4 MP).").arg(c.unitName(e.unit), N::facing(e.from), N::facing(e.to)).arg(e.mp);
    }
    QString operator()(const FormationEvent &e) const
    {
        return NarratorNames::tr("%1 changes from %2 to %3 (%4 MP).")
            .arg(c.unitName(e.unit), N::formation(e.from), N::formation(e.to))
            .arg(e.mp);
    }
    QString operator()(const RevealEvent &e) const
    {
        return NarratorNames::tr("Enemy in sight: %1.").arg(c.unitList(e.units));
    }
    QString operator()(const FireEvent &e) const
    {
        QStringList firers;
        for (const FirerReport &f : e.firers)
            firers << f.unit;
        QStringList hits;
        for (const FireTargetReport &t : e.targets)
            hits << NarratorNames::tr("%1 loses %2 men").arg(c.unitName(t.unit)).arg(t.casualties);
        return NarratorNames::tr("%1 fire on %2 (casualty roll %3): %4.")
            .arg(c.unitList(firers), e.target.toString(), N::number(e.roll), hits.join(QStringLiteral(", ")));
    }
    QString operator()(const MeleeEvent &e) const
    {
        QStringList attackers;
        for (const MeleeSideReport &m : e.attackers)
            attackers << m.unit;
        int attLost = 0, defLost = 0;
        for (const MeleeCasualtyReport &r : e.attackerCasualties)
            attLost += r.casualties;
        for (const MeleeCasualtyReport &r : e.defenderCasualties)
            defLost += r.casualties;
        const QString result = e.result == MeleeResult::AttackerWins ? NarratorNames::tr("the attackers win")
                                                                       : NarratorNames::tr("the defenders hold");
        return NarratorNames::tr("%1 attack %2 at odds %3 (%4 against %5), rolled %6: %7; attackers lose %8 men, defenders %9.")
            .arg(c.unitList(attackers), e.target.toString(), N::number(e.odds), N::number(e.attack, 0),
                 N::number(e.defence, 0))
            .arg(e.roll)
            .arg(result)
            .arg(attLost)
            .arg(defLost);
    }
    QString operator()(const AdvanceEvent &e) const
    {
        return NarratorNames::tr("%1 advances from %2 into %3.").arg(c.unitName(e.unit), e.from.toString(), e.to.toString());
    }
    QString operator()(const MeleeRetreatEvent &e) const
    {
        return NarratorNames::tr("%1 falls back from %2 to %3.").arg(c.unitName(e.unit), e.from.toString(), e.to.toString());
    }
    QString operator()(const RoutRetreatEvent &e) const
    {
        switch (e.result) {
        case RetreatResult::Retreated:
            return NarratorNames::tr("%1 routs back %n hex(es) from %2 to %3 (at most %4).", nullptr, int(e.path.size()))
                .arg(c.unitName(e.unit), e.from.toString(), e.path.isEmpty() ? e.from.toString() : e.path.last().toString())
                .arg(e.maxHexes);
        case RetreatResult::NoEnemyInSight:
            return NarratorNames::tr("%1 is routed but sees no enemy: it stays at %2.").arg(c.unitName(e.unit), e.from.toString());
        case RetreatResult::NoRetreat:
            return NarratorNames::tr("%1 is routed and has no way back from %2.").arg(c.unitName(e.unit), e.from.toString());
        case RetreatResult::Cornered:
            return NarratorNames::tr("%1 is routed and has no way back from %2; no enemy is close enough to take it: it stays.")
                .arg(c.unitName(e.unit), e.from.toString());
        case RetreatResult::SlippedAway:
            return NarratorNames::tr("%1 is routed and hemmed in at %2: it slips away to %3.")
                .arg(c.unitName(e.unit), e.from.toString(), e.path.isEmpty() ? e.from.toString() : e.path.last().toString());
        }
        return {};
    }
    QString operator()(const SurrenderEvent &e) const
    {
        QString why;
        switch (e.reason) {
        case SurrenderReason::CannotRetreat:
            why = NarratorNames::tr("routed, with the enemy next to it and no way back");
            break;
        case SurrenderReason::BeatenNoRetreat:
            why = NarratorNames::tr("beaten in melee, it has no hex to fall back to");
            break;
        case SurrenderReason::Overrun:
            why = NarratorNames::tr("its guns overrun, alone in the hex");
            break;
        }
        return e.guns > 0 ? NarratorNames::tr("%1 surrenders at %2 (%3): %4 men taken prisoner, %5 guns lost.")
                                .arg(c.unitName(e.unit), e.hex.toString(), why)
                                .arg(e.prisoners)
                                .arg(e.guns)
                          : NarratorNames::tr("%1 surrenders at %2 (%3): %4 men taken prisoner.")
                                .arg(c.unitName(e.unit), e.hex.toString(), why)
                                .arg(e.prisoners);
    }
    QString operator()(const DispersedEvent &e) const
    {
        return NarratorNames::tr("%1 has lost its last men to straggling and is dispersed.").arg(c.unitName(e.unit));
    }
    QString operator()(const MoraleCheckEvent &e) const { return MoraleText::describe(e, c); }
    QString operator()(const CascadeEvent &e) const { return MoraleText::describe(e, c); }
    QString operator()(const RallyCheckEvent &e) const { return MoraleText::describe(e, c); }
    QString operator()(const DisruptionRecoveryEvent &e) const { return MoraleText::describe(e, c); }
    QString operator()(const FatigueRecoveryEvent &e) const
    {
        return NarratorNames::tr("%1 rests: fatigue %2 → %3 (rolled %4 of %5 to %6).")
            .arg(c.unitName(e.unit))
            .arg(e.before)
            .arg(e.after)
            .arg(e.roll)
            .arg(e.min)
            .arg(e.max);
    }
    QString operator()(const AmmoCheckEvent &e) const
    {
        return e.dropped ? NarratorNames::tr("%1 runs short of ammunition: %2 → %3 (rolled %4, below %5).")
                               .arg(c.unitName(e.unit), N::ammo(e.before), N::ammo(e.after), N::number(e.roll, 3),
                                    N::number(e.chance, 3))
                         : NarratorNames::tr("%1 keeps its ammunition %2 (rolled %3, not below %4).")
                               .arg(c.unitName(e.unit), N::ammo(e.before), N::number(e.roll, 3), N::number(e.chance, 3));
    }
    QString operator()(const ResupplyEvent &e) const
    {
        QString s = NarratorNames::tr("%1 is resupplied by %2 at %3 hexes (%4 supply points, %5 left).")
                        .arg(c.unitName(e.unit), c.unitName(e.wagon))
                        .arg(e.distance)
                        .arg(e.cost)
                        .arg(e.supplyLeft);
        if (e.wagonLeaves)
            s += QLatin1Char(' ') + NarratorNames::tr("The empty wagons leave the field.");
        return s;
    }
    QString operator()(const StragglersReturnEvent &e) const
    {
        return NarratorNames::tr("%n straggler(s) return to %1 (%2 still missing).", nullptr, e.returned)
            .arg(c.unitName(e.unit))
            .arg(e.stillLost);
    }
    QString operator()(const LeaderCasualtyCheckEvent &e) const
    {
        const QString formation = c.formationName(e.formation);
        if (!e.hit || !e.result)
            return NarratorNames::tr("The leader of %1 is unhurt at %2 (rolled %3, hit below %4).")
                .arg(formation, e.hex.toString(), N::number(e.roll, 3), N::number(e.chance, 3));
        const QString rating = e.replacementRating ? ratingLetterNames().value(int(*e.replacementRating)) : QString();
        return *e.result == LeaderCasualty::Killed
                   ? NarratorNames::tr("The leader of %1 is killed at %2 (rolled %3, below %4); a replacement rated %5 takes command.")
                         .arg(formation, e.hex.toString(), N::number(e.roll, 3), N::number(e.chance, 3), rating)
                   : NarratorNames::tr("The leader of %1 is wounded at %2 (rolled %3, below %4); a replacement rated %5 takes command.")
                         .arg(formation, e.hex.toString(), N::number(e.roll, 3), N::number(e.chance, 3), rating);
    }
    QString operator()(const LeaderDisplacedEvent &e) const
    {
        return NarratorNames::tr("%1 escapes from %2 to %3.").arg(c.leaderName(e.leader), e.from.toString(), e.to.toString());
    }
    QString operator()(const ReinforcementEvent &e) const
    {
        const QString units = c.unitList(e.units);
        if (!e.arrived)
            return e.roll ? NarratorNames::tr("Reinforcements (%1) are delayed: rolled %2, above %3%.").arg(units).arg(*e.roll).arg(e.chance)
                          : NarratorNames::tr("Reinforcements (%1) do not come.").arg(units);
        return e.roll ? NarratorNames::tr("Reinforcements arrive at %1: %2 (rolled %3, at most %4%).")
                            .arg(e.hex.toString(), units)
                            .arg(*e.roll)
                            .arg(e.chance)
                      : NarratorNames::tr("Reinforcements arrive at %1: %2.").arg(e.hex.toString(), units);
    }
    QString operator()(const BattleEndEvent &e) const
    {
        const QString why = e.reason == BattleEndReason::LastTurn ? NarratorNames::tr("the last turn is over")
                                                                  : NarratorNames::tr("one side has no force left");
        if (!e.winner)
            return NarratorNames::tr("The battle ends (%1): a draw, %2 to %3 victory points.")
                .arg(why)
                .arg(e.vp[Side::Union])
                .arg(e.vp[Side::Confederate]);
        return NarratorNames::tr("The battle ends (%1): %2 for %3, %4 to %5 victory points.")
            .arg(why, N::victoryLevel(e.result[*e.winner]), N::side(*e.winner))
            .arg(e.vp[*e.winner])
            .arg(e.vp[otherSide(*e.winner)]);
    }
};

} // namespace

QString narrate(const Event &event, const NarrationContext &context)
{
    return std::visit(Sentence{context}, event);
}

QString narrate(const QJsonObject &event, const NarrationContext &context)
{
    LoadError error;
    const std::optional<Event> e = eventFromJson(event, &error);
    if (!e)
        return NarratorNames::tr("Unreadable event (%1: %2).").arg(error.path, error.message);
    return narrate(*e, context);
}

QStringList explain(const QJsonObject &event, const NarrationContext &context)
{
    const std::optional<Event> e = eventFromJson(event, nullptr);
    return e ? explain(*e, context) : QStringList();
}

} // namespace hardtack
