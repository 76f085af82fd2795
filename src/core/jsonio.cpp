#include "jsonio.h"
#include "strictjson.h"
#include "jsonwrite.h"
#include "types.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hardtack {

QString LoadError::text() const
{
    // Control characters escaped in every part (issue 28 item 5): a NUL or a
    // newline from a file, a value or a file name never cuts or forges a line.
    QString out = file.isEmpty() ? QStringLiteral("<input>") : escapeControls(displayFileName(file));
    if (!path.isEmpty())
        out += QStringLiteral(": ") + escapeControls(path);
    return out + QStringLiteral(": ") + escapeControls(message);
}

JsonNode::JsonNode(QJsonValue value, QString path, QString file)
    : m_value(std::move(value)), m_path(std::move(path)), m_file(std::move(file))
{
}

void JsonNode::fail(const QString &message) const
{
    throw LoadFailure(LoadError{m_file, m_path, message});
}

QString JsonNode::typeName() const
{
    switch (m_value.type()) {
    case QJsonValue::Null: return tr("null");
    case QJsonValue::Bool: return tr("a boolean");
    case QJsonValue::Double: return tr("a number");
    case QJsonValue::String: return tr("a string");
    case QJsonValue::Array: return tr("an array");
    case QJsonValue::Object: return tr("an object");
    case QJsonValue::Undefined: break;
    }
    return tr("nothing");
}

void JsonNode::requireObject() const
{
    if (!m_value.isObject())
        fail(tr("expected an object, found %1").arg(typeName()));
}

void JsonNode::requireArray() const
{
    if (!m_value.isArray())
        fail(tr("expected an array, found %1").arg(typeName()));
}

static QString memberPath(const QString &path, const QString &key)
{
    return path + QLatin1Char('.') + key;
}

JsonNode JsonNode::member(const QString &key) const
{
    requireObject();
    const QJsonObject o = m_value.toObject();
    auto it = o.constFind(key);
    if (it == o.constEnd())
        throw LoadFailure(LoadError{m_file, memberPath(m_path, key),
                                    tr("missing required member \"%1\"").arg(key)});
    return JsonNode(it.value(), memberPath(m_path, key), m_file);
}

std::optional<JsonNode> JsonNode::optionalMember(const QString &key) const
{
    requireObject();
    const QJsonObject o = m_value.toObject();
    auto it = o.constFind(key);
    if (it == o.constEnd())
        return std::nullopt;
    return JsonNode(it.value(), memberPath(m_path, key), m_file);
}

bool JsonNode::has(const QString &key) const
{
    return m_value.isObject() && m_value.toObject().contains(key);
}

QStringList JsonNode::keys() const
{
    requireObject();
    return m_value.toObject().keys();
}

void JsonNode::allowOnly(const QStringList &allowed) const
{
    requireObject();
    const QStringList present = m_value.toObject().keys();
    for (const QString &k : present) {
        if (!allowed.contains(k))
            JsonNode(m_value.toObject().value(k), memberPath(m_path, k), m_file)
                .fail(tr("unknown member \"%1\" (allowed: %2)").arg(k, allowed.join(QStringLiteral(", "))));
    }
}

int JsonNode::size() const
{
    requireArray();
    const int n = int(m_value.toArray().size());
    if (n > limits::maxArrayItems)
        fail(tr("array has %1 items, more than the limit of %2").arg(n).arg(limits::maxArrayItems));
    return n;
}

JsonNode JsonNode::at(int index) const
{
    requireArray();
    return JsonNode(m_value.toArray().at(index),
                    m_path + QStringLiteral("[%1]").arg(index), m_file);
}

QString JsonNode::string() const
{
    return string(false);
}

QString JsonNode::string(bool allowEmpty) const
{
    return string(allowEmpty, limits::maxStringLength);
}

QString JsonNode::string(bool allowEmpty, qsizetype maxLength) const
{
    if (!m_value.isString())
        fail(tr("expected a string, found %1").arg(typeName()));
    const QString s = m_value.toString();
    if (!allowEmpty && s.trimmed().isEmpty())
        fail(tr("must not be empty"));
    if (s.size() > maxLength)
        fail(tr("string is longer than %1 characters").arg(maxLength));
    return s;
}

QString JsonNode::name() const
{
    const QString s = string();
    if (s.size() > limits::maxNameLength)
        fail(tr("a name is at most %1 characters, this one has %2").arg(limits::maxNameLength).arg(s.size()));
    return s;
}

int JsonNode::rating() const
{
    const QString s = string();
    const int r = s.size() == 1 ? ratingFromLetter(s.at(0)) : 0;
    if (r == 0)
        fail(tr("expected a rating letter A to F, found \"%1\"").arg(s.left(20)));
    return r;
}

quint64 JsonNode::seed() const
{
    constexpr double exactLimit = double(quint64(1) << 53);
    if (m_value.isString()) {
        bool ok = false;
        const QString s = m_value.toString();
        const quint64 v = s.toULongLong(&ok);
        // Digits only: no sign, blanks or hex prefix.
        if (!ok || s.isEmpty() || !std::all_of(s.begin(), s.end(), [](QChar c) { return c.isDigit(); }))
            fail(tr("expected a seed as a decimal string of an unsigned 64-bit integer"));
        return v;
    }
    if (!m_value.isDouble())
        fail(tr("expected a seed (an integer, or a decimal string), found %1").arg(typeName()));
    const double d = m_value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < 0 || d > exactLimit)
        fail(tr("a seed as a number is a whole number from 0 to 2^53 (write a larger one as a string)"));
    return quint64(d);
}

QJsonValue seedToJson(quint64 seed)
{
    if (seed <= (quint64(1) << 53))
        return QJsonValue(qint64(seed));
    return QJsonValue(QString::number(seed));
}

int JsonNode::integer(int min, int max) const
{
    if (!m_value.isDouble())
        fail(tr("expected an integer, found %1").arg(typeName()));
    const double d = m_value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d))
        fail(tr("expected an integer, found %1").arg(QString::number(d, 'g', 15)));
    // A whole number is printed whole (2147483648, not 2.14748e+09).
    if (d < min || d > max)
        fail(tr("%1 is out of range (%2 to %3)").arg(QString::number(d, 'f', 0)).arg(min).arg(max));
    return int(d);
}

double JsonNode::number(double min, double max) const
{
    if (!m_value.isDouble())
        fail(tr("expected a number, found %1").arg(typeName()));
    const double d = m_value.toDouble();
    if (!std::isfinite(d))
        fail(tr("expected a finite number"));
    if (d < min || d > max)
        fail(tr("%1 is out of range (%2 to %3)").arg(QString::number(d, 'g', 15)).arg(min).arg(max));
    return d;
}

bool JsonNode::boolean() const
{
    if (!m_value.isBool())
        fail(tr("expected true or false, found %1").arg(typeName()));
    return m_value.toBool();
}

int JsonNode::choice(const QStringList &names) const
{
    if (!m_value.isString())
        fail(tr("expected one of %1, found %2").arg(names.join(QStringLiteral(", ")), typeName()));
    const int i = int(names.indexOf(m_value.toString()));
    if (i < 0)
        fail(tr("\"%1\" is not one of %2").arg(m_value.toString().left(80), names.join(QStringLiteral(", "))));
    return i;
}

QPair<int, int> JsonNode::pair() const
{
    if (!m_value.isArray() || m_value.toArray().size() != 2)
        fail(tr("expected a pair [column, row]"));
    return {at(0).integer(-1000000, 1000000), at(1).integer(-1000000, 1000000)};
}

JsonNode parseDocument(const QByteArray &bytes, const QString &fileName,
                       const QString &expectedFormat, int maxVersion)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        throw LoadFailure(LoadError{fileName, QStringLiteral("$"),
                                    JsonNode::tr("not valid JSON at byte %1: %2")
                                        .arg(pe.offset).arg(pe.errorString())});
    if (!doc.isObject())
        throw LoadFailure(LoadError{fileName, QStringLiteral("$"),
                                    JsonNode::tr("expected a JSON object at the top level")});
    // RFC 8259 beyond Qt's parser: no raw control characters, no member twice.
    if (const std::optional<JsonProblem> strict = strictJsonProblem(bytes))
        throw LoadFailure(LoadError{fileName, strict->path, strict->problem});
    // A top-level "$schema" names the file's JSON Schema for text editors
    // (docs/schemas/, FORMATS.md "Common rules"): any string, read by no
    // loader, so it is taken off here once for every format. Only at the top:
    // a document held inside another does not carry it.
    QJsonObject top = doc.object();
    if (const auto schema = top.constFind(QStringLiteral("$schema")); schema != top.constEnd()) {
        JsonNode(schema.value(), QStringLiteral("$.$schema"), fileName).string(true);
        top.remove(QStringLiteral("$schema"));
    }
    JsonNode root(top, QStringLiteral("$"), fileName);
    const QString format = root.member(QStringLiteral("format")).string();
    if (!expectedFormat.isEmpty() && format != expectedFormat)
        root.member(QStringLiteral("format"))
            .fail(JsonNode::tr("expected \"%1\", found \"%2\"").arg(expectedFormat, format.left(80)));
    root.member(QStringLiteral("version")).integer(1, maxVersion);
    return root;
}

void checkEmbeddedFormat(const JsonNode &node, const QString &format, int maxVersion)
{
    if (const auto f = node.optionalMember(QStringLiteral("format")); f && f->string() != format)
        f->fail(JsonNode::tr("expected \"%1\", found \"%2\"").arg(format, f->string().left(80)));
    if (const auto v = node.optionalMember(QStringLiteral("version")))
        v->integer(1, maxVersion);
}

namespace {
constexpr char16_t kEscapedByte = 0xDC00; // + the byte (0x80..0xFF)

bool isEscapedByte(QChar c) { return c.unicode() >= kEscapedByte + 0x80 && c.unicode() <= kEscapedByte + 0xFF; }

bool hasEscapedBytes(const QString &name)
{
    return std::any_of(name.begin(), name.end(), isEscapedByte);
}

// The length of the well-formed UTF-8 sequence at bytes[i] (1 to 4), or 0.
int utf8Length(const QByteArray &bytes, qsizetype i)
{
    const auto b = [&](qsizetype k) { return k < bytes.size() ? uchar(bytes.at(k)) : 0; };
    const uchar c = b(i);
    if (c < 0x80)
        return 1;
    const auto cont = [&](qsizetype k) { return (b(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const uchar lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF; // no overlong, no surrogate
        return b(i + 1) >= lo && b(i + 1) <= hi && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const uchar lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        return b(i + 1) >= lo && b(i + 1) <= hi && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}
} // namespace

QString decodeFileName(const QByteArray &bytes)
{
    QString out;
    for (qsizetype i = 0; i < bytes.size();) {
        const int n = utf8Length(bytes, i);
        if (n == 0) {
            out += QChar(char16_t(kEscapedByte + uchar(bytes.at(i))));
            ++i;
        } else {
            out += QString::fromUtf8(bytes.constData() + i, n);
            i += n;
        }
    }
    return out;
}

QByteArray encodeFileName(const QString &name)
{
    QByteArray out;
    QString run;
    for (const QChar c : name) {
        if (isEscapedByte(c)) {
            out += run.toUtf8();
            run.clear();
            out += char(c.unicode() - kEscapedByte);
        } else {
            run += c;
        }
    }
    return out + run.toUtf8();
}

QString displayFileName(const QString &name)
{
    if (!hasEscapedBytes(name))
        return name;
    QString out;
    for (const QChar c : name)
        out += isEscapedByte(c) ? QStringLiteral("\\x%1").arg(int(c.unicode() - kEscapedByte), 2, 16, QLatin1Char('0'))
                                : QString(c);
    return out;
}

namespace {
// A name with kept bytes (decodeFileName) is opened by its bytes: Qt would
// spell it in UTF-8, another name.
bool openByBytes(QFile &f, const QString &fileName)
{
#ifdef Q_OS_UNIX
    const QByteArray raw = encodeFileName(fileName);
    struct stat st{};
    if (::stat(raw.constData(), &st) != 0)
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))});
    if (S_ISDIR(st.st_mode))
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("is a folder, not a file")});
    if (!S_ISREG(st.st_mode))
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("is not a regular file")});
    const int fd = ::open(raw.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))});
    if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("cannot open: %1").arg(f.errorString())});
    }
    return true;
#else
    Q_UNUSED(f);
    Q_UNUSED(fileName);
    return false;
#endif
}
} // namespace

static QByteArray readBytes(const QString &fileName)
{
    QFile f;
    if (hasEscapedBytes(fileName) && openByBytes(f, fileName)) {
        if (f.size() > limits::maxFileBytes)
            throw LoadFailure(LoadError{fileName, {},
                                        JsonNode::tr("file is %1 bytes, more than the limit of %2")
                                            .arg(f.size()).arg(limits::maxFileBytes)});
        return f.read(limits::maxFileBytes + 1);
    }
    f.setFileName(fileName);
    const QFileInfo info(fileName);
    if (info.isDir())
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("is a folder, not a file")});
    // A named pipe or a device would block or never end: refused at once.
    if (info.exists() && !info.isFile())
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("is not a regular file")});
    if (!f.open(QIODevice::ReadOnly))
        throw LoadFailure(LoadError{fileName, {}, JsonNode::tr("cannot open: %1").arg(f.errorString())});
    if (f.size() > limits::maxFileBytes)
        throw LoadFailure(LoadError{fileName, {},
                                    JsonNode::tr("file is %1 bytes, more than the limit of %2")
                                        .arg(f.size()).arg(limits::maxFileBytes)});
    return f.read(limits::maxFileBytes + 1);
}

JsonNode readDocument(const QString &fileName, const QString &expectedFormat, int maxVersion)
{
    return parseDocument(readBytes(fileName), fileName, expectedFormat, maxVersion);
}

std::optional<QString> peekFormat(const QString &fileName, LoadError *error)
{
    try {
        const JsonNode root = parseDocument(readBytes(fileName), fileName, {}, 1000000);
        return root.member(QStringLiteral("format")).string();
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

QByteArray toJsonBytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

namespace {
bool writeBytes(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile f(fileName);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = JsonNode::tr("%1: cannot write: %2").arg(fileName, f.errorString());
        return false;
    }
    f.write(bytes);
    if (!f.commit()) {
        if (error)
            *error = JsonNode::tr("%1: cannot write: %2").arg(fileName, f.errorString());
        return false;
    }
    return true;
}
} // namespace

bool writeJsonFile(const QString &fileName, const QJsonObject &object, QString *error)
{
    return writeBytes(fileName, toJsonBytes(object), error);
}

bool writeCompactJsonFile(const QString &fileName, const QJsonObject &object, QString *error)
{
    return writeBytes(fileName, QJsonDocument(object).toJson(QJsonDocument::Compact), error);
}

} // namespace hardtack
