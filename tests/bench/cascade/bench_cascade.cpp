// bench_cascade: 10,000 rout cascades through a connected line of 1,000
// units that all fail (quality F, high fatigue: morale -1), through
// runCascadeTrials, the sweep hardtack-cli cascade and the Lab's Monte Carlo
// run (trial i on Rng(seed + i), on every core the machine has); the details
// give its CPU time and the bare runCascade loop on one thread. Prints one
// line of JSON (scripts/bench).

#include "core/morale/morale.h"
#include "core/morale/trials.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <cstdio>
#include <ctime>

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

    const auto cpuSeconds = [] {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
    };

    // The sweep: wall and CPU time.
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    const CascadeTrials trials = runCascadeTrials(s, sit, trigger, kCascades, 1863);
    const double seconds = timer.nsecsElapsed() / 1e9;
    const double cpu = cpuSeconds() - cpu0;
    bool allFailed = trials.histogram.size() == 1 && trials.histogram.value(kUnits - 1) == kCascades;

    // The bare loop, one thread, the battle reset by hand.
    timer.restart();
    const CascadeIndex index(s);
    for (int i = 0; i < kCascades; ++i) {
        for (Unit &u : s.units)
            u.status = Status::Normal;
        s.units[0].status = Status::Routed;
        const CascadeTree tree = runCascade(s, index, rng, sit, trigger, false);
        allFailed = allFailed && tree.checks.size() == kUnits - 1 && tree.failures == kUnits - 1;
    }
    const double loop = timer.nsecsElapsed() / 1e9;
    const QString details = QStringLiteral("10000 cascades x 1000 units through runCascadeTrials on %1 threads: "
                                           "CPU %2 s; the bare runCascade loop on one thread %3 s%4")
                                .arg(QThread::idealThreadCount())
                                .arg(cpu, 0, 'f', 3)
                                .arg(loop, 0, 'f', 3)
                                .arg(allFailed ? QString() : QStringLiteral(": NOT every unit failed"));

    const QJsonObject out{
        {QStringLiteral("bench"), QStringLiteral("cascade")},
        {QStringLiteral("value"), seconds},
        {QStringLiteral("unit"), QStringLiteral("s")},
        {QStringLiteral("target"), QStringLiteral("<= 2 s")},
        {QStringLiteral("ok"), allFailed && seconds <= kTargetSeconds},
        {QStringLiteral("details"), details},
    };
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
