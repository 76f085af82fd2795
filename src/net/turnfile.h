#pragma once
// Turn files for play by e-mail (issue 23 item 1; FORMATS.md "Turn file").
// A turn file is one stretch of a side's orders (until the other side must
// act, or the battle ends), with everything a reader needs to check it: the
// battle's start and seed, every order from the start, the log hash those
// orders give, the hash of the turn file before it (a chain back to the
// start), and per side a salted PBKDF2 digest of that player's password. A
// file verifies alone (re-simulated from its start, seed and orders it gives
// its hash and its moment) and against the one before it (the same game, the
// chain unbroken, the earlier orders unchanged).

#include "core/jsonio.h"
#include "core/rules/game.h"
#include "core/rules/orders.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace hardtack {

// A salted PBKDF2-SHA256 digest of a password (QPasswordDigestor).
struct PasswordCheck
{
    QByteArray salt;    // 16 bytes
    QByteArray digest;  // 32 bytes
    bool matches(const QString &password) const;
    static PasswordCheck make(const QString &password, const QByteArray &salt);
    // With a fresh random salt (not the game's dice: the system's generator).
    static PasswordCheck make(const QString &password);
    friend bool operator==(const PasswordCheck &, const PasswordCheck &) = default;
};

struct TurnFile
{
    Scenario start;                 // the battle's start, map inline
    quint64 seed = 0;
    PasswordCheck passwords[2];     // by Side, set when the game is created
    QString previous;               // SHA-256 (hex) of the turn file before; empty for the first
    Side side = Side::Union;        // the sender: whose stretch of orders this is
    QVector<RecordedOrder> orders;  // every order from the start
    int from = 0;                   // orders[from..] are this stretch's
    int begun = 1;                  // times the sender began this stretch on its installation
    // Where the battle stands after the orders, and the log hash they give.
    int turn = 1;
    Phase phase = Phase::Movement;
    Side acting = Side::Union;      // who acts next
    bool over = false;
    QString logHash;
};

QJsonObject turnFileToJson(const TurnFile &t);
// The file's bytes as written (compact JSON), and their SHA-256 in hex: what
// the next file's "previous" names.
QByteArray turnFileBytes(const TurnFile &t);
QString turnFileHash(const QByteArray &bytes);

// A turn file's shape from its parsed JSON; throws LoadFailure (jsonio.h).
TurnFile turnFileFromJson(const JsonNode &root, const QString &fileName);
// Reads a turn file's shape (strict JSON, a legal start, orders that name what
// the battle holds); *bytes gets the file's bytes for the chain.
std::optional<TurnFile> readTurnFile(const QString &fileName, LoadError *error, QByteArray *bytes = nullptr);

// Re-simulates the file from its start, seed and orders: it must give its log
// hash and its moment, and orders[from..] must be the sender's. On success
// the game it ends in goes to *game. The refusal names the first difference.
std::optional<LoadError> verifyTurnFile(const TurnFile &t, const QString &fileName, std::optional<Game> *game = nullptr);
// `next` after `previous` (whose bytes are previousBytes): the same game
// (start, seed, passwords), the chain unbroken, the earlier orders unchanged,
// and the sender the side that was to act.
std::optional<LoadError> verifyTurnChain(const TurnFile &previous, const QByteArray &previousBytes,
                                         const TurnFile &next, const QString &nextFile);

// The turn file of the stretch just played on `game` by `sender`, its orders
// from index `from` on; `previousBytes` empty for the first file.
TurnFile makeTurnFile(const Game &game, const PasswordCheck passwords[2], Side sender, int from, int begun,
                      const QByteArray &previousBytes);

bool saveTurnFile(const TurnFile &t, const QString &fileName, QString *error);

// "the Union", "the Confederacy" (translated) for the turn files' messages.
QString sideInWords(Side s);

} // namespace hardtack
