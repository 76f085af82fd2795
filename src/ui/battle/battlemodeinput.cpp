// Input → mode → Order (STYLE.md §2): the battle mode's mouse and keyboard
// handling, the previews it shows and the orders it gives.

#include "battledocument.h"
#include "battlemode.h"
#include "battlescene.h"
#include "catchupbar.h"
#include "oddspreview.h"
#include "overlayitem.h"
#include "phasebar.h"
#include "ruleshelp.h"

#include "narrator/wordname.h"
#include "ui/common/mapview.h"
#include "ui/common/names.h"

#include "core/rules/player.h"

#include "core/rules/los.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QToolBar>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QStackedWidget>

namespace hardtack::ui {

namespace {
// MoveRange's chain holds a node per facing: a hex may repeat where the
// unit turned in place; an order names each hex entered once.
QVector<Hex> entered(const QVector<Hex> &chain, Hex from)
{
    QVector<Hex> out;
    for (Hex h : chain)
        if (h != (out.isEmpty() ? from : out.last()))
            out << h;
    return out;
}
} // namespace

bool BattleMode::eventFilter(QObject *watched, QEvent *event)
{
    static QPoint pressPos;
    if (watched == m_view->viewport()) {
        switch (event->type()) {
        case QEvent::Resize:
            if (m_placeViewWhenShown && m_doc->hasGame()) {
                m_placeViewWhenShown = false;
                centreView();
            }
            if (m_preview->isVisible())
                hidePreview();
            break;
        case QEvent::MouseButtonPress:
            pressPos = static_cast<QMouseEvent *>(event)->position().toPoint();
            break;
        case QEvent::MouseButtonRelease: {
            auto *me = static_cast<QMouseEvent *>(event);
            // A click (not a drag of the map) gives an order or selects.
            if (me->button() == Qt::LeftButton && (me->position().toPoint() - pressPos).manhattanLength() < 5) {
                if (const auto h = m_scene->geometry().hexAt(m_view->mapToScene(me->position().toPoint())))
                    clickHex(*h, me->modifiers());
            }
            break;
        }
        case QEvent::ContextMenu:
            contextMenu(static_cast<QContextMenuEvent *>(event)->pos());
            return true;
        case QEvent::Leave:
            hidePreview();
            break;
        default:
            break;
        }
    }
    if (watched == m_view && (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease)) {
        auto *ke = static_cast<QKeyEvent *>(event);
        if (ke->key() == Qt::Key_L && !ke->isAutoRepeat()) {
            // Hold L: the hexes the selected unit sees.
            showLineOfSight(event->type() == QEvent::KeyPress);
            return true;
        }
        if (event->type() == QEvent::KeyPress && ke->key() == Qt::Key_Escape && !m_runner->isThinking()) {
            if (m_mode != InputMode::Select)
                setInputMode(InputMode::Select);
            else {
                m_scene->selectUnit(QString());
                updateSelectionOverlay();
            }
            return true;
        }
        if (event->type() == QEvent::KeyPress && ke->key() == Qt::Key_Tab) {
            nextUnit();
            return true;
        }
        // Without an active window (no window manager, a dialog just
        // closed) shortcuts do not fire: the map gives the keys to the actions.
        if (event->type() == QEvent::KeyPress) {
            const QKeySequence seq(ke->keyCombination());
            for (QAction *a : orderActions())
                if (a && a->isEnabled() && a->shortcuts().contains(seq)) {
                    a->trigger();
                    return true;
                }
        }
    }
    return QObject::eventFilter(watched, event);
}

QStringList BattleMode::ownSelection() const
{
    QStringList out;
    for (const QString &id : m_scene->selectedUnits())
        if (const Unit *u = m_shown.unit(id); u && u->side == m_viewer)
            out << id;
    return out;
}

void BattleMode::clickHex(Hex hex, Qt::KeyboardModifiers modifiers)
{
    if (!m_doc->hasGame() || handoffShown())
        return;
    m_scene->overlay()->setLocated(std::nullopt);
    const QStringList own = ownSelection();
    if (myTurn() && m_mode != InputMode::Select) {
        if (m_targets.contains(hex) && !own.isEmpty()) {
            const bool melee = m_mode == InputMode::Melee;
            setInputMode(InputMode::Select);
            give(melee ? Order::melee(own, hex) : Order::fire(own, hex));
            return;
        }
    }
    // Units in the clicked hex, top first.
    QStringList here;
    for (int i = int(m_shown.units.size()) - 1; i >= 0; --i) {
        const Unit &u = m_shown.units.at(i);
        if (u.onMap && u.hex == hex)
            here << u.id;
    }
    if (myTurn() && m_mode == InputMode::Select && m_reach && own.size() == 1) {
        const Unit *mover = m_shown.unit(own.first());
        if (mover && hex != mover->hex && m_reach->reachable(hex) && !(modifiers & Qt::ShiftModifier)) {
            give(Order::move(mover->id, entered(m_reach->pathTo(hex), mover->hex)));
            return;
        }
    }
    if (here.isEmpty()) {
        m_scene->selectUnit(QString());
        setInputMode(InputMode::Select);
        updateSelectionOverlay();
        return;
    }
    if (modifiers & Qt::ShiftModifier) {
        // Shift-click adds a unit (or the whole stack with Ctrl) to the group.
        QStringList sel = m_scene->selectedUnits();
        for (const QString &id : here) {
            if (!sel.contains(id)) {
                sel << id;
                if (!(modifiers & Qt::ControlModifier))
                    break;
            }
        }
        m_scene->setSelection(sel);
    } else if (modifiers & Qt::ControlModifier) {
        m_scene->setSelection(here); // the whole stack
    } else {
        // A second click on the same hex picks the next counter of the stack.
        const int at = int(here.indexOf(m_scene->selectedUnit()));
        m_scene->selectUnit(here.at(at < 0 ? 0 : (at + 1) % here.size()));
    }
    setInputMode(InputMode::Select);
    updateSelectionOverlay();
}

void BattleMode::hoverHex(Hex hex)
{
    if (m_mode != InputMode::Select) {
        showPreview(hex, m_view->mapFromScene(m_scene->geometry().centre(hex)));
        return;
    }
    const Unit *u = m_shown.unit(ownSelection().value(0));
    if (u && m_reach && m_reach->reachable(hex) && hex != u->hex && myTurn()) {
        QVector<Hex> p{u->hex};
        p += entered(m_reach->pathTo(hex), u->hex);
        m_scene->overlay()->setPath(p, m_reach->cost(hex));
    } else {
        m_scene->overlay()->setPath({}, 0);
    }
}

void BattleMode::setInputMode(InputMode mode)
{
    if ((mode != InputMode::Select) && (!myTurn() || ownSelection().isEmpty())) {
        if (mode != InputMode::Select)
            emit statusMessage(tr("Select your units first, then choose fire or melee."));
        mode = InputMode::Select;
    }
    m_mode = mode;
    hidePreview();
    m_targets.clear();
    if (mode != InputMode::Select) {
        m_targets = legalTargets(mode == InputMode::Melee);
        if (m_targets.isEmpty()) {
            emit statusMessage(mode == InputMode::Melee ? tr("No enemy hex these units may attack.")
                                                        : tr("No enemy hex these units may fire at."));
            m_mode = InputMode::Select;
        } else {
            emit statusMessage(mode == InputMode::Melee
                                   ? tr("Melee: click a highlighted hex to attack it; Esc cancels.")
                                   : tr("Fire: click a highlighted hex to fire at it; Esc cancels."));
        }
    }
    updateSelectionOverlay();
}

QVector<Hex> BattleMode::legalTargets(bool melee) const
{
    return m_viewGame ? hardtack::legalTargets(*m_viewGame, ownSelection(), melee) : QVector<Hex>{};
}

void BattleMode::showPreview(Hex hex, QPoint pos)
{
    if (!m_targets.contains(hex)) {
        hidePreview();
        return;
    }
    m_scene->overlay()->setHotTarget(hex);
    const QStringList own = ownSelection();
    // RULES §14: the odds as this side can know them, on its view.
    const OddsPreview p = m_mode == InputMode::Melee ? OddsAdapter::melee(*m_viewGame, Order::melee(own, hex))
                                                     : OddsAdapter::fire(*m_viewGame, Order::fire(own, hex));
    m_previewLines = p.lines();
    QStringList html;
    for (int i = 0; i < m_previewLines.size(); ++i)
        html << (i == 0 ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1")).arg(m_previewLines.at(i).toHtmlEscaped());
    m_preview->setText(html.join(QStringLiteral("<br>")));
    m_preview->adjustSize();
    QPoint at = pos + QPoint(24, 18);
    const QSize vs = m_view->viewport()->size();
    if (at.x() + m_preview->width() > vs.width())
        at.setX(pos.x() - m_preview->width() - 12);
    if (at.y() + m_preview->height() > vs.height())
        at.setY(pos.y() - m_preview->height() - 12);
    m_preview->move(at);
    m_preview->show();
    m_preview->raise();
}

void BattleMode::hidePreview()
{
    m_preview->hide();
    m_previewLines.clear();
    if (m_scene->overlay())
        m_scene->overlay()->setHotTarget(std::nullopt);
}

void BattleMode::give(const Order &order)
{
    const CheckResult r = m_doc->apply(order);
    if (!r)
        emit statusMessage(r.message);
}

void BattleMode::updateSelectionOverlay()
{
    OverlayItem *ov = m_scene->overlay();
    if (!ov)
        return;
    m_reach.reset();
    ov->clearOrders();
    const QStringList own = ownSelection();
    const Unit *u = own.isEmpty() ? nullptr : m_shown.unit(own.first());
    if (u && myTurn() && m_mode == InputMode::Select && m_viewGame->phase() == Phase::Movement && own.size() == 1
        && u->onMap && !u->isRouted()) {
        // The reachable hexes on what this side knows (a hidden enemy's zone
        // is discovered by moving, RULES §14).
        m_reach.emplace(m_shown, *u);
        QHash<Hex, int> costs;
        for (Hex h : m_reach->hexes())
            if (h != u->hex)
                costs.insert(h, m_reach->cost(h));
        ov->setReachable(costs, u->hex);
    }
    if (m_mode != InputMode::Select)
        ov->setTargets(m_targets, m_mode == InputMode::Melee);
    if (m_rings && u)
        ov->setRangeRings(u->hex, {2, 4, 6, 8});
    else
        ov->setRangeRings(std::nullopt, {});
}

CheckResult BattleMode::checkShown(const Order &order) const
{
    if (!m_viewGame)
        return CheckResult{Refusal::GameOver, tr("No battle is open.")};
    return m_viewGame->check(order);
}

bool BattleMode::canAct(const Unit &u) const
{
    return m_viewGame && u.side == m_viewer && unitCanAct(*m_viewGame, u);
}

bool BattleMode::passIfIdle()
{
    if (!m_skipIdle || handoffShown() || !actingSideIdle())
        return false;
    const Phase phase = m_doc->game().phase();
    const Side acting = m_doc->game().actingSide();
    passPhase();
    emit statusMessage(tr("%1 phase passed: no %2 unit could act.").arg(Names::phase(phase), Names::side(acting)));
    return true;
}

bool BattleMode::actingSideIdle() const
{
    const Game &g = m_doc->game();
    if (g.phase() == Phase::Movement)
        return false;
    const Side acting = g.actingSide();
    if (acting == m_viewer && myTurn())
        return m_canAct.isEmpty();
    // Before a handoff: judged on the acting side's own view.
    const Game think = Game::fromView(g.view(acting));
    return std::none_of(think.scenario().units.cbegin(), think.scenario().units.cend(),
                        [&](const Unit &u) { return unitCanAct(think, u); });
}

void BattleMode::computeCanAct()
{
    m_canAct.clear();
    if (myTurn())
        for (const Unit &u : m_shown.units)
            if (canAct(u))
                m_canAct.insert(u.id);
    m_scene->setCanAct(m_canAct);
}

void BattleMode::endPhase(bool askWhenUnitsCanAct)
{
    if (!myTurn())
        return;
    if (askWhenUnitsCanAct && !m_canAct.isEmpty()) {
        const auto answer = QMessageBox::question(
            m_view, tr("End the phase?"),
            tr("%n unit(s) can still act in this phase. End it anyway?", nullptr, int(m_canAct.size())),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        m_view->window()->activateWindow();
        if (answer != QMessageBox::Yes)
            return;
    }
    passPhase();
}

void BattleMode::passPhase()
{
    setInputMode(InputMode::Select);
    m_scene->selectUnit(QString());
    give(Order::endPhase());
}

void BattleMode::nextUnit()
{
    if (m_canAct.isEmpty())
        return;
    QStringList ids(m_canAct.begin(), m_canAct.end());
    ids.sort();
    const int at = int(ids.indexOf(m_scene->selectedUnit()));
    const QString id = ids.at((at + 1) % ids.size());
    m_scene->selectUnit(id);
    setInputMode(InputMode::Select);
    if (const Unit *u = m_shown.unit(id))
        m_view->centerOn(m_scene->geometry().centre(u->hex));
}

void BattleMode::turn(int steps)
{
    const QStringList own = ownSelection();
    if (!myTurn() || own.size() != 1)
        return;
    const Unit *u = m_shown.unit(own.first());
    const HexSide to = HexSide(((int(u->facing) + steps) % hexSideCount + hexSideCount) % hexSideCount);
    give(Order::changeFacing(u->id, to));
}

void BattleMode::cycleFormation()
{
    const QStringList own = ownSelection();
    if (!myTurn() || own.size() != 1)
        return;
    const Unit *u = m_shown.unit(own.first());
    // The next formation after the current one that the rules allow.
    const int n = int(UnitFormation::None);
    for (int k = 1; k < n; ++k) {
        const auto f = UnitFormation((int(u->formation) + k) % n);
        const Order o = Order::changeFormation(u->id, f);
        if (checkShown(o).ok()) {
            give(o);
            return;
        }
    }
    emit statusMessage(tr("%1 cannot change formation now.").arg(wordName(u->name)));
}

void BattleMode::contextMenu(QPoint viewportPos)
{
    const auto h = m_scene->geometry().hexAt(m_view->mapToScene(viewportPos));
    if (!h || !myTurn())
        return;
    if (ownSelection().isEmpty() || m_shown.unit(ownSelection().first())->hex != *h)
        clickHex(*h);
    const QStringList own = ownSelection();
    if (own.isEmpty())
        return;
    const Unit *u = m_shown.unit(own.first());
    QMenu menu;
    QMenu *facing = menu.addMenu(tr("Face"));
    for (int s = 0; s < hexSideCount; ++s) {
        QAction *a = facing->addAction(Names::facing(HexSide(s)));
        const Order o = Order::changeFacing(u->id, HexSide(s));
        a->setEnabled(checkShown(o).ok());
        connect(a, &QAction::triggered, this, [this, o] { give(o); });
    }
    QMenu *form = menu.addMenu(tr("Formation"));
    for (int f = 0; f < int(UnitFormation::None); ++f) {
        const Order o = Order::changeFormation(u->id, UnitFormation(f));
        if (!checkShown(o).ok())
            continue;
        QAction *a = form->addAction(Names::formation(UnitFormation(f)));
        connect(a, &QAction::triggered, this, [this, o] { give(o); });
    }
    form->setEnabled(!form->isEmpty());
    menu.addSeparator();
    menu.addAction(m_fireMode);
    menu.addAction(m_meleeMode);
    menu.addAction(m_endPhase);
    menu.exec(m_view->viewport()->mapToGlobal(viewportPos));
}

void BattleMode::showLineOfSight(bool on)
{
    OverlayItem *ov = m_scene->overlay();
    if (!ov)
        return;
    const Unit *u = m_shown.unit(m_scene->selectedUnit());
    if (!on || !u || !u->onMap) {
        ov->setSeen({});
        return;
    }
    QSet<Hex> seen;
    const int range = visibilityRange(m_shown, m_sideView.turn);
    for (int r = 0; r <= range; ++r)
        for (Hex h : r == 0 ? QVector<Hex>{u->hex} : ring(u->hex, r))
            if (m_scene->geometry().contains(h) && canSeeHex(m_shown, m_sideView.turn, u->hex, h))
                seen.insert(h);
    ov->setSeen(seen);
}

// F1 on a panel opens its rules (issue 9): each panel names its sections.
void BattleMode::setUpHelp()
{
    const QStringList combat{QStringLiteral("7. Fire"), QStringLiteral("8. Melee"), QStringLiteral("§9 Morale check"),
                             QStringLiteral("§10 Rout cascade"), QStringLiteral("§12 Rally")};
    RulesHelp::setSections(m_logDock, combat);
    RulesHelp::setSections(m_catchUpBar, combat);
    RulesHelp::setSections(m_phaseToolBar, {QStringLiteral("1. Turn sequence and clock"), QStringLiteral("14. Night")});
    RulesHelp::setSections(m_mapPage, {QStringLiteral("4. Movement"), QStringLiteral("3. Map, line of sight")});
    RulesHelp::setSections(m_infoDock, {QStringLiteral("4. Movement"), QStringLiteral("5. Fatigue"),
                                        QStringLiteral("6. Ammunition")});
    RulesHelp::setSections(m_oobDock, {QStringLiteral("13. Command"), QStringLiteral("15. Reinforcements")});
}

QStringList BattleMode::helpSections(const QWidget *widget) const
{
    // The odds preview under the cursor: the rules of that order.
    if (m_preview->isVisible() && m_mode != InputMode::Select)
        return {QStringLiteral("Odds preview"),
                m_mode == InputMode::Fire ? QStringLiteral("7. Fire") : QStringLiteral("8. Melee")};
    return RulesHelp::sectionsOf(widget);
}

} // namespace hardtack::ui
