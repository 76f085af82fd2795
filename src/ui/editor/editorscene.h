#pragma once
// The editor's map (issue 24): the game's own scene (BattleScene: the map
// item, counters and leaders drawn as in battle) with the editing tools on
// the mouse. It turns presses and drags into document edits; the document
// (editor/editordocument.h) decides what they do and keeps them undoable.
#include "ui/battle/battlescene.h"
#include "editor/editordocument.h"

#include <QGraphicsPathItem>

namespace hardtack::ui {

enum class EditorTool {
    Select,    // click a counter to select it, drag it to move it
    Terrain,   // brush
    Rectangle, // drag a rectangle of terrain
    Fill,      // flood fill
    Raise,
    Lower,
    SetLevel,
    Road,      // click hexes in order; right click ends the road
    Hexside,   // click near a hex edge
    Label,
    Objective,
};

class EditorScene : public BattleScene
{
    Q_OBJECT

public:
    explicit EditorScene(editor::EditorDocument *doc, QObject *parent = nullptr);

    void setTool(EditorTool tool);
    EditorTool tool() const { return m_tool; }
    void setTerrain(Terrain t) { m_terrain = t; }
    Terrain terrain() const { return m_terrain; }
    void setBrushSize(int size) { m_brush = qBound(1, size, 3); }
    int brushSize() const { return m_brush; }
    void setLevel(int level) { m_level = qBound(0, level, 9); }
    void setRoadKind(RoadKind k) { m_roadKind = k; m_road = -1; }
    void setFeature(HexsideFeature f) { m_feature = f; }
    // The road being drawn ends (the next click starts a new one).
    void endRoad() { m_road = -1; }
    int currentRoad() const { return m_road; }

    // The hexes a brush of the current size covers around h.
    QVector<Hex> brushHexes(Hex h) const;
    // The hexside nearest a scene point: its hex on the map and the side.
    std::optional<std::pair<Hex, HexSide>> hexsideAt(QPointF p) const;

    // The selected thing of the tree when it is not on the map yet
    // ("unit:ID", "formation:ID"): a click with the select tool on a hex
    // places it there, as dragging it does.
    void setPending(const QString &what) { m_pending = what; }

    static QString mimeType() { return QStringLiteral("application/x-hardtack-oob"); }

signals:
    // A counter clicked with the select tool: "unit:ID" or "formation:ID".
    void picked(const QString &what);
    // The label or objective tool clicked a hex (the window asks for the text).
    void labelRequested(Hex hex);
    void objectiveRequested(Hex hex);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;

private:
    void documentChanged(editor::Parts parts);
    void applyBrush(Hex h);
    void showCursor(QPointF p);
    // "unit:ID" / "formation:ID" of the counter at p, if any.
    QString counterAt(QPointF p) const;
    void drop(const QString &what, Hex hex);

    editor::EditorDocument *m_doc;
    EditorTool m_tool = EditorTool::Select;
    Terrain m_terrain = Terrain::Woods;
    int m_brush = 1;
    int m_level = 3;
    RoadKind m_roadKind = RoadKind::Road;
    HexsideFeature m_feature = HexsideFeature::Stream;
    int m_road = -1;
    int m_stroke = 0;       // the stroke under way (0: none)
    int m_nextStroke = 1;
    std::optional<Hex> m_rectStart;
    QString m_dragging;     // a counter being moved with the select tool
    QString m_pending;      // the tree's selection, not yet on the map
    QGraphicsPathItem *m_cursor = nullptr;
};

} // namespace hardtack::ui
