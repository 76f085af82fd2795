#pragma once
// Writing JSON files in a chosen layout (jsonio.h writes them indented).

#include <QJsonObject>
#include <QString>

namespace hardtack {

// Atomic write (QSaveFile) of compact JSON, one line: battle saves, whose
// whole-day logs would be over limits::maxFileBytes indented (a whole
// Antietam: 28 MB compact, 76 MB indented).
bool writeCompactJsonFile(const QString &fileName, const QJsonObject &object, QString *error);

} // namespace hardtack
