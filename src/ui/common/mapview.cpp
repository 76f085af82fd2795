#include "mapview.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace hardtack::ui {

MapView::MapView(QWidget *parent) : QGraphicsView(parent)
{
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    // drawBackground() paints every pixel: the viewport need not be cleared
    // first (another pass over the whole view each frame).
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    // Arrow keys move a useful distance, not a pixel or two.
    horizontalScrollBar()->setSingleStep(48);
    verticalScrollBar()->setSingleStep(48);
}

void MapView::setZoomRange(double minimum, double maximum)
{
    m_minZoom = minimum;
    m_maxZoom = std::max(minimum, maximum);
    setZoom(m_zoom);
}

void MapView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, m_minZoom, m_maxZoom);
    if (std::abs(zoom - transform().m11()) < 1e-9 && zoom == m_zoom)
        return;
    m_zoom = zoom;
    setTransform(QTransform::fromScale(zoom, zoom));
    emit zoomChanged(zoom);
}

void MapView::zoomIn()
{
    zoomAroundCentre(m_zoom * kStep);
}

void MapView::zoomOut()
{
    zoomAroundCentre(m_zoom / kStep);
}

void MapView::zoomAroundCentre(double zoom)
{
    // A toolbar button or a key zooms around the middle of the view: the
    // mouse is elsewhere (on the button), or has not moved over the view
    // yet, and anchoring under it would throw the view to a corner.
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setZoom(zoom);
    setTransformationAnchor(anchor);
}

void MapView::zoomToFit()
{
    if (!scene())
        return;
    const QRectF r = scene()->sceneRect();
    const QSize v = viewport()->size();
    if (r.isEmpty() || v.isEmpty())
        return;
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setZoom(std::min(v.width() / r.width(), v.height() / r.height()) * 0.98);
    centerOn(r.center());
    setTransformationAnchor(anchor);
}

void MapView::wheelEvent(QWheelEvent *event)
{
    // 120 units per notch; touchpads send smaller steps, which add up.
    m_wheelRemainder += event->angleDelta().y();
    const int steps = m_wheelRemainder / 120;
    if (steps != 0) {
        m_wheelRemainder -= steps * 120;
        setZoom(m_zoom * std::pow(kStep, steps));
    }
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    const ViewportAnchor anchor = transformationAnchor();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setTransformationAnchor(QGraphicsView::AnchorViewCenter);
        zoomIn();
        setTransformationAnchor(anchor);
        return;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        setTransformationAnchor(QGraphicsView::AnchorViewCenter);
        zoomOut();
        setTransformationAnchor(anchor);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

void MapView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // The table the map lies on, in device pixels around the opaque part
    // (shrunk by a pixel: its edge may be antialiased).
    const QTransform world = painter->worldTransform();
    const QRect device = world.mapRect(rect).toAlignedRect();
    QRegion table(device);
    if (!m_opaque.isEmpty() && world.type() <= QTransform::TxScale) {
        const QRectF o = world.mapRect(m_opaque);
        const QRect inner(QPoint(int(std::ceil(o.left())) + 1, int(std::ceil(o.top())) + 1),
                          QPoint(int(std::floor(o.right())) - 2, int(std::floor(o.bottom())) - 2));
        if (inner.isValid())
            table -= inner;
    }
    if (!table.isEmpty()) {
        painter->save();
        painter->resetTransform();
        for (const QRect &r : table)
            painter->fillRect(r, QColor(52, 54, 48));
        painter->restore();
    }
    // The scene's own background (a battle scene starts its frame there).
    QGraphicsView::drawBackground(painter, rect);
}

} // namespace hardtack::ui
