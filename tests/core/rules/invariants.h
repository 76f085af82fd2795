#pragma once
// The invariants of a battle in progress, checked after every phase by the
// played-games tests and the soak (RULES §4, §11):
//   men + casualties + stragglers + prisoners = the men a unit started with;
//   guns + gunsLost = its guns at the start; fatigue within 0..900;
//   units on the map are on a hex of the map, with men; no unit both gone
//   and on the map; no hex holds both sides; stacking holds in every hex.

#include "core/rules/board.h"
#include "core/rules/terrain.h"
#include "core/scenario.h"

#include <QHash>

namespace hardtack::test {

inline QString checkInvariants(const Scenario &initial, const Scenario &s)
{
    QHash<Hex, QVector<int>> byHex;
    for (int i = 0; i < s.units.size(); ++i) {
        const Unit &u = s.units.at(i);
        const Unit &u0 = *initial.unit(u.id);
        if (u.men + u.casualties + u.stragglers + u.prisoners != u0.men)
            return QStringLiteral("%1: %2 men + %3 casualties + %4 stragglers + %5 prisoners != %6")
                .arg(u.id).arg(u.men).arg(u.casualties).arg(u.stragglers).arg(u.prisoners).arg(u0.men);
        if (u.guns + u.gunsLost != u0.guns)
            return QStringLiteral("%1: guns not conserved").arg(u.id);
        if (u.men < 0 || u.fatigue < 0 || u.fatigue > kMaxFatigue)
            return QStringLiteral("%1: men or fatigue out of range").arg(u.id);
        if (isOnBoard(u)) {
            if (!s.map.contains(u.hex))
                return QStringLiteral("%1 is off the map").arg(u.id);
            if (u.men <= 0)
                return QStringLiteral("%1 is on the map with no men").arg(u.id);
            byHex[u.hex].append(i);
        } else if (u.gone && u.onMap) {
            return QStringLiteral("%1 is gone but on the map").arg(u.id);
        }
    }
    for (auto it = byHex.cbegin(); it != byHex.cend(); ++it) {
        const QVector<int> &here = it.value();
        int points = 0;
        bool sides[2] = {false, false};
        for (int i : here) {
            points += stackingPoints(s.units.at(i));
            sides[int(s.units.at(i).side)] = true;
        }
        if (sides[0] && sides[1])
            return QStringLiteral("both sides in %1").arg(it.key().toString());
        if (here.size() > 1 && (here.size() > kStackUnits || points > kStackMen))
            return QStringLiteral("stacking broken in %1: %2 units, %3 points").arg(it.key().toString()).arg(here.size()).arg(points);
    }
    return {};
}

} // namespace hardtack::test
