#pragma once
// The end-of-battle report (RULES §15): the victory level of each side, the
// victory points by objective and by losses, casualties by side and arm as a
// bar chart, the laurels, and a button to save the whole battle's replay.

#include <QDialog>

namespace hardtack {
struct Battle;
}

namespace hardtack::ui {

class EndReport : public QDialog
{
    Q_OBJECT

public:
    explicit EndReport(const Battle &battle, QWidget *parent = nullptr);

    // The report as HTML (also for tests).
    static QString html(const Battle &battle);

signals:
    void saveReplayRequested();
};

} // namespace hardtack::ui
