#include "threats.h"

#include "board.h"
#include "los.h"
#include "movement.h"
#include "terrain.h"

#include <QSet>

#include <algorithm>

namespace hardtack {

QHash<Hex, Threat> enemyThreats(const SideView &view)
{
    const Scenario &s = view.scenario;
    QHash<Hex, Threat> out;
    const BoardIndex board(s);
    const int sight = visibilityRange(s, view.turn);
    const SightLines los(s.map);
    for (const Unit &u : s.units) {
        if (u.side == view.side || !u.onMap || u.isRouted() || u.type == UnitType::Wagon)
            continue;
        const int weaponRange = weaponStats(u.weapon).range;
        if (u.weapon != Weapon::None && weaponRange > 0 && (u.type != UnitType::Artillery || u.guns > 0)) {
            const int reach = sight > 0 ? std::min(weaponRange, sight) : weaponRange;
            for (Hex h : range(u.hex, reach))
                if (h != u.hex && s.map.contains(h) && los(u.hex, h))
                    out[h].fire.append(u.id);
        }
        if (u.type == UnitType::Infantry || u.type == UnitType::Cavalry) {
            Unit fresh = u;
            fresh.mpSpent = 0;
            fresh.moved = false;
            fresh.moveEnded = false;
            QSet<Hex> near;
            const MoveRange moves(s, fresh, board);
            for (Hex at : moves.hexes())
                for (Hex n : ring(at, 1))
                    near.insert(n);
            for (Hex n : ring(u.hex, 1))
                near.insert(n);
            for (Hex n : std::as_const(near))
                if (s.map.contains(n) && n != u.hex)
                    out[n].charge.append(u.id);
        }
    }
    for (Threat &t : out) {
        std::sort(t.fire.begin(), t.fire.end());
        t.charge.removeDuplicates();
        std::sort(t.charge.begin(), t.charge.end());
    }
    return out;
}

} // namespace hardtack
