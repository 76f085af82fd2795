#pragma once
// The strategic computer player (docs/AI.md "Strategic computer player"):
// gives one side's orders for a turn from that side's view only
// (CampaignView). It rolls no dice: the same view gives the same orders.
//
// The Union drives on Richmond and the Confederate cities, retakes its own,
// and blockades the Confederate ports; the Confederacy defends its cities,
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
} // namespace strategicai

// The orders of `view.side` for this turn. `map` and `graph` are the static
// theater map (what every player knows); the game is not consulted.
QList<CampaignOrder> strategicOrders(const CampaignView &view, const CampaignScenario &map,
                                     const CampaignGraph &graph);

// Gives the orders of a player kind to the game (passive: none). Returns the
// number of orders the game accepted.
int playStrategicTurn(CampaignGame &game, Side side, CampaignPlayer player);

} // namespace hardtack
