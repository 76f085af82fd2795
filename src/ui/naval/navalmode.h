#pragma once
// The naval battle as a mode of the main window (docs/GAME.md "Naval
// battles"): the naval battle's page (NavalBattleWidget) as the central
// widget, a Naval battle menu, and, for a battle of the campaign, the button
// that returns to it. Opened from File → Naval battle… or File → Open on a
// hardtack-naval file, or by the campaign over its theater map.

#include "ui/common/mode.h"

#include "naval/navalmodel.h"

class QMenu;
class QPushButton;
class QVBoxLayout;

namespace hardtack::ui {

class NavalBattleWidget;

class NavalMode : public Mode
{
    Q_OBJECT

public:
    explicit NavalMode(const NavalBattle &battle, QObject *parent = nullptr);
    ~NavalMode() override;

    static QStringList fileFormats();
    // A mode on a hardtack-naval file; null with *error naming the file, the JSON path and the problem.
    static NavalMode *fromFile(const QString &fileName, QString *error);

    NavalBattleWidget *battleWidget() const { return m_widget; }
    void setTitle(const QString &title);
    // A button under the battle that ends the mode (finished()): the way back to the campaign.
    void setReturnButton(const QString &text, const QString &toolTip);

    QString title() const override { return m_title; }
    QString kind() const override;
    QWidget *centralWidget() const override { return m_page; }
    QList<QMenu *> menus() const override { return {m_menu}; }
    // A campaign's naval battle opens no file over it (its result goes back to the campaign).
    QStringList formats() const override { return m_return ? QStringList() : fileFormats(); }
    bool open(const QString &fileName, QString *error) override;
    QString fileName() const override { return m_fileName; }
    QStringList helpSections(const QWidget *widget) const override;

private:
    void setBattle(const NavalBattle &battle);

    QWidget *m_page;
    QVBoxLayout *m_layout;
    NavalBattleWidget *m_widget = nullptr;
    QPushButton *m_return = nullptr;
    QMenu *m_menu;
    QString m_title;
    QString m_fileName;
};

} // namespace hardtack::ui
