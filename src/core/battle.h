#pragma once
// A battle in progress: the scenario with its current state, the clock, the
// seeded generator and the event log. This is what a save file holds
// (PRODUCT.md "Save"); saving is atomic and save → load → save is byte-identical.

#include "jsonio.h"
#include "rng.h"
#include "scenario.h"
#include "types.h"

#include <QJsonObject>
#include <QVector>

#include <optional>

namespace hardtack {

struct Battle
{
    Scenario scenario;
    int turn = 1;                       // game turn, 1-based
    Side phasingSide = Side::Union;     // whose player turn it is
    Phase phase = Phase::Movement;
    bool over = false;
    quint64 seed = 0;                   // the seed the game started with
    Rng rng;
    QVector<QJsonObject> log;           // events, oldest first (RULES: events are data)

    // A new battle at the start of the scenario's first turn.
    static Battle start(const Scenario &scenario, quint64 seed);
};

Battle battleFromJson(const JsonNode &root, const QString &fileName);
QJsonObject battleToJson(const Battle &battle);

std::optional<Battle> loadBattle(const QString &fileName, LoadError *error);
bool saveBattle(const Battle &battle, const QString &fileName, QString *error);

} // namespace hardtack
