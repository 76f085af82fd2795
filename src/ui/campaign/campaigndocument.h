#pragma once
// The campaign's document (docs/ARCHITECTURE.md "Every mode"): it owns the
// war (CampaignGame), changes it only through the engine's door (orders
// checked by CampaignGame::give, the turn's steps, the battles' results) and
// says what each change touched (CampaignChange), so the campaign mode
// redraws only that. The mode reads the game; it never changes it.

#include "campaign/campaigngame.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

namespace hardtack::ui {

// What a change touched.
struct CampaignChange
{
    enum Part : unsigned {
        Orders = 1 << 0,   // a side's orders (`side`; `forces`: the armies or fleets ordered, empty: all of them)
        Forces = 1 << 1,   // where the armies and fleets are and what they hold
        Cities = 1 << 2,   // owners, forts, blockade
        Scores = 1 << 3,   // the three scores and their history
        Treasury = 1 << 4, // money, rates, manpower
        Date = 1 << 5,     // the turn, its date and weather, the war's end
        Report = 1 << 6,   // a new turn report
        Battles = 1 << 7,  // a battle's result was recorded
        Everything = 0xff, // a new war or a loaded save
    };
    unsigned parts = 0;
    std::optional<Side> side;
    QStringList forces;
    bool has(Part p) const { return (parts & p) != 0; }
};

class CampaignDocument : public QObject
{
    Q_OBJECT

public:
    explicit CampaignDocument(QObject *parent = nullptr);
    ~CampaignDocument() override;

    // A war begun from a campaign file, or a save taken up (changed: Everything).
    void setGame(std::unique_ptr<CampaignGame> game, const QString &fileName);
    bool save(const QString &fileName, QString *error);
    const CampaignGame *game() const { return m_game.get(); }
    QString fileName() const { return m_fileName; }

    // Orders, through the engine's check: the problem, or None (changed: Orders, and Treasury for the economy's).
    OrderProblem give(const CampaignOrder &order);
    void clearOrders(Side side);
    // The strategic computer player's orders for `side`; how many it gave.
    int giveComputerOrders(Side side);
    // The forces move; the land battles of the turn (changed: Forces, Cities).
    QList<LandBattle> beginTurn();
    void setLandResult(int battle, const LandBattleResult &result);
    void setNavalResult(int battle, const NavalBattle &fought, const NavalResolution &resolution);
    // The turn ends (changed: everything the turn moved, and Report).
    TurnReport finishTurn();

signals:
    void changed(const hardtack::ui::CampaignChange &change);

private:
    std::unique_ptr<CampaignGame> m_game;
    QString m_fileName;
};

} // namespace hardtack::ui
