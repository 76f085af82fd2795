#include "landbattle.h"

#include "campaignrules.h"

#include "core/rules/terrain.h"

#include <algorithm>
#include <cmath>

namespace hardtack {

using namespace campaignrules;

double LandBattleResult::laurels() const
{
    if (!winner)
        return 0;
    return laurelsForCasualties(casualties[0] + casualties[1]);
}

static double brigadeStrength(const Brigade &b)
{
    double s = (b.men + menPerGun * b.guns) * qualityFactor(b.quality); // RULES §7, the tactical table
    s *= 1 + experiencePerLevel * b.experience;
    if (b.leader)
        s *= 1 + brigadeLeaderPerRating * (b.leader->rating - 3);
    return s;
}

double defenceFactor(CityTerrain terrain, CityKind kind)
{
    const bool capital = kind == CityKind::Richmond || kind == CityKind::Washington;
    return terrainDefence[size_t(terrain)] * (capital ? capitalFortification : 1.0);
}

static double armiesStrength(const QList<Army> &armies)
{
    double sum = 0;
    int bestLeader = 0;
    for (const Army &a : armies) {
        for (const Brigade &b : a.brigades)
            sum += brigadeStrength(b);
        bestLeader = std::max(bestLeader, a.leader.rating);
    }
    if (bestLeader > 0)
        sum *= 1 + armyLeaderPerRating * (bestLeader - 3);
    return sum;
}

double landStrength(const QList<Army> &armies, CityTerrain terrain, bool defending)
{
    return armiesStrength(armies) * (defending ? terrainDefence[size_t(terrain)] : 1.0);
}

static int menOf(const QList<Army> &armies)
{
    int n = 0;
    for (const Army &a : armies)
        n += a.men();
    return n;
}

static int gunsOf(const QList<Army> &armies)
{
    int n = 0;
    for (const Army &a : armies)
        n += a.guns();
    return n;
}

LandBattleResult autoResolveLandBattle(const LandBattle &battle, const std::array<QList<Army>, 2> &forces, Rng &rng)
{
    const Side defender = battle.defender;
    LandBattleResult r;
    std::array<double, 2> day{};
    for (int s = 0; s < 2; ++s) {
        r.strength[size_t(s)] = armiesStrength(forces[size_t(s)])
                                * (Side(s) == defender ? defenceFactor(battle.terrain, battle.kind) : 1.0);
        day[size_t(s)] = r.strength[size_t(s)] * rng.uniform(fortuneLow, fortuneHigh);
    }
    // The better day wins; an exact tie (or two empty sides) is a draw.
    if (day[0] != day[1])
        r.winner = day[0] > day[1] ? Side::Union : Side::Confederate;
    for (int s = 0; s < 2; ++s) {
        const double own = std::max(1.0, r.strength[size_t(s)]);
        const double enemy = r.strength[size_t(1 - s)];
        const double ratio = std::min(lossRatioCap, std::pow(enemy / own, lossRatioExponent));
        double share = lossBase * rng.uniform(lossLow, lossHigh) * ratio;
        if (r.winner)
            share *= *r.winner == Side(s) ? winnerLossFactor : loserLossFactor;
        share = std::min(share, maxLossShare);
        const int men = menOf(forces[size_t(s)]);
        r.casualties[size_t(s)] = std::min(men, rng.roundWithProbability(men * share));
        const bool lost = r.winner && *r.winner != Side(s);
        r.gunsLost[size_t(s)] = lost ? rng.roundWithProbability(gunsOf(forces[size_t(s)]) * share * gunsLostShare) : 0;
    }
    return r;
}

} // namespace hardtack
