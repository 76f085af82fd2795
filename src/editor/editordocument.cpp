#include "editordocument.h"

#include "core/jsonio.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <concepts>
#include <functional>
#include <utility>

namespace hardtack::editor {

namespace {
EditorWords &wordsStore()
{
    static EditorWords w{
        [](Terrain t) { return terrainNames().at(int(t)); },
        [](RoadKind k) { return roadKindNames().at(int(k)); },
        [](HexsideFeature f) { return hexsideFeatureNames().at(int(f)); },
        [](Level l) { return levelNames().at(int(l)); },
    };
    return w;
}
} // namespace

const EditorWords &editorWords()
{
    return wordsStore();
}

void setEditorWords(EditorWords words)
{
    wordsStore() = std::move(words);
}

namespace {

// Every edit but the brush's: the new value goes in, the old one is kept,
// and undo swaps them back (so redo after undo is the same swap again).
template <class T>
class SwapCommand : public QUndoCommand
{
public:
    using Access = std::function<T &(Scenario &)>;
    SwapCommand(EditorDocument *doc, const QString &text, Access access, T value, Parts parts)
        : QUndoCommand(text), m_doc(doc), m_access(std::move(access)), m_value(std::move(value)), m_parts(parts)
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        std::swap(m_access(m_doc->mutableScenario()), m_value);
        m_doc->notifyChanged(m_parts);
    }
    EditorDocument *m_doc;
    Access m_access;
    T m_value;
    Parts m_parts;
};

template <class T>
void pushSwap(EditorDocument *doc, const QString &text, typename SwapCommand<T>::Access access, T value,
              Parts parts)
{
    if constexpr (std::equality_comparable<T>) {
        if (access(doc->mutableScenario()) == value)
            return; // nothing would change: no command
    }
    doc->undoStack()->push(new SwapCommand<T>(doc, text, std::move(access), std::move(value), parts));
}

// Terrain or elevation of some hexes: the values not in the document, by hex
// index. Pieces of one stroke merge: a hex keeps the value it had before the
// stroke began.
class CellsCommand : public QUndoCommand
{
public:
    enum Layer { TerrainLayer = 1, ElevationLayer = 2 };
    using Legend = QVector<QPair<QString, Terrain>>;
    // legend: the legend to put in with the cells (a terrain new to the map
    // gets its character), swapped like them.
    CellsCommand(EditorDocument *doc, const QString &text, Layer layer, QHash<int, quint8> values, int stroke,
                 std::optional<Legend> legend = std::nullopt)
        : QUndoCommand(text), m_doc(doc), m_layer(layer), m_values(std::move(values)), m_stroke(stroke),
          m_legend(std::move(legend))
    {
    }
    int id() const override { return m_stroke ? 1000 + m_layer : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const CellsCommand *>(other);
        if (o->m_stroke != m_stroke || o->m_layer != m_layer)
            return false;
        for (auto it = o->m_values.cbegin(); it != o->m_values.cend(); ++it)
            if (!m_values.contains(it.key()))
                m_values.insert(it.key(), it.value());
        if (!m_legend)
            m_legend = o->m_legend; // the legend before the stroke's first new terrain
        return true;
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        Map &map = m_doc->mutableScenario().map;
        if (m_legend)
            std::swap(map.legend, *m_legend);
        for (auto it = m_values.begin(); it != m_values.end(); ++it) {
            if (m_layer == TerrainLayer) {
                const quint8 now = quint8(map.terrain[it.key()]);
                map.terrain[it.key()] = Terrain(it.value());
                it.value() = now;
            } else {
                std::swap(map.elevation[it.key()], it.value());
            }
        }
        m_doc->notifyChanged(Part::Ground);
    }
    EditorDocument *m_doc;
    Layer m_layer;
    QHash<int, quint8> m_values;
    int m_stroke;
    std::optional<Legend> m_legend;
};

QString terrainWord(Terrain t)
{
    return editorWords().terrain(t);
}

// One character per terrain for a new legend (the shipped maps use these).
const char *const kLegendChars = ".fFotmw";

// A character for terrain t not yet in the legend: the usual one, else a
// free capital letter.
QString legendCharFor(const QVector<QPair<QString, Terrain>> &legend, Terrain t)
{
    auto used = [&](const QString &ch) {
        for (const auto &entry : legend)
            if (entry.first == ch)
                return true;
        return false;
    };
    QString ch = QString(QLatin1Char(kLegendChars[int(t)]));
    for (char c = 'A'; used(ch) && c <= 'Z'; ++c)
        ch = QString(QLatin1Char(c));
    return ch;
}

QString relativeMapRef(const QString &scenarioFile, const QString &mapFile)
{
    return QFileInfo(scenarioFile).absoluteDir().relativeFilePath(QFileInfo(mapFile).absoluteFilePath());
}

// The "$schema" member a shipped file carries, kept when it is saved again.
QString schemaOf(const QString &fileName)
{
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly) || f.size() > limits::maxFileBytes)
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("$schema")).toString();
}

QJsonObject withSchema(QJsonObject o, const QString &schema)
{
    if (!schema.isEmpty())
        o.insert(QStringLiteral("$schema"), schema);
    return o;
}

} // namespace

ScenarioProperties ScenarioProperties::of(const Scenario &s)
{
    ScenarioProperties p;
    p.title = s.title;
    p.description = s.description;
    p.source = s.source;
    p.date = s.date;
    p.start = s.start;
    p.turns = s.turns;
    p.dawn = s.dawn;
    p.dusk = s.dusk;
    p.dayTurnMinutes = s.dayTurnMinutes;
    p.nightTurnMinutes = s.nightTurnMinutes;
    p.firstSide = s.firstSide;
    p.rules = s.rules;
    p.victoryMinor = s.victoryMinor;
    p.victoryMajor = s.victoryMajor;
    p.translations = s.translations;
    p.history = s.history;
    return p;
}

void ScenarioProperties::applyTo(Scenario &s) const
{
    s.title = title;
    s.description = description;
    s.source = source;
    s.date = date;
    s.start = start;
    s.turns = turns;
    s.dawn = dawn;
    s.dusk = dusk;
    s.dayTurnMinutes = dayTurnMinutes;
    s.nightTurnMinutes = nightTurnMinutes;
    s.firstSide = firstSide;
    s.rules = rules;
    s.victoryMinor = victoryMinor;
    s.victoryMajor = victoryMajor;
    s.translations = translations;
    s.history = history;
}

EditorDocument::EditorDocument(QObject *parent) : QObject(parent)
{
    newDocument(tr("New map"), 30, 20);
}

void EditorDocument::replaceDocument(Scenario s, const QString &fileName, const QString &mapFileName)
{
    m_undo.clear();
    m_scenario = std::move(s);
    m_scenario.map.rebuildIndex();
    m_scenario.rebuildIndex();
    m_fileName = fileName;
    m_mapFileName = mapFileName;
    m_undo.setClean();
    emit reset();
    emit fileNameChanged(m_fileName);
}

void EditorDocument::newDocument(const QString &mapName, int width, int height)
{
    Scenario s;
    s.title = tr("New battle");
    s.map.name = mapName;
    s.map.resize(qBound(1, width, limits::maxMapSide), qBound(1, height, limits::maxMapSide));
    for (int t = 0; t < terrainNames().size(); ++t)
        s.map.legend.append({QString(QLatin1Char(kLegendChars[t])), Terrain(t)});
    s.date = QDate(1863, 7, 1);
    s.start = QTime(8, 0);
    s.turns = 12;
    s.dawn = QTime(5, 0);
    s.dusk = QTime(19, 30);
    s.victoryMinor = 500;
    s.victoryMajor = 3000;
    replaceDocument(std::move(s), {}, {});
}

bool EditorDocument::open(const QString &fileName, LoadError *error)
{
    const std::optional<QString> format = peekFormat(fileName, error);
    if (!format)
        return false;
    if (*format == QLatin1String("hardtack-map")) {
        std::optional<Map> map = loadMap(fileName, error);
        if (!map)
            return false;
        Scenario s;
        s.title = map->name;
        s.map = std::move(*map);
        s.date = QDate(1863, 7, 1);
        s.start = QTime(8, 0);
        s.turns = 12;
        s.dawn = QTime(5, 0);
        s.dusk = QTime(19, 30);
        replaceDocument(std::move(s), {}, fileName);
        m_mapSchema = schemaOf(fileName);
        return true;
    }
    std::optional<Scenario> s = loadScenario(fileName, error);
    if (!s)
        return false;
    const QString mapFile = s->mapRef.isEmpty() ? QString()
                                                : QFileInfo(fileName).absoluteDir().filePath(s->mapRef);
    replaceDocument(std::move(*s), fileName, mapFile);
    m_scenarioSchema = schemaOf(fileName);
    m_mapSchema = mapFile.isEmpty() ? QString() : schemaOf(mapFile);
    return true;
}

QJsonObject EditorDocument::scenarioJson() const
{
    return withSchema(scenarioToJson(m_scenario, false, false), m_scenarioSchema);
}

QJsonObject EditorDocument::mapJson() const
{
    return withSchema(mapToJson(m_scenario.map), m_mapSchema);
}

bool EditorDocument::save(QString *error)
{
    return saveAs(m_fileName, m_mapFileName, error);
}

bool EditorDocument::saveAs(const QString &scenarioFile, const QString &mapFile, QString *error)
{
    if (scenarioFile.isEmpty()) {
        if (error)
            *error = tr("The scenario has no file name yet.");
        return false;
    }
    const QString oldRef = m_scenario.mapRef;
    if (!mapFile.isEmpty()) {
        m_scenario.mapRef = relativeMapRef(scenarioFile, mapFile);
        if (!writeJsonFile(mapFile, mapJson(), error)) {
            m_scenario.mapRef = oldRef;
            return false;
        }
    } else {
        m_scenario.mapRef.clear(); // the map inside the scenario
    }
    if (!writeJsonFile(scenarioFile, scenarioJson(), error)) {
        m_scenario.mapRef = oldRef;
        return false;
    }
    m_fileName = scenarioFile;
    m_mapFileName = mapFile;
    m_undo.setClean();
    emit fileNameChanged(m_fileName);
    return true;
}

void EditorDocument::notifyChanged(Parts parts)
{
    if (parts & (Part::Ground | Part::Features | Part::MapSize))
        m_scenario.map.rebuildIndex();
    if (parts & Part::Oob)
        m_scenario.rebuildIndex();
    emit changed(parts);
}

// --- Map edits ---------------------------------------------------------------

void EditorDocument::paintTerrain(const QVector<Hex> &hexes, Terrain terrain, int stroke)
{
    QHash<int, quint8> values;
    for (const Hex &h : hexes) {
        const int i = map().indexOf(h);
        if (i >= 0 && map().terrain.at(i) != terrain)
            values.insert(i, quint8(terrain));
    }
    if (values.isEmpty())
        return;
    std::optional<CellsCommand::Legend> legend;
    bool known = false;
    for (const auto &entry : map().legend)
        known = known || entry.second == terrain;
    if (!known) {
        legend = map().legend;
        legend->append({legendCharFor(*legend, terrain), terrain});
    }
    m_undo.push(new CellsCommand(this, tr("Paint %1").arg(terrainWord(terrain)), CellsCommand::TerrainLayer,
                                 std::move(values), stroke, std::move(legend)));
}

void EditorDocument::fillTerrain(Hex start, Terrain terrain)
{
    if (!map().contains(start))
        return;
    const Terrain from = map().terrainAt(start);
    if (from == terrain)
        return;
    QVector<Hex> area{start};
    QSet<int> seen{map().indexOf(start)};
    for (int k = 0; k < area.size(); ++k)
        for (const Hex &n : area.at(k).neighbours()) {
            const int i = map().indexOf(n);
            if (i >= 0 && !seen.contains(i) && map().terrain.at(i) == from) {
                seen.insert(i);
                area.append(n);
            }
        }
    paintTerrain(area, terrain);
}

void EditorDocument::fillRectangle(Hex a, Hex b, Terrain terrain)
{
    const Offset oa = a.toOffset(), ob = b.toOffset();
    QVector<Hex> area;
    for (int c = qMin(oa.col, ob.col); c <= qMax(oa.col, ob.col); ++c)
        for (int r = qMin(oa.row, ob.row); r <= qMax(oa.row, ob.row); ++r)
            area.append(Hex::fromOffset(c, r));
    paintTerrain(area, terrain);
}

void EditorDocument::changeElevation(const QVector<Hex> &hexes, ElevationMode mode, int level, int stroke)
{
    QHash<int, quint8> values;
    for (const Hex &h : hexes) {
        const int i = map().indexOf(h);
        if (i < 0)
            continue;
        const int now = map().elevation.at(i);
        // A stroke raises or lowers each hex once, from its level before the stroke.
        if (stroke && mode != ElevationMode::Set && m_strokeHexes.value(stroke).contains(i))
            continue;
        int next = mode == ElevationMode::Raise ? now + 1 : mode == ElevationMode::Lower ? now - 1 : level;
        next = qBound(0, next, 9);
        if (next != now)
            values.insert(i, quint8(next));
        if (stroke)
            m_strokeHexes[stroke].insert(i);
    }
    if (values.isEmpty())
        return;
    const QString text = mode == ElevationMode::Raise   ? tr("Raise ground")
                         : mode == ElevationMode::Lower ? tr("Lower ground")
                                                        : tr("Set ground to level %1").arg(level);
    m_undo.push(new CellsCommand(this, text, CellsCommand::ElevationLayer, std::move(values), stroke));
}

int EditorDocument::clickRoad(int road, Hex hex, RoadKind kind)
{
    if (!map().contains(hex))
        return road;
    QVector<RoadPath> roads = map().roads;
    if (road >= 0 && road < roads.size()) {
        RoadPath &r = roads[road];
        if (!r.hexes.isEmpty() && r.hexes.last() == hex) {
            // Clicking the end again takes it off; a road left with no hex goes.
            r.hexes.removeLast();
            const bool gone = r.hexes.isEmpty();
            const QString text = tr("Shorten %1").arg(editorWords().road(r.kind));
            if (gone)
                roads.removeAt(road);
            pushSwap<QVector<RoadPath>>(
                this, text, [](Scenario &s) -> QVector<RoadPath> & { return s.map.roads; }, roads, Part::Features);
            return gone ? -1 : road;
        }
        if (!r.hexes.isEmpty() && distance(r.hexes.last(), hex) <= 12 && r.kind == kind) {
            r.hexes.append(hex);
            pushSwap<QVector<RoadPath>>(
                this, tr("Extend %1").arg(editorWords().road(kind)),
                [](Scenario &s) -> QVector<RoadPath> & { return s.map.roads; }, roads, Part::Features);
            return road;
        }
    }
    RoadPath r;
    r.kind = kind;
    r.hexes = {hex};
    roads.append(r);
    pushSwap<QVector<RoadPath>>(this, tr("New %1").arg(editorWords().road(kind)),
                                [](Scenario &s) -> QVector<RoadPath> & { return s.map.roads; }, roads,
                                Part::Features);
    return int(map().roads.size()) - 1;
}

void EditorDocument::removeRoad(int road)
{
    if (road < 0 || road >= map().roads.size())
        return;
    QVector<RoadPath> roads = map().roads;
    roads.removeAt(road);
    pushSwap<QVector<RoadPath>>(this, tr("Remove road"),
                                [](Scenario &s) -> QVector<RoadPath> & { return s.map.roads; }, roads,
                                Part::Features);
}

void EditorDocument::toggleHexside(Hex hex, HexSide side, HexsideFeature feature)
{
    if (!map().contains(hex))
        return;
    const Hex other = hex.neighbour(side);
    QVector<HexsideEntry> sides = map().hexsides;
    bool removed = false;
    for (int k = 0; k < sides.size(); ++k) {
        const HexsideEntry &e = sides.at(k);
        const bool same = (e.hex == hex && e.side == side) || (e.hex == other && e.side == opposite(side));
        if (same && e.feature == feature) {
            sides.removeAt(k);
            removed = true;
            break;
        }
    }
    if (!removed) {
        // Written from a hex on the map (a side on the edge from the inner hex).
        sides.append(HexsideEntry{hex, side, feature});
    }
    const QString word = editorWords().feature(feature);
    pushSwap<QVector<HexsideEntry>>(this, removed ? tr("Remove %1").arg(word) : tr("Add %1").arg(word),
                                    [](Scenario &s) -> QVector<HexsideEntry> & { return s.map.hexsides; },
                                    sides, Part::Features);
}

void EditorDocument::setLabel(int index, const MapLabel &label)
{
    QVector<MapLabel> labels = map().labels;
    if (index < 0 || index >= labels.size())
        labels.append(label);
    else
        labels[index] = label;
    pushSwap<QVector<MapLabel>>(this, index < 0 ? tr("Add label") : tr("Edit label"),
                                [](Scenario &s) -> QVector<MapLabel> & { return s.map.labels; }, labels,
                                Part::Labels);
}

void EditorDocument::removeLabel(int index)
{
    if (index < 0 || index >= map().labels.size())
        return;
    QVector<MapLabel> labels = map().labels;
    labels.removeAt(index);
    pushSwap<QVector<MapLabel>>(this, tr("Remove label"),
                                [](Scenario &s) -> QVector<MapLabel> & { return s.map.labels; }, labels,
                                Part::Labels);
}

void EditorDocument::resizeMap(int width, int height)
{
    width = qBound(1, width, limits::maxMapSide);
    height = qBound(1, height, limits::maxMapSide);
    Map m = map();
    Map resized = m;
    resized.resize(width, height);
    for (int r = 0; r < qMin(height, m.height); ++r)
        for (int c = 0; c < qMin(width, m.width); ++c) {
            resized.terrain[r * width + c] = m.terrain.at(r * m.width + c);
            resized.elevation[r * width + c] = m.elevation.at(r * m.width + c);
        }
    pushSwap<Map>(this, tr("Resize map"), [](Scenario &s) -> Map & { return s.map; }, resized,
                  Part::MapSize | Part::Ground | Part::Features | Part::Labels);
}

void EditorDocument::renameMap(const QString &name)
{
    pushSwap<QString>(this, tr("Rename map"), [](Scenario &s) -> QString & { return s.map.name; }, name,
                      Part::Properties);
}

// --- Scenario edits -------------------------------------------------------------

void EditorDocument::setProperties(const ScenarioProperties &p)
{
    // The properties are not one member of the scenario: the command swaps a
    // whole copy of them through a scratch value kept with the command.
    struct PropertiesCommand : QUndoCommand
    {
        PropertiesCommand(EditorDocument *d, ScenarioProperties v)
            : QUndoCommand(EditorDocument::tr("Scenario properties")), doc(d), value(std::move(v))
        {
        }
        void redo() override { swap(); }
        void undo() override { swap(); }
        void swap()
        {
            const ScenarioProperties now = ScenarioProperties::of(doc->scenario());
            value.applyTo(doc->mutableScenario());
            value = now;
            doc->notifyChanged(Part::Properties);
        }
        EditorDocument *doc;
        ScenarioProperties value;
    };
    m_undo.push(new PropertiesCommand(this, p));
}

namespace {
struct Oob
{
    QVector<Formation> formations;
    QVector<Unit> units;
    QVector<Reinforcement> reinforcements;
    friend bool operator==(const Oob &a, const Oob &b)
    {
        if (a.formations != b.formations || a.units != b.units || a.reinforcements.size() != b.reinforcements.size())
            return false;
        for (int k = 0; k < a.reinforcements.size(); ++k) {
            const Reinforcement &x = a.reinforcements.at(k), &y = b.reinforcements.at(k);
            if (x.units != y.units || x.leaders != y.leaders || x.turn != y.turn || !(x.hex == y.hex) ||
                x.chance != y.chance || x.arrived != y.arrived)
                return false;
        }
        return true;
    }
};

// The order of battle as one value: formations, units and the
// reinforcements that name them change together (a removed brigade takes its
// units out of the reinforcements too).
class OobCommand : public QUndoCommand
{
public:
    OobCommand(EditorDocument *doc, const QString &text, Oob value) : QUndoCommand(text), m_doc(doc), m_value(std::move(value)) {}
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        Scenario &s = m_doc->mutableScenario();
        std::swap(s.formations, m_value.formations);
        std::swap(s.units, m_value.units);
        std::swap(s.reinforcements, m_value.reinforcements);
        m_doc->notifyChanged(Part::Oob | Part::Reinforcements);
    }
    EditorDocument *m_doc;
    Oob m_value;
};

Oob oobOf(const Scenario &s)
{
    return Oob{s.formations, s.units, s.reinforcements};
}

void pushOob(EditorDocument *doc, const QString &text, const Oob &value)
{
    if (oobOf(doc->scenario()) == value)
        return;
    doc->undoStack()->push(new OobCommand(doc, text, value));
}

// Drops ids no longer in the order of battle from the reinforcements (a
// reinforcement left with nothing goes).
void pruneReinforcements(Oob &o)
{
    QSet<QString> units, leaders;
    for (const Unit &u : o.units)
        units.insert(u.id);
    for (const Formation &f : o.formations)
        leaders.insert(f.leader.id);
    for (int k = o.reinforcements.size() - 1; k >= 0; --k) {
        Reinforcement &r = o.reinforcements[k];
        r.units.removeIf([&](const QString &id) { return !units.contains(id); });
        r.leaders.removeIf([&](const QString &id) { return !leaders.contains(id); });
        if (r.units.isEmpty() && r.leaders.isEmpty())
            o.reinforcements.removeAt(k);
    }
}
} // namespace

void EditorDocument::setFormation(int index, const Formation &f)
{
    Oob o = oobOf(m_scenario);
    if (index < 0 || index >= o.formations.size()) {
        o.formations.append(f);
        pushOob(this, tr("New %1 %2").arg(editorWords().level(f.level), f.name), o);
        return;
    }
    const QString oldId = o.formations.at(index).id;
    o.formations[index] = f;
    if (oldId != f.id) { // a renamed id: its units and sub-formations follow
        for (Unit &u : o.units)
            if (u.brigade == oldId)
                u.brigade = f.id;
        for (Formation &g : o.formations)
            if (g.parent == oldId)
                g.parent = f.id;
    }
    pushOob(this, tr("Edit %1").arg(f.name), o);
}

void EditorDocument::removeFormation(int index)
{
    if (index < 0 || index >= m_scenario.formations.size())
        return;
    Oob o = oobOf(m_scenario);
    QSet<QString> gone{o.formations.at(index).id};
    for (bool more = true; more;) {
        more = false;
        for (const Formation &f : o.formations)
            if (gone.contains(f.parent) && !gone.contains(f.id)) {
                gone.insert(f.id);
                more = true;
            }
    }
    const QString name = o.formations.at(index).name;
    o.formations.removeIf([&](const Formation &f) { return gone.contains(f.id); });
    o.units.removeIf([&](const Unit &u) { return gone.contains(u.brigade); });
    pruneReinforcements(o);
    pushOob(this, tr("Remove %1").arg(name), o);
}

void EditorDocument::setUnit(int index, const Unit &u)
{
    Oob o = oobOf(m_scenario);
    if (index < 0 || index >= o.units.size()) {
        o.units.append(u);
        pushOob(this, tr("New unit %1").arg(u.name), o);
        return;
    }
    const QString oldId = o.units.at(index).id;
    o.units[index] = u;
    if (oldId != u.id)
        for (Reinforcement &r : o.reinforcements)
            for (QString &id : r.units)
                if (id == oldId)
                    id = u.id;
    pushOob(this, tr("Edit %1").arg(u.name), o);
}

void EditorDocument::removeUnit(int index)
{
    if (index < 0 || index >= m_scenario.units.size())
        return;
    Oob o = oobOf(m_scenario);
    const QString name = o.units.at(index).name;
    o.units.removeAt(index);
    pruneReinforcements(o);
    pushOob(this, tr("Remove %1").arg(name), o);
}

void EditorDocument::placeUnit(const QString &id, Hex hex)
{
    const int i = m_scenario.unitIndex(id);
    if (i < 0 || !map().contains(hex))
        return;
    Oob o = oobOf(m_scenario);
    o.units[i].hex = hex;
    o.units[i].onMap = true;
    pushOob(this, tr("Place %1").arg(o.units.at(i).name), o);
}

void EditorDocument::placeLeader(const QString &formationId, Hex hex)
{
    const int i = m_scenario.formationIndex(formationId);
    if (i < 0 || !map().contains(hex))
        return;
    Oob o = oobOf(m_scenario);
    o.formations[i].leader.hex = hex;
    o.formations[i].leader.onMap = true;
    pushOob(this, tr("Place %1").arg(o.formations.at(i).leader.name), o);
}

QString EditorDocument::freshId(const QString &name) const
{
    QString base = name.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty())
        base = QStringLiteral("id");
    base.truncate(limits::maxNameLength - 6);
    QSet<QString> used;
    for (const Unit &u : m_scenario.units)
        used.insert(u.id);
    for (const Formation &f : m_scenario.formations) {
        used.insert(f.id);
        used.insert(f.leader.id);
    }
    QString id = base;
    for (int n = 2; used.contains(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    return id;
}

QString EditorDocument::copyBrigade(const QString &formationId)
{
    const int fi = m_scenario.formationIndex(formationId);
    if (fi < 0)
        return {};
    Oob o = oobOf(m_scenario);
    Formation f = o.formations.at(fi);
    // Fresh ids against the document and what this copy already took.
    QSet<QString> taken;
    auto fresh = [&](const QString &name) {
        QString id = freshId(name + QStringLiteral(" copy"));
        for (int n = 2; taken.contains(id); ++n)
            id = freshId(name + QStringLiteral(" copy")) + QLatin1Char('-') + QString::number(n);
        taken.insert(id);
        return id;
    };
    f.id = fresh(f.name);
    f.name = tr("%1 (copy)").arg(f.name);
    f.leader.id = fresh(f.leader.name);
    auto moved = [&](Hex h) {
        const Hex n = h.neighbour(HexSide::SE);
        return map().contains(n) ? n : h;
    };
    f.leader.hex = moved(f.leader.hex);
    o.formations.append(f);
    for (const Unit &u : m_scenario.units)
        if (u.brigade == formationId) {
            Unit c = u;
            c.id = fresh(u.name);
            c.brigade = f.id;
            c.hex = moved(u.hex);
            o.units.append(c);
        }
    pushOob(this, tr("Copy %1").arg(o.formations.at(fi).name), o);
    return f.id;
}

void EditorDocument::setObjectives(const QVector<Objective> &objectives)
{
    struct ObjectivesCommand : QUndoCommand
    {
        ObjectivesCommand(EditorDocument *d, QVector<Objective> v)
            : QUndoCommand(EditorDocument::tr("Objectives")), doc(d), value(std::move(v))
        {
        }
        void redo() override { swap(); }
        void undo() override { swap(); }
        void swap()
        {
            std::swap(doc->mutableScenario().objectives, value);
            doc->notifyChanged(Part::Objectives);
        }
        EditorDocument *doc;
        QVector<Objective> value;
    };
    m_undo.push(new ObjectivesCommand(this, objectives));
}

void EditorDocument::setReinforcements(const QVector<Reinforcement> &reinforcements)
{
    Oob o = oobOf(m_scenario);
    o.reinforcements = reinforcements;
    pushOob(this, tr("Reinforcements"), o);
}

} // namespace hardtack::editor
