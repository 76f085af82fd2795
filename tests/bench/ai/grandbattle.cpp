#include "grandbattle.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hardtack::bench {

namespace {
constexpr int kWidth = 81;   // odd: column c mirrors to 80 − c with the same parity
constexpr int kHeight = 50;

QJsonArray hexJson(int c, int r)
{
    return QJsonArray{c, r};
}

// A fixed pattern (no generator): woods and ridges placed by a hash of the
// column distance from the centre, so both halves are the same.
char terrainAt(int c, int r)
{
    const int m = std::min(c, kWidth - 1 - c);
    const unsigned h = unsigned(m * 73856093u) ^ unsigned(r * 19349663u);
    if (m >= 14 && m <= 30 && (h % 17u) == 0)
        return 'w';
    if (m >= 14 && m <= 30 && (h % 23u) == 1)
        return 'o';
    return '.';
}

int heightAt(int c, int r)
{
    const int m = std::min(c, kWidth - 1 - c);
    if (m >= 26 && m <= 32)
        return 1 + ((r / 7) % 2);
    return 0;
}
} // namespace

Scenario grandBattle(int brigadesPerSide, int turns)
{
    QJsonArray terrain, elevation;
    for (int r = 0; r < kHeight; ++r) {
        QString t, e;
        for (int c = 0; c < kWidth; ++c) {
            t += QLatin1Char(terrainAt(c, r));
            e += QChar(QLatin1Char('0' + heightAt(c, r)));
        }
        terrain.append(t);
        elevation.append(e);
    }
    QJsonArray pike;
    for (int c = 0; c < kWidth; ++c)
        pike.append(hexJson(c, kHeight / 2));
    const QJsonObject map{{"name", "Grand field"}, {"width", kWidth}, {"height", kHeight},
                          {"legend", QJsonObject{{".", "clear"}, {"w", "woods"}, {"o", "orchard"}}},
                          {"terrain", terrain}, {"elevation", elevation},
                          {"roads", QJsonArray{QJsonObject{{"kind", "pike"}, {"hexes", pike}}}}};
    QJsonArray formations, units, objectives;
    for (int side = 0; side < 2; ++side) {
        const QString s = side == 0 ? QStringLiteral("union") : QStringLiteral("confederate");
        const QString p = side == 0 ? QStringLiteral("u") : QStringLiteral("c");
        const auto col = [&](int c) { return side == 0 ? c : kWidth - 1 - c; };
        const QString face = side == 0 ? QStringLiteral("SE") : QStringLiteral("SW");
        formations.append(QJsonObject{{"id", p + "-corps"}, {"side", s}, {"level", "corps"}, {"name", p + " corps"},
                                      {"parent", QJsonValue()},
                                      {"leader", QJsonObject{{"id", p + "-corps-l"}, {"name", p + " corps commander"},
                                                             {"rating", "B"}, {"hex", hexJson(col(6), kHeight / 2)}}}});
        const int divisions = (brigadesPerSide + 4) / 5;
        for (int d = 0; d < divisions; ++d)
            formations.append(QJsonObject{{"id", QStringLiteral("%1-d%2").arg(p).arg(d)}, {"side", s},
                                          {"level", "division"}, {"name", QStringLiteral("%1 division %2").arg(p).arg(d)},
                                          {"parent", p + "-corps"},
                                          {"leader", QJsonObject{{"id", QStringLiteral("%1-d%2-l").arg(p).arg(d)},
                                                                 {"name", QStringLiteral("%1 division %2 commander").arg(p).arg(d)},
                                                                 {"rating", "C"},
                                                                 {"hex", hexJson(col(6), std::min(kHeight - 1, d * 10 + 5))}}}});
        for (int b = 0; b < brigadesPerSide; ++b) {
            const QString bid = QStringLiteral("%1-b%2").arg(p).arg(b, 2, 10, QLatin1Char('0'));
            const int row0 = (b % 10) * 5;
            const int col0 = 1 + (b / 10) * 5;
            formations.append(QJsonObject{{"id", bid}, {"side", s}, {"level", "brigade"}, {"name", bid},
                                          {"parent", QStringLiteral("%1-d%2").arg(p).arg(b / 5)},
                                          {"leader", QJsonObject{{"id", bid + "-l"}, {"name", bid + " commander"},
                                                                 {"rating", "C"}, {"hex", hexJson(col(col0 + 2), row0 + 2)}}}});
            for (int k = 0; k < 20; ++k) {
                const int c = col(col0 + k / 5), r = row0 + k % 5;
                QJsonObject u{{"id", QStringLiteral("%1-u%2").arg(bid).arg(k, 2, 10, QLatin1Char('0'))},
                              {"name", QStringLiteral("%1 unit %2").arg(bid).arg(k)}, {"side", s}, {"brigade", bid},
                              {"quality", "C"}, {"hex", hexJson(c, r)}, {"facing", face}};
                if (k < 18) {
                    u.insert("type", "infantry");
                    u.insert("men", 400);
                    u.insert("weapon", "rifled-musket");
                    u.insert("formation", "column");
                } else {
                    u.insert("type", "artillery");
                    u.insert("men", 100);
                    u.insert("guns", 4);
                    u.insert("weapon", k == 18 ? "napoleon" : "3in-rifle");
                    u.insert("formation", "limbered");
                }
                units.append(u);
            }
        }
    }
    for (int i = 0; i < 5; ++i)
        objectives.append(QJsonObject{{"hex", hexJson(kWidth / 2, 5 + i * 10)}, {"name", QStringLiteral("Objective %1").arg(i + 1)},
                                      {"points", QJsonObject{{"union", 200}, {"confederate", 200}}}});
    const QJsonObject doc{{"format", "hardtack-scenario"}, {"version", 1}, {"title", "Grand field (benchmark)"},
                          {"description", ""}, {"map", map}, {"date", "1863-07-01"}, {"start", "08:00"},
                          {"turns", turns}, {"dawn", "04:30"}, {"dusk", "20:30"}, {"dayTurnMinutes", 20},
                          {"nightTurnMinutes", 60}, {"firstSide", "union"}, {"formations", formations},
                          {"units", units}, {"objectives", objectives},
                          {"victory", QJsonObject{{"minor", 500}, {"major", 3000}}}};
    const JsonNode node(QJsonValue(doc), QStringLiteral("$"), QStringLiteral("grand-battle"));
    return scenarioFromJson(node, QString(), false);
}

} // namespace hardtack::bench
