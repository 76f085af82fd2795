#pragma once
// The treasury of the side giving orders (docs/GAME.md "Campaign"): money,
// income, upkeep and manpower; tax and tariff rates, greenbacks and the
// draft; recruiting a brigade in a city and building a ship in a port. Each
// control shows what its order would do to the money and the three scores,
// from the engine's preview (the code that carries the order out), before
// the player commits it.

#include "campaign/campaigngame.h"
#include "campaign/campaignrules.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hardtack::ui {

class TreasuryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TreasuryPanel(QWidget *parent = nullptr);

    // The game and the side whose treasury is shown (nullptr: none). The
    // controls are enabled only while that side gives orders.
    void setGame(const CampaignGame *game, Side side, bool active);
    // Re-reads the game (after an order).
    void refresh();

    // The words of a preview: money, manpower and score changes.
    static QString previewText(const OrderPreview &preview);

    // The controls, for tests.
    QSpinBox *taxBox() const { return m_tax; }
    QSpinBox *tariffBox() const { return m_tariff; }
    QPushButton *ratesButton() const { return m_setRates; }
    QPushButton *draftButton() const { return m_draft; }
    QPushButton *recruitButton() const { return m_recruit; }
    QLabel *ratesPreview() const { return m_ratesPreview; }

signals:
    void orderRequested(const hardtack::CampaignOrder &order);

private:
    void updatePreviews();
    CampaignOrder ratesOrder() const;
    CampaignOrder greenbackOrder() const;
    CampaignOrder recruitOrder() const;
    CampaignOrder buildOrder() const;
    void showPreview(QLabel *label, QPushButton *button, const CampaignOrder &order);

    const CampaignGame *m_game = nullptr;
    Side m_side = Side::Union;
    bool m_active = false;
    bool m_filling = false;

    QLabel *m_heading;
    QLabel *m_money;
    QSpinBox *m_tax;
    QSpinBox *m_tariff;
    QLabel *m_ratesPreview;
    QPushButton *m_setRates;
    QSpinBox *m_issue;
    QLabel *m_greenbackPreview;
    QPushButton *m_greenbacks;
    QLabel *m_draftPreview;
    QPushButton *m_draft;
    QComboBox *m_recruitCity;
    QComboBox *m_arm;
    QLabel *m_recruitPreview;
    QPushButton *m_recruit;
    QComboBox *m_port;
    QComboBox *m_ship;
    QLabel *m_buildPreview;
    QPushButton *m_build;
};

} // namespace hardtack::ui
