#pragma once
// Reading and writing "hardtack-naval" files (PRODUCT.md "Naval battle",
// docs/FORMATS.md). Every problem names the file, the JSON path
// and what is wrong.

#include "navalmodel.h"

#include "core/jsonio.h"

#include <QJsonObject>

#include <optional>

namespace hardtack {

// Throws LoadFailure.
NavalBattle navalBattleFromJson(const JsonNode &root);
QJsonObject navalBattleToJson(const NavalBattle &battle);

std::optional<NavalBattle> loadNavalBattle(const QString &fileName, LoadError *error);
// For tests and tools: the same checks on bytes already in memory.
std::optional<NavalBattle> parseNavalBattle(const QByteArray &bytes, const QString &fileName, LoadError *error);

} // namespace hardtack
