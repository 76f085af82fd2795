// Posture (attack, or hold what is won) from the objectives, the victory
// thresholds and the clock, as the side knows them.

#include "aiplan.h"

#include "core/rules/victory.h"

namespace hardtack::ai {

Game thinkingGame(const SideView &view)
{
    SideView v = view;
    v.scenario.rules.fogOfWar = false;
    Game think = Game::fromView(v);
    think.setUndoKept(false); // it plays forward only
    return think;
}

Posture readPosture(const SideView &view)
{
    Posture p;
    const Scenario &s = view.scenario;
    const Side me = view.side;
    const Side them = otherSide(me);
    p.turnsLeft = std::max(1, s.turns - view.turn + 1);
    // RULES §15: objectives held count for their holder; losses are known for
    // this side and for the enemy units it sees (hidden losses are not its to know).
    double lead = 0;
    for (const Objective &o : s.objectives) {
        if (o.holder == me)
            lead += o.points[int(me)];
        else if (o.holder == them)
            lead -= o.points[int(them)];
    }
    lead += lossesOf(s, them).men() - lossesOf(s, me).men();
    p.vpLead = lead;
    bool allHeld = true;
    for (const Objective &o : s.objectives)
        if (o.holder != me && (o.points[int(me)] > 0 || o.points[int(them)] > 0))
            allHeld = false;
    // Hold when the objectives are ours, or when the lead is a victory and
    // too little time is left for the enemy to turn it round.
    const double margin = std::max(1, s.victoryMinor);
    p.attack = !(allHeld && !s.objectives.isEmpty()) && !(lead >= margin && p.turnsLeft <= 3);
    return p;
}

} // namespace hardtack::ai
