#include "navaldocument.h"

#include "ai/naval/navalai.h"

namespace hardtack::ui {

NavalDocument::NavalDocument(const NavalBattle &battle, QObject *parent) : QObject(parent), m_battle(battle) {}

QVector<std::pair<NavalOrder, NavalOrderRefusal>> NavalDocument::give(Side side, const QVector<NavalOrder> &orders)
{
    QVector<std::pair<NavalOrder, NavalOrderRefusal>> refused;
    NavalChange change{NavalChange::Kind::Orders, side, {}};
    for (const NavalOrder &o : orders) {
        if (const auto why = applyNavalOrder(m_battle, side, o))
            refused.append({o, *why});
        else
            change.ships.append(o.ship);
    }
    if (!change.ships.isEmpty())
        emit changed(change);
    return refused;
}

void NavalDocument::giveComputerOrders(Side side)
{
    // Its own ships, orders from the tables: never refused.
    give(side, navalOrders(navalSideView(m_battle, side)));
}

void NavalDocument::resolve(quint64 seed)
{
    if (m_resolution)
        return;
    m_resolution = resolveNavalBattle(m_battle, seed);
    emit changed({NavalChange::Kind::Resolved, Side::Union, {}});
}

} // namespace hardtack::ui
