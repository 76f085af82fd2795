#include "paintutil.h"

#include <QPainter>

#include <cmath>

namespace hardtack {

void drawImageAtDevicePixel(QPainter *painter, QPoint devicePos, const QImage &image)
{
    // deviceTransform = worldTransform × base (high-DPI scale, redirection). A
    // world transform of translate(devicePos) × base⁻¹ puts image pixels 1:1
    // on device pixels.
    const QTransform base = painter->worldTransform().inverted() * painter->deviceTransform();
    painter->save();
    painter->setWorldTransform(QTransform::fromTranslate(devicePos.x(), devicePos.y()) * base.inverted());
    painter->drawImage(QPointF(0, 0), image);
    painter->restore();
}

void drawImageOnDevicePixels(QPainter *painter, QPointF sceneTopLeft, const QImage &image)
{
    const QPointF d = painter->deviceTransform().map(sceneTopLeft);
    drawImageAtDevicePixel(painter, QPoint(int(std::lround(d.x())), int(std::lround(d.y()))), image);
}

} // namespace hardtack
