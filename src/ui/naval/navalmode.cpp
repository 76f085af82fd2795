#include "navalmode.h"
#include "navalbattlewidget.h"


#include "naval/navalfile.h"
#include "core/jsonio.h"

#include <QDialogButtonBox>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace hardtack::ui {

NavalMode::NavalMode(const NavalBattle &battle, QObject *parent) : Mode(parent)
{
    setObjectName(QStringLiteral("navalMode"));
    m_page = new QWidget;
    m_page->setObjectName(QStringLiteral("navalPage"));
    m_layout = new QVBoxLayout(m_page);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_menu = new QMenu(tr("&Naval battle"));
    QAction *close = m_menu->addAction(tr("&Close the naval battle"));
    close->setObjectName(QStringLiteral("closeNavalBattle"));
    // The window closes it and shows the mode under it (a campaign's: back to the campaign).
    connect(close, &QAction::triggered, this, &Mode::finished);
    setBattle(battle);
}

NavalMode::~NavalMode() = default;

QStringList NavalMode::fileFormats() { return {QStringLiteral("hardtack-naval")}; }

NavalMode *NavalMode::fromFile(const QString &fileName, QString *error)
{
    LoadError e;
    const auto battle = loadNavalBattle(fileName, &e);
    if (!battle) {
        if (error)
            *error = e.text();
        return nullptr;
    }
    auto *mode = new NavalMode(*battle);
    mode->m_fileName = fileName;
    return mode;
}

QString NavalMode::kind() const { return tr("Naval battle"); }

void NavalMode::setBattle(const NavalBattle &battle)
{
    auto *widget = new NavalBattleWidget(battle);
    widget->layout()->setContentsMargins(8, 8, 8, 4);
    if (m_widget) {
        m_layout->replaceWidget(m_widget, widget);
        delete m_widget;
    } else {
        m_layout->insertWidget(0, widget, 1);
    }
    m_widget = widget;
    setTitle(tr("Naval battle — %1").arg(battle.name));
}

bool NavalMode::open(const QString &fileName, QString *error)
{
    LoadError e;
    const auto battle = loadNavalBattle(fileName, &e);
    if (!battle) {
        if (error)
            *error = e.text();
        return false;
    }
    m_fileName = fileName;
    setBattle(*battle);
    return true;
}

void NavalMode::setTitle(const QString &title)
{
    m_title = title;
    emit titleChanged();
}

void NavalMode::setReturnButton(const QString &text, const QString &toolTip)
{
    if (!m_return) {
        auto *buttons = new QDialogButtonBox;
        buttons->setContentsMargins(8, 0, 8, 8);
        m_return = buttons->addButton(text, QDialogButtonBox::AcceptRole);
        m_return->setObjectName(QStringLiteral("returnToCampaign"));
        m_return->setAutoDefault(false);
        connect(buttons, &QDialogButtonBox::accepted, this, &Mode::finished);
        m_layout->addWidget(buttons);
    }
    m_return->setText(text);
    m_return->setToolTip(toolTip);
}

QStringList NavalMode::helpSections(const QWidget *) const { return {QStringLiteral("Naval battles")}; }

} // namespace hardtack::ui
