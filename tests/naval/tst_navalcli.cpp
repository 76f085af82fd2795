// hardtack-cli naval, run as a user runs it: the JSON shape of PRODUCT.md,
// strengths that follow RULES §16 exactly with a pinned situation, the same
// battle for the same seed, --trials statistics, the narration, and clean
// refusals of bad input.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <cmath>

class TestNavalCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    static Run cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(HARDTACK_CLI), args);
        Run r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QJsonObject json(const Run &r)
    {
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
        if (e.error != QJsonParseError::NoError)
            qWarning("not JSON: %s", r.out.constData());
        return d.object();
    }

    static QString data(const char *name) { return QStringLiteral(HARDTACK_SOURCE_DIR "/tests/naval/data/") + QLatin1String(name); }
    static QString scenario(const char *name) { return QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/") + QLatin1String(name); }

private slots:
    void jsonHasTheShapeOfProductMd()
    {
        const Run r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("5"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 1); // one compact line
        const QJsonObject o = json(r);
        QCOMPARE(QStringList(o.keys()), (QStringList{"result", "situation", "strength", "total"}));
        const QJsonObject s = o.value("situation").toObject();
        QCOMPARE(QStringList(s.keys()), (QStringList{"battle", "breakLine", "evaded", "range", "windward"}));
        QVERIFY(s.value("battle").isBool());
        QVERIFY(QStringList({"range", "close", "mixed"}).contains(s.value("range").toString()));
        QVERIFY(QStringList({"union", "confederate"}).contains(s.value("windward").toString()));
        QVERIFY(s.value("evaded").isArray());
        const QJsonObject bl = s.value("breakLine").toObject();
        QCOMPARE(QStringList(bl.keys()), (QStringList{"confederate", "union"}));
        for (const QJsonValue &v : bl)
            QVERIFY(QStringList({"none", "succeeded", "failed", "melee"}).contains(v.toString()));
        QCOMPARE(QStringList(o.value("strength").toObject().keys()), (QStringList{"c-fort", "c-ic", "u-gb", "u-ic"}));
        QCOMPARE(QStringList(o.value("total").toObject().keys()), (QStringList{"confederate", "union"}));
        const QJsonObject res = o.value("result").toObject();
        QCOMPARE(QStringList(res.keys()), (QStringList{"casualties", "laurels", "lossPoints", "ships", "winner"}));
        QVERIFY(res.value("winner").isNull() || QStringList({"union", "confederate"}).contains(res.value("winner").toString()));
        const QJsonObject ships = res.value("ships").toObject();
        QCOMPARE(QStringList(ships.keys()), (QStringList{"c-ic", "u-gb", "u-ic"}));
        for (const QJsonValue &v : ships) {
            const QJsonObject ship = v.toObject();
            QCOMPARE(QStringList(ship.keys()), (QStringList{"crewLost", "fate", "hull", "propulsion"}));
            QVERIFY(QStringList({"afloat", "sunk", "captured", "fled", "evaded"}).contains(ship.value("fate").toString()));
            QVERIFY(ship.value("hull").toInt() >= 0 && ship.value("hull").toInt() <= 5);
        }
        for (const char *k : {"laurels", "lossPoints", "casualties"})
            QCOMPARE(QStringList(res.value(k).toObject().keys()), (QStringList{"confederate", "union"}));
    }

    void pinnedStrengthsFollowTheFormula()
    {
        const Run r = cli({QStringLiteral("naval"), data("pinned.json"), QStringLiteral("--seed"), QStringLiteral("1"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        const QJsonObject s = o.value("situation").toObject();
        QCOMPARE(s.value("range").toString(), QStringLiteral("close"));
        QCOMPARE(s.value("windward").toString(), QStringLiteral("union"));
        QCOMPARE(s.value("breakLine").toObject().value("union").toString(), QStringLiteral("succeeded"));
        QCOMPARE(s.value("breakLine").toObject().value("confederate").toString(), QStringLiteral("failed"));

        // RULES §16, written out factor by factor (base × crew × ram × quality ×
        // experience × aim × windward × closing × hull × propulsion × break line × run past).
        const double u1 = 135 * (1 - 0.025 * (70 - 60)) * 1.15 * (1 + 2 * 0.15) * (3.0 / 5 + 0.2) * 1.1 * 1.1 * 0.9
                          * 0.9 * 0.9 * (4.0 / 3.0);
        const double u2 = 25 * (1 - 2 * 0.15) * (0.0 / 5 + 0.2) * 1.1 / 3.0;
        const double c1 = 40 * (1 + 2 * 0.30) * (6.0 / 5 + 0.2) * 1.1 * 0.75;
        const double c2 = 0;
        // Battery: 80 × min(3, 250/100) × rifled × high hill × good × experience at close × 6/fatigue.
        const double nb = 80 * 2.5 * (4.0 / 3.0) * 2.5 * 1.15 * (3.0 / 5 + 0.6) * (6.0 / 8);
        const QJsonObject st = o.value("strength").toObject();
        const struct { const char *id; double v; } expected[] = {{"u1", u1}, {"u2", u2}, {"c1", c1}, {"c2", c2}, {"nb", nb}};
        for (const auto &e : expected)
            QVERIFY2(std::abs(st.value(e.id).toDouble() - e.v) < 1e-9,
                     qPrintable(QStringLiteral("%1: %2, expected %3").arg(e.id).arg(st.value(e.id).toDouble()).arg(e.v)));
        const QJsonObject total = o.value("total").toObject();
        QVERIFY(std::abs(total.value("union").toDouble() - (u1 + u2)) < 1e-9);
        QVERIFY(std::abs(total.value("confederate").toDouble() - (c1 + c2 + nb)) < 1e-9);
        // The pinned strengths do not depend on the seed.
        const Run again = cli({QStringLiteral("naval"), data("pinned.json"), QStringLiteral("--seed"), QStringLiteral("77"),
                               QStringLiteral("--json")});
        QCOMPARE(json(again).value("strength"), o.value("strength"));
    }

    void sameSeedSameBattle()
    {
        for (const char *file : {"mobile-bay-1864-08-05.json", "kearsarge-alabama-1864-06-19.json"}) {
            const QStringList args{QStringLiteral("naval"), scenario(file), QStringLiteral("--seed"), QStringLiteral("42"),
                                   QStringLiteral("--json"), QStringLiteral("--events")};
            const Run a = cli(args);
            const Run b = cli(args);
            QCOMPARE(a.exitCode, 0);
            QCOMPARE(a.out, b.out);
            QVERIFY(json(a).value("events").toArray().size() > 5);
            // The narration is the same battle.
            const Run n1 = cli({QStringLiteral("naval"), scenario(file), QStringLiteral("--seed"), QStringLiteral("42")});
            const Run n2 = cli({QStringLiteral("naval"), scenario(file), QStringLiteral("--seed"), QStringLiteral("42")});
            QCOMPARE(n1.exitCode, 0);
            QCOMPARE(n1.out, n2.out);
            QVERIFY(n1.out.contains("strength"));
            QVERIFY(n1.out.contains("Result:"));
        }
        // Different seeds give different battles somewhere.
        QSet<QByteArray> outs;
        for (int seed = 1; seed <= 6; ++seed)
            outs.insert(cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                             QString::number(seed), QStringLiteral("--json")}).out);
        QVERIFY(outs.size() > 1);
    }

    void trialsAddWinRatesAndMeanLaurels()
    {
        const Run r = cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                           QStringLiteral("3"), QStringLiteral("--trials"), QStringLiteral("200"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("trials").toInt(), 200);
        QCOMPARE(o.value("seed").toInt(), 3);
        const QJsonObject win = o.value("winRate").toObject();
        const double sum = win.value("union").toDouble() + win.value("confederate").toDouble() + o.value("drawRate").toDouble();
        QVERIFY(std::abs(sum - 1) < 1e-9);
        QVERIFY(o.value("meanLaurels").toObject().contains("union"));
        // The single battle reported is the one of the first seed.
        const Run single = cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                                QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(o.value("result"), json(single).value("result"));
        const Run text = cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                              QStringLiteral("3"), QStringLiteral("--trials"), QStringLiteral("50")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("50 trials"));
        // fateRates: per ship, the share of the trials with each fate; they add up to 1.
        const QJsonObject alabama = o.value("fateRates").toObject().value("alabama").toObject();
        double fates = 0;
        for (const char *f : {"afloat", "sunk", "captured", "fled", "evaded"})
            fates += alabama.value(QLatin1String(f)).toDouble(-1);
        QVERIFY(std::abs(fates - 1) < 1e-9);
    }

    // issue 21: the real action beside the player's, in the text and the JSON.
    void historyBesideTheResult()
    {
        const Run text = cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                              QStringLiteral("1")});
        QCOMPARE(text.exitCode, 0);
        const QString out = QString::fromUtf8(text.out);
        QVERIFY2(out.contains(QStringLiteral("History: Union 3 (1 killed, 2 wounded), Confederates 40 (19 killed, 21 wounded); "
                                             "a Union victory.")),
                 qPrintable(out.right(600)));
        QVERIFY(out.contains(QStringLiteral("Historically: CSS Alabama sunk; one other afloat.")));
        QVERIFY(out.contains(QStringLiteral("(historically sunk)")));
        QVERIFY(out.contains(QStringLiteral("  Source: Winslow's reports")));
        const Run j = cli({QStringLiteral("naval"), scenario("kearsarge-alabama-1864-06-19.json"), QStringLiteral("--seed"),
                           QStringLiteral("1"), QStringLiteral("--json")});
        const QJsonObject history = json(j).value("history").toObject();
        QCOMPARE(history.value("outcome").toString(), QStringLiteral("union-victory"));
        QCOMPARE(history.value("fates").toObject().value("alabama").toString(), QStringLiteral("sunk"));
        // A file without history prints none.
        const Run plain = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(!plain.out.contains("History:"));
        QVERIFY(!json(cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("1"),
                           QStringLiteral("--json")}))
                     .contains("history"));
    }

    void refusesBadInput()
    {
        const QString bad = QStringLiteral(HARDTACK_TEST_DATA "/malformed/naval-bad-type.json");
        Run r = cli({QStringLiteral("naval"), bad, QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("$.sides.union.ships[0].type:")));
        QVERIFY(r.out.isEmpty());
        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--trials"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("naval")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 1);
    }

    // docs/CLI.md: the naval computer player gives the orders a file leaves
    // out, and replaces a side's orders with --union ai / --confederate ai.
    void computerPlayerGivesOrders()
    {
        Run r = cli({QStringLiteral("naval"), data("no-orders.json"), QStringLiteral("--seed"), QStringLiteral("2"),
                     QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject o = json(r);
        QCOMPARE(QStringList(o.value("computer").toObject().keys()), QStringList{"confederate"});
        const QJsonObject plan = o.value("computer").toObject().value("confederate").toObject();
        QVERIFY(QStringList({"engage-close", "engage-range", "accept", "evade", "run-past"}).contains(plan.value("plan").toString()));
        QVERIFY(plan.value("advantageRange").toDouble() > 0);

        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("2"),
                 QStringLiteral("--json"), QStringLiteral("--union"), QStringLiteral("ai"), QStringLiteral("--confederate"),
                 QStringLiteral("ai")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        o = json(r);
        QCOMPARE(QStringList(o.value("computer").toObject().keys()), (QStringList{"confederate", "union"}));
        // Deterministic for a seed.
        const Run again = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("2"),
                               QStringLiteral("--json"), QStringLiteral("--union"), QStringLiteral("ai"),
                               QStringLiteral("--confederate"), QStringLiteral("ai")});
        QCOMPARE(again.out, r.out);
        // A file without the computer keeps its own orders: no "computer" key.
        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--seed"), QStringLiteral("2"),
                 QStringLiteral("--json")});
        QVERIFY(!json(r).contains("computer"));
        // Only "ai" is a player.
        r = cli({QStringLiteral("naval"), data("example-naval.json"), QStringLiteral("--union"), QStringLiteral("human")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("--union")));
        // The text narration comes from the narrator: sentences, no JSON.
        r = cli({QStringLiteral("naval"), data("no-orders.json"), QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("strength"));
        QVERIFY(r.out.contains("Result:"));
    }

    void validateAcceptsNavalFiles()
    {
        QStringList files{data("example-naval.json"), data("pinned.json"), data("no-orders.json")};
        const QDir dir(QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval"));
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            files << dir.filePath(f);
        const Run r = cli(QStringList{QStringLiteral("validate")} + files);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(": ok (hardtack-naval)"), files.size());
    }
};

QTEST_GUILESS_MAIN(TestNavalCli)
#include "tst_navalcli.moc"
