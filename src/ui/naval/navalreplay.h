#pragma once
// The naval battle as it stands after the first N events of its log: what
// the diagram of the naval battle page draws at each step. Built only from the
// battle, its situation and the typed events (no rule is re-run here).

#include "naval/navalengine.h"

#include <QString>
#include <QVector>

namespace hardtack::ui {

struct NavalUnitState
{
    bool battery = false;
    int index = 0;             // in NavalBattle::ships or ::batteries
    Side side = Side::Union;
    int hull = 0, propulsion = 0;
    double crew = 100;         // percent
    int batteries = 0, men = 0; // batteries only
    bool fights = true;        // not (yet) known to have evaded
    bool evaded = false, sheltered = false;
    bool close = false;
    bool brokeOff = false;
    ShipFate fate = ShipFate::Afloat;
    bool destroyed = false;
};

struct NavalReplayState
{
    int step = 0;                  // events applied
    bool battle = false;           // battle joined (known)
    bool positioned = false;       // range and windward settled
    std::optional<Side> windward;
    std::array<BreakLineResult, 2> breakLine{BreakLineResult::None, BreakLineResult::None};
    int round = 0;
    std::optional<Side> winner;
    bool finished = false;
    QVector<NavalUnitState> units; // ships first, then batteries
    // The current event's shot, for the diagram: unit indices in `units`.
    int firer = -1, target = -1;
    bool landed = false;

    int unitOf(const NavalBattle &battle, const QString &id) const;
};

// The state after `steps` events (0: before the battle; all: the end).
NavalReplayState replayNaval(const NavalBattle &battle, const NavalResolution &r, int steps);
// The state before resolving: everyone at the start, nothing decided.
NavalReplayState initialNavalState(const NavalBattle &battle);

} // namespace hardtack::ui
