#include "modewindow.h"
#include "mode.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace hardtack::ui {

// Mode's defaults (a mode overrides what it has).
void Mode::arrangeDocks(QMainWindow *window)
{
    for (QDockWidget *d : docks())
        window->addDockWidget(Qt::RightDockWidgetArea, d);
}

bool Mode::open(const QString &fileName, QString *error)
{
    if (error)
        *error = tr("%1: this mode opens no files").arg(fileName);
    return false;
}

bool Mode::save(const QString &fileName, QString *error)
{
    if (error)
        *error = tr("%1: there is nothing to save").arg(fileName);
    return false;
}

QString Mode::saveCaption() const { return tr("Save"); }

QStringList Mode::helpSections(const QWidget *) const { return {}; }

ModeWindow *Mode::window() const { return static_cast<ModeWindow *>(m_window.data()); }

ModeWindow::ModeWindow(QWidget *parent) : QMainWindow(parent)
{
    m_central = new QStackedWidget;
    m_central->setObjectName(QStringLiteral("modeStack"));
    setCentralWidget(m_central);
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_mainBar = addToolBar(tr("Main"));
    m_mainBar->setObjectName(QStringLiteral("mainToolBar"));
    m_mainBar->setIconSize(QSize(24, 24));
    m_mainBar->setMovable(false);
    m_modeGroup = new QActionGroup(this);
    statusBar(); // made now: the modes' status widgets go into it
}

ModeWindow::~ModeWindow()
{
    // The modes go first (the newest first), while the widgets they made
    // still exist; the window's widgets follow.
    for (qsizetype i = m_modes.size() - 1; i >= 0; --i)
        delete m_modes.at(i).mode.data();
    m_modes.clear();
}

ModeWindow::Shown *ModeWindow::entry(const Mode *mode)
{
    for (Shown &s : m_modes)
        if (s.mode == mode)
            return &s;
    return nullptr;
}

QList<Mode *> ModeWindow::modes() const
{
    QList<Mode *> out;
    for (const Shown &s : m_modes)
        if (s.mode)
            out.append(s.mode);
    return out;
}

void ModeWindow::addMode(Mode *mode, Mode *returnTo)
{
    if (!mode || entry(mode))
        return;
    mode->setParent(this);
    mode->m_window = this;
    m_modes.append({mode, returnTo ? returnTo : m_current.data(), {}});
    m_central->addWidget(mode->centralWidget());
    connect(mode, &Mode::titleChanged, this, [this, mode] {
        if (mode == m_current)
            updateTitle();
        rebuildViewMenu();
    });
    connect(mode, &Mode::statusMessage, this, [this, mode](const QString &text, int ms) {
        if (mode == m_current)
            statusBar()->showMessage(text, ms);
    });
    connect(mode, &Mode::finished, this, [this, mode] { closeMode(mode, false); }, Qt::QueuedConnection);
    showMode(mode);
}

void ModeWindow::showMode(Mode *mode)
{
    if (!mode || mode == m_current || !entry(mode))
        return;
    if (m_current)
        disassemble(m_current);
    m_current = mode;
    assemble(mode);
    updateTitle();
    rebuildViewMenu();
    emit currentModeChanged(mode);
}

bool ModeWindow::closeMode(Mode *mode, bool ask)
{
    Shown *s = entry(mode);
    if (!s)
        return false;
    if (ask && !mode->mayClose())
        return false;
    QPointer<Mode> back = s->returnTo;
    if (!back || back == mode)
        for (qsizetype i = m_modes.size() - 1; i >= 0; --i)
            if (m_modes.at(i).mode && m_modes.at(i).mode != mode) {
                back = m_modes.at(i).mode;
                break;
            }
    const bool wasShown = mode == m_current;
    if (wasShown) {
        disassemble(mode);
        m_current = nullptr;
    }
    // Modes that were to return to this one return to where it would have.
    for (Shown &o : m_modes)
        if (o.returnTo == mode)
            o.returnTo = back;
    m_modes.removeIf([mode](const Shown &o) { return o.mode == mode; });
    // Its pieces go with it: the window holds them, the mode made them.
    QList<QPointer<QWidget>> pieces{mode->centralWidget()};
    for (QDockWidget *d : mode->docks())
        pieces.append(d);
    for (QToolBar *t : mode->toolBars())
        pieces.append(t);
    for (QWidget *w : mode->statusWidgets())
        pieces.append(w);
    for (QMenu *m : mode->menus())
        pieces.append(m);
    m_central->removeWidget(mode->centralWidget());
    delete mode;
    for (const QPointer<QWidget> &w : pieces)
        delete w.data(); // unless the mode's destructor took it already
    if (wasShown && back)
        showMode(back);
    else {
        updateTitle();
        rebuildViewMenu();
    }
    return true;
}

void ModeWindow::assemble(Mode *mode)
{
    Shown *s = entry(mode);
    m_central->setCurrentWidget(mode->centralWidget());
    const QList<QMenu *> menus = mode->menus();
    for (QMenu *m : menus)
        menuBar()->insertMenu(m_viewMenu->menuAction(), m);
    for (QAction *a : mode->viewActions())
        if (!a->icon().isNull()) { // the main tool bar has the actions with an icon
            m_mainBar->addAction(a);
            m_mainBarModeActions.append(a);
        }
    for (QToolBar *t : mode->toolBars()) {
        addToolBar(Qt::TopToolBarArea, t);
        insertToolBarBreak(t);
        t->setVisible(s->visible.value(t, true));
    }
    mode->arrangeDocks(this);
    for (QDockWidget *d : mode->docks())
        d->setVisible(s->visible.value(d, true));
    for (QWidget *w : mode->statusWidgets()) {
        statusBar()->addPermanentWidget(w);
        w->setVisible(s->visible.value(w, true));
    }
}

void ModeWindow::disassemble(Mode *mode)
{
    Shown *s = entry(mode);
    for (QMenu *m : mode->menus())
        menuBar()->removeAction(m->menuAction());
    for (QAction *a : std::as_const(m_mainBarModeActions))
        m_mainBar->removeAction(a);
    m_mainBarModeActions.clear();
    for (QToolBar *t : mode->toolBars()) {
        if (s)
            s->visible.insert(t, t->isVisible());
        removeToolBarBreak(t);
        removeToolBar(t);
    }
    for (QDockWidget *d : mode->docks()) {
        if (s)
            s->visible.insert(d, d->isVisible());
        removeDockWidget(d);
    }
    for (QWidget *w : mode->statusWidgets()) {
        if (s)
            s->visible.insert(w, w->isVisible());
        statusBar()->removeWidget(w);
    }
    statusBar()->clearMessage();
}

void ModeWindow::rebuildViewMenu()
{
    m_viewMenu->clear(); // and the open modes' entries of last time with it (the menu owns them)
    if (m_current) {
        m_viewMenu->addActions(m_current->viewActions());
        const QList<QDockWidget *> docks = m_current->docks();
        if (!docks.isEmpty()) {
            m_viewMenu->addSeparator();
            for (QDockWidget *d : docks)
                m_viewMenu->addAction(d->toggleViewAction());
        }
    }
    if (!m_viewExtras.isEmpty()) {
        m_viewMenu->addSeparator();
        m_viewMenu->addActions(m_viewExtras);
    }
    // The open modes, to go from one to another (a campaign and its battle, the Lab and the battle).
    const QList<Mode *> open = modes();
    if (open.size() > 1) {
        m_viewMenu->addSeparator();
        for (Mode *m : open) {
            const QString t = m->title();
            QAction *a = m_viewMenu->addAction(t.isEmpty() ? m->kind() : tr("%1: %2").arg(m->kind(), t));
            a->setCheckable(true);
            a->setChecked(m == m_current);
            m_modeGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, p = QPointer<Mode>(m)] {
                if (p)
                    showMode(p);
            });
        }
    }
}

QString ModeWindow::titleFor(const Mode *mode) const
{
    const QString t = mode ? mode->title() : QString();
    return t.isEmpty() ? tr("Hardtack") : tr("%1 — Hardtack").arg(t);
}

void ModeWindow::updateTitle() { setWindowTitle(titleFor(m_current)); }

void ModeWindow::closeEvent(QCloseEvent *event)
{
    for (Mode *m : modes())
        if (!m->mayClose()) {
            event->ignore();
            return;
        }
    event->accept();
}

} // namespace hardtack::ui
