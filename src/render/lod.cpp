#include "lod.h"

#include <QPainter>

#include <cmath>

namespace hardtack {

double deviceScale(const QPainter *painter)
{
    // The length of a unit vector after the transform (Qt's
    // QStyleOptionGraphicsItem::levelOfDetailFromTransform does the same).
    const QTransform t = painter->deviceTransform();
    return std::sqrt(std::abs(t.m11() * t.m22() - t.m12() * t.m21()));
}

} // namespace hardtack
