#include "visibility.h"

#include "board.h"
#include "los.h"

#include <algorithm>

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
        const QStringList now = visibleEnemies(b.scenario, b.turn, side);
        for (const QString &id : b.knowledge[int(side)].seenIds())
            if (!now.contains(id))
                lose(b, side, id);
        for (const QString &id : now)
            see(b, side, *b.scenario.unit(id));
    }
}

QStringList knowledgeAfterMove(Battle &b, Side side, const QVector<Hex> &path, int mover)
{
    const Scenario &s = b.scenario;
    QStringList newly;
    const bool fog = s.rules.fogOfWar;
    for (int i : activeUnitIndexes(s)) {
        const Unit &e = s.units.at(i);
        if (e.side == side || b.knowledge[int(side)].sees(e.id))
            continue;
        bool seen = !fog;
        for (int k = 0; !seen && k < path.size(); ++k)
            seen = canSeeHex(s, b.turn, path.at(k), e.hex);
        if (seen) {
            newly.append(e.id);
            see(b, side, e);
        }
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
    return newly;
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
