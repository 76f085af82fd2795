#include "labsession.h"

#include "core/battle.h"
#include "core/jsonio.h"
#include "core/morale/trials.h"
#include "narrator/wordname.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace hardtack::ui {

namespace {

// One sandbox edit: the whole unit (or leader hex) before and after. Cheap,
// and an edit of several fields is one undo step.
class UnitCommand : public QUndoCommand
{
public:
    UnitCommand(LabSession *session, Unit before, Unit after, const QString &text)
        : QUndoCommand(text), m_session(session), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void redo() override { m_session->setUnit(m_after); }
    void undo() override { m_session->setUnit(m_before); }

private:
    LabSession *m_session;
    Unit m_before, m_after;
};

class LeaderCommand : public QUndoCommand
{
public:
    LeaderCommand(LabSession *session, QString formation, Hex before, Hex after, const QString &text)
        : QUndoCommand(text), m_session(session), m_formation(std::move(formation)), m_before(before), m_after(after)
    {
    }
    void redo() override { m_session->setLeaderHex(m_formation, m_after); }
    void undo() override { m_session->setLeaderHex(m_formation, m_before); }

private:
    LabSession *m_session;
    QString m_formation;
    Hex m_before, m_after;
};

// Reset to the file: the whole sandbox, undoable like any edit.
class ResetCommand : public QUndoCommand
{
public:
    ResetCommand(LabSession *session, QVector<Unit> beforeUnits, QVector<Formation> beforeFormations,
                 const Scenario &file)
        : QUndoCommand(LabSession::tr("reset to the file")), m_session(session), m_units(std::move(beforeUnits)),
          m_formations(std::move(beforeFormations)), m_file(file.units), m_fileFormations(file.formations)
    {
    }
    void redo() override { apply(m_file, m_fileFormations); }
    void undo() override { apply(m_units, m_formations); }

private:
    void apply(const QVector<Unit> &units, const QVector<Formation> &formations)
    {
        for (const Unit &u : units)
            m_session->setUnit(u);
        for (const Formation &f : formations)
            m_session->setLeaderHex(f.id, f.leader.hex);
    }
    LabSession *m_session;
    QVector<Unit> m_units;
    QVector<Formation> m_formations;
    QVector<Unit> m_file;
    QVector<Formation> m_fileFormations;
};

} // namespace

LabSession::LabSession(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    // Any edit, done, undone or redone, rolls the cascade again.
    connect(m_undo, &QUndoStack::indexChanged, this, [this] { rerun(); });
}

LabSession::~LabSession() = default;

bool LabSession::load(const QString &fileName, QString *error)
{
    LoadError le;
    const auto format = peekFormat(fileName, &le);
    if (!format) {
        *error = le.text();
        return false;
    }
    if (*format == QLatin1String("hardtack-save")) {
        auto battle = loadBattle(fileName, &le);
        if (!battle) {
            *error = le.text();
            return false;
        }
        setScenario(battle->scenario, fileName);
        return true;
    }
    auto scenario = loadScenario(fileName, &le);
    if (!scenario) {
        *error = le.text();
        return false;
    }
    setScenario(*scenario, fileName);
    return true;
}

void LabSession::setScenario(const Scenario &scenario, const QString &fileName)
{
    m_fileName = fileName;
    m_original = scenario;
    m_original.rebuildIndex();
    m_sandbox = m_original;
    if (m_original.lab) {
        // A demo file (FORMATS.md "Lab demo"): its trigger and options.
        m_options.trigger = m_original.lab->trigger;
        m_options.phase = m_original.lab->phase;
        m_options.night = m_original.lab->night;
        m_options.routLimiting = m_original.lab->routLimiting;
        m_options.seed = m_original.lab->seed;
    }
    if (m_original.unitIndex(m_options.trigger) < 0)
        m_options.trigger.clear();
    m_undo->clear();
    rerun();
}

void LabSession::setOptions(const LabOptions &options)
{
    if (options == m_options)
        return;
    m_options = options;
    rerun();
}

MoraleSituation LabSession::situation() const
{
    MoraleSituation sit;
    sit.phase = m_options.phase;
    sit.night = m_options.night;
    sit.routLimiting = m_options.routLimiting || m_sandbox.rules.routLimiting;
    return sit;
}

void LabSession::rerun()
{
    m_events.clear();
    m_checks.clear();
    m_head.reset();
    m_start = m_sandbox;
    m_end = m_sandbox;
    const int trigger = m_sandbox.unitIndex(m_options.trigger);
    if (trigger >= 0 && m_sandbox.units.at(trigger).onMap) {
        // The rules engine itself: the forced rout and its cascade, seeded.
        m_start.units[trigger].status = Status::Routed;
        const PhaseMoraleOutcome out = runForcedCascade(m_end, situation(), {trigger}, m_options.seed);
        m_events = out.events;
        for (const Event &event : std::as_const(m_events)) {
            if (const auto *c = std::get_if<MoraleCheckEvent>(&event))
                m_checks.append(*c);
            else if (const auto *h = std::get_if<CascadeEvent>(&event))
                m_head = *h;
        }
    }
    m_shown = m_start;
    m_step = 0;
    emit cascadeChanged();
    emit stepChanged(m_step);
}

void LabSession::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    // Each unit checks at most once in a cascade (RULES §10): after its
    // check it is as the cascade left it, before it as it started.
    m_shown.units = m_start.units;
    for (int i = 0; i < step; ++i) {
        const int u = m_start.unitIndex(m_checks.at(i).unit);
        if (u >= 0)
            m_shown.units[u] = m_end.units.at(u);
    }
    const bool changed = step != m_step;
    m_step = step;
    if (changed)
        emit stepChanged(m_step);
}

int LabSession::ringStart(int ring) const
{
    for (int i = 0; i < m_checks.size(); ++i)
        if (m_checks.at(i).step >= ring)
            return i;
    return stepCount();
}

int LabSession::ringOf(int step) const
{
    return step <= 0 || step > stepCount() ? 0 : m_checks.at(step - 1).step;
}

void LabSession::moveUnit(const QString &unitId, Hex to)
{
    const Unit *u = m_sandbox.unit(unitId);
    if (!u || u->hex == to || !m_sandbox.map.contains(to))
        return;
    Unit after = *u;
    after.hex = to;
    after.onMap = true;
    m_undo->push(new UnitCommand(this, *u, after, tr("move %1").arg(wordName(u->name))));
}

void LabSession::moveLeader(const QString &formationId, Hex to)
{
    const Formation *f = m_sandbox.formation(formationId);
    if (!f || f->leader.hex == to || !m_sandbox.map.contains(to))
        return;
    m_undo->push(new LeaderCommand(this, formationId, f->leader.hex, to, tr("move %1").arg(wordName(f->leader.name))));
}

void LabSession::editUnit(const Unit &after, const QString &what)
{
    const Unit *u = m_sandbox.unit(after.id);
    if (!u)
        return;
    m_undo->push(new UnitCommand(this, *u, after, what));
}

void LabSession::resetToFile()
{
    m_undo->push(new ResetCommand(this, m_sandbox.units, m_sandbox.formations, m_original));
}

void LabSession::setUnit(const Unit &unit)
{
    if (Unit *u = m_sandbox.unit(unit.id))
        *u = unit;
}

void LabSession::setLeaderHex(const QString &formationId, Hex hex)
{
    if (Formation *f = m_sandbox.formation(formationId))
        f->leader.hex = hex;
}

} // namespace hardtack::ui
