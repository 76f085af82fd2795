#pragma once
// The three victory scores of the war (RULES §17): Union national morale,
// Confederate national morale and international opinion. Events go in one at a
// time; every change comes back as an explained event, and a history of the
// three scores is kept for the campaign window's chart.

#include "scoreentries.h"
#include "scoreevents.h"

#include "core/types.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace hardtack {

// A capture whose opinion effect waits for the city to be held three turns.
struct PendingCapture
{
    Side side = Side::Union; // the capturer
    QString city;
    CityKind kind = CityKind::City;
    int level = 0;
    int turnsHeld = 0; // turn ends since the capture
    int event = -1;    // index of the capture event
};

// The scores after one event (one point of the chart).
struct ScorePoint
{
    int event = -1; // -1: the start
    int turn = 0;
    int campaign = 1;
    double unionMorale = 0;
    double confederateMorale = 0;
    double opinion = 0;
};

class Scores
{
    Q_DECLARE_TR_FUNCTIONS(Scores)

public:
    Scores();

    // A different start (a scenario that opens mid-war, or a test). Only before
    // the first event; values are clamped to [0, 1000] and not checked for victory.
    void setStart(double unionMorale, double confederateMorale, double opinion);

    // Applies one event and returns its explanation: one typed entry per
    // score change (ScoreChange) and per note (CapturePending, CaptureHeld,
    // CaptureCancelled, RatesSet, CampaignEnded, NoEffect, VictoryDecided), in
    // the order they happened, each stamped with the event's index, the turn
    // and the campaign (scoreentries.h); no prose: the campaign narrator
    // words them (narrateScoreEntry).
    QList<ScoreEntry> apply(const ScoreEvent &event);
    QList<ScoreEntry> applyAll(const QList<ScoreEvent> &events);

    double score(ScoreKind kind) const;
    double unionMorale() const { return score(ScoreKind::UnionMorale); }
    double confederateMorale() const { return score(ScoreKind::ConfederateMorale); }
    double opinion() const { return score(ScoreKind::Opinion); }

    // The first victory condition met; it stands whatever follows.
    std::optional<Side> winner() const { return m_winner; }
    VictoryReason reason() const { return m_reason; }
    bool isDecided() const { return m_winner.has_value(); }

    int turn() const { return m_turn; }                   // "turn" events applied
    int campaign() const;                                 // the current campaign, 1..6
    int campaignsEnded() const { return m_campaignsEnded; }
    int eventsApplied() const { return m_events; }

    double tax(Side side) const { return m_tax[size_t(side)]; }
    double tariff(Side side) const { return m_tariff[size_t(side)]; }
    double greenbackLow(Side side) const { return m_greenbackLow[size_t(side)]; }
    bool drafted(Side side) const { return m_drafted[size_t(side)]; }
    const QList<PendingCapture> &pendingCaptures() const { return m_pending; }

    const QList<ScorePoint> &history() const { return m_history; }
    const QList<ScoreEntry> &log() const { return m_log; }

    // PRODUCT.md: {"unionMorale","confederateMorale","opinion","winner","reason","turn","campaign"}.
    QJsonObject resultJson() const;
    QJsonArray historyJson() const;

private:
    // Scores are kept in millionths of a point: exact sums and comparisons
    // (250 is 250, 0 is 0) while every fraction of the rules is kept.
    static constexpr qint64 kUnit = 1000000;
    static qint64 toUnits(double points);
    static double fromUnits(qint64 units) { return double(units) / double(kUnit); }

    // `figures`: the rule and its figures; the rest is filled in here.
    void change(ScoreKind kind, double amount, ScoreChange figures);
    void record(ScoreEntry entry);
    void checkVictory(ScoreKind changed);
    void decide(Side winner, VictoryReason reason, VictoryDecided entry);

    void applyTurn();
    void applyCampaignEnd();
    void applyLaurels(Side side, double points);
    void applyCapture(const ScoreEvent &e);
    void applyCasualties(Side side, int men, std::optional<ShipType> ship);
    void applyShipLost(const ScoreEvent &e);
    void applyGreenback(Side side, double value);
    void applyRates(const ScoreEvent &e);
    void applyDraft(Side side);
    void recordPoint();

    std::array<qint64, 3> m_units{};
    std::array<double, 2> m_tax{};
    std::array<double, 2> m_tariff{};
    std::array<double, 2> m_greenbackLow{};
    std::array<bool, 2> m_drafted{};
    QList<PendingCapture> m_pending;
    std::optional<Side> m_winner;
    VictoryReason m_reason = VictoryReason::None;
    int m_turn = 0;
    int m_campaignsEnded = 0;
    int m_events = 0; // events applied so far (the index of the next one)

    QList<ScorePoint> m_history;
    QList<ScoreEntry> m_log;
    QList<ScoreEntry> *m_current = nullptr; // the explanation of the event being applied
};

// Display names used in explanations.
QString sideDisplayName(Side side);  // "Union" / "Confederacy"
QString scoreDisplayName(ScoreKind kind);
// A number of points as text: at most three decimals, no trailing zeros.
QString pointsText(double points);

} // namespace hardtack
