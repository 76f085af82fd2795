#include "fuzztargets.h"

#include "campaign/campaignfile.h"
#include "campaign/campaignsave.h"
#include "campaign/scoreevents.h"
#include "core/battle.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/scenario.h"
#include "naval/navalfile.h"
#include "net/netprotocol.h"
#include "net/turnfile.h"

#include <QDir>
#include <QFileInfo>

namespace hardtack::fuzz {

namespace {

QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Scenarios name their map relative to their own folder: the fuzzed scenario
// "lives" in the shipped scenarios/, so the seeds' "../maps/..." resolve.
QString scenarioDir()
{
    return QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios");
}

// Parses and loads; a file that loads is written back too (what a save of
// what was loaded does), so odd but accepted values reach the writers.
template<typename Load, typename Write>
void loadAndWrite(const uint8_t *data, size_t size, const char *format, Load load, Write write)
{
    try {
        const JsonNode root = parseDocument(bytesOf(data, size), scenarioDir() + QStringLiteral("/fuzz.json"),
                                            QString::fromLatin1(format), 1);
        const auto loaded = load(root);
        (void)toJsonBytes(write(loaded));
    } catch (const LoadFailure &) {
        // A clear error: what bad input must give.
    }
}

QStringList filesIn(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    const QDir d(QStringLiteral(HARDTACK_SOURCE_DIR "/") + dir);
    for (const QString &f : d.entryList(patterns, QDir::Files, QDir::Name))
        out.append(d.filePath(f));
    return out;
}

} // namespace

void map(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, "hardtack-map", [](const JsonNode &root) { return mapFromJson(root); },
                 [](const Map &m) { return mapToJson(m); });
}

void scenario(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, "hardtack-scenario",
                 [](const JsonNode &root) { return scenarioFromJson(root, scenarioDir(), false); },
                 [](const Scenario &s) { return scenarioToJson(s, true, false); });
}

void save(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, "hardtack-save",
                 [](const JsonNode &root) { return battleFromJson(root, scenarioDir() + QStringLiteral("/fuzz.json")); },
                 [](const Battle &b) { return battleToJson(b); });
}

void naval(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, "hardtack-naval", [](const JsonNode &root) { return navalBattleFromJson(root); },
                 [](const NavalBattle &b) { return navalBattleToJson(b); });
}

void scoreEvents(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, "hardtack-score-events",
                 [](const JsonNode &root) { return scoreEventsFromJson(root); },
                 [](const QList<ScoreEvent> &events) { return scoreEventsToJson(events); });
}

void campaign(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, kCampaignFormat, [](const JsonNode &root) { return campaignFromJson(root); },
                 [](const CampaignScenario &c) { return campaignToJson(c); });
}

void campaignSave(const uint8_t *data, size_t size)
{
    loadAndWrite(data, size, kCampaignSaveFormat, [](const JsonNode &root) { return campaignSaveFromJson(root); },
                 [](const std::unique_ptr<CampaignGame> &g) { return campaignSaveToJson(*g); });
}

// A turn file that loads is also re-simulated (its orders against its hash).
void turn(const uint8_t *data, size_t size)
{
    const QString file = scenarioDir() + QStringLiteral("/fuzz.json");
    loadAndWrite(data, size, "hardtack-turn",
                 [&file](const JsonNode &root) {
                     const TurnFile t = turnFileFromJson(root, file);
                     (void)verifyTurnFile(t, file);
                     return t;
                 },
                 [](const TurnFile &t) { return turnFileToJson(t); });
}

// A network message (issue 23): the bytes as one message, and as a stream
// of frames. A message that parses is written again and must parse to the
// same bytes (what the peer would be sent back).
void netMessage(const uint8_t *data, size_t size)
{
    const QByteArray b = bytesOf(data, size);
    LoadError error;
    if (const std::optional<net::NetMessage> m = net::parseMessage(b, &error)) {
        const QByteArray again = net::messageBytes(*m);
        const std::optional<net::NetMessage> back = net::parseMessage(again, &error);
        if (!back || net::messageBytes(*back) != again)
            qFatal("fuzz net: a message that parsed does not parse again to itself");
    }
    net::FrameReader reader;
    reader.feed(b);
    while (const std::optional<QByteArray> frame = reader.next())
        (void)net::parseMessage(*frame, &error);
}

std::vector<Target> targets()
{
    const QStringList json{QStringLiteral("*.json")};
    return {
        {"map", &map,
         filesIn(QStringLiteral("maps"), json) + filesIn(QStringLiteral("tests/data/core"), {QStringLiteral("*map*.json")})
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("core-*.json")})},
        {"scenario", &scenario,
         filesIn(QStringLiteral("scenarios"), json) + filesIn(QStringLiteral("tests/data/core"), json)
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("core-*.json")})},
        {"save", &save,
         filesIn(QStringLiteral("tests/data/saves"), json)
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("core-save-*.json")})},
        {"naval", &naval,
         filesIn(QStringLiteral("scenarios/naval"), json) + filesIn(QStringLiteral("tests/naval/data"), json)
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("naval-*.json")})},
        {"score-events", &scoreEvents,
         filesIn(QStringLiteral("tests/data/campaign"), json)
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("score-*.json")})},
        {"campaign", &campaign,
         filesIn(QStringLiteral("tests/data/campaign"), {QStringLiteral("small*.json")})
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("campaign-*.json")})},
        {"turn", &turn, filesIn(QStringLiteral("tests/data/net"), json)},
        {"net", &netMessage, filesIn(QStringLiteral("tests/data/net/messages"), json)},
        {"campaign-save", &campaignSave,
         filesIn(QStringLiteral("tests/data/campaign"), {QStringLiteral("*save*.json")})
             + filesIn(QStringLiteral("tests/data/malformed"), {QStringLiteral("campaign-save-*.json")})},
    };
}

} // namespace hardtack::fuzz
