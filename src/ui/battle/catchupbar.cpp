#include "catchupbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hardtack::ui {

CatchUpBar::CatchUpBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("catchUpBar"));
    setAutoFillBackground(false);
    auto *l = new QHBoxLayout(this);
    l->setContentsMargins(12, 6, 12, 6);
    auto *texts = new QVBoxLayout;
    m_heading = new QLabel;
    m_heading->setStyleSheet(QStringLiteral("QLabel { color: #e9d9a6; font-weight: bold; }"));
    m_text = new QLabel;
    m_text->setWordWrap(true);
    m_text->setStyleSheet(QStringLiteral("QLabel { color: #f3ead2; }"));
    texts->addWidget(m_heading);
    texts->addWidget(m_text);
    l->addLayout(texts, 1);
    m_previous = new QPushButton(tr("◀ &Back"));
    m_previous->setShortcut(QKeySequence(Qt::Key_Left));
    m_previous->setToolTip(tr("The previous event (Left)"));
    m_next = new QPushButton(tr("&Next ▶"));
    m_next->setShortcut(QKeySequence(Qt::Key_Right));
    m_next->setToolTip(tr("The next event (Right or Space)"));
    m_skip = new QPushButton(tr("Skip to the &end"));
    m_skip->setShortcut(QKeySequence(Qt::Key_End));
    m_skip->setToolTip(tr("Leave the catch-up and give your orders (End)"));
    for (QPushButton *b : {m_previous, m_next, m_skip}) {
        b->setFocusPolicy(Qt::NoFocus); // the keys stay with the map
        l->addWidget(b);
    }
    connect(m_previous, &QPushButton::clicked, this, &CatchUpBar::previousRequested);
    connect(m_next, &QPushButton::clicked, this, &CatchUpBar::nextRequested);
    connect(m_skip, &QPushButton::clicked, this, &CatchUpBar::skipRequested);
}

void CatchUpBar::showStep(int step, int count, const QString &sentence, const QString &heading)
{
    m_heading->setText(tr("%1 — event %2 of %3").arg(heading).arg(step + 1).arg(count));
    m_text->setText(sentence);
    m_previous->setEnabled(step > 0);
    m_next->setText(step + 1 < count ? tr("&Next ▶") : tr("&Done"));
}

void CatchUpBar::paintEvent(QPaintEvent *)
{
    // Dark parchment like the odds preview, so it reads as part of the game.
    QPainter p(this);
    p.fillRect(rect(), QColor(40, 36, 30));
    p.setPen(QColor(201, 168, 90));
    p.drawLine(rect().bottomLeft(), rect().bottomRight());
}

} // namespace hardtack::ui
