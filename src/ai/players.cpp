#include "players.h"

#include "aiplayer.h"
#include "greedyplayer.h"
#include "hardplayer.h"

#include "core/rules/scriptedplayer.h"

namespace hardtack {

const QStringList &tacticalPlayerNames()
{
    static const QStringList names{QStringLiteral("ai"), QStringLiteral("hard"), QStringLiteral("greedy"), QStringLiteral("scripted"),
                                   QStringLiteral("passive")};
    return names;
}

std::unique_ptr<TacticalPlayer> makeTacticalPlayer(const QString &name, quint64 seed)
{
    if (name == QLatin1String("ai"))
        return std::make_unique<AiPlayer>(seed);
    if (name == QLatin1String("hard"))
        return std::make_unique<HardPlayer>(seed);
    if (name == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>();
    if (name == QLatin1String("scripted"))
        return std::make_unique<ScriptedPlayer>();
    if (name == QLatin1String("passive"))
        return std::make_unique<PassivePlayer>();
    return nullptr;
}

int roundsPerPhase(const QString &name)
{
    if (name == QLatin1String("hard"))
        return HardPlayer::kRoundsPerPhase;
    return name == QLatin1String("ai") ? AiPlayer::kRoundsPerPhase : 16;
}

} // namespace hardtack
