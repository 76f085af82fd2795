// bench_cascade: 10,000 rout cascades through a connected line of 1,000
// units that all fail (quality F, high fatigue: morale -1), on the same
// runCascade path that hardtack-cli cascade uses for its trials (no
// explanations). Prints one line of JSON (scripts/bench).

#include "core/morale/morale.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace hardtack;

namespace {

constexpr int kUnits = 1000;
constexpr int kCascades = 10000;
constexpr double kTargetSeconds = 2.0;

// Row 0 of an odd-q map is a connected line: [c,0] and [c+1,0] are adjacent.
Scenario lineScenario()
{
    Scenario s;
    s.title = QStringLiteral("bench line");
    s.map.resize(kUnits, 1);
    Formation b;
    b.id = QStringLiteral("bde");
    b.leader.id = QStringLiteral("bde-l");
    b.leader.hex = Hex::fromOffset(0, 0);
    s.formations.append(b);
    for (int i = 0; i < kUnits; ++i) {
        Unit u;
        u.id = QStringLiteral("u%1").arg(i, 4, 10, QLatin1Char('0'));
        u.brigade = b.id;
        u.quality = 1;   // F
        u.fatigue = 600; // High: -2
        u.men = 500;
        u.hex = Hex::fromOffset(i, 0);
        s.units.append(u);
    }
    s.rebuildIndex();
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Scenario s = lineScenario();
    MoraleSituation sit; // offensive fire: every failure routs
    Rng rng(1863);
    const QVector<int> trigger{0};

    QElapsedTimer timer;
    timer.start();
    const CascadeIndex index(s);
    bool allFailed = true;
    for (int i = 0; i < kCascades; ++i) {
        for (Unit &u : s.units)
            u.status = Status::Normal;
        s.units[0].status = Status::Routed;
        const CascadeTree tree = runCascade(s, index, rng, sit, trigger, false);
        allFailed = allFailed && tree.checks.size() == kUnits - 1 && tree.failures == kUnits - 1;
    }
    const double seconds = timer.nsecsElapsed() / 1e9;

    const QJsonObject out{
        {QStringLiteral("bench"), QStringLiteral("cascade")},
        {QStringLiteral("value"), seconds},
        {QStringLiteral("unit"), QStringLiteral("s")},
        {QStringLiteral("target"), QStringLiteral("<= 2 s")},
        {QStringLiteral("ok"), allFailed && seconds <= kTargetSeconds},
        {QStringLiteral("details"), allFailed ? QStringLiteral("10000 cascades x 1000 units")
                                              : QStringLiteral("10000 cascades x 1000 units: NOT every unit failed")},
    };
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
