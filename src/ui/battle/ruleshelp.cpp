#include "ruleshelp.h"

#include <QVariant>
#include <QWidget>

namespace hardtack::ui {

const char *const RulesHelp::kProperty = "helpSections";

namespace {
// The level of a Markdown heading line ("### x" → 3), 0 for other lines.
int headingLevel(const QString &line)
{
    int n = 0;
    while (n < line.size() && line.at(n) == QLatin1Char('#'))
        ++n;
    return n > 0 && n < line.size() && line.at(n) == QLatin1Char(' ') ? n : 0;
}
} // namespace

QString RulesHelp::sections(const QString &markdown, const QStringList &titles)
{
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QString out;
    bool inFence = false;
    QVector<int> levels(lines.size(), 0);
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(QLatin1String("```")))
            inFence = !inFence;
        levels[i] = inFence ? 0 : headingLevel(lines.at(i));
    }
    for (const QString &title : titles) {
        for (int i = 0; i < lines.size(); ++i) {
            const int level = levels.at(i);
            if (!level || !lines.at(i).mid(level + 1).trimmed().startsWith(title))
                continue;
            int end = i + 1;
            while (end < lines.size() && (levels.at(end) == 0 || levels.at(end) > level))
                ++end;
            out += lines.mid(i, end - i).join(QLatin1Char('\n')) + QLatin1Char('\n');
            break;
        }
    }
    return out;
}

QStringList RulesHelp::sectionsOf(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        const QStringList titles = w->property(kProperty).toStringList();
        if (!titles.isEmpty())
            return titles;
    }
    return {};
}

void RulesHelp::setSections(QWidget *widget, const QStringList &titles)
{
    widget->setProperty(kProperty, titles);
}

} // namespace hardtack::ui
