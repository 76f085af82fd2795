#include "endreport.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "core/battle.h"
#include "narrator/narrator.h"
#include "core/rules/victory.h"

#include <QDialogButtonBox>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

QString levelName(VictoryLevel l)
{
    switch (l) {
    case VictoryLevel::MajorVictory: return EndReport::tr("Major victory");
    case VictoryLevel::MinorVictory: return EndReport::tr("Minor victory");
    case VictoryLevel::Draw: return EndReport::tr("Draw");
    case VictoryLevel::MinorDefeat: return EndReport::tr("Minor defeat");
    case VictoryLevel::MajorDefeat: return EndReport::tr("Major defeat");
    }
    return QString();
}

// Men lost by side and arm (infantry, cavalry, artillery) for the chart.
struct ArmLosses
{
    int men[2][3] = {{0, 0, 0}, {0, 0, 0}};
};

ArmLosses armLosses(const Scenario &s)
{
    ArmLosses a;
    for (Side side : {Side::Union, Side::Confederate})
        for (UnitType arm : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery})
            a.men[int(side)][int(arm)] = lossesOf(s, side, arm).men();
    return a;
}

// A small bar chart drawn with QPainter (no chart library needed).
class LossChart : public QWidget
{
public:
    explicit LossChart(const ArmLosses &losses) : m_losses(losses) { setMinimumSize(420, 196); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        int top = 1;
        for (const auto &side : m_losses.men)
            for (int v : side)
                top = std::max(top, v);
        const QStringList arms{EndReport::tr("Infantry"), EndReport::tr("Cavalry"), EndReport::tr("Artillery")};
        const QColor colours[2] = {QColor(58, 95, 168), QColor(150, 138, 112)};
        const int left = 90, legendH = 24, rowH = (height() - legendH) / 3;
        const int w = width() - left - 70;
        // The legend: which colour is which side.
        int x = left;
        for (int s = 0; s < 2; ++s) {
            const QString name = Names::side(Side(s));
            p.fillRect(QRect(x, 6, 14, 12), colours[s]);
            p.setPen(palette().color(QPalette::WindowText));
            const int tw = p.fontMetrics().horizontalAdvance(name);
            p.drawText(QRect(x + 20, 0, tw + 4, legendH), Qt::AlignLeft | Qt::AlignVCenter, name);
            x += 20 + tw + 24;
        }
        p.drawText(QRect(x, 0, width() - x, legendH), Qt::AlignLeft | Qt::AlignVCenter, EndReport::tr("men lost"));
        for (int arm = 0; arm < 3; ++arm) {
            const int y = legendH + arm * rowH + 6;
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(QRect(0, y, left - 8, rowH - 12), Qt::AlignRight | Qt::AlignVCenter, arms.at(arm));
            for (int s = 0; s < 2; ++s) {
                const int bh = (rowH - 16) / 2;
                const QRect bar(left, y + s * bh, int(double(w) * m_losses.men[s][arm] / top), bh - 2);
                p.fillRect(bar, colours[s]);
                p.drawText(QRect(bar.right() + 6, bar.top(), 70, bar.height()), Qt::AlignLeft | Qt::AlignVCenter,
                           QString::number(m_losses.men[s][arm]));
            }
        }
    }

private:
    ArmLosses m_losses;
};

} // namespace

QString EndReport::html(const Battle &b)
{
    const VictoryResult v = computeVictory(b.scenario);
    const QString lang = QLocale().name();
    QString out = QStringLiteral("<h2>%1</h2>").arg(wordName(b.scenario.localizedTitle(lang)).toHtmlEscaped());
    if (v.winner)
        out += tr("<p><b>%1 wins.</b></p>").arg(Names::side(*v.winner));
    else
        out += tr("<p><b>Neither side wins: a draw.</b></p>");
    out += QStringLiteral("<table cellpadding=4><tr><th></th><th>%1</th><th>%2</th></tr>")
               .arg(Names::side(Side::Union), Names::side(Side::Confederate));
    auto row = [&](const QString &label, const QString &a, const QString &c) {
        out += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>").arg(label, a, c);
    };
    row(tr("Result"), levelName(v.level[0]), levelName(v.level[1]));
    const QLocale loc;
    const auto num = [&](int n) { return loc.toString(n); };
    row(tr("Victory points"), num(v.vp[0]), num(v.vp[1]));
    row(tr("… from objectives"), num(v.objectivePoints[0]), num(v.objectivePoints[1]));
    row(tr("… from enemy losses"), num(v.vp[0] - v.objectivePoints[0]), num(v.vp[1] - v.objectivePoints[1]));
    row(tr("Men lost"), num(v.losses[0].men()), num(v.losses[1].men()));
    row(tr("… killed and wounded"), num(v.losses[0].casualties), num(v.losses[1].casualties));
    row(tr("… prisoners"), num(v.losses[0].prisoners), num(v.losses[1].prisoners));
    row(tr("… stragglers"), num(v.losses[0].stragglers), num(v.losses[1].stragglers));
    const auto guns = [&](const SideLosses &l) {
        return l.gunsCaptured > 0 ? tr("%1 (%2 captured)").arg(num(l.guns), num(l.gunsCaptured)) : num(l.guns);
    };
    row(tr("Guns lost"), guns(v.losses[0]), guns(v.losses[1]));
    row(tr("Laurels"), QString::number(v.laurels[0]), QString::number(v.laurels[1]));
    QString history;
    if (const auto &h = b.scenario.history) {
        // Issue 21: what the armies lost that day, beside this battle.
        history += QStringLiteral("<h3>%1</h3>").arg(tr("Beside history"));
        history += QStringLiteral("<table cellpadding=4><tr><th></th><th colspan=2>%1</th><th colspan=2>%2</th></tr>"
                              "<tr><th></th><th>%3</th><th>%4</th><th>%3</th><th>%4</th></tr>")
                   .arg(Names::side(Side::Union), Names::side(Side::Confederate), tr("this battle"), tr("that day"));
        const auto hrow = [&](const QString &label, int u, int hu, int c, int hc) {
            const auto hist = [&](int x) { return x >= 0 ? num(x) : QStringLiteral("—"); };
            history += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right><i>%3</i></td>"
                                  "<td align=right>%4</td><td align=right><i>%5</i></td></tr>")
                       .arg(label, num(u), hist(hu), num(c), hist(hc));
        };
        const HistoricalLosses &hu = h->of(Side::Union), &hc = h->of(Side::Confederate);
        hrow(tr("Men lost"), v.losses[0].men(), hu.total, v.losses[1].men(), hc.total);
        hrow(tr("… killed and wounded"), v.losses[0].casualties, hu.killedAndWounded(), v.losses[1].casualties,
             hc.killedAndWounded());
        hrow(tr("… prisoners and missing"), v.losses[0].prisoners + v.losses[0].stragglers, hu.missing,
             v.losses[1].prisoners + v.losses[1].stragglers, hc.missing);
        history += QStringLiteral("</table><p>%1</p>").arg(historyLine(*h).toHtmlEscaped());
        if (!h->note.isEmpty())
            history += QStringLiteral("<p><i>%1</i></p>").arg(h->note.toHtmlEscaped());
        history += QStringLiteral("<p><small>%1</small></p>").arg(tr("Source: %1").arg(h->source.toHtmlEscaped()));
    }
    out += QStringLiteral("</table>") + history + QStringLiteral("<h3>%1</h3><ul>").arg(tr("Objectives"));
    for (const Objective &o : b.scenario.objectives)
        out += QStringLiteral("<li>%1 %2: %3</li>")
                   .arg(b.scenario.localizedName(lang, o.name).toHtmlEscaped(), Names::hex(o.hex),
                        o.holder ? tr("held by %1 (%2 VP)").arg(Names::side(*o.holder)).arg(o.points[int(*o.holder)])
                                 : tr("held by neither side"));
    out += QStringLiteral("</ul>");
    return out;
}

EndReport::EndReport(const Battle &battle, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("The battle is over"));
    setObjectName(QStringLiteral("endReport"));
    auto *l = new QVBoxLayout(this);
    auto *text = new QTextBrowser;
    text->setHtml(html(battle));
    text->setMinimumSize(560, 560);
    l->addWidget(text);
    l->addWidget(new LossChart(armLosses(battle.scenario)));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *replay = buttons->addButton(tr("Save the replay…"), QDialogButtonBox::ActionRole);
    connect(replay, &QPushButton::clicked, this, &EndReport::saveReplayRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(buttons);
}

} // namespace hardtack::ui
