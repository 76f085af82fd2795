// The Cascade Lab's mouse: click a counter to select it, right-click for
// "Force rout", drag a unit or a leader to another hex (an undoable sandbox
// edit); a drag on the empty map pans it (MapView).

#include "labmode.h"
#include "sandboxpanel.h"

#include "ui/battle/battlescene.h"
#include "ui/battle/leaderitem.h"
#include "ui/battle/unititem.h"
#include "ui/common/mapview.h"

#include "narrator/narrator.h"

#include <QContextMenuEvent>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QTabWidget>
#include <QTimer>

namespace hardtack::ui {

QString LabMode::unitAt(QPoint viewportPos) const
{
    // The topmost visible counter under the cursor.
    for (QGraphicsItem *item : m_view->items(viewportPos))
        if (item->type() == UnitItem::Type && item->isVisible())
            return static_cast<UnitItem *>(item)->unitId();
    return {};
}

QString LabMode::leaderAt(QPoint viewportPos) const
{
    for (QGraphicsItem *item : m_view->items(viewportPos)) {
        if (item->type() == LeaderItem::Type && item->isVisible())
            return static_cast<LeaderItem *>(item)->formationId();
        if (item->type() == UnitItem::Type && item->isVisible())
            return {};
    }
    return {};
}

bool LabMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_pages && event->type() == QEvent::Show && m_placeView) {
        QTimer::singleShot(0, this, [this] {
            if (m_placeView)
                placeView(); // once the window has laid itself out
        });
        return false;
    }
    if (watched != m_view->viewport())
        return Mode::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Resize:
        // The bottom-left corner of the map, clear of the scroll bar.
        m_legend->move(m_view->viewport()->geometry().bottomLeft() + QPoint(10, -10 - m_legend->height()));
        m_legend->raise();
        break;
    case QEvent::MouseButtonPress: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() != Qt::LeftButton)
            break;
        m_pressPos = me->position().toPoint();
        m_dragging = false;
        m_dragLeader = leaderAt(m_pressPos);
        m_dragUnit = m_dragLeader.isEmpty() ? unitAt(m_pressPos) : QString();
        // On a counter the press is ours (no panning); elsewhere MapView pans.
        if (!m_dragUnit.isEmpty() || !m_dragLeader.isEmpty())
            return true;
        break;
    }
    case QEvent::MouseMove: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (!(me->buttons() & Qt::LeftButton) || (m_dragUnit.isEmpty() && m_dragLeader.isEmpty()))
            break;
        const QPoint at = me->position().toPoint();
        if (!m_dragging && (at - m_pressPos).manhattanLength() >= 6) {
            m_dragging = true;
            pause();
            m_view->viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragging) {
            // The counter follows the cursor; the sandbox changes on release.
            QGraphicsItem *item = m_dragUnit.isEmpty() ? static_cast<QGraphicsItem *>(m_scene->leaderItem(m_dragLeader))
                                                       : m_scene->unitItem(m_dragUnit);
            if (item) {
                item->setPos(m_view->mapToScene(at));
                item->setZValue(100);
            }
        }
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *me = static_cast<QMouseEvent *>(event);
        if (me->button() != Qt::LeftButton)
            break;
        const QPoint at = me->position().toPoint();
        if (m_dragging) {
            m_view->viewport()->unsetCursor();
            const auto hex = m_scene->geometry().hexAt(m_view->mapToScene(at));
            if (hex && !m_dragUnit.isEmpty())
                m_session->moveUnit(m_dragUnit, *hex);
            else if (hex && !m_dragLeader.isEmpty())
                m_session->moveLeader(m_dragLeader, *hex);
            m_scene->syncAll(); // back where the sandbox has it (off the map: unchanged)
            m_dragging = false;
            m_dragUnit.clear();
            m_dragLeader.clear();
            return true;
        }
        const bool onCounter = !m_dragUnit.isEmpty() || !m_dragLeader.isEmpty();
        if ((at - m_pressPos).manhattanLength() < 6)
            selectUnit(m_dragUnit); // a click on a unit selects it; on the map, nothing
        m_dragUnit.clear();
        m_dragLeader.clear();
        if (onCounter)
            return true;
        break;
    }
    case QEvent::MouseButtonDblClick: {
        const QString unit = unitAt(static_cast<QMouseEvent *>(event)->position().toPoint());
        if (!unit.isEmpty()) {
            forceRout(unit);
            return true;
        }
        break;
    }
    case QEvent::ContextMenu:
        contextMenu(static_cast<QContextMenuEvent *>(event)->pos());
        return true;
    default:
        break;
    }
    return Mode::eventFilter(watched, event);
}

void LabMode::contextMenu(QPoint viewportPos)
{
    const QString unit = unitAt(viewportPos);
    if (unit.isEmpty())
        return;
    selectUnit(unit);
    const NarrationContext names{&m_session->sandbox()};
    QMenu menu(m_view);
    QAction *rout = menu.addAction(tr("&Force rout of %1").arg(names.unitName(unit)));
    rout->setObjectName(QStringLiteral("labForceRout"));
    connect(rout, &QAction::triggered, this, [this, unit] { forceRout(unit); });
    QAction *edit = menu.addAction(tr("&Edit in the sandbox"));
    connect(edit, &QAction::triggered, this, [this] {
        m_sandboxDock->show();
        m_sandboxDock->raise();
        m_sandbox->setFocus();
    });
    menu.exec(m_view->viewport()->mapToGlobal(viewportPos));
}

} // namespace hardtack::ui
