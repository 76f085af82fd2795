#include "hexbattle.h"

#include "core/map.h"
#include "core/names.h"
#include "core/rules/victory.h"

#include <QDir>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HexBattle)
};

QString key(const char *s) { return QString::fromLatin1(s); }

constexpr int kRegimentMen = 600;   // infantry and cavalry regiments [default]
constexpr int kBatteryGuns = 6;
constexpr int kMaxRegiments = 6;    // per brigade

QJsonArray hexJson(Offset o) { return QJsonArray{o.col, o.row}; }

// Free land hexes, scanning rows from `row` in direction `step`, columns from
// the centre outwards.
struct Placer
{
    const Map &map;
    QSet<QPair<int, int>> used;

    std::optional<Offset> next(int row, int step)
    {
        for (int r = row; r >= 0 && r < map.height; r += step)
            for (int k = 0; k < map.width; ++k) {
                const int c = map.width / 2 + ((k % 2) ? (k + 1) / 2 : -(k / 2));
                if (c < 0 || c >= map.width || used.contains({c, r}))
                    continue;
                const Terrain t = map.terrainAt(Hex::fromOffset(c, r));
                if (t == Terrain::Water || t == Terrain::Marsh)
                    continue;
                used.insert({c, r});
                return Offset{c, r};
            }
        return std::nullopt;
    }
};

QString rating(int r) { return QString(letterFromRating(std::clamp(r, 1, 6))); }

} // namespace

QString hexBattleMapFile(CityTerrain terrain)
{
    switch (terrain) {
    case CityTerrain::Open: return key("bull-run.json");
    case CityTerrain::Rolling: return key("mcphersons-ridge.json");
    case CityTerrain::Wooded: return key("antietam-field.json");
    case CityTerrain::Town:
    case CityTerrain::River: return key("antietam.json");
    }
    return key("bull-run.json");
}

std::optional<Scenario> hexBattleScenario(const CampaignGame &game, int index, const QString &mapsDir,
                                          LoadError *error)
{
    const QList<LandBattle> &battles = game.landBattles();
    if (index < 0 || index >= battles.size()) {
        if (error)
            *error = LoadError{{}, key("$"), Tr::tr("no land battle %1 this turn").arg(index)};
        return std::nullopt;
    }
    const LandBattle &b = battles.at(index);
    std::array<QList<Army>, 2> forces;
    for (int s = 0; s < 2; ++s)
        for (const QString &id : b.armies[size_t(s)])
            if (const Army *a = game.army(id))
                forces[size_t(s)].append(*a);
    return hexBattleScenario(b, forces, game.scenario().nodeName(b.city), game.date(), mapsDir, error);
}

std::optional<Scenario> hexBattleScenario(const LandBattle &battle, const std::array<QList<Army>, 2> &forces,
                                          const QString &placeName, const QDate &date, const QString &mapsDir,
                                          LoadError *error)
{
    const QString mapFile = hexBattleMapFile(battle.terrain);
    const auto map = loadMap(QDir(mapsDir).filePath(mapFile), error);
    if (!map)
        return std::nullopt;
    Placer placer{*map, {}};
    QJsonArray formations, units;
    std::optional<Offset> centre;
    for (int s = 0; s < 2; ++s) {
        const Side side = Side(s);
        const bool defending = side == battle.defender;
        // Defenders from the centre northwards, attackers from the south edge.
        const int row = defending ? map->height / 2 : map->height - 2;
        const int step = -1;
        const QString facing = defending ? key("S") : key("N");
        for (const Army &a : forces[size_t(s)]) {
            const auto armyHex = placer.next(row, step);
            if (!armyHex)
                continue;
            const QString armyName = a.name.isEmpty() ? a.id : a.name;
            formations.append(QJsonObject{
                {key("id"), a.id}, {key("side"), sideName(side)}, {key("level"), key("army")},
                {key("name"), armyName}, {key("parent"), QJsonValue()},
                {key("leader"), QJsonObject{{key("id"), a.leader.id},
                                            {key("name"), a.leader.name.isEmpty()
                                                              ? generatedName(namekey::generalCommanding, {armyName})
                                                              : a.leader.name},
                                            {key("rating"), rating(a.leader.rating)},
                                            {key("hex"), hexJson(*armyHex)}}}});
            for (const Brigade &b : a.brigades) {
                const QString brigadeName = b.name.isEmpty() ? b.id : b.name;
                QJsonArray mine;
                const bool guns = b.arm == Arm::Artillery;
                const int pieces = guns ? std::max(1, (b.guns + kBatteryGuns - 1) / kBatteryGuns)
                                        : std::clamp((b.men + kRegimentMen / 2) / kRegimentMen, 1, kMaxRegiments);
                for (int k = 0; k < pieces; ++k) {
                    const auto at = placer.next(row, step);
                    if (!at)
                        break;
                    const int men = b.men / pieces + (k < b.men % pieces ? 1 : 0);
                    QJsonObject u{{key("id"), QStringLiteral("%1-%2%3").arg(b.id, guns ? key("b") : key("r")).arg(k + 1)},
                                  {key("name"), generatedName(guns ? namekey::battery : namekey::regiment,
                                                               {brigadeName, QString::number(k + 1)})},
                                  {key("side"), sideName(side)},
                                  {key("brigade"), b.id},
                                  {key("men"), std::max(1, men)},
                                  {key("quality"), rating(b.quality)},
                                  {key("hex"), hexJson(*at)},
                                  {key("facing"), facing}};
                    if (guns) {
                        const int g = b.guns / pieces + (k < b.guns % pieces ? 1 : 0);
                        u.insert(key("type"), key("artillery"));
                        u.insert(key("weapon"), key("napoleon"));
                        u.insert(key("guns"), std::max(1, g));
                        u.insert(key("formation"), key("unlimbered"));
                    } else if (b.arm == Arm::Cavalry) {
                        u.insert(key("type"), key("cavalry"));
                        u.insert(key("weapon"), key("carbine"));
                        u.insert(key("formation"), key("mounted"));
                    } else {
                        u.insert(key("type"), key("infantry"));
                        u.insert(key("weapon"), key("rifled-musket"));
                        u.insert(key("formation"), key("line"));
                    }
                    if (!centre && defending)
                        centre = *at;
                    mine.append(u);
                }
                if (mine.isEmpty())
                    continue;
                const QJsonValue first = mine.at(0).toObject().value(key("hex"));
                const CampaignLeader l = b.leader.value_or(
                    CampaignLeader{b.id + key("-leader"), {}, 3}); // D: a colonel in command [default]
                formations.append(QJsonObject{
                    {key("id"), b.id}, {key("side"), sideName(side)}, {key("level"), key("brigade")},
                    {key("name"), brigadeName}, {key("parent"), a.id},
                    {key("leader"), QJsonObject{{key("id"), l.id}, {key("name"), l.name.isEmpty()
                                                                                ? generatedName(namekey::colonelCommanding, {brigadeName})
                                                                                : l.name},
                                                {key("rating"), rating(l.rating)}, {key("hex"), first}}}});
                for (const QJsonValue &u : mine)
                    units.append(u);
            }
        }
    }
    const Offset objective = centre.value_or(Offset{map->width / 2, map->height / 2});
    const QJsonObject doc{
        {key("format"), key("hardtack-scenario")},
        {key("version"), 1},
        // Generated names and text are keys, worded by the narrator (core/names.h).
        {key("title"), generatedName(namekey::battleOf, {placeName})},
        {key("description"), generatedName(namekey::campaignBattle, {placeName})},
        {key("map"), mapFile},
        {key("date"), (date.isValid() ? date : QDate(1861, 7, 1)).toString(Qt::ISODate)},
        {key("start"), key("08:00")},
        {key("turns"), 18},
        {key("dawn"), key("05:00")},
        {key("dusk"), key("19:30")},
        {key("dayTurnMinutes"), 20},
        {key("nightTurnMinutes"), 60},
        {key("firstSide"), sideName(otherSide(battle.defender))},
        {key("formations"), formations},
        {key("units"), units},
        {key("objectives"), QJsonArray{QJsonObject{{key("hex"), hexJson(objective)}, {key("name"), placeName},
                                                   {key("points"), QJsonObject{{key("union"), 500},
                                                                               {key("confederate"), 500}}}}}},
        {key("victory"), QJsonObject{{key("minor"), 300}, {key("major"), 1500}}}};
    try {
        return scenarioFromJson(JsonNode(doc, key("$"), Tr::tr("campaign battle at %1").arg(placeName)), mapsDir,
                                false);
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

LandBattleResult landResultFromBattle(const Battle &finished, const LandBattle &battle)
{
    Q_UNUSED(battle);
    const VictoryResult v = computeVictory(finished.scenario);
    LandBattleResult r;
    r.fought = true;
    r.winner = v.winner;
    for (int s = 0; s < 2; ++s) {
        r.casualties[size_t(s)] = v.losses[s].men();
        r.gunsLost[size_t(s)] = v.losses[s].guns;
    }
    // Unit brigade = the campaign brigade id.
    for (const Unit &u : finished.scenario.units)
        r.brigadeLosses[u.brigade] += u.casualties + u.prisoners + u.stragglers;
    return r;
}

} // namespace hardtack
