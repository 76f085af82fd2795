#include "datadirs.h"

#include "core/jsonio.h"

#include <QCoreApplication>

#include <algorithm>
#include <QDir>
#include <QFileInfo>

namespace hardtack::app {

QStringList dataDirs()
{
    const QString bin = QCoreApplication::applicationDirPath();
    QStringList candidates{bin + QStringLiteral("/../share/hardtack"), bin};
#ifdef HARDTACK_SOURCE_DIR
    candidates.append(QStringLiteral(HARDTACK_SOURCE_DIR));
#endif
    QStringList out;
    for (const QString &c : candidates) {
        const QString dir = QDir::cleanPath(c);
        if (QFileInfo(dir + QStringLiteral("/scenarios")).isDir() && !out.contains(dir))
            out.append(dir);
    }
    return out;
}

QString defaultScenario()
{
    for (const QString &dir : dataDirs()) {
        const QDir scenarios(dir + QStringLiteral("/scenarios"));
        QStringList files = scenarios.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        // The tutorial first: it is where a new player starts.
        std::stable_partition(files.begin(), files.end(),
                              [](const QString &f) { return f.contains(QLatin1String("tutorial")); });
        for (const QString &f : files) {
            // Campaigns and naval battles live there too: take the first battle.
            LoadError error;
            const QString path = scenarios.filePath(f);
            if (peekFormat(path, &error) == QLatin1String("hardtack-scenario"))
                return path;
        }
    }
    return QString();
}

} // namespace hardtack::app
