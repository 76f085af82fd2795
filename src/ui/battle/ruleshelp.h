#pragma once
// The rules reference inside the app (issue 9 "Help"): docs/RULES.md, whole
// or cut to the sections a panel is about, so F1 on a panel opens its rules.
// A panel names its sections with the "helpSections" property (a list of
// heading titles as RULES.md writes them, without the #s).

#include <QStringList>

class QWidget;

namespace hardtack::ui {

class RulesHelp
{
public:
    static const char *const kProperty; // "helpSections"

    // The sections of a Markdown document whose headings begin with one of
    // `titles`, each down to the next heading of its level or above, in
    // the order given; empty when none is found.
    static QString sections(const QString &markdown, const QStringList &titles);
    // The sections named by `widget` or the nearest parent that names some.
    static QStringList sectionsOf(const QWidget *widget);
    static void setSections(QWidget *widget, const QStringList &titles);
};

} // namespace hardtack::ui
