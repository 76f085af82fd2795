#pragma once
// Small helpers shared by the painters.

#include <QImage>
#include <QPointF>
#include <QRect>

class QPainter;

namespace hardtack {

// Draws image with its pixels on the device's pixels (no resampling, so
// cached counters and terrain stay crisp), its top-left corner at the device
// pixel nearest to sceneTopLeft mapped through the painter's transform.
void drawImageOnDevicePixels(QPainter *painter, QPointF sceneTopLeft, const QImage &image);
// Same, but at an exact device pixel position.
void drawImageAtDevicePixel(QPainter *painter, QPoint devicePos, const QImage &image);

} // namespace hardtack
