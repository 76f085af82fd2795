#include "campaignmodel.h"

#include "campaignrules.h"

namespace hardtack {

namespace {
QString key(const char *s) { return QString::fromLatin1(s); }
} // namespace

const QStringList &theaterNames()
{
    static const QStringList names{key("east"), key("west")};
    return names;
}

const QStringList &cityTerrainNames()
{
    static const QStringList names{key("open"), key("rolling"), key("wooded"), key("town"), key("river")};
    return names;
}

const QStringList &zoneKindNames()
{
    return navalLocationNames();
}

const QStringList &linkKindNames()
{
    static const QStringList names{key("rail"), key("road"), key("river"), key("sea")};
    return names;
}

const QStringList &armNames()
{
    static const QStringList names{key("infantry"), key("cavalry"), key("artillery")};
    return names;
}

int Army::men() const
{
    int n = 0;
    for (const Brigade &b : brigades)
        n += b.men;
    return n;
}

int Army::load() const
{
    return men() + int(campaignrules::menPerGun) * guns();
}

int shipCapacity(ShipType type)
{
    return type == ShipType::TR   ? campaignrules::oceanTransportCapacity
           : type == ShipType::RT ? campaignrules::riverTransportCapacity
                                  : 0;
}

int Fleet::capacity() const
{
    int n = 0;
    for (const Ship &s : ships)
        n += shipCapacity(s.type);
    return n;
}

int Army::guns() const
{
    int n = 0;
    for (const Brigade &b : brigades)
        n += b.guns;
    return n;
}

int CampaignScenario::cityIndex(const QString &id) const
{
    for (int i = 0; i < cities.size(); ++i)
        if (cities.at(i).id == id)
            return i;
    return -1;
}

int CampaignScenario::zoneIndex(const QString &id) const
{
    for (int i = 0; i < zones.size(); ++i)
        if (zones.at(i).id == id)
            return i;
    return -1;
}

const City *CampaignScenario::city(const QString &id) const
{
    const int i = cityIndex(id);
    return i < 0 ? nullptr : &cities.at(i);
}

bool CampaignScenario::isFleetNode(const QString &id) const
{
    if (zoneIndex(id) >= 0)
        return true;
    const City *c = city(id);
    return c && c->fleetNode();
}

QString CampaignScenario::nodeName(const QString &id) const
{
    if (const City *c = city(id))
        return c->name;
    const int z = zoneIndex(id);
    return z < 0 ? id : zones.at(z).name;
}

} // namespace hardtack
