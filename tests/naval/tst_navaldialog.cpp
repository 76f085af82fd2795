// The naval-battle dialog (docs/GAME.md "Naval battles"), offscreen: orders
// entry for both sides, the hotseat handoff hiding the other side's orders,
// the computer player, and a resolved battle that shows exactly what
// `hardtack-cli naval` prints for the same file and seed.

#include "navaltestutil.h"
#include "ui/naval/navalbattlewidget.h"
#include "ui/naval/navaldocument.h"
#include "ui/naval/navalsceneview.h"

#include "naval/navalfile.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace hardtack;
using namespace hardtack::ui;

namespace {

NavalBattle scenario(const QString &name)
{
    return test::shippedNavalBattle(name);
}

QComboBox *combo(const NavalBattleWidget &d, const QString &owner, const char *order)
{
    return d.findChild<QComboBox *>(QStringLiteral("orders/%1/%2").arg(owner, QLatin1String(order)));
}

// The order combos of one side's ships that a player could see now.
int visibleOrderBoxes(const NavalBattleWidget &d, const NavalBattle &b, Side side)
{
    int n = 0;
    for (const Ship &s : b.ships)
        if (s.side == side)
            for (const char *o : {"combat", "distance", "aim", "formation", "breakOff", "flee"})
                if (QComboBox *box = combo(d, s.id, o); box && box->isVisible())
                    ++n;
    return n;
}

QJsonObject cliJson(const QString &file, quint64 seed)
{
    QProcess p;
    p.start(QStringLiteral(HARDTACK_CLI),
            {QStringLiteral("naval"), file, QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--json")});
    if (!p.waitForFinished(120000))
        return {};
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

} // namespace

class TestNavalBattleWidget : public QObject
{
    Q_OBJECT

private slots:
    // The naval document (navaldocument.h) changes the battle only through the
    // naval door and says which ships' orders changed.
    void theDocumentTakesOrdersThroughTheDoor()
    {
        const NavalBattle b = scenario(QStringLiteral("kearsarge-alabama-1864-06-19.json"));
        NavalDocument doc(b);
        QList<NavalChange> changes;
        connect(&doc, &NavalDocument::changed, this, [&](const NavalChange &c) { changes.append(c); });
        QString own, enemy;
        DistanceOrder enemyBefore = DistanceOrder::Range;
        for (const Ship &s : b.ships) {
            (s.side == Side::Union ? own : enemy) = s.id;
            if (s.side != Side::Union)
                enemyBefore = s.orders.distance;
        }
        ShipOrders o;
        o.distance = DistanceOrder::Close;
        // The Union may order its own ship, not the enemy's, nor a ship that is not there.
        const auto refused = doc.give(Side::Union, {{own, o}, {enemy, o}, {QStringLiteral("uss-nowhere"), o}});
        QCOMPARE(refused.size(), 2);
        QCOMPARE(refused.at(0).second, NavalOrderRefusal::NotYourShip);
        QCOMPARE(refused.at(1).second, NavalOrderRefusal::UnknownShip);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().kind, NavalChange::Kind::Orders);
        QCOMPARE(changes.first().side, Side::Union);
        QCOMPARE(changes.first().ships, QStringList{own});
        for (const Ship &s : doc.battle().ships) {
            if (s.id == own)
                QCOMPARE(s.orders.distance, DistanceOrder::Close);
            if (s.id == enemy) // the refused order changed nothing
                QCOMPARE(s.orders.distance, enemyBefore);
        }
        // Resolving says so once; the result is the engine's for the same orders and seed.
        doc.giveComputerOrders(Side::Confederate);
        doc.resolve(5);
        QCOMPARE(changes.last().kind, NavalChange::Kind::Resolved);
        QVERIFY(doc.resolution().has_value());
        QCOMPARE(doc.resolution()->log.events().size(), resolveNavalBattle(doc.battle(), 5).log.events().size());
    }

    void ordersForBothSidesWithAHotseatHandoff()
    {
        const NavalBattle b = scenario(QStringLiteral("kearsarge-alabama-1864-06-19.json"));
        NavalBattleWidget d(b);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(d.stage(), NavalBattleWidget::Stage::Orders);
        QCOMPARE(d.currentSide(), Side::Union);
        QVERIFY(visibleOrderBoxes(d, b, Side::Union) > 0);
        QCOMPARE(visibleOrderBoxes(d, b, Side::Confederate), 0);

        // The Union player orders close quarters and aims at propulsion for
        // the whole squadron (the squadron row sets every ship).
        combo(d, QStringLiteral("squadron"), "distance")->setCurrentIndex(2);
        emit combo(d, QStringLiteral("squadron"), "distance")->activated(2);
        combo(d, QStringLiteral("kearsarge"), "aim")->setCurrentIndex(int(AimOrder::Propulsion));
        QCOMPARE(combo(d, QStringLiteral("kearsarge"), "distance")->currentIndex(), int(DistanceOrder::Close));
        d.ordersDone();

        // Handoff: nothing of either side's orders is on screen.
        QCOMPARE(d.stage(), NavalBattleWidget::Stage::Handoff);
        QCOMPARE(visibleOrderBoxes(d, b, Side::Union), 0);
        QCOMPARE(visibleOrderBoxes(d, b, Side::Confederate), 0);
        d.takeOver();
        QCOMPARE(d.stage(), NavalBattleWidget::Stage::Orders);
        QCOMPARE(d.currentSide(), Side::Confederate);
        QCOMPARE(visibleOrderBoxes(d, b, Side::Union), 0);
        QVERIFY(visibleOrderBoxes(d, b, Side::Confederate) > 0);

        // The Confederate player evades.
        combo(d, QStringLiteral("alabama"), "combat")->setCurrentIndex(int(CombatOrder::Evade));
        combo(d, QStringLiteral("alabama"), "breakOff")->setCurrentIndex(int(BreakOffOrder::Light));
        d.setSeed(4);
        d.ordersDone();
        QCOMPARE(d.stage(), NavalBattleWidget::Stage::Battle);
        QVERIFY(d.resolution().has_value());

        const NavalBattle &given = d.battle();
        for (const Ship &s : given.ships) {
            if (s.id == QLatin1String("kearsarge")) {
                QCOMPARE(s.orders.distance, DistanceOrder::Close);
                QCOMPARE(s.orders.aim, AimOrder::Propulsion);
            }
            if (s.id == QLatin1String("alabama")) {
                QCOMPARE(s.orders.combat, CombatOrder::Evade);
                QCOMPARE(s.orders.breakOff, BreakOffOrder::Light);
            }
        }
    }

    void againstTheComputerNoHandoff()
    {
        const NavalBattle b = scenario(QStringLiteral("mobile-bay-1864-08-05.json"));
        NavalBattleWidget d(b);
        d.setComputer(Side::Confederate, true);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(visibleOrderBoxes(d, b, Side::Confederate), 0);
        d.setSeed(3);
        d.ordersDone();
        QCOMPARE(d.stage(), NavalBattleWidget::Stage::Battle);
        // The computer's orders were used: every Confederate ship has orders
        // and the transports-free squadron accepts in a harbor it cannot leave.
        for (const Ship &s : d.battle().ships)
            if (s.side == Side::Confederate)
                QCOMPARE(s.orders.combat, CombatOrder::Accept);
    }

    // The same file and seed give the same battle as hardtack-cli naval.
    void resolvedBattleMatchesTheCli_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("seed");
        QTest::newRow("Hampton Roads, 9 March, seed 7") << QStringLiteral("hampton-roads-1862-03-09.json") << 7;
        QTest::newRow("Mobile Bay, seed 7") << QStringLiteral("mobile-bay-1864-08-05.json") << 7;
        QTest::newRow("Forts Jackson and St. Philip, seed 12") << QStringLiteral("forts-jackson-st-philip-1862-04-24.json") << 12;
    }

    void resolvedBattleMatchesTheCli()
    {
        QFETCH(QString, file);
        QFETCH(int, seed);
        const QString path = QStringLiteral(HARDTACK_SOURCE_DIR "/scenarios/naval/") + file;
        const QJsonObject cli = cliJson(path, quint64(seed));
        QVERIFY(!cli.isEmpty());
        NavalBattleWidget d(scenario(file));
        d.setSeed(quint64(seed));
        d.show();
        d.resolveNow();
        d.showStep(d.stepCount());
        QVERIFY(QTest::qWaitForWindowExposed(&d));

        const QJsonObject result = cli.value(QStringLiteral("result")).toObject();
        const QJsonObject ships = result.value(QStringLiteral("ships")).toObject();
        auto *table = d.findChild<QTableWidget *>(QStringLiteral("fates"));
        QVERIFY(table && table->isVisible());
        const NavalBattle &b = d.battle();
        for (int i = 0; i < b.ships.size(); ++i) {
            const QJsonObject s = ships.value(b.ships.at(i).id).toObject();
            QCOMPARE(table->item(i, 0)->text(), b.ships.at(i).name);
            QCOMPARE(table->item(i, 3)->data(Qt::UserRole).toString(), s.value(QStringLiteral("fate")).toString());
            QCOMPARE(table->item(i, 4)->text().toInt(), s.value(QStringLiteral("hull")).toInt());
            QCOMPARE(table->item(i, 5)->text().toInt(), s.value(QStringLiteral("propulsion")).toInt());
            QCOMPARE(table->item(i, 6)->text().toInt(), s.value(QStringLiteral("crewLost")).toInt());
            // issue 21: the ship's fate in the real action beside hers.
            const QString historical = cli.value(QStringLiteral("history")).toObject().value(QStringLiteral("fates"))
                                           .toObject().value(b.ships.at(i).id).toString();
            QCOMPARE(table->item(i, 7)->text().isEmpty(), historical.isEmpty());
        }
        QVERIFY(!table->isColumnHidden(7));
        // The winner and the scores in the summary.
        const QString summary = d.findChild<QLabel *>(QStringLiteral("summary"))->text();
        const QJsonValue winner = result.value(QStringLiteral("winner"));
        QVERIFY(summary.contains(winner.isNull() ? QStringLiteral("No winner")
                                                 : winner.toString() == QLatin1String("union") ? QStringLiteral("Union victory")
                                                                                                : QStringLiteral("Confederate victory")));
        // And the real action beside it (issue 21).
        QVERIFY2(summary.contains(QStringLiteral("History: Union ")), qPrintable(summary));
        QVERIFY(d.findChild<QLabel *>(QStringLiteral("summary"))->toolTip().contains(QStringLiteral("Historically")));
        const QJsonObject laurels = result.value(QStringLiteral("laurels")).toObject();
        QVERIFY(summary.contains(QStringLiteral("Laurels: Union %1, Confederate %2")
                                     .arg(laurels.value(QStringLiteral("union")).toInt())
                                     .arg(laurels.value(QStringLiteral("confederate")).toInt())));
        // The narrated log has one line per event, all shown at the end;
        // stepping back hides the later ones and the result.
        auto *log = d.findChild<QListWidget *>(QStringLiteral("log"));
        QCOMPARE(log->count(), d.stepCount());
        d.showStep(1);
        QVERIFY(log->item(1)->isHidden());
        QVERIFY(!table->isVisible());
        // Explain strength lists every fighting unit with its factors.
        auto *explain = d.findChild<QTreeWidget *>(QStringLiteral("explain"));
        QVERIFY(explain->topLevelItemCount() > 0);
        QVERIFY(explain->topLevelItem(0)->childCount() >= 6);
    }
};

QTEST_MAIN(TestNavalBattleWidget)
#include "tst_navaldialog.moc"
