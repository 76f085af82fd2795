#include "editorscene.h"

#include "ui/battle/leaderitem.h"
#include "ui/battle/unititem.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPen>
#include <QSet>

namespace hardtack::ui {

using editor::ElevationMode;
using editor::Part;
using editor::Parts;

EditorScene::EditorScene(editor::EditorDocument *doc, QObject *parent) : BattleScene(parent), m_doc(doc)
{
    setScenario(&doc->scenario());
    rebuildMap(true);
    connect(doc, &editor::EditorDocument::changed, this, &EditorScene::documentChanged);
    connect(doc, &editor::EditorDocument::reset, this, [this] {
        m_cursor = nullptr; // the scene's items go with the old document
        m_road = -1;
        setScenario(&m_doc->scenario());
        rebuildMap(true);
    });
}

void EditorScene::documentChanged(Parts parts)
{
    if (parts & (Part::Ground | Part::Features | Part::Labels | Part::MapSize | Part::Objectives))
        rebuildMap(true);
    else if (parts & Part::Oob)
        syncAll();
}

void EditorScene::setTool(EditorTool tool)
{
    m_tool = tool;
    m_road = -1;
    m_rectStart.reset();
    if (m_cursor)
        m_cursor->setPath({});
}

QVector<Hex> EditorScene::brushHexes(Hex h) const
{
    QVector<Hex> out{h};
    QSet<Hex> seen{h};
    for (int ring = 1; ring < m_brush; ++ring) {
        const QVector<Hex> edge = out;
        for (const Hex &e : edge)
            for (const Hex &n : e.neighbours())
                if (!seen.contains(n) && distance(n, h) <= ring) {
                    seen.insert(n);
                    out.append(n);
                }
    }
    out.removeIf([this](const Hex &x) { return !geometry().contains(x); });
    return out;
}

std::optional<std::pair<Hex, HexSide>> EditorScene::hexsideAt(QPointF p) const
{
    const std::optional<Hex> h = geometry().hexAt(p);
    if (!h)
        return std::nullopt;
    int best = 0;
    double bestDist = 1e18;
    for (int s = 0; s < 6; ++s) {
        const double d = QLineF(p, geometry().sideMidpoint(*h, HexSide(s))).length();
        if (d < bestDist) {
            bestDist = d;
            best = s;
        }
    }
    return std::make_pair(*h, HexSide(best));
}

QString EditorScene::counterAt(QPointF p) const
{
    for (QGraphicsItem *item : items(p)) {
        if (auto *u = qgraphicsitem_cast<UnitItem *>(item); u && u->isVisible())
            return QStringLiteral("unit:") + u->unitId();
        if (auto *l = qgraphicsitem_cast<LeaderItem *>(item); l && l->isVisible())
            return QStringLiteral("formation:") + l->formationId();
    }
    return {};
}

void EditorScene::applyBrush(Hex h)
{
    const QVector<Hex> hexes = brushHexes(h);
    switch (m_tool) {
    case EditorTool::Terrain:
        m_doc->paintTerrain(hexes, m_terrain, m_stroke);
        break;
    case EditorTool::Raise:
        m_doc->changeElevation(hexes, ElevationMode::Raise, 0, m_stroke);
        break;
    case EditorTool::Lower:
        m_doc->changeElevation(hexes, ElevationMode::Lower, 0, m_stroke);
        break;
    case EditorTool::SetLevel:
        m_doc->changeElevation(hexes, ElevationMode::Set, m_level, m_stroke);
        break;
    default:
        break;
    }
}

void EditorScene::showCursor(QPointF p)
{
    if (!m_cursor) {
        m_cursor = new QGraphicsPathItem;
        m_cursor->setZValue(50);
        m_cursor->setPen(QPen(QColor(255, 255, 255, 230), 2.5));
        m_cursor->setBrush(QColor(255, 255, 255, 40));
        m_cursor->setAcceptedMouseButtons(Qt::NoButton);
        addItem(m_cursor);
    }
    QPainterPath path;
    const std::optional<Hex> h = geometry().hexAt(p);
    if (h) {
        switch (m_tool) {
        case EditorTool::Terrain:
        case EditorTool::Raise:
        case EditorTool::Lower:
        case EditorTool::SetLevel:
            for (const Hex &x : brushHexes(*h))
                path.addPolygon(geometry().polygon(x));
            break;
        case EditorTool::Rectangle:
            if (m_rectStart) {
                const Offset a = m_rectStart->toOffset(), b = h->toOffset();
                for (int c = qMin(a.col, b.col); c <= qMax(a.col, b.col); ++c)
                    for (int r = qMin(a.row, b.row); r <= qMax(a.row, b.row); ++r)
                        path.addPolygon(geometry().polygon(Hex::fromOffset(c, r)));
            } else {
                path.addPolygon(geometry().polygon(*h));
            }
            break;
        case EditorTool::Hexside:
            if (const auto side = hexsideAt(p)) {
                const QPolygonF poly = geometry().polygon(side->first);
                // The side's two corners: the edge nearest its midpoint.
                const QPointF mid = geometry().sideMidpoint(side->first, side->second);
                int best = 0;
                for (int k = 1; k < poly.size(); ++k)
                    if (QLineF((poly.at(k) + poly.at((k + 1) % poly.size())) / 2, mid).length() <
                        QLineF((poly.at(best) + poly.at((best + 1) % poly.size())) / 2, mid).length())
                        best = k;
                path.moveTo(poly.at(best));
                path.lineTo(poly.at((best + 1) % poly.size()));
            }
            break;
        case EditorTool::Select:
            break;
        default:
            path.addPolygon(geometry().polygon(*h));
            break;
        }
    }
    path.setFillRule(Qt::WindingFill);
    m_cursor->setBrush(m_tool == EditorTool::Hexside ? Qt::NoBrush : QBrush(QColor(255, 255, 255, 40)));
    m_cursor->setPen(QPen(m_tool == EditorTool::Hexside ? QColor(255, 214, 64) : QColor(255, 255, 255, 230),
                          m_tool == EditorTool::Hexside ? 6 : 2.5));
    m_cursor->setPath(path);
}

void EditorScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const QPointF p = event->scenePos();
    const std::optional<Hex> h = geometry().hexAt(p);
    if (event->button() == Qt::RightButton) {
        m_road = -1; // ends the road being drawn
        m_rectStart.reset();
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton || !h) {
        BattleScene::mousePressEvent(event);
        return;
    }
    event->accept();
    switch (m_tool) {
    case EditorTool::Select: {
        const QString what = counterAt(p);
        if (!what.isEmpty()) {
            m_dragging = what;
            emit picked(what);
        } else if (!m_pending.isEmpty()) {
            const QString placing = m_pending;
            m_pending.clear();
            drop(placing, *h);
            emit picked(placing);
        }
        break;
    }
    case EditorTool::Terrain:
    case EditorTool::Raise:
    case EditorTool::Lower:
    case EditorTool::SetLevel:
        m_stroke = m_nextStroke++;
        applyBrush(*h);
        break;
    case EditorTool::Rectangle:
        m_rectStart = *h;
        break;
    case EditorTool::Fill:
        m_doc->fillTerrain(*h, m_terrain);
        break;
    case EditorTool::Road:
        m_road = m_doc->clickRoad(m_road, *h, m_roadKind);
        break;
    case EditorTool::Hexside:
        if (const auto side = hexsideAt(p))
            m_doc->toggleHexside(side->first, side->second, m_feature);
        break;
    case EditorTool::Label:
        emit labelRequested(*h);
        break;
    case EditorTool::Objective:
        emit objectiveRequested(*h);
        break;
    }
    showCursor(p);
}

void EditorScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    BattleScene::mouseMoveEvent(event); // the hovered hex for the status bar
    const QPointF p = event->scenePos();
    if (m_stroke && (event->buttons() & Qt::LeftButton))
        if (const std::optional<Hex> h = geometry().hexAt(p))
            applyBrush(*h);
    showCursor(p);
}

void EditorScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    const QPointF p = event->scenePos();
    const std::optional<Hex> h = geometry().hexAt(p);
    if (event->button() == Qt::LeftButton) {
        if (m_tool == EditorTool::Rectangle && m_rectStart && h)
            m_doc->fillRectangle(*m_rectStart, *h, m_terrain);
        if (m_tool == EditorTool::Select && !m_dragging.isEmpty() && h)
            drop(m_dragging, *h);
        m_rectStart.reset();
        m_dragging.clear();
        m_stroke = 0;
    }
    showCursor(p);
    BattleScene::mouseReleaseEvent(event);
}

void EditorScene::drop(const QString &what, Hex hex)
{
    const qsizetype colon = what.indexOf(QLatin1Char(':'));
    const QString kind = what.left(colon), id = what.mid(colon + 1);
    if (kind == QLatin1String("unit")) {
        const Unit *u = m_doc->scenario().unit(id);
        if (u && (!u->onMap || !(u->hex == hex)))
            m_doc->placeUnit(id, hex);
        return;
    }
    const Formation *f = m_doc->scenario().formation(id);
    if (!f)
        return;
    if (f->leader.onMap && f->leader.hex == hex)
        return;
    // A brigade dragged from the tree brings its units not yet on the map,
    // one a hex around the leader's (one command).
    QVector<QString> toPlace;
    if (!m_dragging.isEmpty()) {
        // moved on the map with the select tool: the leader alone
    } else {
        for (const Unit &u : m_doc->scenario().units)
            if (u.brigade == id && !u.onMap)
                toPlace.append(u.id);
    }
    m_doc->undoStack()->beginMacro(tr("Place %1").arg(f->name));
    m_doc->placeLeader(id, hex);
    QVector<Hex> ring{hex};
    for (const Hex &n : hex.neighbours())
        ring.append(n);
    for (const Hex &n : hex.neighbour(HexSide::S).neighbours())
        if (!ring.contains(n))
            ring.append(n);
    ring.removeIf([this](const Hex &x) { return !geometry().contains(x); });
    for (int k = 0; k < toPlace.size() && !ring.isEmpty(); ++k)
        m_doc->placeUnit(toPlace.at(k), ring.at(k % ring.size()));
    m_doc->undoStack()->endMacro();
}

void EditorScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    event->setAccepted(event->mimeData()->hasFormat(mimeType()));
}

void EditorScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    const bool ok = event->mimeData()->hasFormat(mimeType()) && geometry().hexAt(event->scenePos());
    event->setAccepted(ok);
    if (ok)
        event->acceptProposedAction();
}

void EditorScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    const std::optional<Hex> h = geometry().hexAt(event->scenePos());
    if (!h || !event->mimeData()->hasFormat(mimeType())) {
        event->ignore();
        return;
    }
    m_dragging.clear();
    drop(QString::fromUtf8(event->mimeData()->data(mimeType())), *h);
    event->acceptProposedAction();
}

} // namespace hardtack::ui
