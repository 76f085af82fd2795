#pragma once
// A scenario's briefing in the current language, shown when a new battle
// starts. A briefing written in steps ("Step 1, Movement: …", as the
// tutorial's) is shown one step a page, with Back and Next.

#include <QDialog>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace hardtack {
struct Scenario;
}

namespace hardtack::ui {

class BriefingDialog : public QDialog
{
    Q_OBJECT

public:
    BriefingDialog(const Scenario &scenario, QWidget *parent = nullptr);

    // The briefing cut before each "Step N" (in English, German or French);
    // one piece when it has no steps.
    static QStringList steps(const QString &briefing);
    // The briefing as HTML, each step its own paragraph (the New battle dialog).
    static QString html(const QString &briefing);

    int page() const { return m_page; }
    int pageCount() const { return int(m_steps.size()); }
    void showPage(int page);

private:
    QStringList m_steps;
    int m_page = 0;
    QLabel *m_counter;
    QTextBrowser *m_text;
    QPushButton *m_back;
    QPushButton *m_next;
};

} // namespace hardtack::ui
