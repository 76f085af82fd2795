#include "rng.h"

#include <cmath>

namespace hardtack {

static quint64 splitmix64(quint64 &x)
{
    quint64 z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

Rng::Rng(quint64 seed)
{
    quint64 x = seed;
    for (auto &w : m_s)
        w = splitmix64(x);
}

quint64 Rng::next()
{
    const quint64 result = rotl(m_s[1] * 5, 7) * 9;
    const quint64 t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

int Rng::uniformInt(int lo, int hi)
{
    if (hi <= lo)
        return lo;
    const quint64 span = quint64(qint64(hi) - qint64(lo)) + 1;
    // Rejection sampling: draws above the largest multiple of span are redrawn.
    const quint64 limit = ~quint64(0) - (~quint64(0) % span);
    quint64 v;
    do {
        v = next();
    } while (v >= limit);
    return int(qint64(lo) + qint64(v % span));
}

double Rng::uniform01()
{
    return double(next() >> 11) * (1.0 / 9007199254740992.0);
}

double Rng::uniform(double lo, double hi)
{
    return lo + (hi - lo) * uniform01();
}

bool Rng::chance(double p)
{
    if (p <= 0)
        return false;
    if (p >= 1)
        return true;
    return uniform01() < p;
}

int Rng::roundWithProbability(double x)
{
    const double f = std::floor(x);
    const double frac = x - f;
    return int(f) + (frac > 0 && chance(frac) ? 1 : 0);
}

QJsonArray Rng::toJson() const
{
    QJsonArray a;
    for (quint64 w : m_s)
        a.append(QStringLiteral("%1").arg(w, 16, 16, QLatin1Char('0')));
    return a;
}

std::optional<Rng> Rng::fromJson(const QJsonArray &a)
{
    if (a.size() != 4)
        return std::nullopt;
    std::array<quint64, 4> s{};
    bool any = false;
    for (int i = 0; i < 4; ++i) {
        const QString h = a.at(i).toString();
        if (h.size() != 16)
            return std::nullopt;
        bool ok = false;
        s[i] = h.toULongLong(&ok, 16);
        if (!ok)
            return std::nullopt;
        any = any || s[i] != 0;
    }
    if (!any) // the all-zero state is a fixed point of xoshiro
        return std::nullopt;
    Rng r;
    r.setState(s);
    return r;
}

} // namespace hardtack
