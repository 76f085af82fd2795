// The Cascade Lab window's second page: the Monte Carlo of labmc's
// MonteCarloPanel on the Lab's own experiment (the sandbox as edited, the
// trigger and options of the experiment bar, and a demo's second setup).
// The panel is given new setups only when it is shown, so the animation
// page never pays for it.

#include "labmode.h"
#include "montecarlopanel.h"

#include "core/morale/labsetup.h"

#include <QDockWidget>
#include <QEventLoop>
#include <QToolBar>
#include <QTabWidget>

namespace hardtack::ui {

void LabMode::buildMonteCarlo()
{
    m_monteCarlo = new MonteCarloPanel;
    m_monteCarlo->setObjectName(QStringLiteral("labMonteCarlo"));
    m_pages->addTab(m_monteCarlo, tr("The odds: many cascades"));
    m_pages->setTabToolTip(1, tr("Force the same rout thousands of times with new dice: how likely is each unit "
                                 "to break?"));
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int page) {
        // The explanation, the sandbox and the playback belong to the first
        // page: the odds page needs the width for its two maps.
        const bool odds = page == 1;
        if (odds) {
            pause();
            m_docksShown = {m_explainDock->isVisible(), m_sandboxDock->isVisible()};
            m_explainDock->hide();
            m_sandboxDock->hide();
            updateMonteCarlo();
        } else {
            m_monteCarlo->cancel();
            m_explainDock->setVisible(m_docksShown.first);
            m_sandboxDock->setVisible(m_docksShown.second);
            m_explainDock->raise();
        }
        m_playbackBar->setVisible(!odds);
    });
    // Any new experiment makes the page's numbers stale.
    connect(m_session, &LabSession::cascadeChanged, this, [this] {
        m_monteCarloStale = true;
        m_pages->setTabEnabled(1, !m_session->options().trigger.isEmpty());
        if (m_pages->currentIndex() == 1)
            updateMonteCarlo();
    });
    m_pages->setTabEnabled(1, false);
}

void LabMode::updateMonteCarlo()
{
    if (!m_monteCarloStale || m_session->options().trigger.isEmpty())
        return;
    m_monteCarloStale = false;
    // The experiment as a demo member, so that the panel, the CLI's
    // `cascade --lab` and the tests take it the same way (core labSetup).
    Scenario s = m_session->sandbox();
    LabDemo demo = s.lab ? *s.lab : LabDemo{};
    const LabOptions &o = m_session->options();
    demo.trigger = o.trigger;
    demo.phase = o.phase;
    demo.night = o.night;
    demo.routLimiting = o.routLimiting;
    demo.seed = o.seed;
    s.lab = demo;
    std::optional<LabSetup> second;
    // A demo's second setup names units and leaders of the file; it holds as
    // long as the trigger is the demo's own.
    if (demo.compare && m_session->original().lab && m_session->original().lab->trigger == o.trigger)
        second = labSetup(s, true);
    m_monteCarlo->setSetups(labSetup(s), second);
}

void LabMode::showMonteCarlo(qint64 trials)
{
    m_pages->setCurrentIndex(1);
    updateMonteCarlo();
    if (trials > 0)
        m_monteCarlo->setTrials(trials);
}

bool LabMode::runMonteCarloAndWait(qint64 trials)
{
    showMonteCarlo(trials);
    if (m_session->options().trigger.isEmpty())
        return false;
    QEventLoop loop;
    bool complete = false;
    connect(m_monteCarlo, &MonteCarloPanel::finished, &loop, [&](bool done) {
        complete = done;
        loop.quit();
    });
    m_monteCarlo->run();
    if (m_monteCarlo->isRunning())
        loop.exec();
    return complete;
}

} // namespace hardtack::ui
