#include "settings.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace hardtack::ui {

namespace {
QVariant get(const char *key, const QVariant &fallback)
{
    return QSettings().value(QLatin1String(key), fallback);
}
void put(const char *key, const QVariant &v)
{
    QSettings().setValue(QLatin1String(key), v);
}
} // namespace

QString Settings::language() { return get("language", QString()).toString(); }
void Settings::setLanguage(const QString &lang) { put("language", lang); }
int Settings::animationMs() { return get("animationMs", 120).toInt(); }
void Settings::setAnimationMs(int ms) { put("animationMs", ms); }
bool Settings::safePalette() { return get("safePalette", false).toBool(); }
void Settings::setSafePalette(bool on) { put("safePalette", on); }
bool Settings::grid() { return get("grid", true).toBool(); }
void Settings::setGrid(bool on) { put("grid", on); }
bool Settings::coordinates() { return get("coordinates", true).toBool(); }
void Settings::setCoordinates(bool on) { put("coordinates", on); }
bool Settings::skipIdlePhases() { return get("skipIdlePhases", true).toBool(); }
void Settings::setSkipIdlePhases(bool on) { put("skipIdlePhases", on); }
bool Settings::autosave() { return get("autosave", true).toBool(); }
void Settings::setAutosave(bool on) { put("autosave", on); }
QStringList Settings::recentFiles() { return get("recentFiles", QStringList()).toStringList(); }

void Settings::addRecentFile(const QString &file)
{
    QStringList files = recentFiles();
    files.removeAll(file);
    files.prepend(file);
    put("recentFiles", files.mid(0, 8));
}

bool Settings::sessionOpen() { return get("sessionOpen", false).toBool(); }
void Settings::setSessionOpen(bool on) { put("sessionOpen", on); }

QString Settings::autosaveFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/autosave.json");
}

QString Settings::pbemFolder()
{
    return get("pbemFolder", QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/pbem"))
        .toString();
}

void Settings::setPbemFolder(const QString &dir) { put("pbemFolder", dir); }

} // namespace hardtack::ui
