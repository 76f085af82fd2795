// bench_load: loading the largest shipped scenario (by file size, its map
// included) with loadScenario, median of 21 loads after a warm-up. Target
// <= 50 ms (issue 15). Run by scripts/bench on a Release build, never by ctest.
// Prints one JSON line: {"bench":"load","value":MS,"unit":"ms","target","ok","details"}.

#include "core/jsonio.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace hardtack;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios"));
    QString largest;
    qint64 largestSize = -1;
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        LoadError error;
        if (peekFormat(f.filePath(), &error) == QLatin1String("hardtack-scenario") && f.size() > largestSize) {
            largest = f.filePath();
            largestSize = f.size();
        }
    }
    QJsonObject out{{QStringLiteral("bench"), QStringLiteral("load")}, {QStringLiteral("unit"), QStringLiteral("ms")},
                    {QStringLiteral("target"), QStringLiteral("<= 50 ms")}};
    LoadError error;
    std::optional<Scenario> scenario = largest.isEmpty() ? std::nullopt : loadScenario(largest, &error);
    if (!scenario) {
        out.insert(QStringLiteral("value"), 0);
        out.insert(QStringLiteral("ok"), false);
        out.insert(QStringLiteral("details"), largest.isEmpty() ? QStringLiteral("no scenario") : error.text());
    } else {
        std::vector<double> ms;
        for (int i = 0; i < 21; ++i) {
            QElapsedTimer timer;
            timer.start();
            scenario = loadScenario(largest, &error);
            ms.push_back(timer.nsecsElapsed() / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2];
        out.insert(QStringLiteral("value"), std::round(median * 100) / 100);
        out.insert(QStringLiteral("ok"), median <= 50);
        out.insert(QStringLiteral("details"), QStringLiteral("%1: %2 units, %3x%4 hexes, median of %5")
                                                  .arg(QFileInfo(largest).fileName())
                                                  .arg(scenario->units.size())
                                                  .arg(scenario->map.width)
                                                  .arg(scenario->map.height)
                                                  .arg(ms.size()));
    }
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
