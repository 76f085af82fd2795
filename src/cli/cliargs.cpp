#include "cliargs.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace hardtack::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

std::optional<Args> Args::parse(const QString &command, const QStringList &args,
                                const QStringList &valueOptions, const QStringList &flags,
                                QString *error)
{
    Args out;
    out.m_command = command;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a.startsWith(QLatin1String("--")) && a.size() > 2) {
            QString name = a.mid(2);
            QString value;
            bool inlineValue = false;
            if (const int eq = int(name.indexOf(QLatin1Char('='))); eq >= 0) {
                value = name.mid(eq + 1);
                name = name.left(eq);
                inlineValue = true;
            }
            if (valueOptions.contains(name)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size()) {
                        *error = Tr::tr("%1: option --%2 needs a value").arg(command, name);
                        return std::nullopt;
                    }
                    value = args.at(++i);
                }
                out.m_values.insert(name, value);
            } else if (flags.contains(name) && !inlineValue) {
                out.m_flags.insert(name);
            } else {
                *error = Tr::tr("%1: unknown option --%2").arg(command, name);
                return std::nullopt;
            }
        } else {
            out.m_positional.append(a);
        }
    }
    return out;
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

int fail(const QString &message)
{
    std::fprintf(stderr, "hardtack-cli: %s\n", message.toLocal8Bit().constData());
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
