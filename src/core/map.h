#pragma once
// The tactical map (RULES §2, PRODUCT.md "Map"): terrain, elevation, roads,
// hexside features and labels on a width × height grid of odd-q hexes.

#include "hex.h"
#include "jsonio.h"
#include "types.h"

#include <QJsonObject>
#include <QVector>

#include <array>
#include <optional>

namespace hardtack {

struct RoadPath
{
    RoadKind kind = RoadKind::Road;
    QVector<Hex> hexes; // as written in the file
    // Every hex the road passes through: consecutive hexes of `hexes` that are
    // not adjacent are joined along the straight hex line between them.
    QVector<Hex> cells() const;
};

struct HexsideEntry
{
    Hex hex;
    HexSide side = HexSide::N;
    HexsideFeature feature = HexsideFeature::Stream;
};

struct MapLabel
{
    Hex hex;
    QString text;
};

class Map
{
public:
    QString name;
    int width = 0;
    int height = 0;
    QVector<QPair<QString, Terrain>> legend; // character → terrain, as in the file
    QVector<Terrain> terrain;                // row-major over offset coordinates
    QVector<quint8> elevation;               // levels 0..9, one level = 20 feet
    QVector<RoadPath> roads;
    QVector<HexsideEntry> hexsides;          // as listed in the file
    QVector<MapLabel> labels;

    // Fills an empty map of the given size with clear, level-0 hexes.
    void resize(int w, int h);

    bool contains(Hex h) const;
    int indexOf(Hex h) const; // -1 when off the map
    Hex hexAtIndex(int i) const { return Hex::fromOffset(i % width, i / width); }
    int hexCount() const { return width * height; }
    Terrain terrainAt(Hex h) const { return terrain.at(indexOf(h)); }
    int elevationAt(Hex h) const { return elevation.at(indexOf(h)); }

    // Features on the hexside between h and its neighbour across side (the
    // same answer from either hex). Bit i is HexsideFeature(i).
    quint8 sideFeatures(Hex h, HexSide side) const;
    bool hasFeature(Hex h, HexSide side, HexsideFeature f) const
    {
        return sideFeatures(h, side) & (1u << int(f));
    }
    // Road kinds that run from h across side into the neighbour. Bit i is RoadKind(i).
    quint8 roadsAcross(Hex h, HexSide side) const;
    // The best (cheapest) road kind across side, if any.
    std::optional<RoadKind> bestRoadAcross(Hex h, HexSide side) const;
    bool hasRoad(Hex h) const;

    // Recomputes the per-hex lookup tables from roads and hexsides.
    void rebuildIndex();

private:
    QVector<std::array<quint8, 6>> m_sideFeatures;
    QVector<std::array<quint8, 6>> m_roadSides;
};

// Reads a map object (the whole file, or a scenario's inline "map").
// Throws LoadFailure naming the JSON path of the problem.
Map mapFromJson(const JsonNode &node);
QJsonObject mapToJson(const Map &map);

// [col, row] as written in files.
QJsonArray hexToJson(Hex h);

std::optional<Map> loadMap(const QString &fileName, LoadError *error);

} // namespace hardtack
