#pragma once
// Events are data (STYLE.md §6): every roll, every strength and every result
// of a naval battle is one QJsonObject with a "type", a translated "text" that
// explains it, and the numbers behind it, so a dialog can narrate the battle
// and a test can read it. The event types are listed in
// docs/RULES.md ("Events").

#include "navalmodel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QVector>

namespace hardtack {

// One named factor of a product (strength) or one term of a sum (a chance).
struct NavalFactor
{
    QString key;    // stable machine name, e.g. "quality"
    QString label;  // translated explanation, e.g. "good quality, doubled at close quarters"
    double value;   // the multiplier (strength) or the added probability (chance)
};
QJsonArray factorsToJson(const QVector<NavalFactor> &factors);

// A probability built from a base and additive modifiers, clamped to [0, 1].
struct NavalChance
{
    QVector<NavalFactor> terms;  // the first term is the base
    double value() const;   // the clamped sum
    double raw() const;     // the unclamped sum
};

// The outcome of one roll against a chance: roll is uniform in [0, 1) and
// the roll succeeds when roll < chance.
struct NavalRoll
{
    double chance = 0;
    double roll = 0;
    bool success = false;
};

class NavalLog
{
    Q_DECLARE_TR_FUNCTIONS(NavalLog)

public:
    void add(const QString &type, const QString &text, QJsonObject data = {});
    // A roll with its chance explained term by term.
    void addRoll(const QString &type, const QString &what, const NavalChance &chance, const NavalRoll &roll,
                 QJsonObject data = {});
    // A roll whose chance is explained in words (products, not sums).
    void addRollExplained(const QString &type, const QString &what, const QString &explanation,
                          const NavalRoll &roll, QJsonObject data = {});

    const QVector<QJsonObject> &events() const { return m_events; }
    QJsonArray toJson() const;
    // Events of one type, oldest first (for tests and the dialog).
    QVector<QJsonObject> ofType(const QString &type) const;

    static QString percent(double p);  // "72.5%"
    static QString number(double x);   // up to 3 decimals, no trailing zeros

private:
    QVector<QJsonObject> m_events;
};

// Translated names for narration.
QString shipTypeLabel(ShipType type);
QString qualityLabel(NavalQuality q);
QString sideLabel(Side s);

} // namespace hardtack
