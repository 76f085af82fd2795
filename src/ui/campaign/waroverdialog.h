#pragma once
// The end of the war (docs/GAME.md "Campaign"): who won and why, in the
// narrator's words, the final scores against the thresholds that decided
// them, the length of the war and its battles, and the chart of the scores
// over the whole war. Opened by the campaign window when the scores decide
// the war; it does not block the window (the map stays to be looked at).

#include <QDialog>

namespace hardtack {
class CampaignGame;
}

namespace hardtack::ui {

class ScoreChart;

class WarOverDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WarOverDialog(const CampaignGame &game, QWidget *parent = nullptr);

    // The summary as HTML (the dialog's text; tests read it).
    static QString summaryHtml(const CampaignGame &game);
    ScoreChart *chart() const { return m_chart; }

signals:
    // The player asked for a new war from the end screen.
    void newCampaignRequested();

private:
    ScoreChart *m_chart;
};

} // namespace hardtack::ui
