#pragma once
// The Cascade Lab (issue 11, docs/GAME.md "Cascade Lab"), a mode of the main
// window (ui/common/mode.h), opened over the battle, with the battle's map and counters (ui/battle BattleScene), where the player
// forces a unit to rout and watches the rout cascade of RULES §10 spread ring
// by ring, reads why each unit held or broke (ExplainPanel), and edits the
// situation in a sandbox (SandboxPanel, undoable). Every die and every
// result comes from the rules engine through LabSession.

#include "labsession.h"

#include "ui/common/mode.h"

class QAction;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSpinBox;
class QTabWidget;
class QTimer;
class QToolBar;
class QVariantAnimation;

namespace hardtack::ui {

class BattleScene;
class CascadeOverlay;
class ExplainPanel;
class MapView;
class MonteCarloPanel;
class SandboxPanel;

class LabMode : public Mode
{
    Q_OBJECT

public:
    explicit LabMode(QObject *parent = nullptr);
    ~LabMode() override;

    bool openFile(const QString &fileName, QString *error);

    // The mode in the window (ui/common/mode.h).
    QString title() const override;
    QString kind() const override;
    QWidget *centralWidget() const override;
    QList<QDockWidget *> docks() const override;
    void arrangeDocks(QMainWindow *window) override;
    QList<QMenu *> menus() const override { return {m_editMenu, m_cascadeMenu}; }
    QList<QAction *> viewActions() const override { return m_viewActions; }
    QList<QToolBar *> toolBars() const override { return {m_experimentBar, m_playbackBar}; }
    QStringList formats() const override;
    bool open(const QString &fileName, QString *error) override { return openFile(fileName, error); }
    QString fileName() const override;
    QStringList helpSections(const QWidget *widget) const override;
    void setScenario(const Scenario &scenario, const QString &fileName = {});

    LabSession *session() const { return m_session; }
    BattleScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    ExplainPanel *explanation() const { return m_explain; }
    SandboxPanel *sandbox() const { return m_sandbox; }
    QMenu *cascadeMenu() const { return m_cascadeMenu; }
    MonteCarloPanel *monteCarlo() const { return m_monteCarlo; }
    // The Monte Carlo page (labmontecarlo.cpp): shown with the experiment as
    // it stands; trials > 0 sets their number. runMonteCarloAndWait runs it
    // to the end (for --monte-carlo and the tests); false if cancelled or
    // there is no experiment.
    void showMonteCarlo(qint64 trials = 0);
    bool runMonteCarloAndWait(qint64 trials);
    // Playback speed: checks per second at 1.0.
    void setSpeed(double speed);
    bool isPlaying() const;

public slots:
    // Forces unitId to rout with the chosen options and plays its cascade.
    void forceRout(const QString &unitId);
    void play();
    void pause();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void selectUnit(const QString &unitId);
    // Frames the trigger and every unit its cascade reached.
    void frameCascade();
    // Frames the cascade, or without one shows the units; waits for the window to have a size.
    void placeView();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildActions();
    void buildExperimentBar();
    void buildPlaybackBar();
    void buildMonteCarlo();
    void updateMonteCarlo();
    void readOptions();
    void writeOptions();
    void onCascadeChanged();
    void onStepChanged(int step);
    void advance();
    void contextMenu(QPoint viewportPos);
    QString unitAt(QPoint viewportPos) const;
    QString leaderAt(QPoint viewportPos) const;

    LabSession *m_session;
    BattleScene *m_scene;
    MapView *m_view;
    QTabWidget *m_pages;
    MonteCarloPanel *m_monteCarlo = nullptr;
    bool m_monteCarloStale = true;
    QToolBar *m_playbackBar = nullptr;
    QToolBar *m_experimentBar = nullptr;
    QMenu *m_editMenu = nullptr;
    QList<QAction *> m_viewActions;
    std::pair<bool, bool> m_docksShown{true, true}; // explanation, sandbox: before the odds page hid them
    CascadeOverlay *m_overlay = nullptr;
    ExplainPanel *m_explain;
    SandboxPanel *m_sandbox;
    QDockWidget *m_explainDock;
    QDockWidget *m_sandboxDock;
    QLabel *m_legend;
    QLabel *m_stepLabel;
    QLabel *m_triggerLabel;
    QComboBox *m_phase;
    QComboBox *m_daylight;
    QCheckBox *m_limiting;
    QSpinBox *m_seed;
    QComboBox *m_speedBox;
    QMenu *m_cascadeMenu = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_stepForwardAction = nullptr;
    QAction *m_stepBackAction = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_endAction = nullptr;
    QTimer *m_timer;
    QVariantAnimation *m_flash;
    double m_speed = 1.0;
    bool m_writingOptions = false;
    bool m_placeView = false;

    // Dragging a counter in the sandbox.
    QPoint m_pressPos;
    QString m_dragUnit;
    QString m_dragLeader;
    bool m_dragging = false;
};

} // namespace hardtack::ui
