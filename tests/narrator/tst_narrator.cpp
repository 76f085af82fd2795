// Issue 8, acceptance 2: a save's events hold no prose, and a save made by a
// German game reads in French. Also: every logged event has its one typed
// shape (it round-trips through its struct unchanged).

#include "campaign/scores.h"
#include "core/battle.h"
#include "core/events/events.h"
#include "core/jsonio.h"
#include "core/rules/game.h"
#include "core/rules/player.h"
#include "core/rules/scriptedplayer.h"
#include "core/rules/victory.h"
#include "narrator/campaign/scorenarrator.h"
#include "narrator/narrator.h"

#include <cmath>

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace hardtack;

namespace {

const char *const kMoraleContext = "Morale";
const char *const kEndOfPhaseTemplate = "%1 checks morale at the end of the phase";

QString dataFile(const char *name)
{
    return QStringLiteral(HARDTACK_TEST_DATA "/core/") + QLatin1String(name);
}

// A scripted game of the skirmish, played to its end.
Game playedGame(quint64 seed)
{
    LoadError err;
    const auto s = loadScenario(dataFile("skirmish.json"), &err);
    if (!s)
        qFatal("%s", qPrintable(err.text()));
    Game game = Game::start(*s, seed);
    ScriptedPlayer u, c;
    for (int n = 0; !game.over() && n < 100000; ++n)
        playPhase(game, game.actingSide() == Side::Union ? u : c);
    return game;
}

bool hasEndOfPhaseCheck(const Battle &b)
{
    for (const QJsonObject &e : eventsToJson(b.log))
        if (e.value(QStringLiteral("type")).toString() == QLatin1String("morale-check")
            && e.value(QStringLiteral("step")).toInt() == 0)
            return true;
    return false;
}

// Every string an event may hold: an id of the scenario, an enum name of the
// event format, a decimal number (the seed) or a time "HH:MM"; modifier and
// factor names are keys (lower case, hyphens).
struct Vocabulary
{
    QSet<QString> words;
    QString check(const QJsonValue &v, const QString &path, const QString &member) const
    {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (o.contains(QStringLiteral("text")))
                return path + QStringLiteral(".text: prose in an event");
            for (auto it = o.begin(); it != o.end(); ++it)
                if (QString bad = check(it.value(), path + QLatin1Char('.') + it.key(), it.key()); !bad.isEmpty())
                    return bad;
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            for (int i = 0; i < a.size(); ++i)
                if (QString bad = check(a.at(i), path + QStringLiteral("[%1]").arg(i), member); !bad.isEmpty())
                    return bad;
        } else if (v.isString()) {
            const QString s = v.toString();
            static const QRegularExpression number(QStringLiteral("^[0-9]+$"));
            static const QRegularExpression time(QStringLiteral("^[0-2][0-9]:[0-5][0-9]$"));
            static const QRegularExpression key(QStringLiteral("^[a-z][a-z0-9]*(-[a-z0-9]+)*$"));
            const bool ok = words.contains(s) || number.match(s).hasMatch()
                            || (member == QLatin1String("time") && time.match(s).hasMatch())
                            || (member == QLatin1String("name") && key.match(s).hasMatch());
            if (!ok)
                return QStringLiteral("%1: \"%2\" is neither an id nor a name").arg(path, s);
        }
        return {};
    }
};

Vocabulary vocabularyOf(const Scenario &s)
{
    Vocabulary v;
    for (const Unit &u : s.units)
        v.words.insert(u.id);
    for (const Formation &f : s.formations) {
        v.words.insert(f.id);
        v.words.insert(f.leader.id);
    }
    for (const QStringList *names :
         {&eventTypeNames(), &sideNames(), &phaseNames(), &statusNames(), &ammoNames(), &unitFormationNames(),
          &hexSideNames(), &moraleResultNames(), &victoryLevelNames(), &moraleCauseNames(), &rallyResultNames(),
          &recoveryResultNames(), &retreatResultNames(), &surrenderReasonNames(), &meleeResultNames(),
          &leaderCasualtyNames(), &battleEndReasonNames(), &ratingLetterNames(), &moraleModifierNames()})
        for (const QString &n : *names)
            v.words.insert(n);
    return v;
}

} // namespace

class TestNarrator : public QObject
{
    Q_OBJECT

private slots:
    // A refused order's message (CheckResult, gamechecks.cpp) and a bad
    // order's load error (orders.cpp) are player-visible text made in the
    // Qt Core library: they reach the player in the installed language,
    // under the context lupdate files them in.
    void refusalsReadInThePlayersLanguage()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral("hardtack_de"), QStringLiteral(HARDTACK_QM_DIR)));
        const char *const wrongPhase = "Units fire only in the fire phases.";
        const char *const noPath = "a move order needs a \"path\"";
        const QString germanWrongPhase = german.translate("Game", wrongPhase);
        const QString germanNoPath = german.translate("Order", noPath);
        QVERIFY2(!germanWrongPhase.isEmpty() && germanWrongPhase != QLatin1String(wrongPhase), "no German refusal");
        QVERIFY2(!germanNoPath.isEmpty() && germanNoPath != QLatin1String(noPath), "no German order error");

        LoadError err;
        const auto s = loadScenario(dataFile("skirmish.json"), &err);
        QVERIFY2(s, qPrintable(err.text()));
        const Game game = Game::start(*s, 1);
        QCOMPARE(game.phase(), Phase::Movement);
        const Order fire = Order::fire({s->units.first().id}, s->units.last().hex);
        QCOMPARE(game.check(fire).message, QString::fromLatin1(wrongPhase));
        const JsonNode moveWithoutPath(QJsonObject{{QStringLiteral("order"), QStringLiteral("move")},
                                                   {QStringLiteral("units"), QJsonArray{s->units.first().id}}},
                                       QStringLiteral("orders[0]"), QStringLiteral("orders.json"));

        QCoreApplication::installTranslator(&german);
        const CheckResult refused = game.check(fire);
        QString loadMessage;
        try {
            (void)Order::fromJson(moveWithoutPath);
        } catch (const LoadFailure &f) {
            loadMessage = f.error().message;
        }
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(refused.reason, Refusal::WrongPhase);
        QCOMPARE(refused.message, germanWrongPhase);
        QCOMPARE(loadMessage, germanNoPath);
    }

    void aGermanSaveHoldsNoProseAndReadsInFrench()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral("hardtack_de"), QStringLiteral(HARDTACK_QM_DIR)));
        QTranslator french;
        QVERIFY(french.load(QStringLiteral("hardtack_fr"), QStringLiteral(HARDTACK_QM_DIR)));
        const QString source = QString::fromLatin1(kEndOfPhaseTemplate);
        const QString frenchTemplate = french.translate(kMoraleContext, kEndOfPhaseTemplate);
        const QString germanTemplate = german.translate(kMoraleContext, kEndOfPhaseTemplate);
        QVERIFY2(!frenchTemplate.isEmpty() && frenchTemplate != source, "no French morale-check template");
        QVERIFY2(!germanTemplate.isEmpty() && germanTemplate != source, "no German morale-check template");

        // A game played in German, with at least one end-of-phase check.
        QCoreApplication::installTranslator(&german);
        std::optional<Game> game;
        for (quint64 seed = 1; seed <= 20 && !game; ++seed)
            if (Game g = playedGame(seed); hasEndOfPhaseCheck(g.battle()))
                game = std::move(g);
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(game, "no scripted skirmish had a morale check");

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("german.json"));
        QString error;
        QVERIFY2(saveBattle(game->battle(), file, &error), qPrintable(error));

        // Its events hold no prose: ids, names and numbers only.
        LoadError loadError;
        const auto loaded = loadBattle(file, &loadError);
        QVERIFY2(loaded, qPrintable(loadError.text()));
        QCOMPARE(loaded->log.size(), game->battle().log.size());
        const Vocabulary words = vocabularyOf(loaded->scenario);
        for (int i = 0; i < loaded->log.size(); ++i) {
            const QString bad = words.check(eventToJson(loaded->log.at(i)), QStringLiteral("$.log[%1]").arg(i), {});
            QVERIFY2(bad.isEmpty(), qPrintable(bad));
        }

        // Narrated in French, by the CLI as a reader runs it.
        QProcess cli;
        cli.start(QStringLiteral(HARDTACK_CLI), {QStringLiteral("narrate"), file, QStringLiteral("--lang"),
                                                 QStringLiteral("fr"), QStringLiteral("--explain")});
        QVERIFY(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(cli.exitCode() == 0, qPrintable(QString::fromUtf8(cli.readAllStandardError())));

        QString unit;
        for (const QJsonObject &e : eventsToJson(loaded->log))
            if (e.value(QStringLiteral("type")).toString() == QLatin1String("morale-check")
                && e.value(QStringLiteral("step")).toInt() == 0) {
                unit = loaded->scenario.unit(e.value(QStringLiteral("unit")).toString())->name;
                break;
            }
        QVERIFY(!unit.isEmpty());
        QVERIFY2(out.contains(frenchTemplate.arg(unit)), qPrintable(frenchTemplate.arg(unit)));
        QVERIFY(!out.contains(germanTemplate.arg(unit)));
        QVERIFY(!out.contains(source.arg(unit)));
        // One line per event, explanations indented below.
        int eventLines = 0;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            eventLines += line.startsWith(QLatin1Char('[')) ? 1 : 0;
        QCOMPARE(eventLines, int(loaded->log.size()));
    }

    void everyLoggedEventRoundTripsThroughItsStruct()
    {
        for (quint64 seed = 1; seed <= 6; ++seed) {
            const Game game = playedGame(seed);
            QSet<QString> kinds;
            for (const QJsonObject &json : eventsToJson(game.battle().log)) {
                LoadError error;
                const auto e = eventFromJson(json, &error);
                QVERIFY2(e, qPrintable(error.path + QStringLiteral(": ") + error.message));
                QCOMPARE(eventToJson(*e), json);
                QVERIFY(eventStamp(*e).stamped());
                QVERIFY(!narrate(*e, NarrationContext{&game.scenario()}).isEmpty());
                kinds.insert(eventType(*e));
            }
            QVERIFY(kinds.contains(QStringLiteral("battle-end")));
        }
    }

    // PRODUCT.md "every result explained": an event that rolled a die opens
    // to its explanation, and the explanation shows that die.
    void everyRollIsExplainedWithItsDie()
    {
        QSet<QString> kinds;
        for (quint64 seed = 1; seed <= 6; ++seed) {
            const Game game = playedGame(seed);
            for (const QJsonObject &json : eventsToJson(game.battle().log)) {
                if (!json.contains(QLatin1String("roll")))
                    continue;
                const auto e = eventFromJson(json, nullptr);
                QVERIFY(e);
                const QStringList lines = explain(*e, NarrationContext{&game.scenario()});
                const QString type = json.value(QLatin1String("type")).toString();
                QVERIFY2(!lines.isEmpty(), qPrintable(type));
                const double roll = json.value(QLatin1String("roll")).toDouble();
                // A die is shown as rolled, a 0–1 draw as a percentage.
                const QString all = lines.join(QLatin1Char(' '));
                const bool shown = all.contains(NarratorNames::number(roll))
                                   || (roll < 1 && all.contains(NarratorNames::number(roll * 100, 1)));
                QVERIFY2(shown, qPrintable(type + QLatin1String(": ") + lines.join(QLatin1Char('|'))));
                kinds.insert(type);
            }
        }
        // The skirmish rolls these at least once in six games.
        for (const char *kind : {"morale-check", "fatigue-recovery", "ammo-check"})
            QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
    }

    void aMalformedEventIsALoadErrorNamingItsPath()
    {
        MoraleCheckEvent m;
        m.unit = QStringLiteral("u1");
        QJsonObject json = m.toJson();
        json.insert(QStringLiteral("roll"), QStringLiteral("six"));
        LoadError error;
        QVERIFY(!eventFromJson(json, &error));
        QCOMPARE(error.path, QStringLiteral("$.roll"));
        json = m.toJson();
        json.insert(QStringLiteral("text"), QStringLiteral("Prose."));
        QVERIFY(!eventFromJson(json, &error));
        QCOMPARE(error.path, QStringLiteral("$.text"));
        json = m.toJson();
        json.insert(QStringLiteral("result"), QStringLiteral("bravely"));
        QVERIFY(!eventFromJson(json, &error));
        QCOMPARE(error.path, QStringLiteral("$.result"));
    }

    void aRetreatWithNoRouteAndItsSurrenderAreTwoEvents()
    {
        // One fact, one shape: the retreat says there was no route; the
        // surrender is its own event, as after a lost melee.
        RoutRetreatEvent r;
        r.unit = QStringLiteral("u1");
        r.result = RetreatResult::NoRetreat;
        const QJsonObject json = r.toJson();
        QVERIFY(!json.contains(QStringLiteral("surrender")));
        QCOMPARE(json.value(QStringLiteral("result")).toString(), QStringLiteral("no-retreat"));
    }

    void scoreExplanationsAreDataTheNarratorWords()
    {
        // RULES §17: the campaign scores record keys and figures; the
        // narrator words each entry, citing its rule, with every number.
        Scores scores;
        const QList<ScoreEvent> events{ScoreEvent::turn(), ScoreEvent::laurels(Side::Confederate, 14),
                                       ScoreEvent::capture(Side::Union, QStringLiteral("Nashville"), 3, CityKind::City),
                                       ScoreEvent::shipLost(Side::Union, ShipType::IC, 120), ScoreEvent::draft(Side::Union),
                                       ScoreEvent::draft(Side::Union), ScoreEvent::turn(), ScoreEvent::turn(),
                                       ScoreEvent::turn()};
        QSet<QString> types;
        for (const ScoreEntry &typed : scores.applyAll(events)) {
            const QJsonObject entry = scoreEntryToJson(typed);
            QVERIFY(!entry.contains(QStringLiteral("text")));
            const QString sentence = narrateScoreEntry(typed);
            const QString type = entry.value(QStringLiteral("type")).toString();
            types.insert(type);
            QVERIFY2(!sentence.isEmpty() && sentence != type, qPrintable(type));
            if (type == QLatin1String("score-change")) {
                QVERIFY2(sentence.contains(QStringLiteral("RULES §17")), qPrintable(sentence));
                QVERIFY2(sentence.contains(NarratorNames::number(entry.value(QStringLiteral("after")).toDouble(), 3)),
                         qPrintable(sentence));
            }
        }
        for (const char *t : {"score-change", "capture-pending", "capture-held", "no-effect"})
            QVERIFY2(types.contains(QLatin1String(t)), t);
    }
};

QTEST_GUILESS_MAIN(TestNarrator)
#include "tst_narrator.moc"
