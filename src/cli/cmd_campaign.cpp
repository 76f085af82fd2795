// hardtack-cli campaign FILE --union ai|passive --confederate ai|passive
// --seed N [--turns N] [--save OUT] [--json]: plays a strategic war headless
// (a new one from a campaign file, or on from a campaign save), every battle
// auto-resolved (docs/CLI.md "campaign"), and prints the outcome, the scores
// after every turn and the number of battles; --save writes where it stopped.

#include "cliargs.h"
#include "ai/naval/navalai.h"
#include "commands.h"

#include "campaign/campaignfile.h"
#include "campaign/campaigngame.h"
#include "campaign/campaignsave.h"
#include "campaign/strategicai.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <limits>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString key(const char *s) { return QString::fromLatin1(s); }
} // namespace

int cmdCampaign(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(key("campaign"), rawArgs, {key("seed"), key("union"), key("confederate"), key("turns"), key("save")},
                                  {key("json"), key("events")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("campaign: give exactly one campaign file (usage: hardtack-cli campaign FILE "
                           "--union ai|passive --confederate ai|passive --seed N [--turns N] [--save OUT] [--json])"));
    const auto seed = args->seed(key("seed"), quint64(0), &error);
    if (!seed)
        return fail(error);
    std::array<CampaignPlayer, 2> players{CampaignPlayer::Passive, CampaignPlayer::Passive};
    for (int s = 0; s < 2; ++s) {
        const QString option = sideNames().at(s);
        const QString v = args->value(option, key("passive"));
        const int i = campaignPlayerNames().indexOf(v);
        if (i < 0)
            return fail(Tr::tr("campaign: --%1 takes \"ai\" or \"passive\", not \"%2\"").arg(option, v.left(40)));
        players[size_t(s)] = CampaignPlayer(i);
    }
    const auto turns = args->integer(key("turns"), std::numeric_limits<int>::max(), 0,
                                     std::numeric_limits<int>::max(), &error);
    if (!turns)
        return fail(error);
    // FILE: a campaign (a new war with --seed) or a campaign save (the war
    // goes on with its own seed and dice).
    const QString file = args->positional().constFirst();
    LoadError loadError;
    const auto format = peekFormat(file, &loadError);
    if (!format)
        return fail(loadError.text());
    std::unique_ptr<CampaignGame> loaded;
    if (*format == QLatin1String(kCampaignSaveFormat)) {
        if (args->has(key("seed")))
            return fail(Tr::tr("campaign: a save goes on with its own seed; --seed is for a campaign file"));
        loaded = loadCampaignSave(file, &loadError);
    } else if (const auto scenario = loadCampaign(file, &loadError)) {
        loaded = std::make_unique<CampaignGame>(*scenario, quint64(*seed));
    }
    if (!loaded)
        return fail(loadError.text());
    CampaignGame &game = *loaded;
    game.setNavalPlayers(navalOrders); // the naval computer player for both sides at sea
    const CampaignScenario *scenario = &game.scenario();

    // A war lasts at most six campaigns of turns; the bound guards the loop.
    const int maxTurns = scenario->start.campaigns * scenario->start.turnsPerCampaign;
    for (qint64 played = 0; !game.isOver() && game.turn() <= maxTurns && played < *turns; ++played) {
        if (game.turnBegun()) { // a save made between the turn's halves
            game.finishTurn();
            continue;
        }
        for (int s = 0; s < 2; ++s)
            playStrategicTurn(game, Side(s), players[size_t(s)]);
        game.resolveTurn();
    }
    if (args->has(key("save")) && !saveCampaignGame(game, args->value(key("save")), &error))
        return fail(error);

    const Scores &scores = game.scores();
    QJsonArray history;
    for (const TurnScores &t : game.history())
        history.append(QJsonObject{{key("turn"), t.turn}, {key("campaign"), t.campaign},
                                   {key("unionMorale"), t.unionMorale},
                                   {key("confederateMorale"), t.confederateMorale}, {key("opinion"), t.opinion}});
    const TurnScores last = game.history().isEmpty() ? TurnScores{} : game.history().constLast();
    const auto counts = game.battleCounts();
    const QString winner = game.winner() ? sideName(*game.winner()) : QString();
    const QString reason = victoryReasonNames().value(int(game.reason()));
    if (args->flag(key("json"))) {
        QJsonObject out{
            {key("winner"), game.winner() ? QJsonValue(winner) : QJsonValue()},
            {key("reason"), game.winner() ? QJsonValue(reason) : QJsonValue()},
            {key("turn"), last.turn},
            {key("campaign"), last.campaign},
            {key("scores"), QJsonObject{{key("unionMorale"), scores.unionMorale()},
                                        {key("confederateMorale"), scores.confederateMorale()},
                                        {key("opinion"), scores.opinion()}}},
            {key("history"), history},
            {key("battles"), QJsonObject{{key("land"), counts[0]}, {key("naval"), counts[1]}}}};
        if (args->flag(key("events"))) {
            QJsonArray events;
            for (const TurnReport &r : game.reports())
                for (const ScoreEvent &e : r.events) {
                    QJsonObject o = scoreEventToJson(e);
                    o.insert(key("turn"), r.turn);
                    events.append(o);
                }
            out.insert(key("events"), events);
        }
        printJson(out);
        return 0;
    }
    printLine(scenario->name);
    for (const TurnReport &r : game.reports()) {
        for (const BattleReport &b : r.battles)
            printLine(Tr::tr("Turn %1 (%2): %3 battle at %4: %5; casualties Union %6, Confederate %7.")
                          .arg(r.turn)
                          .arg(r.date.toString(Qt::ISODate),
                               b.naval ? Tr::tr("naval") : Tr::tr("land"), scenario->nodeName(b.node),
                               b.winner ? sideDisplayName(*b.winner) : Tr::tr("no winner"))
                          .arg(b.casualties[0])
                          .arg(b.casualties[1]));
        for (const auto &[cityId, side] : r.captures)
            printLine(Tr::tr("Turn %1 (%2): %3 takes %4.")
                          .arg(r.turn)
                          .arg(r.date.toString(Qt::ISODate), sideDisplayName(side), scenario->nodeName(cityId)));
    }
    printLine(game.winner() ? Tr::tr("%1 wins (%2) in turn %3 of campaign %4.")
                                  .arg(sideDisplayName(*game.winner()), reason)
                                  .arg(last.turn)
                                  .arg(last.campaign)
                            : Tr::tr("No winner."));
    printLine(Tr::tr("Union morale %1, Confederate morale %2, international opinion %3.")
                  .arg(pointsText(scores.unionMorale()), pointsText(scores.confederateMorale()),
                       pointsText(scores.opinion())));
    printLine(Tr::tr("%1 land battles, %2 naval battles.").arg(counts[0]).arg(counts[1]));
    return 0;
}

} // namespace hardtack::cli
