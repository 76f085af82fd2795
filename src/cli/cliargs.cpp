#include "cliargs.h"

#include "core/strictjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <limits>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// "--name=value" or "-name" -> "name".
QString optionName(const QString &arg)
{
    const QString option = arg.section(QLatin1Char('='), 0, 0);
    return option.mid(option.startsWith(QLatin1String("--")) ? 2 : 1);
}
} // namespace

std::optional<Args> Args::parse(const QString &command, const QStringList &args,
                                const QStringList &valueOptions, const QStringList &flags,
                                QString *error)
{
    // QCommandLineParser does the parsing ("--seed 7", "--seed=7", "--" ends
    // the options); its own error texts are replaced by ours, which name the
    // command and the option the way docs/CLI.md shows them.
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const QString &name : valueOptions)
        parser.addOption(QCommandLineOption(name, QString(), QStringLiteral("value")));
    for (const QString &name : flags)
        parser.addOption(QCommandLineOption(name));
    if (!parser.parse(QStringList{command} + args)) {
        QString bad;
        bool unknown = !parser.unknownOptionNames().isEmpty();
        if (unknown) {
            bad = parser.unknownOptionNames().constFirst();
        } else {
            // A flag given a value ("--json=1") is not an option we know.
            for (const QString &a : args) {
                const QString name = optionName(a);
                if (a.startsWith(QLatin1Char('-')) && a.contains(QLatin1Char('=')) && flags.contains(name)) {
                    bad = name;
                    unknown = true;
                    break;
                }
            }
        }
        if (!unknown && !args.isEmpty()) {
            // Otherwise the last argument is a value option without its value.
            const QString name = optionName(args.constLast());
            *error = Tr::tr("%1: option --%2 needs a value").arg(command, name);
        } else {
            *error = Tr::tr("%1: unknown option --%2").arg(command, bad);
        }
        return std::nullopt;
    }
    Args out;
    out.m_command = command;
    out.m_positional = parser.positionalArguments();
    for (const QString &name : valueOptions)
        if (parser.isSet(name))
            out.m_values.insert(name, parser.value(name)); // the last one given wins
    for (const QString &name : flags)
        if (parser.isSet(name))
            out.m_flags.insert(name);
    return out;
}

bool wantsHelp(const QStringList &args)
{
    for (const QString &a : args) {
        if (a == QLatin1String("--"))
            return false;
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("-help"))
            return true;
    }
    return false;
}

bool Args::side(const QString &name, std::optional<hardtack::Side> *side, QString *error) const
{
    if (!has(name))
        return true;
    const QString v = value(name);
    const int i = int(hardtack::sideNames().indexOf(v));
    if (i < 0) {
        *error = Tr::tr("%1: --%2 must be union or confederate, not \"%3\"")
                     .arg(m_command, name, v.left(20));
        return false;
    }
    *side = hardtack::Side(i);
    return true;
}

std::optional<qint64> Args::integer(const QString &name, qint64 fallback, qint64 min, qint64 max,
                                    QString *error) const
{
    if (!m_values.contains(name))
        return fallback;
    bool ok = false;
    const qint64 v = m_values.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max) {
        *error = Tr::tr("%1: --%2 must be a whole number from %3 to %4, not \"%5\"")
                     .arg(m_command, name).arg(min).arg(max).arg(m_values.value(name).left(40));
        return std::nullopt;
    }
    return v;
}

std::optional<quint64> Args::seed(const QString &name, quint64 fallback, QString *error) const
{
    if (!m_values.contains(name))
        return fallback;
    const QString text = m_values.value(name);
    bool ok = false;
    // Digits only: toULongLong would take "-1" as 2^64 - 1, and "+7" or " 7".
    const quint64 v = text.toULongLong(&ok);
    for (const QChar c : text)
        ok = ok && c.isDigit() && c.unicode() < 128;
    if (!ok || text.isEmpty()) {
        *error = Tr::tr("%1: --%2 must be a whole number from 0 to %3, not \"%4\"")
                     .arg(m_command, name, QString::number(std::numeric_limits<quint64>::max()), text.left(40));
        return std::nullopt;
    }
    return v;
}

bool seedRangeFits(const QString &command, quint64 seed, qint64 trials, QString *error)
{
    if (trials <= 1 || seed <= std::numeric_limits<quint64>::max() - quint64(trials - 1))
        return true;
    *error = Tr::tr("%1: --seed %2 with --trials %3 runs past the last seed (%4)")
                 .arg(command, QString::number(seed), QString::number(trials),
                      QString::number(std::numeric_limits<quint64>::max()));
    return false;
}

qint64 maxMoraleTrials(qsizetype units)
{
    return std::max<qint64>(1000, kMoraleTrialBudget / std::max<qint64>(1, units));
}

int fail(const QString &message)
{
    // Control characters escaped (issue 28 item 5): an argument or a value
    // holding a NUL or a newline cannot cut the message or forge another line.
    std::fprintf(stderr, "hardtack-cli: %s\n", hardtack::escapeControls(message).toLocal8Bit().constData());
    return 1;
}

void printJson(const QJsonObject &object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Compact);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fputc('\n', stdout);
}

void printLine(const QString &text)
{
    std::fprintf(stdout, "%s\n", text.toLocal8Bit().constData());
}

} // namespace hardtack::cli
