#pragma once
// Short animations of what just happened (issue 9): a unit slides along its
// move, a fire flashes from the firers to the target hex, a morale check
// shows its die over the counter (red when failed), a rout leaves a red
// streak. Each is a transient item that fades out; speed 0 turns them off.
// The effects only paint; the board is already in its new state.

#include "render/mapgeometry.h"

#include "core/events/events.h"
#include <QObject>

class QGraphicsItem;
class QGraphicsScene;

namespace hardtack {
struct Scenario;
}

namespace hardtack::ui {

class Effects : public QObject
{
    Q_OBJECT

public:
    Effects(QGraphicsScene *scene, const MapGeometry *geometry, QObject *parent = nullptr);

    // Duration scale: 1.0 normal, 0.5 fast, 0 off.
    void setSpeed(double speed) { m_speed = speed; }
    double speed() const { return m_speed; }
    // An event the viewing side may see, with the board after it.
    void play(const Event &event, const Scenario &shown);
    void clear();

private:
    void addTransient(QGraphicsItem *item, int ms);

    QGraphicsScene *m_scene;
    const MapGeometry *m_geometry;
    double m_speed = 1.0;
    QList<QGraphicsItem *> m_items;
};

} // namespace hardtack::ui
