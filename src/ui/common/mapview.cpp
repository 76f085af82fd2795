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
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
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
    setZoom(m_zoom * kStep);
}

void MapView::zoomOut()
{
    setZoom(m_zoom / kStep);
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
    // The table the map lies on.
    painter->fillRect(rect, QColor(52, 54, 48));
}

} // namespace hardtack::ui
