#pragma once
// Runs hardtack-cli (HARDTACK_CLI, set by the test's CMake) for the tests
// that check the command line: exit code, stdout and stderr.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace hardtack::test {

struct CliRun
{
    int exitCode = -1; // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HARDTACK_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline QJsonObject parseJson(const QByteArray &out)
{
    return QJsonDocument::fromJson(out).object();
}

} // namespace hardtack::test
