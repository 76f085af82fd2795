#pragma once
// A tactical scenario (PRODUCT.md "Scenario"): the map, the order of battle
// (formations with their leaders, units), reinforcements, objectives and
// victory thresholds. Units and leaders also carry their current state, so
// the same classes serve the running battle and its save file.

#include "hex.h"
#include "history.h"
#include "jsonio.h"
#include "labdemo.h"
#include "map.h"
#include "types.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QTime>
#include <QVector>

#include <optional>

namespace hardtack {

enum class LeaderState { Active, Killed, Wounded };
const QStringList &leaderStateNames(); // active killed wounded

struct Leader
{
    QString id;
    QString name;
    int rating = 4;       // A=6 … F=1
    Hex hex;
    LeaderState state = LeaderState::Active;
    int replacements = 0; // how many times he was replaced (RULES §7)
    bool moved = false;
    int mpSpent = 0;      // movement points used this player turn
    // False until the reinforcement that brings him arrives (FORMATS.md,
    // "Reinforcement"); until then he commands nobody and cannot be hit.
    bool onMap = true;

    bool active() const { return state == LeaderState::Active && onMap; }
    friend bool operator==(const Leader &, const Leader &) = default;
};

struct Formation
{
    QString id;
    Side side = Side::Union;
    Level level = Level::Brigade;
    QString name;
    QString parent; // empty at the top of the tree
    Leader leader;
    friend bool operator==(const Formation &, const Formation &) = default;
};

struct Unit
{
    // Identity and organisation (from the scenario).
    QString id;
    QString name;
    Side side = Side::Union;
    QString brigade;
    UnitType type = UnitType::Infantry;
    Weapon weapon = Weapon::None;
    int quality = 4;          // A=6 … F=1

    // Current state.
    int men = 0;
    int guns = 0;             // artillery
    int supply = 0;           // wagons: supply points
    bool onMap = true;        // false until a reinforcement arrives, and after leaving
    Hex hex;
    HexSide facing = HexSide::N;
    UnitFormation formation = UnitFormation::None;
    int fatigue = 0;          // 0..900
    Ammo ammo = Ammo::Normal;
    Status status = Status::Normal;

    // Losses so far (RULES §11): men lost to fire and melee, stragglers lost
    // (some may return), prisoners taken from this unit, guns lost (of
    // which gunsCaptured were taken with the unit's surrender, RULES §8, §11).
    int casualties = 0;
    int stragglers = 0;
    int prisoners = 0;
    int gunsLost = 0;
    int gunsCaptured = 0;

    // Per player-turn flags.
    bool moved = false;
    bool fired = false;
    bool meleed = false;
    int mpSpent = 0;
    bool disruptedAtTurnStart = false;
    bool rallied = false;
    bool moveEnded = false;   // entered an enemy ZOC: no more movement this phase (RULES §4)

    // Per-phase marks, cleared when the phase's morale checks are done.
    bool mustCheck = false;   // lost men to combat, or took a fatigue loss at 900 (RULES §9)
    bool fatigueCheck = false; // of which: a fatigue loss at 900 (the check's cause, for the log)
    bool enfiladed = false;   // fired upon with enfilade in this phase (RULES §9)

    // Moved, fired, meleed or lost men since the start of its side's last
    // movement phase; blocks fatigue recovery (RULES §5).
    bool active = false;
    // Left the battle for good: eliminated, surrendered, or a wagon that ran
    // out of supply. Off the map (onMap false) and never comes back.
    bool gone = false;

    bool isRouted() const { return status == Status::Routed; }
    bool isDisrupted() const { return status == Status::Disrupted; }
    // Every member: what changed between two states of the battle.
    friend bool operator==(const Unit &, const Unit &) = default;
};

struct Reinforcement
{
    QStringList units;
    QStringList leaders; // leader ids arriving with the group (no hex of their own)
    int turn = 1;
    Hex hex;
    int chance = 100; // percent per turn from `turn` on
    bool arrived = false;
};

struct Objective
{
    Hex hex;
    QString name;
    int points[2] = {0, 0}; // by Side
    std::optional<Side> holder; // last side to occupy it
};

// A scenario's texts in one language (FORMATS.md, "translations"): its title,
// its briefing, and place names (map labels, the map's name, objectives) keyed
// by their English text. Empty members fall back to the English text.
struct ScenarioTranslation
{
    QString title;
    QString description;
    QHash<QString, QString> names;
};

struct ScenarioRules
{
    bool fogOfWar = true;
    bool routLimiting = false;
};

struct Scenario
{
    QString title;
    QString description;
    QString source;      // sources cited by the scenario's author
    QString mapRef;      // path as written in the file, empty when inline
    Map map;
    QDate date;
    QTime start;
    int turns = 1;
    QTime dawn;
    QTime dusk;
    int dayTurnMinutes = 20;
    int nightTurnMinutes = 60;
    Side firstSide = Side::Union;
    ScenarioRules rules;
    QVector<Formation> formations;
    QVector<Unit> units;
    QVector<Reinforcement> reinforcements;
    QVector<Objective> objectives;
    int victoryMinor = 0;
    int victoryMajor = 0;
    QMap<QString, ScenarioTranslation> translations; // by language code ("de", "fr")
    std::optional<LabDemo> lab; // a Cascade Lab demo (FORMATS.md, "Lab demo")
    std::optional<History> history; // what the armies lost that day (FORMATS.md, "History")

    // The title, briefing or a place name in a language ("de", or a locale
    // name such as "de_DE"); the English text when there is no translation.
    QString localizedTitle(const QString &language) const;
    QString localizedDescription(const QString &language) const;
    QString localizedName(const QString &language, const QString &english) const;
    // The side of a reinforcement: of its first unit, or of its first leader.
    std::optional<Side> sideOf(const Reinforcement &r) const;
    // The formation a leader commands; null when no leader has that id.
    Formation *formationOfLeader(const QString &leaderId);

    // Lookups (indexes into the vectors; -1 when absent). Call rebuildIndex()
    // after adding or removing elements.
    int unitIndex(const QString &id) const { return m_unitIndex.value(id, -1); }
    // The indexes of the units with these ids, in that order (unknown ids
    // left out: a checked order names none).
    QVector<int> unitIndexes(const QStringList &ids) const;
    int formationIndex(const QString &id) const { return m_formationIndex.value(id, -1); }
    Unit *unit(const QString &id);
    const Unit *unit(const QString &id) const;
    const Formation *formation(const QString &id) const;
    Formation *formation(const QString &id);
    // The chain of formations from the unit's brigade up to the army.
    QVector<const Formation *> chainOf(const Unit &u) const;
    // Every unit's index in ascending id order (QString::compare), the order
    // every rule lists units in; kept by rebuildIndex().
    QVector<int> unitOrderById() const;
    void rebuildIndex();

private:
    QHash<QString, int> m_unitIndex;
    QVector<int> m_unitsById;
    QHash<QString, int> m_formationIndex;
};

// baseDir resolves a map given as a path. Throws LoadFailure.
// withState: also read the per-unit state members that only saves carry.
Scenario scenarioFromJson(const JsonNode &node, const QString &baseDir, bool withState);
// inlineMap: write the map object instead of the path (saves are self-contained).
QJsonObject scenarioToJson(const Scenario &s, bool inlineMap, bool withState);

std::optional<Scenario> loadScenario(const QString &fileName, LoadError *error);


} // namespace hardtack
