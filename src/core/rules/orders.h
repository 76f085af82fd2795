#pragma once
// Orders (STYLE.md §3): everything a player does is an Order. Game::check()
// says whether it is allowed (or why not, in words a player can read);
// Game::apply() carries it out. Humans, the AI, replays and the CLI all use
// this one door.

#include "core/hex.h"
#include "core/jsonio.h"
#include "core/types.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hardtack {

enum class OrderType { Move, ChangeFacing, ChangeFormation, Fire, Melee, EndPhase };
const QStringList &orderTypeNames(); // move change-facing change-formation fire melee end-phase
// RULES §4 / STYLE §8: the orders a player may take back (they roll no die):
// moves, facing and formation changes. The one place that says so; the
// game's undo history (Game::undo) and every window's Undo follow it.
constexpr bool isUndoable(OrderType t)
{
    return t == OrderType::Move || t == OrderType::ChangeFacing || t == OrderType::ChangeFormation;
}

struct Order
{
    OrderType type = OrderType::EndPhase;
    // Move, ChangeFacing, ChangeFormation: exactly one unit (or `leader`
    // instead for Move and ChangeFacing). Fire: the firers. Melee: the attackers.
    QStringList units;
    QString leader;
    QVector<Hex> path;              // Move: the hexes entered, in order
    std::optional<HexSide> facing;  // ChangeFacing: the new facing; Move: facing at the end
    UnitFormation formation = UnitFormation::None; // ChangeFormation
    Hex target;                     // Fire, Melee: the target hex
    QString advance;                // Melee: attacker that advances into a vacated hex

    static Order move(const QString &unit, const QVector<Hex> &path, std::optional<HexSide> facing = std::nullopt);
    static Order moveLeader(const QString &leader, const QVector<Hex> &path);
    static Order changeFacing(const QString &unit, HexSide facing);
    static Order changeFormation(const QString &unit, UnitFormation formation);
    static Order fire(const QStringList &firers, Hex target);
    static Order melee(const QStringList &attackers, Hex target, const QString &advance = {});
    static Order endPhase();

    QJsonObject toJson() const;
    // The order as written by toJson(); throws LoadFailure naming the JSON
    // path (only the shape is checked here: Game::check judges the rest).
    static Order fromJson(const JsonNode &node);
    friend bool operator==(const Order &, const Order &) = default;
};

// An order as applied, where and by whom: the record that makes a battle
// replayable (saves keep them; `hardtack-cli replay` re-applies them).
struct RecordedOrder
{
    int turn = 1;
    Phase phase = Phase::Movement;
    Side side = Side::Union;   // the side that gave it (the acting side)
    Order order;

    QJsonObject toJson() const;
    static RecordedOrder fromJson(const JsonNode &node);
    friend bool operator==(const RecordedOrder &, const RecordedOrder &) = default;
};

// Why an order is refused. The message is for the player (translated).
enum class Refusal {
    None,
    GameOver,
    WrongPhase,
    WrongSide,
    NoUnits,
    UnknownUnit,
    UnknownLeader,
    DuplicateUnit,
    NotOnMap,
    Routed,
    Disrupted,
    Detached,
    AlreadyFired,
    AlreadyMeleed,
    CannotMove,
    EmptyPath,
    NotAdjacentStep,
    OffMap,
    Impassable,
    EnemyOccupied,
    ZocStop,
    NotEnoughMp,
    Stacking,
    DisruptedAdjacent,
    SameFacing,
    BadFormation,
    SameFormation,
    CannotFire,
    NoAmmo,
    LowAmmo,
    ArtilleryMoved,
    OutOfRange,
    NotInFront,
    NoLineOfSight,
    NoTarget,
    NotAdjacent,
    CannotMelee,
    BadAdvance,
};

struct CheckResult
{
    Refusal reason = Refusal::None;
    QString message;

    bool ok() const { return reason == Refusal::None; }
    explicit operator bool() const { return ok(); }
    static CheckResult accept() { return {}; }
};

} // namespace hardtack
