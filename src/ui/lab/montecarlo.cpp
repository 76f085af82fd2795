// The Monte Carlo worker of the Cascade Lab (issue #11).

#include "montecarlo.h"

#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace hardtack::ui {

HeatMeasure heatMeasureFor(const MoraleSituation &sit)
{
    // RULES §9: in Defensive Fire a failed check disrupts, nobody routs.
    return sit.phase == Phase::DefensiveFire ? HeatMeasure::Failed : HeatMeasure::Routed;
}

QHash<int, double> unitShares(const CascadeTrials &r, HeatMeasure measure, int trigger)
{
    QHash<int, double> out;
    if (r.trials <= 0)
        return out;
    for (auto it = r.units.cbegin(); it != r.units.cend(); ++it) {
        const qint64 n = measure == HeatMeasure::Routed ? it->routed : it->failed;
        out.insert(it.key(), double(n) / double(r.trials));
    }
    if (trigger >= 0)
        out.insert(trigger, 1.0);
    return out;
}

QHash<Hex, double> hexValues(const Scenario &s, const QHash<int, double> &perUnit)
{
    QHash<Hex, double> out;
    for (auto it = perUnit.cbegin(); it != perUnit.cend(); ++it) {
        const Unit &u = s.units.at(it.key());
        if (!u.onMap)
            continue;
        auto h = out.find(u.hex);
        if (h == out.end())
            out.insert(u.hex, it.value());
        else if (std::abs(it.value()) > std::abs(*h))
            *h = it.value();
    }
    return out;
}

QHash<int, double> difference(const QHash<int, double> &a, const QHash<int, double> &b)
{
    QHash<int, double> out;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        out.insert(it.key(), b.value(it.key()) - it.value());
    for (auto it = b.cbegin(); it != b.cend(); ++it)
        if (!a.contains(it.key()))
            out.insert(it.key(), it.value());
    return out;
}

struct MonteCarloRunner::Job
{
    LabSetup setup;
    qint64 trials = 0;
    std::atomic<qint64> done{0};
    std::atomic<bool> cancel{false};
    CascadeTrials result;
};

MonteCarloRunner::MonteCarloRunner(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_pool.setMaxThreadCount(1);
    m_timer->setInterval(50);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_job)
            emit progressed(m_job->done.load(), m_total);
    });
}

MonteCarloRunner::~MonteCarloRunner()
{
    stop();
}

qint64 MonteCarloRunner::done() const
{
    return m_job ? m_job->done.load() : m_result.trials;
}

void MonteCarloRunner::stop()
{
    if (!m_watcher)
        return;
    m_job->cancel = true;
    disconnect(m_watcher, nullptr, this, nullptr);
    m_watcher->waitForFinished();
    delete m_watcher;
    m_watcher = nullptr;
    m_job.reset();
    m_timer->stop();
}

void MonteCarloRunner::start(const LabSetup &setup, qint64 trials)
{
    stop();
    auto job = std::make_shared<Job>();
    job->setup = setup;
    job->trials = trials;
    m_job = job;
    m_total = trials;
    // The worker owns nothing of the GUI: it reads its own copy of the setup
    // and writes only the job, which the GUI thread reads after it ends.
    m_watcher = new QFutureWatcher<void>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, &MonteCarloRunner::onThreadFinished);
    m_clock.start();
    m_timer->start();
    emit progressed(0, m_total);
    m_watcher->setFuture(QtConcurrent::run(&m_pool, [job] {
        // Below the GUI: the window stays quick while the trials run.
        QThread::currentThread()->setPriority(QThread::LowPriority);
        job->result = runCascadeTrials(job->setup.scenario, job->setup.situation, {job->setup.trigger},
                                       job->trials, job->setup.seed, [&job = *job](qint64 done) {
                                           job.done = done;
                                           return !job.cancel.load();
                                       });
        job->done = job->result.trials;
    }));
}

void MonteCarloRunner::cancel()
{
    if (m_job)
        m_job->cancel = true;
}

void MonteCarloRunner::onThreadFinished()
{
    m_seconds = m_clock.nsecsElapsed() / 1e9;
    m_timer->stop();
    m_watcher->deleteLater();
    m_watcher = nullptr;
    const std::shared_ptr<Job> job = std::move(m_job);
    m_result = std::move(job->result);
    const bool complete = m_result.trials == job->trials;
    emit progressed(m_result.trials, m_total);
    emit finished(complete);
}

} // namespace hardtack::ui
