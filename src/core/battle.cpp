#include "battle.h"

#include "events/events.h"

#include <QFileInfo>

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
    b.phasingSide = scenario.firstSide;
    b.seed = seed;
    b.rng = Rng(seed);
    return b;
}

Battle battleFromJson(const JsonNode &root, const QString &fileName)
{
    root.allowOnly({key("format"), key("version"), key("scenario"), key("state"), key("rng"), key("log")});
    Battle b;
    b.scenario = scenarioFromJson(root.member(key("scenario")), QFileInfo(fileName).absolutePath(), true);
    if (b.scenario.mapRef.size())
        root.member(key("scenario")).member(key("map")).fail(Tr::tr("a save must contain its map inline"));

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
        if (!eventStamp(eventFromJson(e)).stamped())
            e.member(key("turn"));
        b.log.append(e.value().toObject());
    }
    return b;
}

QJsonObject battleToJson(const Battle &b)
{
    QJsonArray log;
    for (const QJsonObject &e : b.log)
        log.append(e);
    return QJsonObject{
        {key("format"), key("hardtack-save")},
        {key("version"), 1},
        {key("scenario"), scenarioToJson(b.scenario, true, true)},
        {key("state"), QJsonObject{{key("turn"), b.turn},
                                   {key("side"), sideName(b.phasingSide)},
                                   {key("phase"), phaseName(b.phase)},
                                   {key("over"), b.over},
                                   {key("seed"), QString::number(b.seed)}}},
        {key("rng"), b.rng.toJson()},
        {key("log"), log},
    };
}

std::optional<Battle> loadBattle(const QString &fileName, LoadError *error)
{
    try {
        return battleFromJson(readDocument(fileName, QStringLiteral("hardtack-save"), 1), fileName);
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

bool saveBattle(const Battle &battle, const QString &fileName, QString *error)
{
    return writeJsonFile(fileName, battleToJson(battle), error);
}

} // namespace hardtack
