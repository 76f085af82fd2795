#pragma once
// RFC 8259 strictness that Qt's JSON parser does not give (issue 28): every
// file and message is refused, with the JSON path, when a string holds a raw
// control character (U+0000–U+001F must be escaped) or an object names the
// same member twice (Qt keeps the last one, so `{"men": -5, "men": 450}`
// would load as 450). Run on bytes Qt has already parsed without error.

#include <QByteArray>
#include <QString>

#include <optional>

namespace hardtack {

struct JsonProblem
{
    QString path;     // "$.units[3].id"; control characters in keys escaped
    QString problem;  // in words (translated)
};

std::optional<JsonProblem> strictJsonProblem(const QByteArray &bytes);

// A key or text for a message: control characters as \uXXXX, so a NUL never
// cuts it short.
QString escapeControls(const QString &text);

} // namespace hardtack
