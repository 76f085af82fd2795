#pragma once
// The naval battle's page (docs/GAME.md "Naval battles"), the central widget
// of the naval mode (navalmode.h): both squadrons on
// the water, each side's six orders (hotseat, secretly, with a handoff; or
// from the naval computer player), then the battle step by step as a diagram
// beside the narrated log, the table of fates, laurels, loss points and
// casualties, and an "Explain strength" view of every factor.

#include "navaldocument.h"

#include "naval/navalengine.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QTabWidget;
class QTreeWidget;
class QGroupBox;
class QWidget;

namespace hardtack::ui {

class NavalOrdersPanel;
class NavalSceneView;

class NavalBattleWidget : public QWidget
{
    Q_OBJECT

public:
    enum class Stage { Orders, Handoff, Battle };

    explicit NavalBattleWidget(const NavalBattle &battle, QWidget *parent = nullptr);
    ~NavalBattleWidget() override;

    // Who gives a side's orders: a player (hotseat) or the computer. Sides
    // whose ships the file left without orders start with the computer.
    void setComputer(Side side, bool computer);
    bool isComputer(Side side) const { return m_computer[int(side)]; }
    void setSeed(quint64 seed);
    quint64 seed() const;

    Stage stage() const { return m_stage; }
    Side currentSide() const { return m_current; }
    // The battle with the orders given so far.
    const NavalBattle &battle() const;
    const std::optional<NavalResolution> &resolution() const;
    // The document the page shows and gives its orders to.
    NavalDocument *document() const { return m_doc; }

    // The buttons' actions, for the tests and --screenshot.
    void ordersDone();      // the current side has given its orders
    void takeOver();        // the next player has the screen
    void resolveNow();      // computer orders for computer sides, then resolve
    void showStep(int step);
    int stepCount() const;
    int step() const { return m_step; }

private:
    void buildOrdersPage();
    void buildHandoffPage();
    void buildBattlePage();
    void showOrdersOf(Side side);
    void fillResults();
    void fillExplain();
    void updateStepControls();

    // What the document changed: the orders seen on the water, or the battle fought.
    void documentChanged(const NavalChange &change);
    void showResolution();

    NavalDocument *m_doc;
    std::array<bool, 2> m_computer{false, false};
    std::array<bool, 2> m_given{false, false};
    Side m_current = Side::Union;
    Stage m_stage = Stage::Orders;
    int m_step = 0;

    QStackedWidget *m_pages = nullptr;
    NavalSceneView *m_ordersScene = nullptr;
    QStackedWidget *m_panels = nullptr;
    std::array<NavalOrdersPanel *, 2> m_panel{};
    std::array<QComboBox *, 2> m_player{};
    QLabel *m_computerNote = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_done = nullptr;
    QLabel *m_handoffText = nullptr;
    QLabel *m_handoffFlag = nullptr;
    NavalSceneView *m_scene = nullptr;
    QListWidget *m_log = nullptr;
    QLabel *m_stepLabel = nullptr;
    std::array<QPushButton *, 4> m_stepButtons{};
    QGroupBox *m_results = nullptr;
    QStackedWidget *m_resultPages = nullptr;
    QLabel *m_nowText = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QTreeWidget *m_explain = nullptr;
    QTabWidget *m_tabs = nullptr;
};

} // namespace hardtack::ui
