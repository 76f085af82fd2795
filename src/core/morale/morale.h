#pragma once
// Morale checks, rout cascades and rally checks (RULES §9, §10, §12; the seed
// text in shared/seeds is binding). Every check is rolled on the game's Rng
// and recorded as an event carrying its full explanation.
//
// "Unit id order" everywhere in this module means ascending QString::compare
// (case-sensitive, by UTF-16 code unit) of the unit ids.

#include "core/rng.h"
#include "core/scenario.h"
#include "core/types.h"
#include "core/events/events.h"
#include "core/morale/moraletypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <array>
#include <optional>
#include <vector>

namespace hardtack {

// What a morale check needs to know beyond the units themselves.
struct MoraleSituation
{
    Phase phase = Phase::OffensiveFire;
    bool night = false;
    bool routLimiting = false;
    QSet<QString> enfiladed; // units fired upon with enfilade in this phase (Unit::enfiladed counts too)
    // Why each unit of an end-of-phase check checks ("casualties",
    // "fatigue-900", or both joined by "+"); a unit not listed gets "end-of-phase".
    QHash<QString, QString> causes;
};

struct MoraleValue
{
    int base = 0;                        // quality number A=6 … F=1
    QVector<MoraleModifier> modifiers;   // every modifier that applies, in RULES §9 order
    int final = 0;                       // base + modifiers (not clamped)
};

// RULES §9: the morale value of unit u for a check now (cascadeStep 0 outside
// a cascade; with Rout Limiting a check at step k gets +k-1).
MoraleValue moraleValue(const Scenario &s, const Unit &u, const MoraleSituation &sit, int cascadeStep = 0);

// Exact chance that a morale check at this final value fails: P(d6 > m).
double moraleFailureChance(int finalMorale);

// One morale check as rolled: an end-of-phase check or a cascade check.
struct MoraleCheck
{
    int unit = -1;          // index into Scenario::units
    int parent = -1;        // cascade: index of the unit whose rout or failure caused this check
    int step = 0;           // cascade ring (first ring = 1); 0 for an end-of-phase check
    bool sameHex = false;   // cascade: in the same hex as its parent
    Status before = Status::Normal;
    MoraleValue value;      // base and final always; modifiers only when explained
    int roll = 0;
    MoraleResult result = MoraleResult::Passed;
    int stragglers = 0;     // men lost as stragglers
    bool artilleryHeld = false; // RULES §9 [reading]: unlimbered artillery disrupted instead of routed
    bool carriesOn = false; // RULES §10: a failure in an adjacent hex, the cascade goes on from its hex

    bool failed() const { return result != MoraleResult::Passed; }
    bool newlyRouted() const { return result == MoraleResult::Routed; }
    bool newlyDisrupted() const { return result == MoraleResult::Disrupted && before == Status::Normal; }
};

// Rolls one morale check of unit `unitIndex` now and applies its result
// (RULES §9). No cascade follows; explained: fill value.modifiers.
MoraleCheck takeMoraleCheck(Scenario &s, Rng &rng, int unitIndex, const MoraleSituation &sit,
                            bool explain = true);

// Where the units stand, for fast cascades: units by hex (in unit id order),
// leaders by hex, brigades as numbers. Valid while no unit or leader moves,
// enters or leaves the map and no unit is added; statuses, men and fatigue
// may change (they are read live). A copy of the scenario with the same
// positions may use the index of the original.
class CascadeIndex
{
public:
    explicit CascadeIndex(const Scenario &s);

    int unitCount() const { return int(m_cell.size()); }
    int cellOf(int unit) const { return m_cell[unit]; }             // -1: not on the map
    int cellOf(Hex h) const;                                         // -1: outside the indexed area
    // Cells of the hex of `cell` and its six neighbours (hex itself first;
    // -1 outside the indexed area).
    const std::array<int, 7> &neighbourhood(int cell) const { return m_neighbourhood[cell]; }
    const int *unitsBegin(int cell) const { return m_cellUnits.data() + m_cellStart[cell]; }
    const int *unitsEnd(int cell) const { return m_cellUnits.data() + m_cellStart[cell + 1]; }
    bool leaderIn(int cell, Side side) const { return m_leaderMask[cell] & (1u << int(side)); }
    int brigadeOf(int unit) const { return m_brigade[unit]; }
    Side sideOf(int unit) const { return Side(m_side[unit]); }
    int rank(int unit) const { return m_rank[unit]; } // position in unit id order
    int cellCount() const { return int(m_leaderMask.size()); }
    // The units of `side` a cascade from `cell` reaches: those of the cell
    // and of its six neighbours, in neighbourhood order and in unit id order
    // within a cell (the order the walk takes them), each with whether it
    // stands in an adjacent hex. One flat list per cell and side, so the hot
    // loop reads neither the cells nor the other side's units.
    struct Reach
    {
        int unit;
        bool adjacent;
    };
    const Reach *reachBegin(int cell, Side side) const { return m_reach.data() + m_reachStart[size_t(cell) * 2 + int(side)]; }
    const Reach *reachEnd(int cell, Side side) const { return m_reach.data() + m_reachStart[size_t(cell) * 2 + int(side) + 1]; }

private:
    int m_col0 = 0, m_row0 = 0, m_cols = 0, m_rows = 0;
    std::vector<int> m_cell;
    std::vector<int> m_brigade;
    std::vector<unsigned char> m_side;
    std::vector<std::array<int, 7>> m_neighbourhood;
    std::vector<int> m_rank;
    std::vector<int> m_cellStart;
    std::vector<int> m_cellUnits;
    std::vector<unsigned char> m_leaderMask;
    std::vector<int> m_reachStart; // per cell and side (cell * 2 + side), then one past the last
    std::vector<Reach> m_reach;
};

// The whole tree of one rout cascade (RULES §10), for the event log, the
// Cascade Lab and the statistics of `hardtack-cli cascade`.
struct CascadeTree
{
    QVector<int> triggers;        // units whose rout started it (unit id order)
    QVector<MoraleCheck> checks;  // in the order rolled: ring by ring, unit id order in a ring
    int failures = 0;
    int rings = 0;                // deepest step reached
};

// RULES §10, the one algorithm behind resolveCascade, resolvePhaseMorale,
// the CLI and the Lab. `triggers` are unit indices. explain=false skips the
// modifier lists (the fast path of statistics); the dice are the same.
CascadeTree runCascade(Scenario &s, const CascadeIndex &index, Rng &rng, const MoraleSituation &sit,
                       const QVector<int> &triggers, bool explain);

struct PhaseMoraleOutcome
{
    QVector<Event> events;       // in the order rolled (morale checks, the cascade)
    QStringList routed;          // units newly routed by these checks
    QStringList disrupted;       // units newly disrupted by these checks
    int checks = 0;
    int failures = 0;
    int cascades = 0;
    int stragglers = 0;          // men lost as stragglers
    CascadeTree cascade;         // the phase's cascade (empty when nobody routed)
};

// RULES §9–§10: the end-of-phase checks of `mustCheck` (in unit id order),
// then the phase's rout cascade started by every unit they routed. Applies
// every result to the scenario (status, stragglers).
PhaseMoraleOutcome resolvePhaseMorale(Scenario &s, Rng &rng, const MoraleSituation &sit,
                                      const QStringList &mustCheck);

// RULES §10 alone: the cascade started by `triggers`, units that have just
// routed (they take no cascade check). Used by the Cascade Lab and the CLI.
PhaseMoraleOutcome resolveCascade(Scenario &s, Rng &rng, const MoraleSituation &sit,
                                  const QStringList &triggers);

// Exact odds of a cascade (for the odds preview and the Lab), by enumerating
// every distinct outcome of the dice on a copy of the scenario. Nothing when
// more than maxOutcomes leaves would be needed.
struct CascadeOdds
{
    QHash<QString, double> checked;    // P(unit takes a cascade check)
    QHash<QString, double> failed;     // P(unit fails it)
    QHash<QString, double> routed;     // P(unit ends newly routed)
    QHash<QString, double> disrupted;  // P(unit ends newly disrupted)
    QHash<QString, double> stragglers; // expected men lost as stragglers
    QVector<double> size;              // size[k] = P(exactly k units fail)
    int outcomes = 0;                  // leaves enumerated
};
std::optional<CascadeOdds> cascadeOdds(const Scenario &s, const MoraleSituation &sit,
                                       const QStringList &triggers, int maxOutcomes = 1 << 16);

struct RallyValue
{
    int base = 0;
    QVector<MoraleModifier> steps; // leader step (with the leader's id in name), night halving
    QString leader;                // the leader used, if any
    int final = 0;
};

// RULES §12: the rally value of a routed unit now.
RallyValue rallyValue(const Scenario &s, const Unit &u, bool night);
// Exact chance a rally check at this value succeeds: P(d6 < m).
double rallyChance(int finalValue);
// Takes unit u's rally check, applies the result (routed → disrupted, marked
// rallied this turn) and returns the explained event. A unit that is not
// routed takes no check (no die): the event says "not-routed".
RallyCheckEvent takeRallyCheck(Scenario &s, Rng &rng, Unit &u, bool night);

// RULES §12 disruption recovery [default], for the phase controller: a
// disrupted unit that was disrupted when its player turn began
// (Unit::disruptedAtTurnStart) and did not rally this turn recovers with no
// enemy adjacent, otherwise on a d6 ≤ its quality. Returns the event, or an
// nothing when the unit was not eligible (no die rolled).
std::optional<DisruptionRecoveryEvent> takeDisruptionRecovery(Scenario &s, Rng &rng, Unit &u);
// ("Enemy adjacent" is board.h's enemyAdjacent, the one test of RULES §11–§12.)

// The event of one check (MoraleCheckEvent), and the summary event of a
// cascade (CascadeEvent); cause: a moraleCauseNames() name.
MoraleCheckEvent moraleCheckEvent(const Scenario &s, const MoraleCheck &check, const MoraleSituation &sit,
                                  const QString &cause);
CascadeEvent cascadeEvent(const Scenario &s, const CascadeTree &tree, const MoraleSituation &sit);

} // namespace hardtack
