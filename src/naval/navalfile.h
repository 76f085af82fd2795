#pragma once
// Reading and writing "hardtack-naval" files (PRODUCT.md "Naval battle",
// docs/FORMATS.md). Every problem names the file, the JSON path
// and what is wrong.

#include "navalmodel.h"

#include "core/jsonio.h"

#include <QJsonObject>
#include <QSet>

#include <optional>

namespace hardtack {

// Throws LoadFailure.
NavalBattle navalBattleFromJson(const JsonNode &root);
QJsonObject navalBattleToJson(const NavalBattle &battle);

// One ship object as in a naval file (the campaign's fleets use the same
// shape); ids must be new in `ids`, which receives this one.
Ship navalShipFromJson(const JsonNode &node, Side side, QSet<QString> &ids);
QJsonObject navalShipToJson(const Ship &ship);

// One naval battery object (the campaign's forts use the same shape); ids as
// for ships.
NavalBattery navalBatteryFromJson(const JsonNode &node, Side side, QSet<QString> &ids);
QJsonObject navalBatteryToJson(const NavalBattery &battery);

std::optional<NavalBattle> loadNavalBattle(const QString &fileName, LoadError *error);
// For tests and tools: the same checks on bytes already in memory.
std::optional<NavalBattle> parseNavalBattle(const QByteArray &bytes, const QString &fileName, LoadError *error);

} // namespace hardtack
