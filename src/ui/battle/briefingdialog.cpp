#include "briefingdialog.h"

#include "core/scenario.h"
#include "narrator/wordname.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hardtack::ui {

QStringList BriefingDialog::steps(const QString &briefing)
{
    // The shipped briefings mark steps in their own language; tr("Step")
    // lets a new translation add its word.
    QStringList words{QStringLiteral("Step"), QStringLiteral("Schritt"), QStringLiteral("Étape")};
    const QString mine = tr("Step");
    if (!words.contains(mine))
        words << QRegularExpression::escape(mine);
    const QRegularExpression marker(QStringLiteral("(?:^|\\s)(?=(?:%1) \\d+\\s*[,:.])").arg(words.join(QLatin1Char('|'))));
    QStringList out;
    for (const QString &piece : briefing.split(marker, Qt::SkipEmptyParts))
        if (!piece.trimmed().isEmpty())
            out << piece.trimmed();
    if (out.isEmpty())
        out << briefing;
    return out;
}

QString BriefingDialog::html(const QString &briefing)
{
    QString out;
    for (const QString &step : steps(briefing))
        out += QStringLiteral("<p>%1</p>").arg(step.toHtmlEscaped());
    return out;
}

BriefingDialog::BriefingDialog(const Scenario &scenario, QWidget *parent) : QDialog(parent)
{
    const QString lang = QLocale().name();
    setWindowTitle(tr("Briefing: %1").arg(wordName(scenario.localizedTitle(lang))));
    setObjectName(QStringLiteral("briefing"));
    m_steps = steps(wordName(scenario.localizedDescription(lang)));
    auto *l = new QVBoxLayout(this);
    auto *title = new QLabel(QStringLiteral("<h2>%1</h2><i>%2</i>")
                                 .arg(wordName(scenario.localizedTitle(lang)).toHtmlEscaped(),
                                      QLocale().toString(scenario.date, QLocale::LongFormat)));
    l->addWidget(title);
    m_text = new QTextBrowser;
    m_text->setMinimumSize(520, 240);
    QFont f = m_text->font();
    f.setPointSizeF(std::max(11.0, f.pointSizeF() * 1.15));
    m_text->setFont(f);
    l->addWidget(m_text);
    m_counter = new QLabel;
    l->addWidget(m_counter);
    auto *buttons = new QDialogButtonBox;
    m_back = buttons->addButton(tr("< &Back"), QDialogButtonBox::ActionRole);
    m_next = buttons->addButton(tr("&Next >"), QDialogButtonBox::ActionRole);
    QPushButton *start = buttons->addButton(tr("&To the battle"), QDialogButtonBox::AcceptRole);
    connect(m_back, &QPushButton::clicked, this, [this] { showPage(m_page - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showPage(m_page + 1); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    l->addWidget(buttons);
    start->setDefault(m_steps.size() == 1);
    m_next->setDefault(m_steps.size() > 1);
    showPage(0);
}

void BriefingDialog::showPage(int page)
{
    m_page = std::clamp(page, 0, pageCount() - 1);
    m_text->setPlainText(m_steps.value(m_page));
    m_counter->setText(pageCount() > 1 ? tr("Page %1 of %2").arg(m_page + 1).arg(pageCount()) : QString());
    m_back->setVisible(pageCount() > 1);
    m_next->setVisible(pageCount() > 1);
    m_back->setEnabled(m_page > 0);
    m_next->setEnabled(m_page + 1 < pageCount());
    if (m_page + 1 < pageCount())
        m_next->setFocus();
}

} // namespace hardtack::ui
