// The campaign score explanations (RULES §17) in words. The campaign engine
// (src/campaign/scores.cpp) records typed entries only; these templates keep
// the context "Scores" the texts had there, so the translations apply.

#include "scorenarrator.h"

#include "narrator/narrator.h"

#include <QCoreApplication>

#include <cmath>

namespace hardtack {

namespace {

struct ScoreText
{
    Q_DECLARE_TR_FUNCTIONS(Scores)
};

QString points(double v)
{
    return NarratorNames::number(v, 3);
}

QString signedPoints(double v)
{
    return (v >= 0 ? QStringLiteral("+") : QStringLiteral("-")) + points(std::abs(v));
}

QString sideText(Side side)
{
    return side == Side::Union ? ScoreText::tr("the Union") : ScoreText::tr("the Confederacy");
}

QString scoreText(ScoreKind score)
{
    switch (score) {
    case ScoreKind::UnionMorale: return ScoreText::tr("Union morale");
    case ScoreKind::ConfederateMorale: return ScoreText::tr("Confederate morale");
    case ScoreKind::Opinion: break;
    }
    return ScoreText::tr("international opinion");
}

QString ruleText(const ScoreChange &e)
{
    const QString side = sideText(e.side);
    const QString ship = e.ship ? nameOf(shipTypeNames(), *e.ship) : QString();
    const QString kind = nameOf(cityKindNames(), e.kind);
    const QString cause = e.ship ? ScoreText::tr("%n crew lost with the %1", nullptr, e.men).arg(ship)
                                 : ScoreText::tr("%n casualties", nullptr, e.men);
    switch (e.rule) {
    case ScoreRule::UnionMoralePerTurn:
        return ScoreText::tr("RULES §17: Union morale drops %1 points per turn").arg(points(e.points));
    case ScoreRule::ConfederateMoralePerTurn:
        return ScoreText::tr("RULES §17: Confederate morale rises %1 point per turn").arg(points(e.points));
    case ScoreRule::OpinionPerTurn:
        return ScoreText::tr("RULES §17: international opinion rises %1 points per turn").arg(points(e.points));
    case ScoreRule::Rates:
        return ScoreText::tr("RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of "
                             "tariff over %4 (now %5)")
            .arg(points(e.perPercent), points(e.taxFree), points(e.tax), points(e.tariffFree), points(e.tariff));
    case ScoreRule::CaptureHeld:
        return ScoreText::tr("RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5")
            .arg(signedPoints(e.perLevel), e.city, kind, QString::number(e.level), side);
    case ScoreRule::LaurelsMorale:
        return ScoreText::tr("RULES §17: 1 point for each %1 laurel points %2 earns (%3)")
            .arg(points(e.per), side, points(e.laurels));
    case ScoreRule::LaurelsOpinion:
        return ScoreText::tr("RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)")
            .arg(e.side == Side::Confederate ? ScoreText::tr("rises") : ScoreText::tr("falls"), points(e.per), side,
                 points(e.laurels));
    case ScoreRule::Capture:
        return ScoreText::tr("RULES §17: %1 captured %2 (%3, level %4): %5 per level")
            .arg(side, e.city, kind, QString::number(e.level), signedPoints(e.perLevel));
    case ScoreRule::CasualtiesMorale:
        return ScoreText::tr("RULES §17: 1 point for each %1 casualties %2 suffers (%3)").arg(points(e.per), side, cause);
    case ScoreRule::CasualtiesOpinion:
        return ScoreText::tr("RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)")
            .arg(e.side == Side::Union ? ScoreText::tr("rises") : ScoreText::tr("falls"), points(e.per), side, cause);
    case ScoreRule::ShipLost:
        return ScoreText::tr("RULES §17: %1 lost a %2 captured or sunk, %3 loss points")
            .arg(side, ship)
            .arg(int(e.points));
    case ScoreRule::UnionGreenback:
        return ScoreText::tr("RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)")
            .arg(points(e.from), points(e.to));
    case ScoreRule::ConfederateGreenback:
        return ScoreText::tr("RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)")
            .arg(points(e.from), points(e.to));
    case ScoreRule::ConfederateGreenbackOpinion:
        return ScoreText::tr("RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)")
            .arg(points(e.from), points(e.to));
    case ScoreRule::Draft: return ScoreText::tr("RULES §17: %1 implements a draft, once per side").arg(side);
    }
    return nameOf(scoreRuleNames(), e.rule);
}

QString text(const ScoreChange &e)
{
    QString text = ScoreText::tr("%1 %2: %3 → %4 (%5)")
                       .arg(scoreText(e.score), signedPoints(e.amount), points(e.before), points(e.after), ruleText(e));
    if (e.clamped)
        text += ScoreText::tr(", held within 0 to %1").arg(e.max);
    return text;
}

QString text(const CapturePending &e)
{
    return ScoreText::tr("if %1 holds %2 for %3 turns, opinion changes by %4")
        .arg(sideText(e.side), e.city, QString::number(e.turns), signedPoints(e.opinion));
}

QString text(const CaptureHeld &e)
{
    return ScoreText::tr("%1 has held %2 for %3 turns").arg(sideText(e.side), e.city, QString::number(e.turns));
}

QString text(const CaptureCancelled &e)
{
    return ScoreText::tr("%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled", nullptr,
                         e.turns)
        .arg(sideText(e.by), e.city, sideText(e.side));
}

QString text(const RatesSet &e)
{
    return ScoreText::tr("%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates")
        .arg(sideText(e.side), points(e.tax), points(e.tariff), signedPoints(e.perTurn));
}

QString text(const CampaignEnded &e)
{
    return ScoreText::tr("campaign %1 of %2 ends").arg(e.ended).arg(e.campaigns);
}

QString text(const VictoryDecided &e)
{
    switch (e.condition) {
    case VictoryCondition::UnionMoraleZero:
        return ScoreText::tr("Union morale has fallen to 0: the Union sues for peace and the Confederacy wins");
    case VictoryCondition::ConfederateMoraleZero:
        return ScoreText::tr("Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins");
    case VictoryCondition::OpinionMax:
        return ScoreText::tr("international opinion has reached %1: the European powers intervene and the "
                             "Confederacy wins")
            .arg(e.max);
    case VictoryCondition::Campaigns: break;
    }
    return e.winner == Side::Union ? ScoreText::tr("after %1 campaigns Union morale is %2, above %3: the Union wins")
                                         .arg(e.campaigns)
                                         .arg(points(e.unionMorale), points(e.threshold))
                                   : ScoreText::tr("after %1 campaigns Union morale is %2, not above %3: the Confederacy wins")
                                         .arg(e.campaigns)
                                         .arg(points(e.unionMorale), points(e.threshold));
}

QString text(const NoEffect &e)
{
    switch (e.reason) {
    case NoEffectReason::CampaignsOver: return ScoreText::tr("the war has only %1 campaigns").arg(e.campaigns);
    case NoEffectReason::GreenbackNoNewLow:
        return ScoreText::tr("the %1 greenback at %2% is no new low (lowest so far %3%): no change")
            .arg(e.side == Side::Union ? ScoreText::tr("Union") : ScoreText::tr("Confederate"), points(e.value),
                 points(e.lowest));
    case NoEffectReason::AlreadyDrafted:
        return ScoreText::tr("%1 has already implemented a draft: no change").arg(sideText(e.side));
    case NoEffectReason::NoChange: break;
    }
    return ScoreText::tr("no change to any score");
}

} // namespace

QString narrateScoreEntry(const ScoreEntry &entry)
{
    return std::visit([](const auto &e) { return text(e); }, entry);
}

} // namespace hardtack
