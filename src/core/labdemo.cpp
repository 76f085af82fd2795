// FORMATS.md "Lab demo": the "lab" member of a scenario file.

#include "labdemo.h"

#include "jsonio.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace hardtack {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Scenario)
};

QString key(const char *s) { return QString::fromLatin1(s); }

Hex readLabHex(const JsonNode &node, const Map &map)
{
    const auto [col, row] = node.pair();
    const Hex h = Hex::fromOffset(col, row);
    if (!map.contains(h))
        node.fail(Tr::tr("hex [%1,%2] is off the map (%3×%4)").arg(col).arg(row).arg(map.width).arg(map.height));
    return h;
}

int readQuality(const JsonNode &node)
{
    const QString q = node.string();
    const int r = q.size() == 1 ? ratingFromLetter(q.at(0)) : 0;
    if (r == 0)
        node.fail(Tr::tr("expected a rating letter A to F, found \"%1\"").arg(q.left(20)));
    return r;
}

int leaderFormation(const Scenario &s, const QString &leaderId)
{
    for (int i = 0; i < s.formations.size(); ++i)
        if (s.formations.at(i).leader.id == leaderId)
            return i;
    return -1;
}

// A leader id of the scenario, on the map from the start.
void requireLeaderOnMap(const JsonNode &node, const Scenario &s, const QString &id)
{
    const int f = leaderFormation(s, id);
    if (f < 0)
        node.fail(Tr::tr("no leader has the id \"%1\"").arg(id.left(60)));
    if (!s.formations.at(f).leader.onMap)
        node.fail(Tr::tr("leader \"%1\" is not on the map at the start").arg(id.left(60)));
}

LabCompare readCompare(const JsonNode &node, const Scenario &s)
{
    node.allowOnly({key("name"), key("phase"), key("night"), key("routLimiting"), key("removeLeaders"),
                    key("moveLeaders"), key("units")});
    LabCompare c;
    c.name = node.member(key("name")).name();
    if (const auto n = node.optionalMember(key("phase")))
        c.phase = Phase(n->choice(phaseNames()));
    if (const auto n = node.optionalMember(key("night")))
        c.night = n->boolean();
    if (const auto n = node.optionalMember(key("routLimiting")))
        c.routLimiting = n->boolean();
    QSet<QString> leaders;
    if (const auto list = node.optionalMember(key("removeLeaders")))
        for (int i = 0, n = list->size(); i < n; ++i) {
            const QString id = list->at(i).string();
            requireLeaderOnMap(list->at(i), s, id);
            if (leaders.contains(id))
                list->at(i).fail(Tr::tr("leader \"%1\" is listed twice").arg(id.left(60)));
            leaders.insert(id);
            c.removeLeaders << id;
        }
    if (const auto moves = node.optionalMember(key("moveLeaders")))
        for (const QString &id : moves->keys()) {
            const JsonNode m = moves->member(id);
            requireLeaderOnMap(m, s, id);
            if (leaders.contains(id))
                m.fail(Tr::tr("leader \"%1\" is both removed and moved").arg(id.left(60)));
            c.moveLeaders.append({id, readLabHex(m, s.map)});
        }
    if (const auto units = node.optionalMember(key("units")))
        for (const QString &id : units->keys()) {
            const JsonNode u = units->member(id);
            const int index = s.unitIndex(id);
            if (index < 0)
                u.fail(Tr::tr("no unit has the id \"%1\"").arg(id.left(60)));
            if (!s.units.at(index).onMap)
                u.fail(Tr::tr("unit \"%1\" is not on the map at the start").arg(id.left(60)));
            u.allowOnly({key("quality"), key("fatigue"), key("ammo"), key("status"), key("hex")});
            if (u.keys().isEmpty())
                u.fail(Tr::tr("expected at least one of quality, fatigue, ammo, status, hex"));
            LabUnitChange ch;
            ch.unit = id;
            if (const auto n = u.optionalMember(key("quality")))
                ch.quality = readQuality(*n);
            if (const auto n = u.optionalMember(key("fatigue")))
                ch.fatigue = n->integer(0, 900);
            if (const auto n = u.optionalMember(key("ammo")))
                ch.ammo = Ammo(n->choice(ammoNames()));
            if (const auto n = u.optionalMember(key("status")))
                ch.status = Status(n->choice(statusNames()));
            if (const auto n = u.optionalMember(key("hex")))
                ch.hex = readLabHex(*n, s.map);
            c.units.append(ch);
        }
    if (c.removeLeaders.isEmpty() && c.moveLeaders.isEmpty() && c.units.isEmpty() && !c.phase && !c.night
        && !c.routLimiting)
        node.fail(Tr::tr("the second setup changes nothing: give removeLeaders, moveLeaders, units, phase, night "
                         "or routLimiting"));
    return c;
}

} // namespace

LabDemo labDemoFromJson(const JsonNode &node, const Scenario &s)
{
    node.allowOnly({key("trigger"), key("phase"), key("night"), key("routLimiting"), key("seed"), key("trials"),
                    key("name"), key("compare")});
    LabDemo lab;
    const JsonNode trigger = node.member(key("trigger"));
    lab.trigger = trigger.string();
    const int t = s.unitIndex(lab.trigger);
    if (t < 0)
        trigger.fail(Tr::tr("no unit has the id \"%1\"").arg(lab.trigger.left(60)));
    if (!s.units.at(t).onMap)
        trigger.fail(Tr::tr("unit \"%1\" is not on the map at the start: it cannot be forced to rout")
                         .arg(lab.trigger.left(60)));
    lab.phase = Phase(node.member(key("phase")).choice(phaseNames()));
    if (const auto n = node.optionalMember(key("night")))
        lab.night = n->boolean();
    if (const auto n = node.optionalMember(key("routLimiting")))
        lab.routLimiting = n->boolean();
    if (const auto n = node.optionalMember(key("seed")))
        lab.seed = n->seed(); // unsigned 64-bit, a string above 2^53
    if (const auto n = node.optionalMember(key("trials")))
        lab.trials = n->integer(1, 10000000);
    if (const auto n = node.optionalMember(key("name")))
        lab.name = n->string();
    if (const auto n = node.optionalMember(key("compare")))
        lab.compare = readCompare(*n, s);
    return lab;
}

QJsonObject labDemoToJson(const LabDemo &lab)
{
    QJsonObject o{{key("trigger"), lab.trigger},      {key("phase"), phaseName(lab.phase)},
                  {key("night"), lab.night},          {key("routLimiting"), lab.routLimiting},
                  {key("seed"), seedToJson(lab.seed)},    {key("trials"), lab.trials}};
    if (!lab.name.isEmpty())
        o.insert(key("name"), lab.name);
    if (const auto &c = lab.compare) {
        QJsonObject co{{key("name"), c->name}};
        if (c->phase)
            co.insert(key("phase"), phaseName(*c->phase));
        if (c->night)
            co.insert(key("night"), *c->night);
        if (c->routLimiting)
            co.insert(key("routLimiting"), *c->routLimiting);
        if (!c->removeLeaders.isEmpty())
            co.insert(key("removeLeaders"), QJsonArray::fromStringList(c->removeLeaders));
        QJsonObject moves;
        for (const LabLeaderMove &m : c->moveLeaders)
            moves.insert(m.leader, hexToJson(m.hex));
        if (!moves.isEmpty())
            co.insert(key("moveLeaders"), moves);
        QJsonObject units;
        for (const LabUnitChange &ch : c->units) {
            QJsonObject u;
            if (ch.quality)
                u.insert(key("quality"), QString(letterFromRating(*ch.quality)));
            if (ch.fatigue)
                u.insert(key("fatigue"), *ch.fatigue);
            if (ch.ammo)
                u.insert(key("ammo"), ammoNames().at(int(*ch.ammo)));
            if (ch.status)
                u.insert(key("status"), statusNames().at(int(*ch.status)));
            if (ch.hex)
                u.insert(key("hex"), hexToJson(*ch.hex));
            units.insert(ch.unit, u);
        }
        if (!units.isEmpty())
            co.insert(key("units"), units);
        o.insert(key("compare"), co);
    }
    return o;
}

Scenario labCompareScenario(const Scenario &s)
{
    Scenario out = s;
    if (!s.lab || !s.lab->compare)
        return out;
    const LabCompare &c = *s.lab->compare;
    for (const QString &id : c.removeLeaders)
        if (const int f = leaderFormation(out, id); f >= 0)
            out.formations[f].leader.onMap = false;
    for (const LabLeaderMove &m : c.moveLeaders)
        if (const int f = leaderFormation(out, m.leader); f >= 0) {
            out.formations[f].leader.hex = m.hex;
            out.formations[f].leader.onMap = true;
        }
    for (const LabUnitChange &ch : c.units) {
        const int i = out.unitIndex(ch.unit);
        if (i < 0)
            continue;
        Unit &u = out.units[i];
        if (ch.quality)
            u.quality = *ch.quality;
        if (ch.fatigue)
            u.fatigue = *ch.fatigue;
        if (ch.ammo)
            u.ammo = *ch.ammo;
        if (ch.status)
            u.status = *ch.status;
        if (ch.hex)
            u.hex = *ch.hex;
    }
    return out;
}

} // namespace hardtack
