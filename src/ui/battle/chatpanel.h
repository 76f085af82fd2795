#pragma once
// The chat line of a network game (issue 23 item 3): the lines said by each
// player and what happened to the connection, and a line to type in.

#include <QWidget>

class QLineEdit;
class QTextBrowser;

namespace hardtack::ui {

class ChatPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChatPanel(QWidget *parent = nullptr);
    void addLine(const QString &who, const QString &text);
    // A line about the game or the connection (grey, no speaker).
    void addNotice(const QString &text);
    void clear();
    QLineEdit *input() const { return m_input; }
    QStringList lines() const { return m_lines; }

signals:
    void said(const QString &text);

private:
    QTextBrowser *m_history;
    QLineEdit *m_input;
    QStringList m_lines;
};

} // namespace hardtack::ui
