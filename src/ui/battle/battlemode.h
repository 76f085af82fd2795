#pragma once
// The battle mode: owns the battle being shown and contributes its pieces to
// the main window (STYLE.md §15): the map view as central widget, the order
// of battle and unit/hex info docks, the view actions and status bar fields.
// This battle mode is a viewer: orders and phases come later.

#include "core/scenario.h"

#include <QList>
#include <QObject>
#include <QPoint>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QWidget;

namespace hardtack::ui {

class BattleScene;
class InfoPanel;
class MapView;
class OobPanel;

class BattleMode : public QObject
{
    Q_OBJECT

public:
    explicit BattleMode(QWidget *window);
    ~BattleMode() override;

    // Opens a scenario or a save. On failure the current battle stays and
    // *error names the file, the JSON path and the problem.
    bool open(const QString &fileName, QString *error);
    bool hasBattle() const { return m_scenario != nullptr; }
    const Scenario *scenario() const { return m_scenario.get(); }
    QString title() const;
    QString fileName() const { return m_fileName; }

    MapView *view() const { return m_view; }
    BattleScene *scene() const { return m_scene; }
    QList<QDockWidget *> docks() const { return {m_oobDock, m_infoDock}; }
    QList<QAction *> viewActions() const;
    QList<QWidget *> statusWidgets() const;

signals:
    void battleChanged();

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showHex(QPoint hex);
    void centreView();

    std::unique_ptr<Scenario> m_scenario;
    QString m_fileName;
    QString m_subtitle; // e.g. "turn 3" for a save
    bool m_placeViewWhenShown = false; // the view had no size yet when the battle opened
    BattleScene *m_scene;
    MapView *m_view;
    OobPanel *m_oob;
    InfoPanel *m_info;
    QDockWidget *m_oobDock;
    QDockWidget *m_infoDock;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_zoomFit;
    QAction *m_grid;
    QLabel *m_hexLabel;
    QLabel *m_terrainLabel;
    QLabel *m_zoomLabel;
};

} // namespace hardtack::ui
