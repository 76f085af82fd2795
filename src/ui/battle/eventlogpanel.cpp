#include "eventlogpanel.h"
#include "eventtext.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hardtack::ui {

namespace {
constexpr int kIndexRole = Qt::UserRole + 1;

// Entries wrap to the width of the dock instead of ending in "…": a tree
// view asks a row's height without its width, so this delegate gives the
// height of the text wrapped to what the column leaves at the row's depth.
class WrapDelegate : public QStyledItemDelegate
{
public:
    explicit WrapDelegate(QTreeWidget *tree) : QStyledItemDelegate(tree), m_tree(tree) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        int depth = 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        const int indent = m_tree->rootIsDecorated() ? depth + 1 : depth;
        // What the style leaves for the text: the column less the
        // indentation and a margin each side (QCommonStyle's item layout).
        const int margin = m_tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_tree) + 1;
        const int width = m_tree->header()->sectionSize(0) - indent * m_tree->indentation() - 2 * margin;
        if (width < 40)
            return size;
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        // Laid out as the style paints it (QTextLayout, word wrap).
        QTextLayout layout(o.text, o.font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrap);
        layout.beginLayout();
        qreal height = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            height += line.height();
        }
        layout.endLayout();
        size.setHeight(std::max(size.height(), int(std::ceil(height)) + 4));
        size.setWidth(std::min(size.width(), width));
        return size;
    }

private:
    QTreeWidget *m_tree;
};
} // namespace

EventLogPanel::EventLogPanel(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    m_tree = new QTreeWidget;
    m_tree->setHeaderHidden(true);
    m_tree->setWordWrap(true);
    m_tree->setTextElideMode(Qt::ElideNone);
    m_tree->setUniformRowHeights(false);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setItemDelegate(new WrapDelegate(m_tree));
    // Rows are measured again when the width changes (a resize of the dock).
    auto *relayout = new QTimer(this);
    relayout->setSingleShot(true);
    relayout->setInterval(50);
    connect(relayout, &QTimer::timeout, m_tree, &QTreeView::doItemsLayout);
    m_tree->viewport()->installEventFilter(this);
    m_relayout = relayout;
    m_tree->setObjectName(QStringLiteral("eventLog"));
    l->addWidget(m_tree);
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        for (QTreeWidgetItem *i = item; i; i = i->parent()) {
            const QVariant v = i->data(0, kIndexRole);
            if (v.isValid()) {
                emit eventActivated(v.toInt());
                return;
            }
        }
    });
}

void EventLogPanel::rebuild(const QVector<Event> &log)
{
    m_tree->clear();
    m_turn = nullptr;
    m_phase = nullptr;
    m_fold = nullptr;
    m_foldKinds.clear();
    m_lastCheck.clear();
    m_items.clear();
    m_entries = 0;
    m_tree->setUpdatesEnabled(false);
    m_bulk = true;
    for (int i = 0; i < log.size(); ++i)
        append(i, log.at(i));
    m_bulk = false;
    m_tree->setUpdatesEnabled(true);
    if (m_tree->topLevelItemCount() > 0) {
        QTreeWidgetItem *last = m_tree->topLevelItem(m_tree->topLevelItemCount() - 1);
        while (last->childCount() > 0 && last->isExpanded())
            last = last->child(last->childCount() - 1);
        m_tree->scrollToItem(last);
    }
}

bool EventLogPanel::highlight(int index)
{
    QTreeWidgetItem *item = m_items.value(index);
    if (!item)
        return false;
    for (QTreeWidgetItem *p = item->parent(); p; p = p->parent())
        p->setExpanded(true); // it may be in a fold of routine rolls
    m_tree->setCurrentItem(item);
    item->setExpanded(true); // its explanation shows
    m_tree->scrollToItem(item, QAbstractItemView::PositionAtCenter);
    return true;
}

int EventLogPanel::highlighted() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    const QVariant v = item ? item->data(0, kIndexRole) : QVariant();
    return v.isValid() ? v.toInt() : -1;
}

void EventLogPanel::append(int index, const Event &e)
{
    if (EventText::isTurnStart(e)) {
        m_turn = new QTreeWidgetItem(m_tree, {EventText::sentence(e)});
        QFont f = m_turn->font(0);
        f.setBold(true);
        m_turn->setFont(0, f);
        m_turn->setExpanded(true);
        m_phase = nullptr;
        m_fold = nullptr;
        m_foldKinds.clear();
        m_turn->setData(0, kIndexRole, index);
        return;
    }
    if (EventText::isPhaseStart(e)) {
        m_phase = m_turn ? new QTreeWidgetItem(m_turn, {EventText::sentence(e)})
                         : new QTreeWidgetItem(m_tree, {EventText::sentence(e)});
        QFont f = m_phase->font(0);
        f.setItalic(true);
        m_phase->setFont(0, f);
        m_phase->setExpanded(true);
        m_phase->setData(0, kIndexRole, index);
        m_fold = nullptr;
        m_foldKinds.clear();
        return;
    }
    if (m_filter && !m_filter(index))
        return;
    QTreeWidgetItem *parent = m_phase ? m_phase : m_turn;
    // A cascade step hangs under the check that set it off.
    const auto *check = std::get_if<MoraleCheckEvent>(&e);
    const QString cause = check && check->parent ? *check->parent : QString();
    if (!cause.isEmpty() && m_lastCheck.contains(cause))
        parent = m_lastCheck.value(cause);
    // An uneventful roll goes into the phase's fold (closed), not in the way.
    const QString routine = EventText::routineKind(e);
    if (!routine.isEmpty()) {
        if (!m_fold) {
            m_fold = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
            m_fold->setForeground(0, m_tree->palette().color(QPalette::PlaceholderText));
            m_fold->setExpanded(false);
        }
        if (!m_foldKinds.contains(routine))
            m_foldKinds << routine;
        parent = m_fold;
    }
    auto *item = parent ? new QTreeWidgetItem(parent, {EventText::sentence(e)})
                        : new QTreeWidgetItem(m_tree, {EventText::sentence(e)});
    item->setData(0, kIndexRole, index);
    m_items.insert(index, item);
    item->setToolTip(0, EventText::sentence(e));
    const QStringList lines = EventText::explanation(e);
    for (const QString &line : lines) {
        auto *child = new QTreeWidgetItem(item, {line});
        child->setForeground(0, m_tree->palette().color(QPalette::PlaceholderText));
    }
    if (check)
        m_lastCheck.insert(check->unit, item);
    ++m_entries;
    if (parent && parent == m_fold) {
        updateFold();
        if (!m_bulk)
            m_tree->scrollToItem(m_fold);
        return;
    }
    if (parent && parent != m_phase && parent != m_turn)
        parent->setExpanded(true);
    if (!m_bulk)
        m_tree->scrollToItem(item);
}

void EventLogPanel::updateFold()
{
    const int n = m_fold->childCount();
    m_fold->setText(0, tr("%n routine roll(s): %1", "", n).arg(m_foldKinds.join(QStringLiteral(", "))));
    m_fold->setToolTip(0, tr("Rolls that changed nothing worth a line; open to read them."));
}

bool EventLogPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        m_relayout->start();
    return QWidget::eventFilter(watched, event);
}

} // namespace hardtack::ui
