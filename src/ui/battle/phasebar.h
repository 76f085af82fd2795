#pragma once
// The phase bar (issue 9): turn t of N, the clock (dawn, day, dusk, night),
// the phase and the side that acts, and the End phase button; while a side
// played elsewhere acts, what the window waits for and the actions offered
// then (a turn file's Send turn) as buttons.

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
    // waiting: what the window waits for (empty: it does not); waitingActions:
    // show the buttons of addWaitingAction() (each while its action is enabled).
    void showGame(const Game *game, int canAct, const QString &waiting = QString(), bool waitingActions = false);
    void addWaitingAction(QAction *action);
    QString text() const; // what the bar says, for tests

private:
    QLabel *m_turn;
    QLabel *m_clock;
    QLabel *m_phase;
    QLabel *m_side;
    QLabel *m_left;
    QToolButton *m_end;
    QList<QToolButton *> m_waiting;
    bool m_waitingShown = false;
    void showWaitingButtons();
};

} // namespace hardtack::ui
