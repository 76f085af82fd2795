#pragma once
// Names the game makes (a recruited brigade, a replacement leader, the units
// of a campaign battle) are stored language-neutral: a key and its
// arguments, never words. The narrator words them in the reader's language
// (narrator/wordname.h), so a save made in German reads in French.
//
// The stored form (docs/FORMATS.md, "Generated names"):
//   "@" key { ":" argument }
// key is [a-z0-9-]+; in an argument "\" escapes the next character, so an
// argument holds ":" and "\" as "\:" and "\\". An argument may itself be a
// stored name (a regiment named after a generated brigade). A name that does
// not begin with "@key" is a writer's name and is shown as it is.
// Qt Core only.

#include <QString>
#include <QStringList>

#include <optional>

namespace hardtack {

// The keys, one per kind of generated name, with their arguments.
namespace namekey {
inline constexpr char infantryNo[] = "infantry-no";               // city, serial
inline constexpr char cavalryNo[] = "cavalry-no";                 // city, serial
inline constexpr char artilleryNo[] = "artillery-no";             // city, serial
inline constexpr char armyAt[] = "army-at";                       // city
inline constexpr char commanderAt[] = "commander-at";             // city
inline constexpr char shipNo[] = "ship-no";                       // city, serial
inline constexpr char squadronAt[] = "squadron-at";               // city
inline constexpr char replacementFor[] = "replacement-for";       // formation name
inline constexpr char regiment[] = "regiment";                    // brigade name, number
inline constexpr char battery[] = "battery";                      // brigade name, number
inline constexpr char generalCommanding[] = "general-commanding"; // army name
inline constexpr char colonelCommanding[] = "colonel-commanding"; // brigade name
inline constexpr char battleOf[] = "battle-of";                   // place
inline constexpr char campaignBattle[] = "campaign-battle";       // place (a battle's description)
} // namespace namekey

struct GeneratedName
{
    QString key;
    QStringList args;
};

// The stored form of key(args).
QString generatedName(const char *key, const QStringList &args);
// The key and arguments of a stored generated name; nullopt for any other
// text (a writer's name, or a malformed one, which is then shown as it is).
std::optional<GeneratedName> parseGeneratedName(const QString &stored);

} // namespace hardtack
