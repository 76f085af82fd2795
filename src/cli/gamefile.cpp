#include "gamefile.h"

#include "core/battle.h"
#include "core/scenario.h"

namespace hardtack::cli {

std::optional<Game> loadGameFile(const QString &fileName, QString *error)
{
    LoadError le;
    const auto format = peekFormat(fileName, &le);
    if (!format) {
        *error = le.text();
        return std::nullopt;
    }
    if (*format == QLatin1String("hardtack-save")) {
        auto battle = loadBattle(fileName, &le);
        if (!battle) {
            *error = le.text();
            return std::nullopt;
        }
        return Game(std::move(*battle));
    }
    auto scenario = loadScenario(fileName, &le);
    if (!scenario) {
        *error = le.text();
        return std::nullopt;
    }
    return Game::start(*scenario, 0);
}

} // namespace hardtack::cli
