#pragma once
// The exact preview of a fire or melee order (PRODUCT.md "exact odds"), read
// through one adapter so the UI follows core's odds (fireOdds / meleeOdds)
// whatever shape they take: the figures shown are the figures core computes.

#include "core/rules/orders.h"

#include <QCoreApplication>
#include <QVector>

namespace hardtack {
class Game;
}

namespace hardtack::ui {

struct TargetPreview
{
    QString unit; // the id, as core's odds name it
    QString name; // what the player reads
    double meanLoss = 0;
    int minLoss = 0;
    int maxLoss = 0;
    double failChance = 0;
    double routChance = 0;
};

struct OddsPreview
{
    CheckResult check;
    bool melee = false;
    // Fire
    double value = 0;          // the fire value after every RULES §7 modifier
    double minCasualties = 0;  // value / 1000 × 5, × 15, × 25
    double meanCasualties = 0;
    double maxCasualties = 0;
    double cascadeChance = -1; // -1: not computed
    QVector<TargetPreview> targets;
    // Melee
    double odds = 0;
    double winChance = 0;
    double attackerLoss = 0;
    double defenderLoss = 0;

    bool ok() const { return check.ok(); }
    // Several lines for the preview box on the map.
    QStringList lines() const;
};

struct OddsAdapter
{
    Q_DECLARE_TR_FUNCTIONS(OddsAdapter)

public:
    static OddsPreview fire(const Game &game, const Order &order);
    static OddsPreview melee(const Game &game, const Order &order);
};

} // namespace hardtack::ui
