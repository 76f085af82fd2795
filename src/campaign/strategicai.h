#pragma once
// The strategic computer player (docs/AI.md "Strategic computer player"):
// gives one side's orders for a turn from that side's view only
// (CampaignView). It rolls no dice: the same view gives the same orders.
//
// The Union drives on Richmond and the Confederate cities, retakes its own,
// blockades the Confederate ports and carries armies by sea to coastal
// cities whose waters are free of enemy forts and fleets (Hatteras, Port
// Royal, New Bern as templates); the Confederacy defends its cities,
// counterattacks weak Union armies and raids undefended Union cities. Both
// manage their treasury: rates, greenbacks, the draft, recruits and ships.

#include "campaigngraph.h"
#include "campaignmodel.h"
#include "campaignorders.h"

#include <QList>

namespace hardtack {

class CampaignGame;
struct CampaignView;

enum class CampaignPlayer { Passive, Ai };
const QStringList &campaignPlayerNames(); // passive ai

namespace strategicai {
constexpr double attackRatio[2] = {1.25, 1.0}; // by Side: attack a force when own strength ≥ this × its own
constexpr double holdRatio = 0.6;              // below this against an adjacent enemy, fall back
constexpr int horizonTurns = 2;                // destinations within this many turns are weighed
constexpr double daysCost = 0.08;              // value lost per travel day
constexpr double reserveTurns = 2;             // keep this many turns of upkeep in the treasury
constexpr int maxRecruitsPerTurn = 3;
// RULES §17: the opinion a Confederate capture moves (+20 a level, more for
// capitals, once held three turns), as each side weighs it {Union judging,
// Confederacy judging}: the Confederacy counts it as it counts its morale
// (opinion is its road to victory); the Union a little less, as a retake
// within the three turns cancels it. Measured: docs/AI.md "Balance".
constexpr double opinionWeight[2] = {0.9, 1.0};
// The capital is never left with less than this share of the side's land
// strength, threat seen or not: Lincoln's President's General War Order No. 3
// (8 March 1862) required Washington be left "entirely secure" (Official
// Records, ser. I, vol. 5, p. 50); Richmond was likewise never stripped.
constexpr double capitalShare[2] = {0.3, 0.25};
// An army goes by sea (embark, sail, land) only when that is worth this much
// more than its best march: the voyage risks the men aboard.
constexpr double seaMargin = 1.0;
// An enemy port taken from the sea is a base for the blockade and a port shut
// to the blockade runners (the aim of Hatteras, Port Royal and New Bern):
// this much a level on top of its capture value.
constexpr double portBaseValue = 2.0;
// A fleet sails into waters held by the enemy's fleets and active forts only
// with at least this many times their strength.
constexpr double fleetOdds = 1.3;
} // namespace strategicai

// The orders of `view.side` for this turn. `map` and `graph` are the static
// theater map (what every player knows); the game is not consulted.
QList<CampaignOrder> strategicOrders(const CampaignView &view, const CampaignScenario &map,
                                     const CampaignGraph &graph);

// Gives the orders of a player kind to the game (passive: none). Returns the
// number of orders the game accepted.
int playStrategicTurn(CampaignGame &game, Side side, CampaignPlayer player);

} // namespace hardtack
