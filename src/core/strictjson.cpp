#include "strictjson.h"

#include <QCoreApplication>
#include <QSet>
#include <QVector>

namespace hardtack {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(JsonNode)
};

struct Frame
{
    bool object = false;
    int index = -1;      // arrays: the element being read
    QString key;         // objects: the member being read
    QSet<QString> keys;  // objects: the members seen
};

QString pathOf(const QVector<Frame> &stack)
{
    QString p = QStringLiteral("$");
    for (const Frame &f : stack) {
        if (f.object) {
            if (!f.key.isNull())
                p += QLatin1Char('.') + escapeControls(f.key);
        } else if (f.index >= 0) {
            p += QStringLiteral("[%1]").arg(f.index);
        }
    }
    return p;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

QString escapeControls(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

std::optional<JsonProblem> strictJsonProblem(const QByteArray &bytes)
{
    QVector<Frame> stack;
    const char *p = bytes.constData();
    const qsizetype n = bytes.size();
    bool expectKey = false; // the next string in an object is a member name
    for (qsizetype i = 0; i < n; ++i) {
        const char c = p[i];
        switch (c) {
        case '{':
            stack.append(Frame{true, -1, QString(), {}});
            expectKey = true;
            break;
        case '[':
            stack.append(Frame{false, 0, QString(), {}});
            expectKey = false;
            break;
        case '}':
        case ']':
            if (!stack.isEmpty())
                stack.removeLast();
            expectKey = false;
            break;
        case ',':
            if (!stack.isEmpty()) {
                if (stack.last().object) {
                    expectKey = true;
                } else {
                    ++stack.last().index;
                }
            }
            break;
        case '"': {
            // A string: raw control characters are refused; a member name is
            // decoded (escapes included) to find a second one of the same name.
            QByteArray utf8;
            QString decoded;
            const bool isKey = expectKey && !stack.isEmpty() && stack.last().object;
            for (++i; i < n && p[i] != '"'; ++i) {
                const unsigned char b = static_cast<unsigned char>(p[i]);
                if (b < 0x20) {
                    if (isKey) // the object's path, not its previous member's
                        stack.last().key = QString();
                    return JsonProblem{pathOf(stack),
                                       (isKey ? Tr::tr("a raw control character (byte %1) in a member name: it must be written \\u%2")
                                              : Tr::tr("a raw control character (byte %1) in a string: it must be written \\u%2"))
                                           .arg(int(b))
                                           .arg(int(b), 4, 16, QLatin1Char('0'))};
                }
                if (b != '\\') {
                    if (isKey)
                        utf8.append(char(b));
                    continue;
                }
                if (++i >= n)
                    break;
                if (!isKey) {
                    if (p[i] == 'u')
                        i += 4;
                    continue;
                }
                decoded += QString::fromUtf8(utf8);
                utf8.clear();
                switch (p[i]) {
                case 'b': decoded += QChar(0x08); break;
                case 'f': decoded += QChar(0x0c); break;
                case 'n': decoded += QChar(0x0a); break;
                case 'r': decoded += QChar(0x0d); break;
                case 't': decoded += QChar(0x09); break;
                case 'u': {
                    int v = 0;
                    for (int k = 1; k <= 4 && i + k < n; ++k)
                        v = v * 16 + std::max(0, hexDigit(p[i + k]));
                    decoded += QChar(char16_t(v));
                    i += 4;
                    break;
                }
                default: decoded += QLatin1Char(p[i]); break; // " \ /
                }
            }
            if (isKey) {
                decoded += QString::fromUtf8(utf8);
                Frame &f = stack.last();
                f.key = decoded;
                if (f.keys.contains(decoded))
                    return JsonProblem{pathOf(stack),
                                       Tr::tr("the member \"%1\" is given twice in this object").arg(escapeControls(decoded.left(80)))};
                f.keys.insert(decoded);
                expectKey = false;
            }
            break;
        }
        default:
            break;
        }
    }
    return std::nullopt;
}

} // namespace hardtack
