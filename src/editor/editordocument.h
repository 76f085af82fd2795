#pragma once
// The scenario editor's document (issue 24): one scenario and its map, as the
// loaders read them, edited only through commands on a QUndoStack (as Tiled's
// documents are). Every command swaps values: redo puts the new value in and
// keeps the old one, undo swaps them back, so any sequence of edits and
// undos restores the document exactly. Brush strokes are merged into one
// command. The document knows nothing of widgets: the editor's window
// (src/ui/editor/) and the tests drive it alike.
#include "core/scenario.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QUndoStack>

#include <functional>

namespace hardtack::editor {

// What an edit changed, so that views redraw only what they must.
enum class Part : quint32 {
    Ground = 1,        // terrain and elevation
    Features = 2,      // roads and hexsides
    Labels = 4,
    Properties = 8,    // titles, briefings, times, rules, victory, history
    Oob = 16,          // formations, leaders, units (and where they stand)
    Objectives = 32,
    Reinforcements = 64,
    MapSize = 128,     // width and height (a new map)
};
Q_DECLARE_FLAGS(Parts, Part)
Q_DECLARE_OPERATORS_FOR_FLAGS(Parts)

// The scenario's own settings, edited as one value in the properties dialog.
struct ScenarioProperties
{
    QString title;
    QString description;
    QString source;
    QDate date;
    QTime start;
    int turns = 1;
    QTime dawn;
    QTime dusk;
    int dayTurnMinutes = 20;
    int nightTurnMinutes = 60;
    Side firstSide = Side::Union;
    ScenarioRules rules;
    int victoryMinor = 0;
    int victoryMajor = 0;
    QMap<QString, ScenarioTranslation> translations;
    std::optional<History> history;

    static ScenarioProperties of(const Scenario &s);
    void applyTo(Scenario &s) const;
};

enum class ElevationMode { Raise, Lower, Set };

// How the editor's undo texts and problems name the model's words: by
// default the files' own words ("woods", "stone-wall"); the window sets the
// game's translated names (ui::Names) so the History and Problems docks
// speak the player's language. The document stays below the widgets.
struct EditorWords
{
    std::function<QString(Terrain)> terrain;
    std::function<QString(RoadKind)> road;
    std::function<QString(HexsideFeature)> feature;
    std::function<QString(Level)> level;
};
const EditorWords &editorWords();
void setEditorWords(EditorWords words); // every member set

class EditorDocument : public QObject
{
    Q_OBJECT

public:
    explicit EditorDocument(QObject *parent = nullptr);

    // A new scenario on a new clear map of w × h hexes (level 0), saved as
    // mapFile beside the scenario when first saved. Clears the undo stack.
    void newDocument(const QString &mapName, int width, int height);
    // Opens a scenario (its map with it) or a map alone (then a scenario
    // with no units is made around it; saving writes both). Clears the
    // undo stack. False with *error on any problem (nothing changed).
    bool open(const QString &fileName, LoadError *error);
    // Writes the map and the scenario (QSaveFile each). The map is written to
    // mapFileName(); the scenario refers to it by a path relative to the
    // scenario's folder. False with *error; the undo stack is marked clean
    // on success.
    bool save(QString *error);
    bool saveAs(const QString &scenarioFile, const QString &mapFile, QString *error);

    const Scenario &scenario() const { return m_scenario; }
    const Map &map() const { return m_scenario.map; }
    QString fileName() const { return m_fileName; }
    QString mapFileName() const { return m_mapFileName; }
    QUndoStack *undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }

    // The scenario as its file, and the map as its file (canonical: the
    // loaders' writers, keys in a stable order).
    QJsonObject scenarioJson() const;
    QJsonObject mapJson() const;

    // --- Map edits. A stroke (a press, drags, a release) passes one stroke
    // id to every call so its pieces merge into one command; 0: no merging.
    void paintTerrain(const QVector<Hex> &hexes, Terrain terrain, int stroke = 0);
    void fillTerrain(Hex start, Terrain terrain);                 // the connected area of start's terrain
    void fillRectangle(Hex a, Hex b, Terrain terrain);            // offset rectangle between a and b
    void changeElevation(const QVector<Hex> &hexes, ElevationMode mode, int level, int stroke = 0);
    // Clicking a hex with a road tool: extends road `road` (index into
    // map().roads) to hex, or starts a new road of `kind` when road is -1
    // or hex is not next to its end; a hex already the road's last is
    // removed from it. Returns the road index now being drawn (-1: none).
    int clickRoad(int road, Hex hex, RoadKind kind);
    void removeRoad(int road);
    // Toggles a feature on the hexside between hex and its neighbour.
    void toggleHexside(Hex hex, HexSide side, HexsideFeature feature);
    void setLabel(int index, const MapLabel &label);             // index -1: a new label
    void removeLabel(int index);
    void resizeMap(int width, int height);
    void renameMap(const QString &name);

    // --- Scenario edits.
    void setProperties(const ScenarioProperties &p);
    void setFormation(int index, const Formation &f);             // index -1: a new one
    // Removes the formation, its sub-formations and their units.
    void removeFormation(int index);
    void setUnit(int index, const Unit &u);                       // index -1: a new one
    void removeUnit(int index);
    // Places the unit (by id) or the leader of the formation on a hex.
    void placeUnit(const QString &id, Hex hex);
    void placeLeader(const QString &formationId, Hex hex);
    // A copy of a brigade, its leader and its units with fresh ids, under
    // the same parent, placed one hex to the south-east; returns its id.
    QString copyBrigade(const QString &formationId);
    void setObjectives(const QVector<Objective> &objectives);
    void setReinforcements(const QVector<Reinforcement> &reinforcements);

    // An id not used by any unit or formation, from a name ("12th Georgia"
    // → "12th-georgia", "12th-georgia-2", ...).
    QString freshId(const QString &name) const;

    // For the commands (editorcommands.cpp): the document's pieces.
    Scenario &mutableScenario() { return m_scenario; }
    void notifyChanged(Parts parts);

signals:
    void changed(hardtack::editor::Parts parts);
    void fileNameChanged(const QString &fileName);
    void reset(); // a new or opened document

private:
    void replaceDocument(Scenario s, const QString &fileName, const QString &mapFileName);

    Scenario m_scenario;
    QString m_fileName;    // empty until saved
    QString m_mapFileName; // empty until saved, or the map's file
    QString m_scenarioSchema; // the "$schema" of the opened files, written back
    QString m_mapSchema;
    QHash<int, QSet<int>> m_strokeHexes; // hexes a raise/lower stroke has changed
    QUndoStack m_undo;
};

} // namespace hardtack::editor
