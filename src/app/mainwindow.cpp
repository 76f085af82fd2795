#include "mainwindow.h"
#include "datadirs.h"

#include "ui/battle/battledocument.h"
#include "ui/battle/battlemode.h"
#include "ui/battle/briefingdialog.h"
#include "ui/battle/chatpanel.h"
#include "ui/battle/endreport.h"
#include "ui/battle/netgamedialog.h"
#include "ui/battle/networkgame.h"
#include "ui/battle/newbattledialog.h"
#include "ui/battle/pbemgame.h"
#include "ui/battle/ruleshelp.h"
#include "ui/campaign/campaignmode.h"
#include "ui/common/mode.h"
#include "ui/common/mapview.h"
#include "ui/common/settings.h"
#include "ui/common/settingsdialog.h"
#include "ui/editor/editorwindow.h"
#include "ui/lab/labmode.h"
#include "ui/naval/navalmode.h"

#include "core/jsonio.h"
#include "core/rules/game.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCursor>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>

#include <algorithm>

namespace hardtack::app {

MainWindow::MainWindow(QWidget *parent) : ui::ModeWindow(parent)
{
    setWindowIcon(QIcon(QStringLiteral(":/hardtack.svg")));
    m_battle = new ui::BattleMode(this);
    m_pbem = new ui::PbemGame(m_battle, this);
    applySettings();
    // The chat of a network game, under the event log; shown when one starts.
    m_chat = new ui::ChatPanel;
    m_chatDock = new QDockWidget(tr("Network game"), this);
    m_chatDock->setObjectName(QStringLiteral("chatDock"));
    m_chatDock->setWidget(m_chat);
    addDockWidget(Qt::RightDockWidgetArea, m_chatDock);
    m_chatDock->hide();

    auto *newGame = new QAction(tr("&New battle…"), this);
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, this, &MainWindow::newBattle);
    auto *open = new QAction(QIcon(QStringLiteral(":/icons/open.svg")), tr("&Open…"), this);
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::openDialog);
    m_save = new QAction(tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::saveCurrent);
    m_saveAs = new QAction(tr("Save &as…"), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::saveCurrentAs);
    auto *quit = new QAction(QIcon(QStringLiteral(":/icons/quit.svg")), tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    // Closes the mode shown (the campaign, the Lab, a naval battle) and goes back to the one under it.
    m_closeMode = new QAction(tr("&Close"), this);
    m_closeMode->setObjectName(QStringLiteral("closeMode"));
    connect(m_closeMode, &QAction::triggered, this, [this] {
        if (currentMode() && currentMode() != m_battle)
            closeMode(currentMode());
    });

    QMenu *file = fileMenu();
    file->addAction(newGame);
    file->addAction(tr("New &campaign…"), this, &MainWindow::newCampaign);
    file->addAction(open);
    m_recent = file->addMenu(tr("Open &recent"));
    file->addAction(m_save);
    file->addAction(m_saveAs);
    file->addSeparator();
    // Play by e-mail (docs/GAME.md): the opponent's turn in, this side's out.
    file->addAction(m_pbem->openAction());
    file->addAction(m_pbem->sendAction());
    QAction *network = file->addAction(tr("Net&work game…"), this, &MainWindow::networkDialog);
    network->setObjectName(QStringLiteral("networkGame"));
    file->addSeparator();
    QAction *naval = file->addAction(tr("&Naval battle…"), this, &MainWindow::openNavalDialog);
    naval->setObjectName(QStringLiteral("openNaval"));
    QAction *lab = file->addAction(tr("Cascade &Lab…"), this, &MainWindow::openLab);
    lab->setObjectName(QStringLiteral("openLab"));
    QAction *editor = file->addAction(tr("Scenario &editor…"), this, [this] {
        // The battle's own file when it has one, else a new map.
        QString error;
        const QString file = m_battle->hasBattle() ? m_battle->fileName() : QString();
        if (!openEditor(file, &error) && !openEditor(QString(), &error))
            QMessageBox::critical(this, tr("Cannot open the editor"), error);
    });
    editor->setObjectName(QStringLiteral("openEditor"));
    file->addSeparator();
    file->addAction(m_closeMode);
    file->addAction(quit);

    addViewAction(m_chatDock->toggleViewAction());
    auto *settings = new QAction(tr("&Settings…"), this);
    connect(settings, &QAction::triggered, this, [this] {
        ui::SettingsDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted) {
            dialog.store();
            applySettings();
        }
    });
    settings->setMenuRole(QAction::PreferencesRole);
    addViewAction(settings);

    QMenu *help = helpMenu();
    help->addAction(tr("&Rules reference"), this, [this] { showRules({}); });
    // F1: the rules of the panel under the cursor (or focused).
    auto *contextHelp = new QAction(tr("Rules of this panel"), this);
    contextHelp->setShortcut(QKeySequence::HelpContents);
    contextHelp->setShortcutContext(Qt::WindowShortcut);
    connect(contextHelp, &QAction::triggered, this, &MainWindow::rules);
    addAction(contextHelp);
    help->addAction(tr("&Briefing"), this, &MainWindow::showBriefing);
    help->addAction(tr("&Keyboard and mouse"), this, &MainWindow::shortcuts);
    help->addAction(tr("&About Hardtack"), this, &MainWindow::about);

    mainToolBar()->addAction(open);
    mainToolBar()->addSeparator();

    connect(m_pbem, &ui::PbemGame::message, this, [this](const QString &t) { statusBar()->showMessage(t, 15000); });
    connect(m_battle->document(), &ui::BattleDocument::phaseEnded, this, &MainWindow::autosave);
    connect(m_battle, &ui::BattleMode::battleOver, this, &MainWindow::showEndReport, Qt::QueuedConnection);
    connect(m_battle, &ui::BattleMode::battleChanged, this, &MainWindow::updateFileActions);
    connect(this, &ui::ModeWindow::currentModeChanged, this, &MainWindow::updateFileActions);
    addMode(m_battle);
    statusBar()->showMessage(tr("Click a unit to select it, click a shaded hex to move; F fire, M melee, "
                                "Tab next unit, Ctrl+E end the phase."));
    // The map wants every pixel: the window opens maximized, filling the
    // screen's available area. Without a real screen (offscreen: tests,
    // --screenshot) it keeps a fixed size.
    const QScreen *screen = QGuiApplication::primaryScreen();
    if (screen && QGuiApplication::platformName() != QLatin1String("offscreen")) {
        const QRect area = screen->availableGeometry();
        setGeometry(area);
        setWindowState(windowState() | Qt::WindowMaximized);
    } else {
        resize(1400, 900);
    }
    updateTitle();
    updateRecent();
    updateFileActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::applySettings()
{
    const int ms = ui::Settings::animationMs();
    m_battle->setAnimationSpeed(ms / 120.0);
    m_battle->setSafePalette(ui::Settings::safePalette());
    m_battle->setGridVisible(ui::Settings::grid());
    m_battle->setCoordinatesVisible(ui::Settings::coordinates());
    m_battle->setSkipIdlePhases(ui::Settings::skipIdlePhases());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    ui::ModeWindow::closeEvent(event); // a mode may keep the window open (a campaign's battle not over)
    if (!event->isAccepted())
        return;
    if (m_net)
        m_net->leave(); // the opponent is told
    if (!m_trial)
        ui::Settings::setSessionOpen(false);
    event->accept();
}

bool MainWindow::playTrial(const QString &scenarioFile, const ui::BattleSetup &setup, QString *error)
{
    m_trial = true;
    if (!m_battle->open(scenarioFile, setup, error))
        return false;
    updateTitle();
    return true;
}

ui::EditorWindow *MainWindow::openEditor(const QString &fileName, QString *error)
{
    auto *editor = new ui::EditorWindow;
    editor->setAttribute(Qt::WA_DeleteOnClose);
    if (!fileName.isEmpty() && !editor->openFile(fileName, error)) {
        delete editor;
        return nullptr;
    }
    connect(editor, &ui::EditorWindow::playRequested, editor,
            [editor](const QString &file, const ui::BattleSetup &setup) {
                auto *game = new MainWindow;
                game->setAttribute(Qt::WA_DeleteOnClose);
                QString why;
                if (!game->playTrial(file, setup, &why)) {
                    delete game;
                    QMessageBox::critical(editor, tr("Cannot play the scenario"), why);
                    return;
                }
                // Back to the editor where it was when the game closes.
                const QPointer<ui::EditorWindow> back(editor);
                connect(game, &QObject::destroyed, editor, [back] {
                    if (back) {
                        back->show();
                        back->activateWindow();
                    }
                });
                game->setGeometry(editor->geometry());
                editor->hide();
                game->show();
                game->showBriefing();
            });
    editor->show();
    return editor;
}

ui::CampaignMode *MainWindow::campaign()
{
    // One campaign at a time, over the battle, made when first asked for.
    ui::CampaignMode *c = findMode<ui::CampaignMode>();
    if (!c) {
        c = new ui::CampaignMode;
        const QStringList dirs = dataDirs();
        c->setDataDirectory(dirs.isEmpty() ? QString() : dirs.first());
        addMode(c, m_battle);
    } else {
        showMode(c);
    }
    return c;
}

void MainWindow::newCampaign()
{
    const bool had = findMode<ui::CampaignMode>() != nullptr;
    ui::CampaignMode *c = campaign();
    if (!c->newCampaign() && !had && !c->hasGame())
        closeMode(c, false);
}

bool MainWindow::openFile(const QString &fileName, QString *error)
{
    LoadError e;
    const std::optional<QString> format = peekFormat(fileName, &e);
    if (!format) {
        if (error)
            *error = e.text();
        return false;
    }
    if (*format == QLatin1String("hardtack-turn")) {
        // A turn file asks its reader's password and says what it holds.
        if (!mayLeaveNetworkGame()) {
            if (error)
                *error = tr("The network game goes on.");
            return false;
        }
        showMode(m_battle);
        m_pbem->openWithDialog(fileName);
        ui::Settings::setSessionOpen(m_battle->hasBattle());
        return true;
    }
    // The mode shown first if it opens the format (a scenario opened in the
    // Lab stays in the Lab), then the battle, then the modes that are open.
    QList<ui::Mode *> candidates{currentMode(), m_battle};
    candidates += modes();
    for (ui::Mode *m : candidates) {
        if (!m || !m->formats().contains(*format))
            continue;
        if (m == m_battle && !mayLeaveNetworkGame()) {
            if (error)
                *error = tr("The network game goes on.");
            return false;
        }
        if (!m->open(fileName, error))
            return false;
        showMode(m);
        if (m == m_battle) {
            ui::Settings::addRecentFile(QFileInfo(fileName).absoluteFilePath());
            ui::Settings::setSessionOpen(true);
            updateRecent();
        }
        return true;
    }
    // A mode not open yet: a campaign, or a naval battle.
    if (ui::NavalMode::fileFormats().contains(*format)) {
        ui::NavalMode *naval = ui::NavalMode::fromFile(fileName, error);
        if (!naval)
            return false;
        addMode(naval);
        return true;
    }
    auto *made = new ui::CampaignMode;
    if (made->formats().contains(*format)) {
        const QStringList dirs = dataDirs();
        made->setDataDirectory(dirs.isEmpty() ? QString() : dirs.first());
        if (!made->open(fileName, error)) {
            delete made;
            return false;
        }
        addMode(made, m_battle);
        return true;
    }
    delete made;
    if (error)
        *error = tr("%1: $.format: Hardtack does not open \"%2\" files").arg(fileName, format->left(60));
    return false;
}

ui::LabMode *MainWindow::openLab()
{
    // The Lab works on a copy of the battle as it stands (or the default
    // scenario): nothing done there touches the game.
    auto *lab = new ui::LabMode;
    QString error;
    if (m_battle->hasBattle()) {
        // What the viewing side knows (fog of war): the Lab must not show
        // enemies it cannot see, nor where their leaders stand.
        const SideView &view = m_battle->sideView();
        lab->setScenario(view.scenario, m_battle->fileName());
        ui::LabOptions o = lab->session()->options();
        o.night = view.night;
        lab->session()->setOptions(o);
    } else if (const QString file = defaultScenario(); file.isEmpty() || !lab->openFile(file, &error)) {
        delete lab;
        QMessageBox::critical(this, tr("Cannot open the Cascade Lab"),
                              file.isEmpty() ? tr("No scenario to open.") : error);
        return nullptr;
    }
    addMode(lab, m_battle);
    return lab;
}

void MainWindow::openNavalDialog()
{
    const QStringList dirs = dataDirs();
    const QString start = dirs.isEmpty() ? QString() : dirs.first() + QStringLiteral("/scenarios/naval");
    const QString file = QFileDialog::getOpenFileName(this, tr("Naval battle"), start, tr("Naval battles (*.json)"));
    if (file.isEmpty())
        return;
    QString error;
    ui::NavalMode *naval = ui::NavalMode::fromFile(file, &error);
    if (!naval) {
        QMessageBox::critical(this, tr("Cannot open the naval battle"), error);
        return;
    }
    addMode(naval);
}

QStringList MainWindow::scenarioFiles() const
{
    QStringList files;
    for (const QString &dir : dataDirs()) {
        const QDir d(dir + QStringLiteral("/scenarios"));
        for (const QString &f : d.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            LoadError e;
            if (peekFormat(d.filePath(f), &e).value_or(QString()) == QLatin1String("hardtack-scenario"))
                files << d.filePath(f);
        }
        if (!files.isEmpty())
            break;
    }
    return files;
}

void MainWindow::newBattle()
{
    if (!mayLeaveNetworkGame())
        return;
    ui::NewBattleDialog dialog(scenarioFiles(), this);
    dialog.setPbemFolder(ui::Settings::pbemFolder());
    if (dialog.exec() != QDialog::Accepted || dialog.scenarioFile().isEmpty())
        return;
    QString error;
    if (const auto pbem = dialog.pbem()) {
        if (!m_pbem->newGame(dialog.scenarioFile(), dialog.setup(), *pbem, &error)) {
            QMessageBox::critical(this, tr("Cannot start the game"), error);
            return;
        }
        ui::Settings::setPbemFolder(pbem->folder);
    } else if (!m_battle->open(dialog.scenarioFile(), dialog.setup(), &error)) {
        QMessageBox::critical(this, tr("Cannot open the file"), error);
        return;
    }
    ui::Settings::setSessionOpen(true);
    showBriefing();
}

ui::NetworkGame *MainWindow::networkGame() const { return m_net; }

bool MainWindow::mayLeaveNetworkGame()
{
    if (!m_net || !m_net->running())
        return true;
    const auto answer = QMessageBox::question(this, tr("Leave the network game?"),
                                              tr("A network game is under way. Leave it? Your opponent is told."));
    if (answer != QMessageBox::Yes)
        return false;
    m_net->leave();
    return true;
}

ui::NetworkGame *MainWindow::newNetworkGame(ui::Controller who)
{
    if (m_net) {
        m_net->leave();
        m_net->deleteLater();
    }
    m_net = new ui::NetworkGame(m_battle, this);
    m_net->setLocalController(who);
    m_chat->clear();
    disconnect(m_chat, &ui::ChatPanel::said, nullptr, nullptr);
    connect(m_chat, &ui::ChatPanel::said, m_net, &ui::NetworkGame::sendChat);
    connect(m_net, &ui::NetworkGame::chatLine, m_chat, &ui::ChatPanel::addLine);
    connect(m_net, &ui::NetworkGame::notice, m_chat, &ui::ChatPanel::addNotice);
    connect(m_net, &ui::NetworkGame::notice, this, [this](const QString &t) { statusBar()->showMessage(t, 15000); });
    ui::NetworkGame *net = m_net;
    connect(m_net, &ui::NetworkGame::ended, this, [this, net](bool finished, const QString &why) {
        // A game that stopped (a desync, a refused order, the opponent gone)
        // says why; a finished one has its end report.
        if (!finished && net == m_net) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("The network game stopped"), why, QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    m_chatDock->show();
    m_chatDock->raise();
    return m_net;
}

bool MainWindow::hostNetworkGame(const QString &scenarioFile, int side, ui::Controller who, quint16 port,
                                 const QString &password, QString *error)
{
    LoadError e;
    const auto scenario = loadScenario(scenarioFile, &e);
    if (!scenario) {
        if (error)
            *error = e.text();
        return false;
    }
    ui::NetworkGame *net = newNetworkGame(who);
    if (!net->host(*scenario, Side(side), port, password, error)) {
        m_chatDock->hide();
        return false;
    }
    return true;
}

void MainWindow::joinNetworkGame(const QString &address, quint16 port, const QString &password, ui::Controller who)
{
    newNetworkGame(who)->join(address, port, password);
}

void MainWindow::networkDialog()
{
    if (!mayLeaveNetworkGame())
        return;
    ui::NetGameDialog dialog(scenarioFiles(), this);
    dialog.setScenarioFile(m_battle->fileName());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!dialog.hosting()) {
        joinNetworkGame(dialog.address(), dialog.port(), dialog.password(), dialog.controller());
        return;
    }
    QString error;
    if (!hostNetworkGame(dialog.scenarioFile(), int(dialog.side()), dialog.controller(), dialog.port(),
                         dialog.password(), &error))
        QMessageBox::critical(this, tr("Cannot host the game"), error);
}

void MainWindow::showBriefing()
{
    if (!m_battle->hasBattle())
        return;
    auto *briefing = new ui::BriefingDialog(*m_battle->scenario(), this);
    briefing->setAttribute(Qt::WA_DeleteOnClose);
    // The keys (Tab, F, Ctrl+E, …) go back to the map after it.
    connect(briefing, &QDialog::finished, this, [this] {
        activateWindow();
        m_battle->view()->setFocus();
    });
    briefing->open();
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

bool MainWindow::saveBattle()
{
    showMode(m_battle);
    return saveCurrentAs();
}

bool MainWindow::saveCurrent()
{
    ui::Mode *m = currentMode();
    if (!m || !m->canSave())
        return false;
    if (m->fileName().isEmpty())
        return saveCurrentAs();
    QString error;
    if (!m->save(m->fileName(), &error)) {
        QMessageBox::critical(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m->fileName()), 5000);
    return true;
}

bool MainWindow::saveCurrentAs()
{
    ui::Mode *m = currentMode();
    if (!m || !m->canSave())
        return false;
    const QString file =
        QFileDialog::getSaveFileName(this, m->saveCaption(), m->fileName(), tr("Hardtack saves (*.json)"));
    if (file.isEmpty())
        return false;
    QString error;
    if (!m->save(file, &error)) {
        QMessageBox::critical(this, tr("Cannot save"), error);
        return false;
    }
    if (m == m_battle) {
        ui::Settings::addRecentFile(file);
        updateRecent();
    }
    statusBar()->showMessage(tr("Saved %1").arg(file), 5000);
    return true;
}

void MainWindow::updateFileActions()
{
    ui::Mode *m = currentMode();
    m_save->setEnabled(m && m->canSave());
    m_saveAs->setEnabled(m && m->canSave());
    m_closeMode->setEnabled(m && m != m_battle);
    m_closeMode->setText(m && m != m_battle ? tr("&Close (%1)").arg(m->kind()) : tr("&Close"));
}

void MainWindow::autosave()
{
    if (m_trial || !ui::Settings::autosave() || !m_battle->hasBattle())
        return;
    QString error;
    if (!m_battle->document()->saveCopy(ui::Settings::autosaveFile(), &error))
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
}

void MainWindow::offerRestore()
{
    const QString file = ui::Settings::autosaveFile();
    if (!ui::Settings::sessionOpen() || !QFile::exists(file))
        return;
    const auto answer = QMessageBox::question(this, tr("Restore the last battle?"),
                                              tr("Hardtack did not close normally. Restore the battle saved "
                                                 "automatically at the end of its last phase?"));
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (!m_battle->open(file, &error))
        QMessageBox::critical(this, tr("Cannot open the file"), error);
}

void MainWindow::updateRecent()
{
    m_recent->clear();
    for (const QString &f : ui::Settings::recentFiles()) {
        m_recent->addAction(QFileInfo(f).fileName(), this, [this, f] {
            QString error;
            if (!openFile(f, &error))
                QMessageBox::critical(this, tr("Cannot open the file"), error);
        });
    }
    m_recent->setEnabled(!m_recent->isEmpty());
}

void MainWindow::showEndReport()
{
    if (!m_battle->hasBattle())
        return;
    auto *report = new ui::EndReport(m_battle->document()->battle(), this);
    report->setAttribute(Qt::WA_DeleteOnClose);
    connect(report, &ui::EndReport::saveReplayRequested, this, &MainWindow::saveBattle);
    report->show();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Hardtack"),
                       tr("<h3>Hardtack %1</h3><p>A wargame of the American Civil War: tactical battles on a hex "
                          "map, naval actions and a strategic campaign.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::shortcuts()
{
    QMessageBox::information(
        this, tr("Keyboard and mouse"),
        tr("<table cellpadding=3>"
           "<tr><td>Click a unit</td><td>select it (again: the next unit of the stack)</td></tr>"
           "<tr><td>Shift+click / Ctrl+click</td><td>add a unit / select the whole stack</td></tr>"
           "<tr><td>Click a shaded hex</td><td>move there (the path and its MP show under the cursor)</td></tr>"
           "<tr><td>F / M</td><td>fire / melee: click a highlighted hex</td></tr>"
           "<tr><td>A / D</td><td>turn left / right</td></tr>"
           "<tr><td>C</td><td>change formation</td></tr>"
           "<tr><td>Tab</td><td>next unit that can still act</td></tr>"
           "<tr><td>hold L</td><td>line of sight of the selected unit</td></tr>"
           "<tr><td>R</td><td>range rings</td></tr>"
           "<tr><td>Ctrl+Z / Ctrl+Shift+Z</td><td>undo / redo a move</td></tr>"
           "<tr><td>Ctrl+E</td><td>end the phase</td></tr>"
           "<tr><td>Esc</td><td>cancel; stop the computer</td></tr>"
           "<tr><td>Ctrl+S / Ctrl+O / Ctrl+N</td><td>save / open / new battle</td></tr>"
           "<tr><td>Ctrl+G / Ctrl+K</td><td>hex grid / hex coordinates</td></tr>"
           "<tr><td>F1</td><td>the rules of the panel under the cursor</td></tr>"
           "<tr><td>Left / Right / End</td><td>after a handoff: the previous / next event you saw / skip</td></tr>"
           "</table>"));
}

void MainWindow::rules()
{
    // F1 over a panel (or with it focused): that panel's sections only. From
    // the menu the cursor is on the menu, which names none: the whole reference.
    const QWidget *over = QApplication::widgetAt(QCursor::pos());
    if (!over || over->window() != this)
        over = QApplication::focusWidget();
    showRules(currentMode() ? currentMode()->helpSections(over) : QStringList());
}

void MainWindow::showRules(const QStringList &sections)
{
    // The rules reference in the app: docs/RULES.md from the data directories.
    QString text;
    for (const QString &dir : dataDirs()) {
        QFile f(dir + QStringLiteral("/docs/RULES.md"));
        if (f.open(QIODevice::ReadOnly)) {
            text = QString::fromUtf8(f.readAll());
            break;
        }
    }
    const QString part = text.isEmpty() ? QString() : ui::RulesHelp::sections(text, sections);
    auto *browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("rulesHelp"));
    browser->setAttribute(Qt::WA_DeleteOnClose);
    browser->setWindowTitle(tr("Rules reference — Hardtack"));
    if (!part.isEmpty()) {
        browser->setWindowTitle(tr("Rules: %1 — Hardtack").arg(sections.first()));
        browser->setMarkdown(part);
    } else if (text.isEmpty())
        browser->setPlainText(tr("The rules reference (docs/RULES.md) was not found."));
    else
        browser->setMarkdown(text);
    browser->resize(760, 820);
    browser->show();
}

QString MainWindow::titleFor(const ui::Mode *mode) const
{
    if (m_trial && mode == m_battle)
        return tr("%1 (tried out from the editor) — Hardtack").arg(m_battle->title());
    return ui::ModeWindow::titleFor(mode);
}

} // namespace hardtack::app
