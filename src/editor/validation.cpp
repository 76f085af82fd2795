#include "validation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace hardtack::editor {

namespace {
struct Validation
{
    Q_DECLARE_TR_FUNCTIONS(hardtack::editor::Validation)
};
} // namespace

Problem describePath(const Scenario &s, const QString &path, const QString &message)
{
    Problem p;
    p.path = path;
    p.message = message;
    static const QRegularExpression list(QStringLiteral(R"(^\$\.(map\.)?(\w+)\[(\d+)\])"));
    const QRegularExpressionMatch m = list.match(path);
    QString what;
    if (m.hasMatch()) {
        const bool inMap = !m.captured(1).isEmpty();
        const QString member = m.captured(2);
        const int i = m.captured(3).toInt();
        p.index = i;
        if (!inMap && member == QLatin1String("units")) {
            p.target = Problem::Target::Unit;
            what = i < s.units.size() ? Validation::tr("unit %1").arg(s.units.at(i).name) : Validation::tr("unit %1").arg(i + 1);
        } else if (!inMap && member == QLatin1String("formations")) {
            p.target = Problem::Target::Formation;
            what = i < s.formations.size()
                       ? Validation::tr("%1 %2").arg(editorWords().level(s.formations.at(i).level), s.formations.at(i).name)
                       : Validation::tr("formation %1").arg(i + 1);
        } else if (!inMap && member == QLatin1String("objectives")) {
            p.target = Problem::Target::Objective;
            what = i < s.objectives.size() ? Validation::tr("objective %1").arg(s.objectives.at(i).name)
                                           : Validation::tr("objective %1").arg(i + 1);
        } else if (!inMap && member == QLatin1String("reinforcements")) {
            p.target = Problem::Target::Reinforcement;
            what = Validation::tr("reinforcement %1").arg(i + 1);
        } else if (inMap && member == QLatin1String("labels")) {
            p.target = Problem::Target::Label;
            what = i < s.map.labels.size() ? Validation::tr("label %1").arg(s.map.labels.at(i).text) : Validation::tr("label %1").arg(i + 1);
        } else if (inMap && member == QLatin1String("roads")) {
            p.target = Problem::Target::Road;
            what = Validation::tr("road %1").arg(i + 1);
        } else if (inMap && member == QLatin1String("hexsides")) {
            p.target = Problem::Target::Hexside;
            what = Validation::tr("hexside %1").arg(i + 1);
        }
    } else if (path.startsWith(QLatin1String("$.map"))) {
        p.target = Problem::Target::Map;
        what = Validation::tr("the map");
    } else {
        what = Validation::tr("the scenario");
    }
    p.text = Validation::tr("%1: %2").arg(what, message);
    return p;
}

QVector<Problem> validate(const EditorDocument &doc)
{
    QVector<Problem> out;
    const Scenario &s = doc.scenario();
    // The file as it would be saved, with the map inside (so the map's
    // checks run too and nothing is read from disk).
    QJsonObject json = scenarioToJson(s, true, false);
    const QString file = doc.fileName().isEmpty() ? Validation::tr("(new scenario)") : doc.fileName();
    try {
        (void)scenarioFromJson(JsonNode(json, QStringLiteral("$"), file),
                               QFileInfo(file).absolutePath(), false);
    } catch (const LoadFailure &f) {
        out.append(describePath(s, f.error().path, f.error().message));
    }
    // What the game accepts but a scenario can hardly mean.
    QSet<QString> arriving;
    for (const Reinforcement &r : s.reinforcements)
        for (const QString &id : r.units)
            arriving.insert(id);
    for (int i = 0; i < s.units.size(); ++i)
        if (!s.units.at(i).onMap && !arriving.contains(s.units.at(i).id)) {
            Problem p = describePath(s, QStringLiteral("$.units[%1]").arg(i), Validation::tr("not on the map and arrives with no reinforcement"));
            p.warning = true;
            out.append(p);
        }
    for (const Side side : {Side::Union, Side::Confederate}) {
        bool any = false;
        for (const Unit &u : s.units)
            any = any || u.side == side;
        if (!any) {
            Problem p = describePath(s, QStringLiteral("$.units"), side == Side::Union ? Validation::tr("the Union has no units")
                                                                                          : Validation::tr("the Confederates have no units"));
            p.text = p.message;
            p.warning = true;
            out.append(p);
        }
    }
    if (s.objectives.isEmpty()) {
        Problem p = describePath(s, QStringLiteral("$.objectives"), Validation::tr("no objectives: the battle is decided by losses alone"));
        p.text = p.message;
        p.warning = true;
        out.append(p);
    }
    return out;
}

} // namespace hardtack::editor
