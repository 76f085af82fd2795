#pragma once
// The Monte Carlo page of the Cascade Lab (issue #11): N forced-rout
// cascades of one or two setups in worker threads with a cancellable
// progress bar; each setup's map with the heat map of its units' chance to
// rout and a legend; the second map can show the difference (second minus
// first); the histogram of cascade sizes with the means below; export of a
// PNG (maps, overlay, legends, histogram) and a CSV of per-unit counts.
//
// Self-contained: give it setups (setDemo for a file's "lab" member, or
// setSetups) and call run(); it owns its scenes and views.

#include "montecarlo.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace hardtack::ui {

class BattleScene;
class HeatMapItem;
class HistogramWidget;
class MapView;

class MonteCarloPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MonteCarloPanel(QWidget *parent = nullptr);
    ~MonteCarloPanel() override;

    // The demo's setups (labSetup(s) and, with a "compare", labSetup(s, true)).
    // s.lab must be set. Stops a running simulation and clears the results.
    void setDemo(const Scenario &s);
    void setSetups(const LabSetup &first, const std::optional<LabSetup> &second = std::nullopt);
    void setTrials(qint64 trials);
    qint64 trials() const;
    void setShowDifference(bool on);

    void run();
    void cancel();
    bool isRunning() const;
    int setupCount() const { return m_second ? 2 : 1; }
    const CascadeTrials &result(int setup) const;      // after finished()
    const LabSetup &setup(int setup) const;
    // Per unit index: chance (0..1) by the setup's measure (heatMeasureFor).
    QHash<int, double> shares(int setup) const;

    // The maps with their overlays and legends, and the histogram, in one picture.
    QImage renderImage(int width = 1600) const;
    bool exportPng(const QString &fileName, QString *error) const;
    // One row per setup and unit that took a check: counts and chances.
    QString csv() const;
    bool exportCsv(const QString &fileName, QString *error) const;

signals:
    void finished(bool complete); // every setup done (complete) or cancelled

private:
    struct Column;
    void buildColumn(Column &c, QWidget *parent);
    void loadColumn(Column &c, const LabSetup &setup);
    void refresh();
    void updateProgress();
    void onRunnerFinished();
    QString captionOf(const Column &c) const;
    QString legendTitle(int column) const;
    QRectF frame() const;

    Column *m_columns[2];
    std::optional<LabSetup> m_second;
    QSpinBox *m_trials;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_savePng;
    QPushButton *m_saveCsv;
    QProgressBar *m_progress;
    QLabel *m_status;
    QCheckBox *m_difference;
    HistogramWidget *m_histogram;
    QWidget *m_right;
    int m_running = 0;
    bool m_cancelled = false;
};

} // namespace hardtack::ui
