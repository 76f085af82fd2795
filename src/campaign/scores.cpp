#include "scores.h"

#include "scoretables.h"

#include <algorithm>
#include <cmath>

namespace hardtack {

using namespace scorerules;

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

ScoreKind moraleOf(Side side)
{
    return side == Side::Union ? ScoreKind::UnionMorale : ScoreKind::ConfederateMorale;
}

QString signedText(double points)
{
    return (points >= 0 ? QStringLiteral("+") : QStringLiteral("-")) + pointsText(std::abs(points));
}

} // namespace

const QStringList &scoreKindNames()
{
    static const QStringList names{key("unionMorale"), key("confederateMorale"), key("opinion")};
    return names;
}

const QStringList &victoryReasonNames()
{
    static const QStringList names{QString(), key("peace"), key("intervention"), key("campaigns")};
    return names;
}

QString sideDisplayName(Side side)
{
    return side == Side::Union ? Scores::tr("the Union") : Scores::tr("the Confederacy");
}

QString scoreDisplayName(ScoreKind kind)
{
    switch (kind) {
    case ScoreKind::UnionMorale: return Scores::tr("Union morale");
    case ScoreKind::ConfederateMorale: return Scores::tr("Confederate morale");
    case ScoreKind::Opinion: return Scores::tr("international opinion");
    }
    return {};
}

QString pointsText(double points)
{
    QString s = QString::number(points, 'f', 3);
    while (s.contains(QLatin1Char('.')) && (s.endsWith(QLatin1Char('0')) || s.endsWith(QLatin1Char('.'))))
        s.chop(1);
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

Scores::Scores()
{
    m_units = {toUnits(startMorale), toUnits(startMorale), toUnits(startOpinion)};
    m_tax = initialTax;
    m_tariff = initialTariff;
    m_greenbackLow = {greenbackFaceValue, greenbackFaceValue};
    recordPoint();
}

void Scores::setStart(double unionMorale, double confederateMorale, double opinion)
{
    if (m_events > 0)
        return;
    const auto clamped = [](double v) { return std::clamp(toUnits(v), qint64(0), toUnits(maxScore)); };
    m_units = {clamped(unionMorale), clamped(confederateMorale), clamped(opinion)};
    m_history.clear();
    recordPoint();
}

qint64 Scores::toUnits(double points)
{
    return std::llround(points * double(kUnit));
}

double Scores::score(ScoreKind kind) const
{
    return fromUnits(m_units[size_t(kind)]);
}

int Scores::campaign() const
{
    return std::min(m_campaignsEnded + 1, campaigns);
}

QList<QJsonObject> Scores::applyAll(const QList<ScoreEvent> &events)
{
    QList<QJsonObject> out;
    for (const ScoreEvent &e : events)
        out += apply(e);
    return out;
}

QList<QJsonObject> Scores::apply(const ScoreEvent &e)
{
    QList<QJsonObject> explanation;
    m_current = &explanation;
    switch (e.type) {
    case ScoreEventType::Turn: applyTurn(); break;
    case ScoreEventType::CampaignEnd: applyCampaignEnd(); break;
    case ScoreEventType::Laurels: applyLaurels(e.side, e.points); break;
    case ScoreEventType::Capture: applyCapture(e); break;
    case ScoreEventType::Casualties:
        applyCasualties(e.side, e.men, tr("%n casualties", nullptr, e.men));
        break;
    case ScoreEventType::ShipLost: applyShipLost(e); break;
    case ScoreEventType::Greenback: applyGreenback(e.side, e.value); break;
    case ScoreEventType::Rates: applyRates(e); break;
    case ScoreEventType::Draft: applyDraft(e.side); break;
    }
    if (explanation.isEmpty())
        note(key("no-effect"), tr("no change to any score"));
    m_current = nullptr;
    ++m_events;
    recordPoint();
    return explanation;
}

void Scores::record(QJsonObject entry)
{
    entry.insert(key("event"), m_events);
    entry.insert(key("turn"), m_turn);
    entry.insert(key("campaign"), campaign());
    m_log.append(entry);
    if (m_current)
        m_current->append(entry);
}

void Scores::note(const QString &type, const QString &text, QJsonObject extra)
{
    extra.insert(key("type"), type);
    extra.insert(key("text"), text);
    record(extra);
}

// RULES §17: every change is clamped to [0, 1000] at once and the victory
// conditions are checked after it.
void Scores::change(ScoreKind kind, double amount, const QString &rule)
{
    const qint64 delta = toUnits(amount);
    if (delta == 0)
        return;
    const qint64 before = m_units[size_t(kind)];
    const qint64 after = std::clamp(before + delta, qint64(0), toUnits(maxScore));
    m_units[size_t(kind)] = after;
    QString text = tr("%1 %2: %3 → %4 (%5)")
                       .arg(scoreDisplayName(kind), signedText(fromUnits(delta)),
                            pointsText(fromUnits(before)), pointsText(fromUnits(after)), rule);
    const bool clamped = after != before + delta;
    if (clamped)
        text += tr(", held within 0 to %1").arg(maxScore);
    record(QJsonObject{{key("type"), key("score-change")},
                       {key("score"), nameOf(scoreKindNames(), kind)},
                       {key("amount"), fromUnits(delta)},
                       {key("before"), fromUnits(before)},
                       {key("after"), fromUnits(after)},
                       {key("clamped"), clamped},
                       {key("warDecided"), isDecided()},
                       {key("rule"), rule},
                       {key("text"), text}});
    checkVictory(kind);
}

void Scores::checkVictory(ScoreKind changed)
{
    // The first condition met decides the war; later changes still move the
    // scores (the campaign window keeps charting them) but not the winner.
    if (isDecided())
        return;
    const qint64 v = m_units[size_t(changed)];
    switch (changed) {
    case ScoreKind::UnionMorale:
        if (v <= 0)
            decide(Side::Confederate, VictoryReason::Peace,
                   tr("Union morale has fallen to 0: the Union sues for peace and the Confederacy wins"));
        break;
    case ScoreKind::ConfederateMorale:
        if (v <= 0)
            decide(Side::Union, VictoryReason::Peace,
                   tr("Confederate morale has fallen to 0: the Confederacy sues for peace and the Union wins"));
        break;
    case ScoreKind::Opinion:
        if (v >= toUnits(maxScore))
            decide(Side::Confederate, VictoryReason::Intervention,
                   tr("international opinion has reached %1: the European powers intervene and the "
                      "Confederacy wins").arg(maxScore));
        break;
    }
}

void Scores::decide(Side winner, VictoryReason reason, const QString &text)
{
    m_winner = winner;
    m_reason = reason;
    note(key("victory"), text,
         QJsonObject{{key("winner"), sideName(winner)}, {key("reason"), nameOf(victoryReasonNames(), reason)}});
}

void Scores::applyTurn()
{
    ++m_turn;
    // RULES §17, per turn: Union morale −1.5, Confederate morale +1, opinion +2.
    change(ScoreKind::UnionMorale, moralePerTurn[0],
           tr("RULES §17: Union morale drops %1 points per turn").arg(pointsText(-moralePerTurn[0])));
    change(ScoreKind::ConfederateMorale, moralePerTurn[1],
           tr("RULES §17: Confederate morale rises %1 point per turn").arg(pointsText(moralePerTurn[1])));
    change(ScoreKind::Opinion, opinionPerTurn,
           tr("RULES §17: international opinion rises %1 points per turn").arg(pointsText(opinionPerTurn)));
    // RULES §17: tax and tariff penalties, each turn, from the rates in force now.
    for (const Side side : {Side::Union, Side::Confederate}) {
        const size_t s = size_t(side);
        const double over = std::max(0.0, m_tax[s] - taxFree[s]) + std::max(0.0, m_tariff[s] - tariffFree[s]);
        if (over > 0)
            change(moraleOf(side), -ratePenaltyPerPercent[s] * over,
                   tr("RULES §17: %1 points per turn for each percent of tax over %2 (now %3) and of "
                      "tariff over %4 (now %5)")
                       .arg(pointsText(ratePenaltyPerPercent[s]), pointsText(taxFree[s]), pointsText(m_tax[s]),
                            pointsText(tariffFree[s]), pointsText(m_tariff[s])));
    }
    // RULES §17 [reading]: a capture's opinion effect comes at the third turn
    // end after the capture, if the city has not been retaken by then.
    QList<PendingCapture> waiting;
    for (PendingCapture p : std::as_const(m_pending)) {
        if (++p.turnsHeld < turnsHeldForOpinion) {
            waiting.append(p);
            continue;
        }
        const CaptureEffect effect = captureEffect(p.kind, p.side);
        note(key("capture-held"),
             tr("%1 has held %2 for %3 turns")
                 .arg(sideDisplayName(p.side), p.city, QString::number(turnsHeldForOpinion)),
             QJsonObject{{key("city"), p.city}, {key("side"), sideName(p.side)}, {key("captureEvent"), p.event}});
        change(ScoreKind::Opinion, effect.opinionPerLevel * p.level,
               tr("RULES §17: %1 per level of %2 (%3, level %4) held three turns by %5")
                   .arg(signedText(effect.opinionPerLevel), p.city, nameOf(cityKindNames(), p.kind),
                        QString::number(p.level), sideDisplayName(p.side)));
    }
    m_pending = waiting;
}

void Scores::applyCampaignEnd()
{
    if (m_campaignsEnded >= campaigns) {
        note(key("no-effect"), tr("the war has only %1 campaigns").arg(campaigns));
        return;
    }
    ++m_campaignsEnded;
    note(key("campaign-end"), tr("campaign %1 of %2 ends").arg(m_campaignsEnded).arg(campaigns),
         QJsonObject{{key("ended"), m_campaignsEnded}});
    if (m_campaignsEnded < campaigns || isDecided())
        return;
    // RULES §17: after six campaigns the Union wins only above 250.
    const double um = unionMorale();
    if (m_units[size_t(ScoreKind::UnionMorale)] > toUnits(unionCampaignThreshold))
        decide(Side::Union, VictoryReason::Campaigns,
               tr("after %1 campaigns Union morale is %2, above %3: the Union wins")
                   .arg(campaigns).arg(pointsText(um), pointsText(unionCampaignThreshold)));
    else
        decide(Side::Confederate, VictoryReason::Campaigns,
               tr("after %1 campaigns Union morale is %2, not above %3: the Confederacy wins")
                   .arg(campaigns).arg(pointsText(um), pointsText(unionCampaignThreshold)));
}

void Scores::applyLaurels(Side side, double points)
{
    // RULES §17 [reading]: continuous rates, laurels / 5 and laurels / 8.
    change(moraleOf(side), points / laurelsPerMoralePoint,
           tr("RULES §17: 1 point for each %1 laurel points %2 earns (%3)")
               .arg(pointsText(laurelsPerMoralePoint), sideDisplayName(side), pointsText(points)));
    const double toOpinion = points / laurelsPerOpinionPoint;
    change(ScoreKind::Opinion, side == Side::Confederate ? toOpinion : -toOpinion,
           tr("RULES §17: opinion %1 1 point for every %2 laurel points of %3 (%4)")
               .arg(side == Side::Confederate ? tr("rises") : tr("falls"), pointsText(laurelsPerOpinionPoint),
                    sideDisplayName(side), pointsText(points)));
}

static bool sameCity(const PendingCapture &p, const ScoreEvent &e)
{
    // There is one Richmond and one Washington whatever a file calls them.
    if (p.kind == e.kind && (e.kind == CityKind::Richmond || e.kind == CityKind::Washington))
        return true;
    return p.city.trimmed().compare(e.city.trimmed(), Qt::CaseInsensitive) == 0;
}

void Scores::applyCapture(const ScoreEvent &e)
{
    const CaptureEffect effect = captureEffect(e.kind, e.side);
    const QString kindName = nameOf(cityKindNames(), e.kind);
    change(moraleOf(e.side), effect.moralePerLevel * e.level,
           tr("RULES §17: %1 captured %2 (%3, level %4): %5 per level")
               .arg(sideDisplayName(e.side), e.city, kindName, QString::number(e.level),
                    signedText(effect.moralePerLevel)));
    // RULES §17 [reading]: retaking a city cancels the other side's capture
    // whose opinion effect is still waiting.
    for (qsizetype i = m_pending.size() - 1; i >= 0; --i) {
        const PendingCapture &p = m_pending.at(i);
        if (p.side == e.side || !sameCity(p, e))
            continue;
        note(key("capture-cancelled"),
             tr("%1 retook %2 after %n turn(s): the opinion effect of its capture by %3 is cancelled", nullptr,
                p.turnsHeld)
                 .arg(sideDisplayName(e.side), p.city, sideDisplayName(p.side)),
             QJsonObject{{key("city"), p.city}, {key("side"), sideName(p.side)}, {key("captureEvent"), p.event}});
        m_pending.removeAt(i);
    }
    PendingCapture pending;
    pending.side = e.side;
    pending.city = e.city;
    pending.kind = e.kind;
    pending.level = e.level;
    pending.event = m_events;
    m_pending.append(pending);
    note(key("capture-pending"),
         tr("if %1 holds %2 for %3 turns, opinion changes by %4")
             .arg(sideDisplayName(e.side), e.city, QString::number(turnsHeldForOpinion),
                  signedText(effect.opinionPerLevel * e.level)),
         QJsonObject{{key("city"), e.city}, {key("side"), sideName(e.side)},
                     {key("opinion"), effect.opinionPerLevel * e.level}});
}

void Scores::applyCasualties(Side side, int men, const QString &cause)
{
    // RULES §17 [reading]: casualties / 500 off own morale; casualties / 1000
    // on opinion, up for Union losses and down for Confederate ones.
    change(moraleOf(side), -men / casualtiesPerMoralePoint,
           tr("RULES §17: 1 point for each %1 casualties %2 suffers (%3)")
               .arg(pointsText(casualtiesPerMoralePoint), sideDisplayName(side), cause));
    const double toOpinion = men / casualtiesPerOpinionPoint;
    change(ScoreKind::Opinion, side == Side::Union ? toOpinion : -toOpinion,
           tr("RULES §17: opinion %1 1 point for every %2 casualties of %3 (%4)")
               .arg(side == Side::Union ? tr("rises") : tr("falls"), pointsText(casualtiesPerOpinionPoint),
                    sideDisplayName(side), cause));
}

void Scores::applyShipLost(const ScoreEvent &e)
{
    const QString ship = nameOf(shipTypeNames(), e.ship);
    change(moraleOf(e.side), -shipLossPoints(e.ship),
           tr("RULES §17: %1 lost a %2 captured or sunk, %3 loss points")
               .arg(sideDisplayName(e.side), ship)
               .arg(shipLossPoints(e.ship)));
    // The seed: loss points "plus crew losses", counted as casualties.
    applyCasualties(e.side, e.men, tr("%n crew lost with the %1", nullptr, e.men).arg(ship));
}

void Scores::applyGreenback(Side side, double value)
{
    const size_t s = size_t(side);
    const double low = m_greenbackLow[s];
    // RULES §17 [reading]: only a fall to a new lowest value counts, in
    // percentage points of face value.
    if (value >= low) {
        note(key("no-effect"),
             tr("the %1 greenback at %2% is no new low (lowest so far %3%): no change")
                 .arg(side == Side::Union ? tr("Union") : tr("Confederate"), pointsText(value), pointsText(low)),
             QJsonObject{{key("side"), sideName(side)}, {key("value"), value}, {key("lowest"), low}});
        return;
    }
    const double fall = low - value;
    m_greenbackLow[s] = value;
    if (side == Side::Union) {
        change(ScoreKind::UnionMorale, -fall * moralePerGreenbackPoint[s],
               tr("RULES §17: 1 point for each 1% fall of the Union greenback (%1% → %2%)")
                   .arg(pointsText(low), pointsText(value)));
    } else {
        change(ScoreKind::ConfederateMorale, -fall * moralePerGreenbackPoint[s],
               tr("RULES §17: 1 point for each 5% fall of the Confederate greenback (%1% → %2%)")
                   .arg(pointsText(low), pointsText(value)));
        change(ScoreKind::Opinion, -fall * opinionPerConfederateGreenbackPoint,
               tr("RULES §17: opinion falls 3 points for every 2% fall of the Confederate greenback (%1% → %2%)")
                   .arg(pointsText(low), pointsText(value)));
    }
}

void Scores::applyRates(const ScoreEvent &e)
{
    const size_t s = size_t(e.side);
    m_tax[s] = e.tax;
    m_tariff[s] = e.tariff;
    const double over = std::max(0.0, e.tax - taxFree[s]) + std::max(0.0, e.tariff - tariffFree[s]);
    note(key("rates"),
         tr("%1 sets tax %2% and tariff %3%: %4 morale per turn from the rates")
             .arg(sideDisplayName(e.side), pointsText(e.tax), pointsText(e.tariff),
                  signedText(-ratePenaltyPerPercent[s] * over)),
         QJsonObject{{key("side"), sideName(e.side)}, {key("tax"), e.tax}, {key("tariff"), e.tariff}});
}

void Scores::applyDraft(Side side)
{
    const size_t s = size_t(side);
    if (m_drafted[s]) {
        note(key("no-effect"), tr("%1 has already implemented a draft: no change").arg(sideDisplayName(side)),
             QJsonObject{{key("side"), sideName(side)}});
        return;
    }
    m_drafted[s] = true;
    change(moraleOf(side), -draftPenalty[s],
           tr("RULES §17: %1 implements a draft, once per side").arg(sideDisplayName(side)));
}

void Scores::recordPoint()
{
    m_history.append(ScorePoint{m_events - 1, m_turn, campaign(), unionMorale(), confederateMorale(), opinion()});
}

QJsonObject Scores::resultJson() const
{
    return QJsonObject{
        {key("unionMorale"), unionMorale()},
        {key("confederateMorale"), confederateMorale()},
        {key("opinion"), opinion()},
        {key("winner"), m_winner ? QJsonValue(sideName(*m_winner)) : QJsonValue(QJsonValue::Null)},
        {key("reason"), m_winner ? QJsonValue(nameOf(victoryReasonNames(), m_reason)) : QJsonValue(QJsonValue::Null)},
        {key("turn"), m_turn},
        {key("campaign"), campaign()},
    };
}

QJsonArray Scores::historyJson() const
{
    QJsonArray out;
    for (const ScorePoint &p : m_history)
        out.append(QJsonObject{{key("event"), p.event},
                               {key("turn"), p.turn},
                               {key("campaign"), p.campaign},
                               {key("unionMorale"), p.unionMorale},
                               {key("confederateMorale"), p.confederateMorale},
                               {key("opinion"), p.opinion}});
    return out;
}

} // namespace hardtack
