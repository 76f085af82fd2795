#include "map.h"

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Map)
};
} // namespace

QJsonArray hexToJson(Hex h)
{
    const Offset o = h.toOffset();
    return QJsonArray{o.col, o.row};
}

QVector<Hex> RoadPath::cells() const
{
    QVector<Hex> out;
    for (int k = 0; k < hexes.size(); ++k) {
        if (k == 0) {
            out.append(hexes.at(0));
            continue;
        }
        const QVector<Hex> seg = line(hexes.at(k - 1), hexes.at(k));
        for (int j = 1; j < seg.size(); ++j)
            out.append(seg.at(j));
    }
    return out;
}

void Map::resize(int w, int h)
{
    width = w;
    height = h;
    terrain.fill(Terrain::Clear, w * h);
    elevation.fill(0, w * h);
    rebuildIndex();
}

bool Map::contains(Hex h) const
{
    const Offset o = h.toOffset();
    return o.col >= 0 && o.row >= 0 && o.col < width && o.row < height;
}

int Map::indexOf(Hex h) const
{
    const Offset o = h.toOffset();
    if (o.col < 0 || o.row < 0 || o.col >= width || o.row >= height)
        return -1;
    return o.row * width + o.col;
}

quint8 Map::sideFeatures(Hex h, HexSide side) const
{
    const int i = indexOf(h);
    if (i >= 0)
        return m_sideFeatures.at(i)[size_t(side)];
    const int j = indexOf(h.neighbour(side));
    return j >= 0 ? m_sideFeatures.at(j)[size_t(opposite(side))] : 0;
}

quint8 Map::roadsAcross(Hex h, HexSide side) const
{
    const int i = indexOf(h);
    return i >= 0 ? m_roadSides.at(i)[size_t(side)] : 0;
}

std::optional<RoadKind> Map::bestRoadAcross(Hex h, HexSide side) const
{
    const quint8 bits = roadsAcross(h, side);
    // Pike and road are equal for movement; the lower enum value is cheaper.
    for (int k = 0; k < 4; ++k)
        if (bits & (1u << k))
            return RoadKind(k);
    return std::nullopt;
}

bool Map::hasRoad(Hex h) const
{
    const int i = indexOf(h);
    if (i < 0)
        return false;
    for (quint8 b : m_roadSides.at(i))
        if (b)
            return true;
    return false;
}

SightMemo::~SightMemo()
{
    for (int i = 0; m_rows && i < m_width * m_height; ++i)
        delete[] m_rows[size_t(i)].load(std::memory_order_relaxed);
}

bool SightMemo::bind(const Map &map)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_bound) {
        m_width = map.width;
        m_height = map.height;
        m_terrain = map.terrain;
        m_elevation = map.elevation;
        m_words = (map.hexCount() + 31) / 32;
        m_rows = std::make_unique<std::atomic<std::atomic<quint64> *>[]>(size_t(map.hexCount()));
        m_bound = true;
        return true;
    }
    // QVector's == is immediate when both share one buffer (the usual case:
    // a copy of the map that nobody edited).
    return map.width == m_width && map.height == m_height && map.terrain == m_terrain
        && map.elevation == m_elevation;
}

void SightMemo::set(int from, int to, bool yes)
{
    std::atomic<quint64> *row = m_rows[size_t(from)].load(std::memory_order_acquire);
    if (!row) {
        auto *fresh = new std::atomic<quint64>[size_t(m_words)]();
        if (m_rows[size_t(from)].compare_exchange_strong(row, fresh, std::memory_order_acq_rel))
            row = fresh;
        else
            delete[] fresh; // another thread was first: `row` now holds its row
    }
    row[to >> 5].fetch_or(quint64(yes ? 3 : 1) << (2 * (to & 31)), std::memory_order_relaxed);
}

void Map::rebuildIndex()
{
    m_sight = std::make_shared<SightMemo>();
    const int n = width * height;
    m_sideFeatures.fill({}, n);
    m_roadSides.fill({}, n);
    for (const HexsideEntry &e : hexsides) {
        const quint8 bit = quint8(1u << int(e.feature));
        if (const int i = indexOf(e.hex); i >= 0)
            m_sideFeatures[i][size_t(e.side)] |= bit;
        if (const int j = indexOf(e.hex.neighbour(e.side)); j >= 0)
            m_sideFeatures[j][size_t(opposite(e.side))] |= bit;
    }
    for (const RoadPath &road : roads) {
        const quint8 bit = quint8(1u << int(road.kind));
        const QVector<Hex> cells = road.cells();
        for (int k = 1; k < cells.size(); ++k) {
            const Hex a = cells.at(k - 1), b = cells.at(k);
            const auto side = a.sideTowards(b);
            if (!side)
                continue;
            if (const int i = indexOf(a); i >= 0)
                m_roadSides[i][size_t(*side)] |= bit;
            if (const int j = indexOf(b); j >= 0)
                m_roadSides[j][size_t(opposite(*side))] |= bit;
        }
    }
}

static Hex readHex(const JsonNode &node, const Map &map)
{
    const auto [col, row] = node.pair();
    const Hex h = Hex::fromOffset(col, row);
    if (!map.contains(h))
        node.fail(Tr::tr("hex [%1,%2] is off the map (%3×%4)").arg(col).arg(row).arg(map.width).arg(map.height));
    return h;
}

Map mapFromJson(const JsonNode &node)
{
    node.allowOnly({QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                    QStringLiteral("width"), QStringLiteral("height"), QStringLiteral("legend"),
                    QStringLiteral("terrain"), QStringLiteral("elevation"), QStringLiteral("roads"),
                    QStringLiteral("hexsides"), QStringLiteral("labels"), QStringLiteral("source")});
    Map map;
    map.name = node.member(QStringLiteral("name")).name();
    if (const auto source = node.optionalMember(QStringLiteral("source")))
        map.source = source->string(true);
    // Sizes are checked before anything is allocated.
    const int w = node.member(QStringLiteral("width")).integer(1, limits::maxMapSide);
    const int h = node.member(QStringLiteral("height")).integer(1, limits::maxMapSide);
    map.resize(w, h);

    const JsonNode legend = node.member(QStringLiteral("legend"));
    QHash<QChar, Terrain> byChar;
    for (const QString &key : legend.keys()) {
        const JsonNode entry = legend.member(key);
        if (key.size() != 1)
            entry.fail(Tr::tr("a legend key must be one character, not \"%1\"").arg(key.left(20)));
        const Terrain t = Terrain(entry.choice(terrainNames()));
        byChar.insert(key.at(0), t);
        map.legend.append({key, t});
    }
    if (map.legend.isEmpty())
        legend.fail(Tr::tr("the legend is empty"));

    const JsonNode rows = node.member(QStringLiteral("terrain"));
    if (rows.size() != h)
        rows.fail(Tr::tr("expected %1 rows (the map's height), found %2").arg(h).arg(rows.size()));
    for (int r = 0; r < h; ++r) {
        const JsonNode row = rows.at(r);
        const QString s = row.string();
        if (s.size() != w)
            row.fail(Tr::tr("expected %1 characters (the map's width), found %2").arg(w).arg(s.size()));
        for (int c = 0; c < w; ++c) {
            const auto it = byChar.constFind(s.at(c));
            if (it == byChar.constEnd())
                row.fail(Tr::tr("character '%1' at column %2 is not in the legend").arg(s.at(c)).arg(c));
            map.terrain[r * w + c] = *it;
        }
    }

    const JsonNode elev = node.member(QStringLiteral("elevation"));
    if (elev.size() != h)
        elev.fail(Tr::tr("expected %1 rows (the map's height), found %2").arg(h).arg(elev.size()));
    for (int r = 0; r < h; ++r) {
        const JsonNode row = elev.at(r);
        const QString s = row.string();
        if (s.size() != w)
            row.fail(Tr::tr("expected %1 digits (the map's width), found %2").arg(w).arg(s.size()));
        for (int c = 0; c < w; ++c) {
            if (!s.at(c).isDigit() || s.at(c).unicode() > '9')
                row.fail(Tr::tr("'%1' at column %2 is not an elevation digit 0-9").arg(s.at(c)).arg(c));
            map.elevation[r * w + c] = quint8(s.at(c).unicode() - '0');
        }
    }

    if (const auto roads = node.optionalMember(QStringLiteral("roads"))) {
        for (int i = 0, n = roads->size(); i < n; ++i) {
            const JsonNode road = roads->at(i);
            road.allowOnly({QStringLiteral("kind"), QStringLiteral("hexes")});
            RoadPath path;
            path.kind = RoadKind(road.member(QStringLiteral("kind")).choice(roadKindNames()));
            const JsonNode hexes = road.member(QStringLiteral("hexes"));
            const int m = hexes.size();
            if (m < 2)
                hexes.fail(Tr::tr("a road needs at least two hexes"));
            for (int k = 0; k < m; ++k) {
                const Hex hx = readHex(hexes.at(k), map);
                if (k > 0 && hx == path.hexes.last())
                    hexes.at(k).fail(Tr::tr("road hex %1 repeats the previous hex").arg(hx.toString()));
                path.hexes.append(hx);
            }
            map.roads.append(path);
        }
    }

    if (const auto sides = node.optionalMember(QStringLiteral("hexsides"))) {
        for (int i = 0, n = sides->size(); i < n; ++i) {
            const JsonNode e = sides->at(i);
            e.allowOnly({QStringLiteral("hex"), QStringLiteral("side"), QStringLiteral("feature")});
            HexsideEntry entry;
            entry.hex = readHex(e.member(QStringLiteral("hex")), map);
            entry.side = HexSide(e.member(QStringLiteral("side")).choice(hexSideNames()));
            entry.feature = HexsideFeature(e.member(QStringLiteral("feature")).choice(hexsideFeatureNames()));
            map.hexsides.append(entry);
        }
    }

    if (const auto labels = node.optionalMember(QStringLiteral("labels"))) {
        for (int i = 0, n = labels->size(); i < n; ++i) {
            const JsonNode e = labels->at(i);
            e.allowOnly({QStringLiteral("hex"), QStringLiteral("text")});
            map.labels.append({readHex(e.member(QStringLiteral("hex")), map),
                               e.member(QStringLiteral("text")).name()});
        }
    }
    map.rebuildIndex();
    return map;
}

QJsonObject mapToJson(const Map &map)
{
    QJsonObject legend;
    QHash<Terrain, QChar> charOf;
    for (const auto &[key, t] : map.legend) {
        legend.insert(key, terrainNames().at(int(t)));
        if (!charOf.contains(t))
            charOf.insert(t, key.at(0));
    }
    QJsonArray terrainRows, elevationRows;
    for (int r = 0; r < map.height; ++r) {
        QString t, e;
        t.reserve(map.width);
        e.reserve(map.width);
        for (int c = 0; c < map.width; ++c) {
            t.append(charOf.value(map.terrain.at(r * map.width + c), QLatin1Char('?')));
            e.append(QChar('0' + map.elevation.at(r * map.width + c)));
        }
        terrainRows.append(t);
        elevationRows.append(e);
    }
    QJsonArray roads;
    for (const RoadPath &p : map.roads) {
        QJsonArray hexes;
        for (const Hex &h : p.hexes)
            hexes.append(hexToJson(h));
        roads.append(QJsonObject{{QStringLiteral("kind"), roadKindNames().at(int(p.kind))},
                                 {QStringLiteral("hexes"), hexes}});
    }
    QJsonArray sides;
    for (const HexsideEntry &e : map.hexsides)
        sides.append(QJsonObject{{QStringLiteral("hex"), hexToJson(e.hex)},
                                 {QStringLiteral("side"), hexSideName(e.side)},
                                 {QStringLiteral("feature"), hexsideFeatureNames().at(int(e.feature))}});
    QJsonArray labels;
    for (const MapLabel &l : map.labels)
        labels.append(QJsonObject{{QStringLiteral("hex"), hexToJson(l.hex)}, {QStringLiteral("text"), l.text}});
    QJsonObject out{{QStringLiteral("format"), QStringLiteral("hardtack-map")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("name"), map.name},
                       {QStringLiteral("width"), map.width},
                       {QStringLiteral("height"), map.height},
                       {QStringLiteral("legend"), legend},
                       {QStringLiteral("terrain"), terrainRows},
                       {QStringLiteral("elevation"), elevationRows},
                       {QStringLiteral("roads"), roads},
                       {QStringLiteral("hexsides"), sides},
                       {QStringLiteral("labels"), labels}};
    if (!map.source.isEmpty())
        out.insert(QStringLiteral("source"), map.source);
    return out;
}

std::optional<Map> loadMap(const QString &fileName, LoadError *error)
{
    try {
        return mapFromJson(readDocument(fileName, QStringLiteral("hardtack-map"), 1));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

} // namespace hardtack
