#include "newcampaigndialog.h"

#include "campaign/campaignfile.h"
#include "campaign/scores.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hardtack::ui {

NewCampaignDialog::NewCampaignDialog(const QStringList &campaignFiles, QWidget *parent)
    : QDialog(parent), m_files(campaignFiles)
{
    setWindowTitle(tr("New campaign"));
    auto *l = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_list = new QListWidget;
    m_list->setMaximumWidth(260);
    for (const QString &f : m_files) {
        LoadError e;
        const auto c = loadCampaign(f, &e);
        m_list->addItem(c ? c->name : QFileInfo(f).fileName());
    }
    row->addWidget(m_list);
    m_brief = new QTextBrowser;
    m_brief->setMinimumSize(420, 260);
    row->addWidget(m_brief, 1);
    l->addLayout(row);
    auto *form = new QFormLayout;
    for (Side s : {Side::Union, Side::Confederate}) {
        auto *box = new QComboBox;
        box->addItem(tr("A player"), int(Controller::Human));
        box->addItem(tr("The computer"), int(Controller::Computer));
        box->setCurrentIndex(s == Side::Union ? 0 : 1);
        m_side[size_t(s)] = box;
        form->addRow(s == Side::Union ? tr("The Union:") : tr("The Confederacy:"), box);
    }
    m_seed = new QSpinBox;
    m_seed->setRange(0, 999999999);
    m_seed->setValue(1861);
    form->addRow(tr("Seed of the dice:"), m_seed);
    l->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Begin the war"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewCampaignDialog::showCampaign);
    if (!m_files.isEmpty())
        m_list->setCurrentRow(0);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_files.isEmpty());
}

void NewCampaignDialog::showCampaign(int row)
{
    if (row < 0 || row >= m_files.size())
        return;
    LoadError e;
    const auto c = loadCampaign(m_files.at(row), &e);
    if (!c) {
        m_brief->setPlainText(e.text());
        return;
    }
    m_brief->setHtml(tr("<h3>%1</h3><p>%2</p><p><i>From %3: %n campaign(s) of %4 turns.</i></p>", nullptr,
                        c->start.campaigns)
                         .arg(c->name.toHtmlEscaped(), c->description.toHtmlEscaped(),
                              QLocale().toString(c->start.date, QLocale::LongFormat))
                         .arg(c->start.turnsPerCampaign));
}

QString NewCampaignDialog::campaignFile() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_files.size() ? m_files.at(row) : QString();
}

Controller NewCampaignDialog::controller(Side side) const
{
    return Controller(m_side[size_t(side)]->currentData().toInt());
}

quint64 NewCampaignDialog::seed() const
{
    return quint64(m_seed->value());
}

} // namespace hardtack::ui
