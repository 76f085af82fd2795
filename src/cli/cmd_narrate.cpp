// hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate]:
// the save's event log in words, one line per event (explanations indented).
// The events hold no prose; the language is the reader's, whatever the game
// was played in. With --side, only what that side is told (RULES §14, the
// filter of core/rules/eventfilter.h that the battle window's log uses).

#include "cliargs.h"
#include "commands.h"

#include "core/battle.h"
#include "core/rules/eventfilter.h"
#include "core/rules/game.h"
#include "narrator/narrator.h"

#include <QCoreApplication>
#include <QTranslator>

#include <memory>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

bool installLanguage(const QString &lang, QString *error)
{
    static std::unique_ptr<QTranslator> current;
    if (current) {
        QCoreApplication::removeTranslator(current.get());
        current.reset();
    }
    if (lang.isEmpty() || lang == QLatin1String("en"))
        return true;
    if (lang != QLatin1String("de") && lang != QLatin1String("fr")) {
        *error = Tr::tr("unknown language \"%1\" (expected en, de or fr)").arg(lang.left(20));
        return false;
    }
    auto t = std::make_unique<QTranslator>();
    if (!t->load(QStringLiteral(":/i18n/hardtack_") + lang)) {
        *error = Tr::tr("the %1 translation is not built into this program").arg(lang);
        return false;
    }
    QCoreApplication::installTranslator(t.get());
    current = std::move(t);
    return true;
}

int cmdNarrate(const QStringList &rawArgs)
{
    QString error;
    const auto args = Args::parse(QStringLiteral("narrate"), rawArgs, {QStringLiteral("lang"), QStringLiteral("side")},
                                  {QStringLiteral("explain")}, &error);
    if (!args)
        return fail(error);
    if (args->positional().size() != 1)
        return fail(Tr::tr("narrate: give exactly one save (usage: hardtack-cli narrate SAVE [--lang en|de|fr] [--explain] [--side union|confederate])"));
    std::optional<Side> side;
    if (!args->side(QStringLiteral("side"), &side, &error))
        return fail(error);
    if (!installLanguage(args->value(QStringLiteral("lang")), &error))
        return fail(error);

    LoadError loadError;
    auto battle = loadBattle(args->positional().constFirst(), &loadError);
    if (!battle)
        return fail(loadError.text());
    if (side && battle->told.size() != battle->log.size())
        rebuildTold(*battle); // a save from before the masks were kept
    const NarrationContext context{&battle->scenario};
    const bool withExplanation = args->flag(QStringLiteral("explain"));
    for (int i = 0; i < battle->log.size(); ++i) {
        if (side && !isToldTo(*battle, i, *side))
            continue;
        const Event &e = battle->log.at(i);
        const EventStamp &at = eventStamp(e);
        printLine(Tr::tr("[%1 %2 %3] %4")
                      .arg(at.turn)
                      .arg(sideName(at.phasing), phaseName(at.phase), narrate(e, context)));
        if (withExplanation)
            for (const QString &line : explain(e, context))
                printLine(QStringLiteral("    ") + line);
    }
    return 0;
}

} // namespace hardtack::cli
