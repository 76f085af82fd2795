#include "navalreplay.h"
#include "core/overloaded.h"

namespace hardtack::ui {

int NavalReplayState::unitOf(const NavalBattle &battle, const QString &id) const
{
    for (int u = 0; u < units.size(); ++u) {
        const NavalUnitState &s = units.at(u);
        const QString &uid = s.battery ? battle.batteries.at(s.index).id : battle.ships.at(s.index).id;
        if (uid == id)
            return u;
    }
    return -1;
}

NavalReplayState initialNavalState(const NavalBattle &battle)
{
    NavalReplayState st;
    // Known before the battle: a pinned windward, or the arrival groups'.
    st.windward = battle.situation.windward ? battle.situation.windward : windwardFromGroups(battle);
    for (int i = 0; i < battle.ships.size(); ++i) {
        const Ship &s = battle.ships.at(i);
        NavalUnitState u;
        u.index = i;
        u.side = s.side;
        u.hull = s.hull;
        u.propulsion = s.propulsion;
        u.crew = s.crew;
        u.close = s.orders.distance == DistanceOrder::Close;
        st.units.append(u);
    }
    for (int b = 0; b < battle.batteries.size(); ++b) {
        const NavalBattery &nb = battle.batteries.at(b);
        NavalUnitState u;
        u.battery = true;
        u.index = b;
        u.side = nb.side;
        u.batteries = nb.batteries;
        u.men = nb.men;
        st.units.append(u);
    }
    return st;
}

NavalReplayState replayNaval(const NavalBattle &battle, const NavalResolution &r, int steps)
{
    NavalReplayState st = initialNavalState(battle);
    const QVector<NavalEvent> &events = r.log.events();
    steps = std::clamp(steps, 0, int(events.size()));
    const int shipCount = int(battle.ships.size());
    const auto place = [&] {
        if (st.positioned)
            return;
        st.positioned = true;
        for (int i = 0; i < shipCount; ++i)
            st.units[i].close = r.situation.ships.at(i).close;
        for (int b = 0; b < battle.batteries.size(); ++b)
            st.units[shipCount + b].close = r.situation.batteries.at(b).close;
    };
    const auto markEvaded = [&](const QStringList &ids, bool sheltered) {
        for (const QString &id : ids) {
            const int u = st.unitOf(battle, id);
            if (u < 0)
                continue;
            st.units[u].evaded = true;
            st.units[u].sheltered = sheltered;
            st.units[u].fights = false;
            if (!sheltered)
                st.units[u].fate = ShipFate::Evaded;
        }
    };
    for (int k = 0; k < steps; ++k) {
        st.firer = st.target = -1;
        std::visit(
            Overloaded{
                [&](const NavalJoinEvent &) { st.battle = true; },
                [&](const NavalNoBattleEvent &) { st.finished = true; },
                [&](const NavalWindwardEvent &e) { st.windward = e.side; },
                [&](const NavalShelterEvent &e) { markEvaded(e.ships, true); },
                [&](const NavalEvasionGroupEvent &e) {
                    if (e.roll.success)
                        markEvaded(e.ships, false);
                },
                [&](const NavalEvasionAutomaticEvent &e) { markEvaded(e.ships, false); },
                [&](const NavalEvasionEvent &e) {
                    if (e.roll.success)
                        markEvaded({e.ship}, false);
                },
                [&](const NavalRangeEvent &) { place(); },
                [&](const NavalClosingEvent &) { place(); },
                [&](const NavalBreakLineEvent &e) {
                    place();
                    if (e.reason == QLatin1String("pinned"))
                        st.breakLine = e.pinned;
                    else if (e.reason == QLatin1String("melee"))
                        st.breakLine = {BreakLineResult::Melee, BreakLineResult::Melee};
                    else if (e.reason == QLatin1String("roll"))
                        st.breakLine[int(e.side)] = e.result;
                },
                [&](const NavalStrengthEvent &) { place(); },
                [&](const NavalFireEvent &e) { st.round = e.round; },
                [&](const NavalHitEvent &e) {
                    st.firer = st.unitOf(battle, e.firer);
                    st.target = st.unitOf(battle, e.target);
                    st.landed = e.landed;
                    if (st.target < 0 || !e.landed)
                        return;
                    NavalUnitState &t = st.units[st.target];
                    if (e.battery) {
                        t.batteries = e.level;
                        t.men = std::max(0, t.men - e.menLost);
                        t.destroyed = e.destroyed;
                        return;
                    }
                    (e.part == QLatin1String("hull") ? t.hull : t.propulsion) = e.level;
                    const Ship &ship = battle.ships.at(t.index);
                    if (ship.complement > 0)
                        t.crew = std::max(0.0, t.crew - 100.0 * e.menLost / ship.complement);
                    if (e.sunk) {
                        t.hull = 5;
                        t.fate = ShipFate::Sunk;
                    }
                },
                [&](const NavalBreakOffEvent &e) {
                    const int u = st.unitOf(battle, e.ship);
                    if (u >= 0 && e.brokeOff)
                        st.units[u].brokeOff = true;
                },
                [&](const NavalWinnerEvent &e) { st.winner = e.winner; },
                [&](const NavalCaptureEvent &e) {
                    const int u = st.unitOf(battle, e.ship);
                    if (u >= 0 && e.roll.success) {
                        st.units[u].fate = ShipFate::Captured;
                        st.units[u].crew = 0;
                    }
                },
                [&](const NavalSinkEvent &e) {
                    const int u = st.unitOf(battle, e.ship);
                    if (u >= 0 && (!e.roll || e.roll->success)) {
                        st.units[u].fate = ShipFate::Sunk;
                        st.units[u].hull = 5;
                    }
                },
                [&](const NavalFleeEvent &e) {
                    const int u = st.unitOf(battle, e.ship);
                    if (u >= 0)
                        st.units[u].fate = ShipFate::Fled;
                },
                [&](const NavalLossesEvent &) { st.finished = true; },
                [&](const auto &) {},
            },
            events.at(k));
    }
    st.step = steps;
    if (steps == events.size()) {
        // The end: the outcome is the authority for every ship's state.
        st.finished = true;
        st.winner = r.outcome.winner;
        for (int i = 0; i < shipCount; ++i) {
            const ShipOutcome &o = r.outcome.ships.at(i);
            NavalUnitState &u = st.units[i];
            u.hull = o.hull;
            u.propulsion = o.propulsion;
            u.crew = o.crew;
            u.fate = o.fate;
        }
        for (int b = 0; b < battle.batteries.size(); ++b) {
            NavalUnitState &u = st.units[shipCount + b];
            u.batteries = r.outcome.batteries.at(b).batteries;
            u.men = r.outcome.batteries.at(b).men;
            u.destroyed = r.outcome.batteries.at(b).destroyed;
        }
    }
    return st;
}

} // namespace hardtack::ui
