#pragma once
// The subcommands of hardtack-cli (docs/CLI.md). Each takes the arguments after
// its name and returns the process exit code: 0 success, 1 bad input.

#include <QString>
#include <QStringList>

namespace hardtack::cli {

int cmdValidate(const QStringList &args);
int cmdRender(const QStringList &args);
int cmdCascade(const QStringList &args);
int cmdRally(const QStringList &args);
int cmdScore(const QStringList &args);
int cmdCampaign(const QStringList &args);
int cmdNaval(const QStringList &args);
int cmdPlay(const QStringList &args);
int cmdReplay(const QStringList &args);
int cmdView(const QStringList &args);
int cmdOdds(const QStringList &args);
int cmdNarrate(const QStringList &args);
int cmdTurn(const QStringList &args);
int cmdNet(const QStringList &args);

// Installs the translator of `lang` (en: none; de, fr: the built-in .qm).
bool installLanguage(const QString &lang, QString *error);

} // namespace hardtack::cli
