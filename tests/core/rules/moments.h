#pragma once
// Moments of the shipped battles and the changes of a hidden enemy unit that
// a side must not notice (RULES §3, the side boundary): shared by the core
// test (tst_sideboundary) and the battle window's (tst_battleui).

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/rules/board.h"
#include "core/rules/game.h"
#include "core/rules/los.h"
#include "core/rules/player.h"
#include "core/rules/scriptedplayer.h"

#include <algorithm>

namespace hardtack::test {

// The enemy units on the map that `side` does not see, nearest first.
inline QVector<int> hiddenEnemies(const Battle &b, Side side)
{
    const Scenario &s = b.scenario;
    QVector<std::pair<int, int>> found; // distance, index
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &e = s.units.at(i);
        if (e.side == side || !e.onMap || b.knowledge[int(side)].sees(e.id))
            continue;
        int nearest = 1 << 20;
        for (const Unit &u : s.units)
            if (u.side == side && u.onMap)
                nearest = std::min(nearest, distance(u.hex, e.hex));
        found.append({nearest, i});
    }
    std::sort(found.begin(), found.end());
    QVector<int> out;
    for (const auto &f : std::as_const(found))
        out.append(f.second);
    return out;
}

// The side's units nearest to hex h (up to n), by id for ties.
inline QStringList nearestOwn(const Scenario &s, Side side, Hex h, int n)
{
    QVector<std::pair<int, QString>> all;
    for (const Unit &u : s.units)
        if (u.side == side && u.onMap)
            all.append({distance(u.hex, h), u.id});
    std::sort(all.begin(), all.end());
    QStringList out;
    for (int i = 0; i < all.size() && i < n; ++i)
        out << all.at(i).second;
    return out;
}

// Would `side` see unit u standing at h (sight from every unit of the side)?
inline bool wouldSee(const Battle &b, Side side, Unit u, Hex h)
{
    u.hex = h;
    return sideSees(b.scenario, b.turn, side, u);
}

struct Variant
{
    QString name;
    Battle battle;
};

// The changes of one hidden enemy unit that the side must not notice.
inline QVector<Variant> variantsOf(const Battle &b, Side side, int hidden)
{
    QVector<Variant> out;
    const Unit h = b.scenario.units.at(hidden);
    {
        Variant v{QStringLiteral("off the map"), b};
        v.battle.scenario.units[hidden].onMap = false;
        out.append(v);
    }
    {
        Variant v{QStringLiteral("halved"), b};
        Unit &u = v.battle.scenario.units[hidden];
        u.men = std::max(1, u.men / 2);
        u.guns /= 2;
        out.append(v);
    }
    for (Hex n : ring(h.hex, 1)) {
        if (!b.scenario.map.contains(n) || wouldSee(b, side, h, n))
            continue;
        Variant v{QStringLiteral("moved to ") + n.toString(), b};
        v.battle.scenario.units[hidden].hex = n;
        out.append(v);
        break;
    }
    // A copy of it next to the seen enemy unit nearest the side's troops,
    // where the side cannot see it (behind a target, in a retreat hex).
    const QStringList seen = b.knowledge[int(side)].seenIds();
    for (const QString &id : seen) {
        const Unit *target = b.scenario.unit(id);
        if (!target || !target->onMap)
            continue;
        bool added = false;
        for (Hex n : ring(target->hex, 1)) {
            if (!b.scenario.map.contains(n) || wouldSee(b, side, h, n))
                continue;
            Variant v{QStringLiteral("a copy beside ") + id, b};
            Unit copy = h;
            copy.id = h.id + QStringLiteral("-copy");
            copy.hex = n;
            v.battle.scenario.units.append(copy);
            v.battle.scenario.rebuildIndex();
            out.append(v);
            added = true;
            break;
        }
        if (added)
            break;
    }
    return out;
}

struct Moment
{
    QString where;
    Battle battle;
};

// Moments of a shipped battle: the start of each of its first `phases`
// phases, both sides played by the scripted player.
inline QVector<Moment> momentsOf(const QString &file, int phases, quint64 seed)
{
    LoadError le;
    const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/") + file, &le);
    if (!s)
        qFatal("%s", qPrintable(le.text()));
    Game g = Game::start(*s, seed);
    g.setUndoKept(false);
    ScriptedPlayer u, c;
    QVector<Moment> out;
    for (int n = 0; n < phases && !g.over(); ++n) {
        out.append(Moment{QStringLiteral("%1 seed %2, turn %3 %4 %5")
                              .arg(file)
                              .arg(seed)
                              .arg(g.turn())
                              .arg(sideName(g.phasingSide()), phaseName(g.phase())),
                          g.battle()});
        playPhase(g, g.actingSide() == Side::Union ? static_cast<TacticalPlayer &>(u) : c);
    }
    return out;
}

inline const QStringList &shippedBattles()
{
    static const QStringList files{
        QStringLiteral("01-mcphersons-ridge.json"),      QStringLiteral("02-buford-holds-the-ridge.json"),
        QStringLiteral("03-tutorial-matthews-hill.json"), QStringLiteral("04-henry-house-hill.json"),
        QStringLiteral("05-the-cornfield.json"),         QStringLiteral("06-east-woods-at-night.json"),
        QStringLiteral("07-bloody-lane.json"),           QStringLiteral("08-antietam.json")};
    return files;
}

} // namespace hardtack::test
