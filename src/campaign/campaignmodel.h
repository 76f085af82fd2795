#pragma once
// The strategic campaign as read from a "hardtack-campaign" file
// (docs/FORMATS.md "Campaign", /work/CAMPAIGN-SPEC.md): the theater map
// (cities, sea zones and river reaches, connections), the armies with their
// brigades and leaders, the fleets with their ships, the treasuries and the
// starting scores. Plain typed values; no prose (names are the file's).

#include "scoreevents.h"

#include "core/types.h"
#include "naval/navalmodel.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <optional>

namespace hardtack {

enum class Theater { East, West };
// The land-battle template of a place (RULES "Campaign": the hex-map hook).
enum class CityTerrain { Open, Rolling, Wooded, Town, River };
enum class ZoneKind { Sea, River };
enum class LinkKind { Rail, Road, River, Sea };
enum class Arm { Infantry, Cavalry, Artillery };

// Name tables, in enum order (the exact strings of the file format).
const QStringList &theaterNames();     // east west
const QStringList &cityTerrainNames(); // open rolling wooded town river
const QStringList &zoneKindNames();    // sea river
const QStringList &linkKindNames();    // rail road river sea
const QStringList &armNames();         // infantry cavalry artillery

struct CampaignLeader
{
    QString id;
    QString name;
    int rating = 3; // A=6 … F=1 (RULES §0)
};

struct Brigade
{
    QString id;
    QString name;
    Arm arm = Arm::Infantry;
    int men = 0;
    int guns = 0;        // artillery only
    int quality = 3;     // A=6 … F=1
    int experience = 0;  // 0..5
    std::optional<CampaignLeader> leader;
};

struct Army
{
    QString id;
    QString name;
    Side side = Side::Union;
    QString location; // a city id
    CampaignLeader leader;
    QList<Brigade> brigades;

    int men() const;
    int guns() const;
};

struct Fleet
{
    QString id;
    QString name;
    Side side = Side::Union;
    QString location; // a zone id, or a port or river city
    QVector<Ship> ships;
};

struct City
{
    QString id;
    QString name;
    QString state;
    QPointF pos; // x longitude, y latitude, degrees
    Side owner = Side::Union;
    int level = 1; // economic level 1..5
    CityKind kind = CityKind::City;
    bool port = false;
    QString river; // empty: on no navigable river
    Theater theater = Theater::East;
    CityTerrain terrain = CityTerrain::Open;

    // Fleets may enter ports and river cities (CAMPAIGN-SPEC).
    bool fleetNode() const { return port || !river.isEmpty(); }
};

struct Zone
{
    QString id;
    QString name;
    ZoneKind kind = ZoneKind::Sea;
    QPointF pos;
};

struct Connection
{
    QString from;
    QString to;
    LinkKind kind = LinkKind::Road;
    int days = 1;

    bool forArmies() const { return kind == LinkKind::Rail || kind == LinkKind::Road; }
    bool forFleets() const { return !forArmies(); }
};

struct Treasury
{
    double money = 0;  // millions of dollars
    double tax = 0;    // percent
    double tariff = 0; // percent
    bool greenbacks = false;
};

struct CampaignStart
{
    QDate date;
    int turnDays = 14;
    int campaigns = 6;
    int turnsPerCampaign = 10;
};

struct CampaignText
{
    QString name;
    QString description;
};

struct CampaignScenario
{
    QString name;
    QString description;
    QHash<QString, CampaignText> translations; // language code → text
    QStringList sources;
    CampaignStart start;
    QList<City> cities;
    QList<Zone> zones;
    QList<Connection> connections;
    QList<Army> armies;
    QList<Fleet> fleets;
    std::array<Treasury, 2> treasury{}; // by Side
    double unionMorale = 750;
    double confederateMorale = 750;
    double opinion = 500;

    // Lookups by id; -1 when absent.
    int cityIndex(const QString &id) const;
    int zoneIndex(const QString &id) const;
    const City *city(const QString &id) const;
    // A city or zone id: where fleets may be.
    bool isFleetNode(const QString &id) const;
    // The name shown for a node (city or zone), or the id.
    QString nodeName(const QString &id) const;
};

} // namespace hardtack
