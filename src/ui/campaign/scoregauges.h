#pragma once
// The three victory scores of the war (RULES §17) as three dials: Union
// morale, Confederate morale and international opinion, each on its 0–1000
// scale with the thresholds that decide the war marked on the dial, the
// value in large figures and the change since the turn began. Fed from
// hardtack::Scores; paints itself (no chart library), so it stays small
// enough for the campaign window's side panel.

#include "campaign/scores.h"

#include <QColor>
#include <QWidget>

#include <array>

namespace hardtack::ui {

// The colours of the three scores, shared by the gauges and the chart so a
// player learns them once: Union blue, Confederate butternut, and the gold of
// the European courts for opinion.
QColor scoreColour(ScoreKind kind);

class ScoreGauges : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreGauges(QWidget *parent = nullptr);

    // Shows the current scores and, from the history, the change since the
    // current turn began (the first point whose turn is the current one).
    void setScores(const Scores &scores);
    // The same, from plain values (previews: "what this order would do").
    void setValues(double unionMorale, double confederateMorale, double opinion);
    void setChanges(double unionMorale, double confederateMorale, double opinion);

    double value(ScoreKind kind) const { return m_value[size_t(kind)]; }
    double change(ScoreKind kind) const { return m_change[size_t(kind)]; }

    // The plain-words meaning of a score's thresholds (also the tooltip).
    static QString explanation(ScoreKind kind);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintDial(QPainter &p, const QRectF &cell, ScoreKind kind) const;
    void updateToolTip();

    std::array<double, 3> m_value{750, 750, 500};
    std::array<double, 3> m_change{};
};

} // namespace hardtack::ui
