#include "wordname.h"

#include "core/names.h"

#include <cstring>

namespace hardtack {

namespace {
struct Wording
{
    const char *key;
    const char *text; // its arguments are %1, %2, … in order
    int args;
};

// One row per key of core/names.h.
constexpr Wording kWordings[] = {
    {namekey::infantryNo, QT_TRANSLATE_NOOP("GeneratedName", "%1 Infantry No. %2"), 2},
    {namekey::cavalryNo, QT_TRANSLATE_NOOP("GeneratedName", "%1 Cavalry No. %2"), 2},
    {namekey::artilleryNo, QT_TRANSLATE_NOOP("GeneratedName", "%1 Artillery No. %2"), 2},
    {namekey::armyAt, QT_TRANSLATE_NOOP("GeneratedName", "Army at %1"), 1},
    {namekey::commanderAt, QT_TRANSLATE_NOOP("GeneratedName", "Commander at %1"), 1},
    {namekey::shipNo, QT_TRANSLATE_NOOP("GeneratedName", "%1 No. %2"), 2},
    {namekey::squadronAt, QT_TRANSLATE_NOOP("GeneratedName", "%1 Squadron"), 1},
    {namekey::replacementFor, QT_TRANSLATE_NOOP("GeneratedName", "Replacement for %1"), 1},
    {namekey::regiment, QT_TRANSLATE_NOOP("GeneratedName", "%1, regiment %2"), 2},
    {namekey::battery, QT_TRANSLATE_NOOP("GeneratedName", "%1, battery %2"), 2},
    {namekey::generalCommanding, QT_TRANSLATE_NOOP("GeneratedName", "The general commanding %1"), 1},
    {namekey::colonelCommanding, QT_TRANSLATE_NOOP("GeneratedName", "The colonel commanding %1"), 1},
    {namekey::battleOf, QT_TRANSLATE_NOOP("GeneratedName", "Battle of %1"), 1},
    {namekey::campaignBattle, QT_TRANSLATE_NOOP("GeneratedName", "A battle of the campaign: the defenders hold %1."), 1},
};

// Nested names are short; the bound only keeps a hostile file from recursing deep.
constexpr int kMaxDepth = 8;

QString word(const QString &stored, int depth)
{
    const auto n = depth < kMaxDepth ? parseGeneratedName(stored) : std::nullopt;
    if (!n)
        return stored;
    const QByteArray key = n->key.toLatin1();
    for (const Wording &w : kWordings) {
        if (std::strcmp(w.key, key.constData()) != 0 || n->args.size() != w.args)
            continue;
        // One pass over the arguments: a worded argument holding "%2" stays as it is.
        const QString text = NameWords::tr(w.text);
        const QString first = word(n->args.at(0), depth + 1);
        return w.args == 1 ? text.arg(first) : text.arg(first, word(n->args.at(1), depth + 1));
    }
    return stored; // an unknown key or the wrong arguments: shown as stored
}
} // namespace

QString wordName(const QString &stored)
{
    return word(stored, 0);
}

} // namespace hardtack
