#pragma once
// The forces of the side giving orders: its armies and fleets with where they
// stand and where they are ordered, the brigades or ships of the one chosen,
// and the orders given this turn (which may be taken back all at once).

#include "campaign/campaigngame.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QListWidget;

namespace hardtack::ui {

class ForcesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ForcesPanel(QWidget *parent = nullptr);

    void setGame(const CampaignGame *game, Side side, bool active);
    void refresh();
    void showUnit(const QString &unitId);
    // The orders as the list shows them (for tests).
    QStringList orderLines() const;

    static QString orderText(const CampaignGame &game, const CampaignOrder &order);

    // The sea orders an army may be given now (embark on a fleet with room
    // beside it; aboard, land at a shore beside its fleet): the context menu's items.
    QList<CampaignOrder> seaOrders(const QString &armyId) const;

signals:
    void unitActivated(const QString &unitId);
    void clearRequested();
    void orderRequested(const hardtack::CampaignOrder &order);

private:
    void contextMenu(const QPoint &at);

    const CampaignGame *m_game = nullptr;
    Side m_side = Side::Union;
    bool m_active = false;
    QTreeWidget *m_units;
    QLabel *m_detail;
    QListWidget *m_orders;
    QPushButton *m_clear;
};

} // namespace hardtack::ui
