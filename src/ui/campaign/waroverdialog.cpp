#include "waroverdialog.h"

#include "scorechart.h"
#include "scoregauges.h"
#include "theateritems.h"
#include "turnnarrator.h"

#include "campaign/campaigngame.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace hardtack::ui {

QString WarOverDialog::summaryHtml(const CampaignGame &game)
{
    const TurnNarrator narrator(game);
    QString html;
    const std::optional<Side> winner = game.winner();
    const QString banner = !winner ? tr("The war is over")
                           : *winner == Side::Union ? tr("The Union wins the war")
                                                    : tr("The Confederacy wins the war");
    // The winner's colour of the scores (Union blue, Confederate butternut), deep enough for a title.
    const QColor colour = !winner ? TheaterPalette::ink()
                          : scoreColour(*winner == Side::Union ? ScoreKind::UnionMorale : ScoreKind::ConfederateMorale)
                                .darker(135);
    html += QStringLiteral("<h1 style='color:%1; margin-bottom:2px'>%2</h1>").arg(colour.name(), banner.toHtmlEscaped());
    // The last turn played: the reports hold it (the game has moved past it).
    const QList<TurnReport> &reports = game.reports();
    const QDate ended = reports.isEmpty() ? game.date() : reports.last().date;
    const int turns = reports.isEmpty() ? 0 : reports.last().turn;
    const int campaign = reports.isEmpty() ? game.campaign() : reports.last().campaign;
    html += QStringLiteral("<p style='color:#6f6250'>%1</p>")
                .arg(tr("%1 — after %n turn(s) of the war, in campaign %2.", nullptr, turns)
                         .arg(QLocale().toString(ended, QStringLiteral("MMMM yyyy")))
                         .arg(campaign)
                         .toHtmlEscaped());
    html += QStringLiteral("<p style='font-size:15px'>%1</p>").arg(narrator.endSentence());
    const Scores &s = game.scores();
    html += QStringLiteral("<table cellspacing=0 cellpadding=4 style='font-size:14px'>");
    const auto row = [&](ScoreKind kind, double value) {
        html += QStringLiteral("<tr><td style='color:%1'><b>%2</b></td><td align=right><b>%3</b></td>"
                               "<td style='color:#6f6250'>&nbsp;&nbsp;%4</td></tr>")
                    .arg(scoreColour(kind).name(), ScoreChart::scoreTitle(kind).toHtmlEscaped(),
                         QLocale().toString(value, 'f', 0), ScoreGauges::explanation(kind).toHtmlEscaped());
    };
    row(ScoreKind::UnionMorale, s.unionMorale());
    row(ScoreKind::ConfederateMorale, s.confederateMorale());
    row(ScoreKind::Opinion, s.opinion());
    html += QStringLiteral("</table>");
    const std::array<int, 2> battles = game.battleCounts();
    int fought = 0;
    for (const TurnReport &r : reports)
        for (const BattleReport &b : r.battles)
            fought += !b.naval && b.result.fought;
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Battles: %1 on land (%2 of them fought on the hex map), %3 at sea.")
                         .arg(battles[0])
                         .arg(fought)
                         .arg(battles[1]));
    return html;
}

WarOverDialog::WarOverDialog(const CampaignGame &game, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("warOverDialog"));
    setWindowTitle(tr("The war is over"));
    setAttribute(Qt::WA_DeleteOnClose);
    setStyleSheet(QStringLiteral("QDialog#warOverDialog { background: #f2e9d3; } "
                                 "QLabel { color: #2b241c; }"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(summaryHtml(game));
    text->setObjectName(QStringLiteral("warOverText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    QFont serif(QStringLiteral("DejaVu Serif"));
    serif.setPixelSize(14);
    text->setFont(serif);
    layout->addWidget(text);
    m_chart = new ScoreChart;
    const CampaignStart &start = game.scenario().start;
    m_chart->setSchedule(start.campaigns, start.turnsPerCampaign);
    m_chart->setScores(game.scores());
    m_chart->setMinimumSize(760, 320);
    layout->addWidget(m_chart, 1);
    auto *buttons = new QDialogButtonBox;
    QPushButton *close = buttons->addButton(tr("Look at the map"), QDialogButtonBox::AcceptRole);
    close->setDefault(true);
    QPushButton *again = buttons->addButton(tr("&New campaign…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(again, &QPushButton::clicked, this, [this] {
        accept();
        emit newCampaignRequested();
    });
    layout->addWidget(buttons);
    resize(900, 720);
}

} // namespace hardtack::ui
