#include "explainpanel.h"

#include "narrator/narrator.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

constexpr int kUnitRole = Qt::UserRole;
constexpr int kCheckRole = Qt::UserRole + 1; // index of the check; -1: the trigger

// RULES §9: quality letters A=6 … F=1.
QString qualityText(int base)
{
    if (base >= 1 && base <= 6)
        return QStringLiteral("%1 (%2)").arg(QChar(u'A' + (6 - base))).arg(base);
    return QString::number(base);
}

QString signedNumber(int v)
{
    return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
}

} // namespace

ExplainPanel::ExplainPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("labSummary"));
    layout->addWidget(m_summary);

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("labExplainTree"));
    m_tree->setColumnCount(7);
    m_tree->setHeaderLabels({tr("Unit"), tr("Ring"), tr("Quality"), tr("Modifiers"), tr("Morale"), tr("Die"),
                             tr("Result")});
    m_tree->headerItem()->setToolTip(RingColumn, tr("How far the panic has spread: ring 1 is next to the routed unit"));
    m_tree->headerItem()->setToolTip(BaseColumn, tr("The unit's quality, A (best, 6) to F (worst, 1)"));
    m_tree->headerItem()->setToolTip(ModifiersColumn, tr("Everything that raises or lowers its morale now"));
    m_tree->headerItem()->setToolTip(FinalColumn, tr("Quality plus modifiers: the number the die must not exceed"));
    m_tree->headerItem()->setToolTip(RollColumn, tr("One six-sided die: at or below the morale the unit holds"));
    m_tree->setRootIsDecorated(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(UnitColumn, QHeaderView::Interactive);
    m_tree->setIndentation(12);
    m_tree->header()->resizeSection(UnitColumn, 190);
    // The modifiers take what is left; a long result wraps into its tooltip.
    m_tree->header()->setSectionResizeMode(ResultColumn, QHeaderView::Interactive);
    m_tree->header()->resizeSection(ResultColumn, 125);
    m_tree->header()->setSectionResizeMode(ModifiersColumn, QHeaderView::Stretch);
    layout->addWidget(m_tree, 1);

    auto *legend = new QLabel(tr("Each unit next to a routing or failing friend rolls one die. "
                                 "<b>At or below its morale it holds</b>; above, it fails: it is disrupted, "
                                 "or routs, and the panic spreads on from its hex."));
    legend->setWordWrap(true);
    legend->setObjectName(QStringLiteral("labLegend"));
    legend->setStyleSheet(QStringLiteral("QLabel { color: #5e5547; }"));
    layout->addWidget(legend);

    m_details = new QLabel;
    m_details->setObjectName(QStringLiteral("labDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setMinimumHeight(90);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setStyleSheet(QStringLiteral(
        "QLabel { background: #f6efdc; color: #2a251c; border: 1px solid #c9b88a; border-radius: 4px; padding: 6px; }"));
    layout->addWidget(m_details);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        showDetails();
        if (!m_selecting)
            emit unitSelected(item ? item->data(UnitColumn, kUnitRole).toString() : QString());
    });
}

void ExplainPanel::setCascade(const Scenario *names, const QString &trigger, const QVector<MoraleCheckEvent> &checks,
                              const QString &summary)
{
    m_names = names;
    m_trigger = trigger;
    m_checks = checks;
    m_summary->setText(summary);
    m_tree->clear();
    m_rows.clear();
    m_root = nullptr;
    if (trigger.isEmpty()) {
        showDetails();
        return;
    }
    const NarrationContext context{names};
    m_root = new QTreeWidgetItem(m_tree);
    m_root->setText(UnitColumn, context.unitName(trigger));
    m_root->setText(ResultColumn, tr("forced to rout"));
    m_root->setForeground(ResultColumn, QColor(180, 40, 30));
    m_root->setData(UnitColumn, kUnitRole, trigger);
    m_root->setData(UnitColumn, kCheckRole, -1);
    QFont bold = m_root->font(UnitColumn);
    bold.setBold(true);
    m_root->setFont(UnitColumn, bold);

    // Each check under the row of the unit that set it off (the trigger, or
    // a unit that failed in an earlier ring).
    QHash<QString, QTreeWidgetItem *> rowOf{{trigger, m_root}};
    for (int i = 0; i < checks.size(); ++i) {
        const MoraleCheckEvent &c = checks.at(i);
        QTreeWidgetItem *parent = rowOf.value(c.parent.value_or(trigger), m_root);
        auto *row = new QTreeWidgetItem(parent);
        row->setText(UnitColumn, context.unitName(c.unit));
        row->setText(RingColumn, QString::number(c.step));
        row->setText(BaseColumn, qualityText(c.base));
        QStringList mods;
        for (const MoraleModifier &m : c.modifiers)
            mods << QStringLiteral("%1 %2").arg(signedNumber(m.amount), MoraleText::modifierName(m.name));
        row->setText(ModifiersColumn, mods.isEmpty() ? tr("none") : mods.join(QStringLiteral(", ")));
        row->setToolTip(ModifiersColumn, mods.join(QLatin1Char('\n')));
        row->setText(FinalColumn, QString::number(c.final));
        row->setText(RollColumn, QString::number(c.roll));
        QString result;
        switch (c.result) {
        case MoraleResult::Passed: result = tr("holds"); break;
        case MoraleResult::Disrupted: result = c.artilleryHeld ? tr("disrupted (guns do not rout)") : tr("disrupted"); break;
        case MoraleResult::Routed: result = tr("routs"); break;
        case MoraleResult::Stragglers: result = tr("loses %1 stragglers").arg(c.stragglers); break;
        }
        if (c.carriesOn)
            result += QStringLiteral(" ") + tr("→ spreads");
        row->setText(ResultColumn, result);
        row->setToolTip(ResultColumn, result);
        row->setForeground(ResultColumn, c.failed ? QColor(180, 40, 30) : QColor(35, 115, 55));
        row->setForeground(RollColumn, c.failed ? QColor(180, 40, 30) : QColor(35, 115, 55));
        QFont f = row->font(FinalColumn);
        f.setBold(true);
        row->setFont(FinalColumn, f);
        row->setFont(RollColumn, f);
        for (int col : {RingColumn, BaseColumn, FinalColumn, RollColumn})
            row->setTextAlignment(col, Qt::AlignCenter);
        row->setData(UnitColumn, kUnitRole, c.unit);
        row->setData(UnitColumn, kCheckRole, i);
        rowOf.insert(c.unit, row);
        m_rows.append(row);
    }
    m_tree->expandAll();
    setStep(0);
}

void ExplainPanel::setStep(int step)
{
    m_step = step;
    // Rows of checks not yet played are hidden: the tree grows with the animation.
    for (int i = 0; i < m_rows.size(); ++i) {
        m_rows.at(i)->setHidden(i >= step);
        QFont f = m_rows.at(i)->font(UnitColumn);
        f.setBold(i == step - 1);
        m_rows.at(i)->setFont(UnitColumn, f);
    }
    if (step > 0 && step <= m_rows.size())
        m_tree->scrollToItem(m_rows.at(step - 1));
    showDetails();
}

QString ExplainPanel::selectedUnit() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item && !item->isHidden() ? item->data(UnitColumn, kUnitRole).toString() : QString();
}

void ExplainPanel::selectUnit(const QString &unitId)
{
    QTreeWidgetItem *found = nullptr;
    if (m_root && m_root->data(UnitColumn, kUnitRole).toString() == unitId)
        found = m_root;
    for (QTreeWidgetItem *row : std::as_const(m_rows))
        if (!row->isHidden() && row->data(UnitColumn, kUnitRole).toString() == unitId)
            found = row;
    m_selecting = true;
    m_tree->setCurrentItem(found);
    if (!found)
        m_tree->clearSelection();
    m_selecting = false;
    showDetails();
}

void ExplainPanel::showDetails()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    const NarrationContext context{m_names};
    // Nothing selected: the check just played, so the words follow the animation.
    if ((!item || item->isHidden()) && m_step > 0 && m_step <= m_rows.size())
        item = m_rows.at(m_step - 1);
    if (!item || item->isHidden()) {
        m_details->setText(m_trigger.isEmpty()
                               ? tr("Right-click a unit on the map and choose <b>Force rout</b> to see how far "
                                    "the panic spreads.")
                               : tr("Select a row, or click a unit on the map, to see why it held or broke."));
        return;
    }
    const int index = item->data(UnitColumn, kCheckRole).toInt();
    if (index < 0 || index >= m_checks.size()) {
        m_details->setText(tr("<b>%1</b> is forced to rout: it takes no check. Every friendly unit in its hex "
                              "and the six hexes around it must now check its morale.")
                               .arg(context.unitName(m_trigger).toHtmlEscaped()));
        return;
    }
    const MoraleCheckEvent &c = m_checks.at(index);
    QString html = QStringLiteral("<p>%1</p>").arg(MoraleText::describe(c, context).toHtmlEscaped());
    const QStringList lines = explain(Event(c), context);
    if (!lines.isEmpty()) {
        html += QStringLiteral("<ul style=\"margin-left:-20px\">");
        for (const QString &l : lines)
            html += QStringLiteral("<li>%1</li>").arg(l.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_details->setText(html);
}

} // namespace hardtack::ui
