#pragma once
// Saving and loading a war in progress: "hardtack-campaign-save" files
// (docs/FORMATS.md "Campaign save"). A save holds the campaign file as the
// war started, the seed and the state of the generator, and the whole state
// of the war as it stands: owners, armies and fleets with their marches, the
// treasuries, the orders given this turn, the score events applied so far
// (replayed through Scores, so the chart's history comes back exactly), and
// the battles of a turn begun but not finished with the results already
// given. A loaded war continues with the same dice as the saved one.
//
// The loader is strict: every problem names the file, the JSON path and what
// is wrong (an army in a city that does not exist, an order the state refuses,
// score events that do not count the turns played…).

#include "campaigngame.h"

#include "core/jsonio.h"

#include <QJsonObject>

#include <memory>

namespace hardtack {

constexpr const char *kCampaignSaveFormat = "hardtack-campaign-save";

QJsonObject campaignSaveToJson(const CampaignGame &game);
// Throws LoadFailure.
std::unique_ptr<CampaignGame> campaignSaveFromJson(const JsonNode &root);

// Written atomically (QSaveFile): the old file survives any failure.
bool saveCampaignGame(const CampaignGame &game, const QString &file, QString *error);
std::unique_ptr<CampaignGame> loadCampaignSave(const QString &file, LoadError *error);
// For tests and tools: the same checks on bytes already in memory.
std::unique_ptr<CampaignGame> parseCampaignSave(const QByteArray &bytes, const QString &file, LoadError *error);

} // namespace hardtack
