#pragma once
// The game's one seeded random generator (RULES §0). Every die in the rules
// comes from an instance of this class that the game owns and saves.
//
// Algorithm: xoshiro256** (Blackman & Vigna, 2018), seeded from a 64-bit seed
// through splitmix64. Its whole state is four 64-bit words, saved in files as
// 16-digit hex strings, so a reloaded game continues with the same dice.

#include <QJsonArray>
#include <QtGlobal>

#include <array>
#include <optional>

namespace hardtack {

class Rng
{
public:
    explicit Rng(quint64 seed = 0);

    quint64 next();                      // 64 random bits
    int uniformInt(int lo, int hi);      // uniform integer in [lo, hi], unbiased
    int d6() { return uniformInt(1, 6); }
    double uniform01();                  // uniform in [0, 1), 53 bits
    double uniform(double lo, double hi);
    bool chance(double p);               // true with probability p (clamped to [0,1])
    // RULES §0 "rounded with probability": 3.7 becomes 4 with chance 0.7, else 3.
    int roundWithProbability(double x);

    std::array<quint64, 4> state() const { return m_s; }
    void setState(const std::array<quint64, 4> &s) { m_s = s; }

    QJsonArray toJson() const;
    static std::optional<Rng> fromJson(const QJsonArray &a);

    bool operator==(const Rng &o) const { return m_s == o.m_s; }

private:
    std::array<quint64, 4> m_s;
};

} // namespace hardtack
