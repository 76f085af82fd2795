#pragma once
// Live validation of the editor's document (issue 24 item 4): the loaders'
// own checks (scenarioFromJson, mapFromJson) run on the document as the file
// it would save, so the editor refuses nothing the game would accept and
// accepts nothing it would refuse. Problems carry the JSON path and what it
// points at, in words, so the problems dock can select the thing.
#include "editordocument.h"

namespace hardtack::editor {

struct Problem
{
    enum class Target { Document, Map, Unit, Formation, Objective, Reinforcement, Label, Road, Hexside };
    QString path;     // "$.units[12].hex"
    QString message;  // the loader's message
    QString text;     // in words: "unit 12th Georgia: hex [50,3] is off the map"
    Target target = Target::Document;
    int index = -1;   // into the scenario's (or map's) list for the target
    bool warning = false; // the game would load it, but something is likely forgotten
};

QVector<Problem> validate(const EditorDocument &doc);

// What a JSON path points at, for a scenario: "unit 12th Georgia",
// "brigade Iron Brigade", "objective Seminary", "reinforcement 2" …
Problem describePath(const Scenario &s, const QString &path, const QString &message);

} // namespace hardtack::editor
