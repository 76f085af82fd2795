// bench_campaign [FILE] [--wars N] [--verbose]: plays N (default 100) seeded AI-vs-AI
// wars of the campaign (default scenarios/campaign/1861.json) and prints three
// JSON lines for scripts/bench: the slowest war's wall time (target < 60 s)
// and the smaller side's share of wins (target >= 25%, issue 25), with every war ending
// with a winner and a reason and the scores in [0, 1000]; and what the sea
// brings a war (campaign-sea): naval battles joined, coastal ones (onshore),
// fort fights, forts silenced, embarkations, landings (opposed: a land battle
// in the city that turn), transports lost and the men lost with them.

#include "campaign/campaignfile.h"
#include "ai/naval/navalai.h"
#include "campaign/campaigngame.h"
#include "campaign/strategicai.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace hardtack;

static void print(const QJsonObject &o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QString file = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/campaign/1861.json");
    int wars = 100;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--wars") && i + 1 < args.size())
            wars = args.at(++i).toInt();
        else if (args.at(i) != QLatin1String("--verbose"))
            file = args.at(i);
    }
    LoadError error;
    const auto war = loadCampaign(file, &error);
    if (!war) {
        std::fprintf(stderr, "%s\n", qPrintable(error.text()));
        return 1;
    }
    std::array<int, 2> wins{0, 0};
    int undecided = 0, outOfRange = 0;
    QHash<QString, int> reasons;
    qint64 slowest = 0, total = 0;
    // What the sea brings (issue 25): per war, summed over the wars.
    struct Sea
    {
        int naval = 0, coastal = 0, onshore = 0, fortFights = 0, fortsSilenced = 0, embarked = 0, landings = 0,
            opposedLandings = 0, transportsLost = 0, menLostAboard = 0;
    } sea;
    const bool verbose = args.contains(QStringLiteral("--verbose"));
    for (int seed = 1; seed <= wars; ++seed) {
        QElapsedTimer t;
        t.start();
        CampaignGame game(*war, quint64(seed));
        game.setNavalPlayers(navalOrders);
        const int maxTurns = war->start.campaigns * war->start.turnsPerCampaign;
        while (!game.isOver() && game.turn() <= maxTurns) {
            for (int s = 0; s < 2; ++s)
                playStrategicTurn(game, Side(s), CampaignPlayer::Ai);
            game.resolveTurn();
        }
        const qint64 ms = t.elapsed();
        for (const TurnReport &r : game.reports()) {
            sea.embarked += r.embarked.size();
            sea.landings += r.landed.size();
            QStringList opposed;
            for (const BattleReport &b : r.battles)
                if (!b.naval)
                    opposed.append(b.node);
            for (const auto &[army, city] : r.landed)
                sea.opposedLandings += opposed.contains(city);
            for (const BattleReport &b : r.battles) {
                if (!b.naval || !b.joined)
                    continue;
                ++sea.naval;
                sea.coastal += b.navalBattle.location == NavalLocation::Coastal;
                sea.onshore += b.navalBattle.coastalOnshore();
                sea.fortFights += !b.forts.isEmpty();
                for (const BatteryOutcome &o : b.navalOutcome.batteries)
                    sea.fortsSilenced += o.batteries == 0;
                for (int i = 0; i < b.navalBattle.ships.size() && i < b.navalOutcome.ships.size(); ++i)
                    sea.transportsLost += b.navalBattle.ships.at(i).isTransport()
                                          && (b.navalOutcome.ships.at(i).fate == ShipFate::Sunk || b.navalOutcome.ships.at(i).fate == ShipFate::Captured);
                sea.menLostAboard += b.lostAboard[0] + b.lostAboard[1];
                if (verbose)
                    std::fprintf(stderr, "war %d turn %d: %s %s ships %lld forts %lld winner %s\n", seed, r.turn,
                                 qPrintable(b.node), qPrintable(navalLocationNames().at(int(b.navalBattle.location))),
                                 qlonglong(b.navalBattle.ships.size()), qlonglong(b.forts.size()),
                                 b.winner ? qPrintable(sideName(*b.winner)) : "none");
            }
        }
        slowest = std::max(slowest, ms);
        total += ms;
        if (game.winner() && game.reason() != VictoryReason::None) {
            ++wins[size_t(*game.winner())];
            ++reasons[sideName(*game.winner()) + QLatin1Char('-') + victoryReasonNames().value(int(game.reason()))];
        } else {
            ++undecided;
        }
        for (const TurnScores &h : game.history())
            for (double v : {h.unionMorale, h.confederateMorale, h.opinion})
                outOfRange += v < 0 || v > 1000;
    }
    QJsonObject reasonJson;
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        reasonJson.insert(it.key(), it.value());
    print(QJsonObject{{"bench", "campaign-war"}, {"value", double(slowest) / 1000.0}, {"unit", "s"},
                      {"target", "< 60"}, {"ok", slowest < 60000},
                      {"details", QStringLiteral("slowest of %1 wars; mean %2 s").arg(wars).arg(double(total) / wars / 1000.0, 0, 'f', 2)}});
    const double low = 100.0 * std::min(wins[0], wins[1]) / std::max(1, wars);
    print(QJsonObject{{"bench", "campaign-split"}, {"value", low}, {"unit", "% wins of the weaker side"},
                      {"target", ">= 25"}, {"ok", low >= 25 && undecided == 0 && outOfRange == 0},
                      {"details", QJsonObject{{"union", wins[0]}, {"confederate", wins[1]}, {"undecided", undecided},
                                              {"scoresOutOfRange", outOfRange}, {"reasons", reasonJson}}}});
    const auto per = [&](int n) { return double(n) / std::max(1, wars); };
    print(QJsonObject{{"bench", "campaign-sea"}, {"value", per(sea.landings)}, {"unit", "landings a war"},
                      {"target", "> 0"}, {"ok", sea.landings > 0 && sea.fortFights > 0},
                      {"details", QJsonObject{{"navalBattles", per(sea.naval)}, {"coastal", per(sea.coastal)},
                                              {"coastalOnshore", per(sea.onshore)}, {"fortFights", per(sea.fortFights)},
                                              {"fortsSilenced", per(sea.fortsSilenced)}, {"embarked", per(sea.embarked)},
                                              {"landings", per(sea.landings)}, {"opposedLandings", per(sea.opposedLandings)},
                                              {"transportsLost", per(sea.transportsLost)},
                                              {"menLostAboard", per(sea.menLostAboard)}}}});
    return 0;
}
