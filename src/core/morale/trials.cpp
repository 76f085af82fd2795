// The seeded trial loops (RULES §10, §12) shared by the Cascade Lab and the CLI.

#include "trials.h"

#include "cascadeimpl.h"
#include "moralerules.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <vector>

namespace hardtack {

namespace {

// One thread's share of the trials: its own working copy of the battle (a
// cascade changes only the units it checks, RULES §10, so after each trial
// those are set back from the base and every trial starts as a fresh copy
// would) and its own counts, summed at the end.
struct TrialWorker
{
    Scenario work;
    std::vector<CascadeUnitCounts> counts;
    std::vector<unsigned char> seen;
    std::vector<qint64> histogram;
    qint64 totalSize = 0;
    std::vector<int> checkedUnits; // the units the current trial checked

    explicit TrialWorker(const Scenario &base)
        : work(base), counts(static_cast<size_t>(base.units.size())),
          seen(static_cast<size_t>(base.units.size()), 0), histogram(static_cast<size_t>(base.units.size()) + 1, 0)
    {
    }

    void run(const Scenario &base, const CascadeIndex &index, const MoraleSituation &sit,
             const QVector<int> &triggers, quint64 seed, qint64 from, qint64 to)
    {
        const int n = int(base.units.size());
        Q_ASSERT(index.unitCount() == base.units.size());
        for (qint64 i = from; i < to; ++i) {
            Rng rng(seed + quint64(i));
            // The checks are counted as they are made, not kept in a tree
            // (a thousand of them a trial); the units they changed are set
            // back once the cascade is over.
            checkedUnits.clear();
            const CascadeTree tree = morale::cascadeWalk(
                work, index, sit, triggers, false, [&rng](const Unit &, const MoraleCheck &) { return rng.d6(); },
                [this](MoraleCheck &&c) {
                    CascadeUnitCounts &u = counts[size_t(c.unit)];
                    seen[size_t(c.unit)] = 1;
                    ++u.checked;
                    u.failed += c.failed();
                    u.routed += c.newlyRouted();
                    u.disrupted += c.newlyDisrupted();
                    u.stragglers += c.stragglers;
                    checkedUnits.push_back(c.unit);
                });
            for (int unit : checkedUnits)
                morale::undoCheckResult(work.units[unit], base.units.at(unit));
            ++histogram[size_t(std::clamp(tree.failures, 0, n))];
            totalSize += tree.failures;
        }
    }
};

// Trials per thread between two progress calls.
constexpr qint64 kTrialsPerBlock = 256;
// Below this many unit-trials one thread does it all (threads cost more).
constexpr qint64 kParallelUnitTrials = 2'000'000;

} // namespace

CascadeTrials runCascadeTrials(const Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                               qint64 trials, quint64 seed, const TrialProgress &progress)
{
    Scenario base = s;
    for (int t : triggers)
        base.units[t].status = Status::Routed;
    MoraleSituation noLimiting = sit;
    noLimiting.routLimiting = false;
    const CascadeIndex index(base);
    const int n = int(base.units.size());

    // Trial i always rolls on Rng(seed + i) and the counts are sums, so the
    // result does not depend on how many threads share the work: the trials
    // go in blocks, each split among the threads, and a stop between blocks
    // leaves exactly the first trials counted.
    const int threads = trials * qMax(1, n) >= kParallelUnitTrials ? qBound(1, QThread::idealThreadCount(), 8) : 1;
    std::vector<std::unique_ptr<TrialWorker>> workers;
    for (int k = 0; k < threads; ++k)
        workers.push_back(std::make_unique<TrialWorker>(base));
    QThreadPool pool;
    pool.setMaxThreadCount(qMax(1, threads - 1));
    pool.setThreadPriority(QThread::currentThread()->priority());
    QSemaphore finished;

    qint64 i = 0;
    while (i < trials) {
        if (progress && i > 0 && !progress(i))
            break;
        const qint64 block = qMin(trials - i, kTrialsPerBlock * threads);
        const auto share = [&](int k) { return qMakePair(i + block * k / threads, i + block * (k + 1) / threads); };
        for (int k = 1; k < threads; ++k)
            pool.start([&, k, range = share(k)] {
                workers[size_t(k)]->run(base, index, sit, triggers, seed, range.first, range.second);
                finished.release();
            });
        const auto own = share(0);
        workers[0]->run(base, index, sit, triggers, seed, own.first, own.second);
        finished.acquire(threads - 1);
        i += block;
    }

    CascadeTrials out;
    out.trials = i;
    out.seed = seed;
    if (progress && i == trials)
        progress(i);
    qint64 totalSize = 0;
    for (int k = 0; k < n; ++k) {
        CascadeUnitCounts sum;
        bool seen = false;
        for (const auto &w : workers) {
            const CascadeUnitCounts &c = w->counts[size_t(k)];
            seen = seen || w->seen[size_t(k)];
            sum.checked += c.checked;
            sum.failed += c.failed;
            sum.routed += c.routed;
            sum.disrupted += c.disrupted;
            sum.stragglers += c.stragglers;
        }
        if (seen) {
            sum.morale = moraleValue(base, base.units.at(k), noLimiting).final;
            out.units.insert(k, sum);
        }
    }
    for (int k = 0; k <= n; ++k) {
        qint64 count = 0;
        for (const auto &w : workers)
            count += w->histogram[size_t(k)];
        if (count)
            out.histogram.insert(k, count);
    }
    for (const auto &w : workers)
        totalSize += w->totalSize;
    out.meanSize = i > 0 ? double(totalSize) / double(i) : 0.0;
    return out;
}

RallyTrials runRallyTrials(const Scenario &s, int unit, bool night, qint64 trials, quint64 seed)
{
    Scenario base = s;
    base.units[unit].status = Status::Routed;
    RallyTrials out;
    out.trials = trials;
    out.seed = seed;
    out.value = rallyValue(base, base.units.at(unit), night);
    for (qint64 i = 0; i < trials; ++i) {
        Scenario copy = base;
        Rng rng(seed + quint64(i));
        takeRallyCheck(copy, rng, copy.units[unit], night);
        out.rallied += copy.units.at(unit).status == Status::Disrupted;
    }
    return out;
}

PhaseMoraleOutcome runForcedCascade(Scenario &s, const MoraleSituation &sit, const QVector<int> &triggers,
                                    quint64 seed)
{
    QStringList ids;
    for (int t : triggers)
        if (t >= 0 && t < s.units.size()) {
            s.units[t].status = Status::Routed; // as runCascadeTrials: the experiment asked for it
            ids << s.units.at(t).id;
        }
    Rng rng(seed);
    return resolveCascade(s, rng, sit, ids);
}

} // namespace hardtack
