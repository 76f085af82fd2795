#include "hardplayer.h"

#include "aiplan.h"

#include "core/rules/board.h"
#include "core/rules/victory.h"

#include <QMap>

#include <algorithm>
#include <climits>

namespace hardtack {

namespace {

struct Candidate
{
    QString name;
    ai::Tuning tuning;
};

// Brigades in contact (a unit within 4 hexes of a seen enemy), nearest
// contact first, then by id: those a "hold back" variant may keep in place.
QStringList brigadesInContact(const SideView &view)
{
    const Scenario &s = view.scenario;
    QVector<Hex> enemies;
    for (const Unit &u : s.units)
        if (u.side != view.side && isOnBoard(u))
            enemies.append(u.hex);
    QMap<QString, int> nearest;   // brigade → distance of its unit nearest an enemy (ordered by id)
    for (const Unit &u : s.units) {
        if (u.side != view.side || !isOnBoard(u) || u.type == UnitType::Wagon || u.isRouted())
            continue;
        int d = INT_MAX;
        for (const Hex &e : enemies)
            d = std::min(d, distance(u.hex, e));
        auto it = nearest.find(u.brigade);
        if (it == nearest.end())
            nearest.insert(u.brigade, d);
        else
            *it = std::min(*it, d);
    }
    QVector<QPair<int, QString>> in;
    for (auto it = nearest.cbegin(); it != nearest.cend(); ++it)
        if (it.value() <= 4)
            in.append({it.value(), it.key()});
    std::stable_sort(in.begin(), in.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList out;
    for (const auto &p : in)
        out.append(p.second);
    return out;
}

QVector<Candidate> candidatesFor(const SideView &view, int max)
{
    QVector<Candidate> out;
    out.append({QStringLiteral("normal"), {}});
    const bool attacks = ai::readPosture(view).attack;
    ai::Tuning flip;
    flip.posture = attacks ? -1 : +1;
    out.append({attacks ? QStringLiteral("hold") : QStringLiteral("attack"), flip});
    ai::Tuning bold;
    bold.risk = 0.5;
    bold.meleeNeed = -0.1;
    out.append({QStringLiteral("bold"), bold});
    ai::Tuning cautious;
    cautious.risk = 2.5;
    cautious.meleeNeed = 0.1;
    out.append({QStringLiteral("cautious"), cautious});
    for (const QString &b : brigadesInContact(view)) {
        ai::Tuning held;
        held.holdBrigades.insert(b);
        out.append({QStringLiteral("hold ") + b, held});
    }
    if (out.size() > max)
        out.resize(max);
    return out;
}

} // namespace

HardPlayer::Bounds HardPlayer::boundsFor(int units)
{
    Bounds b;
    if (units <= 80)
        return b;                 // 6 candidates, 2 samples, 4 player turns
    if (units <= 250) {
        b.samples = 1;
        b.playerTurns = 2;
        return b;
    }
    b.candidates = 3;
    b.samples = 1;
    b.playerTurns = 1;
    b.lastMelee = false;
    return b;
}

HardPlayer::HardPlayer(quint64 seed) : m_seed(seed), m_ai(seed) {}

// Plays `tuning` forward on a game of the view: this side's player turn (the
// enemy's Defensive Fire included), then bounds.playerTurns − 1 more player turns
// by the Normal player on both sides; returns this side's VP lead at the end.
double HardPlayer::playout(const SideView &view, const ai::Tuning &tuning, quint64 dice, const Bounds &bounds) const
{
    SideView v = view;
    v.scenario.rules.fogOfWar = false;   // everything in it is what the side knows
    Battle b = Game::fromView(v).battle();
    b.rng = Rng(dice);
    Game g(std::move(b));
    g.setUndoKept(false);
    const Side me = view.side;
    AiPlayer mine(m_seed);
    mine.setTuning(tuning);
    AiPlayer theirs(m_seed ^ 0x5eedULL);
    const int playerTurns = bounds.playerTurns;
    int played = 0;   // player turns begun
    Side phasing = g.phasingSide();
    for (int step = 0; step < 8 * playerTurns + 8 && !g.over(); ++step) {
        if (step == 0 || g.phasingSide() != phasing) {
            if (++played > playerTurns)
                break;
            phasing = g.phasingSide();
            if (played > 1)
                mine.setTuning({});   // the candidate plans one turn; Normal after it
        }
        if (!bounds.lastMelee && played == playerTurns && g.phase() == Phase::Melee)
            break;
        const Side acting = g.actingSide();
        playPhase(g, acting == me ? static_cast<TacticalPlayer &>(mine) : theirs, AiPlayer::kRoundsPerPhase);
    }
    const VictoryResult r = computeVictory(g.scenario());
    return double(r.vp[int(me)]) - double(r.vp[int(otherSide(me))]);
}

void HardPlayer::choose(const SideView &view)
{
    int units = 0;
    for (const Unit &u : view.scenario.units)
        units += isOnBoard(u) ? 1 : 0;
    const Bounds bounds = boundsFor(units);
    const QVector<Candidate> cands = candidatesFor(view, bounds.candidates);
    m_scores.clear();
    // Every candidate meets the same dice (sample k's seed); the best mean
    // wins, the earlier candidate (Normal first) on a tie.
    for (int i = 0; i < cands.size(); ++i) {
        double sum = 0;
        for (int k = 0; k < bounds.samples; ++k)
            sum += playout(view, cands.at(i).tuning,
                           m_seed * 7919 + quint64(view.turn) * 104729 + quint64(k) * 15485863 + 1, bounds);
        m_scores.append({cands.at(i).name, sum / bounds.samples});
    }
    int best = 0;
    for (int i = 1; i < cands.size(); ++i)
        if (m_scores.at(i).second > m_scores.at(best).second)
            best = i;
    m_choice = cands.at(best).name;
    m_ai.setTuning(cands.at(best).tuning);
}

QVector<Order> HardPlayer::orders(const SideView &view)
{
    if (view.phase == Phase::Movement && view.phasingSide == view.side && view.turn != m_chosenTurn && !view.over) {
        m_chosenTurn = view.turn;
        choose(view);
    }
    return m_ai.orders(view);
}

} // namespace hardtack
