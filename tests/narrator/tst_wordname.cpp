// Names as keys (issue 27 item 6; docs/FORMATS.md "Generated names"): the
// names the game makes are stored as a key and arguments and worded by the
// narrator in the reader's language. A campaign made in German saves no
// German and reads in French; so do a replacement leader and the units of a
// campaign battle. A writer's name passes through unchanged.

#include "ai/naval/navalai.h"
#include "campaign/campaignfile.h"
#include "campaign/campaigngame.h"
#include "campaign/campaignsave.h"
#include "campaign/hexbattle.h"
#include "core/jsonio.h"
#include "core/names.h"
#include "core/rng.h"
#include "core/rules/command.h"
#include "core/scenario.h"
#include "narrator/narrator.h"
#include "narrator/wordname.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace hardtack;

namespace {

// Installs a language for the life of the object.
class Language
{
public:
    explicit Language(const char *name)
    {
        if (!m_translator.load(QLatin1String(name), QStringLiteral(HARDTACK_QM_DIR)))
            qFatal("no %s.qm in %s", name, HARDTACK_QM_DIR);
        QCoreApplication::installTranslator(&m_translator);
    }
    ~Language() { QCoreApplication::removeTranslator(&m_translator); }
    Language(const Language &) = delete;
    Language &operator=(const Language &) = delete;

private:
    QTranslator m_translator;
};

// Words only German wording would hold (none is a city of the test war).
const QStringList kGermanWords{QStringLiteral("Infanterie"), QStringLiteral("Artillerie"), QStringLiteral("Armee"),
                               QStringLiteral("Befehlshaber"), QStringLiteral("Geschwader"), QStringLiteral("Nr."),
                               QStringLiteral("Ersatz"), QStringLiteral("Regiment"), QStringLiteral("Batterie"),
                               QStringLiteral("kommandierende"), QStringLiteral("Schlacht")};

void verifyNoGerman(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    for (const QString &w : kGermanWords)
        QVERIFY2(!text.contains(w), qPrintable(QStringLiteral("German \"%1\" stored").arg(w)));
}

CampaignScenario smallWar()
{
    LoadError e;
    const auto c = loadCampaign(QStringLiteral(HARDTACK_TEST_DATA "/campaign/small.json"), &e);
    if (!c)
        qFatal("%s", qPrintable(e.text()));
    return *c;
}

const Army *armyAt(const CampaignGame &game, const QString &city, Side side)
{
    for (const Army &a : game.armies())
        if (a.location == city && a.side == side)
            return &a;
    return nullptr;
}

const Fleet *fleetAt(const CampaignGame &game, const QString &city, Side side)
{
    for (const Fleet &f : game.fleets())
        if (f.location == city && f.side == side)
            return &f;
    return nullptr;
}

} // namespace

class TestWordName : public QObject
{
    Q_OBJECT

private slots:
    // The stored form: "@" key, then ":" and each argument, "\" escaping
    // ":" and "\" inside one; it reads back to the same key and arguments.
    void aGeneratedNameReadsBackToItsKeyAndArguments_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("stored");
        QTest::newRow("a city and a number") << "infantry-no" << QStringList{"Richmond", "3"} << "@infantry-no:Richmond:3";
        QTest::newRow("one argument") << "army-at" << QStringList{"Harrisburg"} << "@army-at:Harrisburg";
        QTest::newRow("a colon and a backslash escaped") << "army-at" << QStringList{"Fort A:B\\C"}
                                                       << "@army-at:Fort A\\:B\\\\C";
        QTest::newRow("a generated argument") << "regiment" << QStringList{"@infantry-no:Richmond:3", "2"}
                                              << "@regiment:@infantry-no\\:Richmond\\:3:2";
        QTest::newRow("an empty argument") << "army-at" << QStringList{QString()} << "@army-at:";
    }
    void aGeneratedNameReadsBackToItsKeyAndArguments()
    {
        QFETCH(QString, key);
        QFETCH(QStringList, args);
        QFETCH(QString, stored);
        QCOMPARE(generatedName(key.toLatin1().constData(), args), stored);
        const auto n = parseGeneratedName(stored);
        QVERIFY(n);
        QCOMPARE(n->key, key);
        QCOMPARE(n->args, args);
    }

    // A writer's name, or text that is not the grammar, is not generated and
    // is shown as it is.
    void aWritersNamePassesThrough_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("a brigade") << "Iron Brigade";
        QTest::newRow("a leader") << "Brig. Gen. John Gibbon";
        QTest::newRow("empty") << "";
        QTest::newRow("an at sign alone") << "@";
        QTest::newRow("an address") << "@Home";
        QTest::newRow("a lone escape") << "@army-at:Richmond\\";
        QTest::newRow("an unknown key") << "@no-such-key:Richmond";
        QTest::newRow("too few arguments") << "@infantry-no:Richmond";
    }
    void aWritersNamePassesThrough()
    {
        QFETCH(QString, name);
        const Language german("hardtack_de");
        QCOMPARE(wordName(name), name);
    }

    void aGeneratedNameIsWordedInTheReadersLanguage_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("french");
        QTest::newRow("infantry") << "@infantry-no:Richmond:3" << "Richmond Infantry No. 3" << "Richmond Infanterie Nr. 3"
                                  << "Richmond infanterie nº 3";
        QTest::newRow("an army") << "@army-at:Harrisburg" << "Army at Harrisburg" << "Armee bei Harrisburg"
                                 << "Armée à Harrisburg";
        QTest::newRow("a regiment of a generated brigade")
            << "@regiment:@infantry-no\\:Richmond\\:3:2" << "Richmond Infantry No. 3, regiment 2"
            << "Richmond Infanterie Nr. 3, Regiment 2" << "Richmond infanterie nº 3, régiment 2";
        QTest::newRow("a writer's brigade in a generated name")
            << "@colonel-commanding:Iron Brigade" << "The colonel commanding Iron Brigade"
            << "Der kommandierende Oberst von Iron Brigade" << "Le colonel commandant Iron Brigade";
        QTest::newRow("a %2 in an argument stays") << "@ship-no:Fort %2:4" << "Fort %2 No. 4" << "Fort %2 Nr. 4"
                                                   << "Fort %2 nº 4";
    }
    void aGeneratedNameIsWordedInTheReadersLanguage()
    {
        QFETCH(QString, stored);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, french);
        QCOMPARE(wordName(stored), english);
        {
            const Language de("hardtack_de");
            QCOMPARE(wordName(stored), german);
        }
        const Language fr("hardtack_fr");
        QCOMPARE(wordName(stored), french);
    }

    // A brigade, an army, its commander, a ship and a squadron raised in a
    // German game: the save holds keys, and a French reader reads French.
    void aGermanCampaignSaveReadsInFrench()
    {
        QByteArray saved;
        {
            const Language german("hardtack_de");
            CampaignGame game(smallWar(), 7);
            game.setNavalPlayers(navalOrders);
            const QString city = QStringLiteral("harrisburg");
            QCOMPARE(game.give(CampaignOrder::recruit(Side::Union, city, Arm::Artillery)), OrderProblem::None);
            QCOMPARE(game.give(CampaignOrder::build(Side::Union, city, ShipType::RG)), OrderProblem::None);
            game.resolveTurn();
            QVERIFY(armyAt(game, city, Side::Union));
            QVERIFY(fleetAt(game, city, Side::Union));
            saved = toJsonBytes(campaignSaveToJson(game));
        }
        verifyNoGerman(saved);
        QVERIFY(saved.contains("@artillery-no:Harrisburg:"));
        QVERIFY(saved.contains("@army-at:Harrisburg"));

        const Language french("hardtack_fr");
        LoadError error;
        const auto loaded = parseCampaignSave(saved, QStringLiteral("war.json"), &error);
        QVERIFY2(loaded, qPrintable(error.text()));
        const Army *a = armyAt(*loaded, QStringLiteral("harrisburg"), Side::Union);
        QVERIFY(a);
        QCOMPARE(wordName(a->name), QStringLiteral("Armée à Harrisburg"));
        QCOMPARE(wordName(a->leader.name), QStringLiteral("Commandant à Harrisburg"));
        QCOMPARE(a->brigades.size(), 1);
        QVERIFY2(wordName(a->brigades.at(0).name).startsWith(QStringLiteral("Harrisburg artillerie nº ")),
                 qPrintable(wordName(a->brigades.at(0).name)));
        const Fleet *f = fleetAt(*loaded, QStringLiteral("harrisburg"), Side::Union);
        QVERIFY(f);
        QCOMPARE(wordName(f->name), QStringLiteral("Escadre Harrisburg"));
        QVERIFY(wordName(f->ships.at(0).name).startsWith(QStringLiteral("Harrisburg nº ")));
    }

    // RULES §13: a hit leader's replacement is named after his formation,
    // as a key; the narrator names him in the reader's language.
    void aReplacementLeaderIsNamedInTheReadersLanguage()
    {
        LoadError error;
        auto s = loadScenario(QStringLiteral(HARDTACK_TEST_DATA "/core/skirmish.json"), &error);
        QVERIFY2(s, qPrintable(error.text()));
        const Language german("hardtack_de");
        Formation *f = s->formation(QStringLiteral("u-b1"));
        QVERIFY(f);
        const QString leader = f->leader.id;
        const Hex at = f->leader.hex;
        bool hit = false;
        for (quint64 seed = 1; seed < 500 && !hit; ++seed) {
            Rng rng(seed);
            Scenario copy = *s;
            rollLeaderCasualties(copy, rng, at, Side::Union);
            if (copy.formation(QStringLiteral("u-b1"))->leader.replacements > 0) {
                *s = copy;
                hit = true;
            }
        }
        QVERIFY(hit);
        QCOMPARE(s->formation(QStringLiteral("u-b1"))->leader.name, QStringLiteral("@replacement-for:1st Bde"));
        verifyNoGerman(toJsonBytes(scenarioToJson(*s, false, true)));
        const NarrationContext context{&*s};
        QCOMPARE(context.leaderName(leader), QStringLiteral("Ersatz für 1st Bde"));
        const Language french("hardtack_fr");
        QCOMPARE(context.leaderName(leader), QStringLiteral("Remplaçant (1st Bde)"));
    }

    // A campaign battle's scenario names its units, leaders and itself with
    // keys built on the campaign's (generated or written) names.
    void aCampaignBattlesNamesAreKeysWordedPerLanguage()
    {
        Army blue;
        blue.id = QStringLiteral("u-army");
        blue.name = generatedName(namekey::armyAt, {QStringLiteral("Harrisburg")});
        blue.side = Side::Union;
        blue.leader = CampaignLeader{QStringLiteral("u-army-l"), QString(), 3};
        Brigade guns;
        guns.id = QStringLiteral("u-guns");
        guns.name = generatedName(namekey::artilleryNo, {QStringLiteral("Harrisburg"), QStringLiteral("2")});
        guns.arm = Arm::Artillery;
        guns.men = 120;
        guns.guns = 6;
        blue.brigades.append(guns);
        Army grey;
        grey.id = QStringLiteral("c-army");
        grey.name = QStringLiteral("Army of the Valley");
        grey.side = Side::Confederate;
        grey.leader = CampaignLeader{QStringLiteral("c-army-l"), QStringLiteral("Maj. Gen. T. J. Jackson"), 5};
        Brigade foot;
        foot.id = QStringLiteral("c-foot");
        foot.name = QStringLiteral("Stonewall Brigade");
        foot.men = 1200;
        grey.brigades.append(foot);
        LandBattle battle;
        battle.city = QStringLiteral("harrisburg");
        battle.defender = Side::Confederate;

        std::optional<Scenario> s;
        {
            const Language german("hardtack_de");
            LoadError error;
            s = hexBattleScenario(battle, {QList<Army>{blue}, QList<Army>{grey}}, QStringLiteral("Harrisburg"),
                                  QDate(1862, 5, 1), QStringLiteral(HARDTACK_SOURCE_DIR "/maps"), &error);
            QVERIFY2(s, qPrintable(error.text()));
        }
        verifyNoGerman(toJsonBytes(scenarioToJson(*s, false, true)));
        const Unit *battery = s->unit(QStringLiteral("u-guns-b1"));
        const Unit *regiment = s->unit(QStringLiteral("c-foot-r1"));
        QVERIFY(battery && regiment);
        const NarrationContext context{&*s};
        const Language french("hardtack_fr");
        QCOMPARE(wordName(s->title), QStringLiteral("Bataille de Harrisburg"));
        QCOMPARE(context.unitName(battery->id), QStringLiteral("Harrisburg artillerie nº 2, batterie 1"));
        QCOMPARE(context.unitName(regiment->id), QStringLiteral("Stonewall Brigade, régiment 1"));
        QCOMPARE(context.formationName(QStringLiteral("u-army")), QStringLiteral("Armée à Harrisburg"));
        QCOMPARE(context.leaderName(QStringLiteral("u-army-l")), QStringLiteral("Le général commandant Armée à Harrisburg"));
        QCOMPARE(context.leaderName(QStringLiteral("c-army-l")), QStringLiteral("Maj. Gen. T. J. Jackson"));
        QCOMPARE(context.leaderName(QStringLiteral("u-guns-leader")),
                 QStringLiteral("Le colonel commandant Harrisburg artillerie nº 2"));
    }
};

QTEST_GUILESS_MAIN(TestWordName)
#include "tst_wordname.moc"
