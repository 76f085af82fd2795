#include "names.h"

namespace hardtack {

namespace {
const QChar kMark = QLatin1Char('@');
const QChar kSeparator = QLatin1Char(':');
const QChar kEscape = QLatin1Char('\\');

bool isKeyChar(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
           || c == QLatin1Char('-');
}
} // namespace

QString generatedName(const char *key, const QStringList &args)
{
    QString out = kMark + QLatin1String(key);
    for (const QString &a : args) {
        out += kSeparator;
        for (QChar c : a) {
            if (c == kSeparator || c == kEscape)
                out += kEscape;
            out += c;
        }
    }
    return out;
}

std::optional<GeneratedName> parseGeneratedName(const QString &stored)
{
    if (!stored.startsWith(kMark))
        return std::nullopt;
    GeneratedName n;
    qsizetype i = 1;
    while (i < stored.size() && stored.at(i) != kSeparator) {
        if (!isKeyChar(stored.at(i)))
            return std::nullopt;
        n.key += stored.at(i++);
    }
    if (n.key.isEmpty())
        return std::nullopt;
    while (i < stored.size()) {
        ++i; // the separator
        QString arg;
        while (i < stored.size() && stored.at(i) != kSeparator) {
            if (stored.at(i) == kEscape) {
                if (++i == stored.size())
                    return std::nullopt; // a lone escape at the end
            }
            arg += stored.at(i++);
        }
        n.args.append(arg);
    }
    return n;
}

} // namespace hardtack
