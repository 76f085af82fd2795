// hardtack-cli render MAP_OR_SCENARIO --out PNG [--hex-width PX] [--json]:
// draws the whole map (and a scenario's or save's units) to a PNG.

#include "cliargs.h"
#include "commands.h"

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/scenario.h"
#include "render/maprenderer.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

constexpr int kDefaultHexWidth = 48;
constexpr int kMinHexWidth = 4;
constexpr int kMaxHexWidth = 1024;
} // namespace

int cmdRender(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("render"), rawArgs,
                                  {QStringLiteral("out"), QStringLiteral("hex-width")}, {QStringLiteral("json")},
                                  &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("render: give one map, scenario or save (usage: hardtack-cli render FILE --out PNG "
                           "[--hex-width PX])"));
    const QString out = args->value(QStringLiteral("out"));
    if (out.isEmpty())
        return fail(Tr::tr("render: --out PNG is required"));
    const auto hexWidth = args->integer(QStringLiteral("hex-width"), kDefaultHexWidth, kMinHexWidth, kMaxHexWidth,
                                        &error);
    if (!hexWidth)
        return fail(error);

    const QString file = args->positional().first();
    LoadError le;
    const auto format = peekFormat(file, &le);
    if (!format)
        return fail(le.text());

    // The scenario (or the map alone) must outlive the renderer that points into it.
    std::optional<Scenario> scenario;
    std::optional<Map> map;
    if (*format == QLatin1String("hardtack-map")) {
        map = loadMap(file, &le);
        if (!map)
            return fail(le.text());
    } else if (*format == QLatin1String("hardtack-scenario")) {
        scenario = loadScenario(file, &le);
        if (!scenario)
            return fail(le.text());
    } else if (*format == QLatin1String("hardtack-save")) {
        auto battle = loadBattle(file, &le);
        if (!battle)
            return fail(le.text());
        scenario = std::move(battle->scenario);
    } else {
        return fail(Tr::tr("%1: $.format: render draws a hardtack-map, hardtack-scenario or hardtack-save, not \"%2\"")
                        .arg(file, format->left(60)));
    }

    const Map &m = scenario ? scenario->map : *map;
    MapRenderer renderer(&m, double(*hexWidth));
    if (const QString problem = renderer.sizeProblem(); !problem.isEmpty())
        return fail(Tr::tr("render: %1").arg(problem));
    if (scenario)
        renderer.setScenario(*scenario);
    if (!renderer.writePng(out, &error))
        return fail(Tr::tr("render: %1").arg(error));

    const QSize size = renderer.imageSize();
    if (args->flag(QStringLiteral("json"))) {
        printJson(QJsonObject{{QStringLiteral("file"), file},
                              {QStringLiteral("out"), out},
                              {QStringLiteral("width"), size.width()},
                              {QStringLiteral("height"), size.height()},
                              {QStringLiteral("hexWidth"), int(*hexWidth)},
                              {QStringLiteral("hexes"), m.hexCount()},
                              {QStringLiteral("units"), renderer.unitCount()},
                              {QStringLiteral("leaders"), renderer.leaderCount()}});
    } else {
        printLine(Tr::tr("%1: wrote %2 (%3×%4 px, %5 units, %6 leaders)")
                      .arg(file, out).arg(size.width()).arg(size.height()).arg(renderer.unitCount())
                      .arg(renderer.leaderCount()));
    }
    return 0;
}

} // namespace hardtack::cli
