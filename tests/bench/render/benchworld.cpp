#include "benchworld.h"

#include "core/rng.h"

#include <QJsonArray>
#include <QLineF>
#include <QSet>

#include <cmath>

namespace hardtack::bench {

namespace {

struct Blob
{
    double x, y, radius, weight;
};

QPointF planePos(Hex h)
{
    const Offset o = h.toOffset();
    return QPointF(o.col * 0.866, o.row + 0.5 * (o.col & 1));
}

double field(const QVector<Blob> &blobs, QPointF p)
{
    double v = 0;
    for (const Blob &b : blobs) {
        const double d2 = (p.x() - b.x) * (p.x() - b.x) + (p.y() - b.y) * (p.y() - b.y);
        v += b.weight * std::exp(-d2 / (b.radius * b.radius));
    }
    return v;
}

QVector<Blob> blobs(Rng &rng, int n, int size, double rMin, double rMax, double wMin, double wMax)
{
    QVector<Blob> out;
    for (int i = 0; i < n; ++i)
        out.append({rng.uniform(0, size * 0.866), rng.uniform(0, size), rng.uniform(rMin, rMax), rng.uniform(wMin, wMax)});
    return out;
}

Hex randomHex(Rng &rng, const Map &map)
{
    // Not on the edge: straight lines between interior hexes stay on the map.
    return Hex::fromOffset(rng.uniformInt(1, map.width - 2), rng.uniformInt(1, map.height - 2));
}

// A run of connected hexsides: each next side shares the previous one's far corner.
void addSideRun(Map &map, Rng &rng, Hex start, int length, HexsideFeature feature)
{
    const HexLayout layout(10.0);
    Hex h = start;
    HexSide side = HexSide(rng.uniformInt(0, 5));
    QPointF end = layout.sideSegment(h, side).second;
    for (int i = 0; i < length; ++i) {
        if (map.contains(h))
            map.hexsides.append({h, side, feature});
        else if (map.contains(h.neighbour(side)))
            map.hexsides.append({h.neighbour(side), opposite(side), feature});
        else
            return;
        // Candidates: the sides of h and of its neighbours that touch the far corner.
        QVector<QPair<Hex, HexSide>> next;
        for (const Hex &c : std::array<Hex, 2>{h, h.neighbour(side)})
            for (int k = 0; k < 6; ++k) {
                const auto [a, b] = layout.sideSegment(c, HexSide(k));
                const bool touches = QLineF(a, end).length() < 1e-6 || QLineF(b, end).length() < 1e-6;
                const bool same = (c == h && HexSide(k) == side) || (c == h.neighbour(side) && HexSide(k) == opposite(side));
                if (touches && !same)
                    next.append({c, HexSide(k)});
            }
        if (next.isEmpty())
            return;
        const auto pick = next.at(rng.uniformInt(0, int(next.size()) - 1));
        const auto [a, b] = layout.sideSegment(pick.first, pick.second);
        end = QLineF(a, end).length() < 1e-6 ? b : a;
        h = pick.first;
        side = pick.second;
    }
}

QJsonArray hexJson(Hex h)
{
    const Offset o = h.toOffset();
    return QJsonArray{o.col, o.row};
}

} // namespace

BenchWorld makeBenchWorld(int size, int unitsPerSide, quint64 seed)
{
    Rng rng(seed);
    BenchWorld world;
    Map &map = world.map;
    map.name = QStringLiteral("Render benchmark");
    map.resize(size, size);
    map.legend = {{QStringLiteral("."), Terrain::Clear}, {QStringLiteral("w"), Terrain::Woods},
                  {QStringLiteral("W"), Terrain::HeavyWoods}, {QStringLiteral("o"), Terrain::Orchard},
                  {QStringLiteral("t"), Terrain::Town}, {QStringLiteral("m"), Terrain::Marsh},
                  {QStringLiteral("~"), Terrain::Water}};

    const QVector<Blob> hills = blobs(rng, size / 6, size, 4, 18, 1.5, 5.0);
    const QVector<Blob> forest = blobs(rng, size / 3, size, 2, 9, 0.6, 1.4);
    const QVector<Blob> lakes = blobs(rng, size / 25, size, 1.5, 4, 1.0, 1.0);
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        const QPointF p = planePos(h);
        const double elevation = field(hills, p);
        map.elevation[i] = quint8(std::clamp(int(elevation), 0, 9));
        const double f = field(forest, p), lake = field(lakes, p);
        Terrain t = Terrain::Clear;
        if (lake > 0.6 && elevation < 2.5)
            t = Terrain::Water;
        else if (lake > 0.35 && elevation < 2.5)
            t = Terrain::Marsh;
        else if (f > 1.1)
            t = Terrain::HeavyWoods;
        else if (f > 0.55)
            t = Terrain::Woods;
        else if (rng.chance(0.015))
            t = Terrain::Orchard;
        map.terrain[i] = t;
        if (t == Terrain::Water)
            map.elevation[i] = 0;
    }

    // Towns, joined by pikes and roads; trails and two railroads across the map.
    QVector<Hex> towns;
    for (int i = 0; i < size / 12; ++i) {
        const Hex c = randomHex(rng, map);
        towns.append(c);
        for (const Hex &h : range(c, 1))
            if (map.contains(h) && rng.chance(0.7))
                map.terrain[map.indexOf(h)] = Terrain::Town;
        map.labels.append({c, QStringLiteral("Town %1").arg(i + 1)});
    }
    auto addRoad = [&](RoadKind kind, Hex a, Hex b) {
        RoadPath road;
        road.kind = kind;
        road.hexes = line(a, b);
        map.roads.append(road);
    };
    for (int i = 0; i + 1 < towns.size(); ++i)
        addRoad(i % 2 ? RoadKind::Road : RoadKind::Pike, towns.at(i), towns.at(i + 1));
    for (int i = 0; i < size / 20; ++i)
        addRoad(RoadKind::Trail, randomHex(rng, map), randomHex(rng, map));
    addRoad(RoadKind::Railroad, Hex::fromOffset(1, size / 3), Hex::fromOffset(size - 2, size / 2));
    addRoad(RoadKind::Railroad, Hex::fromOffset(size / 4, 1), Hex::fromOffset(size / 2, size - 2));

    for (int i = 0; i < size / 4; ++i)
        addSideRun(map, rng, randomHex(rng, map), rng.uniformInt(8, 30), HexsideFeature::Stream);
    for (int i = 0; i < size / 2; ++i)
        addSideRun(map, rng, randomHex(rng, map), rng.uniformInt(3, 8), HexsideFeature::Fence);
    for (int i = 0; i < size / 3; ++i)
        addSideRun(map, rng, randomHex(rng, map), rng.uniformInt(3, 8), HexsideFeature::StoneWall);
    map.rebuildIndex();
    // Fords and bridges where roads cross streams.
    QVector<HexsideEntry> crossings;
    for (const HexsideEntry &e : std::as_const(map.hexsides))
        if (e.feature == HexsideFeature::Stream && map.roadsAcross(e.hex, e.side))
            crossings.append({e.hex, e.side, rng.chance(0.5) ? HexsideFeature::Bridge : HexsideFeature::Ford});
    map.hexsides += crossings;
    map.rebuildIndex();

    // Two armies: army → corps → divisions → brigades of units around their leader.
    QJsonArray formations, units;
    QSet<Hex> occupied;
    QHash<Hex, int> stack;
    const int brigadesPerSide = std::max(1, unitsPerSide / 9);
    for (int side = 0; side < 2; ++side) {
        const QString s = side == 0 ? QStringLiteral("u") : QStringLiteral("c");
        const QString sideName = side == 0 ? QStringLiteral("union") : QStringLiteral("confederate");
        auto leaderAt = [&](Hex h, const QString &id) {
            occupied.insert(h);
            return QJsonObject{{QStringLiteral("id"), id + QStringLiteral("-l")},
                               {QStringLiteral("name"), QStringLiteral("General ") + id},
                               {QStringLiteral("rating"), QString(QChar('A' + rng.uniformInt(0, 4)))},
                               {QStringLiteral("hex"), hexJson(h)}};
        };
        // Ground every unit and leader may stand on (the loader checks it):
        // not water, heavy woods or marsh.
        auto standable = [&](Hex h) {
            const Terrain t = map.terrainAt(h);
            return t != Terrain::Water && t != Terrain::HeavyWoods && t != Terrain::Marsh;
        };
        auto landHex = [&](int rowLo, int rowHi) {
            for (;;) {
                const Hex h = Hex::fromOffset(rng.uniformInt(0, size - 1), rng.uniformInt(rowLo, rowHi));
                if (standable(h))
                    return h;
            }
        };
        const int rowLo = side == 0 ? 0 : size / 2, rowHi = side == 0 ? size / 2 - 1 : size - 1;
        const QString army = s + QStringLiteral("-army");
        formations.append(QJsonObject{{QStringLiteral("id"), army}, {QStringLiteral("side"), sideName},
                                      {QStringLiteral("level"), QStringLiteral("army")},
                                      {QStringLiteral("name"), QStringLiteral("Army")},
                                      {QStringLiteral("parent"), QJsonValue()},
                                      {QStringLiteral("leader"), leaderAt(landHex(rowLo, rowHi), army)}});
        int unitNo = 0;
        for (int b = 0; b < brigadesPerSide; ++b) {
            const QString corps = s + QStringLiteral("-corps%1").arg(b / 16);
            const QString division = s + QStringLiteral("-div%1").arg(b / 4);
            if (b % 16 == 0)
                formations.append(QJsonObject{{QStringLiteral("id"), corps}, {QStringLiteral("side"), sideName},
                                              {QStringLiteral("level"), QStringLiteral("corps")},
                                              {QStringLiteral("name"), QStringLiteral("Corps %1").arg(b / 16 + 1)},
                                              {QStringLiteral("parent"), army},
                                              {QStringLiteral("leader"), leaderAt(landHex(rowLo, rowHi), corps)}});
            if (b % 4 == 0)
                formations.append(QJsonObject{{QStringLiteral("id"), division}, {QStringLiteral("side"), sideName},
                                              {QStringLiteral("level"), QStringLiteral("division")},
                                              {QStringLiteral("name"), QStringLiteral("Division %1").arg(b / 4 + 1)},
                                              {QStringLiteral("parent"), corps},
                                              {QStringLiteral("leader"), leaderAt(landHex(rowLo, rowHi), division)}});
            const QString brigade = s + QStringLiteral("-bde%1").arg(b);
            const Hex centre = landHex(rowLo, rowHi);
            formations.append(QJsonObject{{QStringLiteral("id"), brigade}, {QStringLiteral("side"), sideName},
                                          {QStringLiteral("level"), QStringLiteral("brigade")},
                                          {QStringLiteral("name"), QStringLiteral("Brigade %1").arg(b + 1)},
                                          {QStringLiteral("parent"), division},
                                          {QStringLiteral("leader"), leaderAt(centre, brigade)}});
            const int count = b == brigadesPerSide - 1 ? unitsPerSide - unitNo : unitsPerSide / brigadesPerSide;
            for (int k = 0; k < count; ++k, ++unitNo) {
                Hex h = centre;
                // One unit a hex: within the stacking limit (RULES §3, checked
                // by the loader) whatever its men.
                for (int tries = 0; tries < 200; ++tries) {
                    const QVector<Hex> near = range(centre, 3 + tries / 50);
                    h = near.at(rng.uniformInt(0, int(near.size()) - 1));
                    if (map.contains(h) && standable(h) && stack.value(h) < 1)
                        break;
                }
                if (!map.contains(h) || !standable(h))
                    h = centre;
                stack[h] += 1;
                occupied.insert(h);
                const double r = rng.uniform01();
                QJsonObject u{{QStringLiteral("id"), s + QStringLiteral("-%1").arg(unitNo)},
                              {QStringLiteral("name"), QStringLiteral("Unit %1").arg(unitNo + 1)},
                              {QStringLiteral("side"), sideName},
                              {QStringLiteral("brigade"), brigade},
                              {QStringLiteral("quality"), QString(QChar('A' + rng.uniformInt(0, 5)))},
                              {QStringLiteral("hex"), hexJson(h)},
                              {QStringLiteral("facing"), hexSideNames().at(side == 0 ? rng.uniformInt(2, 4)
                                                                                       : (rng.uniformInt(5, 7) % 6))}};
                if (r < 0.78) {
                    u.insert(QStringLiteral("type"), QStringLiteral("infantry"));
                    u.insert(QStringLiteral("men"), rng.uniformInt(150, 650));
                    u.insert(QStringLiteral("weapon"), rng.chance(0.8) ? QStringLiteral("rifled-musket") : QStringLiteral("smoothbore"));
                    u.insert(QStringLiteral("formation"), rng.chance(0.7) ? QStringLiteral("line") : QStringLiteral("column"));
                } else if (r < 0.86) {
                    u.insert(QStringLiteral("type"), QStringLiteral("cavalry"));
                    u.insert(QStringLiteral("men"), rng.uniformInt(150, 500));
                    u.insert(QStringLiteral("weapon"), QStringLiteral("carbine"));
                } else if (r < 0.98) {
                    u.insert(QStringLiteral("type"), QStringLiteral("artillery"));
                    u.insert(QStringLiteral("men"), rng.uniformInt(80, 140));
                    u.insert(QStringLiteral("guns"), rng.uniformInt(4, 6));
                    static const char *const guns[] = {"napoleon", "3in-rifle", "parrott"};
                    u.insert(QStringLiteral("weapon"), QLatin1String(guns[rng.uniformInt(0, 2)]));
                } else {
                    u.insert(QStringLiteral("type"), QStringLiteral("wagon"));
                    u.insert(QStringLiteral("men"), 20);
                    u.insert(QStringLiteral("supply"), 300);
                }
                const double st = rng.uniform01();
                if (st < 0.03)
                    u.insert(QStringLiteral("status"), QStringLiteral("routed"));
                else if (st < 0.12)
                    u.insert(QStringLiteral("status"), QStringLiteral("disrupted"));
                units.append(u);
            }
        }
    }
    world.units = int(units.size());
    world.unitHexes = QVector<Hex>(occupied.cbegin(), occupied.cend());
    std::sort(world.unitHexes.begin(), world.unitHexes.end());

    QJsonArray objectives;
    for (int i = 0; i < towns.size(); ++i)
        objectives.append(QJsonObject{{QStringLiteral("hex"), hexJson(towns.at(i))},
                                      {QStringLiteral("name"), QStringLiteral("Town %1").arg(i + 1)},
                                      {QStringLiteral("points"), QJsonObject{{QStringLiteral("union"), 100},
                                                                             {QStringLiteral("confederate"), 100}}}});
    world.scenario = QJsonObject{
        {QStringLiteral("format"), QStringLiteral("hardtack-scenario")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("title"), QStringLiteral("Render benchmark")},
        {QStringLiteral("description"), QStringLiteral("Generated by render_inputs.")},
        {QStringLiteral("map"), QStringLiteral("map.json")},
        {QStringLiteral("date"), QStringLiteral("1863-07-01")},
        {QStringLiteral("start"), QStringLiteral("09:00")},
        {QStringLiteral("turns"), 10},
        {QStringLiteral("dawn"), QStringLiteral("04:30")},
        {QStringLiteral("dusk"), QStringLiteral("19:30")},
        {QStringLiteral("dayTurnMinutes"), 20},
        {QStringLiteral("nightTurnMinutes"), 60},
        {QStringLiteral("firstSide"), QStringLiteral("union")},
        {QStringLiteral("formations"), formations},
        {QStringLiteral("units"), units},
        {QStringLiteral("reinforcements"), QJsonArray()},
        {QStringLiteral("objectives"), objectives},
        {QStringLiteral("victory"), QJsonObject{{QStringLiteral("minor"), 100}, {QStringLiteral("major"), 500}}},
    };
    return world;
}

} // namespace hardtack::bench
