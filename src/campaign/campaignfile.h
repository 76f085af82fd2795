#pragma once
// Reading and writing "hardtack-campaign" files (docs/FORMATS.md "Campaign").
// The loader is strict: every problem, including a bad reference (an unknown
// city, an army in a sea zone, a fleet in a land-locked city, a duplicate id,
// no Richmond), names the file, the JSON path and what is wrong.

#include "campaignmodel.h"

#include "core/jsonio.h"

#include <QJsonObject>
#include <QSet>

#include <optional>

namespace hardtack {

constexpr const char *kCampaignFormat = "hardtack-campaign";

// Limits on the numbers of a campaign file (a hostile file is refused).
namespace campaignlimits {
constexpr int maxLevel = 5;
constexpr int maxDays = 365;          // one connection
constexpr int maxTurnDays = 60;
constexpr int maxTurnsPerCampaign = 50;
constexpr int maxMen = 100000;        // one brigade
constexpr int maxGuns = 500;          // one brigade
constexpr int maxExperience = 5;
constexpr double maxMoney = 1000000;  // millions of dollars
constexpr double maxRate = 100;       // percent
}

// Throws LoadFailure.
CampaignScenario campaignFromJson(const JsonNode &root);
QJsonObject campaignToJson(const CampaignScenario &campaign);

std::optional<CampaignScenario> loadCampaign(const QString &fileName, LoadError *error);
// For tests and tools: the same checks on bytes already in memory.
std::optional<CampaignScenario> parseCampaign(const QByteArray &bytes, const QString &fileName, LoadError *error);

// Pieces shared with the save file.
Brigade brigadeFromJson(const JsonNode &node);
QJsonObject brigadeToJson(const Brigade &brigade);
QJsonObject leaderToJson(const CampaignLeader &leader);
// An army or fleet object; its ids (and its brigades', leaders', ships') must
// be new in the sets, which receive them. Locations are not checked here.
Army armyFromJson(const JsonNode &node, QSet<QString> &units);
Fleet fleetFromJson(const JsonNode &node, QSet<QString> &units, QSet<QString> &shipIds);
QJsonObject armyToJson(const Army &army);
QJsonObject fleetToJson(const Fleet &fleet);

} // namespace hardtack
