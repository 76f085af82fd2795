#include "grandbattle.h"

#include "core/hex.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <vector>

namespace hardtack::bench {

namespace {
// A small deterministic generator (splitmix64): the bench needs the same
// battle every run, not the game's dice.
class Dice
{
public:
    explicit Dice(quint64 seed) : m_state(seed * 0x9E3779B97F4A7C15ull + 1) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int range(int lo, int hi) { return lo + int(next() % quint64(hi - lo + 1)); } // inclusive
    double unit() { return double(next() >> 11) / double(1ull << 53); }

private:
    quint64 m_state;
};

QJsonArray at(int col, int row)
{
    return QJsonArray{col, row};
}

bool onMap(Offset o)
{
    return o.col >= 0 && o.row >= 0 && o.col < kGrandWidth && o.row < kGrandHeight;
}

const char *const kSides[] = {"N", "NE", "SE", "S", "SW", "NW"};

struct Grid
{
    std::vector<char> terrain = std::vector<char>(kGrandWidth * kGrandHeight, '.');
    std::vector<int> elevation = std::vector<int>(kGrandWidth * kGrandHeight, 0);
    char &cell(Offset o) { return terrain[size_t(o.row * kGrandWidth + o.col)]; }
    int &level(Offset o) { return elevation[size_t(o.row * kGrandWidth + o.col)]; }
};

// Paints a blob of terrain around a centre (hex distance radius).
void blob(Grid &g, Hex centre, int radius, char what, Dice &dice)
{
    for (const Hex &h : range(centre, radius)) {
        const Offset o = h.toOffset();
        if (!onMap(o))
            continue;
        // Ragged edges: the outer ring is patchy.
        if (distance(h, centre) == radius && radius > 0 && dice.range(0, 2) == 0)
            continue;
        g.cell(o) = what;
    }
}
} // namespace

namespace {
// The map, and the objectives (its towns) for the scenario.
QJsonObject buildMap(quint32 seed, QJsonArray &objectives)
{
    Dice dice(seed);
    Grid g;

    // Ridges running roughly north-south, so they stand between the armies.
    struct Ridge { double col, amplitude, phase, height, width; };
    const Ridge ridges[] = {{18, 4, 0.3, 3, 6}, {46, 5, 1.7, 4, 5}, {61, 3, 2.9, 2, 4},
                            {74, 5, 0.9, 4, 5}, {103, 4, 2.2, 3, 6}};
    for (int row = 0; row < kGrandHeight; ++row)
        for (int col = 0; col < kGrandWidth; ++col) {
            double e = 1.0 + 0.8 * std::sin(row * 0.11 + col * 0.05);
            for (const Ridge &r : ridges) {
                const double x = r.col + r.amplitude * std::sin(row * 0.09 + r.phase);
                e += std::max(0.0, r.height * (1.0 - std::abs(col - x) / r.width));
            }
            g.level({col, row}) = std::clamp(int(std::lround(e)), 0, 9);
        }

    const auto randomHex = [&](int colLo, int colHi) {
        return Hex::fromOffset(dice.range(colLo, colHi), dice.range(0, kGrandHeight - 1));
    };
    for (int i = 0; i < 70; ++i)
        blob(g, randomHex(0, kGrandWidth - 1), dice.range(1, 5), 'w', dice);
    for (int i = 0; i < 12; ++i)
        blob(g, randomHex(0, kGrandWidth - 1), dice.range(1, 2), 'h', dice);
    for (int i = 0; i < 25; ++i)
        blob(g, randomHex(0, kGrandWidth - 1), 1, 'o', dice);
    for (int i = 0; i < 8; ++i)
        blob(g, randomHex(0, kGrandWidth - 1), dice.range(1, 2), 'm', dice);
    // Towns in the middle ground: the armies fight over them.
    for (int i = 0; i < 6; ++i) {
        const Hex c = Hex::fromOffset(50 + dice.range(0, 20), 8 + i * 15);
        blob(g, c, dice.range(1, 2), 't', dice);
        g.cell(c.toOffset()) = 't';
        objectives.append(QJsonObject{{QStringLiteral("hex"), at(c.toOffset().col, c.toOffset().row)},
                                      {QStringLiteral("name"), QStringLiteral("Town %1").arg(i + 1)},
                                      {QStringLiteral("points"), QJsonObject{{QStringLiteral("union"), 200},
                                                                             {QStringLiteral("confederate"), 200}}}});
    }

    // Roads: pikes east to west through the towns' rows, two roads north to south.
    QJsonArray roads;
    QVector<QVector<Hex>> roadCells;
    const auto addRoad = [&](const QString &kind, const QVector<Hex> &points) {
        QJsonArray hexes;
        QVector<Hex> cells;
        for (int k = 0; k < points.size(); ++k) {
            hexes.append(at(points.at(k).toOffset().col, points.at(k).toOffset().row));
            const QVector<Hex> seg = k == 0 ? QVector<Hex>{points.at(0)} : line(points.at(k - 1), points.at(k));
            for (int j = k == 0 ? 0 : 1; j < seg.size(); ++j)
                cells.append(seg.at(j));
        }
        roads.append(QJsonObject{{QStringLiteral("kind"), kind}, {QStringLiteral("hexes"), hexes}});
        roadCells.append(cells);
    };
    for (int i = 0; i < 5; ++i) {
        QVector<Hex> pts;
        const int row0 = 6 + i * 19;
        for (int col = 0; col < kGrandWidth - 1; col += 15)
            pts.append(Hex::fromOffset(col, std::clamp(row0 + dice.range(-3, 3), 0, kGrandHeight - 1)));
        pts.append(Hex::fromOffset(kGrandWidth - 1, std::clamp(row0 + dice.range(-3, 3), 0, kGrandHeight - 1)));
        addRoad(i % 2 ? QStringLiteral("road") : QStringLiteral("pike"), pts);
    }
    for (const int col0 : {24, 96}) {
        QVector<Hex> pts;
        for (int row = 0; row < kGrandHeight - 1; row += 15)
            pts.append(Hex::fromOffset(std::clamp(col0 + dice.range(-4, 4), 0, kGrandWidth - 1), row));
        pts.append(Hex::fromOffset(std::clamp(col0 + dice.range(-4, 4), 0, kGrandWidth - 1), kGrandHeight - 1));
        addRoad(QStringLiteral("road"), pts);
    }
    // Roads clear the woods they pass through.
    for (const QVector<Hex> &cells : std::as_const(roadCells))
        for (const Hex &h : cells)
            if (g.cell(h.toOffset()) != 't')
                g.cell(h.toOffset()) = '.';

    // Streams wander north to south in the valleys; a road crossing one has a bridge.
    QSet<QPair<int, int>> streamSides; // (hex index, side) from the hex with the lower index
    QJsonArray hexsides;
    const auto sideKey = [&](Hex h, int side) {
        const Hex n = h.neighbour(HexSide(side));
        const int a = h.toOffset().row * kGrandWidth + h.toOffset().col;
        const int b = n.toOffset().row * kGrandWidth + n.toOffset().col;
        return a < b ? qMakePair(a, side) : qMakePair(b, (side + 3) % 6);
    };
    const auto addSide = [&](Hex h, int side, const char *feature) {
        if (!onMap(h.toOffset()) || !onMap(h.neighbour(HexSide(side)).toOffset()))
            return;
        hexsides.append(QJsonObject{{QStringLiteral("hex"), at(h.toOffset().col, h.toOffset().row)},
                                    {QStringLiteral("side"), QString::fromLatin1(kSides[side])},
                                    {QStringLiteral("feature"), QString::fromLatin1(feature)}});
    };
    for (const int col0 : {32, 60, 88}) {
        int col = col0;
        for (int row = 0; row < kGrandHeight; ++row) {
            const Hex h = Hex::fromOffset(col, row);
            const QPair<int, int> key = sideKey(h, 2); // the SE side
            if (onMap(h.neighbour(HexSide::SE).toOffset()) && !streamSides.contains(key)) {
                streamSides.insert(key);
                addSide(h, 2, "stream");
            }
            if (dice.range(0, 3) == 0)
                col = std::clamp(col + (dice.range(0, 1) ? 1 : -1), 1, kGrandWidth - 2);
        }
    }
    for (const QVector<Hex> &cells : std::as_const(roadCells))
        for (int k = 1; k < cells.size(); ++k) {
            const auto side = cells.at(k - 1).sideTowards(cells.at(k));
            if (side && streamSides.contains(sideKey(cells.at(k - 1), int(*side))))
                addSide(cells.at(k - 1), int(*side), "bridge");
        }

    QJsonArray terrain, elevation;
    for (int row = 0; row < kGrandHeight; ++row) {
        QString t, e;
        for (int col = 0; col < kGrandWidth; ++col) {
            t += QLatin1Char(g.cell({col, row}));
            e += QChar(u'0' + g.level({col, row}));
        }
        terrain.append(t);
        elevation.append(e);
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("hardtack-map")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("name"), QStringLiteral("Synthetic grand battlefield %1").arg(seed)},
                       {QStringLiteral("width"), kGrandWidth},
                       {QStringLiteral("height"), kGrandHeight},
                       {QStringLiteral("legend"), QJsonObject{{QStringLiteral("."), QStringLiteral("clear")},
                                                              {QStringLiteral("w"), QStringLiteral("woods")},
                                                              {QStringLiteral("h"), QStringLiteral("heavy-woods")},
                                                              {QStringLiteral("o"), QStringLiteral("orchard")},
                                                              {QStringLiteral("t"), QStringLiteral("town")},
                                                              {QStringLiteral("m"), QStringLiteral("marsh")}}},
                       {QStringLiteral("terrain"), terrain},
                       {QStringLiteral("elevation"), elevation},
                       {QStringLiteral("roads"), roads},
                       {QStringLiteral("hexsides"), hexsides}};
}
} // namespace

QJsonObject grandBattleMap(quint32 seed)
{
    QJsonArray objectives;
    return buildMap(seed, objectives);
}

QJsonObject grandBattleScenario(quint32 seed, int turns)
{
    Dice dice(seed ^ 0x5eedu);
    QJsonArray objectives;
    QJsonObject map = buildMap(seed, objectives);
    QJsonArray formations, units;
    const char *const ratings = "ABCDEF";
    const char *const qualities = "ABCDEF";

    for (const int side : {0, 1}) {
        const QString sideName = side == 0 ? QStringLiteral("union") : QStringLiteral("confederate");
        const QString p = side == 0 ? QStringLiteral("u") : QStringLiteral("c");
        // The Confederates deploy west of the middle facing east, the Union
        // east of it facing west; each division holds one band of rows, its
        // five brigades one behind the other.
        const int front = side == 0 ? 80 : 40;
        const int back = side == 0 ? 3 : -3;
        const QString facing = side == 0 ? QStringLiteral("NW") : QStringLiteral("NE");
        const auto leader = [&](const QString &id, const QString &name, Offset o) {
            return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), name},
                               {QStringLiteral("rating"), QString(QLatin1Char(ratings[dice.range(1, 4)]))},
                               {QStringLiteral("hex"), at(o.col, o.row)}};
        };
        const auto formation = [&](const QString &id, const char *level, const QString &name, const QJsonValue &parent,
                                   const QJsonObject &lead) {
            formations.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("side"), sideName},
                                          {QStringLiteral("level"), QString::fromLatin1(level)},
                                          {QStringLiteral("name"), name}, {QStringLiteral("parent"), parent},
                                          {QStringLiteral("leader"), lead}});
        };
        const QString army = p + QStringLiteral("-army");
        formation(army, "army", QStringLiteral("%1 army").arg(sideName), QJsonValue(),
                  leader(army + QStringLiteral("-l"), QStringLiteral("General %1").arg(p.toUpper()),
                         {front + 4 * back + back, 45}));
        for (int corps = 0; corps < 4; ++corps) {
            const QString cid = QStringLiteral("%1-c%2").arg(p).arg(corps + 1);
            formation(cid, "corps", QStringLiteral("Corps %1").arg(corps + 1), army,
                      leader(cid + QStringLiteral("-l"), QStringLiteral("Corps commander %1").arg(corps + 1),
                             {front + 4 * back, 5 + corps * 20 + 10}));
            for (int div = 0; div < 4; ++div) {
                const int band = corps * 4 + div;      // 0..15
                const int row0 = 5 + band * 5;          // four regiment rows and a gap
                const QString did = QStringLiteral("%1d%2").arg(cid).arg(div + 1);
                formation(did, "division", QStringLiteral("Division %1-%2").arg(corps + 1).arg(div + 1), cid,
                          leader(did + QStringLiteral("-l"), QStringLiteral("Division commander %1").arg(did),
                                 {front + 2 * back, row0 + 2}));
                for (int bde = 0; bde < 5; ++bde) {
                    const int col = front + bde * back;
                    const QString bid = QStringLiteral("%1b%2").arg(did).arg(bde + 1);
                    formation(bid, "brigade", QStringLiteral("Brigade %1").arg(bid), did,
                              leader(bid + QStringLiteral("-l"), QStringLiteral("Colonel %1").arg(bid), {col, row0 + 1}));
                    for (int reg = 0; reg < 4; ++reg)
                        units.append(QJsonObject{
                            {QStringLiteral("id"), QStringLiteral("%1r%2").arg(bid).arg(reg + 1)},
                            {QStringLiteral("name"), QStringLiteral("Regiment %1-%2").arg(bid).arg(reg + 1)},
                            {QStringLiteral("side"), sideName}, {QStringLiteral("brigade"), bid},
                            {QStringLiteral("type"), QStringLiteral("infantry")},
                            {QStringLiteral("men"), dice.range(250, 480)},
                            {QStringLiteral("quality"), QString(QLatin1Char(qualities[dice.range(1, 3)]))},
                            {QStringLiteral("weapon"), QStringLiteral("rifled-musket")},
                            {QStringLiteral("hex"), at(col, row0 + reg)}, {QStringLiteral("facing"), facing},
                            {QStringLiteral("formation"), QStringLiteral("column")}});
                    units.append(QJsonObject{
                        {QStringLiteral("id"), QStringLiteral("%1art").arg(bid)},
                        {QStringLiteral("name"), QStringLiteral("Battery %1").arg(bid)},
                        {QStringLiteral("side"), sideName}, {QStringLiteral("brigade"), bid},
                        {QStringLiteral("type"), QStringLiteral("artillery")},
                        {QStringLiteral("men"), 100}, {QStringLiteral("guns"), dice.range(4, 6)},
                        {QStringLiteral("quality"), QString(QLatin1Char(qualities[dice.range(1, 3)]))},
                        {QStringLiteral("weapon"), dice.range(0, 1) ? QStringLiteral("napoleon") : QStringLiteral("3in-rifle")},
                        {QStringLiteral("hex"), at(col + (back > 0 ? 1 : -1), row0 + 2)}, {QStringLiteral("facing"), facing},
                        {QStringLiteral("formation"), QStringLiteral("limbered")}});
                }
                units.append(QJsonObject{
                    {QStringLiteral("id"), QStringLiteral("%1w").arg(did)},
                    {QStringLiteral("name"), QStringLiteral("Wagons %1").arg(did)},
                    {QStringLiteral("side"), sideName}, {QStringLiteral("brigade"), did + QStringLiteral("b1")},
                    {QStringLiteral("type"), QStringLiteral("wagon")}, {QStringLiteral("men"), 20},
                    {QStringLiteral("supply"), 250}, {QStringLiteral("quality"), QStringLiteral("D")},
                    {QStringLiteral("hex"), at(front + 5 * back, row0 + 3)}});
            }
        }
    }

    // A battery stands only where limbered guns may go (RULES §4, a legal
    // position): the heavy woods or marsh under one is cleared.
    QJsonArray rows = map.value(QStringLiteral("terrain")).toArray();
    for (const QJsonValue &v : std::as_const(units)) {
        const QJsonObject u = v.toObject();
        if (u.value(QStringLiteral("type")).toString() != QLatin1String("artillery"))
            continue;
        const QJsonArray hex = u.value(QStringLiteral("hex")).toArray();
        const int c = hex.at(0).toInt(), r = hex.at(1).toInt();
        QString row = rows.at(r).toString();
        if (row.at(c) == QLatin1Char('h') || row.at(c) == QLatin1Char('m')) {
            row[c] = QLatin1Char('.');
            rows[r] = row;
        }
    }
    map.insert(QStringLiteral("terrain"), rows);

    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("hardtack-scenario")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("title"), QStringLiteral("Synthetic grand battle %1").arg(seed)},
        {QStringLiteral("description"), QStringLiteral("Two armies of four corps meet across a broken valley (benchmark).")},
        {QStringLiteral("map"), map},
        {QStringLiteral("date"), QStringLiteral("1863-07-02")},
        // Afternoon into night: the last turns test the night visibility filter.
        {QStringLiteral("start"), QStringLiteral("12:00")},
        {QStringLiteral("turns"), turns},
        {QStringLiteral("dawn"), QStringLiteral("04:30")},
        {QStringLiteral("dusk"), QStringLiteral("19:30")},
        {QStringLiteral("dayTurnMinutes"), 20},
        {QStringLiteral("nightTurnMinutes"), 60},
        {QStringLiteral("firstSide"), QStringLiteral("confederate")},
        {QStringLiteral("rules"), QJsonObject{{QStringLiteral("fogOfWar"), true}}},
        {QStringLiteral("formations"), formations},
        {QStringLiteral("units"), units},
        {QStringLiteral("reinforcements"), QJsonArray{}},
        {QStringLiteral("objectives"), objectives},
        {QStringLiteral("victory"), QJsonObject{{QStringLiteral("minor"), 500}, {QStringLiteral("major"), 3000}}}};
}

} // namespace hardtack::bench
