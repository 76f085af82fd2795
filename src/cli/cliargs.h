#pragma once
// The options of a hardtack-cli subcommand, parsed by QCommandLineParser:
// unknown options, missing values and malformed numbers are errors with a
// clear message naming the command and the option.

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include "core/jsonio.h" // seedToJson
#include "core/types.h"

#include <optional>

namespace hardtack::cli {

class Args
{
public:
    // valueOptions take a value ("--seed 7" or "--seed=7"); flags take none.
    static std::optional<Args> parse(const QString &command, const QStringList &args,
                                     const QStringList &valueOptions, const QStringList &flags,
                                     QString *error);

    const QStringList &positional() const { return m_positional; }
    bool flag(const QString &name) const { return m_flags.contains(name); }
    bool has(const QString &name) const { return m_values.contains(name); }
    QString value(const QString &name, const QString &fallback = {}) const
    {
        return m_values.value(name, fallback);
    }
    // A side option (union or confederate): *side stays empty when the option
    // is absent; false, with *error set, on another value.
    bool side(const QString &name, std::optional<hardtack::Side> *side, QString *error) const;
    // Integer option within [min, max]; fallback when absent. Sets *error on a bad value.
    std::optional<qint64> integer(const QString &name, qint64 fallback, qint64 min, qint64 max,
                                  QString *error) const;

    // A seed: a whole number from 0 to 18446744073709551615 (unsigned 64 bits,
    // issue 28 item 5); fallback when absent. Sets *error on a bad value.
    std::optional<quint64> seed(const QString &name, quint64 fallback, QString *error) const;

private:
    QString m_command;
    QStringList m_positional;
    QHash<QString, QString> m_values;
    QSet<QString> m_flags;
};

// True when the arguments ask for the command's usage (--help or -h before any "--").
bool wantsHelp(const QStringList &args);

// Writes "hardtack-cli: MESSAGE" to stderr; returns 1 (the exit code for bad input).
int fail(const QString &message);
// Trial i plays seed + i: false, with *error set, when seed + trials − 1
// would pass 2^64 − 1 (a range of seeds never wraps).
bool seedRangeFits(const QString &command, quint64 seed, qint64 trials, QString *error);

// The most --trials a morale command (cascade, rally) runs on a battle of
// `units` units: each trial copies and checks the battle's units, so the cap is
// a budget of unit-trials that finishes within a minute on a slow machine
// (issue 28 item 4; CLI.md "cascade"), never below 1,000 trials.
qint64 maxMoraleTrials(qsizetype units);
inline constexpr qint64 kMoraleTrialBudget = 100000000;

// Prints one JSON object on stdout (compact, one line).
void printJson(const QJsonObject &object);
// Prints a line of text on stdout.
void printLine(const QString &text);

} // namespace hardtack::cli
