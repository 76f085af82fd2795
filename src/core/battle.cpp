#include "battle.h"
#include "jsonwrite.h"

#include "events/events.h"
#include "rules/legality.h"
#include "rules/replay.h"

#include <QCryptographicHash>
#include <QFileInfo>

#include <algorithm>
#include <string_view>
#include <QJsonDocument>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
};
QString key(const char *s) { return QString::fromLatin1(s); }
} // namespace

Battle Battle::start(const Scenario &scenario, quint64 seed)
{
    Battle b;
    b.scenario = scenario;
    b.scenario.rebuildIndex();
    b.initial = b.scenario;
    b.phasingSide = scenario.firstSide;
    b.seed = seed;
    b.rng = Rng(seed);
    return b;
}

bool SideKnowledge::sees(const QString &unit) const
{
    return std::any_of(seen.begin(), seen.end(), [&](const Ghost &g) { return g.unit == unit; });
}

QStringList SideKnowledge::seenIds() const
{
    QStringList out;
    for (const Ghost &g : seen)
        out.append(g.unit);
    return out;
}

Battle battleFromJson(const JsonNode &root, const QString &fileName)
{
    root.allowOnly({key("format"), key("version"), key("start"), key("scenario"), key("state"), key("rng"),
                    key("log"), key("told"), key("orders"), key("knowledge")});
    Battle b;
    b.scenario = scenarioFromJson(root.member(key("scenario")), QFileInfo(fileName).absolutePath(), true);
    if (b.scenario.mapRef.size())
        root.member(key("scenario")).member(key("map")).fail(Tr::tr("a save must contain its map inline"));

    if (const auto start = root.optionalMember(key("start"))) {
        b.initial = scenarioFromJson(*start, QFileInfo(fileName).absolutePath(), true);
        if (b.initial.mapRef.size())
            start->member(key("map")).fail(Tr::tr("a save must contain its map inline"));
    }

    const JsonNode state = root.member(key("state"));
    state.allowOnly({key("turn"), key("side"), key("phase"), key("over"), key("seed")});
    b.turn = state.member(key("turn")).integer(1, b.scenario.turns + 1);
    b.phasingSide = Side(state.member(key("side")).choice(sideNames()));
    b.phase = Phase(state.member(key("phase")).choice(phaseNames()));
    b.over = state.member(key("over")).boolean();
    const JsonNode seedNode = state.member(key("seed"));
    bool ok = false;
    b.seed = seedNode.string().toULongLong(&ok);
    if (!ok)
        seedNode.fail(Tr::tr("expected the seed as a decimal string"));

    const JsonNode rngNode = root.member(key("rng"));
    if (!rngNode.isArray())
        rngNode.fail(Tr::tr("expected an array of four 16-digit hex strings"));
    const auto rng = Rng::fromJson(rngNode.value().toArray());
    if (!rng)
        rngNode.fail(Tr::tr("expected four 16-digit hex strings, not all zero"));
    b.rng = *rng;

    const JsonNode log = root.member(key("log"));
    for (int i = 0, n = log.size(); i < n; ++i) {
        const JsonNode e = log.at(i);
        if (!e.isObject())
            e.fail(Tr::tr("expected an event object"));
        // Strict: every event has its one shape (core/events) and its moment.
        Event event = eventFromJson(e);
        if (!eventStamp(event).stamped())
            e.member(key("turn"));
        b.log.append(std::move(event));
    }
    // One digit per event: 0 none, 1 the Union, 2 the Confederates, 3 both.
    // Absent (a save from before it was kept): the game rebuilds it.
    if (const auto told = root.optionalMember(key("told"))) {
        // One character per event: as long as the log may be.
        const QString digits = told->string(true, limits::maxArrayItems);
        if (digits.size() != b.log.size())
            told->fail(Tr::tr("expected one digit per event of the log (%1), not %2").arg(b.log.size()).arg(digits.size()));
        b.told.reserve(digits.size());
        for (int i = 0; i < digits.size(); ++i) {
            const QChar c = digits.at(i);
            if (c < QLatin1Char('0') || c > QLatin1Char('3'))
                told->fail(Tr::tr("character %1 is \"%2\": expected 0, 1, 2 or 3").arg(i + 1).arg(c));
            b.told.append(quint8(c.unicode() - '0'));
        }
    }

    if (const auto orders = root.optionalMember(key("orders"))) {
        if (b.initial.units.isEmpty() && b.initial.formations.isEmpty())
            orders->fail(Tr::tr("orders need the scenario the battle started from (\"start\")"));
        for (int i = 0, n = orders->size(); i < n; ++i)
            b.orders.append(RecordedOrder::fromJson(orders->at(i)));
    }
    if (const auto knowledge = root.optionalMember(key("knowledge"))) {
        knowledge->allowOnly(sideNames());
        for (int side = 0; side < 2; ++side) {
            const auto k = knowledge->optionalMember(sideNames().at(side));
            if (!k)
                continue;
            k->allowOnly({key("seen"), key("ghosts")});
            for (const char *list : {"seen", "ghosts"}) {
                const JsonNode items = k->member(key(list));
                for (int i = 0, n = items.size(); i < n; ++i) {
                    const JsonNode g = items.at(i);
                    g.allowOnly({key("unit"), key("hex"), key("turn")});
                    Ghost ghost;
                    ghost.unit = g.member(key("unit")).string();
                    const Unit *u = b.scenario.unit(ghost.unit);
                    if (!u || u->side == Side(side))
                        g.member(key("unit")).fail(Tr::tr("\"%1\" is not an enemy unit of this side").arg(ghost.unit.left(40)));
                    const auto [col, row] = g.member(key("hex")).pair();
                    ghost.hex = Hex::fromOffset(col, row);
                    if (!b.scenario.map.contains(ghost.hex))
                        g.member(key("hex")).fail(Tr::tr("hex [%1,%2] is off the map").arg(col).arg(row));
                    ghost.turn = g.member(key("turn")).integer(1, b.scenario.turns + 1);
                    (list == std::string_view("seen") ? b.knowledge[side].seen : b.knowledge[side].ghosts).append(ghost);
                }
            }
        }
    }
    // Beyond its shape: a legal start, and orders and events that name what
    // the battle holds (rules/legality.h; the window, the Lab and the CLI alike).
    if (const std::optional<PositionProblem> p = saveProblem(b))
        throw LoadFailure(LoadError{fileName, p->path, p->problem});
    return b;
}

QJsonObject battleToJson(const Battle &b)
{
    QJsonArray log;
    for (const Event &e : b.log)
        log.append(eventToJson(e));
    QJsonArray orders;
    for (const RecordedOrder &o : b.orders)
        orders.append(o.toJson());
    QJsonObject knowledge;
    for (int side = 0; side < 2; ++side) {
        const auto list = [](const QVector<Ghost> &gs) {
            QJsonArray a;
            for (const Ghost &g : gs)
                a.append(QJsonObject{{key("unit"), g.unit}, {key("hex"), hexToJson(g.hex)}, {key("turn"), g.turn}});
            return a;
        };
        knowledge.insert(sideNames().at(side), QJsonObject{{key("seen"), list(b.knowledge[side].seen)},
                                                           {key("ghosts"), list(b.knowledge[side].ghosts)}});
    }
    QJsonObject out{
        {key("format"), key("hardtack-save")},
        {key("version"), 1},
        {key("start"), scenarioToJson(b.initial, true, true)},
        {key("scenario"), scenarioToJson(b.scenario, true, true)},
        {key("orders"), orders},
        {key("knowledge"), knowledge},
        {key("state"), QJsonObject{{key("turn"), b.turn},
                                   {key("side"), sideName(b.phasingSide)},
                                   {key("phase"), phaseName(b.phase)},
                                   {key("over"), b.over},
                                   {key("seed"), QString::number(b.seed)}}},
        {key("rng"), b.rng.toJson()},
        {key("log"), log},
    };
    if (!b.told.isEmpty() && b.told.size() == b.log.size()) {
        QString digits(b.told.size(), QLatin1Char('0'));
        for (int i = 0; i < b.told.size(); ++i)
            digits[i] = QLatin1Char(char('0' + (b.told.at(i) & 3)));
        out.insert(key("told"), digits);
    }
    return out;
}

std::optional<Battle> readBattle(const QString &fileName, LoadError *error)
{
    try {
        return battleFromJson(readDocument(fileName, QStringLiteral("hardtack-save"), 1), fileName);
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

std::optional<Battle> loadBattle(const QString &fileName, LoadError *error)
{
    std::optional<Battle> b = readBattle(fileName, error);
    if (!b || b->initial.units.isEmpty())
        return b;
    const ReplayResult r = replayBattle(*b);
    if (r.ok)
        return b;
    if (error) {
        const QString what = r.refusedOrder >= 0 ? Tr::tr("an order is refused")
                             : r.firstDifference >= 0 ? Tr::tr("another event")
                                                      : Tr::tr("another state");
        *error = LoadError{fileName, r.where(),
                           Tr::tr("differs from the re-simulation of the save's orders (%1)").arg(what)};
    }
    return std::nullopt;
}

bool saveBattle(const Battle &battle, const QString &fileName, QString *error)
{
    return writeCompactJsonFile(fileName, battleToJson(battle), error);
}

QString logHash(const QVector<Event> &log)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const Event &e : log) {
        hash.addData(QJsonDocument(eventToJson(e)).toJson(QJsonDocument::Compact));
        hash.addData(QByteArrayView("\n"));
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace hardtack
