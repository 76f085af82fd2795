#include "chatpanel.h"

#include <QLineEdit>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTime>
#include <QVBoxLayout>

namespace hardtack::ui {

ChatPanel::ChatPanel(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(4, 4, 4, 4);
    m_history = new QTextBrowser;
    m_history->setOpenLinks(false);
    m_input = new QLineEdit;
    m_input->setPlaceholderText(tr("Say something to your opponent (Enter)"));
    m_input->setMaxLength(500);
    l->addWidget(m_history, 1);
    l->addWidget(m_input);
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_input->text().trimmed();
        if (text.isEmpty())
            return;
        m_input->clear();
        emit said(text);
    });
}

void ChatPanel::addLine(const QString &who, const QString &text)
{
    m_lines << QStringLiteral("%1: %2").arg(who, text);
    m_history->append(QStringLiteral("<span style='color:gray'>%1</span> <b>%2:</b> %3")
                          .arg(QTime::currentTime().toString(QStringLiteral("HH:mm")), who.toHtmlEscaped(),
                               text.toHtmlEscaped()));
    m_history->verticalScrollBar()->setValue(m_history->verticalScrollBar()->maximum());
}

void ChatPanel::addNotice(const QString &text)
{
    m_lines << text;
    m_history->append(QStringLiteral("<span style='color:gray'>%1 <i>%2</i></span>")
                          .arg(QTime::currentTime().toString(QStringLiteral("HH:mm")), text.toHtmlEscaped()));
    m_history->verticalScrollBar()->setValue(m_history->verticalScrollBar()->maximum());
}

void ChatPanel::clear()
{
    m_lines.clear();
    m_history->clear();
}

} // namespace hardtack::ui
