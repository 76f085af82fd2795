// hardtack-cli validate FILE...: checks any Hardtack file by its "format".

#include "cliargs.h"
#include "commands.h"

#include "campaign/campaignfile.h"
#include "campaign/campaignsave.h"
#include "campaign/scoreevents.h"
#include "core/battle.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/scenario.h"
#include "naval/navalfile.h"
#include "net/turnfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>
#include <optional>

namespace hardtack::cli {

namespace {

using Validator = std::function<std::optional<LoadError>(const QString &file)>;

template<typename Loader>
Validator validatorOf(Loader load)
{
    return [load](const QString &file) -> std::optional<LoadError> {
        LoadError error;
        if (!load(file, &error))
            return error;
        return std::nullopt;
    };
}

// A turn file alone: its shape, and its orders re-simulated to its log hash
// and moment (its chain: hardtack-cli turn verify).
std::optional<LoadError> validateTurnFile(const QString &file)
{
    LoadError error;
    const std::optional<TurnFile> t = readTurnFile(file, &error);
    if (!t)
        return error;
    return verifyTurnFile(*t, file);
}

// One row per file format (PRODUCT.md "Files").
const QList<QPair<QString, Validator>> &validators()
{
    static const QList<QPair<QString, Validator>> table{
        {QStringLiteral("hardtack-map"), validatorOf(&loadMap)},
        {QStringLiteral("hardtack-scenario"), validatorOf(&loadScenario)},
        {QStringLiteral("hardtack-save"), validatorOf(&loadBattle)}, // re-simulated: a save is its orders
        {QStringLiteral("hardtack-score-events"), validatorOf(&loadScoreEvents)},
        {QStringLiteral("hardtack-naval"), validatorOf(&loadNavalBattle)},
        {QStringLiteral("hardtack-campaign"), validatorOf(&loadCampaign)},
        {QStringLiteral("hardtack-campaign-save"), validatorOf(&loadCampaignSave)},
        {QStringLiteral("hardtack-turn"), validateTurnFile}, // re-simulated: a turn file is its orders
    };
    return table;
}

} // namespace

int cmdValidate(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("validate"), rawArgs, {}, {QStringLiteral("json")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().isEmpty())
        return fail(QStringLiteral("validate: no files given (usage: hardtack-cli validate FILE...)"));

    bool allOk = true;
    QJsonArray results;
    for (const QString &file : args->positional()) {
        LoadError le;
        std::optional<LoadError> problem;
        QString format;
        if (const auto f = peekFormat(file, &le)) {
            format = *f;
            problem = LoadError{file, QStringLiteral("$.format"),
                                QStringLiteral("unknown format \"%1\"").arg(f->left(60))};
            for (const auto &[name, validate] : validators())
                if (name == format)
                    problem = validate(file);
        } else {
            problem = le;
        }
        QJsonObject r{{QStringLiteral("file"), file}, {QStringLiteral("ok"), !problem}};
        if (problem) {
            allOk = false;
            r.insert(QStringLiteral("path"), problem->path);
            r.insert(QStringLiteral("error"), problem->message);
            if (!args->flag(QStringLiteral("json")))
                fail(problem->text());
        } else if (!args->flag(QStringLiteral("json"))) {
            printLine(QStringLiteral("%1: ok (%2)").arg(displayFileName(file), format));
        }
        results.append(r);
    }
    if (args->flag(QStringLiteral("json")))
        printJson(QJsonObject{{QStringLiteral("ok"), allOk}, {QStringLiteral("files"), results}});
    return allOk ? 0 : 1;
}

} // namespace hardtack::cli
