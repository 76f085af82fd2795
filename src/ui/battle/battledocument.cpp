#include "battledocument.h"

#include "ui/common/names.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hardtack::ui {

namespace {
// The units an event names, at any depth of its typed fields (a move's unit,
// a fire's firers and targets, a cascade's triggers, a reveal's units, …):
// read from the event's own JSON form, so every event type counts.
void collectUnits(const QJsonValue &v, QSet<QString> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString &key = it.key();
            if (key == QLatin1String("unit") && it.value().isString()) {
                out.insert(it.value().toString());
            } else if ((key == QLatin1String("units") || key == QLatin1String("triggers")) && it.value().isArray()) {
                for (const QJsonValue &u : it.value().toArray())
                    if (u.isString())
                        out.insert(u.toString());
            } else if (it.value().isObject() || it.value().isArray()) {
                collectUnits(it.value(), out);
            }
        }
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectUnits(e, out);
    }
}
} // namespace

BattleDocument::BattleDocument(QObject *parent) : QObject(parent)
{
}

BattleDocument::~BattleDocument() = default;

void BattleDocument::clear()
{
    m_game.reset();
    m_fileName.clear();
    emit battleReplaced();
    tellUndo();
}

void BattleDocument::setBattle(Battle battle, const QString &fileName)
{
    m_game = std::make_unique<Game>(std::move(battle));
    m_fileName = fileName;
    m_modified = false;
    attach();
    emit battleReplaced();
    // After battleReplaced: the views know the battle before its first events.
    m_game->begin();
    tellChanged({BattleChange::Kind::Replaced, {}, false});
    tellUndo();
}

void BattleDocument::attach()
{
    GameListener l;
    l.eventAppended = [this](int index, const Event &e) {
        if (m_touched)
            collectUnits(std::visit([](const auto &x) { return x.toJson(); }, e), *m_touched);
        emit eventAppended(index, e);
    };
    l.logTruncated = [this](int size) { emit logTruncated(size); };
    l.historyCut = [this](HistoryCut why) { emit historyCut(cutReason(why)); };
    m_game->setListener(std::move(l));
}

void BattleDocument::tellUndo()
{
    const bool undo = canUndo(), redo = canRedo();
    if (undo != m_couldUndo) {
        m_couldUndo = undo;
        emit undoAvailable(undo);
    }
    if (redo != m_couldRedo) {
        m_couldRedo = redo;
        emit redoAvailable(redo);
    }
    emit undoChanged();
}

std::optional<Event> BattleDocument::event(int index) const
{
    if (!m_game || index < 0 || index >= m_game->battle().log.size())
        return std::nullopt;
    return m_game->battle().log.at(index);
}

QVector<Event> BattleDocument::events() const
{
    return m_game ? m_game->battle().log : QVector<Event>();
}

CheckResult BattleDocument::check(const Order &order) const
{
    if (!m_game)
        return CheckResult{Refusal::GameOver, tr("No battle is open.")};
    return m_game->check(order);
}

CheckResult BattleDocument::apply(const Order &order)
{
    const CheckResult r = check(order);
    if (!r)
        return r;
    return carryOut(order);
}

CheckResult BattleDocument::carryOut(const Order &order)
{
    const Phase phase = m_game->phase();
    const int turn = m_game->turn();
    const Side side = m_game->phasingSide();
    BattleChange change{BattleChange::Kind::Order, QSet<QString>(order.units.begin(), order.units.end()), false};
    m_touched = &change.units;
    const CheckResult r = m_game->apply(order);
    m_touched = nullptr;
    m_modified = true;
    change.phaseEnded = phase != m_game->phase() || turn != m_game->turn() || side != m_game->phasingSide();
    const bool ended = change.phaseEnded;
    tellChanged(std::move(change));
    tellUndo();
    if (ended)
        emit phaseEnded();
    if (m_game->over())
        emit battleOver();
    return r;
}

CheckResult BattleDocument::applyComputerOrder(const Order &order)
{
    const CheckResult r = check(order);
    if (!r)
        return r;
    // Earlier snapshots (a human's moves of this phase) would otherwise
    // outlive the computer's order: only with no history is none kept.
    const bool keep = m_game->canUndo() || m_game->canRedo();
    m_game->setUndoKept(keep);
    const CheckResult done = carryOut(order);
    m_game->setUndoKept(true);
    return done;
}

void BattleDocument::tellChanged(BattleChange change)
{
    emit stateChanged();
    emit changed(change);
}

bool BattleDocument::canUndo() const
{
    return m_game && m_game->canUndo();
}

bool BattleDocument::canRedo() const
{
    return m_game && m_game->canRedo();
}

QString BattleDocument::undoText() const
{
    const std::optional<Order> o = m_game ? m_game->undoOrder() : std::nullopt;
    return o ? describe(*o) : QString();
}

QString BattleDocument::redoText() const
{
    const std::optional<Order> o = m_game ? m_game->redoOrder() : std::nullopt;
    return o ? describe(*o) : QString();
}

void BattleDocument::undo()
{
    if (!m_game || !m_game->undo())
        return;
    m_modified = true;
    tellChanged({BattleChange::Kind::Undo, {}, false});
    tellUndo();
}

void BattleDocument::redo()
{
    if (!m_game || !m_game->redo())
        return;
    m_modified = true;
    tellChanged({BattleChange::Kind::Redo, {}, false});
    tellUndo();
}

bool BattleDocument::save(const QString &fileName, QString *error)
{
    if (!saveCopy(fileName, error))
        return false;
    m_fileName = fileName;
    m_modified = false;
    return true;
}

bool BattleDocument::saveCopy(const QString &fileName, QString *error) const
{
    if (!m_game) {
        *error = tr("No battle is open.");
        return false;
    }
    return saveBattle(m_game->battle(), fileName, error);
}

QString BattleDocument::cutReason(HistoryCut why)
{
    switch (why) {
    case HistoryCut::DiceRolled:
        return tr("Undo history cut: dice were rolled.");
    case HistoryCut::EnemyRevealed:
        return tr("Undo history cut: an enemy unit came into view.");
    case HistoryCut::PhaseEnded:
        return tr("Undo history cut: the phase ended.");
    case HistoryCut::BattleOver:
        return tr("Undo history cut: the battle is over.");
    }
    return QString();
}

QString BattleDocument::describe(const Order &o)
{
    const QString who = o.units.isEmpty() ? o.leader : o.units.join(QStringLiteral(", "));
    switch (o.type) {
    case OrderType::Move:
        return tr("move %1 to %2").arg(who, o.path.isEmpty() ? QString() : Names::hex(o.path.last()));
    case OrderType::ChangeFacing:
        return tr("turn %1 to face %2").arg(who, Names::facing(o.facing.value_or(HexSide::N)));
    case OrderType::ChangeFormation:
        return tr("%1 forms %2").arg(who, Names::formation(o.formation));
    case OrderType::Fire:
        return tr("%1 fire at %2").arg(who, Names::hex(o.target));
    case OrderType::Melee:
        return tr("%1 attack %2").arg(who, Names::hex(o.target));
    case OrderType::EndPhase:
        return tr("end the phase");
    }
    return QString();
}

} // namespace hardtack::ui
