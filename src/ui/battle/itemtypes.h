#pragma once
// QGraphicsItem::type() values of the battle scene's items (Tiled's model:
// one item class per visual, Type = UserType + N).

#include <QGraphicsItem>

namespace hardtack::ui {

enum ItemType {
    MapItemType = QGraphicsItem::UserType + 1,
    UnitItemType = QGraphicsItem::UserType + 2,
    LeaderItemType = QGraphicsItem::UserType + 3,
};

} // namespace hardtack::ui
