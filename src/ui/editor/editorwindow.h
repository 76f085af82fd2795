#pragma once
// The scenario and map editor (issue 24, docs/EDITOR.md): the map on the
// game's own renderer with the editing tools, and docks for the legend, the
// order of battle, the selected thing's properties, objectives,
// reinforcements, the problems the loaders find and the undo history. It is
// a window of its own (a mode of the game once modes plug in): the game
// opens it (File → Scenario editor…, hardtack --editor) and plays what it
// makes (playRequested).
#include "ui/battle/battlemode.h"
#include "editor/editordocument.h"
#include "editor/validation.h"

#include <QMainWindow>
#include <QTemporaryDir>

class QActionGroup;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;
class QUndoView;

namespace hardtack::ui {

class EditorScene;
class MapView;
class OobTree;
class UnitForm;
class FormationForm;
enum class EditorTool;

class EditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit EditorWindow(QWidget *parent = nullptr);
    ~EditorWindow() override;

    editor::EditorDocument *document() { return &m_doc; }
    EditorScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    // Opens a scenario or a map; false with *error (the document stays).
    bool openFile(const QString &fileName, QString *error);
    void newMap(const QString &name, int width, int height);
    // What the problems dock lists now (validation runs shortly after an edit).
    const QVector<editor::Problem> &problems() const { return m_problems; }
    void validateNow();
    // Selects a tree item: "unit:ID" or "formation:ID".
    void select(const QString &what);
    QString selected() const;
    void setTool(EditorTool tool);

public slots:
    void newMapDialog();
    void openDialog();
    bool save();
    bool saveAs();
    void propertiesDialog();
    void resizeDialog();
    // Plays the scenario as it stands (a copy in a temporary folder): the
    // game shows it; the editor waits where it was.
    void play(hardtack::ui::BattleSetup setup);

signals:
    void playRequested(const QString &scenarioFile, const hardtack::ui::BattleSetup &setup);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildActions();
    void buildDocks();
    void updateTitle();
    void refreshTree();
    void refreshObjectives();
    void refreshReinforcements();
    void refreshProperties();
    void documentChanged(editor::Parts parts);
    void problemClicked(int row);
    bool maySave();
    bool mayDiscard();
    void labelAt(Hex hex);
    void objectiveAt(Hex hex);
    void addFormation(Level level);
    void addUnit();
    void removeSelected();
    void copyBrigade();
    void pasteBrigade();
    void makeReinforcement();
    QString saveDirectory() const;

    editor::EditorDocument m_doc;
    EditorScene *m_scene = nullptr;
    MapView *m_view = nullptr;
    OobTree *m_tree = nullptr;
    QStackedWidget *m_props = nullptr;
    UnitForm *m_unitForm = nullptr;
    FormationForm *m_formationForm = nullptr;
    QTableWidget *m_objectives = nullptr;
    QTableWidget *m_reinforcements = nullptr;
    QListWidget *m_problemList = nullptr;
    QUndoView *m_history = nullptr;
    QActionGroup *m_tools = nullptr;
    QComboBox *m_terrainBox = nullptr;
    QComboBox *m_brushBox = nullptr;
    QSpinBox *m_levelBox = nullptr;
    QComboBox *m_roadBox = nullptr;
    QComboBox *m_featureBox = nullptr;
    QLabel *m_hexLabel = nullptr;
    QTimer *m_validateTimer = nullptr;
    QVector<editor::Problem> m_problems;
    QString m_clipboardBrigade;
    bool m_refreshing = false;
    QTemporaryDir m_playDir;
};

} // namespace hardtack::ui
