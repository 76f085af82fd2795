// bench_campaign [FILE] [--wars N]: plays N (default 100) seeded AI-vs-AI
// wars of the campaign (default scenarios/campaign/1861.json) and prints two
// JSON lines for scripts/bench: the slowest war's wall time (target < 60 s)
// and the smaller side's share of wins (target >= 20%), with every war ending
// with a winner and a reason and the scores in [0, 1000].

#include "campaign/campaignfile.h"
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
        else
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
    for (int seed = 1; seed <= wars; ++seed) {
        QElapsedTimer t;
        t.start();
        CampaignGame game(*war, quint64(seed));
        const int maxTurns = war->start.campaigns * war->start.turnsPerCampaign;
        while (!game.isOver() && game.turn() <= maxTurns) {
            for (int s = 0; s < 2; ++s)
                playStrategicTurn(game, Side(s), CampaignPlayer::Ai);
            game.resolveTurn();
        }
        const qint64 ms = t.elapsed();
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
                      {"target", ">= 20"}, {"ok", low >= 20 && undecided == 0 && outOfRange == 0},
                      {"details", QJsonObject{{"union", wins[0]}, {"confederate", wins[1]}, {"undecided", undecided},
                                              {"scoresOutOfRange", outOfRange}, {"reasons", reasonJson}}}});
    return 0;
}
