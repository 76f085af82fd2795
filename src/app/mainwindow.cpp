#include "mainwindow.h"

#include "ui/battle/battlemode.h"
#include "ui/common/mapview.h"
#include "ui/naval/navaldialog.h"
#include "datadirs.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace hardtack::app {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowIcon(QIcon(QStringLiteral(":/hardtack.svg")));
    m_battle = new ui::BattleMode(this);
    setCentralWidget(m_battle->view());
    const QList<QDockWidget *> docks = m_battle->docks();
    addDockWidget(Qt::LeftDockWidgetArea, docks.at(0));
    addDockWidget(Qt::RightDockWidgetArea, docks.at(1));
    resizeDocks({docks.at(0), docks.at(1)}, {360, 300}, Qt::Horizontal);

    auto *open = new QAction(QIcon(QStringLiteral(":/icons/open.svg")), tr("&Open…"), this);
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::openDialog);
    auto *quit = new QAction(QIcon(QStringLiteral(":/icons/quit.svg")), tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(open);
    file->addAction(tr("&Naval battle…"), this, [this] {
        const QStringList dirs = dataDirs();
        ui::openNavalBattle(this, dirs.isEmpty() ? QString() : dirs.first() + QStringLiteral("/scenarios/naval"));
    });
    file->addSeparator();
    file->addAction(quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addActions(m_battle->viewActions());
    view->addSeparator();
    for (QDockWidget *d : docks)
        view->addAction(d->toggleViewAction());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Hardtack"), this, &MainWindow::about);

    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setIconSize(QSize(24, 24));
    tools->setMovable(false);
    tools->addAction(open);
    tools->addSeparator();
    tools->addActions(m_battle->viewActions());

    for (QWidget *w : m_battle->statusWidgets())
        statusBar()->addPermanentWidget(w);
    statusBar()->showMessage(tr("Drag to move the map, turn the wheel to zoom; click a unit for its details."));

    connect(m_battle, &ui::BattleMode::battleChanged, this, &MainWindow::updateTitle);
    resize(1400, 900);
    updateTitle();
}

bool MainWindow::openFile(const QString &fileName, QString *error)
{
    return m_battle->open(fileName, error);
}

void MainWindow::openDialog()
{
    const QString start = m_battle->fileName().isEmpty() ? QString() : QFileInfo(m_battle->fileName()).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a scenario or saved battle"), start,
                                                      tr("Hardtack files (*.json);;All files (*)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!openFile(file, &error))
        QMessageBox::critical(this, tr("Cannot open the file"), error);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Hardtack"),
                       tr("<h3>Hardtack %1</h3><p>A wargame of the American Civil War: tactical battles on a hex "
                          "map, naval actions and a strategic campaign.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::updateTitle()
{
    const QString title = m_battle->title();
    setWindowTitle(title.isEmpty() ? tr("Hardtack") : tr("%1 — Hardtack").arg(title));
}

} // namespace hardtack::app
