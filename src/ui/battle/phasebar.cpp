#include "phasebar.h"

#include "ui/common/names.h"

#include "core/rules/clock.h"
#include "core/rules/game.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QToolButton>

namespace hardtack::ui {

namespace {
QString sideColour(Side s)
{
    return s == Side::Union ? QStringLiteral("#3a5fa8") : QStringLiteral("#8a7f6a");
}
} // namespace

PhaseBar::PhaseBar(QAction *endPhase, QWidget *parent) : QWidget(parent)
{
    auto *l = new QHBoxLayout(this);
    l->setContentsMargins(8, 2, 8, 2);
    l->setSpacing(14);
    m_turn = new QLabel;
    m_clock = new QLabel;
    m_phase = new QLabel;
    m_side = new QLabel;
    m_left = new QLabel;
    for (QLabel *label : {m_turn, m_clock, m_phase, m_side, m_left})
        label->setTextFormat(Qt::RichText);
    m_end = new QToolButton;
    m_end->setDefaultAction(endPhase);
    m_end->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_end->setStyleSheet(QStringLiteral("QToolButton { font-weight: bold; padding: 3px 12px; }"));
    l->addWidget(m_turn);
    l->addWidget(m_clock);
    l->addWidget(m_side);
    l->addWidget(m_phase);
    l->addWidget(m_left);
    l->addStretch(1);
    l->addWidget(m_end);
}

void PhaseBar::addWaitingAction(QAction *action)
{
    auto *b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // The one thing to do while waiting: as prominent as End phase, in gold.
    b->setStyleSheet(QStringLiteral("QToolButton { font-weight: bold; padding: 3px 12px; background: #c9a85a;"
                                    " color: #1c1a16; border: 1px solid #8a6d2c; border-radius: 3px; }"
                                    "QToolButton:hover { background: #dcbd72; }"));
    b->hide();
    // Before the End phase button, which they stand in for while waiting.
    static_cast<QHBoxLayout *>(layout())->insertWidget(layout()->indexOf(m_end), b);
    connect(action, &QAction::changed, this, &PhaseBar::showWaitingButtons);
    m_waiting << b;
}

void PhaseBar::showWaitingButtons()
{
    for (QToolButton *b : std::as_const(m_waiting))
        b->setVisible(m_waitingShown && b->defaultAction()->isEnabled());
}

void PhaseBar::showGame(const Game *game, int canAct, const QString &waiting, bool waitingActions)
{
    m_waitingShown = game && waitingActions;
    showWaitingButtons();
    m_end->setVisible(waiting.isEmpty());
    if (!game) {
        for (QLabel *label : {m_turn, m_clock, m_phase, m_side, m_left})
            label->clear();
        return;
    }
    const Scenario &s = game->scenario();
    m_turn->setText(tr("<b>Turn %1</b> of %2").arg(game->turn()).arg(s.turns));
    const QTime t = turnTime(s, game->turn());
    QString when;
    if (game->isNight())
        when = tr("night");
    else if (s.dawn.isValid() && t < s.dawn.addSecs(60 * 60))
        when = tr("dawn");
    else if (s.dusk.isValid() && t >= s.dusk.addSecs(-60 * 60))
        when = tr("dusk");
    else
        when = tr("day");
    m_clock->setText(tr("<b>%1</b> (%2)").arg(t.toString(QStringLiteral("HH:mm")), when));
    const Side acting = game->actingSide();
    m_side->setText(QStringLiteral("<span style='background:%1;color:white;padding:2px'>&nbsp;%2&nbsp;</span>")
                        .arg(sideColour(acting), Names::side(acting).toHtmlEscaped()));
    m_phase->setText(tr("<b>%1</b> phase").arg(Names::phase(game->phase())));
    if (game->over())
        m_left->setText(tr("The battle is over."));
    else if (!waiting.isEmpty())
        m_left->setText(QStringLiteral("<i>%1</i>").arg(waiting.toHtmlEscaped()));
    else
        m_left->setText(canAct > 0 ? tr("%n unit(s) can still act", nullptr, canAct) : tr("no unit can act"));
}

QString PhaseBar::text() const
{
    QStringList parts;
    for (QLabel *label : {m_turn, m_clock, m_side, m_phase, m_left}) {
        QString t = label->text();
        t.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        t.replace(QStringLiteral("&nbsp;"), QString());
        parts << t;
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace hardtack::ui
