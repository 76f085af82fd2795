#pragma once
// One side's six orders in the naval battle page (RULES §16): a row for the whole
// squadron and a row per ship; each combo box is named
// "orders/<ship id or squadron>/<order>" for tests.

#include "naval/navalmodel.h"
#include "naval/navalorders.h"

#include <QHash>
#include <QWidget>

class QComboBox;

namespace hardtack::ui {

class NavalOrdersPanel : public QWidget
{
    Q_OBJECT

public:
    NavalOrdersPanel(const NavalBattle &battle, Side side, QWidget *parent = nullptr);

    Side side() const { return m_side; }
    // Shows these orders (the file's, or the computer's suggestion).
    void showOrders(const NavalBattle &battle);
    // The chosen orders for this side's ships of `battle` (to give through
    // the document's door; the panel changes no model).
    QVector<NavalOrder> orders(const NavalBattle &battle) const;

signals:
    void suggestRequested();

private:
    enum Column { Combat, Distance, Aim, Formation, BreakOff, Flee, Columns };
    QComboBox *makeCombo(const QString &owner, Column column);
    void applyToSquadron(Column column, int value);

    Side m_side;
    bool m_coastal = false;
    QStringList m_ids;
    QHash<QString, std::array<QComboBox *, Columns>> m_combos; // by ship id
    std::array<QComboBox *, Columns> m_squadron{};
};

} // namespace hardtack::ui
