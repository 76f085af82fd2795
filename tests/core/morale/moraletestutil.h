#pragma once
// Tiny scenarios built in code for the morale tests: a clear map, a Union and
// a Confederate chain of formations (army > corps > division > brigade, plus
// a second Union brigade), and units placed where each test wants them.
// Every leader starts far away in the map's last column and row (a hex no
// test uses) unless a test moves him.

#include "core/morale/morale.h"
#include "core/scenario.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace hardtack::test {

inline Hex at(int col, int row) { return Hex::fromOffset(col, row); }

class ScenarioBuilder
{
public:
    explicit ScenarioBuilder(int width = 20, int height = 20)
    {
        m_s.title = QStringLiteral("morale test");
        m_s.map.name = QStringLiteral("test map");
        m_s.map.resize(width, height);
        m_s.map.legend = {{QStringLiteral("."), Terrain::Clear}};
        const Hex far = at(width - 1, height - 1);
        addFormation(QStringLiteral("u-army"), Side::Union, Level::Army, QString(), far);
        addFormation(QStringLiteral("u-corps"), Side::Union, Level::Corps, QStringLiteral("u-army"), far);
        addFormation(QStringLiteral("u-div"), Side::Union, Level::Division, QStringLiteral("u-corps"), far);
        addFormation(QStringLiteral("u-bde"), Side::Union, Level::Brigade, QStringLiteral("u-div"), far);
        addFormation(QStringLiteral("u-bde2"), Side::Union, Level::Brigade, QStringLiteral("u-div"), far);
        addFormation(QStringLiteral("c-army"), Side::Confederate, Level::Army, QString(), far);
        addFormation(QStringLiteral("c-bde"), Side::Confederate, Level::Brigade, QStringLiteral("c-army"), far);
    }

    // A unit of quality q (A=6 … F=1) at [col,row]; brigade u-bde (Union) or
    // c-bde (Confederate) unless given.
    Unit &unit(const QString &id, int col, int row, int quality = 4, Side side = Side::Union,
               const QString &brigade = QString())
    {
        Unit u;
        u.id = id;
        u.name = id;
        u.side = side;
        u.brigade = brigade.isEmpty() ? (side == Side::Union ? QStringLiteral("u-bde") : QStringLiteral("c-bde"))
                                      : brigade;
        u.type = UnitType::Infantry;
        u.weapon = Weapon::RifledMusket;
        u.formation = UnitFormation::Line;
        u.quality = quality;
        u.men = 500;
        u.hex = at(col, row);
        m_s.units.append(u);
        m_s.rebuildIndex();
        return m_s.units.last();
    }

    Leader &leader(const QString &formationId)
    {
        m_s.rebuildIndex();
        return m_s.formation(formationId)->leader;
    }

    Scenario build()
    {
        m_s.rebuildIndex();
        return m_s;
    }

private:
    void addFormation(const QString &id, Side side, Level level, const QString &parent, Hex leaderHex)
    {
        Formation f;
        f.id = id;
        f.side = side;
        f.level = level;
        f.name = id;
        f.parent = parent;
        f.leader.id = id + QStringLiteral("-l");
        f.leader.name = f.leader.id;
        f.leader.rating = 3;
        f.leader.hex = leaderHex;
        m_s.formations.append(f);
        m_s.rebuildIndex();
    }

    Scenario m_s;
};

// Morale values that make the dice irrelevant: final ≤ 0 always fails,
// final ≥ 6 never does.
inline void makeAlwaysFail(Unit &u)
{
    u.quality = 1;   // F
    u.fatigue = 600; // high: -2 → morale -1
}
inline void makeNeverFail(Unit &u) { u.quality = 6; } // A: morale 6

// True when `observed` successes in n trials lie within 4 standard errors of p.
inline bool withinFourSigma(qint64 observed, qint64 n, double p)
{
    // p may come from a sum of exact terms: clamp its rounding error.
    p = std::clamp(p, 0.0, 1.0);
    const double se = std::sqrt(p * (1 - p) / double(n));
    const double freq = double(observed) / double(n);
    return std::abs(freq - p) <= 4 * se + 1e-9;
}

// The ids of the units checked by a cascade, in the order rolled.
inline QStringList checkedIds(const Scenario &s, const CascadeTree &tree)
{
    QStringList ids;
    for (const MoraleCheck &c : tree.checks)
        ids << s.units.at(c.unit).id;
    return ids;
}

inline const MoraleCheck *checkOf(const Scenario &s, const CascadeTree &tree, const QString &id)
{
    for (const MoraleCheck &c : tree.checks)
        if (s.units.at(c.unit).id == id)
            return &c;
    return nullptr;
}

// Runs the cascade of `triggers` (set routed first) on s with Rng(seed).
inline CascadeTree cascadeOf(Scenario &s, const QStringList &triggers, const MoraleSituation &sit = {},
                             quint64 seed = 1)
{
    QVector<int> idx;
    for (const QString &t : triggers) {
        s.unit(t)->status = Status::Routed;
        idx << s.unitIndex(t);
    }
    Rng rng(seed);
    const CascadeIndex index(s);
    return runCascade(s, index, rng, sit, idx, true);
}

inline QStringList modifierStrings(const QVector<MoraleModifier> &mods)
{
    QStringList out;
    for (const MoraleModifier &m : mods)
        out << QStringLiteral("%1:%2").arg(m.name).arg(m.amount);
    return out;
}

} // namespace hardtack::test
