#include "editorwindow.h"

#include "editorforms.h"
#include "editorscene.h"

#include "ui/common/mapview.h"
#include "ui/common/names.h"
#include "render/terrainstyle.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>
#include <QMimeData>
#include <QRegularExpression>
#include <QToolBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoView>
#include <QVBoxLayout>

namespace hardtack::ui {

using editor::Part;
using editor::Parts;
using editor::Problem;

namespace {

QIcon swatch(const QColor &c, const QColor &rim = QColor(60, 60, 60))
{
    QPixmap pm(20, 20);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(rim, 1));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(1.5, 1.5, 17, 17), 3, 3);
    return QIcon(pm);
}

// A small drawn icon for a tool: a letter on a coloured tile.
QIcon toolIcon(const QString &glyph, const QColor &c)
{
    QPixmap pm(24, 24);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawRoundedRect(QRectF(1, 1, 22, 22), 5, 5);
    p.setPen(Qt::white);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(13);
    p.setFont(f);
    p.drawText(QRectF(0, 0, 24, 24), Qt::AlignCenter, glyph);
    return QIcon(pm);
}

QString hexText(Hex h)
{
    const Offset o = h.toOffset();
    return QStringLiteral("%1,%2").arg(o.col).arg(o.row);
}

std::optional<Hex> parseHex(const QString &text)
{
    const QStringList parts = QString(text).remove(QLatin1Char('[')).remove(QLatin1Char(']')).split(QLatin1Char(','));
    if (parts.size() != 2)
        return std::nullopt;
    bool a = false, b = false;
    const int c = parts.at(0).trimmed().toInt(&a), r = parts.at(1).trimmed().toInt(&b);
    if (!a || !b)
        return std::nullopt;
    return Hex::fromOffset(c, r);
}

} // namespace

// --- The order of battle tree: drags its items onto the map ------------------

class OobTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    QStringList mimeTypes() const override { return {EditorScene::mimeType()}; }
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override
    {
        if (items.isEmpty())
            return nullptr;
        auto *data = new QMimeData;
        data->setData(EditorScene::mimeType(), items.first()->data(0, Qt::UserRole).toString().toUtf8());
        return data;
    }
};

EditorWindow::EditorWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("editorWindow"));
    // The History and Problems docks name terrain, roads and formations as
    // the rest of the game does, in the player's language.
    editor::setEditorWords({&Names::terrain, &Names::road, &Names::hexsideFeature, &Names::level});
    m_scene = new EditorScene(&m_doc, this);
    m_view = new MapView(this);
    m_view->setObjectName(QStringLiteral("editorMap"));
    m_view->setScene(m_scene);
    m_view->setZoomRange(0.1, 4.0);
    m_view->setMouseTracking(true);
    m_view->setAcceptDrops(true);
    setCentralWidget(m_view);
    m_hexLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_hexLabel);
    connect(m_scene, &BattleScene::hexHovered, this, [this](QPoint p) {
        if (p.x() < 0) {
            m_hexLabel->clear();
            return;
        }
        const Hex h = Hex::fromOffset(p.x(), p.y());
        m_hexLabel->setText(tr("%1 %2").arg(Names::hex(h), Names::hexSummary(m_doc.map(), h)));
    });
    connect(m_scene, &EditorScene::picked, this, &EditorWindow::select);
    connect(m_scene, &EditorScene::labelRequested, this, &EditorWindow::labelAt);
    connect(m_scene, &EditorScene::objectiveRequested, this, &EditorWindow::objectiveAt);

    m_validateTimer = new QTimer(this);
    m_validateTimer->setSingleShot(true);
    m_validateTimer->setInterval(250);
    connect(m_validateTimer, &QTimer::timeout, this, &EditorWindow::validateNow);

    buildActions();
    buildDocks();
    connect(&m_doc, &editor::EditorDocument::changed, this, &EditorWindow::documentChanged);
    connect(&m_doc, &editor::EditorDocument::reset, this, [this] {
        documentChanged(Parts(0xffff));
        m_view->zoomToFit();
    });
    connect(&m_doc, &editor::EditorDocument::fileNameChanged, this, &EditorWindow::updateTitle);
    connect(m_doc.undoStack(), &QUndoStack::cleanChanged, this, &EditorWindow::updateTitle);
    documentChanged(Parts(0xffff));
    resize(1500, 950);
    setWindowState(Qt::WindowMaximized);
    QTimer::singleShot(0, m_view, &MapView::zoomToFit);
}

EditorWindow::~EditorWindow() = default;

void EditorWindow::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *a = file->addAction(tr("&New map…"), this, &EditorWindow::newMapDialog);
    a->setShortcut(QKeySequence::New);
    a = file->addAction(tr("&Open…"), this, &EditorWindow::openDialog);
    a->setShortcut(QKeySequence::Open);
    a = file->addAction(tr("&Save"), this, &EditorWindow::save);
    a->setShortcut(QKeySequence::Save);
    a = file->addAction(tr("Save &as…"), this, &EditorWindow::saveAs);
    // QKeySequence::SaveAs is empty on desktops without their own key theme.
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addSeparator();
    QMenu *play = file->addMenu(tr("&Play this scenario"));
    a = play->addAction(tr("&Hotseat (both sides human)"), this, [this] {
        BattleSetup s;
        s.control[0] = s.control[1] = Controller::Human;
        this->play(s);
    });
    a->setObjectName(QStringLiteral("playHotseat"));
    a = play->addAction(tr("Against the computer, commanding the &Union"), this, [this] {
        BattleSetup s;
        s.control[0] = Controller::Human;
        s.control[1] = Controller::Computer;
        this->play(s);
    });
    a->setShortcut(QKeySequence(Qt::Key_F5));
    a->setObjectName(QStringLiteral("playUnion"));
    a = play->addAction(tr("Against the computer, commanding the &Confederates"), this, [this] {
        BattleSetup s;
        s.control[0] = Controller::Computer;
        s.control[1] = Controller::Human;
        this->play(s);
    });
    a->setObjectName(QStringLiteral("playConfederate"));
    file->addSeparator();
    a = file->addAction(tr("&Close"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_doc.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    a = edit->addAction(tr("&Copy brigade"), this, &EditorWindow::copyBrigade);
    a->setShortcut(QKeySequence::Copy);
    a = edit->addAction(tr("&Paste brigade"), this, &EditorWindow::pasteBrigade);
    a->setShortcut(QKeySequence::Paste);
    a = edit->addAction(tr("&Delete"), this, &EditorWindow::removeSelected);
    a->setShortcut(QKeySequence::Delete);

    QMenu *scen = menuBar()->addMenu(tr("&Scenario"));
    a = scen->addAction(tr("&Properties…"), this, &EditorWindow::propertiesDialog);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    scen->addAction(tr("&Resize map…"), this, &EditorWindow::resizeDialog);
    scen->addAction(tr("&Validate now"), this, &EditorWindow::validateNow);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    a = view->addAction(tr("Zoom &in"), m_view, &MapView::zoomIn);
    a->setShortcut(QKeySequence::ZoomIn);
    a = view->addAction(tr("Zoom &out"), m_view, &MapView::zoomOut);
    a->setShortcut(QKeySequence::ZoomOut);
    a = view->addAction(tr("&Fit the map"), m_view, &MapView::zoomToFit);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    // The tools: one at a time, each with its key.
    QToolBar *bar = addToolBar(tr("Tools"));
    bar->setObjectName(QStringLiteral("editorTools"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_tools = new QActionGroup(this);
    struct ToolDef
    {
        EditorTool tool;
        const char *name;
        const char *glyph;
        QColor colour;
        Qt::Key key;
    };
    const ToolDef defs[] = {
        {EditorTool::Select, QT_TR_NOOP("Select"), "↖", QColor(90, 90, 100), Qt::Key_S},
        {EditorTool::Terrain, QT_TR_NOOP("Brush"), "B", QColor(70, 120, 60), Qt::Key_B},
        {EditorTool::Rectangle, QT_TR_NOOP("Rectangle"), "▭", QColor(70, 120, 60), Qt::Key_R},
        {EditorTool::Fill, QT_TR_NOOP("Fill"), "F", QColor(70, 120, 60), Qt::Key_F},
        {EditorTool::Raise, QT_TR_NOOP("Raise"), "+", QColor(150, 110, 60), Qt::Key_U},
        {EditorTool::Lower, QT_TR_NOOP("Lower"), "−", QColor(150, 110, 60), Qt::Key_D},
        {EditorTool::SetLevel, QT_TR_NOOP("Set level"), "=", QColor(150, 110, 60), Qt::Key_E},
        {EditorTool::Road, QT_TR_NOOP("Road"), "R", QColor(140, 100, 70), Qt::Key_O},
        {EditorTool::Hexside, QT_TR_NOOP("Hexside"), "⬡", QColor(60, 100, 160), Qt::Key_H},
        {EditorTool::Label, QT_TR_NOOP("Label"), "A", QColor(80, 80, 80), Qt::Key_L},
        {EditorTool::Objective, QT_TR_NOOP("Objective"), "★", QColor(170, 130, 30), Qt::Key_J},
    };
    for (const ToolDef &d : defs) {
        QAction *t = bar->addAction(toolIcon(QString::fromUtf8(d.glyph), d.colour), tr(d.name));
        t->setCheckable(true);
        t->setShortcut(QKeySequence(d.key));
        t->setToolTip(tr("%1 (%2)").arg(tr(d.name), QKeySequence(d.key).toString(QKeySequence::NativeText)));
        t->setData(int(d.tool));
        t->setObjectName(QStringLiteral("tool%1").arg(int(d.tool)));
        m_tools->addAction(t);
        if (d.tool == EditorTool::Select)
            t->setChecked(true);
    }
    connect(m_tools, &QActionGroup::triggered, this,
            [this](QAction *t) { m_scene->setTool(EditorTool(t->data().toInt())); });

    addToolBarBreak();
    QToolBar *opts = addToolBar(tr("Tool options"));
    opts->setObjectName(QStringLiteral("editorToolOptions"));
    opts->addWidget(new QLabel(tr(" Terrain "), this));
    m_terrainBox = new QComboBox(this);
    m_terrainBox->setObjectName(QStringLiteral("terrainBox"));
    for (int t = 0; t < terrainNames().size(); ++t)
        m_terrainBox->addItem(swatch(TerrainStyle::colour(Terrain(t), 2)), Names::terrain(Terrain(t)), t);
    m_terrainBox->setCurrentIndex(int(Terrain::Woods));
    connect(m_terrainBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_scene->setTerrain(Terrain(m_terrainBox->itemData(i).toInt())); });
    opts->addWidget(m_terrainBox);
    opts->addWidget(new QLabel(tr(" Brush "), this));
    m_brushBox = new QComboBox(this);
    m_brushBox->setObjectName(QStringLiteral("brushBox"));
    m_brushBox->addItems({tr("1 hex"), tr("7 hexes"), tr("19 hexes")});
    connect(m_brushBox, &QComboBox::currentIndexChanged, this, [this](int i) { m_scene->setBrushSize(i + 1); });
    opts->addWidget(m_brushBox);
    opts->addWidget(new QLabel(tr(" Level "), this));
    m_levelBox = new QSpinBox(this);
    m_levelBox->setObjectName(QStringLiteral("levelBox"));
    m_levelBox->setRange(0, 9);
    m_levelBox->setValue(3);
    m_levelBox->setSuffix(tr(" (×20 ft)"));
    connect(m_levelBox, &QSpinBox::valueChanged, this, [this](int v) { m_scene->setLevel(v); });
    opts->addWidget(m_levelBox);
    opts->addWidget(new QLabel(tr(" Road "), this));
    m_roadBox = new QComboBox(this);
    m_roadBox->setObjectName(QStringLiteral("roadBox"));
    for (int k = 0; k < roadKindNames().size(); ++k)
        m_roadBox->addItem(Names::road(RoadKind(k)), k);
    m_roadBox->setCurrentIndex(int(RoadKind::Road));
    connect(m_roadBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_scene->setRoadKind(RoadKind(m_roadBox->itemData(i).toInt())); });
    opts->addWidget(m_roadBox);
    opts->addWidget(new QLabel(tr(" Hexside "), this));
    m_featureBox = new QComboBox(this);
    m_featureBox->setObjectName(QStringLiteral("featureBox"));
    for (int k = 0; k < hexsideFeatureNames().size(); ++k)
        m_featureBox->addItem(Names::hexsideFeature(HexsideFeature(k)), k);
    connect(m_featureBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_scene->setFeature(HexsideFeature(m_featureBox->itemData(i).toInt())); });
    opts->addWidget(m_featureBox);
}

void EditorWindow::setTool(EditorTool tool)
{
    for (QAction *t : m_tools->actions())
        if (t->data().toInt() == int(tool))
            t->setChecked(true);
    m_scene->setTool(tool);
}

void EditorWindow::buildDocks()
{
    setDockNestingEnabled(true);
    // Legend and scale.
    auto *legend = new QListWidget(this);
    legend->setObjectName(QStringLiteral("legend"));
    for (int t = 0; t < terrainNames().size(); ++t) {
        auto *item = new QListWidgetItem(swatch(TerrainStyle::colour(Terrain(t), 2)), Names::terrain(Terrain(t)));
        item->setData(Qt::UserRole, t);
        legend->addItem(item);
    }
    auto *levels = new QListWidgetItem(tr("Elevation: levels 0–9, 20 feet each (lighter is higher)"));
    levels->setFlags(Qt::NoItemFlags);
    legend->addItem(levels);
    auto *scale = new QListWidgetItem(tr("Scale: one hex is 125 yards across"));
    scale->setFlags(Qt::NoItemFlags);
    legend->addItem(scale);
    connect(legend, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (!(item->flags() & Qt::ItemIsEnabled))
            return;
        m_terrainBox->setCurrentIndex(item->data(Qt::UserRole).toInt());
        if (m_scene->tool() != EditorTool::Rectangle && m_scene->tool() != EditorTool::Fill)
            setTool(EditorTool::Terrain);
    });
    auto *legendDock = new QDockWidget(tr("Legend"), this);
    legendDock->setObjectName(QStringLiteral("legendDock"));
    legendDock->setWidget(legend);
    addDockWidget(Qt::LeftDockWidgetArea, legendDock);

    // Order of battle and the selected thing's properties.
    auto *oobBox = new QWidget(this);
    auto *oobLayout = new QVBoxLayout(oobBox);
    oobLayout->setContentsMargins(2, 2, 2, 2);
    m_tree = new OobTree(oobBox);
    m_tree->setObjectName(QStringLiteral("oobTree"));
    m_tree->setHeaderLabels({tr("Order of battle"), tr("Strength"), tr("Hex")});
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    oobLayout->addWidget(m_tree);
    auto *buttons = new QHBoxLayout;
    auto button = [&](const QString &text, const QString &name, auto slot) {
        auto *b = new QPushButton(text, oobBox);
        b->setObjectName(name);
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    button(tr("Army"), QStringLiteral("addArmy"), [this] { addFormation(Level::Army); });
    button(tr("Division"), QStringLiteral("addDivision"), [this] { addFormation(Level::Division); });
    button(tr("Brigade"), QStringLiteral("addBrigade"), [this] { addFormation(Level::Brigade); });
    button(tr("Unit"), QStringLiteral("addUnit"), [this] { addUnit(); });
    oobLayout->addLayout(buttons);
    auto *buttons2 = new QHBoxLayout;
    buttons = buttons2;
    button(tr("Copy brigade"), QStringLiteral("copyBrigade"), [this] { copyBrigade(); pasteBrigade(); });
    button(tr("Arrives later…"), QStringLiteral("makeReinforcement"), [this] { makeReinforcement(); });
    button(tr("Remove"), QStringLiteral("removeSelected"), [this] { removeSelected(); });
    oobLayout->addLayout(buttons2);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        if (!m_refreshing)
            refreshProperties();
    });
    auto *oobDock = new QDockWidget(tr("Order of battle"), this);
    oobDock->setObjectName(QStringLiteral("oobDock"));
    oobDock->setWidget(oobBox);
    addDockWidget(Qt::RightDockWidgetArea, oobDock);

    m_props = new QStackedWidget(this);
    m_props->addWidget(new QLabel(tr("Select a formation or a unit in the order of battle."), m_props));
    m_unitForm = new UnitForm(&m_doc, m_props);
    m_formationForm = new FormationForm(&m_doc, m_props);
    m_props->addWidget(m_unitForm);
    m_props->addWidget(m_formationForm);
    auto *propsDock = new QDockWidget(tr("Properties"), this);
    propsDock->setObjectName(QStringLiteral("propertiesDock"));
    propsDock->setWidget(m_props);
    addDockWidget(Qt::RightDockWidgetArea, propsDock);

    // Objectives.
    m_objectives = new QTableWidget(0, 4, this);
    m_objectives->setObjectName(QStringLiteral("objectives"));
    m_objectives->setHorizontalHeaderLabels({tr("Objective"), tr("Hex"), tr("Union"), tr("Confederate")});
    m_objectives->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_objectives->verticalHeader()->hide();
    connect(m_objectives, &QTableWidget::cellChanged, this, [this](int row, int col) {
        if (m_refreshing || row >= m_doc.scenario().objectives.size())
            return;
        QVector<Objective> objs = m_doc.scenario().objectives;
        Objective &o = objs[row];
        const QString text = m_objectives->item(row, col)->text();
        if (col == 0 && !text.trimmed().isEmpty())
            o.name = text.trimmed();
        else if (col == 1) {
            if (const auto h = parseHex(text))
                o.hex = *h;
        } else if (col >= 2)
            o.points[col - 2] = qMax(0, text.toInt());
        m_doc.setObjectives(objs);
    });
    auto *objDock = new QDockWidget(tr("Objectives"), this);
    objDock->setObjectName(QStringLiteral("objectivesDock"));
    objDock->setWidget(m_objectives);
    addDockWidget(Qt::LeftDockWidgetArea, objDock);

    // Reinforcements.
    m_reinforcements = new QTableWidget(0, 4, this);
    m_reinforcements->setObjectName(QStringLiteral("reinforcements"));
    m_reinforcements->setHorizontalHeaderLabels({tr("Arriving"), tr("Turn"), tr("Hex"), tr("Chance %")});
    m_reinforcements->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_reinforcements->verticalHeader()->hide();
    connect(m_reinforcements, &QTableWidget::cellChanged, this, [this](int row, int col) {
        if (m_refreshing || row >= m_doc.scenario().reinforcements.size())
            return;
        QVector<Reinforcement> rs = m_doc.scenario().reinforcements;
        Reinforcement &r = rs[row];
        const QString text = m_reinforcements->item(row, col)->text();
        if (col == 1)
            r.turn = qMax(1, text.toInt());
        else if (col == 2) {
            if (const auto h = parseHex(text))
                r.hex = *h;
        } else if (col == 3)
            r.chance = qBound(1, text.toInt(), 100);
        m_doc.setReinforcements(rs);
    });
    auto *reinDock = new QDockWidget(tr("Reinforcements"), this);
    reinDock->setObjectName(QStringLiteral("reinforcementsDock"));
    reinDock->setWidget(m_reinforcements);
    addDockWidget(Qt::LeftDockWidgetArea, reinDock);

    // Problems and history.
    m_problemList = new QListWidget(this);
    m_problemList->setObjectName(QStringLiteral("problems"));
    m_problemList->setWordWrap(true);
    connect(m_problemList, &QListWidget::currentRowChanged, this, &EditorWindow::problemClicked);
    auto *probDock = new QDockWidget(tr("Problems"), this);
    probDock->setObjectName(QStringLiteral("problemsDock"));
    probDock->setWidget(m_problemList);
    addDockWidget(Qt::BottomDockWidgetArea, probDock);
    m_history = new QUndoView(m_doc.undoStack(), this);
    m_history->setEmptyLabel(tr("<opened>"));
    auto *histDock = new QDockWidget(tr("History"), this);
    histDock->setObjectName(QStringLiteral("historyDock"));
    histDock->setWidget(m_history);
    addDockWidget(Qt::BottomDockWidgetArea, histDock);
    tabifyDockWidget(probDock, histDock);
    probDock->raise();
    resizeDocks({legendDock, oobDock}, {300, 420}, Qt::Horizontal);
    resizeDocks({probDock}, {130}, Qt::Vertical);
    resizeDocks({oobDock, propsDock}, {420, 360}, Qt::Vertical);
}

void EditorWindow::updateTitle()
{
    const QString name = m_doc.fileName().isEmpty() ? m_doc.scenario().title : QFileInfo(m_doc.fileName()).fileName();
    setWindowTitle(tr("%1[*] — Hardtack scenario editor").arg(name));
    setWindowModified(m_doc.isModified());
}

void EditorWindow::documentChanged(Parts parts)
{
    if (parts & Part::Oob)
        refreshTree();
    if (parts & Part::Objectives)
        refreshObjectives();
    if (parts & (Part::Reinforcements | Part::Oob))
        refreshReinforcements();
    if (parts & Part::Properties)
        updateTitle();
    updateTitle();
    m_validateTimer->start();
}

void EditorWindow::refreshTree()
{
    const QString current = selected();
    m_refreshing = true;
    m_tree->clear();
    const Scenario &s = m_doc.scenario();
    // Where a thing not on the map is: arriving on turn N, or not placed yet
    // (the reinforcements read once, not once a row).
    QHash<QString, int> unitArrives, leaderArrives;
    for (const Reinforcement &r : s.reinforcements) {
        for (const QString &id : r.units)
            unitArrives.insert(id, r.turn);
        for (const QString &id : r.leaders)
            leaderArrives.insert(id, r.turn);
    }
    const auto notOnMap = [this](const QHash<QString, int> &arrives, const QString &id) {
        const auto it = arrives.constFind(id);
        return it == arrives.cend() ? tr("not placed") : tr("turn %1").arg(*it);
    };
    QHash<QString, QTreeWidgetItem *> items;
    // Parents before children: repeat until every formation is placed.
    QVector<const Formation *> left;
    for (const Formation &f : s.formations)
        left.append(&f);
    while (!left.isEmpty()) {
        const qsizetype before = left.size();
        for (qsizetype k = 0; k < left.size();) {
            const Formation *f = left.at(k);
            QTreeWidgetItem *parent = f->parent.isEmpty() ? nullptr : items.value(f->parent);
            if (!f->parent.isEmpty() && !parent && s.formation(f->parent)) {
                ++k;
                continue;
            }
            auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
            item->setText(0, tr("%1 (%2, %3 %4)")
                                 .arg(f->name, Names::level(f->level), f->leader.name, ratingString(f->leader.rating)));
            item->setText(2, f->leader.onMap ? Names::hex(f->leader.hex) : notOnMap(leaderArrives, f->leader.id));
            item->setData(0, Qt::UserRole, QStringLiteral("formation:") + f->id);
            item->setForeground(0, f->side == Side::Union ? QColor(30, 60, 140) : QColor(110, 80, 40));
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
            items.insert(f->id, item);
            left.removeAt(k);
        }
        if (left.size() == before) { // a parent that is not there: at the top
            for (const Formation *f : left) {
                auto *item = new QTreeWidgetItem(m_tree);
                item->setText(0, f->name);
                item->setData(0, Qt::UserRole, QStringLiteral("formation:") + f->id);
                items.insert(f->id, item);
            }
            break;
        }
    }
    QHash<QString, int> strength;
    for (const Unit &u : s.units) {
        QTreeWidgetItem *parent = items.value(u.brigade);
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
        item->setText(0, tr("%1 (%2)").arg(u.name, Names::unitType(u.type)));
        item->setText(1, u.type == UnitType::Artillery ? tr("%n guns", nullptr, u.guns)
                         : u.type == UnitType::Wagon   ? tr("%1 supply").arg(u.supply)
                                                       : tr("%1 men").arg(u.men));
        item->setText(2, u.onMap ? Names::hex(u.hex) : notOnMap(unitArrives, u.id));
        if (!u.onMap)
            item->setForeground(2, QColor(170, 60, 40));
        item->setData(0, Qt::UserRole, QStringLiteral("unit:") + u.id);
        for (QTreeWidgetItem *p = parent; p; p = p->parent())
            strength[p->data(0, Qt::UserRole).toString()] += u.men;
    }
    for (QTreeWidgetItem *item : std::as_const(items))
        item->setText(1, tr("%1 men").arg(strength.value(item->data(0, Qt::UserRole).toString())));
    m_tree->expandToDepth(1);
    m_refreshing = false;
    if (!current.isEmpty())
        select(current);
    refreshProperties();
}

void EditorWindow::select(const QString &what)
{
    QTreeWidgetItemIterator it(m_tree);
    for (; *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == what) {
            m_tree->setCurrentItem(*it);
            m_tree->scrollToItem(*it);
            return;
        }
}

QString EditorWindow::selected() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void EditorWindow::refreshProperties()
{
    const QString what = selected();
    if (what.startsWith(QLatin1String("unit:")) && m_doc.scenario().unit(what.mid(5))) {
        m_unitForm->show(what.mid(5));
        m_props->setCurrentWidget(m_unitForm);
    } else if (what.startsWith(QLatin1String("formation:")) && m_doc.scenario().formation(what.mid(10))) {
        m_formationForm->show(what.mid(10));
        m_props->setCurrentWidget(m_formationForm);
    } else {
        m_props->setCurrentIndex(0);
    }
    // Not on the map yet: the next click on the map places it.
    const Unit *u = what.startsWith(QLatin1String("unit:")) ? m_doc.scenario().unit(what.mid(5)) : nullptr;
    const Formation *f = what.startsWith(QLatin1String("formation:")) ? m_doc.scenario().formation(what.mid(10)) : nullptr;
    const bool unplaced = (u && !u->onMap) || (f && !f->leader.onMap);
    m_scene->setPending(unplaced ? what : QString());
    if (unplaced)
        statusBar()->showMessage(tr("Click a hex to place %1 there, or drag it onto the map.").arg(u ? u->name : f->name));
}

void EditorWindow::refreshObjectives()
{
    m_refreshing = true;
    const QVector<Objective> &objs = m_doc.scenario().objectives;
    m_objectives->setRowCount(int(objs.size()));
    for (int i = 0; i < objs.size(); ++i) {
        m_objectives->setItem(i, 0, new QTableWidgetItem(objs.at(i).name));
        m_objectives->setItem(i, 1, new QTableWidgetItem(hexText(objs.at(i).hex)));
        m_objectives->setItem(i, 2, new QTableWidgetItem(QString::number(objs.at(i).points[0])));
        m_objectives->setItem(i, 3, new QTableWidgetItem(QString::number(objs.at(i).points[1])));
    }
    m_refreshing = false;
}

void EditorWindow::refreshReinforcements()
{
    m_refreshing = true;
    const Scenario &s = m_doc.scenario();
    m_reinforcements->setRowCount(int(s.reinforcements.size()));
    for (int i = 0; i < s.reinforcements.size(); ++i) {
        const Reinforcement &r = s.reinforcements.at(i);
        QStringList names;
        for (const QString &id : r.leaders)
            for (const Formation &f : s.formations)
                if (f.leader.id == id)
                    names << f.leader.name;
        for (const QString &id : r.units)
            if (const Unit *u = s.unit(id))
                names << u->name;
        auto *what = new QTableWidgetItem(names.join(QStringLiteral(", ")));
        what->setFlags(what->flags() & ~Qt::ItemIsEditable);
        m_reinforcements->setItem(i, 0, what);
        m_reinforcements->setItem(i, 1, new QTableWidgetItem(QString::number(r.turn)));
        m_reinforcements->setItem(i, 2, new QTableWidgetItem(hexText(r.hex)));
        m_reinforcements->setItem(i, 3, new QTableWidgetItem(QString::number(r.chance)));
    }
    m_refreshing = false;
}

void EditorWindow::validateNow()
{
    m_validateTimer->stop();
    m_problems = editor::validate(m_doc);
    const QSignalBlocker block(m_problemList);
    m_problemList->clear();
    if (m_problems.isEmpty()) {
        auto *ok = new QListWidgetItem(tr("No problems: the game will load this scenario."));
        ok->setForeground(QColor(40, 120, 40));
        m_problemList->addItem(ok);
    }
    for (const Problem &p : std::as_const(m_problems)) {
        auto *item = new QListWidgetItem(p.warning ? tr("Warning: %1").arg(p.text) : tr("Error: %1").arg(p.text));
        item->setForeground(p.warning ? QColor(150, 100, 0) : QColor(170, 30, 30));
        item->setToolTip(p.path);
        m_problemList->addItem(item);
    }
    int errors = 0;
    for (const Problem &p : std::as_const(m_problems))
        errors += p.warning ? 0 : 1;
    statusBar()->showMessage(errors ? tr("%n problem(s) the game would refuse", nullptr, errors) : QString());
}

void EditorWindow::problemClicked(int row)
{
    if (row < 0 || row >= m_problems.size())
        return;
    const Problem &p = m_problems.at(row);
    const Scenario &s = m_doc.scenario();
    std::optional<Hex> at;
    switch (p.target) {
    case Problem::Target::Unit:
        if (p.index < s.units.size()) {
            select(QStringLiteral("unit:") + s.units.at(p.index).id);
            if (s.units.at(p.index).onMap)
                at = s.units.at(p.index).hex;
        }
        break;
    case Problem::Target::Formation:
        if (p.index < s.formations.size()) {
            select(QStringLiteral("formation:") + s.formations.at(p.index).id);
            at = s.formations.at(p.index).leader.hex;
        }
        break;
    case Problem::Target::Objective:
        if (p.index < s.objectives.size()) {
            m_objectives->selectRow(p.index);
            at = s.objectives.at(p.index).hex;
        }
        break;
    case Problem::Target::Reinforcement:
        if (p.index < s.reinforcements.size()) {
            m_reinforcements->selectRow(p.index);
            at = s.reinforcements.at(p.index).hex;
        }
        break;
    case Problem::Target::Label:
        if (p.index < s.map.labels.size())
            at = s.map.labels.at(p.index).hex;
        break;
    default:
        break;
    }
    if (at && m_scene->geometry().contains(*at))
        m_view->centerOn(m_scene->geometry().centre(*at));
}

// --- Files --------------------------------------------------------------------

bool EditorWindow::mayDiscard()
{
    if (!m_doc.isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("The scenario has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool EditorWindow::maySave()
{
    validateNow();
    int errors = 0;
    for (const Problem &p : std::as_const(m_problems))
        errors += p.warning ? 0 : 1;
    if (!errors)
        return true;
    return QMessageBox::question(this, tr("Save a scenario the game refuses?"),
                                 tr("The game would not load this scenario yet:\n\n%1\n\nSave it anyway?")
                                     .arg(m_problems.first().text),
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Save;
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (mayDiscard())
        event->accept();
    else
        event->ignore();
}

bool EditorWindow::openFile(const QString &fileName, QString *error)
{
    LoadError e;
    if (!m_doc.open(fileName, &e)) {
        if (error)
            *error = e.text();
        return false;
    }
    return true;
}

void EditorWindow::newMap(const QString &name, int width, int height)
{
    m_doc.newDocument(name, width, height);
}

QString EditorWindow::saveDirectory() const
{
    if (!m_doc.fileName().isEmpty())
        return QFileInfo(m_doc.fileName()).absolutePath();
    return QDir::homePath();
}

void EditorWindow::newMapDialog()
{
    if (!mayDiscard())
        return;
    QDialog d(this);
    d.setWindowTitle(tr("New map"));
    auto *form = new QFormLayout(&d);
    auto *name = new QLineEdit(tr("New map"), &d);
    name->setObjectName(QStringLiteral("mapName"));
    name->selectAll(); // typing replaces the placeholder name
    auto *w = new QSpinBox(&d);
    w->setObjectName(QStringLiteral("mapWidth"));
    w->setRange(5, limits::maxMapSide);
    w->setValue(30);
    auto *h = new QSpinBox(&d);
    h->setObjectName(QStringLiteral("mapHeight"));
    h->setRange(5, limits::maxMapSide);
    h->setValue(20);
    form->addRow(tr("&Name"), name);
    form->addRow(tr("&Width (hexes)"), w);
    form->addRow(tr("&Height (hexes)"), h);
    auto *hint = new QLabel(tr("A hex is 125 yards across: 30 × 20 hexes is about 2 by 1.4 miles."), &d);
    hint->setWordWrap(true);
    form->addRow(hint);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &d);
    connect(box, &QDialogButtonBox::accepted, &d, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    form->addRow(box);
    if (d.exec() == QDialog::Accepted)
        newMap(name->text().trimmed().isEmpty() ? tr("New map") : name->text().trimmed(), w->value(), h->value());
}

void EditorWindow::openDialog()
{
    if (!mayDiscard())
        return;
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a scenario or a map"), saveDirectory(),
                                                      tr("Hardtack scenarios and maps (*.json)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!openFile(file, &error))
        QMessageBox::warning(this, tr("Cannot open"), error);
}

bool EditorWindow::save()
{
    if (m_doc.fileName().isEmpty())
        return saveAs();
    if (!maySave())
        return false;
    QString error;
    if (!m_doc.save(&error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_doc.fileName()), 4000);
    return true;
}

bool EditorWindow::saveAs()
{
    if (!maySave())
        return false;
    QString base = m_doc.scenario().title.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save the scenario"), QDir(saveDirectory()).filePath(base + QStringLiteral(".json")),
        tr("Hardtack scenarios (*.json)"));
    if (file.isEmpty())
        return false;
    // The map beside the scenario, unless it already has a file of its own.
    QString mapFile = m_doc.mapFileName();
    if (mapFile.isEmpty())
        mapFile = QFileInfo(file).absoluteDir().filePath(QFileInfo(file).completeBaseName() + QStringLiteral("-map.json"));
    QString error;
    if (!m_doc.saveAs(file, mapFile, &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1 and its map %2").arg(file, QFileInfo(mapFile).fileName()), 4000);
    return true;
}

void EditorWindow::play(BattleSetup setup)
{
    validateNow();
    for (const Problem &p : std::as_const(m_problems))
        if (!p.warning) {
            QMessageBox::warning(this, tr("Cannot play yet"),
                                 tr("The game would not load this scenario:\n\n%1").arg(p.text));
            return;
        }
    // A copy to play: the document and its files stay as they are.
    const QString scen = m_playDir.filePath(QStringLiteral("play.json"));
    const QString map = m_playDir.filePath(QStringLiteral("play-map.json"));
    QString error;
    const QJsonObject scenario = [&] {
        Scenario s = m_doc.scenario();
        s.mapRef = QStringLiteral("play-map.json");
        return scenarioToJson(s, false, false);
    }();
    if (!writeJsonFile(map, m_doc.mapJson(), &error) || !writeJsonFile(scen, scenario, &error)) {
        QMessageBox::warning(this, tr("Cannot play"), error);
        return;
    }
    emit playRequested(scen, setup);
}

// --- Scenario dialogs ---------------------------------------------------------

void EditorWindow::propertiesDialog()
{
    ScenarioPropertiesDialog d(editor::ScenarioProperties::of(m_doc.scenario()), this);
    if (d.exec() == QDialog::Accepted)
        m_doc.setProperties(d.properties());
}

void EditorWindow::resizeDialog()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Resize map"), tr("Width × height in hexes:"), QLineEdit::Normal,
        QStringLiteral("%1 x %2").arg(m_doc.map().width).arg(m_doc.map().height), &ok);
    if (!ok)
        return;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("\\s*[x×,]\\s*")));
    if (parts.size() == 2 && parts.at(0).toInt() > 0 && parts.at(1).toInt() > 0)
        m_doc.resizeMap(parts.at(0).toInt(), parts.at(1).toInt());
}

void EditorWindow::labelAt(Hex hex)
{
    const QVector<MapLabel> &labels = m_doc.map().labels;
    int index = -1;
    for (int i = 0; i < labels.size(); ++i)
        if (labels.at(i).hex == hex)
            index = i;
    bool ok = false;
    const QString text = QInputDialog::getText(this, index < 0 ? tr("New label") : tr("Edit label"),
                                               tr("Label at %1 (empty to remove):").arg(Names::hex(hex)),
                                               QLineEdit::Normal, index < 0 ? QString() : labels.at(index).text, &ok);
    if (!ok)
        return;
    if (text.trimmed().isEmpty()) {
        m_doc.removeLabel(index);
        return;
    }
    m_doc.setLabel(index, MapLabel{hex, text.trimmed()});
}

void EditorWindow::objectiveAt(Hex hex)
{
    QVector<Objective> objs = m_doc.scenario().objectives;
    int index = -1;
    for (int i = 0; i < objs.size(); ++i)
        if (objs.at(i).hex == hex)
            index = i;
    Objective o;
    o.hex = hex;
    o.name = tr("Objective");
    o.points[0] = o.points[1] = 500;
    if (index >= 0)
        o = objs.at(index);
    ObjectiveDialog d(o, index >= 0, this);
    const int result = d.exec();
    if (result == ObjectiveDialog::Removed && index >= 0) {
        objs.removeAt(index);
        m_doc.setObjectives(objs);
    } else if (result == QDialog::Accepted) {
        if (index >= 0)
            objs[index] = d.objective();
        else
            objs.append(d.objective());
        m_doc.setObjectives(objs);
    }
}

// --- Order of battle ----------------------------------------------------------

void EditorWindow::addFormation(Level level)
{
    const Scenario &s = m_doc.scenario();
    Formation f;
    f.level = level;
    // Under the selected formation (or the one above the selected unit) when it is higher.
    QString parent;
    QString what = selected();
    if (what.startsWith(QLatin1String("unit:")))
        if (const Unit *u = s.unit(what.mid(5)))
            what = QStringLiteral("formation:") + u->brigade;
    if (what.startsWith(QLatin1String("formation:"))) {
        for (const Formation *p = s.formation(what.mid(10)); p; p = p->parent.isEmpty() ? nullptr : s.formation(p->parent))
            if (int(p->level) > int(level)) {
                parent = p->id;
                f.side = p->side;
                break;
            }
    }
    if (parent.isEmpty() && level != Level::Army) {
        // A side's army when it has one.
        for (const Formation &a : s.formations)
            if (a.level == Level::Army && (what.isEmpty() || a.side == f.side)) {
                parent = a.id;
                f.side = a.side;
                break;
            }
    }
    if (level == Level::Army) {
        bool unionArmy = false;
        for (const Formation &a : s.formations)
            unionArmy = unionArmy || (a.level == Level::Army && a.side == Side::Union);
        f.side = unionArmy ? Side::Confederate : Side::Union;
    }
    f.parent = parent;
    const int n = int(s.formations.size()) + 1;
    f.name = level == Level::Army ? (f.side == Side::Union ? tr("Union army") : tr("Confederate army"))
                                  : level == Level::Corps  ? tr("New corps %1").arg(n)
                                  : level == Level::Division ? tr("New division %1").arg(n)
                                                             : tr("New brigade %1").arg(n);
    f.id = m_doc.freshId(f.name);
    f.leader.name = tr("Commander %1").arg(n);
    f.leader.id = m_doc.freshId(f.leader.name);
    f.leader.rating = 4;
    f.leader.onMap = false; // placed by dragging it onto the map
    m_doc.setFormation(-1, f);
    select(QStringLiteral("formation:") + f.id);
}

void EditorWindow::addUnit()
{
    const Scenario &s = m_doc.scenario();
    QString what = selected();
    QString brigade;
    if (what.startsWith(QLatin1String("unit:"))) {
        if (const Unit *u = s.unit(what.mid(5)))
            brigade = u->brigade;
    } else if (what.startsWith(QLatin1String("formation:"))) {
        if (const Formation *f = s.formation(what.mid(10)); f && f->level == Level::Brigade)
            brigade = f->id;
    }
    const Formation *b = s.formation(brigade);
    if (!b) {
        QMessageBox::information(this, tr("New unit"), tr("Select a brigade first: every unit belongs to one."));
        return;
    }
    Unit u;
    u.side = b->side;
    u.brigade = b->id;
    u.type = UnitType::Infantry;
    u.weapon = Weapon::RifledMusket;
    u.formation = UnitFormation::Line;
    u.men = 400;
    u.quality = 4;
    int k = 1;
    for (const Unit &x : s.units)
        k += x.brigade == b->id ? 1 : 0;
    u.name = tr("%1th Regiment").arg(k + 10);
    u.id = m_doc.freshId(b->name + QLatin1Char(' ') + u.name);
    u.onMap = false;
    u.facing = b->side == Side::Union ? HexSide::N : HexSide::S;
    m_doc.setUnit(-1, u);
    select(QStringLiteral("unit:") + u.id);
}

void EditorWindow::removeSelected()
{
    const QString what = selected();
    if (what.startsWith(QLatin1String("unit:")))
        m_doc.removeUnit(m_doc.scenario().unitIndex(what.mid(5)));
    else if (what.startsWith(QLatin1String("formation:")))
        m_doc.removeFormation(m_doc.scenario().formationIndex(what.mid(10)));
}

void EditorWindow::copyBrigade()
{
    QString what = selected();
    if (what.startsWith(QLatin1String("unit:")))
        if (const Unit *u = m_doc.scenario().unit(what.mid(5)))
            what = QStringLiteral("formation:") + u->brigade;
    const Formation *f = what.startsWith(QLatin1String("formation:")) ? m_doc.scenario().formation(what.mid(10)) : nullptr;
    if (f && f->level == Level::Brigade) {
        m_clipboardBrigade = f->id;
        statusBar()->showMessage(tr("Copied %1").arg(f->name), 3000);
    }
}

void EditorWindow::pasteBrigade()
{
    if (!m_doc.scenario().formation(m_clipboardBrigade))
        return;
    const QString id = m_doc.copyBrigade(m_clipboardBrigade);
    if (!id.isEmpty())
        select(QStringLiteral("formation:") + id);
}

void EditorWindow::makeReinforcement()
{
    const Scenario &s = m_doc.scenario();
    const QString what = selected();
    Reinforcement r;
    QString name;
    if (what.startsWith(QLatin1String("unit:"))) {
        const Unit *u = s.unit(what.mid(5));
        if (!u)
            return;
        r.units << u->id;
        r.hex = u->onMap ? u->hex : Hex::fromOffset(0, 0);
        name = u->name;
    } else if (what.startsWith(QLatin1String("formation:"))) {
        const Formation *f = s.formation(what.mid(10));
        if (!f)
            return;
        name = f->name;
        // The formation's leader and every unit below it.
        QSet<QString> below{f->id};
        for (bool more = true; more;) {
            more = false;
            for (const Formation &g : s.formations)
                if (below.contains(g.parent) && !below.contains(g.id)) {
                    below.insert(g.id);
                    more = true;
                }
        }
        for (const Formation &g : s.formations)
            if (below.contains(g.id))
                r.leaders << g.leader.id;
        for (const Unit &u : s.units)
            if (below.contains(u.brigade))
                r.units << u.id;
        r.hex = f->leader.onMap ? f->leader.hex : Hex::fromOffset(0, 0);
    } else {
        return;
    }
    bool ok = false;
    const int turn = QInputDialog::getInt(this, tr("Arrives later"), tr("%1 arrives on turn:").arg(name), 2, 1,
                                          qMax(1, s.turns), 1, &ok);
    if (!ok)
        return;
    r.turn = turn;
    // Out of the reinforcements they were in, off the map until they arrive.
    QVector<Reinforcement> rs = s.reinforcements;
    for (Reinforcement &x : rs) {
        x.units.removeIf([&](const QString &id) { return r.units.contains(id); });
        x.leaders.removeIf([&](const QString &id) { return r.leaders.contains(id); });
    }
    rs.removeIf([](const Reinforcement &x) { return x.units.isEmpty() && x.leaders.isEmpty(); });
    rs.append(r);
    m_doc.undoStack()->beginMacro(tr("%1 arrives on turn %2").arg(name).arg(turn));
    for (const QString &id : std::as_const(r.units)) {
        const int i = s.unitIndex(id);
        Unit u = s.units.at(i);
        u.onMap = false;
        m_doc.setUnit(i, u);
    }
    for (const QString &id : std::as_const(r.leaders))
        for (int i = 0; i < s.formations.size(); ++i)
            if (s.formations.at(i).leader.id == id) {
                Formation f = s.formations.at(i);
                f.leader.onMap = false;
                m_doc.setFormation(i, f);
            }
    m_doc.setReinforcements(rs);
    m_doc.undoStack()->endMacro();
}

} // namespace hardtack::ui
