#include "clock.h"

namespace hardtack {

namespace {
int minutesOfDay(const QTime &t) { return t.hour() * 60 + t.minute(); }

bool nightAt(const Scenario &s, int absoluteMinutes)
{
    const int m = absoluteMinutes % (24 * 60);
    return m < minutesOfDay(s.dawn) || m >= minutesOfDay(s.dusk);
}
} // namespace

int turnStartMinutes(const Scenario &s, int turn)
{
    int t = minutesOfDay(s.start);
    for (int k = 1; k < turn; ++k)
        t += nightAt(s, t) ? s.nightTurnMinutes : s.dayTurnMinutes;
    return t;
}

QTime turnTime(const Scenario &s, int turn)
{
    const int m = turnStartMinutes(s, turn) % (24 * 60);
    return QTime(m / 60, m % 60);
}

bool isNightTurn(const Scenario &s, int turn)
{
    return nightAt(s, turnStartMinutes(s, turn));
}

int turnLengthMinutes(const Scenario &s, int turn)
{
    return isNightTurn(s, turn) ? s.nightTurnMinutes : s.dayTurnMinutes;
}

} // namespace hardtack
