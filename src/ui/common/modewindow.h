#pragma once
// The one main window (STYLE.md §15, docs/ARCHITECTURE.md "Modes"): it
// assembles the current mode's pieces (central widget, docks, menus, view
// actions, tool bars, status-bar widgets, title) around its own File, View
// and Help menus and main tool bar, and takes them away again when another
// mode is shown. It knows no mode's insides. Modes open over one another: a
// campaign's battle opens over the campaign and, when it is done, the
// campaign is shown again.

#include <QHash>
#include <QList>
#include <QMainWindow>
#include <QPointer>

#include "mode.h"

class QActionGroup;
class QStackedWidget;
class QToolBar;

namespace hardtack::ui {



class ModeWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit ModeWindow(QWidget *parent = nullptr);
    ~ModeWindow() override;

    // Adds a mode (the window owns it from now on) and shows it. When it is
    // closed the window shows `returnTo` (null: the mode shown before it).
    void addMode(Mode *mode, Mode *returnTo = nullptr);
    // Shows a mode already added.
    void showMode(Mode *mode);
    // Asks the mode (Mode::mayClose), then takes it away, deletes it and
    // shows the mode it returns to; false if the mode stays.
    bool closeMode(Mode *mode, bool ask = true);
    Mode *currentMode() const { return m_current; }
    QList<Mode *> modes() const;
    // The first mode of type T, or null.
    template<class T>
    T *findMode() const
    {
        for (Mode *m : modes())
            if (auto *t = qobject_cast<T *>(m))
                return t;
        return nullptr;
    }

    // The window's own menus and main tool bar, for its owner to fill.
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    QToolBar *mainToolBar() const { return m_mainBar; }
    // Entries of the View menu that belong to the window (after the mode's).
    void addViewAction(QAction *action) { m_viewExtras.append(action); rebuildViewMenu(); }

signals:
    void currentModeChanged(hardtack::ui::Mode *mode);

protected:
    // The window's title for the current mode (overridden by the game for a
    // tried-out scenario).
    virtual QString titleFor(const Mode *mode) const;
    void updateTitle();
    void closeEvent(QCloseEvent *event) override;

private:
    void assemble(Mode *mode);
    void disassemble(Mode *mode);
    void rebuildViewMenu();

    struct Shown
    {
        QPointer<Mode> mode;
        QPointer<Mode> returnTo;
        QHash<QWidget *, bool> visible; // its docks' and status widgets' visibility when it was last shown
    };
    QList<Shown> m_modes;
    Shown *entry(const Mode *mode);
    QPointer<Mode> m_current;
    QStackedWidget *m_central;
    QMenu *m_fileMenu;
    QMenu *m_viewMenu;
    QMenu *m_helpMenu;
    QToolBar *m_mainBar;
    QList<QAction *> m_mainBarModeActions;
    QList<QAction *> m_viewExtras;
    QActionGroup *m_modeGroup;
};

} // namespace hardtack::ui
