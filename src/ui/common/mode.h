#pragma once
// A mode of the main window (docs/ARCHITECTURE.md "Modes"): the battle, the
// naval battle, the campaign and the Cascade Lab are modes. A mode makes its
// own widgets and says what the window shows of it: the central widget, its
// docks (and where they go), its menus, its view actions, tool bars and
// status-bar widgets, the files it opens and saves, and its title. The window
// (ModeWindow) assembles whichever mode is current and knows nothing of what
// is inside one; a mode knows nothing of the window's other modes.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QToolBar;
class QWidget;

namespace hardtack::ui {

class ModeWindow;

class Mode : public QObject
{
    Q_OBJECT

public:
    explicit Mode(QObject *parent = nullptr) : QObject(parent) {}

    // The title of what the mode shows (the window adds " — Hardtack").
    virtual QString title() const = 0;
    // Its name in the window's list of open modes ("Battle", "Campaign", …).
    virtual QString kind() const = 0;
    virtual QWidget *centralWidget() const = 0;
    // Its docks; arrangeDocks() puts them in `window` (areas, splits, sizes)
    // each time the mode is shown. The window keeps whether each is shown.
    virtual QList<QDockWidget *> docks() const { return {}; }
    virtual void arrangeDocks(QMainWindow *window);
    // Its menus, between the window's File and View menus.
    virtual QList<QMenu *> menus() const { return {}; }
    // Its entries of the View menu; those with an icon are on the main tool bar too.
    virtual QList<QAction *> viewActions() const { return {}; }
    // Tool bars of its own, each on a row under the main tool bar.
    virtual QList<QToolBar *> toolBars() const { return {}; }
    virtual QList<QWidget *> statusWidgets() const { return {}; }

    // Files: the "format" values (docs/FORMATS.md) the mode opens, and open
    // one; on failure what it shows stays and *error names the file, the JSON
    // path and the problem.
    virtual QStringList formats() const { return {}; }
    virtual bool open(const QString &fileName, QString *error);
    // Saving: whether there is something to save now, the file it came from
    // or was last saved to, and the save itself (QSaveFile: never half a file).
    virtual bool canSave() const { return false; }
    virtual QString fileName() const { return {}; }
    virtual bool save(const QString &fileName, QString *error);
    // The caption and filter of the Save as dialog.
    virtual QString saveCaption() const;
    // The RULES.md sections F1 opens over `widget` (empty: the whole reference).
    virtual QStringList helpSections(const QWidget *widget) const;
    // Before the mode is closed (or the window is): false keeps it open.
    virtual bool mayClose() { return true; }

    // The window the mode is in (null until it is added to one).
    ModeWindow *window() const;

signals:
    void titleChanged();
    void statusMessage(const QString &text, int timeoutMs = 8000);
    // The mode is done: the window closes it and shows the mode it came from.
    void finished();

private:
    friend class ModeWindow;
    QPointer<QObject> m_window; // a ModeWindow
};

} // namespace hardtack::ui
