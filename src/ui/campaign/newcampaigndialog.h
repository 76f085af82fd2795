#pragma once
// The New campaign dialog: a campaign file from the data directories (its
// name and briefing), who commands each side (a human or the computer) and
// the seed of the war's dice.

#include "ui/battle/battlemode.h"

#include <QDialog>

#include <array>

class QComboBox;
class QListWidget;
class QSpinBox;
class QTextBrowser;

namespace hardtack::ui {

class NewCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    NewCampaignDialog(const QStringList &campaignFiles, QWidget *parent = nullptr);
    QString campaignFile() const;
    Controller controller(Side side) const;
    quint64 seed() const;

private:
    void showCampaign(int row);

    QStringList m_files;
    QListWidget *m_list;
    QTextBrowser *m_brief;
    std::array<QComboBox *, 2> m_side{};
    QSpinBox *m_seed;
};

} // namespace hardtack::ui
