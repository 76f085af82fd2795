#pragma once
// The Cascade Lab demo of a scenario file (FORMATS.md, "Lab demo"): which
// unit is forced to rout, in which phase, by day or night, with or without
// Rout Limiting, from which seed, and an optional second setup to compare
// (leaders removed or moved, units changed). Parsed strictly with the
// scenario; the Lab and its Monte Carlo read it, the rules never do.

#include "hex.h"
#include "types.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

class QJsonObject;

namespace hardtack {

class JsonNode;
struct Scenario;

// One unit as the second setup changes it; members left empty keep the file's value.
struct LabUnitChange
{
    QString unit;
    std::optional<int> quality; // A=6 … F=1
    std::optional<int> fatigue;
    std::optional<Ammo> ammo;
    std::optional<Status> status;
    std::optional<Hex> hex;
};

struct LabLeaderMove
{
    QString leader;
    Hex hex;
};

// The second setup: the file's units and options with these changes.
struct LabCompare
{
    QString name;                    // its caption, e.g. "Without Hooker"
    std::optional<Phase> phase;
    std::optional<bool> night;
    std::optional<bool> routLimiting;
    QStringList removeLeaders;       // leader ids: off the map, they command nobody
    QVector<LabLeaderMove> moveLeaders;
    QVector<LabUnitChange> units;
};

struct LabDemo
{
    QString trigger;                 // the unit forced to rout
    Phase phase = Phase::DefensiveFire;
    bool night = false;
    bool routLimiting = false;       // or the scenario's own rule (as hardtack-cli cascade)
    quint64 seed = 1;
    int trials = 10000;              // Monte Carlo cascades
    QString name;                    // caption of the file's own setup (optional)
    std::optional<LabCompare> compare;
};

// Reads the "lab" member; s must already hold the map, formations and units.
// Throws LoadFailure naming the JSON path.
LabDemo labDemoFromJson(const JsonNode &node, const Scenario &s);
QJsonObject labDemoToJson(const LabDemo &lab);

// The scenario of the second setup: s with lab.compare's changes applied
// (s.lab must hold a compare). Units keep their indices.
Scenario labCompareScenario(const Scenario &s);

} // namespace hardtack
