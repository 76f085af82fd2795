#include "eventlogpanel.h"
#include "eventtext.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {
constexpr int kIndexRole = Qt::UserRole + 1;
}

EventLogPanel::EventLogPanel(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    m_tree = new QTreeWidget;
    m_tree->setHeaderHidden(true);
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
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

void EventLogPanel::rebuild(const QVector<QJsonObject> &log)
{
    m_tree->clear();
    m_turn = nullptr;
    m_phase = nullptr;
    m_lastCheck.clear();
    m_items.clear();
    m_entries = 0;
    m_tree->setUpdatesEnabled(false);
    for (int i = 0; i < log.size(); ++i)
        append(i, log.at(i));
    m_tree->setUpdatesEnabled(true);
}

void EventLogPanel::truncate(int size, const QVector<QJsonObject> &log)
{
    rebuild(log.mid(0, size));
}

bool EventLogPanel::highlight(int index)
{
    QTreeWidgetItem *item = m_items.value(index);
    if (!item)
        return false;
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

void EventLogPanel::append(int index, const QJsonObject &e)
{
    if (EventText::isTurnStart(e)) {
        m_turn = new QTreeWidgetItem(m_tree, {EventText::sentence(e)});
        QFont f = m_turn->font(0);
        f.setBold(true);
        m_turn->setFont(0, f);
        m_turn->setExpanded(true);
        m_phase = nullptr;
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
        return;
    }
    if (EventText::isQuiet(e) || (m_filter && !m_filter(e)))
        return;
    QTreeWidgetItem *parent = m_phase ? m_phase : m_turn;
    // A cascade step hangs under the check that set it off.
    const QString cause = e.value(QLatin1String("parent")).toString();
    if (!cause.isEmpty() && m_lastCheck.contains(cause))
        parent = m_lastCheck.value(cause);
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
    if (e.value(QLatin1String("type")).toString() == QLatin1String("morale-check"))
        m_lastCheck.insert(e.value(QLatin1String("unit")).toString(), item);
    if (parent && parent != m_phase && parent != m_turn)
        parent->setExpanded(true);
    ++m_entries;
    m_tree->scrollToItem(item);
}

} // namespace hardtack::ui
