#pragma once
// The theater map as a graph: cities and zones are nodes, connections are
// undirected edges with travel days. Armies use rail and road, fleets river
// and sea (docs/RULES.md "Campaign: movement"). Routes are shortest in days;
// ties go to the connection listed first in the file, so routes are the same
// on every machine.

#include "campaignmodel.h"

#include <QHash>
#include <QList>
#include <QStringList>
#include <QVector>

namespace hardtack {

struct Route
{
    QStringList nodes; // the nodes entered, in order (the start excluded)
    QList<int> days;   // days of each step
    int total = 0;

    bool isEmpty() const { return nodes.isEmpty(); }
};

class CampaignGraph
{
public:
    CampaignGraph() = default;
    explicit CampaignGraph(const CampaignScenario &map);

    int size() const { return m_ids.size(); }
    int index(const QString &id) const { return m_index.value(id, -1); }
    const QString &id(int node) const { return m_ids.at(node); }
    bool isCity(int node) const { return node < m_cities; }

    struct Edge
    {
        int to;
        int days;
        bool army; // rail or road; else river or sea
    };
    const QList<Edge> &edges(int node) const { return m_edges.at(node); }
    // Neighbours over any connection, or only the army (fleet) ones.
    QStringList neighbours(const QString &node) const;
    QStringList neighbours(const QString &node, bool fleet) const;
    // Whether node is the city or joined to it by a river or sea connection:
    // the waters a fleet lies in to embark an army there or land one
    // (docs/RULES.md "Campaign: armies at sea").
    bool besideShore(const QString &node, const QString &city) const
    {
        return !node.isEmpty() && (node == city || neighbours(city, true).contains(node));
    }

    // Shortest days from `from` to every node for a force of `side`
    // (-1: unreachable). An army may enter an enemy-owned city but not go on
    // through it in the same route; a fleet never enters one. `cities` gives
    // the current owners (index-aligned with the campaign file's cities).
    QVector<int> distances(const QString &from, Side side, const QList<City> &cities, bool fleet) const;
    Route route(const QString &from, const QString &to, Side side, const QList<City> &cities, bool fleet) const;

private:
    void search(int from, Side side, const QList<City> &cities, bool fleet, QVector<int> &dist,
                QVector<int> &prev, QVector<int> &prevDays) const;

    QStringList m_ids;
    QHash<QString, int> m_index;
    int m_cities = 0;
    QVector<QList<Edge>> m_edges;
};

} // namespace hardtack
