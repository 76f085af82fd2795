#pragma once
// The game's settings, typed, over one QSettings (issue 9): language,
// animation speed, palette, grid, coordinates, autosave, recent files and
// the play-by-e-mail folder.

#include <QStringList>

namespace hardtack::ui {

class Settings
{
public:
    static QString language();               // "" = the system's
    static void setLanguage(const QString &lang);
    static int animationMs();                // delay between a computer side's orders; 0 = off
    static void setAnimationMs(int ms);
    static bool safePalette();               // the colour-blind-safe palette
    static void setSafePalette(bool on);
    static bool grid();
    static void setGrid(bool on);
    static bool coordinates();
    static void setCoordinates(bool on);
    // Fire and melee phases in which none of the player's units can act end
    // by themselves (default on).
    static bool skipIdlePhases();
    static void setSkipIdlePhases(bool on);
    static bool autosave();
    static void setAutosave(bool on);
    static QStringList recentFiles();
    static void addRecentFile(const QString &file);
    // Set while a battle runs, cleared on a clean exit: a crash leaves it set.
    static bool sessionOpen();
    static void setSessionOpen(bool on);
    static QString autosaveFile();
    // Where play by e-mail writes turn files (default: "pbem" in the
    // application data folder); the last folder chosen for a new game.
    static QString pbemFolder();
    static void setPbemFolder(const QString &dir);
};

} // namespace hardtack::ui
