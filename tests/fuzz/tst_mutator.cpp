// The structured mutator (issue 28 item 6): seeded mutants of every loader's
// shipped files (and of a small save made here) — a key deleted, a value of
// another type, extreme numbers, an element (and so its id) duplicated, a
// reference left dangling, a value copied from a sibling of the same name
// (two units in one hex), truncation, raw and escaped control characters, a
// member named twice — each loaded through the core API. Asserted:
//   - nothing crashes and nothing throws other than a refusal;
//   - a refusal names the file, a JSON path ("$…") and a problem, with no raw
//     control character in the message;
//   - what is accepted is legal: a scenario is a legal position with the
//     invariants of a battle (and one of up to 50 units plays two turns, the
//     invariants holding after every phase, and its save replays); a save
//     is legal (legality.h, saveProblem), replays, plays two turns on and
//     replays again; a map, a naval
//     action, score events, a campaign and a campaign save write back to
//     what they load and run (a naval resolution, the scores, a campaign turn).
// The counts per loader (accepted/refused) are printed with qInfo.
// HARDTACK_MUTATOR_SEED and HARDTACK_MUTATOR_SCALE (a factor on the number of
// mutants) run other or more mutants; HARDTACK_MUTATOR_OUT keeps the failing
// ones in that folder.

#include "campaign/campaignfile.h"
#include "campaign/campaigngame.h"
#include "campaign/campaignsave.h"
#include "campaign/scoreevents.h"
#include "campaign/scores.h"
#include "core/battle.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/rng.h"
#include "core/rules/legality.h"
#include "core/rules/player.h"
#include "core/rules/replay.h"
#include "core/rules/scriptedplayer.h"
#include "core/scenario.h"
#include "core/strictjson.h"
#include "naval/navalengine.h"
#include "naval/navalfile.h"
#include "net/turnfile.h"

#include "../core/rules/invariants.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace hardtack;

namespace {

QString sourceDir() { return QStringLiteral(HARDTACK_SOURCE_DIR); }

QStringList filesIn(const QString &dir, const QString &pattern = QStringLiteral("*.json"))
{
    QStringList out;
    const QDir d(sourceDir() + QLatin1Char('/') + dir);
    for (const QString &f : d.entryList({pattern}, QDir::Files, QDir::Name))
        out.append(d.filePath(f));
    return out;
}

QByteArray readAll(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// One step of a path from the root: a member (key) or an element (index).
struct Step
{
    QString key;
    int index = -1;
};
using Path = QVector<Step>;

QString pathText(const Path &p)
{
    QString out = QStringLiteral("$");
    for (const Step &s : p)
        out += s.index >= 0 ? QStringLiteral("[%1]").arg(s.index) : QLatin1Char('.') + s.key;
    return out;
}

// Every node of a document, by kind, so a mutation can pick its kind of node.
struct Nodes
{
    QVector<Path> all, members, numbers, strings, arrays, objects;
    QHash<QString, QVector<Path>> byKey; // members by their name
};

void collect(const QJsonValue &v, Path &at, Nodes &out)
{
    out.all.append(at);
    if (!at.isEmpty() && at.last().index < 0) {
        out.members.append(at);
        out.byKey[at.last().key].append(at);
    }
    switch (v.type()) {
    case QJsonValue::Double: out.numbers.append(at); break;
    case QJsonValue::String: out.strings.append(at); break;
    case QJsonValue::Object: {
        out.objects.append(at);
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            at.append(Step{it.key(), -1});
            collect(it.value(), at, out);
            at.removeLast();
        }
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        if (!a.isEmpty())
            out.arrays.append(at);
        for (int i = 0; i < a.size(); ++i) {
            at.append(Step{QString(), i});
            collect(a.at(i), at, out);
            at.removeLast();
        }
        break;
    }
    default: break;
    }
}

QJsonValue valueAt(const QJsonValue &root, const Path &p)
{
    QJsonValue v = root;
    for (const Step &s : p)
        v = s.index >= 0 ? v.toArray().at(s.index) : v.toObject().value(s.key);
    return v;
}

// The document with f applied to the node at p (from depth d); f returning
// Undefined deletes the node.
QJsonValue edit(const QJsonValue &v, const Path &p, int d, const std::function<QJsonValue(const QJsonValue &)> &f)
{
    if (d == p.size())
        return f(v);
    const Step &s = p.at(d);
    if (s.index < 0) {
        QJsonObject o = v.toObject();
        const QJsonValue n = edit(o.value(s.key), p, d + 1, f);
        if (n.isUndefined())
            o.remove(s.key);
        else
            o.insert(s.key, n);
        return o;
    }
    QJsonArray a = v.toArray();
    const QJsonValue n = edit(a.at(s.index), p, d + 1, f);
    if (n.isUndefined())
        a.removeAt(s.index);
    else
        a.replace(s.index, n);
    return a;
}

enum class Op {
    DeleteKey,
    ChangeType,
    ExtremeNumber,
    DuplicateElement,
    DanglingReference,
    CopySibling,
    EscapedControl,
    DuplicateKey,
    Truncate,
    RawControl,
    Count
};

const char *opName(Op op)
{
    static const char *names[] = {"delete-key", "change-type", "extreme-number", "duplicate-element",
                                  "dangling-reference", "copy-sibling", "escaped-control", "duplicate-key",
                                  "truncate", "raw-control"};
    return names[int(op)];
}

QByteArray jsonText(const QJsonValue &v)
{
    QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2);
}

struct Mutant
{
    QByteArray bytes;
    QString what; // "copy-sibling at $.units[3].hex"
};

class Mutator
{
public:
    Mutator(const QByteArray &original, quint64 seed) : m_bytes(original), m_rng(seed)
    {
        m_root = QJsonDocument::fromJson(original).object();
        Path at;
        collect(m_root, at, m_nodes);
    }

    Mutant next()
    {
        for (int tries = 0; tries < 20; ++tries) {
            const Op op = Op(m_rng.uniformInt(0, int(Op::Count) - 1));
            if (std::optional<Mutant> m = mutate(op))
                return *m;
        }
        return {m_bytes.left(m_bytes.size() / 2), QStringLiteral("truncate")};
    }

private:
    template<typename T>
    const T &pick(const QVector<T> &v) { return v.at(m_rng.uniformInt(0, int(v.size()) - 1)); }

    Mutant tree(const QJsonValue &root, Op op, const Path &at) const
    {
        return {compact(root.toObject()), QStringLiteral("%1 at %2").arg(QLatin1String(opName(op)), pathText(at))};
    }

    std::optional<Mutant> mutate(Op op)
    {
        const QJsonValue root(m_root);
        switch (op) {
        case Op::DeleteKey: {
            if (m_nodes.members.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.members);
            return tree(edit(root, p, 0, [](const QJsonValue &) { return QJsonValue(QJsonValue::Undefined); }), op, p);
        }
        case Op::ChangeType: {
            const Path p = pick(m_nodes.all);
            if (p.isEmpty())
                return std::nullopt;
            static const QJsonValue others[] = {QJsonValue(), QJsonValue(true), QJsonValue(0), QJsonValue(1),
                                                QJsonValue(QStringLiteral("x")), QJsonValue(QString()),
                                                QJsonValue(QJsonArray()), QJsonValue(QJsonObject()),
                                                QJsonValue(QJsonArray{1, 2}), QJsonValue(QJsonArray{QStringLiteral("x")})};
            const QJsonValue v = others[m_rng.uniformInt(0, int(std::size(others)) - 1)];
            return tree(edit(root, p, 0, [&](const QJsonValue &) { return v; }), op, p);
        }
        case Op::ExtremeNumber: {
            if (m_nodes.numbers.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.numbers);
            static const double extremes[] = {-1, 0, 1, -2147483649.0, 2147483647, 2147483648.0, 4294967296.0,
                                              9007199254740993.0, 1e15, 1e308, -1e308, 0.5, -0.5, 1e-300, 1000001,
                                              65536, 1e9, 2.5};
            const double x = extremes[m_rng.uniformInt(0, int(std::size(extremes)) - 1)];
            return tree(edit(root, p, 0, [&](const QJsonValue &v) { return QJsonValue(m_rng.chance(0.2) ? v.toDouble() + x : x); }),
                        op, p);
        }
        case Op::DuplicateElement: {
            if (m_nodes.arrays.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.arrays);
            const int n = int(valueAt(root, p).toArray().size());
            const int i = m_rng.uniformInt(0, n - 1);
            const int to = m_rng.uniformInt(0, n);
            return tree(edit(root, p, 0, [&](const QJsonValue &v) {
                            QJsonArray a = v.toArray();
                            a.insert(to, a.at(i));
                            return QJsonValue(a);
                        }),
                        op, p + Path{Step{QString(), i}});
        }
        case Op::DanglingReference: {
            if (m_nodes.strings.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.strings);
            // Half the time a name that is nowhere, else another string of the
            // file (an id of the wrong kind, a name where an id goes).
            const QString s = m_rng.chance(0.5) ? QStringLiteral("no-such-id")
                                                : valueAt(root, pick(m_nodes.strings)).toString();
            return tree(edit(root, p, 0, [&](const QJsonValue &) { return QJsonValue(s); }), op, p);
        }
        case Op::CopySibling: {
            if (m_nodes.members.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.members);
            const QVector<Path> &same = m_nodes.byKey.value(p.last().key);
            if (same.size() < 2)
                return std::nullopt;
            const QJsonValue v = valueAt(root, pick(same));
            return tree(edit(root, p, 0, [&](const QJsonValue &) { return v; }), op, p);
        }
        case Op::EscapedControl: {
            if (m_nodes.strings.isEmpty())
                return std::nullopt;
            const Path p = pick(m_nodes.strings);
            const QChar c(char16_t(m_rng.uniformInt(0, 31)));
            return tree(edit(root, p, 0,
                             [&](const QJsonValue &v) {
                                 QString s = v.toString();
                                 s.insert(m_rng.uniformInt(0, int(s.size())), c);
                                 return QJsonValue(s);
                             }),
                        op, p);
        }
        case Op::DuplicateKey: {
            if (m_nodes.members.isEmpty())
                return std::nullopt;
            // The member again, with its own value or another one: Qt would
            // keep the last; strict JSON refuses both.
            const Path p = pick(m_nodes.members);
            const QString marker = QStringLiteral("zzzz-duplicate-marker");
            const QJsonValue v = m_rng.chance(0.5) ? valueAt(root, p) : QJsonValue(-5);
            Path parent = p;
            parent.removeLast();
            QByteArray bytes = compact(edit(root, parent, 0, [&](const QJsonValue &o) {
                                           QJsonObject obj = o.toObject();
                                           obj.insert(marker, v);
                                           return QJsonValue(obj);
                                       }).toObject());
            bytes.replace(jsonText(marker), jsonText(p.last().key));
            return Mutant{bytes, QStringLiteral("duplicate-key at %1").arg(pathText(p))};
        }
        case Op::Truncate: {
            const int at = m_rng.uniformInt(0, int(m_bytes.size()) - 1);
            return Mutant{m_bytes.left(at), QStringLiteral("truncate at byte %1").arg(at)};
        }
        case Op::RawControl: {
            QByteArray bytes = m_bytes;
            int at = m_rng.uniformInt(0, int(bytes.size()) - 1);
            // Mostly inside a string: just after a quote.
            if (m_rng.chance(0.8)) {
                const qsizetype q = bytes.indexOf('"', at);
                at = q < 0 ? at : int(q) + 1;
            }
            bytes.insert(at, char(m_rng.uniformInt(0, 31)));
            return Mutant{bytes, QStringLiteral("raw-control at byte %1").arg(at)};
        }
        case Op::Count: break;
        }
        return std::nullopt;
    }

    QByteArray m_bytes;
    QJsonObject m_root;
    Nodes m_nodes;
    Rng m_rng;
};

// What a loader made of a mutant: accepted (then `illegal` says what is
// wrong with what it accepted, if anything) or refused with `error`.
struct Outcome
{
    bool accepted = false;
    LoadError error;
    QString illegal;
};

using Load = std::function<void(const QByteArray &bytes, const QString &file, Outcome &out)>;

struct Loader
{
    QString name;
    QStringList files;
    int mutants = 0; // in all, spread over the files
    Load load;
};

bool hasControl(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() < 0x20)
            return true;
    return false;
}

// Two turns with the scripted player on both sides, the invariants checked
// after every phase; returns what broke, or nothing.
QString playTwoTurns(Game &game)
{
    ScriptedPlayer u, c;
    const int last = game.turn() + 2;
    int guard = 0;
    while (!game.over() && game.turn() < last && guard++ < 400) {
        playPhase(game, game.actingSide() == Side::Union ? u : c);
        const QString broken = test::checkInvariants(game.battle().initial, game.scenario());
        if (!broken.isEmpty())
            return QStringLiteral("invariant after turn %1: %2").arg(game.turn()).arg(broken);
    }
    return {};
}

// A save is what validate makes of it: it loads, it is legal (legality.h)
// and it replays to the same log and state.
void loadSave(const QByteArray &bytes, const QString &file, Outcome &out, std::optional<Battle> *loaded)
{
    const JsonNode root = parseDocument(bytes, file, QStringLiteral("hardtack-save"), 1);
    Battle b = battleFromJson(root, file);
    if (const std::optional<PositionProblem> p = saveProblem(b))
        throw LoadFailure(LoadError{file, p->path, p->problem});
    if (!b.initial.units.isEmpty()) {
        const ReplayResult r = replayBattle(b);
        if (!r.ok)
            throw LoadFailure(LoadError{file, r.where(), QStringLiteral("differs from the re-simulation")});
    }
    out.accepted = true;
    if (loaded)
        *loaded = std::move(b);
}

// Save → bytes → load → replay: the record of `game` holds.
QString replays(const Game &game, const QString &file)
{
    Outcome again;
    std::optional<Battle> b;
    try {
        loadSave(compact(battleToJson(game.battle())), file, again, &b);
    } catch (const LoadFailure &f) {
        return QStringLiteral("its save is refused: ") + f.error().text();
    }
    return {};
}

QString playAndReplay(Game game, const QString &file)
{
    if (QString broken = playTwoTurns(game); !broken.isEmpty())
        return broken;
    return replays(game, file);
}

template<typename T, typename ToJson, typename FromJson>
QString roundTrips(const T &value, ToJson toJson, FromJson fromJson, const QString &file)
{
    const QJsonObject once = toJson(value);
    const QJsonObject twice = toJson(fromJson(parseDocument(compact(once), file, QString(), 1)));
    return once == twice ? QString() : QStringLiteral("does not write back to what it loaded");
}

QByteArray skirmishSave()
{
    LoadError le;
    const auto s = loadScenario(sourceDir() + QStringLiteral("/scenarios/02-buford-holds-the-ridge.json"), &le);
    if (!s)
        return {};
    Game game = Game::start(*s, 7);
    (void)playTwoTurns(game);
    return compact(battleToJson(game.battle()));
}

QVector<Loader> loaders()
{
    const QString scenarios = sourceDir() + QStringLiteral("/scenarios");
    QVector<Loader> out;
    out.append({QStringLiteral("map"), filesIn(QStringLiteral("maps")), 600,
                [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const Map m = mapFromJson(parseDocument(bytes, file, QStringLiteral("hardtack-map"), 1));
                    o.accepted = true;
                    o.illegal = roundTrips(m, &mapToJson, [](const JsonNode &n) { return mapFromJson(n); }, file);
                }});
    // The small battles (01, 02, 03, 06: up to 50 units) play their accepted
    // mutants; the big ones (slow turns) are loaded and judged legal only.
    out.append({QStringLiteral("scenario"), filesIn(QStringLiteral("scenarios")) + filesIn(QStringLiteral("scenarios/lab")),
                1100, [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const Scenario s = scenarioFromJson(parseDocument(bytes, file, QStringLiteral("hardtack-scenario"), 1),
                                                        QFileInfo(file).absolutePath(), false);
                    o.accepted = true;
                    if (const auto p = positionProblem(s)) {
                        o.illegal = p->path + QStringLiteral(": ") + p->problem;
                        return;
                    }
                    if (const QString broken = test::checkInvariants(s, s); !broken.isEmpty()) {
                        o.illegal = broken;
                        return;
                    }
                    if (s.units.size() <= 50)
                        o.illegal = playAndReplay(Game::start(s, 11), file);
                }});
    out.append({QStringLiteral("save"), {QStringLiteral("(made here) skirmish-save.json")}, 300,
                [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    std::optional<Battle> b;
                    loadSave(bytes, file, o, &b);
                    o.illegal = playAndReplay(Game(std::move(*b)), file);
                }});
    out.append({QStringLiteral("naval"), filesIn(QStringLiteral("scenarios/naval")) + filesIn(QStringLiteral("tests/naval/data")),
                700, [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const NavalBattle b = navalBattleFromJson(parseDocument(bytes, file, QStringLiteral("hardtack-naval"), 1));
                    o.accepted = true;
                    (void)resolveNavalBattle(b, quint64(3));
                    o.illegal = roundTrips(b, &navalBattleToJson, [](const JsonNode &n) { return navalBattleFromJson(n); }, file);
                }});
    out.append({QStringLiteral("score-events"), filesIn(QStringLiteral("tests/data/campaign"), QStringLiteral("score-*.json")),
                500, [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const QList<ScoreEvent> events =
                        scoreEventsFromJson(parseDocument(bytes, file, QStringLiteral("hardtack-score-events"), 1));
                    o.accepted = true;
                    Scores scores;
                    (void)scores.applyAll(events);
                    o.illegal = roundTrips(events, &scoreEventsToJson, [](const JsonNode &n) { return scoreEventsFromJson(n); }, file);
                }});
    out.append({QStringLiteral("campaign"),
                filesIn(QStringLiteral("scenarios/campaign")) + filesIn(QStringLiteral("tests/data/campaign"), QStringLiteral("small.json")),
                600, [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const CampaignScenario c =
                        campaignFromJson(parseDocument(bytes, file, QString::fromLatin1(kCampaignFormat), 1));
                    o.accepted = true;
                    o.illegal = roundTrips(c, &campaignToJson, [](const JsonNode &n) { return campaignFromJson(n); }, file);
                    if (o.illegal.isEmpty()) {
                        CampaignGame game(c, 5);
                        (void)game.resolveTurn();
                    }
                }});
    out.append({QStringLiteral("campaign-save"), filesIn(QStringLiteral("tests/data/campaign"), QStringLiteral("*save*.json")),
                500, [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const std::unique_ptr<CampaignGame> g =
                        campaignSaveFromJson(parseDocument(bytes, file, QString::fromLatin1(kCampaignSaveFormat), 1));
                    o.accepted = true;
                    const QByteArray once = compact(campaignSaveToJson(*g));
                    const auto again = campaignSaveFromJson(parseDocument(once, file, QString(), 1));
                    if (compact(campaignSaveToJson(*again)) != once) {
                        o.illegal = QStringLiteral("does not write back to what it loaded");
                        return;
                    }
                    if (!g->turnBegun() && !g->isOver())
                        (void)g->resolveTurn();
                }});
    // A turn file (issue 23) is accepted only when its orders give its hash.
    out.append({QStringLiteral("turn"), filesIn(QStringLiteral("tests/data/net")), 300,
                [](const QByteArray &bytes, const QString &file, Outcome &o) {
                    const TurnFile t = turnFileFromJson(parseDocument(bytes, file, QStringLiteral("hardtack-turn"), 1), file);
                    if (const std::optional<LoadError> problem = verifyTurnFile(t, file))
                        throw LoadFailure(*problem);
                    o.accepted = true;
                    o.illegal = roundTrips(t, &turnFileToJson, [&file](const JsonNode &n) { return turnFileFromJson(n, file); }, file);
                }});
    Q_UNUSED(scenarios);
    return out;
}

} // namespace

class TestMutator : public QObject
{
    Q_OBJECT

private slots:
    void everyLoader_data()
    {
        QTest::addColumn<int>("index");
        const QVector<Loader> all = loaders();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all.at(i).name)) << i;
    }

    void everyLoader()
    {
        QFETCH(int, index);
        const Loader loader = loaders().at(index);
        QVERIFY2(!loader.files.isEmpty(), qPrintable(loader.name));
        const quint64 seed = qEnvironmentVariableIsSet("HARDTACK_MUTATOR_SEED")
                                 ? qEnvironmentVariable("HARDTACK_MUTATOR_SEED").toULongLong()
                                 : 20261202;
        const double scale = qEnvironmentVariableIsSet("HARDTACK_MUTATOR_SCALE")
                                 ? qEnvironmentVariable("HARDTACK_MUTATOR_SCALE").toDouble()
                                 : 1.0;
        const QString keep = qEnvironmentVariable("HARDTACK_MUTATOR_OUT");
        const int perFile = std::max(1, int(loader.mutants * scale / loader.files.size()));

        QElapsedTimer clock;
        clock.start();
        int accepted = 0, refused = 0, originalsRefused = 0;
        QStringList failures;
        QHash<QString, int> refusedBy; // per mutation kind
        QStringList perFileMs;
        for (int f = 0; f < loader.files.size(); ++f) {
            const QString file = loader.files.at(f);
            QElapsedTimer fileClock;
            fileClock.start();
            const bool made = file.startsWith(QLatin1Char('('));
            const QByteArray original = made ? skirmishSave() : readAll(file);
            QVERIFY2(!original.isEmpty(), qPrintable(file));
            // The mutants "live" beside the original, so relative map paths resolve.
            const QString name = made ? sourceDir() + QStringLiteral("/tests/data/saves/mutant.json")
                                      : QFileInfo(file).absolutePath() + QStringLiteral("/mutant.json");
            {
                Outcome o;
                try {
                    loader.load(original, name, o);
                } catch (const LoadFailure &e) {
                    ++originalsRefused;
                    failures << QStringLiteral("%1: the original is refused: %2").arg(file, e.error().text());
                }
                if (!o.illegal.isEmpty())
                    failures << QStringLiteral("%1: the original: %2").arg(file, o.illegal);
            }
            Mutator mutator(original, seed ^ (quint64(index) << 40) ^ (quint64(f) << 20));
            for (int m = 0; m < perFile; ++m) {
                const Mutant mutant = mutator.next();
                Outcome o;
                QString problem;
                try {
                    loader.load(mutant.bytes, name, o);
                } catch (const LoadFailure &e) {
                    o.accepted = false;
                    o.error = e.error();
                } catch (const std::exception &e) {
                    problem = QStringLiteral("threw %1").arg(QLatin1String(e.what()));
                }
                if (problem.isEmpty() && o.accepted && !o.illegal.isEmpty())
                    problem = QStringLiteral("accepted but %1").arg(o.illegal);
                if (problem.isEmpty() && !o.accepted) {
                    if (o.error.file != name)
                        problem = QStringLiteral("the refusal names file \"%1\"").arg(o.error.file);
                    else if (!o.error.path.startsWith(QLatin1Char('$')))
                        problem = QStringLiteral("the refusal names no JSON path: %1").arg(o.error.text());
                    else if (o.error.message.trimmed().isEmpty())
                        problem = QStringLiteral("the refusal states no problem: %1").arg(o.error.text());
                    else if (hasControl(o.error.text()))
                        problem = QStringLiteral("a raw control character in the refusal: %1")
                                      .arg(escapeControls(o.error.text()));
                }
                if (o.accepted)
                    ++accepted;
                else {
                    ++refused;
                    ++refusedBy[mutant.what.section(QLatin1Char(' '), 0, 0)];
                }
                if (!problem.isEmpty()) {
                    failures << QStringLiteral("%1 mutant %2 (%3): %4").arg(QFileInfo(file).fileName()).arg(m).arg(mutant.what, problem);
                    if (!keep.isEmpty()) {
                        QDir().mkpath(keep);
                        QFile out(QDir(keep).filePath(QStringLiteral("%1-%2-%3.json").arg(loader.name, QFileInfo(file).baseName()).arg(m)));
                        if (out.open(QIODevice::WriteOnly))
                            out.write(mutant.bytes);
                    }
                }
            }
            perFileMs << QStringLiteral("%1 %2 ms").arg(QFileInfo(file).fileName()).arg(fileClock.elapsed());
        }
        QStringList kinds;
        for (auto it = refusedBy.cbegin(); it != refusedBy.cend(); ++it)
            kinds << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        kinds.sort();
        qInfo().noquote() << QStringLiteral("mutator %1: %2 mutants of %3 files: %4 accepted, %5 refused (%6), %7 ms, seed %8")
                                 .arg(loader.name)
                                 .arg(accepted + refused)
                                 .arg(loader.files.size())
                                 .arg(accepted)
                                 .arg(refused)
                                 .arg(kinds.join(QStringLiteral(", ")))
                                 .arg(clock.elapsed())
                                 .arg(seed);
        qInfo().noquote() << QStringLiteral("mutator %1 per file: %2").arg(loader.name, perFileMs.join(QStringLiteral(", ")));
        for (const QString &f : failures.mid(0, 20))
            qWarning().noquote() << f;
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 of the mutants of %2 failed; the first: %3")
                                                    .arg(failures.size())
                                                    .arg(loader.name, failures.value(0))));
        QCOMPARE(originalsRefused, 0);
    }
};

QTEST_GUILESS_MAIN(TestMutator)
#include "tst_mutator.moc"
