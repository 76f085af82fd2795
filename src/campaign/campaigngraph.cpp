#include "campaigngraph.h"

#include <limits>

namespace hardtack {

CampaignGraph::CampaignGraph(const CampaignScenario &map)
{
    for (const City &c : map.cities)
        m_ids.append(c.id);
    m_cities = m_ids.size();
    for (const Zone &z : map.zones)
        m_ids.append(z.id);
    for (int i = 0; i < m_ids.size(); ++i)
        m_index.insert(m_ids.at(i), i);
    m_edges.resize(m_ids.size());
    for (const Connection &k : map.connections) {
        const int a = index(k.from), b = index(k.to);
        if (a < 0 || b < 0)
            continue; // the loader refuses such files
        m_edges[a].append({b, k.days, k.forArmies()});
        m_edges[b].append({a, k.days, k.forArmies()});
    }
}

QStringList CampaignGraph::neighbours(const QString &node) const
{
    QStringList out;
    const int i = index(node);
    if (i >= 0)
        for (const Edge &e : m_edges.at(i))
            if (!out.contains(m_ids.at(e.to)))
                out.append(m_ids.at(e.to));
    return out;
}

QStringList CampaignGraph::neighbours(const QString &node, bool fleet) const
{
    QStringList out;
    const int i = index(node);
    if (i >= 0)
        for (const Edge &e : m_edges.at(i))
            if (e.army != fleet && !out.contains(m_ids.at(e.to)))
                out.append(m_ids.at(e.to));
    return out;
}

void CampaignGraph::search(int from, Side side, const QList<City> &cities, bool fleet, QVector<int> &dist,
                           QVector<int> &prev, QVector<int> &prevDays) const
{
    const int n = size();
    constexpr int inf = std::numeric_limits<int>::max();
    dist.fill(inf, n);
    prev.fill(-1, n);
    prevDays.fill(0, n);
    QVector<bool> done(n, false);
    const auto enemyCity = [&](int node) { return isCity(node) && cities.at(node).owner != side; };
    dist[from] = 0;
    for (;;) {
        int u = -1;
        for (int i = 0; i < n; ++i)
            if (!done[i] && dist[i] != inf && (u < 0 || dist[i] < dist[u]))
                u = i;
        if (u < 0)
            break;
        done[u] = true;
        // RULES "Campaign: movement": an army stops in an enemy city.
        if (u != from && enemyCity(u))
            continue;
        for (const Edge &e : m_edges.at(u)) {
            if (e.army == fleet)
                continue;
            if (fleet && enemyCity(e.to))
                continue;
            const int d = dist[u] + e.days;
            if (d < dist[e.to]) {
                dist[e.to] = d;
                prev[e.to] = u;
                prevDays[e.to] = e.days;
            }
        }
    }
    for (int &d : dist)
        if (d == inf)
            d = -1;
}

QVector<int> CampaignGraph::distances(const QString &from, Side side, const QList<City> &cities, bool fleet) const
{
    QVector<int> dist, prev, prevDays;
    const int f = index(from);
    if (f < 0)
        return QVector<int>(size(), -1);
    search(f, side, cities, fleet, dist, prev, prevDays);
    return dist;
}

Route CampaignGraph::route(const QString &from, const QString &to, Side side, const QList<City> &cities,
                           bool fleet) const
{
    Route r;
    const int f = index(from), t = index(to);
    if (f < 0 || t < 0 || f == t)
        return r;
    QVector<int> dist, prev, prevDays;
    search(f, side, cities, fleet, dist, prev, prevDays);
    if (dist[t] < 0)
        return r;
    for (int v = t; v != f; v = prev[v]) {
        r.nodes.prepend(m_ids.at(v));
        r.days.prepend(prevDays[v]);
    }
    r.total = dist[t];
    return r;
}

} // namespace hardtack
