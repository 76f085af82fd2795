#pragma once
// Reading and writing Hardtack's JSON files with errors that name the file,
// the JSON path and the problem (PRODUCT.md, "Quality bar").

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <exception>
#include <optional>

namespace hardtack {

// One load error: "FILE: PATH: MESSAGE". path is a JSON path such as
// "$.units[3].hex" ("$" for the whole document).
struct LoadError
{
    QString file;
    QString path;
    QString message;

    QString text() const;
};

// Thrown inside loaders only; every public load function catches it and
// returns a LoadError instead.
class LoadFailure : public std::exception
{
public:
    explicit LoadFailure(LoadError error) : m_error(std::move(error)) {}
    const LoadError &error() const { return m_error; }
    const char *what() const noexcept override { return "hardtack load failure"; }

private:
    LoadError m_error;
};

// Limits that keep a hostile file from exhausting memory before it is checked,
// and maxima the program meets (issue 28 item 4; benchmarked by scripts/bench
// limits: the largest map opens in the window within 5 s and 500 MB, the
// largest battle plays a turn headless within 10 s). FORMATS.md "Limits".
namespace limits {
constexpr qint64 maxFileBytes = 64 * 1024 * 1024;
constexpr int maxMapSide = 200;        // hexes per side of a map
constexpr int maxUnits = 1000;         // units of a battle, reinforcements included
constexpr int maxArrayItems = 100000;  // any list in a file
constexpr int maxStringLength = 10000;
constexpr int maxNameLength = 120;     // a name, title or id (the longest shipped is 68)
}

// A JSON value together with where it came from. All accessors check type and
// range and throw LoadFailure naming this node's path when the check fails.
class JsonNode
{
    Q_DECLARE_TR_FUNCTIONS(JsonNode)

public:
    JsonNode(QJsonValue value, QString path, QString file);

    const QJsonValue &value() const { return m_value; }
    const QString &path() const { return m_path; }
    const QString &file() const { return m_file; }

    bool isNull() const { return m_value.isNull(); }
    bool isObject() const { return m_value.isObject(); }
    bool isArray() const { return m_value.isArray(); }
    bool isString() const { return m_value.isString(); }

    // Object members. member() requires the key; optionalMember() returns
    // nothing when the key is absent.
    JsonNode member(const QString &key) const;
    std::optional<JsonNode> optionalMember(const QString &key) const;
    bool has(const QString &key) const;
    QStringList keys() const;
    // Refuses members other than those listed (catches typos in hand-made files).
    void allowOnly(const QStringList &allowed) const;

    // Arrays.
    int size() const;
    JsonNode at(int index) const;

    QString string() const;                           // non-empty unless allowEmpty
    QString string(bool allowEmpty) const;
    // A string allowed to be longer than maxStringLength (up to maxLength):
    // a save's told masks, one character per event of its log.
    QString string(bool allowEmpty, qsizetype maxLength) const;
    // A name, title or id: non-empty, at most limits::maxNameLength characters.
    QString name() const;
    int integer(int min, int max) const;
    // A seed: an integer from 0 to 2^53, or a decimal string for any unsigned
    // 64-bit value (a JSON number rounds above 2^53).
    quint64 seed() const;
    // A quality or leadership rating: one letter A (6, best) to F (1) (RULES §0).
    int rating() const;
    double number(double min, double max) const;
    bool boolean() const;
    // One of the given names; returns its index.
    int choice(const QStringList &names) const;
    // [col,row] pair of integers.
    QPair<int, int> pair() const;

    [[noreturn]] void fail(const QString &message) const;

private:
    void requireObject() const;
    void requireArray() const;
    QString typeName() const;

    QJsonValue m_value;
    QString m_path;
    QString m_file;
};

// Reads a file (size-checked), parses it, and checks "format" and "version".
// Throws LoadFailure. expectedFormat empty: any Hardtack format.
JsonNode readDocument(const QString &fileName, const QString &expectedFormat, int maxVersion);
JsonNode parseDocument(const QByteArray &bytes, const QString &fileName,
                       const QString &expectedFormat, int maxVersion);

// A document held inside another (a save's scenarios, an inline map, a
// campaign save's campaign, a pending naval battle): its "format" and
// "version", optional there, must be the ones this program reads when given.
void checkEmbeddedFormat(const JsonNode &node, const QString &format, int maxVersion);

// The "format" member of a JSON file, or an error (for dispatching validate).
std::optional<QString> peekFormat(const QString &fileName, LoadError *error);

// File names in any encoding the system uses (issue 28 item 4). Qt 6 reads
// every name as UTF-8 and turns a byte that is not (a Latin-1 "café") into
// U+FFFD, so the file cannot be opened again. decodeFileName keeps each such
// byte b as the code unit U+DC00 + b (as Python's surrogateescape does);
// encodeFileName gives the bytes back, and the loaders (readDocument) open
// such a name by its bytes. A name that is UTF-8 decodes as Qt decodes it.
QString decodeFileName(const QByteArray &bytes);
QByteArray encodeFileName(const QString &name);
// The name for a message: each kept byte written \xHH.
QString displayFileName(const QString &name);

// A seed for JSON, exactly: an integer up to 2^53, else a decimal string
// (JsonNode::seed reads both).
QJsonValue seedToJson(quint64 seed);

// Atomic write (QSaveFile): the old file survives any failure.
bool writeJsonFile(const QString &fileName, const QJsonObject &object, QString *error);
QByteArray toJsonBytes(const QJsonObject &object);

} // namespace hardtack
