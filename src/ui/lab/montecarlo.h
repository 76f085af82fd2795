#pragma once
// The Cascade Lab's Monte Carlo: N forced-rout cascades of one setup
// (runCascadeTrials, the loop of `hardtack-cli cascade`) in a worker thread,
// with progress and cancel. Trial i rolls on Rng(seed + i), so a finished run
// equals the CLI for the same scenario, trigger, options and seed.

#include "core/morale/labsetup.h"
#include "core/morale/trials.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>

class QThread;
class QTimer;

namespace hardtack::ui {

// What the heat map shows of a unit: the share of cascades in which it routed
// or, in a Defensive Fire phase (where failures only disrupt), failed.
enum class HeatMeasure { Routed, Failed };
HeatMeasure heatMeasureFor(const MoraleSituation &sit);

// Per unit index: its share of the trials (0..1) by the measure. Units that
// never checked are absent; the trigger counts 1 (it was forced to rout).
QHash<int, double> unitShares(const CascadeTrials &r, HeatMeasure measure, int trigger);

// Per hex of s: the value of its unit that is furthest from 0 (stacked units).
QHash<Hex, double> hexValues(const Scenario &s, const QHash<int, double> &perUnit);
// Per unit: b − a (a unit absent from one counts 0 there).
QHash<int, double> difference(const QHash<int, double> &a, const QHash<int, double> &b);

class MonteCarloRunner : public QObject
{
    Q_OBJECT

public:
    explicit MonteCarloRunner(QObject *parent = nullptr);
    ~MonteCarloRunner() override; // cancels and waits for the worker

    // Starts `trials` cascades of setup (copied) on a worker thread; a run
    // already going is cancelled first (without finished()).
    void start(const LabSetup &setup, qint64 trials);
    void cancel();
    void stop(); // cancels, waits for the worker; no finished()
    bool isRunning() const { return m_watcher != nullptr; }
    qint64 done() const;
    qint64 total() const { return m_total; }
    // The last finished (or cancelled) run; its `trials` is how many were done.
    const CascadeTrials &result() const { return m_result; }
    double seconds() const { return m_seconds; } // wall time of the last run

signals:
    void progressed(qint64 done, qint64 total); // on the GUI thread, about 20 times a second
    void finished(bool complete);               // complete: all trials ran (false: cancelled)

private:
    struct Job;
    void onThreadFinished();

    std::shared_ptr<Job> m_job;
    QThreadPool m_pool; // one worker of its own (not the tile renderer's global pool)
    QFutureWatcher<void> *m_watcher = nullptr;
    QTimer *m_timer = nullptr;
    qint64 m_total = 0;
    CascadeTrials m_result;
    QElapsedTimer m_clock;
    double m_seconds = 0;
};

} // namespace hardtack::ui
