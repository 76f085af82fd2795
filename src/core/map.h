#pragma once
// The tactical map (RULES §2, PRODUCT.md "Map"): terrain, elevation, roads,
// hexside features and labels on a width × height grid of odd-q hexes.

#include "hex.h"
#include "jsonio.h"
#include "types.h"

#include <QJsonObject>
#include <QVector>

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
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

class Map;

// Remembered yes/no answers about ordered pairs of hexes that depend on the
// ground alone (terrain and elevation): line of sight (RULES §2, units never
// block; rules/los.h asks and answers). Two bits per pair (known, yes), one
// row per "from" hex allocated on first use: about 2.8 KB per observer hex on
// a 121×91 map. Copies of a map share one memo, so a side view or a copy a
// computer player thinks on (in another thread) reuses and fills the same
// answers: reads and fills are lock-free atomics; a fill is idempotent.
class SightMemo
{
public:
    SightMemo() = default;
    ~SightMemo();
    SightMemo(const SightMemo &) = delete;
    SightMemo &operator=(const SightMemo &) = delete;

    // Binds the memo to the map's ground on first use. False when the map's
    // terrain or elevation are not those it was bound to (a copy edited
    // since): the memo must not be used for that map.
    bool bind(const Map &map);
    // -1 not known yet, 0 no, 1 yes (indexes as Map::indexOf).
    int get(int from, int to) const
    {
        const std::atomic<quint64> *row = m_rows[size_t(from)].load(std::memory_order_acquire);
        if (!row)
            return -1;
        const quint64 bits = row[to >> 5].load(std::memory_order_relaxed) >> (2 * (to & 31));
        return bits & 1 ? int((bits >> 1) & 1) : -1;
    }
    void set(int from, int to, bool yes);

private:
    std::mutex m_mutex;                  // guards bind() only
    bool m_bound = false;
    int m_width = 0;
    int m_height = 0;
    QVector<Terrain> m_terrain;          // shallow copies: equal data pointers prove the same ground
    QVector<quint8> m_elevation;
    int m_words = 0;                     // 64-bit words per row
    std::unique_ptr<std::atomic<std::atomic<quint64> *>[]> m_rows;
};

class Map
{
public:
    QString name;
    QString source;                          // the maps it was drawn from (optional in the file)
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

    // Recomputes the per-hex lookup tables from roads and hexsides, and
    // starts a new line-of-sight memo (call it after changing the ground).
    void rebuildIndex();
    // The line-of-sight memo shared by copies of this map (may be null for a
    // map never indexed; rules/los.h then works without one).
    const std::shared_ptr<SightMemo> &sightMemo() const { return m_sight; }

private:
    std::shared_ptr<SightMemo> m_sight;
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
