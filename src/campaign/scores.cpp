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
        applyCasualties(e.side, e.men, {});
        break;
    case ScoreEventType::ShipLost: applyShipLost(e); break;
    case ScoreEventType::Greenback: applyGreenback(e.side, e.value); break;
    case ScoreEventType::Rates: applyRates(e); break;
    case ScoreEventType::Draft: applyDraft(e.side); break;
    }
    if (explanation.isEmpty())
        note(key("no-effect"), {{key("reason"), key("no-change")}});
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

void Scores::note(const QString &type, QJsonObject extra)
{
    extra.insert(key("type"), type);
    record(extra);
}

// RULES §17: every change is clamped to [0, 1000] at once and the victory
// conditions are checked after it.
void Scores::change(ScoreKind kind, double amount, const QString &rule, QJsonObject params)
{
    const qint64 delta = toUnits(amount);
    if (delta == 0)
        return;
    const qint64 before = m_units[size_t(kind)];
    const qint64 after = std::clamp(before + delta, qint64(0), toUnits(maxScore));
    m_units[size_t(kind)] = after;
    const bool clamped = after != before + delta;
    // Data only: the narrator (src/narrator/scoretext.cpp) words the rule
    // from its key and parameters.
    params.insert(key("type"), key("score-change"));
    params.insert(key("score"), nameOf(scoreKindNames(), kind));
    params.insert(key("amount"), fromUnits(delta));
    params.insert(key("before"), fromUnits(before));
    params.insert(key("after"), fromUnits(after));
    params.insert(key("clamped"), clamped);
    params.insert(key("max"), maxScore);
    params.insert(key("warDecided"), isDecided());
    params.insert(key("rule"), rule);
    record(params);
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
            decide(Side::Confederate, VictoryReason::Peace, {{key("condition"), key("union-morale-zero")}});
        break;
    case ScoreKind::ConfederateMorale:
        if (v <= 0)
            decide(Side::Union, VictoryReason::Peace, {{key("condition"), key("confederate-morale-zero")}});
        break;
    case ScoreKind::Opinion:
        if (v >= toUnits(maxScore))
            decide(Side::Confederate, VictoryReason::Intervention,
                   {{key("condition"), key("opinion-max")}, {key("max"), maxScore}});
        break;
    }
}

void Scores::decide(Side winner, VictoryReason reason, QJsonObject params)
{
    m_winner = winner;
    m_reason = reason;
    params.insert(key("winner"), sideName(winner));
    params.insert(key("reason"), nameOf(victoryReasonNames(), reason));
    note(key("victory"), params);
}

void Scores::applyTurn()
{
    ++m_turn;
    // RULES §17, per turn: Union morale −1.5, Confederate morale +1, opinion +2.
    change(ScoreKind::UnionMorale, moralePerTurn[0], key("union-morale-per-turn"), {{key("points"), -moralePerTurn[0]}});
    change(ScoreKind::ConfederateMorale, moralePerTurn[1], key("confederate-morale-per-turn"),
           {{key("points"), moralePerTurn[1]}});
    change(ScoreKind::Opinion, opinionPerTurn, key("opinion-per-turn"), {{key("points"), opinionPerTurn}});
    // RULES §17: tax and tariff penalties, each turn, from the rates in force now.
    for (const Side side : {Side::Union, Side::Confederate}) {
        const size_t s = size_t(side);
        const double over = std::max(0.0, m_tax[s] - taxFree[s]) + std::max(0.0, m_tariff[s] - tariffFree[s]);
        if (over > 0)
            change(moraleOf(side), -ratePenaltyPerPercent[s] * over, key("rates"),
                   {{key("side"), sideName(side)}, {key("perPercent"), ratePenaltyPerPercent[s]},
                    {key("taxFree"), taxFree[s]}, {key("tax"), m_tax[s]},
                    {key("tariffFree"), tariffFree[s]}, {key("tariff"), m_tariff[s]}});
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
             QJsonObject{{key("city"), p.city}, {key("side"), sideName(p.side)}, {key("captureEvent"), p.event},
                         {key("turns"), turnsHeldForOpinion}});
        change(ScoreKind::Opinion, effect.opinionPerLevel * p.level, key("capture-held"),
               {{key("perLevel"), effect.opinionPerLevel}, {key("city"), p.city},
                {key("kind"), nameOf(cityKindNames(), p.kind)}, {key("level"), p.level}, {key("side"), sideName(p.side)}});
    }
    m_pending = waiting;
}

void Scores::applyCampaignEnd()
{
    if (m_campaignsEnded >= campaigns) {
        note(key("no-effect"), {{key("reason"), key("campaigns-over")}, {key("campaigns"), campaigns}});
        return;
    }
    ++m_campaignsEnded;
    note(key("campaign-end"), QJsonObject{{key("ended"), m_campaignsEnded}, {key("campaigns"), campaigns}});
    if (m_campaignsEnded < campaigns || isDecided())
        return;
    // RULES §17: after six campaigns the Union wins only above 250.
    const QJsonObject params{{key("condition"), key("campaigns")}, {key("campaigns"), campaigns},
                             {key("unionMorale"), unionMorale()}, {key("threshold"), unionCampaignThreshold}};
    if (m_units[size_t(ScoreKind::UnionMorale)] > toUnits(unionCampaignThreshold))
        decide(Side::Union, VictoryReason::Campaigns, params);
    else
        decide(Side::Confederate, VictoryReason::Campaigns, params);
}

void Scores::applyLaurels(Side side, double points)
{
    // RULES §17 [reading]: continuous rates, laurels / 5 and laurels / 8.
    change(moraleOf(side), points / laurelsPerMoralePoint, key("laurels-morale"),
           {{key("per"), laurelsPerMoralePoint}, {key("side"), sideName(side)}, {key("laurels"), points}});
    const double toOpinion = points / laurelsPerOpinionPoint;
    change(ScoreKind::Opinion, side == Side::Confederate ? toOpinion : -toOpinion, key("laurels-opinion"),
           {{key("per"), laurelsPerOpinionPoint}, {key("side"), sideName(side)}, {key("laurels"), points}});
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
    change(moraleOf(e.side), effect.moralePerLevel * e.level, key("capture"),
           {{key("side"), sideName(e.side)}, {key("city"), e.city}, {key("kind"), kindName}, {key("level"), e.level},
            {key("perLevel"), effect.moralePerLevel}});
    // RULES §17 [reading]: retaking a city cancels the other side's capture
    // whose opinion effect is still waiting.
    for (qsizetype i = m_pending.size() - 1; i >= 0; --i) {
        const PendingCapture &p = m_pending.at(i);
        if (p.side == e.side || !sameCity(p, e))
            continue;
        note(key("capture-cancelled"),
             QJsonObject{{key("city"), p.city}, {key("side"), sideName(p.side)}, {key("captureEvent"), p.event},
                         {key("by"), sideName(e.side)}, {key("turns"), p.turnsHeld}});
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
         QJsonObject{{key("city"), e.city}, {key("side"), sideName(e.side)},
                     {key("opinion"), effect.opinionPerLevel * e.level}, {key("turns"), turnsHeldForOpinion}});
}

void Scores::applyCasualties(Side side, int men, const QString &ship)
{
    // RULES §17 [reading]: casualties / 500 off own morale; casualties / 1000
    // on opinion, up for Union losses and down for Confederate ones.
    // `ship`: crew lost with a ship of that type (empty: battle casualties).
    QJsonObject cause{{key("side"), sideName(side)}, {key("men"), men}};
    if (!ship.isEmpty())
        cause.insert(key("ship"), ship);
    QJsonObject morale = cause;
    morale.insert(key("per"), casualtiesPerMoralePoint);
    change(moraleOf(side), -men / casualtiesPerMoralePoint, key("casualties-morale"), morale);
    const double toOpinion = men / casualtiesPerOpinionPoint;
    QJsonObject opinion = cause;
    opinion.insert(key("per"), casualtiesPerOpinionPoint);
    change(ScoreKind::Opinion, side == Side::Union ? toOpinion : -toOpinion, key("casualties-opinion"), opinion);
}

void Scores::applyShipLost(const ScoreEvent &e)
{
    const QString ship = nameOf(shipTypeNames(), e.ship);
    change(moraleOf(e.side), -shipLossPoints(e.ship), key("ship-lost"),
           {{key("side"), sideName(e.side)}, {key("ship"), ship}, {key("points"), shipLossPoints(e.ship)}});
    // The seed: loss points "plus crew losses", counted as casualties.
    applyCasualties(e.side, e.men, ship);
}

void Scores::applyGreenback(Side side, double value)
{
    const size_t s = size_t(side);
    const double low = m_greenbackLow[s];
    // RULES §17 [reading]: only a fall to a new lowest value counts, in
    // percentage points of face value.
    if (value >= low) {
        note(key("no-effect"), QJsonObject{{key("reason"), key("greenback-no-new-low")}, {key("side"), sideName(side)},
                                           {key("value"), value}, {key("lowest"), low}});
        return;
    }
    const double fall = low - value;
    m_greenbackLow[s] = value;
    if (side == Side::Union) {
        change(ScoreKind::UnionMorale, -fall * moralePerGreenbackPoint[s], key("union-greenback"),
               {{key("from"), low}, {key("to"), value}});
    } else {
        change(ScoreKind::ConfederateMorale, -fall * moralePerGreenbackPoint[s], key("confederate-greenback"),
               {{key("from"), low}, {key("to"), value}});
        change(ScoreKind::Opinion, -fall * opinionPerConfederateGreenbackPoint, key("confederate-greenback-opinion"),
               {{key("from"), low}, {key("to"), value}});
    }
}

void Scores::applyRates(const ScoreEvent &e)
{
    const size_t s = size_t(e.side);
    m_tax[s] = e.tax;
    m_tariff[s] = e.tariff;
    const double over = std::max(0.0, e.tax - taxFree[s]) + std::max(0.0, e.tariff - tariffFree[s]);
    note(key("rates"), QJsonObject{{key("side"), sideName(e.side)}, {key("tax"), e.tax}, {key("tariff"), e.tariff},
                                   {key("perTurn"), -ratePenaltyPerPercent[s] * over}});
}

void Scores::applyDraft(Side side)
{
    const size_t s = size_t(side);
    if (m_drafted[s]) {
        note(key("no-effect"), QJsonObject{{key("reason"), key("already-drafted")}, {key("side"), sideName(side)}});
        return;
    }
    m_drafted[s] = true;
    change(moraleOf(side), -draftPenalty[s], key("draft"), {{key("side"), sideName(side)}});
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
