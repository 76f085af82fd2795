#include "battledocument.h"

#include "ui/common/names.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace hardtack::ui {

// One undoable order (RULES §4): the first redo applies it, later ones
// give it again through Game::redo, undo takes it back through Game::undo.
class OrderCommand : public QUndoCommand
{
public:
    OrderCommand(BattleDocument *doc, const Order &order)
        : QUndoCommand(BattleDocument::describe(order)), m_doc(doc), m_order(order)
    {
    }
    void redo() override
    {
        if (m_first) {
            m_first = false;
            m_doc->applyDirect(m_order);
        } else {
            m_doc->gameRedo();
        }
    }
    void undo() override { m_doc->gameUndo(); }

private:
    BattleDocument *m_doc;
    Order m_order;
    bool m_first = true;
};

BattleDocument::BattleDocument(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::canUndoChanged, this, &BattleDocument::undoAvailable);
    connect(m_undo, &QUndoStack::canRedoChanged, this, &BattleDocument::redoAvailable);
}

BattleDocument::~BattleDocument()
{
    // Commands point back at the document.
    m_undo->clear();
}

void BattleDocument::clear()
{
    m_undo->clear();
    m_game.reset();
    m_fileName.clear();
    emit battleReplaced();
}

void BattleDocument::setBattle(Battle battle, const QString &fileName)
{
    m_undo->clear();
    m_game = std::make_unique<Game>(std::move(battle));
    m_fileName = fileName;
    m_modified = false;
    attach();
    emit battleReplaced();
    // After battleReplaced: the views know the battle before its first events.
    m_game->begin();
    emit stateChanged();
}

void BattleDocument::attach()
{
    GameListener l;
    l.eventAppended = [this](int index, const Event &e) { emit eventAppended(index, e); };
    l.logTruncated = [this](int size) { emit logTruncated(size); };
    l.historyCut = [this](HistoryCut why) {
        if (m_inCommand)
            m_cutPending = true;
        else
            m_undo->clear();
        emit historyCut(cutReason(why));
    };
    m_game->setListener(std::move(l));
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
    const bool undoable = order.type == OrderType::Move || order.type == OrderType::ChangeFacing
                          || order.type == OrderType::ChangeFormation;
    if (undoable) {
        m_inCommand = true;
        m_undo->push(new OrderCommand(this, order));
        m_inCommand = false;
        if (m_cutPending) {
            m_cutPending = false;
            m_undo->clear();
        }
    } else {
        applyCuttingHistory(order);
    }
    if (m_game->over())
        emit battleOver();
    return r;
}

void BattleDocument::applyCuttingHistory(const Order &order)
{
    const Phase phase = m_game->phase();
    const int turn = m_game->turn();
    const Side side = m_game->phasingSide();
    applyDirect(order);
    // Dice were rolled or a phase ended: nothing before can be taken back.
    m_undo->clear();
    if (phase != m_game->phase() || turn != m_game->turn() || side != m_game->phasingSide())
        emit phaseEnded();
}

CheckResult BattleDocument::applyComputerOrder(const Order &order)
{
    // Earlier snapshots (a human's moves of this phase) would otherwise
    // outlive the computer's order: keep the usual path then.
    if (!m_game || m_game->canUndo() || m_undo->canUndo() || m_undo->canRedo())
        return apply(order);
    const CheckResult r = check(order);
    if (!r)
        return r;
    m_game->setUndoKept(false);
    applyCuttingHistory(order);
    m_game->setUndoKept(true);
    if (m_game->over())
        emit battleOver();
    return r;
}

CheckResult BattleDocument::applyDirect(const Order &order)
{
    const CheckResult r = m_game->apply(order);
    m_modified = true;
    emit stateChanged();
    return r;
}

bool BattleDocument::gameUndo()
{
    const bool ok = m_game && m_game->undo();
    m_modified = true;
    emit stateChanged();
    return ok;
}

bool BattleDocument::gameRedo()
{
    m_inCommand = true;
    const bool ok = m_game && m_game->redo();
    m_inCommand = false;
    m_modified = true;
    emit stateChanged();
    return ok;
}

bool BattleDocument::canUndo() const
{
    return m_undo->canUndo();
}

bool BattleDocument::canRedo() const
{
    return m_undo->canRedo();
}

void BattleDocument::undo()
{
    m_undo->undo();
}

void BattleDocument::redo()
{
    m_undo->redo();
    if (m_cutPending) {
        m_cutPending = false;
        m_undo->clear();
    }
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
