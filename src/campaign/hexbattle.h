#pragma once
// The hook that lets the window fight a campaign land battle on the hex map
// (docs/RULES.md "Campaign: land battles on the hex map"): a tactical
// Scenario generated from the two sides' brigades and leaders on a terrain
// template map, and the campaign result read back from the finished Battle.
//
// Each brigade becomes a brigade formation (its leader, or a D-rated
// commander) with regiments of about 600 men (infantry: rifled muskets;
// cavalry: carbines, mounted) and, for artillery, batteries of 6 guns; unit
// ids are "<brigade id>-r<n>" and "<brigade id>-b<n>", so losses map back to
// brigades. Each army is an army formation under its leader. The defender
// stands around the map's centre, the objective, facing south; the attacker
// enters along the southern edge facing north.

#include "campaigngame.h"
#include "landbattle.h"

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/scenario.h"

#include <optional>

namespace hardtack {

// The template map of a place's terrain, a path relative to the maps folder:
// open bull-run, rolling mcphersons-ridge, wooded antietam-field, town and
// river antietam [default].
QString hexBattleMapFile(CityTerrain terrain);

// The scenario of land battle `index` of the turn (after beginTurn()).
// mapsDir holds the template maps (the installed or source "maps" folder).
std::optional<Scenario> hexBattleScenario(const CampaignGame &game, int index, const QString &mapsDir,
                                          LoadError *error);
// The same from the battle and the armies themselves.
std::optional<Scenario> hexBattleScenario(const LandBattle &battle, const std::array<QList<Army>, 2> &forces,
                                          const QString &placeName, const QDate &date, const QString &mapsDir,
                                          LoadError *error);

// The campaign result of a finished battle (RULES §15 victory; casualties =
// men lost, killed, wounded, prisoners and stragglers, per side and brigade).
LandBattleResult landResultFromBattle(const Battle &finished, const LandBattle &battle);

} // namespace hardtack
