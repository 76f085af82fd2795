#pragma once
// Internal to the event types: the one JSON writer and the one strict reader
// every event struct is serialised with. Each struct lists its members once,
// in a static `fields(self, visitor)`; the writer and the reader walk that
// list, so an event's saved shape and its loaded shape cannot drift apart.

#include "core/hex.h"
#include "core/jsonio.h"
#include "core/map.h"
#include "core/types.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTime>

#include <array>
#include <climits>
#include <concepts>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace hardtack::eventio {

// The file names of an enumeration used in events (specialised in events.cpp
// and events.h for every enum an event holds).
template<typename E>
const QStringList &namesOf();

// A name table from Latin-1 literals (the enums' file names).
inline QStringList latin1Names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *n : list)
        out.append(QString::fromLatin1(n));
    return out;
}

template<typename E>
concept NamedEnum = std::is_enum_v<E> && requires { namesOf<E>(); };

struct Writer;
struct Reader;

template<typename T>
concept HasFields = requires(T &t, Writer &w) { T::fields(t, w); };

// ---- adaptors ---------------------------------------------------------------
//
// For shapes the plain walk does not give (files that already exist must keep
// their bytes), fields() wraps a member in an adaptor; the adaptor holds a
// reference to the member (const while writing), so one fields() still serves
// the writer and the reader. Adaptors of the value (written in place of the
// member's plain value):
//   nullable(opt)       a std::optional written null when empty (the plain
//                       optional is omitted instead); required when reading.
//   maybeEmpty(string)  a QString that may be "" (plain strings must not be).
//   constant(x)         a fixed value: written as x; the reader refuses any
//                       other (a redundant marker such as "pinned": true).
//   ranged(x, lo, hi)   an int or double the reader requires in [lo, hi]
//                       (a file's documented limits).
// Adaptors of presence (whether the member is in the object at all):
//   omitDefault(m)      omitted when m equals its type's default (0, "",
//                       empty list); absent reads as that default.
//   when(c, m)          present exactly when c holds: written only then; the
//                       reader requires it then and refuses it otherwise. c is
//                       computed from members listed before it in fields(),
//                       which the reader has already read. m may be a member
//                       or a value adaptor (when(c, constant(true))).
//   flattened(s)        a nested struct with fields() whose members are
//                       written into this object, not into an object of their
//                       own. For a std::optional struct, its presence is keyed
//                       on the name given with it, one of its own members:
//                       v("roll", flattened(s.roll)) reads the struct iff
//                       "roll" is there (else its members are unknown here).
// Besides: a std::array<T, 2> is a value per side, indexed by int(Side),
// written {"union": …, "confederate": …}.

template<typename O>
struct Nullable
{
    using ValueAdaptorTag = void;
    O &value; // std::optional<T>, const when writing
};
template<typename O>
Nullable<O> nullable(O &value) { return {value}; }

template<typename S>
struct MayBeEmpty
{
    using ValueAdaptorTag = void;
    S &value; // QString, const when writing
};
template<typename S>
MayBeEmpty<S> maybeEmpty(S &value) { return {value}; }

template<typename T>
struct Constant
{
    using ValueAdaptorTag = void;
    T value;
};
template<typename T>
Constant<T> constant(T value) { return {std::move(value)}; }

template<typename T>
struct Ranged
{
    using ValueAdaptorTag = void;
    T &value; // int or double, const when writing
    std::remove_const_t<T> lo, hi;
};
template<typename T>
Ranged<T> ranged(T &value, std::remove_const_t<T> lo, std::remove_const_t<T> hi) { return {value, lo, hi}; }

template<typename A>
concept ValueAdaptor = requires { typename std::remove_cvref_t<A>::ValueAdaptorTag; };

template<typename T>
struct OmitDefault
{
    T &value;
};
template<typename T>
OmitDefault<T> omitDefault(T &value) { return {value}; }

template<typename M>
struct When
{
    bool present;
    M member; // a reference to the member, or a value adaptor
};
template<typename M>
When<M> when(bool present, M &&member) { return {present, std::forward<M>(member)}; }

template<typename T>
struct Flattened
{
    T &value; // a struct with fields(), or a std::optional of one; const when writing
};
template<typename T>
Flattened<T> flattened(T &value) { return {value}; }

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

template<typename T>
QJsonValue write(const std::array<T, 2> &a)
{
    QJsonObject o;
    o.insert(QLatin1String("union"), write(a[int(Side::Union)]));
    o.insert(QLatin1String("confederate"), write(a[int(Side::Confederate)]));
    return o;
}
template<typename O>
QJsonValue write(const Nullable<O> &a) { return a.value ? write(*a.value) : QJsonValue(QJsonValue::Null); }
template<typename S>
QJsonValue write(const MayBeEmpty<S> &a) { return QJsonValue(a.value); }
template<typename T>
QJsonValue write(const Constant<T> &a) { return write(a.value); }
template<typename T>
QJsonValue write(const Ranged<T> &a) { return write(a.value); }

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
    template<typename T>
    void operator()(const char *name, OmitDefault<const T> a)
    {
        if (!(a.value == T{}))
            object.insert(QLatin1String(name), write(a.value));
    }
    template<typename M>
    void operator()(const char *name, const When<M> &a)
    {
        if (a.present)
            (*this)(name, a.member);
    }
    template<HasFields T>
    void operator()(const char *, Flattened<const T> a) { T::fields(a.value, *this); }
    template<HasFields T>
    void operator()(const char *, Flattened<const std::optional<T>> a)
    {
        if (a.value)
            T::fields(*a.value, *this);
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

template<typename T>
void read(const JsonNode &n, std::array<T, 2> &a)
{
    read(n.member(QStringLiteral("union")), a[int(Side::Union)]);
    read(n.member(QStringLiteral("confederate")), a[int(Side::Confederate)]);
    n.allowOnly({QStringLiteral("union"), QStringLiteral("confederate")});
}
template<typename O>
void read(const JsonNode &n, const Nullable<O> &a)
{
    a.value.reset();
    if (!n.isNull()) {
        typename O::value_type x{};
        read(n, x);
        a.value = std::move(x);
    }
}
template<typename S>
void read(const JsonNode &n, const MayBeEmpty<S> &a) { a.value = n.string(true); }
template<typename T>
void read(const JsonNode &n, const Constant<T> &a)
{
    T x{};
    read(n, x);
    if (!(x == a.value)) {
        const QByteArray json = QJsonDocument(QJsonArray{write(a.value)}).toJson(QJsonDocument::Compact);
        n.fail(JsonNode::tr("expected %1").arg(QString::fromUtf8(json.mid(1, json.size() - 2))));
    }
}

template<typename T>
void read(const JsonNode &n, const Ranged<T> &a)
{
    if constexpr (std::is_integral_v<T>)
        a.value = n.integer(a.lo, a.hi);
    else
        a.value = n.number(a.lo, a.hi);
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
    template<ValueAdaptor A>
    void operator()(const char *name, const A &a)
    {
        seen.append(QLatin1String(name));
        read(node.member(QLatin1String(name)), a);
    }
    template<typename T>
    void operator()(const char *name, OmitDefault<T> a)
    {
        seen.append(QLatin1String(name));
        if (const auto m = node.optionalMember(QLatin1String(name)))
            read(*m, a.value);
        else
            a.value = T{};
    }
    template<typename M>
    void operator()(const char *name, const When<M> &a)
    {
        if (a.present)
            (*this)(name, static_cast<M>(a.member)); // a value adaptor as a temporary
        else if (const auto m = node.optionalMember(QLatin1String(name)))
            m->fail(JsonNode::tr("unexpected member \"%1\" here").arg(QLatin1String(name)));
    }
    template<HasFields T>
    void operator()(const char *, Flattened<T> a) { T::fields(a.value, *this); }
    template<HasFields T>
    void operator()(const char *name, Flattened<std::optional<T>> a)
    {
        a.value.reset();
        if (node.has(QLatin1String(name)))
            T::fields(a.value.emplace(), *this);
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

// ---- a log's variant of event kinds -----------------------------------------

// An event of kind T (with a kType and fields()) as {"type": kType, members}.
template<HasFields T>
QJsonObject writeTyped(const T &t)
{
    Writer w;
    w.object.insert(QStringLiteral("type"), QLatin1String(T::kType));
    T::fields(t, w);
    return w.object;
}

// The event a variant holds, written as its kind.
template<typename... Ts>
QJsonObject writeTyped(const std::variant<Ts...> &e)
{
    return std::visit([](const auto &x) { return writeTyped(x); }, e);
}

// Strict: an event of kind T, its members and "type" and nothing else (the
// "type" itself was read by readKind).
template<HasFields T>
T readTyped(const JsonNode &node)
{
    T t{};
    Reader r{node, {QStringLiteral("type")}};
    T::fields(t, r);
    node.allowOnly(r.seen);
    return t;
}

// The "type" names of a variant of event structs (each with a kType), in the
// order of its alternatives.
template<typename... Ts>
QStringList kindNames(const std::variant<Ts...> *)
{
    return QStringList{QString::fromLatin1(Ts::kType)...};
}

// The kType of the event a variant holds.
template<typename... Ts>
QString kindOf(const std::variant<Ts...> &e)
{
    return std::visit([](const auto &x) { return QString::fromLatin1(std::decay_t<decltype(x)>::kType); }, e);
}

// Strict: the alternative its "type" names (one of `names`, kindNames of
// the variant), read by `read(std::type_identity<T>{})`, the kind's reader.
template<typename... Ts, typename Read>
std::variant<Ts...> readKind(const JsonNode &node, const QStringList &names, const std::variant<Ts...> *, Read read)
{
    if (!node.isObject())
        node.fail(JsonNode::tr("expected an event object"));
    const int index = node.member(QStringLiteral("type")).choice(names);
    std::optional<std::variant<Ts...>> out;
    int i = 0;
    ((i++ == index ? (void)out.emplace(read(std::type_identity<Ts>{})) : void()), ...);
    return std::move(*out);
}

// A strict reader for callers outside a loader: the value, or the error.
template<typename Parse>
auto readOrError(const QJsonObject &object, LoadError *error, Parse parse)
    -> std::optional<decltype(parse(std::declval<const JsonNode &>()))>
{
    try {
        return parse(JsonNode(object, QStringLiteral("$"), QString()));
    } catch (const LoadFailure &f) {
        if (error)
            *error = f.error();
    }
    return std::nullopt;
}

} // namespace hardtack::eventio
