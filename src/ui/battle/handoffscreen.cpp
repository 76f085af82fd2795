#include "handoffscreen.h"

#include "ui/common/names.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hardtack::ui {

HandoffScreen::HandoffScreen(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("handoffScreen"));
    setFocusPolicy(Qt::StrongFocus);
    auto *l = new QVBoxLayout(this);
    l->addStretch(2);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_text = new QLabel;
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_go = new QPushButton;
    m_go->setDefault(true);
    m_go->setAutoDefault(true);
    m_go->setMinimumHeight(44);
    m_go->setStyleSheet(QStringLiteral("QPushButton { font-size: 16px; font-weight: bold; padding: 8px 28px; }"));
    l->addWidget(m_title);
    l->addSpacing(12);
    l->addWidget(m_text);
    l->addSpacing(24);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_go);
    row->addStretch(1);
    l->addLayout(row);
    l->addStretch(3);
    connect(m_go, &QPushButton::clicked, this, [this] { emit ready(m_side); });
}

void HandoffScreen::showFor(Side side, const QString &what)
{
    m_side = side;
    m_title->setText(QStringLiteral("<span style='font-size:30px; color:#f2e6c8; font-weight:bold'>%1</span>")
                         .arg(tr("%1 player, your turn").arg(Names::side(side)).toHtmlEscaped()));
    m_text->setText(QStringLiteral("<span style='font-size:15px; color:#d8cfb8'>%1<br>%2</span>")
                        .arg(what.toHtmlEscaped(),
                             tr("The map stays hidden until you are at the keyboard. The other player looks away.")
                                 .toHtmlEscaped()));
    m_go->setText(tr("I am the %1 player — show the map").arg(Names::side(side)));
    m_go->setFocus();
}

void HandoffScreen::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QLinearGradient g(0, 0, 0, height());
    const bool union_ = m_side == Side::Union;
    g.setColorAt(0, union_ ? QColor(28, 40, 72) : QColor(70, 62, 50));
    g.setColorAt(1, QColor(20, 20, 18));
    p.fillRect(rect(), g);
}

} // namespace hardtack::ui

namespace hardtack::ui {

void HandoffScreen::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Return or Space hands over.
    setFocus();
}

void HandoffScreen::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        emit ready(m_side);
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace hardtack::ui
