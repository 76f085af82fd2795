#pragma once
// A running strategic war (docs/RULES.md "Campaign"): the campaign file's
// forces and cities as they change, the treasuries, the victory scores, the
// orders of the turn, and the resolution of a turn, deterministic from the
// seed: movement → meetings → battles → captures → economy → score events →
// victory check (Scores). Six campaigns of ten turns, a winter between them.
//
// The window may fight a land battle on the hex map: beginTurn() moves the
// forces and returns the battles; setLandResult() gives the result of those
// it fought (hexbattle.h makes the Scenario and reads the Battle back);
// finishTurn() auto-resolves the rest and carries the turn through.

#include "campaigngraph.h"
#include "campaignmodel.h"
#include "campaignorders.h"
#include "landbattle.h"
#include "scores.h"

#include "core/rng.h"
#include "naval/navalengine.h"
#include "naval/navalorders.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

#include <array>
#include <functional>
#include <optional>

namespace hardtack {

// Runtime state of each side's economy.
struct SideEconomy
{
    double money = 0;
    double tax = 0;
    double tariff = 0;
    bool greenbacks = false;     // issued at least once (or by the file)
    double greenbackValue = 100; // percent of face value
    bool drafted = false;
    int manpower = 0;
};

// The last turn's economy of a side, for the report and the treasury panel.
struct EconomyReport
{
    double taxIncome = 0;
    double tariffIncome = 0;
    double tariffLost = 0;       // cut by the blockade
    double upkeep = 0;
    double spent = 0;            // recruiting and building
    double issued = 0;           // greenbacks
    bool deserted = false;       // upkeep could not be paid
    QStringList blockaded;       // blockaded ports (city ids)
    QList<CampaignOrder> refused; // economic orders no longer possible at resolution
};

// The weather of a turn (RULES "Campaign: weather"): the wind over the whole
// theater and whether it blows onshore on the coast.
struct CampaignWeather
{
    Wind wind = Wind::Moderate;
    bool onshore = false;
};

// One battle of a turn, as the report and the window see it.
struct BattleReport
{
    bool naval = false;
    bool joined = true;          // naval: false when one side evaded battle
    QString node;                // city or zone id
    LandBattle land;             // land battles
    LandBattleResult result;     // land: casualties, winner
    std::optional<Side> winner;  // land or naval
    std::array<int, 2> casualties{0, 0};
    std::array<double, 2> laurels{0, 0};
    std::array<int, 2> shipsLost{0, 0};
    QStringList retreated;       // army or fleet ids that fell back
    QStringList destroyed;       // army or fleet ids that surrendered or were sunk to the last ship
    QString retreatTo;           // where the loser went (empty: nowhere)
    QStringList forts;           // naval: the forts that fought (ids)
    std::array<int, 2> lostAboard{0, 0};      // naval: men aboard lost with their transports (in casualties)
    std::array<int, 2> prisonersAboard{0, 0}; // of them, taken with captured transports
    NavalBattle navalBattle;     // naval battles: the battle as fought
    NavalOutcome navalOutcome;
};

struct TurnReport
{
    int turn = 0;                // the turn resolved (1-based, over the war)
    int campaign = 1;
    QDate date;
    QList<BattleReport> battles;
    QList<ScoreEvent> events;    // sent to the scores this turn, in order
    QList<QPair<QString, Side>> captures; // city id, new owner
    std::array<EconomyReport, 2> economy;
    bool winter = false;         // a winter followed this turn
    CampaignWeather weather;     // the turn's weather
    QList<QPair<QString, QString>> embarked; // army id, fleet id
    QList<QPair<QString, QString>> landed;   // army id, city id
};

// One point of the per-turn history (the CLI's "history").
struct TurnScores
{
    int turn = 0;
    int campaign = 1;
    double unionMorale = 0, confederateMorale = 0, opinion = 0;
};

// What one side knows (docs/RULES.md "Campaign: what a side sees"): all
// cities and their owners; its own forces; enemy armies and fleets only on
// its own cities and on nodes that hold or are joined by a connection to one
// of its armies or fleets.
struct CampaignView
{
    Side side = Side::Union;
    int turn = 1;
    QList<City> cities;
    QList<Army> armies;          // own armies and the enemy armies it sees
    QList<Fleet> fleets;         // own fleets and the enemy fleets it sees
    QList<Fort> forts;           // every fort (they are known to both sides)
    CampaignWeather weather;     // this turn's
    SideEconomy economy;         // its own
    double unionMorale = 0, confederateMorale = 0, opinion = 0;
};

// Who gives a side's orders in a naval battle the campaign resolves itself
// (one no human fights in the dialog): given the side's view, it returns its
// ships' orders. The caller chooses: the naval computer player
// (`navalOrders`, hardtack_naval_ai), a script, a test's fixed orders; so the
// campaign's rules link no player. A side without one keeps the orders the
// battle was set up with (RULES §16's defaults).
using CampaignNavalPlayer = std::function<QVector<NavalOrder>(const NavalSideView &)>;

class CampaignGame
{
    Q_DECLARE_TR_FUNCTIONS(CampaignGame)

public:
    CampaignGame(const CampaignScenario &scenario, quint64 seed);

    const CampaignScenario &scenario() const { return m_scenario; } // the map and the start
    const QList<City> &cities() const { return m_cities; }
    const QList<Army> &armies() const { return m_armies; }
    const QList<Fleet> &fleets() const { return m_fleets; }
    // The forts, each battery's side its city's owner, its batteries and men as they stand.
    const QList<Fort> &forts() const { return m_forts; }
    const CampaignWeather &weather() const { return m_weather; } // this turn's, known before orders
    // The waters of a node for a naval battle there (RULES "Campaign: waters").
    NavalLocation watersOf(const QString &node) const;
    // Men a fleet's transports can still take aboard (capacity less the armies aboard).
    int roomAboard(const Fleet &fleet) const;
    const SideEconomy &economy(Side side) const { return m_economy[size_t(side)]; }
    const Scores &scores() const { return m_scores; }
    // Every event sent to the scores, in order, since the start (a save
    // replays them through Scores).
    const QList<ScoreEvent> &scoreEvents() const { return m_scoreEvents; }
    const City *city(const QString &id) const;
    const Army *army(const QString &id) const;
    const Fleet *fleet(const QString &id) const;
    // The name a force had when it left the map (surrendered, sunk), so a
    // report can still name it; empty if none by that id was lost this session.
    QString lostForceName(const QString &id) const { return m_lostNames.value(id); }
    quint64 seed() const { return m_seed; }

    int turn() const { return m_turn; }                // the turn to be played, 1-based
    int campaign() const;                              // 1..6
    int turnInCampaign() const;                        // 1..turnsPerCampaign
    QDate date() const;                                // the turn's first day
    bool isOver() const { return m_scores.isDecided(); }
    std::optional<Side> winner() const { return m_scores.winner(); }
    VictoryReason reason() const { return m_scores.reason(); }

    CampaignView view(Side side) const;
    // The economic level a side owns, and its income per turn at its rates.
    int levels(Side side) const;
    bool blockaded(const QString &cityId) const;
    struct Income
    {
        double tax = 0;
        double tariff = 0;
        double lost = 0;          // tariff cut by the blockade
        QStringList blockaded;    // ports blockaded
    };
    Income income(Side side) const;       // per turn at the current rates
    double upkeep(Side side) const;       // per turn
    int manpowerPerTurn(Side side) const;

    // Orders. give() checks an order against the state and the side's orders
    // already given this turn; a good order is kept, else its problem returned.
    OrderPreview preview(const CampaignOrder &order) const;
    OrderProblem give(const CampaignOrder &order);
    void clearOrders(Side side);
    const QList<CampaignOrder> &orders(Side side) const { return m_orders[size_t(side)]; }

    // The turn in two halves (the window fights land battles in between).
    QList<LandBattle> beginTurn();
    const QList<LandBattle> &landBattles() const { return m_pendingLand; } // after beginTurn
    void setLandResult(int battle, const LandBattleResult &result);
    // Naval battles of the turn (after beginTurn): the battle to show in the
    // naval dialog (ships without orders), and the dialog's result.
    QList<NavalBattle> navalBattles() const;
    void setNavalResult(int battle, const NavalBattle &fought, const NavalResolution &resolution);
    // The players of the naval battles resolved without the dialog; the same
    // for both sides with setNavalPlayers(p). Not saved: a loaded game is
    // given them again by its caller.
    void setNavalPlayer(Side side, CampaignNavalPlayer player) { m_navalPlayers[size_t(side)] = std::move(player); }
    void setNavalPlayers(const CampaignNavalPlayer &player) { m_navalPlayers = {player, player}; }
    TurnReport finishTurn();
    TurnReport resolveTurn() { beginTurn(); return finishTurn(); }

    bool turnBegun() const { return m_begun; }         // between beginTurn and finishTurn

    const QList<TurnReport> &reports() const { return m_reports; } // since the start or the load
    const QList<TurnScores> &history() const { return m_history; }
    std::array<int, 2> battleCounts() const { return m_battleCounts; } // land, naval

    const CampaignGraph &graph() const { return m_graph; }

private:
    // campaignsave.cpp writes and restores the whole state.
    friend struct CampaignSaveAccess;

    // The one implementation of an order's checks and effects (RULES: a
    // preview and a resolution share one implementation).
    // withScores false: skip the score preview (the economy step and the
    // projection of earlier orders need only the checks and the money).
    OrderPreview evaluate(const CampaignOrder &order, const SideEconomy &economy, bool withScores = true) const;
    void carryOut(const CampaignOrder &order, const OrderPreview &preview, TurnReport &report);
    SideEconomy projected(Side side) const; // the economy after the orders given so far
    void previewCapture(const CampaignOrder &order, OrderPreview &preview) const;

    void moveForces();
    void embarkArmies();
    void rollWeather();
    void loseMenAboard(const QString &fleet, double share, double capturedShare, BattleReport &report);
    QString fleeNode(const QString &from, Side side, FleeOrder order) const;
    void syncAboard();
    // A force gone from the map (surrendered, sunk, lost at sea): the report
    // names it, its marches end. The caller removes it from its list.
    void forceLost(const QString &id, const QString &name, BattleReport &report);
    void resolveLand(int index, BattleReport &report);
    NavalBattle navalBattleAt(const QString &node) const;
    void resolveNaval(int index, BattleReport &report);
    void applyLandResult(const LandBattle &battle, const LandBattleResult &result, BattleReport &report);
    void captureCities(TurnReport &report);
    void runEconomy(Side side, EconomyReport &economy, TurnReport &report);
    void winter();
    void send(const ScoreEvent &event, TurnReport &report);
    QString retreatNode(const QString &from, Side side, bool fleet) const;
    QString newId(const QString &prefix);

    CampaignScenario m_scenario;
    CampaignGraph m_graph;
    quint64 m_seed = 0;
    Rng m_rng;
    QList<City> m_cities;
    QList<Army> m_armies;
    QList<Fleet> m_fleets;
    QList<Fort> m_forts;
    CampaignWeather m_weather;
    QHash<QString, int> m_arrival;           // fleet id → when it came to its node (turn × 64 + day; 0: at the start)
    QList<QPair<QString, QString>> m_embarked, m_landed; // this turn's, for the report
    QHash<QString, QString> m_lostNames; // id -> name of forces gone from the map
    QHash<QString, QString> m_destination;   // army or fleet id → the node it marches to
    QHash<QString, int> m_transit;           // days spent toward the next node of its route
    std::array<SideEconomy, 2> m_economy;
    Scores m_scores;
    QList<ScoreEvent> m_scoreEvents;
    int m_turn = 1;
    int m_serial = 0;
    std::array<QList<CampaignOrder>, 2> m_orders;
    QList<LandBattle> m_pendingLand;
    QList<std::optional<LandBattleResult>> m_pendingResults;
    QStringList m_pendingNaval; // nodes
    QList<std::optional<std::pair<NavalBattle, NavalResolution>>> m_navalResults;
    std::array<CampaignNavalPlayer, 2> m_navalPlayers;
    QList<ScoreEvent> m_shipEvents; // ships lost in this turn's naval battles
    QList<TurnReport> m_reports;
    QList<TurnScores> m_history;
    std::array<int, 2> m_battleCounts{0, 0};
    bool m_begun = false;
};

} // namespace hardtack
