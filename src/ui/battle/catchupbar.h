#pragma once
// After a hotseat handoff (issue 9), the bar over the map that steps through
// what the side saw of its opponent's turn: event by event (its log entry
// highlighted, its effect played on the map), back, or skip to the end.
// It only shows and asks; the battle mode decides what there is to see.

#include <QWidget>

class QLabel;
class QPushButton;

namespace hardtack::ui {

class CatchUpBar : public QWidget
{
    Q_OBJECT

public:
    explicit CatchUpBar(QWidget *parent = nullptr);
    // Step `step` (0-based) of `count`, with the event's sentence.
    void showStep(int step, int count, const QString &sentence, const QString &heading);

signals:
    void nextRequested();
    void previousRequested();
    void skipRequested();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_heading;
    QLabel *m_text;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_skip;
};

} // namespace hardtack::ui
