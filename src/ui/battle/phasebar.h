#pragma once
// The phase bar (issue 9): turn t of N, the clock (dawn, day, dusk, night),
// the phase and the side that acts, and the End phase button.

#include <QWidget>

class QLabel;
class QToolButton;
class QAction;

namespace hardtack {
class Game;
}

namespace hardtack::ui {

class PhaseBar : public QWidget
{
    Q_OBJECT

public:
    explicit PhaseBar(QAction *endPhase, QWidget *parent = nullptr);
    void showGame(const Game *game, int canAct);
    QString text() const; // what the bar says, for tests

private:
    QLabel *m_turn;
    QLabel *m_clock;
    QLabel *m_phase;
    QLabel *m_side;
    QLabel *m_left;
    QToolButton *m_end;
};

} // namespace hardtack::ui
