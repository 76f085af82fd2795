// The "lab" member of a scenario (FORMATS.md, "Lab demo"): the shipped demos
// load, write back unchanged, and their two setups are the scenario with
// exactly the changes the file names (the leaders' +1 of RULES §9 goes with
// the leaders). Malformed lab members: tests/data/malformed/lab.tsv
// (tst_validate).

#include "core/morale/labsetup.h"
#include "core/morale/morale.h"
#include "core/scenario.h"

#include <QDir>
#include <QTest>

using namespace hardtack;

namespace {

Scenario loadDemo(const QString &name)
{
    LoadError err;
    const auto s = loadScenario(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/lab/") + name, &err);
    if (!s)
        qFatal("%s", qPrintable(err.text()));
    return *s;
}

bool hasModifier(const MoraleValue &v, const QString &name)
{
    for (const MoraleModifier &m : v.modifiers)
        if (m.name == name)
            return true;
    return false;
}

} // namespace

class TestLabDemo : public QObject
{
    Q_OBJECT

private slots:
    void everyDemoHasALabAndACompare()
    {
        const QStringList files = QDir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/lab"))
                                      .entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString &f : files) {
            const Scenario s = loadDemo(f);
            QVERIFY2(s.lab, qPrintable(f));
            const int t = s.unitIndex(s.lab->trigger);
            QVERIFY(t >= 0 && s.units.at(t).onMap);
            QVERIFY2(s.lab->compare, qPrintable(f));
            QVERIFY(s.units.size() >= 100); // the benchmark's size (issue #11)
        }
    }

    void labWritesBackUnchanged()
    {
        for (const QString &f : {QStringLiteral("cornfield-day.json"), QStringLiteral("cornfield-leaders.json")}) {
            const Scenario s = loadDemo(f);
            const QJsonObject json = scenarioToJson(s, true, false);
            const JsonNode node(json, QStringLiteral("$"), f);
            const Scenario back = scenarioFromJson(node, QString(), false);
            QVERIFY(back.lab);
            QCOMPARE(labDemoToJson(*back.lab), labDemoToJson(*s.lab));
        }
    }

    // Issue 28: a seed is unsigned 64-bit everywhere. Up to 2^53 it is a JSON
    // number; above, a decimal string, read back exactly (a double would round
    // 9007199254740993 to ...992).
    void aSeedIsExactToSixtyFourBits_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("asString");
        QTest::newRow("1") << quint64(1) << false;
        QTest::newRow("2^31") << quint64(2147483648u) << false;
        QTest::newRow("2^53") << (quint64(1) << 53) << false;
        QTest::newRow("2^53 + 1") << ((quint64(1) << 53) + 1) << true;
        QTest::newRow("2^64 - 1") << quint64(18446744073709551615u) << true;
    }

    void aSeedIsExactToSixtyFourBits()
    {
        QFETCH(quint64, seed);
        QFETCH(bool, asString);
        Scenario s = loadDemo(QStringLiteral("cornfield-day.json"));
        s.lab->seed = seed;
        const QJsonObject json = scenarioToJson(s, true, false);
        const QJsonValue written = json.value(QStringLiteral("lab")).toObject().value(QStringLiteral("seed"));
        QCOMPARE(written.isString(), asString);
        const Scenario back = scenarioFromJson(JsonNode(json, QStringLiteral("$"), QStringLiteral("t.json")), QString(), false);
        QCOMPARE(back.lab->seed, seed);
    }

    // Night demo: the second setup is the same line by day; nothing else moves.
    void compareOptionsReplaceTheFirstSetups()
    {
        const Scenario s = loadDemo(QStringLiteral("cornfield-night.json"));
        const LabSetup night = labSetup(s);
        const LabSetup day = labSetup(s, true);
        QVERIFY(night.situation.night);
        QVERIFY(!day.situation.night);
        QCOMPARE(night.situation.phase, day.situation.phase);
        QCOMPARE(night.trigger, day.trigger);
        QCOMPARE(night.seed, day.seed);
        QCOMPARE(scenarioToJson(day.scenario, true, false), scenarioToJson(night.scenario, true, false));
        const Unit &u = s.units.at(s.unitIndex(QStringLiteral("c-26th-georgia")));
        QCOMPARE(moraleValue(night.scenario, u, night.situation).final + 2,
                 moraleValue(day.scenario, u, day.situation).final);
    }

    // Leaders demo: a regiment stacked with a leader gets +1 (RULES §9); in
    // the second setup that leader is off the map and the +1 is gone.
    void removedLeadersGiveNoBonus()
    {
        const Scenario s = loadDemo(QStringLiteral("cornfield-leaders.json"));
        const LabSetup with = labSetup(s);
        const LabSetup without = labSetup(s, true);
        QVERIFY(!s.lab->compare->removeLeaders.isEmpty());
        for (const QString &leader : s.lab->compare->removeLeaders) {
            const Formation *f = nullptr;
            for (const Formation &x : with.scenario.formations)
                if (x.leader.id == leader)
                    f = &x;
            QVERIFY(f && f->leader.active());
            const Hex h = f->leader.hex;
            for (const Unit &u : with.scenario.units)
                if (u.onMap && u.hex == h && u.side == f->side) {
                    QVERIFY(hasModifier(moraleValue(with.scenario, u, with.situation), QStringLiteral("leader")));
                    const Unit &v = without.scenario.units.at(with.scenario.unitIndex(u.id));
                    QVERIFY(!hasModifier(moraleValue(without.scenario, v, without.situation), QStringLiteral("leader")));
                }
        }
    }

    void scenarioRoutLimitingTurnsItOnInBothSetups()
    {
        Scenario s = loadDemo(QStringLiteral("cornfield-night.json"));
        QVERIFY(!labSetup(s).situation.routLimiting);
        s.rules.routLimiting = true;
        QVERIFY(labSetup(s).situation.routLimiting);
        QVERIFY(labSetup(s, true).situation.routLimiting);
    }
};

QTEST_GUILESS_MAIN(TestLabDemo)
#include "tst_labdemo.moc"
