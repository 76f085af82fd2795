// hardtack-cli score EVENTS [--json] [--explain]: applies a list of campaign
// events ("hardtack-score-events") to the victory scores (RULES §17).

#include "cliargs.h"
#include "commands.h"

#include "campaign/scoreevents.h"
#include "campaign/scores.h"
#include "narrator/campaign/scorenarrator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString winnerText(const Scores &scores)
{
    if (!scores.winner())
        return Tr::tr("no winner yet");
    const QString who = *scores.winner() == Side::Union ? Tr::tr("the Union wins") : Tr::tr("the Confederacy wins");
    switch (scores.reason()) {
    case VictoryReason::Peace: return Tr::tr("%1 (the enemy sues for peace)").arg(who);
    case VictoryReason::Intervention: return Tr::tr("%1 (European intervention)").arg(who);
    case VictoryReason::Campaigns: return Tr::tr("%1 (after six campaigns)").arg(who);
    case VictoryReason::None: break;
    }
    return who;
}
} // namespace

int cmdScore(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("score"), rawArgs, {},
                                  {QStringLiteral("json"), QStringLiteral("explain")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("score: give exactly one events file (usage: hardtack-cli score EVENTS [--json] [--explain])"));

    const QString file = args->positional().constFirst();
    LoadError loadError;
    const auto events = loadScoreEvents(file, &loadError);
    if (!events)
        return fail(loadError.text());

    Scores scores;
    const bool json = args->flag(QStringLiteral("json"));
    for (int i = 0; i < events->size(); ++i) {
        const QList<ScoreEntry> explanation = scores.apply(events->at(i));
        if (json)
            continue;
        printLine(Tr::tr("[%1] %2 (now turn %3, campaign %4)")
                      .arg(QString::number(i), describeScoreEvent(events->at(i)), QString::number(scores.turn()),
                           QString::number(scores.campaign())));
        for (const ScoreEntry &entry : explanation)
            printLine(QStringLiteral("    ") + narrateScoreEntry(entry));
    }

    if (json) {
        QJsonObject out = scores.resultJson();
        if (args->flag(QStringLiteral("explain"))) {
            out.insert(QStringLiteral("changes"), scoreEntriesToJson(scores.log()));
            out.insert(QStringLiteral("history"), scores.historyJson());
        }
        printJson(out);
        return 0;
    }
    printLine(Tr::tr("Union morale %1, Confederate morale %2, international opinion %3; turn %4, campaign %5; %6")
                  .arg(pointsText(scores.unionMorale()), pointsText(scores.confederateMorale()),
                       pointsText(scores.opinion()), QString::number(scores.turn()),
                       QString::number(scores.campaign()), winnerText(scores)));
    return 0;
}

} // namespace hardtack::cli
