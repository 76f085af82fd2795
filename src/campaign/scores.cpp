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

QList<ScoreEntry> Scores::applyAll(const QList<ScoreEvent> &events)
{
    QList<ScoreEntry> out;
    for (const ScoreEvent &e : events)
        out += apply(e);
    return out;
}

QList<ScoreEntry> Scores::apply(const ScoreEvent &e)
{
    QList<ScoreEntry> explanation;
    m_current = &explanation;
    switch (e.type) {
    case ScoreEventType::Turn: applyTurn(); break;
    case ScoreEventType::CampaignEnd: applyCampaignEnd(); break;
    case ScoreEventType::Laurels: applyLaurels(e.side, e.points); break;
    case ScoreEventType::Capture: applyCapture(e); break;
    case ScoreEventType::Casualties:
        applyCasualties(e.side, e.men, std::nullopt);
        break;
    case ScoreEventType::ShipLost: applyShipLost(e); break;
    case ScoreEventType::Greenback: applyGreenback(e.side, e.value); break;
    case ScoreEventType::Rates: applyRates(e); break;
    case ScoreEventType::Draft: applyDraft(e.side); break;
    }
    if (explanation.isEmpty())
        record(NoEffect{});
    m_current = nullptr;
    ++m_events;
    recordPoint();
    return explanation;
}

void Scores::record(ScoreEntry entry)
{
    std::visit([this](auto &x) { x.stamp = ScoreStamp{m_events, m_turn, campaign()}; }, entry);
    m_log.append(entry);
    if (m_current)
        m_current->append(entry);
}

// RULES §17: every change is clamped to [0, 1000] at once and the victory
// conditions are checked after it.
void Scores::change(ScoreKind kind, double amount, ScoreChange c)
{
    const qint64 delta = toUnits(amount);
    if (delta == 0)
        return;
    const qint64 before = m_units[size_t(kind)];
    const qint64 after = std::clamp(before + delta, qint64(0), toUnits(maxScore));
    m_units[size_t(kind)] = after;
    const bool clamped = after != before + delta;
    // Data only: the campaign narrator words the rule from its figures.
    c.score = kind;
    c.amount = fromUnits(delta);
    c.before = fromUnits(before);
    c.after = fromUnits(after);
    c.clamped = clamped;
    c.max = maxScore;
    c.warDecided = isDecided();
    record(c);
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
            decide(Side::Confederate, VictoryReason::Peace, VictoryDecided{.condition = VictoryCondition::UnionMoraleZero});
        break;
    case ScoreKind::ConfederateMorale:
        if (v <= 0)
            decide(Side::Union, VictoryReason::Peace, VictoryDecided{.condition = VictoryCondition::ConfederateMoraleZero});
        break;
    case ScoreKind::Opinion:
        if (v >= toUnits(maxScore))
            decide(Side::Confederate, VictoryReason::Intervention,
                   VictoryDecided{.condition = VictoryCondition::OpinionMax, .max = maxScore});
        break;
    }
}

void Scores::decide(Side winner, VictoryReason reason, VictoryDecided entry)
{
    m_winner = winner;
    m_reason = reason;
    entry.winner = winner;
    entry.reason = reason;
    record(entry);
}

void Scores::applyTurn()
{
    ++m_turn;
    // RULES §17, per turn: Union morale −1.5, Confederate morale +1, opinion +2.
    change(ScoreKind::UnionMorale, moralePerTurn[0],
           ScoreChange{.rule = ScoreRule::UnionMoralePerTurn, .points = -moralePerTurn[0]});
    change(ScoreKind::ConfederateMorale, moralePerTurn[1],
           ScoreChange{.rule = ScoreRule::ConfederateMoralePerTurn, .points = moralePerTurn[1]});
    change(ScoreKind::Opinion, opinionPerTurn, ScoreChange{.rule = ScoreRule::OpinionPerTurn, .points = opinionPerTurn});
    // RULES §17: tax and tariff penalties, each turn, from the rates in force now.
    for (const Side side : {Side::Union, Side::Confederate}) {
        const size_t s = size_t(side);
        const double over = std::max(0.0, m_tax[s] - taxFree[s]) + std::max(0.0, m_tariff[s] - tariffFree[s]);
        if (over > 0)
            change(moraleOf(side), -ratePenaltyPerPercent[s] * over,
                   ScoreChange{.rule = ScoreRule::Rates,
                               .side = side,
                               .perPercent = ratePenaltyPerPercent[s],
                               .taxFree = taxFree[s],
                               .tax = m_tax[s],
                               .tariffFree = tariffFree[s],
                               .tariff = m_tariff[s]});
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
        record(CaptureHeld{.city = p.city, .side = p.side, .captureEvent = p.event, .turns = turnsHeldForOpinion});
        change(ScoreKind::Opinion, effect.opinionPerLevel * p.level,
               ScoreChange{.rule = ScoreRule::CaptureHeld,
                           .side = p.side,
                           .city = p.city,
                           .kind = p.kind,
                           .level = p.level,
                           .perLevel = effect.opinionPerLevel});
    }
    m_pending = waiting;
}

void Scores::applyCampaignEnd()
{
    if (m_campaignsEnded >= campaigns) {
        record(NoEffect{.reason = NoEffectReason::CampaignsOver, .campaigns = campaigns});
        return;
    }
    ++m_campaignsEnded;
    record(CampaignEnded{.ended = m_campaignsEnded, .campaigns = campaigns});
    if (m_campaignsEnded < campaigns || isDecided())
        return;
    // RULES §17: after six campaigns the Union wins only above 250.
    const VictoryDecided params{.condition = VictoryCondition::Campaigns,
                                .campaigns = campaigns,
                                .unionMorale = unionMorale(),
                                .threshold = unionCampaignThreshold};
    if (m_units[size_t(ScoreKind::UnionMorale)] > toUnits(unionCampaignThreshold))
        decide(Side::Union, VictoryReason::Campaigns, params);
    else
        decide(Side::Confederate, VictoryReason::Campaigns, params);
}

void Scores::applyLaurels(Side side, double points)
{
    // RULES §17 [reading]: continuous rates, laurels / 5 and laurels / 8.
    change(moraleOf(side), points / laurelsPerMoralePoint,
           ScoreChange{.rule = ScoreRule::LaurelsMorale, .side = side, .per = laurelsPerMoralePoint, .laurels = points});
    const double toOpinion = points / laurelsPerOpinionPoint;
    change(ScoreKind::Opinion, side == Side::Confederate ? toOpinion : -toOpinion,
           ScoreChange{.rule = ScoreRule::LaurelsOpinion, .side = side, .per = laurelsPerOpinionPoint, .laurels = points});
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
    change(moraleOf(e.side), effect.moralePerLevel * e.level,
           ScoreChange{.rule = ScoreRule::Capture,
                       .side = e.side,
                       .city = e.city,
                       .kind = e.kind,
                       .level = e.level,
                       .perLevel = effect.moralePerLevel});
    // RULES §17 [reading]: retaking a city cancels the other side's capture
    // whose opinion effect is still waiting.
    for (qsizetype i = m_pending.size() - 1; i >= 0; --i) {
        const PendingCapture &p = m_pending.at(i);
        if (p.side == e.side || !sameCity(p, e))
            continue;
        record(CaptureCancelled{
            .city = p.city, .side = p.side, .captureEvent = p.event, .by = e.side, .turns = p.turnsHeld});
        m_pending.removeAt(i);
    }
    PendingCapture pending;
    pending.side = e.side;
    pending.city = e.city;
    pending.kind = e.kind;
    pending.level = e.level;
    pending.event = m_events;
    m_pending.append(pending);
    record(CapturePending{
        .city = e.city, .side = e.side, .opinion = effect.opinionPerLevel * e.level, .turns = turnsHeldForOpinion});
}

void Scores::applyCasualties(Side side, int men, std::optional<ShipType> ship)
{
    // RULES §17 [reading]: casualties / 500 off own morale; casualties / 1000
    // on opinion, up for Union losses and down for Confederate ones.
    // `ship`: crew lost with a ship of that type (empty: battle casualties).
    change(moraleOf(side), -men / casualtiesPerMoralePoint,
           ScoreChange{.rule = ScoreRule::CasualtiesMorale, .side = side, .per = casualtiesPerMoralePoint, .men = men,
                       .ship = ship});
    const double toOpinion = men / casualtiesPerOpinionPoint;
    change(ScoreKind::Opinion, side == Side::Union ? toOpinion : -toOpinion,
           ScoreChange{.rule = ScoreRule::CasualtiesOpinion, .side = side, .per = casualtiesPerOpinionPoint, .men = men,
                       .ship = ship});
}

void Scores::applyShipLost(const ScoreEvent &e)
{
    change(moraleOf(e.side), -shipLossPoints(e.ship),
           ScoreChange{.rule = ScoreRule::ShipLost, .points = double(shipLossPoints(e.ship)), .side = e.side,
                       .ship = e.ship});
    // The seed: loss points "plus crew losses", counted as casualties.
    applyCasualties(e.side, e.men, e.ship);
}

void Scores::applyGreenback(Side side, double value)
{
    const size_t s = size_t(side);
    const double low = m_greenbackLow[s];
    // RULES §17 [reading]: only a fall to a new lowest value counts, in
    // percentage points of face value.
    if (value >= low) {
        record(NoEffect{.reason = NoEffectReason::GreenbackNoNewLow, .side = side, .value = value, .lowest = low});
        return;
    }
    const double fall = low - value;
    m_greenbackLow[s] = value;
    if (side == Side::Union) {
        change(ScoreKind::UnionMorale, -fall * moralePerGreenbackPoint[s],
               ScoreChange{.rule = ScoreRule::UnionGreenback, .from = low, .to = value});
    } else {
        change(ScoreKind::ConfederateMorale, -fall * moralePerGreenbackPoint[s],
               ScoreChange{.rule = ScoreRule::ConfederateGreenback, .from = low, .to = value});
        change(ScoreKind::Opinion, -fall * opinionPerConfederateGreenbackPoint,
               ScoreChange{.rule = ScoreRule::ConfederateGreenbackOpinion, .from = low, .to = value});
    }
}

void Scores::applyRates(const ScoreEvent &e)
{
    const size_t s = size_t(e.side);
    m_tax[s] = e.tax;
    m_tariff[s] = e.tariff;
    const double over = std::max(0.0, e.tax - taxFree[s]) + std::max(0.0, e.tariff - tariffFree[s]);
    record(RatesSet{.side = e.side, .tax = e.tax, .tariff = e.tariff, .perTurn = -ratePenaltyPerPercent[s] * over});
}

void Scores::applyDraft(Side side)
{
    const size_t s = size_t(side);
    if (m_drafted[s]) {
        record(NoEffect{.reason = NoEffectReason::AlreadyDrafted, .side = side});
        return;
    }
    m_drafted[s] = true;
    change(moraleOf(side), -draftPenalty[s], ScoreChange{.rule = ScoreRule::Draft, .side = side});
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
