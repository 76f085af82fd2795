// The campaign score explanations (RULES §17) in words. The campaign engine
// (src/campaign/scores.cpp) records data only; these templates keep the
// source texts and the context "Scores" they had there, so the existing
// translations apply.

#include "narrator.h"

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

QString sideText(const QString &side)
{
    return side == QLatin1String("union") ? ScoreText::tr("the Union") : ScoreText::tr("the Confederacy");
}

QString scoreText(const QString &score)
{
    if (score == QLatin1String("unionMorale"))
        return ScoreText::tr("Union morale");
    if (score == QLatin1String("confederateMorale"))
        return ScoreText::tr("Confederate morale");
    return ScoreText::tr("international opinion");
}

QString ruleText(const QJsonObject &e)
{
    const auto num = [&](const char *k) { return e.value(QLatin1String(k)).toDouble(); };
    const auto str = [&](const char *k) { return e.value(QLatin1String(k)).toString(); };
    const QString rule = str("rule");
    const QString side = sideText(str("side"));
    const QString cause = e.contains(QStringLiteral("ship"))
                              ? ScoreText::tr("%n crew lost with the %1", nullptr, int(num("men"))).arg(str("ship"))
                              : ScoreText::tr("%n casualties", nullptr, int(num("men")));
    if (rule == QLatin1String("union-morale-per-turn"))
        return ScoreText::tr("RULES §17: Union morale drops %1 points per turn").arg(points(num("points")));
    if (rule == QLatin1String("confederate-morale-per-turn"))
        return ScoreText::tr("RULES §17: Confederate morale rises %1 point per turn").arg(points(num("points")));
    if (rule == QLatin1String("opinion-per-turn"))
        return ScoreText::tr("RULES §17: international opinion rises %1 points per turn").arg(points(num("points")));
    if (rule == QLatin1String("rates"))
        return ScoreText::tr("RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of "
                             "tariff over %4 (now %5)")
            .arg(points(num("perPercent")), points(num("taxFree")), points(num("tax")), points(num("tariffFree")),
                 points(num("tariff")));
    if (rule == QLatin1String("capture-held"))
        return ScoreText::tr("RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5")
            .arg(signedPoints(num("perLevel")), str("city"), str("kind"), QString::number(int(num("level"))), side);
    if (rule == QLatin1String("laurels-morale"))
        return ScoreText::tr("RULES §17: 1 point for each %1 laurel points %2 earns (%3)")
            .arg(points(num("per")), side, points(num("laurels")));
    if (rule == QLatin1String("laurels-opinion"))
        return ScoreText::tr("RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)")
            .arg(str("side") == QLatin1String("confederate") ? ScoreText::tr("rises") : ScoreText::tr("falls"),
                 points(num("per")), side, points(num("laurels")));
    if (rule == QLatin1String("capture"))
        return ScoreText::tr("RULES §17: %1 captured %2 (%3, level %4): %5 per level")
            .arg(side, str("city"), str("kind"), QString::number(int(num("level"))), signedPoints(num("perLevel")));
    if (rule == QLatin1String("casualties-morale"))
        return ScoreText::tr("RULES §17: 1 point for each %1 casualties %2 suffers (%3)").arg(points(num("per")), side, cause);
    if (rule == QLatin1String("casualties-opinion"))
        return ScoreText::tr("RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)")
            .arg(str("side") == QLatin1String("union") ? ScoreText::tr("rises") : ScoreText::tr("falls"),
                 points(num("per")), side, cause);
    if (rule == QLatin1String("ship-lost"))
        return ScoreText::tr("RULES §17: %1 lost a %2 captured or sunk, %3 loss points")
            .arg(side, str("ship"))
            .arg(int(num("points")));
    if (rule == QLatin1String("union-greenback"))
        return ScoreText::tr("RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)")
            .arg(points(num("from")), points(num("to")));
    if (rule == QLatin1String("confederate-greenback"))
        return ScoreText::tr("RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)")
            .arg(points(num("from")), points(num("to")));
    if (rule == QLatin1String("confederate-greenback-opinion"))
        return ScoreText::tr("RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)")
            .arg(points(num("from")), points(num("to")));
    if (rule == QLatin1String("draft"))
        return ScoreText::tr("RULES §17: %1 implements a draft, once per side").arg(side);
    return rule;
}

} // namespace

QString narrateScoreEntry(const QJsonObject &e)
{
    const auto num = [&](const char *k) { return e.value(QLatin1String(k)).toDouble(); };
    const auto str = [&](const char *k) { return e.value(QLatin1String(k)).toString(); };
    const QString type = str("type");
    const QString side = sideText(str("side"));
    if (type == QLatin1String("score-change")) {
        QString text = ScoreText::tr("%1 %2: %3 → %4 (%5)")
                           .arg(scoreText(str("score")), signedPoints(num("amount")), points(num("before")),
                                points(num("after")), ruleText(e));
        if (e.value(QStringLiteral("clamped")).toBool())
            text += ScoreText::tr(", held within 0 to %1").arg(num("max"));
        return text;
    }
    if (type == QLatin1String("capture-pending"))
        return ScoreText::tr("if %1 holds %2 for %3 turns, opinion changes by %4")
            .arg(side, str("city"), QString::number(int(num("turns"))), signedPoints(num("opinion")));
    if (type == QLatin1String("capture-held"))
        return ScoreText::tr("%1 has held %2 for %3 turns").arg(side, str("city"), QString::number(int(num("turns"))));
    if (type == QLatin1String("capture-cancelled"))
        return ScoreText::tr("%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled",
                             nullptr, int(num("turns")))
            .arg(sideText(str("by")), str("city"), side);
    if (type == QLatin1String("rates"))
        return ScoreText::tr("%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates")
            .arg(side, points(num("tax")), points(num("tariff")), signedPoints(num("perTurn")));
    if (type == QLatin1String("campaign-end"))
        return ScoreText::tr("campaign %1 of %2 ends").arg(int(num("ended"))).arg(int(num("campaigns")));
    if (type == QLatin1String("victory")) {
        const QString condition = str("condition");
        if (condition == QLatin1String("union-morale-zero"))
            return ScoreText::tr("Union morale has fallen to 0: the Union sues for peace and the Confederacy wins");
        if (condition == QLatin1String("confederate-morale-zero"))
            return ScoreText::tr("Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins");
        if (condition == QLatin1String("opinion-max"))
            return ScoreText::tr("international opinion has reached %1: the European powers intervene and the "
                                 "Confederacy wins")
                .arg(num("max"));
        return str("winner") == QLatin1String("union")
                   ? ScoreText::tr("after %1 campaigns Union morale is %2, above %3: the Union wins")
                         .arg(int(num("campaigns")))
                         .arg(points(num("unionMorale")), points(num("threshold")))
                   : ScoreText::tr("after %1 campaigns Union morale is %2, not above %3: the Confederacy wins")
                         .arg(int(num("campaigns")))
                         .arg(points(num("unionMorale")), points(num("threshold")));
    }
    if (type == QLatin1String("no-effect")) {
        const QString reason = str("reason");
        if (reason == QLatin1String("campaigns-over"))
            return ScoreText::tr("the war has only %1 campaigns").arg(int(num("campaigns")));
        if (reason == QLatin1String("greenback-no-new-low"))
            return ScoreText::tr("the %1 greenback at %2% is no new low (lowest so far %3%): no change")
                .arg(str("side") == QLatin1String("union") ? ScoreText::tr("Union") : ScoreText::tr("Confederate"),
                     points(num("value")), points(num("lowest")));
        if (reason == QLatin1String("already-drafted"))
            return ScoreText::tr("%1 has already implemented a draft: no change").arg(side);
        return ScoreText::tr("no change to any score");
    }
    return type;
}

} // namespace hardtack
