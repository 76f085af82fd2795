#pragma once
// The render benchmark's inputs: a 200×200 battlefield with hills, woods,
// orchards, towns, marsh, lakes, roads of every kind, streams, fences and
// stone walls, and two armies of the units asked for. Generated from a fixed
// seed, so every run renders the same map.

#include "core/map.h"

#include <QJsonObject>

namespace hardtack::bench {

struct BenchWorld
{
    Map map;
    QJsonObject scenario; // refers to the map as "map.json"
    int units = 0;
    QVector<Hex> unitHexes; // distinct hexes holding units or leaders
};

BenchWorld makeBenchWorld(int size, int unitsPerSide, quint64 seed);

} // namespace hardtack::bench
