#pragma once
// The naval battle's document (docs/ARCHITECTURE.md "Every mode"): it owns
// the battle (NavalBattle) and its resolution, changes them only through the
// naval door (checkNavalOrder / applyNavalOrder, naval/navalorders.h) and the
// naval engine, and says what changed (NavalChange) so each view redraws only
// that. A computer side's orders come from the naval computer player on that
// side's view (navalSideView): never the enemy's orders.

#include "naval/navalengine.h"
#include "naval/navalorders.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace hardtack::ui {

// What a change touched.
struct NavalChange
{
    enum class Kind {
        Orders,   // a side's orders were given: `ships` are the ships whose orders changed
        Resolved, // the battle was fought: the resolution is there
    };
    Kind kind = Kind::Orders;
    Side side = Side::Union;
    QStringList ships;
};

class NavalDocument : public QObject
{
    Q_OBJECT

public:
    explicit NavalDocument(const NavalBattle &battle, QObject *parent = nullptr);

    const NavalBattle &battle() const { return m_battle; }
    const std::optional<NavalResolution> &resolution() const { return m_resolution; }

    // One side's orders, each through the naval door; the refused ones come
    // back with their reasons (and change nothing). The battle is resolved
    // once: orders given after it change no result.
    QVector<std::pair<NavalOrder, NavalOrderRefusal>> give(Side side, const QVector<NavalOrder> &orders);
    // The naval computer player's orders for `side`, made on its side's view.
    void giveComputerOrders(Side side);
    // Fights the battle with the orders given (seeded dice).
    void resolve(quint64 seed);

signals:
    void changed(const hardtack::ui::NavalChange &change);

private:
    NavalBattle m_battle;
    std::optional<NavalResolution> m_resolution;
};

} // namespace hardtack::ui
