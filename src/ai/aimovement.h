#pragma once
// The Movement phase planner's parts (internal to hardtack_ai), shared by
// aimovement.cpp (goals, planMovement), unitplanner.cpp (each unit's move)
// and aileaders.cpp (where the leaders ride).

#include "aiplan.h"
#include "fastrange.h"

#include <QHash>

namespace hardtack::ai {

// RULES §7: casualties are value / 1000 × a roll in [5, 25]: 15 on average.
constexpr double kMeanLoss = 15.0 / 1000.0;

// The hexes within `radius` of (0, 0), computed once per radius.
const QVector<Hex> &disk(int radius);

struct Brigade
{
    QString id;
    QStringList units;   // combat units on the map, not routed
    Hex centroid;
    Hex goal;
    Hex anchor;
};

struct Context
{
    const SideView *view = nullptr;
    Side me = Side::Union;
    Posture posture;
    Tuning tuning;
    const InfluenceMap *im = nullptr;
    Occupancy *occ = nullptr;
    QVector<Brigade> brigades;
    QHash<QString, int> brigadeIndex;
    QVector<Hex> wagons;
    Hex wagonPark;
};

// Fraction of fire from `from` that hex h's terrain, hexside and height stop (RULES §7).
double coverFrom(const Map &map, Hex h, Hex from);
bool columnLike(UnitFormation f);
bool canStartMelee(const Unit &u);

// Each unit's move: the reachable hex and facing with the best score, then
// the orders that take it there (applied to `think` as they are given).
class UnitPlanner
{
public:
    UnitPlanner(Game &think, Context &c) : m_think(think), m_c(c) {}
    void plan(const QString &id, PlannedStep &step);

private:
    bool give(const Order &o, PlannedStep &step);
    double score(const Unit &u, Hex h, HexSide f, bool moved, UnitFormation formation, Hex goal, Hex anchor) const;
    double artilleryScore(const Unit &u, Hex h, HexSide f, Hex anchor) const;
    double fireChance(const Unit &u, Hex h, HexSide f, bool moved, int range) const;
    HexSide faceFrom(Hex h, Hex goal) const;

    Game &m_think;
    Context &m_c;
};

// Leaders after the units: to a routed unit to rally, else to steady the
// middle of their command (appends their steps to `out`).
void planLeaders(Game &think, Context &c, const QSet<QString> &skip, QVector<PlannedStep> &out);

} // namespace hardtack::ai
