#include "scoreevents.h"

#include "scoretables.h"
#include "scoreentries.h"

#include "core/events/eventio.h"

#include <QJsonArray>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ScoreEvents)
};

QString key(const char *name)
{
    return QString::fromLatin1(name);
}
} // namespace

const QStringList &scoreEventTypeNames()
{
    static const QStringList names{key("turn"),       key("campaign-end"), key("laurels"),
                                   key("capture"),    key("casualties"),   key("ship-lost"),
                                   key("greenback"),  key("rates"),        key("draft")};
    return names;
}

const QStringList &cityKindNames()
{
    static const QStringList names{key("city"), key("state-capital"), key("richmond"), key("washington")};
    return names;
}

ScoreEvent ScoreEvent::campaignEnd()
{
    ScoreEvent e;
    e.type = ScoreEventType::CampaignEnd;
    return e;
}

ScoreEvent ScoreEvent::laurels(Side side, double points)
{
    ScoreEvent e;
    e.type = ScoreEventType::Laurels;
    e.side = side;
    e.points = points;
    return e;
}

ScoreEvent ScoreEvent::capture(Side side, const QString &city, int level, CityKind kind)
{
    ScoreEvent e;
    e.type = ScoreEventType::Capture;
    e.side = side;
    e.city = city;
    e.level = level;
    e.kind = kind;
    return e;
}

ScoreEvent ScoreEvent::casualties(Side side, int men)
{
    ScoreEvent e;
    e.type = ScoreEventType::Casualties;
    e.side = side;
    e.men = men;
    return e;
}

ScoreEvent ScoreEvent::shipLost(Side side, ShipType ship, int crew)
{
    ScoreEvent e;
    e.type = ScoreEventType::ShipLost;
    e.side = side;
    e.ship = ship;
    e.men = crew;
    return e;
}

ScoreEvent ScoreEvent::greenback(Side side, double value)
{
    ScoreEvent e;
    e.type = ScoreEventType::Greenback;
    e.side = side;
    e.value = value;
    return e;
}

ScoreEvent ScoreEvent::rates(Side side, double tax, double tariff)
{
    ScoreEvent e;
    e.type = ScoreEventType::Rates;
    e.side = side;
    e.tax = tax;
    e.tariff = tariff;
    return e;
}

ScoreEvent ScoreEvent::draft(Side side)
{
    ScoreEvent e;
    e.type = ScoreEventType::Draft;
    e.side = side;
    return e;
}

static QString numberText(double v)
{
    return QString::number(v, 'g', 12);
}

QString describeScoreEvent(const ScoreEvent &e)
{
    const QString side = e.side == Side::Union ? Tr::tr("the Union") : Tr::tr("the Confederacy");
    switch (e.type) {
    case ScoreEventType::Turn: return Tr::tr("a turn ends");
    case ScoreEventType::CampaignEnd: return Tr::tr("the campaign ends");
    case ScoreEventType::Laurels:
        return Tr::tr("%1 earns %2 laurel points").arg(side, numberText(e.points));
    case ScoreEventType::Capture:
        return Tr::tr("%1 captures %2 (%3, economic level %4)")
            .arg(side, e.city, nameOf(cityKindNames(), e.kind), QString::number(e.level));
    case ScoreEventType::Casualties:
        return Tr::tr("%1 suffers %2 casualties").arg(side, QString::number(e.men));
    case ScoreEventType::ShipLost:
        return Tr::tr("%1 loses a %2 captured or sunk, with %3 crew")
            .arg(side, nameOf(shipTypeNames(), e.ship), QString::number(e.men));
    case ScoreEventType::Greenback:
        return Tr::tr("the %1 greenback stands at %2% of face value")
            .arg(e.side == Side::Union ? Tr::tr("Union") : Tr::tr("Confederate"), numberText(e.value));
    case ScoreEventType::Rates:
        return Tr::tr("%1 sets tax %2% and tariff %3%").arg(side, numberText(e.tax), numberText(e.tariff));
    case ScoreEventType::Draft: return Tr::tr("%1 implements a draft").arg(side);
    }
    return {};
}

namespace eventio {
template<> const QStringList &namesOf<ScoreEventType>() { return scoreEventTypeNames(); }
} // namespace eventio

// PRODUCT.md "Score events": "type", then "side" for all but turn and
// campaign-end, then the type's own members, each within scorelimits.
template<typename S, typename V>
void ScoreEvent::fields(S &s, V &v)
{
    using eventio::ranged;
    v("type", s.type);
    const ScoreEventType type = s.type; // read before the members that depend on it
    if (type == ScoreEventType::Turn || type == ScoreEventType::CampaignEnd)
        return;
    v("side", s.side);
    switch (type) {
    case ScoreEventType::Laurels: v("points", ranged(s.points, 0.0, scorelimits::maxLaurels)); break;
    case ScoreEventType::Capture:
        v("city", s.city);
        v("level", ranged(s.level, 0, scorelimits::maxLevel));
        v("kind", s.kind);
        break;
    case ScoreEventType::Casualties: v("men", ranged(s.men, 0, scorelimits::maxMen)); break;
    case ScoreEventType::ShipLost:
        v("ship", s.ship);
        v("crew", ranged(s.men, 0, scorelimits::maxCrew));
        break;
    case ScoreEventType::Greenback: v("value", ranged(s.value, 0.0, scorelimits::maxGreenback)); break;
    case ScoreEventType::Rates:
        v("tax", ranged(s.tax, 0.0, scorelimits::maxRate));
        v("tariff", ranged(s.tariff, 0.0, scorelimits::maxRate));
        break;
    case ScoreEventType::Turn:
    case ScoreEventType::CampaignEnd:
    case ScoreEventType::Draft: break;
    }
}

ScoreEvent scoreEventFromJson(const JsonNode &node)
{
    ScoreEvent e;
    node.member(QStringLiteral("type")); // a non-object is refused saying what it is
    eventio::read(node, e);
    return e;
}

QJsonObject scoreEventToJson(const ScoreEvent &e)
{
    return eventio::write(e).toObject();
}

QList<ScoreEvent> scoreEventsFromJson(const JsonNode &root)
{
    root.allowOnly({key("format"), key("version"), key("description"), key("events")});
    if (const auto description = root.optionalMember(key("description")))
        description->string(true);
    const JsonNode list = root.member(key("events"));
    const int n = list.size();
    QList<ScoreEvent> events;
    events.reserve(n);
    int campaignEnds = 0;
    for (int i = 0; i < n; ++i) {
        const JsonNode item = list.at(i);
        events.append(scoreEventFromJson(item));
        // RULES §17: the war lasts six campaigns; a seventh cannot end.
        if (events.last().type == ScoreEventType::CampaignEnd && ++campaignEnds > scorerules::campaigns)
            item.fail(Tr::tr("a seventh \"campaign-end\": the war has only %1 campaigns")
                          .arg(scorerules::campaigns));
    }
    return events;
}

QJsonObject scoreEventsToJson(const QList<ScoreEvent> &events)
{
    QJsonArray list;
    for (const ScoreEvent &e : events)
        list.append(scoreEventToJson(e));
    return QJsonObject{{key("format"), QString::fromLatin1(kScoreEventsFormat)},
                       {key("version"), 1},
                       {key("events"), list}};
}

std::optional<QList<ScoreEvent>> loadScoreEvents(const QString &fileName, LoadError *error)
{
    try {
        return scoreEventsFromJson(readDocument(fileName, QString::fromLatin1(kScoreEventsFormat), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

bool saveScoreEvents(const QString &fileName, const QList<ScoreEvent> &events, QString *error)
{
    return writeJsonFile(fileName, scoreEventsToJson(events), error);
}

} // namespace hardtack
