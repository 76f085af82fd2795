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
// The waters of a zone are those of a naval battle there (RULES §16): sea,
// coastal, harbor, river or river mouth.
using ZoneKind = NavalLocation;
enum class LinkKind { Rail, Road, River, Sea };
enum class Arm { Infantry, Cavalry, Artillery };

// Name tables, in enum order (the exact strings of the file format).
const QStringList &theaterNames();     // east west
const QStringList &cityTerrainNames(); // open rolling wooded town river
const QStringList &zoneKindNames();    // sea coastal harbor river river-mouth (navalLocationNames)
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
    QString location; // a city id; aboard: its fleet's node
    QString aboard;   // the fleet carrying it (RULES "Campaign: armies at sea"); empty: ashore
    CampaignLeader leader;
    QList<Brigade> brigades;

    int men() const;
    int guns() const;
    int load() const; // what it takes aboard: men, a gun counting menPerGun
};

// Men a ship carries (RULES "Campaign: armies at sea"): transports only.
int shipCapacity(ShipType type);

struct Fleet
{
    QString id;
    QString name;
    Side side = Side::Union;
    QString location; // a zone id, or a port or river city
    QVector<Ship> ships;

    // Men (a gun counting as menPerGun) its transports can carry.
    int capacity() const;
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
    // Its waters for a naval battle in it: a port's harbor, a river city's
    // river, unless the file says otherwise.
    NavalLocation waters = NavalLocation::Harbor;
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

// A fort or river battery (RULES "Campaign: forts"): a naval battery that
// fights in the naval battles on the node whose waters it commands, held by
// the owner of its city (it falls with it).
struct Fort
{
    QString city;          // the city that holds it
    QString waters;        // the node its guns command: a zone or a city
    NavalBattery battery;  // its id, name, men, batteries, guns and hill; side set from the city

    // Whether it still fires on `side`'s ships in `node`'s waters.
    bool opposes(const QString &node, Side side) const
    {
        return waters == node && battery.side != side && battery.batteries > 0;
    }
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
    QList<Fort> forts;
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
