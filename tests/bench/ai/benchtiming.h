#pragma once
// What the computer-player benchmarks share: a thread's CPU clock, a player
// wrapper that counts the CPU time spent choosing orders, and the median.

#include "core/rules/player.h"

#include <QVector>

#include <algorithm>
#include <ctime>
#include <memory>

namespace hardtack::bench {

// CPU time of this thread, in ms: the machine is shared, so wall time
// measures the neighbours too; CPU time is what the work costs.
inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// Counts the CPU time spent inside the wrapped player's orders().
class TimedPlayer : public TacticalPlayer
{
public:
    explicit TimedPlayer(std::unique_ptr<TacticalPlayer> inner) : m_inner(std::move(inner)) {}
    QVector<Order> orders(const SideView &view) override
    {
        const double t0 = threadCpuMs();
        QVector<Order> out = m_inner->orders(view);
        cpuMs += threadCpuMs() - t0;
        return out;
    }
    double cpuMs = 0;

private:
    std::unique_ptr<TacticalPlayer> m_inner;
};

inline double median(QVector<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
}

} // namespace hardtack::bench
