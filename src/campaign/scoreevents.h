#pragma once
// The events that move the victory scores (RULES §17) and the
// "hardtack-score-events" file that lists them (PRODUCT.md "Score events").
// The theater map, armies and economy will send the same events to Scores.

#include "core/jsonio.h"
#include "core/types.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace hardtack {

enum class ScoreEventType { Turn, CampaignEnd, Laurels, Capture, Casualties, ShipLost, Greenback, Rates, Draft };
// The kinds of city in the capture table of RULES §17.
enum class CityKind { City, StateCapital, Richmond, Washington };

// Name tables, in enum order (the exact strings of the file format).
const QStringList &scoreEventTypeNames(); // turn campaign-end laurels capture casualties ship-lost greenback rates draft
const QStringList &cityKindNames();       // city state-capital richmond washington

// One event. Only the members of its type are meaningful.
struct ScoreEvent
{
    ScoreEventType type = ScoreEventType::Turn;
    Side side = Side::Union;        // all but turn and campaign-end
    double points = 0;              // laurels
    QString city;                   // capture
    int level = 0;                  // capture: the city's economic level
    CityKind kind = CityKind::City; // capture
    int men = 0;                    // casualties; ship-lost: the crew lost
    ShipType ship = ShipType::IC; // ship-lost
    double value = 100;             // greenback: percent of face value
    double tax = 0;                 // rates, percent
    double tariff = 0;              // rates, percent

    static ScoreEvent turn() { return {}; }
    static ScoreEvent campaignEnd();
    static ScoreEvent laurels(Side side, double points);
    static ScoreEvent capture(Side side, const QString &city, int level, CityKind kind);
    static ScoreEvent casualties(Side side, int men);
    static ScoreEvent shipLost(Side side, ShipType ship, int crew);
    static ScoreEvent greenback(Side side, double value);
    static ScoreEvent rates(Side side, double tax, double tariff);
    static ScoreEvent draft(Side side);

    // The members of its type as they are in the file, listed once for the
    // writer and the strict reader of core/events/eventio.h (scoreevents.cpp).
    template<typename S, typename V>
    static void fields(S &s, V &v);
};

// Limits on the numbers of an event file (a hostile file is refused, never trusted).
namespace scorelimits {
constexpr int maxLevel = 100;             // a city's economic level
constexpr int maxMen = 10000000;          // casualties in one event
constexpr int maxCrew = 100000;           // crew lost with one ship
constexpr double maxLaurels = 1000000;    // laurel points in one event
constexpr double maxRate = 100;           // tax and tariff, percent
constexpr double maxGreenback = 100;      // percent of face value
}

// One line saying what happened, for a player ("the Union loses a GB with 40 crew").
QString describeScoreEvent(const ScoreEvent &event);

// Reads one event object (throws LoadFailure naming the JSON path).
ScoreEvent scoreEventFromJson(const JsonNode &node);
QJsonObject scoreEventToJson(const ScoreEvent &event);

// The whole file: {"format":"hardtack-score-events","version":1,"events":[…]}.
// Besides each event's own checks, refuses a seventh "campaign-end".
QList<ScoreEvent> scoreEventsFromJson(const JsonNode &root);
QJsonObject scoreEventsToJson(const QList<ScoreEvent> &events);

std::optional<QList<ScoreEvent>> loadScoreEvents(const QString &fileName, LoadError *error);
bool saveScoreEvents(const QString &fileName, const QList<ScoreEvent> &events, QString *error);

constexpr const char *kScoreEventsFormat = "hardtack-score-events";

} // namespace hardtack
