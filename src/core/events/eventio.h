#pragma once
// Internal to the event types: the one JSON writer and the one strict reader
// every event struct is serialised with. Each struct lists its members once,
// in a static `fields(self, visitor)`; the writer and the reader walk that
// list, so an event's saved shape and its loaded shape cannot drift apart.

#include "core/hex.h"
#include "core/jsonio.h"
#include "core/map.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QTime>

#include <climits>
#include <concepts>
#include <optional>
#include <type_traits>

namespace hardtack::eventio {

// The file names of an enumeration used in events (specialised in events.cpp
// and events.h for every enum an event holds).
template<typename E>
const QStringList &namesOf();

template<typename E>
concept NamedEnum = std::is_enum_v<E> && requires { namesOf<E>(); };

struct Writer;
struct Reader;

template<typename T>
concept HasFields = requires(T &t, Writer &w) { T::fields(t, w); };

// ---- writing ----------------------------------------------------------------

inline QJsonValue write(int v) { return v; }
inline QJsonValue write(double v) { return v; }
inline QJsonValue write(bool v) { return v; }
inline QJsonValue write(const QString &v) { return v; }
inline QJsonValue write(Hex h) { return hexToJson(h); }
inline QJsonValue write(QTime t) { return t.toString(QStringLiteral("HH:mm")); }
inline QJsonValue write(const QStringList &l) { return QJsonArray::fromStringList(l); }
template<NamedEnum E>
QJsonValue write(E e) { return namesOf<E>().value(int(e)); }
template<HasFields T>
QJsonValue write(const T &t);
template<typename T>
QJsonValue write(const QVector<T> &v)
{
    QJsonArray a;
    for (const T &x : v)
        a.append(write(x));
    return a;
}

struct Writer
{
    QJsonObject object;
    template<typename T>
    void operator()(const char *name, const T &value) { object.insert(QLatin1String(name), write(value)); }
    template<typename T>
    void operator()(const char *name, const std::optional<T> &value)
    {
        if (value)
            object.insert(QLatin1String(name), write(*value));
    }
};

template<HasFields T>
QJsonValue write(const T &t)
{
    Writer w;
    T::fields(t, w);
    return w.object;
}

// ---- reading ----------------------------------------------------------------

inline void read(const JsonNode &n, int &v) { v = n.integer(INT_MIN, INT_MAX); }
inline void read(const JsonNode &n, double &v) { v = n.number(-1e300, 1e300); }
inline void read(const JsonNode &n, bool &v) { v = n.boolean(); }
inline void read(const JsonNode &n, QString &v) { v = n.string(); }
inline void read(const JsonNode &n, Hex &h)
{
    const auto [col, row] = n.pair();
    h = Hex::fromOffset(col, row);
}
void read(const JsonNode &n, QTime &t); // events.cpp
inline void read(const JsonNode &n, QStringList &l)
{
    l.clear();
    for (int i = 0, size = n.size(); i < size; ++i)
        l.append(n.at(i).string());
}
template<NamedEnum E>
void read(const JsonNode &n, E &e) { e = E(n.choice(namesOf<E>())); }
template<HasFields T>
void read(const JsonNode &n, T &t);
template<typename T>
void read(const JsonNode &n, QVector<T> &v)
{
    v.clear();
    for (int i = 0, size = n.size(); i < size; ++i) {
        T x{};
        read(n.at(i), x);
        v.append(std::move(x));
    }
}

struct Reader
{
    const JsonNode &node;
    QStringList seen;
    template<typename T>
    void operator()(const char *name, T &value)
    {
        seen.append(QLatin1String(name));
        read(node.member(QLatin1String(name)), value);
    }
    template<typename T>
    void operator()(const char *name, std::optional<T> &value)
    {
        seen.append(QLatin1String(name));
        value.reset();
        if (const auto m = node.optionalMember(QLatin1String(name))) {
            T x{};
            read(*m, x);
            value = std::move(x);
        }
    }
};

template<HasFields T>
void read(const JsonNode &n, T &t)
{
    if (!n.isObject())
        n.fail(JsonNode::tr("expected an object"));
    Reader r{n, {}};
    T::fields(t, r);
    n.allowOnly(r.seen);
}

} // namespace hardtack::eventio
