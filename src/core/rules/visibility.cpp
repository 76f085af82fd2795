#include "visibility.h"

#include "board.h"
#include "los.h"

#include <algorithm>
#include <vector>

namespace hardtack {

namespace {
bool byId(const Ghost &a, const Ghost &b)
{
    return QString::compare(a.unit, b.unit) < 0;
}

void eraseUnit(QVector<Ghost> &list, const QString &id)
{
    list.erase(std::remove_if(list.begin(), list.end(), [&](const Ghost &g) { return g.unit == id; }), list.end());
}

const Ghost *find(const QVector<Ghost> &list, const QString &id)
{
    for (const Ghost &g : list)
        if (g.unit == id)
            return &g;
    return nullptr;
}

// `side` now sees unit u, where it stands.
void see(Battle &b, Side side, const Unit &u)
{
    SideKnowledge &k = b.knowledge[int(side)];
    eraseUnit(k.seen, u.id);
    eraseUnit(k.ghosts, u.id);
    k.seen.insert(std::lower_bound(k.seen.begin(), k.seen.end(), Ghost{u.id, {}, 0}, byId), Ghost{u.id, u.hex, b.turn});
}

// `side` loses sight of unit `id`: a ghost stays where it was last seen.
void lose(Battle &b, Side side, const QString &id)
{
    SideKnowledge &k = b.knowledge[int(side)];
    const Ghost *g = find(k.seen, id);
    if (!g)
        return;
    const Ghost ghost = *g;
    eraseUnit(k.seen, id);
    eraseUnit(k.ghosts, id);
    k.ghosts.insert(std::lower_bound(k.ghosts.begin(), k.ghosts.end(), ghost, byId), ghost);
}
} // namespace

void refreshKnowledge(Battle &b)
{
    pruneKnowledge(b);
    for (Side side : {Side::Union, Side::Confederate}) {
        // The same lists as losing every unit no longer seen (its last sight
        // becomes its ghost) and then seeing every unit seen now (where it
        // stands, this turn), built in one pass: both stay in id order.
        SideKnowledge &k = b.knowledge[int(side)];
        const QStringList now = visibleEnemies(b.scenario, b.turn, side);
        const QSet<QString> nowSet(now.cbegin(), now.cend());
        QSet<QString> lostIds;
        QVector<Ghost> ghosts;
        for (const Ghost &g : std::as_const(k.seen))
            if (!nowSet.contains(g.unit)) {
                ghosts.append(g);
                lostIds.insert(g.unit);
            }
        for (const Ghost &g : std::as_const(k.ghosts))
            if (!nowSet.contains(g.unit) && !lostIds.contains(g.unit))
                ghosts.append(g);
        std::stable_sort(ghosts.begin(), ghosts.end(), byId);
        QVector<Ghost> seen;
        seen.reserve(now.size());
        for (const QString &id : now)
            seen.append(Ghost{id, b.scenario.unit(id)->hex, b.turn});
        k.seen = seen;
        k.ghosts = ghosts;
    }
}

QStringList knowledgeAfterMove(Battle &b, Side side, const QVector<Hex> &path, int mover)
{
    const Scenario &s = b.scenario;
    const bool fog = s.rules.fogOfWar;
    const int vis = visibilityRange(s, b.turn);
    const SightLines los(s.map);
    // Enemy units the side already sees (by unit index), and each hex of the
    // path once.
    std::vector<char> known(size_t(s.units.size()), 0);
    for (const Ghost &g : std::as_const(b.knowledge[int(side)].seen))
        if (const int i = s.unitIndex(g.unit); i >= 0)
            known[size_t(i)] = 1;
    QVector<Hex> eyes;
    for (const Hex &h : path)
        if (!eyes.contains(h))
            eyes.append(h);
    QVector<int> newly; // in unit id order
    for (int i : s.unitOrderById()) {
        const Unit &e = s.units.at(i);
        if (e.side == side || known[size_t(i)] || !isOnBoard(e))
            continue;
        bool seen = !fog;
        for (int k = 0; !seen && k < eyes.size(); ++k)
            seen = (vis == 0 || distance(eyes.at(k), e.hex) <= vis) && los(eyes.at(k), e.hex);
        if (seen)
            newly.append(i);
    }
    QStringList out;
    for (int i : std::as_const(newly)) {
        out.append(s.units.at(i).id);
        see(b, side, s.units.at(i));
    }
    // The enemy looks at the mover where it now stands.
    if (mover >= 0) {
        const Unit &m = s.units.at(mover);
        const Side enemy = otherSide(side);
        if (isOnBoard(m) && sideSees(s, b.turn, enemy, m))
            see(b, enemy, m);
        else
            lose(b, enemy, m.id);
    }
    return out;
}

void pruneKnowledge(Battle &b)
{
    const auto gone = [&](const Ghost &g) {
        const Unit *u = b.scenario.unit(g.unit);
        return !u || !isOnBoard(*u);
    };
    for (SideKnowledge &k : b.knowledge) {
        k.seen.erase(std::remove_if(k.seen.begin(), k.seen.end(), gone), k.seen.end());
        k.ghosts.erase(std::remove_if(k.ghosts.begin(), k.ghosts.end(), gone), k.ghosts.end());
    }
}

bool knows(const Battle &b, Side side, const Unit &u)
{
    if (u.side == side)
        return true;
    if (!isOnBoard(u))
        return false;
    return b.knowledge[int(side)].sees(u.id);
}

} // namespace hardtack
