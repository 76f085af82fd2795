#pragma once
// The Event log dock (issue 9 "every result explained"): every event in
// words, grouped by turn and phase; each entry expands to its explanation
// (base, modifiers by name, final value, the die); morale checks of a
// cascade hang under the check that set them off, as a tree; clicking an
// entry asks to locate it on the map.

#include "core/events/events.h"

#include <QWidget>

#include <functional>

class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace hardtack::ui {

class EventLogPanel : public QWidget
{
    Q_OBJECT

public:
    explicit EventLogPanel(QWidget *parent = nullptr);

    // Which events of the log the viewing side may read (RULES §14, by log
    // index: Battle::told); all when unset.
    void setFilter(std::function<bool(int index)> filter) { m_filter = std::move(filter); }
    // The whole log (typed events in log order; a malformed one is skipped).
    void rebuild(const QVector<Event> &log);
    void append(int index, const Event &event);
    QTreeWidget *tree() const { return m_tree; }
    int entryCount() const { return m_entries; }
    // Selects and opens the entry of log event `index` (false: not shown).
    bool highlight(int index);
    // The log index of the selected entry; -1 when none.
    int highlighted() const;

signals:
    void eventActivated(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateFold();

    QTreeWidget *m_tree;
    QTimer *m_relayout;
    QTreeWidgetItem *m_turn = nullptr;
    QTreeWidgetItem *m_phase = nullptr;
    QHash<int, QTreeWidgetItem *> m_items;          // log index → its entry
    QHash<QString, QTreeWidgetItem *> m_lastCheck; // unit → its latest morale-check entry (cascade parents)
    // The phase's fold of routine rolls (EventText::routineKind), created by
    // its first one; its count and kinds for the summary line.
    QTreeWidgetItem *m_fold = nullptr;
    QStringList m_foldKinds;
    std::function<bool(int index)> m_filter; // by log index
    int m_entries = 0;
    bool m_bulk = false; // rebuild: no scrolling per entry (it laid the whole tree out each time)
};

} // namespace hardtack::ui
