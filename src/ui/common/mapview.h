#pragma once
// A QGraphicsView for maps: zoom with the wheel (around the cursor), the + and
// − keys or the zoom actions; pan by dragging with the mouse or with the
// arrow keys. It knows nothing of hexes or units.

#include <QGraphicsView>

namespace hardtack::ui {

class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    static constexpr double kStep = 1.25; // one wheel notch or key press

    explicit MapView(QWidget *parent = nullptr);

    double zoom() const { return m_zoom; }
    void setZoomRange(double minimum, double maximum);
    // The part of the scene an opaque item covers whole (the map): the
    // background is not filled under it, which spares a frame a pass over
    // every pixel. Empty (the default): the background is filled everywhere.
    void setOpaqueSceneRect(const QRectF &rect) { m_opaque = rect; }
    double minimumZoom() const { return m_minZoom; }
    double maximumZoom() const { return m_maxZoom; }

public slots:
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    // The largest zoom that shows the whole scene.
    void zoomToFit();

signals:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void zoomAroundCentre(double zoom);

    QRectF m_opaque;
    double m_zoom = 1.0;
    double m_minZoom = 0.05;
    double m_maxZoom = 8.0;
    int m_wheelRemainder = 0;
};

} // namespace hardtack::ui
