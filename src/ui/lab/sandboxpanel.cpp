#include "sandboxpanel.h"
#include "labsession.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "core/rules/terrain.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hardtack::ui {

SandboxPanel::SandboxPanel(LabSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel;
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto *form = new QFormLayout;
    m_quality = new QComboBox;
    m_quality->setObjectName(QStringLiteral("labQuality"));
    // RULES §9: the letter and the morale it gives.
    for (int q = 6; q >= 1; --q)
        m_quality->addItem(tr("%1 (morale %2)").arg(QChar(u'A' + (6 - q))).arg(q), q);
    m_fatigue = new QSpinBox;
    m_fatigue->setRange(0, kMaxFatigue);
    m_fatigue->setSingleStep(50);
    // RULES §5 bands, §9 modifiers.
    m_fatigue->setToolTip(tr("From %1: medium fatigue, −1 morale; from %2: high fatigue, −2 morale")
                              .arg(kMediumFatigue)
                              .arg(kHighFatigue));
    m_ammo = new QComboBox;
    for (Ammo a : {Ammo::Normal, Ammo::Low, Ammo::Out})
        m_ammo->addItem(Names::ammo(a), int(a));
    m_status = new QComboBox;
    for (Status s : {Status::Normal, Status::Disrupted, Status::Routed})
        m_status->addItem(Names::status(s), int(s));
    m_formation = new QComboBox;
    form->addRow(tr("&Quality"), m_quality);
    form->addRow(tr("&Fatigue"), m_fatigue);
    form->addRow(tr("&Ammunition"), m_ammo);
    form->addRow(tr("&Status"), m_status);
    form->addRow(tr("F&ormation"), m_formation);
    layout->addLayout(form);

    auto *hint = new QLabel(tr("Drag a unit or a leader on the map to move it. Every change can be undone."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("QLabel { color: #5e5547; }"));
    layout->addWidget(hint);
    m_reset = new QPushButton(tr("&Reset to the file"));
    m_reset->setObjectName(QStringLiteral("labReset"));
    layout->addWidget(m_reset);
    layout->addStretch(1);

    connect(m_quality, &QComboBox::activated, this, [this] { commit(tr("change quality")); });
    connect(m_fatigue, &QSpinBox::editingFinished, this, [this] { commit(tr("change fatigue")); });
    connect(m_ammo, &QComboBox::activated, this, [this] { commit(tr("change ammunition")); });
    connect(m_status, &QComboBox::activated, this, [this] { commit(tr("change status")); });
    connect(m_formation, &QComboBox::activated, this, [this] { commit(tr("change formation")); });
    connect(m_reset, &QPushButton::clicked, m_session, &LabSession::resetToFile);
    connect(m_session, &LabSession::cascadeChanged, this, &SandboxPanel::refresh);
    refresh();
}

void SandboxPanel::setUnit(const QString &unitId)
{
    m_unit = unitId;
    refresh();
}

void SandboxPanel::refresh()
{
    m_refreshing = true;
    const Unit *u = m_session->sandbox().unit(m_unit);
    for (QWidget *w : std::initializer_list<QWidget *>{m_quality, m_fatigue, m_ammo, m_status, m_formation})
        w->setEnabled(u != nullptr);
    if (!u) {
        m_title->setText(tr("Click a unit on the map to edit it."));
        m_refreshing = false;
        return;
    }
    m_title->setText(QStringLiteral("<b>%1</b><br>%2").arg(wordName(u->name).toHtmlEscaped(), Names::side(u->side)));
    m_quality->setCurrentIndex(m_quality->findData(u->quality));
    m_fatigue->setValue(u->fatigue);
    m_ammo->setCurrentIndex(m_ammo->findData(int(u->ammo)));
    m_status->setCurrentIndex(m_status->findData(int(u->status)));
    m_formation->clear();
    for (UnitFormation f : formationsOf(u->type))
        if (f != UnitFormation::None)
            m_formation->addItem(Names::formation(f), int(f));
    m_formation->setEnabled(m_formation->count() > 0);
    m_formation->setCurrentIndex(m_formation->findData(int(u->formation)));
    m_refreshing = false;
}

void SandboxPanel::commit(const QString &what)
{
    const Unit *u = m_session->sandbox().unit(m_unit);
    if (m_refreshing || !u)
        return;
    Unit after = *u;
    after.quality = m_quality->currentData().toInt();
    after.fatigue = m_fatigue->value();
    after.ammo = Ammo(m_ammo->currentData().toInt());
    after.status = Status(m_status->currentData().toInt());
    if (m_formation->currentIndex() >= 0)
        after.formation = UnitFormation(m_formation->currentData().toInt());
    if (after.quality == u->quality && after.fatigue == u->fatigue && after.ammo == u->ammo
        && after.status == u->status && after.formation == u->formation)
        return;
    m_session->editUnit(after, tr("%1: %2", "undo text: unit, change").arg(wordName(u->name), what));
}

} // namespace hardtack::ui
