#include "scenario.h"

#include <algorithm>

#include "rules/legality.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Scenario)
};

QString key(const char *s) { return QString::fromLatin1(s); }

// A file name that keeps bytes that are not UTF-8 (decodeFileName, jsonio.h)
// is joined as a string: QFileInfo and QDir would spell it in UTF-8.
bool keepsBytes(const QString &name) { return encodeFileName(name) != name.toUtf8(); }

QString directoryOf(const QString &fileName)
{
    if (!keepsBytes(fileName))
        return QFileInfo(fileName).absolutePath();
    const QString absolute = QDir::isAbsolutePath(fileName) ? fileName : QDir::currentPath() + QLatin1Char('/') + fileName;
    return absolute.left(absolute.lastIndexOf(QLatin1Char('/')));
}

QString filePathIn(const QString &dir, const QString &name)
{
    if (!keepsBytes(dir) && !keepsBytes(name))
        return QDir(dir).filePath(name);
    return QDir::isAbsolutePath(name) ? name : dir + QLatin1Char('/') + name;
}

Hex readHexOn(const JsonNode &node, const Map &map)
{
    const auto [col, row] = node.pair();
    const Hex h = Hex::fromOffset(col, row);
    if (!map.contains(h))
        node.fail(Tr::tr("hex [%1,%2] is off the map (%3×%4)").arg(col).arg(row).arg(map.width).arg(map.height));
    return h;
}

QTime readTime(const JsonNode &node)
{
    const QString s = node.string();
    const QTime t = QTime::fromString(s, QStringLiteral("HH:mm"));
    if (!t.isValid())
        node.fail(Tr::tr("expected a time \"HH:MM\", found \"%1\"").arg(s.left(20)));
    return t;
}


void requireNewId(const JsonNode &node, const QString &id, QSet<QString> &ids)
{
    if (ids.contains(id))
        node.fail(Tr::tr("duplicate id \"%1\"").arg(id.left(60)));
    ids.insert(id);
}

Leader readLeader(const JsonNode &node, const Map &map, bool withState)
{
    QStringList allowed{key("id"), key("name"), key("rating"), key("hex")};
    if (withState)
        allowed << key("state") << key("replacements") << key("moved") << key("mpSpent") << key("onMap");
    node.allowOnly(allowed);
    Leader l;
    l.id = node.member(key("id")).name();
    l.name = node.member(key("name")).name();
    l.rating = node.member(key("rating")).rating();
    // A leader without a hex arrives with a reinforcement (checked by the caller).
    if (const auto h = node.optionalMember(key("hex")))
        l.hex = readHexOn(*h, map);
    else
        l.onMap = false;
    if (withState) {
        if (auto n = node.optionalMember(key("onMap")))
            l.onMap = n->boolean();
        if (l.onMap && !node.has(key("hex")))
            node.fail(Tr::tr("a leader on the map needs a hex"));
        if (auto n = node.optionalMember(key("state")))
            l.state = LeaderState(n->choice(leaderStateNames()));
        if (auto n = node.optionalMember(key("replacements")))
            l.replacements = n->integer(0, 1000);
        if (auto n = node.optionalMember(key("moved")))
            l.moved = n->boolean();
        if (auto n = node.optionalMember(key("mpSpent")))
            l.mpSpent = n->integer(0, 1000);
    }
    return l;
}

Unit readUnit(const JsonNode &node, const Scenario &s, bool withState)
{
    QStringList allowed{key("id"), key("name"), key("side"), key("brigade"), key("type"), key("men"),
                        key("guns"), key("supply"), key("quality"), key("weapon"), key("hex"),
                        key("facing"), key("formation"), key("fatigue"), key("ammo"), key("status")};
    if (withState)
        allowed << key("onMap") << key("casualties") << key("stragglers") << key("prisoners")
                << key("gunsLost") << key("gunsCaptured") << key("moved") << key("fired") << key("meleed") << key("mpSpent")
                << key("disruptedAtTurnStart") << key("rallied") << key("moveEnded") << key("mustCheck") << key("fatigueCheck")
                << key("enfiladed") << key("active") << key("gone");
    node.allowOnly(allowed);
    Unit u;
    u.id = node.member(key("id")).name();
    u.name = node.member(key("name")).name();
    u.side = Side(node.member(key("side")).choice(sideNames()));
    u.brigade = node.member(key("brigade")).string();
    u.type = UnitType(node.member(key("type")).choice(unitTypeNames()));
    u.men = node.member(key("men")).integer(withState ? 0 : 1, 20000);
    u.quality = node.member(key("quality")).rating();

    if (u.type == UnitType::Artillery)
        u.guns = node.member(key("guns")).integer(withState ? 0 : 1, 64);
    else if (const auto g = node.optionalMember(key("guns")))
        g->fail(Tr::tr("only artillery has guns"));
    if (u.type == UnitType::Wagon)
        u.supply = node.member(key("supply")).integer(0, 1000000);
    else if (const auto g = node.optionalMember(key("supply")))
        g->fail(Tr::tr("only wagons carry supply"));

    if (u.type == UnitType::Wagon) {
        if (const auto w = node.optionalMember(key("weapon")))
            w->fail(Tr::tr("wagons carry no weapon"));
    } else {
        const JsonNode w = node.member(key("weapon"));
        u.weapon = Weapon(w.choice(weaponNames()));
        if (!weaponFits(u.type, u.weapon))
            w.fail(Tr::tr("a unit of type %1 cannot carry a %2")
                       .arg(unitTypeNames().at(int(u.type)), weaponNames().at(int(u.weapon))));
    }

    if (const auto h = node.optionalMember(key("hex"))) {
        u.hex = readHexOn(*h, s.map);
        u.onMap = true;
    } else {
        u.onMap = false;
    }
    if (const auto f = node.optionalMember(key("facing")))
        u.facing = HexSide(f->choice(hexSideNames()));
    const QList<UnitFormation> forms = formationsOf(u.type);
    u.formation = forms.first();
    if (const auto f = node.optionalMember(key("formation"))) {
        if (u.type == UnitType::Wagon)
            f->fail(Tr::tr("wagons have no formation"));
        const UnitFormation uf = UnitFormation(f->choice(unitFormationNames()));
        if (!forms.contains(uf))
            f->fail(Tr::tr("a unit of type %1 cannot be in %2 formation")
                        .arg(unitTypeNames().at(int(u.type)), unitFormationNames().at(int(uf))));
        u.formation = uf;
    }
    if (const auto f = node.optionalMember(key("fatigue")))
        u.fatigue = f->integer(0, 900);
    if (const auto f = node.optionalMember(key("ammo")))
        u.ammo = Ammo(f->choice(ammoNames()));
    if (const auto f = node.optionalMember(key("status")))
        u.status = Status(f->choice(statusNames()));

    if (withState) {
        if (const auto f = node.optionalMember(key("onMap")))
            u.onMap = f->boolean();
        if (u.onMap && !node.has(key("hex")))
            node.fail(Tr::tr("a unit on the map needs a hex"));
        const auto readInt = [&](const char *name, int &out) {
            if (const auto f = node.optionalMember(key(name)))
                out = f->integer(0, 1000000);
        };
        const auto readBool = [&](const char *name, bool &out) {
            if (const auto f = node.optionalMember(key(name)))
                out = f->boolean();
        };
        readInt("casualties", u.casualties);
        readInt("stragglers", u.stragglers);
        readInt("prisoners", u.prisoners);
        readInt("gunsLost", u.gunsLost);
        readInt("gunsCaptured", u.gunsCaptured);
        if (u.gunsCaptured > u.gunsLost)
            node.member(key("gunsCaptured")).fail(Tr::tr("%1 guns captured but only %2 lost").arg(u.gunsCaptured).arg(u.gunsLost));
        readInt("mpSpent", u.mpSpent);
        readBool("moved", u.moved);
        readBool("fired", u.fired);
        readBool("meleed", u.meleed);
        readBool("disruptedAtTurnStart", u.disruptedAtTurnStart);
        readBool("rallied", u.rallied);
        readBool("moveEnded", u.moveEnded);
        readBool("mustCheck", u.mustCheck);
        readBool("fatigueCheck", u.fatigueCheck);
        readBool("enfiladed", u.enfiladed);
        readBool("active", u.active);
        readBool("gone", u.gone);
    }
    return u;
}

// FORMATS.md "translations": {"de": {"title", "description", "names": {...}}}.
// A name must be the English text of a map label, the map's name or an
// objective, so a typo is caught here rather than silently never shown.
void readTranslations(const JsonNode &node, Scenario &s)
{
    QSet<QString> known{s.map.name};
    for (const MapLabel &l : s.map.labels)
        known.insert(l.text);
    for (const Objective &o : s.objectives)
        known.insert(o.name);
    for (const QString &lang : node.keys()) {
        const JsonNode t = node.member(lang);
        static const QRegularExpression code(QStringLiteral("^[a-z]{2,3}$"));
        if (!code.match(lang).hasMatch())
            t.fail(Tr::tr("expected a language code of two or three lower-case letters, found \"%1\"").arg(lang.left(20)));
        t.allowOnly({key("title"), key("description"), key("names")});
        ScenarioTranslation tr;
        if (const auto n = t.optionalMember(key("title")))
            tr.title = n->name();
        if (const auto n = t.optionalMember(key("description")))
            tr.description = n->string();
        if (const auto names = t.optionalMember(key("names"))) {
            for (const QString &english : names->keys()) {
                const JsonNode n = names->member(english);
                if (!known.contains(english))
                    n.fail(Tr::tr("no map label, map name or objective is called \"%1\"").arg(english.left(60)));
                tr.names.insert(english, n.name());
            }
        }
        s.translations.insert(lang, tr);
    }
}

} // namespace

QString Scenario::localizedTitle(const QString &language) const
{
    const QString t = translations.value(language.left(2)).title;
    return t.isEmpty() ? title : t;
}

QString Scenario::localizedDescription(const QString &language) const
{
    const QString t = translations.value(language.left(2)).description;
    return t.isEmpty() ? description : t;
}

QString Scenario::localizedName(const QString &language, const QString &english) const
{
    return translations.value(language.left(2)).names.value(english, english);
}

std::optional<Side> Scenario::sideOf(const Reinforcement &r) const
{
    if (!r.units.isEmpty())
        if (const Unit *u = unit(r.units.first()))
            return u->side;
    for (const Formation &f : formations)
        if (!r.leaders.isEmpty() && f.leader.id == r.leaders.first())
            return f.side;
    return std::nullopt;
}

Formation *Scenario::formationOfLeader(const QString &leaderId)
{
    for (Formation &f : formations)
        if (f.leader.id == leaderId)
            return &f;
    return nullptr;
}

const QStringList &leaderStateNames()
{
    static const QStringList names{QStringLiteral("active"), QStringLiteral("killed"), QStringLiteral("wounded")};
    return names;
}

Unit *Scenario::unit(const QString &id)
{
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units[i];
}

const Unit *Scenario::unit(const QString &id) const
{
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units.at(i);
}

const Formation *Scenario::formation(const QString &id) const
{
    const int i = formationIndex(id);
    return i < 0 ? nullptr : &formations.at(i);
}

Formation *Scenario::formation(const QString &id)
{
    const int i = formationIndex(id);
    return i < 0 ? nullptr : &formations[i];
}

QVector<const Formation *> Scenario::chainOf(const Unit &u) const
{
    QVector<const Formation *> chain;
    const Formation *f = formation(u.brigade);
    while (f && chain.size() < 8) {
        chain.append(f);
        f = f->parent.isEmpty() ? nullptr : formation(f->parent);
    }
    return chain;
}

namespace {
QVector<int> sortedById(const QVector<Unit> &units)
{
    QVector<int> idx(units.size());
    for (int i = 0; i < idx.size(); ++i)
        idx[i] = i;
    std::sort(idx.begin(), idx.end(),
              [&](int a, int b) { return QString::compare(units.at(a).id, units.at(b).id) < 0; });
    return idx;
}
} // namespace

QVector<int> Scenario::unitIndexes(const QStringList &ids) const
{
    QVector<int> out;
    out.reserve(ids.size());
    for (const QString &id : ids)
        if (const int i = unitIndex(id); i >= 0)
            out.append(i);
    return out;
}

QVector<int> Scenario::unitOrderById() const
{
    // Units added since the last rebuildIndex() (a test building a battle
    // by hand): sorted now.
    if (m_unitsById.size() != units.size())
        return sortedById(units);
    return m_unitsById;
}

void Scenario::rebuildIndex()
{
    m_unitIndex.clear();
    m_formationIndex.clear();
    for (int i = 0; i < units.size(); ++i)
        m_unitIndex.insert(units.at(i).id, i);
    m_unitsById = sortedById(units);
    for (int i = 0; i < formations.size(); ++i)
        m_formationIndex.insert(formations.at(i).id, i);
}

Scenario scenarioFromJson(const JsonNode &node, const QString &baseDir, bool withState)
{
    node.allowOnly({key("format"), key("version"), key("title"), key("description"), key("source"),
                    key("map"), key("date"), key("start"), key("turns"), key("dawn"), key("dusk"),
                    key("dayTurnMinutes"), key("nightTurnMinutes"), key("firstSide"), key("rules"),
                    key("formations"), key("units"), key("reinforcements"), key("objectives"),
                    key("victory"), key("translations"), key("lab"), key("history")});
    checkEmbeddedFormat(node, key("hardtack-scenario"), 1);
    Scenario s;
    s.title = node.member(key("title")).name();
    s.description = node.member(key("description")).string(true);
    if (const auto src = node.optionalMember(key("source")))
        s.source = src->string(true);
    if (const auto h = node.optionalMember(key("history")))
        s.history = historyFromJson(*h);

    const JsonNode mapNode = node.member(key("map"));
    if (mapNode.isString()) {
        s.mapRef = mapNode.string();
        const QString path = filePathIn(baseDir, s.mapRef);
        LoadError err;
        const auto map = loadMap(path, &err);
        if (!map)
            mapNode.fail(Tr::tr("cannot load map: %1").arg(err.text()));
        s.map = *map;
    } else if (mapNode.isObject()) {
        checkEmbeddedFormat(mapNode, key("hardtack-map"), 1);
        s.map = mapFromJson(mapNode);
    } else {
        mapNode.fail(Tr::tr("expected a map file name or an inline map object"));
    }

    const JsonNode dateNode = node.member(key("date"));
    s.date = QDate::fromString(dateNode.string(), QStringLiteral("yyyy-MM-dd"));
    if (!s.date.isValid())
        dateNode.fail(Tr::tr("expected a date \"YYYY-MM-DD\""));
    s.start = readTime(node.member(key("start")));
    s.turns = node.member(key("turns")).integer(1, 1000);
    s.dawn = readTime(node.member(key("dawn")));
    s.dusk = readTime(node.member(key("dusk")));
    if (!(s.dawn < s.dusk))
        node.member(key("dusk")).fail(Tr::tr("dusk must come after dawn"));
    s.dayTurnMinutes = node.member(key("dayTurnMinutes")).integer(1, 240);
    s.nightTurnMinutes = node.member(key("nightTurnMinutes")).integer(1, 720);
    s.firstSide = Side(node.member(key("firstSide")).choice(sideNames()));

    if (const auto rules = node.optionalMember(key("rules"))) {
        rules->allowOnly({key("fogOfWar"), key("routLimiting")});
        if (const auto f = rules->optionalMember(key("fogOfWar")))
            s.rules.fogOfWar = f->boolean();
        if (const auto f = rules->optionalMember(key("routLimiting")))
            s.rules.routLimiting = f->boolean();
    }

    QSet<QString> ids; // formations, leaders and units share one id space
    const JsonNode forms = node.member(key("formations"));
    for (int i = 0, n = forms.size(); i < n; ++i) {
        const JsonNode f = forms.at(i);
        f.allowOnly({key("id"), key("side"), key("level"), key("name"), key("parent"), key("leader")});
        Formation fm;
        fm.id = f.member(key("id")).name();
        requireNewId(f.member(key("id")), fm.id, ids);
        fm.side = Side(f.member(key("side")).choice(sideNames()));
        fm.level = Level(f.member(key("level")).choice(levelNames()));
        fm.name = f.member(key("name")).name();
        if (const auto p = f.optionalMember(key("parent")); p && !p->isNull())
            fm.parent = p->string();
        const JsonNode ln = f.member(key("leader"));
        fm.leader = readLeader(ln, s.map, withState);
        requireNewId(ln.member(key("id")), fm.leader.id, ids);
        s.formations.append(fm);
    }
    s.rebuildIndex();
    // Parents: exist, same side, a higher level (which also rules out cycles;
    // the walk below names a cycle explicitly all the same).
    for (int i = 0; i < s.formations.size(); ++i) {
        const Formation &fm = s.formations.at(i);
        if (fm.parent.isEmpty())
            continue;
        const JsonNode pn = forms.at(i).member(key("parent"));
        const Formation *p = s.formation(fm.parent);
        if (!p)
            pn.fail(Tr::tr("no formation has the id \"%1\"").arg(fm.parent.left(60)));
        QSet<QString> seen{fm.id};
        for (const Formation *up = p; up; up = up->parent.isEmpty() ? nullptr : s.formation(up->parent)) {
            if (seen.contains(up->id))
                pn.fail(Tr::tr("the chain of parents loops back to \"%1\"").arg(up->id.left(60)));
            seen.insert(up->id);
        }
        if (p->side != fm.side)
            pn.fail(Tr::tr("parent \"%1\" belongs to the other side").arg(fm.parent.left(60)));
        if (int(p->level) <= int(fm.level))
            pn.fail(Tr::tr("parent \"%1\" is a %2, not above a %3")
                        .arg(fm.parent.left(60), levelNames().at(int(p->level)), levelNames().at(int(fm.level))));
    }

    const JsonNode unitsNode = node.member(key("units"));
    // The largest battle the program plays a turn of within 10 s (jsonio.h).
    if (unitsNode.size() > limits::maxUnits)
        unitsNode.fail(Tr::tr("a battle has at most %1 units, this one has %2").arg(limits::maxUnits).arg(unitsNode.size()));
    for (int i = 0, n = unitsNode.size(); i < n; ++i) {
        const JsonNode un = unitsNode.at(i);
        Unit u = readUnit(un, s, withState);
        requireNewId(un.member(key("id")), u.id, ids);
        const Formation *b = s.formation(u.brigade);
        if (!b)
            un.member(key("brigade")).fail(Tr::tr("no formation has the id \"%1\"").arg(u.brigade.left(60)));
        if (b->level != Level::Brigade)
            un.member(key("brigade")).fail(Tr::tr("\"%1\" is a %2, not a brigade")
                                               .arg(u.brigade.left(60), levelNames().at(int(b->level))));
        if (b->side != u.side)
            un.member(key("brigade")).fail(Tr::tr("brigade \"%1\" belongs to the other side").arg(u.brigade.left(60)));
        s.units.append(u);
    }
    s.rebuildIndex();

    QSet<QString> arriving;
    if (const auto reNode = node.optionalMember(key("reinforcements"))) {
        for (int i = 0, n = reNode->size(); i < n; ++i) {
            const JsonNode r = reNode->at(i);
            QStringList allowed{key("units"), key("leaders"), key("turn"), key("hex"), key("chance")};
            if (withState)
                allowed << key("arrived");
            r.allowOnly(allowed);
            Reinforcement re;
            re.turn = r.member(key("turn")).integer(1, 1000);
            re.hex = readHexOn(r.member(key("hex")), s.map);
            if (const auto c = r.optionalMember(key("chance")))
                re.chance = c->integer(0, 100);
            if (withState)
                if (const auto a = r.optionalMember(key("arrived")))
                    re.arrived = a->boolean();
            // "units" may be left out when "leaders" is given.
            const auto leadersNode = r.optionalMember(key("leaders"));
            const auto list = leadersNode ? r.optionalMember(key("units")) : r.member(key("units"));
            const int unitCount = list ? list->size() : 0;
            if (unitCount == 0 && (!leadersNode || leadersNode->size() == 0))
                (list ? *list : r).fail(Tr::tr("a reinforcement needs at least one unit or leader"));
            for (int k = 0; k < unitCount; ++k) {
                const JsonNode idn = list->at(k);
                const QString id = idn.string();
                const Unit *u = s.unit(id);
                if (!u)
                    idn.fail(Tr::tr("no unit has the id \"%1\"").arg(id.left(60)));
                if (arriving.contains(id))
                    idn.fail(Tr::tr("unit \"%1\" is already in a reinforcement").arg(id.left(60)));
                if (!withState && u->onMap)
                    idn.fail(Tr::tr("unit \"%1\" starts on the map (it has a hex)").arg(id.left(60)));
                arriving.insert(id);
                re.units.append(id);
            }
            // Arriving leaders (FORMATS.md): no hex of their own; they wait
            // off the map at the entry hex and come on with the group.
            for (int k = 0, m = leadersNode ? leadersNode->size() : 0; k < m; ++k) {
                const JsonNode idn = leadersNode->at(k);
                const QString id = idn.string();
                Formation *f = s.formationOfLeader(id);
                if (!f)
                    idn.fail(Tr::tr("no leader has the id \"%1\"").arg(id.left(60)));
                if (arriving.contains(id))
                    idn.fail(Tr::tr("leader \"%1\" is already in a reinforcement").arg(id.left(60)));
                if (!withState && f->leader.onMap)
                    idn.fail(Tr::tr("leader \"%1\" starts on the map (he has a hex)").arg(id.left(60)));
                const Unit *first = re.units.isEmpty() ? nullptr : s.unit(re.units.first());
                if (first && first->side != f->side)
                    idn.fail(Tr::tr("leader \"%1\" is of the other side from the units he arrives with").arg(id.left(60)));
                if (!withState && !f->leader.onMap)
                    f->leader.hex = re.hex;
                arriving.insert(id);
                re.leaders.append(id);
            }
            s.reinforcements.append(re);
        }
    }
    if (!withState)
        for (int i = 0; i < s.units.size(); ++i)
            if (!s.units.at(i).onMap && !arriving.contains(s.units.at(i).id))
                unitsNode.at(i).fail(Tr::tr("unit has no hex and is in no reinforcement"));
    if (!withState)
        for (int i = 0; i < s.formations.size(); ++i)
            if (!s.formations.at(i).leader.onMap && !arriving.contains(s.formations.at(i).leader.id))
                forms.at(i).member(key("leader")).fail(Tr::tr("leader has no hex and is in no reinforcement"));

    if (const auto objNode = node.optionalMember(key("objectives"))) {
        for (int i = 0, n = objNode->size(); i < n; ++i) {
            const JsonNode o = objNode->at(i);
            QStringList allowed{key("hex"), key("name"), key("points")};
            if (withState)
                allowed << key("holder");
            o.allowOnly(allowed);
            Objective ob;
            ob.hex = readHexOn(o.member(key("hex")), s.map);
            ob.name = o.member(key("name")).name();
            const JsonNode pts = o.member(key("points"));
            pts.allowOnly(sideNames());
            for (int side = 0; side < 2; ++side)
                if (const auto p = pts.optionalMember(sideNames().at(side)))
                    ob.points[side] = p->integer(0, 100000);
            if (withState)
                if (const auto h = o.optionalMember(key("holder")); h && !h->isNull())
                    ob.holder = Side(h->choice(sideNames()));
            s.objectives.append(ob);
        }
    }

    if (const auto t = node.optionalMember(key("translations")))
        readTranslations(*t, s);

    const JsonNode victory = node.member(key("victory"));
    victory.allowOnly({key("minor"), key("major")});
    s.victoryMinor = victory.member(key("minor")).integer(0, 10000000);
    s.victoryMajor = victory.member(key("major")).integer(0, 10000000);
    if (s.victoryMajor < s.victoryMinor)
        victory.member(key("major")).fail(Tr::tr("the major threshold must not be below the minor one"));
    if (const auto lab = node.optionalMember(key("lab"))) {
        s.rebuildIndex();
        s.lab = labDemoFromJson(*lab, s);
    }
    // A battle starts from a legal position (issue 28, rules/legality.h); a
    // save's current state is the rules' own doing.
    if (!withState) {
        s.rebuildIndex();
        if (const std::optional<PositionProblem> p = positionProblem(s))
            throw LoadFailure(LoadError{node.file(), node.path() + p->path.mid(1), p->problem});
    }
    return s;
}

QJsonObject scenarioToJson(const Scenario &s, bool inlineMap, bool withState)
{
    QJsonArray forms;
    for (const Formation &f : s.formations) {
        QJsonObject leader{{key("id"), f.leader.id}, {key("name"), f.leader.name},
                           {key("rating"), ratingString(f.leader.rating)}};
        if (f.leader.onMap || withState)
            leader.insert(key("hex"), hexToJson(f.leader.hex));
        if (withState) {
            leader.insert(key("onMap"), f.leader.onMap);
            leader.insert(key("state"), leaderStateNames().at(int(f.leader.state)));
            leader.insert(key("replacements"), f.leader.replacements);
            leader.insert(key("moved"), f.leader.moved);
            leader.insert(key("mpSpent"), f.leader.mpSpent);
        }
        forms.append(QJsonObject{{key("id"), f.id}, {key("side"), sideName(f.side)},
                                 {key("level"), levelNames().at(int(f.level))}, {key("name"), f.name},
                                 {key("parent"), f.parent.isEmpty() ? QJsonValue() : QJsonValue(f.parent)},
                                 {key("leader"), leader}});
    }
    QJsonArray units;
    for (const Unit &u : s.units) {
        QJsonObject o{{key("id"), u.id}, {key("name"), u.name}, {key("side"), sideName(u.side)},
                      {key("brigade"), u.brigade}, {key("type"), unitTypeNames().at(int(u.type))},
                      {key("men"), u.men}, {key("quality"), ratingString(u.quality)},
                      {key("fatigue"), u.fatigue}, {key("ammo"), ammoNames().at(int(u.ammo))},
                      {key("status"), statusNames().at(int(u.status))},
                      {key("facing"), hexSideName(u.facing)}};
        if (u.type == UnitType::Artillery)
            o.insert(key("guns"), u.guns);
        if (u.type == UnitType::Wagon)
            o.insert(key("supply"), u.supply);
        else {
            o.insert(key("weapon"), weaponNames().at(int(u.weapon)));
            o.insert(key("formation"), unitFormationNames().at(int(u.formation)));
        }
        if (u.onMap || withState)
            o.insert(key("hex"), hexToJson(u.hex));
        if (withState) {
            o.insert(key("onMap"), u.onMap);
            o.insert(key("casualties"), u.casualties);
            o.insert(key("stragglers"), u.stragglers);
            o.insert(key("prisoners"), u.prisoners);
            o.insert(key("gunsLost"), u.gunsLost);
            if (u.gunsCaptured > 0)
                o.insert(key("gunsCaptured"), u.gunsCaptured);
            o.insert(key("moved"), u.moved);
            o.insert(key("fired"), u.fired);
            o.insert(key("meleed"), u.meleed);
            o.insert(key("mpSpent"), u.mpSpent);
            o.insert(key("disruptedAtTurnStart"), u.disruptedAtTurnStart);
            o.insert(key("rallied"), u.rallied);
            o.insert(key("moveEnded"), u.moveEnded);
            o.insert(key("mustCheck"), u.mustCheck);
            o.insert(key("fatigueCheck"), u.fatigueCheck);
            o.insert(key("enfiladed"), u.enfiladed);
            o.insert(key("active"), u.active);
            o.insert(key("gone"), u.gone);
        }
        units.append(o);
    }
    QJsonArray reins;
    for (const Reinforcement &r : s.reinforcements) {
        QJsonObject o{{key("units"), QJsonArray::fromStringList(r.units)}, {key("turn"), r.turn},
                      {key("hex"), hexToJson(r.hex)}, {key("chance"), r.chance}};
        if (!r.leaders.isEmpty())
            o.insert(key("leaders"), QJsonArray::fromStringList(r.leaders));
        if (withState)
            o.insert(key("arrived"), r.arrived);
        reins.append(o);
    }
    QJsonArray objs;
    for (const Objective &ob : s.objectives) {
        QJsonObject o{{key("hex"), hexToJson(ob.hex)}, {key("name"), ob.name},
                      {key("points"), QJsonObject{{key("union"), ob.points[0]}, {key("confederate"), ob.points[1]}}}};
        if (withState)
            o.insert(key("holder"), ob.holder ? QJsonValue(sideName(*ob.holder)) : QJsonValue());
        objs.append(o);
    }
    QJsonObject mapValue;
    QJsonObject out{{key("format"), key("hardtack-scenario")},
                    {key("version"), 1},
                    {key("title"), s.title},
                    {key("description"), s.description},
                    {key("date"), s.date.toString(QStringLiteral("yyyy-MM-dd"))},
                    {key("start"), s.start.toString(QStringLiteral("HH:mm"))},
                    {key("turns"), s.turns},
                    {key("dawn"), s.dawn.toString(QStringLiteral("HH:mm"))},
                    {key("dusk"), s.dusk.toString(QStringLiteral("HH:mm"))},
                    {key("dayTurnMinutes"), s.dayTurnMinutes},
                    {key("nightTurnMinutes"), s.nightTurnMinutes},
                    {key("firstSide"), sideName(s.firstSide)},
                    {key("rules"), QJsonObject{{key("fogOfWar"), s.rules.fogOfWar},
                                               {key("routLimiting"), s.rules.routLimiting}}},
                    {key("formations"), forms},
                    {key("units"), units},
                    {key("reinforcements"), reins},
                    {key("objectives"), objs},
                    {key("victory"), QJsonObject{{key("minor"), s.victoryMinor}, {key("major"), s.victoryMajor}}}};
    if (!s.source.isEmpty())
        out.insert(key("source"), s.source);
    if (s.history)
        out.insert(key("history"), historyToJson(*s.history));
    if (!s.translations.isEmpty()) {
        QJsonObject all;
        for (auto it = s.translations.cbegin(); it != s.translations.cend(); ++it) {
            QJsonObject t, names;
            if (!it->title.isEmpty())
                t.insert(key("title"), it->title);
            if (!it->description.isEmpty())
                t.insert(key("description"), it->description);
            for (auto n = it->names.cbegin(); n != it->names.cend(); ++n)
                names.insert(n.key(), n.value());
            if (!names.isEmpty())
                t.insert(key("names"), names);
            all.insert(it.key(), t);
        }
        out.insert(key("translations"), all);
    }
    if (s.lab)
        out.insert(key("lab"), labDemoToJson(*s.lab));
    if (inlineMap || s.mapRef.isEmpty())
        out.insert(key("map"), mapToJson(s.map));
    else
        out.insert(key("map"), s.mapRef);
    return out;
}

std::optional<Scenario> loadScenario(const QString &fileName, LoadError *error)
{
    try {
        const JsonNode root = readDocument(fileName, QStringLiteral("hardtack-scenario"), 1);
        return scenarioFromJson(root, directoryOf(fileName), false);
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

} // namespace hardtack
