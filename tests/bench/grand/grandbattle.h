#pragma once
// A synthetic grand battle for benchmarks and property tests: a 121×91 map
// with ridges, woods, orchards, towns, marshes, streams and roads, and two
// armies (army → corps → divisions → brigades of 4 regiments and a battery,
// a wagon per division) facing each other across the middle, 800+ units.
// Deterministic for a given seed; written as an ordinary scenario file so the
// benchmark goes through the real loader.

#include <QJsonObject>

namespace hardtack::bench {

inline constexpr int kGrandWidth = 121;
inline constexpr int kGrandHeight = 91;

// The map object (FORMATS.md "Map").
QJsonObject grandBattleMap(quint32 seed);
// The scenario with the map inline (FORMATS.md "Scenario"), `turns` game turns.
QJsonObject grandBattleScenario(quint32 seed, int turns = 24);

} // namespace hardtack::bench
