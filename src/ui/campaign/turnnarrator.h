#pragma once
// The narrated turn report (docs/GAME.md "Campaign"): sentences made here,
// through tr(), from the engine's typed facts of a turn (TurnReport): the
// battles and what they cost, the cities taken, each side's income, spending
// and blockade, the winter, the change of the three scores, and the end of
// the war. The engine writes no prose.

#include "campaign/campaigngame.h"

#include <QCoreApplication>
#include <QString>

namespace hardtack::ui {

class TurnNarrator
{
    Q_DECLARE_TR_FUNCTIONS(TurnNarrator)

public:
    explicit TurnNarrator(const CampaignGame &game) : m_game(game) {}

    // The whole report of one turn as HTML paragraphs.
    QString html(const TurnReport &report) const;
    // Single sentences (also for tests).
    QString battleSentence(const BattleReport &battle) const;
    QString captureSentence(const QString &city, Side owner) const;
    QString economySentence(Side side, const EconomyReport &economy) const;
    QString seaSentence(const TurnReport &report) const; // embarkations and landings; empty: none
    // The turn's weather in a few words ("Strong wind, onshore on the coast"),
    // and what the weather does, for a tooltip.
    static QString weatherText(const CampaignWeather &weather);
    static QString weatherExplained();
    // The end of the war, or empty while it goes on.
    QString endSentence() const;
    // What moved the scores in the last turn resolved, by cause (battles,
    // captures, the economy, the turn's end): an HTML table, empty for an
    // older report or a quiet turn.
    QString scoreCausesTable(const TurnReport &report) const;

private:
    QString nodeName(const QString &id) const;
    QString forceName(const QString &id) const;
    QString forceNames(const QStringList &ids) const;

    const CampaignGame &m_game;
};

} // namespace hardtack::ui
